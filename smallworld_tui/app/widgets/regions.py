"""The region-adjacency panel: every region in a row, the selected one's neighbours marked, and below it what
the player to move can do there (the engine's ``conquest_cost`` / ``target_problem``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual import events
from textual.markup import escape

from ...rules import Game, RegionView
from ...safetext import printable
from .. import theme
from ..markers import region_marks
from ..texts import region_advice, region_borders, region_facts, region_secrets
from .mapview import target_costs
from .panels import GamePanel, ability_text

if TYPE_CHECKING:  # pragma: no cover
    from ..screens.game import GameScreen

DETAIL_LINES = 4


def holder(game: Game, view: RegionView, width: int) -> Text:
    """Who holds a region: the owner's chip, the race, the tokens, 'd' when in decline."""
    text = Text()
    if view.race is None:
        return text
    if view.owner is None:
        word = "tribe" if view.race == "Lost Tribe" else view.race.lower()[:6]  # Murlocs (W-MUR)
        text.append(f"{word} {view.tokens}", style="dim")
        return text
    text.append_text(theme.chip(game.players, view.owner, with_name=False))
    room = width - 5 - len(str(view.tokens)) - (2 if view.in_decline else 0)  # chip(3), 2 spaces, count, " d"
    text.append(f" {view.race[: max(3, room)]} {view.tokens}", style=theme.colour(view.owner))
    if view.in_decline:
        text.append(" d", style="dim italic")
    return text


def listed_regions(gs: GameScreen) -> list[int]:
    """The region ids the list shows under its filter (/): all, the targets now, mine, or one player's."""
    game = gs.session.game
    f = gs.list_filter
    if f is None:
        return list(range(len(game.board.regions)))
    if f == "targets":
        return sorted(target_costs(gs))
    seat = (gs.viewer if gs.viewer is not None else game.current_player) if f == "mine" else f
    return [r.id for r in game.board.regions if game.region(r.id).owner == seat]


def list_filter_name(gs: GameScreen) -> str:
    """The filter as the list's title shows it."""
    f = gs.list_filter
    if f is None:
        return ""
    if isinstance(f, str):  # "targets" or "mine"
        return " · " + ("targets now" if f == "targets" else "mine") + " (/ next filter)"
    return f" · held by {escape(printable(gs.session.game.players[f]))} (/ next filter)"  # a title is markup


