"""The island faces of Small World of Warcraft (RULES-WOW.md W-MAP-1..8, W-SETUP-1 board counts, Appendix B)."""

from __future__ import annotations

import ast
import copy
import importlib.util
import json
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from smallworld_tui.rules.errors import BoardError, Code
from smallworld_tui.rules.wow import islands
from smallworld_tui.rules.wow.island_design import design_problems, design_warnings, face_problems, face_warnings
from smallworld_tui.rules.wow.islands import (
    FACE_IDS,
    MOUNTAIN_MARKERS,
    MURLOC_TOKENS,
    bundled_face,
    bundled_faces,
    check_sets,
    draw_set,
    face_from_dict,
    fixed_set,
    legal_sets,
    load_face,
)

REPO = Path(__file__).resolve().parents[2]
WOW = REPO / "maps" / "wow"

# RULES-WOW.md Appendix B, verbatim, with the adjacency it derives.
EXAMPLE_S1A = json.loads("""
{"face":"S1a","size":"S","source":"original",
 "layout":["0 0 1 1 1 1","0 2 2 3 3 1","0 2 5 5 3 6","4 4 5 5 6 6","4 4 4 6 6 6"],
 "regions":[{"id":0,"terrain":"forest","entry":true},{"id":1,"terrain":"hill","murloc":true,"magic":true},
  {"id":2,"terrain":"mountain","cavern":true},{"id":3,"terrain":"fields","size_icon":true},
  {"id":4,"terrain":"swamp","murloc":true},{"id":5,"terrain":"lake"},{"id":6,"terrain":"fields","entry":true}]}
""")
EXAMPLE_PAIRS = "0-1 0-2 0-4 1-2 1-3 1-6 2-3 2-4 2-5 3-5 3-6 4-5 4-6 5-6"

# W-MAP-8 placement items (SHOULD) that a shipped face misses, with the reason. Every face meets every item, so
# this is empty; a face that had to miss one would be listed here as {"<face>": ["<lint line>  # reason"]}.
KNOWN_MISSES: dict[str, list[str]] = {}


def shipped(face: str) -> dict[str, Any]:
    """A fresh copy of a shipped face's plain data, to break in a test."""
    data: dict[str, Any] = yaml.safe_load((WOW / f"{face}.yaml").read_text(encoding="utf-8"))
    return data


def region(data: dict[str, Any], rid: int) -> dict[str, Any]:
    found: dict[str, Any] = next(r for r in data["regions"] if r["id"] == rid)
    return found


def names(data: dict[str, Any]) -> dict[str, str]:
    """The names of a face's regions as n0, n1, ... for the expected messages (names come from the build)."""
    return {f"n{r['id']}": r["name"] for r in data["regions"]}


def pairs(face: islands.IslandFace) -> str:
    return " ".join(f"{r.id}-{n}" for r in face.regions for n in r.adjacent if n > r.id)


# --- the shipped faces -------------------------------------------------------------------------------------


def test_W_MAP_1_twelve_faces_shipped_and_nothing_else() -> None:
    assert sorted(p.stem for p in WOW.glob("*.yaml")) == sorted(FACE_IDS)
    assert FACE_IDS == ("L1a", "L1b", "L2a", "L2b", "M1a", "M1b", "M2a", "M2b", "S1a", "S1b", "S2a", "S2b")


@pytest.mark.parametrize("face_id", FACE_IDS)
def test_W_MAP_7_every_shipped_face_loads_and_validates(face_id: str) -> None:
    face = load_face(WOW / f"{face_id}.yaml")
    assert face == bundled_face(face_id)
    assert face.face == face_id and face.size == face_id[0]
    assert [r.id for r in face.regions] == list(range(len(face.regions)))
    assert face_from_dict(face.to_dict(), source=face_id) == face  # round trip


@pytest.mark.parametrize("face_id", FACE_IDS)
def test_W_MAP_6_shipped_file_is_marked_original_and_generated(face_id: str) -> None:
    text = (WOW / f"{face_id}.yaml").read_text(encoding="utf-8")
    header = text.split("\nface:")[0]
    assert "ORIGINAL" in header and "scripts/build_wow_islands.py" in header
    assert shipped(face_id)["source"] == "original"
    assert all("adjacent" not in r for r in shipped(face_id)["regions"])  # the grid is the only source


