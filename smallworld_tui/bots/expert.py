"""Level "expert": determinized search at the big decisions, as long as its thinking budget allows.

The strong bot compares a few candidate moves with a fixed dozen rollouts each. The expert compares every
sensible candidate at more decisions (which combo: up to six picks; whether to decline; Stout's decline; the
first conquest of a turn: the greedy one and the next two by value per token; where to redeploy: the greedy
layout and the next two by defence) and spends a *budget* on each:

1. each iteration re-deals what the bot cannot see (``game.determinized(me, seed)``: the others' coins, the
   stacks, the die, face-down markers; it never reads hidden information) and plays every surviving candidate
   on that same deal (common random numbers), then the greedy policy for everyone to the end of the game
   (``horizon`` rounds at most: a whole game's rollout judged the decline and the pick far better than three
   rounds and an estimate of the income to come: 67% against strong in 30 games at 300 rollouts, where three
   rounds won 48%);
2. a future is scored as the strong bot scores it (my coins gained minus the opponents' mean, plus the regions
   held at the horizon as the income still to come);
3. after a few rounds, a candidate whose paired difference to the leader is clearly negative (two standard
   errors) is dropped, so the budget goes to the close calls; when one candidate is left, it stops early;
4. the candidate with the best mean is played.

The budget is seconds of thinking (``think``, 1 s by default) or, when ``think_iterations`` is given, a number
of rollouts: then a seed and a budget replay the same game exactly (the tests use it). Every other move is the
greedy policy's.
"""

from __future__ import annotations

import math
import threading
import time
from typing import TYPE_CHECKING

from ..rules import Phase
from .greedy import GreedyBot, Views, at, combo_of, combo_value, layout_score, target_value
from .strong import margin

if TYPE_CHECKING:  # pragma: no cover
    from ..rules import Action, Game

DEFAULT_THINK = 1.0  # seconds per searched decision
MAX_THINK = 600.0  # ten minutes: more is a typing mistake
MAX_ITERATIONS = 1_000_000
PRUNE_AFTER = 6  # rounds before a candidate may be dropped


