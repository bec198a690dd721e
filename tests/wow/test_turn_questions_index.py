"""The turn points' questions read from the ruleset's ``asks`` index give the plain definition's answer (W-TURN-2,
R-TURN-2): every move the acting pieces declare at a point (``at`` or ``also``), in the pieces' order. And the flow's
shortcut (``TurnFlow._ask`` and ``base_questions`` skip a point at once when it is not in the race's ``asks_at``, the
points where its race or power asks, and none of the pieces of ``askers[point]`` lies face up; ``_ask`` also when
``held`` names none, else hands what it names to ``base_questions``) is sound: ``asks_at`` says what ``asks`` says,
no held piece then asks there either, and the flow lists the same questions. Checked at every state of random base
and WoW games, at every point of the ruleset."""

from __future__ import annotations

import random

import pytest

from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.phases import START
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
                asking, up = ruleset.asks[point], g.face_up
                if rs is not None:
                    assert (point in rs.asks_at) == (rs.race in asking or rs.power in asking)
                if rs is not None:  # ``_ask`` asks ``held`` once and hands it to ``base_questions``
                    held_here = (ruleset.held(g, rs) if point in ruleset.held_points and up
                                 and not up.isdisjoint(ruleset.askers[point]) else ())
                    assert base_questions(g, point, held_here) == plain
                if rs is None or (point not in rs.asks_at and (point not in ruleset.held_points or not up
                                                               or up.isdisjoint(ruleset.askers[point])
                                                               or not ruleset.held(g, rs))):
                    assert plain == []  # the flow's shortcut
                    skipped += 1
                    held += point in ruleset.held_points  # a point where a held piece may ask
                asked += bool(plain)
            g.apply(rng.choice(g.legal_actions()))
    assert asked > 20 and skipped > 100 and (ruleset is BASE or held > 100)



def test_W_TURN_2_a_ruleset_with_its_own_pieces_hook_is_asked_at_every_point():
    """The shortcuts read the ``asks`` index only for ``base_pieces``; a ruleset listing its pieces another way is
    asked through its hook, MODE's prepare questions included (``_after_start``), and a hook naming the same pieces
    plays the same game."""
    import dataclasses

    calls = []

    def hook(g):
        calls.append(g.seat)
        return base_pieces(g)

    custom = dataclasses.replace(WOW, pieces=hook)  # same pieces, another hook
    modes = 0
    for seed in range(3):
        races = ["Worgen"]  # on top of the column: the Worgen ask at the prepare point (W-RACE-WORGEN)
        games = [Game.new(None, ["A", "B", "C"], seed=seed, races=races, ruleset=rs) for rs in (WOW, custom)]
        rng = random.Random(seed)
        while not games[0].is_over:
            menus = [[str(a) for a in g.legal_actions()] for g in games]
            assert menus[0] == menus[1]
            rs = games[1].p[games[1].seat].active
            if games[1].phase is START and rs is not None and rs.race.name != "Worgen":  # nobody asks there
                probe = games[1].copy()
                calls.clear()
                probe._after_start()  # MODE: the hook is asked for the prepare questions
                assert calls
                modes += 1
            choice = rng.randrange(len(menus[0]))
            for g in games:
                g.apply(g.legal_actions()[choice])
    assert modes > 0
