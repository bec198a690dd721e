"""The board as a map: every region drawn where the board file's ``layout:`` puts it, walls only between
different regions, water textured, and on each region its id, holder, markers and (when it is a target now) the
engine's cost. Below it, the selected region in full words.

Static geometry comes from ``mapgeom`` (cached per size); a redraw paints only labels and styles over it, with
Textual's line API (one Strip per row). What is legal and what it costs comes from the engine: the session's
``legal()`` moves and ``conquest_cost``; the app never decides a rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Self

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.events import Click
from textual.strip import Strip
from textual.widgets import Static

from ...rules import Board, Game, Region, RegionView
from ...safetext import printable
from .. import theme
from ..markers import map_forms
from ..texts import region_advice, region_borders, region_facts, region_secrets
from .mapgeom import (
    Geometry,
    Islands,
    choose,
    choose_islands,
    geometry,
    islands_geometry,
    neighbours_by_direction,
    step,
)
from .panels import GamePanel, LogPanel

if TYPE_CHECKING:  # pragma: no cover
    from ..screens.game import GameScreen

# glyphs on the map (the help's legend explains each)
TARGET = "→"  # a legal target now; the number after it is the engine's cost
RECENT = "*"  # changed hands since this player's last turn
SELECTED = "▶"
MOVED = "◆"  # touched by the computer player's move on screen, or named by the hint (its id reversed too; the
# caption or the hint says what)
LEGEND = (
    ("12", "the region's id (the list, the detail line and notation use it too)"),
    ("= ♣ n \" ^", "farmland, forest, hill, swamp, mountain (the mountain is also its Mountain marker)"),
    ("⚒ ✦ ◎", "mine, magic source, cavern"),
    (f"{TARGET}3", "a region you can conquer now, and its cost in tokens (from the engine)"),
    ("A3", "a player's active race (upper case: the player's letter on their colour) and its tokens; wider "
           "regions add the race"),
    ("a3", "lower case, no chip: a race in decline"),
    ("symbol", "a marker (the rows below say which); a letter is always a player's race, never a marker"),
    ("LT2", "a Lost Tribe and its tokens"),
    (SELECTED, "the selected region (also shown reversed); its full detail is under the map"),
    (RECENT, "changed hands since your last turn (shown until your first move)"),
    (f"{MOVED}7", "reversed: a region the computer player's move on screen touched, or the hint (H) names (the "
                  "status line or the hint tells it)"),
    ("=3", "while placing tokens: your plan for this region"),
    ("✓ ·", "while choosing regions for a move (Heroes, space toggles): marked, or one you may mark"),
    ("~≈~", "water: a sea or a lake"),
    ("+", "more lies on the region than it can show: the detail under the map names it all"),
    ("▲ ▼", "the map goes on above or below (it follows the selected region)"),
    ("underline", "at 80x24 (compact map): a wall below those cells"),
)
ISLAND_LEGEND = (  # a board of islands (the help adds it for a game on islands; its ruleset's pieces: Ruleset.legend)
    ("╭ L1a ╮", "an island, framed and named by its face (no region is adjacent to another island's)"),
    (theme.ANCHOR, "an entry region (an anchor): ships land there; a first conquest starts on one"),
)

DETAIL_ROOM = 6  # lines the selected region's detail under the islands usually takes (name, neighbours, advice)
NO_PLAYER = {"Lost Tribe": "LT"}  # pieces no player owns, shortened on the map (others: their first 2 letters)
WALL = Style(color="grey62")
WATER = Style(color=theme.TERRAIN_COLOURS["sea"])
TINTS = {t: Style(color=c) for t, c in theme.TERRAIN_COLOURS.items()}  # each terrain glyph in its tint (theme)
BASE = Style()
BOLD = Style(bold=True)
DIM = Style(dim=True)
SEL = Style(reverse=True, bold=True)
SEL_FILL = Style(bgcolor="grey23")
COST = Style(bold=True, color="#000000", bgcolor="#f5f5f5")
TITLE = Style(bold=True)
MORE = Style(bold=True, reverse=True)  # the arrow saying the map goes on above or below the view
UNDERLINE = Style(underline=True)


def islands_of(board: Board) -> Islands:
    """The board's islands as (face id, grid in region ids), in its order; () for a board of one grid."""
    return tuple((printable(island.name), island.layout) for island in board.parts)  # face ids: FACE_IDS only


