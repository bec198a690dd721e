"""The WoW races (RULES-WOW.md W-COMP-1, W-RACE-*) implemented so far, each one small plug-in. Banner = tokens
on pick; supply = banner + 5 (W-COMP-1); faction printed (W-FACT-1). Abilities act only while the race is active.

The races whose rules need turn steps, markers or transfers have a module of their own (draenei.py, ethereals.py,
forsaken.py, gnomes.py, goblins.py, humans.py, pandaren.py, tauren.py, worgen.py), listed in ruleset.py: with them
the catalogue holds all 16.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..ability import Marker, Race, count_regions
from ..events import RaceEvent

if TYPE_CHECKING:  # pragma: no cover
    from ..core import GameCore
    from ..events import Event
    from ..state import RaceState

ALLIANCE, HORDE, NEUTRAL = "Alliance", "Horde", "Neutral"
WISP_WALLS = 9  # W-COMP-3
# W-RACE-NIGHTELVES: adds 1 to the cost, survives decline, back to supply once its region is conquered or empty
WISP = Marker("wisp", "a Wisp Wall", defence=1, kept_in_decline=True, glyph="¤")


@dataclass(frozen=True, slots=True)
class WispRaised(RaceEvent):
    kind: ClassVar[str] = "wisp"
    region: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} raise a Wisp Wall in {game.region_label(self.region)}."


class BloodElves(Race):
    name, rule, banner, supply, faction = "Blood Elves", "W-RACE-BLOODELVES", 5, 10, HORDE
    help = "+1 coin for each Magic region they hold."
    text = "+1 coin per Magic region."
    score_unit = "Magic region"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return count_regions(game, rs, lambda r: r.magic)


class Dwarves(Race):
    name, rule, banner, supply, faction = "Dwarves", "W-RACE-DWARVES", 5, 10, ALLIANCE
    help = "Mountains cost them 2 tokens less."
    text = "-2 to conquer a mountain region."
    has_cost_mod = True
    cost_label = "Dwarves (mountain)"

    def cost_reduction(self, game: GameCore, rs: RaceState, rid: int) -> int:
        return 2 if game.board.regions[rid].mountain else 0


class Kobolds(Race):
    name, rule, banner, supply, faction = "Kobolds", "W-RACE-KOBOLDS", 6, 11, NEUTRAL
    help = "Every cavern on every island counts as next to them, with no travel cost."
    text = "Every cavern of every island counts as adjacent (no travel cost), also for the first conquest."
    cavern_reach = True  # read by the WoW conquest rules (wow/conquest.py)


class Naga(Race):
    name, rule, banner, supply, faction = "Naga", "W-RACE-NAGA", 6, 11, NEUTRAL
    help = "The only race that may take and hold seas and lakes; a first conquest may be any water region."
    text = "The only race that conquers and holds seas and lakes; the first conquest may be any of them."
    seafaring = True  # read by the WoW conquest rules; in decline their water regions stay and score 1


class NightElves(Race):
    name, rule, banner, supply, faction = "Night Elves", "W-RACE-NIGHTELVES", 4, 9, ALLIANCE
    help = "Forests cost 1 less; each forest they conquer gets a Wisp Wall (+1 to its cost)."
    text = "-1 to conquer a forest; a Wisp Wall (+1 defence, kept in decline) on each forest they take."
    has_cost_mod = True
    cost_label = "Night Elves (forest)"
    markers = (WISP,)

    def cost_reduction(self, game: GameCore, rs: RaceState, rid: int) -> int:
        return 1 if game.board.regions[rid].terrain == "forest" else 0

    def on_conquer(self, game: GameCore, rs: RaceState, rid: int, events: list[Event]) -> None:
        if game.board.regions[rid].terrain == "forest" and sum(game.markers[WISP.kind]) < WISP_WALLS:
            game.set_marker(WISP, rid, 1)
            events.append(WispRaised(rs.seat, rs.title, rid))


class Orcs(Race):
    name, rule, banner, supply, faction = "Orcs", "W-RACE-ORCS", 6, 11, HORDE
    help = "+1 coin for each region taken this turn from an Alliance race."
    text = "+1 coin per region of an Alliance race conquered this turn (on top of the faction bonus)."
    score_unit = "Alliance region{s} conquered"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return sum(1 for _, faction, _ in rs.conquests if faction == ALLIANCE)


class Trolls(Race):
    name, rule, banner, supply, faction = "Trolls", "W-RACE-TROLLS", 6, 11, HORDE
    help = "Conquering a region that holds pieces costs 1 less."
    text = "-1 to conquer a non-empty region (a Murloc or any piece there)."
    has_cost_mod = True
    cost_label = "Trolls (non-empty)"

    def cost_reduction(self, game: GameCore, rs: RaceState, rid: int) -> int:
        return 1 if game.r_tribe[rid] or game.r_race[rid] is not None else 0  # W-GLOSS-NONEMPTY


RACES: dict[str, Race] = {cls.name: cls() for cls in (BloodElves, Dwarves, Kobolds, Naga, NightElves, Orcs, Trolls)}
