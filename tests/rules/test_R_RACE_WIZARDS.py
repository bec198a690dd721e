"""R-RACE-WIZARDS: +1 coin per magic region, active only (R-SCORE-2, R-DECL-5)."""

from __future__ import annotations

from powkit import FAIRY, IRONWOOD, WISHING, WITCHWOOD, board, play, race, scored, turn


def test_magic_coin():
    g = board()
    race(g, 0, "Wizards", regions={WISHING: 1, WITCHWOOD: 1, FAIRY: 1, IRONWOOD: 1})
    turn(g, 0)
    assert scored(play(g, "end")) == 4 + 3


def test_no_bonus_in_decline():
    g = board()
    race(g, 0, "Wizards", active=False, regions={WISHING: 1, WITCHWOOD: 1})
    race(g, 0, "Ratmen", regions={IRONWOOD: 1})
    turn(g, 0)
    assert scored(play(g, "end")) == 3
