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
