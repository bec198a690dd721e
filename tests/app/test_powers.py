"""Pilot tests from the second QA pass: what a player meets with Diplomat, Amazons, Berserk, Sorcerers, Heroic,
declining and undo. Keys only; assertions on the game state and the screen text."""

from __future__ import annotations

import sys
from pathlib import Path

from conftest import app_for, new_game, screen_text

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rules"))
from powkit import entry, position_game  # noqa: E402

from smallworld_tui.app.texts import region_advice  # noqa: E402
from smallworld_tui.rules import bundled_board  # noqa: E402


def land_chain(n: int) -> list[int]:
    """``n`` land regions of the 2-player map, each next to the one before it."""
    board = bundled_board(2)
    for first in board.regions:
        chain = [first.id]
        while len(chain) < n:
            nxt = [r for r in board.regions[chain[-1]].adjacent if not board.regions[r].water and r not in chain]
            if not nxt:
                break
            chain.append(nxt[0])
        if len(chain) == n and not first.water:
            return chain
    raise LookupError("no chain")


def hot_seat(game, data_dir):
    """The app on a set-up position, two humans at the keyboard, no autosave."""
    app = app_for(game, data_dir, bots=["human", "human"])
    app.autosave = False
    return app


async def start(app, pilot) -> None:
    await pilot.press("enter")  # the hand-off
    await pilot.pause()


