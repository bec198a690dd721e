"""W-RACE-KOBOLDS: every cavern of every face counts as adjacent (no travel cost), also for the first conquest.
Scenario 12 of RULES-WOW.md appendix A (with W-POW-MINING)."""

from __future__ import annotations

from wowkit import entry, play, score_lines, wow_game

INTERIOR_CAVERN, MURLOC_CAVERN, MOUNTAIN_CAVERN = 9, 12, 2


def test_scenario_12_mining_kobolds():
    g = wow_game(entry(0, "Kobolds", "Mining", hand=10), murlocs=[MURLOC_CAVERN])
    assert g.conquest_cost(INTERIOR_CAVERN) == 2  # an interior cavern of any face, no travel
    assert g.conquest_cost(MURLOC_CAVERN) == 3
    assert g.conquest_cost(MOUNTAIN_CAVERN) == 3  # the other face's cavern too (a mountain: +1)
    play(g, f"conquer {INTERIOR_CAVERN}", f"conquer {MURLOC_CAVERN}")
    assert score_lines(play(g, "end"))[("power", "Mining")] == 2


def test_others_reach_caverns_only_as_any_region():
    g = wow_game(entry(0, "Orcs", "Mining", hand=10))
    assert g.conquest_cost(INTERIOR_CAVERN) is None
