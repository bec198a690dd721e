"""RULES.md appendix A, the core items (1–4, 13–17, 32, 35–37, 62–66, 69–70): one test each, citing rule IDs.

The race- and power-specific items are tested elsewhere. Map: the 2-player board without Lost Tribes unless a test
puts some back.
"""

from __future__ import annotations

import pytest
from powkit import dealt, entry, legal, plus, position_game, race_of

from smallworld_tui.rules import IllegalAction


def test_A01_empty_farmland_costs_2() -> None:
    """R-CONQ-4"""
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 3}), entry(1, "Humans", "Forest"))
    assert g.board.regions[9].terrain == "farmland"
    assert g.conquest_cost(9) == 2


def test_A02_empty_mountain_costs_3() -> None:
    """R-CONQ-4, R-MAP-6"""
    g = position_game(entry(0, "Ratmen", "Forest", regions={9: 3}), entry(1, "Humans", "Forest"))
    assert g.region(8).mountain and g.region(8).race is None
    assert g.conquest_cost(8) == 3


def test_A03_lost_tribe_hill_costs_3_and_the_tribe_is_removed() -> None:
    """R-CONQ-4, R-CONQ-7"""
    g = dealt(2, races=["Ratmen"], powers=["Forest"])
    assert g.region(14).race == "Lost Tribe" and g.board.regions[14].terrain == "hill"
    g.play("pick 1")
    g.play("conquer 10")  # a Lost Tribe forest on the border
    assert g.conquest_cost(14) == 3
    g.play("conquer 14")
    assert g.region(14).race == "Ratmen" and g.region(14).tokens == 3
    assert sum(1 for r in g.board.regions if g.region(r.id).race == "Lost Tribe") == \
        sum(1 for r in g.board.regions if r.lost_tribe) - 2


def test_A04_in_decline_troll_on_mountain_with_lair_costs_5() -> None:
    """R-RACE-TROLLS, R-DECL-5, R-CONQ-4"""
    g = position_game(entry(0, "Ratmen", "Forest", regions={9: 6}), entry(1, "Humans", "Forest"),
                      entry(1, "Trolls", "Forest", active=False, regions={8: 1}), markers={"lair": {8: 1}})
    assert g.conquest_cost(8) == 2 + 1 + 1 + 1


def test_A13_one_token_die_fails_token_redeployed_conquests_end() -> None:
    """R-DIE-1..5"""
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 2, 17: 1}), entry(1, "Humans", "Forest"), dice=[0])
    assert g.hand(0) == 1 and g.conquest_cost(9) == 2
    assert "roll 9" in legal(g)
    g.play("roll 9")
    assert g.region(9).race is None
    assert not any(x.kind in ("conquer", "roll") for x in g.legal_actions())
    g.play("end")
    assert g.region(4).tokens + g.region(17).tokens == 3  # the token went back to a held region


def test_A14_shortfall_of_4_no_die() -> None:
    """R-DIE-1"""
    # 2 + 3 = 5
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 2, 17: 1}), entry(1, "Humans", "Forest", regions={9: 3}))
    assert g.conquest_cost(9) == 5 and g.hand(0) == 1
    assert "roll 9" not in legal(g)
    with pytest.raises(IllegalAction):
        g.play("roll 9")


def test_A15_enough_tokens_ordinary_conquest_no_die() -> None:
    """R-DIE-1"""
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 4}), entry(1, "Humans", "Forest", regions={9: 1}))
    assert g.conquest_cost(9) == 3 and g.hand(0) == 3
    assert "conquer 9" in legal(g) and "roll 9" not in legal(g)
    with pytest.raises(IllegalAction):
        g.play("roll 9")
    g.play("conquer 9")
    assert g.region(9).tokens == 3


def test_A16_two_tokens_need_4_roll_2_success() -> None:
    """R-DIE-2, R-DIE-3"""
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 2, 17: 2}), entry(1, "Humans", "Forest", regions={9: 2}),
                      dice=[2])
    assert g.conquest_cost(9) == 4 and g.hand(0) == 2
    g.play("roll 9")
    assert g.region(9).race == "Ratmen" and g.region(9).tokens == 2


