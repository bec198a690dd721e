"""Help: every key, the legend, and the rules of the races and powers in play."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from ...rules import Game
from ...rules.ability import Arg, Point
from ...rules.ruleset import Ruleset
from .. import theme
from ..keys import piece_keys
from ..markers import faction, rule_text
from ..markers import legend as marker_legend
from ..scorecard import log_sentence
from ..widgets.footer import Footer
from ..widgets.mapview import ISLAND_LEGEND, islands_of
from ..widgets.mapview import LEGEND as MAP_LEGEND

CONQUEST_KEYS = "conquest keys"  # where the rows below take the keys the pieces' moves declare (AbilityMove.key)
EDIT_KEYS = "edit keys"
OTHER_KEYS = "other keys"
KEYS = [
    ("arrows", "on the map: go to the region that lies that way; a mouse click selects a region or a combo"),
    ("up/down, j/k", "in the list (or the combos): move through it; PgUp/PgDn jump"),
    ("tab", "switch between the regions and the combo column"),
    ("i", "the map or the list of regions (one line each)"),
    ("/", "in the list: show all regions, the targets now, mine, or one player's"),
    ("] / [", "select the next / previous region you can conquer (at a question naming a region: those it may "
              "name)"),
    ("Enter, 1-6", "pick the highlighted combo / combo N (one that costs coins asks first: y picks it)"),
    ("c", "conquer the selected region"),
    ("r", "final conquest with the reinforcement die"),
    ("x", "abandon the selected region (before your first conquest)"),
    ("d", "decline your active race (start of turn; Stout also at the end)"),
    (CONQUEST_KEYS, ""),
    ("m", "redeploy: arrows choose a region, -/+ move tokens, Enter confirms (asks first when it ends the turn), "
          "Esc cancels"),
    (EDIT_KEYS, "place withdrawn tokens"),
    ("space", "at a question naming regions (Heroes, or a move typed 'word A B'): mark or unmark the selected "
              "region; the status line counts the marks, Enter plays them (or says the engine's reason), Esc clears"),
    (OTHER_KEYS, ""),
    ("t", "when your in-decline Ghouls and your active race may both move: switch which race the keys act "
          "for (the status line says which)"),
    ("e", "end: finish your turn with the engine's defaults (with tokens in hand it first says where they go)"),
    (":", "type any move in notation (right arrow completes; e.g. 'conquer 12')"),
    ("ctrl+z", "take back your own moves this turn (not past a roll or a pick)"),
    ("ctrl+s", "save into a named slot, or in a terminal type a path such as ~/sw.json (every move is also "
               "autosaved)"),
    ("?", "this help"),
    ("L", "the whole game log (what every player and computer player did), newest last"),
    ("P", "while computer players move: the pace of their moves (instant, fast, normal, step; remembered)"),
    ("F / space", "finish the computer players' turns at once / at the step pace, their next move"),
    ("R", "alone among computer players: \"Since your last turn\" again"),
    ("H", "a hint: the expert's move for you and why, its regions marked on the map; Enter plays it (asking what "
          "the keys would ask), any other key dismisses it (or cancels the thinking)"),
    ("q", "quit (asks first)"),
]


def key_rows(ruleset: Ruleset) -> list[tuple[str, str]]:
    """The help's keys for ``ruleset``: the app's own, with the keys its pieces' moves declare (a conquest move's in
    one row, a layout's beside the withdrawal's, the others' in one row), the Ghouls' switch when a race of the
    catalogue acts in decline, and the moves without a key named where they are typed."""
    keyed = piece_keys(ruleset)
    moves = [shared[0] for shared in keyed.values()]  # a key's first move places it; its words name every move
    words = {key: " or ".join(dict.fromkeys(m.keys for m in shared if m.keys)) for key, shared in keyed.items()}
    conquest = [m for m in moves if m.at is Point.CONQUER]
    edits = [m for m in moves if m.at is not Point.CONQUER and m.arg in (Arg.LAYOUT, Arg.REGIONS)]
    others = [m for m in moves if m not in conquest and m not in edits]  # by turn point (piece_keys)
    typed = [kind for kind, (_, move) in ruleset.moves.items() if not move.key and not move.way]  # (another way of
    # conquering is asked by c)
    ways = [move.way for _, move in ruleset.moves.values() if move.way]
    rows = []
    for key, what in KEYS:
        if key == CONQUEST_KEYS:
            key, what = " / ".join(m.key for m in conquest), " / ".join(words[m.key] for m in conquest)
        elif key == EDIT_KEYS:
            key = " / ".join(["w", *(m.key for m in edits)])
            what = " / ".join([what, *(words[m.key] for m in edits)]) if edits else \
                what + " (-/+ per region, Enter confirms)"
        elif key == OTHER_KEYS:
            key, what = " / ".join(m.key for m in others), " / ".join(words[m.key] for m in others)
        elif key == "c" and ways:  # AbilityMove.way: the conquer key asks which way
            what += "; where a piece offers another way (" + "; ".join(ways) + ") it asks which, from a list"
        elif key == "e" and any(m.may for _, m in ruleset.moves.values()):  # X-INT-13
            what += "; at a question whose default you may also decline (Winter): asks which"
        elif key == "Enter, 1-6" and any(not m.key and m.at is not Point.CONQUER for _, m in ruleset.moves.values()):
            what += "; at a piece's question with no key of its own: its answers in a list"
        elif key == "t" and not any(race.keeps_all_on_decline for race in ruleset.races.values()):
            continue  # R-RACE-GHOULS: only a race conquering in decline has two races to act for
        elif key == ":" and typed:
            what += ("; the races', powers' and other pieces' own moves (" + ", ".join(typed[:5]) +
                     ("…" if len(typed) > 5 else "") + ") are typed here: the status line names those on offer")
        if key:
            rows.append((key, what))
    return rows


def map_rows(game: Game | None) -> list[tuple[str | Text, str]]:
    """The map's legend for this game: the terrain in its ruleset's words, the symbols its board has, and in place
    of the base game's Lost Tribe row the rows its ruleset declares for its own pieces (``Ruleset.legend``)."""
    ruleset = game.ruleset if game is not None else None
    mines = game is None or any(r.mine for r in game.board.regions)
    rows: list[tuple[str | Text, str]] = []
    for key, what in MAP_LEGEND:
        shown: str | Text = key
        if key == "LT2":
            rows += list(ruleset.legend) if ruleset is not None else [(key, what)]
            continue
        if key.startswith("= "):  # the land glyphs in their tints, as the map draws them
            shown = theme.terrain_glyphs([t for t in theme.TERRAIN if t not in ("sea", "lake")])
            for word, said in (ruleset.words if ruleset is not None else {}).items():
                what = what.replace(word, said)
        if key == "~≈~":
            shown = Text(key, style=theme.TERRAIN_COLOURS["sea"])  # as the map's water, in any terminal
        if key.startswith("⚒") and not mines:
            shown, what = key.removeprefix("⚒ "), what.removeprefix("mine, ")
        rows.append((shown, what))
    return rows


