"""Moves as small value types, and their text notation (docs/notation.md).

``str(action)`` is the notation; ``parse(text, game)`` reads it back (regions by id or name, seats by name).
The core kinds are listed here; a move an ability brings is read by the shape it declares (``AbilityMove.arg``:
a region, regions, a layout, a seat or nothing), and printed from the field it fills.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from .errors import Code, NotAMove, quote

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

Layout = tuple[tuple[int, int], ...]  # ((region id, count), ...) sorted by region id

# the core's kinds that name one region
REGION_KINDS = ("abandon", "conquer", "roll")
# the core's kinds that take a layout "R:n R:n"
LAYOUT_KINDS = ("redeploy", "withdraw")
PLAIN_KINDS = ("decline", "skip", "end")
# the kinds the in-decline Ghouls play in their phase (R-RACE-GHOULS): the 'ghouls' prefix goes before these only
GHOULS_KINDS = frozenset(("abandon", "conquer", "roll", "redeploy", "end"))
# the single-value fields each core kind uses (every other one must stay None)
_REGION_ONLY: tuple[str, ...] = ("region",)
FIELDS: dict[str, tuple[str, ...]] = {**{k: _REGION_ONLY for k in REGION_KINDS}, "pick": ("combo",)}
ARG_FIELDS: dict[str, tuple[str, ...]] = {"region": _REGION_ONLY, "seat": ("seat",)}  # by ``AbilityMove.arg``


class Action(NamedTuple):
    """One move. Each field means one thing; a kind uses only the fields named after it (``check`` refuses the
    others): ``Action("conquer", 12)``, ``Action("pick", combo=2)``, ``Action("ally", seat=1, name="Bob")``."""

    kind: str
    region: int | None = None  # the region named by abandon, conquer, roll, or an ability's region move
    combo: int | None = None  # pick: the combo's position in the column, 1 = top
    seat: int | None = None  # an ability's seat move (ally): the seat it names
    layout: Layout = ()  # redeploy: final count per region; withdraw: tokens added; an ability's layout move
    regions: tuple[int, ...] = ()  # an ability's regions move (heroes): the regions, sorted; a path move's in order
    camps: Layout = ()  # withdraw: returned markers (Encampments) added per region
    ghouls: bool = False  # played by the in-decline Ghouls in their own phase (R-RACE-GHOULS)
    name: str = ""  # a seat move: that seat's name, so that str() needs no game

    def __str__(self) -> str:
        head = "ghouls " if self.ghouls else ""
        k = self.kind
        if k in REGION_KINDS:
            return f"{head}{k} {self.region}"
        if k == "pick":
            return f"pick {self.combo}"
        if k in LAYOUT_KINDS:
            text = f"{head}{k} " + format_layout(self.layout)
            if self.camps:
                text += " camps " + format_layout(self.camps)
            return text.rstrip()
        # a move an ability brings: printed from the one field its shape fills
        if self.region is not None:
            return f"{head}{k} {self.region}"
        if self.seat is not None:
            return f"{head}{k} {self.name}"
        if self.regions:
            return f"{head}{k} " + " ".join(str(r) for r in self.regions)
        if self.name:  # a word move ("form wolf")
            return f"{head}{k} {self.name}"
        if self.layout:
            return f"{head}{k} " + format_layout(self.layout)
        return head + k


class _Row(dict[Any, Action]):
    """Actions of one kind naming a region (``field`` "region", keyed by its id) or regions (``field`` "regions",
    keyed by the tuple), made once and shared: they are immutable values, and a move list holds many (building a
    NamedTuple by keyword costs several times this lookup)."""

    __slots__ = ("kind", "field", "ghouls", "_head", "_tail")

    def __init__(self, kind: str, field: str, ghouls: bool):
        super().__init__()
        self.kind, self.field, self.ghouls = kind, field, ghouls
        fields, at = Action(kind, ghouls=ghouls), Action._fields.index(field)
        self._head, self._tail = fields[:at], fields[at + 1:]  # the move's fields around ``field``'s

    def __missing__(self, key: Any) -> Action:
        """The move for ``key``, made from its fields (no keyword parsing: rows fill up by the thousand on large
        boards) and kept."""
        action = self[key] = tuple.__new__(Action, self._head + (key,) + self._tail)
        return action


_ROWS: dict[tuple[str, str, bool], _Row] = {}


def _row(kind: str, field: str, ghouls: bool) -> _Row:
    row = _ROWS.get((kind, field, ghouls))
    if row is None:
        row = _ROWS[kind, field, ghouls] = _Row(kind, field, ghouls)
    return row


def region_row(kind: str, ghouls: bool = False) -> dict[int, Action]:
    """The shared ``Action(kind, region=rid, ghouls=ghouls)`` by region id: ``region_row("conquer")[12]``."""
    return _row(kind, "region", ghouls)


def regions_row(kind: str) -> dict[tuple[int, ...], Action]:
    """The shared ``Action(kind, regions=regions)`` by regions: ``regions_row("swap")[3, 7]``."""
    return _row(kind, "regions", False)


def pair_rows(row: dict[tuple[int, ...], Action], ids: Sequence[int]) -> tuple[tuple[Action, ...], ...]:
    """For each entry of ``ids``, ``row``'s moves on it and each later entry, in ``combinations``' order: a menu of
    pairs is these rows cut by ``itertools.compress`` (the Humans' placements, the Portal Mage's swaps), with no
    tuple made, hashed and looked up per pair."""
    return tuple(tuple(row[a, b] for b in ids[i + 1:]) for i, a in enumerate(ids))


def aimed_at(action: Action) -> int | None:
    """The region a move aims at: its ``region``, else the first of its ``regions`` (a path: ``catapult 14 12``
    fires at 14), else its layout's first (a way with a count: ``fireball 14:2``); None when it names none. The app
    finds a region's ways to conquer (``AbilityMove.way``) with it."""
    if action.region is not None:
        return action.region
    if action.regions:
        return action.regions[0]
    return action.layout[0][0] if action.layout else None


