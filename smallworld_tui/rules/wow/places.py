"""The Legendary Places of Small World of Warcraft (W-PLACE-*) whose rule is a flag or a bonus, each one small
plug-in (apiece.py): they act for the active race holding their region, face up (W-AP-2), and never move
(W-AP-3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..events import plural
from .apiece import APPiece
from .islandboard import terrain_word

if TYPE_CHECKING:  # pragma: no cover
    from ..core import GameCore
    from ..state import RaceState


class DarkPortal(APPiece):
    """W-PLACE-DARKPORTAL: +2 coins to the race holding it (scenario 26)."""

    name = "Dark Portal"
    score_unit = "flat"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return 2

    def score_why(self, game: GameCore, rs: RaceState, coins: int) -> str:
        return "held"


class MeetingStone(APPiece):
    """W-PLACE-MEETINGSTONE: the race holding it pays no travel cost (read by wow/conquest.py, scenario 5)."""

    name = "Meeting Stone"
    no_travel = True


class Karazhan(APPiece):
    """W-PLACE-KARAZHAN: +1 coin per other region of the holding race with Karazhan's terrain (scenario 35)."""

    name = "Karazhan"
    score_unit = "region of its terrain"

    def score(self, game: GameCore, rs: RaceState) -> int:
        here = game.ap_region[self.name]
        regions = game.board.regions
        terrain = regions[here].terrain
        return sum(1 for rid in rs.regions if rid != here and regions[rid].terrain == terrain)

    def score_why(self, game: GameCore, rs: RaceState, coins: int) -> str:
        return plural(coins, f"other {terrain_word(game.board.regions[game.ap_region[self.name]])} region")


class SpiritHealer(APPiece):
    """W-PLACE-SPIRITHEALER: at REDEPLOY step 1 the active race holding it takes 1 token from the tray, if any
    (the redeployment's gain, limited by the tray: layouts.redeploy_gain; scenario 40)."""

    name = "Spirit Healer"

    def redeploy_gain(self, game: GameCore, rs: RaceState) -> int:
        return 1


class LightsHope(APPiece):
    """W-PLACE-LIGHTSHOPE: the active race holding it loses no piece to any attack; the pieces withdraw instead,
    the Chapel region's own conquest included (read by wow/conquest.py ``defend``, scenario 20). Bombs and
    Intimidating discards ask ``saves_loss`` (wow/conquest.py) too."""

    name = "Light's Hope Chapel"
    loses_no_token = True
