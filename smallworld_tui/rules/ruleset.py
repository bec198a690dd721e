"""A ruleset: what differs between games of the Small World family (DESIGN.md, "Rulesets, state and moves").

The base game is the first ruleset, ``BASE``; ``Game.new(..., ruleset=...)`` defaults to it. The turn flow, the
state and the public API are shared; a ruleset brings its catalogue (races, powers and the markers they place),
its die, its turn track and the board it is played on.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from .ability import Marker, Power, Race
from .powers import POWERS
from .races import RACES

DIE_FACES = (0, 0, 0, 1, 2, 3)  # R-COMP-4
TURNS_BY_PLAYERS = {2: 10, 3: 10, 4: 9, 5: 8}  # R-COMP-6


@dataclass(frozen=True)
class Ruleset:
    name: str
    races: Mapping[str, Race]  # the catalogue, in stack order before shuffling
    powers: Mapping[str, Power]
    die: tuple[int, ...] = DIE_FACES  # the reinforcement die's faces
    turns: Mapping[int, int] = field(default_factory=lambda: dict(TURNS_BY_PLAYERS))  # game turns per players
    players: tuple[int, int] = (2, 5)  # fewest and most players
    markers: tuple[Marker, ...] = ()  # every kind of marker: derived from the catalogue

    def __post_init__(self) -> None:
        kinds: dict[str, Marker] = {}
        for ability in (*self.races.values(), *self.powers.values()):
            for m in ability.markers:
                kinds.setdefault(m.kind, m)
        object.__setattr__(self, "markers", tuple(kinds.values()))

    def marker(self, kind: str) -> Marker:
        for m in self.markers:
            if m.kind == kind:
                return m
        raise KeyError(f"No marker '{kind}' in {self.name}.")


BASE = Ruleset("Small World", RACES, POWERS)
