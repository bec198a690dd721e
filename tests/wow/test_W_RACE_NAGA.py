"""W-RACE-NAGA: the only race that conquers and holds seas and lakes; the first conquest may be any of them (no
travel); in decline their water regions stay and score 1. Scenario 13 of RULES-WOW.md appendix A (with
W-POW-FISHING)."""

from __future__ import annotations

from wowkit import entry, play, score_lines, wow_game

LAKE, BESIDE, ENTRY_BESIDE = 5, 3, 6
SEA = 17


def test_scenario_13_fishing_naga():
    g = wow_game(entry(0, "Naga", "Fishing", hand=9))
    assert g.conquest_cost(LAKE) == 2 and g.conquest_cost(SEA) == 2  # any water, empty: the formula, no travel
    play(g, f"conquer {LAKE}")
    assert g.conquest_cost(BESIDE) == 2 and g.conquest_cost(ENTRY_BESIDE) == 2  # beside the lake, no travel
    play(g, f"conquer {BESIDE}", f"conquer {ENTRY_BESIDE}")
    lines = score_lines(play(g, "end"))
    assert lines[("regions", "Fishing Naga")] == 3 and lines[("power", "Fishing")] == 2  # the lake borders no water
    g = wow_game(entry(0, "Naga", "Fishing", regions={LAKE: 3, BESIDE: 2, ENTRY_BESIDE: 1}))
    lines = score_lines(play(g, "decline"))
    assert lines == {("regions", "Naga"): 3} and g.region(LAKE).race == "Naga" and g.region(LAKE).tokens == 1


def test_others_cannot_take_water_even_when_adjacent():
    g = wow_game(entry(0, "Orcs", regions={BESIDE: 2}, hand=8))
    assert g.conquest_cost(LAKE) is None
