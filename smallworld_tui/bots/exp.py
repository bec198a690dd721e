"""What the bots know of the race-and-power expansions (RULES-EXP.md): pick values for their races and powers, one
table per pack, so that Cursed!'s Goblins and Kobolds are never taken for Small World of Warcraft's (whose tables are
keyed by that ruleset's name, bots/wow.py).

``heuristics(game)`` (bots/heuristics.py) gives an expanded game ``PackHeuristics`` for its packs. A piece a table
does not list (a pack grown since) is valued from its printed numbers: a small banner or badge usually pays for a
strong ability, so it is worth a few tokens more (``fallback_edge``). Questions the pieces ask are answered by
``end``'s defaults (X-INT-13), and their other ways of conquering are left to the ordinary conquest.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from .heuristics import Heuristics

if TYPE_CHECKING:  # pragma: no cover
    from ..rules import Game
    from ..rules.ruleset import Ruleset

# pack key -> race or power -> extra tokens its ability is worth (as greedy.TOKEN_EDGE for the base game)
EDGE: dict[str, dict[str, float]] = {
    "cursed": {"Goblins": 1.0, "Kobolds": -2.5,  # two per region: fewer regions for the tokens (X-RACE-KOBOLDS)
               "Cursed": 0.0, "Hordes of": 1.5, "Marauding": 2.0, "Ransacking": 0.0, "Were-": 1.5},
    "dames": {"Nomads": 0.0, "Priestesses": 1.0, "White Ladies": 2.5, "Historian": 0.0, "Peace-loving": 0.0},
    "bna": {"Barbarians": -1.0, "Homunculi": 0.5, "Leprechauns": 0.0, "Pixies": -1.5, "Witch Doctors": 1.0,
            "Barricade": 0.0, "Catapult": 1.0, "Corrupt": 0.0, "Imperial": 0.0, "Mercenary": 1.5},
    "royal": {"Fauns": 1.5, "Igors": 1.5, "Shrubmen": 0.5, "Aquatic": 0.0, "Behemoth": 1.5, "Fireball": 1.0},
    "spider": {"Ice Witches": 0.5, "Skags": 0.5, "Slingmen": 1.0, "Copycat": 1.0, "Lava": 0.5, "Soul-Touch": 0.5},
}
# pack key -> race or power -> coins a turn it scores beyond one per region, for the regions it holds
INCOME: dict[str, dict[str, Callable[[float], float]]] = {
    "cursed": {"Ransacking": lambda n: 0.5},
    "dames": {"Nomads": lambda n: 1.0, "Historian": lambda n: 1.0, "Peace-loving": lambda n: 1.5},
    "bna": {"Leprechauns": lambda n: n / 2, "Corrupt": lambda n: 0.5, "Imperial": lambda n: max(0.0, n - 3),
            "Barricade": lambda n: 3.0 if n <= 4 else 0.0},
    "royal": {},
    "spider": {"Skags": lambda n: 0.5, "Slingmen": lambda n: 0.5},
}
BANNER, BADGE = 6, 4.5  # about what a race's banner and a power's badge print when the ability is plain
FALLBACK = 0.4  # tokens of edge per token of banner or badge below those


def fallback_edge(banner: int | None, badge: int | None) -> float:
    """The edge of a piece no table lists, from its printed number (one of the two is None)."""
    if banner is not None:
        return FALLBACK * (BANNER - banner)
    return FALLBACK * (BADGE - badge) if badge is not None else 0.0


class PackHeuristics(Heuristics):
    """The expansions' pick values for one game's packs (``ruleset.expansions``)."""

    def __init__(self, ruleset: Ruleset) -> None:
        from ..rules.packs import find_pack

        edge: dict[str, float] = {}
        self._income: dict[str, Callable[[float], float]] = {}
        for key in ruleset.expansions:
            pack = find_pack(key)
            table = EDGE.get(key, {})
            for race in pack.races:
                edge[race.name] = table.get(race.name, fallback_edge(race.banner, None))
            for power in pack.powers:
                edge[power.name] = table.get(power.name, fallback_edge(None, power.badge))
            self._income.update(INCOME.get(key, {}))
        self.token_edge: Mapping[str, float] = edge

    def income(self, game: Game, race: str, regions: float) -> float:
        gain = self._income.get(race)
        return gain(regions) if gain is not None else 0.0

    def power_income(self, game: Game, power: str, regions: float) -> float:
        gain = self._income.get(power)
        return gain(regions) if gain is not None else 0.0
