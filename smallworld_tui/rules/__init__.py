"""Small World's rules as a pure library: pydantic and the standard library only (no textual, no rich).

The public API is fixed by DESIGN.md; see ``Game`` for the entry point. The rulesets are found by name
(``find_ruleset("wow")``, registry.py); ``BASE`` and ``WOW`` are imported on first use, so a base game never
imports Small World of Warcraft.
"""

from typing import TYPE_CHECKING, Any

from .actions import Action
from .board import Board, BoardError, Region, bundled_board, load_board
from .costs import CoinDue, CostBreakdown, CostPart
from .errors import Code, IllegalAction, NotAMove, PositionError, RulesError, SaveError, SetupError
from .events import (
    Abandoned,
    AllyNamed,
    BerserkRolled,
    CampsPitched,
    Conquered,
    Converted,
    Declined,
    Event,
    FortressBuilt,
    Gained,
    GameOver,
    HeroesStationed,
    HoleDug,
    LairBuilt,
    LeftPlay,
    Lost,
    Picked,
    PlayerStarted,
    RaceEvent,
    Redeployed,
    Rolled,
    Scored,
    ScorePart,
    SetAside,
    TribeWiped,
    TurnBegan,
    Withdrew,
)
from .game import Game
from .phases import Phase
from .powers import POWERS
from .races import RACES
from .record import load_game, read_save, save_game, write_atomic
from .registry import find_ruleset, register_ruleset, rulesets
from .views import Combo, EndPreview, RaceView, RegionView, StepView

__all__ = [
    "Action", "Board", "BoardError", "CoinDue", "Code", "Combo", "CostBreakdown", "CostPart", "EndPreview", "Event",
    "Game", "IllegalAction", "NotAMove",
    "Phase", "POWERS",
    "PositionError", "RACES", "RaceView", "Region", "RegionView", "RulesError", "SaveError", "SetupError", "StepView",
    "bundled_board", "load_board", "load_game", "read_save", "save_game", "write_atomic",
    # rulesets (BASE and WOW are imported on first use: module ``__getattr__`` below)
    "BASE", "WOW", "find_ruleset", "register_ruleset", "rulesets",
    # events (one class per kind; ``Event`` is their base)
    "Abandoned", "AllyNamed", "BerserkRolled", "CampsPitched", "Conquered", "Converted", "Declined", "FortressBuilt",
    "Gained", "GameOver", "HeroesStationed", "HoleDug", "LairBuilt", "LeftPlay", "Lost", "Picked", "PlayerStarted",
    "RaceEvent", "Redeployed", "Rolled", "Scored", "ScorePart", "SetAside", "TribeWiped", "TurnBegan", "Withdrew",
]

if TYPE_CHECKING:  # pragma: no cover
    from .ruleset import BASE, Ruleset

    WOW: Ruleset


def __getattr__(name: str) -> Any:
    """``BASE`` and ``WOW``, found by the registry when first asked for (PEP 562)."""
    if name in ("BASE", "WOW"):
        ruleset = find_ruleset(name.lower())
        globals()[name] = ruleset
        return ruleset
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
