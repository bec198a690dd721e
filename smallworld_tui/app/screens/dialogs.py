"""Small modal screens: a yes/no question, a choice from a list, the hot-seat hand-off."""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ...safetext import printable
from .. import theme
from ..widgets.footer import Footer


class ConfirmScreen(ModalScreen[bool]):
    """Ask a yes/no question; y/Enter says yes, n/Esc says no."""

    BINDINGS = [
        Binding("y,enter", "answer(True)", "yes"),
        Binding("n,escape", "answer(False)", "no"),
    ]
    HINT = "y / Enter: yes     n / Esc: no"

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(theme.literal(self.question), classes="dialog-title")
            yield Static(self.HINT, classes="dim")
        yield Footer()

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class StrictConfirmScreen(ConfirmScreen, inherit_bindings=False):
    """A yes/no question about coins or a turn: only y says yes. The Enter or digit that opened it (perhaps still
    held down) cannot answer it."""

    BINDINGS = [
        Binding("y", "answer(True)", "yes"),
        Binding("n,escape", "answer(False)", "no"),
    ]
    HINT = "y: yes     n / Esc: no"


class ScoreCardScreen(ModalScreen[None]):
    """After a human's turn, before the hand-off: what the turn earned and why, and the new total (theirs only)."""

    BINDINGS = [Binding("enter,space,escape", "close", "continue")]

    def __init__(self, card: Text) -> None:
        super().__init__()
        self.card = card

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="scorecard"):
            yield Static(self.card)
            yield Static("Enter: continue (the keyboard is passed on next)", classes="dim")
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)


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
            yield Static(theme.literal(self.title_text), classes="dialog-title")
            yield OptionList(*[Option(theme.literal(label), id=value) for label, value in self.options], id="choices")
            yield Static(theme.literal(self.hint), classes="dim")
        yield Footer()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)

    def action_cancel(self) -> None:
        self.dismiss(None)


WHY_WIDTH = 60  # the hand-off box's reason wraps at this width


class HandoffScreen(Screen[None]):
    """Hot-seat hand-off: hides everything private until the next player presses Enter.

    Below the box, "Since your last turn" tells what the others did while the player looked away (``recap``:
    (seat, player name, sentence) per player turn, oldest first, coins hidden), as many of the newest as fit."""

    BINDINGS = [Binding("enter", "go", "I am here"), Binding("q", "quit", "quit")]

    def __init__(self, seat: int, players: Sequence[str], why: str = "",
                 recap: list[tuple[int | None, str, str]] | None = None) -> None:
        super().__init__()
        self.seat = seat
        self.players = list(players)
        self.why = why
        self.recap = list(recap or [])

    def _box_text(self) -> Text:
        text = Text("" if self.recap else "\n\n")  # with a summary below, the box gives up its top margin
        text.append("Pass the keyboard to\n\n", style="bold")
        text.append_text(theme.chip(self.players, self.seat))
        text.append("\n\n")
        if self.why:  # wrapped: the box is as wide as its longest line
            text.append(textwrap.fill(printable(self.why), WHY_WIDTH) + "\n\n")
        text.append(f"{printable(self.players[self.seat])}: press Enter when nobody else is looking.", style="dim")
        return text

    def compose(self) -> ComposeResult:
        recap = Static(id="handoff-recap")
        recap.border_title = "Since your last turn"
        with Vertical(id="handoff"):
            with Center():
                yield Static(self._box_text(), id="handoff-text")
            with Center(id="handoff-recap-row"):
                yield recap
        yield Footer()

    def on_mount(self) -> None:
        self._fit_recap(self.app.size.width, self.app.size.height)

    def on_resize(self, event: events.Resize) -> None:
        self._fit_recap(event.size.width, event.size.height)

    def recap_lines(self, width: int, height: int) -> list[Text]:
        """The summary's lines for a terminal of that size: each player turn wrapped under its chip, as many of
        the newest as fill the room, after a line saying how many earlier turns were left out."""
        box = len(self._box_text().plain.splitlines()) + 4  # border and padding
        room = height - 1 - box - 1 - 2  # footer, margin, the summary's border
        if not self.recap or room < 2:
            return []
        width = max(30, min(110, width - 6))
        return fit_newest([self._entry(self.players, seat, name, sentence, width)
                           for seat, name, sentence in self.recap], room)

    @staticmethod
    def _entry(players: Sequence[str], seat: int | None, name: str, sentence: str, width: int) -> list[Text]:
        """One player turn: chip, name and what they did, wrapped with the following lines indented."""
        head = Text()
        if seat is not None:
            head.append_text(theme.chip(players, seat, with_name=False))
        head.append(" ")
        head.append(printable(name), style=f"bold {theme.colour(seat)}" if seat is not None else "bold")
        head.append(": ")
        words = printable(sentence).split(" ")
        lines = [head]
        for word in words:
            line = lines[-1]
            if line.cell_len + 1 + len(word) > width and line.cell_len > 4:
                lines.append(Text("    "))
                line = lines[-1]
            elif line.plain and not line.plain.endswith(" "):
                line.append(" ")
            line.append(word)
        for line in lines:
            line.truncate(width, overflow="ellipsis")
        return lines

    def _fit_recap(self, width: int, height: int) -> None:
        lines = self.recap_lines(width, height)
        self.query_one("#handoff-recap-row").display = bool(lines)
        self.query_one("#handoff-recap", Static).update(Text("\n").join(lines))

    def action_go(self) -> None:
        self.dismiss(None)

    def action_quit(self) -> None:
        self.app.action_ask_quit()  # type: ignore[attr-defined]


def fit_newest(blocks: list[list[Text]], room: int) -> list[Text]:
    """The newest ``blocks`` (one per player turn, oldest first) that fit in ``room`` lines, after a line saying how
    many earlier ones were left out; when not even the newest fits whole, its first lines (the hand-off's summary
    and the one human's, screens/summary.py)."""
    kept: list[list[Text]] = []
    used = 0
    for block in reversed(blocks):
        more = 1 if len(kept) < len(blocks) - 1 else 0  # the "earlier" line, while some are left out
        if used + len(block) + more > room:
            break
        kept.insert(0, block)
        used += len(block)
    if not kept and blocks:  # not even the newest fits whole: its first lines
        kept = [blocks[-1][:max(1, room - (len(blocks) > 1))]]
    lines: list[Text] = []
    left = len(blocks) - len(kept)
    if left:
        lines.append(Text(f"… and {left} earlier {'turn' if left == 1 else 'turns'}", style="dim"))
    for block in kept:
        lines.extend(block)
    return lines