def has_map(board: Board) -> bool:
    """The board can be drawn: one layout grid, or islands."""
    return board.layout is not None or bool(board.parts)


BREAK = ("\n", Style())  # in a label's form: the rest goes on the next line


def holder_forms(game: Game, view: RegionView) -> list[tuple[list[tuple[str, Style]], int]]:
    """Who holds a region, longest form first: ([(text, style)], width)."""
    if view.race is None:
        return []
    if view.owner is None:  # a Lost Tribe, or Small World of Warcraft's Murlocs (W-MUR): no player's
        text = f"{NO_PLAYER.get(view.race, view.race[:2])}{view.tokens}"
        return [([(text, DIM)], len(text))]
    tag = theme.tags(game.players)[view.owner]  # distinct per player: colour is never the only cue
    colour = theme.colour(view.owner)
    if view.in_decline:
        head, head_style = tag.lower(), Style(color=colour, italic=True)
        tail_style = Style(color=colour, italic=True, dim=True)
    else:
        head, head_style = tag, Style(color="#000000", bgcolor=colour, bold=True)
        tail_style = Style(color=colour, bold=True)
    out = []
    for race in (view.race, ""):  # the whole name or none (the detail under the map names it): never cut
        tail = f"{race} {view.tokens}" if race else str(view.tokens)
        sep = ":" if race else ""
        out.append(([(head, head_style), (sep + tail, tail_style)], 1 + len(sep) + len(tail)))
        if race == view.race:  # the whole name on a line of its own, the count under it, before any cut name
            out.append(([(head, head_style), (sep + race, tail_style), BREAK, (str(view.tokens), tail_style)],
                        1 + len(sep) + len(race)))
    return out


def target_costs(gs: GameScreen) -> dict[int, int]:
    """Region -> cost for every region the acting race may attack now: the engine's legal conquer/roll moves,
    each with its ``conquest_cost`` (empty when no costs apply: not this player's conquest phase)."""
    if not gs.costs_shown():
        return {}
    ghouls = gs.for_ghouls
    ask = gs.cost_game()
    out: dict[int, int] = {}
    for action in gs.session.legal():
        if action.kind in ("conquer", "roll") and action.ghouls == ghouls and action.region is not None \
                and action.region not in out:
            cost = ask.conquest_cost(action.region)
            if cost is not None:
                out[action.region] = cost
    return out


def _flow(first: tuple[str, Style], pieces: list[list[tuple[list[tuple[str, Style]], int]]], h: int,
          w: int) -> tuple[list[list[tuple[str, Style]]], list[int], int]:
    """Flow a label's pieces, each in its longest form that fits, after ``first`` into ``h`` lines of ``w``
    characters: (lines, their widths, how many pieces found room). A form holding ``BREAK`` takes the lines
    after it for its rest (a race's whole name, its count under it)."""
    lines: list[list[tuple[str, Style]]] = [[first]]
    widths = [len(first[0])]
    placed = 0
    for forms in pieces:
        for parts, size in forms:
            if BREAK in parts:
                cut = parts.index(BREAK)
                rest = parts[cut + 1:]
                more = sum(len(t) for t, _ in rest)
                if more > w:
                    continue
                if widths[-1] + 1 + size <= w and len(lines) + 1 <= h:
                    lines[-1].append((" ", BASE))
                    lines[-1].extend(parts[:cut])
                    widths[-1] += 1 + size
                elif len(lines) + 2 <= h and size <= w:
                    lines.append(list(parts[:cut]))
                    widths.append(size)
                else:
                    continue
                lines.append(list(rest))
                widths.append(more)
                placed += 1
                break
            if widths[-1] + 1 + size <= w:
                lines[-1].append((" ", BASE))
                lines[-1].extend(parts)
                widths[-1] += 1 + size
                placed += 1
                break
            if len(lines) < h and size <= w:
                lines.append(list(parts))
                widths.append(size)
                placed += 1
                break
    return lines, widths, placed


def _beside_cost(lines: list[list[tuple[str, Style]]], widths: list[int], glyph: str, tint: Style, w: int) -> None:
    """Put the terrain ``glyph`` right after the cost, on the cost's line, when that line has room for it."""
    for i, line in enumerate(lines):
        at = next((k for k, (text, style) in enumerate(line) if style is COST), None)
        if at is not None:
            if widths[i] + len(glyph) > w and line[-1][0] == " +":  # "→3\"+": the "+" gives up its space
                line[-1] = ("+", line[-1][1])
                widths[i] -= 1
            if widths[i] + len(glyph) <= w:
                line.insert(at + 1, (glyph, tint))
                widths[i] += len(glyph)
            return


