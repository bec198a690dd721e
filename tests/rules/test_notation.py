"""Move notation (DESIGN.md, Move notation; docs/notation.md): ``play(str(a))`` is ``apply(a)`` for every legal
action, regions by id or name, any case; text that is not a move, and illegal moves, raise IllegalAction with a
reason and leave the game untouched."""

from __future__ import annotations

import random

import pytest
from powkit import entry, fresh, position_game

from smallworld_tui.rules import Game, IllegalAction, bundled_board
from smallworld_tui.rules.actions import Action

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]
REGION_KINDS = ("abandon", "conquer", "roll", "dragon", "convert", "fortress")


def new_game(players: int, races=(), powers=()) -> Game:
    """A fresh game on the official map, stacks forced as given."""
    return Game.new(bundled_board(players), NAMES[:players], seed=0, races=list(races), powers=list(powers))


def positions(players: int, seed: int, every: int = 3):
    """Positions along a random game, every few moves."""
    g = Game.new(bundled_board(players), NAMES[:players], seed=seed)
    rng = random.Random(seed)
    while not g.is_over:
        if len(g.moves) % every == 0:
            yield g
        g.apply(rng.choice(g.legal_actions()))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_play_text_equals_apply_for_every_legal_action(players: int) -> None:
    kinds = set()
    for g in positions(players, seed=players * 7):
        for a in g.legal_actions():
            kinds.add(a.kind)
            by_action, by_text = g.copy(), g.copy()
            events = by_action.apply(a)
            assert by_text.play(str(a)) == events, str(a)
            assert by_text.to_json() == by_action.to_json(), str(a)
            assert by_text.moves[-1] == str(a)
    assert {"pick", "conquer", "redeploy", "end"} <= kinds


def test_region_names_accepted_instead_of_ids() -> None:
    g = new_game(2, races=["Ratmen"], powers=["Forest"])
    g.play("pick 1")
    by_id, by_name = g.copy(), g.copy()
    by_id.play("conquer 1")
    by_name.play("conquer Wishing Fields")
    assert by_name.to_json() == by_id.to_json()
    by_id.play("conquer 2")
    by_name.play("conquer ironwood")
    by_id.play("redeploy 1:4 2:8")
    by_name.play("redeploy Wishing Fields:4, Ironwood:8")  # names with spaces: comma-separated items
    assert by_name.to_json() == by_id.to_json()
    with pytest.raises(IllegalAction, match="No region called"):
        g.play("conquer Atlantis")


def test_any_case_accepted() -> None:
    g = new_game(2, races=["Ratmen", "Humans"], powers=["Forest", "Hill"])
    ref = g.copy()
    g.play("PICK 1")
    ref.play("pick 1")
    g.play("Conquer WISHING FIELDS")
    ref.play("conquer 1")
    g.play("  END  ")
    ref.play("end")
    assert g.to_json() == ref.to_json()
    # Seats by name, any case (Diplomat's ally).
    g = position_game(entry(0, "Ratmen", "Diplomat", regions={4: 3}), players=3)
    g.play("redeploy 4:3")
    assert g.phase_word == "ally"
    with pytest.raises(IllegalAction, match="No player called"):
        g.play("ally Zed")
    g.play("ally bOB")
    assert g.ally(0) == 1


@pytest.mark.parametrize("text", ["fly away", "conquer", "", "   ", "pick", "pick two", "redeploy 3-4",
                                  "withdraw 3:x", "end now", "decline please", "ghouls", "roll"])
def test_text_that_is_not_a_move(text: str) -> None:
    g = new_game(2)
    before = g.to_json()
    with pytest.raises(IllegalAction) as info:
        g.play(text)
    assert str(info.value)
    assert g.to_json() == before