def format_layout(layout: Layout) -> str:
    return " ".join([f"{r}:{n}" for r, n in layout])  # a list: join builds one anyway


def make_layout(counts: dict[int, int]) -> Layout:
    return tuple(sorted(counts.items()))


_PAIR = re.compile(r"^(.+?)\s*:\s*([0-9]{1,3})$")  # ASCII digits only: '²' and '٣' are not counts
_NUMBER = re.compile(r"[0-9]{1,3}")
MAX_TEXT = 1000  # characters in one typed move; a real one is a few dozen
MAX_COUNT = 999  # tokens or markers in one layout entry; the game has far fewer


def ascii_number(text: str) -> int | None:
    """``text`` as a count of 1 to 3 ASCII digits, else None: '²', '１', '١' and '𝟏' pass ``str.isdigit`` (and some
    ``int``), but only ASCII digits are moves, so a move typed one way always reads back the same."""
    return int(text) if type(text) is str and _NUMBER.fullmatch(text) else None


def parse(text: str, game: Game) -> Action:
    """Read one move in notation. Anything that is not a move raises NotAMove (an IllegalAction) with a hint."""
    action = _parse(text, game)
    if action.ghouls or _GHOULS.match(text):  # the prefix is never dropped: 'ghouls pick 1' is not 'pick 1'
        if not any(race.keeps_all_on_decline for race in game.ruleset.races.values()):
            raise NotAMove(f"There are no Ghouls in {game.ruleset.name}: no race plays a phase in decline.",
                           Code.BAD_ARGUMENT)
        if not action.ghouls or action.kind not in GHOULS_KINDS:  # 'ghouls decline' was the active race's decline
            raise NotAMove(f"'ghouls' goes before a move the Ghouls make in their phase, not {quote(action.kind)}.",
                           Code.BAD_ARGUMENT)
    return action


_GHOULS = re.compile(r"(?i)\s*ghouls\s+\S")  # the 'ghouls' prefix, followed by a move


def _parse(text: str, game: Game) -> Action:
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
    if kind in LAYOUT_KINDS:
        main, camps = rest, ""
        if kind == "withdraw":  # "withdraw 3:2 5:1 camps 5:1": returned markers after the tokens
            main, camps = (re.split(r"(?i)\bcamps\b", rest, maxsplit=1) + [""])[:2]
        return Action(kind, layout=_layout(main, game), ghouls=ghouls, camps=_layout(camps, game))
    declared = game.ruleset.moves.get(kind)
    if declared is not None:  # a move an ability brings (ability.py, AbilityMove), read by its shape
        return _declared(kind, declared[1].arg, rest, ghouls, game)
    known = ", ".join(["pick", "conquer", "roll", "abandon", "decline", "end", "redeploy", "withdraw", "skip",
                       *game.ruleset.moves])
    raise NotAMove(f"{quote(text.strip())} is not a move. Moves: {known}.", Code.NOT_A_MOVE)


def _declared(kind: str, arg: str, rest: str, ghouls: bool, game: Game) -> Action:
    if arg == "none":
        if rest:
            raise NotAMove(f"'{kind}' takes nothing after it.", Code.BAD_ARGUMENT)
        return Action(kind, ghouls=ghouls)
    if not rest:
        raise NotAMove(f"Say what '{kind}' names: a {arg}.", Code.BAD_ARGUMENT)
    if arg == "region":
        return Action(kind, region=_region(rest, game), ghouls=ghouls)
    if arg == "seat":
        seat = _seat(rest, game)
        return Action(kind, seat=seat, name=game.players[seat])
    if arg == "regions":
        return Action(kind, regions=tuple(sorted({_region(p, game) for p in _split(rest)})))
    if arg == "path":  # the order written is the meaning: no sorting
        return Action(kind, regions=tuple(_region(p, game) for p in _split(rest)))
    if arg == "word":
        if len(rest.split()) != 1:
            raise NotAMove(f"'{kind}' takes one word after it.", Code.BAD_ARGUMENT)
        return Action(kind, name=rest.lower(), ghouls=ghouls)
    return Action(kind, layout=_layout(rest, game), ghouls=ghouls)