class MapView(GamePanel):
    """The map, centred across its space; the cell size adapts to the room (full form, else compact)."""

    DEFAULT_CSS = "MapView { height: 1fr; }"

    def __init__(self, game_screen: GameScreen, *, id: str | None = None) -> None:
        super().__init__(game_screen, id=id)
        self._strips: list[Strip] | None = None
        self._geo: Geometry | None = None
        self._origin = (0, 0)
        self._scroll = 0  # map rows above the view when the map is taller than its space (the smallest cells)
        self._state_key: tuple[object, ...] | None = None
        self._state: dict[int, tuple[RegionView, int | None]] = {}

    # ------------------------------------------------------------------ drawing
    def refresh(self, *args: Any, **kwargs: Any) -> Self:  # Widget.refresh's signature
        self._strips = None  # repaint from the state on the next frame
        return super().refresh(*args, **kwargs)

    def render_line(self, y: int) -> Strip:
        if self._strips is None:
            self._strips = self._paint()
        if y < len(self._strips):
            return self._strips[y]
        return Strip.blank(self.size.width)

    def geometry_for(self, width: int, height: int) -> Geometry | None:
        board = self.game_screen.session.game.board
        islands = islands_of(board)
        if islands:  # sized as if the detail below had its usual most lines, so selecting a region with a
            # longer detail does not rearrange the islands
            detail = self.screen.query_one("#detail").size.height
            height -= max(0, DETAIL_ROOM - detail)
            return islands_geometry(islands, *choose_islands(islands, width, height))
        if board.layout is None:
            return None
        size = choose(board.layout, width, height) or (2, 1, True)
        return geometry(board.layout, *size)

    def step(self, rid: int, direction: str) -> int | None:
        """The region an arrow key goes to: the one lying that way, across to the next island at an edge."""
        if self._geo is not None:
            return step(self._geo, rid, direction)
        layout = self.game_screen.session.game.board.layout
        return neighbours_by_direction(layout).get((rid, direction)) if layout is not None else None

    def _paint(self) -> list[Strip]:
        gs = self.game_screen
        game = gs.session.game
        width, height = self.size.width, self.size.height
        log = self._short_log()
        room = height + (log.outer_size.height if log is not None and log.spare else 0)  # the rows it may take
        geo = self.geometry_for(width, room)
        self._geo = geo
        if log is not None:  # the log takes the rows the map does not use (the map keeps its cell size)
            log.give(room - geo.height if geo is not None else 0)
        if geo is None:
            note = Text("This board has no layout: press i for the list view.", style="bold")
            return [Strip(list(note.render(self.app.console)), note.cell_len)]
        regions = game.board.regions
        sel = gs.sel_region
        left, top = max(0, (width - geo.width) // 2), -self._scrolled(geo, sel, height)  # top-aligned: the detail
        self._origin = (left, top)  # follows right below
        edit = gs.edit
        moved = gs.marked_regions()
        key = (id(game), len(game.moves), gs.viewer, gs.for_ghouls, gs.costs_shown(), frozenset(gs.recent),
               edit is None)
        if key != self._state_key:
            self._state_key = key
            self._state = {}
            costs = target_costs(gs) if edit is None else {}  # while placing tokens the plan shows instead
            for reg in regions:
                view = game.region(reg.id)
                self._state[reg.id] = (view, costs.get(reg.id))
        chars = [list(row) for row in geo.walls]
        styles = [[WALL if ch != " " else BASE for ch in row] for row in geo.walls]
        owner = geo.owner
        for y in range(geo.height):
            row_owner, row_chars, row_styles, tex = owner[y], chars[y], styles[y], geo.texture[y]
            for x in range(geo.width):
                rid = row_owner[x]
                if rid < 0:
                    continue
                if regions[rid].water:
                    row_chars[x] = tex[x]
                    row_styles[x] = WATER
                if rid == sel:
                    row_styles[x] = row_styles[x] + SEL_FILL
        for y, x, title in geo.titles:  # each island's face id on its frame
            for i, ch in enumerate(title):
                chars[y][x + i], styles[y][x + i] = ch, TITLE
        if geo.compact:
            for y in range(geo.height):
                for x, flag in enumerate(geo.under[y]):
                    if flag:
                        styles[y][x] = styles[y][x] + UNDERLINE
        for reg in regions:
            box = geo.label.get(reg.id)
            if box is None:
                continue
            view, cost = self._state[reg.id]
            plan = None
            if edit is not None and reg.id in edit.counts:
                n = edit.counts[reg.id]
                plan = ("✓" if n else "·") if edit.picks else f"={n}"
            lines = self.label(game, reg, view, cost, plan, reg.id == sel, reg.id in gs.recent, box[2], box[3],
                               moved=reg.id in moved)
            self._place(lines, box, chars, styles, reg.water)
        strips = []
        blank = " " * width
        for y in range(height):
            gy = y - top
            if not 0 <= gy < geo.height:
                strips.append(Strip([Segment(blank)], width))
                continue
            segs = [Segment(" " * left)] if left else []
            row_chars, row_styles = chars[gy], styles[gy]
            run, style = [row_chars[0]], row_styles[0]
            for ch, st in zip(row_chars[1:], row_styles[1:]):
                if st is style or st == style:
                    run.append(ch)
                else:
                    segs.append(Segment("".join(run), style))
                    run, style = [ch], st
            segs.append(Segment("".join(run), style))
            used = left + geo.width
            if used < width:
                segs.append(Segment(" " * (width - used)))
            strips.append(Strip(segs, max(width, used)).crop(0, width))
        if top < 0 and strips:  # more map above the view, and perhaps below: say so at the right edge
            strips[0] = Strip.join([strips[0].crop(0, width - 1), Strip([Segment("▲", MORE)], 1)])
        if geo.height + top > height and strips:
            strips[-1] = Strip.join([strips[-1].crop(0, width - 1), Strip([Segment("▼", MORE)], 1)])
        return strips

    def _short_log(self) -> LogPanel | None:
        """The game's log when the map and log share a short terminal's rows (80x24), else None."""
        gs = self.game_screen
        if not (gs.has_class("-short") and gs.has_class("-mapview")):
            return None
        logs = gs.query("#log").results(LogPanel)
        return next(logs, None)

    def _scrolled(self, geo: Geometry, sel: int | None, height: int) -> int:
        """The map rows above the view: 0 when the map fits its space; else as few moves as keep the selected
        region's label (and a row around it) in view, so arrows and clicks bring any region into sight."""
        spare = geo.height - height
        if spare <= 0:
            self._scroll = 0
            return 0
        box = geo.label.get(sel) if sel is not None else None
        scroll = self._scroll
        if box is not None:
            y0, _, h, _ = box
            scroll = min(scroll, max(0, y0 - 1))  # its top row (and the wall above) in view
            scroll = max(scroll, y0 + h + 1 - height)  # its bottom row (and the wall below)
        self._scroll = max(0, min(scroll, spare))
        return self._scroll

    @staticmethod
    def _place(lines: list[list[tuple[str, Style]]], box: tuple[int, int, int, int], chars: list[list[str]],
               styles: list[list[Style]],
               water: bool) -> None:
        """Write the label lines centred in the region's label box."""
        y0, x0, h, w = box
        top = y0 + max(0, (h - len(lines)) // 2)
        for i, line in enumerate(lines[:h]):
            length = sum(len(t) for t, _ in line)
            x = x0 + max(0, (w - length) // 2)
            y = top + i
            if water and length:  # a clear space around the words on the texture
                for xx in range(max(x0, x - 1), min(x0 + w, x + length + 1)):
                    chars[y][xx] = " "
            for text, style in line:
                for ch in text:
                    if x >= x0 + w:
                        break
                    chars[y][x] = ch
                    styles[y][x] = styles[y][x] + style if style is not BASE else styles[y][x]
                    x += 1

    @staticmethod
    def label(game: Game, reg: Region, view: RegionView, cost: int | None, plan: str | None, selected: bool,
              recent: bool, h: int,
              w: int, moved: bool = False) -> list[list[tuple[str, Style]]]:
        """The words on a region, most important first (id, cost or plan, holder, markers, terrain), flowed
        into ``h`` lines of ``w`` characters; what does not fit is in the detail line under the map."""
        ident = (SELECTED if selected and w >= len(str(reg.id)) + 2 else "") + str(reg.id) + (RECENT if recent else "")
        if moved:  # the computer player's move on screen touched it: a mark and reversed, never colour alone
            ident = (MOVED if len(ident) < w else "") + ident
        first = (ident, SEL if selected or moved else BOLD)
        head: list[list[tuple[list[tuple[str, Style]], int]]] = []
        if cost is not None:
            text = f"{TARGET}{cost}"
            head.append([([(text, COST)], len(text))])
        if plan is not None:
            head.append([([(plan, BOLD)], len(plan))])
        holder = holder_forms(game, view)
        marks = [([(form, BOLD)], len(form)) for form in map_forms(game.ruleset, view)]

        def order(forms: list[tuple[list[tuple[str, Style]], int]]) -> list[list[tuple[list[tuple[str, Style]], int]]]:
            return [*head, *([forms] if forms else []), *([marks] if marks else [])]

        total = len(order(holder))
        lines, widths, placed = _flow(first, order(holder), h, w)
        used = holder
        for k in range(1, len(holder) if marks and placed < total else 0):  # a shorter holder may leave room
            tried = _flow(first, order(holder[k:]), h, w)                   # for the markers
            if tried[2] == total:
                lines, widths, placed = tried
                used = holder[k:]
                break
        if placed < total:  # the holder or a mark found no room: a "+" says the detail under the map has more,
            if widths[-1] + 1 > w and _flow(first, head, h, w - 1)[2] == len(head):  # made room for it unless
                lines, widths, placed = _flow(first, order(used), h, w - 1)           # the cost would lose its own
            if widths[-1] + 1 <= w:
                lines[-1].append((" +" if widths[-1] + 2 <= w else "+", BOLD))
                widths[-1] += 2 if widths[-1] + 2 <= w else 1
        glyph = "" if reg.water else theme.TERRAIN.get(reg.terrain, ("?", ""))[0]
        tint = TINTS.get(reg.terrain, DIM) if theme.terrain_colour(reg.terrain) else DIM  # none in 16 colours
        symbols = theme.symbols(reg).replace(" ", "")
        terrain = [(text, style) for text, style in ((glyph, tint), (symbols, BOLD)) if text]
        size = len(glyph) + len(symbols)
        if terrain:
            for i in range(len(lines)):
                if widths[i] + 1 + size <= w:  # after the id on the first line; at the end of a later one,
                    at = 1 if i == 0 else len(lines[i])  # never between a holder's tag and its count
                    lines[i][at:at] = [(" ", BASE), *terrain]
                    widths[i] += 1 + size
                    break
            else:
                if len(lines) < h and size <= w:
                    lines.append(terrain)
                elif glyph and cost is not None:  # a target keeps its terrain glyph, right after its cost ("→2♣")
                    _beside_cost(lines, widths, glyph, tint, w)
        return lines

    # ------------------------------------------------------------------ the mouse
    def region_at(self, x: int, y: int) -> int | None:
        """The region drawn at widget offset (x, y); on a wall, the region beside it."""
        geo = self._geo
        if geo is None:
            return None
        gx, gy = x - self._origin[0], y - self._origin[1]
        for dx, dy in ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)):
            xx, yy = gx + dx, gy + dy
            if 0 <= yy < geo.height and 0 <= xx < geo.width and geo.owner[yy][xx] >= 0:
                return geo.owner[yy][xx]
        return None

    def on_click(self, event: Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        rid = self.region_at(offset.x, offset.y)
        if rid is not None:
            self.game_screen.select_region(rid)


def region_detail(gs: GameScreen, rid: int) -> Text:
    """The selected region in full words, wrapped by the widget (never cut): name and facts, holder, what only
    the screen's player may read there (``Game.secrets``), neighbours with their costs, and what the player can do
    there (the engine's cost or reason)."""
    game = gs.session.game
    text = Text()
    text.append(f"{SELECTED} {rid} {printable(game.board.regions[rid].name)}", style="bold")
    text.append_text(region_secrets(gs, rid))
    text.append_text(region_facts(game, rid))
    if rid in gs.recent:
        text.append(f" · {RECENT} changed hands since your last turn", style="bold")
    text.append("\n")
    text.append_text(region_borders(game, rid))
    advice = region_advice(gs, rid)
    if advice.plain:
        text.append("\n")
        text.append_text(advice)
    return text


class RegionDetail(Static):
    """The selected region's detail under the map; its height follows the text, so nothing is cut."""

    DEFAULT_CSS = "RegionDetail { height: auto; padding: 0 1; }"

    def show(self, gs: GameScreen) -> None:
        self.update(region_detail(gs, gs.sel_region))
