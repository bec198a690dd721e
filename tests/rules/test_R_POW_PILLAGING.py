"""R-POW-PILLAGING: +1 coin per non-empty conquest this turn, own in-decline regions included (R-CONQ-13)."""

from __future__ import annotations

from powkit import BARROW, IRONWOOD, KNOLLS, SINKHOLE, WISHING, board, play, race, scored, turn
from scenario import put


def test_nonempty_conquests():
    g = board()
    race(g, 0, "Humans", active=False, regions={SINKHOLE: 1, BARROW: 1})
    race(g, 0, "Ratmen", "Pillaging", regions={WISHING: 1}, hand=9)
    put(g, None, IRONWOOD, 1)
    turn(g, 0)
    play(g, "conquer 2", "conquer 3", "conquer 4")  # Lost Tribe, own in-decline, empty
    assert scored(play(g, "end")) == 5 + 2


def test_not_in_decline():
    g = board()
    race(g, 0, "Humans", "Pillaging", regions={WISHING: 1, KNOLLS: 1})
    turn(g, 0)
    assert scored(play(g, "decline")) == 2
