"""Coins moving between players and the stash when a rule fires, not at ``SCORE``: Small World of Warcraft's (W-SCORE-3)
and the expansions' (RULES-EXP X-INT-7, X-INT-10: Corrupt, Mercenary, Pots of Gold). They are public: the amount,
and whether a payment can be made, even when it reveals a total (W-SCORE-3; R-HIDE keeps the totals secret).

One helper for every one of them (Worgen form, objectives, Harmony, Aegis, MarshDweller, Doomhammer, ransom,
Heart, Forsaken purchases): ``transfer`` never takes a payer below 0 (RULING 1: a forced payment takes what the
payer has; a voluntary one is checked beforehand with ``can_pay``, and the action is illegal if it cannot be made
in full). No named recipient means the stash. Coins the stash pays (Worgen human form, objectives) come with
``earn`` and its public ``Earned`` event.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from .events import Event, fast_inits, plural

if TYPE_CHECKING:  # pragma: no cover
    from .core import GameCore

__all__ = ["Earned", "Paid", "can_pay", "earn", "transfer"]


@dataclass(frozen=True, slots=True)
class Paid(Event):
    """``seat`` paid ``coins`` to seat ``to`` (None: the stash) because of ``why`` (a rule's name, "MarshDweller");
    public, whatever it reveals (W-SCORE-3)."""

    kind: ClassVar[str] = "paid"
    seat: int
    to: int | None
    coins: int
    why: str

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        whom = game.players[self.to] if self.to is not None else "the stash"
        return f"{game.players[self.seat]} pays {plural(self.coins, 'coin')} to {whom} ({self.why})."


def can_pay(g: GameCore, seat: int, coins: int) -> bool:
    """RULING 1: a voluntary action's payment must be made in full before it."""
    return g.p[seat].coins >= coins


def transfer(g: GameCore, seat: int, to: int | None, coins: int, why: str) -> int:
    """Move up to ``coins`` from ``seat`` to ``to`` (None: the stash), never below 0 (RULING 1); returns what was
    paid, announced by a public ``Paid`` event (also a payment of 0, so everyone sees it could not be made)."""
    paid = min(coins, g.p[seat].coins)
    g.p[seat].coins -= paid
    if to is not None:
        g.p[to].coins += paid
    g.events.append(Paid(seat, to, paid, why))
    return paid


@dataclass(frozen=True, slots=True)
class Earned(Event):
    """``seat`` took ``coins`` from the stash because of ``why`` ("Worgen human form"); public (W-SCORE-3)."""

    kind: ClassVar[str] = "earned"
    seat: int
    coins: int
    why: str

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{game.players[self.seat]} takes {plural(self.coins, 'coin')} from the stash ({self.why})."


def earn(g: GameCore, seat: int, coins: int, why: str) -> None:
    """The stash pays ``seat`` ``coins`` now, announced by a public ``Earned`` event (W-SCORE-3)."""
    g.p[seat].coins += coins
    g.events.append(Earned(seat, coins, why))


fast_inits(__name__)  # its events made as fast as the core's (events.py)
