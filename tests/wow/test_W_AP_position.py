"""The Artifact and Place markers in a written position (RULES-WOW.md W-SETUP-4, W-AP-1; position.py)."""

from __future__ import annotations

from typing import Any

import pytest
from boardkit import ISLANDS, NAMES, new

from smallworld_tui.rules import Game, PositionError, bundled_board
from smallworld_tui.rules.wow.artifacts import AP_MARKERS, reveal


def test_W_AP_1_a_position_keeps_the_markers_where_they_lie_face_up_or_down_and_aside() -> None:
    g = new(3, seed=2)
    rid = next(iter(g.ruleset_state.ap_region.values()))
    reveal(g, rid)
    pos = g.position()
    where = g.ruleset_state.ap_region
    assert pos["ap_markers"] == {name: {"region": at, "up": at == rid} for name, at in where.items()}
    assert pos["ap_aside"] == g.ruleset_state.ap_aside
    assert pos["tribes"] == {str(r.id): 1 for r in g.board.regions if g.board.fact("murloc", r.id)}
    again = Game.from_position(g.board, pos, ruleset=ISLANDS)
    assert (again.ruleset_state.ap_region, again.face_up, again.ruleset_state.ap_aside) == (
        g.ruleset_state.ap_region, g.face_up, g.ruleset_state.ap_aside)
    assert again.position() == pos


def test_W_AP_1_a_position_without_markers_has_none_on_the_map_and_all_aside() -> None:
    board = new(2).board
    g = Game.from_position(board, {"players": NAMES[:2]}, ruleset=ISLANDS)
    assert (g.ruleset_state.ap_region, g.face_up, g.ruleset_state.ap_aside) == ({}, set(), list(AP_MARKERS))
    g = Game.from_position(board, {"players": NAMES[:2], "ap_markers": {"Karazhan": {"region": 3, "up": True}}},
                           ruleset=ISLANDS)
    assert (g.ruleset_state.ap_region, g.face_up) == ({"Karazhan": 3}, {"Karazhan"})
    assert "Karazhan" not in g.ruleset_state.ap_aside and len(g.ruleset_state.ap_aside) == 11


@pytest.mark.parametrize("bad", [
    {"ap_markers": {"Excalibur": {"region": 1}}},
    {"ap_markers": {"Karazhan": {"region": 99}}},
    {"ap_markers": {"Karazhan": {"region": "3"}}},
    {"ap_markers": {"Karazhan": {"region": 3, "up": "yes"}}},
    {"ap_markers": {"Karazhan": {"region": 3, "face": "up"}}},
    {"ap_markers": {"Karazhan": {"region": 3}}, "ap_aside": ["Karazhan"]},
    {"ap_aside": ["Doomhammer", "Doomhammer"]},
    {"ap_aside": ["Excalibur"]},
])
def test_W_AP_1_a_position_with_wrong_markers_is_refused(bad: dict[str, Any]) -> None:
    with pytest.raises(PositionError):
        Game.from_position(new(2).board, {"players": NAMES[:2], **bad}, ruleset=ISLANDS)


def test_W_AP_1_the_base_game_has_no_markers_in_its_positions() -> None:
    g = Game.new(None, NAMES[:2])
    assert "ap_markers" not in g.position() and "ap_aside" not in g.position()
    with pytest.raises(PositionError, match="Unknown position keys: ap_aside"):  # the base game has no such state
        Game.from_position(bundled_board(2), {"players": NAMES[:2], "ap_aside": []})
