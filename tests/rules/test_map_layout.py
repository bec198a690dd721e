"""Board layouts (DESIGN.md "Board files", layout paragraph; R-MAP-3 adjacency, R-MAP-4 border): a layout is
accepted exactly when it tells the truth about the board, and each broken rule is a BoardError saying where."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from smallworld_tui.rules import BoardError, bundled_board
from smallworld_tui.rules.board import board_from_dict
from smallworld_tui.rules.maplayout import LayoutError, check_layout


@dataclass
class Spot:
    id: int
    border: bool
    adjacent: tuple[int, ...]


def tiny(layout: list[str], adjacent: dict[int, set[int]], border: set[int] | None = None) -> dict:
    """A board file's data with the given layout and adjacency (every region farmland)."""
    border = set() if border is None else border
    return {"name": "Tiny", "turns": 5, "layout": layout, "regions": [
        {"id": i, "name": f"Place {chr(65 + i)}", "terrain": "farmland", "mine": False, "magic": False,
         "cavern": False, "lost_tribe": False, "border": i in border, "adjacent": sorted(adjacent[i])}
        for i in sorted(adjacent)]}


def refused(data: dict) -> str:
    with pytest.raises(BoardError) as info:
        board_from_dict(data, source="my.yaml")
    message = str(info.value)
    assert message.startswith("my.yaml: layout: ")
    return message


LINE = {0: {1}, 1: {0, 2}, 2: {1}}  # three regions in a row


@pytest.mark.parametrize("players", (2, 3, 4, 5))
def test_R_MAP_3_every_bundled_layout_passes(players: int) -> None:
    board = bundled_board(players)
    assert board.layout is not None
    assert {rid for row in board.layout for rid in row} == {r.id for r in board.regions}


def test_R_MAP_3_layout_round_trips_and_leaves_the_board_digest_alone() -> None:
    board = bundled_board(2)
    again = board_from_dict(board.to_dict())
    assert again == board and again.layout == board.layout
    plain = board.to_dict()
    del plain["layout"]
    unlaid = board_from_dict(plain)
    assert unlaid.layout is None and unlaid.digest == board.digest  # saves of older versions still load


def test_R_MAP_3_a_faithful_layout_is_accepted() -> None:
    board = board_from_dict(tiny(["0 0 1 2", "0 1 1 2"], LINE, border={0, 1, 2}))
    assert board.layout == ((0, 0, 1, 2), (0, 1, 1, 2))


def test_R_MAP_3_touching_regions_that_are_not_adjacent_are_refused() -> None:
    message = refused(tiny(["0 1 2", "0 0 2"], LINE))
    assert "regions 0 and 2 touch at row 2, column 2 but are not adjacent" in message


def test_R_MAP_3_adjacent_regions_that_do_not_touch_are_refused() -> None:
    message = refused(tiny(["0 1 2"], {0: {1, 2}, 1: {0, 2}, 2: {0, 1}}))
    assert "regions 0 and 2 are adjacent but do not touch" in message


def test_R_MAP_3_a_region_split_in_two_is_refused() -> None:
    message = refused(tiny(["0 1 2 1"], LINE))
    assert "region 1 is split in two pieces (at row 1, column 2 and row 1, column 4)" in message


def test_R_MAP_4_a_frame_region_that_is_not_border_is_refused() -> None:
    adjacent = {0: {1, 2}, 1: {0, 2}, 2: {0, 1}}
    message = refused(tiny(["0 0 0", "0 1 2", "0 0 0"], adjacent, border={0}))
    assert "region 2 is on the frame (row 2, column 3) but not a border region" in message


def test_R_MAP_4_a_border_region_inside_is_refused() -> None:
    adjacent = {0: {1}, 1: {0}}
    message = refused(tiny(["0 0 0", "0 1 0", "0 0 0"], adjacent, border={0, 1}))
    assert "border region 1 is not on the frame" in message


def test_R_MAP_3_four_regions_at_a_corner_with_a_diagonal_not_adjacent_are_refused() -> None:
    ring = {0: {1, 2}, 1: {0, 3}, 2: {0, 3}, 3: {1, 2}}
    message = refused(tiny(["0 1", "2 3"], ring))
    assert "regions 0, 1, 2 and 3 meet at a corner at row 1, column 1 and 0 and 3 are not adjacent" in message


