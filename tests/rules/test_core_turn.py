"""RULES.md sections 5–7: turn structure (R-TURN), ready troops (R-READY) and conquest (R-CONQ).

One test per rule, named after its ID. Positions are set up through Game.from_position (powkit.py); behaviour
is observed through the public API only. Map: the 2-player board, without Lost Tribes unless a test puts some
back.
"""

from __future__ import annotations

import pytest
from powkit import again, dealt, entry, fresh, legal, plus, position_game

from smallworld_tui.rules import IllegalAction

# --- R-TURN -----------------------------------------------------------------------------------------------


def test_R_TURN_1_game_loop_turn_counter_and_end() -> None:
    g = dealt(3, seed=2)
    seen = []
    while not g.is_over:
        seen.append((g.turn, g.seat))
        g.play("pick 1" if g.phase == "pick" else "end")
    turns = sorted(set(seen))
    assert turns == [(t, s) for t in range(1, 11) for s in range(3)]  # every seat once per turn, 10 turns
    assert g.turn == 10 and g.is_over
    assert len(g.coin_history) == 11  # the start + one row per completed game turn


def test_R_TURN_2_ghoul_phase_before_pick_and_score_before_withdrawals() -> None:
    g = position_game(entry(0, "Ghouls", "Forest", active=False, regions={4: 3}))
    assert g.phase == "pick"
    moves = legal(g)
    assert "ghouls conquer 9" in moves and "pick 1" in moves  # GHOUL_PHASE comes before PICK
    g.play("pick 1")
    with pytest.raises(IllegalAction):
        g.play("ghouls conquer 9")  # after PICK the Ghouls' phase is over
    # SCORE, then WITHDRAWALS, at the end of the turn.
    g = position_game(entry(0, "Ratmen", "Spirit", regions={1: 6}), entry(1, "Humans", "Spirit", regions={2: 3, 9: 1}))
    g.play("conquer 2")
    events = g.play("end")
    kinds = [e.kind for e in events]
    assert kinds.index("redeploy") < kinds.index("score") < kinds.index("withdraw") < kinds.index("start")


def test_R_TURN_3_first_turn_pick_and_no_decline() -> None:
    g = dealt(2)
    assert g.phase == "pick"
    assert all(a.kind == "pick" for a in g.legal_actions())
    with pytest.raises(IllegalAction):
        g.play("decline")
    with pytest.raises(IllegalAction):
        g.play("end")  # the pick is mandatory
    g.play("pick 1")
    assert g.phase == "conquer"
    assert any(a.kind == "conquer" for a in g.legal_actions())


def test_R_TURN_4_wiped_out_race() -> None:
    # active Ratmen: no region, no token in hand
    g = position_game(entry(0, "Ratmen", "Forest"), entry(1, "Humans", "Spirit", regions={20: 2}),
                      entry(0, "Orcs", "Forest", active=False, regions={9: 1}))
    assert g.hand(0) == 0 and g.races(0)[0].regions == 0
    with pytest.raises(IllegalAction):
        g.play("pick 1")  # no new combo this turn
    assert not any(x.kind == "pick" for x in g.legal_actions())
    # (a) an expand turn in which the empty race does nothing; the in-decline race still scores.
    c = g.copy()
    coins = c.coins(0)
    c.play("end")
    assert c.coins(0) == coins + 1 and c.seat == 1
    # (b) a decline turn: the old in-decline race and the empty race both leave play; score 0; next turn picks.
    coins = g.coins(0)
    events = g.play("decline")
    assert [e.race for e in events if e.kind == "leave"] == ["Orcs", "Ratmen"]
    assert g.races(0) == [] and g.coins(0) == coins
    assert g.region(9).race is None
    g.play("end")  # seat 1
    assert g.seat == 0 and g.phase == "pick"
    # A race with tokens in hand but no region is not wiped out: it re-enters through a border region.
    g = position_game(entry(0, "Ratmen", "Spirit", hand=3), entry(1, "Humans", "Spirit", regions={20: 2}))
    assert g.phase == "start" and g.hand(0) == 3
    assert g.conquest_cost(9) is None and g.conquest_cost(4) == 2


