"""Moves as small value types, and their text notation (docs/notation.md).

``str(action)`` is the notation; ``parse(text, game)`` reads it back (regions by id or name, seats by name).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, NamedTuple

from .errors import IllegalAction

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

Layout = tuple[tuple[int, int], ...]  # ((region id, count), ...) sorted by region id

# kinds that name one region
REGION_KINDS = ("abandon", "conquer", "roll", "dragon", "convert", "fortress")
# kinds that take a layout "R:n R:n"
LAYOUT_KINDS = ("redeploy", "withdraw", "camps")
PLAIN_KINDS = ("decline", "berserk", "end")


class Action(NamedTuple):
    kind: str
    target: int | None = None  # region id, combo number (pick, 1-based) or seat (ally)
    layout: Layout = ()  # redeploy / withdraw / camps: region -> count; heroes: the regions, count 1
    ghouls: bool = False  # played by the in-decline Ghouls in their own phase (R-RACE-GHOULS)
    camps: Layout = ()  # withdraw: returned Encampments placed with the tokens
    label: str = ""  # ally: the seat's name, so that str() needs no game

    def __str__(self) -> str:
        head = "ghouls " if self.ghouls else ""
        k = self.kind
        if k in REGION_KINDS:
            return f"{head}{k} {self.target}"
        if k == "pick":
            return f"pick {self.target}"
        if k == "ally":
            return f"ally {self.label}"
        if k == "heroes":
            return "heroes " + " ".join(str(r) for r, _ in self.layout)
        if k in LAYOUT_KINDS:
            text = f"{head}{k} " + format_layout(self.layout)
            if self.camps:
                text += " camps " + format_layout(self.camps)
            return text.rstrip()
        return head + k


def format_layout(layout: Layout) -> str:
    return " ".join(f"{r}:{n}" for r, n in layout)


def make_layout(counts: dict[int, int]) -> Layout:
    return tuple(sorted(counts.items()))


_PAIR = re.compile(r"^(.+?)\s*:\s*(\d+)$")


def parse(text: str, game: Game) -> Action:
    """Read one move in notation. Anything that is not a move raises IllegalAction with a hint."""
    words = text.strip().split()
    if not words:
        raise IllegalAction("Type a move, for example 'conquer 12' or 'end'.")
    ghouls = words[0].lower() == "ghouls" and len(words) > 1
    if ghouls:
        words = words[1:]
    kind = words[0].lower()
    rest = " ".join(words[1:])
    if kind in PLAIN_KINDS:
        if rest:
            raise IllegalAction(f"'{kind}' takes nothing after it.")
        return Action(kind, ghouls=ghouls)
    if kind in REGION_KINDS:
        if not rest:
            raise IllegalAction(f"Say which region: '{kind} <region id or name>'.")
        return Action(kind, _region(rest, game), ghouls=ghouls)
    if kind == "pick":
        if not rest.isdigit():
            raise IllegalAction("Say which combo: 'pick <1-6>'.")
        return Action("pick", int(rest))
    if kind == "ally":
        return Action("ally", _seat(rest, game), label=game.players[_seat(rest, game)])
    if kind == "heroes":
        regions = [_region(p, game) for p in _split(rest)]
        return Action("heroes", layout=tuple((r, 1) for r in sorted(set(regions))))
    if kind in LAYOUT_KINDS:
        main, camps = rest, ""
        if kind == "withdraw":  # "withdraw 3:2 5:1 camps 5:1": returned Encampments after the tokens
            main, camps = (re.split(r"(?i)\bcamps\b", rest, maxsplit=1) + [""])[:2]
        return Action(kind, layout=_layout(main, game), ghouls=ghouls, camps=_layout(camps, game))
    raise IllegalAction(f"'{text.strip()}' is not a move. Moves: pick, conquer, roll, abandon, decline, end, "
                        "redeploy, withdraw, berserk, dragon, convert, fortress, camps, heroes, ally.")


def _split(text: str) -> list[str]:
    """Items are separated by commas if there are any (names may contain spaces), else by spaces."""
    parts = text.split(",") if "," in text else text.split()
    return [p.strip() for p in parts if p.strip()]


def _layout(text: str, game: Game) -> Layout:
    counts: dict[int, int] = {}
    for item in _split(text):
        m = _PAIR.match(item)
        if not m:
            raise IllegalAction(f"'{item}' should be region:count, for example '12:3'.")
        rid = _region(m.group(1), game)
        if rid in counts:
            raise IllegalAction(f"Region {rid} is listed twice.")
        counts[rid] = int(m.group(2))
    return make_layout(counts)


def _region(text: str, game: Game) -> int:
    try:
        return game.board.ref(text).id
    except (ValueError, KeyError) as exc:
        raise IllegalAction(f"No region called '{text.strip()}' on this map.") from exc


def _seat(text: str, game: Game) -> int:
    want = text.strip().lower()
    for seat, name in enumerate(game.players):
        if name.lower() == want:
            return seat
    raise IllegalAction(f"No player called '{text.strip()}'. Players: {', '.join(game.players)}.")
