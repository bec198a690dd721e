"""W-CONQ-1..8: reach through entry regions, the travel cost, the cost formula, resolution and the defender's
losses; RULES-WOW.md appendix A scenarios 1, 2, 3, 6 and 9."""

from __future__ import annotations

from wowkit import (
    S1A_FIELDS,
    S1A_FIELDS_ENTRY,
    S1A_FOREST_ENTRY,
    S1A_HILL,
    S1A_LAKE,
    S1A_MOUNTAIN,
    S1A_SWAMP,
    entry,
    face_with,
    islands,
    play,
    score_lines,
    wow_game,
)

from smallworld_tui.rules import Code

L1A_ENTRY = 7  # L1a:0, swamp entry (Murloc symbol, none placed unless a test says so)
L1A_INLAND = 8  # L1a:1, mountain, not an entry


def test_scenario_1_new_race_enters_by_an_entry_region():
    g = wow_game(entry(0, "Orcs", hand=11))
    assert g.conquest_cost(S1A_FIELDS) is None  # empty non-entry region: illegal
    assert g.target_refusal(S1A_FIELDS).code == Code.NOT_ENTRY
    assert "entry region (an anchor)" in g.target_problem(S1A_FIELDS)  # worded for WoW (Ruleset.reasons)
    assert g.conquest_cost(S1A_FIELDS_ENTRY) == 3  # 2 + travel 1
    board = islands([face_with({0: {"terrain": "mountain", "murloc": True}, 2: {"terrain": "hill"}}), "L1a"])
    g = wow_game(entry(0, "Orcs", hand=11), board=board, murlocs=[0])
    assert g.conquest_cost(0) == 2 + 1 + 1 + 1  # an entry mountain with a Murloc: 5


def test_scenario_2_islands_are_reached_by_entry_regions():
    g = wow_game(entry(0, "Orcs", regions={L1A_ENTRY: 2}, hand=8))
    assert g.conquest_cost(S1A_FIELDS_ENTRY) == 3  # an empty entry of another face
    assert g.conquest_cost(S1A_FIELDS) is None  # a non-entry region of another face
    play(g, f"conquer {S1A_FIELDS_ENTRY}")
    assert g.conquest_cost(S1A_FIELDS) == 2  # now adjacent to a held region


def test_no_adjacency_across_islands():
    regions = islands().regions
    assert all(regions[n].part == r.part for r in regions for n in r.adjacent)
    assert {r.part for r in regions} == {"S1a", "L1a"}


def test_scenario_3_an_adjacent_entry_pays_no_travel():
    g = wow_game(entry(0, "Orcs", regions={S1A_HILL: 2}, hand=8), murlocs=[S1A_FIELDS_ENTRY])
    assert g.conquest_cost(S1A_FIELDS_ENTRY) == 3  # 2 + Murloc, no travel


def test_later_conquest_of_a_non_adjacent_entry_pays_travel():
    g = wow_game(entry(0, "Orcs", regions={S1A_HILL: 2}, hand=8))
    assert g.conquest_cost(S1A_FIELDS_ENTRY) == 2  # adjacent to the hill
    g = wow_game(entry(0, "Orcs", regions={S1A_FIELDS: 2}, hand=8))
    assert g.conquest_cost(S1A_FOREST_ENTRY) == 3  # not adjacent: travel 1
    assert g.conquest_cost(L1A_ENTRY) == 3


def test_W_CONQ_1b_water_only_for_the_naga():
    g = wow_game(entry(0, "Orcs", regions={S1A_MOUNTAIN: 2}, hand=8))
    assert g.conquest_cost(S1A_LAKE) is None
    assert g.target_refusal(S1A_LAKE).code == Code.WATER


def test_W_CONQ_3_in_decline_regions_give_no_adjacency():
    g = wow_game(entry(0, "Dwarves", active=False, regions={S1A_SWAMP: 1}), entry(0, "Orcs", hand=8))
    assert g.conquest_cost(S1A_FIELDS) is None


def test_W_CONQ_4_every_other_piece_defends_and_markers_add():
    g = wow_game(entry(0, "Orcs", regions={S1A_HILL: 2}, hand=8),
                 entry(1, "Dwarves", regions={S1A_MOUNTAIN: 3}), markers={"wisp": {str(S1A_MOUNTAIN): 1}})
    assert g.conquest_cost(S1A_MOUNTAIN) == 2 + 1 + 1 + 3  # Mountain, Wisp Wall, 3 tokens


def test_scenario_6_one_token_in_hand_and_the_die():
    won = wow_game(entry(0, "Orcs", hand=1), dice=[2])
    play(won, f"roll {S1A_FIELDS_ENTRY}")  # needs 3: 1 + 2
    assert won.region(S1A_FIELDS_ENTRY).race == "Orcs" and won.phase.value != "conquer"
    lost = wow_game(entry(0, "Orcs", hand=1), dice=[1])
    play(lost, f"roll {S1A_FIELDS_ENTRY}")
    assert lost.region(S1A_FIELDS_ENTRY).race is None and lost.hand(0) == 1


