"""X-POW-WERE, RULING 8: every conquest costs 2 less on even game turns (the turn counter), nothing on odd ones."""

from __future__ import annotations

from cursedkit import AMBER, DEEPDELVE, GREY_PEAK, WISHING, entry, position_game


def test_A23_X_POW_WERE_even_turn_mountain_costs_1_odd_turn_3() -> None:
    g = position_game(entry(0, "Ratmen", "Were-", regions={WISHING: 2}, hand=6), turn=4)
    assert g.conquest_cost(DEEPDELVE) == 3 - 2
    g = position_game(entry(0, "Ratmen", "Were-", regions={WISHING: 2}, hand=6), turn=5)
    assert g.conquest_cost(DEEPDELVE) == 3


def test_A24_X_INT_5_were_kobolds_turn_2_farmland_costs_2() -> None:
    g = position_game(entry(0, "Kobolds", "Were-", regions={GREY_PEAK: 2}, hand=6), turn=2)
    assert g.conquest_cost(AMBER) == 2  # max(2, 0)
    assert str(g.cost_breakdown(AMBER).total) == "2"


def test_A25_X_IA_goblins_were_even_turn_in_decline_token_on_mountain_costs_1() -> None:
    g = position_game(entry(0, "Goblins", "Were-", regions={WISHING: 2}, hand=6),
                      entry(1, "Humans", active=False, regions={DEEPDELVE: 1}), turn=2)
    assert g.conquest_cost(DEEPDELVE) == 2 + 1 + 1 - 1 - 2


def test_X_POW_WERE_title_has_no_space() -> None:
    g = position_game(entry(0, "Goblins", "Were-", regions={WISHING: 2}))
    assert g.p[0].active is not None and g.p[0].active.title == "Were-Goblins"
