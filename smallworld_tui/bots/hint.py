"""A hint: the expert's move for the player to act, in words, with its reason worded from what chose it.

``suggest(game)`` asks the strongest computer player (``ExpertBot``) for the move of ``game.current_player``
with a thinking budget of its own (``HINT_THINK`` seconds per searched decision: benchmarks/hint.py measures
the whole hint against median <= 0.5 s, p95 <= 1 s on a 5-player mid-game). The bot sees what that player sees
and no more: its look-ahead runs on ``game.determinized(seat, seed)`` copies, in which the other players' coins
are the player's own and face-down markers are re-dealt (R-HIDE-1, W-AP-1), and its heuristics read only the
board, the column and the player's own coins (bots/base.py), so two games differing only in what the player
cannot see give the same hint (tests/bots/test_hint_suggest.py).

The reason is made of the terms the bot scored, never of a second judgement: the greedy heuristics' parts
(``target_value``, ``combo_value``, ``decline_gain`` asked with ``parts``), the region's facts (its neighbours'
holders for a redeployment, what the threat score counts), the engine's cost breakdown
(``game.cost_breakdown(R).line()``), and, where the expert searched, the mean margin its rollouts gave the move
(my coins gained minus the others' mean by the game's end) beside the next best one.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..rules import Phase
from .expert import ExpertBot
from .greedy import Parts, Views, combo_value, target_value, threat
from .heuristics import heuristics

if TYPE_CHECKING:  # pragma: no cover
    from ..rules import Action, Game

HINT_THINK = 0.4  # seconds per searched decision: the whole hint stays within median 0.5 s, p95 1 s
TOP_PARTS = 3  # terms of an evaluation a reason names (the largest first)
SPREAD_SHOWN = 5  # regions of a layout named in words (the rest are marked on the map)


@dataclass(frozen=True)
class Hint:
    """A suggested move: ``action`` (one of the legal actions), ``words`` (the move in words), ``reasons`` (why, each a
    short clause), ``regions`` (the places it names, marked on the map), and where the expert searched, its mean
    margin for the move (``expected``), the next best option's (``runner_up``, its words) and the rollouts made."""

    action: Action
    words: str
    reasons: tuple[str, ...]
    regions: tuple[int, ...] = ()
    expected: float | None = None
    runner_up: tuple[str, float] | None = None
    futures: int = 0

    def line(self) -> str:
        """The hint in one paragraph: 'Conquer Grey Peak (8): +1 coin a turn for your Dwarves' mine; ...'."""
        text = self.words + (": " + "; ".join(self.reasons) if self.reasons else "") + "."
        if self.expected is not None:
            text += (f" The expert's look-ahead: {signed(self.expected)} coins over the others' average by the "
                     f"game's end ({self.futures} imagined futures")
            if self.runner_up is not None:
                text += f"; next best, {self.runner_up[0]}: {signed(self.runner_up[1])}"
            text += ")."
        return text


def signed(x: float) -> str:
    return f"{x:+.1f}".replace("-", "\u2212")


def suggest(game: Game, *, think: float | None = HINT_THINK, think_iterations: int | None = None,
            seed: int = 0, stop: threading.Event | None = None) -> Hint:
    """The expert's move for ``game.current_player`` and why (``game`` is not changed). ``think_iterations``
    (rollouts) makes it deterministic, as the tests need; ``stop`` set from another thread ends the search early.
    ValueError when the game is over."""
    if game.is_over:
        raise ValueError("The game is over: there is no move to suggest.")
    bot = ExpertBot(seed, think=think if think_iterations is None else None, think_iterations=think_iterations)
    bot.stop = stop
    options = bot.candidate_moves(game)
    if len(options) > 1:
        best = bot.search(game, options)
        action = options[best]
        means = bot.last_means
        others = [(c, m) for c, m in enumerate(means) if c != best and m is not None]
        runner = max(others, key=lambda cm: cm[1], default=None)
        runner_up = (move_words(game, options[runner[0]], short=True), runner[1]) if runner is not None else None
        expected, futures = means[best], bot.last_iterations
    else:
        action = options[0] if options else bot.choose(game)
        expected, runner_up, futures = None, None, 0
    return Hint(action, move_words(game, action), reasons(game, action), named_regions(action),
                expected, runner_up, futures)


