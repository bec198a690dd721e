"""Positions the random sweeps found where a move ``legal_actions`` lists is then refused: every listed move must
apply (DESIGN.md: every legal action applies without error). Each names the game that found it."""

from __future__ import annotations

import pytest
from wowkit import NAMES, entry

from smallworld_tui.rules import Game
from smallworld_tui.rules.wow import WOW, bundled_islands


def _tauren_champion(lone: int) -> Game:
    """Tauren Championing hold region 4 with ``lone`` tokens and region 12 with 9 (the Champion there)."""
    races = [{**entry(0, "Tauren", "Championing", regions={4: lone, 12: 9}), "camps": 0},
             entry(1, "Goblins", "Battle Master", regions={0: 3, 3: 1, 11: 1, 15: 2, 18: 1, 19: 3})]
    return Game.from_position(bundled_islands(["L1a", "S1b"]), {"players": NAMES[:2], "turn": 10, "races": races,
                                                              "markers": {"champion": {"12": 1}}}, ruleset=WOW)


def test_W_RACE_TAUREN_a_position_with_a_lone_active_tauren_piece_is_refused():
    """The combo sweep (seed 4005027, branch champ 4e17060) met a lone Tauren token at the start of their own turn,
    and the redeploy menu then offered 'redeploy 4:1 11:1 12:8', which the check refused. RULING 36 sends a lone
    piece away at once, so no game reaches that state (the sweep now checks it after every move); a written
    position claiming it is refused, naming the region."""
    with pytest.raises(ValueError, match="Region 4: active Tauren hold a region with at least 2 pieces"):
        _tauren_champion(1)


def test_every_listed_move_applies_after_a_tauren_champion_conquest():
    """The same table with 2 tokens in region 4: the Champion conquers region 11 (Tauren: with 1 token), then
    every move on offer applies."""
    g = _tauren_champion(2)
    g.play("champion 11")
    legal = g.legal_actions()
    assert any(a.kind == "redeploy" for a in legal)
    for action in legal:
        g.copy().apply(action)
