"""W-RACE-TAUREN (11, Horde): never conquers or holds a region with fewer than 2 pieces — cost ``max(2, raw)``,
``READY`` leaves 2 per region, redeployments and withdrawals keep at least 2 per region, decline keeps 2 per region
(W-DECL-2). All of it is ``Race.min_pieces = 2``, read where each rule lives (the cost, READY, the redeployment
check and menu, the final attempt, the WoW decline).

RULING 16: a final attempt needs 2 in hand (1 token can never make a 2-token region); the lone-piece rule binds
the active Tauren only. RULING 36: an active Tauren piece left alone (by an Intimidating move, W-POW-INTIMIDATING)
is withdrawn (R-CONQ-12) in another player's turn and goes to hand in its own; its region empties (``left_alone``).
Conquered, a Tauren region loses 1 piece as usual (the rest withdraw).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..ability import Race
from ..events import RaceEvent, plural
from .pieces import unmark
from .races import HORDE

if TYPE_CHECKING:  # pragma: no cover
    from ..core import GameCore
    from ..state import RaceState


@dataclass(frozen=True, slots=True)
class LeftAlone(RaceEvent):
    """RULING 36: ``tokens`` too few to hold ``region`` left it: to hand (``to_hand``) or withdrawn."""

    kind: ClassVar[str] = "left_alone"
    region: int
    tokens: int
    to_hand: bool

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        fate = "go back to hand" if self.to_hand else "withdraw"
        return f"{self.their(game)} cannot hold {game.region_label(self.region)} with " \
               f"{plural(self.tokens, 'piece')}: they {fate}."


def left_alone(g: GameCore, rs: RaceState, rid: int) -> None:
    """RULING 36: after a piece left ``rid``, an active race holding it with fewer than its ``min_pieces`` gives it
    up: the pieces go to hand in its owner's turn, else they withdraw (placed at this turn's WITHDRAWALS)."""
    n = g.r_tokens[rid]
    pieces = n + g.holders(rid)  # the Champion is a piece for the Tauren minimum (RULING 19)
    if not rs.active or not pieces or pieces >= rs.race.min_pieces or g.r_race[rid] is not rs:
        return
    own_turn = g.seat == rs.seat
    unmark(g, rs, rid)  # a Beast among them goes with them (W-POW-BEASTMASTER)
    if own_turn:
        rs.hand += n
    else:
        rs.withdrawn += n
    rs.regions.discard(rid)
    back = g._vacate(rid)  # a lone Champion goes with them too (W-POW-CHAMPIONING: a returning marker)
    if own_turn:
        rs.marker_pool += back
    else:
        rs.markers_back += back
    g.events.append(LeftAlone(rs.seat, rs.title, rid, pieces, own_turn))


class Tauren(Race):
    name, rule, banner, supply, faction = "Tauren", "W-RACE-TAUREN", 11, 16, HORDE
    help = "Always at least 2 pieces to a region: every conquest costs at least 2."
    text = "Never conquers or holds a region with fewer than 2 pieces (each conquest costs at least 2)."
    min_pieces = 2
