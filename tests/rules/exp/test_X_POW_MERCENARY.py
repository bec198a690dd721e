"""X-POW-MERCENARY (RULING 31): 1 coin to the stash per conquest at most, -2 cost (minimum 1; Kobolds 2); after a
failed final roll the coin may still make it succeed (ruling BNA-5)."""

from __future__ import annotations

import pytest
from bnakit import bna_game, coins
from powkit import DEEPDELVE, IRONWOOD, WISHING, entry, legal, play

from smallworld_tui.rules import IllegalAction


def test_A53_a_coin_takes_two_off():
    """Appendix A #53: a mountain with 1 enemy token costs 2+1+1 = 4, with 1 coin 2; two coins are not possible."""
    g = bna_game(entry(0, "Ratmen", "Mercenary", hand=3, regions={WISHING: 1}),
                 entry(1, "Humans", regions={DEEPDELVE: 1}), coins=[5, 5])
    assert g.conquest_cost(DEEPDELVE) == 4
    assert "hire 5" in legal(g) and "conquer 5" not in legal(g)
    play(g, "hire 5")
    assert g.region(DEEPDELVE).owner == 0 and g.region(DEEPDELVE).tokens == 2
    assert coins(g)[0] == 4 and g.hand(0) == 1
    g = bna_game(entry(0, "Ratmen", "Mercenary", hand=1, regions={WISHING: 1}),
                 entry(1, "Humans", regions={DEEPDELVE: 1}), coins=[5, 5])
    with pytest.raises(IllegalAction, match="Even with a coin you need 2"):
        g.play("hire 5")  # a second coin (cost 0 -> 1) does not exist


def test_X_POW_MERCENARY_the_minimum_stays():
    g = bna_game(entry(0, "Ratmen", "Mercenary", hand=3, regions={WISHING: 1}), coins=[5, 5])
    assert g.conquest_cost(IRONWOOD) == 2
    assert "hire 2" in legal(g)  # 2 -> 1
    g = bna_game(entry(0, "Ratmen", "Mercenary", hand=3, regions={WISHING: 1}), coins=[5, 5],
                 markers={})
    play(g, "hire 2")
    assert g.region(IRONWOOD).tokens == 1


def test_X_POW_MERCENARY_no_coin_no_mercenaries():
    g = bna_game(entry(0, "Ratmen", "Mercenary", hand=3, regions={WISHING: 1}), coins=[0, 5])
    assert not [m for m in legal(g) if m.startswith("hire")]
    with pytest.raises(IllegalAction, match="no coin"):
        g.play("hire 2")


def test_A54_a_coin_after_the_failed_roll():
    """Appendix A #54: final attempt with 1 token against cost 4, roll 1: 2 < 4; paying 1 coin it needs 2: success."""
    g = bna_game(entry(0, "Ratmen", "Mercenary", hand=1, regions={WISHING: 1}),
                 entry(1, "Humans", regions={DEEPDELVE: 1}), coins=[5, 5], dice=[1])
    play(g, "roll 5")
    assert g.phase_word == "hire-roll" and legal(g) == ["hire-roll", "skip", "end"]
    events = play(g, "hire-roll")
    assert [(e.seat, e.to, e.coins) for e in events if e.kind == "paid"] == [(0, None, 1)]
    assert g.region(DEEPDELVE).owner == 0 and g.region(DEEPDELVE).tokens == 1
    assert coins(g)[0] == 5 - 1 + 2  # the coin, then 2 regions scored


def test_X_POW_MERCENARY_the_failed_roll_may_stay_failed():
    g = bna_game(entry(0, "Ratmen", "Mercenary", hand=1, regions={WISHING: 1}),
                 entry(1, "Humans", regions={DEEPDELVE: 1}), coins=[5, 5], dice=[1])
    play(g, "roll 5", "end")
    assert g.region(DEEPDELVE).owner == 1 and coins(g)[0] == 5 + 1  # one region scored, no coin paid


def test_X_POW_MERCENARY_no_question_when_the_coin_is_not_enough():
    g = bna_game(entry(0, "Ratmen", "Mercenary", hand=1, regions={WISHING: 1}),
                 entry(1, "Humans", regions={DEEPDELVE: 1}), coins=[5, 5], dice=[0])
    play(g, "roll 5")  # 1 + 0 < 2
    assert g.current_player == 1


def test_X_POW_MERCENARY_hire_is_a_way_of_conquering():
    from smallworld_tui.rules.exp.bna import Mercenary
    hire = Mercenary.moves[0]
    assert hire.way == "pay 1 coin: cost -2" and not hire.key


def test_X_POW_MERCENARY_a_rescued_roll_counts_for_the_skeletons():
    """The gain of REDEPLOY step 1 was taken when the roll failed; the rescued conquest's non-empty region still
    counts (R-RACE-SKELETONS: 2 non-empty regions, +1)."""
    g = bna_game(entry(0, "Skeletons", "Mercenary", hand=4, regions={WISHING: 1}),
                 entry(1, "Humans", regions={IRONWOOD: 1, DEEPDELVE: 1}), coins=[5, 5], dice=[1])
    play(g, "conquer 2", "roll 5")  # 3 for Ironwood, then 1 in hand for Deepdelve (4): 1 + 1 < 4
    assert g.phase_word == "hire-roll"
    events = play(g, "hire-roll")
    assert [e.tokens for e in events if e.kind == "gain"] == [1]
    assert g.region(DEEPDELVE).owner == 0
