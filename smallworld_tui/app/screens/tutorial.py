"""The guided first game on the real game screen: the game screen with a lesson line and a gate on moves.

The script is data (``app/tutorial.py``); this screen only shows the current step (the lesson above the status
line, the region it is about selected, the panel it points at outlined), refuses any move but the step's with the
step's hint (the engine is never asked to play it, so nothing changes), answers H with the step's own move, and
tells the script what the player did.
Esc (then y) leaves the tutorial at any step: the game goes on as a normal one, autosaved, Bob playing for himself.
"""

from __future__ import annotations

from rich.text import Text
from textual.binding import Binding
from textual.widgets import Input, Static

from ...rules import Action
from ..pace import DEFAULT
from ..session import Session
from ..tutorial import CARD, HANDOFF, HELP, SAVE, TURN, UNDO, Tutorial, TutorialTurns
from .game import GameScreen

PANELS = ("combos", "players", "detail", "regions")  # the panels a step may point at (Step.panel)


class TutorialScreen(GameScreen):
    """The game screen walking the tutorial's steps."""

    # textual keeps only a subclass's bindings of a key: without the game screen's own, Esc (leave_tutorial,
    # refused while an editor is open) never closed the editor, in the tutorial or after it
    BINDINGS = [Binding("escape", "leave_tutorial", "leave tutorial", key_display="esc"),
                *(b for b in GameScreen.BINDINGS if isinstance(b, Binding) and b.key == "escape")]

    def __init__(self, session: Session, tutorial: Tutorial | None = None, bot_delay: float = 0.4,
                 pace: str = DEFAULT) -> None:
        super().__init__(session, bot_delay=bot_delay, pace=pace)
        self.tutorial = tutorial or Tutorial()
        self.turns = TutorialTurns(session, self.tutorial)
        self.ended = False  # the tutorial's end (done or left) has been said

    def on_mount(self) -> None:  # the game screen's own on_mount runs too (textual calls both, this one first)
        self.mount(Static(id="lesson"), before="#status")
        self.call_after_refresh(self._begin_step)

    # ------------------------------------------------------------------ the lesson
    def _begin_step(self) -> None:
        """Show the current step: its words, its region selected, its panel outlined; the end when it is done."""
        step = self.tutorial.step
        if step is None:
            if not self.ended:
                self._finish("Tutorial complete: the game goes on as a normal game against Bob (autosaved). "
                             "? lists every key; H asks the expert for a move and why.")
            return
        self.message, self.message_error = "", False  # the last step's refusal or hint (H) no longer applies
        if step.select is not None:
            self.sel_region = step.select
            self.focus_panel = "regions"
        for name in PANELS:
            self.query_one(f"#{name}").set_class(step.panel == name, "-lesson")
        self.refresh_view()

    def lesson_text(self) -> Text:
        step = self.tutorial.step
        if step is None:
            return Text()
        text = Text(f" Tutorial {self.tutorial.progress} ", style="bold reverse")
        text.append(" ")
        text.append(step.say, style="bold")
        opened = "editor" if self.edit is not None else "prompt" if self.query_one("#prompt", Input).display else ""
        leave = f"Esc closes the {opened}, a second one leaves" if opened else "Esc: leave the tutorial"
        text.append(f"   {leave}", style="dim")
        return text

    def refresh_view(self, only: str | None = None) -> None:
        super().refresh_view(only)
        if only is None:
            for lesson in self.query("#lesson").results(Static):
                lesson.display = self.tutorial.active
                lesson.update(self.lesson_text())

    def _finish(self, said: str) -> None:
        """The tutorial is over (done or left): an ordinary game from here, autosaved like every other."""
        self.tutorial.leave()
        self.ended = True
        session = self.session
        session.autosave_enabled = self.sw_app.autosave
        session.autosave()
        for name in PANELS:
            self.query_one(f"#{name}").remove_class("-lesson")
        self._bindings_for = None  # the footer drops the leave key
        self.say(said)

    def action_leave_tutorial(self) -> None:
        from .dialogs import ConfirmScreen

        def answer(yes: bool | None) -> None:
            if yes and self.tutorial.active:
                self._finish("You left the tutorial: the game goes on as a normal game against Bob (autosaved).")

        self.app.push_screen(ConfirmScreen("Leave the tutorial?\nThe game goes on from here as a normal game: "
                                           "Bob plays for himself, and it is autosaved."), answer)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "leave_tutorial":  # Esc closes an editor or the move prompt first
            return self.tutorial.active and self.edit is None and not self.query_one("#prompt", Input).display
        return super().check_action(action, parameters)

    def say(self, message: str, error: bool = False) -> None:
        """An error on the status line (a key that does nothing, a refused move) starts with what the step wants
        (the status line has two rows at 80x24: the hint is never the part cut)."""
        step = self.tutorial.step
        if error and step is not None and step.hint not in message:
            message = f"{step.hint} ({message})"
        super().say(message, error)

    def _happened(self, event: str) -> None:
        if self.tutorial.happened(event):
            self._begin_step()

    # ------------------------------------------------------------------ the gate on moves
    def _refused(self, move: str | Action) -> bool:
        """Say the step's hint and return True when ``move`` is not the step's (nothing is played then)."""
        if not self.tutorial.active:
            return False
        typed = bool(self.query_one("#prompt", Input).display)
        why = self.tutorial.refusal(self.session.game, move, typed)
        if why:
            self.say(why, error=True)
        return bool(why)

    def play(self, move: str | Action) -> bool:
        if self._refused(move) or not super().play(move):
            return False
        if self.tutorial.moved():
            self._begin_step()
        return True

    def _confirmed(self, question: str, move: str | Action) -> None:
        if not self._refused(move):  # refused before the question, not after it
            super()._confirmed(question, move)

    def action_decline(self) -> None:
        if not self._refused("decline"):
            super().action_decline()

    def action_cancel_edit(self) -> None:
        """Esc in an editor: closed, the step's region selected again (the editor moved the selection)."""
        super().action_cancel_edit()
        step = self.tutorial.step
        if self.edit is None and step is not None and step.select is not None:
            self.sel_region = step.select
            self.refresh_view()

    def action_undo(self) -> None:
        step = self.tutorial.step
        if step is not None and step.event != UNDO:
            self.say(step.hint, error=True)  # taking back a step's move would leave the script behind
            return
        before = len(self.session.game.moves)
        super().action_undo()
        if len(self.session.game.moves) < before:
            self._happened(UNDO)

    # ------------------------------------------------------------------ the hint (H)
    def action_hint(self) -> None:
        """H while a step waits for a move: that move, in the hint's words and box (Enter plays it through the same
        questions). The expert would often suggest another move, which the step would then refuse. A step that
        waits for something else, a layout or a typed move: its hint on the status line."""
        step = self.tutorial.step
        if step is None or not self.can_act() or self.hint is not None or self._hint_stop is not None:
            super().action_hint()
            return
        game = self.session.game
        action = next((a for a in self.session.legal() if str(a) == step.move), None) \
            if step.move and step.check is None and not step.typed else None
        if action is None:
            self.say(step.hint)
            return
        from ...bots.hint import Hint, move_words, named_regions, reasons

        facts = reasons(game, action) if action.kind in ("pick", "conquer", "roll") else ()  # the engine's cost,
        # what the region or combo brings: facts, where the bot's reasons for an end or a decline are its choice
        self._hint_for = self.session.key()
        self.show_hint(Hint(action, move_words(game, action), facts, named_regions(action)),
                       title=f"Hint · tutorial step {self.tutorial.progress}")

    # ------------------------------------------------------------------ what the player does on screen
    def action_help(self) -> None:
        super().action_help()
        self._happened(HELP)

    def action_toggle_view(self, to: str) -> None:
        super().action_toggle_view(to)
        self._happened(to)

    def action_save(self) -> None:
        super().action_save()
        self._happened(SAVE)

    def card_closed(self, _result: object = None) -> None:
        self._happened(CARD)
        super().card_closed(_result)

    def _open_summary(self, seat: int) -> None:
        """Ann's turn begins: a step waiting for it ends; the hand-off is shown once, as a second human would see
        it. While the tutorial lasts it stands for the one human's summary."""
        if not self.tutorial.active:
            super()._open_summary(seat)
            return
        if self.tutorial.happened(TURN):
            self._begin_step()
        step = self.tutorial.step
        if step is not None and step.event == HANDOFF:
            self.sw_app.hand_off(seat, self._handed, why=step.handoff)

    def _handed(self, _result: object = None) -> None:
        self._happened(HANDOFF)
