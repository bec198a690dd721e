"""R-RACE-RATMEN: no ability, 8 tokens (R-COMP-1)."""

from __future__ import annotations

from powkit import IRONWOOD, WISHING, entry, fresh, play, position_game, scored

from smallworld_tui.rules import RACES


def test_eight_tokens():
    assert (RACES["Ratmen"].banner, RACES["Ratmen"].supply) == (8, 13)
    g = fresh(2, races=["Ratmen"], powers=["Merchant"])
    play(g, "pick 1")
    assert g.hand(0) == 10


def test_no_bonus_and_normal_cost():
    g = position_game(entry(0, "Ratmen", regions={WISHING: 1}, hand=4))
    assert g.conquest_cost(IRONWOOD) == 2
    assert scored(play(g, "end")) == 1
