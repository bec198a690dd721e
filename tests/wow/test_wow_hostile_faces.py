"""Hostile board and island-face files (issue 31 part 6): a region name that reads as another region, PyYAML's
raw multi-line messages and huge paths never reach a player; every refusal is a BoardError in one short line."""

from __future__ import annotations

import json

import pytest

from smallworld_tui.rules import BoardError, Code, Game, SaveError, load_board
from smallworld_tui.rules.wow import WOW
from smallworld_tui.rules.wow.islandboard import faces_data
from smallworld_tui.rules.wow.islands import bundled_face, face_from_dict, load_face

NAMES = ["Ann", "Bob"]


@pytest.mark.parametrize("name", ["5", "12", "L1a:0", "s2b : 3", "M1b:12"])
def test_W_MAP_3_a_face_region_named_like_an_id_or_a_face_reference_is_refused(name):
    """'5' would be region 5 and 'L1a:0' region 0 of L1a when a player types it (Board.ref)."""
    data = bundled_face("S1a").to_dict()
    data["regions"][0]["name"] = name
    with pytest.raises(BoardError) as refused:
        face_from_dict(data)
    assert refused.value.code is Code.BOARD_FIELD


@pytest.mark.parametrize("name", ["5", "L1a:0"])
def test_W_MAP_3_a_save_whose_faces_name_a_region_like_an_id_is_refused(name):
    record = json.loads(Game.new(None, NAMES, seed=2, ruleset=WOW).to_json())
    faces = faces_data(Game.new(None, NAMES, seed=2, ruleset=WOW).board)
    faces[0]["regions"][1]["name"] = name
    record["board"]["faces"] = faces
    with pytest.raises(SaveError) as refused:
        Game.from_json(json.dumps(record))
    assert refused.value.code is Code.SAVE_BOARD


@pytest.mark.parametrize("text", ["regions:\n  - id: 0\x00\n", "name: x\x7f\n", "a: [1,\n"])
@pytest.mark.parametrize("load", [load_board, load_face], ids=["board", "face"])
def test_a_yaml_error_is_one_printable_line(tmp_path, text, load):
    path = tmp_path / "S1a.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(BoardError) as refused:
        load(path)
    message = str(refused.value)
    assert refused.value.code is Code.BOARD_SYNTAX and "\n" not in message and message.isprintable()


@pytest.mark.parametrize("load", [load_board, load_face], ids=["board", "face"])
def test_a_huge_path_is_cut_in_the_message(load):
    with pytest.raises(BoardError) as refused:
        load("/nowhere/" + "x" * 3000 + ".yaml")
    assert len(str(refused.value)) < 300
