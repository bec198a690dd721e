"""Be Not Afraid... (RULES-EXP.md): its races and powers, each a small plug-in like the base
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

PACK = Pack("bna", 'Be Not Afraid...', races=(), powers=())


# --- scoring powers (engineer dames) ------------------------------------------------------------------------------

IMPERIAL_FROM = 3  # X-POW-IMPERIAL: +1 per region beyond the third


class Imperial(Power):
    name, rule = "Imperial", "X-POW-IMPERIAL"
    badge = POWER_BADGES[name]
    text = "+1 coin per region beyond 3."
    help = "At the end of each of your turns: 1 coin for every region your race occupies beyond the third."
    score_unit = "region{s} beyond 3"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return max(0, len(rs.regions) - IMPERIAL_FROM)


BARRICADE_BONUS, BARRICADE_MOST = 3, 4  # X-POW-BARRICADE: +3 while holding 1 to 4 regions (RULING 26)


class Barricade(Power):
    name, rule = "Barricade", "X-POW-BARRICADE"
    badge = POWER_BADGES[name]
    text = "+3 coins while you occupy 1 to 4 regions."
    help = "At the end of each of your turns: 3 coins if your race occupies at least 1 and at most 4 regions."
    score_unit = "turn"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return BARRICADE_BONUS if 1 <= len(rs.regions) <= BARRICADE_MOST else 0

    def score_why(self, game: GameCore, rs: RaceState, coins: int) -> str:
        return "1 to 4 regions held" if coins else f"{len(rs.regions)} regions held, not 1 to 4"


PACK = replace(PACK, powers=(*PACK.powers, Imperial(), Barricade()))  # the pack's last powers
