"""One human among computer players: "Since your last turn" when their turn opens, as the hand-off tells it.

A single human never sees a hand-off, so this screen brings them its summary (``recap``: the others' turns, one
sentence each, coins hidden) over the map. Enter, space or Esc closes it; ``R`` on the game screen opens it again.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from ..widgets.footer import Footer
from .dialogs import HandoffScreen, fit_newest


class SummaryScreen(ModalScreen[None]):
    """The others' turns since the player's last, newest last, as many as fit the terminal."""

    BINDINGS = [Binding("enter,space,escape", "close", "continue"), Binding("q", "quit", "quit")]

    def __init__(self, players: Sequence[str], recap: list[tuple[int, str]]) -> None:
        super().__init__()
        self.players = list(players)
        self.recap = list(recap)

    def lines(self, width: int, height: int) -> list[Text]:
        """Each turn wrapped under its chip; the newest that fit, after a line counting those left out."""
        width = max(30, min(88, width - 10))  # inside the wide dialog (96 columns, its border and padding)
        room = max(1, height - 8)  # border, hint, footer
        return fit_newest([HandoffScreen._entry(self.players, seat, self.players[seat], sentence, width)
                           for seat, sentence in self.recap], room)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide", id="summary"):
            yield Static("Since your last turn", classes="dialog-title")
            yield Static(Text("\n").join(self.lines(self.app.size.width, self.app.size.height)), id="summary-text")
            yield Static("Enter: to the map (R shows this again)", classes="dim")
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)

    def action_quit(self) -> None:
        self.app.action_ask_quit()  # type: ignore[attr-defined]
