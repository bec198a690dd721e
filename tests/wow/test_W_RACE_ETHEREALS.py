"""W-RACE-ETHEREALS with RULING 10: once per turn ONE of a theft (``steal S D``: a face-up Artifact from a region
next to an Ethereal region into that region) or a raid (``raid R``: conquer a neighbouring region with a face-up
Legendary Place at −2). Appendix A scenarios 25 (with wowart's Frostmourne) and 26 (with its Dark Portal)."""

from __future__ import annotations

import pytest
from wowkit import entry, play, score_lines, wow_game

from smallworld_tui.rules import IllegalAction
from smallworld_tui.rules.wow.ethereals import Stolen

# S1a: 0 forest entry · 1 hill · 2 mountain · 3 fields · 4 swamp · 5 lake · 6 fields entry; 1 borders 0 2 3 6


def scenario_25(frost_up=True):
    return wow_game(entry(0, "Ethereals", regions={1: 1}, hand=6), entry(1, "Humans", regions={3: 2, 6: 2}),
                    ap_markers={"Frostmourne": {"region": 3, "up": frost_up},
                                "Dark Portal": {"region": 6, "up": True}})


def kinds(g):
    return {a.kind for a in g.legal_actions()}


def test_scenario_25_steal_frostmourne_and_use_it_at_once_no_place_discount_this_turn():
    g = scenario_25()
    assert "steal 3 1" in [str(a) for a in g.legal_actions()] and "raid 6" in [str(a) for a in g.legal_actions()]
    events = play(g, "steal 3 1")
    assert Stolen(0, "Farmer Ethereals", "Frostmourne", 3, 1) in events
    assert g.ruleset_state.ap_region["Frostmourne"] == 1
    assert g.region(3).race == "Humans"  # a theft moves the Artifact only
    assert g.conquest_cost(3) == 4
    play(g, "frostmourne 3")  # raw 4 -> 2
    assert g.region(3).race == "Ethereals" and g.region(3).tokens == 2 and g.ruleset_state.ap_region["Frostmourne"] == 3
    assert "raid" not in kinds(g) and "steal" not in kinds(g)  # one of the two, once per turn
    with pytest.raises(IllegalAction):
        g.play("raid 6")


def test_scenario_26_raid_on_the_face_up_dark_portal_raw_3_costs_1_and_scores_2():
    g = wow_game(entry(0, "Ethereals", regions={1: 1}, hand=6), entry(1, "Trolls", regions={3: 1}),
                 ap_markers={"Dark Portal": {"region": 3, "up": True}})
    assert g.conquest_cost(3) == 3
    play(g, "raid 3")
    assert g.region(3).race == "Ethereals" and g.region(3).tokens == 1
    assert "steal" not in kinds(g) and "raid" not in kinds(g)
    assert score_lines(play(g, "end"))[("place", "Dark Portal")] == 2


def test_W_RACE_ETHEREALS_ruling_10_face_down_markers_are_neither_stolen_nor_raided():
    g = wow_game(entry(0, "Ethereals", regions={1: 1}, hand=6), entry(1, "Humans", regions={3: 2, 6: 2}),
                 ap_markers={"Frostmourne": {"region": 3, "up": False}, "Dark Portal": {"region": 6, "up": False}})
    assert not {"steal", "raid"} & kinds(g)
    with pytest.raises(IllegalAction):
        g.play("steal 3 1")


def test_W_RACE_ETHEREALS_ruling_10_only_into_the_adjacent_ethereal_region():
    g = wow_game(entry(0, "Ethereals", regions={1: 1, 4: 1}, hand=6), entry(1, "Humans", regions={3: 2}),
                 ap_markers={"Frostmourne": {"region": 3, "up": True}})
    assert [str(a) for a in g.legal_actions() if a.kind == "steal"] == ["steal 3 1"]  # 4 does not border 3
    with pytest.raises(IllegalAction):
        g.play("steal 3 4")


def test_W_RACE_ETHEREALS_the_raid_needs_a_neighbouring_place_not_an_entry_reach():
    g = wow_game(entry(0, "Ethereals", regions={4: 1}, hand=6), entry(1, "Trolls", regions={3: 1}),
                 ap_markers={"Dark Portal": {"region": 3, "up": True}})  # 4 does not border 3
    assert "raid" not in kinds(g)