def test_R_TURN_5_stop_conquering_any_time() -> None:
    g = position_game(entry(0, "Ratmen", "Spirit", regions={4: 6}), entry(1, "Humans", "Spirit"))
    g.play("conquer 9")
    assert g.hand(0) == 3
    g.play("redeploy 4:3 9:3")  # stop with 3 tokens in hand: they are placed at REDEPLOY
    assert g.region(4).tokens == 3 and g.region(9).tokens == 3
    assert g.seat == 1


# --- R-READY ----------------------------------------------------------------------------------------------


def test_R_READY_1_take_all_but_one_token_per_region() -> None:
    g = position_game(entry(0, "Ratmen", "Spirit", regions={4: 4, 17: 3}), entry(1, "Humans", "Spirit"))
    assert g.hand(0) == 3 + 2  # what READY may lift: all but one per region
    g.play("conquer 9")
    assert g.region(4).tokens == 1 and g.region(17).tokens == 1  # one stays in every region
    assert g.hand(0) == 3
    g.play("end")  # unused ones come back at REDEPLOY
    assert g.region(4).tokens + g.region(17).tokens + g.region(9).tokens == 7


def test_R_READY_2_abandon_removes_the_region_and_its_markers() -> None:
    # 5: a mountain
    g = position_game(entry(0, "Ratmen", "Fortified", regions={5: 2, 4: 2}), entry(1, "Humans", "Spirit"),
                      markers={"fortress": {5: 1}})
    coins = g.coins(0)
    g.play("abandon 5")
    view = g.region(5)
    assert (view.owner, view.race, view.tokens, view.fortress) == (None, None, 0, False)
    assert view.mountain  # Mountains stay
    assert g.hand(0) == 2 + 1
    g.play("redeploy 4:4")
    g.play("end")  # no Fortress chosen
    assert g.coins(0) == coins + 1  # the abandoned region scores nothing
    g2 = position_game(entry(0, "Ratmen", "Spirit", regions={4: 6, 17: 2}), entry(1, "Humans", "Spirit"))
    g2.play("conquer 9")
    assert not any(x.kind == "abandon" for x in g2.legal_actions())
    with pytest.raises(IllegalAction, match="before your first conquest"):  # abandoning happens only in READY
        g2.play("abandon 17")


def test_R_READY_3_abandoning_everything_means_first_conquest_rule() -> None:
    # an interior region
    g = position_game(entry(0, "Ratmen", "Spirit", regions={9: 4}), entry(1, "Humans", "Spirit"))
    assert g.conquest_cost(8) is not None  # adjacent to 9
    g.play("abandon 9")
    assert g.hand(0) == 4
    assert g.conquest_cost(8) is None and "border" in g.target_problem(8)
    assert g.conquest_cost(4) == 2  # a border region


def test_R_READY_4_in_decline_races_never_ready_or_abandon() -> None:
    g = position_game(entry(0, "Ratmen", "Spirit", regions={4: 3}), entry(1, "Humans", "Spirit"),
                      entry(0, "Orcs", "Forest", active=False, regions={9: 1, 8: 1}))
    assert g.hand(0) == 2  # only the active race's tokens
    with pytest.raises(IllegalAction):
        g.play("abandon 9")
    assert "abandon 9" not in legal(g)
    g.play("end")
    assert g.region(9).race == "Orcs" and g.region(9).tokens == 1 and g.region(8).tokens == 1


# --- R-CONQ -----------------------------------------------------------------------------------------------


