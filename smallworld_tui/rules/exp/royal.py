"""Royal Bonus (RULES-EXP.md): its races and powers, each a small plug-in like the base
game's (races.py, powers.py)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..ability import Power
from ..numbers import POWER_BADGES
from ..packs import Pack

if TYPE_CHECKING:  # pragma: no cover
    from ..core import GameCore
    from ..state import RaceState

PACK = Pack("royal", 'Royal Bonus', races=(), powers=())


# --- scoring powers (engineer dames) ------------------------------------------------------------------------------

class Aquatic(Power):
    """X-POW-AQUATIC (RULING 27): +1 per coastal region, -1 per other one (water is never coastal, R-MAP-5), each
    region's total floored at 0 (X-INT-7). Every region earns its own 1 coin first (R-SCORE-1), so the -1 alone
    never takes a region below 0: the floor binds only with another per-region malus (Winter, X-RACE-ICEWITCHES),
    whose rule applies it. One score line, which may be negative."""

    name, rule = "Aquatic", "X-POW-AQUATIC"
    badge = POWER_BADGES[name]
    text = "+1 coin per coastal region, -1 per other region."
    help = ("At the end of each of your turns: 1 coin more for each coastal region your race occupies and 1 less for "
            "each other one (water is not coastal), never below 0 for a region.")
    score_unit = "region"

    def score(self, game: GameCore, rs: RaceState) -> int:
        regions = game.board.regions
        coastal = sum(1 for rid in rs.regions if regions[rid].coastal)
        return coastal - (len(rs.regions) - coastal)

    def score_why(self, game: GameCore, rs: RaceState, coins: int) -> str:
        regions = game.board.regions
        coastal = sum(1 for rid in rs.regions if regions[rid].coastal)
        return f"{coastal} coastal, {len(rs.regions) - coastal} other"


PACK = replace(PACK, powers=(*PACK.powers, Aquatic()))  # the pack's last power
