"""Pilot tests of special situations a player meets: in-decline Ghouls beside an active race, withdrawn
Encampments, loading a save with bot seats from the command line, the region detail line."""

from __future__ import annotations

import sys
from pathlib import Path

from conftest import app_for, screen_text

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rules"))
from powkit import entry, position_game  # noqa: E402

from smallworld_tui.rules import bundled_board  # noqa: E402


def ghouls_and_ratmen():
    """Ann: Ratmen active (3 in region b) and Ghouls in decline (3 in region a); both border region ``target``."""
    board = bundled_board(2)
    for reg in board.regions:
        land = [n for n in reg.adjacent if not board.regions[n].water]
        if not reg.water and len(land) >= 3:
            break
    a, b, c = land[:3]
    g = position_game(entry(0, "Ratmen", "Forest", regions={b: 3}), entry(1, "Humans", "Hill", regions={c: 1}),
                      entry(0, "Ghouls", "Alchemist", active=False, regions={a: 3}), turn=3)
    return g, reg.id


async def test_t_switches_the_race_the_keys_act_for(data_dir):
    game, target = ghouls_and_ratmen()
    both = {a.ghouls for a in game.legal_actions() if a.kind == "conquer" and a.region == target}
    assert both == {True, False}  # the engine offers the region to both races
    app = app_for(game, data_dir, bots=["human", "human"])
    app.autosave = False
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        gs = app.screen
        text = screen_text(app)
        assert "Keys act for your Ghouls (in decline)" in text and "t switches to Ratmen" in text
        assert "t race" in text  # the footer offers the switch
        await pilot.press("t")
        await pilot.pause()
        text = screen_text(app)
        assert "Keys act for your Ratmen" in text and "t switches to Ghouls" in text
        gs.sel_region = target
        await pilot.press("t", "t")  # back and forth: still the Ratmen
        await pilot.pause()
        assert "Ratmen: conquerable now for" in screen_text(app)
        await pilot.press("c")
        await pilot.pause()
        assert app.session.game.moves == [f"conquer {target}"]  # the Ratmen's move, not the Ghouls'
        assert app.session.game.region(target).race == "Ratmen"
        assert "t race" not in screen_text(app)  # the Ghouls' chance is gone: no switch on offer


async def test_ghouls_act_by_default_and_show_their_own_costs(data_dir):
    game, target = ghouls_and_ratmen()
    app = app_for(game, data_dir, bots=["human", "human"])
    app.autosave = False
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        gs = app.screen
        gs.sel_region = target
        gs.refresh_view()
        await pilot.pause()
        text = screen_text(app)
        assert "keys: Ghouls" in text and "Keys act for your Ghouls" in text
        assert "Ghouls (in decline): conquerable now for" in text
        await pilot.press("c")
        await pilot.pause()
        game = app.session.game
        assert game.moves == [f"ghouls conquer {target}"]
        assert game.region(target).race == "Ghouls"


async def test_region_detail_says_who_holds_it_once(data_dir):
    game, _ = ghouls_and_ratmen()
    app = app_for(game, data_dir, bots=["human", "human"])
    app.autosave = False
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "t")
        gs = app.screen
        own = next(r for r in range(len(game.board.regions)) if game.region(r).race == "Ratmen")
        gs.sel_region = own
        gs.refresh_view()
        await pilot.pause()
        text = screen_text(app)
        assert "Your Ratmen hold it." in text
        assert "already hold" not in text


async def test_cli_load_restores_bot_seats(data_dir, monkeypatch):
    import smallworld_tui.app as app_pkg
    from smallworld_tui.app.session import Session
    from smallworld_tui.cli import main
    from smallworld_tui.rules import Game, bundled_board

    game = Game.new(bundled_board(2), ["Ann", "Bob"], seed=3)
    game.play("pick 1")
    path = data_dir / "mine.json"
    data_dir.mkdir(parents=True, exist_ok=True)
    Session(game, ["human", "greedy"]).save(path)
    calls = []

    class Fake:
        def run(self) -> None:
            pass

    real_make_app = app_pkg.make_app
    monkeypatch.setattr(app_pkg, "make_app", lambda **kw: calls.append(kw) or Fake())
    assert main(["--load", str(path)]) == 0  # what `smallworld --load FILE` hands to the app
    kwargs = calls[0]
    app = real_make_app(**{**kwargs, "data_dir": data_dir, "bot_delay": 0, "autosave": False})
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.session.seats == ["human", "greedy"]
        assert app.session.game.moves == ["pick 1"]
        assert type(app.screen).__name__ == "GameScreen"  # a lone human: no hand-off
        assert "Bob (greedy)" in screen_text(app)


def camps_attacked():
    """Bob's Bivouacking Humans hold ``rid`` with 2 tokens and 2 Encampments; Ann's Ratmen next door take it."""
    board = bundled_board(2)
    for reg in board.regions:
        land = [n for n in reg.adjacent if not board.regions[n].water]
        if not reg.water and len(land) >= 3:
            break
    x, y, z = land[:3]
    g = position_game(entry(0, "Ratmen", "Forest", regions={x: 9}),
                      entry(1, "Humans", "Bivouacking", regions={reg.id: 2, y: 1, z: 2}, camps=2),
                      markers={"camps": {reg.id: 2, y: 1}}, turn=3)
    g.play(f"conquer {reg.id}")
    return g, y, z


