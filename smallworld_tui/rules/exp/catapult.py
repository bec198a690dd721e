"""The Catapult (X-POW-CATAPULT, RULING 30), a power of Be Not Afraid...: a conquest two steps away at -1 from the
region the Catapult moves to (written by the engineer of the distance-2 conquests, sharing ``scope.two_steps`` with
X-RACE-SLINGMEN)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from .. import conquest as cq
from .. import scope
from ..ability import AbilityMove, Arg, Marker, Power
from ..actions import Action
from ..errors import Code, IllegalAction
from ..events import RaceEvent, fast_inits
from ..numbers import POWER_BADGES

if TYPE_CHECKING:  # pragma: no cover
    from ..core import GameCore
    from ..state import RaceState

CATAPULT = Marker("catapult", "the Catapult", immune=True, glyph="×")
FIRING = "catapult"  # RaceState.flags: 1 once the turn's catapult conquest is made; 2 while one is priced
CATAPULT_CUT = 1  # what a catapult conquest takes off the cost (X-POW-CATAPULT)


@dataclass(frozen=True, slots=True)
class Catapulted(RaceEvent):
    """X-POW-CATAPULT: the Catapult moves to ``source`` and fires at ``region``."""

    kind: ClassVar[str] = "catapult"
    region: int
    source: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return (f"{self.their(game)} fire the Catapult from {game.region_label(self.source)} at "
                f"{game.region_label(self.region)}.")


def _firing_cost(g: GameCore, rs: RaceState, rid: int) -> int:
    rs.flags[FIRING] = 2
    try:
        return cq.cost(g, rs, rid)
    finally:
        del rs.flags[FIRING]


def _catapult_options(g: GameCore, rs: RaceState) -> list[Action]:
    """Every (target, Catapult region) pair: the target exactly two steps from a region of the race, and one the
    race may conquer but for the adjacency, its cost with the -1 within the tokens.

    The cost is ``_firing_cost``'s with no flag set per target: the raw cost (the Catapult not firing takes
    nothing off) less ``CATAPULT_CUT``, at the race's minimum at least (tests/rules/exp/test_royal_random.py)."""
    if FIRING in rs.flags or rs.ended or not rs.regions or not rs.active:  # (in decline no move: R-DECL-5)
        return []
    avail = g._available(rs)
    if avail < rs.race.min_pieces:  # short of the minimum cost (1, Kobolds 2): no target fits
        return []
    reach = avail + CATAPULT_CUT  # else the most the raw cost may be
    shots = {source: scope.two_steps(g, (source,)) for source in sorted(rs.regions)}
    ruleset = g.ruleset
    if ruleset.block is cq.block and ruleset.raw_cost is cq.raw_cost and ruleset.targets is cq.scoped_targets:
        # the scan's own tests and prices (engineer perf): the targets two steps away join its candidates as the
        # Slingmen's do (``block`` would say OK or ADJACENT for each of them it prices), so no block() per target
        immune, defence, beyond = cq._scoped(g, rs)
        far = set(beyond).union(*shots.values())
        price = dict(cq.targets(g, rs, (immune, defence, far)))
        fits = {rid: need <= reach for rid, need in price.items()}
    else:  # a ruleset with its own block or costs: asked per target
        fits = {}
        for targets in shots.values():
            for rid in targets:
                if rid not in fits:
                    code = ruleset.block(g, rs, rid)
                    fits[rid] = (code == cq.OK or code == cq.ADJACENT) and ruleset.raw_cost(g, rs, rid) <= reach
    out = []
    new = tuple.__new__  # ``Action("catapult", regions=...)`` from its fields (no keyword parsing per move)
    kind, region, combo, seat, layout, _, camps, ghouls, name = _CATAPULT
    for source, targets in shots.items():
        for rid in sorted(targets):
            if fits.get(rid):
                out.append(new(Action, (kind, region, combo, seat, layout, (rid, source), camps, ghouls, name)))
    return out


_CATAPULT = Action("catapult")  # its fields, the regions replaced, make every catapult move


def _catapult_check(g: GameCore, rs: RaceState, a: Action) -> None:
    if len(a.regions) != 2:
        raise IllegalAction("Name the target, then the region of yours the Catapult fires from: 'catapult R F'.",
                            Code.BAD_ARGUMENT)
    rid, source = a.regions
    if FIRING in rs.flags:
        raise IllegalAction("The Catapult fires once per turn.", Code.ALREADY_USED)
    if source not in rs.regions:
        raise IllegalAction(f"The Catapult stands in a region of your {rs.title}.", Code.NOT_HELD)
    if rid not in scope.two_steps(g, (source,)):
        raise IllegalAction(f"{g.region_label(rid)} is not exactly two steps from {g.region_label(source)} (over "
                            "land or the lake, never a sea).", Code.NOT_ADJACENT)
    code = g.ruleset.block(g, rs, rid)
    if code not in (cq.OK, cq.ADJACENT):
        raise cq.refusal(g, rs, rid, code)
    need, have = _firing_cost(g, rs, rid), g._available(rs)
    if need > have:
        raise IllegalAction(f"You need {need} tokens for {g.region_label(rid)} and have {have}.",
                            Code.NOT_ENOUGH_TOKENS)


def _catapult_play(g: GameCore, rs: RaceState, a: Action) -> None:
    rid, source = a.regions
    need = _firing_cost(g, rs, rid)
    rs.flags[FIRING] = 1
    for old, here in enumerate(g.markers["catapult"]):
        if here:
            g.set_marker(CATAPULT, old, 0)
    g.set_marker(CATAPULT, source, 1)
    g.events.append(Catapulted(rs.seat, rs.title, rid, source))
    g.ruleset.pay(g, rs, rid)
    g.ruleset.resolve(g, rs, rid, need, "catapult")


class Catapult(Power):
    """X-POW-CATAPULT [RULING 30]; the two steps are ``scope.two_steps`` (shared with X-RACE-SLINGMEN). Rulings
    (royal): ``catapult R F`` names the target, then the region the Catapult moves to and fires from; a catapult
    conquest is made with tokens, never by the final attempt with the die; the Catapult region is immune to every
    race (R-GLOSS-IMMUNE, as a Hero) while it stands there."""

    name, rule = "Catapult", "X-POW-CATAPULT"
    badge = POWER_BADGES[name]
    text = "Once per turn conquer a region two steps from the Catapult at -1; the Catapult's region is immune."
    help = ("Once per turn: move the Catapult to a region of yours and conquer a region exactly two steps from it "
            "(not adjacent to it, over a land region or the lake, never a sea) at 1 less. The Catapult's region is "
            "immune while it stands there; it goes at decline or when its region is abandoned.")
    markers = (CATAPULT,)
    has_cost_mod = True
    cut_flag = FIRING
    moves = (AbilityMove("catapult", Arg.PATH, _catapult_options, _catapult_play, "Fire the Catapult.",
                         _catapult_check, way="catapult from a region two steps away: cost -1",
                         advice="The Catapult fires at it from a region of yours two steps away."),)

    def cost_reduction(self, game: GameCore, rs: RaceState, rid: int) -> int:
        return CATAPULT_CUT if rs.flags.get(FIRING) == 2 else 0



fast_inits(__name__)  # its event made as fast as the core's (events.py)
