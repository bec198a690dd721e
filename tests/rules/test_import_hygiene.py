"""The rules engine never loads the terminal stack (DESIGN.md: rules/ never imports textual, rich, app/ or bots/).

Checked in a fresh interpreter, like harlequin's test_import_hygiene: importing the package, and even playing a
simulated game through the CLI's ``simulate``, must leave textual and rich out of ``sys.modules``.
"""

from __future__ import annotations

import json
import subprocess
import sys

FORBIDDEN = ("textual", "rich")


def loaded_modules(code: str) -> list[str]:
    script = code + "\nimport json, sys\nprint(json.dumps(sorted(sys.modules)))\n"
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=60)
    return json.loads(out.stdout.strip().splitlines()[-1])


def offenders(modules: list[str]) -> list[str]:
    return [m for m in modules if m.split(".")[0] in FORBIDDEN]


def test_importing_the_rules_loads_neither_textual_nor_rich() -> None:
    modules = loaded_modules("import smallworld_tui.rules")
    assert "smallworld_tui.rules" in modules
    assert offenders(modules) == []
    assert not [m for m in modules if m.startswith(("smallworld_tui.app", "smallworld_tui.bots"))]


def test_a_simulated_game_loads_neither_textual_nor_rich() -> None:
    code = ("from smallworld_tui.cli import simulate\n"
            "report = simulate(players=3, games=1, seed=5)\n"
            "assert report['games'][0]['winners']\n")
    modules = loaded_modules(code)
    assert "smallworld_tui.cli" in modules
    assert offenders(modules) == []


def test_playing_through_the_public_api_loads_neither() -> None:
    code = ("import random\n"
            "from smallworld_tui.rules import Game, bundled_board\n"
            "g = Game.new(bundled_board(2), ['A', 'B'], seed=1)\n"
            "rng = random.Random(1)\n"
            "while not g.is_over:\n"
            "    g.apply(rng.choice(g.legal_actions()))\n"
            "Game.from_json(g.to_json())\n")
    assert offenders(loaded_modules(code)) == []
