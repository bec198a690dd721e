"""Issue 9 point 7: plurals, help without rule IDs and with indented wrapping, legends, region names in the move
prompt, whole race names in the players panel, five colours that stay apart in a 16-colour terminal."""

from __future__ import annotations

import io
import re

from conftest import app_for, new_game, screen_text
from rich.console import Console

from smallworld_tui.app import theme
from smallworld_tui.app.screens.help import help_text
from smallworld_tui.rules import Game, bundled_board


def rendered(renderable, width: int) -> str:
    console = Console(width=width, file=io.StringIO(), record=True)
    console.print(renderable)
    return console.export_text()


def test_help_has_no_rule_ids_indents_wrapped_lines_and_explains_the_combo_column():
    text = rendered(help_text(new_game(5, seed=3)), 70)
    assert not re.search(r"\bR-[A-Z]+", text)
    assert "The combo column" in text and "3h 4r" in text
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("t "))  # the t key's text wraps
    assert lines[start + 1].startswith(" " * 15)  # under its own column, not under the keys


def test_plurals_say_1_token():
    assert theme.plural(1, "token") == "1 token" and theme.plural(2, "Hero", "Heroes") == "2 Heroes"


def test_sixteen_colour_palette_keeps_five_players_apart():
    try:
        theme.use_terminal_colours("standard")
        colours = [theme.colour(s) for s in range(5)]
        assert len(set(colours)) == 5 and all(not c.startswith("#") for c in colours)
    finally:
        theme.use_terminal_colours("truecolor")
    assert theme.colour(0) == theme.PLAYER_COLOURS[0]


async def test_move_prompt_completes_region_names(data_dir):
    app = app_for(new_game(2, seed=3), data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "1")
        await pilot.pause()
        target = next(a for a in app.session.legal() if a.kind == "conquer")
        name = app.session.game.board.regions[target.region].name
        await pilot.press("colon", *f"conquer {name[:4]}")
        await pilot.pause()
        assert f"conquer {name}" in screen_text(app) or len([m for m in app.session.move_texts()
                                                           if m.startswith(f"conquer {name[:4]}")]) > 1
        app.screen.query_one("#prompt").value = f"conquer {name}"
        await pilot.press("enter")
        await pilot.pause()
        assert app.session.game.region(target.region).owner == 0


async def test_five_players_panel_shows_whole_race_names(data_dir):
    app = app_for(new_game(5, seed=3), data_dir)
    async with app.run_test(size=(100, 30)) as pilot:  # five players on one line each
        for _ in range(5):
            await pilot.press("enter", "4", "y", "e", "y", "enter")
            await pilot.pause()
        await pilot.press("enter")  # Ann's hand-off: now the panel
        await pilot.pause()
        text = screen_text(app)
        for seat in range(5):
            race = next(r.name for r in app.session.game.races(seat) if r.active)
            assert race in text


async def test_players_sharing_an_initial_get_different_chips_on_the_map_and_panels(data_dir):
    # UI principle: nothing is told by colour alone; "Ann" and "Al" would both be "A"
    from smallworld_tui.app.theme import tags
    from smallworld_tui.app.widgets.mapview import holder_forms

    assert tags(["Ann", "Al"]) == ["A", "L"] and tags(["Ann", "Bob", "Cy"]) == ["A", "B", "C"]
    assert tags(["[b]x", "[i]y"]) == ["[", "I"] and tags(["", ""]) == ["1", "2"]  # literal names; no letter: seat
    game = Game.new(bundled_board(2), ["Ann", "Al"], seed=3)
    game.play("pick 1")
    game.play(str(next(a for a in game.legal_actions() if a.kind == "conquer")))
    rid = next(r for r in range(len(game.board.regions)) if game.region(r).owner == 0)
    view = game.region(rid)
    assert holder_forms(game, view)[-1][0][0][0] == "A"
    app = app_for(game, data_dir, bots=["human", "human"])
    app.autosave = False
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        assert " L  Al" in screen_text(app)  # the players panel: Al is L
