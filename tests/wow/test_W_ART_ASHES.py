"""W-ART-ASHES: once per turn, conquer any region of any face as if adjacent ('ashes R': normal cost, no travel);
RULING 24: it moves into the conquered region; RULING 29: a whole way of conquering. Scenario 36's Ashes part."""

from __future__ import annotations

import pytest
from wowkit import entry, play, wow_game

from smallworld_tui.rules import IllegalAction

ASHES = {"Ashes of Al'ar": {"region": 3, "up": True}}
L1A_INTERIOR_FIELDS = 14  # face L1a, not an entry, empty
L1A_FOREST_ENTRY = 10


def test_scenario_36_ashes_take_an_interior_empty_region_of_another_face_for_2():
    g = wow_game(entry(0, "Orcs", regions={3: 1}, hand=4), ap_markers=ASHES)
    assert g.conquest_cost(L1A_INTERIOR_FIELDS) is None  # not reachable without the Ashes
    play(g, f"ashes {L1A_INTERIOR_FIELDS}")
    assert g.region(L1A_INTERIOR_FIELDS).tokens == 2
    assert g.ruleset_state.ap_region["Ashes of Al'ar"] == L1A_INTERIOR_FIELDS


def test_W_ART_ASHES_no_travel_to_an_entry():
    g = wow_game(entry(0, "Orcs", regions={3: 1}, hand=4), ap_markers=ASHES)
    assert g.conquest_cost(L1A_FOREST_ENTRY) == 3
    play(g, f"ashes {L1A_FOREST_ENTRY}")
    assert g.region(L1A_FOREST_ENTRY).tokens == 2


def test_W_ART_ASHES_once_per_turn_and_never_water():
    g = wow_game(entry(0, "Orcs", regions={3: 1}, hand=8), ap_markers=ASHES)
    with pytest.raises(IllegalAction):
        g.play("ashes 17")  # the sea of L1a: only the Naga
    play(g, f"ashes {L1A_INTERIOR_FIELDS}")
    with pytest.raises(IllegalAction):
        g.play("ashes 11")


def test_W_ART_ASHES_not_in_decline():
    g = wow_game(entry(0, "Orcs", regions={3: 1}, hand=4, active=False), entry(0, "Trolls", regions={6: 1}, hand=4),
                 ap_markers=ASHES)
    with pytest.raises(IllegalAction):
        g.play(f"ashes {L1A_INTERIOR_FIELDS}")
