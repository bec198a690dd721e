"""W-POW-SAILING: never pays the travel cost (W-CONQ-4). Scenario 4 is in test_W_RACE_BLOODELVES.py."""

from __future__ import annotations

from wowkit import entry, wow_game


def test_no_travel_on_first_and_later_conquests():
    g = wow_game(entry(0, "Orcs", "Sailing", hand=11))
    assert g.conquest_cost(0) == 2 and g.conquest_cost(3) is None  # entry regions only, still
    g = wow_game(entry(0, "Orcs", "Sailing", regions={3: 1}, hand=11))
    assert g.conquest_cost(0) == 2 and g.conquest_cost(16) == 2
