"""Small World of Warcraft's markers and tokens at a glance (issue 11): Forts (W-POW-GARRISONED), Watch Towers
(W-POW-DEFENSIVE), Wisp Walls (W-RACE-NIGHTELVES), Military Objectives (W-RACE-HUMANS) and Beasts
(W-POW-BEASTMASTER) are drawn on the map by the one marker path (app/markers.py) the base game's Fortress, Lair and
Encampments take, named in words in the region's detail and the list, and explained in the help's legend; the
Pandaren's Harmony tokens (W-RACE-PANDAREN) are named in the players panel."""

from __future__ import annotations

import io

from conftest import NAMES, app_for, screen_text
from rich.console import Console

from smallworld_tui.app.markers import map_forms, map_text
from smallworld_tui.app.screens.help import help_text
from smallworld_tui.app.widgets.mapview import MapView, region_detail
from smallworld_tui.rules import Game
from smallworld_tui.rules.wow import WOW, island_board
from smallworld_tui.rules.wow.islands import bundled_face

BOARD = Game.new(None, NAMES[:3], seed=1, ruleset=WOW, islands="L1a,M1a,S1a").board
WOW_KINDS = ("fort", "tower", "wisp", "objective", "beast")


def roomy_land(n: int) -> list[int]:
    """The ``n`` land regions with the most cells (their labels have room for the markers), by id."""
    cells: dict[int, int] = {}
    for island in BOARD.parts:
        for row in island.layout:
            for rid in row:
                cells[rid] = cells.get(rid, 0) + 1
    land = [r.id for r in BOARD.regions if not r.water and not BOARD.fact("murloc", r.id)
            and not BOARD.fact("size_icon", r.id)]
    return sorted(sorted(land, key=lambda r: (-cells[r], r))[:n])


A, B, C, D = roomy_land(4)


COLUMN = [["Trolls", "Farmer", 0], ["Dwarves", "Sailing", 0], ["Kobolds", "Mining", 0], ["Naga", "Fishing", 0],
          ["Orcs", "Explorer", 0], ["Blood Elves", "Ranger", 0]]  # fixed: the picture stays while the catalogue grows


def marked_game(**extra) -> Game:
    """Ann's Humans with Beast Master hold A with 2 Beasts among 4 pieces and have put a Military Objective on
    Bob's B; Bob's Night Elves with Garrisoned hold B (Fort and Wisp Wall), C (Fort) and D (a Watch Tower)."""
    return Game.from_position(BOARD, {
        "players": NAMES[:3], "turn": 2,
        "races": [{"seat": 0, "race": "Humans", "power": "Beast Master", "regions": {str(A): 4}},
                  {"seat": 1, "race": "Night Elves", "power": "Garrisoned",
                   "regions": {str(B): 2, str(C): 2, str(D): 2}}],
        "markers": {"beast": {str(A): 2}, "objective": {str(B): 1}, "fort": {str(B): 1, str(C): 1},
                    "wisp": {str(B): 1}, "tower": {str(D): 1}},
        "column": COLUMN, **extra}, ruleset=WOW)


def label_words(app, rid: int) -> str:
    view = app.screen.query_one("#map", MapView)
    lines = screen_text(app).splitlines()
    left, top = view._origin
    y0, x0, h, w = view._geo.label[rid]
    return " ".join(lines[1 + top + y][left + x0:left + x0 + w] for y in range(y0, y0 + h))


def test_the_engine_lists_every_marker_kind_of_a_region_with_its_count():
    game = marked_game()
    assert game.region(A).markers == (("beast", 2),)
    assert dict(game.region(B).markers) == {"fort": 1, "wisp": 1, "objective": 1}
    assert game.region(D).markers == (("tower", 1),) and game.region(D).owner == 1
    assert all(WOW.marker(kind).glyph for kind in WOW_KINDS)  # each kind declares its glyph
    assert map_text(game.ruleset, game.region(A)) == "@2"
    assert sorted(map_text(game.ruleset, game.region(B))) == sorted("#¤⊕")


