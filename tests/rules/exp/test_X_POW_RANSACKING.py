"""X-POW-RANSACKING, RULING 9: each region taken from another player's *active* race pays 1 coin, if he has any."""

from __future__ import annotations

import pytest
from cursedkit import BARROW, IRONWOOD, MILLERS, WISHING, entry, play, position_game

from smallworld_tui.rules import BASE, Game, bundled_board
from smallworld_tui.rules.packs import expanded, packs


def test_A19_X_POW_RANSACKING_two_regions_of_B_one_of_C() -> None:
    # the 3-player map: 8 (swamp) borders 1, 7 and 9
    g = position_game(entry(0, "Ratmen", "Ransacking", regions={8: 1}, hand=12),
                      entry(1, "Humans", regions={1: 1, 7: 1}),
                      entry(2, "Elves", regions={9: 1}), players=3, coins=[0, 5, 0])
    events = play(g, "conquer 1", "conquer 7", "conquer 9")
    assert (g.coins(0), g.coins(1), g.coins(2)) == (2, 3, 0)
    paid = [(e.victim, e.coins) for e in events if e.kind == "ransacked"]
    assert paid == [(1, 1), (1, 1), (2, 0)]  # X-INT-10: the amounts are public, a 0 included


def test_A20_X_POW_RANSACKING_in_decline_ghouls_pay_nothing() -> None:
    g = position_game(entry(0, "Ratmen", "Ransacking", regions={BARROW: 1}, hand=12),
                      entry(1, "Ghouls", active=False, regions={WISHING: 2}), coins=[0, 5])
    events = play(g, f"conquer {WISHING}")
    assert (g.coins(0), g.coins(1)) == (0, 5)
    assert not [e for e in events if e.kind == "ransacked"]


def test_X_POW_RANSACKING_dragon_and_conversion_count() -> None:
    g = position_game(entry(0, "Sorcerers", "Ransacking", regions={BARROW: 1}, hand=4),
                      entry(1, "Humans", regions={MILLERS: 1}), coins=[0, 5])
    play(g, f"convert {MILLERS}")
    assert (g.coins(0), g.coins(1)) == (1, 4)


def test_X_POW_RANSACKING_lost_tribe_and_empty_pay_nothing() -> None:
    g = position_game(entry(0, "Ratmen", "Ransacking", regions={BARROW: 1}, hand=12), tribes={str(WISHING): 1},
                      coins=[0, 5])
    play(g, f"conquer {WISHING}", f"conquer {IRONWOOD}")
    assert (g.coins(0), g.coins(1)) == (0, 5)


def _corrupt_ruleset():  # type: ignore[no-untyped-def]
    """Cursed! with Be Not Afraid... (X-POW-CORRUPT lives there); skips until that pack brings Corrupt."""
    ruleset = expanded(BASE, ["cursed", "bna"]) if "bna" in packs() else None
    if ruleset is None or "Corrupt" not in ruleset.powers:
        pytest.skip("X-POW-CORRUPT is not in this build (the bna pack brings it)")
    return ruleset


def test_A21_X_INT_6_ransacking_takes_then_pays_corrupt() -> None:
    ruleset = _corrupt_ruleset()
    pos = {"players": ["Ann", "Bob"], "seat": 0, "coins": [2, 3],
           "races": [entry(0, "Ratmen", "Ransacking", regions={BARROW: 1}, hand=12),
                     entry(1, "Humans", "Corrupt", regions={WISHING: 1})]}
    g = Game.from_position(bundled_board(2), pos, ruleset)
    play(g, f"conquer {WISHING}")
    assert (g.coins(0), g.coins(1)) == (2, 3)  # A takes 1 (3, 2), then pays 1 (2, 3)


def test_A22_X_INT_7_attacker_with_0_coins_pays_corrupt_nothing() -> None:
    ruleset = _corrupt_ruleset()
    pos = {"players": ["Ann", "Bob"], "seat": 0, "coins": [0, 3],
           "races": [entry(0, "Ratmen", regions={BARROW: 1}, hand=12),
                     entry(1, "Humans", "Corrupt", regions={WISHING: 1})]}
    g = Game.from_position(bundled_board(2), pos, ruleset)
    play(g, f"conquer {WISHING}")
    assert (g.coins(0), g.coins(1)) == (0, 3)
