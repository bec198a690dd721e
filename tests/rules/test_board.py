"""The board files and the board model (RULES.md section 2, R-MAP)."""

from __future__ import annotations

import copy
import hashlib
import json
from pathlib import Path

import pytest
import yaml

from smallworld_tui.rules.board import (
    TERRAINS,
    Board,
    BoardError,
    board_from_dict,
    bundled_board,
    load_board,
)

# shared/reference/maps beside the checkout is the source of truth; the copy in tests/ keeps the comparison
# running wherever the repository is cloned alone.
SHARED = Path(__file__).resolve().parents[2].parent / "shared" / "reference" / "maps"
REFERENCE = SHARED if SHARED.is_dir() else Path(__file__).resolve().parent / "reference_maps"
PLAYERS = (2, 3, 4, 5)
FACTS = ("id", "terrain", "mine", "magic", "cavern", "lost_tribe", "border")

# From the validation table in shared/reference/maps/README.md.
REGION_COUNT = {2: 23, 3: 30, 4: 39, 5: 48}
RULE_BORDER_LAND = {2: 14, 3: 16, 4: 21, 5: 25}
TURNS = {2: 10, 3: 10, 4: 9, 5: 8}


def reference(players: int) -> dict:
    path = REFERENCE / f"{players}p.json"
    if not path.is_file():
        pytest.fail(f"reference map data not found at {path}")
    return json.loads(path.read_text(encoding="utf-8"))


# --- the bundled maps --------------------------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYERS)
def test_R_MAP_1_bundled_maps_equal_the_reference(players: int) -> None:
    data = reference(players)
    board = bundled_board(players)
    assert board.players == data["players"] == players
    assert board.turns == data["turns"]
    assert board.source == data["source"]
    assert len(board.regions) == len(data["regions"])
    for region, ref in zip(board.regions, data["regions"], strict=True):
        assert {k: getattr(region, k) for k in FACTS} == {k: ref[k] for k in FACTS}
        assert region.adjacent == tuple(sorted(ref["adjacent"]))


@pytest.mark.parametrize("players", PLAYERS)
def test_bundled_maps_match_the_reference_figures(players: int) -> None:
    board = bundled_board(players)
    assert len(board.regions) == REGION_COUNT[players]
    assert board.turns == TURNS[players]
    assert [r.id for r in board.regions] == list(range(len(board.regions)))


@pytest.mark.parametrize("players", PLAYERS)
def test_region_names_are_unique_short_and_not_numbers(players: int) -> None:
    names = [r.name for r in bundled_board(players).regions]
    assert len({n.casefold() for n in names}) == len(names)
    assert all(0 < len(n) <= 16 and not n.isdigit() and n == n.strip() for n in names)
    assert bundled_board(players).name  # every map has a title


@pytest.mark.parametrize("players", PLAYERS)
def test_R_MAP_2_water_regions(players: int) -> None:
    board = bundled_board(players)
    assert all(r.water == (r.terrain in ("sea", "lake")) for r in board.regions)
    assert [r.terrain for r in board.regions if r.water].count("sea") == 2
    assert [r.terrain for r in board.regions if r.water].count("lake") == 1


@pytest.mark.parametrize("players", PLAYERS)
def test_R_MAP_3_adjacency_is_sorted_symmetric_and_irreflexive(players: int) -> None:
    board = bundled_board(players)
    for region in board.regions:
        assert list(region.adjacent) == sorted(set(region.adjacent))
        assert region.id not in region.adjacent
        assert all(region.id in board.regions[a].adjacent for a in region.adjacent)


@pytest.mark.parametrize("players", PLAYERS)
def test_R_MAP_4_entry_regions(players: int) -> None:
    board = bundled_board(players)
    land_entries = [r for r in board.regions if r.entry and not r.water]
    assert len(land_entries) == RULE_BORDER_LAND[players]
    edge_seas = {r.id for r in board.regions if r.terrain == "sea" and r.border}
    for region in board.regions:
        if region.terrain == "lake":
            assert not region.entry
        elif region.terrain == "sea":
            assert region.entry == region.border
        else:
            assert region.entry == (region.border or bool(edge_seas & set(region.adjacent)))


