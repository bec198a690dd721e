"""Lantern World: a toy third ruleset, made of this file alone (issue 31: a ruleset is files added).

It proves the plug-in seams end to end, without an edit to the package: a new race (the Glowfolk, who hang a
Lantern in every region they conquer), a new power (Lamplighter: once a turn, at the placements, kindle a Lantern in
one of your regions, ``kindle R`` or the key ``o``; +1 coin per Lantern region you hold while active), a new marker
(the Lantern, +1 defence, drawn ``¤``) and a piece of state of its own (``LanternState``: how many Lanterns each
player has hung this game, public, digested into saves and written in positions). The catalogue is the base game's
plus these two, so random deals mix them with every base race and power; the ruleset registers itself by name
(``register_ruleset``) and so is found by saves, the app and the bots like the built-in ones.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from smallworld_tui.rules import register_ruleset
from smallworld_tui.rules.ability import AbilityMove, Arg, Marker, Point, Power, Race, count_regions
from smallworld_tui.rules.actions import Action, region_row
from smallworld_tui.rules.errors import Code, IllegalAction
from smallworld_tui.rules.events import RaceEvent
from smallworld_tui.rules.powers import POWERS
from smallworld_tui.rules.races import RACES
from smallworld_tui.rules.registry import find_ruleset, rulesets
from smallworld_tui.rules.ruleset import Ruleset, base_setup
from smallworld_tui.rules.state import RulesetState

if TYPE_CHECKING:
    from smallworld_tui.rules.core import GameCore
    from smallworld_tui.rules.events import Event
    from smallworld_tui.rules.state import RaceState

KEY = "toy"
LANTERN = Marker("lantern", "a Lantern", defence=1, plural="Lanterns", glyph="¤")


class LanternState(RulesetState):
    """The ruleset's own part of the state: Lanterns hung by each seat this game (a public tally)."""

    __slots__ = ("hung",)
    hung: list[int]
    position_keys: ClassVar[frozenset[str]] = frozenset({"lanterns_hung"})

    def __init__(self) -> None:
        self.hung = []

    def digest(self, g: GameCore) -> list[Any]:
        return [("lanterns", tuple(self.hung))]

    def position(self, g: GameCore) -> dict[str, Any]:
        return {"lanterns_hung": list(self.hung)}

    def read_position(self, g: GameCore, position: dict[str, Any]) -> None:
        hung = position.get("lanterns_hung", self.hung)
        if not (isinstance(hung, list) and len(hung) == len(g.players)
                and all(type(n) is int and 0 <= n <= 999 for n in hung)):
            raise ValueError("'lanterns_hung' gives each seat a count of Lanterns from 0 to 999.")
        self.hung = list(hung)


def lantern_setup(g: GameCore) -> None:
    """The base game's setup (Lost Tribes), and nobody has hung a Lantern yet."""
    base_setup(g)
    state: LanternState = g.ruleset_state
    state.hung = [0] * len(g.players)


def hang(g: GameCore, rs: RaceState, rid: int) -> None:
    """A Lantern in ``rid``, counted for its hanger."""
    g.set_marker(LANTERN, rid, 1)
    state: LanternState = g.ruleset_state
    state.hung[rs.seat] += 1
    g.events.append(LanternHung(rs.seat, rs.title, rid))


@dataclass(frozen=True, slots=True)
class LanternHung(RaceEvent):
    kind: ClassVar[str] = "lantern"
    told: ClassVar[tuple[str, ...]] = ("hung a Lantern in", "hung Lanterns in")
    region: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} hang a Lantern in {game.region_label(self.region)}."


class Glowfolk(Race):
    name, rule, banner, supply = "Glowfolk", "TOY-RACE-GLOWFOLK", 5, 10
    text = "A Lantern in each region they conquer: +1 defence while it hangs there."
    markers = (LANTERN,)

    def on_conquer(self, game: GameCore, rs: RaceState, rid: int, events: list[Event]) -> None:
        if not game.marker("lantern", rid):
            hang(game, rs, rid)


def _kindle_options(g: GameCore, rs: RaceState) -> list[Action]:
    """One per region of the race without a Lantern, once a turn."""
    if rs.flags.get("kindled"):
        return []
    row = region_row("kindle")
    return [row[r] for r in sorted(rs.regions) if not g.marker("lantern", r)]


def _kindle_check(g: GameCore, rs: RaceState, a: Action) -> None:
    if a not in _kindle_options(g, rs):
        raise IllegalAction(f"You cannot kindle a Lantern in {g.region_label(a.region or 0)}: once a turn, in one "
                            "of your regions without one.", Code.ILLEGAL)


def _kindle_play(g: GameCore, rs: RaceState, a: Action) -> None:
    assert a.region is not None
    rs.flags["kindled"] = 1
    hang(g, rs, a.region)


class Lamplighter(Power):
    name, rule, badge = "Lamplighter", "TOY-POW-LAMPLIGHTER", 4
    text = "Once a turn, kindle a Lantern in one of your regions; +1 coin per Lantern region while active."
    markers = (LANTERN,)
    moves = (AbilityMove("kindle", Arg.REGION, _kindle_options, _kindle_play, "Kindle a Lantern.", _kindle_check,
                         at=Point.PLACEMENTS, hint="Kindle a Lantern ('kindle R') or finish the turn ('end').",
                         when="A Lantern is kindled only at the end of a Lamplighter race's redeployment.",
                         key="o", keys="kindle a Lantern on the selected region",
                         advice="o kindles a Lantern here"),)
    score_unit = "Lantern region"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return count_regions(game, rs, lambda r: bool(game.marker("lantern", r.id)))


GLOWFOLK, LAMPLIGHTER = Glowfolk(), Lamplighter()
TOY = Ruleset("Lantern World", {**RACES, GLOWFOLK.name: GLOWFOLK}, {**POWERS, LAMPLIGHTER.name: LAMPLIGHTER},
              setup=lantern_setup, state=LanternState)


def register() -> Ruleset:
    """Register Lantern World (once per process; registering it again changes nothing)."""
    if all(listed.key != KEY for listed in rulesets()):
        register_ruleset(TOY, KEY)
    assert find_ruleset(KEY) is TOY
    return TOY
