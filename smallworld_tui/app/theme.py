"""Colours and glyphs: five player colours from the Okabe-Ito palette (distinct for colour-blind players),
always drawn as a chip with the player's initial, dark text on the colour, so they read on dark and light
themes alike. Only single-width characters."""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from rich.cells import cell_len
from rich.text import Text

from ..safetext import printable

if TYPE_CHECKING:  # pragma: no cover
    from ..rules.board import Region

PLAYER_COLOURS = ("#E69F00", "#56B4E9", "#F0E442", "#009E73", "#CC79A7")  # orange, sky, yellow, green, pink
PLAYER_COLOUR_NAMES = ("orange", "sky blue", "yellow", "green", "pink")

TERRAIN = {
    "farmland": ("=", "farm"),
    "forest": ("♣", "forest"),
    "hill": ("n", "hill"),
    "swamp": ('"', "swamp"),
    "mountain": ("^", "mount"),
    "sea": ("~", "sea"),
    "lake": ("~", "lake"),
}
# Terrain at a glance, as board players know it: each terrain's glyph (on the map, in the list and in the legends)
# drawn in a muted tint of its board colour. The map lies on the terminal's own background, dark or light: every
# tint is a mid-tone of about the same lightness, at least 3:1 on black, #121212, #E0E0E0 and white, on its own
# entry of the 256 colours, and darker and duller than the player colours, so a chip stays the loudest thing on a
# region. Only glyphs are tinted, never a region's ground (a ground tint hid the ids on a light terminal), so nothing
# is drawn under a chip. The glyph stays: colour is never the only cue.
TERRAIN_COLOURS = {
    "farmland": "#9c7535",  # wheat
    "forest": "#4a8649",  # green
    "hill": "#7a8040",  # olive
    "swamp": "#3f8178",  # teal
    "mountain": "#7a7a7a",  # grey
    "sea": "#4a7db8",  # blue (the map's water texture too)
    "lake": "#4a7db8",
}
SYMBOLS = (("mine", "⚒"), ("magic", "✦"), ("cavern", "◎"))
ANCHOR = "⊥"  # an island's entry region (W-MAP-4); not ⚓, which many terminals draw two cells wide
MASK = "●●●"


# In a 16-colour terminal the Okabe-Ito orange and yellow both become yellow: there, five ANSI colours that stay
# apart (each player also keeps their initial, so colour is never the only cue).
PLAYER_COLOURS_16 = ("bright_red", "bright_cyan", "bright_yellow", "bright_green", "bright_magenta")
_palette = PLAYER_COLOURS
# There the terrain tints are left out too (the glyphs stay, dim on the map): most tints would become one grey, and
# the terminal's own 16 colours cannot be checked for contrast.
_tinted = True


def use_terminal_colours(color_system: str | None) -> None:
    """Choose the player colours for the terminal: the 16 ANSI colours (and no terrain tints) when that is all it
    has."""
    global _palette, _tinted
    _tinted = color_system not in ("standard", "windows")
    _palette = PLAYER_COLOURS if _tinted else PLAYER_COLOURS_16


def colour(seat: int | None) -> str:
    return _palette[seat % len(_palette)] if seat is not None and seat >= 0 else "grey50"


def plural(n: int, word: str, many: str = "") -> str:
    """'1 token', '3 tokens' ('many' for an irregular plural: plural(2, 'Hero', 'Heroes'))."""
    return f"{n} {word}" if n == 1 else f"{n} {many or word + 's'}"


def literal(text: object, style: str = "") -> Text:
    """Outside text (a name, a path, a typed move, an engine message quoting them) as literal, harmless text:
    never markup, no control character but the line breaks (DESIGN.md, Text from outside is data)."""
    return Text("\n".join(printable(line) for line in str(text).split("\n")), style=style)


def tags(players: Sequence[str]) -> list[str]:
    """Each player's one-cell tag, all different, so that colour is never the only cue: the initial, else the
    first later letter or digit of the name that no earlier player's tag took ("Ann", "Al": A, L), else the seat's
    number."""
    return list(_tags(tuple(players)))


@functools.lru_cache(maxsize=32)  # asked per region and per log line at every repaint: the same few names
def _tags(players: tuple[str, ...]) -> tuple[str, ...]:
    out: list[str] = []
    for seat, name in enumerate(players):
        shown = printable(name)
        wanted = [shown[:1], *(c for c in shown[1:] if c.isalnum()), str(seat + 1), *"123456789"]
        out.append(next(t for t in map(str.upper, wanted) if t.strip() and cell_len(t) == 1 and t not in out))
    return tuple(out)


def chip(players: Sequence[str], seat: int, with_name: bool = True, shown: str | None = None) -> Text:
    """The player's tag (``tags``) on their colour, then their name (literal; ``shown``: a shortened one)."""
    name = printable(players[seat] if shown is None else shown)
    text = Text(f" {tags(players)[seat]} ", style=f"bold #000000 on {colour(seat)}")
    if with_name:
        text.append(" ")
        text.append(name, style=f"bold {colour(seat)}")
    return text


def terrain(t: str, wide: bool = True, style: str = "", tinted: bool = True) -> Text:
    """A region's terrain for the list: its glyph in the terrain's tint (not ``tinted``: on a reversed row, where
    a tint would turn into a block of colour like a chip), then (``wide``) its short word."""
    glyph, word = TERRAIN.get(t, ("?", t))
    text = Text()
    text.append(glyph, style=f"{style} {terrain_colour(t) if tinted else ''}".strip())
    if wide:
        text.append(f" {word:<6}", style=style)
    return text


def terrain_colour(t: str) -> str:
    """The terrain's tint (``TERRAIN_COLOURS``); none for an unknown terrain or in a 16-colour terminal."""
    return TERRAIN_COLOURS.get(t, "") if _tinted else ""


def terrain_glyphs(terrains: Sequence[str], words: Mapping[str, str] | None = None, sep: str = " ") -> Text:
    """The terrains' glyphs in their tints, for a legend ('= ♣ n'); with ``words``, each followed by its word in
    the ruleset's own terms ('= farmland  ♣ forest')."""
    out = Text()
    for i, t in enumerate(terrains):
        if i:
            out.append(sep)
        out.append(TERRAIN.get(t, ("?", t))[0], style=terrain_colour(t))
        if words is not None:
            out.append(" " + words.get(t, t))
    return out


def symbols(region: Region) -> str:
    """A region's symbols, one column each; an island region (Small World of Warcraft) adds the anchor column."""
    marks = "".join(mark if getattr(region, attr) else " " for attr, mark in SYMBOLS)
    if region.part:
        marks += ANCHOR if region.entry else " "
    return marks
