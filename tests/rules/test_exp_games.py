"""Issue 32 part 5: whole random games with the race-and-power expansions, generic over the packs' pieces: every
pack at 2-5 players, the invariants after every move (test_properties.py's checker: supplies, one race per region,
coins, marker limits of X-COMP-3, banners and badges conserved), save -> load -> the same continuation, a bot's
determinized copy playing on; and the same with the toy pack (tests/toy/toy_pack.py) forced into play."""

from __future__ import annotations

import random

import pytest
from test_properties import play_game

from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.packs import packs


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", [1, 2])
def test_X_INT_1_random_games_with_every_pack_keep_the_invariants(players, seed):
    rng = random.Random(seed * 10 + players)
    game = play_game(players, seed * 1000 + players, [], save_at=rng.randrange(10, 80), samples=1, expansions="all")
    assert game.ruleset.expansions == tuple(packs())


@pytest.mark.parametrize("key", list(packs()))
def test_X_INT_1_random_games_with_one_pack_keep_the_invariants(key):
    for players in (2, 4):
        play_game(players, 31 * players + len(key), [], save_at=40, samples=1, expansions=key)


def test_X_INT_1_a_packs_pieces_in_play_keep_the_invariants(toy_pack):
    """The first move takes the top combo (choice 0: 'pick 1'), the toy pack's Bribing Tinkers."""
    for players in (2, 3):
        game = play_game(players, 5 + players, [0], save_at=30, expansions="all", races=["Tinkers"],
                         powers=["Bribing"])
        picked = {e.race for e in game.log if e.kind == "pick"}
        assert "Bribing Tinkers" in picked, picked  # the pack's combo was taken and played


def test_X_INT_1_the_deal_holds_every_packs_banners_and_badges():
    game = Game.new(bundled_board(3), ["Ann", "Bob", "Cy"], seed=9, expansions="all")
    dealt = game.race_stack + [c.race for c in game.column_view()]
    assert sorted(dealt) == sorted(game.ruleset.races)  # X-INT-1: one stack of 14 + the packs' banners
    badges = game.power_stack + [c.power for c in game.column_view()]
    assert sorted(badges) == sorted(game.ruleset.powers)
