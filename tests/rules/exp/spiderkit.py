"""Set-up for the A Spider's Web tests (RULES-EXP.md): positions and games of the base game with the pack, through
the public API (``Game.from_position`` with the expanded ruleset); the region ids of powkit (the 2-player map)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # tests/rules: powkit

from powkit import NAMES, entry, play  # noqa: E402

from smallworld_tui.rules import Game, bundled_board  # noqa: E402
from smallworld_tui.rules.packs import expanded  # noqa: E402
from smallworld_tui.rules.ruleset import BASE  # noqa: E402

SPIDER = expanded(BASE, ["spider"])
__all__ = ["NAMES", "SPIDER", "entry", "on_map", "play", "spider_game", "spider_again"]


def spider_game(*races: dict, seat: int = 0, players: int = 2, **extra) -> Game:
    """The game of a written position with A Spider's Web (no Lost Tribes unless given), ``seat`` about to play."""
    return Game.from_position(bundled_board(players), {"players": NAMES[:players], "seat": seat,
                                                       "races": list(races), **extra}, SPIDER)


def spider_again(g: Game, seat: int = 0) -> Game:
    """The same position with ``seat``'s turn starting."""
    return Game.from_position(g.board, {**g.position(), "seat": seat}, SPIDER)


def on_map(g: Game, kind: str) -> list[int]:
    """The regions where a marker of ``kind`` lies, as the views show them."""
    return [r for r in range(len(g.board.regions)) if dict(g.region(r).markers).get(kind)]
