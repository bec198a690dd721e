"""Grand Dames in the app, driven by keys: the Priestesses' Ivory Tower is a question after ``d`` (decline), answered
with ``o`` on the selected region, and the tower stands on the map (X-RACE-PRIESTESSES)."""

from __future__ import annotations

from conftest import NAMES, app_for, screen_text

from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.packs import expanded
from smallworld_tui.rules.ruleset import BASE

AMBER, HOLLOW = 9, 14


def priestess_game() -> Game:
    races = [{"seat": 0, "race": "Priestesses", "power": "Hill", "regions": {str(AMBER): 2, str(HOLLOW): 1}},
             {"seat": 1, "race": "Ratmen", "power": "Hill", "regions": {"21": 3}}]
    return Game.from_position(bundled_board(2), {"players": NAMES[:2], "races": races},
                              ruleset=expanded(BASE, ["dames"]))


async def test_X_RACE_PRIESTESSES_d_then_o_raises_the_tower_on_the_selected_region(data_dir):
    app = app_for(priestess_game(), data_dir, bots=["human", "human"])
    app.autosave = False
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # the hand-off
        await pilot.press("d", "y")  # decline, confirmed
        await pilot.pause()
        game = app.session.game
        assert game.step is not None and game.step.name == "tower"
        await pilot.press("i", *["up"] * 25, *["down"] * HOLLOW)
        assert app.screen.sel_region == HOLLOW
        assert "o tower" in screen_text(app) or "Ivory Tower" in screen_text(app)
        await pilot.press("o")
        await pilot.pause()
        played = app.session.game
        assert played.marker("ivory", HOLLOW) == 1 and played.region(HOLLOW).tokens == 2
        assert played.region(AMBER).race is None and played.current_player == 1
