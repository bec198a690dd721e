"""R-RACE-TROLLS: a Lair in each conquered region, +1 defence, kept in decline (R-CONQ-9, R-DECL-5)."""

from __future__ import annotations

from powkit import BARROW, DEEPDELVE, GREY_PEAK, IRONWOOD, SINKHOLE, WISHING, again, entry, play, plus, position_game


def test_lair_on_conquest_adds_defence():
    g = position_game(entry(0, "Trolls", regions={WISHING: 1}, hand=4),
                      entry(1, "Ratmen", regions={GREY_PEAK: 1}, hand=8))
    play(g, "conquer 2")
    assert g.region(IRONWOOD).lair
    play(g, "redeploy 1:2 2:3")
    g = again(g, 1)
    assert g.conquest_cost(IRONWOOD) == 2 + 3 + 1


def test_lair_defence_and_removal_on_conquest():
    g = position_game(entry(0, "Trolls", regions={WISHING: 1, DEEPDELVE: 1}),
                      entry(1, "Ratmen", regions={BARROW: 1}, hand=8), seat=1, markers={"lair": {WISHING: 1}})
    assert g.conquest_cost(WISHING) == 2 + 1 + 1
    play(g, "conquer 1")
    assert not g.region(WISHING).lair


def test_lair_stays_in_decline_and_leaves_with_race():
    g = position_game(entry(0, "Trolls", "Merchant", regions={WISHING: 2}), markers={"lair": {WISHING: 1}})
    play(g, "decline")
    assert g.region(WISHING).lair and g.region(WISHING).in_decline
    g = plus(g, entry(1, "Ratmen", regions={BARROW: 1}, hand=8), seat=1)
    assert g.conquest_cost(WISHING) == 2 + 1 + 1
    # a later decline of another race makes the Trolls leave play: the Lair goes with them (R-DECL-3)
    g = plus(g, entry(0, "Orcs", "Merchant", regions={SINKHOLE: 1}), seat=0)
    play(g, "decline")
    assert g.region(WISHING).race is None and not g.region(WISHING).lair


def test_abandon_removes_lair():
    g = position_game(entry(0, "Trolls", regions={WISHING: 1, IRONWOOD: 1}), markers={"lair": {WISHING: 1}})
    play(g, "abandon 1")
    assert not g.region(WISHING).lair
