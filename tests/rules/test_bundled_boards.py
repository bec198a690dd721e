"""The bundled boards load from their precompiled form (maps/bundled.json) without importing pydantic or PyYAML, so
the game starts fast; the compiled form always equals what the YAML files give when validated the full way."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from smallworld_tui.rules import board as board_module
from smallworld_tui.rules.board import COMPILED, bundled_board, compile_bundled, load_board

MAPS = Path(__file__).resolve().parents[2] / "maps"


def test_compiled_form_is_current():
    assert (MAPS / COMPILED).read_text(encoding="utf-8") == compile_bundled(MAPS), (
        "maps/*.yaml changed: run `python scripts/compile_maps.py` and commit maps/bundled.json")


@pytest.mark.parametrize("players", (2, 3, 4, 5))
def test_R_MAP_1_bundled_board_equals_the_fully_validated_yaml(players):
    board = bundled_board(players)
    full = load_board(MAPS / f"{players}p.yaml")
    assert board == full and board.digest == full.digest and board.layout == full.layout


def test_starting_a_game_on_a_bundled_board_imports_neither_pydantic_nor_yaml():
    code = ("import json, sys\n"
            "from smallworld_tui.rules import Game, bundled_board\n"
            "g = Game.new(bundled_board(5), ['A', 'B', 'C', 'D', 'E'], seed=1)\n"
            "g.play('pick 1')\n"
            "Game.from_json(g.to_json())\n"
            "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in ('pydantic', 'yaml'))))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60)
    assert json.loads(out.stdout.strip().splitlines()[-1]) == []


def test_a_stale_or_damaged_compiled_form_falls_back_to_the_yaml(tmp_path, monkeypatch):
    for name in ("2p.yaml", "3p.yaml", "4p.yaml", "5p.yaml"):
        (tmp_path / name).write_bytes((MAPS / name).read_bytes())
    compiled = json.loads((MAPS / COMPILED).read_text(encoding="utf-8"))
    compiled["2"]["board"]["turns"] = 99  # stale: the hash below no longer matches the YAML
    compiled["2"]["yaml_sha256"] = "0" * 64
    compiled["3"]["board"]["regions"] = "damaged"  # matching hash, broken content
    (tmp_path / COMPILED).write_text(json.dumps(compiled), encoding="utf-8")
    monkeypatch.setattr(board_module, "maps_dir", lambda: tmp_path)
    board_module._compiled.cache_clear()
    bundled_board.cache_clear()
    try:
        assert bundled_board(2).turns == 10
        assert len(bundled_board(3).regions) == 30
    finally:
        board_module._compiled.cache_clear()
        bundled_board.cache_clear()
