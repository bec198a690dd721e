"""R-POW-SWAMP: +1 coin per swamp, active only (R-SCORE-2, R-DECL-5)."""

from __future__ import annotations

from powkit import BOG_IRON, SINKHOLE, WISHING, WISP, again, entry, play, position_game, scored


def test_swamp_coin_active_only():
    g = position_game(entry(0, "Ratmen", "Swamp", regions={SINKHOLE: 1, WISP: 1, BOG_IRON: 1, WISHING: 1}))
    assert scored(play(g, "end")) == 4 + 3
    g = again(g, 0)
    assert scored(play(g, "decline")) == 4
