"""Issue 10 point 10: the app starts on what its first screen needs. ``smallworld`` draws the title before the
engine is imported, and no start path (title, Resume line, a new game on a bundled board) imports pydantic, PyYAML
or networkx: those are for a user's own board file and the layout command only.

Each case runs the real command (``cli.main``) in a fresh interpreter, headless, and lists ``sys.modules`` at the
first frame and once the screen has settled (and whether the garbage collector is on: off while starting, on
from the first frame); like ``tests/rules/test_import_hygiene.py``, no clock is read.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

from smallworld_tui.rules import Game, bundled_board, save_game

HEAVY = ("pydantic", "yaml", "networkx")
NOT_FOR_THE_TITLE = ("smallworld_tui.rules", "smallworld_tui.bots", "smallworld_tui.app.screens.game",
                     "smallworld_tui.app.session", "json", "secrets")  # json, secrets: for reading and naming saves

# Runs `smallworld ARGS` headless: the first frame and the settled screen each report the loaded modules.
RUN = """
import gc, sys
from smallworld_tui.app.app import SmallWorldApp
from smallworld_tui.cli import main

seen = {}
display = SmallWorldApp._display

def spy(self, screen, renderable):
    display(self, screen, renderable)
    if renderable is not None and "first" not in seen:
        seen["first"] = sorted(sys.modules)
        seen["gc first"] = gc.isenabled()
        seen["screen"] = type(self.screen).__name__

async def settle(pilot):
    for _ in range(3):
        await pilot.pause()
    seen["settled"] = sorted(sys.modules)
    seen["gc settled"] = gc.isenabled()
    seen["text"] = [str(o.prompt) for o in pilot.app.screen.query("OptionList").first().options] \\
        if seen["screen"] == "TitleScreen" else []
    pilot.app.exit()

run = SmallWorldApp.run
SmallWorldApp._display = spy
SmallWorldApp.run = lambda self, **kw: run(self, headless=True, size=(120, 40), auto_pilot=settle)
code = main(sys.argv[1:])
import json  # only now: the title must draw without it
print(json.dumps(seen))
sys.exit(code)
"""


def start(data_dir, *args: str) -> dict:
    env = dict(os.environ, SMALLWORLD_DATA_DIR=str(data_dir))
    out = subprocess.run([sys.executable, "-c", RUN, *args], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def loaded(modules: list[str], names: tuple[str, ...]) -> list[str]:
    return [m for m in modules if any(m == n or m.startswith(n + ".") for n in names)]


def test_the_title_draws_before_the_engine_is_imported(tmp_path):
    seen = start(tmp_path)
    assert seen["screen"] == "TitleScreen"
    assert loaded(seen["first"], NOT_FOR_THE_TITLE + HEAVY) == []
    assert loaded(seen["settled"], HEAVY) == []
    assert "Resume: no unfinished game" in seen["text"]
    assert (seen["gc first"], seen["gc settled"]) == (False, True)


def test_the_resume_line_reads_the_autosaves_without_pydantic_or_yaml(tmp_path):
    (tmp_path / "autosaves").mkdir()
    save_game(Game.new(bundled_board(3), ["Ann", "Bob", "Cy"], seed=4), tmp_path / "autosaves" / "game.json")
    seen = start(tmp_path)
    assert loaded(seen["first"], NOT_FOR_THE_TITLE + HEAVY) == []
    assert "smallworld_tui.rules" in seen["settled"]  # the autosave was read, after the first frame
    assert loaded(seen["settled"], HEAVY) == []
    assert "Resume: Small World, Ann, Bob, Cy, turn 1/10" in seen["text"]


def test_a_new_game_on_a_bundled_board_starts_without_pydantic_yaml_or_networkx(tmp_path):
    seen = start(tmp_path, "--players", "5", "--seed", "3")
    assert seen["screen"] == "HandoffScreen"
    assert "smallworld_tui.app.screens.game" in seen["first"]
    assert loaded(seen["settled"], HEAVY) == []
    assert (seen["gc first"], seen["gc settled"]) == (False, True)


def test_a_refused_argument_leaves_the_garbage_collector_on():
    import gc

    from smallworld_tui.cli import main

    assert main(["--players", "3", "--names", "Ann,Bob"]) == 2
    assert gc.isenabled()
