"""W-RACE-PANDAREN (5, Neutral): at ``END_CHOICES`` of each Pandaren turn, every other player the Pandaren did not
attack this turn gets a Harmony token (a player with no active race too). Before his first attack on the Pandaren
in a turn, a holder MUST pay 2 coins to the Pandaren's owner; once paid, no more that turn. RULING 15: attacks are
those of W-CONQ-8 (conquests and attempts; Intimidating and Portal Mage swaps pay through ``conquest.attack_dues``);
the tokens come back at the Pandaren player's ``START``.

The tokens are a bit mask of seats in the Pandaren race's ``flags`` (HARMONY): flags are reset at that player's
``START`` (W-TURN-2), which is exactly when the tokens come back, whatever state the Pandaren are in then. Handing
them out is ``harmony`` at the ``end_choices`` point: no decision (every player not attacked gets one), so it is a
mandatory move with one entry, played at once (``auto``); ``end`` plays it too. A wiped-out race hands out nothing
(W-TURN-1). The payment is a toll (``Ability.tolls``, W-CONQ-1d), public (W-SCORE-3, coins.py); RULING 1: a holder
with fewer than 2 coins may not attack the Pandaren at all.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..ability import AbilityMove, Arg, Point, Race
from ..actions import Action
from ..events import RaceEvent
from .races import NEUTRAL
from .worgen import wiped_out

if TYPE_CHECKING:  # pragma: no cover
    from ..core import GameCore
    from ..state import RaceState

HARMONY = "harmony"  # RaceState.flags key of the Pandaren: bit s set = seat s holds a Harmony token
PAID = "paid Pandaren"  # the attacker's RaceState.flags key once it paid this turn (conquest.pay: "paid <why>")
PRICE = 2
HAND_OUT = Action("harmony")


@dataclass(frozen=True, slots=True)
class HarmonyGiven(RaceEvent):
    kind: ClassVar[str] = "harmony"
    to: tuple[int, ...]

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        if not self.to:
            return f"{self.their(game)} hand out no Harmony token."
        names = ", ".join(game.players[s] for s in self.to)
        return f"{self.their(game)} hand a Harmony token to {names}."


def holders(g: GameCore, rs: RaceState) -> list[int]:
    """The seats holding a Harmony token of the Pandaren ``rs``."""
    mask = rs.flags.get(HARMONY, 0)
    return [s for s in range(len(g.p)) if mask >> s & 1]


def _options(g: GameCore, rs: RaceState) -> list[Action]:
    return [] if HARMONY in rs.flags or wiped_out(g, rs) else [HAND_OUT]


def _play(g: GameCore, rs: RaceState, a: Action) -> None:
    to = tuple(s for s in range(len(g.p)) if s != rs.seat and s not in rs.attacked)
    rs.flags[HARMONY] = sum(1 << s for s in to)
    g.events.append(HarmonyGiven(rs.seat, rs.title, to))


class Pandaren(Race):
    name, rule, banner, supply, faction = "Pandaren", "W-RACE-PANDAREN", 5, 10, NEUTRAL
    help = ("Players they did not attack get a Harmony token: attacking the Pandaren then costs them 2 coins, paid to "
            "the Pandaren.")
    text = ("At the end of your turn, every player you did not attack gets a Harmony token: he pays you 2 coins "
            "before his first attack on you in a turn.")
    tolls, toll_most = True, PRICE
    toll_attacks = True
    held_flags = (HARMONY,)  # the tokens stay with their holders through the others' turns
    moves = (AbilityMove("harmony", Arg.NONE, _options, _play, "Hand out Harmony tokens.", at=Point.END_CHOICES,
                         default=lambda g, rs: HAND_OUT, auto=True,
                         hint="Pandaren: every player you did not attack this turn gets a Harmony token.",
                         when="The Pandaren hand out Harmony at the end of their turn."),)

    given_token = "Harmony"

    def flag_limit(self, key: str, regions: int, players: int) -> int:
        return (1 << players) - 1  # a bit per seat holding a Harmony token

    def given_to(self, game: GameCore, rs: RaceState) -> tuple[int, ...]:
        return tuple(holders(game, rs))

    def toll(self, game: GameCore, rs: RaceState, rid: int) -> int:
        """2 coins before the current player's first attack on the active Pandaren this turn, if he holds one of
        their Harmony tokens."""
        if not rs.active or not rs.flags.get(HARMONY, 0) >> game.seat & 1:
            return 0
        attacker = game.p[game.seat].active
        return 0 if attacker is not None and PAID in attacker.flags else PRICE
