"""W-ART-FROSTMOURNE: once per turn, -2 on one declared conquest ('frostmourne R'), formula costs only (RULING 29);
the Artifact moves into the conquered region (RULING 24). Scenario 25's Frostmourne part (raw 4 -> 2; the theft is
the Ethereals')."""

from __future__ import annotations

import pytest
from wowkit import entry, play, wow_game

from smallworld_tui.rules import IllegalAction

FROST = {"Frostmourne": {"region": 1, "up": True}}


def game(hand=6):
    return wow_game(entry(0, "Orcs", regions={1: 1}, hand=hand), entry(1, "Humans", regions={3: 2, 6: 2}),
                    ap_markers=FROST)


def test_scenario_25_frostmourne_raw_4_costs_2_and_moves_into_the_region():
    g = game()
    assert g.conquest_cost(3) == 4
    play(g, "frostmourne 3")
    assert g.region(3).race == "Orcs" and g.region(3).tokens == 2
    assert g.ruleset_state.ap_region["Frostmourne"] == 3


def test_W_ART_FROSTMOURNE_once_per_turn():
    g = game()
    play(g, "frostmourne 3")
    assert not [a for a in g.legal_actions() if a.kind == "frostmourne"]
    with pytest.raises(IllegalAction):
        g.play("frostmourne 6")


def test_W_ART_FROSTMOURNE_not_enough_tokens_is_refused():
    g = game(hand=0)  # 1 token on the map, none in hand
    with pytest.raises(IllegalAction):
        g.play("frostmourne 3")


def test_W_ART_FROSTMOURNE_only_for_the_active_holder():
    g = wow_game(entry(0, "Orcs", regions={6: 1}, hand=6), entry(1, "Humans", regions={1: 2}), ap_markers=FROST)
    assert not [a for a in g.legal_actions() if a.kind == "frostmourne"]
    with pytest.raises(IllegalAction):
        g.play("frostmourne 3")


def test_W_AP_2_the_menu_offers_frostmourne_to_the_race_holding_it_face_up():
    """The move list reads the held pieces (W-AP-2) without the ``pieces`` list: Frostmourne's moves are offered
    while it lies face up in the conquering race's region, not while it lies face down."""
    g = game()
    assert "frostmourne 3" in [str(a) for a in g.legal_actions()]
    g = wow_game(entry(0, "Orcs", regions={1: 1}, hand=6), entry(1, "Humans", regions={3: 2, 6: 2}),
                 ap_markers={"Frostmourne": {"region": 1, "up": False}})
    assert not [a for a in g.legal_actions() if a.kind == "frostmourne"]