# Land regions that are entries only through an edge sea: the README's cross-checks list exactly these as
# where a rule-style edge flag differs from the physical `border`.
SHORE_ONLY_ENTRIES = {2: [21], 3: [7, 23], 4: [1, 2, 6, 7, 13], 5: [6, 11, 16, 17, 25, 31]}


@pytest.mark.parametrize("players", PLAYERS)
def test_R_MAP_4_shore_of_an_edge_sea_is_an_entry_without_touching_the_edge(players: int) -> None:
    board = bundled_board(players)
    shore_only = [r.id for r in board.regions if r.entry and not r.border and not r.water]
    assert shore_only == SHORE_ONLY_ENTRIES[players]


def test_R_MAP_4_lake_shore_is_not_an_entry() -> None:
    # 2p region 6 is inland on the shore of lake 7: coastal (R-MAP-5) but no way in for a first conquest.
    region = bundled_board(2).regions[6]
    assert 7 in region.adjacent and not region.border and region.coastal and not region.entry


@pytest.mark.parametrize("players", PLAYERS)
def test_R_MAP_5_coastal_regions(players: int) -> None:
    data = reference(players)
    terrain = {r["id"]: r["terrain"] for r in data["regions"]}
    water = {rid for rid, kind in terrain.items() if kind in ("sea", "lake")}
    expected = {r["id"] for r in data["regions"] if r["id"] not in water and water & set(r["adjacent"])}
    board = bundled_board(players)
    assert {r.id for r in board.regions if r.coastal} == expected
    assert not any(r.coastal for r in board.regions if r.water)


@pytest.mark.parametrize("players", PLAYERS)
def test_R_MAP_6_mountain_flag(players: int) -> None:
    board = bundled_board(players)
    assert all(r.mountain == (r.terrain == "mountain") for r in board.regions)


def test_bundled_board_is_cached_and_only_for_two_to_five_players() -> None:
    assert bundled_board(3) is bundled_board(3)
    for players in (0, 1, 6, 2.0, True, "3"):
        with pytest.raises(ValueError, match="no official map"):
            bundled_board(players)


# --- the runtime board -------------------------------------------------------------------------------


def test_ref_by_id_and_by_name() -> None:
    board = bundled_board(2)
    lake = board.regions[7]
    assert board.ref("7") is lake
    assert board.ref(" 7 ") is lake
    assert board.ref(lake.name) is lake
    assert board.ref(f"  {lake.name.upper()} ") is lake
    for text in ("23", "-1", "", "Atlantis"):
        with pytest.raises(ValueError, match="No region called"):
            board.ref(text)


@pytest.mark.parametrize("players", PLAYERS)
def test_to_dict_round_trips(players: int) -> None:
    board = bundled_board(players)
    data = board.to_dict()
    assert json.loads(json.dumps(data)) == data  # plain data only
    again = board_from_dict(data)
    assert again == board
    assert again.digest == board.digest