@pytest.mark.parametrize(("layout", "words"), [
    (["0 1 2", "0 1"], "row 2 has 2 cells but row 1 has 3; the layout must be a rectangle"),
    (["0 1 x"], "row 1, column 3 is 'x', not a region id"),
    (["0 1 7"], "row 1, column 3 names region 7, which is not on this board"),
    (["0 1 1"], "region 2 has no cell"),
    ([], "the layout is empty"),
])
def test_R_MAP_3_malformed_layouts_are_refused_with_where(layout: list[str], words: str) -> None:
    assert words in refused(tiny(layout, LINE))


def test_R_MAP_3_a_layout_that_is_not_a_list_of_strings_is_a_board_error() -> None:
    with pytest.raises(BoardError, match="layout"):
        board_from_dict(tiny([[0, 1, 2]], LINE), source="my.yaml")  # type: ignore[list-item]


# --- the property: derived adjacency of any valid grid is accepted; one broken cell is refused ------------

def grow(height: int, width: int, seeds: int, rng: random.Random) -> list[list[int]]:
    """A grid of ``seeds`` 4-connected regions grown from random seed cells (ids 0..k-1 in reading order)."""
    cells = [(y, x) for y in range(height) for x in range(width)]
    grid = [[-1] * width for _ in range(height)]
    frontier = []
    for rid, (y, x) in enumerate(rng.sample(cells, seeds)):
        grid[y][x] = rid
        frontier.append((y, x))
    while frontier:
        y, x = frontier.pop(rng.randrange(len(frontier)))
        free = [(y + dy, x + dx) for dy, dx in ((0, 1), (1, 0), (0, -1), (-1, 0))
                if 0 <= y + dy < height and 0 <= x + dx < width and grid[y + dy][x + dx] < 0]
        if free:
            ny, nx = rng.choice(free)
            grid[ny][nx] = grid[y][x]
            frontier += [(y, x), (ny, nx)]
    order = {}
    for row in grid:
        for rid in row:
            order.setdefault(rid, len(order))
    return [[order[rid] for rid in row] for row in grid]


def derived(grid: list[list[int]]) -> tuple[list[Spot], bool]:
    """The adjacency a grid shows (shared edges; its frame as the border), and whether no four regions meet at
    a corner whose diagonal pair does not touch elsewhere (the one rule a grown grid may break)."""
    h, w = len(grid), len(grid[0])
    adj: dict[int, set[int]] = {rid: set() for row in grid for rid in row}
    for y in range(h):
        for x in range(w):
            for yy, xx in ((y, x + 1), (y + 1, x)):
                if yy < h and xx < w and grid[y][x] != grid[yy][xx]:
                    adj[grid[y][x]].add(grid[yy][xx])
                    adj[grid[yy][xx]].add(grid[y][x])
    corners_ok = True
    for y in range(h - 1):
        for x in range(w - 1):
            a, b, c, d = grid[y][x], grid[y][x + 1], grid[y + 1][x], grid[y + 1][x + 1]
            if len({a, b, c, d}) == 4 and (d not in adj[a] or c not in adj[b]):
                corners_ok = False
    frame = {grid[y][x] for y in range(h) for x in range(w) if y in (0, h - 1) or x in (0, w - 1)}
    return [Spot(rid, rid in frame, tuple(sorted(adj[rid]))) for rid in sorted(adj)], corners_ok


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 9), st.integers(2, 11), st.integers(2, 14), st.randoms(use_true_random=False))
def test_R_MAP_3_random_valid_grids_pass_and_one_broken_cell_fails(height, width, seeds, rng) -> None:
    seeds = min(seeds, height * width)
    grid = grow(height, width, seeds, rng)
    regions, corners_ok = derived(grid)
    rows = [" ".join(map(str, row)) for row in grid]
    if not corners_ok:  # a grid the generator may grow but no board can have
        with pytest.raises(LayoutError, match="meet at a corner"):
            check_layout(rows, regions)
        return
    assert check_layout(rows, regions) == tuple(tuple(row) for row in grid)
    # break one cell: give it a region none of its neighbours belongs to (a split region, or one left without
    # a cell); when every region touches that cell there is no such id, so take an id that is not on the board
    y, x = rng.randrange(height), rng.randrange(width)
    near = {grid[yy][xx] for yy, xx in ((y, x), (y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1))
            if 0 <= yy < height and 0 <= xx < width}
    others = [r.id for r in regions if r.id not in near]
    grid[y][x] = rng.choice(others) if others else len(regions)
    with pytest.raises(LayoutError):
        check_layout([" ".join(map(str, row)) for row in grid], regions)
