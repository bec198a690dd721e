"""Hostile written-down positions (DESIGN.md: a position may come from a bug report): ``Game.from_position`` gives a
game or a PositionError (a ValueError of the family, code ``bad_position``), never another exception."""

from __future__ import annotations

import copy
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from smallworld_tui.rules import Code, Game, PositionError, RulesError, bundled_board

BOARD = bundled_board(2)


def _position() -> dict:
    game = Game.new(BOARD, ["Ann", "Bob"], seed=1)
    rng = random.Random(1)
    while game.turn < 3 or game.phase.name not in ("PICK", "START"):
        game.apply(rng.choice(game.legal_actions()))
    return game.position()


POSITION = _position()


def _paths(node, prefix=()):
    if prefix:
        yield prefix
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _paths(value, (*prefix, index))


PATHS = list(_paths(POSITION))
HOSTILE = [None, True, -1, 10**30, "x", "9" * 5000, [], {}, [None], {"9999": 1}, {"-1": 1}, 1.5, "\x1b[2J", [[]],
           {"a": {"1": 1}}]


def test_the_position_itself_is_valid():
    assert Game.from_position(BOARD, copy.deepcopy(POSITION)).position() == POSITION


@pytest.mark.parametrize("position", [None, [], "players", 3, {"players": "Ann"}, {"players": [None]},
                                      {"players": ["Ann", "Bob"], "turn": "3"}, {"nope": 1}], ids=range(8))
def test_a_position_that_is_not_one_is_refused(position):
    with pytest.raises(PositionError) as info:
        Game.from_position(BOARD, position)
    assert info.value.code is Code.BAD_POSITION and isinstance(info.value, RulesError)


@settings(max_examples=150, deadline=None)
@given(path=st.sampled_from(PATHS), value=st.sampled_from(HOSTILE))
def test_any_field_of_any_type_gives_a_game_or_a_position_error(path, value):
    position = copy.deepcopy(POSITION)
    node = position
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    try:
        Game.from_position(BOARD, position)
    except PositionError as exc:
        assert exc.code is Code.BAD_POSITION and "\x1b" not in str(exc)


@settings(max_examples=60, deadline=None)
@given(path=st.sampled_from(PATHS), value=st.sampled_from(HOSTILE), seed=st.integers(0, 99))
def test_a_game_from_an_accepted_position_plays_without_crashing(path, value, seed):
    position = copy.deepcopy(POSITION)
    node = position
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    try:
        game = Game.from_position(BOARD, position)
    except PositionError:
        return
    rng = random.Random(seed)
    for _ in range(20):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))


@pytest.mark.parametrize("change", [
    {"allies": [99, None]}, {"allies": [0, None]}, {"allies": [True, None]}, {"allies": [None, None, None]},
    {"markers": {"fortress": {"3": 10**9}}}, {"tribes": {"3": 10**9}}, {"turns": 10**9}, {"turns": 101},
    {"race_stack": ["Ratmen"] * 50}, {"power_stack": ["Hill"] * 50}, {"power_discard": ["Hill", "Hill"]},
    {"column": [["Ratmen", "Hill", 0], ["Ratmen", "Forest", 0]]}, {"coins": [5]}, {"coins": [5, 5, 5]},
    {"races": [{"seat": 5, "race": "Ratmen", "power": "Hill"}]},
    {"races": [{"seat": True, "race": "Ratmen", "power": "Hill"}]},
    {"races": [{"seat": 0, "race": "Ratmen", "power": "Hill", "picked": 10**9}]},
    {"races": [{"seat": 0, "race": "Ratmen", "power": "Hill", "holes": 10**9}]},
    {"races": [{"seat": 0, "race": "Ratmen", "power": "Hill", "camps": 10**9}]},
    {"races": [{"seat": 0, "race": "Ratmen", "power": "Hill", "hand": 10**9}]},
], ids=range(20))
def test_an_impossible_position_is_a_PositionError(change):
    """Issue 31 part 6: an ally seat of 99, 10**9 Forts or Lost Tribes, a 10**9-turn track, one race 50 times in a
    stack were accepted."""
    with pytest.raises(PositionError) as refused:
        Game.from_position(BOARD, {"players": ["Ann", "Bob"], **change})
    assert refused.value.code is Code.BAD_POSITION and "\n" not in str(refused.value)
