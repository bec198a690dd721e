"""W-RACE-FORSAKEN (6, Horde; supply 20): after ``CONQUER``, for each piece the Forsaken made their victims lose this
turn (an active piece lost, every in-decline token discarded, a Murloc, an Intimidating discard; cancelled losses
excluded: ``RaceState.inflicted``, counted by the WoW conquest), the player MAY pay 1 coin to the stash for 1
Forsaken token from the tray. They arrive at ``REDEPLOY`` step 1 and cannot conquer this turn.

The purchase is the ``redeploy`` point's question ``buy N`` (N from 1 to the most he may buy: losses inflicted,
coins, tokens in the tray); it is on offer during the conquests already, and buying ends them (W-TURN-2 REDEPLOY
step 1). Optional: ``skip`` and ``end`` buy nothing. The coins go to the stash (W-SCORE-3, coins.py); the new tokens
join the hand and are placed by the redeployment.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..ability import AbilityMove, Arg, Point, Race
from ..actions import Action, ascii_number
from ..coins import transfer
from ..errors import Code, IllegalAction, NotAMove, quote
from ..events import Gained
from ..layouts import redeploy_gain
from .races import HORDE

if TYPE_CHECKING:  # pragma: no cover
    from ..core import GameCore
    from ..state import RaceState


def most(g: GameCore, rs: RaceState) -> int:
    """Tokens the player may buy now: one per piece lost to the Forsaken this turn, as coins and the tray allow.
    A step-1 gain still to come (the Spirit Healer's token, taken as the conquests end, before this question) is
    left in the tray for it: a purchase never takes the race past its supply (W-COMP-1)."""
    lost, coins = rs.inflicted, g.p[rs.seat].coins
    if lost <= 0 or coins <= 0:  # as a rule, before the first conquest of a victim's piece: no tray counted
        return 0
    return max(0, min(lost, coins, g.tray(rs) - redeploy_gain(g, rs)))


def _options(g: GameCore, rs: RaceState) -> list[Action]:
    """``buy 1`` to ``buy N``: shared moves (asked for every Forsaken move list during the conquests)."""
    n = most(g, rs)
    return _BUYS[:n] if n <= len(_BUYS) else [Action("buy", name=str(k)) for k in range(1, n + 1)]


_BUYS = [Action("buy", name=str(n)) for n in range(1, 21)]  # a purchase is at most the supply of 20


def _check(g: GameCore, rs: RaceState, a: Action) -> None:
    count = ascii_number(a.name)
    if count is None or str(count) != a.name:  # as the menu writes it: 'buy 01' is not 'buy 1'
        raise NotAMove(f"Say how many tokens in digits 0-9: 'buy 2', not {quote(a.name)}.", Code.BAD_ARGUMENT)
    top = most(g, rs)
    if not 1 <= count <= top:
        raise IllegalAction(f"The Forsaken may buy 1 to {top} tokens now (1 coin each, one per piece their "
                            "victims lost this turn, from the tray)." if top else
                            "The Forsaken may buy no token now.", Code.CANNOT_AFFORD)


def _play(g: GameCore, rs: RaceState, a: Action) -> None:
    n = int(a.name)
    transfer(g, rs.seat, None, n, "Forsaken tokens")
    rs.hand += n
    g.events.append(Gained(rs.seat, rs.title, n))


class Forsaken(Race):
    name, rule, banner, supply, faction = "Forsaken", "W-RACE-FORSAKEN", 6, 20, HORDE
    help = "After conquering, 1 coin buys a token from the tray for each piece their victims lost this turn."
    text = "After conquering, buy 1 token for 1 coin per piece your victims lost this turn (placed at redeployment)."
    moves = (AbilityMove("buy", Arg.WORD, _options, _play, "Buy Forsaken tokens.", _check, at=Point.REDEPLOY,
                         hint="Forsaken: buy tokens ('buy N', 1 coin each; this ends your conquests) or not "
                              "('skip').",
                         when="The Forsaken buy tokens once their conquests are over, before redeploying."),)
