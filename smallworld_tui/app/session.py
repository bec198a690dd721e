"""One game being played in the app: the engine's Game plus who sits where, undo and autosave.

No rule is decided here: legality comes from ``game.legal_actions()`` and ``game.play``. The session only
remembers what the app needs around the game (seats, undo points, where to autosave).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from ..rules import Action, Event, Game, IllegalAction, load_game, save_game, write_atomic

HUMAN = "human"
AUTOSAVE = "autosave"
RACE_MOVES = ("conquer", "roll", "abandon", "redeploy", "berserk", "dragon", "convert")
RECAP_SKIP = ("start", "redeploy", "score", "over")  # noise in a "since your last turn" summary (score: R-HIDE-3)


def bot_levels() -> tuple[str, ...]:
    """The bot levels the installed bots package offers (empty while it does not exist)."""
    try:
        from ..bots import BOT_LEVELS
    except Exception:  # noqa: BLE001 - the bots package may be missing or half-written
        return ()
    return tuple(BOT_LEVELS)


def data_dir() -> Path:
    """Where saves live: $SMALLWORLD_DATA_DIR, else the user's data directory (platformdirs)."""
    env = os.environ.get("SMALLWORLD_DATA_DIR")
    if env:
        path = Path(env)
    else:
        from platformdirs import user_data_dir

        path = Path(user_data_dir("smallworld-tui", appauthor=False))
    return path


def saves_dir(base: Path | None = None) -> Path:
    path = (base or data_dir()) / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


@dataclass
class SlotInfo:
    name: str
    path: Path
    players: str
    turn: str
    date: str
    error: str = ""


def list_slots(base: Path | None = None) -> list[SlotInfo]:
    """Named save slots, newest first, read cheaply from the record's header (full check happens on load)."""
    out = []
    for path in saves_dir(base).glob("*.json"):
        if path.name.endswith(".seats.json"):
            continue
        date = datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
        try:
            record = json.loads(path.read_text(encoding="utf-8"))
            players = ", ".join(record["players"])
            state = record.get("state", {})
            turn = "over" if state.get("over") else f"turn {state.get('turn', '?')}/{record.get('turns', '?')}"
            out.append(SlotInfo(path.stem, path, players, turn, date))
        except (OSError, ValueError, KeyError, TypeError):
            out.append(SlotInfo(path.stem, path, "?", "?", date, "unreadable"))
    out.sort(key=lambda s: s.path.stat().st_mtime, reverse=True)
    return out


def slot_path(name: str, base: Path | None = None) -> Path:
    clean = "".join(c if c.isalnum() or c in "-_ ." else "_" for c in name.strip()).strip(" .") or "game"
    return saves_dir(base) / f"{clean}.json"


@dataclass
class MoveInfo:
    """What the app remembers about one applied move, for undo."""

    serial: int  # the player-turn the move was made in
    actor: int  # who made it
    undoable: bool  # no die roll, no pick (a revealed combo), and the turn did not pass


