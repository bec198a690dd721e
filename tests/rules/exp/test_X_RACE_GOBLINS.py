"""X-RACE-GOBLINS: -1 to conquer a region holding in-decline tokens (any owner's, RULING 3) or a Lost Tribe."""

from __future__ import annotations

from cursedkit import BARROW, KNOLLS, WISHING, entry, play, position_game


def test_A1_X_RACE_GOBLINS_in_decline_token_on_farmland_costs_2() -> None:
    g = position_game(entry(0, "Goblins", regions={BARROW: 2}, hand=5),
                      entry(1, "Humans", active=False, regions={WISHING: 1}))
    assert g.conquest_cost(WISHING) == 2 + 1 - 1
    assert "Goblins" in g.cost_breakdown(WISHING).line()


def test_A2_X_RACE_GOBLINS_lost_tribe_hill_costs_2() -> None:
    g = position_game(entry(0, "Goblins", hand=6), tribes={str(KNOLLS): 1})
    assert g.conquest_cost(KNOLLS) == 2 + 1 - 1


def test_A3_X_RACE_GOBLINS_commando_goblins_in_decline_token_costs_1() -> None:
    g = position_game(entry(0, "Goblins", "Commando", regions={BARROW: 2}, hand=5),
                      entry(1, "Humans", active=False, regions={WISHING: 1}))
    assert g.conquest_cost(WISHING) == 2 + 1 - 1 - 1


def test_A4_X_RACE_GOBLINS_active_enemy_token_no_discount() -> None:
    g = position_game(entry(0, "Goblins", regions={BARROW: 2}, hand=5),
                      entry(1, "Humans", regions={WISHING: 1}))
    assert g.conquest_cost(WISHING) == 3


def test_A5_X_RACE_GOBLINS_own_in_decline_region_costs_1_token_to_tray() -> None:
    g = position_game(entry(0, "Humans", active=False, regions={WISHING: 1}),
                      entry(0, "Goblins", regions={BARROW: 2}, hand=5))
    assert g.conquest_cost(WISHING) == 2 + 0 - 1
    play(g, f"conquer {WISHING}")
    assert g.region(WISHING).race == "Goblins" and g.region(WISHING).tokens == 1
    assert all(rs.name != "Humans" for rs in g.p[0].races())  # R-CONQ-10: the Humans left play, token to the tray

