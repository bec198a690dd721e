"""Engine cost in deterministic counts, for comparisons that a shared, noisy machine cannot spoil.

Run: python benchmarks/instructions.py [--games 20] [--players 2 3 4 5] [--ruleset base|wow|exp] [--warm]  (valgrind)
     python benchmarks/instructions.py --opcodes [--games 10] [--players 5]  (no valgrind; slow)

Seeded random legal games, as in engine.py (``--ruleset wow``: Small World of Warcraft on the islands each seed
draws; ``exp``: the base game with every expansion). The default mode runs each map under ``valgrind --tool=callgrind``
and prints the millions of machine instructions the games took (a run with 0 games subtracted, so imports and
set-up cancel out; ``PYTHONHASHSEED=0``): the same code gives the same count to about 0.1%, where CPU times move
by 10% or more between runs. ``--warm`` plays the same games once before the counted pass (and subtracts a run of
that pass alone): the steady state that engine.py's best rounds time, every board and cache made already (a WoW
game's first deal of a set builds its island board and the facts the scans read: 5 players, ~12% of a cold
game). ``--opcodes`` counts the Python bytecodes each function executes (``sys.settrace``),
a profile that does not inflate small Python calls as cProfile does; the two can disagree (an opcode can be a
cheap local read or a whole C call), so check a change found with opcodes by its instruction count.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import shutil
import subprocess
import sys
from collections import Counter
from types import CodeType, FrameType
from typing import Any

from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.packs import expanded
from smallworld_tui.rules.ruleset import BASE
from smallworld_tui.rules.wow import WOW
from smallworld_tui.rules.wow.islands import bundled_faces

RULESETS = {"base": BASE, "wow": WOW, "exp": expanded(BASE, "all")}


def play(players: int, games: int, ruleset: str = "base", warmup: int = 0) -> int:
    """Play the games (the warm-up pass first); the moves of the counted pass."""
    # the map read before the games, so that the run with 0 games subtracts it: the official map, or the twelve
    # island faces a WoW game deals from
    board = bundled_board(players) if RULESETS[ruleset].fix_islands is None else None
    if board is None:
        bundled_faces()
    names = [f"P{i}" for i in range(players)]
    moves = 0
    for k, number in enumerate([*range(warmup), *range(games)]):  # the warm-up pass: the same seeds, first
        game = Game.new(board, names, seed=number, ruleset=RULESETS[ruleset])
        rng = random.Random(number)
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
        moves += len(game.moves) if k >= warmup else 0
    return moves


def instructions(players: int, games: int, ruleset: str = "base", warmup: int = 0) -> int:
    """Machine instructions of one child process playing ``warmup`` then ``games`` games under callgrind."""
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, __file__,
               "--ruleset", ruleset, "--child", str(players), str(games), str(warmup)]
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    result = subprocess.run(command, capture_output=True, text=True, env=env, check=True)
    found = re.search(r"Collected : (\d+)", result.stderr)
    if found is None:
        raise RuntimeError(f"callgrind printed no count:\n{result.stderr[-2000:]}")
    return int(found.group(1))


def opcodes(players: int, games: int, ruleset: str = "base") -> None:
    """Print the functions executing the most bytecodes in ``games`` games."""
    counts: Counter[CodeType] = Counter()
    calls: Counter[CodeType] = Counter()

    def tracer(frame: FrameType, event: str, arg: Any) -> Any:
        if event == "call":
            frame.f_trace_opcodes = True
            calls[frame.f_code] += 1
        elif event == "opcode":
            counts[frame.f_code] += 1
        return tracer

    sys.settrace(tracer)
    try:
        play(players, games, ruleset)
    finally:
        sys.settrace(None)
    total = sum(counts.values())
    print(f"{ruleset} {players} players, {games} games: {total:,} bytecodes")
    for code, n in counts.most_common(25):
        where = f"{os.path.basename(code.co_filename)}:{code.co_firstlineno}"
        print(f"{100 * n / total:5.1f}% {n:>10,} {calls[code]:>8,} calls  {code.co_name} ({where})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4, 5])
    parser.add_argument("--ruleset", choices=sorted(RULESETS), default="base")
    parser.add_argument("--opcodes", action="store_true", help="bytecodes per function instead of instructions")
    parser.add_argument("--warm", action="store_true", help="count a second pass of the games (caches warm)")
    parser.add_argument("--child", nargs=3, type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        players, games, warmup = args.child
        play(players, games, args.ruleset, warmup)
        return
    if args.opcodes:
        for players in args.players:
            opcodes(players, args.games, args.ruleset)
        return
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed (apt-get install valgrind), or use --opcodes")
    for players in args.players:
        warmup = args.games if args.warm else 0
        count = (instructions(players, args.games, args.ruleset, warmup)
                 - instructions(players, 0, args.ruleset, warmup))
        moves = play(players, args.games, args.ruleset)  # the same games, played here to count their moves
        print(f"{args.ruleset} {players} players: {count / 1e6:.1f} million instructions for {args.games} games "
              f"({count / args.games / 1e6:.2f} per game, {count / moves / 1e3:.1f} thousand per move"
              f"{', warm' if args.warm else ''})")


if __name__ == "__main__":
    main()
