"""Terrain at a glance (issue 29 part 5): each terrain glyph in a tint of its board colour, on the map, in the list
and in the legends; readable on dark and light backgrounds, quieter than the player colours, and never the only cue
(the glyph stays)."""

from __future__ import annotations

import io

from conftest import new_game
from rich.color import Color, ColorSystem
from rich.console import Console
from rich.style import Style
from rich.text import Text

from smallworld_tui.app import theme
from smallworld_tui.app.screens.help import help_text, map_rows
from smallworld_tui.app.widgets.mapview import COST, DIM, MapView

# the map is drawn on the terminal's own background: dark ones, Textual's dark and light grounds, and white
BACKGROUNDS = ("#000000", "#121212", "#1e1e1e", "#e0e0e0", "#ffffff")


def luminance(colour: str) -> float:
    """WCAG relative luminance of a #rrggbb colour."""
    def channel(c: int) -> float:
        c_ = c / 255
        return c_ / 12.92 if c_ <= 0.04045 else ((c_ + 0.055) / 1.055) ** 2.4
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: str, b: str) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_every_terrain_has_a_tint_readable_on_dark_and_light_backgrounds():
    assert set(theme.TERRAIN_COLOURS) == set(theme.TERRAIN)
    for terrain, tint in theme.TERRAIN_COLOURS.items():
        for ground in BACKGROUNDS:
            assert contrast(tint, ground) >= 3, (terrain, ground)  # WCAG 1.4.11, graphical objects


def test_the_tints_are_quieter_than_every_player_colour_and_apart_from_each_other():
    # a chip (black on the player's colour) and a race's name stay the loudest things on a region
    assert max(map(luminance, theme.TERRAIN_COLOURS.values())) < min(map(luminance, theme.PLAYER_COLOURS))
    land = [tint for t, tint in theme.TERRAIN_COLOURS.items() if t != "lake"]  # a lake is the sea's blue
    assert len(set(land)) == len(land) and not set(land) & set(theme.PLAYER_COLOURS)


def test_the_tints_stay_apart_in_a_256_colour_terminal():
    land = {t: Color.parse(c).downgrade(ColorSystem.EIGHT_BIT).number for t, c in theme.TERRAIN_COLOURS.items()
            if t != "lake"}
    assert len(set(land.values())) == len(land), land


def test_a_16_colour_terminal_draws_the_glyphs_without_tints():
    game = new_game(2)
    reg = next(r for r in game.board.regions if r.terrain == "forest")
    try:
        theme.use_terminal_colours("standard")
        assert theme.terrain_colour("forest") == "" and not theme.terrain("forest").spans
        lines = MapView.label(game, reg, game.region(reg.id), None, None, False, False, 3, 12)
        assert ("♣", DIM) in [piece for line in lines for piece in line]  # the glyph, dim as before the tints
    finally:
        theme.use_terminal_colours("truecolor")
    assert theme.terrain_colour("forest") == theme.TERRAIN_COLOURS["forest"]


def test_the_map_draws_the_terrain_glyph_in_its_tint_and_its_symbols_in_bold():
    game = new_game(2)
    reg = next(r for r in game.board.regions if r.terrain == "forest" and r.magic)
    lines = MapView.label(game, reg, game.region(reg.id), None, None, False, False, 3, 12)
    pieces = [piece for line in lines for piece in line]
    glyph = next(style for text, style in pieces if text == "♣")  # the glyph stays: never colour alone
    assert glyph.color is not None and glyph.color.name == theme.TERRAIN_COLOURS["forest"]
    assert next(style for text, style in pieces if "✦" in text).bold


def test_a_small_target_keeps_its_tinted_glyph_beside_its_cost():
    game = new_game(2)
    reg = next(r for r in game.board.regions if r.terrain == "swamp" and not (r.mine or r.magic or r.cavern))
    lines = MapView.label(game, reg, game.region(reg.id), 3, None, False, False, 1, len(str(reg.id)) + 4)
    line = lines[0]
    at = next(k for k, (_, style) in enumerate(line) if style is COST)
    text, style = line[at + 1]
    assert text == '"' and style == Style(color=theme.TERRAIN_COLOURS["swamp"])


def test_the_list_and_the_legends_show_each_terrain_glyph_in_its_tint():
    row = theme.terrain("hill")
    assert row.plain == "n hill  " and row.spans[0].start == 0 and row.spans[0].end == 1
    assert theme.TERRAIN_COLOURS["hill"] in str(row.spans[0].style) and not str(row.style)  # the word untinted
    assert not theme.terrain("hill", tinted=False).spans  # the selected row is reversed: no colour block
    key = next(k for k, _ in map_rows(new_game(2)) if isinstance(k, Text) and "♣" in k.plain)
    assert key.plain == '= ♣ n " ^'
    tinted = {key.plain[s.start:s.end]: str(s.style) for s in key.spans}
    assert tinted == {glyph: theme.TERRAIN_COLOURS[t] for t, (glyph, _) in theme.TERRAIN.items()
                      if t not in ("sea", "lake")}
    console = Console(width=100, file=io.StringIO(), color_system="truecolor")
    segments = list(console.render(help_text(new_game(2))))  # the help: its "land" row and the map's legend
    forests = [seg.style for seg in segments if seg.text == "♣"]
    assert len(forests) == 2 and all(s is not None and s.color is not None
                                     and s.color.name == theme.TERRAIN_COLOURS["forest"] for s in forests)
