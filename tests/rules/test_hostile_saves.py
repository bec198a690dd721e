"""Hostile saved games (issue 10 point 9): ``Game.from_json`` and ``load_game`` raise only SaveError, with a code,
for any malformed text, quickly and before replaying anything they can refuse."""

from __future__ import annotations

import contextlib
import json
import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from smallworld_tui.rules import Code, Game, SaveError, bundled_board, load_game
from smallworld_tui.rules.record import FIELDS, MAX_SAVE_CHARS


def _played() -> Game:
    game = Game.new(bundled_board(3), ["Ann", "Bob", "Cy"], seed=4)
    rng = random.Random(4)
    while len(game.moves) < 25:
        game.apply(rng.choice(game.legal_actions()))
    return game


GAME = _played()
TEXT = GAME.to_json()


def record() -> dict:
    return json.loads(TEXT)


def refused(text: object, code: Code) -> SaveError:
    with pytest.raises(SaveError) as info:
        Game.from_json(text)  # type: ignore[arg-type]
    assert info.value.code is code, str(info.value)
    assert len(str(info.value)) < 400
    return info.value


@pytest.mark.parametrize("text", ["[" * 100_000 + "]" * 100_000, '{"a":' * 50_000 + "1" + "}" * 50_000,
                                  TEXT.replace('"moves": [', '"moves": [' + "[" * 20_000, 1)],
                         ids=["lists", "objects", "inside a field"])
def test_deep_nesting_refused(text):
    refused(text, Code.SAVE_MALFORMED)


def test_deep_nesting_in_a_field_within_the_parser_limit_is_a_field_error():
    text = TEXT.replace('"moves": [', '"moves": [' + "[" * 500 + "]" * 500 + ",", 1)
    refused(text, Code.SAVE_FIELD)


@pytest.mark.parametrize("field, digits", [("version", 5000), ("seed", 100_000), ("turns", 41)])
def test_numbers_of_thousands_of_digits_refused(field, digits):
    data = record()
    data[field] = 0
    text = json.dumps(data).replace(f'"{field}": 0', f'"{field}": {"9" * digits}')
    refused(text, Code.SAVE_MALFORMED)


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity", "1.5", "1e999", "-0.0"])
def test_nan_infinity_and_fractions_refused(constant):
    text = TEXT.replace(f'"seed": {GAME.seed}', f'"seed": {constant}', 1)
    assert text != TEXT
    refused(text, Code.SAVE_MALFORMED)


@pytest.mark.parametrize("value", [TEXT.encode(), bytearray(TEXT.encode()), None, 42, ["x"], {"format": 1}])
def test_a_save_that_is_not_text_refused(value):
    refused(value, Code.SAVE_MALFORMED)


def test_byte_order_mark_is_harmless():
    assert Game.from_json("\ufeff" + TEXT).to_json() == TEXT
    refused("\ufeff", Code.SAVE_MALFORMED)


def test_oversized_text_refused_before_parsing():
    refused("[" * (MAX_SAVE_CHARS + 1), Code.SAVE_TOO_LARGE)  # as JSON it would be a nesting error


WRONG = [None, True, False, -1, 0, 10**30, "", "x" * 5000, [], [None], [1.0 == None], {}, {"digest": 5}, ["A"] * 6,
         [0, 4], [-1], [True], "\x1b[2J"]


@pytest.mark.parametrize("field", [*FIELDS, "version", "format"])
def test_a_wrong_value_in_any_field_is_a_save_error(field):
    for value in WRONG:
        data = record()
        data[field] = value
        try:
            Game.from_json(json.dumps(data))  # some are valid: an empty list of forced races
        except SaveError as exc:
            assert exc.code.startswith("save_") and "\x1b" not in str(exc), value


@pytest.mark.parametrize("field", list(FIELDS))
def test_a_missing_field_is_a_save_error(field):
    data = record()
    del data[field]
    refused(json.dumps(data), Code.SAVE_FIELD)


@pytest.mark.parametrize("entry", [{"bundled": [3]}, {"bundled": True}, {"bundled": 7}, {"bundled": "3"},
                                   {"data": None}, {"data": []}, {"data": {"name": "x", "turns": -1, "regions": []}},
                                   {"data": {"name": "x", "turns": 5, "regions": [[[[]]]] * 3}}])
def test_a_hostile_board_entry_is_a_save_error(entry):
    data = record()
    data["board"] = {**entry, "digest": data["board"]["digest"]}
    refused(json.dumps(data), Code.SAVE_BOARD)


@pytest.mark.parametrize("move", ["conquer -2", "pick ²", "conquer True", "pick 99999999999999999999", "\x1b[2J",
                                  "redeploy 1:-5", "x" * 2000], ids=range(7))
def test_a_hostile_move_is_a_save_error_quoting_little(move):
    data = record()
    data["moves"][3] = move
    err = refused(json.dumps(data), Code.SAVE_FIELD if len(move) > 1000 else Code.SAVE_MOVE)
    assert "\x1b" not in str(err)


JSON = st.recursive(st.none() | st.booleans() | st.integers(-(10**45), 10**45) | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
                    max_leaves=8)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(path=st.lists(st.sampled_from(["board", "players", "seed", "turns", "races", "powers", "dice", "moves",
                                      "state", "version", 0, 1, 3, "bundled", "digest", "data"]),
                     min_size=1, max_size=3),
       value=JSON)
def test_any_json_anywhere_gives_a_game_or_a_save_error(path, value):
    data = record()
    node = data
    for key in path[:-1]:
        nxt = node.get(key) if isinstance(node, dict) else node[key] if isinstance(key, int) and isinstance(
            node, list) and key < len(node) else None
        if not isinstance(nxt, (dict, list)):
            break
        node = nxt
    last = path[-1]
    if (isinstance(node, list) and isinstance(last, int) and last < len(node)
            or isinstance(node, dict) and isinstance(last, str)):
        node[last] = value
    with contextlib.suppress(SaveError):
        Game.from_json(json.dumps(data))


@settings(max_examples=40, deadline=None)
@given(moves=st.lists(st.sampled_from(["pick 1", "pick 6", "end", "decline", "conquer 0", "conquer 5", "roll 3",
                                       "abandon 2", "redeploy 1:3", "berserk", "dragon 4", "withdraw", "ghouls end"]),
                      max_size=12))
def test_any_move_list_gives_a_game_or_a_save_error(moves):
    data = record()
    data["moves"] = moves
    try:
        Game.from_json(json.dumps(data))
    except SaveError as exc:
        assert exc.code in (Code.SAVE_MOVE, Code.SAVE_STATE)


def test_odd_files_refused_before_reading(tmp_path):
    big = tmp_path / "big.json"
    with open(big, "wb") as handle:
        handle.truncate(MAX_SAVE_CHARS + 10)  # sparse: costs no disk
    with pytest.raises(SaveError) as info:
        load_game(big)
    assert info.value.code is Code.SAVE_TOO_LARGE
    with pytest.raises(SaveError) as info:
        load_game(tmp_path)
    assert info.value.code is Code.SAVE_UNREADABLE
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "fifo.json"
        os.mkfifo(fifo)
        with pytest.raises(SaveError) as info:
            load_game(fifo)  # would block forever if it were opened
        assert info.value.code is Code.SAVE_UNREADABLE
    latin = tmp_path / "latin.json"
    latin.write_bytes(TEXT.replace("Ann", "Ånn").encode("latin-1"))
    with pytest.raises(SaveError) as info:
        load_game(latin)
    assert info.value.code is Code.SAVE_UNREADABLE
