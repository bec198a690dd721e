"""R-RACE-TRITONS: -1 on coastal targets, water is never coastal, min 1 (R-CONQ-4, R-MAP-5)."""

from __future__ import annotations

from powkit import GREY_PEAK, IRONWOOD, LAKE, SINKHOLE, WISHING, entry, position_game


def test_coastal_discount():
    g = position_game(entry(0, "Tritons", regions={IRONWOOD: 1}, hand=5))
    assert g.conquest_cost(WISHING) == 1
    assert g.conquest_cost(SINKHOLE) == 2  # not coastal
    assert g.conquest_cost(GREY_PEAK) == 2 + 1 - 1


def test_water_is_not_coastal():
    """Appendix A #56: Seafaring Tritons vs an empty sea (here the lake) -> 2."""
    g = position_game(entry(0, "Tritons", "Seafaring", regions={IRONWOOD: 1}, hand=5))
    assert g.conquest_cost(LAKE) == 2


def test_commando_tritons_minimum_one():
    """Appendix A #6: 2 - 1 - 1 = 0 -> 1."""
    g = position_game(entry(0, "Tritons", "Commando", regions={IRONWOOD: 1}, hand=5))
    assert g.conquest_cost(WISHING) == 1


def test_mounted_tritons_vs_lost_tribe_farmland():
    """Appendix A #7: 2 + 1 - 1 - 1 = 1."""
    g = position_game(entry(0, "Tritons", "Mounted", regions={IRONWOOD: 1}, hand=5), tribes={WISHING: 1})
    assert g.conquest_cost(WISHING) == 1


def test_no_discount_for_the_owner_after_decline():
    g = position_game(entry(0, "Tritons", active=False, regions={IRONWOOD: 1}),
                      entry(0, "Ratmen", regions={GREY_PEAK: 1}, hand=5))
    assert g.conquest_cost(IRONWOOD) == 2  # own in-decline token adds nothing, no Triton discount for Ratmen
