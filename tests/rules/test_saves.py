"""Saved games (DESIGN.md, Saved games): round trip, refusal of bad files with a clear SaveError, atomic writes,
and a public-API script that plays, saves, loads and finishes a game on every map."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from smallworld_tui.rules import Code, Game, IllegalAction, SaveError, bundled_board, load_game, save_game
from smallworld_tui.rules.record import VERSION

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


def played(players: int = 3, seed: int = 4, moves: int = 25) -> Game:
    g = Game.new(bundled_board(players), NAMES[:players], seed=seed)
    rng = random.Random(seed)
    while len(g.moves) < moves and not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    return g


def refused(text: str, code: Code) -> SaveError:
    with pytest.raises(SaveError) as info:
        Game.from_json(text)
    assert isinstance(info.value, ValueError) and info.value.code is code
    return info.value


def test_round_trip(tmp_path: Path) -> None:
    g = played()
    path = tmp_path / "game.json"
    save_game(g, path)
    loaded = load_game(path)
    assert loaded.to_json() == g.to_json()
    assert loaded.moves == g.moves and loaded.turn == g.turn and loaded.phase == g.phase
    assert [loaded.coins(s) for s in range(3)] == [g.coins(s) for s in range(3)]
    assert [loaded.region(r.id) for r in g.board.regions] == [g.region(r.id) for r in g.board.regions]
    assert loaded.column_view() == g.column_view()
    assert loaded.legal_actions() == g.legal_actions()
    # Forced stacks and dice survive the trip.
    f = Game.new(bundled_board(2), ["A", "B"], seed=1, races=["Ratmen"], powers=["Hill"], dice=[3, 0])
    f.play("pick 1")
    back = Game.from_json(f.to_json())
    assert back.to_json() == f.to_json() and back.column_view() == f.column_view()


def test_empty_file_refused(tmp_path: Path) -> None:
    refused("", Code.SAVE_MALFORMED)
    refused("   \n", Code.SAVE_MALFORMED)
    path = tmp_path / "empty.json"
    path.write_text("")
    with pytest.raises(SaveError, match="empty"):
        load_game(path)


def test_truncated_file_refused() -> None:
    text = played().to_json()
    for cut in (len(text) // 3, len(text) // 2, len(text) - 2):
        refused(text[:cut], Code.SAVE_MALFORMED)


def test_edited_move_refused() -> None:
    g = played()
    record = json.loads(g.to_json())
    record["moves"][3] = "conquer 999"
    err = refused(json.dumps(record), Code.SAVE_MOVE)
    assert "Move 4" in str(err)
    record["moves"][3] = "fly away"
    refused(json.dumps(record), Code.SAVE_MOVE)
    record["moves"][3] = 12
    refused(json.dumps(record), Code.SAVE_FIELD)


def test_edited_move_that_is_still_legal_refused_by_the_digest() -> None:
    g = Game.new(bundled_board(2), ["A", "B"], seed=2)
    rng = random.Random(2)
    swapped = None
    while len(g.moves) < 20:
        actions = g.legal_actions()
        choice = rng.choice(actions)
        if swapped is None and len(g.moves) >= 2:
            alternatives = [a for a in actions if a != choice and a.kind == choice.kind == "conquer"]
            if alternatives:
                swapped = (len(g.moves), str(alternatives[0]))
        g.apply(choice)
    assert swapped is not None
    record = json.loads(g.to_json())
    index, other = swapped
    record["moves"] = record["moves"][: index] + [other]  # a legal game, but not the one recorded
    refused(json.dumps(record), Code.SAVE_STATE)


def test_edited_digest_or_state_refused() -> None:
    record = json.loads(played().to_json())
    record["state"]["digest"] = "0" * 32
    refused(json.dumps(record), Code.SAVE_STATE)
    record = json.loads(played().to_json())
    del record["state"]
    refused(json.dumps(record), Code.SAVE_FIELD)
    record = json.loads(played().to_json())
    record["seed"] = "seven"
    refused(json.dumps(record), Code.SAVE_FIELD)
    record = json.loads(played().to_json())
    record["board"]["digest"] = "abc"
    refused(json.dumps(record), Code.SAVE_BOARD)


def test_foreign_file_refused() -> None:
    for text in ('{"name": "not a game"}', "[1, 2, 3]", '"hello"', "42", '{"format": "chess pgn", "version": 1}'):
        refused(text, Code.SAVE_FOREIGN)
    refused("<html></html>", Code.SAVE_MALFORMED)


def test_future_version_refused() -> None:
    record = json.loads(played().to_json())
    record["version"] = VERSION + 1  # a base game is written as version 2, but this version reads up to 3 (WoW)
    err = refused(json.dumps(record), Code.SAVE_VERSION)
    assert "Update" in str(err)
    record["version"] = "one"
    refused(json.dumps(record), Code.SAVE_FIELD)


def test_missing_or_unreadable_file(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="No saved game"):
        load_game(tmp_path / "nope.json")
    bad = tmp_path / "binary.json"
    bad.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(SaveError):
        load_game(bad)


def test_atomic_write_leaves_no_temp_file(tmp_path: Path) -> None:
    path = tmp_path / "saves" / "game.json"
    save_game(played(), path)
    save_game(played(moves=40), path)  # overwrite
    assert sorted(p.name for p in path.parent.iterdir()) == ["game.json"]
    assert load_game(path).to_json() == played(moves=40).to_json()


def test_failed_write_keeps_the_existing_save(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.json"
    first = played()
    save_game(first, path)
    before = path.read_bytes()

    def broken(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(OSError, match="disk full"):
        save_game(played(moves=40), path)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]
    assert load_game(path).to_json() == first.to_json()


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_public_api_script_plays_saves_loads_and_finishes(players: int, tmp_path: Path) -> None:
    """Only names from smallworld_tui.rules: play part of a game, save, load, finish, save and load again."""
    game = Game.new(board=bundled_board(players), players=NAMES[:players], seed=100 + players)
    rng = random.Random(players)
    half = game.num_turns // 2
    while game.turn <= half:
        game.play(str(rng.choice(game.legal_actions())))
    path = tmp_path / f"{players}p.json"
    save_game(game, path)
    game = load_game(path)
    assert game.turn == half + 1
    while not game.is_over:
        action = rng.choice(game.legal_actions())
        game.apply(action)
    with pytest.raises(IllegalAction):
        game.play("end")
    save_game(game, path)
    final = load_game(path)
    assert final.is_over and final.winners == game.winners
    assert [final.coins(s) for s in range(players)] == [game.coins(s) for s in range(players)]


def test_rewound_gives_the_game_before_the_last_moves():
    """Undo by replay: the same setup and all but the last moves give back the earlier state exactly."""
    g = Game.new(bundled_board(3), ["Ann", "Bob", "Cy"], seed=9)
    rng = random.Random(9)
    snapshots = []
    for _ in range(40):
        snapshots.append(g.to_json())
        g.apply(rng.choice(g.legal_actions()))
    for k in (1, 7, 40):
        assert g.rewound(k).to_json() == snapshots[-k]
    with pytest.raises(ValueError):
        g.rewound(41)
