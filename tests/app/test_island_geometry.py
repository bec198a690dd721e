"""Islands drawn side by side (W-MAP-3, issue 11 point 4): each island's own geometry in its own titled frame,
nothing drawn between islands, the arrows crossing to the neighbouring island only at an island's edge."""

from __future__ import annotations

import pytest

from smallworld_tui.app.widgets.mapgeom import (
    Islands,
    choose_islands,
    geometry,
    islands_geometry,
    neighbours_by_direction,
    step,
)
from smallworld_tui.rules.wow.islands import bundled_face

SETS = (("L1a", "M1a", "S1a"), ("L1b", "M1b", "S2a"), ("L2a", "M2a", "S1b"), ("L1a", "S2b"),
        ("L1a", "L2b", "M1a", "S1a", "S2b"))


def islands(names: tuple[str, ...]) -> Islands:
    """The faces' grids in global ids, face by face in order (as an island board numbers them, W-MAP-3)."""
    out, first = [], 0
    for name in names:
        face = bundled_face(name)
        out.append((name, tuple(tuple(first + c for c in row) for row in face.layout)))
        first += len(face.regions)
    return tuple(out)


@pytest.mark.parametrize("names", SETS)
@pytest.mark.parametrize("room", ((74, 26), (80, 17), (120, 30), (60, 60)))
def test_W_MAP_3_each_island_is_its_own_drawing_in_its_own_frame(names, room) -> None:
    isl = islands(names)
    chosen = choose_islands(isl, *room)
    size = chosen[:3]
    geo = islands_geometry(isl, *chosen)
    assert geo.width <= room[0] and geo.height <= room[1]
    assert [f.face for f in geo.frames] == list(names)
    for frame, (_face, grid) in zip(geo.frames, isl, strict=True):
        own = geometry(grid, *size)
        assert (frame.height, frame.width) == (own.height, own.width)
        for y in range(own.height):  # the island's cells, walls and labels exactly as drawn alone
            assert geo.owner[frame.top + y][frame.left:frame.left + frame.width] == own.owner[y]
            row = geo.walls[frame.top + y][frame.left:frame.left + frame.width]
            assert row[1:-1] == own.walls[y][1:-1]
        assert geo.walls[frame.top][frame.left] == "╭" and geo.walls[frame.top + frame.height - 1][frame.left] == "╰"
        for rid in frame.ids:
            y0, x0, h, w = geo.label[rid]
            assert frame.top <= y0 and y0 + h <= frame.top + frame.height
            assert frame.left <= x0 and x0 + w <= frame.left + frame.width
        y, x, title = next(t for t in geo.titles if t[0] == frame.top and frame.left <= t[1] < frame.left + frame.width)
        assert title.strip() == frame.face and x + len(title) < frame.left + frame.width
    boxes = [(f.top, f.left, f.top + f.height, f.left + f.width) for f in geo.frames]
    for i, a in enumerate(boxes):  # frames never overlap: nothing is drawn between two islands
        for b in boxes[i + 1:]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


def test_islands_wrap_onto_rows_when_the_room_is_narrow() -> None:
    isl = islands(("L1b", "M1b", "S2a"))
    wide = islands_geometry(isl, *choose_islands(isl, 200, 30))
    assert len({f.top for f in wide.frames}) == 1  # side by side
    narrow = islands_geometry(isl, *choose_islands(isl, 60, 60))
    assert len({f.top for f in narrow.frames}) > 1  # wrapped


def test_a_3_player_set_at_120x40_keeps_room_for_every_label() -> None:
    """The map's share of a 120x40 screen (74x26 beside the side panels): every region's label box holds its
    id and a holder ("12" then "A3" below it, at least)."""
    for names in SETS[:3]:
        isl = islands(names)
        geo = islands_geometry(isl, *choose_islands(isl, 74, 26))
        assert all(w >= 3 and w * h >= 6 for _, _, h, w in geo.label.values()), names


@pytest.mark.parametrize("names", SETS)
def test_W_MAP_3_arrows_stay_on_the_island_unless_at_its_edge(names) -> None:
    isl = islands(names)
    geo = islands_geometry(isl, *choose_islands(isl, 74, 26))
    for frame in geo.frames:
        inside = neighbours_by_direction(frame.grid)
        for rid in frame.ids:
            for direction in ("up", "down", "left", "right"):
                target = step(geo, rid, direction)
                if (rid, direction) in inside:
                    assert target == inside[rid, direction]
                elif target is not None:
                    assert target not in frame.ids  # crossed to another island


def test_the_right_arrow_at_an_islands_edge_crosses_to_the_island_beside_it() -> None:
    isl = islands(("L1b", "M1b", "S2a"))
    geo = islands_geometry(isl, 3, 1, False, 80)  # side by side
    first, second = geo.frames[0], geo.frames[1]
    inside = neighbours_by_direction(first.grid)
    east = {row[-1] for row in first.grid if (row[-1], "right") not in inside}  # nothing further right
    crossed = {step(geo, rid, "right") for rid in east}
    assert east and crossed <= second.ids
    inside = neighbours_by_direction(second.grid)
    west = {row[0] for row in second.grid if (row[0], "left") not in inside}
    assert west and {step(geo, rid, "left") for rid in west} <= first.ids


def test_islands_that_do_not_fit_in_rows_stand_in_columns_before_the_compact_form():
    # a tall island beside two short ones: at 74x27 (a 3-player map at 120x40) L2b + M1a + S1a fit in the full form
    # only with M1a and S1a one above the other (README: a 3-player set in the full form at 120x40)
    isl = islands(("L2b", "M1a", "S1a"))
    cw, ch, compact, width, tight, columns = choose_islands(isl, 74, 27)
    assert not compact and columns == 27
    geo = islands_geometry(isl, cw, ch, compact, width, tight, columns)
    assert geo.width <= 74 and geo.height <= 27
    (_, l2b), (_, m1a), (_, s1a) = ((f.face, f) for f in geo.frames)
    assert m1a.left == s1a.left > l2b.left + l2b.width - 1 and s1a.top >= m1a.top + m1a.height
    # rows still come first where they fit
    assert choose_islands(islands(("L2a", "M2a", "S2b")), 74, 27)[-1] == 0
