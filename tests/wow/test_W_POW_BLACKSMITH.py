"""W-POW-BLACKSMITH: -1 to conquer any region, down to the minimum of 1 (W-CONQ-4)."""

from __future__ import annotations

from wowkit import entry, wow_game


def test_minus_one_everywhere_minimum_one():
    g = wow_game(entry(0, "Orcs", "Blacksmith", regions={1: 1}, hand=8), entry(1, "Trolls", regions={3: 2}))
    assert g.conquest_cost(3) == 2 + 2 - 1
    assert g.conquest_cost(0) == 1  # an adjacent empty entry: 2 - 1
    assert g.conquest_cost(7) == 2  # an entry of the other island: 2 + 1 travel - 1


def test_not_in_decline():
    g = wow_game(entry(0, "Orcs", "Blacksmith", active=False, regions={1: 1}), entry(0, "Trolls", "Farmer", hand=8))
    assert g.conquest_cost(0) == 3
