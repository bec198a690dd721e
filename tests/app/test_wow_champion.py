"""W-POW-CHAMPIONING in the app, driven by keys: C sends the Champion to conquer the selected region (offered only
while the engine offers it), C posts it there when it is still in hand after the redeployment (RULING 37), and the
Champion stands on the map as a marker (C), named in the region's detail."""

from __future__ import annotations

from conftest import NAMES, app_for, screen_text

from smallworld_tui.app.texts import region_advice
from smallworld_tui.rules import Game
from smallworld_tui.rules.wow import WOW, island_board
from smallworld_tui.rules.wow.islands import bundled_face

HILL, FIELDS, SWAMP, FIELDS_ENTRY = 1, 3, 4, 6  # face S1a (RULES-WOW.md Appendix B): 6 borders 1, 3, 4 and 5


def champion_game(regions: dict[int, int], hand: int = 2, **extra) -> Game:
    board = island_board([bundled_face("S1a"), bundled_face("L1a")])
    races = [{"seat": 0, "race": "Orcs", "power": "Championing", "regions": {str(r): n for r, n in regions.items()},
              "hand": hand, "camps": 1},
             {"seat": 1, "race": "Dwarves", "power": "Farmer", "regions": {str(FIELDS): 3}}]
    return Game.from_position(board, {"players": NAMES[:2], "races": races, **extra}, ruleset=WOW)


async def test_W_POW_CHAMPIONING_the_champion_conquers_the_selected_region_with_C(data_dir):
    app = app_for(champion_game({FIELDS_ENTRY: 1}), data_dir, bots=["human", "human"])
    app.autosave = False
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # the hand-off
        for _ in range(8):  # ] walks the targets (the fields are one: a final attempt is on offer there)
            if app.screen.sel_region == FIELDS:
                break
            await pilot.press("right_square_bracket")
        assert app.screen.sel_region == FIELDS
        assert "C champion" in screen_text(app)
        assert "C: the Champion conquers it alone." in region_advice(app.screen, FIELDS).plain  # unwrapped
        await pilot.press("C")
        await pilot.pause()
        game = app.session.game
        assert game.region(FIELDS).owner == 0 and game.marker("champion", FIELDS) == 1
        assert game.hand(0) == 2  # no token went in
        assert ("champion", 1) in game.region(FIELDS).markers and "Champion" in screen_text(app)
        assert "C champion" not in screen_text(app)  # once per turn: the key is no longer offered


async def test_RULING_37_C_posts_the_champion_in_hand_after_the_redeployment(data_dir):
    game = champion_game({FIELDS_ENTRY: 2, SWAMP: 1}, hand=0)
    game.play(f"redeploy {FIELDS_ENTRY}:2 {SWAMP}:1")  # the Champion is still in hand: the post question waits
    assert game.step is not None and game.step.name == "post"
    app = app_for(game, data_dir, bots=["human", "human"])
    app.autosave = False
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "i")  # the hand-off; the list of regions
        await pilot.press(*["up"] * 10, *["down"] * SWAMP)
        assert app.screen.sel_region == SWAMP
        await pilot.press("C")
        await pilot.pause()
        played = app.session.game
        assert played.marker("champion", SWAMP) == 1 and played.current_player == 1


async def test_R_CONQ_12_the_withdraw_editor_places_the_returned_champion(data_dir):
    board = island_board([bundled_face("S1a"), bundled_face("L1a")])
    races = [{"seat": 0, "race": "Orcs", "power": "Championing", "regions": {str(FIELDS): 0, str(HILL): 1,
                                                                             str(SWAMP): 1}, "camps": 0},
             {"seat": 1, "race": "Dwarves", "power": "Farmer", "regions": {str(FIELDS_ENTRY): 1}, "hand": 8}]
    game = Game.from_position(board, {"players": NAMES[:2], "races": races, "seat": 1,
                                      "markers": {"champion": {str(FIELDS): 1}}}, ruleset=WOW)
    game.play(f"conquer {FIELDS}")
    game.play("end")  # Ann places her returned Champion at WITHDRAWALS: two regions, her choice
    assert game.current_player == 0 and game.phase.value == "withdraw"
    app = app_for(game, data_dir, bots=["human", "human"])
    app.autosave = False
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "w")
        await pilot.pause()
        text = screen_text(app)
        assert "0 returned Champion left" in text and "(n: Champion)" in text and "Encampment" not in text
        await pilot.press("enter")  # the default placement
        await pilot.pause()
        played = app.session.game
        assert sum(played.markers["champion"]) == 1 and played.phase.value != "withdraw" and played.seat == 0
