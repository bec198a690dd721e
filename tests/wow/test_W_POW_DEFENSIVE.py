"""W-POW-DEFENSIVE: at REDEPLOY step 3 a Watch Tower on each fields region of the race whose neighbours hold more
of its regions than of any other race's (active or in decline; Murlocs one race, RULING 4; ties fail), 6 at most;
Towers leave regions that fail; a Tower region is immune (W-GLOSS-IMMUNE); a Tower goes as soon as its region is no
longer held by the active race (RULING 38) and at decline (W-DECL-3). Scenario 29 of RULES-WOW.md appendix A."""

from __future__ import annotations

import pytest
from wowkit import entry, play, wow_game

from smallworld_tui.rules import IllegalAction
from smallworld_tui.rules.state import OUT_OF_REACH

# L1a: fields 14 borders 9 hill, 10 forest entry, 11 hill, 12 forest, 15 fields, 17 sea, 19 swamp entry
FIELDS, HILL, FOREST_ENTRY, HILL_ICON, FOREST, FIELDS_2, SWAMP_ENTRY = 14, 9, 10, 11, 12, 15, 19


def test_scenario_29_a_majority_raises_a_tower_and_the_region_is_immune():
    g = wow_game(entry(0, "Orcs", "Defensive", regions={FIELDS: 1, HILL: 1, FOREST_ENTRY: 1, HILL_ICON: 1}),
                 entry(1, "Trolls", regions={FOREST: 1}, hand=9), murlocs=[FIELDS_2])
    events = play(g, "end")  # 3 of its neighbours against 1 and 1
    assert g.marker("tower", FIELDS) == 1 and "towers" in [e.kind for e in events]
    assert g.current_player == 1 and g.conquest_cost(FIELDS) is None  # immune: no conquest
    assert g.price[FIELDS] >= OUT_OF_REACH  # the move list's scan reads it: no conquest nor roll is offered there
    assert not [a for a in g.legal_actions() if a.kind in ("conquer", "roll") and a.region == FIELDS]
    assert [a for a in g.legal_actions() if a.kind == "conquer" and a.region == FOREST_ENTRY]  # its neighbour is
    with pytest.raises(IllegalAction):
        g.play(f"conquer {FIELDS}")


def test_scenario_29_two_against_two_raise_no_tower():
    g = wow_game(entry(0, "Orcs", "Defensive", regions={FIELDS: 1, HILL: 1, FOREST_ENTRY: 1}),
                 entry(1, "Trolls", regions={FOREST: 1, HILL_ICON: 1}))
    play(g, "end")
    assert g.marker("tower", FIELDS) == 0


def test_RULING_4_murlocs_count_as_one_race():
    g = wow_game(entry(0, "Orcs", "Defensive", regions={FIELDS: 1, HILL: 1, FOREST_ENTRY: 1}),
                 murlocs=[FOREST, FIELDS_2])
    play(g, "end")
    assert g.marker("tower", FIELDS) == 0


def test_W_POW_DEFENSIVE_towers_leave_failing_regions_and_go_at_decline():
    g = wow_game(entry(0, "Orcs", "Defensive", regions={FIELDS: 1, HILL: 1}),
                 entry(1, "Trolls", regions={FOREST: 1, HILL_ICON: 1}), markers={"tower": {str(FIELDS): 1}})
    play(g, "end")
    assert g.marker("tower", FIELDS) == 0  # 1 against 2: it fails now
    g = wow_game(entry(0, "Orcs", "Defensive", regions={FIELDS: 1, HILL: 1}), markers={"tower": {str(FIELDS): 1}})
    play(g, "decline")
    assert g.marker("tower", FIELDS) == 0  # W-DECL-3


def test_RULING_38_a_tower_goes_once_its_region_is_not_held():
    g = wow_game(entry(0, "Orcs", "Defensive", regions={FIELDS: 2, HILL: 1}), markers={"tower": {str(FIELDS): 1}})
    play(g, f"abandon {FIELDS}")
    assert g.marker("tower", FIELDS) == 0


def test_scenario_29_no_military_objective_on_a_tower():
    g = wow_game(entry(0, "Orcs", "Defensive", regions={FIELDS: 1, HILL: 1, FOREST_ENTRY: 1, HILL_ICON: 1}),
                 entry(1, "Humans", regions={FOREST: 1}, hand=3), murlocs=[FIELDS_2])
    play(g, "end")
    assert g.marker("tower", FIELDS) == 1
    play(g, f"redeploy {FOREST}:4")
    objectives = [a for a in g.legal_actions() if a.kind == "objectives"]
    assert objectives and all(FIELDS not in a.regions for a in objectives)
