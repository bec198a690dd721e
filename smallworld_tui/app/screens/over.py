"""Game over: every coin total revealed, the winner(s) with the tie-break explained, coins turn by turn."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from ...rules import Game
from .. import theme
from ..widgets.footer import Footer


def result_text(game: Game, hints: Sequence[int] = ()) -> Text:
    """The winners, the tie-break if any, every player's coins and tokens, and the hints each player took (H)."""
    out = Text()
    best = max(game.coins(s) for s in range(len(game.players)))
    tied = [s for s in range(len(game.players)) if game.coins(s) == best]
    winners = game.winners
    names = [game.players[s] for s in winners]
    out.append("Game over. ", style="bold")
    if len(winners) == 1:
        out.append(f"{names[0]} wins", style="bold")
    else:
        out.append(" and ".join(names) + " share the victory", style="bold")
    out.append(f" with {theme.plural(best, 'coin')}.\n")
    if len(tied) > 1:
        counts = ", ".join(f"{game.players[s]} {game.tokens_on_map(s)}" for s in tied)
        out.append(f"Tie on coins between {', '.join(game.players[s] for s in tied)}: the most race tokens on "
                   f"the map breaks it (R-END-2): {counts}.")
        if len(winners) > 1:
            out.append(" Still tied, so the victory is shared (R-END-3).")
        out.append("\n")
    out.append("\n")
    order = sorted(range(len(game.players)), key=lambda s: (-game.coins(s), -game.tokens_on_map(s), s))
    for rank, seat in enumerate(order, 1):
        out.append(f" {rank}. ")
        out.append_text(_padded_chip(game, seat))
        coins, tokens = game.coins(seat), game.tokens_on_map(seat)
        coin_word, token_word = ("coin " if coins == 1 else "coins"), ("token " if tokens == 1 else "tokens")
        out.append(f"  {coins:>3} {coin_word}   {tokens:>2} {token_word} on the map")
        if seat in winners:
            out.append("   winner", style="bold")
        out.append("\n")
    taken = [(seat, n) for seat, n in enumerate(hints) if n and seat < len(game.players)]
    if taken:
        out.append("\n")
        for seat, n in taken:
            out.append_text(theme.literal(f"{game.players[seat]} took {theme.plural(n, 'hint')}."))
            out.append("\n")
    return out


def _padded_chip(game: Game, seat: int) -> Text:
    """The player's chip and name, padded to the longest name so that the numbers after it line up."""
    chip = theme.chip(game.players, seat)
    chip.append(" " * (max(len(name) for name in game.players) - len(game.players[seat])))
    return chip


def chart_text(game: Game, height: int = 12, col: int = 5) -> Text:
    """Coins after each game turn, one initial per player and turn (plain characters)."""
    history = game.coin_history
    players = len(game.players)
    top = max(1, max(max(row) for row in history))
    out = Text()
    out.append("Coins turn by turn\n", style="bold")
    grid: list[list[list[int]]] = [[[] for _ in history] for _ in range(height)]
    for t, row in enumerate(history):
        for seat in range(players):
            level = round(row[seat] * (height - 1) / top)
            grid[height - 1 - level][t].append(seat)
    for r, cells in enumerate(grid):
        value = round(top * (height - 1 - r) / (height - 1))
        out.append(f"{value:>4} |", style="dim")
        for seats in cells:
            cell = Text()
            for seat in seats[:col - 1]:
                cell.append(theme.tags(game.players)[seat], style=f"bold {theme.colour(seat)}")
            cell.append(" " * (col - cell.cell_len))
            out.append_text(cell)
        out.append("\n")
    out.append("     +" + "-" * (col * len(history)) + "\n", style="dim")
    out.append("      " + "".join(f"{t:<{col}}" for t in range(len(history))) + "  turn\n", style="dim")
    out.append("\n")
    for seat in range(len(game.players)):
        out.append_text(_padded_chip(game, seat))
        out.append("  " + " ".join(f"{row[seat]:>3}" for row in history) + "\n")
    return out


class GameOverScreen(Screen[None]):
    BINDINGS = [
        Binding("n", "new_game", "new game"),
        Binding("s", "save", "save"),
        Binding("q,escape", "quit", "quit"),
    ]

    def __init__(self, game: Game, hints: Sequence[int] = ()) -> None:
        super().__init__()
        self.game = game
        self.hints = list(hints)  # per seat: the hints each player took (Session.hints)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="over"):
            yield Static(result_text(self.game, self.hints), id="result")
            yield Static(chart_text(self.game), id="chart")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#over").border_title = "Game over"

    def action_new_game(self) -> None:
        self.app.show_new_game()  # type: ignore[attr-defined]

    def action_save(self) -> None:
        self.app.action_save_game()  # type: ignore[attr-defined]

    def action_quit(self) -> None:
        self.app.exit()
