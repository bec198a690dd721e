"""Level "strong": determinized Monte-Carlo rollouts over the greedy policy for the decisions that matter most.

The big decisions of Small World are *which combo to take* and *when to decline*; everything else (which region
next, where to redeploy) the greedy heuristic does well enough. So at those decisions the strong bot:

1. lists a few candidate moves (the greedy policy's best picks; decline versus expanding; Stout's decline),
2. for each, plays ``rollouts`` imagined futures: a ``game.determinized(me, seed)`` copy (other players' coins,
   the stacks and the die re-dealt: the bot never sees hidden information), the candidate applied, then every
   player following the greedy policy for ``horizon`` rounds (at most ``MAX_TURNS`` player-turns: on the 5-player
   map three whole rounds cost 0.5 s a turn, over the 0.25 s a turn the level promises),
3. scores each future by *my coins gained minus the opponents' mean gain* (gains read from the copy's scoring
   and pick events, never from anyone's hidden total), plus the regions each player holds at the horizon as an
   estimate of the income still to come, and
4. takes the candidate with the best mean (the same seeds for every candidate: common random numbers), with its
   seed's temperament: its decline bias (``GreedyBot``) added to declining's mean, and among picks a softmax over
   the means (``PICK_TEMPERATURE``), so near-equal combos vary from seed to seed.

The budget is a fixed number of rollouts, not wall-clock time, so a seed always gives the same game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..rules import Phase, Picked, Scored
from .greedy import PICK_TEMPERATURE, GreedyBot, combo_of, combo_value, softmax_choice

if TYPE_CHECKING:  # pragma: no cover
    from ..rules import Action, Event, Game
    from .base import Bot

MAX_TURNS = 8  # player-turns a rollout plays at most
DECLINE_SCALE = 1.5  # the temperament's decline bias in rollout margins (coins over a few rounds, both sides)


def gains(events: list[Event], into: list[float]) -> None:
    """Add to ``into`` each seat's coin change in ``events`` (scoring, and picks: coins found minus price)."""
    for e in events:
        if isinstance(e, Scored):
            into[e.seat] += e.coins
        elif isinstance(e, Picked):
            into[e.seat] += e.found - e.paid


class StrongBot(GreedyBot):
    """Greedy play, with rollout search at the pick, the decline choice and Stout's decline."""

    level = "strong"

    def __init__(self, seed: int = 0, rollouts: int = 12, horizon: int = 3, candidates: int = 4,
                 vary: bool = True):
        super().__init__(seed, vary)
        self.rollouts = rollouts  # imagined futures per candidate move
        self.horizon = horizon  # rounds played in each future (or to the end of the game)
        self.candidates = candidates  # picks compared
        self.policy = GreedyBot(seed, vary=False)

    def choose(self, game: Game, decline: bool = True) -> Action:
        """The candidate move whose imagined futures score best (``decline`` is the greedy policy's: a strong
        bot always weighs declining among its candidates)."""
        options = self.candidate_moves(game)
        if len(options) <= 1:
            return options[0] if options else super().choose(game)
        scores = [self.evaluate(game, action) + (DECLINE_SCALE * self.decline_bias if action.kind == "decline" else 0.0)
                  for action in options]
        if self.vary and all(a.kind == "pick" for a in options):
            return options[softmax_choice(self.rng(game), scores, PICK_TEMPERATURE)]
        best = max(range(len(options)), key=lambda i: (scores[i], -i))
        return options[best]

    def candidate_moves(self, game: Game) -> list[Action]:
        """The moves worth searching here; [] or one move means: play the greedy move."""
        actions = game.legal_actions()
        phase = game.phase
        if game.phase_word == "stout":
            return [a for a in actions if a.kind in ("decline", "end")]
        if phase == Phase.START and any(a.kind == "decline" for a in actions):
            if game.num_turns == game.turn:
                return []  # never decline in the last turn
            return [a for a in actions if a.kind == "decline"] + [self.policy.choose(game, decline=False)]
        if any(a.ghouls for a in actions):
            return []  # the Ghouls' phase comes before the pick, which is searched after it
        if phase == Phase.PICK:
            picks = [a for a in actions if a.kind == "pick"]
            column = game.column_view()
            picks.sort(key=lambda a: (-combo_value(game, column[combo_of(a) - 1]), combo_of(a)))
            return picks[: self.candidates]
        return []

    def evaluate(self, game: Game, action: Action) -> float:
        """Mean margin of ``action`` over the imagined futures."""
        me = game.current_player
        base = self.seed * 1_000_003 + len(game.moves) * 7_919 + me * 131
        total = 0.0
        for i in range(self.rollouts):
            total += self.rollout(game.determinized(me, base + i), me, action)
        return total / self.rollouts

    def rollout(self, g: Game, me: int, action: Action) -> float:
        """Play ``action`` then the greedy policy for everyone for ``horizon`` rounds; my margin."""
        return margin(g, me, action, self.policy, min(self.horizon * len(g.players), MAX_TURNS))


def margin(g: Game, me: int, action: Action, policy: Bot, limit: int) -> float:
    """A rollout on ``g`` (a determinized copy, played on): ``action``, then ``policy`` for every seat for at most
    ``limit`` player-turns; my coins gained minus the others' mean, counting a couple of turns' income still to come
    when the game goes on (strong's and expert's evaluation)."""
    n = len(g.players)
    gained = [0.0] * n
    gains(g.apply(action), gained)
    turns_played = 0
    mark = (g.turn, g.seat)
    while not g.is_over:
        if (g.turn, g.seat) != mark:
            mark = (g.turn, g.seat)
            turns_played += 1
            if turns_played >= limit:
                break
        gains(g.apply(policy.choose(g)), gained)
    if not g.is_over:  # the income still to come: a coin a turn per region held, for a couple of turns
        weight = min(g.num_turns - g.turn + 1, 2) * 0.8
        for rid in range(len(g.board.regions)):
            owner = g.region(rid).owner
            if owner is not None:
                gained[owner] += weight
    others = [gained[s] for s in range(n) if s != me]
    return gained[me] - sum(others) / len(others)
