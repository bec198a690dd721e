"""R-POW-SPIRIT: outside the one-decline limit; never removed by a later decline (R-DECL-2, R-DECL-4)."""

from __future__ import annotations

from powkit import (
    BARROW,
    DEEPDELVE,
    IRONWOOD,
    KNOLLS,
    SINKHOLE,
    WISHING,
    again,
    entry,
    play,
    position_game,
    race_of,
    scored,
)


def test_spirit_decline_keeps_ghouls():
    """Appendix A #44: Spirit race declines while the player has in-decline Ghouls -> both stay; both score."""
    g = position_game(entry(0, "Ghouls", "Merchant", active=False, regions={WISHING: 3}),
                      entry(0, "Ratmen", "Spirit", regions={IRONWOOD: 1, SINKHOLE: 1}))
    assert scored(play(g, "decline")) == 3
    assert [rs.name for rs in g.p[0].declined] == ["Ghouls", "Ratmen"]
    g = again(g, 0)
    play(g, "ghouls end", "pick 1")
    assert scored(play(g, "end")) == 3


def test_later_decline_removes_only_the_other():
    """Appendix A #45: Spirit + X in decline, Y declines -> X leaves, Spirit and Y stay."""
    g = position_game(entry(0, "Humans", "Spirit", active=False, regions={WISHING: 1}),
                      entry(0, "Orcs", "Merchant", active=False, regions={IRONWOOD: 1}),
                      entry(0, "Ratmen", "Merchant", regions={SINKHOLE: 1, KNOLLS: 1}))
    play(g, "decline")
    assert sorted(rs.name for rs in g.p[0].declined) == ["Humans", "Ratmen"]
    assert g.region(IRONWOOD).race is None


def test_decline_turn_scores_new_and_spirit():
    """Appendix A #67 (R-DECL-6): newly declined race 4 regions + older Spirit race 2 regions -> 6."""
    g = position_game(entry(0, "Humans", "Spirit", active=False, regions={DEEPDELVE: 1, BARROW: 1}),
                      entry(0, "Ratmen", "Merchant", regions={WISHING: 1, IRONWOOD: 1, SINKHOLE: 1, KNOLLS: 1}))
    assert scored(play(g, "decline")) == 6


def test_leaves_only_by_losing_last_region():
    g = position_game(entry(0, "Humans", "Spirit", active=False, regions={WISHING: 1}),
                      entry(1, "Ratmen", regions={BARROW: 1}, hand=6), seat=1)
    sp = race_of(g, 0, "Humans")
    play(g, "conquer 1")
    assert sp not in g.p[0].declined and "Spirit" in g.power_discard
