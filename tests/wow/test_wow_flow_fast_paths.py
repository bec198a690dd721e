"""Shortcuts of the turn flow and the redeployment menus that WoW exercises (its holder pieces, its many turn-point
questions) against the plain rule they skip, state by state along random WoW games."""

from __future__ import annotations

import random

from smallworld_tui.rules import Game
from smallworld_tui.rules.events import ScorePart
from smallworld_tui.rules.layouts import floors
from smallworld_tui.rules.ruleset import race_score
from smallworld_tui.rules.wow import WOW
from smallworld_tui.rules.wow.artifacts import WELL
from smallworld_tui.rules.wow.places import faction_bonus, well_bonus
from smallworld_tui.rules.wow.scoring import faction_part, score


def plain_floors(g, rs):
    """``layouts.floors`` as the rule reads: a holder piece (the Champion) in any region of the race sets the
    floors; else None."""
    if not any(g.markers[m.kind][rid] for m in WOW.holders for rid in rs.regions):
        return None
    least = rs.race.min_pieces if rs.active else 1
    return {rid: max(0, least - g.holders(rid)) for rid in rs.regions}


def plain_available(g, rs):
    """R-READY-1: the hand, plus what READY would lift: all but ``min_pieces`` per region (none from a region
    holding fewer, the Champion's)."""
    if rs.readied:
        return rs.hand
    keep = rs.race.min_pieces
    return rs.hand + rs.offmap + sum(max(0, g.r_tokens[rid] - keep) for rid in rs.regions)


def test_W_POW_CHAMPIONING_floors_asked_only_of_races_placing_holder_pieces():
    """``Ruleset.holding``: a holder marker lies only in regions of the race whose race or power places it, so
    ``floors`` (and ``redeploy_options``, which skips its call) answers None at once for every other race: the
    same answer as the plain scan, for every race of random games with the Championing power dealt early. The
    tokens available to conquer (``_available``, summed by a loop where holder pieces exist) too."""
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
                assert g._available(rs) == plain_available(g, rs)
                if rs.race not in WOW.holding and rs.power not in WOW.holding:
                    assert plain is None
                    skipped += 1
                held += plain is not None
            g.apply(rng.choice(g.legal_actions()))
    assert held > 50 and skipped > 1000


def plain_score(g, pl):
    """WoW's SCORE as first written: every race of ``pl.races()``, the Well's bonus asked of each."""
    parts = []
    for rs in pl.races():
        parts += race_score(g, rs)
        if rs.active:
            faction, bonus = faction_bonus(g, rs)
            if faction:
                parts.append(faction_part(faction, bonus))
        well = well_bonus(g, rs)
        if well:
            parts.append(ScorePart("place", WELL, well, "most regions around it"))
    return parts


def test_W_SCORE_lines_without_the_calls_that_add_nothing():
    """``wow.scoring.score`` asks ``well_bonus`` only while the Well lies face up, and ``faction_bonus`` counts no
    conquest for a race without any this turn: the same score card as the plain definition, for every player at
    every state of random games (a Well majority and faction bonuses among them)."""
    wells = bonuses = 0
    for seed in range(8):
        players = 2 + seed % 4
        rng = random.Random(seed)
        g = Game.new(None, [f"P{i}" for i in range(players)], seed=seed, ruleset=WOW)
        while not g.is_over:
            for pl in g.p:
                parts = score(g, pl)
                assert parts == plain_score(g, pl)
                wells += any(part.label == WELL for part in parts)
                bonuses += any(part.source == "faction" and part.coins for part in parts)
            g.apply(rng.choice(g.legal_actions()))
    assert wells > 10 and bonuses > 100
