"""W-RACE-DRAENEI (7, Alliance): Holy Light — in each other player's turn, the Draenei's first loss (conquest, bomb
or Intimidating discard; a Beast included) is cancelled and the piece withdraws; later losses are normal.

RULING 9: automatic, nobody is asked. RULING 31: only a loss that would otherwise happen uses it; one the Champion
or Light's Hope already cancels does not (the WoW conquest asks the power before the race: ``loss_cancelled``).
Renewed at every player's ``START`` (W-TURN-2): the use is recorded with the player-turn it happened in
(``Game.serial``), so no reset is needed when another player's turn begins. Active race only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..ability import Race
from ..events import RaceEvent
from .races import ALLIANCE

if TYPE_CHECKING:  # pragma: no cover
    from ..core import GameCore
    from ..state import RaceState

HOLY = "holy light"  # RaceState.flags key: the player-turn (serial) whose loss Holy Light cancelled


@dataclass(frozen=True, slots=True)
class HolyLight(RaceEvent):
    kind: ClassVar[str] = "holy_light"
    region: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"Holy Light: {self.their(game)} lose no piece in {game.region_label(self.region)}."


class Draenei(Race):
    name, rule, banner, supply, faction = "Draenei", "W-RACE-DRAENEI", 7, 12, ALLIANCE
    help = "In each other player's turn the first piece they would lose withdraws instead (Holy Light)."
    text = "Holy Light: in each other player's turn, their first loss is cancelled (the piece withdraws)."
    guards_losses = True

    def cancels_loss(self, game: GameCore, rs: RaceState, rid: int) -> bool:
        if game.seat == rs.seat or rs.flags.get(HOLY) == game.serial:
            return False
        rs.flags[HOLY] = game.serial
        game.events.append(HolyLight(rs.seat, rs.title, rid))
        return True
