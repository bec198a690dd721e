"""Computer players for Small World: ``make_bot(level, seed)`` for a level of ``BOT_LEVELS``.

- ``random``: a uniformly random legal move.
- ``greedy``: the best immediate move by a readable heuristic (combo value vs price, cheapest valuable conquests,
  decline when the race is thin, redeploy toward the enemy).
- ``strong``: determinized Monte-Carlo rollouts over the greedy policy for the big decisions (which combo, when
  to decline), the greedy policy for the rest.

Every bot sees only what its player may see (its own coins, never the others'), uses the public rules API only,
is deterministic for a seed, and never mutates the game it is given.
"""

from __future__ import annotations

from .base import Bot, RandomBot
from .greedy import GreedyBot
from .strong import StrongBot

BOT_LEVELS = ("random", "greedy", "strong")

_CLASSES = {"random": RandomBot, "greedy": GreedyBot, "strong": StrongBot}


def make_bot(level: str, seed: int = 0) -> Bot:
    """A bot of ``level`` (one of BOT_LEVELS, any case); ValueError naming the known levels otherwise."""
    key = str(level).strip().lower()
    if key not in _CLASSES:
        raise ValueError(f"Unknown bot level '{level}'. Known levels: {', '.join(BOT_LEVELS)}.")
    return _CLASSES[key](seed)


__all__ = ["BOT_LEVELS", "Bot", "GreedyBot", "RandomBot", "StrongBot", "make_bot"]
