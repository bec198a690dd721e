"""Small World of Warcraft in the app (issue 11 point 4), driven by keys: a WoW game starts from the new-game
form, its islands are drawn in frames named by face (W-MAP-3), the arrows cross to the next island at an edge,
a conquest by keys works, the help explains the races, Artifacts and Places in play."""

from __future__ import annotations

from conftest import NAMES, app_for, screen_text

from smallworld_tui.app.markers import short_piece
from smallworld_tui.app.widgets.mapgeom import neighbours_by_direction
from smallworld_tui.app.widgets.mapview import MapView
from smallworld_tui.rules import Game
from smallworld_tui.rules.wow import WOW

FACES = "L1a,M1a,S1a"


# the top of the stacks fixed (the column after one pick too), so the pictures stay while the catalogue grows
RACES = ["Trolls", "Night Elves", "Dwarves", "Kobolds", "Naga", "Orcs", "Blood Elves"]
POWERS = ["Farmer", "Sailing", "Mining", "Fishing", "Explorer", "Ranger", "Blacksmith"]


def wow_game(players: int = 3, seed: int = 1, islands: str | None = FACES) -> Game:
    return Game.new(None, NAMES[:players], seed=seed, ruleset=WOW, islands=islands, races=RACES, powers=POWERS)


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
        first = game.board.parts[0]
        inside = neighbours_by_direction(first.layout)
        edge = next(row[-1] for row in first.layout if (row[-1], "right") not in inside)
        gs.select_region(edge)
        await pilot.pause()
        await pilot.press("right")
        assert game.board.regions[gs.sel_region].part != first.name


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


async def test_the_new_game_form_starts_a_warcraft_game(data_dir):
    app = app_for(None, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        form = app.screen
        assert not form.query_one("#islands-row").display  # the base game first: a board file, no islands
        form.query_one("#ruleset").value = "wow"
        form.query_one("#count").value = 3
        await pilot.pause()
        assert form.query_one("#islands-row").display and not form.query_one("#board-row").display
        form.query_one("#seed").value = "7"
        await pilot.press("ctrl+n")
        await pilot.pause()
        game = app.session.game
        assert game.ruleset is WOW and game.seed == 7 and len(game.board.parts) == 3  # W-SETUP-1


async def test_the_new_game_form_refuses_islands_that_do_not_fit(data_dir):
    app = app_for(None, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        form = app.screen
        form.query_one("#ruleset").value = "wow"
        await pilot.pause()
        form.query_one("#islands").value = "L1a,[bold]X[/]"
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert app.session is None and type(app.screen).__name__ == "NewGameScreen"
        assert "[bold]X[/]" in screen_text(app)  # the engine's reason, shown literally


async def test_W_FACT_1_help_and_panels_name_each_races_faction(data_dir):
    game = wow_game()
    app = app_for(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "1")
        await pilot.pause()
        active = game.races(0)[0].name
        side = WOW.races[active].faction
        assert side and f"{active} ({side})" in screen_text(app)  # the players panel and the column's abilities
        await pilot.press("question_mark")
        await pilot.pause()
        assert type(app.screen).__name__ == "HelpScreen"
        from smallworld_tui.app.screens.help import help_text

        console = __import__("rich.console").console.Console(width=100, record=True, file=__import__("io").StringIO())
        console.print(help_text(game))
        words = " ".join(console.export_text().split())
        for combo in game.column_view():
            assert " ".join(WOW.races[combo.race].help.split()[:4]) in words
            assert f"{combo.race}" in words and WOW.races[combo.race].faction in words
        assert all(piece.name in words for piece in WOW.others)


def test_the_islands_screen_snapshot(snap_compare, data_dir):
    app = app_for(wow_game(), data_dir)
    assert snap_compare(app, terminal_size=(120, 40), press=["enter", "1", "right_square_bracket", "c",
                                                              "right_square_bracket"])


async def test_W_SETUP_4_the_face_down_markers_show_on_the_icon_regions(data_dir):
    game = wow_game()
    icons = [r.id for r in game.board.regions if game.board.fact("size_icon", r.id)]
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


async def test_a_click_on_any_island_selects_the_region_under_the_pointer(data_dir):
    game = wow_game()
    app = app_for(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "1")
        await pilot.pause()
        view = app.screen.query_one("#map", MapView)
        for island in game.board.parts:  # a region of every island, the last one first
            rid = island.first + island.count - 1
            y0, x0, _, _ = view._geo.label[rid]
            await pilot.click("#map", offset=(view._origin[0] + x0, view._origin[1] + y0))
            assert app.screen.sel_region == rid
            assert f"{rid} {game.board.regions[rid].name}" in screen_text(app)  # its detail under the map


async def test_W_AP_1_a_marker_turned_face_up_shows_its_name(data_dir):
    game = wow_game()
    icon = 26  # S1a:3, the small island's icon region, next to its entry region S1a:6 (29)
    game.play("pick 1")
    game.play("conquer 29")
    game.play("conquer 26")
    (name,) = game.region(icon).ap_markers
    assert name != "?"
    app = app_for(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        app.screen.select_region(icon)
        await pilot.pause()
        text = screen_text(app)
        assert short_piece(WOW, name) in text and name in text  # on the map, and in full in the detail



async def test_islands_taller_than_their_space_scroll_to_the_selected_region(data_dir):
    # at 100x30 five players' islands do not fit even at the smallest cells: the map follows the selection (every
    # region can be seen and clicked) and an arrow at its edge says it goes on
    game = Game.new(None, NAMES[:5], seed=213, ruleset=WOW)
    app = app_for(game, data_dir, bots=["human"] * 5)
    app.autosave = False
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        gs = app.screen
        mapview = gs.query_one(MapView)
        assert "▼" in screen_text(app) and "▲" not in screen_text(app)
        last = len(game.board.regions) - 2  # a region of the last island, out of sight at first
        assert mapview.region_at(*_label_point(mapview, last)) is None
        gs.select_region(last)
        await pilot.pause()
        assert "▲" in screen_text(app)
        assert mapview.region_at(*_label_point(mapview, last)) == last  # in view now, and clickable
        gs.select_region(0)
        await pilot.pause()
        assert "▲" not in screen_text(app) and mapview.region_at(*_label_point(mapview, 0)) == 0


def _label_point(mapview, rid: int) -> tuple[int, int]:
    """Where region ``rid``'s label lies on the widget now (the map's origin moves as it scrolls)."""
    y0, x0, _, _ = mapview._geo.label[rid]
    x, y = x0 + mapview._origin[0], y0 + mapview._origin[1]
    return (x, y) if 0 <= y < mapview.size.height else (-99, -99)
