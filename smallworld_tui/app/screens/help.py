"""Help: every key, the legend, and the rules of the races and powers in play."""

from __future__ import annotations

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from ...rules import Game
from ...rules.ruleset import BASE
from .. import theme
from ..markers import legend as marker_legend
from ..scorecard import log_sentence
from ..widgets.footer import Footer
from ..widgets.mapview import ISLAND_LEGEND
from ..widgets.mapview import LEGEND as MAP_LEGEND
from ..wowtexts import ARTIFACTS, PLACES, SHORT, faction, is_wow, rule_text

KEYS = [
    ("arrows", "on the map: go to the region that lies that way; a mouse click selects a region or a combo"),
    ("up/down, j/k", "in the list (or the combos): move through it; PgUp/PgDn jump"),
    ("tab", "switch between the regions and the combo column"),
    ("i", "the map or the list of regions (one line each)"),
    ("/", "in the list: show all regions, the targets now, mine, or one player's"),
    ("] / [", "select the next / previous region you can conquer"),
    ("Enter, 1-6", "pick the highlighted combo / combo N (one that costs coins asks first: y picks it)"),
    ("c", "conquer the selected region"),
    ("r", "final conquest with the reinforcement die"),
    ("x", "abandon the selected region (before your first conquest)"),
    ("d", "decline your active race (start of turn; Stout also at the end)"),
    ("b / g / v", "Berserk roll / Dragon attack / Sorcerers convert"),
    ("C", "Championing (Small World of Warcraft): the Champion conquers the selected region; after redeploying, "
          "posts it there"),
    ("m", "redeploy: -/+ (or left/right) moves tokens, Enter confirms, Esc cancels"),
    ("w / n / h", "place withdrawn tokens / Encampments / Heroes (space toggles)"),
    ("f / a", "build a Fortress on the selected region / name a Diplomat ally"),
    ("t", "when your in-decline Ghouls and your active race may both move: switch which race the keys act "
          "for (the status line says which)"),
    ("e", "end: finish your turn with the engine's defaults (with tokens in hand it first says where they go)"),
    (":", "type any move in notation (right arrow completes; e.g. 'conquer 12')"),
    ("ctrl+z", "take back your own moves this turn (not past a roll or a pick)"),
    ("ctrl+s", "save into a named slot, or in a terminal type a path such as ~/sw.json (every move is also "
               "autosaved)"),
    ("?", "this help"),
    ("L", "the whole game log (what every player and computer player did), newest last"),
    ("q", "quit (asks first)"),
]


BASE_ONLY = {"b / g / v", "f / a", "t", "LT2"}  # keys and marks of the base game's races, powers and map
WOW_ONLY = {"C"}
WOW_ROWS = {  # the same key or mark, as Small World of Warcraft has it
    "w / n / h": ("w", "place withdrawn tokens (-/+ per region, Enter confirms)"),
    ":": (":", "type any move in notation (right arrow completes; e.g. 'conquer 12'); the races', powers' and "
               "Artifacts' own moves (assault, swap, bomb, objectives, intimidate…) are typed here: the status line "
               "names those on offer"),
    "= ♣ n \" ^": ("= ♣ n \" ^", "fields, forest, hill, swamp, mountain (the mountain is also its Mountain marker)"),
    "⚒ ✦ ◎": ("✦ ◎", "magic source, cavern"),
}


def _for_ruleset(rows: list[tuple[str, str]] | tuple[tuple[str, str], ...], wow: bool) -> list[tuple[str, str]]:
    """The rows that apply to the game's ruleset: the base game's own keys and marks left out of a Small World of
    Warcraft game (no Berserk, Lost Tribe or mine there), and the reverse."""
    if not wow:
        return [row for row in rows if row[0] not in WOW_ONLY]
    return [WOW_ROWS.get(key, (key, what)) for key, what in rows if key not in BASE_ONLY]


def _grid(rows: list[tuple[str, str]], key_width: int) -> Table:
    """Two columns, the second wrapping under itself (a hanging indent), not under the keys."""
    grid = Table.grid(padding=(0, 1), expand=True)
    grid.add_column(width=key_width, no_wrap=True, style="bold")
    grid.add_column(ratio=1)
    for key, what in rows:
        grid.add_row(Text(key), Text(what))
    return grid


def _heading(title: str) -> Text:
    return Text("\n" + title, style="bold underline")


