"""R-RACE-GIANTS: -1 next to a mountain the Giants hold at the moment of the conquest; min 1 (R-CONQ-4)."""

from __future__ import annotations

from powkit import BARROW, DEEPDELVE, HOLLOW, IRONWOOD, MILLERS, WISHING, entry, play, position_game


def test_discount_next_to_held_mountain():
    g = position_game(entry(0, "Giants", regions={DEEPDELVE: 1, WISHING: 1}, hand=5),
                      entry(1, "Ratmen", regions={BARROW: 1}))
    assert g.conquest_cost(BARROW) == 2 + 1 - 1
    assert g.conquest_cost(IRONWOOD) == 2  # next to Wishing Fields only


def test_commando_giants_and_minimum():
    """Appendix A #5: Commando Giants vs region next to their mountain with 1 enemy token -> 1."""
    g = position_game(entry(0, "Giants", "Commando", regions={DEEPDELVE: 1}, hand=5),
                      entry(1, "Ratmen", regions={BARROW: 1}))
    assert g.conquest_cost(BARROW) == 1
    assert g.conquest_cost(WISHING) == 1  # 2 - 1 - 1 = 0 -> min 1


def test_mountain_conquered_this_turn_counts():
    """Appendix A #8."""
    g = position_game(entry(0, "Giants", regions={WISHING: 1}, hand=6))
    assert g.conquest_cost(BARROW) == 2
    play(g, "conquer 5")
    assert g.conquest_cost(MILLERS) == 1 and g.conquest_cost(BARROW) == 1


def test_no_discount_from_in_decline_mountain():
    """Appendix A #9: the owner's in-decline race holds the mountain -> no discount."""
    g = position_game(entry(0, "Ratmen", active=False, regions={DEEPDELVE: 1}),
                      entry(0, "Giants", regions={WISHING: 1}, hand=4))
    assert g.conquest_cost(BARROW) == 2


def test_in_decline_giants_give_no_discount():
    """R-DECL-5: the discount is the active Giants' only."""
    g = position_game(entry(0, "Giants", active=False, regions={DEEPDELVE: 1}),
                      entry(0, "Ratmen", regions={WISHING: 1}, hand=4))
    assert g.conquest_cost(BARROW) == 2


def test_underworld_cavern_adjacency_counts():
    """[RULING] with Underworld, a cavern target counts as adjacent to a Giant-held cavern mountain."""
    g = position_game(entry(0, "Giants", "Underworld", regions={DEEPDELVE: 1}, hand=5),
                      entry(1, "Ratmen", regions={HOLLOW: 1}))
    assert g.conquest_cost(HOLLOW) == 2 + 1 - 1 - 1


def test_flying_creates_no_adjacency_for_discount():
    g = position_game(entry(0, "Giants", "Flying", regions={DEEPDELVE: 1}, hand=5),
                      entry(1, "Ratmen", regions={HOLLOW: 1}))
    assert g.conquest_cost(HOLLOW) == 3