def test_W_CONQ_5_murlocs_to_the_box_and_walls_back():
    g = wow_game(entry(0, "Orcs", regions={S1A_HILL: 2}, hand=8), entry(1, "Night Elves", regions={S1A_FIELDS: 1}),
                 murlocs=[S1A_FIELDS_ENTRY], markers={"wisp": {str(S1A_FIELDS): 1}})
    events = play(g, f"conquer {S1A_FIELDS_ENTRY}", f"conquer {S1A_FIELDS}")
    assert g.r_tribe[S1A_FIELDS_ENTRY] == 0 and g.marker("wisp", S1A_FIELDS) == 0
    assert g.describe([e for e in events if e.kind == "tribe"][0]).startswith("The Murloc of ")


def test_W_CONQ_6_active_defender_loses_one_and_withdraws_the_rest():
    g = wow_game(entry(0, "Orcs", regions={S1A_HILL: 2}, hand=9), entry(1, "Dwarves", regions={S1A_FIELDS: 3}))
    events = play(g, f"conquer {S1A_FIELDS}")
    lost = [e for e in events if e.kind == "loss"][0]
    assert (lost.lost, lost.withdrawn) == (1, 2)


def test_W_CONQ_7_in_decline_defender_loses_every_token():
    g = wow_game(entry(0, "Orcs", regions={S1A_HILL: 2}, hand=9),
                 entry(1, "Dwarves", active=False, regions={S1A_FIELDS: 2, S1A_MOUNTAIN: 1}))
    events = play(g, f"conquer {S1A_FIELDS}")
    lost = [e for e in events if e.kind == "loss"][0]
    assert (lost.lost, lost.withdrawn) == (2, 0)


def test_scenario_9_own_in_decline_region_counts_and_gives_the_faction_bonus():
    g = wow_game(entry(0, "Humans", active=False, regions={S1A_FIELDS: 1}),
                 entry(0, "Trolls", regions={S1A_HILL: 1}, hand=6))
    assert g.conquest_cost(S1A_FIELDS) == 2 + 1 - 1
    events = play(g, f"conquer {S1A_FIELDS}")
    lost = [e for e in events if e.kind == "loss"][0]
    assert (lost.lost, lost.withdrawn) == (1, 0)  # discarded
    events = play(g, "end")
    assert score_lines(events)[("faction", "Horde faction")] == 1


def test_W_CONQ_8_the_record_of_each_conquest():
    g = wow_game(entry(0, "Orcs", regions={S1A_HILL: 2}, hand=9), entry(1, "Dwarves", regions={S1A_FIELDS: 2}),
                 murlocs=[S1A_FIELDS_ENTRY])
    play(g, f"conquer {S1A_FIELDS}", f"conquer {S1A_FIELDS_ENTRY}", f"conquer {S1A_MOUNTAIN}")
    assert g.p[0].active.conquests == [("Dwarves", "Alliance", 2), ("Murlocs", "", 1), ("", "", 0)]


def test_scenario_2_redeployment_and_withdrawals_cross_islands():
    """Redeployed and withdrawn tokens go freely between the islands (W-MAP-3, W-GEN-1)."""
    g = wow_game(entry(0, "Orcs", regions={L1A_ENTRY: 1, S1A_HILL: 5}, hand=0))
    play(g, f"redeploy {L1A_ENTRY}:5 {S1A_HILL}:1")
    assert g.region(L1A_ENTRY).tokens == 5 and g.region(S1A_HILL).tokens == 1
    g = wow_game(entry(0, "Orcs", regions={S1A_HILL: 1}, hand=9),
                 entry(1, "Dwarves", regions={S1A_FIELDS: 3, L1A_ENTRY: 1, L1A_INLAND: 1}))
    play(g, f"conquer {S1A_FIELDS}", "end")
    assert g.phase.value == "withdraw" and g.current_player == 1
    play(g, f"withdraw {L1A_ENTRY}:2")  # 2 withdrawn tokens placed on the other island
    assert g.region(L1A_ENTRY).tokens == 3


def test_W_DECL_4_a_race_leaving_play_empties_its_regions_and_walls_go_back():
    g = wow_game(entry(0, "Night Elves", active=False, regions={S1A_FOREST_ENTRY: 1}),
                 entry(0, "Orcs", regions={S1A_HILL: 2}), markers={"wisp": {str(S1A_FOREST_ENTRY): 1}})
    play(g, "decline")  # the older in-decline Night Elves leave play
    assert g.region(S1A_FOREST_ENTRY).race is None and g.marker("wisp", S1A_FOREST_ENTRY) == 0


def test_W_CONQ_4_the_travel_part_names_where_it_travels_from():
    """The cost breakdown's travel part says whence: the islands the race holds (W-CONQ-4), or a first conquest
    (W-CONQ-2)."""
    g = wow_game(entry(0, "Orcs", regions={S1A_FIELDS: 2}, hand=8))
    assert "+1 travel from S1a" in [str(p) for p in g.cost_breakdown(L1A_ENTRY).parts]
    assert g.cost_breakdown(L1A_ENTRY).line() == "2 base + 1 travel from S1a = 3"
    g = wow_game(entry(0, "Orcs", hand=11))
    assert "+1 travel (a first conquest)" in [str(p) for p in g.cost_breakdown(S1A_FIELDS_ENTRY).parts]
