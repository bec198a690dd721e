"""W-RACE-HUMANS (5, Alliance): at ``REDEPLOY`` step 3 of each Human turn, take back both Military Objectives and
put them on 2 different regions not held by an Alliance race; a non-Horde conquest of an objective region pays the
conqueror's player 2 coins at once, the objective goes back to the Humans and their owner also gets 2 if he was not
the conqueror; after a Horde conquest the objective stays.

- RULING 14: any non-immune region of any face (empty, Murloc, Horde, Neutral, land or water); printed factions.
- RULING 34: placing is compulsory (fewer only if fewer regions qualify): ``end`` keeps each objective where it
  is if that region still qualifies, then takes the lowest-numbered qualifying regions; one possible placement is
  made at once. An Aegis region qualifies only if the Humans' player can pay its owner 2 (W-ART-AEGIS): choosing
  it pays (once per turn, RULING 25); ``end`` chooses it only when no free region is left.
- RULING 6: only conquests pay (WoW's ``resolve`` calls the marker's ``taken`` rule); explosions, Intimidating moves
  and swaps do not. RULING 7: the objectives leave the map when the Humans decline. W-TURN-1: a wiped-out race
  places none (they stay where they are).
- The objectives lie in others' regions, so nothing but this rule moves them (``Marker.stays``): not a conquest by
  a Horde race, not an abandon, not another race's decline.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from itertools import chain, combinations, compress, count, islice
from operator import not_
from typing import TYPE_CHECKING, ClassVar

from ..ability import AbilityMove, Arg, Marker, Point, Race
from ..actions import Action, pair_rows, regions_row
from ..board import MAX_REGIONS
from ..coins import earn
from ..errors import Code, IllegalAction
from ..events import RaceEvent
from .placed import AEGIS, aegis_due, pay_aegis
from .races import ALLIANCE, HORDE
from .worgen import wiped_out

if TYPE_CHECKING:  # pragma: no cover
    from ..core import GameCore
    from ..state import RaceState
    from .state import WowState

OBJECTIVES = 2  # W-COMP-3
_PLACEMENTS = regions_row("objectives")
OBJECTIVE_COINS = 2


@dataclass(frozen=True, slots=True)
class ObjectivesPlaced(RaceEvent):
    kind: ClassVar[str] = "objectives"
    told: ClassVar[tuple[str, str]] = ("Military Objectives on", "Military Objectives on")
    regions: tuple[int, ...]

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        where = " and ".join(game.region_label(r) for r in self.regions)
        return f"{self.their(game)} set their Military Objectives on {where}."


def _humans(g: GameCore) -> RaceState | None:
    """The active Humans, whose objectives these are (one banner in the game)."""
    return next((rs for rs in g.all_races() if rs.active and isinstance(rs.race, Humans)), None)


def _taken(g: GameCore, conqueror: RaceState, rid: int) -> None:
    """A conquest of an objective region: a non-Horde conqueror's player gets 2, the objective goes back to the
    Humans, whose owner gets 2 too if another player conquered it; a Horde conquest leaves it there."""
    if conqueror.race.faction == HORDE:
        return
    g.set_marker(OBJECTIVE, rid, 0)
    earn(g, conqueror.seat, OBJECTIVE_COINS, "Military Objective")
    humans = _humans(g)
    if humans is not None and humans.seat != conqueror.seat:
        earn(g, humans.seat, OBJECTIVE_COINS, "Military Objective taken")


OBJECTIVE = Marker("objective", "a Military Objective", stays=True, taken=_taken, glyph="⊕")


def open_regions(g: GameCore) -> list[int]:
    """RULING 14: the regions an objective may go to: not held by an Alliance race, not immune; RULING 34: an
    Aegis region only if the Humans' player (whose turn it is) can pay its owner 2 (W-ART-AEGIS)."""
    return list(compress(count(), _open(g)))


def _open(g: GameCore) -> bytes:
    """``open_regions`` as a mask: 1 for an open region, 0 for a shut one, by id (a cheap key for the placements'
    cache, and the selectors that cut their rows)."""
    open_ = bytearray(map(not_, g.immune))  # a C loop per region; a Python step per shut region only
    for rs in g.all_races():  # every race holds the regions where ``r_race`` names it
        if rs.race.faction == ALLIANCE:
            for rid in rs.regions:
                open_[rid] = 0
    ws: WowState = g.ruleset_state
    aegis = ws.ap_region.get(AEGIS)  # the one region where ``aegis_due`` can ask anything
    if aegis is not None and aegis_due(g, g.seat, aegis) > g.p[g.seat].coins:
        open_[aegis] = 0
    return bytes(open_)


def _wanted(g: GameCore) -> int:
    return min(OBJECTIVES, len(open_regions(g)))


def _options(g: GameCore, rs: RaceState) -> list[Action]:
    if wiped_out(g, rs):
        return []
    return list(_placements(_open(g)))


