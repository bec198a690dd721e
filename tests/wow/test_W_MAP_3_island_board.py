"""The islands of a game as one board (RULES-WOW.md W-MAP-3 global ids and separate graphs, W-MAP-4 region fields)."""

from __future__ import annotations

import copy

import pytest
from boardkit import new

from smallworld_tui.rules import BoardError, bundled_board
from smallworld_tui.rules.actions import parse
from smallworld_tui.rules.wow.islandboard import (
    board_of_faces,
    bundled_islands,
    faces_data,
    island_board,
    terrain_word,
)
from smallworld_tui.rules.wow.islands import bundled_face, face_from_dict

FACES = ("L1a", "M2b", "S2b")


def test_W_MAP_3_global_ids_run_face_by_face_in_the_order_given() -> None:
    board = bundled_islands(FACES)
    assert [(i.name, i.first, i.count) for i in board.parts] == [("L1a", 0, 13), ("M2b", 13, 10), ("S2b", 23, 7)]
    assert [r.id for r in board.regions] == list(range(30))
    for island in board.parts:
        face = bundled_face(island.name)
        for local in face.regions:
            region = board.regions[island.first + local.id]
            murloc, icon = board.fact("murloc", region.id), board.fact("size_icon", region.id)
            assert (region.part, region.name, region.entry, murloc, icon) == (
                island.name, local.name, local.entry, local.murloc, local.size_icon)
            assert (region.water, region.mountain, region.magic, region.cavern) == (
                local.water, local.mountain, local.magic, local.cavern)
            assert region.border == local.edge


def test_W_MAP_3_no_adjacency_across_faces_and_each_face_keeps_its_graph() -> None:
    board = bundled_islands(FACES)
    for island in board.parts:
        face = bundled_face(island.name)
        for local in face.regions:
            region = board.regions[island.first + local.id]
            assert region.adjacent == tuple(island.first + a for a in local.adjacent)
            assert all(board.regions[a].part == region.part for a in region.adjacent)
            assert all(region.id in board.regions[a].adjacent for a in region.adjacent)


def test_W_MAP_3_each_island_grid_in_global_ids_for_the_app() -> None:
    board = bundled_islands(FACES)
    for island in board.parts:
        face = bundled_face(island.name)
        assert island.layout == tuple(tuple(island.first + c for c in row) for row in face.layout)
    assert board.layout is None  # one grid per island, not one for the whole board


def test_W_MAP_3_refs_by_global_id_face_form_and_name() -> None:
    board = bundled_islands(FACES)
    assert board.ref("4") is board.regions[4]
    assert board.ref("L1a:4") is board.regions[4]
    assert board.ref("M2b:0") is board.regions[13]
    assert board.ref(" s2b:6 ") is board.regions[29]
    assert board.ref(board.regions[17].name.upper()) is board.regions[17]
    assert [board.gid(r) for r in (0, 12, 13, 29)] == ["L1a:0", "L1a:12", "M2b:0", "S2b:6"]
    for bad in ("L1a:13", "M2b:10", "L1b:0", "X:1", "L1a:", "L1a:-1", "30"):
        with pytest.raises(ValueError, match="No region called"):
            board.ref(bad)
    with pytest.raises(ValueError):  # a base board has no faces
        bundled_board(2).ref("L1a:4")
    assert bundled_board(2).gid(4) == "4"


def test_W_MAP_4_fields_is_farmland_in_the_engine_and_fields_when_shown() -> None:
    board = bundled_islands(FACES)
    fields = [r for r in board.regions if r.terrain == "farmland"]
    assert fields and all(terrain_word(r) == "fields" for r in fields)
    assert not any(r.terrain == "fields" for r in board.regions)
    assert terrain_word(bundled_board(2).regions[0]) == bundled_board(2).regions[0].terrain
    coastal = [r for r in board.regions if r.coastal]
    assert coastal and all(any(board.regions[a].water for a in r.adjacent) for r in coastal)


def test_W_MAP_4_a_base_board_is_unchanged_by_the_island_fields() -> None:
    board = bundled_board(3)
    assert board.parts == () and board.region_facts == {}
    assert all(r.part == "" for r in board.regions) and board.fact("murloc", 0) is None
    data = board.to_dict()
    assert "islands" not in data and not any("face" in r or "murloc" in r for r in data["regions"])


def test_W_MAP_3_the_digest_tells_island_boards_apart() -> None:
    l1a = bundled_face("L1a").to_dict()
    moved = copy.deepcopy(l1a)
    moved["regions"][0]["murloc"] = False
    a = island_board([face_from_dict(l1a)])
    b = island_board([face_from_dict(moved)])
    assert a.digest != b.digest
    assert bundled_islands(["L1a", "S2b"]).digest != bundled_islands(["S2b", "L1a"]).digest


def test_W_MAP_3_a_face_twice_or_a_name_twice_is_refused() -> None:
    with pytest.raises(BoardError, match="face L1a is given twice"):
        island_board([bundled_face("L1a"), bundled_face("L1a")])
    s1a = bundled_face("S1a").to_dict()
    s1a["regions"][0]["name"] = bundled_face("L1a").regions[5].name
    with pytest.raises(BoardError, match=r"S1a:0 .*also used by L1a:5"):
        island_board([bundled_face("L1a"), face_from_dict(s1a)])


def test_W_MAP_3_islands_over_the_board_size_limit_are_refused(monkeypatch) -> None:
    """Faces read from a save may be large: their board is capped as a base board is (``MAX_REGIONS``), which the
    Humans' placements (every pair of open regions) rely on."""
    from smallworld_tui.rules import board
    from smallworld_tui.rules.wow.humans import _AFTER

    assert len(_AFTER) >= board.MAX_REGIONS  # a slice per region of the largest board allowed
    faces = [bundled_face(face) for face in FACES]  # 13 + 10 + 7 regions
    assert len(island_board(faces).regions) == 30
    monkeypatch.setattr(board, "MAX_REGIONS", 29)
    with pytest.raises(BoardError, match="have 30 regions; a board has at most 29"):
        island_board(list(reversed(faces)))  # (another order: not the cached board)


def test_W_MAP_3_unnamed_regions_are_named_by_their_face_form() -> None:
    s1a = bundled_face("S1a").to_dict()
    for r in s1a["regions"]:
        r.pop("name")
    board = island_board([face_from_dict(s1a)])
    assert [r.name for r in board.regions][:2] == ["S1a:0", "S1a:1"]
    assert board.ref("S1a:1") is board.regions[1]


def test_W_MAP_6_faces_data_rebuilds_an_equal_board() -> None:
    board = bundled_islands(FACES)
    again = board_of_faces(faces_data(board))
    assert again == board and again.digest == board.digest
    with pytest.raises(BoardError, match="list of 1 to 12 island faces"):
        board_of_faces({"face": "L1a"})


def test_W_MAP_3_moves_name_regions_by_global_id_face_form_or_name() -> None:
    g = new(2, islands="L1a,S2b")
    assert parse("conquer L1a:4", g).region == parse("conquer 4", g).region == 4
    assert parse(f"conquer {g.board.regions[15].name}", g).region == parse("conquer s2b:2", g).region == 15
    assert parse("redeploy L1a:4:2, S2b:0:1", g).layout == parse("redeploy 4:2 13:1", g).layout