def _grid(rows: Sequence[tuple[str | Text, str | Text]], key_width: int) -> Table:
    """Two columns, the second wrapping under itself (a hanging indent), not under the keys."""
    grid = Table.grid(padding=(0, 1), expand=True)
    grid.add_column(width=key_width, no_wrap=True, style="bold")
    grid.add_column(ratio=1)
    for key, what in rows:
        grid.add_row(Text(key) if isinstance(key, str) else key, Text(what) if isinstance(what, str) else what)
    return grid


def _heading(title: str) -> Text:
    return Text("\n" + title, style="bold underline")


COMBO_LEGEND = [
    ("1 Race · Power", "the combo's position (1 is free), its race and special power"),
    ("10t", "the tokens it brings (race banner + power badge)"),
    ("free / 2c", "what picking it costs: 1 coin on each combo above it (3 on a Cursed one, an expansion)"),
    ("+3", "coins lying on it, yours if you pick it"),
]

PLAYER_LEGEND = [
    ("A  Ann", "the player's chip: initial on their colour; ▶ marks whose move it is"),
    ("(greedy) / *", "a computer player and its level (* in the one-line form)"),
    ("3h 4r", "one-line form (5 players, small terminals): 3 tokens in hand, 4 regions"),
    ("4 rg", "regions held by the active race; 'on map' its tokens on the board; 'aside' tokens set aside until "
             "its next turn (the Amazons' 4, the Pixies')"),
    ("●●● c", "another player's coins: secret until the game ends"),
]


