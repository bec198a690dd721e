"""One game being played in the app: the engine's Game plus who sits where, undo and autosave.

No rule is decided here: legality comes from ``game.legal_actions()`` and ``game.play``. The session only
remembers what the app needs around the game (seats, undo points, where to autosave).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING

from ..rules import Action, Event, Game, IllegalAction, Phase, save_game
from ..rules.limits import MAX_NAME
from ..rules.record import load_saved
from ..rules.views import RaceView
from ..safetext import printable
from .store import GameInUse, claim, data_dir, is_autosave, legacy_seats, new_autosave_path, slot_path

if TYPE_CHECKING:  # pragma: no cover
    from ..bots.base import Bot

HUMAN = "human"
RACE_MOVES = ("conquer", "roll", "abandon", "redeploy", "berserk", "dragon", "convert")
RECAP_SKIP = ("start", "redeploy", "score", "over")  # noise in a "since your last turn" summary (score: R-HIDE-3)


def bot_levels() -> tuple[str, ...]:
    """The bot levels the installed bots package offers (empty while it does not exist)."""
    try:
        from ..bots import BOT_LEVELS
    except Exception:  # noqa: BLE001 - the bots package may be missing or half-written
        return ()
    return tuple(BOT_LEVELS)


@dataclass
class MoveInfo:
    """What the app remembers about one applied move, for undo."""

    serial: int  # the player-turn the move was made in
    actor: int  # who made it
    undoable: bool  # no die roll, no pick (a revealed combo), and the turn did not pass
    hinted: bool = False  # played from a hint (H): taken back, the hint no longer counts



def seen(events: list[Event]) -> bool:
    """A move that made these events cannot be taken back: one of them showed what was hidden (a die face, the
    stacks, a face-down marker turned up), as each event kind declares (``Event.reveals``)."""
    return any(e.reveals for e in events)


class Session:
    """A game in progress plus its seats (``"human"`` or a bot level)."""

    def __init__(self, game: Game, seats: list[str] | None = None, base: Path | None = None,
                 autosave: bool = True, autosave_path: Path | None = None, loaded: bool = False,
                 private: bool = False, hints: list[int] | None = None) -> None:
        """``loaded``: the game comes from a save, so undo learns about its moves by replaying them. ``private``
        (a served app): the autosave is held for this process alone (GameInUse if another holds it), and what
        the session says names no folder of the server."""
        names = [printable(name)[:MAX_NAME] for name in game.players]
        if names != game.players:  # hostile names (a game built by a script) made visible, and short enough to save
            game.players = names
        self.game = game
        n = len(game.players)
        seats = [s.strip().lower() for s in (seats or [])]
        self.seats = (seats + [HUMAN] * n)[:n]
        self.hints = (list(hints or []) + [0] * n)[:n]  # hints each seat took (H), kept in the save
        self.base = base
        self.autosave_enabled = autosave
        self.private = private
        self._held: IO[str] | None = None  # the lock on the autosave while a private session plays it
        self.autosave_path = autosave_path
        if private and autosave and autosave_path is not None:
            self._hold(autosave_path)
        self.save_problem = ""  # why the last autosave failed ('' when it worked)
        self.info: list[MoveInfo] = move_infos(game) if loaded else [MoveInfo(-1, -1, False) for _ in game.moves]
        self._bots: dict[int, Bot] = {}
        self._legal_key: tuple[int, int] | None = None
        self._legal: list[Action] = []
        self._preview_key: tuple[int, int] | None = None
        self._preview: Game | None = None
        self._marks: dict[int, int] = {}  # seat -> len(game.log) right after that seat's last move
        self.last_error = ""

    # ------------------------------------------------------------------ seats
    def is_bot(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat] != HUMAN

    @property
    def is_bot_game(self) -> bool:
        """A computer player has a seat (their moves are played out at the pace: app/follow.py)."""
        return any(self.is_bot(s) for s in range(len(self.seats)))

    @property
    def humans(self) -> list[int]:
        return [s for s in range(len(self.seats)) if not self.is_bot(s)]

    def bot(self, seat: int) -> Bot | None:
        """The bot playing ``seat`` (made on first use); None if the bots package is unavailable."""
        if seat not in self._bots:
            try:
                from ..bots import make_bot
            except Exception:  # noqa: BLE001
                return None
            self._bots[seat] = make_bot(self.seats[seat], seed=self.game.seed * 31 + seat)
        return self._bots[seat]

    # ------------------------------------------------------------------ legal moves (cached per position)
    def key(self) -> tuple[int, int]:
        return (id(self.game), len(self.game.moves))

    def legal(self) -> list[Action]:
        if self._legal_key != self.key():
            self._legal = self.game.legal_actions()
            self._legal_key = self.key()
        return self._legal

    def find(self, kind: str, target: int | None = None, ghouls: bool | None = None) -> Action | None:
        """The legal action of that kind (and target), preferring the Ghouls' when ``ghouls`` is None."""
        found = [a for a in self.legal() if a.kind == kind and (target is None or target in (a.region, a.combo))]
        if ghouls is not None:
            found = [a for a in found if a.ghouls == ghouls]
        if not found:
            return None
        found.sort(key=lambda a: not a.ghouls)
        return found[0]

    def move_texts(self) -> list[str]:
        """Every legal move in notation, and those naming a region also with its name ('conquer Grey Peak'; the
        notation accepts both), for the move prompt's completion."""
        out = []
        names = []
        for action in self.legal():
            text = str(action)
            out.append(text)
            region = getattr(action, "region", None)
            head, _, last = text.rpartition(" ")
            if region is not None and head and last == str(region):
                names.append(f"{head} {self.game.board.regions[region].name}")
        return list(dict.fromkeys(out + names))  # each once, though two moves print alike

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
        if not self.ghouls_can_act or g.phase not in (Phase.START, Phase.PICK):
            return None
        if self._preview_key != self.key():
            self._preview_key = self.key()
            self._preview = None
            self._preview = g.ghouls_preview()
        return self._preview

    # ------------------------------------------------------------------ playing
    def play(self, move: str | Action, hinted: bool = False) -> list[Event]:
        """Apply a move (text or Action; ``hinted``: the player took it from a hint, counted for their seat);
        IllegalAction leaves everything unchanged."""
        g = self.game
        serial, actor = g.serial, g.current_player
        events = g.play(move) if isinstance(move, str) else g.apply(move)
        blocked = seen(events)
        self.info.append(MoveInfo(serial, actor, not blocked and g.serial == serial and not g.is_over, hinted))
        if hinted:
            self.hints[actor] += 1
        self._marks[actor] = len(g.log)
        self.autosave()
        return events

    def finish_last_withdrawals(self) -> bool:
        """After the game's last turn nobody needs to place withdrawn tokens by hand: wherever they go, they count
        the same (R-END). When the engine says this is the last player-turn (``end_preview().final``), play the
        defaults to the end; True if it did."""
        g = self.game
        if g.phase is not Phase.WITHDRAW or g.is_over:
            return False
        preview = g.end_preview()
        if preview is None or not preview.final:
            return False
        while self.game.phase is Phase.WITHDRAW and not self.game.is_over:
            self.play("end")
        return True

    def since_last_turn(self, seat: int, everything: bool = False) -> list[Event]:
        """The public events since ``seat`` last acted, for its hand-off: after its last move in this session or
        (for a game just started or loaded) its last scoring, whichever is later. Indices into ``game.log`` stay
        valid after undo, which replays the same prefix; a mark past the end (a move taken back) is clamped.
        Only "Turn N begins." separators left: nothing happened worth telling, so []. ``everything``: the raw
        events since the mark, nothing left out."""
        log = self.game.log
        mark = next((i + 1 for i in range(len(log) - 1, -1, -1) if log[i].kind == "score" and log[i].seat == seat), 0)
        mark = max(mark, min(self._marks.get(seat, 0), len(log)))
        if everything:  # every event, the turn boundaries ("start") included, for the grouped summary
            return list(log[mark:])
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
        taken = self.info.pop()
        if taken.hinted:
            self.hints[taken.actor] -= 1
        self._legal_key = None
        self.autosave()
        return True

    # ------------------------------------------------------------------ saving
    def save(self, path: Path) -> None:
        """Write the game and its seats into ``path`` (atomically); OSError if the folder refuses it."""
        save_game(self.game, path, self.seats, self.hints)

    def autosave(self) -> None:
        """Save into this game's own autosave; a failure never stops the game: ``save_problem`` says why."""
        if not self.autosave_enabled:
            return
        try:
            if self.autosave_path is None:
                path = new_autosave_path(self.base)
                if self.private:
                    path.parent.mkdir(parents=True, exist_ok=True)
                    self._hold(path)
                self.autosave_path = path
            self.save(self.autosave_path)
            self.save_problem = ""
        except GameInUse:  # a fresh random name taken by another process: never expected, said if it happens
            self.save_problem = "Cannot autosave: the game's file is taken. The game goes on in memory."
        except OSError as exc:
            if self.private:
                self.save_problem = (f"Cannot autosave: {exc.strerror or type(exc).__name__}. The game goes on "
                                     "in memory; ctrl+s can save it into a named slot.")
                return
            where = self.autosave_path.parent if self.autosave_path is not None else data_dir()
            self.save_problem = (f"Cannot autosave into {where}: {exc.strerror or exc}. The game goes on in "
                                 "memory; ctrl+s can save it into a folder you type (e.g. ~/sw.json).")

    def _hold(self, path: Path) -> None:
        held = claim(path)
        if held is None:
            raise GameInUse("This game is being played in another tab or window.")
        self.release()
        self._held = held

    def release(self) -> None:
        """Let another process play this game's autosave (a private session that is left)."""
        if self._held is not None:
            self._held.close()
            self._held = None

    @classmethod
    def load(cls, path: Path, base: Path | None = None, autosave: bool = True, private: bool = False) -> Session:
        """Load and verify a save (SaveError says why not) with its seats. An autosave goes on in its own file
        (``private``: GameInUse if another process plays it); a named slot gets a new autosave, so playing on never
        changes the slot."""
        game, seats, hints = load_saved(path)
        if seats is None:
            seats = legacy_seats(path)
        check_seats(seats)
        own = Path(path) if is_autosave(path, base) else None
        return cls(game, seats, base, autosave, autosave_path=own, loaded=True, private=private, hints=hints)


