"""The Small World app: a title screen, the game screen, hand-offs, saves and the game-over screen.

State lives in the engine (``session.game``); screens render it and turn keys into moves.

Start-up: the title screen draws before the engine (``rules``), the game screen or any dialog is imported; each is
imported where it is first used (``tests/app/test_startup_imports.py`` keeps it so). The ``smallworld`` command starts
with the garbage collector off; the app turns it on after its first frame.
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from textual.app import App
from textual.binding import Binding

from ..safetext import name_changes, normalize_names, printable
from .store import data_dir, is_autosave

if TYPE_CHECKING:  # pragma: no cover
    from textual.screen import Screen

    from ..rules import Game
    from .replay import Replay
    from .session import Session


class SmallWorldApp(App[None]):
    CSS_PATH = "app.tcss"
    TITLE = "Small World"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS = [Binding("ctrl+q", "ask_quit", "quit", show=False)]

    def __init__(self, game: Game | None = None, bots: list[str] | None = None, board_path: Path | None = None,
                 data_base: Path | None = None, bot_delay: float = 0.4, autosave: bool = True,
                 load_path: Path | None = None, notice: str = "", served: bool = False,
                 pace: str | None = None, replay: Replay | None = None, replay_name: str = "",
                 reveal: bool = False, tutorial: bool = False) -> None:
        from .textual_fixes import keep_no_styles_caches

        keep_no_styles_caches()
        super().__init__()
        self.initial_replay = (replay, replay_name, reveal) if replay is not None else None
        self.served = served  # played in a browser (smallworld serve): typed names only, no server path shown
        self.notice = notice
        self.initial_game = game
        self.initial_tutorial = tutorial  # open the guided first game (smallworld tutorial)
        self.load_from = load_path
        self.crash = ""  # one line for the terminal when the app stops on an internal error
        self.initial_bots = bots
        self.board_path = board_path
        self.data_base = data_base or data_dir()
        self.bot_delay = bot_delay
        self.pace = pace  # the computer players' pace (app/pace.py); None: the settings' (read with the first game)
        self.autosave = autosave
        self.session: Session | None = None

    def on_mount(self) -> None:
        from . import theme

        self.call_after_refresh(gc.enable)  # off while starting (cli._play): on from the first frame

        if not self.is_headless:  # tests and screenshots keep the full palette
            theme.use_terminal_colours(self.console.color_system)
        if self.notice:
            self.say(self.notice, title="Names")
        if self.initial_replay is not None:
            from .screens.replay import ReplayScreen

            replay, name, reveal = self.initial_replay
            self._reset_to(ReplayScreen(replay, name, reveal=reveal, quits=True))
        elif self.initial_tutorial:
            self.start_tutorial()
        elif self.initial_game is not None:
            from .session import Session

            own = self.load_from if self.load_from and is_autosave(self.load_from, self.data_base) else None
            self.start_session(Session(self.initial_game, self._seats(self.initial_bots), self.data_base,
                                       self.autosave, autosave_path=own, loaded=self.load_from is not None))
        else:
            self.show_title()

    def _seats(self, bots: list[str] | None) -> list[str] | None:
        if not bots:
            return None
        from .session import bot_levels

        levels = bot_levels()
        seats = []
        for level in bots:
            level = level.strip().lower()
            if level not in ("human", "") and level.partition(":")[0] not in levels:  # expert:2s: a level, a budget
                self.say(f"Bot level '{level}' is not available; that seat is human.", severity="warning")
                level = "human"
            seats.append(level or "human")
        return seats

    # ------------------------------------------------------------------ navigation
    def _reset_to(self, screen: Screen[None]) -> None:
        while len(self.screen_stack) > 1:
            self.pop_screen()
        self.push_screen(screen)

    def show_title(self) -> None:
        from .screens.title import TitleScreen

        if self.session is not None:  # left: another tab may resume it
            self.session.release()
        self._reset_to(TitleScreen())

    def show_new_game(self) -> None:
        """The new-game form, over the title (Esc goes back to it): game over's n."""
        from .screens.title import NewGameScreen

        self.show_title()
        self.push_screen(NewGameScreen())

    def start_session(self, session: Session) -> None:
        from .screens.game import GameScreen

        if self.session is not None and self.session is not session:
            self.session.release()
        self.session = session
        if not session.game.moves or session.autosave_path is None:
            session.autosave()
        self._reset_to(GameScreen(session, bot_delay=self.bot_delay, pace=self.game_pace()))
        self.report_save_problem()

    def start_tutorial(self) -> None:
        """The guided first game (app/tutorial.py) on the game screen; autosaved only once the tutorial is left."""
        from .screens.tutorial import TutorialScreen
        from .session import HUMAN, Session
        from .tutorial import BOT, tutorial_game

        session = Session(tutorial_game(), [HUMAN, BOT], self.data_base, autosave=False, private=self.served)
        if self.session is not None:
            self.session.release()
        self.session = session
        self._reset_to(TutorialScreen(session, bot_delay=self.bot_delay, pace=self.game_pace()))

    def game_pace(self) -> str:
        """The pace: given (``--pace``, the new-game form, ``P``), else the one the settings remember; a settings
        file that cannot be read is said once and ignored."""
        if self.pace is None:
            from .pace import stored_pace

            self.pace, note = stored_pace(self.data_base)
            if note:
                self.say(note, title="Settings", severity="warning")
        return self.pace

    def say(self, message: str, title: str = "", severity: str = "information") -> None:
        """A notification with outside text in it: shown literally (never markup, no control character)."""
        self.notify(printable(message), title=title, severity=severity, markup=False)  # type: ignore[arg-type]

    def report_save_problem(self) -> None:
        """Tell the player once when autosaving stops working (the game goes on in memory)."""
        session = self.session
        problem = session.save_problem if session is not None else ""
        if problem and problem != getattr(self, "_told_problem", ""):
            self.say(problem, title="Not saved", severity="error")
        self._told_problem = problem

    def new_game(self, players: int, names: list[str], seats: list[str], seed: int | None,
                 board: Path | None, ruleset: str = "base", islands: str | None = None,
                 pace: str | None = None, expansions: list[str] | None = None) -> str | None:
        """Start a game from the new-game form (``ruleset`` by key, found by the registry: one played on islands uses
        the ``islands`` given, else those the seed draws; ``expansions``: the packs' keys joining it); returns the
        reason if it cannot start."""
        import random

        from ..rules import BoardError, Game, find_ruleset, load_board
        from .session import Session

        try:
            kept = normalize_names(names)
            if seed is None:
                seed = random.SystemRandom().randrange(1 << 30)
            game = Game.new(load_board(board) if board else None, kept, seed=seed, ruleset=find_ruleset(ruleset),
                            islands=islands, expansions=expansions or None)
        except (BoardError, ValueError, OSError, RecursionError) as exc:
            return self._public(printable(exc), board)
        if pace is not None and pace != self.game_pace():  # the form's choice, remembered for the next game
            from .pace import remember_pace

            self.pace = pace
            problem = remember_pace(self.data_base, pace)
            if problem:
                self.say(problem, title="Settings", severity="warning")
        self.start_session(Session(game, seats, self.data_base, self.autosave, private=self.served))
        changed = name_changes(names, kept)
        if changed:
            self.say(changed, title="Names")
        return None

    def load_path(self, path: Path) -> str | None:
        """Open a save; a corrupt one is refused with the engine's reason (returned, and shown)."""
        from ..rules import BoardError, SaveError
        from .session import Session

        try:
            session = Session.load(path, self.data_base, self.autosave, private=self.served)
        except (SaveError, BoardError, ValueError, OSError, RecursionError) as exc:
            reason = printable(exc) if not isinstance(exc, RecursionError) else "it nests too deeply to be a save."
            reason = self._public(reason, path)
            self.say(reason, title="Cannot load", severity="error")
            return reason
        self.start_session(session)
        return None

    def replay_path(self, path: Path) -> str | None:
        """Open a save in the replay viewer (Load's "Watch"); a corrupt one is refused with the engine's reason."""
        from .replay import Replay
        from .screens.replay import ReplayScreen

        try:
            from ..rules import read_save

            replay = Replay(read_save(path))
        except (ValueError, OSError, RecursionError) as exc:
            reason = printable(exc) if not isinstance(exc, RecursionError) else "it nests too deeply to be a save."
            reason = self._public(reason, path)
            self.say(reason, title="Cannot watch", severity="error")
            return reason
        self._reset_to(ReplayScreen(replay, Path(path).stem))
        return None

    def _public(self, text: str, path: Path | None) -> str:
        """``text`` about the file ``path``, as a served game may say it: the file's name, not where it lies."""
        if not self.served or path is None:
            return text
        return text.replace(printable(str(path)), f"'{Path(path).stem}'")

    def _handle_exception(self, error: Exception) -> None:
        """An internal error: the traceback goes to crash.log in the data folder, the terminal gets one line, the
        exit status is 1 (the game itself is in its autosave up to the last move)."""
        import traceback

        log = self.data_base / "crash.log"
        try:
            log.parent.mkdir(parents=True, exist_ok=True)
            with log.open("a", encoding="utf-8") as handle:
                handle.write("".join(traceback.format_exception(error)) + "\n")
            where = f" Details: {log.name if self.served else log}."
        except OSError:
            where = ""
        what = type(error).__name__ if self.served else f"{type(error).__name__}: {error}"  # served: no path
        self.crash = printable(f"smallworld: stopped on an internal error ({what}). "
                               f"The game is autosaved up to the last move.{where}")
        self._return_code = 1
        if self._exception is None:  # the test pilot re-raises it
            self._exception = error
            self._exception_event.set()
        self._close_messages_no_wait()

    def hand_off(self, seat: int, done: Callable[[object], None], why: str = "") -> None:
        """The hot-seat hand-off to ``seat`` with what the others did since; ``why``: words for its box (the
        tutorial's), else why this player must act now (placing withdrawn tokens)."""
        from ..rules import Phase
        from .recap import recap as turn_recap
        from .screens.dialogs import HandoffScreen

        session = self.session
        assert session is not None  # a hand-off happens in a game
        game = session.game
        if not why and game.phase == Phase.WITHDRAW and game.current_player != game.seat:
            why = f"{game.players[seat]} must place the tokens withdrawn from {game.players[game.seat]}'s attack."
        recap: list[tuple[int | None, str, str]] = [
            (actor, game.players[actor], sentence)
            for actor, sentence in turn_recap(game, seat, session.since_last_turn(seat, everything=True))]
        self.push_screen(HandoffScreen(seat, game.players, why, recap), done)

    def show_game_over(self) -> None:
        from .screens.over import GameOverScreen

        assert self.session is not None  # the game that ended
        self._reset_to(GameOverScreen(self.session.game, self.session.hints))

    # ------------------------------------------------------------------ app-wide actions
    def action_save_game(self) -> None:
        from .screens.saves import SaveScreen

        if self.session is not None:
            self.push_screen(SaveScreen())

    def action_ask_quit(self) -> None:
        from .screens.dialogs import ConfirmScreen

        def answer(yes: bool | None) -> None:
            if yes:
                self.exit()

        question = "Quit Small World?"
        if self.session is not None and not self.session.game.is_over and self.session.autosave_enabled:  # not the
            # tutorial's game, saved only once the tutorial is left
            question += " The game is autosaved: 'Resume' continues it."
        self.push_screen(ConfirmScreen(question), answer)