def test_A17_empty_hand_no_conquest_no_die_no_dragon_but_conversion() -> None:
    """R-CONQ-1f"""
    g = position_game(entry(0, "Ratmen", "Dragon Master", regions={4: 1}), entry(1, "Humans", "Forest"))
    assert g.hand(0) == 0
    assert not any(x.kind in ("conquer", "roll", "dragon") for x in g.legal_actions())
    for move in ("conquer 9", "roll 9", "dragon 9"):
        with pytest.raises(IllegalAction):
            g.play(move)
    g = position_game(entry(0, "Sorcerers", "Forest", regions={4: 1}), entry(1, "Humans", "Forest", regions={9: 1}))
    assert g.hand(0) == 0 and "convert 9" in legal(g)
    g.play("convert 9")
    assert g.region(9).race == "Sorcerers"


def test_A32_three_token_region_lost_one_to_tray_two_redeployed() -> None:
    """R-CONQ-8, R-CONQ-12"""
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 8}),
                      entry(1, "Humans", "Forest", regions={9: 3, 20: 1, 21: 1}))
    g.play("conquer 9")
    view = g.races(1)[0]
    assert (view.tokens_on_map, view.withdrawn) == (2, 2)
    assert g.region(20).tokens == 1  # not yet: at the end of the attacker's turn
    g.play("redeploy 4:1 9:7")
    assert g.current_player == 1 and g.phase == "withdraw"
    g.play("end")
    assert g.races(1)[0].tokens_on_map == 4 and g.seat == 1


def test_A35_last_region_lost_tokens_kept_in_hand_reenter_by_border() -> None:
    """R-CONQ-11, R-CONQ-2"""
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 8}), entry(1, "Humans", "Forest", regions={9: 3}))
    g.play("conquer 9")
    g.play("end")
    assert g.seat == 1 and g.hand(1) == 2
    assert g.conquest_cost(14) is None and g.conquest_cost(13) is None  # interior
    assert g.conquest_cost(16) == 2
    g.play("conquer 16")
    assert g.region(16).race == "Humans"


def test_A36_in_decline_race_loses_last_region_banner_returns() -> None:
    """R-CONQ-10, R-COL-5"""
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 6}), entry(1, "Humans", "Forest"),
                      entry(1, "Wizards", "Forest", active=False, regions={9: 1}))
    g.play("conquer 9")
    assert g.race_stack[-1] == "Wizards"  # full column: bottom of the race stack
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 6}), entry(1, "Humans", "Forest"),
                      entry(1, "Wizards", "Forest", active=False, regions={9: 1}))
    g = plus(g, seat=0, race_stack=[], column=g.position()["column"][:4])
    g.play("conquer 9")
    col = g.column_view()
    assert len(col) == 5 and col[4].race == "Wizards" and col[4].coins == 0  # first empty slot


def test_A37_conquer_own_in_decline_region_cost_2_token_to_tray_non_empty() -> None:
    """R-CONQ-4, R-CONQ-14, R-CONQ-13"""
    g = position_game(entry(0, "Orcs", "Forest", regions={4: 5}), entry(1, "Humans", "Forest"),
                      entry(0, "Humans", "Forest", active=False, regions={9: 1, 3: 1}))
    assert g.conquest_cost(9) == 2
    coins = g.coins(0)
    events = g.play("conquer 9")
    loss = next(e for e in events if e.kind == "loss")
    assert (loss.seat, loss.lost, loss.withdrawn) == (0, 1, 0)
    g.play("end")
    assert g.coins(0) == coins + 2 + 1 + 1  # 2 Orc regions, 1 Human region, +1 Orcs: non-empty conquest


def test_A62_four_coins_pick_index_3_carrying_2() -> None:
    """R-COL-1, R-COL-2"""
    g = dealt(2)
    column = g.position()["column"]
    column[3][2] = 2
    g = plus(g, seat=0, coins=[4, 5], column=column)
    g.play("pick 4")
    assert g.coins(0) == 4 - 3 + 2
    assert [c.coins for c in g.column_view()[:3]] == [1, 1, 1]


def test_A63_two_coins_indices_3_to_5_illegal() -> None:
    """R-COL-1"""
    g = plus(dealt(2), seat=0, coins=[2, 5])
    assert [str(a) for a in g.legal_actions()] == ["pick 1", "pick 2", "pick 3"]
    for n in (4, 5, 6):
        with pytest.raises(IllegalAction, match="costs"):
            g.play(f"pick {n}")


def test_A64_empty_power_stack_reshuffles_discards() -> None:
    """R-COL-6"""
    g = dealt(2)
    discard = g.power_stack[:3]  # badges not in the column
    g = plus(g, seat=0, power_stack=[], power_discard=list(discard))
    g.play("pick 1")
    assert g.column_view()[5].power in discard
    assert len(g.column_view()) == 6
    assert len(g.power_stack) == 2 and g.power_discard == []