def test_illegal_moves_have_a_reason_and_change_nothing() -> None:
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 3}))
    for text, why in (("pick 1", "active race"), ("conquer 14", "not adjacent"), ("conquer 4", "already hold"),
                      ("roll 14", "adjacent"), ("berserk", "Berserk"), ("dragon 9", "Dragon"),
                      ("convert 9", "Sorcerers"), ("fortress 4", "Fortress"), ("redeploy 4:9", "exactly"),
                      ("withdraw 4:1", "withdrawn"), ("heroes 4", "Heroes"), ("ally Bob", "Diplomat"),
                      ("ghouls conquer 9", "Ghouls"), ("conquer 7", "water"), ("abandon 9", "do not hold")):
        before = g.to_json()
        with pytest.raises(IllegalAction, match=why):
            g.play(text)
        assert g.to_json() == before, text


@pytest.mark.parametrize("players", [2, 4])
def test_illegal_region_moves_raise_and_legal_ones_are_listed(players: int) -> None:
    """For every region and region move kind: either it is listed by legal_actions and applies, or it raises
    IllegalAction with a reason and changes nothing."""
    for g in positions(players, seed=players, every=5):
        listed = {str(a) for a in g.legal_actions()}
        before = g.to_json()
        texts = [f"{k} {r.id}" for k in REGION_KINDS for r in g.board.regions]
        texts += [f"pick {n}" for n in range(1, 8)] + ["decline", "berserk"]
        for text in texts:
            c = g.copy()
            try:
                c.play(text)
            except IllegalAction as exc:
                assert str(exc), text
                assert text not in listed, text
                assert c.to_json() == before, text
            else:
                assert text in listed, f"{text} applies but legal_actions does not list it ({g.phase})"


def test_str_round_trips_through_the_parser() -> None:
    g = fresh(2)
    from smallworld_tui.rules.actions import parse

    for a in (Action("pick", combo=3), Action("conquer", 12), Action("roll", 5, ghouls=True), Action("decline"),
              Action("redeploy", layout=((1, 2), (5, 3))), Action("withdraw", layout=((3, 1),), camps=((3, 2),)),
              Action("heroes", regions=(4, 9)), Action("camps", layout=((2, 5),)), Action("end"),
              Action("end", ghouls=True), Action("fortress", 6), Action("berserk")):
        assert parse(str(a), g) == a, str(a)
    assert str(Action("ally", seat=1, name="Bob")) == "ally Bob"
    assert parse("ally Bob", g) == Action("ally", seat=1, name="Bob")


WORDS = ["pick", "conquer", "roll", "abandon", "decline", "end", "redeploy", "withdraw", "berserk", "dragon",
         "convert", "fortress", "camps", "heroes", "ally", "ghouls", "1", "0", "-1", "99", "3:2", "5:0", "1:1,",
         "Ann", "bob", "Wishing Fields", ":", ",", "1:-1", "x:1", "1:99999999999999999999", "Ironwood:2", "é"]


def test_garbage_text_only_ever_raises_illegal_action_and_changes_nothing() -> None:
    for seed in range(12):
        g = Game.new(bundled_board(2), ["Ann", "Bob"], seed=seed)
        rng = random.Random(seed)
        while not g.is_over and len(g.moves) < 30:
            before = g.to_json()
            for _ in range(8):
                text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 5)))
                c = g.copy()
                try:
                    c.play(text)
                except IllegalAction as exc:
                    assert str(exc) and c.to_json() == before, text
            g.apply(rng.choice(g.legal_actions()))


def test_action_fields_mean_one_thing_each():
    """A kind uses only its own fields: a region for conquer, a combo for pick, a seat for ally (typed moves)."""
    from smallworld_tui.rules import NotAMove

    g = new_game(2)
    assert g.legal_actions()[0] == Action("pick", combo=1)
    for wrong in (Action("pick", region=1), Action("conquer", combo=3), Action("ally", region=1),
                  Action("conquer", 3, regions=(3,))):
        with pytest.raises(NotAMove):
            g.apply(wrong)
