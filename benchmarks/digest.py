"""A digest of the engine's behaviour: every menu (as values), every event and the final coins of seeded random
games, base and Small World of Warcraft, 2 to 5 players (``--seeds`` games per map, 30 by default: 240 games);
``--expansions all`` (or pack keys): the base game with those packs instead, 2 to 5 players.

Run: python benchmarks/digest.py [--seeds N] [--expansions all|KEY...]. Prints one SHA-256. A change meant only to
make the engine faster must leave it unchanged (run it before and after); a change of the rules or the menus
changes it. Asserts nothing.
"""

from __future__ import annotations

import argparse
import hashlib
import random

from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.packs import expanded
from smallworld_tui.rules.ruleset import BASE, Ruleset
from smallworld_tui.rules.wow import WOW


def digest(seeds: int, expansions: list[str] | None = None) -> str:
    h = hashlib.sha256()
    rulesets: tuple[Ruleset, ...] = (BASE, WOW)
    if expansions:
        rulesets = (expanded(BASE, "all" if expansions == ["all"] else expansions),)
    for ruleset in rulesets:
        for players in (2, 3, 4, 5):
            board = bundled_board(players) if ruleset.fix_islands is None else None
            for seed in range(seeds):
                game = Game.new(board, [f"P{i}" for i in range(players)], seed=seed, ruleset=ruleset)
                rng = random.Random(seed)
                while not game.is_over:
                    menu = game.legal_actions()
                    h.update(repr(menu).encode())
                    h.update(repr(game.apply(rng.choice(menu))).encode())
                h.update(repr([game.coins(s) for s in range(players)]).encode())
    return h.hexdigest()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=30)
    parser.add_argument("--expansions", nargs="+", metavar="KEY", help="'all' or pack keys: the expanded base game")
    args = parser.parse_args()
    print(digest(args.seeds, args.expansions))


if __name__ == "__main__":
    main()
