"""A saved game as a sequence of positions for the replay viewer: any move of it rebuilt quickly.

The save is replayed and verified once (``from_json_seats``); a copy of the game is kept every ``EVERY`` moves, so
the position after move n is the nearest earlier copy, copied again, plus fewer than ``EVERY`` moves in notation
(``Game.copy`` is much cheaper than a replay from the start). Also kept: each move's seat, notation and events (its
caption in the engine's words) and where each player-turn begins (``Game.serial`` changes). No textual here: the
viewer screen (screens/replay.py) shows it and ``tests/app/test_replay.py`` drives both.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..rules.record import from_json_seats
from ..safetext import printable
from .scorecard import log_sentence

if TYPE_CHECKING:  # pragma: no cover
    from ..rules import Event, Game

EVERY = 8  # moves between kept copies: at most 7 moves replayed to show any position
MOST_COPIES = 512  # a longer game (up to the 20,000 moves a save may hold) keeps every 16th, 32nd… move instead


@dataclass(frozen=True)
class Played:
    """One move of the record: who made it, in notation, and what it did."""

    seat: int
    move: str
    events: tuple[Event, ...]


class Replay:
    """Positions 0 (the setup) to ``len(self)`` (after the last move) of a verified save."""

    def __init__(self, text: str, every: int = EVERY) -> None:
        """``text``: the save (SaveError, a ValueError, says why it is refused)."""
        self.every = every
        self.played: list[Played] = []
        self._copies: dict[int, Game] = {}
        self._log_at: list[int] = []  # len(log) after each move: position n's log is log[:_log_at[n - 1]]
        serials: list[int] = []

        def kept(number: int, seat: int, move: str, events: list[Event], game: Game) -> None:
            self.played.append(Played(seat, move, tuple(events)))
            self._log_at.append(len(game.log))
            serials.append(game.serial)
            if number % self.every == 0:
                self._copies[number] = game.copy()
                if len(self._copies) > MOST_COPIES:  # memory stays bounded: half the copies, twice the spacing
                    self.every *= 2
                    self._copies = {k: g for k, g in self._copies.items() if k % self.every == 0}

        self.final, self.seats = from_json_seats(text, kept)
        self._copies[0] = self.final.rewound(len(self.final.moves))
        self._log = list(self.final.log)
        self._start_log = len(self._copies[0].log)
        # positions where a player-turn begins: the setup, each move that passed the turn, the end
        begun = [self._copies[0].serial, *serials]
        self.turn_starts = sorted({0, len(self.played)} | {n for n in range(1, len(begun)) if begun[n] != begun[n - 1]})

    def __len__(self) -> int:
        return len(self.played)

    @property
    def finished(self) -> bool:
        return self.final.is_over

    def at(self, n: int) -> Game:
        """A fresh game at position ``n`` (0..len), its log as it stood then (the panel shows the newest)."""
        if not 0 <= n <= len(self):
            raise ValueError(f"Move {n} is not in this game (0 to {len(self)}).")
        if n == len(self):
            base = n
            game = self.final.copy()
        else:
            base = n - n % self.every
            game = self._copies[base].copy()
            for played in self.played[base:n]:
                game.play(played.move)
        game.log = self._log[:self._log_at[n - 1] if n else self._start_log]
        return game

    def next_turn(self, n: int) -> int:
        """The position where the next player-turn after ``n`` begins (the end if none)."""
        i = bisect_right(self.turn_starts, n)
        return self.turn_starts[i] if i < len(self.turn_starts) else len(self)

    def previous_turn(self, n: int) -> int:
        """The position where the player-turn before ``n`` began (0 if none)."""
        i = bisect_left(self.turn_starts, n)
        return self.turn_starts[i - 1] if i > 0 else 0

    def regions(self, n: int) -> list[int]:
        """The regions move ``n`` touched (its events' ``region`` or ``regions``), in the order it told them."""
        out: list[int] = []
        for event in self.played[n - 1].events if n else ():
            one = getattr(event, "region", None)
            many = getattr(event, "regions", None)
            told = [one] if isinstance(one, int) else list(many) if isinstance(many, (list, tuple)) else []
            for rid in told:
                if isinstance(rid, int) and rid not in out:
                    out.append(rid)
        return out

    def caption(self, n: int, reveal: bool) -> str:
        """Move ``n`` in words: who played what, then each thing it did as the engine says it (score events
        with coins only when ``reveal``); the setup at 0."""
        game = self.final
        if n == 0:
            return printable(f"The setup: {', '.join(game.players)} on {game.board.name}; → shows the first move.")
        played = self.played[n - 1]
        said = [log_sentence(e, game, reveal) for e in played.events if e.kind not in ("start", "redeploy")]
        head = f"{game.players[played.seat]}: {played.move}."
        return printable(" ".join([head, *said]))


def parse_move_number(text: str, last: int) -> int:
    """The move number typed after ``g`` (0..last); ValueError says why anything else is refused, in one line."""
    typed = text.strip()
    if not typed:
        raise ValueError(f"Type a move number from 0 to {last}.")
    if not (typed.isascii() and typed.isdigit()) or len(typed) > 9:
        raise ValueError(f"'{printable(typed)[:20]}' is not a move number: type one from 0 to {last}.")
    number = int(typed)
    if number > last:
        raise ValueError(f"This game has {last} moves: type a number from 0 to {last}.")
    return number
