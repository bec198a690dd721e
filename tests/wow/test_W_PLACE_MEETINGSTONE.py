"""W-PLACE-MEETINGSTONE: the race holding it pays no travel cost (W-CONQ-4). Scenario 5 of RULES-WOW.md
appendix A."""

from __future__ import annotations

from wowkit import entry, play, wow_game

STONE = {"Meeting Stone": {"region": 3, "up": True}}
L1A_FOREST_ENTRY = 10  # an empty entry region of face L1a


def test_scenario_5_meeting_stone_takes_an_entry_of_another_face_for_2():
    g = wow_game(entry(0, "Orcs", regions={3: 1}, hand=5), ap_markers=STONE)
    assert g.conquest_cost(L1A_FOREST_ENTRY) == 2
    play(g, f"conquer {L1A_FOREST_ENTRY}")
    assert g.region(L1A_FOREST_ENTRY).tokens == 2


def test_W_PLACE_MEETINGSTONE_without_it_the_travel_is_paid():
    g = wow_game(entry(0, "Orcs", regions={3: 1}, hand=5), ap_markers={"Meeting Stone": {"region": 1, "up": True}})
    assert g.conquest_cost(L1A_FOREST_ENTRY) == 3
