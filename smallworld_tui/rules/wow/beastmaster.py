"""W-POW-BEASTMASTER (4): at ``PREPARE`` of each expand turn the race's Beasts go back to supply, then it takes one
Beast per hill held (at most 5) into hand. Beasts are pieces of the race for every purpose (wow/pieces.py: a
``piece`` marker among its region's pieces): conquest, holding, redeployment, defence, the tie-break. When a region
with a Beast is conquered, a Beast is the lost piece and the rest withdraw (wow/conquest.py ``defend``).

RULING 18: a region left with no piece as the Beasts go back is abandoned; a lone Tauren piece goes to hand
(``left_alone``). The ``beasts`` move is the PREPARE answer (declining is the other); RULING 7: Beasts leave the
map at decline, a region they leave empty is abandoned.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..ability import AbilityMove, Arg, Marker, Point, Power
from ..actions import Action
from ..events import Abandoned, RaceEvent, plural
from .pieces import go_back, mark
from .tauren import left_alone

if TYPE_CHECKING:  # pragma: no cover
    from ..core import GameCore
    from ..state import RaceState

BEASTS = 5  # W-COMP-3
BEAST = Marker("beast", "a Beast", plural="Beasts", piece=True, glyph="@")


@dataclass(frozen=True, slots=True)
class BeastsCome(RaceEvent):
    kind: ClassVar[str] = "beasts"
    beasts: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} take {plural(self.beasts, 'Beast')} into hand."


@dataclass(frozen=True, slots=True)
class BeastsPlaced(RaceEvent):
    """Where the Beasts stand after the redeployment (RULING 41): the regions and how many in each."""

    kind: ClassVar[str] = "herd"
    placed: tuple[tuple[int, int], ...]

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        where = ", ".join(game.region_label(r) + (f" ×{n}" if n > 1 else "") for r, n in self.placed)
        return f"The Beasts of {self.their(game)} stand in {where}."


def _herd(g: GameCore, rs: RaceState, a: Action) -> None:
    """RULING 41: the Beasts take their places (``mark``), told in the log."""
    counts = g.markers[BEAST.kind]
    before = {r: counts[r] for r in rs.regions}
    mark(g, rs)
    placed = tuple((r, counts[r] - before[r]) for r in sorted(rs.regions) if counts[r] > before[r])
    if placed:
        g.events.append(BeastsPlaced(rs.seat, rs.title, placed))


def hills(g: GameCore, rs: RaceState) -> int:
    regions = g.board.regions
    return sum(1 for r in rs.regions if regions[r].terrain == "hill")


def send_back(g: GameCore, rs: RaceState) -> None:
    """Every Beast back to supply; RULING 18 for the regions they leave."""
    for rid in go_back(g, rs):
        if not g.r_tokens[rid]:
            rs.regions.discard(rid)
            rs.marker_pool += g._vacate(rid)
            g.events.append(Abandoned(rs.seat, rs.title, rid))
        else:
            left_alone(g, rs, rid)  # a lone Tauren piece goes to hand


def _options(g: GameCore, rs: RaceState) -> list[Action]:
    has = rs.extra or any(g.markers[BEAST.kind][r] for r in rs.regions)
    return [Action("beasts")] if has or hills(g, rs) else []


def _play(g: GameCore, rs: RaceState, a: Action) -> None:
    send_back(g, rs)
    n = min(BEASTS, hills(g, rs))
    rs.hand += n
    rs.extra += n
    g.events.append(BeastsCome(rs.seat, rs.title, n))


def _herd_options(g: GameCore, rs: RaceState) -> list[Action]:
    return [Action("herd")] if rs.extra > rs.hand + rs.withdrawn else []


class BeastMaster(Power):
    name, rule, badge = "Beast Master", "W-POW-BEASTMASTER", 4
    help = "Each turn takes one Beast per hill held (up to 5): Beasts fight and hold like tokens."
    text = "Each expand turn, one Beast per hill held (max 5) joins the race as a piece; a Beast is lost first."
    markers = (BEAST,)
    moves = (
        AbilityMove("beasts", Arg.NONE, _options, _play, "Send the Beasts back and take one per hill.",
                    at=Point.PREPARE, auto=True, default=lambda g, rs: _options(g, rs)[0],
                    hint="Take your Beasts and expand ('beasts' or 'end'), or decline.",
                    when="Beasts come only at the start of a Beast Master race's expand turn."),
        # RULING 41 (wow/pieces.py): the Beasts take their places after the redeployment; nothing to decide
        AbilityMove("herd", Arg.NONE, _herd_options, _herd, "The Beasts take their places.",
                    at=Point.PLACEMENTS, auto=True, default=lambda g, rs: _herd_options(g, rs)[0],
                    when="The Beasts take their places by themselves after the redeployment."),
    )

    def on_decline(self, game: GameCore, rs: RaceState) -> None:
        send_back(game, rs)  # RULING 7