class Session:
    """A game in progress plus its seats (``"human"`` or a bot level)."""

    def __init__(self, game: Game, seats: list[str] | None = None, base: Path | None = None,
                 autosave: bool = True) -> None:
        self.game = game
        n = len(game.players)
        seats = [s.strip().lower() for s in (seats or [])]
        self.seats = (seats + [HUMAN] * n)[:n]
        self.base = base
        self.autosave_enabled = autosave
        self.info: list[MoveInfo] = [MoveInfo(-1, -1, False) for _ in game.moves]
        self._bots: dict[int, object] = {}
        self._legal_key: tuple | None = None
        self._legal: list[Action] = []
        self._preview_key: tuple | None = None
        self._preview: Game | None = None
        self._marks: dict[int, int] = {}  # seat -> len(game.log) right after that seat's last move
        self.last_error = ""

    # ------------------------------------------------------------------ seats
    def is_bot(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat] != HUMAN

    @property
    def humans(self) -> list[int]:
        return [s for s in range(len(self.seats)) if not self.is_bot(s)]

    def bot(self, seat: int):
        """The bot playing ``seat`` (made on first use); None if the bots package is unavailable."""
        if seat not in self._bots:
            try:
                from ..bots import make_bot
            except Exception:  # noqa: BLE001
                return None
            self._bots[seat] = make_bot(self.seats[seat], seed=self.game.seed * 31 + seat)
        return self._bots[seat]

    # ------------------------------------------------------------------ legal moves (cached per position)
    def key(self) -> tuple:
        return (id(self.game), len(self.game.moves))

    def legal(self) -> list[Action]:
        if self._legal_key != self.key():
            self._legal = self.game.legal_actions()
            self._legal_key = self.key()
        return self._legal

    def find(self, kind: str, target: int | None = None, ghouls: bool | None = None) -> Action | None:
        """The legal action of that kind (and target), preferring the Ghouls' when ``ghouls`` is None."""
        found = [a for a in self.legal() if a.kind == kind and (target is None or a.target == target)]
        if ghouls is not None:
            found = [a for a in found if a.ghouls == ghouls]
        if not found:
            return None
        found.sort(key=lambda a: not a.ghouls)
        return found[0]

    def can(self, kind: str) -> bool:
        return any(a.kind == kind for a in self.legal())

    def fallback_move(self) -> Action | str:
        """What a seat plays when its bot is missing, fails or errs: 'end' when offered, else the first legal move."""
        return "end" if self.can("end") else self.legal()[0]

    @property
    def ghouls_can_act(self) -> bool:
        """The in-decline Ghouls have moves on offer now (prefixed 'ghouls ...'; R-RACE-GHOULS)."""
        return any(a.ghouls for a in self.legal())

    @property
    def active_can_act(self) -> bool:
        """The active race has conquest-phase moves on offer now."""
        return any(not a.ghouls and a.kind in RACE_MOVES for a in self.legal())

    @property
    def ghouls_acting(self) -> bool:
        """True while the moves on offer are the in-decline Ghouls' only."""
        return self.ghouls_can_act and not self.active_can_act

    def ghoul_preview(self) -> Game | None:
        """A copy of the game with the in-decline Ghouls' phase begun, so that the engine's ``conquest_cost`` and
        ``target_problem`` answer for the Ghouls before their first move (in the real game those answer for the
        active race until then). None when the Ghouls cannot act or the engine already answers for them."""
        g = self.game
        if not self.ghouls_can_act or g.phase not in ("start", "pick"):
            return None
        if self._preview_key != self.key():
            self._preview_key = self.key()
            self._preview = None
            self._preview = g.ghouls_preview()
        return self._preview

    # ------------------------------------------------------------------ playing
    def play(self, move: str | Action) -> list[Event]:
        """Apply a move (text or Action); IllegalAction leaves everything unchanged."""
        g = self.game
        serial, actor = g.serial, g.current_player
        events = g.play(move) if isinstance(move, str) else g.apply(move)
        blocked = any(e.kind in ("roll", "berserk", "pick") for e in events)  # the die or the stacks were seen
        self.info.append(MoveInfo(serial, actor, not blocked and g.serial == serial and not g.is_over))
        self._marks[actor] = len(g.log)
        self.autosave()
        return events

    def since_last_turn(self, seat: int) -> list[Event]:
        """The public events since ``seat`` last acted, for its hand-off: after its last move in this session or
        (for a game just started or loaded) its last scoring, whichever is later. Indices into ``game.log`` stay
        valid after undo, which replays the same prefix; a mark past the end (a move taken back) is clamped.
        Only "Turn N begins." separators left: nothing happened worth telling, so []."""
        log = self.game.log
        mark = next((i + 1 for i in range(len(log) - 1, -1, -1) if log[i].kind == "score" and log[i].seat == seat), 0)
        mark = max(mark, min(self._marks.get(seat, 0), len(log)))
        events = [e for e in log[mark:] if e.kind not in RECAP_SKIP]
        return events if any(e.kind != "turn" for e in events) else []

    def undo_steps(self) -> int:
        """How many of the last moves the player to act may take back now (R: never past a roll, a pick or the
        start of the turn; only their own moves)."""
        g = self.game
        k = 0
        for info in reversed(self.info):
            if not info.undoable or info.serial != g.serial or info.actor != g.current_player:
                break
            k += 1
        return k

    def undo(self) -> bool:
        """Take back the last move by replaying the record without it (the engine is deterministic)."""
        if not self.undo_steps():
            return False
        self.game = self.game.rewound(1)
        self.info.pop()
        self._legal_key = None
        self.autosave()
        return True

    # ------------------------------------------------------------------ saving
    def save(self, path: Path) -> None:
        save_game(self.game, path)
        seats = path.with_name(path.stem + ".seats.json")
        write_atomic(seats, json.dumps({"seats": self.seats}))

    def autosave(self) -> None:
        if self.autosave_enabled:
            self.save(slot_path(AUTOSAVE, self.base))

    @classmethod
    def load(cls, path: Path, base: Path | None = None, autosave: bool = True) -> Session:
        """Load and verify a save (SaveError says why not); the seats file next to it, if any."""
        game = load_game(path)
        return cls(game, saved_seats(path), base, autosave)


def active_race(game: Game, seat: int):
    """The seat's active race (the engine's RaceView), None while it has none."""
    return next((r for r in game.races(seat) if r.active), None)


def saved_seats(path: Path) -> list[str] | None:
    """The seats ('human' or a bot level) saved next to a game as NAME.seats.json, if any."""
    side = Path(path).with_name(Path(path).stem + ".seats.json")
    if not side.exists():
        return None
    try:
        seats = json.loads(side.read_text(encoding="utf-8"))["seats"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return [str(s) for s in seats] if isinstance(seats, list) else None


__all__ = ["AUTOSAVE", "HUMAN", "IllegalAction", "Session", "SlotInfo", "active_race", "bot_levels", "data_dir",
           "list_slots", "saved_seats", "slot_path"]
