"""Engine speed: random legal games per second and microseconds per action on each official map, and for Small
World of Warcraft on the islands each seed draws for 2 to 5 players (``--ruleset base|wow|both``, default both); with
``--expansions all`` (or pack keys), the base game and the base game with those packs instead.

Run: python benchmarks/engine.py [--games N] [--seed S] [--rounds R] [--chunk C] [--ruleset R] [--expansions P]
[--json]. One core;
prints figures, asserts nothing. A "random game" is the loop a bot or a save loader runs: legal_actions() then apply()
of a uniform choice. Times are process CPU time (the machine is shared: wall time measures the neighbours too). The
games of a map are played in chunks of ``--chunk`` seeds, and every chunk ``--rounds`` times; a map's time is the
sum of its chunks' best times (noise only ever slows a chunk down, and a short chunk is more often played
undisturbed than a whole round). The chunks of every map are interleaved: within a round, chunk 1 of every map,
then chunk 2, and a player count's base and WoW games one after the other (the machine's speed drifts over seconds:
neighbours in time compare best). With both rulesets, each WoW row says its games/s and us per action as fractions
of the base game's (issue 11's target: WoW games/s at least 1/1.5 = 0.667 of the base game's); so does each row with
the expansions (issue 32's target: us per action at most 1.25 times the base game's). To compare two
checkouts, run this script in each with the same arguments, alternately; ``--json`` prints one line per map.
"""

from __future__ import annotations

import argparse
import json
import random
import time

from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.packs import expanded
from smallworld_tui.rules.ruleset import BASE, Ruleset
from smallworld_tui.rules.wow import WOW


def bench(players: int, games: int, seed: int, ruleset: Ruleset = BASE) -> tuple[float, int]:
    """CPU seconds for ``games`` seeded random games on the official map (WoW: on the islands each seed draws),
    and the actions played."""
    board = bundled_board(players) if ruleset.fix_islands is None else None
    names = [f"P{i}" for i in range(players)]
    actions = 0
    start = time.process_time()
    for number in range(games):
        game = Game.new(board, names, seed=seed + number, ruleset=ruleset)
        rng = random.Random(seed + number)
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
            actions += 1
    return time.process_time() - start, actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=count, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=count, default=3)
    parser.add_argument("--chunk", type=count, default=10, help="games timed together (each chunk's best round)")
    parser.add_argument("--ruleset", choices=("base", "wow", "both"), default="both")
    parser.add_argument("--expansions", metavar="PACKS", help="the base game against the base game with these packs "
                        "(all, or keys: cursed,bna)")
    parser.add_argument("--json", action="store_true", help="one JSON line per map instead of the table")
    args = parser.parse_args()
    rulesets = {"base": [BASE], "wow": [WOW], "both": [BASE, WOW]}[args.ruleset]
    if args.expansions:
        if args.ruleset == "wow":
            parser.error("--expansions are played over the base game, not wow")
        rulesets = [BASE, expanded(BASE, args.expansions)]
    maps = [(ruleset, players) for players in (2, 3, 4, 5) for ruleset in rulesets]  # a count's rulesets adjacent
    chunk = args.chunk
    starts = range(0, args.games, chunk)
    fastest: dict[tuple[str, int, int], tuple[float, int]] = {}  # (tag, players, chunk start) -> best, actions
    for _ in range(args.rounds):
        for start in starts:
            for ruleset, players in maps:
                seconds, actions = bench(players, min(chunk, args.games - start), args.seed + start, ruleset)
                key = (tag(ruleset), players, start)
                if key not in fastest or seconds < fastest[key][0]:
                    fastest[key] = (seconds, actions)
    best = {(tag(ruleset), players): (sum(fastest[tag(ruleset), players, start][0] for start in starts),
                                      sum(fastest[tag(ruleset), players, start][1] for start in starts))
            for ruleset, players in maps}
    if not args.json:
        print(f"{'map':>6} {'games/s':>9} {'actions/s':>10} {'us/action':>10} {'actions/game':>13}"
              + (f" {'games/s of base':>16} {'us/action of base':>18}" if len(rulesets) == 2 else ""))
    for ruleset, players in sorted(maps, key=lambda m: m[0] is not BASE):  # the base rows, then the others'
        seconds, actions = best[(tag(ruleset), players)]
        gps, aps = args.games / seconds, actions / seconds
        label = f"{players}p" if ruleset is BASE else f"{tag(ruleset)} {players}p"
        versus = _versus(best, ruleset, players, actions)
        if args.json:
            print(json.dumps({"players": players, **({} if ruleset is BASE else {"ruleset": ruleset.name}),
                              **({"expansions": list(ruleset.expansions)} if ruleset.expansions else {}),
                              "games": args.games, "cpu_s": round(seconds, 3),
                              "games_per_s": round(gps, 1), "us_per_action": round(1e6 / aps, 2),
                              "actions_per_game": round(actions / args.games, 1),
                              **({} if versus is None else {"games_per_s_of_base": round(versus[0], 3),
                                                           "us_per_action_of_base": round(versus[1], 3)})}))
        else:
            print(f"{label:>6} {gps:>9.1f} {aps:>10.0f} {1e6 / aps:>10.1f} {actions / args.games:>13.1f}"
                  + ("" if versus is None else f" {versus[0]:>16.3f} {versus[1]:>18.3f}"))


def count(text: str) -> int:
    """An argument counting games, rounds or a chunk's games: 1 or more (0 games would time nothing)."""
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more (got {value})")
    return value


def tag(ruleset: Ruleset) -> str:
    """A row's short name: base, wow, or exp (the base game with expansions: the same ruleset name)."""
    return "exp" if ruleset.expansions else "base" if ruleset is BASE else "wow" if ruleset is WOW else ruleset.name


def _versus(best: dict[tuple[str, int], tuple[float, int]], ruleset: Ruleset, players: int,
            actions: int) -> tuple[float, float] | None:
    """A WoW or expansions row against the base game's at the same player count: (its games/s ÷ the base game's,
    its µs per action ÷ the base game's); None for a base row or without the base game measured."""
    base = best.get(("base", players))
    if ruleset is BASE or base is None:
        return None
    seconds = best[(tag(ruleset), players)][0]
    return base[0] / seconds, (seconds / actions) / (base[0] / base[1])


if __name__ == "__main__":
    main()
