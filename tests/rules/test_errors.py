"""The error family (DESIGN.md, Errors form a family): every refusal is a ValueError of a documented class, with a
code a program tests and a message that quotes at most a short, sanitised piece of the input."""

from __future__ import annotations

import pickle

import pytest

from smallworld_tui.rules import (
    BoardError,
    Code,
    Game,
    IllegalAction,
    NotAMove,
    RulesError,
    SaveError,
    bundled_board,
    load_board,
)
from smallworld_tui.rules.errors import quote


@pytest.fixture
def game() -> Game:
    return Game.new(bundled_board(2), ["Ann", "Bob"], seed=1)


def test_family_all_value_errors_under_documented_bases():
    for cls in (IllegalAction, NotAMove, SaveError, BoardError):
        assert issubclass(cls, RulesError) and issubclass(cls, ValueError)
    assert issubclass(NotAMove, IllegalAction)


def test_plain_message_keeps_working_with_a_default_code():
    exc = IllegalAction("You cannot do that.")
    assert str(exc) == "You cannot do that." and exc.code is Code.ILLEGAL
    assert NotAMove("x").code is Code.NOT_A_MOVE
    assert SaveError("x").code is Code.SAVE_MALFORMED and BoardError("x").code is Code.BOARD_FIELD


def test_code_is_a_stable_string_and_survives_pickle():
    exc = pickle.loads(pickle.dumps(NotAMove("No region called 'x'.", Code.UNKNOWN_REGION)))
    assert type(exc) is NotAMove and exc.code == "unknown_region" and str(exc) == "No region called 'x'."
    assert IllegalAction("x", "not_adjacent").code is Code.NOT_ADJACENT


@pytest.mark.parametrize("text, code", [
    ("", Code.NOT_A_MOVE), ("fly away", Code.NOT_A_MOVE), ("conquer", Code.BAD_ARGUMENT),
    ("end now", Code.BAD_ARGUMENT), ("pick two", Code.BAD_ARGUMENT), ("conquer Atlantis", Code.UNKNOWN_REGION),
    ("ally Zed", Code.UNKNOWN_PLAYER), ("redeploy 3", Code.BAD_ARGUMENT), ("redeploy 3:1 3:2", Code.BAD_ARGUMENT),
])
def test_text_that_is_not_a_move_is_NotAMove_with_its_code(game, text, code):
    with pytest.raises(NotAMove) as info:
        game.play(text)
    assert info.value.code is code


def test_a_well_formed_move_refused_now_is_IllegalAction_not_NotAMove(game):
    with pytest.raises(IllegalAction) as info:
        game.play("conquer 1")  # R-TURN-1: a combo must be picked first
    assert not isinstance(info.value, NotAMove)
    assert game.moves == []


def test_message_quotes_a_short_sanitised_piece_of_the_input(game):
    hostile = "\x1b]0;pwned\x07\x1b[2J" + "A" * 500
    with pytest.raises(NotAMove) as info:
        game.play(hostile)
    message = str(info.value)
    assert "\x1b" not in message and "\x07" not in message and len(message) < 300
    assert "\\x1b" in message and "…" in message


def test_quote_bounds_every_kind_of_value():
    assert quote("ab") == "'ab'"
    assert quote("x" * 100, limit=10) == "'" + "x" * 10 + "…'"
    assert quote("\u202eevil\u200b") == "'\\u202eevil\\u200b'"
    assert quote(10**5000) == "a 5001-digit number"
    assert quote(True) == "'True'" and quote(3.5) == "a float"


def test_save_errors_carry_codes():
    with pytest.raises(SaveError) as info:
        Game.from_json('{"format": "something else"}')
    assert info.value.code is Code.SAVE_FOREIGN
    with pytest.raises(SaveError) as info:
        Game.from_json('{"format": "smallworld-tui game", "version": 99}')
    assert info.value.code is Code.SAVE_VERSION


def test_board_errors_carry_codes(tmp_path):
    with pytest.raises(BoardError) as info:
        load_board(tmp_path / "missing.yaml")
    assert info.value.code is Code.BOARD_UNREADABLE
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: [unclosed", encoding="utf-8")
    with pytest.raises(BoardError) as info:
        load_board(bad)
    assert info.value.code is Code.BOARD_SYNTAX and str(bad) in str(info.value)


def test_R_CONQ_1_a_blocked_target_carries_its_code(game):
    game.play("pick 1")
    inland = next(r.id for r in game.board.regions if not r.entry and not r.water)
    refusal = game.target_refusal(inland)
    assert refusal is not None and refusal.code is Code.NOT_ENTRY  # R-CONQ-2: first conquest on the edge
    assert game.target_problem(inland) == str(refusal)
    with pytest.raises(IllegalAction) as info:
        game.play(f"conquer {inland}")
    assert info.value.code is Code.NOT_ENTRY and str(info.value) == str(refusal)
    sea = next(r.id for r in game.board.regions if r.water)
    assert game.target_refusal(sea).code is Code.WATER


def test_R_REDEP_2_a_placement_that_does_not_add_up_is_bad_layout(game):
    game.play("pick 1")
    conquer = next(a for a in game.legal_actions() if a.kind == "conquer")
    game.apply(conquer)
    before = game.to_json()
    with pytest.raises(IllegalAction) as info:
        game.play(f"redeploy {conquer.region}:999")
    assert info.value.code is Code.BAD_LAYOUT and game.to_json() == before