# --------------------------------------------------------------------------------------------- the move in words
def place(game: Game, rid: int) -> str:
    """'Grey Peak (8)'; 'Ironforge (L1a:4)' on an island board."""
    return f"{game.board.regions[rid].name} ({game.board.gid(rid)})"


def named_regions(action: Action) -> tuple[int, ...]:
    """The regions a move names, the first the one to select on the map."""
    if action.region is not None:
        return (action.region,)
    if action.regions:
        return action.regions
    counts = sorted(action.layout, key=lambda rn: (-rn[1], rn[0]))
    return tuple(r for r, _ in counts)


def move_words(game: Game, action: Action, short: bool = False) -> str:
    """The move as a player says it: 'Conquer Grey Peak (8)', 'Take combo 2, Commando Elves (1 coin)'; ``short``:
    a layout as 'another layout'."""
    kind = action.kind
    who = "With your Ghouls (in decline), " if action.ghouls else ""
    if kind == "pick" and action.combo is not None:
        combo = game.column_view()[action.combo - 1]
        price = f"{combo.price} coin{'s' if combo.price != 1 else ''}" if combo.price else "free"
        return f"Take combo {action.combo}, {combo.power} {combo.race} ({price})"
    if kind == "decline":
        active = game.races(game.current_player)[0] if game.races(game.current_player) else None
        return f"Put your {active.name if active is not None else 'race'} into decline"
    if kind == "end":
        turn = game.phase in (Phase.START, Phase.CONQUER, Phase.REDEPLOY)
        return "End your turn" if turn else "Take end's default (e)"
    if kind in ("redeploy", "withdraw") and action.layout:
        if short:
            return "another layout"
        return f"{who}{'Redeploy' if kind == 'redeploy' else 'Place the withdrawn tokens'}: {spread(game, action)}"
    if kind in ("conquer", "roll", "abandon") and action.region is not None:
        verb = {"conquer": "conquer", "roll": "roll the die for", "abandon": "abandon"}[kind]
        text = f"{verb} {place(game, action.region)}"
        return who + text if who else text[0].upper() + text[1:]
    declared = game.ruleset.moves.get(kind)
    piece = f"{declared[0].name}: " if declared is not None else ""
    target = (f"on {place(game, action.region)}" if action.region is not None else
              "on " + ", ".join(place(game, r) for r in action.regions) if action.regions else
              action.name or spread(game, action))
    if not target and declared is not None:
        return f"{who}{piece}{(declared[1].text or kind).rstrip('.')}"
    return f"{who}{piece}{kind} {target}".strip()


def spread(game: Game, action: Action) -> str:
    """A layout in words, the most tokens first; the regions it empties last ('leaving Mudflats (6)')."""
    layout = sorted(action.layout, key=lambda rn: (-rn[1], rn[0]))
    kept = [f"{n} on {place(game, r)}" for r, n in layout if n]
    if len(kept) > SPREAD_SHOWN:
        kept[SPREAD_SHOWN - 1:] = [f"1 on each of {len(kept) - SPREAD_SHOWN + 1} more (marked on the map)"] if all(
            n == 1 for _, n in layout[SPREAD_SHOWN - 1:] if n) else [f"{len(kept) - SPREAD_SHOWN + 1} more regions"]
    left = [place(game, r) for r, n in layout if not n]
    return ", ".join(kept) + (f", leaving {', '.join(left)}" if left else "")


# --------------------------------------------------------------------------------------------- why
def top(parts: Parts) -> list[str]:
    """The largest terms of an evaluation, by their size, as clauses."""
    return [label for label, value in sorted(parts, key=lambda p: -abs(p[1]))[:TOP_PARTS] if value]


