"""Hostile moves through the public API (issue 10 point 9): ``play`` and ``apply`` refuse any text or action whose
fields are out of type or range with IllegalAction (NotAMove), leaving the game and its record untouched."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from smallworld_tui.rules import Action, Code, Game, IllegalAction, NotAMove, bundled_board
from smallworld_tui.rules.actions import FIELDS
from smallworld_tui.rules.ruleset import BASE


def _game(moves: int = 6) -> Game:
    game = Game.new(bundled_board(2), ["Ann", "Bob"], seed=3)
    rng = random.Random(3)
    while len(game.moves) < moves:
        game.apply(rng.choice(game.legal_actions()))
    return game


def snapshot(game: Game) -> tuple:
    return (game.to_json(), len(game.log), game.current_player, game.phase,
            [game.region(r.id) for r in game.board.regions])


def refused(game: Game, move: object, code: Code | None = None) -> IllegalAction:
    before = snapshot(game)
    with pytest.raises(IllegalAction) as info:
        if isinstance(move, str):
            game.play(move)
        else:
            game.apply(move)  # type: ignore[arg-type]
    assert snapshot(game) == before
    if code is not None:
        assert info.value.code is code, str(info.value)
    assert "\x1b" not in str(info.value) and len(str(info.value)) < 400
    return info.value


@pytest.mark.parametrize("text, code", [
    ("pick ²", Code.BAD_ARGUMENT), ("pick ３", Code.BAD_ARGUMENT), ("pick -1", Code.BAD_ARGUMENT),
    ("pick 99999999999999999999999", Code.BAD_ARGUMENT), ("pick " + "9" * 5000, Code.NOT_A_MOVE),
    ("conquer -2", Code.UNKNOWN_REGION), ("conquer True", Code.UNKNOWN_REGION), ("conquer ²", Code.UNKNOWN_REGION),
    ("conquer ０", Code.UNKNOWN_REGION), ("conquer 1e3", Code.UNKNOWN_REGION), ("conquer 9 9", Code.UNKNOWN_REGION),
    ("conquer " + "9" * 900, Code.UNKNOWN_REGION), ("redeploy 1:-5", Code.BAD_ARGUMENT),
    ("redeploy 1:²", Code.BAD_ARGUMENT), ("redeploy 1:99999", Code.BAD_ARGUMENT),
    ("\x1b]0;title\x07", Code.NOT_A_MOVE), ("x" * 100_000, Code.NOT_A_MOVE), ("\u202eend", Code.NOT_A_MOVE),
], ids=range(18))
def test_hostile_text_is_NotAMove_and_changes_nothing(text, code):
    assert isinstance(refused(_game(), text, code), NotAMove)


def test_R_CONQ_conquer_minus_two_is_not_a_python_negative_index():
    game = Game.new(bundled_board(2), ["Ann", "Bob"], seed=1)
    game.play("pick 1")
    refused(game, Action("conquer", -2), Code.BAD_ARGUMENT)
    refused(game, Action("conquer", len(game.board.regions)), Code.BAD_ARGUMENT)


@pytest.mark.parametrize("action", [
    Action("conquer", True), Action("conquer", 10**30), Action("conquer", "3"), Action("conquer", 2.0),
    Action("conquer", None), Action("pick", combo=True), Action("pick", combo=-1), Action("pick", combo=10**30),
    Action("ally", seat=7), Action("end", 3), Action("redeploy", layout=((1, -5),)),
    Action("redeploy", layout=((99, 1),)),
    Action("redeploy", layout=((1, True),)), Action("redeploy", layout=((1, 1), (1, 2))),
    Action("redeploy", layout=[(1, 1)]), Action("redeploy", layout=((1,),)), Action("end", ghouls="yes"),
    Action(["conquer"], 3), Action("x" * 1000), Action("ally", seat=1, name=b"Bob"),
], ids=range(20))
def test_hostile_action_objects_are_NotAMove_and_change_nothing(action):
    game = _game()
    refused(game, action, None)
    assert isinstance(refused(game, action), NotAMove)


@pytest.mark.parametrize("thing", ["conquer 3", None, 3, ("conquer", 3), object()], ids=range(5))
def test_apply_of_something_that_is_not_an_action(thing):
    game = _game()
    before = snapshot(game)
    with pytest.raises(NotAMove) as info:
        game.apply(thing)
    assert info.value.code is Code.NOT_A_MOVE and snapshot(game) == before


def test_play_of_something_that_is_not_text():
    for thing in (None, b"end", 3, ["end"]):
        game = _game()
        before = snapshot(game)
        with pytest.raises(NotAMove):
            game.play(thing)
        assert snapshot(game) == before


FIELD = st.one_of(st.none(), st.booleans(), st.integers(-(10**40), 10**40), st.text(max_size=5), st.floats(),
                  st.tuples(st.integers(-3, 60), st.integers(-3, 60)))


@settings(max_examples=150, deadline=None)
@given(kind=st.sampled_from(["pick", "conquer", "roll", "abandon", "decline", "end", "redeploy", "withdraw",
                             "berserk", "dragon", "convert", "fortress", "camps", "heroes", "ally", "fly"]),
       target=FIELD, layout=st.one_of(st.tuples(), st.lists(FIELD, max_size=3).map(tuple)), ghouls=FIELD,
       moves=st.integers(0, 12))
def test_any_action_object_either_applies_or_changes_nothing(kind, target, layout, ghouls, moves):
    game = _game(moves)
    before = snapshot(game)
    try:
        game.apply(Action(kind, **{FIELDS.get(kind, ("region",))[0]: target}, layout=layout, ghouls=ghouls))
    except IllegalAction:
        assert snapshot(game) == before


def test_an_unknown_kind_is_NotAMove_quoted_safely():
    game = _game()
    for kind in ("fly", "\x1b[2J", "end\u202e"):
        err = refused(game, Action(kind), Code.NOT_A_MOVE)
        assert isinstance(err, NotAMove)


def test_R_TURN_a_finished_game_refuses_with_game_over():
    game = Game.new(bundled_board(2), ["Ann", "Bob"], seed=3)
    rng = random.Random(3)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    assert refused(game, "end", Code.GAME_OVER)


@pytest.mark.parametrize("text", ["ghouls pick 1", "Ghouls  pick 2", "ghouls ally Bob", "ghouls heroes 3, 4"])
def test_R_RACE_GHOULS_the_ghouls_prefix_is_never_dropped(text):
    """'ghouls pick 1' was played as 'pick 1': the prefix goes only before a move the Ghouls make."""
    assert refused(Game.new(bundled_board(2), ["Ann", "Bob"], seed=3), text).code is Code.BAD_ARGUMENT


@pytest.mark.parametrize("text", ["ghouls pick 1", "ghouls conquer 3", "ghouls end", "ghouls redeploy 3:1"])
def test_a_game_without_ghouls_refuses_their_moves_as_not_a_move(text):
    from smallworld_tui.rules.wow import WOW

    game = Game.new(None, ["Ann", "Bob"], seed=3, ruleset=WOW)
    error = refused(game, text, Code.BAD_ARGUMENT)
    assert isinstance(error, NotAMove) and "no Ghouls" in str(error)


HOSTILE_FIELDS = {"name": st.sampled_from(["", "4", "²", "١", "01", "flying", "Flying", "bob", "Bob", "two words",
                                           "x" * 100]),
                  "layout": st.sampled_from([(), ((1, 1),), ((3, 1), (1, 1)), ((1, 0),)]),
                  "camps": st.sampled_from([(), ((1, 1),)]), "regions": st.sampled_from([(), (1,), (3, 1), (1, 3)]),
                  "ghouls": st.booleans(), "seat": st.sampled_from([None, 0, 1]),
                  "region": st.sampled_from([None, 1]), "combo": st.sampled_from([None, 1])}


@settings(max_examples=200, deadline=None)
@given(ruleset=st.sampled_from(["base", "wow", "all"]), seed=st.integers(0, 40), moves=st.integers(0, 60),
       field=st.sampled_from(sorted(HOSTILE_FIELDS)), data=st.data())
def test_an_action_object_is_refused_or_saved_as_a_text_that_loads_again(ruleset, seed, moves, field, data):
    """A move is recorded as its text, so an action object with a field its kind does not print ('end' with a name,
    'decline' with a layout, 'pots' with none, 'ally' naming a seat by another name) was played and saved as a text
    that never loads: every action object either is refused (the game untouched) or saves and loads again."""
    from smallworld_tui.rules.wow import WOW

    game = Game.new(None, ["Ann", "Bob"], seed=seed, ruleset=WOW if ruleset == "wow" else BASE,
                    expansions="all" if ruleset == "all" else None)
    rng = random.Random(seed)
    while len(game.moves) < moves and not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    if game.is_over:
        return
    action = rng.choice(game.legal_actions())._replace(**{field: data.draw(HOSTILE_FIELDS[field], label=field)})
    before = snapshot(game)
    try:
        game.apply(action)
    except IllegalAction:
        assert snapshot(game) == before
        return
    text = game.to_json()
    assert Game.from_json(text).to_json() == text, action


@pytest.mark.parametrize("expansions", [None, "all"])
def test_R_RACE_GHOULS_the_prefix_goes_only_before_a_move_the_ghouls_make(expansions):
    """'ghouls decline', 'ghouls withdraw …', 'ghouls camps …' or (with the expansions) 'ghouls igors 2' were played
    as the active race's or the seat's own move, the prefix kept in the record: every move of the menu whose kind the
    in-decline Ghouls never play is refused with the prefix, as 'ghouls pick 1' is."""
    from smallworld_tui.rules.actions import GHOULS_KINDS

    kinds = set()
    for seed in range(3):
        game = Game.new(None, ["Ann", "Bob", "Cy"], seed=seed, expansions=expansions)
        rng = random.Random(seed)
        while not game.is_over and len(game.moves) < 100:
            legal = game.legal_actions()
            for action in {a.kind: a for a in legal if a.kind not in GHOULS_KINDS}.values():
                refused(game, f"ghouls {action}", Code.BAD_ARGUMENT)
                refused(game, action._replace(ghouls=True), Code.BAD_ARGUMENT)
                kinds.add(action.kind)
            game.apply(rng.choice(legal))
    assert {"pick", "decline"} <= kinds
