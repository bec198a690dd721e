"""What the pieces of A Spider's Web share: their events for markers placed and lifted, bit masks of regions,
and what is immune to a race's owner."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ... import scope
from ...events import RaceEvent

if TYPE_CHECKING:  # pragma: no cover
    from collections.abc import Set as AbstractSet

    from ...core import GameCore
    from ...state import RaceState


@dataclass(frozen=True, slots=True)
class Poured(RaceEvent):
    """A Lava token poured (X-POW-LAVA) or a Winter marker placed (X-RACE-ICEWITCHES) in ``region``."""

    kind: ClassVar[str] = "poured"
    told: ClassVar[tuple[str, str]] = ("put a marker in", "put markers in")
    region: int
    marker: str  # its label: "a Lava token", "a Winter marker"

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} put {self.marker} in {game.region_label(self.region)}."


@dataclass(frozen=True, slots=True)
class Lifted(RaceEvent):
    """Markers removed by their own rule: Lava at its owner's START, Winter at the Ice Witches' decline."""

    kind: ClassVar[str] = "lifted"
    count: int
    marker: str  # its plural: "Lava tokens"

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        what = self.marker if self.count > 1 else self.marker.rstrip("s")
        return f"{self.their(game)} lift their {self.count} {what}."


def bits(mask: int) -> list[int]:
    """The region ids of a bit mask, ascending: one step per bit set, its lowest taken off each time (not one per
    region id below the highest: the scan asks Lava's and Skags' masks for every target list)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def immune_to(g: GameCore, rs: RaceState) -> AbstractSet[int]:
    """The regions other players' pieces make immune to ``rs``'s owner (X-ENG-12: Lava through ``guarded``;
    in-decline White Ladies, Shrubmen forests through ``shields``, as ``scope.shielded``): where its Winter and Lava may
    not go and its Winter takes nothing (X-IA "Immune regions"). Not the regions of a Skag Attack, barred to the
    race for its conquests only. Immune to every race (Holes, Heroes, Dragon, Catapult) is ``g.immune``. Only the
    races in play with a piece that shields or guards are asked (``scope.pieces_in_play`` of ``Ruleset.narrowers``,
    as ``conquest.excluded`` does): the others' abilities add nothing."""
    ruleset = g.ruleset
    guarding = ruleset.guarding
    out: set[int] = set()
    for other in scope.pieces_in_play(g, ruleset.narrowers):
        for ability in (other.race, other.power):
            if ability.shielding:  # White Ladies, Shrubmen (X-IA)
                out |= ability.shields(g, other, rs)
            if ability in guarding and not getattr(ability, "bars_for_the_turn", False):
                out |= ability.guarded(g, other, rs)
    return out