COMBO_LEGEND = [
    ("1 Race · Power", "the combo's position (1 is free, N costs N-1 coins), its race and special power"),
    ("10t", "the tokens it brings (race banner + power badge)"),
    ("free / 2c", "what picking it costs: 1 coin on each combo above it"),
    ("+3", "coins lying on it, yours if you pick it"),
]

PLAYER_LEGEND = [
    ("A  Ann", "the player's chip: initial on their colour; ▶ marks whose move it is"),
    ("(greedy) / *", "a computer player and its level (* in the one-line form)"),
    ("3h 4r", "one-line form (5 players, small terminals): 3 tokens in hand, 4 regions"),
    ("4 rg", "regions held by the active race; 'on map' its tokens on the board; 'aside' Amazons' spare tokens"),
    ("●●● c", "another player's coins: secret until the game ends"),
]


def help_text(game: Game | None) -> Group:
    """The help as rich renderables: keys, legends, and the races and powers in play (no rule IDs: they are
    for the rules reference, not for the table)."""
    wow = game is not None and is_wow(game)
    parts: list = [Text("Keys", style="bold underline"), _grid(_for_ruleset(KEYS, wow), 14)]
    terrains = "  ".join(f"{glyph} {'fields' if wow and word == 'farmland' else word}"
                         for word, (glyph, _) in theme.TERRAIN.items())  # W-MAP-4: "fields" = base farmland
    parts += [_heading("Legend"), _grid([
        ("land", terrains),
        ("symbols", f"✦ magic source  ◎ cavern  {theme.ANCHOR} entry region" if wow else
         "⚒ mine  ✦ magic source  ◎ cavern"),
        ("marks", "mtn mountain, then the markers as on the map (below)"),
        ("held by", "player initial, race, tokens; 'd' = in decline; cost = tokens needed to conquer now"),
        ("▶ •", "the selected region, and its neighbours"),
    ], 14)]
    parts += [_heading("The combo column"), _grid(COMBO_LEGEND, 14)]
    parts += [_heading("The players"), _grid(PLAYER_LEGEND, 14)]
    parts += [_heading("On the map"),
              Text("Walls are drawn only between different regions: regions sharing a wall are adjacent; the outer "
                   "frame is the board's edge."),
              _grid([*_for_ruleset(MAP_LEGEND, wow), *marker_legend(game.ruleset if game is not None else BASE)], 14)]
    if game is not None:
        races: list[str] = []
        powers: list[str] = []
        for combo in game.column_view():
            races.append(combo.race)
            powers.append(combo.power)
        for seat in range(len(game.players)):
            for view in game.races(seat):
                races.append(view.name)
                powers.append(view.power)
        catalogue = game.ruleset
        parts += [_heading("Races in play"), _grid([(name, race_line(game, name, catalogue.races[name].banner))
                                                   for name in dict.fromkeys(races)], 14)]
        parts += [_heading("Powers in play"),
                  _grid([(name, f"+{catalogue.powers[name].badge} tokens  {rule_text(game, name, True)}")
                         for name in dict.fromkeys(powers)], 14)]
        if is_wow(game):
            factions = ("A H N", "a race's faction before its name in the combo column: Alliance, Horde or Neutral. "
                                 "Each turn a race earns 1 coin per race of the opposing faction it took a "
                                 "region from; Neutral races oppose nobody")
            harmony = ("Harmony", "in the players panel: the player holds a Harmony token of the Pandaren and pays "
                                  "their owner 2 coins before attacking them in a turn")
            parts += [_heading("The islands"), _grid([*ISLAND_LEGEND, factions, harmony], 14),
                      _heading("Artifacts"), _grid(_with_short(ARTIFACTS), 20),
                      _heading("Legendary Places"), _grid(_with_short(PLACES), 20)]
    return Group(*parts)


def _with_short(table: dict[str, str]) -> list[tuple[str, str]]:
    """An Artifact's or Place's help row, with the short name the map gives it once face up ("Portl")."""
    return [(name, f"{text} On the map: {SHORT[name]}." if SHORT.get(name, name) != name else text)
            for name, text in table.items()]


def race_line(game: Game, name: str, banner: int) -> str:
    """A race's help line: its tokens, its faction in a WoW game (W-FACT-1), its rule."""
    side = faction(game, name)
    return f"{banner:>2} tokens  {side + ': ' if side else ''}{rule_text(game, name)}"


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
            out.append_text(theme.chip(game.players, event.seat, with_name=False))
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
