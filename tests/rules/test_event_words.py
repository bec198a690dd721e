"""Events in words: every event kind renders through ``game.describe`` to one sentence (DESIGN.md, R-HIDE-3)."""

from __future__ import annotations

import dataclasses
import inspect
import random
import re

import pytest
from powkit import BARROW, WISHING, entry, play, plus, position_game

from smallworld_tui.rules import POWERS, RACES, Game, bundled_board, events
from smallworld_tui.rules.coins import Paid  # importing WoW makes its events fast (``events.fast_inits``)

EMITTED = {"turn", "start", "pick", "decline", "leave", "abandon", "conquer", "tribe", "loss", "roll", "berserk",
           "convert", "redeploy", "gain", "offmap", "hole", "lair", "fortress", "camps", "heroes", "withdraw", "ally",
           "score", "over"}


def random_games():
    names = list(RACES)
    powers = list(POWERS)
    for i in range(28):
        players = 2 + i % 4
        g = Game.new(bundled_board(players), ["Ann", "Bob", "Cy", "Dee", "Eve"][:players], seed=i,
                     races=[names[i % 14]], powers=[powers[(i * 3) % 20], powers[(i * 3 + 1) % 20]], turns=4)
        rng = random.Random(i)
        while not g.is_over:
            legal = g.legal_actions()
            moves = [a for a in legal if a.kind != "end"] or legal
            g.apply(rng.choice(moves))
        yield g


def one_sentence(text: str) -> bool:
    return (text[:1].isupper() and text.endswith(".") and "\n" not in text
            and not re.search(r"Event\(|kind=|None|\(\d+, |\[|\]", text)
            and not re.search(r"[.!?] [A-Z]", text.replace("Mr. ", "")))


def test_every_event_kind_in_one_sentence():
    seen = set()
    for g in random_games():
        for event in g.log:
            seen.add(event.kind)
            for reveal in (False, True):
                text = g.describe(event, reveal_coins=reveal)
                assert one_sentence(text), (event, text)
                assert not text.startswith(event.kind + " "), text  # not the raw fallback
    assert seen >= EMITTED - {"convert", "gain"} and seen <= EMITTED


def test_sentences_name_player_race_region_and_count():
    g = position_game(entry(0, "Orcs", "Flying", regions={WISHING: 1}, hand=5), entry(1, "Elves", regions={BARROW: 2}))
    events = play(g, "conquer 6")
    words = [g.describe(e) for e in events]
    assert "Ann's Flying Orcs conquer Barrow Downs (6) with 4 tokens." in words
    assert "Bob's Spirit Elves lose no token in Barrow Downs (6) and withdraw 2." in words


def test_coins_hidden_unless_revealed():
    """R-HIDE-1/3: coins scored are not told unless reveal_coins=True."""
    g = position_game(entry(0, "Orcs", regions={WISHING: 1}))
    score = next(e for e in play(g, "end") if e.kind == "score")
    hidden = g.describe(score)
    assert not re.search(r"\d", hidden) and "Ann" in hidden
    assert g.describe(score, reveal_coins=True) == "Ann scores 1 coin."


def test_pick_sentences():
    """R-COL-1/2 in words: the price paid and the coins found on the combo."""
    g = Game.new(bundled_board(2), ["Ann", "Bob"], seed=1, races=["Orcs", "Elves", "Ratmen"],
                 powers=["Flying", "Hill", "Swamp"])
    column = g.position()["column"]
    column[2][2] = 1  # one coin lying on combo 3
    g = plus(g, seat=0, column=column)
    (event,) = [e for e in g.play("pick 3") if e.kind == "pick"]
    assert g.describe(event) == "Ann picks Swamp Ratmen (12 tokens), paying 2 coins and taking the 1 coin lying on it."
    (event,) = [e for e in g.play("end") + g.play("pick 1") if e.kind == "pick"]
    assert g.describe(event) == "Bob picks Flying Orcs (10 tokens), taking the 1 coin lying on it."


def test_every_event_class_of_both_rulesets_has_the_fast_init_and_stays_frozen():
    """``events._fast_init`` (each field set through its slot) for the base game's events and WoW's (``fast_inits``):
    the same parameters, defaults and values as the generated ``__init__``, and the fields still read-only."""

    def every(cls):
        for sub in cls.__subclasses__():
            yield sub
            yield from every(sub)

    classes = {c for c in every(events.Event) if dataclasses.is_dataclass(c) and "__slots__" in c.__dict__
               and c.__module__.startswith("smallworld_tui.rules")}
    assert {c.__module__.split(".")[-1] for c in classes} >= {"events", "coins", "humans", "goblins", "powers"}
    assert classes <= events._FAST | {c for c in classes if c.__module__ == events.__name__}
    for cls in classes:
        assert cls.__init__.__qualname__ == f"{cls.__qualname__}.__init__"
        assert "_set_" in cls.__init__.__code__.co_names[0] or not dataclasses.fields(cls), cls
        params = list(inspect.signature(cls).parameters)
        assert params == [f.name for f in dataclasses.fields(cls)], cls
    p = Paid(1, to=None, coins=2, why="MarshDweller")
    assert (p.seat, p.to, p.coins, p.why) == (1, None, 2, "MarshDweller") and p == Paid(1, None, 2, "MarshDweller")
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.coins = 3