async def test_withdraw_editor_places_returned_encampments(data_dir):
    game, y, z = camps_attacked()
    app = app_for(game, data_dir, bots=["human", "human"])
    app.autosave = False
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "e", "y", "enter")
        await pilot.pause()
        assert type(app.screen).__name__ == "HandoffScreen" and "withdrawn" in app.screen.why
        await pilot.press("enter")
        await pilot.pause()
        gs = app.screen
        assert app.session.game.phase == "withdraw" and gs.edit is not None and gs.edit.camp_counts is not None
        assert "returned Encampments left" in screen_text(app) and "n camps" in screen_text(app)
        await pilot.press("n")  # now -/+ move Encampments
        for rid in (y, z):
            gs.sel_region = rid
            await pilot.press("minus", "minus")
        gs.sel_region = z
        await pilot.press("plus", "plus")
        await pilot.pause()
        assert gs.edit.notation().endswith(f"camps {z}:2")
        await pilot.press("enter")
        await pilot.pause()
        game = app.session.game
        assert game.moves[-1].endswith(f"camps {z}:2")
        assert game.region(z).encampments == 2 and game.region(y).encampments == 1


async def test_full_log_key_shows_every_move_without_others_income(data_dir):
    from conftest import new_game

    app = app_for(new_game(2, seed=3), data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "1", "right_square_bracket", "c", "e", "y", "enter", "enter", "1",
                          "right_square_bracket", "c", "e", "y", "enter", "enter")
        await pilot.pause()
        assert app.screen.viewer == 0
        await pilot.press("L")
        await pilot.pause()
        assert type(app.screen).__name__ == "LogScreen"
        text = screen_text(app)
        assert "Ann picks" in text and "Bob picks" in text
        assert "Bob collects coins." in text  # Bob's income stays secret (R-HIDE-3)
        await pilot.press("escape")
        await pilot.pause()
        assert type(app.screen).__name__ == "GameScreen"


def two_races_withdrawn():
    """Ann's Ratmen took one region each from Bob's active Humans and in-decline Orcs (2 withdrawn each)."""
    g = position_game(entry(0, "Ratmen", "Forest", regions={1: 1}, hand=10),
                      entry(1, "Humans", "Hill", regions={2: 3, 19: 1, 20: 1}),
                      entry(1, "Orcs", "Merchant", active=False, regions={3: 3, 17: 1, 21: 1}), turn=3)
    for move in ("conquer 2", "conquer 3", "redeploy 1:1 2:5 3:5"):
        g.play(move)
    return g


async def test_R_CONQ_12_the_owner_places_both_races_withdrawn_tokens(data_dir):
    game = two_races_withdrawn()
    assert game.phase == "withdraw" and game.current_player == 1
    app = app_for(game, data_dir, bots=["human", "human"])
    app.autosave = False
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        if type(app.screen).__name__ == "HandoffScreen":
            await pilot.press("enter")
            await pilot.pause()
        gs = app.screen
        assert gs.edit is not None and gs.edit.kind == "withdraw"
        for rid, key in ((19, "minus"), (20, "plus"), (17, "minus"), (21, "plus")):
            gs.sel_region = rid
            await pilot.press(key)
        await pilot.press("enter")
        await pilot.pause()
        game = app.session.game
        assert game.moves[-1] == "withdraw 20:2 21:2"
        assert (game.region(20).tokens, game.region(21).tokens) == (3, 3)


async def test_R_RACE_AMAZONS_the_player_chooses_what_to_abandon_after_a_failed_roll(data_dir):
    g = position_game(entry(0, "Amazons", "Forest", regions={1: 1, 2: 1, 3: 1}, hand=3),
                      entry(1, "Ratmen", "Hill", regions={4: 3}), dice=[0], turn=3)
    g.play("roll 4")
    assert g.phase == "redeploy"
    app = app_for(g, data_dir, bots=["human", "human"])
    app.autosave = False
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        if type(app.screen).__name__ == "HandoffScreen":
            await pilot.press("enter")
            await pilot.pause()
        gs = app.screen
        assert gs.edit is not None and gs.edit.kind == "redeploy" and gs.edit.set_aside == 4
        assert "0 abandons one" in screen_text(app)
        for rid in (1, 2, 3):  # clear the plan, then keep 2 and 3
            gs.sel_region = rid
            await pilot.press("minus")
        for rid in (2, 3):
            gs.sel_region = rid
            await pilot.press("plus")
        await pilot.press("enter", "y")  # the layout ends the turn: asked first (issue 28)
        await pilot.pause()
        game = app.session.game
        assert game.moves[-1] == "redeploy 1:0 2:1 3:1"
        assert game.region(1).race is None and game.region(2).race == "Amazons"
