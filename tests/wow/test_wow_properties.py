"""Random WoW games at 2-5 players play to the end through ``legal_actions``/``apply``, with the invariants checked
after every move: supplies never exceeded, one race per region (never with Murlocs), coins never negative, no
adjacency across islands, save-free determinism (the same seed plays the same game)."""

from __future__ import annotations

import random

import pytest
from wowkit import NAMES, SETS, islands

from smallworld_tui.rules import Game
from smallworld_tui.rules.wow import WOW


def check(g: Game) -> None:
    holders: dict[int, object] = {}
    for pl in g.p:
        assert pl.coins >= 0
        for rs in pl.races():
            assert g.tray(rs) >= 0, rs.name
            assert rs.hand >= 0 and rs.withdrawn >= 0
            for rid in rs.regions:
                assert rid not in holders, f"two races in {rid}"
                holders[rid] = rs
                assert g.r_race[rid] is rs and g.r_tokens[rid] >= 1 and not g.r_tribe[rid]
                assert not g.board.regions[rid].water or rs.race.seafaring  # W-RACE-NAGA
    assert all(rs is None or rid in holders for rid, rs in enumerate(g.r_race))
    assert sum(g.r_tribe) <= 15  # W-COMP-1: Murlocs never come back


def random_game(players: int, seed: int) -> Game:
    g = Game.new(islands(SETS[players]), NAMES[:players], seed=seed, ruleset=WOW)
    regions = g.board.regions
    assert all(regions[n].face == r.face for r in regions for n in r.adjacent)  # W-MAP-3
    rng = random.Random(seed)
    for _ in range(5000):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_actions()))
        check(g)
    assert g.is_over and g.winners
    return g


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_wow_games_end_with_invariants(players):
    g = random_game(players, seed=players)
    assert g.turn == WOW.turns[players]
    assert random_game(players, seed=players).moves == g.moves  # deterministic
