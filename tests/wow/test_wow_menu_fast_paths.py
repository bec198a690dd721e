"""The ability menus that read a rule through a shortcut give the menus the rule's one definition gives, for every
active race along random games (any hand, used or not): Frostmourne's cut cost read off the target scan's cost,
the Portal Mage's swaps asking ``attack_price`` only where something may be due."""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from wowkit import NAMES

from smallworld_tui.rules import Game
from smallworld_tui.rules.actions import Action
from smallworld_tui.rules.conquest import facts
from smallworld_tui.rules.wow import WOW, wielded
from smallworld_tui.rules.wow import powers as wpow
from smallworld_tui.rules.wow.conquest import attack_dues, attack_price, can_attack


def _frost_by_definition(g, rs):
    """``_frost_options`` as first written: ``_frost_need`` (the raw cost, -2) asked per target."""
    if wielded._used(rs, wielded.FROSTMOURNE) or rs.ended:
        return []
    have, least = g._available(rs), wielded.floor(rs)
    return [Action("frostmourne", region=rid) for rid, need in g.ruleset.targets(g, rs)
            if need > least and wielded._frost_need(g, rs, rid) <= have]


def _swaps_by_definition(g, rs):
    """``_swap_options`` as first written: ``attack_price`` asked for every Magic region, every pair listed."""
    if rs.flags.get(wpow.SWAPS, 0) >= wpow.SWAPS_PER_TURN:
        return []
    due = attack_dues(g, rs)
    magic = [rid for rid in facts(g.board).magics if not g.immune[rid]
             and (not attack_price(g, rs, (rid,), due) or can_attack(g, rs, (rid,), due))]
    return [Action("swap", regions=pair) for pair in combinations(magic, 2)
            if any(wpow._movable(g, rid) for rid in pair) and can_attack(g, rs, pair, due)]


@pytest.mark.parametrize("players", [3, 5])
def test_menus_match_their_definitions(players):
    checked = 0
    for seed in range(4):
        g = Game.new(None, NAMES[:players], seed=seed, ruleset=WOW)
        rng = random.Random(seed)
        while not g.is_over:
            for rs in g.all_races():
                if not rs.active:
                    continue
                hand = rs.hand
                for rs.hand in (hand, 0, 3, 9):  # the cut cost against several hands
                    assert wielded._frost_options(g, rs) == _frost_by_definition(g, rs), rs.title
                rs.hand = hand
                assert wpow._swap_options(g, rs) == _swaps_by_definition(g, rs), rs.title
                checked += 1
            g.apply(rng.choice(g.legal_actions()))
    assert checked > 300
