"""What the bots know of a ruleset beyond the base game, found by the ruleset's name (as ``rules/registry.py``
finds rulesets): the greedy bot asks ``heuristics(game)`` and never names a ruleset's module.

``Heuristics`` is the neutral default, for a ruleset that brings none: no bonus, no answer, so the base-game
policy decides everything. Small World of Warcraft's live in ``bots/wow.py`` (``HEURISTICS``), imported when a
game of it first asks; another ruleset registers its own: ``register_heuristics("Toy", ToyHeuristics())``.
A game with expansions (``ruleset.expansions``) gets the packs' own (``bots/exp.py``), keyed by its ruleset's name
and packs, so a pack's piece is never taken for another ruleset's of the same name.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from ..rules import Action, Game, RegionView


class Heuristics:
    """A ruleset's knowledge for the greedy bot; every answer here is the neutral one."""

    token_edge: Mapping[str, float] = {}  # races and powers worth this many extra tokens (beyond the base game's)
    pillage_rules: frozenset[str] = frozenset()  # rule IDs scoring every non-empty region conquered

    def income(self, game: Game, race: str, regions: float) -> float:
        """Coins a turn, beyond the base game's bonuses, the race would bring a fresh combo."""
        return 0.0

    def power_income(self, game: Game, power: str, regions: float) -> float:
        """Coins a turn, beyond the base game's bonuses, the power would bring a fresh combo."""
        return 0.0

    def region_value(self, game: Game, race: str, view: RegionView) -> float:
        """Coins a turn, beyond the base game's, a region is worth to ``race`` conquering it."""
        return 0.0

    def region_parts(self, game: Game, race: str, view: RegionView) -> list[tuple[str, float]]:
        """``region_value``'s terms in words, for a hint (asked only then, never in play): one lump by default."""
        value = self.region_value(game, race, view)
        return [(f"{game.ruleset.name}'s own worth of it", value)] if value else []

    def step_move(self, game: Game, me: int, step: str, options: dict[str, list[Action]],
                  threat: dict[int, float]) -> Action | None:
        """The answer to the ruleset's own question ``step`` (None: ``end``'s default)."""
        return None

    def step_reason(self, game: Game, action: Action) -> str:
        """Why ``step_move`` answers with ``action``, in words, for a hint ('' when it says nothing)."""
        return ""

    def conquest(self, game: Game, me: int, kinds: dict[str, list[Action]], value: Callable[[Action], float],
                 price: dict[int, int]) -> Action | None:
        """A conquest move of the ruleset's own taken before the ordinary ones (None: none)."""
        return None

    def cheaper_conquests(self, game: Game, kinds: dict[str, list[Action]], costs: dict[int, int],
                          price: dict[int, int], views: Mapping[int, RegionView]) -> list[Action]:
        """The ruleset's own conquest moves weighed with the ordinary ones, their costs put in ``costs``."""
        return []


NEUTRAL = Heuristics()
_MODULES = {"Small World of Warcraft": "smallworld_tui.bots.wow"}  # ruleset name -> module with HEURISTICS
_FOUND: dict[str, Heuristics] = {}
_PACKED: dict[tuple[str, tuple[str, ...]], Heuristics] = {}  # (ruleset name, pack keys) -> the packs' heuristics


def register_heuristics(ruleset: str, heuristics: Heuristics) -> None:
    """Make ``heuristics`` what the bots know of the ruleset named ``ruleset`` (``Ruleset.name``)."""
    _FOUND[ruleset] = heuristics


def heuristics(game: Game) -> Heuristics:
    """What the bots know of the game's ruleset: its own heuristics, else the neutral ones."""
    ruleset = game.ruleset
    if ruleset.expansions:
        packed = _PACKED.get((ruleset.name, ruleset.expansions))
        if packed is None:
            from .exp import PackHeuristics

            packed = _PACKED[(ruleset.name, ruleset.expansions)] = PackHeuristics(ruleset)
        return packed
    name = ruleset.name
    found = _FOUND.get(name)
    if found is None:
        module = _MODULES.get(name)
        found = _FOUND[name] = import_module(module).HEURISTICS if module else NEUTRAL
    return found
