"""The WoW special powers (RULES-WOW.md W-COMP-2, W-POW-*) implemented so far, each one small plug-in. Badge =
tokens added to the banner's. Powers act only for their own race while it is active.

Not yet here (their rules need turn steps or markers still being built): Beast Master, Championing, Defensive,
Intimidating, MarshDweller, Portal Mage.
``tests/wow/test_W_COMP.py`` lists them, so the gap stays visible.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import combinations, islice
from typing import TYPE_CHECKING, ClassVar

from ..ability import AbilityMove, Arg, Marker, Point, Power, count_regions
from ..actions import Action
from ..errors import Code, IllegalAction
from ..events import RaceEvent, plural
from ..layouts import MENU_LIMIT
from .facts import facts

if TYPE_CHECKING:  # pragma: no cover
    from ..board import Region
    from ..core import GameCore
    from ..state import RaceState


def _choose(regions: list[int], supply: int, kind: str) -> list[Action]:
    """A mandatory placement of one marker per region: all of ``regions`` when the supply lasts (one option,
    played at once), else the owner picks which (RULING 21): every choice of ``supply`` regions, the first
    ``MENU_LIMIT`` listed (any other legal choice can still be played)."""
    if not regions or supply <= 0:
        return []
    if len(regions) <= supply:
        return [Action(kind, regions=tuple(regions))]
    return [Action(kind, regions=c) for c in islice(combinations(regions, supply), MENU_LIMIT)]


def _per_region(name: str, rule: str, badge: int, unit: str, test: Callable[[Region], bool]) -> type[Power]:
    """A power whose bonus is +1 coin per held region passing ``test`` (Farmer, Ranger, Mining…)."""

    class PerRegion(Power):
        score_unit = unit
        text = f"+1 coin per {unit}."

        def score(self, game: GameCore, rs: RaceState) -> int:
            return count_regions(game, rs, test)

    PerRegion.name, PerRegion.rule, PerRegion.badge = name, rule, badge
    PerRegion.__name__ = PerRegion.__qualname__ = name.replace(" ", "")
    return PerRegion


Farmer = _per_region("Farmer", "W-POW-FARMER", 4, "fields region", lambda r: r.terrain == "farmland")  # the engine word
Herbalist = _per_region("Herbalist", "W-POW-HERBALIST", 4, "hill region", lambda r: r.terrain == "hill")
Mining = _per_region("Mining", "W-POW-MINING", 4, "cavern region", lambda r: r.cavern)
Mountaineer = _per_region("Mountaineer", "W-POW-MOUNTAINEER", 4, "mountain region", lambda r: r.mountain)
Ranger = _per_region("Ranger", "W-POW-RANGER", 4, "forest region", lambda r: r.terrain == "forest")
SwampWalker = _per_region("Swamp Walker", "W-POW-SWAMPWALKER", 4, "swamp region", lambda r: r.terrain == "swamp")


class Archaeologist(Power):
    name, rule, badge = "Archaeologist", "W-POW-ARCHAEOLOGIST", 5
    text = "+1 coin per Artifact and per Legendary Place in its regions."
    score_unit = "Artifact or Place"

    def score(self, game: GameCore, rs: RaceState) -> int:
        held = rs.regions
        return sum(1 for rid in game.ap_region.values() if rid in held)  # the region's markers (W-AP-2)


FORTS = 10  # W-COMP-3
# W-POW-GARRISONED: adds 1 to the cost, stays in decline, back to supply once its region is conquered or empty
FORT = Marker("fort", "a Fort", defence=1, kept_in_decline=True)


@dataclass(frozen=True, slots=True)
class FortsBuilt(RaceEvent):
    kind: ClassVar[str] = "forts"
    regions: tuple[int, ...]

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        where = ", ".join(game.region_label(r) for r in self.regions)
        return f"{self.their(game)} build {plural(len(self.regions), 'Fort')}: {where}."


def _fort_options(g: GameCore, rs: RaceState) -> list[Action]:
    forts = g.markers[FORT.kind]
    return _choose([r for r in sorted(rs.regions) if not forts[r]], FORTS - sum(forts), "forts")


def _fort_check(g: GameCore, rs: RaceState, a: Action) -> None:
    forts = g.markers[FORT.kind]
    need = [r for r in rs.regions if not forts[r]]
    want = min(len(need), FORTS - sum(forts))
    if len(a.regions) != want or any(r not in need for r in a.regions):
        raise IllegalAction(f"Put a Fort in {plural(want, 'region')} of your {rs.title} without one "
                            f"({FORTS - sum(forts)} Forts left).", Code.BAD_LAYOUT)


def _fort_play(g: GameCore, rs: RaceState, a: Action) -> None:
    for rid in a.regions:
        g.set_marker(FORT, rid, 1)
    g.events.append(FortsBuilt(rs.seat, rs.title, a.regions))


class Garrisoned(Power):
    """W-POW-GARRISONED. RULING 21: the Forts go in at REDEPLOY step 3 (the ``placements`` point, first of its
    questions), not at each conquest; the owner picks when the 10 run short. The badge stays with the declined
    banner (W-DECL-1), the Forts stay too (``kept_in_decline``)."""

    name, rule, badge = "Garrisoned", "W-POW-GARRISONED", 3
    text = "After redeploying, a Fort (+1 to the cost, kept in decline) goes into each region without one."
    markers = (FORT,)
    badge_stays = True
    moves = (AbilityMove("forts", Arg.REGIONS, _fort_options, _fort_play, "Build your Forts.", _fort_check,
                         at=Point.PLACEMENTS, auto=True, default=lambda g, rs: _fort_options(g, rs)[0],
                         hint="Choose the regions for your last Forts ('forts A B …') or take the lowest ids "
                              "('end').",
                         when="Forts are built only at the end of a Garrisoned race's redeployment."),)


class BattleMaster(Power):
    name, rule, badge = "Battle Master", "W-POW-BATTLEMASTER", 5
    text = "+1 coin per non-empty region conquered this turn."
    score_unit = "non-empty conquest"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return sum(1 for _, _, pieces in rs.conquests if pieces)


class Blacksmith(Power):
    name, rule, badge = "Blacksmith", "W-POW-BLACKSMITH", 4
    text = "-1 to conquer any region."
    has_cost_mod = True

    def cost_reduction(self, game: GameCore, rs: RaceState, rid: int) -> int:
        return 1


class Enraged(Power):
    name, rule, badge = "Enraged", "W-POW-ENRAGED", 4
    text = "For each conquest of a region holding 2 or more defending pieces, +1 coin per piece."
    score_unit = "defending piece"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return sum(pieces for _, _, pieces in rs.conquests if pieces >= 2)  # RULING 3: Murlocs are pieces


class Explorer(Power):
    name, rule, badge = "Explorer", "W-POW-EXPLORER", 4
    text = "+1 coin per island on which the race holds a region."
    score_unit = "island"

    def score(self, game: GameCore, rs: RaceState) -> int:
        regions = game.board.regions
        return len({regions[r].face for r in rs.regions})


class Fishing(Power):
    name, rule, badge = "Fishing", "W-POW-FISHING", 3
    text = "+1 coin per region next to a sea or lake (the ocean around an island does not count)."
    score_unit = "region by the water"

    def score(self, game: GameCore, rs: RaceState) -> int:
        f = facts(game.board)
        return sum(1 for r in rs.regions if any(f.water[n] for n in f.adjacency[r]))  # RULING 20


class Sailing(Power):
    name, rule, badge = "Sailing", "W-POW-SAILING", 5
    text = "Never pays the travel cost to an entry region."
    no_travel = True  # read by the WoW conquest rules (wow/conquest.py)


POWERS: dict[str, Power] = {
    cls.name: cls()
    for cls in (Archaeologist, BattleMaster, Blacksmith, Enraged, Explorer, Farmer, Fishing, Garrisoned, Herbalist,
                Mining, Mountaineer, Ranger, Sailing, SwampWalker)
}
