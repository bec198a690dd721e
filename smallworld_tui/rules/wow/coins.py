"""Coin transfers of Small World of Warcraft (RULES-WOW.md W-SCORE-3, RULING 1): the one helper every payment and
gain outside ``SCORE`` goes through — Worgen form, objectives, Harmony, Aegis, MarshDweller, Doomhammer, ransom,
Heart, Forsaken purchases.

A transfer happens when its rule fires, not at ``SCORE``. No named recipient: the stash (coins leave the game); no
named payer: the stash pays (coins enter the game). Amounts are public even when they reveal a total (W-SCORE-3,
an exception to R-HIDE-1): the ``Paid`` event says them. A voluntary payment the player cannot make in full is
illegal (RULING 1: the move's check asks ``can_pay`` first); a forced one takes what the payer has, down to 0.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..events import Event, plural

if TYPE_CHECKING:  # pragma: no cover
    from ..core import GameCore

__all__ = ["Paid", "can_pay", "transfer"]


@dataclass(frozen=True, slots=True)
class Paid(Event):
    """``coins`` went from ``seat`` (None: the stash) to ``to`` (None: the stash), for ``why`` (public, W-SCORE-3)."""

    kind: ClassVar[str] = "paid"
    seat: int | None
    to: int | None
    coins: int
    why: str

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        amount = plural(self.coins, "coin")
        if self.seat is None:
            return f"{game.players[self.to]} gains {amount} ({self.why})." if self.to is not None else ""
        to = game.players[self.to] if self.to is not None else "the stash"
        return f"{game.players[self.seat]} pays {to} {amount} ({self.why})."


def can_pay(g: GameCore, seat: int, coins: int) -> bool:
    """RULING 1: a voluntary payment is legal only when it can be made in full."""
    return g.p[seat].coins >= coins


def transfer(g: GameCore, coins: int, why: str, payer: int | None = None, to: int | None = None,
             forced: bool = False) -> int:
    """Move ``coins`` from ``payer`` to ``to`` (None: the stash) now, with a public ``Paid`` event; return the coins
    moved. A forced payment takes what the payer has (RULING 1: never below 0); a voluntary one must have been
    checked with ``can_pay`` (an engine error otherwise)."""
    if payer is not None:
        have = g.p[payer].coins
        if coins > have:
            assert forced, f"a voluntary payment of {coins} by seat {payer}, who has {have}, was not checked"
            coins = have
        g.p[payer].coins = have - coins
    if to is not None:
        g.p[to].coins += coins
    g.events.append(Paid(payer, to, coins, why))
    return coins
