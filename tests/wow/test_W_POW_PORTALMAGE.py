"""W-POW-PORTALMAGE: twice per turn during the conquests, swap the entire contents of two non-immune Magic regions
of any faces (RULING 23): pieces, Murlocs and markers move, Mountains and Places stay (a Place passes to whoever
arrives); face-down markers are revealed first (RULING 40); not a conquest (RULING 6). Scenario 36 of RULES-WOW.md
appendix A, its Ashes of Al'ar part is in test_W_ART_ASHES.py."""

from __future__ import annotations

import pytest
from wowkit import entry, play, wow_game

from smallworld_tui.rules import IllegalAction
from smallworld_tui.rules.errors import Code

HILL_MAGIC, FOREST_MAGIC, ICON_MAGIC, SWAMP_MAGIC = 1, 10, 11, 19  # the Magic regions of S1a and L1a


def test_scenario_36_swap_with_the_dark_portal_region_then_a_second_and_no_third():
    g = wow_game(entry(0, "Orcs", "Portal Mage", regions={9: 1}, hand=3),
                 entry(1, "Trolls", regions={ICON_MAGIC: 1}), murlocs=[HILL_MAGIC],
                 ap_markers={"Dark Portal": {"region": ICON_MAGIC, "up": True}})
    play(g, f"conquer {FOREST_MAGIC}")  # its Magic region of 2 tokens
    events = play(g, f"swap {FOREST_MAGIC} {ICON_MAGIC}")
    assert g.region(ICON_MAGIC).race == "Orcs" and g.region(ICON_MAGIC).tokens == 2
    assert g.region(FOREST_MAGIC).race == "Trolls" and g.region(FOREST_MAGIC).tokens == 1
    assert g.ruleset_state.ap_region["Dark Portal"] == ICON_MAGIC  # a Place stays: the Orcs hold it now
    assert {e.kind for e in events} & {"loss", "conquer"} == set()  # no loss, not a conquest
    assert len(g.p[0].active.conquests) == 1 and 1 in g.p[0].active.attacked  # only the conquest of 10
    play(g, f"swap {HILL_MAGIC} {SWAMP_MAGIC}")  # the 2nd: a Murloc goes to an empty swamp
    assert g.region(SWAMP_MAGIC).race == "Murloc" and g.region(HILL_MAGIC).race is None
    with pytest.raises(IllegalAction) as refused:
        g.play(f"swap {FOREST_MAGIC} {ICON_MAGIC}")
    assert refused.value.code == Code.ALREADY_USED
    assert not [a for a in g.legal_actions() if a.kind == "swap"]


def test_RULING_40_face_down_markers_are_revealed_and_artifacts_move_with_forts():
    g = wow_game(entry(0, "Orcs", "Portal Mage", regions={FOREST_MAGIC: 2}),
                 entry(1, "Trolls", active=False, regions={ICON_MAGIC: 1}),
                 markers={"fort": {str(ICON_MAGIC): 1}},
                 ap_markers={"Doomhammer": {"region": ICON_MAGIC, "up": False},
                             "Karazhan": {"region": FOREST_MAGIC, "up": False}})
    events = play(g, f"swap {ICON_MAGIC} {FOREST_MAGIC}")
    assert {"Doomhammer", "Karazhan"} <= g.face_up and [e.kind for e in events].count("reveal") == 2
    where = g.ruleset_state.ap_region
    assert where["Doomhammer"] == FOREST_MAGIC and where["Karazhan"] == FOREST_MAGIC
    assert g.marker("fort", FOREST_MAGIC) == 1 and g.marker("fort", ICON_MAGIC) == 0


def test_RULING_23_any_two_non_immune_magic_regions():
    g = wow_game(entry(0, "Orcs", "Portal Mage", regions={8: 2}),
                 entry(1, "Trolls", regions={ICON_MAGIC: 1, SWAMP_MAGIC: 1}),
                 markers={"tower": {str(SWAMP_MAGIC): 1}})
    options = {a.regions for a in g.legal_actions() if a.kind == "swap"}
    assert (FOREST_MAGIC, ICON_MAGIC) in options and (HILL_MAGIC, ICON_MAGIC) in options  # not its own regions
    assert not any(SWAMP_MAGIC in pair for pair in options)  # a Watch Tower region is immune
    with pytest.raises(IllegalAction):
        g.play(f"swap {ICON_MAGIC} {SWAMP_MAGIC}")
    with pytest.raises(IllegalAction):
        g.play(f"swap {ICON_MAGIC} 8")  # not Magic
