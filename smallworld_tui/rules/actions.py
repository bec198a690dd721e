"""Moves as small value types, and their text notation (docs/notation.md).

``str(action)`` is the notation; ``parse(text, game)`` reads it back (regions by id or name, seats by name).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, NamedTuple

from .errors import Code, NotAMove, quote

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

Layout = tuple[tuple[int, int], ...]  # ((region id, count), ...) sorted by region id

# kinds that name one region
REGION_KINDS = ("abandon", "conquer", "roll", "dragon", "convert", "fortress")
# kinds that take a layout "R:n R:n"
LAYOUT_KINDS = ("redeploy", "withdraw", "camps")
PLAIN_KINDS = ("decline", "berserk", "end")
# the single-value fields each kind uses (every other one must stay None)
_REGION_ONLY = ("region",)
FIELDS = {**{k: _REGION_ONLY for k in REGION_KINDS}, "pick": ("combo",), "ally": ("seat",)}


class Action(NamedTuple):
    """One move. Each field means one thing; a kind uses only the fields named after it (``check`` refuses the
    others): ``Action("conquer", 12)``, ``Action("pick", combo=2)``, ``Action("ally", seat=1, name="Bob")``."""

    kind: str
    region: int | None = None  # the region named by abandon, conquer, roll, dragon, convert, fortress
    combo: int | None = None  # pick: the combo's position in the column, 1 = top
    seat: int | None = None  # ally: the seat the Diplomat makes peace with
    layout: Layout = ()  # redeploy: final count per region; withdraw: tokens added; camps: Encampments per region
    regions: tuple[int, ...] = ()  # heroes: the regions that get a Hero, sorted
    camps: Layout = ()  # withdraw: returned Encampments added per region
    ghouls: bool = False  # played by the in-decline Ghouls in their own phase (R-RACE-GHOULS)
    name: str = ""  # ally: that seat's name, so that str() needs no game

    def __str__(self) -> str:
        head = "ghouls " if self.ghouls else ""
        k = self.kind
        if k in REGION_KINDS:
            return f"{head}{k} {self.region}"
        if k == "pick":
            return f"pick {self.combo}"
        if k == "ally":
            return f"ally {self.name}"
        if k == "heroes":
            return "heroes " + " ".join(str(r) for r in self.regions)
        if k in LAYOUT_KINDS:
            text = f"{head}{k} " + format_layout(self.layout)
            if self.camps:
                text += " camps " + format_layout(self.camps)
            return text.rstrip()
        if self.region is not None:  # a move an ability brings, naming a region
            return f"{head}{k} {self.region}"
        return head + k


def format_layout(layout: Layout) -> str:
    return " ".join([f"{r}:{n}" for r, n in layout])  # a list: join builds one anyway


def make_layout(counts: dict[int, int]) -> Layout:
    return tuple(sorted(counts.items()))


_PAIR = re.compile(r"^(.+?)\s*:\s*([0-9]{1,3})$")  # ASCII digits only: '²' and '٣' are not counts
_NUMBER = re.compile(r"[0-9]{1,3}")
MAX_TEXT = 1000  # characters in one typed move; a real one is a few dozen
MAX_COUNT = 999  # tokens or markers in one layout entry; the game has far fewer


def parse(text: str, game: Game) -> Action:
    """Read one move in notation. Anything that is not a move raises NotAMove (an IllegalAction) with a hint."""
    if not isinstance(text, str):
        raise NotAMove(f"A move is text, not {quote(text)}.", Code.NOT_A_MOVE)
    if len(text) > MAX_TEXT:
        raise NotAMove(f"That is {len(text)} characters long: not a move.", Code.NOT_A_MOVE)
    words = text.strip().split()
    if not words:
        raise NotAMove("Type a move, for example 'conquer 12' or 'end'.", Code.NOT_A_MOVE)
    ghouls = words[0].lower() == "ghouls" and len(words) > 1
    if ghouls:
        words = words[1:]
    kind = words[0].lower()
    rest = " ".join(words[1:])
    if kind in PLAIN_KINDS:
        if rest:
            raise NotAMove(f"'{kind}' takes nothing after it.", Code.BAD_ARGUMENT)
        return Action(kind, ghouls=ghouls)
    if kind in REGION_KINDS:
        if not rest:
            raise NotAMove(f"Say which region: '{kind} <region id or name>'.", Code.BAD_ARGUMENT)
        return Action(kind, region=_region(rest, game), ghouls=ghouls)
    if kind == "pick":
        if not _NUMBER.fullmatch(rest):
            raise NotAMove("Say which combo: 'pick <1-6>'.", Code.BAD_ARGUMENT)
        return Action("pick", combo=int(rest))
    if kind == "ally":
        seat = _seat(rest, game)
        return Action("ally", seat=seat, name=game.players[seat])
    if kind == "heroes":
        regions = [_region(p, game) for p in _split(rest)]
        return Action("heroes", regions=tuple(sorted(set(regions))))
    if kind in LAYOUT_KINDS:
        main, camps = rest, ""
        if kind == "withdraw":  # "withdraw 3:2 5:1 camps 5:1": returned Encampments after the tokens
            main, camps = (re.split(r"(?i)\bcamps\b", rest, maxsplit=1) + [""])[:2]
        return Action(kind, layout=_layout(main, game), ghouls=ghouls, camps=_layout(camps, game))
    declared = game.ruleset.moves.get(kind)
    if declared is not None:  # a move an ability brings (ability.py, AbilityMove)
        if declared[1].takes_region:
            if not rest:
                raise NotAMove(f"Say which region: '{kind} <region id or name>'.", Code.BAD_ARGUMENT)
            return Action(kind, region=_region(rest, game), ghouls=ghouls)
        if rest:
            raise NotAMove(f"'{kind}' takes nothing after it.", Code.BAD_ARGUMENT)
        return Action(kind, ghouls=ghouls)
    raise NotAMove(f"{quote(text.strip())} is not a move. Moves: pick, conquer, roll, abandon, decline, end, "
                   "redeploy, withdraw, berserk, dragon, convert, fortress, camps, heroes, ally.", Code.NOT_A_MOVE)


def check(action: object, game: Game) -> None:
    """Refuse an action object whose fields are out of type or range before any rule reads it (NotAMove,
    BAD_ARGUMENT): ``conquer -2`` would be a Python negative index, ``conquer True`` region 1."""
    if type(action) is Action and _plainly_valid(action, len(game.board.regions)):
        return  # the hot path: every move of a game passes here; anything unusual gets the full check below
    _check_fields(action, game)


def _plainly_valid(action: Action, regions: int) -> bool:
    """A quick test that accepts only actions ``_check_fields`` accepts (exact types, a region kind or a kind
    with no single-value field, no Heroes list); False sends the action to the full check and its words."""
    kind = action.kind
    if (type(kind) is not str or action.combo is not None or action.seat is not None
            or type(action.regions) is not tuple or action.regions):
        return False
    uses = FIELDS.get(kind)
    if uses is None:
        if action.region is not None:
            return False
    elif uses is not _REGION_ONLY:
        return False
    else:
        region = action.region
        if type(region) is not int or not 0 <= region < regions:
            return False
    if type(action.ghouls) is not bool or type(action.name) is not str or len(action.name) > 100:
        return False
    for layout in (action.layout, action.camps):
        if type(layout) is not tuple:
            return False
        previous = -1  # ids rising, as every layout the engine offers: no repeat, no set to build
        for pair in layout:
            if type(pair) is not tuple or len(pair) != 2:
                return False
            rid, count = pair
            if (type(rid) is not int or type(count) is not int or not previous < rid < regions
                    or not 0 <= count <= MAX_COUNT):
                return False
            previous = rid
    return len(kind) <= 20


def _check_fields(action: object, game: Game) -> None:
    if not isinstance(action, Action):
        raise NotAMove(f"{quote(action)} is not a move: pass an Action or use play(text).", Code.NOT_A_MOVE)
    kind = action.kind
    if type(kind) is not str or len(kind) > 20:
        raise NotAMove(f"{quote(kind)} is not a kind of move.", Code.NOT_A_MOVE)
    regions = len(game.board.regions)
    declared = game.ruleset.moves.get(kind)
    uses = ("region",) if declared is not None and declared[1].takes_region else FIELDS.get(kind, ())
    for name in ("region", "combo", "seat"):
        value = getattr(action, name)
        if name not in uses:
            if value is not None:
                raise NotAMove(f"'{kind}' takes no {name}, not {quote(value)}.", Code.BAD_ARGUMENT)
        elif name == "region":
            _bounded(value, 0, regions - 1, f"'{kind}' needs a region id from 0 to {regions - 1}")
        elif name == "seat":
            _bounded(value, 0, len(game.players) - 1, f"'ally' needs a seat from 0 to {len(game.players) - 1}")
        else:
            _bounded(value, 0, MAX_COUNT, "'pick' needs a combo number")
    if not isinstance(action.regions, tuple) or (action.regions and kind != "heroes"):
        raise NotAMove(f"Only 'heroes' lists regions, as a tuple, not {quote(action.regions)}.", Code.BAD_ARGUMENT)
    for rid in action.regions:
        _bounded(rid, 0, regions - 1, f"'heroes' names regions from 0 to {regions - 1}")
    for layout in (action.layout, action.camps):
        if not isinstance(layout, tuple):
            raise NotAMove(f"A layout is a tuple of (region, count) pairs, not {quote(layout)}.", Code.BAD_ARGUMENT)
        seen = set()
        for pair in layout:
            if not (isinstance(pair, tuple) and len(pair) == 2):
                raise NotAMove(f"A layout entry is a (region, count) pair, not {quote(pair)}.", Code.BAD_ARGUMENT)
            _bounded(pair[0], 0, regions - 1, f"A layout names regions from 0 to {regions - 1}")
            _bounded(pair[1], 0, MAX_COUNT, f"A layout places 0 to {MAX_COUNT} pieces per region")
            if pair[0] in seen:
                raise NotAMove(f"Region {pair[0]} is listed twice.", Code.BAD_ARGUMENT)
            seen.add(pair[0])
    if type(action.ghouls) is not bool or not isinstance(action.name, str) or len(action.name) > 100:
        raise NotAMove("The action's ghouls flag or name has the wrong type.", Code.BAD_ARGUMENT)


def _bounded(value: object, low: int, high: int, need: str) -> None:
    if type(value) is not int or not low <= value <= high:
        raise NotAMove(f"{need}, not {quote(value)}.", Code.BAD_ARGUMENT)


def _split(text: str) -> list[str]:
    """Items are separated by commas if there are any (names may contain spaces), else by spaces."""
    parts = text.split(",") if "," in text else text.split()
    return [p.strip() for p in parts if p.strip()]


def _layout(text: str, game: Game) -> Layout:
    counts: dict[int, int] = {}
    for item in _split(text):
        m = _PAIR.match(item)
        if not m:
            raise NotAMove(f"{quote(item)} should be region:count, for example '12:3'.", Code.BAD_ARGUMENT)
        rid = _region(m.group(1), game)
        if rid in counts:
            raise NotAMove(f"Region {rid} is listed twice.", Code.BAD_ARGUMENT)
        counts[rid] = int(m.group(2))
    return make_layout(counts)


def _region(text: str, game: Game) -> int:
    try:
        return game.board.ref(text).id
    except (ValueError, KeyError) as exc:
        raise NotAMove(f"No region called {quote(text.strip())} on this map.", Code.UNKNOWN_REGION) from exc


def _seat(text: str, game: Game) -> int:
    want = text.strip().lower()
    for seat, name in enumerate(game.players):
        if name.lower() == want:
            return seat
    raise NotAMove(f"No player called {quote(text.strip())}. Players: {', '.join(game.players)}.",
                   Code.UNKNOWN_PLAYER)
