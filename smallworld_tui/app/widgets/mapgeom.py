"""The static geometry of a drawn map: which character belongs to which region, where the walls go, where each
region's label fits, which region lies beside which in each direction. Computed once per layout and cell size
(``geometry`` caches it), so a redraw only paints labels and styles over it.

Two forms: the full form draws every wall in box-drawing characters (``ch`` text rows per cell plus a wall row);
the compact form has no wall rows (one text row per cell) and marks a wall between rows by underlining the
cells above it.

A board of several islands (Small World of Warcraft, W-MAP-3) is drawn as one grid per island, side by side
and wrapped onto rows (``islands``): each island's own geometry, moved into place, its frame rounded and titled
with its face id, so one code path draws every grid.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import dataclass

Grid = tuple[tuple[int, ...], ...]

# box-drawing junctions by arms present: up, down, left, right
_JUNCTION = {
    (1, 1, 0, 0): "│", (0, 0, 1, 1): "─", (0, 1, 0, 1): "┌", (0, 1, 1, 0): "┐", (1, 0, 0, 1): "└",
    (1, 0, 1, 0): "┘", (1, 1, 0, 1): "├", (1, 1, 1, 0): "┤", (0, 1, 1, 1): "┬", (1, 0, 1, 1): "┴",
    (1, 1, 1, 1): "┼", (1, 0, 0, 0): "╵", (0, 1, 0, 0): "╷", (0, 0, 1, 0): "╴", (0, 0, 0, 1): "╶",
}
WATER_TEXTURE = "~≈~~~"
DIRECTIONS = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}
ISLAND_GAPS = ((2, 0), (1, 0))  # (columns between islands side by side, rows between rows of islands): roomy, tight
ROUNDED = {"┌": "╭", "┐": "╮", "└": "╰", "┘": "╯"}


@dataclass(frozen=True)
class Frame:
    """One grid drawn in a geometry: its box (top, left, height, width) and its grid; ``face`` is the island's
    face id shown on its frame ('' for a board of one grid)."""

    face: str
    top: int
    left: int
    height: int
    width: int
    grid: Grid

    @functools.cached_property
    def ids(self) -> frozenset[int]:
        return frozenset(rid for row in self.grid for rid in row)


@dataclass(frozen=True)
class Geometry:
    """A map drawn at one cell size. ``owner[y][x]`` is the region of a character (-1 for a wall);
    ``walls[y]`` the wall characters of row y (a space where a region's interior is); ``under[y][x]`` whether
    that character is underlined (compact form: a wall below it); ``label[rid]`` the box (top, left, height,
    width) where that region's label goes."""

    width: int
    height: int
    compact: bool
    owner: tuple[tuple[int, ...], ...]
    walls: tuple[str, ...]
    under: tuple[tuple[bool, ...], ...]
    label: dict[int, tuple[int, int, int, int]]
    texture: tuple[str, ...]
    frames: tuple[Frame, ...] = ()
    titles: tuple[tuple[int, int, str], ...] = ()  # (row, column, text) of each island's name on its frame

    def frame_of(self, rid: int) -> Frame | None:
        """The grid (island) region ``rid`` is drawn in."""
        return next((f for f in self.frames if rid in f.ids), None)


def _size(grid: Grid, cw: int, ch: int, compact: bool) -> tuple[int, int]:
    rows, cols = len(grid), len(grid[0])
    return cols * (cw + 1) + 1, (rows + 2 if compact else rows * (ch + 1) + 1)


def _sizes() -> Iterator[tuple[int, int, bool]]:
    """Cell sizes (cell width, cell height, compact), largest first: the full form (cells about twice as wide
    as tall), then the compact form."""
    for ch in (4, 3, 2, 1):
        for cw in range(min(2 * ch + 4, 12), 2, -1):
            yield cw, ch, False
    for cw in range(8, 1, -1):
        yield cw, 1, True


def choose(grid: Grid, width: int, height: int) -> tuple[int, int, bool] | None:
    """The largest cell size whose drawing fits ``width`` x ``height``; None if even the smallest is too big."""
    for cw, ch, compact in _sizes():
        w, h = _size(grid, cw, ch, compact)
        if w <= width and h <= height:
            return cw, ch, compact
    return None


Islands = tuple[tuple[str, Grid], ...]  # (face id, grid in the board's region ids), in the board's order


def _flow(islands: Islands, cw: int, ch: int, compact: bool, width: int,
          tight: bool, height: int = 0) -> list[tuple[int, int, int, int]]:
    """Each island's box (top, left, height, width) when laid left to right, a new row when the next one would
    pass ``width``, islands in a row top-aligned; with a ``height``, top to bottom instead, a new column when the
    next one would pass it, islands in a column left-aligned (a tall island beside two short ones)."""
    gap_x, gap_y = ISLAND_GAPS[tight]
    boxes: list[tuple[int, int, int, int]] = []
    x = y = row_h = col_w = 0
    for _face, grid in islands:
        w, h = _size(grid, cw, ch, compact)
        if height:
            if y and y + h > height:
                x, y, col_w = x + col_w + gap_x, 0, 0
            boxes.append((y, x, h, w))
            y += h + gap_y
            col_w = max(col_w, w)
            continue
        if x and x + w > width:
            x, y, row_h = 0, y + row_h + gap_y, 0
        boxes.append((y, x, h, w))
        x += w + gap_x
        row_h = max(row_h, h)
    return boxes


def _extent(boxes: list[tuple[int, int, int, int]]) -> tuple[int, int]:
    return max(left + w for _, left, _, w in boxes), max(top + h for top, _, h, _ in boxes)


def choose_islands(islands: Islands, width: int, height: int) -> tuple[int, int, bool, int, bool, int]:
    """``islands_geometry``'s arguments after ``islands`` for the largest cell size, shared by every island, at
    which they all fit ``width`` x ``height`` as ``_flow`` lays them: in rows (roomy gaps, else tight ones), else
    in columns; the smallest size in rows if none fits."""
    for cw, ch, compact in _sizes():
        for columns, tight in ((0, False), (0, True), (height, False), (height, True)):
            w, h = _extent(_flow(islands, cw, ch, compact, width, tight, columns))
            if w <= width and h <= height:
                return cw, ch, compact, width, tight, columns
    return 2, 1, True, width, True, 0


@functools.lru_cache(maxsize=16)
def islands_geometry(islands: Islands, cw: int, ch: int, compact: bool, width: int, tight: bool = False,
                     columns: int = 0) -> Geometry:
    """Every island drawn at one cell size and placed by ``_flow`` within ``width`` columns (in columns of
    ``columns`` rows, if given): its own geometry (walls only between its regions; nothing is drawn between
    islands), corners rounded, face id on the top frame."""
    boxes = _flow(islands, cw, ch, compact, width, tight, columns)
    total_w, total_h = _extent(boxes)
    owner = [[-1] * total_w for _ in range(total_h)]
    walls = [[" "] * total_w for _ in range(total_h)]
    under = [[False] * total_w for _ in range(total_h)]
    label: dict[int, tuple[int, int, int, int]] = {}
    frames: list[Frame] = []
    titles: list[tuple[int, int, str]] = []
    for (face, grid), (top, left, h, w) in zip(islands, boxes, strict=True):
        geo = geometry(grid, cw, ch, compact)
        for y in range(h):
            owner[top + y][left:left + w] = geo.owner[y]
            walls[top + y][left:left + w] = geo.walls[y]
            under[top + y][left:left + w] = geo.under[y]
        for y, x in ((top, left), (top, left + w - 1), (top + h - 1, left), (top + h - 1, left + w - 1)):
            walls[y][x] = ROUNDED.get(walls[y][x], walls[y][x])
        for rid, (y0, x0, hh, ww) in geo.label.items():
            label[rid] = (top + y0, left + x0, hh, ww)
        frames.append(Frame(face, top, left, h, w, grid))
        title = f" {face} "
        row = "".join(walls[top][left:left + w])
        at = row.find("─" * len(title), 1)  # over a straight stretch: no junction is hidden
        at = at if 0 < at <= w - 1 - len(title) else 1
        titles.append((top, left + at, title[:max(0, w - 2)]))
    return Geometry(total_w, total_h, compact, tuple(tuple(row) for row in owner),
                    tuple("".join(row) for row in walls), tuple(tuple(row) for row in under), label,
                    _texture(total_w, total_h), tuple(frames), tuple(titles))


def _texture(width: int, height: int) -> tuple[str, ...]:
    """The water pattern, one string per row (a region's water shows its part of it)."""
    tile = WATER_TEXTURE * (width // len(WATER_TEXTURE) + 2)
    return tuple(tile[(2 * y) % len(WATER_TEXTURE):][:width] for y in range(height))


def _cell(grid: Grid, r: int, c: int) -> int:
    """The region of cell (r, c); -1 outside the grid."""
    return grid[r][c] if 0 <= r < len(grid) and 0 <= c < len(grid[0]) else -1


@functools.lru_cache(maxsize=32)
def geometry(grid: Grid, cw: int, ch: int, compact: bool) -> Geometry:
    """Where every character of the map goes at this cell size (cached: the layout never changes in a game)."""
    rows, cols = len(grid), len(grid[0])
    width, height = _size(grid, cw, ch, compact)
    step_y = 1 if compact else ch + 1
    top = 1 if compact else 0  # compact: one frame row above, cell rows start at 1
    owner = [[-1] * width for _ in range(height)]
    walls = [[" "] * width for _ in range(height)]
    under = [[False] * width for _ in range(height)]

    def vwall(r: int, c: int) -> bool:  # a wall on the left side of cell (r, c)
        return _cell(grid, r, c - 1) != _cell(grid, r, c)

    def hwall(r: int, c: int) -> bool:  # a wall on the top side of cell (r, c)
        return _cell(grid, r - 1, c) != _cell(grid, r, c)

    for r in range(rows):
        for c in range(cols):
            rid = grid[r][c]
            x0 = c * (cw + 1) + 1
            y0 = top + r * step_y + (0 if compact else 1)
            for y in range(y0, y0 + (1 if compact else ch)):
                for x in range(x0, x0 + cw):
                    owner[y][x] = rid
                    under[y][x] = compact and r + 1 < rows and grid[r + 1][c] != rid
            # the wall column left of the cell
            for y in range(y0, y0 + (1 if compact else ch)):
                if vwall(r, c):
                    walls[y][x0 - 1] = "│"
                else:
                    owner[y][x0 - 1] = rid
                    under[y][x0 - 1] = compact and r + 1 < rows and grid[r + 1][c] != rid \
                        and grid[r + 1][c - 1] != rid
            if c == cols - 1:
                for y in range(y0, y0 + (1 if compact else ch)):
                    walls[y][x0 + cw] = "│"
            if not compact:  # the wall row above the cell
                for x in range(x0, x0 + cw):
                    if hwall(r, c):
                        walls[y0 - 1][x] = "─"
                    else:
                        owner[y0 - 1][x] = rid
                if r == rows - 1:
                    for x in range(x0, x0 + cw):
                        walls[y0 + ch][x] = "─"
    # junctions: the corner point between cells (r-1, c-1), (r-1, c), (r, c-1), (r, c)
    for r in range(rows + 1):
        for c in range(cols + 1):
            x = c * (cw + 1)
            a, b, d, e = _cell(grid, r - 1, c - 1), _cell(grid, r - 1, c), _cell(grid, r, c - 1), _cell(grid, r, c)
            if compact:
                if r in (0, rows):  # the frame rows: a horizontal line with the vertical walls joining it
                    y = 0 if r == 0 else height - 1
                    vert = (d != e) if r == 0 else (a != b)
                    left, right = c > 0, c < cols
                    key = (int(vert and r == rows), int(vert and r == 0), int(left), int(right))
                    walls[y][x] = _JUNCTION.get(key, " ")
                    if c < cols:
                        for xx in range(x + 1, x + cw + 1):
                            walls[y][xx] = "─"
                continue
            y = r * (ch + 1)
            arms = (int(a != b), int(d != e), int(a != d), int(b != e))
            if any(arms):
                walls[y][x] = _JUNCTION[arms]
            else:
                owner[y][x] = a
    owner_t = tuple(tuple(row) for row in owner)
    return Geometry(width, height, compact, owner_t, tuple("".join(row) for row in walls),
                    tuple(tuple(row) for row in under), _labels(owner_t), _texture(width, height),
                    (Frame("", 0, 0, height, width, grid),))


def _labels(owner: tuple[tuple[int, ...], ...]) -> dict[int, tuple[int, int, int, int]]:
    """For each region the interior rectangle best suited to a label: as wide as can be (up to 9), then as tall
    (up to 4 rows), then wider; ties go to the one nearest the region's middle."""
    height = len(owner)
    width = len(owner[0]) if owner else 0
    run = [[0] * (width + 1) for _ in range(height)]  # same-region characters from (y, x) rightwards
    for y in range(height):
        row = owner[y]
        for x in range(width - 1, -1, -1):
            if row[x] >= 0:
                run[y][x] = run[y][x + 1] + 1 if x + 1 < width and row[x + 1] == row[x] else 1
    middle: dict[int, list[float]] = {}
    for y in range(height):
        for x in range(width):
            rid = owner[y][x]
            if rid >= 0:
                acc = middle.setdefault(rid, [0.0, 0.0, 0])
                acc[0] += y
                acc[1] += x
                acc[2] += 1
    best: dict[int, tuple[int, int, int, int]] = {}
    scores: dict[int, tuple[float, ...]] = {}
    for y0 in range(height):
        for x0 in range(width):
            rid = owner[y0][x0]
            if rid < 0:
                continue
            my, mx = middle[rid][0] / middle[rid][2], middle[rid][1] / middle[rid][2]
            w = run[y0][x0]
            for hh in range(1, 5):
                y = y0 + hh - 1
                if y >= height or owner[y][x0] != rid:
                    break
                w = min(w, run[y][x0])
                score = (min(w, 9), hh, w, -abs(y0 + hh / 2 - my) - abs(x0 + w / 2 - mx) / 2)
                if rid not in scores or score > scores[rid]:
                    scores[rid] = score
                    best[rid] = (y0, x0, hh, w)
    return best


@functools.lru_cache(maxsize=8)
def neighbours_by_direction(grid: Grid) -> dict[tuple[int, str], int]:
    """(region, direction) -> the region that lies beside it that way: from each of its cells step that way to
    the first other region; the most often met wins (ties: the one met nearest the region's middle row/column)."""
    rows, cols = len(grid), len(grid[0])
    cells: dict[int, list[tuple[int, int]]] = {}
    for r in range(rows):
        for c in range(cols):
            cells.setdefault(grid[r][c], []).append((r, c))
    out: dict[tuple[int, str], int] = {}
    for rid, own in cells.items():
        mr = sum(r for r, _ in own) / len(own)
        mc = sum(c for _, c in own) / len(own)
        for name, (dr, dc) in DIRECTIONS.items():
            met: dict[int, list[float]] = {}
            for r, c in own:
                rr, cc = r + dr, c + dc
                while 0 <= rr < rows and 0 <= cc < cols and grid[rr][cc] == rid:
                    rr, cc = rr + dr, cc + dc
                if 0 <= rr < rows and 0 <= cc < cols:
                    off = abs(c - mc) if dr else abs(r - mr)
                    met.setdefault(grid[rr][cc], []).append(off)
            if met:
                out[rid, name] = max(met, key=lambda o: (len(met[o]), -min(met[o]), -o))
    return out


def step(geo: Geometry, rid: int, direction: str) -> int | None:
    """The region an arrow key goes to from ``rid``: the one lying that way on its own island
    (``neighbours_by_direction``), else, at the island's edge, the nearest region of the island drawn that way
    (scanning the screen from the region's middle outwards), else None."""
    frame = geo.frame_of(rid)
    if frame is None:
        return None
    target = neighbours_by_direction(frame.grid).get((rid, direction))
    if target is not None or len(geo.frames) < 2:
        return target
    dy, dx = DIRECTIONS[direction]
    own = [(y, x) for y in range(frame.top, frame.top + frame.height)
           for x in range(frame.left, frame.left + frame.width) if geo.owner[y][x] == rid]
    if not own:
        return None
    axis = 0 if dx else 1  # the coordinate that stays while scanning: the row (left/right) or the column
    middle = sum(p[axis] for p in own) / len(own)
    lines = sorted({p[axis] for p in own}, key=lambda v: abs(v - middle))
    span = range(frame.top, frame.top + frame.height) if dx else range(frame.left, frame.left + frame.width)
    lines += sorted(set(span) - set(lines), key=lambda v: abs(v - middle))  # then the rest of the island's side
    for line in lines:
        on_line = [p for p in own if p[axis] == line]
        if dx:
            y, x = line, (max if dx > 0 else min)(p[1] for p in on_line) if on_line else (
                frame.left + frame.width - 1 if dx > 0 else frame.left)
        else:
            x, y = line, (max if dy > 0 else min)(p[0] for p in on_line) if on_line else (
                frame.top + frame.height - 1 if dy > 0 else frame.top)
        while 0 <= y + dy < geo.height and 0 <= x + dx < geo.width:
            y, x = y + dy, x + dx
            found = geo.owner[y][x]
            if found >= 0 and found not in frame.ids:
                return found
    return None
