"""The hints each seat took (the app's H) in the save: an optional field beside the moves, written only once a hint
was taken (older readers ignore it), absent from older saves (none taken), refused when hostile."""

from __future__ import annotations

import json

import pytest

from smallworld_tui.rules import Code, Game, SaveError, bundled_board
from smallworld_tui.rules.record import from_json, from_json_saved, to_json


def game() -> Game:
    g = Game.new(bundled_board(3), ["Ann", "Bob", "Cy"], seed=2)
    g.play("pick 1")
    return g


def test_hints_round_trip_per_seat() -> None:
    text = to_json(game(), ["human", "human", "greedy"], [3, 0, 0])
    record = json.loads(text)
    assert record["hints"] == [3, 0, 0] and list(record).index("hints") == list(record).index("moves") + 1
    saved = from_json_saved(text)
    assert saved.hints == [3, 0, 0] and saved.seats == ["human", "human", "greedy"]
    assert saved.game.moves == ["pick 1"]


def test_no_hint_taken_writes_no_field_and_keeps_the_version() -> None:
    plain = to_json(game(), None)
    assert to_json(game(), None, [0, 0, 0]) == plain and "hints" not in json.loads(plain)
    assert from_json_saved(plain).hints == [0, 0, 0]  # an older save: none taken


def test_a_reader_that_ignores_the_field_still_loads_the_game() -> None:
    assert from_json(to_json(game(), None, [1, 2, 0])).moves == ["pick 1"]


@pytest.mark.parametrize("hostile", [[1, 2], [1, 2, 3, 4], [-1, 0, 0], [1.5, 0, 0], ["1", 0, 0], [True, 0, 0],
                                     [10**30, 0, 0], None, {"Ann": 1}, "3"])
def test_hostile_hints_are_refused_before_any_replay(hostile: object) -> None:
    record = json.loads(to_json(game()))
    record["hints"] = hostile
    text = json.dumps(record)  # a fraction is refused by the decoder (SAVE_MALFORMED), the rest by the field test
    with pytest.raises(SaveError) as caught:
        from_json_saved(text)
    assert caught.value.code in (Code.SAVE_FIELD, Code.SAVE_MALFORMED)
    assert "\n" not in str(caught.value)