def test_A65_tie_on_coins_tokens_on_map_win_encampments_do_not_count() -> None:
    """R-END-2"""
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 5, 9: 4}),  # Ann: 9 tokens
                      # Bob: 7 tokens + 5 Encampments
                      entry(1, "Humans", "Bivouacking", regions={20: 4, 21: 3}, camps=0), markers={"camps": {20: 5}})
    g = plus(g, seat=1, turn=g.num_turns, coins=[10, 8])
    g.play("end")
    assert g.is_over and g.coins(0) == g.coins(1) == 10
    assert g.winners == [0]


def test_A66_wiped_out_race_cannot_pick() -> None:
    """R-TURN-4"""
    g = position_game(entry(0, "Ratmen", "Forest"), entry(1, "Humans", "Forest", regions={20: 2}))
    assert g.phase == "start"
    assert not any(x.kind == "pick" for x in g.legal_actions())
    with pytest.raises(IllegalAction):
        g.play("pick 1")


def test_A69_abandon_then_reconquer_same_turn_is_empty() -> None:
    """R-READY-2"""
    g = position_game(entry(0, "Orcs", "Forest", regions={4: 3, 9: 2}), entry(1, "Humans", "Forest"))
    g.play("abandon 9")
    assert g.region(9).race is None
    coins = g.coins(0)
    g.play("conquer 9")
    assert g.region(9).race == "Orcs"
    g.play("end")
    assert g.coins(0) == coins + 2  # 2 regions, no Orcs bonus: the conquest was empty


def test_A70_last_player_of_last_turn_ends_the_game() -> None:
    """R-END-1, R-HIDE-1"""
    g = dealt(2, seed=11)
    while not g.is_over:
        last = (g.turn, g.seat)
        g.play("pick 1" if g.phase == "pick" else "end")
    assert last == (g.num_turns, 1)
    assert g.is_over and g.winners
    best = max(g.coins(0), g.coins(1))
    assert all(g.coins(s) == best for s in g.winners)
    assert g.log[-1].kind == "over"
    assert g.describe(g.log[-1]) == "The game is over."


def test_R_CONQ_12_two_races_withdrawn_each_placed_by_their_owner() -> None:
    """Tokens of an active and an in-decline race withdrawn in one turn: the owner places each race's tokens
    himself (the engine does not apply its default)."""

    g = position_game(entry(0, "Ratmen", regions={1: 1}, hand=10), entry(1, "Humans", regions={2: 3, 19: 1, 20: 1}),
                      entry(1, "Orcs", active=False, regions={3: 3, 21: 1, 17: 1}))
    humans = race_of(g, 1, "Humans")
    orcs = race_of(g, 1, "Orcs")
    g.play("conquer 2")
    g.play("conquer 3")
    g.play("redeploy 1:1 2:5 3:5")
    assert g.phase == "withdraw" and g.current_player == 1 and g.seat == 0
    menu = {str(a) for a in g.legal_actions()}
    assert "withdraw 19:2 20:1 21:1" not in menu  # 2 Humans and 2 Orcs: both races' placements are offered
    assert {"withdraw 17:1 19:2 21:1", "withdraw 17:1 20:2 21:1", "withdraw 17:2 19:1 20:1",
            "withdraw 19:1 20:1 21:2"} <= menu
    g.play("withdraw 20:2 21:2")
    assert (g.region(20).tokens, g.region(21).tokens, g.region(19).tokens) == (3, 3, 1)
    assert humans.withdrawn == orcs.withdrawn == 0 and g.seat == 1


def test_R_CONQ_12_a_single_legal_placement_is_made_at_once() -> None:

    g = position_game(entry(0, "Ratmen", regions={1: 1}, hand=10), entry(1, "Humans", regions={2: 3, 19: 1}),
                      entry(1, "Orcs", active=False, regions={3: 3, 21: 1}))
    g.play("conquer 2")
    g.play("conquer 3")
    g.play("redeploy 1:1 2:5 3:5")
    assert g.seat == 1 and (g.region(19).tokens, g.region(21).tokens) == (3, 3)


def test_R_CONQ_1f_no_token_in_hand_no_conquest_cost() -> None:

    g = position_game(entry(0, "Ratmen", regions={1: 1}, hand=0))
    assert g.conquest_cost(2) is None and "no token" in g.target_problem(2)
    g.play("abandon 1")
    assert g.conquest_cost(2) is not None  # the abandoned token is in hand again
