"""Colours and glyphs: five player colours from the Okabe-Ito palette (distinct for colour-blind players),
always drawn as a chip with the player's initial, dark text on the colour, so they read on dark and light
themes alike. Only single-width characters."""

from __future__ import annotations

import functools
from collections.abc import Sequence
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
SYMBOLS = (("mine", "⚒"), ("magic", "✦"), ("cavern", "◎"))
ANCHOR = "⊥"  # an island's entry region (W-MAP-4); not ⚓, which many terminals draw two cells wide
MASK = "●●●"


# In a 16-colour terminal the Okabe-Ito orange and yellow both become yellow: there, five ANSI colours that stay
# apart (each player also keeps their initial, so colour is never the only cue).
PLAYER_COLOURS_16 = ("bright_red", "bright_cyan", "bright_yellow", "bright_green", "bright_magenta")
_palette = PLAYER_COLOURS


def use_terminal_colours(color_system: str | None) -> None:
    """Choose the player colours for the terminal: the 16 ANSI colours when that is all it has."""
    global _palette
    _palette = PLAYER_COLOURS_16 if color_system in ("standard", "windows") else PLAYER_COLOURS


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


def terrain(t: str, wide: bool = True) -> str:
    glyph, word = TERRAIN.get(t, ("?", t))
    return f"{glyph} {word:<6}" if wide else glyph


def symbols(region: Region) -> str:
    """A region's symbols, one column each; an island region (Small World of Warcraft) adds the anchor column."""
    marks = "".join(mark if getattr(region, attr) else " " for attr, mark in SYMBOLS)
    if region.part:
        marks += ANCHOR if region.entry else " "
    return marks
