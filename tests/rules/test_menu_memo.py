"""``apply`` trusts a move taken from the menu ``legal_actions`` just returned for this very state (the move
object itself, not an equal one) and skips re-checking it: its outcome must be the one of the fully checked path.

Cross-check along random games with every race and power, base and WoW: each chosen move is applied to one copy
as the menu's own object (trusted) and to another copy as an equal new object (checked from scratch); events and
saved records must agree. And the trust never reaches an object that is not in the current menu: a stale menu's
move is checked again, a hostile equal-looking one (``conquer True``) is still refused."""

from __future__ import annotations

import random

import pytest

from smallworld_tui.rules import Action, Game, IllegalAction, bundled_board
from smallworld_tui.rules.wow import WOW


def _twin(a: Action) -> Action:
    """An equal Action that is another object: ``apply`` cannot know it came from the menu."""
    twin = Action(*a)
    assert twin == a and twin is not a
    return twin


@pytest.mark.parametrize("players,seed,wow", [(2, 1, False), (3, 2, False), (5, 3, False), (4, 4, True)])
def test_R_TURN_menu_moves_trusted_by_apply_play_like_checked_ones(players, seed, wow):
    rng = random.Random(seed)
    if wow:
        g = Game.new(None, [f"P{i}" for i in range(players)], seed=seed, ruleset=WOW)
    else:
        g = Game.new(bundled_board(players), [f"P{i}" for i in range(players)], seed=seed)
    compared = 0
    while not g.is_over:
        trusted, checked = g.copy(), g.copy()
        menu = trusted.legal_actions()
        assert menu == g.legal_actions()
        index = rng.randrange(len(menu))
        events = trusted.apply(menu[index])
        assert checked.apply(_twin(menu[index])) == events
        assert trusted.to_json() == checked.to_json()
        g.apply(g.legal_actions()[index])
        compared += 1
    assert compared > 20


def test_R_CONQ_1_menu_trust_never_reaches_other_or_stale_objects():
    g = Game.new(bundled_board(2), ["Ann", "Bob"], seed=5, races=["Humans"], powers=["Commando"])
    g.play("pick 1")
    menu = g.legal_actions()
    conquer = next(a for a in menu if a.kind == "conquer")
    with pytest.raises(IllegalAction):  # equal to a menu move as a tuple (True == 1), but not that object
        g.apply(Action("conquer", True))
    g.apply(conquer)
    with pytest.raises(IllegalAction):  # the same object again: its menu is stale, the full check refuses it
        g.apply(conquer)


class _Hostile:
    """A field whose comparison fails: the menu lookup must not let its error out."""

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("compared")

    __hash__ = object.__hash__


def test_R_CONQ_1_menu_lookup_survives_fields_that_cannot_be_compared():
    g = Game.new(bundled_board(2), ["Ann", "Bob"], seed=5, races=["Humans"], powers=["Commando"])
    g.play("pick 1")
    before = g.to_json()
    g.legal_actions()
    with pytest.raises(IllegalAction):
        g.apply(Action("conquer", _Hostile()))  # type: ignore[arg-type]
    assert g.to_json() == before


def test_R_TURN_long_menus_trust_the_offered_object_only():
    """A menu of hundreds of moves (the Humans' Military Objectives, W-RACE-HUMANS) is searched by identity alone:
    the offered object is trusted, an equal copy is not (it is checked, and plays the same)."""
    from smallworld_tui.rules.game import _SHORT_MENU, _offered

    g = Game.new(None, ["Ann", "Bob", "Cid"], seed=2, ruleset=WOW, races=["Humans"])
    rng = random.Random(2)
    while not g.is_over:
        menu = g.legal_actions()
        if len(menu) > _SHORT_MENU:
            break
        g.apply(rng.choice(menu))
    assert len(menu) > _SHORT_MENU, "no long menu in this game"
    offered = tuple(menu)
    last = menu[-2]  # the last placement: every move before it is scanned
    assert _offered(last, offered) and not _offered(_twin(last), offered)
    trusted, checked = g.copy(), g.copy()
    trusted.legal_actions(), checked.legal_actions()
    assert trusted.apply(last) == checked.apply(_twin(last))
    assert trusted.to_json() == checked.to_json()