def test_R_CONQ_1_legal_targets() -> None:
    g = position_game(entry(0, "Ratmen", "Spirit", regions={4: 3, 2: 1}), entry(1, "Humans", "Spirit", regions={3: 1}))
    # (a) own region
    assert g.conquest_cost(4) is None and "already hold" in g.target_problem(4)
    # (b) water: the lake next to region 2
    assert g.conquest_cost(7) is None and "water" in g.target_problem(7)
    # (c) immune: a Hole-in-the-Ground
    g = plus(g, seat=0, markers={"hole": {9: 1}})
    assert g.conquest_cost(9) is None and "immune" in g.target_problem(9)
    g = plus(g, seat=0, markers={})
    # (d) peace: Bob's Diplomat made peace with Ann
    g = plus(g, seat=0, allies=[None, 0])
    assert g.conquest_cost(3) is None and "peace" in g.target_problem(3)
    g = plus(g, seat=0, allies=[None, None])
    assert g.conquest_cost(3) == 3
    # (e) adjacency
    assert g.conquest_cost(14) is None and "not adjacent" in g.target_problem(14)
    # (f) tokens in hand: none once everything is used
    g.play("conquer 9")  # all 2 available tokens
    assert g.hand(0) == 0
    assert not any(x.kind in ("conquer", "roll") for x in g.legal_actions())
    with pytest.raises(IllegalAction):
        g.play("conquer 10")
    # (g) conquests ended this turn (after a final roll)
    g = position_game(entry(0, "Ratmen", "Spirit", regions={4: 2, 17: 1}), entry(1, "Humans", "Spirit"), dice=[0])
    g.play("roll 9")
    assert g.phase == "redeploy"
    assert g.conquest_cost(10) is None and "ended" in g.target_problem(10)


def test_R_CONQ_2_first_conquest_on_a_border_region() -> None:
    g = fresh(2, races=["Ratmen"], powers=["Hill"])
    g.play("pick 1")
    for r in g.board.regions:
        cost = g.conquest_cost(r.id)
        if r.water:
            continue
        assert (cost is not None) == r.entry, r.id
    with pytest.raises(IllegalAction, match="border"):
        g.play("conquer 9")


def test_R_CONQ_3_later_conquests_adjacent_including_this_turn() -> None:
    g = position_game(entry(0, "Ratmen", "Spirit", regions={4: 8}), entry(1, "Humans", "Spirit"))
    assert g.conquest_cost(8) is None  # not adjacent to 4
    g.play("conquer 9")
    assert g.conquest_cost(8) == 3  # adjacent to 9, conquered earlier this turn (mountain: 2 + 1)
    g.play("conquer 8")
    assert g.region(8).race == "Ratmen"


def test_R_CONQ_4_cost_formula() -> None:
    lt = 3
    g = position_game(entry(0, "Ratmen", "Spirit", regions={2: 10}), entry(1, "Humans", "Spirit", regions={6: 3}),
                      tribes={lt: 2})
    assert g.conquest_cost(1) == 2  # empty farmland
    assert g.conquest_cost(8) == 3  # Mountain
    assert g.conquest_cost(lt) == 4  # 2 Lost Tribe tokens
    assert g.conquest_cost(6) == 5  # 3 tokens of another player
    g = plus(g, seat=0, markers={"lair": {6: 1}, "fortress": {6: 1}, "camps": {6: 2}})
    assert g.conquest_cost(6) == 2 + 1 + 1 + 2 + 3
    g = plus(g, seat=0, markers={"lair": {6: 1, 8: 1}, "fortress": {6: 1}, "camps": {6: 2}})
    assert g.conquest_cost(8) == 4  # Mountain + Lair
    # Own in-decline tokens add nothing (R-CONQ-4, v1.1).
    g = plus(g, entry(0, "Orcs", "Forest", active=False, regions={1: 1}), seat=0)
    assert g.conquest_cost(1) == 2
    # Reductions apply once each and the cost is never below 1 (Commando Tritons on an empty coastal region).
    g = position_game(entry(0, "Tritons", "Commando", regions={2: 5}), entry(1, "Humans", "Spirit"))
    assert g.conquest_cost(1) == 1  # 2 - 1 - 1 = 0 -> 1
    assert g.conquest_cost(3) == 1  # not coastal: 2 - 1
    assert g.conquest_cost(8) == 1  # coastal mountain: 3 - 1 - 1


