"""What happened, as typed records the engine returns from ``apply``, and one sentence for each.

One frozen dataclass per event kind, with named fields that mean one thing each; ``kind`` (a class constant)
names it in a word. Consumers read fields (or match on the class); ``describe`` turns one into words for the
game log. The scoring event carries its breakdown (``Scored.parts``) so a score card needs no arithmetic.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, dataclass, fields, is_dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:  # pragma: no cover
    from .core import GameCore


def plural(n: int, word: str) -> str:
    """'1 region', '2 regions'; a phrase marks where its plural goes with {s}: 'region{s} by the water'."""
    if "{s}" in word:
        return f"{n} " + word.replace("{s}", "" if n == 1 else "s")
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


@dataclass(frozen=True, slots=True)
class Event:
    """The common base of every event: ``kind`` says which one; ``seat`` is the player it concerns (None for
    the turn, a Lost Tribe and the end of the game)."""

    kind: ClassVar[str] = ""
    if TYPE_CHECKING:  # every event has one (a field, or a class constant None): declared for readers of any event
        @property
        def seat(self) -> int | None: ...
    reveals: ClassVar[bool] = False  # it shows what was hidden (a die face, the stacks, a face-down marker): a move
    # that made it cannot be taken back (the app's undo stops there)
    told: ClassVar[tuple[str, ...]] = ()  # an event aimed at regions (``regions`` or ``region``): the words a turn's
    # summary puts before them, (once, several times) — "hid a bomb in", "hid bombs in"; () = it is told otherwise

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        """One sentence a player understands."""
        raise NotImplementedError

    def summary(self, game: GameCore) -> str:
        """A piece's own move in a few words for a turn's summary ("stole Doomhammer from 12"); "" = told otherwise."""
        return ""


@dataclass(frozen=True, slots=True)
class RaceEvent(Event):
    """An event about one race banner of one player; ``race`` is its title ('Flying Orcs', or 'Orcs' in decline)."""

    seat: int
    race: str

    def their(self, game: GameCore) -> str:
        return f"{game.players[self.seat]}'s {self.race}"


# --- the turn --------------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    kind: ClassVar[str] = "turn"
    seat: ClassVar[None] = None  # concerns no player
    turn: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"Turn {self.turn} begins."


@dataclass(frozen=True, slots=True)
class PlayerStarted(Event):
    kind: ClassVar[str] = "start"
    seat: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{game.players[self.seat]} to play."


@dataclass(frozen=True, slots=True)
class Picked(RaceEvent):
    """A combo taken from the column (R-COL): ``paid`` coins put on the combos above, ``found`` coins taken."""

    kind: ClassVar[str] = "pick"
    reveals: ClassVar[bool] = True
    tokens: int
    paid: int
    found: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        how = [f"paying {plural(self.paid, 'coin')}"] if self.paid else []
        how += [f"taking the {plural(self.found, 'coin')} lying on it"] if self.found else []
        tail = ", " + " and ".join(how) if how else ""
        return f"{game.players[self.seat]} picks {self.race} ({plural(self.tokens, 'token')}){tail}."


@dataclass(frozen=True, slots=True)
class Declined(RaceEvent):
    kind: ClassVar[str] = "decline"

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} go into decline."


@dataclass(frozen=True, slots=True)
class LeftPlay(RaceEvent):
    kind: ClassVar[str] = "leave"

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} leave play."


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    kind: ClassVar[str] = "over"
    seat: ClassVar[None] = None  # concerns no player
    winners: tuple[int, ...]

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return "The game is over."


# --- conquest --------------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Abandoned(RaceEvent):
    kind: ClassVar[str] = "abandon"
    region: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} abandon {game.region_label(self.region)}."


CONQUEST_MEANS = {"dragon": " with the Dragon", "die": " with the reinforcement die", "berserk": ""}


@dataclass(frozen=True, slots=True)
class Conquered(RaceEvent):
    """``means``: "" (tokens alone), "die" (the final roll), "berserk" (after a Berserk roll), "dragon"; else a
    piece's own words, told as they are when they begin with "with " or "and " ("and the Champion"), else as
    "with <means>"."""

    kind: ClassVar[str] = "conquer"
    region: int
    tokens: int
    means: str = ""

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        means = self.means
        how = CONQUEST_MEANS.get(means, f" {means}" if means.startswith(("with ", "and ")) else
                                 f" with {means}" if means else "")
        return f"{self.their(game)} conquer {game.region_label(self.region)} with {plural(self.tokens, 'token')}{how}."


@dataclass(frozen=True, slots=True)
class TribeWiped(Event):
    kind: ClassVar[str] = "tribe"
    seat: ClassVar[None] = None  # concerns no player
    region: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"The {game.ruleset.tribe} of {game.region_label(self.region)} is wiped out."  # WoW: a Murloc


@dataclass(frozen=True, slots=True)
class Lost(RaceEvent):
    """The defender's side (R-CONQ-8): ``lost`` pieces lost (tokens to the tray; ``pieces`` of them pieces of a
    ``Marker.piece`` kind called ``piece``, back to their supply: W-POW-BEASTMASTER's Beasts), ``withdrawn`` to be
    placed again."""

    kind: ClassVar[str] = "loss"
    region: int
    lost: int
    withdrawn: int
    pieces: int = 0
    piece: str = ""

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        tokens = self.lost - self.pieces
        parts = ([plural(tokens, "token")] if tokens else []) + ([plural(self.pieces, self.piece)] if self.pieces
                                                                   else [])
        lost = f"lose {' and '.join(parts)}" if parts else "lose no token"
        back = f" and withdraw {self.withdrawn}" if self.withdrawn else ""
        return f"{self.their(game)} {lost} in {game.region_label(self.region)}{back}."


@dataclass(frozen=True, slots=True)
class Rolled(RaceEvent):
    """The final reinforcement roll for ``region`` (R-DIE): ``face`` and whether it was enough."""

    kind: ClassVar[str] = "roll"
    reveals: ClassVar[bool] = True
    region: int
    face: int
    success: bool

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        result = "success" if self.success else "not enough"
        return f"{self.their(game)} roll the reinforcement die for {game.region_label(self.region)}: {self.face} " \
               f"({result})."


@dataclass(frozen=True, slots=True)
class BerserkRolled(RaceEvent):
    """R-POW-BERSERK: the die rolled before a conquest; ``face`` comes off its cost."""

    kind: ClassVar[str] = "berserk"
    reveals: ClassVar[bool] = True
    face: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} roll the die in a berserk fury: {self.face}."


@dataclass(frozen=True, slots=True)
class Converted(RaceEvent):
    """R-RACE-SORCERERS: ``victim``'s lone ``victim_race`` token in ``region`` replaced by a Sorcerer."""

    kind: ClassVar[str] = "convert"
    region: int
    victim: int
    victim_race: str

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} convert {game.players[self.victim]}'s lone {self.victim_race} in " \
               f"{game.region_label(self.region)}."


