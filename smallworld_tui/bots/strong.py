"""Level "strong" (placeholder until the search lands: plays the greedy policy)."""

from __future__ import annotations

from .greedy import GreedyBot


class StrongBot(GreedyBot):
    level = "strong"