def test_R_CONQ_5_exactly_the_required_tokens_move_in() -> None:
    g = position_game(entry(0, "Ratmen", "Spirit", regions={4: 8}), entry(1, "Humans", "Spirit", regions={9: 2}))
    g.play("conquer 9")
    assert g.region(9).tokens == 4 and g.region(9).race == "Ratmen" and g.region(9).owner == 0
    assert g.hand(0) == 3
    g.play("conquer 10")
    assert g.region(10).tokens == 2 and g.hand(0) == 1


def test_R_CONQ_6_not_enough_tokens_is_illegal() -> None:
    g = position_game(entry(0, "Ratmen", "Spirit", regions={4: 3}), entry(1, "Humans", "Spirit", regions={9: 2}))
    before = g.to_json()
    with pytest.raises(IllegalAction, match="need 4 tokens .* have 2"):
        g.play("conquer 9")
    assert g.to_json() == before
    assert "conquer 9" not in legal(g) and "roll 9" in legal(g)


def test_R_CONQ_7_lost_tribes_removed() -> None:
    g = position_game(entry(0, "Ratmen", "Spirit", regions={4: 5}), entry(1, "Humans", "Spirit"), tribes={9: 1})
    events = g.play("conquer 9")
    assert "tribe" in [e.kind for e in events]
    assert g.region(9).race == "Ratmen" and g.region(9).tokens == 3


def test_R_CONQ_8_defender_loses_one_and_withdraws_the_rest() -> None:
    g = position_game(entry(0, "Ratmen", "Spirit", regions={4: 10}),
                      entry(1, "Humans", "Spirit", regions={9: 3, 3: 1, 20: 1}))
    events = g.play("conquer 9")
    loss = next(e for e in events if e.kind == "loss")
    assert (loss.seat, loss.lost, loss.withdrawn) == (1, 1, 2)
    assert g.races(1)[0].withdrawn == 2
    g.play("conquer 3")  # a lone token is simply lost
    loss = [e for e in g.log if e.kind == "loss"][-1]
    assert (loss.lost, loss.withdrawn) == (1, 0)
    g.play("end")
    view = g.races(1)[0]
    assert view.tokens_on_map == 1 + 2 and view.withdrawn == 0  # 1 + 1 lost to the tray


def test_R_CONQ_9_markers_on_conquest() -> None:
    # a mountain
    g = position_game(entry(0, "Ratmen", "Spirit", regions={2: 12}),
                      entry(1, "Humans", "Bivouacking", camps=3, regions={8: 1, 20: 1}),
                      markers={"lair": {8: 1}, "fortress": {8: 1}, "camps": {8: 2}})
    assert g.conquest_cost(8) == 2 + 1 + 1 + 1 + 2 + 1
    g.play("conquer 8")
    view = g.region(8)
    assert not view.lair and not view.fortress and view.encampments == 0 and view.mountain
    g.play("end")  # Bob places his 2 returned Encampments at WITHDRAWALS (automatically: one region)
    assert g.region(20).encampments == 2
    assert g.seat == 1
    # The Mountain now defends the Ratmen.
    g.play("end")
    g = again(g, 1)
    assert g.region(8).race == "Ratmen"


def test_R_CONQ_10_in_decline_race_leaves_play_with_its_last_region() -> None:
    g = position_game(entry(0, "Ratmen", "Spirit", regions={4: 6}), entry(1, "Humans", "Spirit", regions={20: 2}),
                      entry(1, "Trolls", "Forest", active=False, regions={9: 1}), markers={"lair": {9: 1}})
    events = g.play("conquer 9")
    assert ("leave", 1, "Trolls") in [(e.kind, e.seat, e.race) for e in events]
    assert [r.name for r in g.races(1)] == ["Humans"]
    assert g.race_stack[-1] == "Trolls"  # banner to the bottom of the race stack (column full)


