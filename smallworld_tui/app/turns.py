"""The turn driver: what happens after a move, without a screen (the game screen shows what it decides).

After every move it decides what comes next — the game is over, a computer player moves, the keyboard is handed
to another human, or the human at it plays on — and who may see the private state (``viewer``: whose coins, whose
hand). It chooses and plays the computer players' moves (a missing or failing bot plays the seat's fallback), and
says whose turn just scored. A plain object over the ``Session``, tested without the pilot (tests/app/test_turns.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from ..rules import Action, Event, Game, IllegalAction, Scored

if TYPE_CHECKING:  # pragma: no cover
    from ..bots.base import Bot
    from .session import Session


class Next(StrEnum):
    """What comes after a move."""

    OVER = "over"  # the game is over: everything is revealed
    BOT = "bot"  # a computer player moves (``Step.seat``, at ``Step.at`` moves)
    HANDOFF = "handoff"  # the keyboard passes to another human (``Step.seat``), who confirms first
    WAIT = "wait"  # that hand-off is already on screen: nothing new
    HUMAN = "human"  # the human at the keyboard plays on


@dataclass(frozen=True)
class Step:
    what: Next
    seat: int = -1
    at: int = 0  # the number of moves made when it was decided (a bot's move is dropped if the game moved on)


@dataclass(frozen=True)
class BotMove:
    """A computer player's chosen move, and what to say about it ('' when it went well)."""

    move: Action | str
    message: str = ""
    error: bool = False


class TurnDriver:
    """The flow between moves for one session: who moves next and who may see what."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.viewer: int | None = None  # whose private state is shown (None: nobody's, between two humans)
        self.reveal_all = False  # the game is over: every coin and income is shown
        self._handoff_for: tuple[int, int, int] | None = None  # the hand-off already asked for

    def after_move(self, first: bool = False) -> Step:
        """Decide what comes next (``first``: the screen has just opened). The last turn's withdrawals are played
        for the players when nothing hangs on them (``Session.finish_last_withdrawals``)."""
        session = self.session
        session.finish_last_withdrawals()
        game = session.game
        if game.is_over:
            self.viewer = None
            self.reveal_all = True
            return Step(Next.OVER)
        seat = game.current_player
        if session.is_bot(seat):  # with one human that human keeps the view; between several, nobody's private data
            self.viewer = session.humans[0] if len(session.humans) == 1 else None
            return Step(Next.BOT, seat, len(game.moves))
        if self.viewer != seat:
            if len(session.humans) > 1:
                self.viewer = None
                key = (id(game), len(game.moves), seat)
                if self._handoff_for == key:
                    return Step(Next.WAIT, seat)
                self._handoff_for = key
                return Step(Next.HANDOFF, seat)
            self.viewer = seat
        return Step(Next.HUMAN, seat)

    def handed_off(self) -> None:
        """The player on turn took the keyboard: their private state shows."""
        self.viewer = self.session.game.current_player

    def scored(self, events: list[Event], actor: int) -> Scored | None:
        """The score of ``actor``'s own turn among a move's events (its card comes before the hand-off); the viewer
        is that player while the card shows."""
        scored = next((e for e in events if isinstance(e, Scored) and e.seat == actor), None)
        if scored is not None:
            self.viewer = scored.seat
        return scored

    # ------------------------------------------------------------------ computer players
    def bot_input(self, seat: int) -> tuple[Bot | None, Game]:
        """The bot of ``seat`` and a copy of the game for it to think on (taken where the game is not moving)."""
        return self.session.bot(seat), self.session.game.copy()

    def choose(self, bot: Bot | None, snapshot: Game) -> BotMove:
        """The bot's move on ``snapshot`` (any thread); a missing or failing bot plays the seat's fallback."""
        if bot is None:
            return BotMove(self.session.fallback_move(),
                           "Computer players are not available: this seat plays 'end'.")
        try:
            return BotMove(bot.choose(snapshot))
        except Exception as exc:  # noqa: BLE001 - a failing bot must not take the game down
            return BotMove(self.session.fallback_move(), f"The computer player failed ({exc}); it plays 'end'.", True)

    def play_bot(self, step: Step, game: Game, chosen: BotMove) -> bool:
        """Play ``chosen`` for ``step``'s seat if the game is still where it was decided (``game``, ``step.at``
        moves, that seat to act); an illegal choice plays the fallback. False if the move came too late."""
        session = self.session
        if session.game is not game or len(game.moves) != step.at or game.current_player != step.seat:
            return False
        try:
            session.play(chosen.move)
        except IllegalAction:
            session.play(session.fallback_move())
        return True

    def play_bots(self, limit: int = 10_000) -> Step:
        """Play every computer player's move at once until a human must act or the game ends (scripts and tests:
        the screen plays them one by one, at the players' pace)."""
        step = self.after_move()
        for _ in range(limit):
            if step.what is not Next.BOT:
                return step
            bot, snapshot = self.bot_input(step.seat)
            self.play_bot(step, self.session.game, self.choose(bot, snapshot))
            step = self.after_move()
        return step
