"""R-POW-HILL: +1 coin per hill, active only (R-SCORE-2, R-DECL-5)."""

from __future__ import annotations

from powkit import BARROW, ECHO_TOR, KNOLLS, WISHING, again, entry, play, position_game, scored


def test_hill_coin_active_only():
    g = position_game(entry(0, "Ratmen", "Hill", regions={KNOLLS: 1, BARROW: 1, ECHO_TOR: 1, WISHING: 1}))
    assert scored(play(g, "end")) == 4 + 3
    g = again(g, 0)
    assert scored(play(g, "decline")) == 4
