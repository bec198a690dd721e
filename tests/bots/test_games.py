"""Whole bot games: legal moves only, every map runs to the end, the same seed gives the same game."""

from __future__ import annotations

import pytest

from smallworld_tui.bots import StrongBot, make_bot
from smallworld_tui.rules import Game, bundled_board


def tiny_strong(seed: int) -> StrongBot:
    """The strong bot with a tiny search budget, to keep the tests fast."""
    return StrongBot(seed, rollouts=2, horizon=1, candidates=2)


def play(players: int, seed: int, levels: list[str], max_moves: int | None = None) -> Game:
    game = Game.new(bundled_board(players), [f"P{s}" for s in range(players)], seed=seed)
    bots = [tiny_strong(seed + s) if lvl == "strong" else make_bot(lvl, seed + s) for s, lvl in enumerate(levels)]
    while not game.is_over and (max_moves is None or len(game.moves) < max_moves):
        action = bots[game.current_player].choose(game)
        assert action in game.legal_actions(), (str(action), game.phase)
        game.apply(action)
    return game


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_bot_game_runs_to_the_end_on_each_map(players):
    levels = (["greedy", "random", "strong", "greedy", "random"])[:players]
    game = play(players, seed=players * 11, levels=levels)
    assert game.is_over and game.winners
    assert game.turn == game.num_turns


@pytest.mark.parametrize("seed", range(6))
def test_greedy_bots_finish_five_player_games(seed):
    game = play(5, seed=100 + seed, levels=["greedy"] * 5)
    assert game.is_over


def test_random_bots_finish_games():
    for seed in range(5):
        assert play(3, seed=seed, levels=["random"] * 3).is_over


@pytest.mark.parametrize("level", ["random", "greedy"])
def test_same_seed_same_game(level):
    a = play(4, seed=5, levels=[level] * 4)
    b = play(4, seed=5, levels=[level] * 4)
    assert a.moves == b.moves


def test_same_seed_same_game_strong():
    a = play(2, seed=8, levels=["strong", "greedy"], max_moves=60)
    b = play(2, seed=8, levels=["strong", "greedy"], max_moves=60)
    assert a.moves == b.moves


def test_different_random_seeds_differ():
    a = play(3, seed=5, levels=["random"] * 3, max_moves=40)
    game = Game.new(bundled_board(3), ["P0", "P1", "P2"], seed=5)
    bots = [make_bot("random", 999 + s) for s in range(3)]
    while len(game.moves) < 40 and not game.is_over:
        game.apply(bots[game.current_player].choose(game))
    assert a.moves != game.moves
