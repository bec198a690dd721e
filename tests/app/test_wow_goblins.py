"""W-RACE-GOBLINS in the app, driven by keys: the bomb placement at REDEPLOY step 3 and the resolution at START are
questions the status line names with their choices (the engine's hint and menu), answered through the move prompt;
the bombs lie on the map as face-down markers, and the log says what each one was only when it goes off."""

from __future__ import annotations

from conftest import NAMES, app_for, screen_text

from smallworld_tui.app.markers import map_text
from smallworld_tui.rules import Game
from smallworld_tui.rules.wow import WOW, island_board
from smallworld_tui.rules.wow.islands import bundled_face

MOUNTAIN, FIELDS, SWAMP = 2, 3, 4  # face S1a (RULES-WOW.md Appendix B): the mountain borders the fields and swamp


def goblins_game(seat: int = 0, **extra) -> Game:
    board = island_board([bundled_face("S1a"), bundled_face("L1a")])
    races = [{"seat": 0, "race": "Goblins", "power": "Farmer", "regions": {str(MOUNTAIN): 4}},
             {"seat": 1, "race": "Orcs", "power": "Farmer", "regions": {str(FIELDS): 2, str(SWAMP): 1}}]
    return Game.from_position(board, {"players": NAMES[:2], "seat": seat, "races": races, **extra}, ruleset=WOW)


async def test_W_RACE_GOBLINS_bombs_are_placed_by_keys_from_the_choices_shown(data_dir):
    game = goblins_game(bombs=[1, 0, 1])
    game.play(f"redeploy {MOUNTAIN}:4")
    app = app_for(game, data_dir, bots=["human", "human"])
    app.autosave = False
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # the hand-off
        text = screen_text(app)
        assert "BOMBS" in text and f"bomb {FIELDS}, bomb {SWAMP}" in text
        await pilot.press("colon", *f"bomb {FIELDS}", "enter")
        await pilot.pause()
        played = app.session.game
        assert played.marker("bomb", FIELDS) and played.step is not None and played.step.name == "bombs"
        assert f"Choices: bomb {SWAMP};" in screen_text(app)  # one per region: the question comes again
        view = played.region(FIELDS)
        assert view.markers == (("bomb", 1),)
        assert map_text(game.ruleset, view) in screen_text(app)  # face down, live or not
        await pilot.press("e", "y")  # no more bombs: the turn ends (asked first, issue 28)
        await pilot.pause()
        assert app.session.game.current_player == 1 and app.session.game.marker("bomb", FIELDS)
        assert app.session.game.region(FIELDS).markers == (("bomb", 1),)  # Bob sees the same face-down bomb


async def test_W_RACE_GOBLINS_bombs_go_off_in_the_order_picked_by_keys(data_dir):
    game = goblins_game(markers={"bomb": {str(FIELDS): 1, str(SWAMP): 1}, "bomb_live": {str(SWAMP): 1}})
    app = app_for(game, data_dir, bots=["human", "human"])
    app.autosave = False
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        text = screen_text(app)
        assert "DETONATE" in text and f"detonate {FIELDS}, detonate {SWAMP}" in text
        assert "is live" not in text and "is a dud" not in text  # nothing tells which one is live
        assert game.region(FIELDS).markers == game.region(SWAMP).markers == (("bomb", 1),)
        await pilot.press("colon", *f"detonate {SWAMP}", "enter")
        await pilot.pause()
        played = app.session.game
        assert played.region(SWAMP).owner is None and played.region(FIELDS).tokens == 2  # the dud went off last
        assert not played.marker("bomb", FIELDS) and played.ruleset_state.bomb_box == [1, 0]
        assert "is live" in screen_text(app)


async def test_W_RACE_GNOMES_the_status_line_names_the_moves_typed_at_the_prompt_and_the_final_attempt(data_dir):
    # W-RACE-GNOMES: the assault and, short by 1-3, the final attempt have no key: the status line names them, and
    # the final attempt's roll is logged as a roll that failed or succeeded
    board = island_board([bundled_face("S1a"), bundled_face("L1a")])
    races = [{"seat": 0, "race": "Gnomes", "power": "Farmer", "regions": {str(FIELDS): 1}, "hand": 1},
             {"seat": 1, "race": "Orcs", "power": "Farmer", "regions": {"9": 2, "10": 1}}]
    game = Game.from_position(board, {"players": NAMES[:2], "seat": 0, "races": races, "dice": [1, 0]}, ruleset=WOW)
    app = app_for(game, data_dir, bots=["human", "human"])
    app.autosave = False
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # the hand-off
        assert "':' types assault" in " ".join(screen_text(app).split())  # (the status line may wrap)
        await pilot.press("colon", *"assault 9", "enter")
        await pilot.pause()
        assert "':' types reroll" in " ".join(screen_text(app).split())  # short: 1 in hand, 3 needed
        await pilot.press("colon", *"reroll", "enter")
        await pilot.pause()
        assert "(not enough)" in screen_text(app) and app.session.game.region(9).race == "Orcs"
