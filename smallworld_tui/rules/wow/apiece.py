"""Artifacts and Legendary Places as plug-ins (W-AP-2): each is an ``Ability`` acting for the active race that
holds its region, face up — the same contract as races and powers (ability.py).

The WoW ruleset lists them as its ``others`` and answers its ``held`` hook with them (wow/ruleset.py), so the core asks
them where it asks a race's race and power (``Ruleset.pieces``: their moves at their turn points; the
redeployment's gain) and the WoW rules ask them for travel, losses and scoring. In-decline races get no effect
(W-AP-2); the Well of Eternity's majority is scored apart (places.py), for every race.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from ..ability import Ability
from ..events import ScorePart, score_line
from .artifacts import AP_MARKERS

if TYPE_CHECKING:  # pragma: no cover
    from ..core import GameCore
    from ..state import RaceState
    from .state import WowState

__all__ = ["APPiece", "holder", "holds"]


class APPiece(Ability):
    """An Artifact or a Legendary Place; ``name`` is its marker's (artifacts.py ``AP_MARKERS``)."""

    place: ClassVar[bool] = True

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        if cls.name:  # rule, texts and kind from the marker's table
            m = AP_MARKERS[cls.name]
            cls.rule, cls.text, cls.place, cls.help, cls.map_name = m.rule, m.text, m.place, m.help, m.short
            cls.group = "Legendary Places" if m.place else "Artifacts"

    def score_part(self, game: GameCore, rs: RaceState, coins: int) -> ScorePart:
        return score_line("place" if self.place else "artifact", self.name, coins, self.score_why(game, rs, coins))


def holder(g: GameCore, name: str) -> RaceState | None:
    """The race holding the region where marker ``name`` lies, if any (active or not)."""
    ws: WowState = g.ruleset_state
    rid = ws.ap_region.get(name)
    return g.r_race[rid] if rid is not None else None


def holds(g: GameCore, rs: RaceState, name: str) -> bool:
    """Whether piece ``name`` acts for ``rs`` now (W-AP-2: its marker face up in a region of ``rs``, active): is it
    in the ruleset's ``held`` (wow/ruleset.py), for one piece, found by one look-up instead of listing them all
    (tests/wow/test_wow_fast_paths.py compares the two)."""
    ws: WowState = g.ruleset_state
    rid = ws.ap_region.get(name)
    return rid is not None and rs.active and g.r_race[rid] is rs and name in g.face_up
