"""R-TURN: where a turn stands is a ``Phase`` member, and a waiting question's turn point a ``Point`` member (or "",
none waits). The hot paths (movegen ``_menu``, core ``_ghouls_to_start``, moves, game's queries; flow's ``_ask`` for
points) compare them with ``is``, not ``==``: right only while the game holds the members themselves, never an equal
plain string. Checked
along random base and WoW games, in copies, in games read back from their saves and from their positions, and for
the points every ability move of both rulesets declares."""

from __future__ import annotations

import random

import pytest

from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.ability import Point
from smallworld_tui.rules.phases import Phase
from smallworld_tui.rules.ruleset import BASE
from smallworld_tui.rules.wow import WOW


def _members(g: Game) -> None:
    assert type(g.phase) is Phase and g.phase is Phase(g.phase.value)
    assert g.step_at == "" or (type(g.step_at) is Point and g.step_at is Point(g.step_at))


@pytest.mark.parametrize(("players", "seed", "wow", "asks"),
                         [(2, 21, False, False), (5, 22, False, False), (4, 26, True, True), (5, 24, True, False)])
def test_R_TURN_phase_and_point_are_the_members_themselves(players: int, seed: int, wow: bool, asks: bool) -> None:
    names = [f"P{i}" for i in range(players)]
    g = (Game.new(None, names, seed=seed, ruleset=WOW) if wow else
         Game.new(bundled_board(players), names, seed=seed))
    rng = random.Random(seed)
    seen: set[Phase] = set()
    steps = 0
    while not g.is_over:
        _members(g)
        seen.add(g.phase)
        steps += bool(g.step_at)
        if rng.random() < 0.03:
            _members(g.copy())
            _members(Game.from_json(g.to_json()))
            _members(Game.from_position(g.board, g.position(), ruleset=g.ruleset))
        g.apply(rng.choice(g.legal_actions()))
    _members(g)
    _members(Game.from_json(g.to_json()))
    assert {Phase.START, Phase.PICK, Phase.CONQUER} <= seen and g.phase is Phase.OVER
    assert steps or not asks  # this WoW game does wait at questions


@pytest.mark.parametrize("ruleset", [BASE, WOW], ids=["base", "wow"])
def test_R_TURN_ability_moves_declare_point_members(ruleset) -> None:
    for ability in (*ruleset.races.values(), *ruleset.powers.values(), *ruleset.others):
        for move in ability.moves:
            for point in (move.at, *move.also):
                assert type(point) is Point and point is Point(point.value), (ability.name, move.name)
