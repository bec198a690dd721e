"""The static geometry of a drawn map: which character belongs to which region, where the walls go, where each
region's label fits, which region lies beside which in each direction. Computed once per layout and cell size
(``geometry`` caches it), so a redraw only paints labels and styles over it.

Two forms: the full form draws every wall in box-drawing characters (``ch`` text rows per cell plus a wall row);
the compact form has no wall rows (one text row per cell) and marks a wall between rows by underlining the
cells above it.
"""

from __future__ import annotations

import functools
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


def _size(grid: Grid, cw: int, ch: int, compact: bool) -> tuple[int, int]:
    rows, cols = len(grid), len(grid[0])
    return cols * (cw + 1) + 1, (rows + 2 if compact else rows * (ch + 1) + 1)


def choose(grid: Grid, width: int, height: int) -> tuple[int, int, bool] | None:
    """The largest cell size (cell width, cell height, compact) whose drawing fits ``width`` x ``height``:
    full form first (cells about twice as wide as tall), then the compact form; None if even that is too big."""
    for ch in (4, 3, 2, 1):
        for cw in range(min(2 * ch + 4, 12), 2, -1):
            w, h = _size(grid, cw, ch, False)
            if w <= width and h <= height:
                return cw, ch, False
    for cw in range(8, 1, -1):
        w, h = _size(grid, cw, 1, True)
        if w <= width and h <= height:
            return cw, 1, True
    return None


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
    tile = WATER_TEXTURE * (width // len(WATER_TEXTURE) + 2)
    texture = tuple(tile[(2 * y) % len(WATER_TEXTURE):][:width] for y in range(height))
    owner_t = tuple(tuple(row) for row in owner)
    return Geometry(width, height, compact, owner_t, tuple("".join(row) for row in walls),
                    tuple(tuple(row) for row in under), _labels(owner_t), texture)


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
    scores: dict[int, tuple] = {}
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
