"""Positions for the tests of the pack "dames" and its scoring powers: ``powkit``'s, in a game with expansions."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

# the rule tests' helpers (tests/rules/powkit.py); no conftest.py here: pytest would load it as the module
# "conftest", in place of tests/app's, which app tests import by that name
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from powkit import NAMES  # noqa: E402

from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.packs import expanded
from smallworld_tui.rules.ruleset import BASE


def exp_game(*races: dict[str, Any], seat: int = 0, players: int = 2, packs: tuple[str, ...] = ("dames",),
             **extra: Any) -> Game:
    """The game of a written position (powkit's ``entry`` races, no Lost Tribes unless given) in the base game with
    ``packs``, ``seat`` about to play."""
    return Game.from_position(bundled_board(players), {"players": NAMES[:players], "seat": seat,
                                                       "races": list(races), **extra},
                              ruleset=expanded(BASE, packs))


def exp_again(g: Game, seat: int = 0, **extra: Any) -> Game:
    """The same position with ``seat``'s turn starting (set up again through the public position)."""
    return Game.from_position(g.board, {**g.position(), "seat": seat, **extra}, ruleset=g.ruleset)


def earned(events: list[Any], seat: int) -> list[int]:
    """The coins the stash paid ``seat`` at once among ``events`` (the public ``earned`` events)."""
    return [e.coins for e in events if e.kind == "earned" and e.seat == seat]
