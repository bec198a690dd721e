"""X-POW-CURSED and X-INT-2: a Cursed combo's skip price is 3 coins, all put on it; the column's cost generalised."""

from __future__ import annotations

import pytest
from cursedkit import fresh, play, position_game

from smallworld_tui.rules import IllegalAction

POWERS = ("Alchemist", "Cursed", "Hill", "Forest", "Swamp", "Flying")
RACES = ("Ratmen", "Giants", "Humans", "Orcs", "Trolls", "Wizards")


def test_A13_X_INT_2_cursed_at_index_1_take_index_3_pays_5() -> None:
    g = fresh(races=RACES, powers=POWERS, coins=[5, 5])
    events = play(g, "pick 4")
    assert g.coins(0) == 0  # 1 + 3 + 1
    assert [e for e in events if e.kind == "pick"][0].paid == 5
    assert [c.coins for c in g.column_view()[:3]] == [1, 3, 1]  # the Cursed combo gained 3


def test_A14_X_INT_2_four_coins_reach_indices_0_to_2() -> None:
    g = fresh(races=RACES, powers=POWERS, coins=[4, 5])
    assert [str(a) for a in g.legal_actions() if a.kind == "pick"] == ["pick 1", "pick 2", "pick 3"]
    assert [g.pick_price(i) for i in range(4)] == [0, 1, 4, 5]


def test_X_INT_2_picks_within_counts_the_combos_each_price_allows() -> None:
    """The pick menu's one walk (``picks_within``) against every combo priced alone (``pick_price``)."""
    g = fresh(races=RACES, powers=POWERS, coins=[4, 5])
    for coins in range(12):
        assert g.picks_within(coins) == sum(1 for i in range(len(g.column)) if g.pick_price(i) <= coins)
    assert [c.price for c in g.column_view()] == [0, 1, 4, 5, 6, 7]  # what the players see
    with pytest.raises(IllegalAction, match="costs 5 coins"):
        g.play("pick 4")
    assert g.coins(0) == 4  # untouched


def test_A15_X_POW_CURSED_at_index_0_index_1_costs_3() -> None:
    g = fresh(races=RACES, powers=("Cursed", "Alchemist", "Hill", "Forest", "Swamp", "Flying"), coins=[3, 5])
    play(g, "pick 2")
    assert g.coins(0) == 0
    assert g.column_view()[0].coins == 3


def test_A16_X_POW_CURSED_ratmen_cursed_with_6_coins_at_index_2() -> None:
    column = [["Giants", "Hill", 0], ["Humans", "Forest", 0], ["Ratmen", "Cursed", 6], ["Orcs", "Swamp", 0],
              ["Trolls", "Flying", 0], ["Wizards", "Alchemist", 0]]
    g = position_game(column=column, coins=[5, 5])
    events = play(g, "pick 3")
    picked = [e for e in events if e.kind == "pick"][0]
    assert (picked.paid, picked.found, picked.tokens) == (2, 6, 8)  # 8 + 0 tokens
    assert g.coins(0) == 5 - 2 + 6
    assert g.hand(0) == 8


def test_X_POW_CURSED_no_ability_and_no_token() -> None:
    g = fresh(races=("Ratmen",), powers=("Cursed",))
    play(g, "pick 1")
    assert g.hand(0) == 8
    assert g.conquest_cost(1) == 2  # no reduction