async def test_decline_asks_first_and_n_keeps_the_race(data_dir):
    game = position_game(entry(0, "Ratmen", "Forest", regions={land_chain(1)[0]: 3}), entry(1, "Humans", "Hill"),
                         turn=3)
    app = hot_seat(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await start(app, pilot)
        await pilot.press("d")
        await pilot.pause()
        assert type(app.screen).__name__ == "StrictConfirmScreen"  # y/n only
        assert "Put your Forest Ratmen into decline?" in screen_text(app)
        assert "cannot be taken back" in screen_text(app)
        await pilot.press("n")
        await pilot.pause()
        assert app.session.game.moves == [] and app.session.game.phase == "start"
        await pilot.press("d", "y")
        await pilot.pause()
        assert app.session.game.moves == ["decline"]


async def test_diplomat_names_an_ally_and_the_ally_sees_why(data_dir):
    a, b = land_chain(2)
    game = position_game(entry(0, "Trolls", "Diplomat", regions={a: 3}), entry(1, "Humans", "Hill", regions={b: 5}),
                         turn=3)
    app = hot_seat(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await start(app, pilot)
        await pilot.press("m", "enter", "y", "enter")  # no conquest: redeploy as it stands (it scores: asked
        # first, issue 28); the score card
        await pilot.pause()
        assert app.session.game.phase_word == "ally"
        await pilot.press("a")
        await pilot.pause()
        text = screen_text(app)
        assert "attack your active race" in text and "Bob" in text and "Esc goes back" in text
        await pilot.press("enter")
        await pilot.pause()
        game = app.session.game
        assert game.moves[-1] == "ally Bob" and game.ally(0) == 1
        await pilot.press("enter")  # Bob's hand-off
        await pilot.pause()
        gs = app.screen
        gs.sel_region = a
        gs.refresh_view()
        await pilot.pause()
        text = screen_text(app)
        assert "Diplomat · peace: Bob" in text  # Ann's entry in the players panel (public, R-HIDE-2)
        assert "at peace with you" in text  # the engine's reason under the region
        await pilot.press("c")
        await pilot.pause()
        assert app.session.game.region(a).race == "Trolls"  # refused, with the reason on screen
        assert "at peace" in screen_text(app)


async def test_amazons_redeploy_says_four_are_set_aside_and_zero_abandons(data_dir):
    chain = land_chain(3)
    # 6 tokens on 3 regions, none in hand: 4 set aside leave 2 for 3 regions
    game = position_game(entry(0, "Amazons", "Forest", regions={rid: 2 for rid in chain}), entry(1, "Humans", "Hill"),
                         turn=3)
    app = hot_seat(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await start(app, pilot)
        await pilot.press("m")
        await pilot.pause()
        gs = app.screen
        assert gs.edit is not None and gs.edit.total == 2 and gs.edit.set_aside == 4
        text = screen_text(app)
        assert "your Amazons set 4 aside until your next turn" in text
        assert "Too few for every region: 0 abandons one" in text
        gs.sel_region = next(r for r, n in gs.edit.counts.items() if not n)
        gs.refresh_view()
        await pilot.pause()
        assert "With 0 this region is abandoned" in screen_text(app)
        await pilot.press("enter", "y")  # the layout ends the turn: asked first (issue 28)
        await pilot.pause()
        game = app.session.game
        held = [r for r in chain if game.region(r).race == "Amazons"]
        assert sum(game.region(r).tokens for r in held) == 2
        assert next(r for r in game.races(0) if r.active).set_aside == 4


async def test_berserk_roll_shows_in_the_status_line_and_the_costs(data_dir):
    a, b = land_chain(2)
    # b: cost 5 before the roll, 3 after
    game = position_game(entry(0, "Ratmen", "Berserk", regions={a: 2}), entry(1, "Humans", "Hill", regions={b: 3}),
                         dice=[2], turn=3)
    app = hot_seat(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await start(app, pilot)
        before = app.session.game.conquest_cost(b)
        await pilot.press("b")
        await pilot.pause()
        assert app.session.game.conquest_cost(b) == before - 2
        assert "Berserk die: 2 off your next conquest (the costs include it)" in screen_text(app)


async def test_sorcerers_region_detail_offers_conversion(data_dir):
    a, b = land_chain(2)
    game = position_game(entry(0, "Sorcerers", "Hill", regions={a: 3}), entry(1, "Humans", "Forest", regions={b: 1}),
                         turn=3)
    app = hot_seat(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await start(app, pilot)
        gs = app.screen
        gs.sel_region = b
        gs.refresh_view()
        await pilot.pause()
        assert "v converts its lone token" in region_advice(gs, b).plain  # the detail, unwrapped
        await pilot.press("v")
        await pilot.pause()
        assert app.session.game.region(b).race == "Sorcerers"


async def test_heroes_editor_marks_heroes_and_explains_a_full_hand(data_dir):
    chain = land_chain(3)
    game = position_game(entry(0, "Humans", "Heroic", regions={rid: 2 for rid in chain}), entry(1, "Ratmen", "Hill"),
                         turn=3)
    app = hot_seat(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await start(app, pilot)
        await pilot.press("m", "enter")
        await pilot.pause()
        gs = app.screen
        assert app.session.game.phase_word == "heroes" and gs.edit is not None and gs.edit.kind == "heroes"
        empty = next(r for r, n in gs.edit.counts.items() if not n)
        gs.sel_region = empty
        gs.refresh_view()
        await pilot.pause()
        text = screen_text(app)
        assert "hero" in text and "->1" not in text  # the plan column names the Hero, not a token count
        assert "No Hero here. Space places one (0 left)." in text
        await pilot.press("space")
        await pilot.pause()
        assert "Both Heroes are placed" in screen_text(app) and gs.edit.counts[empty] == 0
        other = next(r for r, n in gs.edit.counts.items() if n)
        gs.sel_region = other
        await pilot.press("space")
        gs.sel_region = empty
        await pilot.press("space", "enter", "y")  # the Heroes end the turn: asked first (issue 28)
        await pilot.pause()
        game = app.session.game
        assert game.region(empty).hero and not game.region(other).hero


async def test_undo_at_a_pick_says_why_nothing_happens(data_dir):
    app = app_for(new_game(2, seed=3), data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "1")
        await pilot.pause()
        assert "^z" not in screen_text(app).splitlines()[-1]  # not on offer in the footer
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert app.session.game.moves == ["pick 1"]
        assert "Nothing to take back: undo stops at a die roll, a pick" in screen_text(app)


async def test_wiped_out_race_is_explained_and_no_die_is_promised(data_dir):
    # Ann's Ratmen: nothing on the map, nothing in hand (R-TURN-4)
    game = position_game(entry(0, "Ratmen", "Forest"), entry(1, "Humans", "Hill", regions={land_chain(1)[0]: 3}),
                         turn=3)
    app = hot_seat(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await start(app, pilot)
        gs = app.screen
        assert all(game.conquest_cost(r) is None for r in range(len(game.board.regions)))  # R-CONQ-1f
        gs.sel_region = next(r.id for r in game.board.regions if r.entry and not r.water)
        gs.refresh_view()
        await pilot.pause()
        text = screen_text(app)
        assert "Your Ratmen have no token left, on the map or in hand: d declines them" in text
        assert "no token in hand" in text and "r rolls the die" not in text  # no legal roll with 0 in hand


async def test_stout_decline_at_the_end_of_the_turn_asks_first(data_dir):
    game = position_game(entry(0, "Orcs", "Stout", regions={land_chain(1)[0]: 3}), entry(1, "Humans", "Hill"), turn=3)
    app = hot_seat(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await start(app, pilot)
        await pilot.press("m", "enter", "y", "enter")  # redeploy (it scores: asked first, issue 28); the score card
        await pilot.pause()
        assert app.session.game.phase_word == "stout" and "Stout: press d" in screen_text(app)
        await pilot.press("d")
        await pilot.pause()
        assert "into decline now?" in screen_text(app)
        await pilot.press("y")
        await pilot.pause()
        game = app.session.game
        assert game.moves[-1] == "decline" and not any(r.active for r in game.races(0))
