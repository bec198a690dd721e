"""W-PLACE-WELL (Well of Eternity): on reveal it moves to its face's water region; with none, it goes to the box and
a random unused Place is put face up in its region. At each player's SCORE, each of his races (even in decline)
with more regions adjacent to the Well's region than every other race (Murlocs as one race, RULING 4) gets +2;
ties: nobody. Scenario 39."""

from __future__ import annotations

from wowkit import entry, islands, play, score_lines, wow_game

from smallworld_tui.rules.wow import AP_MARKERS

WELL = "Well of Eternity"
LINE = ("place", WELL)


def test_scenario_39_revealed_on_a_face_with_a_lake_it_moves_onto_it():
    g = wow_game(entry(0, "Orcs", regions={1: 1}, hand=6), ap_markers={WELL: {"region": 3, "up": False}})
    events = play(g, "conquer 3")
    assert g.ruleset_state.ap_region[WELL] == 5 and WELL in g.face_up
    assert [e.region for e in events if e.kind == "well"] == [5]


def test_scenario_39_on_a_face_without_water_a_random_unused_place():
    board = islands(("S1b", "L1a"))  # S1b has no water; its icon region is 1, next to the entry 0
    aside = ["Doomhammer", "Karazhan", "Dark Portal"]
    g = wow_game(entry(0, "Orcs", regions={0: 1}, hand=6), board=board,
                 ap_markers={WELL: {"region": 1, "up": False}}, ap_aside=aside)
    play(g, "conquer 1")
    assert WELL not in g.ruleset_state.ap_region and WELL not in g.ruleset_state.ap_aside
    placed = [name for name, rid in g.ruleset_state.ap_region.items() if rid == 1]
    assert len(placed) == 1 and placed[0] in ("Karazhan", "Dark Portal") and placed[0] in g.face_up
    assert len(g.ruleset_state.ap_region) + len(g.ruleset_state.ap_aside) == 3


def test_scenario_39_in_decline_race_with_3_by_the_well_others_at_most_2():
    g = wow_game(entry(0, "Orcs", active=False, regions={9: 1, 10: 1, 11: 1}), entry(0, "Humans", regions={0: 1}),
                 entry(1, "Trolls", regions={12: 1, 15: 1}), ap_markers={WELL: {"region": 14, "up": True}})
    assert score_lines(play(g, "end"))[LINE] == 2


def test_scenario_39_3_vs_3_nobody():
    g = wow_game(entry(0, "Orcs", active=False, regions={9: 1, 10: 1, 11: 1}), entry(0, "Humans", regions={0: 1}),
                 entry(1, "Trolls", regions={12: 1, 15: 1, 19: 1}), ap_markers={WELL: {"region": 14, "up": True}})
    assert LINE not in score_lines(play(g, "end"))


def test_W_PLACE_WELL_murlocs_count_as_one_race_RULING_4():
    g = wow_game(entry(0, "Orcs", regions={9: 1, 10: 1}), murlocs=[12, 15, 19],
                 ap_markers={WELL: {"region": 14, "up": True}})
    assert LINE not in score_lines(play(g, "end"))  # 2 vs the Murlocs' 3


def test_W_PLACE_WELL_is_one_of_the_12():
    assert WELL in AP_MARKERS and AP_MARKERS[WELL].place
