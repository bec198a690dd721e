"""R-RACE-HUMANS: +1 coin per farmland, active only (R-SCORE-2, R-DECL-5)."""

from __future__ import annotations

from powkit import AMBER, IRONWOOD, MILLERS, WISHING, again, entry, play, position_game, scored


def test_farmland_coin():
    g = position_game(entry(0, "Humans", regions={WISHING: 1, MILLERS: 1, AMBER: 1, IRONWOOD: 1}))
    assert scored(play(g, "end")) == 4 + 3


def test_no_bonus_in_decline():
    g = position_game(entry(0, "Humans", regions={WISHING: 1, MILLERS: 1, IRONWOOD: 1}))
    assert scored(play(g, "decline")) == 3  # the decline turn already scores 1 per region only (R-DECL-6)
    g = again(g, 0)
    g.play("pick 1")
    assert scored(play(g, "end")) == 3
