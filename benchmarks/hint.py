"""The hint's thinking time (issue 29 part 2): ``bots.hint.suggest`` at the decisions of 5-player mid-games.

Run: python benchmarks/hint.py [--games N] [--turns A-B] [--every K] [--think SECONDS] [--seed S]

Plays N seeded 5-player games of greedy bots and, at every K-th decision of game turns A to B (4-6 by default: the
middle of a 10-turn game), asks for a hint as the app's H does (the expert, ``HINT_THINK`` seconds per searched
decision unless --think), timing the whole call, words and all: its wall-clock seconds (what the player waits) and
its CPU seconds (what the machine's load does not change). Prints the median, p95 and max over all the hints and over
the searched ones alone, against the targets (median <= 0.5 s, p95 <= 1 s), with the load average beside them: the
figures are taken on a shared machine. Asserts nothing; the tests never time.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from smallworld_tui.bots import make_bot
from smallworld_tui.bots.hint import HINT_THINK, suggest
from smallworld_tui.rules import Game, bundled_board


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def line(label: str, walls: list[float], cpus: list[float]) -> str:
    if not walls:
        return f"{label}: none"
    return (f"{label}: {len(walls)} hints, wall seconds median {statistics.median(walls):.3f}, p95 "
            f"{percentile(walls, 0.95):.3f}, max {max(walls):.3f}; CPU seconds median {statistics.median(cpus):.3f}, "
            f"p95 {percentile(cpus, 0.95):.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="5-player games played (greedy bots)")
    parser.add_argument("--turns", default="4-6", help="the game turns whose decisions are hinted, A-B")
    parser.add_argument("--every", type=int, default=2, help="hint every K-th decision of those turns")
    parser.add_argument("--think", type=float, default=HINT_THINK, help="seconds per searched decision")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    first, _, last = args.turns.partition("-")
    low, high = int(first), int(last or first)
    walls: list[float] = []
    cpus: list[float] = []
    searched: list[tuple[float, float]] = []
    load_before = os.getloadavg()[0]
    for g in range(args.games):
        seed = args.seed + g
        game = Game.new(bundled_board(5), [f"P{s}" for s in range(5)], seed=seed)
        bot = make_bot("greedy", seed)
        decision = 0
        while not game.is_over and game.turn <= high:
            if game.turn >= low:
                decision += 1
                if decision % args.every == 0:
                    c0, t0 = time.process_time(), time.perf_counter()
                    hint = suggest(game, think=args.think, seed=seed)
                    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
                    walls.append(wall)
                    cpus.append(cpu)
                    if hint.expected is not None:
                        searched.append((wall, cpu))
            game.apply(bot.choose(game))
    load_after = os.getloadavg()[0]
    print(f"Hints on 5-player mid-games ({args.games} games, turns {low}-{high}, every {args.every}. decision; "
          f"{args.think:g} s per searched decision; load average {load_before:.1f} -> {load_after:.1f} on "
          f"{os.cpu_count()} cores). Targets: median <= 0.5 s, p95 <= 1 s.")
    print(line("  every hint", walls, cpus))
    print(line("  searched ones", [w for w, _ in searched], [c for _, c in searched]))


if __name__ == "__main__":
    main()
