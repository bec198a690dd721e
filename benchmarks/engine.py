"""Engine speed: random legal games per second and microseconds per action on each official map.

Run: python benchmarks/engine.py [--games N] [--seed S] [--rounds R] [--json]. One core; prints figures, asserts
nothing. A "random game" is the loop a bot or a save loader runs: legal_actions() then apply() of a uniform choice.
Times are process CPU time (the machine is shared: wall time measures the neighbours too); each map is played
``--rounds`` times, maps interleaved, and the best round is kept (noise only ever slows a round down). To compare
two checkouts, run this script in each with the same arguments, alternately; ``--json`` prints one line per map.
"""

from __future__ import annotations

import argparse
import json
import random
import time

from smallworld_tui.rules import Game, bundled_board


def bench(players: int, games: int, seed: int) -> tuple[float, int]:
    """CPU seconds for ``games`` seeded random games on the official map, and the actions played."""
    board = bundled_board(players)
    names = [f"P{i}" for i in range(players)]
    actions = 0
    start = time.process_time()
    for number in range(games):
        game = Game.new(board, names, seed=seed + number)
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
    parser.add_argument("--json", action="store_true", help="one JSON line per map instead of the table")
    args = parser.parse_args()
    maps = (2, 3, 4, 5)
    best: dict[int, tuple[float, int]] = {}
    for _ in range(args.rounds):
        for players in maps:
            seconds, actions = bench(players, args.games, args.seed)
            if players not in best or seconds < best[players][0]:
                best[players] = (seconds, actions)
    if not args.json:
        print(f"{'map':>4} {'games/s':>9} {'actions/s':>10} {'us/action':>10} {'actions/game':>13}")
    for players in maps:
        seconds, actions = best[players]
        gps, aps = args.games / seconds, actions / seconds
        if args.json:
            print(json.dumps({"players": players, "games": args.games, "cpu_s": round(seconds, 3),
                              "games_per_s": round(gps, 1), "us_per_action": round(1e6 / aps, 2),
                              "actions_per_game": round(actions / args.games, 1)}))
        else:
            print(f"{players}p {gps:>10.1f} {aps:>10.0f} {1e6 / aps:>10.1f} {actions / args.games:>13.1f}")


if __name__ == "__main__":
    main()