class RegionsPanel(GamePanel):
    """Rendered from the game screen's state; windowed so the selected row is always visible."""

    DEFAULT_CSS = "RegionsPanel { height: 1fr; }"

    def __init__(self, game_screen: GameScreen, *, id: str | None = None) -> None:
        super().__init__(game_screen, id=id)
        self.top = 0

    def render(self) -> Text:
        gs = self.game_screen
        game = gs.session.game
        width = max(20, self.size.width)
        height = max(3, self.size.height)
        wide = width >= 66
        regions = game.board.regions
        sel = gs.sel_region
        adj = set(regions[sel].adjacent)
        edit = gs.edit
        acting = gs.costs_shown()
        ask = gs.cost_game() if acting else game
        # columns: mark(1) id(3) name(n) terrain(8|2) sym(3, islands 4) marks(m) holder(h) cost(5)
        hold_w = 17 if wide else 13
        marks_w = 12 if wide else 0
        terr_w = 9 if wide else 2
        sym_w = 4 if game.board.parts else 3  # islands add the entry anchor (theme.symbols)
        name_w = max(8, width - (1 + 4 + 1 + terr_w + sym_w + 1 + (marks_w + 1 if marks_w else 0) + hold_w + 6))
        out = Text(no_wrap=True, overflow="ellipsis")
        head = f" {'id':>3} {'name':<{name_w}} {'land' if wide else 't':<{terr_w - 1}} {'sym':<{sym_w}} "
        if marks_w:
            head += f"{'marks':<{marks_w}} "
        head += f"{'held by':<{hold_w}} {'plan' if edit else 'cost':>5}"
        out.append(head[:width] + "\n", style="bold")
        detail = self.detail(width, height)
        rows = max(1, height - 1 - len(detail.split()))
        listed = listed_regions(gs)
        at = listed.index(sel) if sel in listed else 0
        if at < self.top:
            self.top = at
        elif at >= self.top + rows:
            self.top = at - rows + 1
        self.top = max(0, min(self.top, max(0, len(listed) - rows)))
        if not listed:
            out.append(" No region matches this filter: / shows the next one.\n", style="dim")
            rows -= 1
        for rid in listed[self.top:self.top + rows]:
            reg = regions[rid]
            view = game.region(rid)
            line = Text()
            mark = "▶" if rid == sel else ("•" if rid in adj else " ")
            line.append(mark, style="bold")
            line.append(f"{rid:>3} ")
            line.append(f"{printable(reg.name)[:name_w]:<{name_w}} ", style="bold" if rid in adj else "")
            line.append_text(theme.terrain(reg.terrain, wide, style="dim" if reg.water else "", tinted=rid != sel))
            line.append(" ")
            line.append(theme.symbols(reg) + " ", style="bold")
            if marks_w:
                line.append(f"{' '.join(region_marks(game, view, short=True))[:marks_w]:<{marks_w}} ")
            who = holder(game, view, hold_w)
            who.truncate(hold_w, pad=True)
            line.append_text(who)
            if edit is not None:
                if edit.kind == "withdraw" and (rid in edit.counts or rid in (edit.camp_counts or {})):
                    plan = f"+{edit.counts.get(rid, 0)}"  # withdrawn tokens (and Encampments) are added
                    if edit.camp_counts is not None and rid in edit.camp_counts:
                        plan += f" +{edit.camp_counts[rid]}c"
                    line.append(f"{plan:>6}"[-6:], style="bold")
                elif rid in edit.counts:
                    n = edit.counts[rid]
                    plan = ("mark" if n else "·") if edit.picks else "->" + str(n)
                    line.append(f"{plan:>6}", style="bold reverse" if rid == sel else "bold")
                else:
                    line.append(" " * 6)
            elif acting:
                cost = ask.conquest_cost(rid)
                line.append(f"{'-' if cost is None else cost:>6}", style="bold" if cost is not None else "dim")
            if rid == sel:
                line.stylize("reverse")
            line.truncate(width)
            out.append_text(line)
            out.append("\n")
        shown = len(listed[self.top:self.top + rows])
        out.append("\n" * max(0, rows - shown))
        out.append_text(detail)
        return out

    def on_click(self, event: events.Click) -> None:
        """A click on a region's row selects it."""
        offset = event.get_content_offset(self)
        listed = listed_regions(self.game_screen)
        row = self.top + (offset.y - 1 if offset is not None else -1)  # the first line is the header
        if offset is not None and offset.y >= 1 and row < len(listed):
            self.game_screen.select_region(listed[row])

    def detail(self, width: int, height: int) -> Text:
        gs = self.game_screen
        game = gs.session.game
        rid = gs.sel_region
        reg = game.board.regions[rid]
        column = game.column_view() if gs.focus_panel == "combos" and gs.has_class("-short") else []
        if column:  # a short terminal has no room for the combos' abilities: they show here, both in full
            combo = column[min(gs.sel_combo, len(column) - 1)]
            abilities = ability_text(game, combo, width).split()
            keep = max(DETAIL_LINES - 1, min(len(abilities), height - 3))  # leave the header and two rows
            text = Text("─" * width + "\n", style="dim") if keep >= len(abilities) else Text()
            text.append_text(Text("\n").join(abilities[:keep]))
            return text
        lines: list[Text] = []
        rule = Text("─" * width, style="dim")
        lines.append(rule)
        first = Text()
        first.append(f"{rid} {printable(reg.name)}", style="bold")
        first.append_text(region_secrets(gs, rid))  # first: the line is cut at the panel's width
        first.append_text(region_facts(game, rid))
        lines.append(first)
        borders = region_borders(game, rid)
        # what the player can do here comes first: wrapped, it may take the neighbours' line (the • marks show
        # them) and, on a short terminal, the rule too
        advice = region_advice(gs, rid)
        wrapped = list(advice.wrap(self.app.console, width)) if advice.cell_len > width else [advice]
        room = DETAIL_LINES - 2
        if len(wrapped) > 1:
            if room < len(wrapped):
                lines.pop(0)  # the rule
                room += 1
        else:
            lines.append(borders)
        lines.extend(wrapped[:room])
        while len(lines) < DETAIL_LINES:
            lines.append(Text())
        out = Text(no_wrap=True, overflow="ellipsis")
        for i, line in enumerate(lines[:DETAIL_LINES]):
            line.truncate(width)
            out.append_text(line)
            if i < DETAIL_LINES - 1:
                out.append("\n")
        return out
