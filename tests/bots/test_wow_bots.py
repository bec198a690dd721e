"""Bots in Small World of Warcraft (issue 11 point 5): every level finishes WoW games with legal moves only, and
the greedy bot (factions W-FACT, transport W-CONQ-2/4, Artifacts and Places W-AP) beats the random one."""

from __future__ import annotations

import pytest

from smallworld_tui.bots import StrongBot, make_bot
from smallworld_tui.bots.wow import faction, faction_value, marker_value
from smallworld_tui.cli import simulate
from smallworld_tui.rules import Game
from smallworld_tui.rules.wow import WOW, island_board
from smallworld_tui.rules.wow.islands import bundled_face


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
    report = simulate(2, 10, seed=3, bots=["greedy", "random"], ruleset="wow")  # 5 deals, each from both seats
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


def test_w_pow_championing_greedy_sends_the_champion_to_the_most_valuable_neighbour():
    board = island_board([bundled_face("S1a"), bundled_face("L1a")])  # S1a: region 6 borders 1, 3 and 4
    races = [{"seat": 0, "race": "Orcs", "power": "Championing", "regions": {"6": 1}, "hand": 2, "camps": 1},
             {"seat": 1, "race": "Dwarves", "power": "Farmer", "regions": {"3": 3}}]
    game = Game.from_position(board, {"players": ["A", "B"], "races": races,
                                      "ap_markers": {"Dark Portal": {"region": 3, "up": True}}}, ruleset=WOW)
    assert {a.region for a in game.legal_actions() if a.kind == "champion"} == {1, 3, 4}
    action = make_bot("greedy", 0).choose(game, decline=False)
    assert (action.kind, action.region) == ("champion", 3)  # Alliance tokens and the Dark Portal: the best of 3


@pytest.mark.parametrize("level", ["random", "greedy", "strong"])
def test_w_pow_championing_every_level_plays_the_champion(level):
    board = island_board([bundled_face("S1a"), bundled_face("L1a")])
    races = [{"seat": 0, "race": "Orcs", "power": "Championing", "regions": {"6": 3}, "hand": 9},
             {"seat": 1, "race": "Dwarves", "power": "Championing", "regions": {"0": 3}, "hand": 9}]
    played = 0
    for seed in range(2):
        game = Game.from_position(board, {"players": ["A", "B"], "races": races, "seed": seed, "turn": 8},
                                  ruleset=WOW)
        bots = [StrongBot(seed + s, rollouts=2, horizon=1, candidates=2) if level == "strong"
                else make_bot(level, seed + s) for s in range(2)]
        while not game.is_over:
            action = bots[game.current_player].choose(game)
            assert action in game.legal_actions(), (str(action), game.phase_word)
            played += action.kind == "champion"
            game.apply(action)
    assert played >= 2


def test_w_race_orcs_the_greedy_bot_values_alliance_regions_not_every_occupied_one():
    """W-RACE-ORCS: the WoW Orcs score Alliance regions taken, not every non-empty one as the base Orcs (R-RACE-ORCS);
    Battle Master (W-POW-BATTLEMASTER) scores every non-empty one, like Pillaging."""
    from smallworld_tui.bots.greedy import Views, income_bonus, pillages, target_value
    from smallworld_tui.bots.wow import alliance_value

    game = Game.new(None, ["A", "B"], seed=1, ruleset=WOW)
    base = Game.new(None, ["A", "B"], seed=1)
    rid = next(r.id for r in game.board.regions if not r.water and not game.board.fact("murloc", r.id)
               and not game.board.fact("size_icon", r.id))
    views = Views(game)
    empty = game.region(rid)
    for race, extra in (("Dwarves", 1.0), ("Trolls", 0.0), ("Murloc", 0.0)):
        views[rid] = empty._replace(race=race, owner=None if race == "Murloc" else 1, tokens=2)
        assert alliance_value(game, "Orcs", views[rid]) == extra
        without = target_value(game, views, 0, rid, "Trolls", "Farmer") - alliance_value(game, "Trolls", views[rid])
        assert target_value(game, views, 0, rid, "Orcs", "Farmer") - without == pytest.approx(
            extra + faction_value(game, "Orcs", views[rid]) - faction_value(game, "Trolls", views[rid]))
    assert not pillages(game, "Orcs", "Farmer") and pillages(base, "Orcs", "Forest")
    assert pillages(game, "Naga", "Battle Master") and pillages(base, "Ratmen", "Pillaging")
    assert income_bonus(game, "Orcs", "Blacksmith", 4) < income_bonus(base, "Orcs", "Spirit", 4)
