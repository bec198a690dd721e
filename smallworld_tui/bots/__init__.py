"""Computer players for Small World: ``make_bot(level, seed)`` for a level of ``BOT_LEVELS``.

- ``random``: a uniformly random legal move.
- ``greedy``: the best immediate move by a readable heuristic (combo value vs price, cheapest valuable conquests,
  decline when the race is thin, redeploy toward the enemy).
- ``strong``: determinized Monte-Carlo rollouts over the greedy policy for the big decisions (which combo, when
  to decline), the greedy policy for the rest.
- ``expert``: the same decisions searched for a thinking budget (1 s by default, or a number of rollouts), every
  candidate combo compared, the weak ones dropped early.

A seat kind names a level and, for expert, its budget: ``expert``, ``expert:2.5s`` (seconds per searched
decision) or ``expert:400it`` (rollouts: the same seed replays the same game). It is what a save keeps per seat.

Every bot sees only what its player may see (its own coins, never the others'), uses the public rules API only,
is deterministic for a seed, and never mutates the game it is given.
"""

from __future__ import annotations

from .base import Bot, RandomBot
from .expert import ExpertBot, check_iterations, check_think
from .greedy import GreedyBot
from .strong import StrongBot

BOT_LEVELS = ("random", "greedy", "strong", "expert")
THINKING = ("expert",)  # the levels that take a thinking budget
# how each level plays and how long it thinks, in a few words (the new-game form and ``smallworld --help``); the
# figures are the README's, measured by benchmarks/bots.py on a 2-core machine
LEVEL_WORDS = {
    "random": "any legal move, at once",
    "greedy": "the best-looking move now by a readable heuristic, at once",
    "strong": "plays out the big choices (combo, decline) with rollouts, about 0.1 s a turn",
    "expert": "searches every big choice to the game's end, 1 s a decision (--think)",
}

_CLASSES: dict[str, type[Bot]] = {"random": RandomBot, "greedy": GreedyBot, "strong": StrongBot}


def parse_seat(kind: str) -> tuple[str, float | None, int | None]:
    """A bot seat kind as (level, seconds, iterations): ``expert:2.5s`` -> ("expert", 2.5, None),
    ``expert:400it`` -> ("expert", None, 400), ``greedy`` -> ("greedy", None, None). ValueError in one line for
    an unknown level or a bad budget."""
    text = str(kind).strip().lower()
    level, sep, budget = text.partition(":")
    if level not in BOT_LEVELS:
        raise ValueError(f"Unknown bot level '{level}'. Known levels: {', '.join(BOT_LEVELS)}.")
    if not sep:
        return level, None, None
    if level not in THINKING:
        raise ValueError(f"The {level} bot takes no thinking budget ('{text}'): only {', '.join(THINKING)} does.")
    if budget.endswith("it") and budget[:-2].isdigit():
        return level, None, check_iterations(int(budget[:-2]))
    if budget.endswith("s"):
        return level, check_think(budget[:-1]), None
    raise ValueError(f"Unreadable thinking budget '{budget}': write seconds (2.5s) or rollouts (400it).")


def seat_kind(level: str, think: float | None = None, think_iterations: int | None = None) -> str:
    """The seat kind a save keeps: ``level``, with the budget for a thinking level (iterations win over seconds);
    ValueError for a bad level or budget."""
    level, seconds, iterations = parse_seat(level)
    if level not in THINKING:
        return level
    iterations = check_iterations(think_iterations) if think_iterations is not None else iterations
    if iterations is not None:
        return f"{level}:{iterations}it"
    seconds = check_think(think) if think is not None else seconds
    return f"{level}:{seconds:g}s" if seconds is not None else level


def make_bot(level: str, seed: int = 0, *, think: float | None = None, think_iterations: int | None = None) -> Bot:
    """A bot of ``level`` (one of BOT_LEVELS or a seat kind such as ``expert:2s``, any case); ValueError naming
    the known levels otherwise. ``think`` (seconds) and ``think_iterations`` (rollouts: deterministic) set an
    expert's budget, over the seat kind's; the other levels ignore them."""
    key, seconds, iterations = parse_seat(level)
    if key == "expert":
        if think_iterations is not None or think is not None:
            seconds, iterations = think, think_iterations
        return ExpertBot(seed, think=seconds, think_iterations=iterations)
    return _CLASSES[key](seed)


__all__ = ["BOT_LEVELS", "LEVEL_WORDS", "THINKING", "Bot", "ExpertBot", "GreedyBot", "RandomBot", "StrongBot",
           "check_iterations", "check_think", "make_bot", "parse_seat", "seat_kind"]
