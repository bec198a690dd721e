"""The public position set-up (like chess's FEN): ``game.position()`` and ``Game.from_position``."""

from __future__ import annotations

import json
import random

import pytest

from smallworld_tui.rules import Game, bundled_board

BOARD = bundled_board(2)


def test_position_round_trips_through_json():
    g = Game.new(BOARD, ["Ann", "Bob"], seed=5)
    rng = random.Random(5)
    for _ in range(40):
        g.apply(rng.choice(g.legal_actions()))
    while g.phase not in ("start", "pick") or g.current_player != g.seat:  # the start of a turn
        g.play("end") if g.phase != "pick" else g.play("pick 1")
    pos = json.loads(json.dumps(g.position()))
    again = Game.from_position(BOARD, pos)
    assert again.position() == pos
    assert [again.region(r.id) for r in BOARD.regions] == [g.region(r.id) for r in BOARD.regions]
    assert [again.races(s) for s in (0, 1)] == [g.races(s) for s in (0, 1)] and again.column_view() == g.column_view()


def test_R_CONQ_4_cost_in_a_written_position():
    """A rulebook example, set up by hand: Bob's 2 Humans and a Troll Lair defend region 2 (2 + 2 + 1)."""
    g = Game.from_position(BOARD, {
        "players": ["Ann", "Bob"], "turn": 3,
        "races": [{"seat": 0, "race": "Ratmen", "power": "Forest", "regions": {"1": 3}, "hand": 4},
                  {"seat": 1, "race": "Trolls", "power": "Hill", "regions": {"2": 2}}],
        "markers": {"lair": {"2": 1}},
    })
    assert (g.turn, g.current_player, g.phase) == (3, 0, "start")
    assert g.region(2).lair and g.region(2).tokens == 2 and g.region(3).race is None  # no Lost Tribes unless given
    assert g.conquest_cost(2) == 5
    g.play("conquer 2")
    assert g.region(2).owner == 0 and not g.region(2).lair
    assert "Ratmen" not in [c.race for c in g.column_view()] and len(g.column_view()) == 6


def test_a_position_with_an_in_decline_race_and_coins():
    g = Game.from_position(BOARD, {
        "players": ["Ann", "Bob"], "seat": 1, "coins": [9, 2],
        "races": [{"seat": 1, "race": "Dwarves", "power": "Spirit", "active": False, "regions": {"5": 1}}],
    })
    assert g.current_player == 1 and g.phase == "pick" and g.coins(0) == 9
    assert g.races(1)[0].active is False


@pytest.mark.parametrize("bad", [
    {"players": ["Ann", "Bob"], "colour": "red"},
    {"players": ["Ann", "Bob"], "races": [{"seat": 0, "race": "Hobbits", "power": "Hill"}]},
    {"players": ["Ann", "Bob"], "races": [{"seat": 0, "race": "Ratmen", "power": "Hill", "regions": {"99": 1}}]},
    {"players": ["Ann", "Bob"], "markers": {"moat": {"1": 1}}},
    {"players": ["Ann", "Bob"], "turn": 0},
    {"turn": 1},
])
def test_an_invalid_position_is_refused_clearly(bad):
    with pytest.raises(ValueError):
        Game.from_position(BOARD, bad)


def test_X_INT_1_a_position_carries_the_expansions():
    from smallworld_tui.rules.packs import expanded
    from smallworld_tui.rules.ruleset import BASE

    g = Game.new(BOARD, ["Ann", "Bob"], seed=3, expansions="royal,cursed")
    g.play("pick 1")
    pos = json.loads(json.dumps(g.position()))
    assert pos["expansions"] == ["cursed", "royal"]
    again = Game.from_position(BOARD, pos)
    assert again.ruleset is g.ruleset and again.position() == pos
    assert Game.from_position(BOARD, pos, expanded(BASE, "cursed,royal")).ruleset is g.ruleset
    unnamed = {key: value for key, value in pos.items() if key != "expansions"}  # a hand-written position
    assert Game.from_position(BOARD, unnamed, g.ruleset).position() == pos
    assert "expansions" not in Game.new(BOARD, ["Ann", "Bob"]).position()
    for bad in ("cursed", ["nope"], [3]):
        with pytest.raises(ValueError, match="not valid"):
            Game.from_position(BOARD, {**pos, "expansions": bad})
    with pytest.raises(ValueError, match="are not the ruleset's"):
        Game.from_position(BOARD, pos, expanded(BASE, "cursed"))
