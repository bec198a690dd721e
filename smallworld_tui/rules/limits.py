"""The limits a new game and its save share, defined once, and the checks of ``Game.new``'s arguments.

Whatever ``Game.new`` accepts must save and load again: the save loader (record.py) reads a record back through
``Game.new`` and tests its fields against these same constants, so a game the API starts is never one whose
save is refused. A refusal is a ``SetupError`` (code ``bad_setup``) in one short line.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .errors import SetupError, quote
from .packs import canonical

if TYPE_CHECKING:  # pragma: no cover
    from .ruleset import Ruleset

SEED_BOUND = 2**128  # a seed is a whole number from -SEED_BOUND to SEED_BOUND (39 digits)
MAX_NAME = 100  # characters in a player, race or power name
MAX_TURNS = 100  # game turns on a turn track (a board file's or a game's)
MAX_DICE = 1000  # forced die faces
MAX_FORCED = 50  # races, or powers, forced on top of a stack
MAX_FACES = 12  # island faces named (there are twelve)

_SEED = re.compile(r"[+-]?[0-9]{1,39}")  # ASCII digits only, as moves: '１２' is not a seed


def seed_from_text(text: str) -> int:
    """A seed typed on the command line or in the new-game form: ASCII digits, within the bound."""
    seed = int(text.strip()) if _SEED.fullmatch(text.strip()) else None
    if seed is None or not -SEED_BOUND <= seed <= SEED_BOUND:
        raise SetupError(f"A seed is a whole number from -2**128 to 2**128, not {quote(text.strip())}.")
    return seed


def _int(value: object) -> bool:
    return type(value) is int  # not True/False, which JSON would save as true/false


def player_names(players: object, low: int, high: int) -> list[str]:
    """The names a game keeps: trimmed, runs of whitespace one space (a seat move names a player and is read back
    word by word), at most MAX_NAME characters, non-empty and different ignoring case."""
    if not isinstance(players, (list, tuple)):
        raise SetupError(f"The players are a list of names, not {quote(players)}.")
    if not low <= len(players) <= high:
        raise SetupError(f"This game is played by {low} to {high} players, not {len(players)}.")
    if not all(isinstance(p, str) for p in players):
        raise SetupError("Every player's name is text.")
    names = [" ".join(p.split()) for p in players]
    if any(len(n) > MAX_NAME for n in names):
        raise SetupError(f"A player's name has at most {MAX_NAME} characters.")
    if any(not n for n in names) or len({n.casefold() for n in names}) != len(names):
        raise SetupError("Every player needs a different, non-empty name.")
    return names


def check_setup(ruleset: Ruleset, board: object, seed: object, races: object, powers: object, dice: object,
                turns: object, islands: object, revision: object) -> None:
    """Every argument of ``Game.new`` but the players (``player_names``) in its type and range, else SetupError."""
    from .board import Board
    from .ruleset import Ruleset

    if not isinstance(ruleset, Ruleset):
        raise SetupError(f"The ruleset is a Ruleset (BASE, WOW), not {quote(ruleset)}.")
    if not _int(revision) or not 1 <= revision <= ruleset.revision:  # type: ignore[operator]
        raise SetupError(f"{ruleset.name} has rules revisions 1 to {ruleset.revision}, not {quote(revision)}.")
    if board is not None and not isinstance(board, Board):
        raise SetupError(f"The board is a Board (bundled_board, load_board) or None, not {quote(board)}.")
    if board is not None and islands is not None:
        raise SetupError("Give a board or the islands to play on, not both.")
    if islands is not None and not (isinstance(islands, str) and len(islands) <= 100 or isinstance(
            islands, (list, tuple)) and len(islands) <= MAX_FACES and all(isinstance(f, str) for f in islands)):
        raise SetupError(f"The islands are face ids, as 'L1a,S2b' or ['L1a', 'S2b'], not {quote(islands)}.")
    if not _int(seed) or not -SEED_BOUND <= seed <= SEED_BOUND:  # type: ignore[operator]
        raise SetupError(f"A seed is a whole number from -2**128 to 2**128, not {quote(seed)}.")
    if turns is not None and (not _int(turns) or not 1 <= turns <= MAX_TURNS):  # type: ignore[operator]
        raise SetupError(f"A game lasts 1 to {MAX_TURNS} turns, not {quote(turns)}.")
    _forced(races, ruleset.races, "race")
    _forced(powers, ruleset.powers, "power")
    if dice is not None:
        if not isinstance(dice, (list, tuple)) or len(dice) > MAX_DICE:
            raise SetupError(f"The forced dice are a list of at most {MAX_DICE} faces.")
        faces = sorted(set(ruleset.die))
        for face in dice:
            if not _int(face) or face not in faces:
                raise SetupError(f"A die face is one of {', '.join(map(str, faces))}, not {quote(face)}.")


def _forced(names: object, table: Mapping[str, Any], kind: str) -> None:
    """Races or powers forced on top of a stack: known to the ruleset (any case), each once."""
    if names is None:
        return
    if not isinstance(names, (list, tuple)) or len(names) > MAX_FORCED:
        raise SetupError(f"The forced {kind}s are a list of at most {MAX_FORCED} names.")
    known = {name.lower(): name for name in table}
    seen: set[str] = set()
    for name in names:
        # an old printed name is accepted (X-COMP-4: Gypsies, Pygmies)
        found = known.get(canonical(name).strip().lower()) if isinstance(name, str) and len(name) <= MAX_NAME else None
        if found is None:
            raise SetupError(f"Unknown {kind} {quote(name)}. Known: {', '.join(table)}.")
        if found in seen:
            raise SetupError(f"A {kind} can be forced only once ({found}).")
        seen.add(found)


def check_islands(ruleset: Ruleset, board: object, players: int) -> None:
    """W-SETUP-1 for a board of several parts (islands) given to ``Game.new`` (a save's included): the ruleset's
    ``check_parts`` says whether its parts are a set the rules deal for ``players`` (BoardError), as ``--islands``
    checks; a written-down position (``Game.from_position``, never saved) may use any parts."""
    from .board import Board

    if isinstance(board, Board) and board.parts and ruleset.check_parts is not None:
        ruleset.check_parts([part.name for part in board.parts], players)