def check_seats(seats: list[str] | None) -> None:
    """ValueError (one line) for a seat kind the bots do not know, e.g. an edited budget ``expert:-1s``."""
    try:
        from ..bots import parse_seat
    except Exception:  # noqa: BLE001 - the bots package may be missing or half-written
        return
    for kind in seats or []:
        if kind.strip().lower() != HUMAN:
            parse_seat(kind)


def move_infos(game: Game) -> list[MoveInfo]:
    """What undo needs about each move of a loaded game, found by replaying it (as ``Session.play`` records)."""
    out = []
    try:
        g = game.rewound(len(game.moves))
        for move in game.moves:
            serial, actor = g.serial, g.current_player
            events = g.play(move)
            blocked = seen(events)
            out.append(MoveInfo(serial, actor, not blocked and g.serial == serial and not g.is_over))
    except ValueError:  # a position built by hand, not by its moves: nothing to take back
        return [MoveInfo(-1, -1, False) for _ in game.moves]
    return out


def active_race(game: Game, seat: int) -> RaceView | None:
    """The seat's active race (the engine's RaceView), None while it has none."""
    return next((r for r in game.races(seat) if r.active), None)


__all__ = ["HUMAN", "IllegalAction", "Session", "active_race", "bot_levels", "data_dir", "move_infos", "slot_path"]
