"""Hostile and unplayable board files (issue 10 point 9): ``load_board`` refuses each with a BoardError naming the
file, a code and the problem, quickly and without building what the file asks for."""

from __future__ import annotations

import contextlib
import copy
import os
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from smallworld_tui.rules import BoardError, Code, bundled_board, load_board
from smallworld_tui.rules.board import MAX_BOARD_BYTES, MAX_REGIONS, board_from_dict

BILLION_LAUGHS = """\
name: lol
turns: 5
regions: &a9 [&a8 [&a7 [&a6 [&a5 [&a4 [&a3 [&a2 [&a1 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]]]]]]]]]
a: [*a1, *a1, *a1, *a1, *a1, *a1, *a1, *a1, *a1]
b: [*a2, *a2, *a2, *a2, *a2, *a2, *a2, *a2, *a2]
c: [*a3, *a3, *a3, *a3, *a3, *a3, *a3, *a3, *a3]
d: [*a4, *a4, *a4, *a4, *a4, *a4, *a4, *a4, *a4]
e: [*a5, *a5, *a5, *a5, *a5, *a5, *a5, *a5, *a5]
f: [*a6, *a6, *a6, *a6, *a6, *a6, *a6, *a6, *a6]
g: [*a7, *a7, *a7, *a7, *a7, *a7, *a7, *a7, *a7]
h: [*a8, *a8, *a8, *a8, *a8, *a8, *a8, *a8, *a8]
"""


def small() -> dict:
    """A legal board: an edge sea, a shore farm (the land entry) and an inland hill."""
    def region(rid: int, name: str, terrain: str, border: bool, adjacent: list[int]) -> dict:
        return {"id": rid, "name": name, "terrain": terrain, "mine": False, "magic": False, "cavern": False,
                "lost_tribe": False, "border": border, "adjacent": adjacent}

    return {"name": "Tiny", "turns": 5, "regions": [region(0, "Salt Sea", "sea", True, [1]),
                                                     region(1, "Shore Farm", "farmland", False, [0, 2]),
                                                     region(2, "Lone Hill", "hill", False, [1])]}


def refused(path: Path, code: Code) -> str:
    with pytest.raises(BoardError) as info:
        load_board(path)
    message = str(info.value)
    assert info.value.code is code, message
    assert message.startswith(str(path)) and len(message) < 600
    return message


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "hostile.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_billion_laughs_refused_at_the_first_anchor(tmp_path):
    assert "anchors and aliases" in refused(write(tmp_path, BILLION_LAUGHS), Code.BOARD_SYNTAX)


def test_a_single_alias_or_merge_key_is_refused_too(tmp_path):
    text = yaml.safe_dump(small(), sort_keys=False) + "extra: &x 1\nmore: *x\n"
    refused(write(tmp_path, text), Code.BOARD_SYNTAX)
    refused(write(tmp_path, "base: &b {turns: 5}\nboard:\n  <<: *b\n"), Code.BOARD_SYNTAX)


@pytest.mark.parametrize("text", ["[" * 50_000 + "]" * 50_000, "a:\n" + "".join(" " * i + "- \n" for i in range(1, 60)),
                                  "{a: " * 5_000 + "1" + "}" * 5_000], ids=["flow lists", "block lists", "mappings"])
def test_deep_nesting_refused(tmp_path, text):
    refused(write(tmp_path, text), Code.BOARD_SYNTAX)


@pytest.mark.parametrize("number", ["9" * 5000, "9" * 20, "-" + "9" * 12, "0x" + "f" * 30, "1_000_000_000_000"])
def test_huge_numbers_refused(tmp_path, number):
    text = yaml.safe_dump(small(), sort_keys=False).replace("turns: 5", f"turns: {number}")
    refused(write(tmp_path, text), Code.BOARD_FIELD)


def test_duplicate_keys_refused_with_the_line(tmp_path):
    text = yaml.safe_dump(small(), sort_keys=False).replace("turns: 5", "turns: 5\nturns: 7")
    assert "'turns' appears twice" in refused(write(tmp_path, text), Code.BOARD_SYNTAX)
    regions = yaml.safe_dump(small(), sort_keys=False).replace("  terrain: hill", "  terrain: hill\n  terrain: sea")
    refused(write(tmp_path, regions), Code.BOARD_SYNTAX)


def test_tags_refused(tmp_path):
    text = yaml.safe_dump(small(), sort_keys=False).replace("name: Tiny", "name: !!python/object:os.system ls")
    refused(write(tmp_path, text), Code.BOARD_SYNTAX)
    refused(write(tmp_path, "name: !!binary aGVsbG8=\n"), Code.BOARD_SYNTAX)


@pytest.mark.parametrize("turns", [-3, 0, 101, 10**8])
def test_a_negative_or_absurd_turn_count_refused(tmp_path, turns):
    data = small()
    data["turns"] = turns
    assert "'turns'" in refused(write(tmp_path, yaml.safe_dump(data)), Code.BOARD_FIELD)


