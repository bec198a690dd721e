"""Small World of Warcraft in the app (issue 11 point 4), driven by keys: a WoW game starts from the new-game
form, its islands are drawn in frames named by face (W-MAP-3), the arrows cross to the next island at an edge,
a conquest by keys works, the help explains the races, Artifacts and Places in play."""

from __future__ import annotations

from conftest import NAMES, app_for, screen_text

from smallworld_tui.app.widgets.mapgeom import neighbours_by_direction
from smallworld_tui.app.widgets.mapview import MapView
from smallworld_tui.rules import Game
from smallworld_tui.rules.powers import POWERS
from smallworld_tui.rules.races import RACES
from smallworld_tui.rules.ruleset import Ruleset
from smallworld_tui.rules.wow.islandboard import deal_islands
from smallworld_tui.rules.wow.setup import wow_setup

FACES = "L1a,M1a,S1a"
# The islands and their setup with the base catalogue: what the map shows does not depend on the WoW races.
ISLANDS = Ruleset("Small World of Warcraft", RACES, POWERS, board=deal_islands, setup=wow_setup, tribe="Murloc")


def wow_game(players: int = 3, seed: int = 1, islands: str | None = FACES, ruleset: Ruleset = ISLANDS) -> Game:
    return Game.new(None, NAMES[:players], seed=seed, ruleset=ruleset, islands=islands)


async def test_W_MAP_3_the_islands_are_drawn_in_frames_named_by_face(data_dir):
    game = wow_game()
    app = app_for(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "1")  # the hand-off, the pick: the conquest phase shows the map
        await pilot.pause()
        assert app.screen.showing_map()
        view = app.screen.query_one("#map", MapView)
        assert [f.face for f in view._geo.frames] == FACES.split(",")
        text = screen_text(app)
        for face in FACES.split(","):
            assert f"╭ {face} " in text or f" {face} ─" in text
        lines = text.splitlines()
        left, top = view._origin
        for reg in game.board.regions:  # every region's id is on the screen, in its own label box
            y0, x0, h, w = view._geo.label[reg.id]
            words = "".join(lines[1 + top + y][left + x0:left + x0 + w] for y in range(y0, y0 + h))
            assert str(reg.id) in words


async def test_W_MAP_3_an_arrow_at_an_islands_edge_crosses_to_the_next_island(data_dir):
    game = wow_game()
    app = app_for(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "1")
        await pilot.pause()
        gs = app.screen
        first = game.board.islands[0]
        inside = neighbours_by_direction(first.layout)
        edge = next(row[-1] for row in first.layout if (row[-1], "right") not in inside)
        gs.select_region(edge)
        await pilot.pause()
        await pilot.press("right")
        assert game.board.regions[gs.sel_region].face != first.face


async def test_W_CONQ_2_a_conquest_by_keys_on_the_islands(data_dir):
    game = wow_game()
    app = app_for(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "1", "right_square_bracket")  # hand-off, pick, the first target
        gs = app.screen
        target = gs.sel_region
        assert game.board.regions[target].entry  # a first conquest lands on an entry region (W-CONQ-2)
        await pilot.press("c")
        assert game.region(target).owner == 0 and game.moves[-1] == f"conquer {target}"


def test_the_islands_screen_snapshot(snap_compare, data_dir):
    app = app_for(wow_game(), data_dir)
    assert snap_compare(app, terminal_size=(120, 40), press=["enter", "1", "right_square_bracket", "c",
                                                              "right_square_bracket"])


async def test_W_SETUP_4_the_face_down_markers_show_on_the_icon_regions(data_dir):
    game = wow_game()
    icons = [r.id for r in game.board.regions if r.size_icon]
    assert len(icons) == 3 and all(game.region(rid).ap_markers == ("?",) for rid in icons)
    app = app_for(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "1")
        await pilot.pause()
        view = app.screen.query_one("#map", MapView)
        lines = screen_text(app).splitlines()
        left, top = view._origin
        for rid in icons:
            y0, x0, h, w = view._geo.label[rid]
            words = " ".join(lines[1 + top + y][left + x0:left + x0 + w] for y in range(y0, y0 + h)).split()
            assert "?" in words or any(word.endswith("?") for word in words)


async def test_the_islands_keep_their_places_whatever_region_is_selected(data_dir):
    app = app_for(wow_game(), data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "1")
        seen = set()
        for rid in range(30):
            app.screen.select_region(rid)
            await pilot.pause()
            view = app.screen.query_one("#map", MapView)
            seen.add(tuple((f.top, f.left) for f in view._geo.frames))
        assert len(seen) == 1