# --- redeployment and markers ----------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Redeployed(RaceEvent):
    kind: ClassVar[str] = "redeploy"

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} redeploy."


@dataclass(frozen=True, slots=True)
class Gained(RaceEvent):
    """R-RACE-SKELETONS: new tokens from the tray at redeployment."""

    kind: ClassVar[str] = "gain"
    tokens: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} raise {plural(self.tokens, 'new token')}."


@dataclass(frozen=True, slots=True)
class SetAside(RaceEvent):
    """R-RACE-AMAZONS: tokens off the map until the next turn."""

    kind: ClassVar[str] = "offmap"
    tokens: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} set aside {plural(self.tokens, 'token')} until the next turn."


@dataclass(frozen=True, slots=True)
class HoleDug(RaceEvent):
    kind: ClassVar[str] = "hole"
    region: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} dig a Hole-in-the-Ground in {game.region_label(self.region)}."


@dataclass(frozen=True, slots=True)
class LairBuilt(RaceEvent):
    kind: ClassVar[str] = "lair"
    region: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} build a Troll Lair in {game.region_label(self.region)}."


@dataclass(frozen=True, slots=True)
class FortressBuilt(RaceEvent):
    kind: ClassVar[str] = "fortress"
    region: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} build a Fortress in {game.region_label(self.region)}."


@dataclass(frozen=True, slots=True)
class CampsPitched(RaceEvent):
    kind: ClassVar[str] = "camps"

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} pitch their Encampments."


@dataclass(frozen=True, slots=True)
class HeroesStationed(RaceEvent):
    kind: ClassVar[str] = "heroes"

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} station their Heroes."


