"""80x24 (issue 28 part 3): compact labels stay inside their cell, the log takes the rows the map leaves, the
players panel keeps each player's hand and region count."""

from __future__ import annotations

import itertools

import pytest
from conftest import NAMES, app_for, new_game, screen_text

from smallworld_tui.app.widgets.mapview import MapView, target_costs
from smallworld_tui.app.widgets.panels import PlayersPanel
from smallworld_tui.rules import Game
from smallworld_tui.rules.wow import WOW

ISLANDS = ("L1a,M1a,S1a", "L1b,M1b,S2a", "L2a,M2a,S1b", "L1a,S2b")


def wow_game(islands: str) -> Game:
    return Game.new(None, NAMES[:len(islands.split(","))], seed=1, ruleset=WOW, islands=islands)


GAMES = [*((f"{n}p", lambda n=n: new_game(n, 3)) for n in (2, 3, 4, 5)),
         *((f"wow {i}", lambda i=i: wow_game(i)) for i in ISLANDS)]


def states(game: Game, rid: int):
    """The busiest forms a region's label takes: the longest race of the ruleset, a race in decline, a Lost
    Tribe, every marker kind at once, a two-digit cost, selected, changed hands, touched by a bot's move."""
    view = game.region(rid)
    longest = max(game.ruleset.races, key=len)
    markers = tuple((m.kind, 2) for m in game.ruleset.markers if m.glyph)
    holders = [view._replace(owner=None, race=None, tokens=0),
               view._replace(owner=len(game.players) - 1, race=longest, tokens=12, in_decline=False),
               view._replace(owner=0, race=longest, tokens=3, in_decline=True, markers=markers),
               view._replace(owner=None, race="Lost Tribe", tokens=1, markers=markers[:1])]
    yield from itertools.product(holders, (None, 3, 12), itertools.product((False, True), repeat=3))


@pytest.mark.parametrize("name,make", GAMES, ids=[g[0] for g in GAMES])
async def test_at_80x24_every_compact_label_fits_its_cell(name, make, data_dir):
    app = app_for(make(), data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "1")  # a pick: the map replaces the combos
        await pilot.pause()
        view = app.screen.query_one("#map", MapView)
        geo = view._geo
        assert geo is not None
        game = app.session.game
        for reg in game.board.regions:
            y0, x0, h, w = geo.label[reg.id]
            assert all(geo.owner[y][x] == reg.id for y in range(y0, y0 + h) for x in range(x0, x0 + w))  # its own
            for holder, cost, (selected, recent, moved) in states(game, reg.id):
                lines = MapView.label(game, reg, holder, cost, None, selected, recent, h, w, moved=moved)
                assert len(lines) <= h, (reg.id, lines)
                for line in lines:
                    assert sum(len(text) for text, _ in line) <= w, (reg.id, w, holder, cost, line)
                assert str(reg.id) in "".join(text for text, _ in lines[0]), (reg.id, w, lines)  # the id whole


async def test_at_80x24_the_screen_shows_each_label_whole(data_dir):
    """The drawn map: each region's id stands inside its own cell (nothing written over a wall)."""
    app = app_for(new_game(5, 3), data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        for key in ("enter", "1", "right_square_bracket", "c"):
            await pilot.press(key)
        await pilot.pause()
        view = app.screen.query_one("#map", MapView)
        geo = view._geo
        assert target_costs(app.screen)  # costs are shown: the busiest labels
        for y, row in enumerate(geo.walls):
            for x, ch in enumerate(row):
                if ch != " ":  # every wall character is still drawn where the geometry puts it
                    assert view.render_line(y - view._origin[1]).text[view._origin[0] + x] == ch


WOW_SETS = {2: "L1a,S2b", 3: "L1a,M1a,S1a", 5: "L1a,L2b,M1a,S1a,S2b"}


def declining_game(players: int, wow: bool) -> Game:
    """Played by a fixed rule (pick the top combo, take the first target, else end; a race holding 4 regions or
    more goes into decline), stopped once a player plays a new race beside one in decline: long race names
    (WoW's first), a race in decline, every count the panel shows."""
    if wow:
        game = Game.new(None, NAMES[:players], seed=2, ruleset=WOW, islands=WOW_SETS[players],
                        races=["Blood Elves", "Night Elves", "Pandaren", "Goblins", "Ethereals", "Naga"])
    else:
        game = new_game(players, 3)
    def both(seat: int) -> bool:
        return {r.active for r in game.races(seat)} == {True, False}

    while not (game.phase != "pick" and any(both(seat) for seat in range(players))):
        assert game.turn < 9
        legal = game.legal_actions()
        if game.phase == "pick":
            game.play("pick 1")
            continue
        decline = [a for a in legal if a.kind == "decline"]
        if decline and len(game.races(game.current_player)) == 1 \
                and game.races(game.current_player)[0].regions >= 4:
            game.apply(decline[0])
            continue
        conquer = [a for a in legal if a.kind == "conquer" and not a.ghouls]
        game.apply(conquer[0] if conquer else next(a for a in legal if a.kind == "end"))
    return game


@pytest.mark.parametrize("players,wow", [(2, False), (3, False), (4, False), (5, False), (2, True), (3, True),
                                         (5, True)])
async def test_at_80x24_the_players_panel_keeps_hand_and_regions(players, wow, data_dir):
    game = declining_game(players, wow)
    app = app_for(game, data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "i")  # the list view: the side panels stand beside it
        await pilot.pause()
        panel = app.screen.query_one("#players", PlayersPanel)
        text = panel.render().plain
        assert panel.size.width <= 32 and len(text.splitlines()) <= panel.size.height
        assert all(len(line) <= panel.size.width for line in text.splitlines())
        for seat in range(players):
            active = next((r for r in game.races(seat) if r.active), None)
            if active is None:
                continue
            words = f"{active.regions} rg" in text and (f"{active.hand} in hand" in text
                                                         or f"{active.hand} to use" in text)  # the 3-line form
            assert f"{active.hand}h {active.regions}r" in text or words, (seat, text)
        assert "Players" in screen_text(app)


@pytest.mark.parametrize("players", (2, 3, 5))
async def test_at_80x24_the_log_takes_the_rows_the_map_leaves(players, data_dir):
    app = app_for(new_game(players, 3), data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        for key in ("enter", "1", "right_square_bracket", "c"):
            await pilot.press(key)
        await pilot.pause()
        gs = app.screen
        view = gs.query_one("#map", MapView)
        log = gs.query_one("#log")
        assert gs.has_class("-short") and gs.has_class("-mapview")
        assert view._geo is not None and view.size.height == view._geo.height  # no blank row under the map
        assert log.display and log.size.height >= 1
        lines = screen_text(app).splitlines()
        shown = "\n".join(lines[log.region.y:log.region.y + log.region.height])
        assert "conquer" in shown  # the newest event
        if log.region.height > 1:
            assert "Log" in lines[log.region.y] and "picks" in shown  # its rule, then the events before
        assert "save" in lines[-1] and "quit" in lines[-1]  # the footer is still whole
        await pilot.press("i")  # the list view: the log in its frame, as before
        await pilot.pause()
        assert log.display and log.styles.border_bottom[0]