def help_text(game: Game | None) -> Group:
    """The help as rich renderables: keys, legends, and the races and powers in play (no rule IDs: they are
    for the rules reference, not for the table)."""
    ruleset = game.ruleset if game is not None else None
    islands = game is not None and bool(islands_of(game.board))
    mines = game is None or any(r.mine for r in game.board.regions)
    parts: list[Table | Text] = [Text("Keys", style="bold underline"),
                                 _grid(key_rows(ruleset) if ruleset is not None else key_rows_base(), 14)]
    words = ruleset.words if ruleset is not None else {}
    terrains = theme.terrain_glyphs(list(theme.TERRAIN), words, sep="  ")
    symbols = "  ".join([*(["⚒ mine"] if mines else []), "✦ magic source", "◎ cavern",
                         *([f"{theme.ANCHOR} entry region"] if islands else [])])
    parts += [_heading("Legend"), _grid([
        ("land", terrains),
        ("symbols", symbols),
        ("marks", "mtn mountain, then the markers as on the map (below)"),
        ("held by", "player initial, race, tokens; 'd' = in decline; cost = tokens needed to conquer now"),
        ("▶ •", "the selected region, and its neighbours"),
    ], 14)]
    parts += [_heading("The combo column"), _grid(COMBO_LEGEND, 14)]
    parts += [_heading("The players"), _grid(PLAYER_LEGEND, 14)]
    parts += [_heading("On the map"),
              Text("Walls are drawn only between different regions: regions sharing a wall are adjacent; the outer "
                   "frame is the board's edge."),
              _grid([*map_rows(game), *marker_legend(ruleset if ruleset is not None else _base())], 14)]
    if game is not None and ruleset is not None:
        races: list[str] = []
        powers: list[str] = []
        for combo in game.column_view():
            races.append(combo.race)
            powers.append(combo.power)
        for seat in range(len(game.players)):
            for view in game.races(seat):
                races.append(view.name)
                powers.append(view.power)
        parts += [_heading("Races in play"), _grid([(name, race_line(game, name, ruleset.races[name].banner))
                                                   for name in dict.fromkeys(races)], 14)]
        parts += [_heading("Powers in play"),
                  _grid([(name, f"+{ruleset.powers[name].badge} tokens  {rule_text(game, name, True)}")
                         for name in dict.fromkeys(powers)], 14)]
        notes = [*(ISLAND_LEGEND if islands else ()), *ruleset.notes]
        if notes:
            parts += [_heading("The islands" if islands else "Notes"), _grid(notes, 14)]
        groups: dict[str, list[tuple[str, str]]] = {}
        for piece in sorted(ruleset.others, key=lambda p: (p.group, p.name)):  # the pieces beyond races and powers
            if piece.group:
                text = piece.help or piece.text
                if piece.map_name and piece.map_name != piece.name:  # the short name the map gives it face up
                    text += f" On the map: {piece.map_name}."
                groups.setdefault(piece.group, []).append((piece.name, text))
        for group, rows in groups.items():
            parts += [_heading(group), _grid(rows, 20)]
    return Group(*parts)


def _base() -> Ruleset:
    """The base game's ruleset, for the help shown before any game (the title screen)."""
    from ...rules.ruleset import BASE  # here: the title screen draws before the engine is imported

    return BASE


def key_rows_base() -> list[tuple[str, str]]:
    return key_rows(_base())


def race_line(game: Game, name: str, banner: int) -> str:
    """A race's help line: its tokens, its printed faction if it has one (W-FACT-1), its rule."""
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
