"""W-RACE-BLOODELVES: +1 coin per Magic region held, while active. Scenario 4 of RULES-WOW.md appendix A."""

from __future__ import annotations

from wowkit import entry, play, score_lines, scored, wow_game

L1A_SWAMP_ENTRY = 7  # entry, Murloc symbol


def test_scenario_4_sailing_blood_elves_enter_and_score_magic():
    g = wow_game(entry(0, "Blood Elves", "Sailing", hand=10), murlocs=[L1A_SWAMP_ENTRY])
    assert g.conquest_cost(L1A_SWAMP_ENTRY) == 2 + 1  # a Murloc, no travel with Sailing
    g = wow_game(entry(0, "Blood Elves", "Sailing", regions={1: 1, 3: 1, 10: 1, 14: 1}))  # Magic: 1 and 10
    events = play(g, "end")
    assert scored(events) == 6 and score_lines(events)[("race", "Blood Elves")] == 2


def test_no_magic_bonus_in_decline():
    g = wow_game(entry(0, "Blood Elves", "Sailing", active=False, regions={1: 1, 10: 1}), entry(0, "Orcs", "Sailing"))
    lines = score_lines(play(g, "end"))
    assert lines[("regions", "Blood Elves")] == 2 and ("race", "Blood Elves") not in lines
