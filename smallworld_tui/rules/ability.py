"""The plug-in contract every race and special power follows.

The core flow (``game.py``) never names a race or a power: it asks the active race's two abilities through
these hooks. A race or power is one small subclass that overrides only what it changes. Abilities are
stateless singletons; per-race state lives on ``RaceState``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from .events import ScorePart, plural

if TYPE_CHECKING:  # pragma: no cover
    from .board import Region
    from .core import GameCore
    from .events import Event
    from .state import RaceState


@dataclass(frozen=True, slots=True)
class Marker:
    """A kind of piece an ability puts on regions (R-GLOSS: Troll Lair, Fortress, Encampment, Hole, Hero,
    Dragon). The state keeps a count per region for each kind (``GameState.markers``)."""

    kind: str  # the key in ``GameState.markers`` and the word in RegionView ("lair")
    label: str  # how a sentence names one ("a Hero")
    defence: int = 0  # added to a conquest's cost per marker (R-CONQ-4)
    immune: bool = False  # makes the region immune (R-GLOSS-IMMUNE)
    kept_in_decline: bool = False  # stays when its race declines (R-DECL-2 step 3)
    returns: bool = False  # goes back to its owner's pool when the region is lost or abandoned (Encampments)


@dataclass(frozen=True, slots=True)
class AbilityMove:
    """A move an ability brings with it (DESIGN.md, "An ability brings its own moves"): its word in the notation
    (``kind``, followed by a region when ``takes_region``), the targets it offers now (``targets``: region ids,
    or ``[None]`` for a move without region; ``[]`` when it is not possible), why it is refused (``check``: raise
    IllegalAction; by default, a target not offered is refused) and what it does (``play``: change the game and
    append its events). The core offers it in the conquest step of a race holding the ability, checks it is that
    race's, enters the conquest step (READY) and records it like any move."""

    kind: str
    takes_region: bool
    targets: Callable[[GameCore, RaceState], list[int | None]]
    play: Callable[[GameCore, RaceState, int | None], None]
    text: str = ""  # one line for a player
    check: Callable[[GameCore, RaceState, int | None], None] | None = None


class Ability:
    """Defaults for every hook: no effect. Flags are read by the engine where the rule lives."""

    name: ClassVar[str] = ""
    rule: ClassVar[str] = ""  # the RULES.md id, e.g. "R-RACE-GHOULS"
    text: ClassVar[str] = ""  # one line a player understands

    # --- tokens -------------------------------------------------------------------------------------
    extra_tokens: ClassVar[int] = 0  # Amazons' +4, taken on pick
    offmap_after_redeploy: ClassVar[int] = 0  # Amazons: removed at REDEPLOY step 3, back at READY

    # --- where the race may go ------------------------------------------------------------------------
    enters_anywhere: ClassVar[bool] = False  # Halflings: first conquest through any targetable region
    flies: ClassVar[bool] = False  # Flying: any land region, no adjacency
    seafaring: ClassVar[bool] = False  # seas and lakes may be conquered while active
    cavern_links: ClassVar[bool] = False  # Underworld: caverns adjacent to each other
    cavern_reach: ClassVar[bool] = False  # WoW Kobolds: every cavern counts as adjacent, no travel (W-RACE-KOBOLDS)
    no_travel: ClassVar[bool] = False  # WoW Sailing: never pays the travel cost (W-POW-SAILING)

    # --- conquest -----------------------------------------------------------------------------------
    has_cost_mod: ClassVar[bool] = False
    berserk: ClassVar[bool] = False
    loses_no_token: ClassVar[bool] = False  # Elves while active

    def cost_reduction(self, game: GameCore, rs: RaceState, rid: int) -> int:
        """Tokens taken off the cost of conquering ``rid`` (R-CONQ-4 reductions)."""
        return 0

    def on_conquer(self, game: GameCore, rs: RaceState, rid: int, events: list[Event]) -> None:
        """Called after ``rs`` took ``rid`` (Troll Lair, Halfling Hole)."""

    # --- moves of its own ---------------------------------------------------------------------------
    moves: ClassVar[tuple[AbilityMove, ...]] = ()

    # --- markers ------------------------------------------------------------------------------------
    markers: ClassVar[tuple[Marker, ...]] = ()  # the kinds of marker this ability places
    marker_pool: ClassVar[int] = 0  # markers of a ``returns`` kind the race starts with off the map (Encampments)

    # --- redeployment and turn end --------------------------------------------------------------------
    marker_step: ClassVar[str | None] = None  # "fortress" | "camps" | "heroes"  (REDEPLOY step 4)
    end_choice: ClassVar[str | None] = None  # "ally" | "stout"  (END_CHOICES)

    def redeploy_gain(self, game: GameCore, rs: RaceState) -> int:
        """Tokens gained from the tray at REDEPLOY step 1 (Skeletons)."""
        return 0

    # --- decline ------------------------------------------------------------------------------------
    keeps_all_on_decline: ClassVar[bool] = False  # Ghouls
    spirit: ClassVar[bool] = False  # outside the one-decline limit
    badge_stays: ClassVar[bool] = False  # the badge stays with the declined banner, leaves play with it (W-DECL-1)

    # --- scoring ------------------------------------------------------------------------------------
    score_unit: ClassVar[str] = ""  # what one bonus coin counts ("mine region"); "" = no bonus while active
    decline_score_unit: ClassVar[str] = ""  # the same in decline (Dwarves)

    def score(self, game: GameCore, rs: RaceState) -> int:
        """Bonus coins at SCORE while the race is active (R-SCORE-2)."""
        return 0

    def decline_score(self, game: GameCore, rs: RaceState) -> int:
        """Bonus coins at SCORE while the race is in decline (R-SCORE-3)."""
        return 0

    def score_why(self, game: GameCore, rs: RaceState, coins: int) -> str:
        """What the bonus counted, in words: "2 mine regions" (a flat bonus overrides this)."""
        return plural(coins, self.score_unit or self.decline_score_unit)

    def score_part(self, game: GameCore, rs: RaceState, coins: int) -> ScorePart:
        return ScorePart("race" if isinstance(self, Race) else "power", self.name, coins,
                         self.score_why(game, rs, coins))

    def __repr__(self) -> str:
        return self.name


class Race(Ability):
    banner: ClassVar[int] = 0
    supply: ClassVar[int] = 0
    faction: ClassVar[str] = ""  # printed faction (W-FACT-1): "Alliance", "Horde", "Neutral"; "" in the base game


class Power(Ability):
    badge: ClassVar[int] = 0


def count_regions(game: GameCore, rs: RaceState, test: Callable[[Region], bool]) -> int:
    """How many of the race's regions pass ``test(region)`` — the shape of most scoring bonuses."""
    regions = game.board.regions
    return sum(1 for rid in rs.regions if test(regions[rid]))
