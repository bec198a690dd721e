"""W-POW-GARRISONED, DEFENSIVE, MARSHDWELLER, INTIMIDATING, PORTALMAGE in random play: games whose first combos
carry these powers play to the end through ``legal_actions``/``apply`` with the invariants of the WoW property test
checked after every move, and each power's markers and moves really occur."""

from __future__ import annotations

import random

from test_wow_properties import check
from wowkit import NAMES, SETS, islands

from smallworld_tui.rules import Game
from smallworld_tui.rules.wow import WOW

MINE = ["Intimidating", "Portal Mage", "Garrisoned", "Defensive", "MarshDweller"]


def test_random_games_with_these_powers_end_with_invariants():
    seen: set[str] = set()
    wanted = {"intimidate", "swap", "forts", "towers"}
    for seed in range(8):  # until each occurred (4 games were enough before the catalogue grew: the stacks differ)
        if wanted <= seen and seed >= 4:
            break
        powers = MINE[seed % 5:] + MINE[:seed % 5]
        g = Game.new(islands(SETS[3]), NAMES[:3], seed=seed, ruleset=WOW, powers=powers)
        rng = random.Random(seed)
        while not g.is_over:
            for event in g.apply(rng.choice(g.legal_actions())):
                seen.add(event.kind)
            check(g)
        assert g.winners
        assert sum(g.markers["tower"]) <= 6 and sum(g.markers["fort"]) <= 10  # W-COMP-3
    assert wanted <= seen
