"""Where each region lies: a board file's ``layout:`` grid, checked against the board's adjacency (DESIGN.md).

A layout is a list of rows, each a string of space-separated region ids, one coarse cell per id; a region is the
set of its cells. The app draws the map from it, so the grid must tell the truth about the board: a shared cell
edge is an adjacency and the frame is the board's edge. ``check_layout`` enforces that: each broken rule is a
``LayoutError`` saying which and where (the board loader adds the file name). Standard library only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

__all__ = ["MAX_CELLS", "Grid", "LayoutError", "check_layout", "frame", "parse_layout", "pieces", "touching"]

Grid = tuple[tuple[int, ...], ...]
MAX_CELLS = 100  # rows and columns: a board needs far fewer, and a hostile file must not cost seconds


class LayoutError(ValueError):
    """A layout that does not tell the truth about its board; the message says which rule broke and where
    (``board.py`` turns it into a BoardError naming the file)."""


class _Region(Protocol):  # read-only members, so frozen dataclasses (board.Region) match
    @property
    def id(self) -> int: ...
    @property
    def border(self) -> bool: ...
    @property
    def adjacent(self) -> Sequence[int]: ...


def _at(y: int, x: int) -> str:
    return f"row {y + 1}, column {x + 1}"


def parse_layout(rows: Sequence[str]) -> Grid:
    """The grid of ids written in ``rows``; LayoutError if it is empty, ragged, too big or not made of ids."""
    if not rows:
        raise LayoutError("the layout is empty; give one row of region ids per line or remove it")
    if len(rows) > MAX_CELLS:
        raise LayoutError(f"{len(rows)} rows; a layout has at most {MAX_CELLS}")
    grid: list[tuple[int, ...]] = []
    for y, row in enumerate(rows):
        cells = row.split()
        if len(cells) > MAX_CELLS:
            raise LayoutError(f"row {y + 1} has {len(cells)} cells; at most {MAX_CELLS}")
        for x, cell in enumerate(cells):
            if not (cell.isascii() and cell.isdigit() and len(cell) <= 4):
                raise LayoutError(f"{_at(y, x)} is {cell!r}, not a region id; "
                                 "write region ids separated by spaces")
        grid.append(tuple(int(c) for c in cells))
        if len(grid[-1]) != len(grid[0]):
            raise LayoutError(f"row {y + 1} has {len(grid[-1])} cells but row 1 has "
                             f"{len(grid[0])}; the layout must be a rectangle")
    if not grid[0]:
        raise LayoutError("row 1 is empty; give one row of region ids per line")
    return tuple(grid)


def pieces(cells: list[tuple[int, int]]) -> list[list[tuple[int, int]]]:
    """The 4-connected pieces of a set of cells, each sorted, in reading order."""
    left = set(cells)
    out = []
    for start in sorted(cells):
        if start not in left:
            continue
        left.discard(start)
        piece, todo = [start], [start]
        while todo:
            y, x = todo.pop()
            for n in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)):
                if n in left:
                    left.discard(n)
                    piece.append(n)
                    todo.append(n)
        out.append(sorted(piece))
    return out


def touching(grid: Grid) -> dict[frozenset[int], tuple[int, int]]:
    """Each pair of regions sharing a cell edge, with the first cell where they do (diagonal contact is not
    touching)."""
    height, width = len(grid), len(grid[0])
    touch: dict[frozenset[int], tuple[int, int]] = {}
    for y in range(height):
        for x in range(width):
            for yy, xx in ((y, x + 1), (y + 1, x)):
                if yy < height and xx < width and grid[y][x] != grid[yy][xx]:
                    touch.setdefault(frozenset((grid[y][x], grid[yy][xx])), (y, x))
    return touch


def frame(grid: Grid) -> dict[int, tuple[int, int]]:
    """Each region with a cell on the grid's frame (the board's edge), with the first such cell."""
    height, width = len(grid), len(grid[0])
    on_frame: dict[int, tuple[int, int]] = {}
    for y in range(height):
        for x in range(width):
            if y in (0, height - 1) or x in (0, width - 1):
                on_frame.setdefault(grid[y][x], (y, x))
    return on_frame


def check_layout(rows: Sequence[str], regions: Sequence[_Region] | Mapping[int, _Region]) -> Grid:
    """The layout's grid if it is faithful to ``regions`` (their ids, adjacency and border flags), else a
    LayoutError for the first broken rule (DESIGN.md "Board files", layout paragraph)."""
    grid = parse_layout(rows)
    by_id = dict(regions) if isinstance(regions, Mapping) else {r.id: r for r in regions}
    height, width = len(grid), len(grid[0])
    cells: dict[int, list[tuple[int, int]]] = {}
    for y in range(height):
        for x in range(width):
            rid = grid[y][x]
            if rid not in by_id:
                raise LayoutError(f"{_at(y, x)} names region {rid}, which is not on this board; "
                                 "use the board's region ids")
            cells.setdefault(rid, []).append((y, x))
    missing = sorted(set(by_id) - set(cells))
    if missing:
        raise LayoutError(f"region {missing[0]} has no cell; every region needs at least one")
    for rid, own in sorted(cells.items()):
        parts = pieces(own)
        if len(parts) > 1:
            spots = " and ".join(_at(*p[0]) for p in parts[:3])
            count = "two" if len(parts) == 2 else str(len(parts))
            raise LayoutError(f"region {rid} is split in {count} pieces (at {spots}); a region's cells "
                             "must touch edge to edge")
    adjacent = {frozenset((r.id, a)) for r in by_id.values() for a in r.adjacent if a != r.id}
    touch = touching(grid)
    for pair, (y, x) in sorted(touch.items(), key=lambda item: item[1]):
        if pair not in adjacent:
            a, b = sorted(pair)
            raise LayoutError(f"regions {a} and {b} touch at {_at(y, x)} but are not adjacent; "
                             "separate them in the layout or make them adjacent")
    for pair in sorted(adjacent - touch.keys(), key=sorted):
        a, b = sorted(pair)
        raise LayoutError(f"regions {a} and {b} are adjacent but do not touch in the layout; "
                         "give them a shared cell edge")
    if any(r.border for r in by_id.values()):  # border flags are optional on a user's own board
        on_frame = frame(grid)
        for rid, (y, x) in sorted(on_frame.items(), key=lambda item: item[1]):
            if not by_id[rid].border:
                raise LayoutError(f"region {rid} is on the frame ({_at(y, x)}) but not a border region; "
                                 "move it inside or mark it 'border: true'")
        for rid in sorted(by_id):
            if by_id[rid].border and rid not in on_frame:
                raise LayoutError(f"border region {rid} is not on the frame; give it a cell on the "
                                 "layout's edge")
    for y in range(height - 1):
        for x in range(width - 1):
            a, b, c, d = grid[y][x], grid[y][x + 1], grid[y + 1][x], grid[y + 1][x + 1]
            if len({a, b, c, d}) == 4:
                for p, q in ((a, d), (b, c)):
                    if frozenset((p, q)) not in adjacent:
                        raise LayoutError(f"regions {a}, {b}, {c} and {d} meet at a corner at "
                                         f"{_at(y, x)} and {p} and {q} are not adjacent; redraw that corner")
    return grid
