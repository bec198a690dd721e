"""Issue 32 part 3: the bots play games with the race-and-power expansions to the end; their pick values are keyed
per pack (bots/exp.py), never by a name another ruleset shares (Cursed!'s Goblins are not WoW's)."""

from __future__ import annotations

import pytest

from smallworld_tui.bots import ExpertBot, StrongBot, make_bot
from smallworld_tui.bots.exp import EDGE, FALLBACK, PackHeuristics
from smallworld_tui.bots.heuristics import NEUTRAL, heuristics
from smallworld_tui.rules import WOW, Game
from smallworld_tui.rules.packs import find_pack, packs


def bot(level: str, seed: int):
    if level == "strong":
        return StrongBot(seed, rollouts=2, horizon=1, candidates=2)
    if level == "expert":
        return ExpertBot(seed, think_iterations=4)
    return make_bot(level, seed)


def play(players: int, seed: int, levels: list[str], expansions: str = "all", **kw) -> Game:
    game = Game.new(None, [f"P{s}" for s in range(players)], seed=seed, expansions=expansions, **kw)
    bots = [bot(level, seed + s) for s, level in enumerate(levels)]
    while not game.is_over:
        action = bots[game.current_player].choose(game)
        assert action in game.legal_actions(), (str(action), game.phase)
        game.apply(action)
    return game


def test_X_INT_1_pack_heuristics_are_keyed_by_ruleset_and_packs():
    base, wow = Game.new(None, ["A", "B"]), Game.new(None, ["A", "B"], ruleset=WOW)
    packed = Game.new(None, ["A", "B"], expansions="all")
    assert heuristics(base) is NEUTRAL and isinstance(heuristics(packed), PackHeuristics)
    assert heuristics(wow) is not heuristics(packed)
    assert heuristics(packed) is heuristics(Game.new(None, ["A", "B", "C"], expansions="all"))
    for key in packs():  # every piece of every pack is valued (its table's figure, or the fallback)
        pack = find_pack(key)
        for piece in (*pack.races, *pack.powers):
            assert piece.name in heuristics(packed).token_edge
            if piece.name in EDGE.get(key, {}):
                assert heuristics(packed).token_edge[piece.name] == EDGE[key][piece.name]


def test_a_piece_no_table_lists_is_valued_from_its_banner_or_badge(toy_pack):
    packed = Game.new(None, ["A", "B"], expansions="tinker")
    edge = heuristics(packed).token_edge
    assert edge == {"Tinkers": FALLBACK * (6 - 5), "Bribing": FALLBACK * (4.5 - 4)}


@pytest.mark.parametrize("players, levels", [
    (2, ["greedy", "random"]), (3, ["strong", "greedy", "random"]), (4, ["greedy"] * 4),
    (5, ["random", "greedy", "expert", "greedy", "random"])])
def test_every_bot_plays_an_expansions_game_to_the_end(players, levels):
    game = play(players, seed=players * 7, levels=levels, turns=4 if "expert" in levels else None)
    assert game.is_over and game.winners


def test_the_bots_play_the_toy_packs_pieces(toy_pack):
    """Another way of conquering (AbilityMove.way) on offer: the random bot takes it, the others do not stumble."""
    games = [play(3, seed=seed, levels=["random", "greedy", "strong"], races=["Tinkers"], powers=["Bribing"])
             for seed in range(4)]
    assert all(game.is_over for game in games)
    assert any(move.startswith("bribe ") for game in games for move in game.moves)
