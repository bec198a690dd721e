"""Set-up for the Be Not Afraid... tests: positions of the bna game (``Game.from_position`` with the pack), on the
2-player map of tests/rules/powkit.py."""

from __future__ import annotations

from powkit import NAMES

from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.packs import expanded
from smallworld_tui.rules.ruleset import BASE

BNA = expanded(BASE, "bna")


def bna_game(*races: dict, seat: int = 0, players: int = 2, **extra) -> Game:
    """The bna game of a written position (no Lost Tribes unless given), ``seat`` about to play."""
    return Game.from_position(bundled_board(players), {"players": NAMES[:players], "seat": seat,
                                                       "races": list(races), **extra}, BNA)


def bna_again(g: Game, seat: int = 0) -> Game:
    """The same position with ``seat``'s turn starting."""
    return Game.from_position(g.board, {**g.position(), "seat": seat}, BNA)


def picked(races: list[str], powers: list[str], players: int = 2, dice: tuple[int, ...] = (), seed: int = 1) -> Game:
    """A bna game at its start with the column's top forced."""
    return Game.new(bundled_board(players), NAMES[:players], seed=seed, races=races, powers=powers,
                    dice=list(dice), expansions=["bna"])


def coins(g: Game) -> list[int]:
    return [g.coins(s) for s in range(len(g.players))]
