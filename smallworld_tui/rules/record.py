"""Saved games: a versioned JSON record of the moves, replayed and verified on load (DESIGN.md, Saved games).

The record is the truth (like a PGN): board, players, seed, forced stacks and dice, and the moves in notation.
A digest of the derived state lets loading prove that the replay gave back the same game.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .board import BoardError, board_from_dict, bundled_board
from .errors import Code, IllegalAction, SaveError, quote

if TYPE_CHECKING:  # pragma: no cover
    from .events import Event
    from .game import Game

FORMAT = "smallworld-tui game"
VERSION = 1


def state_digest(game: Game) -> str:
    """A fingerprint of everything observable: regions, coins, races, column, turn and who is to move."""
    parts: list[Any] = [game.turn, game.seat, game.current_player, game.phase, game.is_over]
    parts.append([tuple(game.region(r.id)) for r in game.board.regions])
    parts.append([(pl.coins, [tuple(v) for v in game.races(s)]) for s, pl in enumerate(game.p)])
    parts.append([tuple(c) for c in game.column])
    return hashlib.sha256(repr(parts).encode()).hexdigest()[:32]


def _board_entry(game: Game) -> dict:
    board = game.board
    try:
        if board.players and bundled_board(board.players).digest == board.digest:
            return {"bundled": board.players, "name": board.name, "digest": board.digest}
    except (ValueError, BoardError):
        pass
    return {"name": board.name, "digest": board.digest, "data": board.to_dict()}


def to_json(game: Game) -> str:
    record = {
        "format": FORMAT,
        "version": VERSION,
        "board": _board_entry(game),
        "players": game.players,
        "seed": game.seed,
        "turns": game.num_turns,
        "races": game.forced["races"],
        "powers": game.forced["powers"],
        "dice": game.forced["dice"],
        "moves": list(game.moves),
        "state": {"turn": game.turn, "current_player": game.current_player, "over": game.is_over,
                  "coins": [pl.coins for pl in game.p], "digest": state_digest(game)},
    }
    return json.dumps(record, indent=1)


def _need(record: dict, key: str, kind: type | tuple) -> Any:
    if key not in record:
        raise SaveError(f"This save has no '{key}': it is truncated or was edited.", Code.SAVE_FIELD)
    if not isinstance(record[key], kind) or isinstance(record[key], bool) and kind is int:
        raise SaveError(f"This save's '{key}' has the wrong type: the file was edited or is corrupt.",
                        Code.SAVE_FIELD)
    return record[key]


def _board(entry: Any):
    if not isinstance(entry, dict):
        raise SaveError("This save's 'board' is not readable: the file was edited or is corrupt.", Code.SAVE_BOARD)
    try:
        board = bundled_board(entry["bundled"]) if "bundled" in entry else board_from_dict(entry.get("data"),
                                                                                          "<saved board>")
    except (KeyError, ValueError, BoardError) as exc:
        raise SaveError(f"This save's board cannot be loaded: {exc}", Code.SAVE_BOARD) from exc
    if entry.get("digest") != board.digest:
        raise SaveError("This save was made on a different version of its map; it cannot be replayed.",
                        Code.SAVE_BOARD)
    return board


def from_json(text: str, on_move: Callable[[int, int, str, list[Event], Game], None] | None = None) -> Game:
    """Replay a save and verify it; any problem raises SaveError naming it.

    ``on_move(number, seat, move, events, game)`` is called after each replayed move (``seat`` made it;
    ``smallworld replay`` prints the game with it); the save is verified only at the end, so collect what it
    reports before trusting it."""
    from .game import Game

    if not isinstance(text, str) or not text.strip():
        raise SaveError("The save file is empty.", Code.SAVE_MALFORMED)
    try:
        record = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"The save file is not complete JSON (truncated or damaged at line {exc.lineno}).",
                        Code.SAVE_MALFORMED) from exc
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        raise SaveError("This file is not a smallworld-tui saved game.", Code.SAVE_FOREIGN)
    version = record.get("version")
    if not isinstance(version, int) or version < 1:
        raise SaveError("This save has no valid version number: the file was edited or is corrupt.",
                        Code.SAVE_FIELD)
    if version > VERSION:
        raise SaveError(f"This save was made by a newer smallworld-tui (format {version}; this one reads up to "
                        f"{VERSION}). Update the game to load it.", Code.SAVE_VERSION)
    board = _board(record.get("board"))
    players = _need(record, "players", list)
    moves = _need(record, "moves", list)
    state = _need(record, "state", dict)
    try:
        game = Game.new(board, players, seed=_need(record, "seed", int), races=_need(record, "races", list),
                        powers=_need(record, "powers", list), dice=_need(record, "dice", list),
                        turns=_need(record, "turns", int))
    except (TypeError, ValueError) as exc:
        raise SaveError(f"This save's setup is invalid: {exc}", Code.SAVE_FIELD) from exc
    for number, move in enumerate(moves, 1):
        if not isinstance(move, str):
            raise SaveError(f"Move {number} is not text: the file was edited or is corrupt.", Code.SAVE_FIELD)
        seat = game.current_player
        try:
            events = game.play(move)
        except IllegalAction as exc:
            raise SaveError(f"Move {number} ({quote(move)}) cannot be replayed: {exc} The file was edited or is "
                            "corrupt.", Code.SAVE_MOVE) from exc
        if on_move is not None:
            on_move(number, seat, move, events, game)
    if state.get("digest") != state_digest(game):
        raise SaveError("Replaying this save's moves does not give the state it recorded: the file was edited.",
                        Code.SAVE_STATE)
    return game


def write_atomic(path: str | Path, text: str) -> None:
    """Write to a temporary file beside ``path``, then rename: a crash never leaves half a save."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save_game(game: Game, path: str | Path) -> None:
    write_atomic(path, game.to_json())


def read_save(path: str | Path) -> str:
    """The text of a save file, or SaveError saying why it cannot be read."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise SaveError(f"No saved game at {path}.", Code.SAVE_UNREADABLE) from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"Cannot read {path}: {exc}", Code.SAVE_UNREADABLE) from exc
    return text


def load_game(path: str | Path) -> Game:
    return from_json(read_save(path))
