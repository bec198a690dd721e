"""The bots play A Spider's Web (RULES-EXP.md, pack "spider") to the end, and never see another player's Loot."""

from __future__ import annotations

import pytest

from smallworld_tui.bots import StrongBot, make_bot
from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.packs import expanded
from smallworld_tui.rules.ruleset import BASE

COMBOS = [("Ice Witches", "Lava"), ("Skags", "Copycat"), ("Ratmen", "Soul-Touch")]


@pytest.mark.parametrize("level", ["random", "greedy"])
def test_bots_finish_games_with_the_pack(level: str) -> None:
    for seed, (race, power) in enumerate(COMBOS):
        players = 2 + seed
        game = Game.new(bundled_board(players), [f"P{s}" for s in range(players)], seed=seed, races=[race],
                        powers=[power], expansions=["spider"])
        bots = [make_bot(level, seed + s) for s in range(players)]
        while not game.is_over:
            assert len(game.moves) < 2000
            game.apply(bots[game.current_player].choose(game))
        assert game.winners


def test_strong_bot_never_reads_the_skags_loot_it_cannot_see() -> None:
    """X-INT-10: the Loot faces are re-dealt in every game the strong bot imagines for another player."""
    pos = {"players": ["Ann", "Bob"], "seat": 1,
           "races": [{"seat": 0, "race": "Skags", "power": "Merchant", "regions": {"6": 1, "11": 1}},
                     {"seat": 1, "race": "Humans", "power": "Commando", "regions": {"12": 1}, "hand": 6}],
           "markers": {"loot": {"6": 1, "11": 1}, "loot_face": {"6": 1, "11": 10}}, "counters": {"loot": 1 | 1 << 9}}
    game = Game.from_position(bundled_board(2), pos, expanded(BASE, ["spider"]))
    before = StrongBot(3, rollouts=3, horizon=1, candidates=3).choose(game)
    swapped = {**pos, "markers": {"loot": {"6": 1, "11": 1}, "loot_face": {"6": 10, "11": 1}}}
    other = Game.from_position(bundled_board(2), swapped, expanded(BASE, ["spider"]))
    assert StrongBot(3, rollouts=3, horizon=1, candidates=3).choose(other) == before
