"""X-POW-CORRUPT (RULING 9): another player whose race conquers or converts one of this race's active regions pays
its owner 1 coin if he has any (X-INT-7: capped; X-INT-10: the amount is public, also a 0)."""

from __future__ import annotations

import pytest
from bnakit import bna_game, coins
from powkit import BARROW, IRONWOOD, NAMES, WISHING, entry, play

from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.packs import expanded
from smallworld_tui.rules.ruleset import BASE


def paid(events):
    return [(e.seat, e.to, e.coins) for e in events if e.kind == "paid"]


def test_X_POW_CORRUPT_the_conqueror_pays_one_coin():
    g = bna_game(entry(0, "Ratmen", hand=8, regions={BARROW: 1}),
                 entry(1, "Humans", "Corrupt", regions={WISHING: 1, IRONWOOD: 1}), coins=[3, 2])
    events = play(g, "conquer 1", "conquer 2")
    assert paid(events) == [(0, 1, 1), (0, 1, 1)] and coins(g) == [1, 4]


def test_A22_an_attacker_without_coins_pays_nothing():
    """Appendix A #22 [X-INT-7]: an attacker with 0 coins conquers a Corrupt region: pays nothing (a public 0)."""
    g = bna_game(entry(0, "Ratmen", hand=8, regions={BARROW: 1}),
                 entry(1, "Humans", "Corrupt", regions={WISHING: 1}), coins=[0, 2])
    events = play(g, "conquer 1")
    assert paid(events) == [(0, 1, 0)] and coins(g) == [0, 2]


def test_X_POW_CORRUPT_in_decline_regions_pay_nothing():
    g = bna_game(entry(0, "Ratmen", hand=8, regions={BARROW: 1}),
                 entry(1, "Humans", active=False, regions={WISHING: 1}), coins=[3, 2])
    assert paid(play(g, "conquer 1")) == []


def test_X_POW_CORRUPT_a_conversion_pays_too():
    g = bna_game(entry(0, "Sorcerers", hand=5, regions={BARROW: 1}),
                 entry(1, "Humans", "Corrupt", regions={WISHING: 1}), coins=[3, 2])
    assert paid(play(g, "convert 1")) == [(0, 1, 1)] and coins(g) == [2, 3]


def test_X_POW_CORRUPT_in_decline_ghouls_pay():
    """X-IA: in-decline Ghouls pay Corrupt."""
    g = bna_game(entry(0, "Ghouls", active=False, regions={BARROW: 5}),
                 entry(1, "Humans", "Corrupt", regions={WISHING: 1}), coins=[3, 2])
    assert paid(play(g, "ghouls conquer 1")) == [(0, 1, 1)]


def test_X_POW_CORRUPT_a_pot_is_taken_before_the_payment():
    """X-INT-6: the Pot of Gold's coin (2) comes before Corrupt (3): a conqueror with no coin pays the pot's."""
    g = bna_game(entry(0, "Ratmen", hand=8, regions={BARROW: 1}),
                 entry(1, "Leprechauns", "Corrupt", regions={WISHING: 1}), coins=[0, 2],
                 markers={"pot": {WISHING: 1}})
    events = play(g, "conquer 1")
    assert paid(events) == [(0, 1, 1)] and coins(g) == [0, 3]


@pytest.mark.parametrize(("before", "after"), [([2, 3], [2, 3]), ([0, 1], [0, 1])])
def test_A21_ransacking_then_corrupt(before, after):
    """Appendix A #21 [X-INT-6]: A (Ransacking, 2 coins) conquers a Corrupt region of B (3 coins): A takes 1 (A 3,
    B 2), then pays 1 (A 2, B 3). With 0 and 1 coins the order shows: A takes B's coin first, then pays it back.
    Ransacking is Cursed!'s piece: this runs once both packs are in the game."""
    ruleset = expanded(BASE, "all")
    if "Ransacking" not in ruleset.powers:
        pytest.skip("Ransacking (Cursed!) is not in this branch yet")
    g = Game.from_position(bundled_board(2), {
        "players": NAMES[:2], "seat": 0, "coins": before,
        "races": [entry(0, "Ratmen", "Ransacking", hand=8, regions={BARROW: 1}),
                  entry(1, "Humans", "Corrupt", regions={WISHING: 1})]}, ruleset)
    play(g, "conquer 1")
    assert coins(g) == after
