"""Saves written by the engine before its speed work (version-1 records: random and greedy moves on every official
map) replay to exactly the state they recorded: same seed + same moves = same game, whatever the engine's inner
workings (DESIGN.md, saves; R-SETUP, R-END)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from smallworld_tui.rules import Game

SAVES = sorted((Path(__file__).parent / "saves_v1").glob("*.json"))


@pytest.mark.parametrize("path", SAVES, ids=[p.stem for p in SAVES])
def test_R_END_1_old_save_replays_to_its_recorded_state(path: Path):
    text = path.read_text()
    game = Game.from_json(text)  # verifies the recorded state digest while replaying
    assert game.is_over
    assert json.loads(game.to_json())["state"] == json.loads(text)["state"]
    assert len(SAVES) == 4
