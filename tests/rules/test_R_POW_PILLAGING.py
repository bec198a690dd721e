"""R-POW-PILLAGING: +1 coin per non-empty conquest this turn, own in-decline regions included (R-CONQ-13)."""

from __future__ import annotations

from powkit import BARROW, IRONWOOD, KNOLLS, SINKHOLE, WISHING, entry, play, position_game, scored


def test_nonempty_conquests():
    g = position_game(entry(0, "Humans", active=False, regions={SINKHOLE: 1, BARROW: 1}),
                      entry(0, "Ratmen", "Pillaging", regions={WISHING: 1}, hand=9),
                      tribes={IRONWOOD: 1})
    play(g, "conquer 2", "conquer 3", "conquer 4")  # Lost Tribe, own in-decline, empty
    assert scored(play(g, "end")) == 5 + 2


def test_not_in_decline():
    g = position_game(entry(0, "Humans", "Pillaging", regions={WISHING: 1, KNOLLS: 1}))
    assert scored(play(g, "decline")) == 2
