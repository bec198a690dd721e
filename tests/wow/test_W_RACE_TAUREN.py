"""W-RACE-TAUREN with RULINGS 16 and 36: never conquers or holds a region with fewer than 2 pieces — cost
max(2, raw), READY leaves 2, redeployments keep 2 per region, a final attempt needs 2 in hand, decline keeps 2 per
region (W-DECL-2), a lone active piece left by an Intimidating move withdraws. Appendix A scenario 18 and the Tauren
part of scenario 27."""

from __future__ import annotations

import pytest
from wowkit import S1A_FIELDS, S1A_FIELDS_ENTRY, S1A_MOUNTAIN, entry, play, wow_game

from smallworld_tui.rules import IllegalAction
from smallworld_tui.rules.events import Lost
from smallworld_tui.rules.wow.tauren import LeftAlone


def test_scenario_18_blacksmith_tauren_pay_2_for_empty_fields():
    g = wow_game(entry(0, "Tauren", "Blacksmith", regions={S1A_FIELDS: 4}))
    assert g.conquest_cost(S1A_FIELDS_ENTRY) == 2  # raw 2 - 1, at least 2
    assert dict(g.conquest_costs())[S1A_FIELDS_ENTRY] == 2  # the move generator's scan agrees


def test_scenario_18_one_token_in_hand_means_no_die_attempt_RULING_16():
    g = wow_game(entry(0, "Tauren", "Blacksmith", regions={S1A_FIELDS: 3}),
                 entry(1, "Orcs", regions={S1A_FIELDS_ENTRY: 1}))
    assert g.hand(0) == 1  # READY leaves 2 of the 3
    kinds = {(a.kind, a.region) for a in g.legal_actions()}
    assert ("roll", S1A_FIELDS_ENTRY) not in kinds and ("conquer", S1A_FIELDS_ENTRY) not in kinds
    with pytest.raises(IllegalAction, match="at least 2 tokens"):
        g.play(f"roll {S1A_FIELDS_ENTRY}")


def test_scenario_18_in_decline_a_region_keeps_2_costs_4_and_loses_both():
    g = wow_game(entry(0, "Tauren", regions={S1A_FIELDS: 5}), entry(1, "Orcs", regions={S1A_MOUNTAIN: 6}))
    play(g, "decline")
    assert g.region(S1A_FIELDS).tokens == 2
    assert g.conquest_cost(S1A_FIELDS) == 4
    events = play(g, f"conquer {S1A_FIELDS}")
    assert [(e.lost, e.withdrawn) for e in events if isinstance(e, Lost)] == [(2, 0)]


def test_W_RACE_TAUREN_ready_leaves_2_and_redeployment_keeps_2_per_region():
    g = wow_game(entry(0, "Tauren", regions={S1A_FIELDS: 5, S1A_FIELDS_ENTRY: 4}))
    assert g.hand(0) == 3 + 2
    with pytest.raises(IllegalAction, match="at least 2"):
        g.play(f"redeploy {S1A_FIELDS}:8 {S1A_FIELDS_ENTRY}:1")
    menu = [dict(a.layout) for a in g.legal_actions() if a.kind == "redeploy"]
    assert menu and all(min(layout.values()) >= 2 for layout in menu)
    play(g, f"redeploy {S1A_FIELDS}:2 {S1A_FIELDS_ENTRY}:7")
    assert (g.region(S1A_FIELDS).tokens, g.region(S1A_FIELDS_ENTRY).tokens) == (2, 7)


def test_W_RACE_TAUREN_a_conquered_tauren_region_loses_1_and_withdraws_the_rest():
    g = wow_game(entry(0, "Orcs", regions={S1A_MOUNTAIN: 8}), entry(1, "Tauren", regions={S1A_FIELDS: 3,
                                                                                        S1A_FIELDS_ENTRY: 2}))
    events = play(g, f"conquer {S1A_FIELDS}")
    assert [(e.lost, e.withdrawn) for e in events if isinstance(e, Lost)] == [(1, 2)]


def test_scenario_27_intimidating_a_tauren_region_of_2_moves_one_and_the_lone_one_withdraws_RULING_36():
    g = wow_game(entry(0, "Orcs", "Intimidating", regions={S1A_MOUNTAIN: 4}),
                 entry(1, "Tauren", regions={S1A_FIELDS: 2, S1A_FIELDS_ENTRY: 2}))
    events = play(g, f"intimidate {S1A_FIELDS} {S1A_FIELDS_ENTRY}")
    assert LeftAlone(1, "Farmer Tauren", S1A_FIELDS, 1, False) in events
    assert g.region(S1A_FIELDS).race is None and g.region(S1A_FIELDS_ENTRY).tokens == 3
    play(g, "end")
    while g.current_player == 1 and g.phase == "withdraw":
        play(g, "end")
    assert g.region(S1A_FIELDS_ENTRY).tokens == 4  # the lone piece placed at this turn's WITHDRAWALS
