"""R-RACE-WIZARDS: +1 coin per magic region, active only (R-SCORE-2, R-DECL-5)."""

from __future__ import annotations

from powkit import FAIRY, IRONWOOD, WISHING, WITCHWOOD, entry, play, position_game, scored


def test_magic_coin():
    g = position_game(entry(0, "Wizards", regions={WISHING: 1, WITCHWOOD: 1, FAIRY: 1, IRONWOOD: 1}))
    assert scored(play(g, "end")) == 4 + 3


def test_no_bonus_in_decline():
    g = position_game(entry(0, "Wizards", active=False, regions={WISHING: 1, WITCHWOOD: 1}),
                      entry(0, "Ratmen", regions={IRONWOOD: 1}))
    assert scored(play(g, "end")) == 3
