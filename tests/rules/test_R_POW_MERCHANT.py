"""R-POW-MERCHANT: +1 coin per region, active only (R-SCORE-2, R-DECL-5)."""

from __future__ import annotations

from powkit import AMBER, IRONWOOD, KNOLLS, SINKHOLE, WISHING, entry, play, position_game, scored


def test_merchant_humans():
    """Appendix A #61: Merchant Humans on 5 regions incl. 2 farmlands -> 5 + 5 + 2 = 12."""
    g = position_game(entry(0, "Humans", "Merchant", regions={WISHING: 1, AMBER: 1, IRONWOOD: 1, SINKHOLE: 1,
                                                               KNOLLS: 1}))
    assert scored(play(g, "end")) == 12


def test_not_in_decline():
    g = position_game(entry(0, "Ratmen", "Merchant", regions={WISHING: 1, IRONWOOD: 1}))
    assert scored(play(g, "decline")) == 2
