"""Shortcuts of the turn flow and the redeployment menus that WoW exercises (its holder pieces, its many turn-point
questions) against the plain rule they skip, state by state along random WoW games."""

from __future__ import annotations

import random

from smallworld_tui.rules import Game
from smallworld_tui.rules.layouts import floors
from smallworld_tui.rules.wow import WOW


def plain_floors(g, rs):
    """``layouts.floors`` as the rule reads: a holder piece (the Champion) in any region of the race sets the
    floors; else None."""
    if not any(g.markers[m.kind][rid] for m in WOW.holders for rid in rs.regions):
        return None
    least = rs.race.min_pieces if rs.active else 1
    return {rid: max(0, least - g.holders(rid)) for rid in rs.regions}


def test_W_POW_CHAMPIONING_floors_asked_only_of_races_placing_holder_pieces():
    """``Ruleset.holding``: a holder marker lies only in regions of the race whose race or power places it, so
    ``floors`` (and ``redeploy_options``, which skips its call) answers None at once for every other race: the
    same answer as the plain scan, for every race of random games with the Championing power dealt early."""
    held = skipped = 0
    for seed in range(6):
        players = 2 + seed % 4
        rng = random.Random(seed)
        g = Game.new(None, [f"P{i}" for i in range(players)], seed=seed, ruleset=WOW,
                     powers=["Championing"])
        while not g.is_over:
            for rs in g.all_races():
                plain = plain_floors(g, rs)
                assert floors(g, rs) == plain, rs.title
                if rs.race not in WOW.holding and rs.power not in WOW.holding:
                    assert plain is None
                    skipped += 1
                held += plain is not None
            g.apply(rng.choice(g.legal_actions()))
    assert held > 50 and skipped > 1000
