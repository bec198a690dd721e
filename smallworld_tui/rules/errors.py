"""The engine's error family: every refusal is a ``ValueError`` with a code a program tests and words a player reads.

    RulesError (ValueError)           code          str(exc): the message for a player
      IllegalAction                   ILLEGAL ...   a move that is not legal now; the game is left untouched
        NotAMove                      NOT_A_MOVE .. text or an action object that is not a move at all
      SaveError                       SAVE_...      a saved game that cannot be loaded
      BoardError                      BOARD_...     a board file or board data that cannot be played
      PositionError                   BAD_POSITION  a written-down position that does not describe a game
      SetupError                      BAD_SETUP     an argument of Game.new out of type or range (limits.py)

Catch the class for the kind of problem, test ``exc.code`` (a ``Code``, also a plain string) for the reason;
never match words in the message, which may be reworded. A message quotes at most a short, sanitised piece of
the input (``quote``), so hostile text never reaches a screen through an error.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

__all__ = [
    "BoardError", "Code", "IllegalAction", "NotAMove", "PositionError", "RulesError", "SaveError", "SetupError",
    "printable", "quote",
]


class Code(StrEnum):
    """Why something was refused. Values are stable strings (documented in the README)."""

    # NotAMove: the text or action does not describe a move
    NOT_A_MOVE = "not_a_move"  # empty text, an unknown word, an object that is not an action
    BAD_ARGUMENT = "bad_argument"  # a field missing, of the wrong type or out of range ("pick ²", "conquer -2")
    UNKNOWN_REGION = "unknown_region"  # no region by that id or name on this board
    UNKNOWN_PLAYER = "unknown_player"  # no player by that name
    # IllegalAction: a well-formed move that the rules do not allow now
    ILLEGAL = "illegal"  # the default when a raise site names no finer reason
    GAME_OVER = "game_over"
    WRONG_PHASE = "wrong_phase"  # that kind of move is not possible at this point of the turn
    CANNOT_AFFORD = "cannot_afford"  # not enough coins
    NOT_ENOUGH_TOKENS = "not_enough_tokens"  # not enough tokens in hand
    NOT_HELD = "not_held"  # the region is not held by the acting race
    ALREADY_HELD = "already_held"  # the acting race already holds the target (R-CONQ-1a)
    WATER = "water"  # R-CONQ-1b
    IMMUNE = "immune"  # R-CONQ-1c
    PEACE = "peace"  # R-CONQ-1d
    NOT_ENTRY = "not_entry"  # R-CONQ-2: a first conquest off the border
    NOT_ADJACENT = "not_adjacent"  # R-CONQ-3
    NO_ABILITY = "no_ability"  # the acting race or power does not have that move
    ALREADY_USED = "already_used"  # a once-per-turn ability already used
    BAD_LAYOUT = "bad_layout"  # a placement (redeploy, withdraw, camps, heroes) that does not add up
    # SaveError
    SAVE_UNREADABLE = "save_unreadable"  # no such file, not a file, unreadable, not UTF-8 text
    SAVE_TOO_LARGE = "save_too_large"  # over the size limit, refused before parsing
    SAVE_MALFORMED = "save_malformed"  # not JSON, or JSON beyond the limits (nesting, huge numbers, NaN)
    SAVE_FOREIGN = "save_foreign"  # JSON, but not a smallworld-tui game record
    SAVE_VERSION = "save_version"  # made by a newer version of the game
    SAVE_FIELD = "save_field"  # a field missing or of the wrong type or range
    SAVE_BOARD = "save_board"  # its board cannot be loaded or is not the board it was played on
    SAVE_MOVE = "save_move"  # a recorded move cannot be replayed
    SAVE_STATE = "save_state"  # the replay does not give the recorded state
    # BoardError
    BOARD_UNREADABLE = "board_unreadable"  # no such file, unreadable, not UTF-8 text
    BOARD_TOO_LARGE = "board_too_large"  # over the size limit, refused before parsing
    BOARD_SYNTAX = "board_syntax"  # not YAML, or YAML beyond the limits (aliases, tags, nesting, duplicate keys)
    BOARD_FIELD = "board_field"  # a field missing or of the wrong type or range
    BOARD_REGIONS = "board_regions"  # region ids or names: duplicates, gaps
    BOARD_ADJACENCY = "board_adjacency"  # dangling, self or one-way adjacency (R-MAP-3)
    BOARD_UNPLAYABLE = "board_unplayable"  # no border land, land not connected, absurd size
    BOARD_LAYOUT = "board_layout"  # the optional drawing of the board is invalid
    # RulesError: a name the registry does not know
    UNKNOWN_RULESET = "unknown_ruleset"  # find_ruleset: no ruleset registered by that key or name
    # PositionError
    BAD_POSITION = "bad_position"  # a written-down position (Game.from_position) that does not describe a game
    # SetupError
    BAD_SETUP = "bad_setup"  # an argument of Game.new (players, seed, dice, turns, islands, ...) out of type or range


class RulesError(ValueError):
    """The base of the family: ``str(exc)`` is the message, ``exc.code`` the reason."""

    default_code: Code = Code.ILLEGAL

    def __init__(self, message: str = "", code: Code | str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.code: Code = Code(code) if code is not None else self.default_code

    def __reduce__(self) -> tuple[Any, ...]:  # keep the code through pickle and copy
        return (type(self), (self.message, self.code))


class IllegalAction(RulesError):
    """A move that is not legal now (or is not a move at all); the game is left untouched."""

    default_code = Code.ILLEGAL


class NotAMove(IllegalAction):
    """Text or an action object that is not a move: unknown word, missing or out-of-range field."""

    default_code = Code.NOT_A_MOVE


class SaveError(RulesError):
    """A saved game that cannot be loaded: empty, truncated, edited, foreign or from a future version."""

    default_code = Code.SAVE_MALFORMED


class BoardError(RulesError):
    """A board file or board data that cannot be played; the message says where and how to fix it."""

    default_code = Code.BOARD_FIELD


class PositionError(RulesError):
    """A written-down position (``Game.from_position``) with a missing, mistyped or impossible field."""

    default_code = Code.BAD_POSITION


class SetupError(RulesError):
    """An argument of ``Game.new`` (or a seed typed by a player) out of its type or range: the game does not start."""

    default_code = Code.BAD_SETUP


def quote(value: object, limit: int = 24) -> str:
    """A short, printable, single-quoted piece of outside input for a message: at most ``limit`` characters
    (then '…'), control and invisible characters escaped, huge numbers never converted to text."""
    if isinstance(value, str):
        text = value
    elif isinstance(value, bool) or value is None:
        text = repr(value)
    elif isinstance(value, int):
        if abs(value) >= 10**limit:
            return f"a {int(value.bit_length() * 0.30103) + 1}-digit number"
        text = str(value)
    elif isinstance(value, bytes):
        text = value[: limit * 4].decode("utf-8", "replace")
    else:
        return f"a {type(value).__name__}"
    return f"'{printable(text[:limit])}{'…' if len(text) > limit else ''}'"


def printable(text: str) -> str:
    """``text`` with control and invisible characters escaped (``\\x1b``), safe to show in a terminal."""
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in text)