def test_R_CONQ_11_active_defender_without_region_keeps_tokens_in_hand() -> None:
    g = position_game(entry(0, "Ratmen", "Spirit", regions={4: 8}), entry(1, "Humans", "Spirit", regions={9: 3}))
    g.play("conquer 9")
    g.play("end")
    assert g.seat == 1
    assert g.hand(1) == 2 and g.races(1)[0].regions == 0
    assert g.conquest_cost(14) is None and "border" in g.target_problem(14)  # R-CONQ-2
    assert g.conquest_cost(20) == 2


def test_R_CONQ_12_withdrawals_placed_by_defender_at_end_of_turn() -> None:
    g = position_game(entry(0, "Ratmen", "Spirit", regions={4: 8}),
                      entry(1, "Humans", "Spirit", regions={9: 3, 20: 1, 21: 1}),
                      entry(1, "Orcs", "Forest", active=False, regions={16: 1}))
    g.play("conquer 9")
    assert g.races(1)[0].withdrawn == 2
    assert g.region(20).tokens == 1  # not available before WITHDRAWALS
    g.play("redeploy 4:1 9:7")
    assert g.phase == "withdraw" and g.current_player == 1 and g.seat == 0
    moves = legal(g)
    assert all(m.startswith("withdraw") or m == "end" for m in moves)
    with pytest.raises(IllegalAction):
        g.play("withdraw 16:2")  # another race of the same owner cannot receive them
    with pytest.raises(IllegalAction):
        g.play("withdraw 20:1")  # all must be placed
    g.play("withdraw 20:1 21:1")  # any regions of that race, no adjacency
    assert (g.region(20).tokens, g.region(21).tokens, g.region(16).tokens) == (2, 2, 1)
    assert g.seat == 1 and g.phase == "start"


def test_R_CONQ_13_non_empty_conquests_counted() -> None:
    g = position_game(entry(0, "Orcs", "Spirit", regions={4: 10}), entry(1, "Humans", "Spirit"), tribes={3: 1})
    coins = g.coins(0)
    g.play("conquer 9")  # empty
    g.play("conquer 8")  # a Mountain alone is not a defender: empty
    g.play("conquer 3")  # a Lost Tribe: non-empty
    g.play("end")
    assert g.coins(0) == coins + 4 + 1  # 4 regions + 1 non-empty conquest (Orcs)


def test_R_CONQ_14_conquer_own_in_decline_region() -> None:
    g = position_game(entry(0, "Ratmen", "Spirit", regions={4: 5}), entry(1, "Humans", "Spirit"),
                      entry(0, "Orcs", "Forest", active=False, regions={9: 1, 14: 1}))
    assert g.conquest_cost(9) == 2  # own tokens add nothing
    events = g.play("conquer 9")
    loss = next(e for e in events if e.kind == "loss")
    assert (loss.seat, loss.race, loss.lost, loss.withdrawn) == (0, "Orcs", 1, 0)  # the lone token to the tray
    assert g.region(9).race == "Ratmen"
    assert [r.regions for r in g.races(0)] == [2, 1]


def test_R_CONQ_12_withdrawals_in_seat_order_from_the_active_player() -> None:
    g = position_game(entry(2, "Humans", "Spirit", regions={4: 3, 11: 1, 6: 1}),
                      entry(0, "Orcs", "Spirit", regions={2: 3, 1: 1, 7: 1}),
                      entry(1, "Ratmen", "Spirit", regions={3: 12}), seat=1, players=3)
    g.play("conquer 2")  # Ann: 2 withdrawn
    g.play("conquer 4")  # Cy: 2 withdrawn
    g.play("end")
    order = []
    while g.phase == "withdraw":
        order.append(g.current_player)
        g.play("end")
    assert order == [2, 0]  # Bob is active: Cy then Ann
    assert g.seat == 2 and g.phase == "start"
