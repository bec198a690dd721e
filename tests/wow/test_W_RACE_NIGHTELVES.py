"""W-RACE-NIGHTELVES: -1 to conquer a forest; a Wisp Wall on each forest they take (9 in the box): +1 to its
cost, kept in decline, back to supply once its region is conquered. Scenario 15 of RULES-WOW.md appendix A
(with W-POW-RANGER)."""

from __future__ import annotations

from wowkit import entry, play, score_lines, wow_game

HILL, FOREST_ENTRY, FIELDS = 9, 10, 14


def test_scenario_15_ranger_night_elves():
    g = wow_game(entry(0, "Night Elves", "Ranger", regions={HILL: 1}, hand=8), entry(1, "Orcs", regions={FIELDS: 3}))
    assert g.conquest_cost(FOREST_ENTRY) == 1  # 2 - 1
    events = play(g, f"conquer {FOREST_ENTRY}")
    assert [e.kind for e in events].count("wisp") == 1 and g.marker("wisp", FOREST_ENTRY) == 1
    g = wow_game(entry(0, "Night Elves", "Ranger", regions={HILL: 1, FOREST_ENTRY: 1}),
                 entry(1, "Orcs", regions={FIELDS: 1}, hand=6), seat=1, markers={"wisp": {str(FOREST_ENTRY): 1}})
    assert g.conquest_cost(FOREST_ENTRY) == 2 + 1 + 1  # B vs 1 Elf token and the Wall: 4
    play(g, f"conquer {FOREST_ENTRY}")
    assert g.marker("wisp", FOREST_ENTRY) == 0  # back to supply


def test_ranger_scores_forests_and_walls_stay_in_decline():
    g = wow_game(entry(0, "Night Elves", "Ranger", regions={0: 1, FOREST_ENTRY: 1, 12: 1}),
                 markers={"wisp": {"0": 1}})
    assert score_lines(play(g, "end"))[("power", "Ranger")] == 3
    g = wow_game(entry(0, "Night Elves", "Ranger", regions={0: 2}), markers={"wisp": {"0": 1}})
    play(g, "decline")
    assert g.marker("wisp", 0) == 1


def test_no_wall_when_the_nine_are_out():
    walls = {str(r): 1 for r in (1, 2, 3, 4, 6, 7, 8, 11, 13)}
    g = wow_game(entry(0, "Night Elves", "Ranger", regions={HILL: 1}, hand=8), markers={"wisp": walls})
    play(g, f"conquer {FOREST_ENTRY}")
    assert g.marker("wisp", FOREST_ENTRY) == 0
