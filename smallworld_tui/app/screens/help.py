"""Help: every key, the legend, and the rules of the races and powers in play."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from ...rules import POWERS, RACES, Game
from .. import theme
from ..scorecard import log_sentence
from ..widgets.mapview import LEGEND as MAP_LEGEND

KEYS = [
    ("arrows", "on the map: go to the region that lies that way; a mouse click selects a region or a combo"),
    ("up/down, j/k", "in the list (or the combos): move through it; PgUp/PgDn jump"),
    ("tab", "switch between the regions and the combo column"),
    ("i", "the map or the list of regions (one line each)"),
    ("/", "in the list: show all regions, the targets now, mine, or one player's"),
    ("] / [", "select the next / previous region you can conquer"),
    ("Enter, 1-6", "pick the highlighted combo / combo N"),
    ("c", "conquer the selected region"),
    ("r", "final conquest with the reinforcement die"),
    ("x", "abandon the selected region (before your first conquest)"),
    ("d", "decline your active race (start of turn; Stout also at the end)"),
    ("b / g / v", "Berserk roll / Dragon attack / Sorcerers convert"),
    ("m", "redeploy: -/+ (or left/right) moves tokens, Enter confirms, Esc cancels"),
    ("w / n / h", "place withdrawn tokens / Encampments / Heroes (space toggles)"),
    ("f / a", "build a Fortress on the selected region / name a Diplomat ally"),
    ("t", "when your in-decline Ghouls and your active race may both move: switch which race the keys act "
          "for (the status line says which)"),
    ("e", "end: finish your turn with the engine's defaults"),
    (":", "type any move in notation (right arrow completes; e.g. 'conquer 12')"),
    ("ctrl+z", "take back your own moves this turn (not past a roll or a pick)"),
    ("ctrl+s", "save into a named slot (every move is also autosaved)"),
    ("?", "this help"),
    ("L", "the whole game log (what every player and computer player did), newest last"),
    ("q", "quit (asks first)"),
]


def help_text(game: Game | None) -> Text:
    out = Text()
    out.append("Keys\n", style="bold underline")
    for key, what in KEYS:
        out.append(f"  {key:<14}", style="bold")
        out.append(what + "\n")
    out.append("\nLegend\n", style="bold underline")
    terrains = "  ".join(f"{glyph} {word}" for word, (glyph, _) in theme.TERRAIN.items())
    out.append(f"  land: {terrains}\n")
    out.append("  symbols: ⚒ mine  ✦ magic source  ◎ cavern\n")
    out.append("  marks: mtn mountain, lair troll lair, fort fortress, campN encampments, hole, hero, drgn dragon\n")
    out.append("  held by: player initial, race, tokens; 'd' = in decline; cost = tokens needed to conquer now\n")
    out.append("  ▶ selected region, • its neighbours; coins of other players show as ●●● (secret)\n")
    out.append("\nOn the map\n", style="bold underline")
    out.append("  Walls are drawn only between different regions: regions sharing a wall are adjacent; the outer frame "
               "is the board's edge.\n")
    for glyph, what in MAP_LEGEND:
        out.append(f"  {glyph:<10}", style="bold")
        out.append(what + "\n")
    if game is None:
        return out
    races: list[str] = []
    powers: list[str] = []
    for combo in game.column_view():
        races.append(combo.race)
        powers.append(combo.power)
    for seat in range(len(game.players)):
        for view in game.races(seat):
            races.append(view.name)
            powers.append(view.power)
    out.append("\nRaces in play\n", style="bold underline")
    for name in dict.fromkeys(races):
        race = RACES[name]
        out.append(f"  {name:<10}", style="bold")
        out.append(f"{race.banner:>2} tokens  {race.text}  ({race.rule})\n")
    out.append("\nPowers in play\n", style="bold underline")
    for name in dict.fromkeys(powers):
        power = POWERS[name]
        out.append(f"  {name:<14}", style="bold")
        out.append(f"+{power.badge} tokens  {power.text}  ({power.rule})\n")
    return out


class HelpScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,question_mark,q", "close", "close")]

    def __init__(self, game: Game | None = None) -> None:
        super().__init__()
        self.game = game

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help"):
            yield Static(help_text(self.game))
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#help").border_title = "Help"
        self.query_one("#help").focus()

    def action_close(self) -> None:
        self.dismiss(None)


def log_text(game: Game, viewer: int | None, reveal_all: bool = False) -> Text:
    """Every event in words; only the viewer's own income is shown (R-HIDE-3), all of it once the game is over."""
    out = Text()
    for event in game.log:
        if event.kind in ("start", "redeploy"):
            continue
        reveal = reveal_all or (event.kind == "score" and event.seat == viewer)
        if event.seat is not None and event.kind != "turn":
            out.append_text(theme.chip(event.seat, game.players[event.seat], with_name=False))
            out.append(" ")
        else:
            out.append("    ")
        sentence = log_sentence(event, game, reveal)
        out.append(sentence + "\n", style="bold" if event.kind == "turn" else "")
    out.rstrip()
    return out


class LogScreen(ModalScreen[None]):
    """The whole game log, scrolled to the newest event."""

    BINDINGS = [Binding("escape,L,q", "close", "close")]

    def __init__(self, game: Game, viewer: int | None, reveal_all: bool = False) -> None:
        super().__init__()
        self.game, self.viewer, self.reveal_all = game, viewer, reveal_all

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help"):
            yield Static(log_text(self.game, self.viewer, self.reveal_all))
        yield Footer()

    def on_mount(self) -> None:
        scroll = self.query_one("#help", VerticalScroll)
        scroll.border_title = "Game log (up/down, PgUp/PgDn scroll; Esc closes)"
        scroll.focus()
        self.call_after_refresh(scroll.scroll_end, animate=False)

    def action_close(self) -> None:
        self.dismiss(None)
