"""W-RACE-ETHEREALS (5, Neutral): once per turn, during ``CONQUER``, ONE of: (a) theft — move a face-up Artifact from
a non-immune region adjacent to an Ethereal region into that Ethereal region (``steal S D``); (b) conquer an
adjacent region holding a face-up Legendary Place at −2 (``raid R``). RULING 10: that direction and face-up
markers only.

Decisions where the spec is silent: a stolen Artifact comes from a region the Ethereals do not hold; if two face-up
Artifacts lie there, the first in the table's order (AP_MARKERS) goes; theft is aimed at the region, so an Aegis
there is paid first (W-GLOSS-IMMUNE, W-ART-AEGIS) but it is not an attack (W-CONQ-8 lists none) and pays no
Harmony. The raid is a formula conquest (RULING 29): ``max(1, raw − 2)``, a target of W-CONQ-3 adjacent to an
Ethereal region (an entry region's reach is not "adjacent"), its payments first (W-CONQ-1d); it is a declared
conquest of its own, so Frostmourne's −2 does not join it.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import repeat
from typing import TYPE_CHECKING, ClassVar

from ..ability import AbilityMove, Arg, Race
from ..actions import Action, region_row, regions_row
from ..errors import Code, IllegalAction
from ..events import RaceEvent
from .artifacts import AP_MARKERS
from .placed import aegis_open, pay_aegis
from .races import NEUTRAL

if TYPE_CHECKING:  # pragma: no cover
    from ..core import GameCore
    from ..state import RaceState
    from .state import WowState

USED = "ethereal"  # RaceState.flags: 1 once the theft or the raid of this turn is made
RAID_CUT = 2


@dataclass(frozen=True, slots=True)
class Stolen(RaceEvent):
    kind: ClassVar[str] = "steal"
    artifact: str
    source: int
    region: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return (f"{self.their(game)} steal {self.artifact} from {game.region_label(self.source)} into "
                f"{game.region_label(self.region)}.")

    def summary(self, game: GameCore) -> str:
        return f"stole {self.artifact} from {game.region_label(self.source)}"


def _face_up(g: GameCore, rid: int, place: bool) -> list[str]:
    up = g.face_up
    ws: WowState = g.ruleset_state
    return [name for name, where in ws.ap_region.items() if where == rid and name in up
            and AP_MARKERS[name].place is place]


def _artifact(g: GameCore, rid: int) -> str | None:
    found = _face_up(g, rid, False)
    return min(found, key=list(AP_MARKERS).index) if found else None


_STEALS = regions_row("steal")


def _steal_options(g: GameCore, rs: RaceState) -> list[Action]:
    up = g.face_up
    if rs.flags.get(USED) or rs.ended or not up:
        return []
    ws: WowState = g.ruleset_state
    where = ws.ap_region
    sources = set()  # the regions where ``_artifact`` finds one: those of the face-up Artifacts (few: no scan)
    for name in up:
        if not AP_MARKERS[name].place:
            sources.add(where[name])
    adjacency = g.facts.adjacency
    out: list[Action] = []
    for source in sorted(sources):
        into = rs.regions & adjacency[source]  # asked first: most Artifacts lie far from the Ethereals
        if not into or g.r_race[source] is rs or g.immune[source] or not aegis_open(g, rs, source):
            continue
        out += map(_STEALS.__getitem__, zip(repeat(source), sorted(into)))
    return out


def _steal_play(g: GameCore, rs: RaceState, a: Action) -> None:
    source, dest = a.regions
    rs.flags[USED] = 1
    pay_aegis(g, rs, source)
    name = _artifact(g, source)
    assert name is not None
    ws: WowState = g.ruleset_state
    ws.ap_region[name] = dest
    g.events.append(Stolen(rs.seat, rs.title, name, source, dest))


def _raid_need(g: GameCore, rs: RaceState, rid: int) -> int:
    return max(rs.race.min_pieces, g.ruleset.raw_cost(g, rs, rid) - RAID_CUT)


_RAIDS = region_row("raid")


def _raid_options(g: GameCore, rs: RaceState) -> list[Action]:
    up = g.face_up
    if rs.flags.get(USED) or rs.ended or not up:
        return []
    ws: WowState = g.ruleset_state
    adjacency, held, at = g.facts.adjacency, rs.regions, ws.ap_region
    places = set()
    for name in up:  # a face-up Place next to the Ethereals (usually none: no scan then)
        if AP_MARKERS[name].place:
            where = at[name]
            if not held.isdisjoint(adjacency[where]):
                places.add(where)
    if not places:
        return []
    have = g._available(rs)
    return [_RAIDS[rid] for rid, _ in g.ruleset.targets(g, rs) if rid in places and _raid_need(g, rs, rid) <= have]


def _raid_check(g: GameCore, rs: RaceState, a: Action) -> None:
    if a not in _raid_options(g, rs):
        raise IllegalAction("A raid conquers a region next to your Ethereals holding a face-up Legendary Place, "
                            "once per turn instead of a theft, with enough tokens for its cost −2.", Code.ILLEGAL)


def _steal_check(g: GameCore, rs: RaceState, a: Action) -> None:
    if a not in _steal_options(g, rs):
        raise IllegalAction("A theft moves a face-up Artifact from a region next to your Ethereals (not yours, not "
                            "immune) into your region beside it: 'steal S D', once per turn instead of a raid.",
                            Code.ILLEGAL)


def _raid_play(g: GameCore, rs: RaceState, a: Action) -> None:
    rid = a.region
    assert rid is not None
    rs.flags[USED] = 1
    need = _raid_need(g, rs, rid)
    g.ruleset.pay(g, rs, rid)
    g.ruleset.resolve(g, rs, rid, need, "Ethereal raid")


class Ethereals(Race):
    name, rule, banner, supply, faction = "Ethereals", "W-RACE-ETHEREALS", 5, 10, NEUTRAL
    help = ("Once a turn: steal a face-up Artifact from a region next to theirs, or conquer a region next to theirs "
            "holding a face-up Place for 2 less.")
    text = ("Once per turn: steal a face-up Artifact from a neighbouring region, or conquer a neighbouring region "
            "with a face-up Legendary Place at -2.")
    moves = (AbilityMove("steal", Arg.PATH, _steal_options, _steal_play,
                         "Steal a face-up Artifact from a neighbouring region into yours (once per turn).",
                         _steal_check, when="The Ethereals steal among their conquest moves, once per turn."),
             AbilityMove("raid", Arg.REGION, _raid_options, _raid_play,
                         "Conquer a neighbouring region with a face-up Legendary Place at -2 (once per turn).",
                         _raid_check, when="The Ethereals raid among their conquest moves, once per turn."))