def test_digest_is_a_stable_hash_of_the_content() -> None:
    board = bundled_board(4)
    rules = {key: value for key, value in board.to_dict().items() if key != "layout"}  # drawing is no rule
    canonical = json.dumps(rules, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    assert board.digest == hashlib.sha256(canonical.encode()).hexdigest()
    assert load_board(Path(board_file(4))).digest == board.digest

    renamed = board.to_dict()
    renamed["regions"][3]["name"] = "Somewhere Else"
    assert board_from_dict(renamed).digest != board.digest
    reordered = {key: board.to_dict()[key] for key in reversed(list(board.to_dict()))}
    assert board_from_dict(reordered).digest == board.digest


def test_boards_are_immutable_and_hashable() -> None:
    board = bundled_board(2)
    with pytest.raises(AttributeError):
        board.turns = 3  # type: ignore[misc]
    assert hash(board) == hash(board_from_dict(board.to_dict()))
    assert isinstance(board, Board)


def test_terrain_names_are_normalised_and_extra_keys_ignored() -> None:
    data = small_board()
    data["regions"][0]["terrain"] = " Farmland "
    data["regions"][0]["x"] = 3  # room for drawing hints
    assert board_from_dict(data).regions[0].terrain == "farmland"


# --- BoardError: every defect names the file, the region and the fix ---------------------------------


def board_file(players: int) -> str:
    return str(Path(__file__).resolve().parents[2] / "maps" / f"{players}p.yaml")


def small_board() -> dict:
    """A legal three-region board: a sea on the edge, a farm on its shore and an inland hill."""
    def region(rid: int, name: str, terrain: str, border: bool, adjacent: list[int]) -> dict:
        return {"id": rid, "name": name, "terrain": terrain, "mine": False, "magic": False, "cavern": False,
                "lost_tribe": False, "border": border, "adjacent": adjacent}

    return {
        "name": "Tiny",
        "turns": 5,
        "regions": [
            region(0, "Salt Sea", "sea", True, [1]),
            region(1, "Shore Farm", "farmland", False, [0, 2]),
            region(2, "Lone Hill", "hill", False, [1]),
        ],
    }


def write(tmp_path: Path, data: object) -> Path:
    path = tmp_path / "my_map.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


def error_for(tmp_path: Path, data: object) -> str:
    path = write(tmp_path, data)
    with pytest.raises(BoardError) as info:
        load_board(path)
    message = str(info.value)
    assert str(path) in message
    return message


def test_small_board_is_legal(tmp_path: Path) -> None:
    board = load_board(write(tmp_path, small_board()))
    assert board.players is None and board.source == ""
    assert [r.entry for r in board.regions] == [True, True, False]
    assert [r.coastal for r in board.regions] == [False, True, False]


def test_board_error_is_a_value_error() -> None:
    assert issubclass(BoardError, ValueError)


def test_unknown_terrain(tmp_path: Path) -> None:
    data = small_board()
    data["regions"][2]["terrain"] = "lava"
    message = error_for(tmp_path, data)
    assert "region 2 (Lone Hill)" in message and "'lava'" in message
    assert all(t in message for t in TERRAINS)


def test_duplicate_id(tmp_path: Path) -> None:
    data = small_board()
    data["regions"][2]["id"] = 1
    message = error_for(tmp_path, data)
    assert "region 1 (Lone Hill)" in message and "Shore Farm" in message and "own id" in message


def test_ids_must_run_from_zero_without_gaps(tmp_path: Path) -> None:
    data = small_board()
    data["regions"][2]["id"] = 7
    message = error_for(tmp_path, data)
    assert "region 7 (Lone Hill)" in message and "0..2" in message and "2 is missing" in message


def test_one_way_adjacency(tmp_path: Path) -> None:
    data = small_board()
    data["regions"][2]["adjacent"] = [0, 1]
    message = error_for(tmp_path, data)
    assert "region 2 (Lone Hill)" in message and "region 0 (Salt Sea)" in message
    assert "add 2 to region 0's adjacent list" in message


def test_dangling_adjacency(tmp_path: Path) -> None:
    data = small_board()
    data["regions"][1]["adjacent"] = [0, 2, 9]
    message = error_for(tmp_path, data)
    assert "region 1 (Shore Farm)" in message and "region 9 does not exist" in message


def test_self_adjacency(tmp_path: Path) -> None:
    data = small_board()
    data["regions"][2]["adjacent"] = [1, 2]
    message = error_for(tmp_path, data)
    assert "region 2 (Lone Hill)" in message and "lists itself" in message


def test_duplicate_name_ignoring_case(tmp_path: Path) -> None:
    data = small_board()
    data["regions"][2]["name"] = "shore farm"
    message = error_for(tmp_path, data)
    assert "region 2 (shore farm)" in message and "region 1" in message and "own name" in message


def test_numeric_name(tmp_path: Path) -> None:
    data = small_board()
    data["regions"][1]["name"] = "12"
    message = error_for(tmp_path, data)
    assert "region 1 (12)" in message and "looks like a region id" in message


def test_missing_field(tmp_path: Path) -> None:
    data = small_board()
    del data["regions"][1]["terrain"]
    message = error_for(tmp_path, data)
    assert "region 1 (Shore Farm)" in message and "'terrain' is missing" in message


def test_missing_id_names_the_region_by_position(tmp_path: Path) -> None:
    data = small_board()
    del data["regions"][2]["id"]
    message = error_for(tmp_path, data)
    assert "region number 3 in the list (Lone Hill)" in message and "'id' is missing" in message


def test_wrong_type(tmp_path: Path) -> None:
    data = small_board()
    data["regions"][0]["mine"] = "plenty"
    message = error_for(tmp_path, data)
    assert "region 0 (Salt Sea)" in message and "'mine'" in message and "'plenty'" in message
    assert "valid boolean" in message


def test_wrong_type_in_adjacency(tmp_path: Path) -> None:
    data = small_board()
    data["regions"][1]["adjacent"] = [0, "two"]
    message = error_for(tmp_path, data)
    assert "region 1 (Shore Farm)" in message and "'adjacent.1'" in message and "'two'" in message


def test_turns_below_one(tmp_path: Path) -> None:
    data = small_board()
    data["turns"] = 0
    message = error_for(tmp_path, data)
    assert "'turns'" in message and "greater than or equal to 1" in message


def test_missing_top_level_field(tmp_path: Path) -> None:
    data = small_board()
    del data["turns"]
    assert "'turns' is missing" in error_for(tmp_path, data)


def test_fewer_than_two_regions(tmp_path: Path) -> None:
    data = small_board()
    data["regions"] = [dict(data["regions"][2], adjacent=[])]
    assert "at least 2" in error_for(tmp_path, data)


def test_region_that_is_not_a_mapping(tmp_path: Path) -> None:
    data = small_board()
    data["regions"][1] = "Shore Farm"
    assert "region number 2 in the list" in error_for(tmp_path, data)


def test_board_that_is_not_a_mapping(tmp_path: Path) -> None:
    assert "must be a mapping" in error_for(tmp_path, ["a", "list"])


def test_invalid_yaml(tmp_path: Path) -> None:
    path = tmp_path / "broken.yaml"
    path.write_text("name: Tiny\nregions: [\n  - id: 0\n", encoding="utf-8")
    with pytest.raises(BoardError) as info:
        load_board(path)
    message = str(info.value)
    assert str(path) in message and "not valid YAML at line" in message


def test_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "nowhere.yaml"
    with pytest.raises(BoardError) as info:
        load_board(path)
    assert str(path) in str(info.value) and "no such board file" in str(info.value)


def test_board_from_dict_names_its_source() -> None:
    data = copy.deepcopy(small_board())
    data["regions"][0]["terrain"] = "ocean"
    with pytest.raises(BoardError, match=r"^<data>: region 0 \(Salt Sea\): unknown terrain 'ocean'"):
        board_from_dict(data)
    with pytest.raises(BoardError, match=r"^custom\.yaml: "):
        board_from_dict(data, source="custom.yaml")


@pytest.mark.parametrize("players", PLAYERS)
def test_reference_copy_in_tests_is_current(players: int) -> None:
    """The copy under tests/ equals shared/reference/maps when that folder is present."""
    if not SHARED.is_dir():
        pytest.skip("shared/ is not beside the checkout")
    copy = Path(__file__).resolve().parent / "reference_maps" / f"{players}p.json"
    assert json.loads(copy.read_text()) == json.loads((SHARED / f"{players}p.json").read_text())
