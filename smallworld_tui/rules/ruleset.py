"""A ruleset: what differs between games of the Small World family (DESIGN.md, "Rulesets, state and moves").

The base game is the first ruleset, ``BASE``; ``Game.new(..., ruleset=...)`` defaults to it. The turn flow, the
declared state (state.py) and the public API are shared. A ruleset brings:

- its catalogue: races and powers (``Ability`` plug-ins), the markers they place (``Marker``) and the moves they
  bring (``AbilityMove``) — both derived from the catalogue, so adding a piece touches its file and the catalogue;
- which pieces are asked at a turn point (``pieces``: the active race's race and power here; WoW adds the
  Artifacts and Places that race holds) and in which order one point asks its questions (``step_order``: WoW's
  placements go Forts, Watch Towers, Aegis, Heart, Bombs, Military Objectives);
- the die, the turn track and the number of players;
- hooks: ``setup`` (what stands on the map before the first turn: Lost Tribes here) and ``score`` (the
  breakdown of one player's coins at SCORE, as ``ScorePart`` lines). The conquest rules are
  ``conquest.block`` (may this race target R: R-CONQ-1..3, the first conquest) and ``conquest.raw_cost``
  (R-CONQ-4); they are the next two hooks to lift here when a second ruleset needs them.

How Small World of Warcraft (RULES-WOW.md) fits:

- **Islands as separate graphs** (W-MAP-3): the game's board is the union of the drawn faces, region ids
  renumbered face by face (islands.py builds and validates the faces); adjacency never crosses faces, so the flat
  per-region lists of the state (``r_race``, ``r_tokens``, ``markers``…) and ``adjacency`` need no change. A
  region's face is a static per-region tuple beside ``adjacency``.
- **Entry regions and the transport cost** (W-CONQ-2/3/4): ``Region.entry`` already marks where a first conquest
  may start; WoW's ``block`` also allows any entry region later, and its ``raw_cost`` adds 1 travel when the entry
  is not adjacent to the race (0 with Sailing, the Meeting Stone…): both are the ruleset's conquest hooks.
- **Murlocs** (W-MUR): an in-decline race owned by no player. In the state they are a per-region count like
  ``r_tribe`` (one per region, non-empty for R-CONQ-13, defenders in the cost), placed by WoW's ``setup`` hook on
  the ``murloc`` regions; conquering them sends the token to the box, as a Lost Tribe.
- **Factions** (W-FACT): a printed attribute of each WoW race (a ``ClassVar`` on its ``Race``); the bonus is a
  line of WoW's ``score`` hook, reading the conquests recorded this turn (``RaceState`` gains the list of races
  conquered from, declared in state.py).
- **Artifacts and Places as pieces that move** (W-AP): a ``Marker`` kind each, with an owner that changes: they
  lie in a region (``markers``), pass to the conqueror with it (W-CONQ-5), and their effects are abilities of
  their own — the same plug-in contract as races and powers (hooks for cost, score, moves), asked for the race
  holding the region.
- **Beasts, the Champion, Forts, Wisp Walls**: markers with ``defence``/``returns`` like Encampments and Fortresses.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .ability import Ability, AbilityMove, Marker, Power, Race
from .events import ScorePart, plural
from .powers import POWERS
from .races import RACES

if TYPE_CHECKING:  # pragma: no cover
    from .core import GameCore
    from .state import PlayerState, RaceState

DIE_FACES = (0, 0, 0, 1, 2, 3)  # R-COMP-4
TURNS_BY_PLAYERS = {2: 10, 3: 10, 4: 9, 5: 8}  # R-COMP-6


def base_setup(g: GameCore) -> None:
    """R-SETUP-3: a Lost Tribe token on every region whose board entry says so."""
    g.r_tribe = [int(r.lost_tribe) for r in g.board.regions]


def base_pieces(g: GameCore) -> list[tuple[Ability, RaceState]]:
    """The pieces whose moves are offered now, each with the race it acts for: the current player's active race
    and power (in decline they have none, R-DECL-5). WoW adds the Artifacts and Places that race holds."""
    rs = g.p[g.seat].active
    return [(rs.race, rs), (rs.power, rs)] if rs is not None else []


def base_score(g: GameCore, pl: PlayerState) -> list[ScorePart]:
    """R-SCORE: 1 per region of every race, plus the active race's bonuses and the in-decline ones."""
    parts: list[ScorePart] = []
    for rs in pl.races():
        held = len(rs.regions)
        parts.append(ScorePart("regions", rs.title, held, plural(held, "region")))
        if rs.active:
            parts += (ab.score_part(g, rs, ab.score(g, rs)) for ab in (rs.race, rs.power) if ab.score_unit)
        elif rs.race.decline_score_unit:
            parts.append(rs.race.score_part(g, rs, rs.race.decline_score(g, rs)))
    return parts


@dataclass(frozen=True)
class Ruleset:
    name: str
    races: Mapping[str, Race]  # the catalogue, in stack order before shuffling
    powers: Mapping[str, Power]
    die: tuple[int, ...] = DIE_FACES  # the reinforcement die's faces
    turns: Mapping[int, int] = field(default_factory=lambda: dict(TURNS_BY_PLAYERS))  # game turns per players
    players: tuple[int, int] = (2, 5)  # fewest and most players
    setup: Callable[[GameCore], None] = base_setup  # what stands on the map before the first turn
    score: Callable[[GameCore, PlayerState], list[ScorePart]] = base_score  # one player's SCORE, line by line
    pieces: Callable[[GameCore], list[tuple[Ability, RaceState]]] = base_pieces  # who is asked at a turn point
    step_order: tuple[str, ...] = ()  # questions' names in the order one turn point asks them (W-TURN-2 step 3)
    markers: tuple[Marker, ...] = ()  # every kind of marker: derived from the catalogue
    moves: Mapping[str, tuple[Ability, AbilityMove]] = field(default_factory=dict)  # abilities' own moves: derived

    def __post_init__(self) -> None:
        kinds: dict[str, Marker] = {}
        moves: dict[str, tuple[Ability, AbilityMove]] = {}
        for ability in (*self.races.values(), *self.powers.values()):
            for m in ability.markers:
                kinds.setdefault(m.kind, m)
            for move in ability.moves:
                if move.kind in moves:
                    raise ValueError(f"Two abilities declare the move '{move.kind}'.")
                moves[move.kind] = (ability, move)
        object.__setattr__(self, "markers", tuple(kinds.values()))
        object.__setattr__(self, "moves", moves)

    def marker(self, kind: str) -> Marker:
        for m in self.markers:
            if m.kind == kind:
                return m
        raise KeyError(f"No marker '{kind}' in {self.name}.")


BASE = Ruleset("Small World", RACES, POWERS)