async def test_W_POW_markers_show_on_the_map_and_in_words_in_the_detail(data_dir):
    game = marked_game()
    app = app_for(game, data_dir, bots=["human"] * 3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # the hand-off
        await pilot.pause()
        assert app.screen.showing_map()
        for rid in (A, C, D):
            marks = map_text(game.ruleset, game.region(rid))
            assert marks and marks in label_words(app, rid), (rid, marks, label_words(app, rid))
        assert label_words(app, B).split()[-1] in map_forms(game.ruleset, game.region(B))  # little room: "¤⊕+" or "#+"
        app.screen.select_region(B)
        await pilot.pause()
        detail = region_detail(app.screen, B).plain  # what the detail under the map shows, wrapped there
        assert all(f"{name}," in detail for name in ("Fort", "Wisp Wall", "Military Objective"))
        app.screen.select_region(A)
        await pilot.pause()
        assert ", 2 Beasts ·" in region_detail(app.screen, A).plain


async def test_W_POW_the_list_view_shows_the_same_marks(data_dir):
    game = marked_game()
    app = app_for(game, data_dir, bots=["human"] * 3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "i")
        await pilot.pause()
        assert not app.screen.showing_map()
        rows = [line for line in screen_text(app).splitlines() if game.board.regions[B].name[:10] in line]
        assert rows and all(mark in rows[0] for mark in ("#", "¤", "⊕"))  # symbols, never a chip's letter
        row_a = next(line for line in screen_text(app).splitlines() if game.board.regions[A].name[:10] in line)
        assert " @2 " in row_a


def test_W_POW_the_help_legend_names_every_marker_of_the_ruleset():
    console = Console(width=100, record=True, file=io.StringIO())
    console.print(help_text(marked_game()))
    lines = [" ".join(line.split()) for line in console.export_text().splitlines()]
    for kind, name in (("fort", "Fort"), ("tower", "Watch Tower"), ("wisp", "Wisp Wall"),
                       ("objective", "Military Objective"), ("beast", "Beast")):
        assert f"{WOW.marker(kind).glyph} {name}" in lines
    console = Console(width=100, record=True, file=io.StringIO())
    console.print(help_text(Game.new(None, NAMES[:2], seed=1)))
    text = console.export_text()
    assert "Fortress" in text and "Troll Lair" in text and "Watch Tower" not in text  # the base game's own


async def test_W_RACE_PANDAREN_the_players_panel_names_the_harmony_holders(data_dir):
    game = Game.from_position(BOARD, {
        "players": NAMES[:3], "turn": 2, "seat": 1,
        "races": [{"seat": 0, "race": "Pandaren", "power": "Farmer", "regions": {str(A): 3},
                   "flags": {"harmony": 0b110}},
                  {"seat": 1, "race": "Orcs", "power": "Farmer", "regions": {str(B): 3}}]}, ruleset=WOW)
    assert game.races(0)[0].given_to == (1, 2)
    app = app_for(game, data_dir, bots=["human"] * 3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        lines = [" ".join(line.replace("│", " ").split()) for line in screen_text(app).splitlines()]
        assert any("1 rg · 3 on map" in line and line.endswith("· Harmony") for line in lines)  # Bob's entry
        # (on turn at his start: "…: N to use · Harmony", issue 28)
        assert any(line.endswith("holds a Harmony token") for line in lines)  # Cy, who has no race yet
        assert sum("Harmony" in line for line in lines) == 2  # not Ann, who handed them out


def test_the_wow_markers_snapshot(snap_compare, data_dir):
    """The map with the WoW marker kinds (Beasts, a Military Objective, Forts, a Wisp Wall, a Watch Tower)."""
    assert snap_compare(app_for(marked_game(), data_dir, bots=["human"] * 3), terminal_size=(120, 40),
                        press=["enter"])


def test_a_label_with_no_room_for_the_holder_or_a_mark_ends_with_a_plus_and_keeps_the_cost():
    # README: a region too small for all it holds shows what fits and "+" (the detail names the rest); the cost
    # (the conquest's price) is never cut to make room
    board = island_board([bundled_face("S1a"), bundled_face("L1a")])
    races = [{"seat": 0, "race": "Humans", "power": "Farmer", "regions": {"3": 2}}]
    game = Game.from_position(board, {"players": ["Ann", "Bob"], "seat": 0, "races": races, "tribes": {"4": 1},
                                      "markers": {"objective": {"4": 1}}}, ruleset=WOW)

    def label(w: int) -> str:
        lines = MapView.label(game, game.board.regions[4], game.region(4), 3, None, False, False, 1, w)
        return "|".join("".join(text for text, _ in line) for line in lines)

    assert label(12) == '4 " →3 Mu1 ⊕'  # room for everything
    assert label(9) == "4 →3 Mu1+"  # the objective does not fit
    assert label(7) == "4 →3 ⊕+"  # nor the Murlocs
    assert label(6) == '4 →3"+'  # the terrain beside the cost, the "+" giving up its space (issue 28)
    assert label(4) == "4 →3"  # no room for a "+" but by cutting the cost: the cost stays


def test_the_terrain_never_splits_a_holder_from_its_count():
    # the terrain goes after the id on the first line, or at the end of a later one: "B1", "B:Orc 1" stay whole
    # (region 14, two digits: at width 6 its id and cost fill the first line, the holder and terrain share the next)
    board = island_board([bundled_face("S1a"), bundled_face("L1a")])
    races = [{"seat": 0, "race": "Humans", "power": "Farmer", "regions": {"3": 2}},
             {"seat": 1, "race": "Orcs", "power": "Farmer", "regions": {"14": 1}}]
    game = Game.from_position(board, {"players": ["Ann", "Bob"], "seat": 0, "races": races}, ruleset=WOW)
    region = game.board.regions[14]
    assert region.terrain and not region.water
    for h in (2, 3):
        for w in range(6, 14):
            lines = MapView.label(game, region, game.region(14), 3, None, False, False, h, w)
            words = ["".join(text for text, _ in line) for line in lines]
            two_lines = any(a.endswith("B:Orcs") and b.startswith("1") for a, b in zip(words, words[1:]))  # the
            # whole name, its count under it (issue 28: a race's name is never cut)
            assert two_lines or any(form in line for line in words for form in ("B:Orcs 1", "B1")), (h, w, words)
