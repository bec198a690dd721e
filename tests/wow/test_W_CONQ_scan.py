"""The WoW target scan (``targets``, one fused pass for the move generator) gives the same answers as ``block`` and
the cost region by region (W-CONQ-1..4): ``conquest_costs()`` against ``conquest_cost(r)`` along random games."""

from __future__ import annotations

import random

import pytest
from wowkit import NAMES, SETS, islands

from smallworld_tui.rules import Game
from smallworld_tui.rules.wow import WOW


@pytest.mark.parametrize("players", [2, 4])
def test_scan_matches_block_and_cost(players):
    checked = 0
    for seed in range(3):
        g = Game.new(islands(SETS[players]), NAMES[:players], seed=seed, ruleset=WOW)
        rng = random.Random(seed)
        while not g.is_over:
            costs = g.conquest_costs()
            if costs:
                one_by_one = {r: c for r in range(len(g.board.regions)) if (c := g.conquest_cost(r)) is not None}
                assert costs == one_by_one
                checked += 1
            g.apply(rng.choice(g.legal_actions()))
    assert checked > 20


@pytest.mark.parametrize("players", [2, 5])
def test_fused_target_moves_agree_with_targets(players):
    """The move generator reads ``target_moves`` (WoW's scan with its costs classified as they come, no list of
    (region, cost) built): the same conquer and roll moves as ``targets``' costs, for every race of every player,
    any hand and reach, along random games (reductions, the Tauren's minimum, tolls and travel included)."""
    from smallworld_tui.rules.conquest import classify
    from smallworld_tui.rules.wow import conquest as wcq

    assert WOW.target_moves is wcq.target_moves
    checked = 0
    for seed in range(4):
        g = Game.new(None, NAMES[:players], seed=seed, ruleset=WOW)
        rng = random.Random(seed)
        conquer, roll = list(range(100, 100 + len(g.r_race))), list(range(200, 200 + len(g.r_race)))
        while not g.is_over:
            for rs in g.all_races():
                priced = WOW.targets(g, rs)
                for avail in range(0, 13, 2):
                    for reach in (avail, avail + 3):
                        fused: list = []
                        WOW.target_moves(g, rs, avail, reach, conquer, roll, fused)
                        read: list = []
                        classify(priced, avail, reach, conquer, roll, read)
                        assert fused == read, (rs.title, avail, reach, priced)
                checked += 1
            g.apply(rng.choice(g.legal_actions()))
    assert checked > 400


@pytest.mark.parametrize("players", [2, 5])
def test_reach_travel_split_agrees_with_travel(players):
    """``_reach`` gives the regions ``targets`` prices and those of them that pay no travel (a set built only for
    the Naga and Kobolds, else the race's neighbours or, with no travel to pay, every region): a region outside it
    pays exactly what ``travel``, the rule's one definition, says, for every race of every player along random
    games with the Naga, the Kobolds and Sailing dealt first."""
    from smallworld_tui.rules.conquest import facts
    from smallworld_tui.rules.wow import conquest as wcq

    checked = set()
    for seed in range(3):
        g = Game.new(None, NAMES[:players], seed=seed, ruleset=WOW, races=["Naga", "Kobolds", "Orcs"],
                     powers=["Fishing", "Explorer", "Sailing"])
        rng = random.Random(seed)
        while not g.is_over:
            for rs in g.all_races():
                seen, free = wcq._reach(g, rs, facts(g.board))
                for rid in seen:
                    assert (rid not in free) == bool(wcq.travel(g, rs, rid)), (rs.title, rid)
                checked.add((rs.name, rs.active, rs.active and wcq.no_travel(g, rs)))
            g.apply(rng.choice(g.legal_actions()))
    assert {"Naga", "Kobolds"} <= {name for name, active, _ in checked if active}
    assert any(no_travel for _, _, no_travel in checked)


def test_game_keeps_its_board_facts_and_pay_skips_empty_regions():
    """``GameState.facts`` is the board's ``facts`` in a new game, a copy and a game rebuilt from its position; the
    WoW ``pay`` hook returns at once for a region no race holds, where ``attack`` records nothing and ``owed`` asks
    nothing (checked for every empty region and every race along random games)."""
    from smallworld_tui.rules.conquest import facts
    from smallworld_tui.rules.wow import conquest as wcq

    for seed in range(3):
        g = Game.new(None, NAMES[:4], seed=seed, ruleset=WOW)
        rng = random.Random(seed)
        while not g.is_over:
            assert g.facts is facts(g.board) and g.copy().facts is g.facts
            for rs in g.all_races():
                for rid, occupant in enumerate(g.r_race):
                    if occupant is None:
                        assert wcq.owed(g, rs, rid) == []
                        attacked = set(rs.attacked)
                        wcq.attack(g, rs, rid)
                        assert rs.attacked == attacked
            g.apply(rng.choice(g.legal_actions()))
        again = Game.from_position(g.board, g.position(), ruleset=WOW)
        assert again.facts is facts(g.board)
