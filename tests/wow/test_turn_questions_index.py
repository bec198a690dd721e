"""The turn points' questions read from the ruleset's ``asks`` index give the plain definition's answer (W-TURN-2,
R-TURN-2): every move the acting pieces declare at a point (``at`` or ``also``), in the pieces' order. And the flow's
shortcut (``TurnFlow._ask`` and ``_questions`` skip a point at once when neither the race nor the power is in
``asks[point]`` and none of the pieces of ``askers[point]`` lies face up) is sound: no held piece then asks there
either, and the flow lists the same questions. Checked at every state of random base and WoW games, at every point
of the ruleset."""

from __future__ import annotations

import random

import pytest

from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.pieces import base_pieces, base_questions
from smallworld_tui.rules.ruleset import BASE
from smallworld_tui.rules.wow import WOW


def plain_questions(g, point):
    return [(ability, move, rs) for ability, rs in base_pieces(g) for move in ability.moves
            if move.at == point or point in move.also]


@pytest.mark.parametrize("ruleset,players,seed", [(BASE, 5, 1), (BASE, 3, 2), (WOW, 5, 3), (WOW, 2, 4), (WOW, 4, 5)])
def test_W_TURN_2_questions_index_matches_the_plain_definition(ruleset, players, seed):
    board = bundled_board(players) if ruleset is BASE else None
    rng = random.Random(seed)
    asked = skipped = held = 0
    for number in range(4):
        g = Game.new(board, [f"P{i}" for i in range(players)], seed=seed * 10 + number, ruleset=ruleset)
        while not g.is_over:
            rs = g.p[g.seat].active
            for point in ruleset.points:
                plain = plain_questions(g, point)
                assert base_questions(g, point) == plain
                assert g._questions(point) == plain or len(plain) > 1  # (more than one: in ``step_order``)
                asking, up = ruleset.asks[point], g.ap_up
                if rs is None or (rs.race not in asking and rs.power not in asking
                                  and (not up or up.isdisjoint(ruleset.askers[point]))):
                    assert plain == []  # the flow's shortcut
                    skipped += 1
                    held += point in ruleset.held_points  # a point where a held piece may ask
                asked += bool(plain)
            g.apply(rng.choice(g.legal_actions()))
    assert asked > 20 and skipped > 100 and (ruleset is BASE or held > 100)
