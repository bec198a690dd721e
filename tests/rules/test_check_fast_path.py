"""``actions.check`` answers the hot path with a quick test and sends anything unusual to the full field check.
The quick test must never accept what the full check refuses (R-NOTATION: out-of-type or out-of-range fields are
not moves): every move of random games, and mutations of them, are checked both ways."""

from __future__ import annotations

import random

from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.actions import Action, _check_fields, _plainly_valid
from smallworld_tui.rules.errors import NotAMove

ODD = [-1, 48, 10**6, True, 1.0, "3", None, (1,), (1, 2, 3), ((1, True),), ((1, 1), (1, 2)), ((1, -1),),
       ((1, 1000),), [(1, 1)], ()]


def _mutations(action: Action, rng: random.Random) -> list[Action]:
    out = []
    for field in Action._fields:
        for value in rng.sample(ODD, 4):
            out.append(action._replace(**{field: value}))
    return out


def test_R_NOTATION_quick_check_accepts_only_what_the_full_check_accepts():
    rng = random.Random(7)
    accepted = 0
    for players in (2, 5):
        g = Game.new(bundled_board(players), [f"P{i}" for i in range(players)], seed=players)
        regions = len(g.board.regions)
        while not g.is_over:
            actions = g.legal_actions()
            for action in actions:
                assert _plainly_valid(action, regions, g) or action.kind in ("pick", "ally", "heroes")
            for action in [*actions, *_mutations(rng.choice(actions), rng)]:
                if _plainly_valid(action, regions, g):
                    accepted += 1
                    _check_fields(action, g)  # must not raise
            g.apply(rng.choice(actions))
    assert accepted > 1000


def test_R_NOTATION_unusual_actions_still_get_the_full_checks_words():
    g = Game.new(bundled_board(2), ["A", "B"], seed=1)
    for bad in (Action("conquer", -2), Action("conquer", True), Action("redeploy", layout=((1, True),))):
        try:
            g.apply(bad)
        except NotAMove as exc:
            assert exc.code
        else:  # pragma: no cover
            raise AssertionError(f"{bad!r} was accepted")


def test_R_NOTATION_quick_check_accepts_only_what_the_full_check_accepts_with_every_expansion():
    """The same with the expansions' moves (a layout way such as 'fireball 3:1', a word such as 'igors 1', a path
    such as 'catapult 3 1') and mutations of them, including fields their kind does not print."""
    rng = random.Random(32)
    accepted = 0
    for players in (2, 4):
        g = Game.new(None, [f"P{i}" for i in range(players)], seed=players, expansions="all")
        regions = len(g.board.regions)
        while not g.is_over:
            actions = g.legal_actions()
            mutants = [m._replace(name=name) for m in actions[:3] for name in ("", "1", "x")]
            for action in [*actions, *_mutations(rng.choice(actions), rng), *mutants]:
                if _plainly_valid(action, regions, g):
                    accepted += 1
                    _check_fields(action, g)  # must not raise
            g.apply(rng.choice(actions))
    assert accepted > 1000
