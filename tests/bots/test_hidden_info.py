"""Bots see only what their player may see (R-HIDE): never another player's coins, never the stacks' order."""

from __future__ import annotations

import random

import pytest

from smallworld_tui.bots import StrongBot, make_bot
from smallworld_tui.rules import Game, bundled_board


def position(players: int, seed: int, phase: str, min_turn: int) -> Game:
    """Play greedy bots until the current player faces ``phase`` (a searched decision) at ``min_turn`` or later."""
    game = Game.new(bundled_board(players), [f"P{s}" for s in range(players)], seed=seed)
    bot = make_bot("greedy", seed)
    while not game.is_over:
        if game.turn >= min_turn and game.phase == phase and len(game.legal_actions()) > 1:
            return game
        game.apply(bot.choose(game))
    raise AssertionError("no such position")  # pragma: no cover


def strong(seed: int) -> StrongBot:
    return StrongBot(seed, rollouts=3, horizon=1, candidates=3)


@pytest.mark.parametrize(("phase", "seed"), [("start", 1), ("start", 2), ("pick", 3), ("pick", 4)])
def test_other_players_coins_do_not_change_the_strong_choice(phase, seed):
    game = position(3, seed, phase, min_turn=3)
    me = game.current_player
    before = strong(7).choose(game)
    rng = random.Random(seed)
    for s, pl in enumerate(game.p):  # reach into the engine: change what only the others know
        if s != me:
            pl.coins = rng.randrange(0, 200)
    game.race_stack.reverse()
    game.power_stack.reverse()
    assert strong(7).choose(game) == before


@pytest.mark.parametrize("level", ["greedy", "strong", "expert"])
def test_bots_never_ask_for_another_players_coins(level, monkeypatch):
    real = Game.coins

    def spy(self, seat):
        assert seat == self.current_player, f"a bot read the coins of seat {seat}"
        return real(self, seat)

    game = Game.new(bundled_board(3), ["A", "B", "C"], seed=4)
    bots = [strong(s) if level == "strong" else make_bot(level, s, think_iterations=6) for s in range(3)]
    monkeypatch.setattr(Game, "coins", spy)
    while game.turn <= 4:
        action = bots[game.current_player].choose(game)
        game.apply(action)
