"""The bots play the Goblins (W-RACE-GOBLINS): every level finishes a game in which the first player holds them,
with legal moves only; the greedy bot hides bombs on the strongest enemy regions and sets them off itself (its
``end`` would end the turn before its conquests)."""

from __future__ import annotations

import pytest

from smallworld_tui.bots import StrongBot, make_bot
from smallworld_tui.bots.wow import bomb_target
from smallworld_tui.rules import Action, Game
from smallworld_tui.rules.wow import WOW, island_board
from smallworld_tui.rules.wow.islands import bundled_face


def goblin_game(levels: list[str], seed: int) -> tuple[Game, list[str]]:
    game = Game.new(None, [f"P{s}" for s in range(len(levels))], seed=seed, ruleset=WOW, races=["Goblins"])
    game.play("pick 1")  # the first player takes the Goblins
    bots = [StrongBot(seed + s, rollouts=2, horizon=1, candidates=2) if lvl == "strong" else make_bot(lvl, seed + s)
            for s, lvl in enumerate(levels)]
    kinds: list[str] = []
    while not game.is_over:
        action = bots[game.current_player].choose(game)
        assert action in game.legal_actions(), (str(action), game.phase_word)
        kinds.append(action.kind if game.current_player == 0 else "")
        game.apply(action)
    return game, kinds


@pytest.mark.parametrize("level", ["random", "greedy", "strong"])
def test_W_RACE_GOBLINS_every_bot_level_plays_the_goblins_to_the_end(level):
    game, _ = goblin_game([level, "greedy"], seed=5)
    assert game.is_over and game.winners


def s1a_game(**extra) -> Game:
    """Face S1a (RULES-WOW.md Appendix B): A's Goblins on the mountain (2), B's Orcs on the fields (3, 2 tokens)
    and the swamp (4, 5 tokens), both next to it."""
    board = island_board([bundled_face("S1a"), bundled_face("L1a")])
    return Game.from_position(board, {"players": ["A", "B"], "races": [
        {"seat": 0, "race": "Goblins", "power": "Farmer", "regions": {"2": 4}},
        {"seat": 1, "race": "Orcs", "power": "Farmer", "regions": {"3": 2, "4": 5}}], **extra}, ruleset=WOW)


def test_W_RACE_GOBLINS_the_greedy_bot_hides_bombs_then_sets_them_off_itself():
    game = s1a_game(bombs=[1, 0])
    game.play("redeploy 2:4")
    bot = make_bot("greedy", 1)
    assert str(bot.choose(game)) == "bomb 4"  # the strongest first
    game.play("bomb 4")
    assert str(bot.choose(game)) == "bomb 3"
    game = s1a_game(markers={"bomb": {"3": 1, "4": 1}})
    assert game.phase_word == "detonate" and bot.choose(game).kind == "detonate"  # not 'end': that ends the turn


def test_W_RACE_GOBLINS_greedy_bombs_the_strongest_region_that_asks_no_coin():
    game = Game.from_position(Game.new(None, ["A", "B"], seed=1, ruleset=WOW).board, {
        "players": ["A", "B"], "races": [
            {"seat": 0, "race": "Goblins", "power": "Farmer", "regions": {"0": 1}},
            {"seat": 1, "race": "Orcs", "power": "Farmer", "regions": {"1": 2, "2": 5}},
            {"seat": 1, "race": "Pandaren", "power": "Farmer", "active": False, "regions": {"3": 9}}]}, ruleset=WOW)
    options = [Action("bomb", region=r) for r in (1, 2, 3)]
    assert bomb_target(game, options) == Action("bomb", region=2)
    assert bomb_target(game, [Action("bomb", region=3)]) is None  # the Pandaren: Harmony may be due