class ExpertBot(GreedyBot):
    """Greedy play (the plain argmax: the expert varies through its seed's re-deals), with a budgeted determinized
    search at the pick, the decline choice, Stout's decline, a turn's first conquest and the redeployment."""

    level = "expert"

    def __init__(self, seed: int = 0, think: float | None = None, think_iterations: int | None = None,
                 horizon: int = 99, candidates: int = 6, alternatives: int = 2):
        super().__init__(seed, vary=False)
        self.think = check_think(think) if think is not None else DEFAULT_THINK
        self.think_iterations = check_iterations(think_iterations) if think_iterations is not None else None
        self.horizon = horizon  # rounds played in each future: by default to the end of the game
        self.candidates = candidates  # picks compared
        self.alternatives = alternatives  # conquests compared with the greedy first move of a turn
        self.policy = GreedyBot(seed, vary=False)
        self.last_iterations = 0  # rollouts of the last searched decision (for the benchmark's rate)
        self.last_seconds = 0.0
        self.last_means: list[float | None] = []  # the last search's mean margin per option (None: no rollout),
        # what a hint tells (bots/hint.py)
        self.stop: threading.Event | None = None  # set from another thread: the search ends after the rollout
        # under way (a hint the player no longer waits for)

    def __repr__(self) -> str:
        budget = f"think_iterations={self.think_iterations}" if self.think_iterations else f"think={self.think:g}"
        return f"{type(self).__name__}(seed={self.seed}, {budget})"

    def choose(self, game: Game, decline: bool = True) -> Action:
        options = self.candidate_moves(game)
        if len(options) <= 1:
            return options[0] if options else super().choose(game)
        return options[self.search(game, options)]

    def candidate_moves(self, game: Game) -> list[Action]:
        """The moves worth searching here; [] or one move means: play the greedy move."""
        actions = game.legal_actions()
        phase = game.phase
        if game.phase_word == "stout":
            return [a for a in actions if a.kind in ("decline", "end")]
        if any(a.ghouls for a in actions):
            return []  # the Ghouls' phase comes before the pick, which is searched after it
        if phase == Phase.START:
            declines = [a for a in actions if a.kind == "decline"] if game.num_turns > game.turn else []
            return declines[:1] + self.first_moves(game, actions)  # never decline in the last turn
        if phase == Phase.PICK:
            picks = [a for a in actions if a.kind == "pick"]
            column = game.column_view()
            picks.sort(key=lambda a: (-combo_value(game, column[combo_of(a) - 1]), combo_of(a)))
            return picks[: self.candidates]
        if phase == Phase.CONQUER and game.moves and game.moves[-1].startswith("pick"):
            return self.first_moves(game, actions)  # a fresh race's first conquest
        if phase in (Phase.CONQUER, Phase.REDEPLOY):
            return self.redeployments(game, actions)
        return []

    def redeployments(self, game: Game, actions: list[Action]) -> list[Action]:
        """When the greedy policy ends the conquests: its layout and the next best by its defence score."""
        best = self.policy.choose(game, decline=False)
        if best.kind != "redeploy":
            return []
        me = game.current_player
        views = Views(game)
        others = [a for a in actions if a.kind == "redeploy" and a != best]
        others.sort(key=lambda a: -layout_score(game, views, me, dict(a.layout)))
        return [best] + others[: self.alternatives]

    def first_moves(self, game: Game, actions: list[Action]) -> list[Action]:
        """The first move of a turn's conquests: the greedy one and the next best conquests by the greedy
        ranking (value per token), each followed by the greedy policy in the rollouts."""
        best = self.policy.choose(game, decline=False)
        me = game.current_player
        race = game.races(me)[0]
        views = Views(game)
        price = game.conquest_costs()
        others = [a for a in actions if a.kind == "conquer" and not a.ghouls and a != best]
        others.sort(key=lambda a: (-target_value(game, views, me, at(a), race.name, race.power)
                                   / (price.get(at(a)) or 1), at(a)))
        return [best] + others[: self.alternatives]

    def search(self, game: Game, options: list[Action]) -> int:
        """The index of the best option within the budget (see the module docstring)."""
        me = game.current_player
        base = self.seed * 1_000_003 + len(game.moves) * 7_919 + me * 131
        start = time.perf_counter()
        deadline = start + self.think
        limit = self.think_iterations
        scores: list[list[float]] = [[] for _ in options]
        alive = list(range(len(options)))
        done = 0
        rounds = 0
        while len(alive) > 1 or rounds == 0:
            if rounds and limit is not None and done + len(alive) > limit:
                break
            played = []
            for c in alive:
                if rounds and ((limit is None and time.perf_counter() >= deadline)
                               or (self.stop is not None and self.stop.is_set())):
                    break  # out of time (or stopped) inside a round: only whole rounds are compared
                played.append(self.rollout(game.determinized(me, base + rounds), me, options[c]))
            done += len(played)
            if len(played) < len(alive):
                break
            for c, score in zip(alive, played):
                scores[c].append(score)
            rounds += 1
            if rounds >= PRUNE_AFTER:
                alive = prune(scores, alive)
        self.last_iterations, self.last_seconds = done, time.perf_counter() - start
        self.last_means = [sum(s) / len(s) if s else None for s in scores]
        return max(alive, key=lambda c: (sum(scores[c]) / len(scores[c]), -c))

    def rollout(self, g: Game, me: int, action: Action) -> float:
        """Play ``action`` then the greedy policy for everyone for ``horizon`` rounds; my margin."""
        return margin(g, me, action, self.policy, self.horizon * len(g.players))


def prune(scores: list[list[float]], alive: list[int]) -> list[int]:
    """The candidates still worth rollouts: drop those whose paired difference to the leader (same deals) is
    below zero by more than two standard errors."""
    rounds = min(len(scores[c]) for c in alive)
    lead = max(alive, key=lambda c: (sum(scores[c][:rounds]), -c))
    kept = []
    for c in alive:
        if c != lead:
            diffs = [a - b for a, b in zip(scores[c][:rounds], scores[lead][:rounds])]
            mean = sum(diffs) / rounds
            var = sum((d - mean) ** 2 for d in diffs) / (rounds - 1)
            if mean + 2 * math.sqrt(var / rounds) < 0:
                continue
        kept.append(c)
    return kept


def check_think(seconds: object) -> float:
    """A thinking time in seconds: a finite number above 0 and at most MAX_THINK; ValueError saying so."""
    try:
        value = float(seconds)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        value = math.nan
    if not (0 < value <= MAX_THINK):  # also refuses nan
        raise ValueError(f"think: give seconds above 0 and at most {MAX_THINK:g}, not '{seconds}'.")
    return value


def check_iterations(count: object) -> int:
    """A number of rollouts per searched decision: a whole number from 1 to MAX_ITERATIONS; ValueError saying so."""
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_ITERATIONS:
        raise ValueError(f"think-iterations: give a whole number from 1 to {MAX_ITERATIONS}, not '{count}'.")
    return count


__all__ = ["DEFAULT_THINK", "ExpertBot", "check_iterations", "check_think"]
