"""X-RACE-KOBOLDS, RULING 5: at least 2 Kobold tokens in every region while active (``Race.min_pieces``): the floor
of every conquest (the Dragon's too), of a final attempt, of READY and of the redeployment; 1 per region in decline."""

from __future__ import annotations

import pytest
from cursedkit import (
    BARROW,
    DEEPDELVE,
    IRONWOOD,
    MILLERS,
    OLD_PINES,
    WISHING,
    entry,
    play,
    position_game,
    race_of,
)

from smallworld_tui.rules import IllegalAction


def test_A6_X_RACE_KOBOLDS_commando_kobolds_empty_farmland_costs_2() -> None:
    g = position_game(entry(0, "Kobolds", "Commando", hand=11))
    assert g.conquest_cost(WISHING) == 2  # max(2, 1)
    assert g.cost_breakdown(WISHING).total == 2
    play(g, f"conquer {WISHING}")
    assert g.region(WISHING).tokens == 2


def test_A7_X_RACE_KOBOLDS_one_token_in_hand_no_conquest_no_roll() -> None:
    g = position_game(entry(0, "Kobolds", "Commando", regions={BARROW: 3}))
    actions = [a.kind for a in g.legal_actions()]
    assert "conquer" not in actions and "roll" not in actions
    with pytest.raises(IllegalAction):
        g.play(f"conquer {WISHING}")
    with pytest.raises(IllegalAction, match="at least 2 tokens"):
        g.play(f"roll {WISHING}")


def test_A8_R_DIE_kobolds_three_in_hand_need_4_roll_1_all_enter() -> None:
    g = position_game(entry(0, "Kobolds", hand=3), entry(1, "Humans", regions={WISHING: 2}), dice=[1])
    assert g.conquest_cost(WISHING) == 4
    assert f"roll {WISHING}" in [str(a) for a in g.legal_actions()]
    play(g, f"roll {WISHING}")
    assert g.region(WISHING).race == "Kobolds" and g.region(WISHING).tokens == 3


def test_A10_X_RACE_KOBOLDS_dragon_master_kobolds_dragon_takes_2_tokens() -> None:
    g = position_game(entry(0, "Kobolds", "Dragon Master", regions={BARROW: 2}, hand=5),
                      entry(1, "Humans", regions={WISHING: 4}))
    play(g, f"dragon {WISHING}")
    assert g.region(WISHING).tokens == 2 and g.region(WISHING).dragon


def test_X_RACE_KOBOLDS_dragon_needs_2_in_hand() -> None:
    g = position_game(entry(0, "Kobolds", "Dragon Master", regions={BARROW: 3}))
    assert "dragon" not in [a.kind for a in g.legal_actions()]
    with pytest.raises(IllegalAction, match="2 tokens"):
        g.play(f"dragon {WISHING}")


def test_X_RACE_KOBOLDS_berserk_needs_2_in_hand() -> None:
    g = position_game(entry(0, "Kobolds", "Berserk", regions={BARROW: 3}))
    assert "berserk" not in [a.kind for a in g.legal_actions()]


def test_X_RACE_KOBOLDS_ready_leaves_2_per_region() -> None:
    g = position_game(entry(0, "Kobolds", regions={BARROW: 4, WISHING: 3}))
    assert g.hand(0) == 3  # what READY will lift
    play(g, f"conquer {IRONWOOD}")  # READY lifted 2 + 1, the conquest took 2
    assert g.region(BARROW).tokens == 2 and g.region(WISHING).tokens == 2 and g.hand(0) == 1


