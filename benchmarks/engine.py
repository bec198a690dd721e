"""Engine speed: random legal games per second and microseconds per action on each official map, and for Small
World of Warcraft on the islands each seed draws for 2 to 5 players (``--ruleset base|wow|both``, default both).

Run: python benchmarks/engine.py [--games N] [--seed S] [--rounds R] [--ruleset R] [--json]. One core; prints
figures, asserts nothing. A "random game" is the loop a bot or a save loader runs: legal_actions() then apply() of
a uniform choice. Times are process CPU time (the machine is shared: wall time measures the neighbours too); each
map is played ``--rounds`` times, maps interleaved, and the best round is kept (noise only ever slows a round
down). To compare two checkouts, run this script in each with the same arguments, alternately; ``--json`` prints
one line per map.
"""

from __future__ import annotations

import argparse
import json
import random
import time

from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.ruleset import BASE, Ruleset
from smallworld_tui.rules.wow import WOW


def bench(players: int, games: int, seed: int, ruleset: Ruleset = BASE) -> tuple[float, int]:
    """CPU seconds for ``games`` seeded random games on the official map (WoW: on the islands each seed draws),
    and the actions played."""
    board = bundled_board(players) if ruleset is BASE else None
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
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--ruleset", choices=("base", "wow", "both"), default="both")
    parser.add_argument("--json", action="store_true", help="one JSON line per map instead of the table")
    args = parser.parse_args()
    rulesets = {"base": [BASE], "wow": [WOW], "both": [BASE, WOW]}[args.ruleset]
    maps = [(ruleset, players) for ruleset in rulesets for players in (2, 3, 4, 5)]
    best: dict[tuple[str, int], tuple[float, int]] = {}
    for _ in range(args.rounds):
        for ruleset, players in maps:
            seconds, actions = bench(players, args.games, args.seed, ruleset)
            key = (ruleset.name, players)
            if key not in best or seconds < best[key][0]:
                best[key] = (seconds, actions)
    if not args.json:
        print(f"{'map':>6} {'games/s':>9} {'actions/s':>10} {'us/action':>10} {'actions/game':>13}")
    for ruleset, players in maps:
        seconds, actions = best[(ruleset.name, players)]
        gps, aps = args.games / seconds, actions / seconds
        label = f"{players}p" if ruleset is BASE else f"wow {players}p"
        if args.json:
            print(json.dumps({"players": players, **({} if ruleset is BASE else {"ruleset": ruleset.name}),
                              "games": args.games, "cpu_s": round(seconds, 3),
                              "games_per_s": round(gps, 1), "us_per_action": round(1e6 / aps, 2),
                              "actions_per_game": round(actions / args.games, 1)}))
        else:
            print(f"{label:>6} {gps:>9.1f} {aps:>10.0f} {1e6 / aps:>10.1f} {actions / args.games:>13.1f}")


if __name__ == "__main__":
    main()
