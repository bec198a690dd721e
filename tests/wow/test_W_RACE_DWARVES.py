"""W-RACE-DWARVES: -2 to conquer a mountain. Scenario 14 of RULES-WOW.md appendix A (with W-POW-MOUNTAINEER)."""

from __future__ import annotations

from wowkit import entry, play, score_lines, wow_game

L1A_SWAMP_ENTRY, L1A_MOUNTAIN, L1A_OTHER_MOUNTAIN = 7, 8, 13


def test_scenario_14_mountaineer_dwarves():
    g = wow_game(entry(0, "Dwarves", "Mountaineer", regions={L1A_SWAMP_ENTRY: 1}, hand=8),
                 entry(1, "Orcs", active=False, regions={L1A_OTHER_MOUNTAIN: 1}))
    assert g.conquest_cost(L1A_MOUNTAIN) == 2 + 1 - 2  # empty mountain: 1
    assert g.conquest_cost(L1A_OTHER_MOUNTAIN) == 2 + 1 + 1 - 2  # with 1 in-decline token: 2
    play(g, f"conquer {L1A_MOUNTAIN}", f"conquer {L1A_OTHER_MOUNTAIN}")
    assert score_lines(play(g, "end"))[("power", "Mountaineer")] == 2


def test_no_discount_off_mountains_nor_in_decline():
    g = wow_game(entry(0, "Dwarves", "Mountaineer", regions={L1A_SWAMP_ENTRY: 1}, hand=8))
    assert g.conquest_cost(L1A_OTHER_MOUNTAIN) == 1 and g.conquest_cost(16) == 3  # 16: a hill entry, travel