def test_W_MAP_6_shipped_files_are_the_build_scripts_output_form() -> None:
    """Each file is exactly what scripts/build_wow_islands.py writes for its data (no hand edits of form);
    ``python scripts/build_wow_islands.py --check`` re-runs the whole search (about a minute)."""
    spec = importlib.util.spec_from_file_location("build_wow_islands", REPO / "scripts" / "build_wow_islands.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    for face_id in FACE_IDS:
        assert script.render(shipped(face_id)) == (WOW / f"{face_id}.yaml").read_text(encoding="utf-8"), face_id


@pytest.mark.parametrize("face_id", FACE_IDS)
def test_W_MAP_8_counts_of_every_shipped_face(face_id: str) -> None:
    assert face_problems(bundled_face(face_id)) == []


def test_W_MAP_8_counts_across_the_set_water_on_one_side_of_each_small_board_and_names_unique() -> None:
    faces = bundled_faces()
    assert design_problems(faces) == []
    for board in ("S1", "S2"):
        assert sorted(sum(r.water for r in faces[board + s].regions) for s in "ab") == [0, 1]
    for face in faces.values():
        if face.size != "S":
            assert sum(r.water for r in face.regions) == 1


def test_W_MAP_8_placement_lint_lists_no_unexplained_miss() -> None:
    """The SHOULD items as a lint: every miss must appear in KNOWN_MISSES with its reason (none today)."""
    warnings = design_warnings(bundled_faces())
    known = [line.split("  #")[0] for lines in KNOWN_MISSES.values() for line in lines]
    assert [w for w in warnings if w not in known] == [], "\n".join(warnings)
    assert [k for k in known if k not in warnings] == [], "a known miss is fixed: remove it from KNOWN_MISSES"


def test_W_MAP_8_region_names_short_and_unique_across_the_set_and_the_base_maps() -> None:
    names = [r.name for face in bundled_faces().values() for r in face.regions]
    assert len(names) == 4 * (7 + 10 + 13)
    assert all(0 < len(n) <= 16 and n == n.strip() and not n.isdigit() for n in names)
    assert len({n.casefold() for n in names}) == len(names)
    base = {r["name"].casefold() for p in (REPO / "maps").glob("*.yaml")
            for r in yaml.safe_load(p.read_text(encoding="utf-8"))["regions"]}
    assert not base & {n.casefold() for n in names}


# --- the grid (W-MAP-3/5) and the example (Appendix B) -----------------------------------------------------


def test_W_MAP_5_appendix_B_example_validates_with_the_printed_adjacency() -> None:
    face = face_from_dict(EXAMPLE_S1A, source="Appendix B")
    assert pairs(face) == EXAMPLE_PAIRS
    assert [r.edge for r in face.regions] == [True, True, False, False, True, False, True]
    assert face_problems(face) == [f"S1a:{i}: no name; every shipped region is named" for i in range(7)]
    assert face_warnings(face) == []


def test_W_MAP_2_shipped_S1a_is_the_appendix_B_example_with_names() -> None:
    ours = bundled_face("S1a").to_dict()
    for r in ours["regions"]:
        r.pop("name")
    assert ours == EXAMPLE_S1A


def test_W_MAP_5_diagonal_contact_is_not_adjacency_and_a_stored_list_must_match() -> None:
    face = bundled_face("S1a")
    assert 6 not in face.regions[2].adjacent  # S1a: 2 and 6 never share an edge
    data = shipped("S1a")
    for r in data["regions"]:
        r["adjacent"] = list(face.regions[r["id"]].adjacent)
    assert face_from_dict(data) == face


def test_W_MAP_3_global_region_ids() -> None:
    assert bundled_face("L1a").gid(4) == "L1a:4"


# --- W-MAP-7: each rule, broken on a copy of a shipped face -------------------------------------------------


def _set(rid: int, **changes: Any) -> Callable[[dict[str, Any]], object]:
    def apply(data: dict[str, Any]) -> None:
        region(data, rid).update(changes)
    return apply


def _layout(row: int, text: str) -> Callable[[dict[str, Any]], object]:
    def apply(data: dict[str, Any]) -> None:
        data["layout"][row] = text
    return apply


def _lake_on_frame(data: dict[str, Any]) -> None:
    region(data, 5)["terrain"] = "fields"
    region(data, 4).update(terrain="lake", murloc=False)


def _duplicate(data: dict[str, Any]) -> None:
    data["regions"].append(dict(region(data, 2)))


def _missing_row(data: dict[str, Any]) -> None:
    data["regions"] = [r for r in data["regions"] if r["id"] != 6]


def _extra_row(data: dict[str, Any]) -> None:
    data["regions"].append({"id": 7, "name": "Nowhere", "terrain": "hill"})


# Every W-MAP-7 rule (and the W-MAP-6 file rules), each broken once on S1a: (rule, change, words of the error).
BREAKS: list[tuple[str, Callable[[dict[str, Any]], object], str]] = [
    ("non-rectangular grid", _layout(2, "0 2 5 5 3"), "layout: row 3 has 5 cells but row 1 has 6"),
    ("cell not an id", _layout(0, "0 0 1 x 1 1"), "layout: row 1, column 4 is 'x', not a region id"),
    ("huge id", _layout(0, "0 0 1 " + "9" * 5000 + " 1 1"), "layout: row 1, column 4 is '9999"),
    ("missing id", lambda d: d.update(layout=[r.replace("6", "7") for r in d["layout"]]),
     "region 7: the layout uses id 7 but not 6"),
    ("split id", _layout(0, "0 0 1 1 1 4"), "region 1: its cells are split"),
    ("table: id not drawn", _extra_row, "region 7: listed in regions but has no cell in the layout"),
    ("table: id not listed", _missing_row, "region 6: drawn in the layout but missing from regions"),
    ("table: id twice", _duplicate, "region 2: listed twice"),
    ("unknown terrain", _set(3, terrain="farmland"), "region 3: unknown terrain 'farmland'"),
    ("no size icon", _set(3, size_icon=False), "exactly one size_icon region, this one has 0 (none)"),
    ("two size icons", _set(0, size_icon=True), "exactly one size_icon region, this one has 2 (0, 3)"),
    ("icon on water", lambda d: (_set(3, size_icon=False)(d), _set(5, size_icon=True)(d)),
     "a lake cannot carry size_icon"),
    ("entry on water", _set(5, entry=True), "a lake cannot carry entry"),
    ("murloc on water", _set(5, murloc=True), "a lake cannot carry murloc"),
    ("magic on water", _set(5, magic=True), "a lake cannot carry magic"),
    ("cavern on water", _set(5, cavern=True), "a lake cannot carry cavern"),
    ("entry off the frame", _set(3, entry=True), "region 3 ({n3}): an entry region must have a cell"),
    ("sea off the frame", _set(5, terrain="sea"), "region 5 ({n5}): a sea must touch the grid's frame"),
    ("lake on the frame", _lake_on_frame, "region 4 ({n4}): a lake must not touch the grid's frame"),
    ("size letter", lambda d: d.update(size="M"), "size is 'M' but face S1a is a S face"),
    ("face id", lambda d: d.update(face="X1a"), "unknown face id 'X1a'"),
    ("stored adjacency", _set(0, adjacent=[1]), "region 0 ({n0}): the stored adjacent list [1] differs"),
    ("misspelt flag", _set(1, murlock=True), "region 1: unknown field 'murlock'"),
    ("flag not a boolean", _set(1, magic="yes"), "region 1: the field 'magic' is 'yes'"),
    ("missing key", lambda d: d.pop("layout"), "the field 'layout' is missing"),
]


# The error code of each break (the rest are Code.BOARD_UNPLAYABLE: the face cannot be played).
CODES = {
    **dict.fromkeys(("non-rectangular grid", "cell not an id", "huge id", "missing id", "split id"), Code.BOARD_LAYOUT),
    **dict.fromkeys(("table: id not drawn", "table: id not listed", "table: id twice"), Code.BOARD_REGIONS),
    **dict.fromkeys(("unknown terrain", "size letter", "face id", "misspelt flag", "flag not a boolean",
                     "missing key"), Code.BOARD_FIELD),
    "stored adjacency": Code.BOARD_ADJACENCY,
}


@pytest.mark.parametrize(("rule", "change", "words"), BREAKS, ids=[b[0] for b in BREAKS])
def test_W_MAP_7_a_broken_face_is_refused_naming_file_region_and_problem(
        rule: str, change: Callable[[dict[str, Any]], object], words: str) -> None:
    data = shipped("S1a")
    face_from_dict(copy.deepcopy(data), source="maps/wow/S1a.yaml")  # intact, it loads
    words = words.format(**names(data))
    change(data)
    with pytest.raises(BoardError) as caught:
        face_from_dict(data, source="maps/wow/S1a.yaml")
    assert str(caught.value).startswith("maps/wow/S1a.yaml: ")
    assert words in str(caught.value), rule
    assert caught.value.code == CODES.get(rule, Code.BOARD_UNPLAYABLE), rule


@pytest.mark.parametrize(("change", "words"), [
    (lambda d: d["regions"].__setitem__(0, 1), "region number 1 in the list: not a mapping of fields"),
    (_set(0, name="x" * 5000), "the name 'xxxxxxxxxxxxxxxxxxxxxxxx…' is too long"),
    (_set(0, name="Red\x1b[31m"), "the name 'Red\\x1b[31m' is too long or holds control characters"),
    (_set(0, terrain="\x1b[2J"), "unknown terrain '\\x1b[2J'"),
    (_set(0, id=10**30), "region number 1 in the list: the field 'id'"),
    (lambda d: d.update(layout="0 0 1"), "the field 'layout' is '0 0 1': input should be a valid list"),
])
def test_W_MAP_6_hostile_face_data_gets_a_short_printable_answer(
        change: Callable[[dict[str, Any]], object], words: str) -> None:
    data = shipped("S1a")
    change(data)
    with pytest.raises(BoardError) as caught:
        face_from_dict(data, source="S1a")
    assert words in str(caught.value)
    assert str(caught.value).isprintable() and len(str(caught.value)) < 300


def test_W_MAP_6_a_hostile_face_file_is_a_board_error(tmp_path: Path) -> None:
    path = tmp_path / "S1a.yaml"
    path.write_text((WOW / "S1a.yaml").read_text(encoding="utf-8").replace("id: 0,", "id: " + "9" * 50 + ","),
                    encoding="utf-8")
    with pytest.raises(BoardError, match="is far too large"):
        load_face(path)
    path.write_text("a: &x [1]\nb: *x\n", encoding="utf-8")
    with pytest.raises(BoardError, match="anchors and aliases"):
        load_face(path)
    path.write_text("#" * 200_000, encoding="utf-8")
    with pytest.raises(BoardError, match="too large") as caught:
        load_face(path)
    assert caught.value.code == Code.BOARD_TOO_LARGE


def test_W_MAP_7_more_than_one_water_region() -> None:
    data = shipped("S1a")
    region(data, 4).update(terrain="sea", murloc=False)
    with pytest.raises(BoardError, match=r"region 5 \(.+\): a second water region \(region 4 is water"):
        face_from_dict(data, source="S1a")


def test_W_MAP_7_land_must_stay_connected_without_the_water() -> None:
    data = {"face": "S2b", "size": "S", "layout": ["0 1 2", "0 1 2"],
            "regions": [{"id": 0, "terrain": "hill", "size_icon": True}, {"id": 1, "terrain": "sea"},
                        {"id": 2, "terrain": "forest"}]}
    with pytest.raises(BoardError, match="land regions are not connected once the water is removed"):
        face_from_dict(data, source="islet")


def test_W_MAP_6_file_name_must_match_the_face_and_bad_files_are_board_errors(tmp_path: Path) -> None:
    wrong = tmp_path / "S1b.yaml"
    wrong.write_text((WOW / "S1a.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    with pytest.raises(BoardError, match="says face S1a but is named S1b.yaml"):
        load_face(wrong)
    broken = tmp_path / "S1a.yaml"
    broken.write_text("face: [S1a\n", encoding="utf-8")
    with pytest.raises(BoardError, match="not valid YAML at line"):
        load_face(broken)
    with pytest.raises(BoardError, match="no such face file"):
        load_face(tmp_path / "M1a.yaml")
    broken.write_text("- just a list\n", encoding="utf-8")
    with pytest.raises(BoardError, match="a face must be a mapping"):
        load_face(broken)
    with pytest.raises(ValueError, match="no island face 'Q9z'"):
        bundled_face("Q9z")


# --- set level (W-MAP-7, W-SETUP-1) ------------------------------------------------------------------------


def test_W_SETUP_1_legal_sets_deal_the_boards_per_player_count() -> None:
    sizes = {2: "LS", 3: "LMS", 4: "LMMS", 5: "LLMSS"}
    for players, letters in sizes.items():
        sets = list(legal_sets(players))
        assert len(sets) == len(set(sets)) == {2: 16, 3: 64, 4: 64, 5: 64}[players]
        for chosen in sets:
            assert "".join(sorted(f[0] for f in chosen)) == "".join(sorted(letters))
            assert len({f[:2] for f in chosen}) == len(chosen)  # one side of each board
    with pytest.raises(ValueError, match="2 to 5 players"):
        list(legal_sets(6))


def test_W_SETUP_1_draw_set_is_a_legal_set_drawn_with_the_game_rng() -> None:
    for players in (2, 3, 4, 5):
        legal = set(legal_sets(players))
        drawn = {draw_set(players, random.Random(seed)) for seed in range(200)}
        assert drawn <= legal
        assert len(drawn) > len(legal) // 2  # both boards of a size and both sides turn up
        assert draw_set(players, random.Random(7)) == draw_set(players, random.Random(7))
    with pytest.raises(ValueError, match="2 to 5 players"):
        draw_set(1, random.Random(0))


@pytest.mark.parametrize(("text", "players", "result"), [
    ("S2b, L1a", 2, ("L1a", "S2b")),
    ("M2a,L2b,S1a,M1b", 4, ("L2b", "M1b", "M2a", "S1a")),
    ("L1a,L2a,M1b,S1a,S2b", 5, ("L1a", "L2a", "M1b", "S1a", "S2b")),
    ("L1a,S2b", 3, "3 players play on 1 L + 1 M + 1 S (one face of each board), not L1a, S2b"),
    ("L1a,L1b", 2, "board L1 is named twice"),
    ("L1a,Q7", 2, "'Q7' is not an island face"),
    ("", 2, "2 players play on 1 L + 1 S"),
    ("L1a,S1a", 6, "2 to 5 players"),
])
def test_W_SETUP_1_fixed_islands_must_be_a_legal_set(text: str, players: int, result: object) -> None:
    if isinstance(result, tuple):
        assert fixed_set(text, players) == result
    else:
        with pytest.raises(ValueError, match=re.escape(str(result))):
            fixed_set(text, players)


def test_W_MAP_7_every_legal_set_within_10_mountains_and_15_murlocs() -> None:
    faces = bundled_faces()
    check_sets(faces)
    for players in (2, 3, 4, 5):
        for chosen in legal_sets(players):
            regions = [r for f in chosen for r in faces[f].regions]
            assert sum(r.mountain for r in regions) == 2 * players <= MOUNTAIN_MARKERS
            assert sum(r.murloc for r in regions) == 3 * players <= MURLOC_TOKENS
            assert len(regions) == 10 * players


@pytest.mark.parametrize(("flag", "words"), [("terrain", "12 mountain regions but the box holds only 10"),
                                             ("murloc", "16 Murloc symbols but the box holds only 15")])
def test_W_MAP_7_a_set_beyond_the_supply_is_refused(flag: str, words: str) -> None:
    data = shipped("L1a")
    spare = next(r for r in data["regions"] if r["terrain"] in ("fields", "forest", "hill", "swamp")
                 and not r.get("entry") and not r.get("murloc"))
    if flag == "terrain":
        # two more mountains on L1a: with L2 (3) + M (2) + two S (1 each) the 5-player set needs 12
        for r in [spare, *(x for x in data["regions"] if x is not spare and x["terrain"] == "forest")][:2]:
            r["terrain"] = "mountain"
    else:
        spare["murloc"] = True
    faces = {**bundled_faces(), "L1a": face_from_dict(data, source="L1a")}
    with pytest.raises(BoardError, match=rf"the 5-player set L1a\+L2[ab]\+M[12][ab]\+S1[ab]\+S2[ab] has {words}"):
        check_sets(faces)


# --- the lint itself finds each SHOULD item ---------------------------------------------------------------

LINT: list[tuple[str, str, Callable[[dict[str, Any]], object], str]] = [
    ("entry on a mountain", "S1a", _set(0, terrain="mountain"), "an entry region is a mountain"),
    ("entries adjacent", "S1a", _set(1, entry=True, murloc=False), "entry regions 0 and 1 are adjacent"),
    ("icon on an entry", "S1a", lambda d: (_set(3, size_icon=False)(d), _set(0, size_icon=True)(d)),
     "the icon region is an entry"),
    ("murloc on a mountain", "S1a", _set(2, murloc=True), "a Murloc on a mountain"),
    ("two murlocs on entries", "S1a", lambda d: (_set(0, murloc=True)(d), _set(6, murloc=True)(d)),
     "2 Murlocs on entry regions"),
    ("murlocs adjacent", "S1a", _set(0, murloc=True), "Murlocs on adjacent regions 0 and 1"),
    ("magic with cavern", "S1a", _set(1, cavern=True), "Magic and Cavern on one region"),
    ("cells", "S1a", _layout(0, "0 0 0 0 0 1"), "S1a:1 ({n1}): 2 cells, wants 3 to 8"),
    ("four meet", "S1a", _layout(2, "0 2 5 5 5 6"), "four regions [1, 3, 5, 6] meet at row 2, column 5"),
]


@pytest.mark.parametrize(("item", "face_id", "change", "words"), LINT, ids=[x[0] for x in LINT])
def test_W_MAP_8_lint_reports_each_placement_item(
        item: str, face_id: str, change: Callable[[dict[str, Any]], object], words: str) -> None:
    data = shipped(face_id)
    words = words.format(**names(data))
    change(data)
    assert any(words in w for w in face_warnings(face_from_dict(data))), (item, face_warnings(face_from_dict(data)))


def test_W_MAP_8_lint_neighbour_counts_of_regions_water_and_fields() -> None:
    enclosed = {"face": "S1a", "size": "S", "layout": ["0 0 0", "0 1 0", "0 0 0"],
                "regions": [{"id": 0, "terrain": "fields", "size_icon": True}, {"id": 1, "terrain": "lake"}]}
    warnings = face_warnings(face_from_dict(enclosed))
    assert "S1a:1: 1 neighbour(s), wants >= 2" in warnings
    assert "S1a:1: water with 1 land neighbours, wants >= 3" in warnings
    assert "S1a:0: fields with 1 neighbours, wants >= 3" in warnings


def test_W_MAP_8_lint_icon_distance_inland_cavern_water_neighbours_and_different_sides() -> None:
    faces = bundled_faces()
    face = faces["M1a"]
    entry = next(r for r in face.regions if r.entry)
    data = face.to_dict()
    for r in data["regions"]:
        r.pop("size_icon", None)
        r.pop("cavern", None)
    far = next(n for n in entry.adjacent if not face.regions[n].water)
    region(data, far)["size_icon"] = True
    region(data, entry.id)["cavern"] = True
    warnings = face_warnings(face_from_dict(data))
    assert any("the icon region is 1 step from entry" in w for w in warnings), warnings
    assert any("every Cavern is on an entry region" in w for w in warnings), warnings
    same = {**faces, "M1b": face_from_dict({**faces["M1a"].to_dict(), "face": "M1b"})}
    assert "M1: both faces are the same island" in design_warnings(same)


def test_islands_modules_stay_pure() -> None:
    """rules/ never imports the terminal stack: the island modules import only stdlib, pydantic, yaml, rules."""
    for name in ("islands.py", "island_design.py"):
        tree = ast.parse((REPO / "smallworld_tui" / "rules" / "wow" / name).read_text(encoding="utf-8"))
        roots = {(n.module or "").split(".")[0] if isinstance(n, ast.ImportFrom) and not n.level else "."
                 for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
        roots |= {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        assert roots <= {"__future__", "collections", "dataclasses", "functools", "itertools", "pathlib", "random",
                         "typing", "pydantic", "yaml", "."}, (name, roots)
