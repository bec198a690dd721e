"""W-ART-AEGIS: at REDEPLOY step 3 the owner MUST place it in one of its regions (the same one allowed); while an
active race holds that region, it is immune against other players unless one pays the owner 2 (RULING 1: in full
first); RULING 25: the payment opens the region to the payer for the rest of his turn. Scenario 38's Aegis part."""

from __future__ import annotations

import pytest
from wowkit import entry, play, wow_game

from smallworld_tui.rules import IllegalAction
from smallworld_tui.rules.wow.placed import aegis_due

AEGIS = {"Aegis of Aggramar": {"region": 3, "up": True}}


def attack(coins, active=True):
    return wow_game(entry(0, "Orcs", regions={3: 2}, active=active), entry(1, "Humans", regions={6: 1}, hand=8),
                    seat=1, ap_markers=AEGIS, coins=[5, coins])


def test_scenario_38_aegis_attacker_with_1_coin_is_refused():
    g = attack(1)
    assert g.conquest_cost(3) is None
    with pytest.raises(IllegalAction):
        g.play("conquer 3")


def test_scenario_38_aegis_paying_2_normal_cost():
    g = attack(5)
    assert g.conquest_cost(3) == 4  # 2 + 2 tokens: the Aegis adds nothing to the cost
    events = play(g, "conquer 3")
    assert [(e.seat, e.to, e.coins) for e in events if e.kind == "paid"] == [(1, 0, 2)]
    assert g.region(3).race == "Humans" and (g.coins(0), g.coins(1)) == (7, 3)


def test_W_ART_AEGIS_RULING_25_paid_once_the_region_is_open_for_the_turn():
    g = wow_game(entry(0, "Orcs", regions={3: 6}), entry(1, "Humans", regions={6: 1}, hand=6), seat=1,
                 ap_markers=AEGIS, dice=[0])
    assert aegis_due(g, 1, 3) == 2
    play(g, "roll 3")  # needs 8, has 6: the payment is made before the attempt, which fails
    assert g.coins(1) == 3 and g.region(3).race == "Orcs" and aegis_due(g, 1, 3) == 0


def test_W_ART_AEGIS_no_shield_for_an_in_decline_holder():
    g = attack(0, active=False)
    assert g.conquest_cost(3) == 4  # 2 + its 2 tokens, no coin asked


def test_W_ART_AEGIS_placement_at_redeploy_step_3():
    g = wow_game(entry(0, "Orcs", regions={3: 1, 6: 1}, hand=2), ap_markers=AEGIS)
    g.apply(next(a for a in g.legal_actions() if a.kind == "redeploy"))
    assert g.step is not None and {str(a) for a in g.legal_actions()} >= {"aegis 3", "aegis 6"}
    with pytest.raises(IllegalAction):
        g.play("skip")  # mandatory
    play(g, "aegis 6")
    assert g.ruleset_state.ap_region["Aegis of Aggramar"] == 6


def test_W_ART_AEGIS_end_keeps_it_where_it_is():
    g = wow_game(entry(0, "Orcs", regions={3: 1, 6: 1}, hand=2), ap_markers=AEGIS)
    play(g, "end")
    assert g.ruleset_state.ap_region["Aegis of Aggramar"] == 3


def intimidator(coins):
    return wow_game(entry(0, "Orcs", regions={3: 2, 2: 1}), entry(1, "Trolls", "Intimidating", regions={6: 1}, hand=3),
                    seat=1, ap_markers=AEGIS, coins=[5, coins])


def test_W_GLOSS_IMMUNE_aegis_intimidating_needs_the_2_coins():
    g = intimidator(1)
    assert not [a for a in g.legal_actions() if a.kind == "intimidate" and a.regions[0] == 3]
    with pytest.raises(IllegalAction):
        g.play("intimidate 3 2")
    g = intimidator(5)
    events = play(g, "intimidate 3 2")
    assert [(e.seat, e.to, e.coins) for e in events if e.kind == "paid"] == [(1, 0, 2)]
    assert [(e.seat, e.to, e.coins) for e in play(g, "intimidate 3 2") if e.kind == "paid"] == []  # RULING 25


def humans_placing(coins):
    return wow_game(entry(0, "Orcs", regions={3: 2}), entry(1, "Humans", regions={6: 1}, hand=1), seat=1,
                    ap_markers=AEGIS, coins=[5, coins])


def test_RULING_34_an_aegis_region_takes_an_objective_only_if_paid():
    g = humans_placing(1)
    g.apply(next(a for a in g.legal_actions() if a.kind == "redeploy"))
    assert not [a for a in g.legal_actions() if a.kind == "objectives" and 3 in a.regions]
    g = humans_placing(5)
    g.apply(next(a for a in g.legal_actions() if a.kind == "redeploy"))
    events = play(g, "objectives 3 7")
    assert [(e.seat, e.to, e.coins) for e in events if e.kind == "paid"] == [(1, 0, 2)]


def test_RULING_34_end_never_pays_for_the_aegis_when_free_regions_remain():
    g = humans_placing(5)
    events = play(g, "end")
    assert not [e for e in events if e.kind == "paid"] and g.marker("objective", 3) == 0
