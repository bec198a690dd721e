"""R-POW-FOREST: +1 coin per forest, active only (R-SCORE-2, R-DECL-5)."""

from __future__ import annotations

from powkit import IRONWOOD, OLD_PINES, WISHING, WITCHWOOD, again, entry, play, position_game, scored


def test_forest_coin_active_only():
    g = position_game(entry(0, "Ratmen", "Forest", regions={IRONWOOD: 1, WITCHWOOD: 1, OLD_PINES: 1, WISHING: 1}))
    assert scored(play(g, "end")) == 4 + 3
    g = again(g, 0)
    assert scored(play(g, "decline")) == 4
