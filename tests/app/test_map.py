"""The map view (issue 8): drawn from the board's layout, targets and costs from the engine, arrows, clicks,
the compact form at 80x24, the list as a second view with filters, and changed hands marked at the first look."""

from __future__ import annotations

import re

import pytest
from conftest import NAMES, app_for, new_game, screen_text

from smallworld_tui.app.widgets.mapgeom import neighbours_by_direction
from smallworld_tui.app.widgets.mapview import MapView
from smallworld_tui.rules import Game, bundled_board


def mid_game(players: int, seed: int = 3) -> Game:
    """A game played into turn 3 by a fixed simple rule, stopped where the player to move can conquer."""
    game = Game.new(bundled_board(players), NAMES[:players], seed=seed)
    while not (game.turn >= 3 and any(a.kind == "conquer" and not a.ghouls for a in game.legal_actions())):
        if game.phase == "pick":
            game.play("pick 1")
            continue
        conquer = [a for a in game.legal_actions() if a.kind == "conquer" and not a.ghouls]
        game.apply(conquer[0] if conquer else next(a for a in game.legal_actions() if a.kind == "end"))
    return game


def label_text(app, rid: int) -> str:
    """The words drawn in region ``rid``'s label box on the map."""
    view = app.screen.query_one("#map", MapView)
    geo = view._geo
    y0, x0, h, w = geo.label[rid]
    left, top = view._origin
    lines = []
    for y in range(y0, y0 + h):
        strip = view.render_line(top + y)
        text = "".join(seg.text for seg in strip)
        lines.append(text[left + x0:left + x0 + w])
    return " ".join(word for word in " ".join(lines).split() if not set(word) <= set("~≈"))  # not the water


@pytest.mark.parametrize("players", (2, 3, 4, 5))
def test_arrows_step_only_to_adjacent_regions(players: int) -> None:
    board = bundled_board(players)
    steps = neighbours_by_direction(board.layout)
    for (rid, _direction), target in steps.items():
        assert target in board.regions[rid].adjacent
    assert all((rid, d) in steps for rid in range(len(board.regions)) for d in ("up", "down", "left", "right")
               if not board.regions[rid].border)  # an inland region has a neighbour every way


async def test_arrow_keys_reach_the_geographic_neighbour(data_dir):
    app = app_for(new_game(2, 3), data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "1")  # hand-off, pick: the conquest phase shows the map
        app.screen.select_region(1)  # Wishing Fields: the sea (0) to its left, Ironwood (2) to its right
        await pilot.press("right")
        assert app.screen.sel_region == 2
        await pilot.press("left", "left")
        assert app.screen.sel_region == 0
        await pilot.press("right", "down")
        assert app.screen.sel_region in (5, 6)  # below Wishing Fields lie Deepdelve Peak and Barrow Downs
        assert app.screen.sel_region in bundled_board(2).regions[1].adjacent


async def test_a_click_selects_the_region_under_the_pointer(data_dir):
    app = app_for(new_game(5, 3), data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await pilot.click("#combos", offset=(5, 3))  # the border, then rows 0, 1, 2: the third combo
        assert app.screen.sel_combo == 2 and app.screen.focus_panel == "combos"
        await pilot.press("1")
        view = app.screen.query_one("#map", MapView)
        for rid in (20, 47, 0):
            y0, x0, _, _ = view._geo.label[rid]
            await pilot.click("#map", offset=(view._origin[0] + x0, view._origin[1] + y0))
            assert app.screen.sel_region == rid
            assert f"{rid} {bundled_board(5).regions[rid].name}" in screen_text(app)  # its detail below


@pytest.mark.parametrize("players", (2, 3, 4, 5))
async def test_marked_targets_are_the_engines_with_its_costs(players: int, data_dir):
    game = mid_game(players)
    targets = {a.region for a in game.legal_actions() if a.kind in ("conquer", "roll") and not a.ghouls}
    expected = {rid: game.conquest_cost(rid) for rid in targets}
    assert expected
    app = app_for(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # the hand-off
        await pilot.pause()
        assert app.screen.showing_map()
        marked = {}
        for reg in game.board.regions:
            words = label_text(app, reg.id)
            assert str(reg.id) in words
            if "→" in words:
                marked[reg.id] = int(re.match(r"\d+", words.split("→")[1]).group())  # "→2" or "→2="
        assert marked == expected


async def test_every_region_id_of_the_5_player_map_is_on_an_80x24_screen(data_dir):
    app = app_for(mid_game(5), data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        view = app.screen.query_one("#map", MapView)
        assert view._geo.compact and view._geo.height <= view.size.height
        text = screen_text(app)
        for rid in range(48):
            assert label_text(app, rid).split()[0].lstrip("▶").rstrip("*") == str(rid)
            assert label_text(app, rid).split()[0] in text


async def test_the_map_screen_keeps_other_players_coins_hidden(data_dir):
    game = mid_game(2)
    app = app_for(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        text = screen_text(app)
        other = 1 - game.current_player
        assert "●●● c" in text
        assert f"{game.coins(other)} c" not in text.replace(f"{game.coins(game.current_player)} c", "")


async def test_regions_that_changed_hands_are_marked_at_the_first_look(data_dir):
    app = app_for(new_game(2, 3), data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "1", "right_square_bracket", "c")
        taken = [r.id for r in app.session.game.board.regions if app.session.game.region(r.id).owner == 0]
        await pilot.press("e", "y", "enter", "enter")  # Ann ends her turn (confirmed, score card); Bob takes over
        await pilot.pause()
        assert app.session.game.current_player == 1
        assert app.screen.recent == set(taken)
        assert all("*" in label_text(app, rid) for rid in taken)
        await pilot.press("1")  # Bob's first move ends the first look
        await pilot.pause()
        assert app.screen.recent == set()


async def test_the_list_is_one_key_away_and_filters(data_dir):
    game = mid_game(3)
    targets = sorted({a.region for a in game.legal_actions() if a.kind in ("conquer", "roll") and not a.ghouls})
    app = app_for(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "i")
        await pilot.pause()
        assert not app.screen.showing_map() and "Regions" in screen_text(app)
        await pilot.press("slash")
        assert "targets now" in screen_text(app)
        from smallworld_tui.app.widgets.regions import listed_regions

        assert listed_regions(app.screen) == targets
        await pilot.press("down", "down")
        assert app.screen.sel_region in targets
        await pilot.press("slash")
        mine = [r.id for r in game.board.regions if game.region(r.id).owner == game.current_player]
        assert listed_regions(app.screen) == mine
        await pilot.press("i")
        assert app.screen.showing_map()


async def test_a_board_without_layout_plays_with_the_list(data_dir):
    from smallworld_tui.rules.board import board_from_dict

    data = bundled_board(2).to_dict()
    del data["layout"]
    game = Game.new(board_from_dict(data), NAMES[:2], seed=3)
    app = app_for(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "1", "right_square_bracket", "c")
        await pilot.pause()
        assert not app.screen.showing_map()
        assert "Regions" in screen_text(app) and len(app.session.game.moves) == 2
        await pilot.press("i")  # no map to switch to: the key is not on offer
        assert not app.screen.showing_map()
