"""Small modal screens: a yes/no question, a choice from a list, the hot-seat hand-off."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from .. import theme


class ConfirmScreen(ModalScreen[bool]):
    """Ask a yes/no question; y/Enter says yes, n/Esc says no."""

    BINDINGS = [
        Binding("y,enter", "answer(True)", "yes"),
        Binding("n,escape", "answer(False)", "no"),
    ]

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.question, classes="dialog-title")
            yield Static("y / Enter: yes     n / Esc: no", classes="dim")
        yield Footer()

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class ChoiceScreen(ModalScreen[str | None]):
    """Choose one of ``options`` (label, value) with the arrow keys and Enter; Esc cancels."""

    BINDINGS = [Binding("escape", "cancel", "cancel")]

    def __init__(self, title: str, options: list[tuple[str, str]], hint: str = "") -> None:
        super().__init__()
        self.title_text = title
        self.options = options
        self.hint = hint or "Up/down and Enter choose, Esc goes back."

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.title_text, classes="dialog-title")
            yield OptionList(*[Option(label, id=value) for label, value in self.options], id="choices")
            yield Static(self.hint, classes="dim")
        yield Footer()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)

    def action_cancel(self) -> None:
        self.dismiss(None)


class HandoffScreen(Screen[None]):
    """Hot-seat hand-off: hides everything private until the next player presses Enter."""

    BINDINGS = [Binding("enter", "go", "I am here"), Binding("q", "quit", "quit")]

    def __init__(self, seat: int, name: str, why: str = "") -> None:
        super().__init__()
        self.seat = seat
        self.name_ = name
        self.why = why

    def compose(self) -> ComposeResult:
        text = Text("\n\n")
        text.append("Pass the keyboard to\n\n", style="bold")
        text.append_text(theme.chip(self.seat, self.name_))
        text.append("\n\n")
        if self.why:
            text.append(self.why + "\n\n")
        text.append(f"{self.name_}: press Enter when nobody else is looking.", style="dim")
        with Vertical(id="handoff"):
            yield Static(text, id="handoff-text")
        yield Footer()

    def action_go(self) -> None:
        self.dismiss(None)

    def action_quit(self) -> None:
        self.app.action_ask_quit()  # type: ignore[attr-defined]
