"""W-RACE-TROLLS: -1 to conquer a non-empty region (W-GLOSS-NONEMPTY: a Murloc or any piece; markers alone leave
it empty). Scenario 16 of RULES-WOW.md appendix A (with W-POW-BLACKSMITH)."""

from __future__ import annotations

from wowkit import entry, wow_game


def test_scenario_16_blacksmith_trolls():
    g = wow_game(entry(0, "Trolls", "Blacksmith", regions={0: 1}, hand=10), murlocs=[1],
                 ap_markers={"Karazhan": {"region": 2, "up": True}})
    assert g.conquest_cost(4) == 1  # empty swamp: 2 - 1 (Blacksmith)
    assert g.conquest_cost(1) == 1  # hill with a Murloc: 2 + 1 - 1 - 1
    assert g.conquest_cost(2) == 2  # mountain with only a Place marker is empty: 2 + 1 - 1


def test_any_piece_makes_it_non_empty():
    g = wow_game(entry(0, "Trolls", "Farmer", regions={0: 1}, hand=10), entry(1, "Naga", regions={4: 2}))
    assert g.conquest_cost(4) == 2 + 2 - 1
