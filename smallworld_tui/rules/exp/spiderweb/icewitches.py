"""Ice Witches (RULES-EXP X-RACE-ICEWITCHES): Winter markers: +1 defence, -1 coin for others' regions, removed at
decline.

Rulings added where RULES-EXP is silent (listed in the report for the README's expansions section):
- Ice Witches (1): Winter may go on water or a Lost Tribe region adjacent to the race (RULES-EXP says "region");
  the new markers are counted from the magic regions held after the redeployment's moves.
- Ice Witches (2): ``end`` at the Winter question plays its default (one in each Ice-Witch region without Winter,
  ascending id) for the markers still unplaced, also after some were placed by hand; ``skip`` leaves them unplaced.
- Ice Witches (3): the Winter tax is a score line of its own ("−1 Ice Witches: 1 region under Winter") on the
  taxed race's card; a region earns 1 coin (Ivory Tower: its tokens), so the per-region floor of 0 holds, except
  where another per-region score (``Ability.region_score``: Aquatic's -1 inland) already brought it to 0: there
  Winter takes nothing (X-INT-7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...ability import AbilityMove, Arg, Marker, Point, Race, region_total
from ...actions import Action, region_row
from ...errors import Code, IllegalAction
from ...numbers import RACE_TOKENS
from .common import Lifted, Poured, immune_to

if TYPE_CHECKING:  # pragma: no cover

    from ...core import GameCore
    from ...state import RaceState


# --- Ice Witches (X-RACE-ICEWITCHES) ---------------------------------------------------------------------------
WINTER = Marker("winter", "a Winter marker", defence=1, stays=True, plural="Winter markers", glyph="❄")
WINTER_FLAG = "winter"  # RaceState.flags: new Winter markers still to place this turn (set as the placements begin)
_WINTER = region_row("winter")


def _winter_left(g: GameCore, rs: RaceState) -> int:
    """New Winter markers still to place: 1 per magic region held when the placements begin (REDEPLOY step 4)."""
    left = rs.flags.get(WINTER_FLAG)
    if left is None:
        left = rs.flags[WINTER_FLAG] = sum(1 for rid in rs.regions if g.board.regions[rid].magic)
    return left


def _winter_spots(g: GameCore, rs: RaceState) -> list[int]:
    """RULING 24: regions held or adjacent to one held, with no Winter, not immune to the race's owner."""
    adjacency = g.facts.adjacency
    near = set(rs.regions)
    for rid in rs.regions:
        near |= adjacency[rid]
    winter, immune = g.markers["winter"], g.immune
    barred = immune_to(g, rs)
    return [rid for rid in sorted(near) if not winter[rid] and not immune[rid] and rid not in barred]


def _winter_options(g: GameCore, rs: RaceState) -> list[Action]:
    return [_WINTER[rid] for rid in _winter_spots(g, rs)] if _winter_left(g, rs) > 0 else []


def _winter_default(g: GameCore, rs: RaceState) -> Action | None:
    """X-INT-13: one in each Ice-Witch region without Winter, ascending id; the rest unplaced."""
    if _winter_left(g, rs) <= 0:
        return None
    own = [rid for rid in _winter_spots(g, rs) if rid in rs.regions]
    return _WINTER[own[0]] if own else None


def _winter_play(g: GameCore, rs: RaceState, a: Action) -> None:
    rid = a.region
    assert rid is not None
    g.set_marker(WINTER, rid, 1)
    rs.flags[WINTER_FLAG] = _winter_left(g, rs) - 1
    g.events.append(Poured(rs.seat, rs.title, rid, WINTER.label))


def _winter_check(g: GameCore, rs: RaceState, a: Action) -> None:
    if a not in _winter_options(g, rs):
        raise IllegalAction(f"No Winter marker can go in {g.region_label(a.region or 0)}: one per region, in or "
                            "next to your regions, not an immune one.", Code.ILLEGAL)


class IceWitches(Race):
    name, rule = "Ice Witches", "X-RACE-ICEWITCHES"
    banner, supply = RACE_TOKENS[name]
    text = "Winter: 1 marker per magic region, in or next to your regions: +1 defence, -1 coin there for others."
    help = ("After each redeployment the race gains 1 Winter marker per magic region it holds and may place each "
            "in a region it holds or next to one (1 per region, not an immune one); one not placed is lost. Winter "
            "never moves: it adds 1 to the region's defence against everyone, and the region earns 1 coin less "
            "(never below 0) for anyone but the Ice Witches. All Winter goes when they decline.")
    markers = (WINTER,)
    taxes = True
    tax_unit = "region under Winter"
    moves = (AbilityMove("winter", Arg.REGION, _winter_options, _winter_play, "Place a Winter marker.",
                         _winter_check, at=Point.PLACEMENTS, default=_winter_default, repeat=True, may=True,
                         hint="Ice Witches: place a Winter marker in or next to your regions ('winter R'), one at a "
                              "time; 'skip' places no more, 'end' one in each of your regions without Winter.",
                         when="Winter is placed only at the end of an Ice Witches' redeployment.",
                         key="s", keys="put Winter on the selected region",
                         advice="place Winter here: +1 defence, 1 coin less for anyone but the Ice Witches."),)

    def tax(self, game: GameCore, rs: RaceState, scored: RaceState) -> int:
        """RULING 24: Winter regions of ``scored`` not held by the Ice Witches nor immune to their owner."""
        if not rs.active or scored is rs:
            return 0
        winter, immune = game.markers["winter"], game.immune
        taxed = [rid for rid in scored.regions if winter[rid] and not immune[rid]]
        if taxed:
            barred = immune_to(game, rs)
            taxed = [rid for rid in taxed if rid not in barred]
        if taxed and scored.active and (scored.race.region_scoring or scored.power.region_scoring):
            taxed = [rid for rid in taxed if region_total(game, scored, rid) > 0]  # X-INT-7: floored at 0 (Aquatic)
        return len(taxed)

    def on_decline(self, game: GameCore, rs: RaceState) -> None:
        """X-INT-8 step 3: every Winter marker leaves the map."""
        winter = game.markers["winter"]
        regions = [rid for rid, n in enumerate(winter) if n]
        for rid in regions:
            game.set_marker(WINTER, rid, 0)
        if regions:
            game.events.append(Lifted(rs.seat, rs.title, len(regions), WINTER.plural))
