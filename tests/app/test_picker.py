"""The one picker for a move whose argument is regions (issue 28 part 3, "WoW moves that can only be typed"): the
app reads the move's kind, its arg and its menu from the engine, so Small World of Warcraft's Military Objectives
(W-RACE-HUMANS) are chosen on the map with the keys the Heroes (R-POW-HEROIC, tests/app/test_powers.py) use."""

from __future__ import annotations

from conftest import NAMES, app_for, screen_text

from smallworld_tui.rules import Game
from smallworld_tui.rules.wow import WOW

BOARD = Game.new(None, NAMES[:3], seed=1, ruleset=WOW, islands="L1a,M1a,S1a").board
LAND = [r.id for r in BOARD.regions if not r.water and not BOARD.fact("murloc", r.id)]
A, B = LAND[:2]  # the Humans' regions: Alliance, so no objective may go there (RULING 14)


def humans_game() -> Game:
    """Ann's Humans hold A and B, Bob's Orcs one region; Ann's turn 2 begins."""
    return Game.from_position(BOARD, {
        "players": NAMES[:3], "turn": 2,
        "races": [{"seat": 0, "race": "Humans", "power": "Farmer", "regions": {str(A): 3, str(B): 3}},
                  {"seat": 1, "race": "Orcs", "power": "Explorer", "regions": {str(LAND[5]): 2}}]}, ruleset=WOW)


async def select_and(pilot, gs, rid: int, *keys: str) -> None:
    gs.sel_region = rid
    gs.refresh_view()
    await pilot.press(*keys)
    await pilot.pause()


async def test_W_RACE_HUMANS_objectives_are_chosen_on_the_map_with_the_picker(data_dir):
    app = app_for(humans_game(), data_dir, bots=["human"] * 3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # the hand-off
        await pilot.pause()
        await pilot.press("m", "enter")  # the redeployment as it stands: the objectives' question comes
        await pilot.pause()
        gs = app.screen
        game = app.session.game
        assert game.phase_word == "objectives"
        pick = gs.edit
        assert pick is not None and pick.picks and pick.kind == "objectives" and pick.total == 2
        menu = [a for a in app.session.legal() if a.kind == "objectives"]
        assert set(pick.counts) == {r for a in menu for r in a.regions} and A not in pick.counts
        assert "Objectives: 2 of 2 regions marked (the move wants 2)" in screen_text(app)

        await pilot.press("escape")  # clears the marks, the picker stays
        await pilot.pause()
        assert gs.edit is pick and not any(pick.counts.values())
        assert "Marks cleared" in screen_text(app)

        await select_and(pilot, gs, A, "space")  # the Humans' own region: no move names it, and the status says so
        assert "No 'objectives' move the engine offers names region" in screen_text(app)

        one, two, three = LAND[2], LAND[5], LAND[6]
        await select_and(pilot, gs, one, "space")
        played = len(game.moves)
        await select_and(pilot, gs, one, "enter")  # one region: the engine refuses, its reason shown, nothing played
        assert "Put the Military Objectives on 2 different regions" in screen_text(app)
        assert game.phase_word == "objectives" and len(game.moves) == played
        await select_and(pilot, gs, two, "space")
        assert "Objectives: 2 of 2 regions marked" in screen_text(app)
        assert f"objectives {min(one, two)} {max(one, two)}" in screen_text(app)
        await select_and(pilot, gs, three, "space")  # a third: said why, nothing marked
        assert "All 2 are marked" in screen_text(app) and not pick.counts[three]

        await select_and(pilot, gs, one, "enter")  # the marks' move, in the menu: played (asked if it ends the turn)
        if gs.edit is not None:
            await pilot.press("y")
            await pilot.pause()
        game = app.session.game
        placed = [r.id for r in BOARD.regions if dict(game.region(r.id).markers).get("objective")]
        assert placed == sorted((one, two))  # the regions marked by keys, not the first menu entry's


async def test_W_RACE_HUMANS_e_in_the_picker_takes_the_default_after_asking(data_dir):
    app = app_for(humans_game(), data_dir, bots=["human"] * 3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "m", "enter")
        await pilot.pause()
        assert app.screen.edit is not None and app.screen.edit.picks
        await pilot.press("e")
        await pilot.pause()
        assert app.session.game.phase_word == "objectives"  # asked first, nothing played yet
        await pilot.press("y")
        await pilot.pause()
        game = app.session.game
        assert sum(1 for r in BOARD.regions if dict(game.region(r.id).markers).get("objective")) == 2