def _uses(kind: str, game: Game) -> tuple[str, ...] | None:
    """The single-value fields a kind uses: the core's table, else the declared move's shape."""
    uses = FIELDS.get(kind)
    if uses is None:
        declared = game.ruleset.moves.get(kind)
        if declared is not None:
            uses = ARG_FIELDS.get(declared[1].arg)
    return uses


def check(action: object, game: Game) -> None:
    """Refuse an action object whose fields are out of type or range before any rule reads it (NotAMove,
    BAD_ARGUMENT): ``conquer -2`` would be a Python negative index, ``conquer True`` region 1."""
    if type(action) is Action and _plainly_valid(action, len(game.board.regions), game):
        return  # the hot path: every move of a game passes here; anything unusual gets the full check below
    _check_fields(action, game)


def _plainly_valid(action: Action, regions: int, game: Game) -> bool:
    """A quick test that accepts only actions ``_check_fields`` accepts (exact types, a region kind or a kind
    with no single-value field, no list of regions); False sends the action to the full check and its words."""
    kind = action.kind
    if (type(kind) is not str or action.combo is not None or action.seat is not None
            or type(action.regions) is not tuple or action.regions):
        return False
    uses = FIELDS.get(kind) or _uses(kind, game)
    if uses is None:
        if action.region is not None:
            return False
        arg = _declared_arg(kind, game)
        if arg is not None and arg != "none" and not action.layout:  # 'heroes' or 'pots' naming nothing
            return False
    elif uses is not _REGION_ONLY:
        return False
    else:
        region = action.region
        if type(region) is not int or not 0 <= region < regions:
            return False
    if action.ghouls is not False or action.name != "" or action.camps != () or action.layout and not (
            kind in LAYOUT_KINDS or _declared_arg(kind, game) == "layout"):
        return False  # a field the kind may not print: the full check's ``_reads_back``
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
    uses = _uses(kind, game) or ()
    for name in ("region", "combo", "seat"):
        value = getattr(action, name)
        if name not in uses:
            if value is not None:
                raise NotAMove(f"'{kind}' takes no {name}, not {quote(value)}.", Code.BAD_ARGUMENT)
        elif name == "region":
            _bounded(value, 0, regions - 1, f"'{kind}' needs a region id from 0 to {regions - 1}")
        elif name == "seat":
            _bounded(value, 0, len(game.players) - 1, f"'{kind}' needs a seat from 0 to {len(game.players) - 1}")
        else:
            _bounded(value, 0, MAX_COUNT, "'pick' needs a combo number")
    lists = declared is not None and declared[1].arg in ("regions", "path")
    if not isinstance(action.regions, tuple) or (action.regions and not lists):
        raise NotAMove(f"Only a move naming regions lists them, as a tuple, not {quote(action.regions)}.",
                       Code.BAD_ARGUMENT)
    for rid in action.regions:
        _bounded(rid, 0, regions - 1, f"'{kind}' names regions from 0 to {regions - 1}")
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
    _reads_back(action, game)


def _declared_arg(kind: str, game: Game) -> str | None:
    declared = game.ruleset.moves.get(kind)
    return None if declared is None else str(declared[1].arg)


def _reads_back(action: Action, game: Game) -> None:
    """A move is recorded as its text and a save replays that text, so an action object fills exactly the fields
    its kind prints, as ``parse`` fills them: a name on 'end', a layout on 'decline', 'igors' without its word, 'ally'
    naming a seat by another name, or the ghouls flag on 'pick' played one move and saved a text that never loads; the
    flag on a move the Ghouls never make ('ghouls decline', 'ghouls igors 2') was the active race's move."""
    kind, arg = action.kind, _declared_arg(action.kind, game)
    word = arg == "word" and action.name == action.name.lower() and action.name.split() == [action.name]
    seat = arg == "seat" and action.seat is not None and action.name == game.players[action.seat]
    if (bool(action.name) != (word or seat) or arg in ("word", "seat") and not (word or seat)
            or bool(action.layout) and kind not in LAYOUT_KINDS and arg != "layout"
            or arg == "layout" and not action.layout or arg in ("regions", "path") and not action.regions
            or arg == "region" and action.region is None or action.camps and kind != "withdraw"
            or action.ghouls and kind not in GHOULS_KINDS):
        raise NotAMove(f"{quote(str(action), 60)} is not how that move is written: it fills a field its kind does "
                       f"not use, or leaves empty one it needs.", Code.BAD_ARGUMENT)


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
