"""The stumbling blocks a newcomer hit (issue 28 part 3), each driven by keys through the app."""

from __future__ import annotations

import io

from conftest import app_for, new_game
from rich.console import Console

from smallworld_tui.app.screens.help import help_text
from smallworld_tui.rules import find_ruleset
from smallworld_tui.rules.registry import rulesets


# ---------------------------------------------------------------- chips and markers
def test_every_marker_glyph_is_a_single_symbol_never_a_letter():
    """Upper case letters are the players' chips and lower case the races in decline: a marker is a symbol."""
    for listed in rulesets():
        ruleset = find_ruleset(listed.key)
        shown = [m for m in ruleset.markers if not m.hidden]
        glyphs = [m.mark for m in shown]
        assert len(set(glyphs)) == len(glyphs), (listed.key, glyphs)
        for marker in shown:
            assert len(marker.glyph) == 1 and not marker.glyph.isalnum() and not marker.glyph.isspace(), marker


def rendered(renderable, width: int = 100) -> str:
    console = Console(width=width, record=True, file=io.StringIO())
    console.print(renderable)
    return " ".join(console.export_text().split())


async def test_the_legend_says_markers_are_symbols_and_names_each(data_dir):
    game = new_game(3)
    app = app_for(game, data_dir, bots=["human"] * 3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "question_mark")
        await pilot.pause()
        assert type(app.screen).__name__ == "HelpScreen"
        words = rendered(help_text(game))
        assert "a letter is always a player's race, never a marker" in words
        for marker in game.ruleset.markers:
            assert f"{marker.mark} {marker.name[:1].upper()}" in words, marker