@dataclass(frozen=True, slots=True)
class Withdrew(RaceEvent):
    """R-CONQ-12: withdrawn ``tokens`` (and returned Encampments, ``camps``) placed again."""

    kind: ClassVar[str] = "withdraw"
    tokens: int
    camps: int
    returned: str = ""  # the returned marker's label when it is not an Encampment ("the Champion")

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        what = [plural(self.tokens, "withdrawn token")] if self.tokens else []
        if self.camps:
            what.append(self.returned if self.returned else plural(self.camps, "returned Encampment"))
        return f"{self.their(game)} redeploy {' and '.join(what)}."


@dataclass(frozen=True, slots=True)
class AllyNamed(Event):
    """R-POW-DIPLOMAT: ``seat`` makes peace with ``ally`` until its next turn."""

    kind: ClassVar[str] = "ally"
    seat: int
    ally: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{game.players[self.seat]} makes peace with {game.players[self.ally]}."


# --- scoring ---------------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ScorePart:
    """One line of a score card. ``source``: "regions", "race" or "power" (what earned it; WoW adds "faction",
    W-FACT); ``label``: the race title for regions, else the ability's name ("Orcs", "Alchemist"); ``why``: what
    was counted, in words ("3 regions", "1 non-empty region")."""

    source: str
    label: str
    coins: int
    why: str


# a ScorePart made once per value (frozen, so score cards share it): the lines that repeat from one SCORE to the
# next (the same race, power and count) cost a dict look-up instead of a frozen dataclass; bounded for a long session
score_line: Callable[[str, str, int, str], ScorePart] = lru_cache(maxsize=4096)(ScorePart)


@dataclass(frozen=True, slots=True)
class Scored(Event):
    """R-SCORE: ``coins`` gained this turn; ``parts`` the breakdown (their coins add up to ``coins``)."""

    kind: ClassVar[str] = "score"
    seat: int
    coins: int
    parts: tuple[ScorePart, ...] = ()

    @property
    def total(self) -> int:
        return self.coins

    def lines(self) -> list[tuple[str, int]]:
        """(label, coins) per part, e.g. ('Orcs: 1 non-empty region', 1): what a score card shows."""
        return [(f"{p.label}: {p.why}", p.coins) for p in self.parts]

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        who = game.players[self.seat]
        return f"{who} scores {plural(self.coins, 'coin')}." if reveal_coins else f"{who} collects coins."


def describe(event: Event, game: GameCore, reveal_coins: bool = False) -> str:
    """One sentence a player understands. Coins scored stay hidden unless ``reveal_coins`` (R-HIDE-3)."""
    return event.text(game, reveal_coins)


def _fast_init(cls: type) -> None:
    """Give a frozen, slotted dataclass an ``__init__`` that fills each slot through its descriptor, bound once:
    the same parameters and defaults, about twice as fast as the generated one (one ``object.__setattr__`` call
    per field), and the fields stay read-only. Every move makes a few events."""
    names = [f.name for f in fields(cls)]
    scope: dict[str, Any] = {f"_set_{n}": getattr(cls, n).__set__ for n in names}
    params = []
    for f in fields(cls):
        if f.default is MISSING:
            params.append(f.name)
        else:
            scope[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
    body = "".join(f"    _set_{n}(self, {n})\n" for n in names) or "    pass\n"
    exec(f"def __init__(self, {', '.join(params)}):\n{body}", scope)  # as dataclasses itself builds __init__
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = init  # type: ignore[misc]


def fast_inits(module: str) -> None:
    """``_fast_init`` for every event class (a dataclass ``Event``) defined in ``module`` or the modules under it,
    once each: a ruleset's own events (WoW's are a package of modules) are made as often as the base game's."""
    stack: list[type] = [Event]
    while stack:
        cls = stack.pop()
        stack += cls.__subclasses__()
        if ((cls.__module__ == module or cls.__module__.startswith(module + ".")) and is_dataclass(cls)
                and "__slots__" in cls.__dict__ and cls not in _FAST):  # (``slots=True`` leaves the class it
            # replaced among the subclasses for a while: that one has no slots)
            _fast_init(cls)
            _FAST.add(cls)


_FAST: set[type] = set()  # the event classes given ``_fast_init``

for _cls in list(globals().values()):
    if isinstance(_cls, type) and is_dataclass(_cls) and _cls.__module__ == __name__:
        _fast_init(_cls)