def test_no_border_land_region_refused(tmp_path):
    data = small()
    data["regions"][0]["border"] = False  # the sea leaves the edge: nowhere to make a first conquest
    assert "first conquest" in refused(write(tmp_path, yaml.safe_dump(data)), Code.BOARD_UNPLAYABLE)
    water = small()
    for region in water["regions"]:
        region["terrain"] = "lake"
    refused(write(tmp_path, yaml.safe_dump(water)), Code.BOARD_UNPLAYABLE)


def test_land_not_connected_refused(tmp_path):
    data = small()
    data["regions"][1]["adjacent"] = [0]
    data["regions"][2]["adjacent"] = []
    message = refused(write(tmp_path, yaml.safe_dump(data)), Code.BOARD_UNPLAYABLE)
    assert "region 2 (Lone Hill) cannot be reached over land" in message


def test_land_joined_only_across_the_sea_is_not_connected(tmp_path):
    data = small()
    data["regions"][0]["adjacent"] = [1, 2]
    data["regions"][1]["adjacent"] = [0]
    data["regions"][2]["adjacent"] = [0]
    refused(write(tmp_path, yaml.safe_dump(data)), Code.BOARD_UNPLAYABLE)


def test_absurd_sizes_refused(tmp_path):
    data = small()
    data["regions"] = [dict(data["regions"][1], id=i, name=f"R{i}", adjacent=[]) for i in range(MAX_REGIONS + 1)]
    assert f"{MAX_REGIONS + 1:,} regions" in refused(write(tmp_path, yaml.safe_dump(data)), Code.BOARD_UNPLAYABLE)
    long_name = small()
    long_name["regions"][2]["name"] = "Hill " * 100
    refused(write(tmp_path, yaml.safe_dump(long_name, width=10**6)), Code.BOARD_FIELD)
    many = "name: x\nturns: 5\nregions: []\nnotes: [" + ", ".join(["1"] * 30_000) + "]\n"  # 60 kB, 30,000 values
    assert "far more than a board needs" in refused(write(tmp_path, many), Code.BOARD_UNPLAYABLE)
    crowded = small()
    crowded["regions"][1]["adjacent"] = [0, 2] * 40
    refused(write(tmp_path, yaml.safe_dump(crowded)), Code.BOARD_FIELD)
    huge = tmp_path / "huge.yaml"
    with open(huge, "wb") as handle:
        handle.truncate(MAX_BOARD_BYTES + 1)  # sparse: costs no disk, and is never read
    refused(huge, Code.BOARD_TOO_LARGE)


def test_odd_files_refused_before_reading(tmp_path):
    refused(tmp_path, Code.BOARD_UNREADABLE)
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "fifo.yaml"
        os.mkfifo(fifo)
        refused(fifo, Code.BOARD_UNREADABLE)  # opening it would block forever
    binary = tmp_path / "binary.yaml"
    binary.write_bytes(b"\xff\xfe\x00name")
    refused(binary, Code.BOARD_UNREADABLE)
    refused(tmp_path / "missing.yaml", Code.BOARD_UNREADABLE)
    with pytest.raises(TypeError):
        load_board(0)  # type: ignore[arg-type]  # a file descriptor is not a path: stdin is never read


def test_a_control_character_in_the_file_name_or_content_is_shown_escaped(tmp_path):
    path = tmp_path / "evil\x1b[2J.yaml"
    data = small()
    data["regions"][2]["terrain"] = "lava\x1b]0;pwned\x07"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    with pytest.raises(BoardError) as info:
        load_board(path)
    assert "\x1b" not in str(info.value) and "\x07" not in str(info.value) and "\\x1b" in str(info.value)


def test_board_data_from_a_save_gets_the_same_checks():
    data = copy.deepcopy(bundled_board(2).to_dict())
    data["turns"] = -1
    with pytest.raises(BoardError) as info:
        board_from_dict(data)
    assert info.value.code is Code.BOARD_FIELD
    data = copy.deepcopy(small())
    data["regions"] = [[[[]]]] * 3
    with pytest.raises(BoardError):
        board_from_dict(data)


YAML_TEXT = (Path(__file__).resolve().parents[2] / "maps" / "2p.yaml").read_text(encoding="utf-8")


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(edits=st.lists(st.tuples(st.integers(0, len(YAML_TEXT) - 1), st.integers(0, 8),
                                st.sampled_from(["", "-", ":", "&a", "*a", "!!", "[", "]", "{", "}", "\n", "  ",
                                                 "99999999999", "1e9", "~", "yes", "\x00", "\t", "'", '"', "#"])),
                      min_size=1, max_size=4))
def test_any_edit_of_a_board_file_gives_a_board_or_a_board_error(tmp_path, edits):
    text = YAML_TEXT
    for at, cut, insert in edits:
        text = text[:at] + insert + text[at + cut:]
    path = tmp_path / "edited.yaml"
    path.write_text(text, encoding="utf-8")
    with contextlib.suppress(BoardError):
        load_board(path)
