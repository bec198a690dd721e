"""WoW scoring (RULES-WOW.md W-SCORE, W-FACT): 1 coin per region of every race (water included), plus the active
race's race and power bonuses and the faction bonus; an in-decline race earns its regions only (W-SCORE-2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..events import ScorePart, plural

if TYPE_CHECKING:  # pragma: no cover
    from ..core import GameCore
    from ..state import PlayerState, RaceState

OPPOSING = {"Alliance": "Horde", "Horde": "Alliance"}  # W-FACT-1: Neutral opposes nobody


def faction_bonus(rs: RaceState) -> int:
    """W-FACT-2/3: 1 coin per race (banner) of the opposing faction this race conquered a region from this turn —
    the player's own in-decline race included (RULING 5); Neutral races and Murlocs never give it."""
    opposing = OPPOSING.get(rs.race.faction)
    return len({banner for banner, faction, _ in rs.conquests if opposing and faction == opposing})


def score(g: GameCore, pl: PlayerState) -> list[ScorePart]:
    """One player's SCORE, line by line (the WoW ruleset's ``score`` hook)."""
    parts: list[ScorePart] = []
    for rs in pl.races():
        held = len(rs.regions)
        parts.append(ScorePart("regions", rs.title, held, plural(held, "region")))
        if rs.active:
            parts += (ab.score_part(g, rs, ab.score(g, rs)) for ab in (rs.race, rs.power, *g.ruleset.held(g, rs))
                      if ab.score_unit)  # race, power, then the Artifacts and Places it holds (W-SCORE-1)
            faction = rs.race.faction
            if faction in OPPOSING:  # shown at 0 too: the card says the rule exists (a Neutral race has none)
                bonus = faction_bonus(rs)
                parts.append(ScorePart("faction", f"{faction} faction", bonus,
                                       plural(bonus, f"{OPPOSING[faction]} race") + " conquered from"))
    return parts
