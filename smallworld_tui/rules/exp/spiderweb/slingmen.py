"""Slingmen (X-RACE-SLINGMEN, RULING 23): conquests two steps away, each +1 coin (A Spider's Web; written by the
engineer of the distance-2 conquests, sharing ``scope.two_steps`` with X-POW-CATAPULT)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ... import scope
from ...ability import Race
from ...events import Event, RaceEvent
from ...numbers import RACE_TOKENS

if TYPE_CHECKING:  # pragma: no cover
    from ...core import GameCore
    from ...state import RaceState

@dataclass(frozen=True, slots=True)
class Slung(RaceEvent):
    """X-RACE-SLINGMEN: a conquest two steps away pays 1 coin from the stash at once (public, X-INT-10)."""

    kind: ClassVar[str] = "sling"
    region: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} sling into {game.region_label(self.region)}: +1 coin."


class Slingmen(Race):
    """X-RACE-SLINGMEN [RULING 23]: the two steps are ``scope.two_steps`` (shared with X-POW-CATAPULT), offered
    through the general ``far_reach`` hook, so ``conquer``, ``roll``, the Dragon and every other way of conquering
    reach them at the normal cost. Rulings (royal): "not for the first conquest" is the race's first (it holds no
    region, nothing is two steps from it); any later one may sling, the turn's first included; the coin is paid by
    the geometry of the regions held before the conquest, whatever way it was made (the Dragon's too)."""

    name, rule = "Slingmen", "X-RACE-SLINGMEN"
    banner, supply = RACE_TOKENS[name]
    text = "May conquer regions two steps away (over land or the lake, never a sea): +1 coin each."
    help = ("Besides adjacent regions, the Slingmen may conquer a region two steps away: not adjacent to them but "
            "next to a land region or the lake that is (never over a sea; caverns do not help). Normal cost, and "
            "+1 coin for each such conquest. Not for their first conquest.")
    far_reach = True

    def reach(self, game: GameCore, rs: RaceState) -> set[int]:
        return scope.two_steps(game, rs.regions) if rs.regions else set()

    def on_conquer(self, game: GameCore, rs: RaceState, rid: int, events: list[Event]) -> None:
        before = rs.regions - {rid}
        if before and rid in scope.two_steps(game, before):
            game.p[rs.seat].coins += 1
            events.append(Slung(rs.seat, rs.title, rid))

