"""W-ART-HEART: at REDEPLOY step 3 the owner MUST place it in one of its regions (the same one allowed); after each
placement every other player whose active race holds a region adjacent to it pays the owner 1 (RULING 27: right
then; RULING 1: a forced payment takes what he has). Scenario 38's Heart part."""

from __future__ import annotations

from wowkit import entry, play, wow_game

HEART = {"Heart of Azeroth": {"region": 3, "up": True}}


def paid(events):
    return sorted((e.seat, e.to, e.coins) for e in events if e.kind == "paid")


def test_scenario_38_heart_next_to_b_and_c_each_pays_1_c_with_0_pays_0():
    g = wow_game(entry(0, "Orcs", regions={3: 2}), entry(1, "Humans", regions={1: 1}), entry(2, "Naga", regions={5: 1}),
                 players=3, ap_markers=HEART, coins=[5, 5, 0])
    events = play(g, "end")  # one region: the placement is no decision
    assert paid(events) == [(1, 0, 1), (2, 0, 0)]
    assert g.coins(1) == 4 and g.coins(2) == 0


def test_W_ART_HEART_in_decline_neighbours_do_not_pay():
    g = wow_game(entry(0, "Orcs", regions={3: 2}), entry(1, "Humans", regions={1: 1}, active=False),
                 ap_markers=HEART)
    assert paid(play(g, "end")) == []


def test_W_ART_HEART_placed_where_the_owner_says_then_the_payments():
    g = wow_game(entry(0, "Orcs", regions={3: 1, 0: 1}, hand=2), entry(1, "Humans", regions={4: 1}),
                 ap_markers=HEART)
    g.apply(next(a for a in g.legal_actions() if a.kind == "redeploy"))
    events = play(g, "heart 0")
    assert g.ruleset_state.ap_region["Heart of Azeroth"] == 0 and paid(events) == [(1, 0, 1)]


def test_W_TURN_2_step_3_the_aegis_is_placed_before_the_heart():
    g = wow_game(entry(0, "Orcs", regions={3: 1, 6: 1}, hand=2), entry(1, "Humans", regions={4: 1}),
                 ap_markers={"Heart of Azeroth": {"region": 3, "up": True},
                             "Aegis of Aggramar": {"region": 6, "up": True}})
    g.apply(next(a for a in g.legal_actions() if a.kind == "redeploy"))
    assert g.step is not None and {a.kind for a in g.legal_actions()} == {"aegis", "end"}
    play(g, "aegis 3")
    assert {a.kind for a in g.legal_actions()} == {"heart", "end"}
    assert paid(play(g, "heart 6")) == [(1, 0, 1)]
    assert (g.ruleset_state.ap_region["Aegis of Aggramar"], g.ruleset_state.ap_region["Heart of Azeroth"]) == (3, 6)
