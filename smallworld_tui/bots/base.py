"""What every computer player shares: the ``Bot`` contract and small public-information helpers.

A bot only reads the public API of ``smallworld_tui.rules`` and only what its own player may see (R-HIDE): the
board, the column, every race's regions and tokens, and its *own* coin total. It never calls
``game.coins(other_seat)``; any look-ahead runs on ``game.determinized(seat, seed)``, a copy in which hidden things
(other players' coins, the stacks, the die) are re-dealt.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from ..rules import Action, Game


class Bot:
    """A computer player. ``choose(game)`` returns one of ``game.legal_actions()`` for ``game.current_player``
    and never changes ``game``. The choice depends only on the bot's seed and the game's visible state, so the
    same seed replays the same game (and asking twice gives the same answer)."""

    level = "bot"

    def __init__(self, seed: int = 0):
        self.seed = seed

    def rng(self, game: Game) -> random.Random:
        """A random source fixed by the seed and the position (number of moves so far), not by call history."""
        return random.Random(self.seed * 1_000_003 + len(game.moves) * 7_919 + game.current_player)

    def choose(self, game: Game) -> Action:  # pragma: no cover - abstract
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"


class RandomBot(Bot):
    """Level "random": a uniformly random legal move."""

    level = "random"

    def choose(self, game: Game) -> Action:
        actions = game.legal_actions()
        if not actions:
            raise ValueError("The game is over: there is no move to choose.")
        return self.rng(game).choice(actions)
