"""Bots in Small World of Warcraft (issue 11 point 5): every level finishes WoW games with legal moves only, and
the greedy bot (factions W-FACT, transport W-CONQ-2/4, Artifacts and Places W-AP) beats the random one."""

from __future__ import annotations

import pytest

from smallworld_tui.bots import StrongBot, make_bot
from smallworld_tui.bots.wow import faction, faction_value, marker_value
from smallworld_tui.cli import simulate
from smallworld_tui.rules import Game
from smallworld_tui.rules.wow import WOW


def wow_game(players: int, seed: int, levels: list[str]) -> Game:
    game = Game.new(None, [f"P{s}" for s in range(players)], seed=seed, ruleset=WOW)
    bots = [StrongBot(seed + s, rollouts=2, horizon=1, candidates=2) if lvl == "strong" else make_bot(lvl, seed + s)
            for s, lvl in enumerate(levels)]
    while not game.is_over:
        action = bots[game.current_player].choose(game)
        assert action in game.legal_actions(), (str(action), game.phase_word)
        game.apply(action)
    return game


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_w_end_every_bot_level_finishes_wow_games_with_legal_moves(players):
    levels = ["greedy", "random", "strong", "greedy", "random"][:players]
    game = wow_game(players, seed=players * 7, levels=levels)
    assert game.is_over and game.winners
    assert game.turn == game.num_turns


def test_w_fact_greedy_beats_random_in_most_two_player_wow_games():
    report = simulate(2, 10, seed=3, bots=["greedy", "random"], wow=True)  # 5 deals, each from both seats
    assert report["ruleset"] == WOW.name
    assert report["wins"]["greedy"] >= 8
    assert report["mean_coins"]["greedy"] > report["mean_coins"]["random"]


def test_w_fact_the_greedy_bot_values_opposing_factions_and_markers():
    game = Game.new(None, ["A", "B"], seed=1, ruleset=WOW)
    assert (faction(game, "Orcs"), faction(game, "Dwarves"), faction(game, "Naga")) == ("Horde", "Alliance", "Neutral")
    assert faction(game, "Murloc") == faction(game, None) == ""
    view = game.region(0)._replace(race="Dwarves", owner=1, tokens=2)
    assert faction_value(game, "Orcs", view) > 0  # Horde on Alliance: the faction coin (W-FACT-2)
    assert faction_value(game, "Naga", view) == faction_value(game, "Dwarves", view) == 0  # W-FACT-3, own side
    assert marker_value(view._replace(ap_markers=("Dark Portal",))) > marker_value(view._replace(ap_markers=("?",)))
    assert marker_value(view._replace(ap_markers=())) == 0


def test_w_turn_the_greedy_bot_answers_the_wow_questions():
    seen: set[str] = set()
    for seed in range(4):
        game = Game.new(None, ["A", "B", "C"], seed=seed, ruleset=WOW)
        bots = [make_bot("greedy", seed + s) for s in range(3)]
        while not game.is_over:
            action = bots[game.current_player].choose(game)
            seen.add(action.kind)
            game.apply(action)
    assert {"conquer", "pick", "redeploy"} <= seen
    assert seen & {"heart", "aegis", "buy", "frostmourne", "doomhammer", "ashes", "forts", "towers"}
