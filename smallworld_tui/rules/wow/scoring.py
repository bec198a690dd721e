"""WoW scoring (RULES-WOW.md W-SCORE, W-FACT): 1 coin per region of every race (water included), plus the active
race's race, power, Artifact and Place bonuses and the faction bonus (doubled with the Battleground); an in-decline
race earns its regions and the Well of Eternity's majority only (W-SCORE-2)."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from ..events import ScorePart, plural
from ..ruleset import in_play_taxers, race_score
from .artifacts import WELL
from .places import OPPOSING, faction_bonus, well_bonus

if TYPE_CHECKING:  # pragma: no cover
    from ..core import GameCore
    from ..state import PlayerState, RaceState


def score(g: GameCore, pl: PlayerState) -> list[ScorePart]:
    """One player's SCORE, line by line (the WoW ruleset's ``score`` hook): his races in ``pl.races()``' order, the
    active one first (the only one with a faction bonus), without a tuple of them nor a test per race."""
    well_up = WELL in g.face_up  # ``well_bonus`` is 0 without the call while the Well is not face up (as a rule)
    taxers = in_play_taxers(g)  # X-INT-7's, asked once for his races
    rs = pl.active
    if rs is None:
        parts: list[ScorePart] = []
    else:
        parts = race_score(g, rs, taxers)  # a list of its own: regions; race, power, the pieces it holds (W-SCORE-1)
        faction, bonus = faction_bonus(g, rs)  # the Battleground's side for a Neutral race (W-PLACE-BATTLEGROUND)
        if faction:  # shown at 0 too: the card says the rule exists (a Neutral race has none)
            parts.append(faction_part(faction, bonus))
        if well_up:
            _well(g, rs, parts)
    for rs in pl.declined:
        parts += race_score(g, rs, taxers)
        if well_up:
            _well(g, rs, parts)
    return parts


def _well(g: GameCore, rs: RaceState, parts: list[ScorePart]) -> None:
    """W-SCORE-1: the Well of Eternity's line, for any of his races, active or in decline."""
    well = well_bonus(g, rs)
    if well:
        parts.append(ScorePart("place", WELL, well, "most regions around it"))


@cache
def faction_part(faction: str, bonus: int) -> ScorePart:
    """The faction bonus' line (W-FACT-2): made once per faction and bonus (a handful; ScorePart is immutable, so
    score cards share it) instead of at every SCORE of every active race."""
    return ScorePart("faction", f"{faction} faction", bonus,
                     plural(bonus, f"{OPPOSING[faction]} race") + " conquered from")
