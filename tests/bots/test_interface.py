"""The bots' public interface: make_bot, BOT_LEVELS, choose() returns a legal move and changes nothing."""

from __future__ import annotations

import pytest

from smallworld_tui.bots import BOT_LEVELS, make_bot
from smallworld_tui.rules import Game, bundled_board


def test_levels_are_the_four_documented_ones():  # expert added by issue 30
    assert BOT_LEVELS == ("random", "greedy", "strong", "expert")


def test_unknown_level_lists_the_known_ones():
    with pytest.raises(ValueError) as info:
        make_bot("genius", seed=1)
    for level in BOT_LEVELS:
        assert level in str(info.value)


@pytest.mark.parametrize("level", BOT_LEVELS)
def test_choose_returns_a_legal_move_and_does_not_mutate(level):
    game = Game.new(bundled_board(3), ["A", "B", "C"], seed=3)
    bot = make_bot(level, seed=5, think_iterations=6)  # a small budget for expert; the others ignore it
    for _ in range(25):
        before = (game.to_json(), list(game.moves), game.phase, game.current_player)
        action = bot.choose(game)
        assert (game.to_json(), list(game.moves), game.phase, game.current_player) == before
        assert action in game.legal_actions()
        game.apply(action)
