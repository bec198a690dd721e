"""Issue 33: the served game in a real browser: headless Chromium (Debian's ``chromium``, over the DevTools
protocol) opens the page, the app process starts and draws its first frame, a 2-player game is started from the
title screen and played for four moves by keys, and a screenshot is taken. Skipped when no Chromium is installed
(or the serve extra is missing). The play itself is ``scripts/browser_play.py``, which also makes the README's
screenshot."""

from __future__ import annotations

import asyncio
import importlib.util
import struct
from pathlib import Path

import pytest

pytest.importorskip("textual_serve")
pytest.importorskip("aiohttp")

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "browser_play.py"


def _script():
    spec = importlib.util.spec_from_file_location("browser_play", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_game_is_started_and_played_by_keys_in_headless_chromium(tmp_path):
    play = _script()
    chromium = play.find_chromium()
    if chromium is None:
        pytest.skip("no Chromium installed (apt-get install chromium)")
    shot = tmp_path / "browser.png"
    seen = asyncio.run(play.play(chromium, tmp_path / "served", shot, tmp_path / "profile"))
    assert seen["first_frame"] and seen["games"] == 1  # one tab, one app process, and it drew
    assert seen["moves"] >= 4  # pick, conquer, end, pick: the keys reached the game
    assert seen["games_after"] == 0  # the server stopped its app process
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    assert width >= 800 and height >= 500 and len(data) > 30_000  # a drawn screen, not a blank page
