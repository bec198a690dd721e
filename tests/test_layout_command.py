"""``smallworld layout FILE`` (issue 8): a valid layout for a board without one, or a clear refusal."""

from __future__ import annotations

import yaml

from smallworld_tui.cli import main
from smallworld_tui.rules import bundled_board, load_board


def board_file(tmp_path, adjacent: dict[int, set[int]], border: set[int], name: str = "mine.yaml"):
    data = {"name": "My Isle", "turns": 5, "regions": [
        {"id": i, "name": f"Place {chr(65 + i)}", "terrain": "farmland" if i else "sea", "mine": False,
         "magic": False, "cavern": False, "lost_tribe": False, "border": i in border, "adjacent": sorted(adj)}
        for i, adj in sorted(adjacent.items())]}
    path = tmp_path / name
    path.write_text("# my own board\n" + yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


WHEEL = {0: {1, 2, 3, 4, 5}, 1: {0, 2, 5}, 2: {0, 1, 3}, 3: {0, 2, 4}, 4: {0, 3, 5}, 5: {0, 1, 4}}  # hub + ring


def test_R_MAP_3_layout_printed_for_a_small_board(tmp_path, capsys) -> None:
    path = board_file(tmp_path, WHEEL, border={1, 2, 3, 4, 5})
    assert main(["layout", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("# my own board\n") and "\nlayout:" in out
    proposed = tmp_path / "out.yaml"
    proposed.write_text(out, encoding="utf-8")
    board = load_board(proposed)  # the loader's validator accepts it
    assert board.layout is not None and load_board(path).layout is None  # the file itself is untouched


def test_R_MAP_3_layout_write_updates_the_file(tmp_path, capsys) -> None:
    path = board_file(tmp_path, WHEEL, border={1, 2, 3, 4, 5})
    assert main(["layout", str(path), "--write"]) == 0
    assert "layout added" in capsys.readouterr().out
    assert load_board(path).layout is not None
    assert main(["layout", str(path)]) == 2  # now it has one
    assert "already has a valid layout" in capsys.readouterr().err


def test_R_MAP_3_layout_for_the_2_player_board_without_its_grid(tmp_path, capsys) -> None:
    data = bundled_board(2).to_dict()
    del data["layout"]
    path = tmp_path / "two.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    assert main(["layout", str(path), "--write"]) == 0
    assert load_board(path).layout is not None


def test_R_MAP_3_a_non_planar_board_is_refused_clearly(tmp_path, capsys) -> None:
    k5 = {i: {j for j in range(5) if j != i} for i in range(5)}
    path = board_file(tmp_path, k5, border={1})  # playable (a land entry), but not drawable
    assert main(["layout", str(path)]) == 2
    err = capsys.readouterr().err
    assert "no layout made: the adjacency graph is not planar" in err and "0, 1, 2, 3, 4" in err


def test_R_MAP_4_border_regions_that_cannot_all_be_on_the_edge_are_refused(tmp_path, capsys) -> None:
    # K4 is planar, but with every region on the edge the outside would make it K5
    k4 = {i: {j for j in range(4) if j != i} for i in range(4)}
    path = board_file(tmp_path, k4, border={0, 1, 2, 3})
    assert main(["layout", str(path)]) == 2
    assert "cannot all lie on the board's edge" in capsys.readouterr().err


def test_layout_of_a_broken_board_file_gives_the_loaders_reason(tmp_path, capsys) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("name: x\nturns: 3\nregions: []\n", encoding="utf-8")
    assert main(["layout", str(path)]) == 2
    assert "bad.yaml" in capsys.readouterr().err
