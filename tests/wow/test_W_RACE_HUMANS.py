"""W-RACE-HUMANS with RULINGS 14, 34, 6 and 7: two Military Objectives set at REDEPLOY step 3 of each Human turn
(compulsory) on regions not held by an Alliance race; a non-Horde conquest pays 2 to the conqueror's player and 2
to the Humans' owner (once when they are the same); a Horde conquest leaves it. Appendix A scenario 23. The Aegis
parts of RULING 34 are in test_W_ART_AEGIS.py."""

from __future__ import annotations

import pytest
from wowkit import (
    S1A_FIELDS,
    S1A_FIELDS_ENTRY,
    S1A_FOREST_ENTRY,
    S1A_HILL,
    S1A_LAKE,
    S1A_MOUNTAIN,
    S1A_SWAMP,
    entry,
    play,
    wow_game,
)

from smallworld_tui.rules import IllegalAction
from smallworld_tui.rules.coins import Earned

OBJ = "objective"


def objectives(g):
    return [rid for rid in range(len(g.board.regions)) if g.marker(OBJ, rid)]


def test_scenario_23_a_neutral_conquest_pays_both_players_and_the_objective_goes_back():
    g = wow_game(entry(0, "Humans", regions={S1A_FOREST_ENTRY: 2}), entry(1, "Naga", regions={S1A_LAKE: 4}),
                 seat=1, markers={OBJ: {str(S1A_FIELDS): 1, str(S1A_SWAMP): 1}})
    events = play(g, f"conquer {S1A_FIELDS}")
    assert Earned(1, 2, "Military Objective") in events and Earned(0, 2, "Military Objective taken") in events
    assert (g.coins(0), g.coins(1)) == (7, 7) and objectives(g) == [S1A_SWAMP]


def test_scenario_23_a_horde_conquest_leaves_it_and_pays_nobody():
    g = wow_game(entry(0, "Humans", regions={S1A_FOREST_ENTRY: 2}), entry(1, "Orcs", regions={S1A_MOUNTAIN: 4}),
                 seat=1, markers={OBJ: {str(S1A_FIELDS): 1}})
    events = play(g, f"conquer {S1A_FIELDS}")
    assert not any(isinstance(e, Earned) for e in events) and objectives(g) == [S1A_FIELDS]
    assert (g.coins(0), g.coins(1)) == (5, 5)


def test_scenario_23_the_humans_conquering_one_earn_2_once():
    g = wow_game(entry(0, "Humans", regions={S1A_MOUNTAIN: 4}), markers={OBJ: {str(S1A_FIELDS): 1}})
    events = play(g, f"conquer {S1A_FIELDS}")
    assert [e for e in events if isinstance(e, Earned)] == [Earned(0, 2, "Military Objective")]
    assert g.coins(0) == 7 and objectives(g) == []


def test_W_RACE_HUMANS_placed_at_step_3_on_regions_no_alliance_race_holds_RULING_14():
    g = wow_game(entry(0, "Humans", regions={S1A_MOUNTAIN: 4}), entry(1, "Orcs", regions={S1A_HILL: 2}),
                 entry(1, "Dwarves", active=False, regions={S1A_FIELDS: 1}))
    play(g, f"redeploy {S1A_MOUNTAIN}:4")
    assert g.step is not None and g.step.name == "objectives" and not g.step.optional
    menu = {a.regions for a in g.legal_actions() if a.kind == "objectives"}
    listed = {r for pair in menu for r in pair}
    assert S1A_HILL in listed and S1A_LAKE in listed  # Horde-held, water: both qualify
    assert S1A_MOUNTAIN not in listed and S1A_FIELDS not in listed  # Alliance races, active or in decline
    assert all(len(pair) == 2 for pair in menu) and "skip" not in map(str, g.legal_actions())  # RULING 34
    with pytest.raises(IllegalAction):
        g.play(f"objectives {S1A_HILL} {S1A_FIELDS}")
    with pytest.raises(IllegalAction):
        g.play(f"objectives {S1A_HILL}")
    play(g, f"objectives {S1A_HILL} {S1A_LAKE}")
    assert objectives(g) == [S1A_HILL, S1A_LAKE]


def test_W_RACE_HUMANS_end_keeps_those_that_still_qualify_then_the_lowest_ids_RULING_34():
    g = wow_game(entry(0, "Humans", regions={S1A_MOUNTAIN: 4}),
                 markers={OBJ: {str(S1A_SWAMP): 1, str(S1A_FIELDS_ENTRY): 1}})
    play(g, "end")
    assert objectives(g) == [S1A_SWAMP, S1A_FIELDS_ENTRY]
    g = wow_game(entry(0, "Humans", regions={S1A_MOUNTAIN: 4}), markers={OBJ: {str(S1A_SWAMP): 1}})
    play(g, "end")
    assert objectives(g) == [S1A_FOREST_ENTRY, S1A_SWAMP]


def test_W_RACE_HUMANS_an_abandoned_region_keeps_its_objective_and_a_human_decline_removes_both_RULING_7():
    g = wow_game(entry(0, "Orcs", regions={S1A_HILL: 2, S1A_FIELDS: 2}), entry(1, "Humans", regions={S1A_MOUNTAIN: 2}),
                 markers={OBJ: {str(S1A_HILL): 1, str(S1A_FIELDS): 1}})
    play(g, f"abandon {S1A_HILL}")
    assert objectives(g) == [S1A_HILL, S1A_FIELDS]
    play(g, "end", "decline")  # Ann ends her turn; Bob's Humans decline
    assert objectives(g) == []


def test_W_RACE_HUMANS_a_declined_horde_race_keeps_the_objective_in_its_region():
    g = wow_game(entry(0, "Orcs", regions={S1A_HILL: 2}), entry(1, "Humans", regions={S1A_MOUNTAIN: 2}),
                 markers={OBJ: {str(S1A_HILL): 1, str(S1A_LAKE): 1}})
    play(g, "decline")
    assert objectives(g) == [S1A_HILL, S1A_LAKE]


def test_W_TURN_1_wiped_out_humans_place_no_objective():
    g = wow_game(entry(0, "Humans"), markers={OBJ: {str(S1A_HILL): 1, str(S1A_LAKE): 1}})
    play(g, "end")
    assert objectives(g) == [S1A_HILL, S1A_LAKE]
