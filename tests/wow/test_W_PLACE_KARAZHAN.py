"""W-PLACE-KARAZHAN: +1 coin per other region of the holding race with Karazhan's terrain. Scenario 35 of
RULES-WOW.md appendix A (with W-POW-HERBALIST)."""

from __future__ import annotations

from wowkit import entry, play, score_lines, wow_game

HILLS = {11: 1, 9: 1, 16: 1}  # face L1a: Karazhan's hill (the icon region) and 2 other hills


def test_scenario_35_herbalist_holds_karazhan_on_a_hill_and_2_other_hills():
    g = wow_game(entry(0, "Orcs", "Herbalist", regions=HILLS), ap_markers={"Karazhan": {"region": 11, "up": True}})
    lines = score_lines(play(g, "end"))
    assert lines[("power", "Herbalist")] == 3 and lines[("place", "Karazhan")] == 2


def test_scenario_35_after_decline_nothing():
    g = wow_game(entry(0, "Orcs", "Herbalist", regions=HILLS), ap_markers={"Karazhan": {"region": 11, "up": True}})
    lines = score_lines(play(g, "decline"))
    assert lines == {("regions", "Orcs"): 3}


def test_W_PLACE_KARAZHAN_counts_only_its_own_terrain():
    g = wow_game(entry(0, "Orcs", regions={3: 1, 6: 1, 1: 1}), ap_markers={"Karazhan": {"region": 3, "up": True}})
    assert score_lines(play(g, "end"))[("place", "Karazhan")] == 1  # 6 is fields, 1 a hill
