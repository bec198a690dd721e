"""R-POW-MOUNTED: -1 on hill and farmland, min 1 (R-CONQ-4)."""

from __future__ import annotations

from powkit import BARROW, DEEPDELVE, IRONWOOD, MILLERS, WISHING, entry, position_game


def test_hill_and_farmland_only():
    g = position_game(entry(0, "Ratmen", "Mounted", regions={DEEPDELVE: 1}, hand=5), tribes={MILLERS: 1})
    assert g.conquest_cost(BARROW) == 1  # hill
    assert g.conquest_cost(WISHING) == 1  # farmland
    assert g.conquest_cost(MILLERS) == 2  # farmland + Lost Tribe
    g = position_game(entry(0, "Ratmen", "Mounted", regions={WISHING: 1}, hand=5))
    assert g.conquest_cost(IRONWOOD) == 2  # forest


def test_not_in_decline():
    g = position_game(entry(0, "Ratmen", "Mounted", active=False, regions={DEEPDELVE: 1}),
                      entry(0, "Humans", regions={WISHING: 1}, hand=5))
    assert g.conquest_cost(BARROW) == 2
