"""Engine speed: random legal games per second and actions per second on each official map.

Run: python benchmarks/engine.py [--games N] [--seed S]. Uses one core; prints its figures (no assertion).
A "random game" is the loop a bot or a save loader runs: legal_actions() then apply() of a uniform choice.
"""

from __future__ import annotations

import argparse
import random
import time

from smallworld_tui.rules import Game, bundled_board


def bench(players: int, games: int, seed: int) -> tuple[float, float, float]:
    board = bundled_board(players)
    names = [f"P{i}" for i in range(players)]
    actions = 0
    start = time.perf_counter()
    for number in range(games):
        game = Game.new(board, names, seed=seed + number)
        rng = random.Random(seed + number)
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
            actions += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, actions / elapsed, actions / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"{'map':>4} {'games/s':>9} {'actions/s':>10} {'actions/game':>13}")
    for players in (2, 3, 4, 5):
        gps, aps, per_game = bench(players, args.games, args.seed)
        print(f"{players}p {gps:>10.1f} {aps:>10.0f} {per_game:>13.1f}")


if __name__ == "__main__":
    main()
