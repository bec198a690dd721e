"""Helpers for the app tests: a private data directory, the screen as plain text, a key-only player."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from smallworld_tui.app import make_app, pace
from smallworld_tui.rules import Game, bundled_board

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """Saves go to a temporary directory: tests never touch the real home."""
    path = tmp_path / "data"
    monkeypatch.setenv("SMALLWORLD_DATA_DIR", str(path))
    monkeypatch.setattr(pace, "DEFAULT", "instant")  # computer players' moves at once unless a test chooses a pace
    return path


def new_game(players: int = 2, seed: int = 3) -> Game:
    return Game.new(bundled_board(players), NAMES[:players], seed=seed)


def app_for(game: Game | None, data_dir, bots=None):
    return make_app(game=game, bots=bots, data_dir=data_dir, bot_delay=0)


def screen_text(app) -> str:
    """What the terminal shows, as text (the same render ``export_screenshot`` turns into an SVG)."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), force_terminal=True, color_system="truecolor",
                      record=True, legacy_windows=False, safe_box=False)
    console.print(app.screen._compositor.render_update(full=True, screen_stack=app._background_screens))
    return console.export_text()


def next_key(app) -> str | None:
    """The key a simple player presses next: hand-offs Enter, pick the top combo, conquer what the engine
    allows, else end the turn. None when the game is over."""
    screen = type(app.screen).__name__
    if screen in ("HandoffScreen", "ScoreCardScreen", "SummaryScreen"):
        return "enter"
    if screen == "StrictConfirmScreen":  # ending with tokens in hand or without playing, or a paid pick: yes
        return "y"
    if screen == "ChoiceScreen":  # which way to conquer (AbilityMove.way), which player...: the first offered
        return "enter"
    if screen != "GameScreen":
        return None
    gs = app.screen
    session = app.session
    game = session.game
    if game.is_over:
        return None
    if game.phase == "pick":
        return "1"
    conquer = {a.region for a in session.legal() if a.kind == "conquer"}
    if conquer:
        if gs.sel_region in conquer and session.find("conquer", gs.sel_region) is not None:
            return "c"
        return "right_square_bracket"
    return "e"


async def play_to_end(pilot, app, check=None, limit: int = 3000) -> int:
    presses = 0
    while presses < limit:
        key = next_key(app)
        if key is None:
            break
        await pilot.press(key)
        presses += 1
        if check is not None:
            check(app)
    return presses
