"""Positions for the Royal Bonus and distance-2 tests (engineer royal): ``powkit``'s form over the base game with
the race-and-power packs, written through the public ``Game.from_position``. Region ids are the 2-player map's
(powkit names them)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from smallworld_tui.rules import BASE, Game, bundled_board
from smallworld_tui.rules.actions import parse
from smallworld_tui.rules.packs import expanded

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # powkit, beside the base game's rule tests
from powkit import NAMES, entry, legal, play, race_of  # noqa: E402

__all__ = ["NAMES", "entry", "exp_game", "legal", "play", "race_of", "random_games"]

PACKS = ("royal", "bna", "spider")


def exp_game(*races: dict, seat: int = 0, players: int = 2, packs: tuple[str, ...] = PACKS, **extra) -> Game:
    """The game of a written position with ``packs`` (no Lost Tribes unless given), ``seat`` about to play."""
    return Game.from_position(bundled_board(players), {"players": NAMES[:players], "seat": seat,
                                                       "races": list(races), **extra},
                              ruleset=expanded(BASE, packs))


def random_games(pack: str, races: list[str], powers: list[str], seeds: range, check) -> int:
    """Play seeded random games with ``pack`` only at 2-5 players, the given pieces on top of the stacks (so they
    are picked), ``check(game)`` after every move; half of the games save, load and play on from the loaded copy,
    which must match move for move. Returns how many moves of the pieces' own kinds were played."""
    played = 0
    for seed in seeds:
        players = 2 + seed % 4
        rng = random.Random(seed)
        g = Game.new(None, NAMES[:players], seed=seed, races=rng.sample(races, len(races)),
                     powers=rng.sample(powers, len(powers)), expansions=[pack])
        own = set(g.ruleset.moves)
        save_at = rng.randrange(20, 200)
        while not g.is_over:
            assert len(g.moves) < 3000, "the game does not end"
            actions = g.legal_actions()
            mine = [a for a in actions if a.kind in own]
            action = rng.choice(mine if mine and rng.random() < 0.5 else actions)
            played += action.kind in own
            if action.kind in own:
                assert parse(str(action), g) == action  # the notation round trip
            g.play(str(action)) if rng.random() < 0.2 else g.apply(action)
            check(g)
            if len(g.moves) == save_at and seed % 2:
                loaded = Game.from_json(g.to_json())
                assert loaded.position() == g.position()
                twin = random.Random(seed * 7)
                copy, moves = g.copy(), []
                while not copy.is_over and len(moves) < 60:
                    pick = twin.choice(copy.legal_actions())
                    moves.append(str(pick))
                    copy.apply(pick)
                for move in moves:
                    loaded.play(move)
                assert loaded.position() == copy.position()
    return played
