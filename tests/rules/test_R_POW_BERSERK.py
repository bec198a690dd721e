"""R-POW-BERSERK: roll before a conquest, subtract before the minimum, no final die (R-DIE, [RULING])."""

from __future__ import annotations

import pytest
from powkit import DEEPDELVE, IRONWOOD, SINKHOLE, WISHING, entry, play, position_game, race_of

from smallworld_tui.rules import IllegalAction


def berserk(hand, dice, regions=None, tribes=None):
    g = position_game(entry(0, "Ratmen", "Berserk", regions=regions or {WISHING: 1}, hand=hand), dice=dice,
                      tribes=tribes or {})
    return g, race_of(g, 0, "Ratmen")


def test_roll_three_vs_two_places_one():
    """Appendix A #30: roll 3 vs a target needing 2 -> places 1 (min 1)."""
    g, rs = berserk(3, [3])
    play(g, "berserk")
    assert g.conquest_cost(IRONWOOD) == 1
    play(g, "conquer 2")
    assert g.region(IRONWOOD).tokens == 1 and rs.hand == 2


def test_roll_zero_no_target_conquests_end():
    """Appendix A #31: roll 0, 2 in hand, best target needs 3 -> conquests end; no extra die."""
    g, rs = berserk(2, [0], regions={DEEPDELVE: 1}, tribes={WISHING: 1, 6: 1, 11: 1})
    assert "berserk" in [str(a) for a in g.legal_actions()]
    play(g, "berserk")
    assert rs.ended
    assert not [a for a in g.legal_actions() if a.kind in ("conquer", "roll", "berserk")]


def test_unrolled_conquest_costs_normally_and_one_roll_per_conquest():
    g, rs = berserk(6, [2, 1])
    play(g, "conquer 2")  # no roll: 2
    assert rs.hand == 4
    play(g, "berserk")
    with pytest.raises(IllegalAction, match="already rolled"):
        g.play("berserk")
    play(g, "conquer 3")  # 2 - 2 -> 1
    assert rs.hand == 3
    play(g, "berserk", "conquer 4")  # 2 - 1 -> 1
    assert g.region(4).tokens == 1


def test_no_final_reinforcement_die():
    g, _ = berserk(1, [3], regions={DEEPDELVE: 1})
    assert not [a for a in g.legal_actions() if a.kind == "roll"]
    with pytest.raises(IllegalAction):
        g.play("roll 6")


def test_unused_roll_ends_conquests():
    """Redeploying instead of using the roll: nothing conquered, conquests end."""
    g, rs = berserk(3, [1], regions={WISHING: 1, SINKHOLE: 1})
    play(g, "berserk", "redeploy 1:2 3:3")
    assert g.seat == 1 and len(rs.regions) == 2


def test_no_roll_in_decline_turn_nor_in_decline():
    g, rs = berserk(3, [3])
    play(g, "decline")
    assert g.dice_left == [3]  # nothing was rolled
    g2 = position_game(entry(0, "Ghouls", "Berserk", active=False, regions={WISHING: 2}), dice=[0])
    with pytest.raises(IllegalAction):
        g2.play("ghouls berserk")
    play(g2, "ghouls roll 5")  # in decline the Ghouls use the ordinary final die (R-DECL-5, R-DIE-6)
