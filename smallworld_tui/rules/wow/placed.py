"""The Artifacts their owner places each turn (W-ART-AEGIS, W-ART-HEART): at ``REDEPLOY`` step 3 the active race
holding one MUST place it in one of its regions, the same one allowed (W-TURN-2: after Forts and Watch Towers,
Aegis before Heart). ``end`` keeps it where it is when that region is still held, else puts it in the race's
lowest-numbered region; with one region the placement is no decision and is made at once.

- Aegis of Aggramar: while an active race holds its region, that region is immune against other players unless
  one pays the owner 2 coins; RULING 25: the payment opens the region to the payer for the rest of his turn. It
  is a payment a conquest needs (W-CONQ-1d): the WoW conquest asks it as a toll (``Aegis.toll``), refuses the
  target when it cannot be paid in full (RULING 1), and its ``pay`` records it paid in the payer's flags.
  Decision (the spec is silent): the face-up Aegis shields the region where it lies from the moment an active race
  holds it, before its first placement too.
- Heart of Azeroth: RULING 27: after each placement every other player whose active race holds a region adjacent
  to it pays the owner 1 coin right then (a forced payment: what he has, down to 0, RULING 1).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..ability import AbilityMove, Arg, Point
from ..actions import Action, region_row
from ..coins import transfer
from ..errors import Code, IllegalAction
from ..events import RaceEvent
from .apiece import APPiece

if TYPE_CHECKING:  # pragma: no cover
    from ..core import GameCore
    from ..state import RaceState
    from .state import WowState

AEGIS, HEART = "Aegis of Aggramar", "Heart of Azeroth"
AEGIS_PRICE, HEART_PRICE = 2, 1


def paid_key(name: str) -> str:
    """The payer's per-turn flag once a toll named ``name`` is paid (wow/conquest.py ``pay`` sets it)."""
    return f"paid {name}"


@dataclass(frozen=True, slots=True)
class APPlaced(RaceEvent):
    """An Artifact placed by its owner at REDEPLOY step 3 (W-ART-AEGIS, W-ART-HEART)."""

    kind: ClassVar[str] = "place"
    marker: str
    region: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} place the {self.marker} in {game.region_label(self.region)}."


def _placement(name: str, kind: str, after: Callable[[GameCore, RaceState, int], None] | None = None
               ) -> AbilityMove:
    """The mandatory placement question of Artifact ``name`` (the move ``kind R``)."""

    def options(g: GameCore, rs: RaceState) -> list[Action]:
        row = region_row(kind)
        return [row[rid] for rid in sorted(rs.regions)]

    def default(g: GameCore, rs: RaceState) -> Action | None:
        ws: WowState = g.ruleset_state
        here = ws.ap_region.get(name)
        if here in rs.regions:
            return Action(kind, region=here)
        return Action(kind, region=min(rs.regions)) if rs.regions else None

    def check(g: GameCore, rs: RaceState, a: Action) -> None:
        if a.region not in rs.regions:
            raise IllegalAction(f"Place the {name} in one of your {rs.title}'s regions.", Code.NOT_HELD)

    def play(g: GameCore, rs: RaceState, a: Action) -> None:
        assert a.region is not None
        ws: WowState = g.ruleset_state
        ws.ap_region[name] = a.region
        g.events.append(APPlaced(rs.seat, rs.title, name, a.region))
        if after is not None:
            after(g, rs, a.region)

    return AbilityMove(kind, Arg.REGION, options, play, f"Place the {name} in one of your regions.", check,
                       at=Point.PLACEMENTS, default=default, auto=True,
                       hint=f"Place the {name} in one of your regions ('{kind} R'), or keep it where it is ('end').",
                       when=f"The {name} is placed at the end of its race's redeployment.")


class Aegis(APPiece):
    """W-ART-AEGIS (see the module docstring): ``aegis R`` at REDEPLOY step 3; a toll of 2 for other players."""

    name, place = AEGIS, False
    tolls, toll_most = True, AEGIS_PRICE
    moves = (_placement(AEGIS, "aegis"),)

    def toll(self, game: GameCore, rs: RaceState, rid: int) -> int:
        """The price for the player whose turn it is to attack ``rid``, a region of ``rs`` (its holder): 2 where
        the Aegis lies, unless he paid this turn (RULING 25)."""
        payer = game.p[game.seat].active
        ws: WowState = game.ruleset_state
        if ws.ap_region.get(AEGIS) != rid or not rs.active or (
                payer is not None and paid_key(AEGIS) in payer.flags):
            return 0
        return AEGIS_PRICE


def aegis_due(g: GameCore, seat: int, rid: int) -> int:
    """The coins player ``seat`` must pay before any action aimed at ``rid`` (an Intimidating use, a swap, a bomb,
    an objective, RULINGS 33/34): 2 where the face-up Aegis lies in an active race of another player, unless he
    paid this turn; else 0."""
    ws: WowState = g.ruleset_state
    if ws.ap_region.get(AEGIS) != rid or AEGIS not in g.face_up:
        return 0
    holder = g.r_race[rid]
    payer = g.p[seat].active
    if holder is None or not holder.active or holder.seat == seat:
        return 0
    return 0 if payer is not None and paid_key(AEGIS) in payer.flags else AEGIS_PRICE


def aegis_open(g: GameCore, rs: RaceState, rid: int) -> bool:
    """Whether ``rs``'s player may aim an action at ``rid`` as far as the Aegis goes: nothing due, or he can pay it
    in full (RULING 1)."""
    due = aegis_due(g, rs.seat, rid)
    return not due or g.p[rs.seat].coins >= due


def pay_aegis(g: GameCore, rs: RaceState, rid: int) -> None:
    """Before an action of ``rs``'s player aimed at ``rid`` other than a conquest (an Intimidating use, a swap,
    a Military Objective, a bomb: W-GLOSS-IMMUNE): the Aegis' 2 coins to its holder's owner, once per turn
    (RULING 25). A conquest pays it with the other tolls (wow/conquest.py ``pay``)."""
    due = aegis_due(g, rs.seat, rid)
    holder = g.r_race[rid]
    if due and holder is not None:
        transfer(g, rs.seat, holder.seat, due, AEGIS)
        rs.flags[paid_key(AEGIS)] = 1


def _heart_payments(g: GameCore, rs: RaceState, rid: int) -> None:
    """RULING 27: every other player whose active race holds a region adjacent to the Heart pays its owner 1."""
    near = g.facts.adjacency[rid]
    for seat, pl in enumerate(g.p):
        other = pl.active
        if seat != rs.seat and other is not None and not other.regions.isdisjoint(near):
            transfer(g, seat, rs.seat, HEART_PRICE, HEART)


class Heart(APPiece):
    """W-ART-HEART (see the module docstring): ``heart R`` at REDEPLOY step 3, then the neighbours pay."""

    name, place = HEART, False
    moves = (_placement(HEART, "heart", _heart_payments),)
