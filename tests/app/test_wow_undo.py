"""Undo in a Small World of Warcraft game stops where hidden things were seen, as it stops at a die roll and a
pick (texts.NO_UNDO): a face-down Artifact or Place turned up (W-AP-1), a Gnome assault's free roll
(W-RACE-GNOMES), bombs revealed (W-RACE-GOBLINS). Otherwise a player could look and take the move back."""

from __future__ import annotations

from conftest import NAMES, app_for

from smallworld_tui.rules import Game
from smallworld_tui.rules.wow import WOW

# islands L1a (ids 0-12) and S1a (13-19): S1a:6 (19) is an entry beside the icon region S1a:3 (16)
ENTRY, ICON = 19, 16


def gnome_game() -> Game:
    return Game.new(None, NAMES[:2], seed=1, ruleset=WOW, islands="L1a,S1a", races=["Gnomes"], powers=["Farmer"])


async def test_W_AP_1_undo_does_not_take_back_a_conquest_that_turned_a_marker_up(data_dir):
    game = gnome_game()
    app = app_for(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "1", "colon", *f"conquer {ENTRY}", "enter")
        await pilot.press("ctrl+z")  # a plain conquest is taken back
        assert app.session.game.moves == ["pick 1"]
        await pilot.press("colon", *f"conquer {ENTRY}", "enter", "colon", *f"conquer {ICON}", "enter")
        game = app.session.game
        assert game.moves[-1] == f"conquer {ICON}" and game.ruleset_state.ap_region and any(
            game.ruleset_state.ap_region[m] == ICON for m in game.face_up)  # the marker there is face up now
        await pilot.press("ctrl+z")
        assert app.session.game.moves[-1] == f"conquer {ICON}"


async def test_W_RACE_GNOMES_undo_does_not_take_back_an_assault_after_its_roll(data_dir):
    game = gnome_game()
    app = app_for(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "1", "colon", *"assault 2", "enter")
        assert app.session.game.moves[-1] == "assault 2"
        await pilot.press("ctrl+z")
        assert app.session.game.moves[-1] == "assault 2"
