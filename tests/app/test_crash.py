"""Issue 9: kill -9 the running app after random moves, several times; the autosave always loads and is at most one
move behind the game that was in memory (writes are atomic: a temporary file, then a rename)."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from smallworld_tui.app.store import list_folder
from smallworld_tui.rules import Game

CHILD = r"""
import asyncio, sys
from smallworld_tui.app import make_app
from smallworld_tui.app.session import Session
from smallworld_tui.rules import Game, bundled_board

real_play = Session.play

def play(self, move):  # after each move (and its autosave), say how many moves the game has
    events = real_play(self, move)
    print(len(self.game.moves), flush=True)
    return events

Session.play = play

async def main():
    game = Game.new(bundled_board(3), ["Ann", "Bob", "Cy"], seed=int(sys.argv[1]))
    app = make_app(game=game, bots=["random", "random", "random"], bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        while not app.session.game.is_over:
            await pilot.pause(0.01)
        await asyncio.sleep(60)  # over before the kill: wait for it anyway

asyncio.run(main())
"""


def test_kill_9_leaves_a_loadable_autosave_at_most_one_move_behind(tmp_path):
    rng = random.Random(9)
    for round_ in range(3):
        data = tmp_path / f"data{round_}"
        env = {**os.environ, "SMALLWORLD_DATA_DIR": str(data)}
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(round_ + 1)], stdout=subprocess.PIPE, env=env,
                                 text=True)
        try:
            assert child.stdout is not None
            first = child.stdout.readline()  # the game is under way
            assert first.strip().isdigit(), first
            time.sleep(rng.uniform(0.05, 0.6))
        finally:
            child.send_signal(signal.SIGKILL)
            out, _ = child.communicate(timeout=30)
        reported = [int(line) for line in (first + out).split()]
        autosaves = list((data / "autosaves").glob("*.json"))
        assert len(autosaves) == 1
        text = autosaves[0].read_text()
        saved = Game.from_json(text)  # loads: never half a file
        assert reported[-1] <= len(saved.moves) <= reported[-1] + 1  # at most the move in progress is missing
        assert json.loads(text)["seats"] == ["random"] * 3
        for tmp in Path(data / "autosaves").glob(".*.tmp"):  # a write the kill cut short: cleaned up once old
            os.utime(tmp, (1, 1))
        assert [g.path for g in list_folder(data / "autosaves")] == autosaves
        assert not list(Path(data / "autosaves").glob(".*.tmp"))
