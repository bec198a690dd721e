"""Shared set-up for the island board and setup tests: the board and setup hooks of Small World of Warcraft on
their own (``ISLANDS``, with the base catalogue), so these tests do not depend on the WoW races and powers."""

from __future__ import annotations

from smallworld_tui.rules import Game
from smallworld_tui.rules.powers import POWERS
from smallworld_tui.rules.races import RACES
from smallworld_tui.rules.ruleset import Ruleset
from smallworld_tui.rules.wow.islandboard import deal_islands
from smallworld_tui.rules.wow.setup import wow_setup
from smallworld_tui.rules.wow.state import WowState

ISLANDS = Ruleset("Small World of Warcraft (islands only)", RACES, POWERS, board=deal_islands, setup=wow_setup,
                  tribe="Murloc", state=WowState)  # WoW's setup deals its markers into WoW's own state
NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


def new(players: int = 3, seed: int = 0, **kwargs: object) -> Game:
    """A new game on islands drawn (or fixed by ``islands=``) with ``seed``."""
    return Game.new(None, NAMES[:players], seed=seed, ruleset=ISLANDS, **kwargs)  # type: ignore[arg-type]


def faces(g: Game) -> tuple[str, ...]:
    return tuple(i.name for i in g.board.parts)
