"""Bot strength and speed: seat-swapped 2-player win rates and the strong bot's seconds per player-turn.

Run: python benchmarks/bots.py [--games N] [--timing-games M] [--seed S] [--workers W]
Prints (no assertion; targets from issue 5 shown beside the figures):
- greedy vs random, 2 players, N seat-swapped games (target: greedy wins >= 90%);
- strong vs greedy, 2 players, N seat-swapped games (target: strong wins >= 65%);
- strong's seconds per player-turn (all its moves of one turn) on the 5-player map, one strong seat among four
  greedy ones, rotated through the seats over M games (target: <= 2 s), and how many of them it won.
Games are split over W processes (default: the number of cores); each game is deterministic for its seed.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from smallworld_tui.bots import make_bot
from smallworld_tui.cli import simulate
from smallworld_tui.rules import Game, bundled_board


def _chunk(args: tuple[list[str], int, int]) -> dict:
    bots, games, seed = args
    return simulate(2, games, seed, bots=bots)


def match(bots: list[str], games: int, seed: int, workers: int) -> tuple[dict[str, float], dict[str, float], float]:
    """Seat-swapped 2-player match; games split in pairs (mirror games share a deal) over the workers."""
    pairs = games // 2
    per = -(-pairs // workers)
    jobs = [(bots, 2 * min(per, pairs - k), seed + k) for k in range(0, pairs, per)]
    start = time.perf_counter()
    with ProcessPoolExecutor(workers) as pool:
        reports = list(pool.map(_chunk, jobs))
    elapsed = time.perf_counter() - start
    wins = {b: sum(r["wins"][b] for r in reports) for b in bots}
    coins = {b: sum(r["mean_coins"][b] * len(r["games"]) for r in reports) / (2 * pairs) for b in bots}
    return wins, coins, elapsed


def turn_times(games: int, seed: int) -> tuple[list[float], float]:
    """Seconds the strong bot spends per player-turn on the 5-player map (four greedy opponents), and its wins."""
    board = bundled_board(5)
    times: list[float] = []
    wins = 0.0
    for number in range(games):
        strong_seat = number % 5
        game = Game.new(board, [f"P{s}" for s in range(5)], seed=seed + number)
        bots = [make_bot("strong" if s == strong_seat else "greedy", seed=seed * 31 + s) for s in range(5)]
        spent, mark = 0.0, None
        while not game.is_over:
            seat = game.current_player
            if seat == strong_seat:
                turn = (game.turn, game.seat)
                if turn != mark:
                    if mark is not None:
                        times.append(spent)
                    mark, spent = turn, 0.0
                t0 = time.perf_counter()
                action = bots[seat].choose(game)
                spent += time.perf_counter() - t0
            else:
                action = bots[seat].choose(game)
            game.apply(action)
        times.append(spent)
        if strong_seat in game.winners:
            wins += 1 / len(game.winners)
    return times, wins


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="2-player games per match (even)")
    parser.add_argument("--timing-games", type=int, default=5, help="5-player games for the per-turn timing")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    for bots, target in ((["greedy", "random"], 0.90), (["strong", "greedy"], 0.65)):
        wins, coins, elapsed = match(bots, args.games, args.seed, args.workers)
        total = sum(wins.values())
        rate = wins[bots[0]] / total
        print(f"{bots[0]} vs {bots[1]}, 2 players, {int(total)} seat-swapped games: {bots[0]} wins "
              f"{wins[bots[0]]:g} ({rate:.1%}; target >= {target:.0%}), mean coins "
              + ", ".join(f"{b} {coins[b]:.1f}" for b in bots) + f"  [{elapsed:.1f} s, {args.workers} workers]")
    times, wins = turn_times(args.timing_games, args.seed)
    print(f"strong, 5-player map, {len(times)} player-turns over {args.timing_games} games: "
          f"mean {statistics.mean(times):.3f} s, median {statistics.median(times):.3f} s, "
          f"max {max(times):.3f} s per turn (target <= 2 s); strong won {wins:g} of {args.timing_games} "
          "against four greedy bots (an equal share is 20%)")


if __name__ == "__main__":
    main()