@functools.lru_cache(maxsize=4)
def _placements(open_: bytes) -> tuple[Action, ...]:
    """Every placement on the regions ``open_`` marks: each pair (hundreds), listed once per set of open regions
    (the flow asks the menu when the question comes, the move list asks it again with nothing changed). Each
    ``Action("objectives", regions=pair)`` is shared by every menu and game (``regions_row``). The pairs in
    ``combinations``' order by C loops alone: the board's rows of pairs of the open regions, chained, cut by the
    open regions after each (no tuple made, hashed and looked up per pair, no Python step per region:
    tests/wow/test_wow_menu_fast_paths.py compares them)."""
    if open_.count(1) <= OBJECTIVES:
        regions = tuple(compress(count(), open_))
        return tuple(map(_PLACEMENTS.__getitem__, combinations(regions, len(regions))))
    after = b"".join(map(open_.__getitem__, compress(_AFTER, open_)))  # open_[a + 1:] for each open a
    return tuple(compress(chain.from_iterable(compress(_pair_rows(len(open_)), open_)), after))


_AFTER = tuple(slice(a + 1, None) for a in range(MAX_REGIONS))  # _AFTER[a]: the regions after a
_PAIRS: dict[int, tuple[tuple[Action, ...], ...]] = {}  # by board size n: [a][k], the placement on a and a + 1 + k


def _pair_rows(n: int) -> tuple[tuple[Action, ...], ...]:
    """The pairs of regions of a board of ``n`` (``pair_rows`` of the shared placements), each row exactly as long
    as the regions after its first (the chained rows and the mask keep in step), made once per board size (a
    game's islands come in a few sizes)."""
    rows = _PAIRS.get(n)
    if rows is None:
        rows = _PAIRS[n] = pair_rows(_PLACEMENTS, range(n))
    return rows


def default_objectives(g: GameCore, rs: RaceState) -> Action:
    """``end``'s rule (RULING 34, compulsory): each objective stays where it is if its region still qualifies; the
    others go to the lowest-numbered qualifying regions; a region asking the Aegis' 2 coins only when no other
    qualifies (``end`` pays nothing it can avoid). Only the Aegis' region can ask (``aegis_due``), so it alone is
    set aside, not ``aegis_due`` asked per region (tests/wow/test_wow_menu_fast_paths.py compares)."""
    free = bytearray(_open(g))
    dear = []
    ws: WowState = g.ruleset_state
    aegis = ws.ap_region.get(AEGIS)
    if aegis is not None and free[aegis] and aegis_due(g, g.seat, aegis):
        free[aegis] = 0
        dear.append(aegis)
    here = [rid for rid in compress(count(), g.markers[OBJECTIVE.kind]) if free[rid]]  # 2 at most
    for rid in here:
        free[rid] = 0
    chosen = (here + list(islice(compress(count(), free), OBJECTIVES)) + dear)[:OBJECTIVES]
    return Action("objectives", regions=tuple(sorted(chosen)))


def _check(g: GameCore, rs: RaceState, a: Action) -> None:
    want = _wanted(g)
    allowed = set(open_regions(g))
    if len(a.regions) != want or any(rid not in allowed for rid in a.regions):
        raise IllegalAction(f"Put the Military Objectives on {want} different regions not held by an Alliance race "
                            "and not immune.", Code.BAD_LAYOUT)


def _play(g: GameCore, rs: RaceState, a: Action) -> None:
    _remove_all(g)
    for rid in a.regions:
        pay_aegis(g, rs, rid)  # RULING 34: the Humans' player chose to pay for an Aegis region
        g.set_marker(OBJECTIVE, rid, 1)
    g.events.append(ObjectivesPlaced(rs.seat, rs.title, a.regions))


def _remove_all(g: GameCore) -> None:
    for rid, here in enumerate(g.markers[OBJECTIVE.kind]):
        if here:
            g.set_marker(OBJECTIVE, rid, 0)


class Humans(Race):
    name, rule, banner, supply, faction = "Humans", "W-RACE-HUMANS", 5, 10, ALLIANCE
    help = ("Each turn they place the 2 Military Objectives on regions no Alliance race holds; whoever but the Horde "
            "conquers one earns 2 coins (and the Humans 2 too).")
    text = ("Each turn put 2 Military Objectives on regions not held by an Alliance race; a non-Horde race taking "
            "one earns 2 coins, and the Humans' player 2 more.")
    markers = (OBJECTIVE,)
    moves = (AbilityMove("objectives", Arg.REGIONS, _options, _play, "Set the Military Objectives.", _check,
                         at=Point.PLACEMENTS, default=default_objectives, auto=True,
                         hint="Put your 2 Military Objectives on regions not held by an Alliance race "
                              "('objectives A B') or take the default ('end').",
                         when="The Military Objectives are set at the end of a Human turn's redeployment."),)

    def on_decline(self, game: GameCore, rs: RaceState) -> None:
        _remove_all(game)  # RULING 7
