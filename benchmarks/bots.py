"""Bot strength, variety and speed (issue 30): seat-swapped win rates, the spread of first declines, think times.

Run: python benchmarks/bots.py [--games N] [--expert-games E] [--expert5-games F] [--spread-games S]
                               [--timing-games M] [--think SECONDS | --think-iterations K] [--seed S] [--workers W]
                               [--parts base,spread,speed,expert2,expert5]
Prints (no assertion; the targets are printed beside the figures):
- greedy vs random and strong vs greedy, 2 players, N seat-swapped games (targets: >= 90%, >= 80%);
- the decline-turn spread: over S 5-player games of five greedy (then five strong) bots, how the turns of each
  bot's first decline spread, and the share of the most common one (target: at most half);
- greedy's and strong's seconds per player-turn on the 5-player map over M games (target: p95 <= 0.25 s);
- expert vs strong, 2 players, E seat-swapped games (target: expert wins >= 70%), and expert vs four strong bots,
  5 players, F games with the expert rotated through the seats (target: >= 35%; an equal share is 20%), at the
  default budget (1 s per searched decision) unless --think/--think-iterations; with the expert's seconds per
  searched decision (target: p99 <= 1.2x the budget) and its rollouts per second.
Games are split over W processes (default: the number of cores); each game is deterministic for its seed (with
an iteration budget; a time budget searches as far as the machine allows).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections import Counter
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


def play_one(job: tuple[list[str], int, float | None, int | None]) -> dict:
    """One game of the given seats (levels) and seed: winners, coins, each seat's seconds per player-turn, each
    seat's first decline turn, and the expert's seconds and rollouts per searched decision."""
    levels, seed, think, iterations = job
    n = len(levels)
    game = Game.new(bundled_board(n), [f"P{s}" for s in range(n)], seed=seed)
    bots = [make_bot(level, seed=seed * 31 + s, think=think, think_iterations=iterations)
            for s, level in enumerate(levels)]
    turn_times: list[list[float]] = [[] for _ in range(n)]
    searches: list[tuple[float, int]] = []
    first: dict[int, int] = {}
    mark, spent = None, 0.0
    while not game.is_over:
        seat = game.current_player
        turn = (game.turn, game.seat)
        if turn != mark:
            if mark is not None:
                turn_times[mark[1]].append(spent)
            mark, spent = turn, 0.0
        bot = bots[seat]
        t0 = time.perf_counter()
        action = bot.choose(game)
        dt = time.perf_counter() - t0
        spent += dt if seat == game.seat else 0.0
        iterations_done = getattr(bot, "last_iterations", 0)
        if iterations_done:
            searches.append((dt, iterations_done))
            bot.last_iterations = 0  # type: ignore[attr-defined]
        if action.kind == "decline":
            first.setdefault(seat, game.turn)
        game.apply(action)
    if mark is not None:
        turn_times[mark[1]].append(spent)
    return {"levels": levels, "winners": game.winners, "coins": [game.coins(s) for s in range(n)],
            "turn_times": turn_times, "searches": searches, "first_declines": [first.get(s) for s in range(n)]}


def run(jobs: list, workers: int) -> tuple[list[dict], float]:
    start = time.perf_counter()
    with ProcessPoolExecutor(workers) as pool:
        results = list(pool.map(play_one, jobs))
    return results, time.perf_counter() - start


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def expert_report(results: list[dict], label: str, target: float, budget: str, think: float | None,
                  elapsed: float, workers: int) -> None:
    """The expert's wins (seat-swapped), mean coins, and its think times and rollouts per second."""
    wins = coins = 0.0
    other: list[int] = []
    searches: list[tuple[float, int]] = []
    for r in results:
        seat = r["levels"].index("expert")
        wins += 1 / len(r["winners"]) if seat in r["winners"] else 0.0
        coins += r["coins"][seat]
        other += [c for s, c in enumerate(r["coins"]) if s != seat]
        searches += r["searches"]
    games = len(results)
    print(f"{label}, {games} seat-swapped games ({budget}): expert wins {wins:g} ({wins / games:.1%}; target >= "
          f"{target:.0%}), mean coins expert {coins / games:.1f}, strong {statistics.mean(other):.1f}  "
          f"[{elapsed:.0f} s, {workers} workers]")
    if searches:
        times = [t for t, _ in searches]
        rate = sum(n for _, n in searches) / sum(times)
        limit = f" (target <= {1.2 * think:.2f} s)" if think else ""
        print(f"  expert: {len(searches)} searched decisions, seconds each: median {statistics.median(times):.3f}, "
              f"p99 {percentile(times, 0.99):.3f}{limit}, max {max(times):.3f}; {rate:.0f} rollouts per second")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="2-player games per greedy/strong match (even)")
    parser.add_argument("--spread-games", type=int, default=10, help="5-player games per level for the spread")
    parser.add_argument("--timing-games", type=int, default=5, help="5-player games for the per-turn timing")
    parser.add_argument("--expert-games", type=int, default=100, help="2-player expert vs strong games (even)")
    parser.add_argument("--expert5-games", type=int, default=50, help="5-player expert vs four strong games")
    parser.add_argument("--think", type=float, help="the expert's seconds per searched decision (default 1)")
    parser.add_argument("--think-iterations", type=int, help="the expert's rollouts per searched decision instead")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--parts", default="base,spread,speed,expert2,expert5", help="which figures to print")
    args = parser.parse_args()
    parts = set(args.parts.split(","))
    if "base" in parts:
        for bots, target in ((["greedy", "random"], 0.90), (["strong", "greedy"], 0.80)):
            wins, coins, elapsed = match(bots, args.games, args.seed, args.workers)
            total = sum(wins.values())
            rate = wins[bots[0]] / total
            print(f"{bots[0]} vs {bots[1]}, 2 players, {int(total)} seat-swapped games: {bots[0]} wins "
                  f"{wins[bots[0]]:g} ({rate:.1%}; target >= {target:.0%}), mean coins "
                  + ", ".join(f"{b} {coins[b]:.1f}" for b in bots) + f"  [{elapsed:.1f} s, {args.workers} workers]")
    if "spread" in parts:
        for level in ("greedy", "strong"):
            results, _ = run([([level] * 5, args.seed * 1000 + k, None, None) for k in range(args.spread_games)],
                             args.workers)
            turns = Counter(t if t is not None else "never" for r in results for t in r["first_declines"])
            mode, count = turns.most_common(1)[0]
            shown = ", ".join(f"{t}: {c}" for t, c in sorted(turns.items(), key=lambda i: str(i[0]).zfill(5)))
            print(f"{level}, first declines of {sum(turns.values())} bots over {args.spread_games} 5-player games, by "
                  f"turn: {shown}; most common turn {mode} in {count / sum(turns.values()):.0%} (target <= 50%)")
    if "speed" in parts:
        for level in ("greedy", "strong"):
            jobs = [(["greedy"] * 5, args.seed + k, None, None) for k in range(args.timing_games)]
            for k, job in enumerate(jobs):
                job[0][k % 5] = level
            results, _ = run(jobs, 1)  # one process: the times are not shared with another game
            times = [t for k, r in enumerate(results) for t in r["turn_times"][k % 5]]
            print(f"{level}, 5-player map, {len(times)} player-turns over {args.timing_games} games: mean "
                  f"{statistics.mean(times):.3f} s, p95 {percentile(times, 0.95):.3f} s, max {max(times):.3f} s per "
                  "turn (target: p95 <= 0.25 s)")
    think, iterations = args.think, args.think_iterations
    budget = (f"{iterations} rollouts per searched decision" if iterations
              else f"{think or 1.0:g} s per searched decision")
    limit = None if iterations else think or 1.0
    if "expert2" in parts:
        pairs = args.expert_games // 2
        jobs = [(levels, args.seed + k, think, iterations) for k in range(pairs)
                for levels in (["expert", "strong"], ["strong", "expert"])]
        results, elapsed = run(jobs, args.workers)
        expert_report(results, "expert vs strong, 2 players", 0.70, budget, limit, elapsed, args.workers)
    if "expert5" in parts:
        jobs = []
        for k in range(args.expert5_games):
            levels = ["strong"] * 5
            levels[k % 5] = "expert"
            jobs.append((levels, args.seed + k // 5, think, iterations))
        results, elapsed = run(jobs, args.workers)
        expert_report(results, "expert vs four strong, 5 players", 0.35, budget, limit, elapsed, args.workers)


if __name__ == "__main__":
    main()
