"""W-POW-MARSHDWELLER: before each conquest (or attempt) of a swamp held by this race, an attacking race of another
player pays its owner 1 coin, also in decline (its badge stays, W-DECL-1); a conquest that cannot pay in full is
illegal (W-CONQ-1d, RULING 1); the payment is public (W-SCORE-3). Scenario 32 of RULES-WOW.md appendix A (its
Intimidating part is in test_W_POW_INTIMIDATING.py, its Swamp Walker part in test_W_POW_SWAMPWALKER.py)."""

from __future__ import annotations

import pytest
from wowkit import entry, play, wow_game

from smallworld_tui.rules import IllegalAction
from smallworld_tui.rules.errors import Code

SWAMP, FIELDS, HILL = 19, 14, 9  # L1a: the swamp entry 19 borders fields 14


def test_scenario_32_in_decline_marshdweller_swamp_costs_a_coin_then_3():
    g = wow_game(entry(0, "Orcs", "MarshDweller", active=False, regions={SWAMP: 1}),
                 entry(1, "Dwarves", regions={FIELDS: 1}, hand=5), seat=1, coins=[5, 5])
    assert g.conquest_cost(SWAMP) == 3  # 2 + 1 token
    events = play(g, f"conquer {SWAMP}")
    paid = [e for e in events if e.kind == "paid"]
    assert [(e.seat, e.to, e.coins) for e in paid] == [(1, 0, 1)] and "pays 1 coin to Ann" in g.describe(paid[0])
    assert g.coins(0) == 6 and g.coins(1) == 4 and g.region(SWAMP).race == "Dwarves"


def test_RULING_1_no_coin_no_conquest_of_the_swamp():
    g = wow_game(entry(0, "Orcs", "MarshDweller", regions={SWAMP: 1}),
                 entry(1, "Dwarves", regions={FIELDS: 1}, hand=5), seat=1, coins=[5, 0])
    assert g.conquest_cost(SWAMP) is None
    assert f"conquer {SWAMP}" not in {str(a) for a in g.legal_actions()}
    with pytest.raises(IllegalAction) as refused:
        g.play(f"conquer {SWAMP}")
    assert refused.value.code == Code.CANNOT_AFFORD


def test_W_POW_MARSHDWELLER_an_attempt_pays_too_and_other_regions_cost_nothing():
    g = wow_game(entry(0, "Orcs", "MarshDweller", regions={SWAMP: 3, HILL: 1}),
                 entry(1, "Dwarves", regions={FIELDS: 1}, hand=3), seat=1, coins=[5, 5], dice=[0])
    events = play(g, f"roll {SWAMP}")  # needs 5, has 3: the die fails, the coin is paid anyway
    assert [(e.seat, e.to, e.coins) for e in events if e.kind == "paid"] == [(1, 0, 1)]
    assert g.coins(0) == 6 and g.region(SWAMP).race == "Orcs"
    g = wow_game(entry(0, "Orcs", "MarshDweller", regions={SWAMP: 1, HILL: 1}),
                 entry(1, "Dwarves", regions={FIELDS: 1}, hand=5), seat=1, coins=[5, 5])
    play(g, f"conquer {HILL}")
    assert g.coins(1) == 5  # a hill: no toll


def test_W_POW_MARSHDWELLER_its_own_player_pays_nothing():
    g = wow_game(entry(0, "Orcs", "MarshDweller", active=False, regions={SWAMP: 1}),
                 entry(0, "Dwarves", regions={FIELDS: 1}, hand=5), coins=[0, 5])
    play(g, f"conquer {SWAMP}")
    assert g.coins(0) == 0 and g.region(SWAMP).race == "Dwarves"