def test_A11_X_RACE_KOBOLDS_nine_tokens_on_five_regions_abandon_the_fewest() -> None:
    g = position_game(entry(0, "Kobolds", regions={WISHING: 2, IRONWOOD: 2, DEEPDELVE: 2, BARROW: 2, MILLERS: 2}))
    # No Cursed! move leaves an active Kobold region with 1 token (a Copycat copy ending does, X-POW-COPYCAT): the
    # test writes the state that copy leaves, 9 tokens on 5 regions
    g.r_tokens[MILLERS] = 1
    kobolds = race_of(g, 0, "Kobolds")
    with pytest.raises(IllegalAction, match="can hold 4 of their 5 regions"):
        g.play(f"redeploy {WISHING}:2 {IRONWOOD}:2 {DEEPDELVE}:2 {BARROW}:2 {MILLERS}:1")
    with pytest.raises(IllegalAction, match="abandon exactly 1"):
        g.play(f"redeploy {WISHING}:3 {IRONWOOD}:3 {DEEPDELVE}:3 {BARROW}:0 {MILLERS}:0")
    with pytest.raises(IllegalAction, match="at least 2 tokens"):
        g.play(f"redeploy {WISHING}:4 {IRONWOOD}:1 {DEEPDELVE}:2 {BARROW}:2 {MILLERS}:0")
    layouts = [a.layout for a in g.legal_actions() if a.kind == "redeploy"]
    assert layouts[0] == ((WISHING, 3), (IRONWOOD, 2), (DEEPDELVE, 2), (BARROW, 2), (MILLERS, 0))  # the default
    assert any(dict(lo)[WISHING] == 0 for lo in layouts)  # the owner chooses which region to abandon
    play(g, "end")
    assert sorted(g.region(r).tokens for r in kobolds.regions) == [2, 2, 2, 3]
    assert MILLERS not in kobolds.regions and g.region(MILLERS).race is None


def test_A11_X_RACE_KOBOLDS_the_owner_may_abandon_another_region() -> None:
    g = position_game(entry(0, "Kobolds", regions={WISHING: 2, IRONWOOD: 2, DEEPDELVE: 2, BARROW: 2, MILLERS: 2}))
    g.r_tokens[MILLERS] = 1  # as in the test above
    play(g, f"redeploy {WISHING}:0 {IRONWOOD}:2 {DEEPDELVE}:2 {BARROW}:2 {MILLERS}:3")
    assert g.region(WISHING).race is None and g.region(MILLERS).tokens == 3


def test_A12_R_DECL_2_kobolds_decline_four_regions_ten_tokens() -> None:
    g = position_game(entry(0, "Kobolds", regions={WISHING: 3, IRONWOOD: 3, DEEPDELVE: 2, BARROW: 2}))
    kobolds = race_of(g, 0, "Kobolds")
    assert g.tray(kobolds) == 6
    play(g, "decline")
    assert [g.region(r).tokens for r in (WISHING, IRONWOOD, DEEPDELVE, BARROW)] == [1, 1, 1, 1]
    assert g.tray(kobolds) == 12  # 6 more to the tray


def test_X_RACE_KOBOLDS_never_lone_for_sorcerers() -> None:
    g = position_game(entry(0, "Sorcerers", regions={BARROW: 2}, hand=3), entry(1, "Kobolds", regions={MILLERS: 2}))
    assert "convert" not in [a.kind for a in g.legal_actions()]


def test_X_RACE_KOBOLDS_withdrawal_keeps_every_region_at_2() -> None:
    g = position_game(entry(0, "Ratmen", regions={BARROW: 2}, hand=8),
                      entry(1, "Kobolds", regions={MILLERS: 3, OLD_PINES: 2, 17: 2}))
    play(g, f"conquer {MILLERS}", "end")
    assert g.phase == "withdraw" and g.current_player == 1
    play(g, "end")  # the Kobolds' owner places his withdrawn tokens by default
    assert g.region(MILLERS).race == "Ratmen"
    assert g.region(OLD_PINES).tokens + g.region(17).tokens == 6  # 1 lost, 2 withdrawn and placed
    assert min(g.region(OLD_PINES).tokens, g.region(17).tokens) >= 2


def test_X_RACE_KOBOLDS_in_decline_one_token_per_region() -> None:
    g = position_game(entry(0, "Ratmen", regions={BARROW: 2}, hand=8),
                      entry(1, "Kobolds", active=False, regions={WISHING: 1}))
    assert g.conquest_cost(WISHING) == 3  # a 1-token in-decline Kobold region is legal and defends with 1