def reasons(game: Game, action: Action) -> tuple[str, ...]:
    """Why the move, from the terms that scored it (see the module docstring)."""
    kind = action.kind
    me = game.current_player
    if kind == "pick" and action.combo is not None:
        parts: Parts = []
        combo_value(game, game.column_view()[action.combo - 1], parts)
        return tuple(top(parts))
    if kind == "decline":
        return decline_reasons(game)
    if action.region is not None and kind not in ("abandon",) and game.phase in (Phase.START, Phase.CONQUER,
                                                                                   Phase.PICK):
        return conquest_reasons(game, action)
    said = heuristics(game).step_reason(game, action)  # the ruleset's own questions (WoW's purchase, bombs)
    if said:
        return (said,)
    if action.layout or action.regions:
        return layout_reasons(game, action)
    if kind == "end":
        hand = game.hand(me) if game.races(me) and game.races(me)[0].active else 0
        if game.phase in (Phase.START, Phase.CONQUER) and hand:
            return (f"no conquest is worth its tokens now; the {hand} in hand are placed by end's rule",)
        return ("nothing here is worth more than the default",)
    return ()


def conquest_reasons(game: Game, action: Action) -> tuple[str, ...]:
    """A move on a region: what the region is worth (``target_value``'s parts), what it costs (the engine's sum),
    and the tokens left after it."""
    me = game.current_player
    asked = game.ghouls_preview() if action.ghouls else None
    g = asked or game
    races = g.races(me)
    race = next((r for r in races if r.name == "Ghouls"), races[0]) if action.ghouls and races else (
        races[0] if races else None)
    rid = action.region
    assert rid is not None
    out: list[str] = []
    if race is not None:
        parts: Parts = []
        target_value(g, Views(g), me, rid, race.name, race.power, parts)
        out += top(parts)
    cost = g.cost_breakdown(rid)
    paid = f", paying first {', '.join(str(due) for due in cost.coins)}" if cost.coins else ""  # W-CONQ-1d: a toll
    if action.kind == "conquer" and cost.total is not None:
        out.insert(0, f"costs {cost.line()}{paid}")
        if race is not None:
            left = race.hand - cost.total
            out.append(f"{left} token{'s' if left != 1 else ''} left in hand" if left > 0 else "your last tokens")
    elif action.kind == "roll" and cost.total is not None and race is not None:
        out.insert(0, f"needs {cost.total}{paid}, you have {race.hand}: the die may make up the rest; a failed roll "
                      "loses no token (they are redeployed), and either way your conquests end")  # R-DIE-4, R-DIE-5
    return tuple(out)


def decline_reasons(game: Game) -> tuple[str, ...]:
    """Declining: the greedy ``decline_gain``'s terms."""
    me = game.current_player
    bot = ExpertBot().policy
    parts: Parts = []
    if game.phase_word == "stout":  # after scoring (R-POW-STOUT): the greedy policy's own test there
        bot.stout_declines(game, Views(game), me, parts)
    else:
        bot.wants_decline(game, Views(game), me, game.legal_actions(), parts)
    return tuple(top(parts)) or ("a fresh race scores more in the turns left",)


def layout_reasons(game: Game, action: Action) -> tuple[str, ...]:
    """A layout or regions: where the threat is (``threat``'s facts: the enemies next to the region)."""
    me = game.current_player
    views = Views(game)
    regions = named_regions(action)
    if not regions:
        return ()
    worst = max(regions, key=lambda r: (threat(game, views, me, r), -r))
    around = (views[a] for a in game.board.regions[worst].adjacent)
    enemies = sorted({f"{game.players[v.owner]}'s {v.race}" for v in around
                      if v.owner is not None and v.owner != me and not v.in_decline})
    if enemies:
        return (f"{place(game, worst)} is the most exposed, next to {', '.join(enemies)}",)
    if game.board.regions[worst].entry:
        return (f"{place(game, worst)} is the most exposed, on the board's edge",)
    return (f"{place(game, worst)} is the most exposed of yours",)


__all__ = ["HINT_THINK", "Hint", "move_words", "suggest"]
