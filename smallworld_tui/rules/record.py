"""Saved games: a versioned JSON record of the moves, replayed and verified on load (DESIGN.md, Saved games).

The record is the truth (like a PGN): board, players, seed, forced stacks and dice, and the moves in notation.
A digest of the derived state lets loading prove that the replay gave back the same game.

A game of another ruleset than the base game (Small World of Warcraft) also names its ``ruleset``, and its board
entry names its islands (``{"islands": ["L1a", "S2b"], ...}``, plus the faces' data if they are not the shipped
ones); such a record is version 3. Version 4 adds the ruleset's ``revision`` (``Ruleset.revision``): a record
replays under the rules revision it was played with, revision 1 for a version 3 record, so a rule changed since
(RULING 41's Beasts) does not break older saves. The ruleset is found by name (``registry.find_ruleset``) and
writes and reads its own board entry (``Ruleset.save_board``, ``load_board``): this module names none.

**The deal** (version 5). The race and power stacks are the forced names, then the rest of the catalogue shuffled
by the game's RNG (``Game._stack``). Adding a race or a power to a catalogue would change every later shuffle, and
with it every save. So a record holds the catalogue order it was dealt from (``"deal": {"races": [...],
"powers": [...]}``), not the shuffled stacks: replaying shuffles that same list with the same seed, which draws the
same numbers from the RNG in the same order (``shuffle`` draws once per item but the first), so the stacks and
everything the RNG deals after them (every die roll, R-COL-6's reshuffle, the Goblins' bombs) come out as they
were. Were the stacks written instead, the replay would have to make the same draws without using them (a
throwaway shuffle of a list as long), or every die roll would move; the catalogue order replays the very same code
path, and is checked simply: known names, each once (``Game.new``). Every record written before version 5
was dealt from the catalogue as it then stood, frozen per ruleset as ``Ruleset.first_deal``, the order read when
a record has no deal. A game dealt from exactly that order still writes no deal and keeps its old version (a base
game version 2, WoW 3 or 4), so older versions of smallworld-tui load it; one dealt from another catalogue (content
added) is version 5, which an older version refuses as made by a newer one rather than replaying a wrong deal.

**The hints** each seat took (the app's ``H``: bots/hint.py) are an optional ``"hints"`` list beside the moves,
written only once a hint was taken: a reader that does not know the field ignores it, so it needs no version of its
own; a record without it took none, and a value that is not one count per player is refused.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from .actions import MAX_TEXT
from .board import Board, BoardError, board_from_dict, bundled_board
from .errors import Code, IllegalAction, RulesError, SaveError, quote
from .files import FileProblem, read_small_text
from .limits import MAX_DICE, MAX_FORCED, MAX_NAME, MAX_TURNS, SEED_BOUND
from .views import RaceView, RegionView

if TYPE_CHECKING:  # pragma: no cover
    from .events import Event
    from .game import Game
    from .ruleset import Ruleset

FORMAT = "smallworld-tui game"
VERSION = 6  # 6: "expansions"; 5: "deal"; 4: "revision"; 3: "ruleset" and the islands board entry; 2: "seats"; 1 loads
BASE_VERSION = 2  # a base game dealt from its first catalogue is still written as version 2: older versions load it
BASE_BOARD = frozenset(("bundled", "name", "digest", "data"))  # the keys of a base game's board entry
MAX_DEAL = 500  # races or powers in a deal (the base game has 14 and 20; expansions add a few dozen)
SEAT_MAX = 20  # characters of a seat kind ("human", "greedy", ...)


# The views' fields digested: those saves were first written with. Fields added later (RegionView.markers, the
# base game's markers again and WoW's, RaceView.given_to) are left out, so saves written before them still verify.
_AP = RegionView._fields.index("ap_markers")
_GIVEN = RaceView._fields.index("given_to")


def state_digest(game: Game) -> str:
    """A fingerprint of everything observable: regions, coins, races, column, turn and who is to move."""
    # the phase as its word (a waiting question's name, "fortress", as the phase was called before questions
    # became the abilities' own): a StrEnum's repr differs from the plain string older saves were digested with
    parts: list[Any] = [game.turn, game.seat, game.current_player, game.phase_word, game.is_over]
    views = (game.region(r.id) for r in game.board.regions)
    # a region without WoW's Artifact/Place markers digests as before that field existed: old saves still replay
    parts.append([tuple(v)[:_AP] + ((v.ap_markers,) if v.ap_markers else ()) for v in views])
    parts.append([(pl.coins, [tuple(v)[:_GIVEN] for v in game.races(s)]) for s, pl in enumerate(game.p)])
    parts.append([tuple(c) for c in game.column])
    if game.counters:  # the pieces' whole-game counts (Pots of Gold used): only where a game has some, so older
        parts.append(sorted(game.counters.items()))  # saves digested without them still verify
    if game.ruleset_state is not None:  # the ruleset's own state (WoW's Artifacts and Places, its bombs)
        parts += game.ruleset_state.digest(game)
    return hashlib.sha256(repr(parts).encode()).hexdigest()[:32]


def _board_entry(game: Game) -> dict[str, Any]:
    board = game.board
    if game.ruleset.save_board is not None:  # a ruleset's own kind of map (WoW: the islands by face id)
        return game.ruleset.save_board(board)
    try:
        if board.players and bundled_board(board.players).digest == board.digest:
            return {"bundled": board.players, "name": board.name, "digest": board.digest}
    except (ValueError, BoardError):
        pass
    return {"name": board.name, "digest": board.digest, "data": board.to_dict()}


def to_json(game: Game, seats: list[str] | None = None, hints: Sequence[int] | None = None) -> str:
    """The save record; ``seats`` says who plays each seat ("human" or a bot level; default all human), ``hints``
    how many hints each seat took (the app's ``H``), written only when one did: an optional field, which a reader
    that does not know it ignores, so it needs no new version."""
    from .ruleset import BASE

    seats = list(seats or [])
    seats = (seats + ["human"] * len(game.players))[:len(game.players)]
    other = game.ruleset.name != BASE.name
    revised = game.revision > 1  # a revision 1 game keeps version 3: older versions of the game load it
    deal = _deal_entry(game)
    packs = list(game.ruleset.expansions)
    record = {
        "format": FORMAT,
        "version": VERSION if packs else 5 if deal else (4 if revised else 3) if other else BASE_VERSION,
        **({"ruleset": game.ruleset.name} if other else {}),
        **({"expansions": packs} if packs else {}),
        **({"revision": game.revision} if revised else {}),
        **({"deal": deal} if deal else {}),
        "board": _board_entry(game),
        "players": game.players,
        "seats": seats,
        "seed": game.seed,
        "turns": game.num_turns,
        "races": game.forced["races"],
        "powers": game.forced["powers"],
        "dice": game.forced["dice"],
        "moves": list(game.moves),
        **({"hints": list(hints)} if hints and any(hints) else {}),
        "state": {"turn": game.turn, "current_player": game.current_player, "over": game.is_over,
                  "coins": [pl.coins for pl in game.p], "digest": state_digest(game)},
    }
    return json.dumps(record, indent=1)


# --- reading a record: every check before any replay, so hostile text costs little and raises only SaveError ---

MAX_SAVE_CHARS = 1_000_000  # a whole 5-player game with its own board is ~15 kB
MAX_NUMBER_DIGITS = 40  # no number in a record is longer (seeds are at most 2**128: limits.py, with Game.new's)
MAX_MOVES = 20_000  # a 10-turn 5-player game makes a few hundred


def _number(text: str) -> int:
    if len(text) > MAX_NUMBER_DIGITS:
        raise SaveError(f"This save holds a number of {len(text)} digits: the file was edited or is corrupt.",
                        Code.SAVE_MALFORMED)
    return int(text)


def _no_float(text: str) -> float:
    raise SaveError(f"This save holds {quote(text)}, but a record holds whole numbers only: the file was edited "
                    "or is corrupt.", Code.SAVE_MALFORMED)


def _decode(text: object) -> dict[str, Any]:
    """The record's JSON object, refusing before parsing what is not text or too long, and while parsing
    what a record never holds: huge numbers, fractions, NaN and Infinity, nesting deeper than Python allows."""
    if not isinstance(text, str):
        raise SaveError(f"A save is text, not {quote(text)}.", Code.SAVE_MALFORMED)
    if len(text) > MAX_SAVE_CHARS:
        raise SaveError(f"This file is too large to be a saved game ({len(text):,} characters; the limit is "
                        f"{MAX_SAVE_CHARS:,}).", Code.SAVE_TOO_LARGE)
    text = text.removeprefix("\ufeff")  # a byte-order mark left by an editor is harmless
    if not text.strip():
        raise SaveError("The save file is empty.", Code.SAVE_MALFORMED)
    try:
        record = json.loads(text, parse_int=_number, parse_float=_no_float, parse_constant=_no_float)
    except json.JSONDecodeError as exc:
        raise SaveError(f"The save file is not complete JSON (truncated or damaged at line {exc.lineno}).",
                        Code.SAVE_MALFORMED) from None
    except RecursionError:
        raise SaveError("The save file is nested too deeply to be a saved game.", Code.SAVE_MALFORMED) from None
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        raise SaveError("This file is not a smallworld-tui saved game.", Code.SAVE_FOREIGN)
    return record


def _int(value: object, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def _list(value: object, item: Callable[[Any], bool], most: int) -> bool:
    return isinstance(value, list) and len(value) <= most and all(item(v) for v in value)


def _name(value: object) -> bool:
    return isinstance(value, str) and 0 < len(value) <= MAX_NAME


# field -> (test of its value, what it should be); a new version adds its fields here
FIELDS: dict[str, tuple[Callable[[Any], bool], str]] = {
    "board": (lambda v: isinstance(v, dict), "a board entry"),
    "players": (lambda v: _list(v, _name, 5) and len(v) >= 2, "a list of 2 to 5 names"),
    "seed": (lambda v: _int(v, -SEED_BOUND, SEED_BOUND), "a whole number"),
    "turns": (lambda v: _int(v, 1, MAX_TURNS), f"a number of turns from 1 to {MAX_TURNS}"),
    "races": (lambda v: _list(v, _name, MAX_FORCED), "a list of race names"),
    "powers": (lambda v: _list(v, _name, MAX_FORCED), "a list of power names"),
    "dice": (lambda v: _list(v, lambda f: _int(f, 0, 3), MAX_DICE), "a list of die faces from 0 to 3"),
    "moves": (lambda v: _list(v, lambda m: isinstance(m, str) and len(m) <= MAX_TEXT, MAX_MOVES),
              "a list of moves in notation (text)"),
    "state": (lambda v: isinstance(v, dict) and isinstance(v.get("digest"), str), "the state with its digest"),
}


def _fields(record: dict[str, Any]) -> None:
    """Every field present with a value of its type and range (SAVE_FIELD otherwise)."""
    version = record.get("version")
    if not isinstance(version, int) or not _int(version, 1, 10**6):
        raise SaveError("This save has no valid version number: the file was edited or is corrupt.",
                        Code.SAVE_FIELD)
    if version > VERSION:
        raise SaveError(f"This save was made by a newer smallworld-tui (format {version}; this one reads up to "
                        f"{VERSION}). Update the game to load it.", Code.SAVE_VERSION)
    for key, (valid, what) in FIELDS.items():
        if key not in record:
            raise SaveError(f"This save has no '{key}': it is truncated or was edited.", Code.SAVE_FIELD)
        if not valid(record[key]):
            raise SaveError(f"This save's '{key}' should be {what}: the file was edited or is corrupt.",
                            Code.SAVE_FIELD)


def _board(entry: dict[str, Any], ruleset: Ruleset) -> Board:
    try:
        if ruleset.load_board is not None:  # a ruleset's own kind of map
            board = ruleset.load_board(entry)
        elif entry.keys() - BASE_BOARD:  # another ruleset's kind of map (WoW's islands)
            raise SaveError("This save's board and ruleset do not go together: the file was edited.",
                            Code.SAVE_BOARD)
        elif "bundled" in entry:
            if not _int(entry["bundled"], 2, 5):
                raise SaveError("This save names no official map (2 to 5 players).", Code.SAVE_BOARD)
            board = bundled_board(entry["bundled"])
        else:
            board = board_from_dict(entry.get("data"), "<saved board>")
    except BoardError as exc:
        raise SaveError(f"This save's board cannot be loaded: {exc}", Code.SAVE_BOARD) from exc
    if entry.get("digest") != board.digest:
        raise SaveError("This save was made on a different version of its map; it cannot be replayed.",
                        Code.SAVE_BOARD)
    return board


def _deal_entry(game: Game) -> dict[str, list[str]] | None:
    """The catalogue order the game's stacks were dealt from, None when it is the ruleset's first (``first_deal``:
    what every record without a deal was dealt from, so it need not be written)."""
    races, powers = game.deal
    first_races, first_powers = game.ruleset.first_deal
    if (first_races or first_powers) and list(races) == list(first_races) and list(powers) == list(first_powers):
        return None
    return {"races": list(races), "powers": list(powers)}


def _deal(record: dict[str, Any], ruleset: Ruleset) -> tuple[Sequence[str], Sequence[str]] | None:
    """The catalogue order a record's stacks were dealt from: its own (version 5), else the ruleset's first, as
    every record was dealt before version 5 (None: a ruleset without one, dealt from its catalogue)."""
    deal = record.get("deal") if record["version"] >= 5 else None
    if deal is None:
        first = ruleset.first_deal
        return first if first[0] or first[1] else None
    if not (isinstance(deal, dict) and _list(deal.get("races"), _name, MAX_DEAL)
            and _list(deal.get("powers"), _name, MAX_DEAL)):
        raise SaveError("This save's 'deal' should list the races and the powers it was dealt from: the file was "
                        "edited or is corrupt.", Code.SAVE_FIELD)
    return deal["races"], deal["powers"]


def _revision(record: dict[str, Any], ruleset: Ruleset) -> int:
    """The rules revision a record was played under: its own (version 4), else 1."""
    revision = record.get("revision", 1) if record["version"] >= 4 else 1
    if not isinstance(revision, int) or not _int(revision, 1, 10**6):
        raise SaveError("This save's 'revision' should be a whole number: the file was edited or is corrupt.",
                        Code.SAVE_FIELD)
    if revision > ruleset.revision:
        raise SaveError(f"This save was played under newer rules of {ruleset.name} (revision {revision}; this "
                        f"smallworld-tui knows up to {ruleset.revision}). Update the game to load it.",
                        Code.SAVE_VERSION)
    return revision


def _ruleset(record: dict[str, Any]) -> Ruleset:
    """The ruleset a record names (version 3), found by name (registry.py); the base game when it names none; with
    the expansions it names (version 6, packs.py)."""
    from .packs import expanded
    from .registry import find_ruleset
    from .ruleset import BASE

    name = record.get("ruleset", BASE.name)
    if not _name(name):
        raise SaveError(f"This save is of a game this version does not know ({quote(name)}).", Code.SAVE_FIELD)
    try:
        ruleset = find_ruleset(name)
    except RulesError:
        raise SaveError(f"This save is of a game this version does not know ({quote(name)}).",
                        Code.SAVE_FIELD) from None
    packs = record.get("expansions", []) if record["version"] >= 6 else []
    if not isinstance(packs, list) or not packs and "expansions" in record or not all(
            isinstance(key, str) and _name(key) for key in packs):
        raise SaveError("This save's 'expansions' are not readable: the file was edited or is corrupt.",
                        Code.SAVE_FIELD)
    try:
        made = expanded(ruleset, packs)
    except ValueError as exc:
        raise SaveError(f"This save's expansions cannot be played: {exc}", Code.SAVE_FIELD) from None
    if list(made.expansions) != packs:  # as a save writes them: 'all', a key twice or in capitals is an edit
        raise SaveError("This save's 'expansions' are not written as a save writes them (each pack's key once, in "
                        "the order 'all' lists them): the file was edited.", Code.SAVE_FIELD)
    return made


def from_json(text: str, on_move: Callable[[int, int, str, list[Event], Game], None] | None = None) -> Game:
    """Replay a save and verify it; any problem raises SaveError naming it (and nothing else).

    ``on_move(number, seat, move, events, game)`` is called after each replayed move (``seat`` made it;
    ``smallworld replay`` prints the game with it); the save is verified only at the end, so collect what it
    reports before trusting it."""
    return from_json_seats(text, on_move)[0]


def _hints(record: dict[str, Any], players: int) -> list[int]:
    """The hints each seat took (optional: a record without them, as every older one, took none)."""
    if "hints" not in record:
        return [0] * players
    hints = record["hints"]
    if not _list(hints, lambda n: _int(n, 0, MAX_MOVES), players) or len(hints) != players:
        raise SaveError("This save's 'hints' should count each player's hints (whole numbers, one per player): the "
                        "file was edited or is corrupt.", Code.SAVE_FIELD)
    return list(hints)


class Saved(NamedTuple):
    """What a record holds besides its game: who plays each seat (None in a version 1 save) and the hints each
    seat took."""

    game: Game
    seats: list[str] | None
    hints: list[int]


def _seats(record: dict[str, Any], players: int) -> list[str] | None:
    """The record's seats (version 2), None for a version 1 save (its seats were kept beside it, if at all)."""
    if record.get("version", 1) < 2 or "seats" not in record:
        return None
    seats = record["seats"]
    if (not isinstance(seats, list) or len(seats) != players
            or not all(isinstance(s, str) and 0 < len(s) <= SEAT_MAX and s.isprintable() for s in seats)):
        raise SaveError("This save's 'seats' are not readable: the file was edited or is corrupt.", Code.SAVE_FIELD)
    return seats


def from_json_seats(text: str, on_move: Callable[[int, int, str, list[Event], Game], None] | None = None
                    ) -> tuple[Game, list[str] | None]:
    """``from_json`` plus the seats the record names ("human" or a bot level; None in a version 1 save)."""
    saved = from_json_saved(text, on_move)
    return saved.game, saved.seats


def from_json_saved(text: str, on_move: Callable[[int, int, str, list[Event], Game], None] | None = None
                    ) -> Saved:
    """``from_json`` plus the seats and the hints the record holds (``Saved``)."""
    from .game import Game

    record = _decode(text)
    _fields(record)
    hints = _hints(record, len(record["players"]))
    ruleset = _ruleset(record)
    board = _board(record["board"], ruleset)
    revision = _revision(record, ruleset)
    deal = _deal(record, ruleset)
    try:
        game = Game.new(board, record["players"], seed=record["seed"], races=record["races"],
                        powers=record["powers"], dice=record["dice"], turns=record["turns"], ruleset=ruleset,
                        revision=revision, deal=deal)
    except (TypeError, ValueError) as exc:
        raise SaveError(f"This save's setup is invalid: {exc}", Code.SAVE_FIELD) from None
    for number, move in enumerate(record["moves"], 1):
        seat = game.current_player
        try:
            events = game.play(move)
        except IllegalAction as exc:
            raise SaveError(f"Move {number} ({quote(move)}) cannot be replayed: {exc} The file was edited or is "
                            "corrupt.", Code.SAVE_MOVE) from None
        if on_move is not None:
            on_move(number, seat, move, events, game)
    if record["state"]["digest"] != state_digest(game):
        raise SaveError("Replaying this save's moves does not give the state it recorded: the file was edited.",
                        Code.SAVE_STATE)
    return Saved(game, _seats(record, len(game.players)), hints)


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


def save_game(game: Game, path: str | Path, seats: list[str] | None = None,
              hints: Sequence[int] | None = None) -> None:
    """Write the game's record (with its ``seats`` and ``hints``) to ``path`` atomically."""
    write_atomic(path, to_json(game, seats, hints))


def read_save(path: str | Path) -> str:
    """The text of a save file, or SaveError saying why it cannot be read (checked before reading it)."""
    try:
        return read_small_text(path, MAX_SAVE_CHARS)
    except FileProblem as problem:
        where = quote(str(path), 200)
        if problem.missing:
            raise SaveError(f"No saved game at {where}.", Code.SAVE_UNREADABLE) from None
        raise SaveError(f"Cannot load {where}: {problem.reason}.",
                        Code.SAVE_TOO_LARGE if problem.too_large else Code.SAVE_UNREADABLE) from None


def load_game(path: str | Path) -> Game:
    return from_json(read_save(path))


def load_game_seats(path: str | Path) -> tuple[Game, list[str] | None]:
    """``load_game`` plus the seats its record names (None for a version 1 save)."""
    return from_json_seats(read_save(path))


def load_saved(path: str | Path) -> Saved:
    """``load_game`` plus the seats and the hints its record holds."""
    return from_json_saved(read_save(path))
