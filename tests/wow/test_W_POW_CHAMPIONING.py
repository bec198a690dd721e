"""W-POW-CHAMPIONING: one Champion, in hand at the pick (W-TURN-2 RACE_SETUP); once per turn, from hand, ``champion R``
conquers an adjacent region for 0 tokens whatever defends it (Tauren: plus 1 token), immunity and payments still
apply, the defender's losses are normal; the Champion holds its region with no race token and adds 1 to its
defence; when another player takes its region nobody there is lost, its owner pays the conqueror 1 coin (down to 0,
RULING 1) and takes it back with the withdrawn pieces. RULINGS 19 and 37 (readied like a token, never toward
``required``, posted from hand at REDEPLOY), 7/30 (decline), 31 (Holy Light), 32 (bomb ransom to the stash), 3
(Enraged, in test_W_POW_ENRAGED.py) and this module's 45-47; scenario 28 of RULES-WOW.md appendix A.

Face S1a (wowkit): 0 forest entry · 1 hill Magic · 2 mountain cavern · 3 fields icon · 4 swamp · 5 lake · 6 fields
entry; adjacency 0-1 0-2 0-4 1-2 1-3 1-6 2-3 2-4 2-5 3-5 3-6 4-5 4-6 5-6. Face L1a follows from id 7.
"""

from __future__ import annotations

from typing import Any

import pytest
from wowkit import entry, islands, play, score_lines, wow_game

from smallworld_tui.rules import Game, IllegalAction
from smallworld_tui.rules.errors import Code
from smallworld_tui.rules.wow import WOW
from smallworld_tui.rules.wow.champion import rescue

FOREST_ENTRY, HILL, MOUNTAIN, FIELDS, SWAMP, LAKE, FIELDS_ENTRY = range(7)


def champ(seat: int, race: str, regions: dict[int, int], hand: int = 0, in_hand: bool = True,
          power: str = "Championing", **kw: Any) -> dict[str, Any]:
    """A Championing race; ``in_hand``: its Champion is in hand (else the position puts it on the map)."""
    return {**entry(seat, race, power, regions=regions, hand=hand, **kw), "camps": int(in_hand)}


def champion_at(g: Game) -> list[int]:
    return [rid for rid, n in enumerate(g.markers["champion"]) if n]


def kinds(events: list[Any]) -> list[str]:
    return [e.kind for e in events]


def test_scenario_28_champion_takes_three_tokens_and_a_fort_then_is_ransomed():
    g = wow_game(champ(0, "Dwarves", {FIELDS_ENTRY: 2}), entry(1, "Orcs", regions={FIELDS: 3, MOUNTAIN: 1}, hand=4),
                 markers={"fort": {str(FIELDS): 1}}, coins=[5, 5])
    ann, bob = g.p[0].active, g.p[1].active
    events = play(g, f"champion {FIELDS}")
    conquest = next(e for e in events if e.kind == "conquer")
    lost = next(e for e in events if e.kind == "loss")
    assert (conquest.tokens, lost.lost, lost.withdrawn) == (0, 1, 2)  # 0 tokens; defender loses 1, withdraws 2
    assert g.marker("fort", FIELDS) == 0 and champion_at(g) == [FIELDS]  # the Fort back to supply
    assert g.r_race[FIELDS] is ann and g.r_tokens[FIELDS] == 0 and FIELDS in ann.regions  # held by the Champion
    assert g.describe(conquest).endswith("with 0 tokens and the Champion.")
    play(g, "end")  # Bob's 2 withdrawn tokens go to his one region
    assert g.seat == 1 and g.r_tokens[MOUNTAIN] == 3
    assert g.conquest_cost(FIELDS) == 2 + 1  # the Champion's +1
    coins = (g.coins(0), g.coins(1))
    events = play(g, f"conquer {FIELDS}")
    lost = next(e for e in events if e.kind == "loss")
    assert (lost.lost, lost.withdrawn) == (0, 0)  # no loss: nobody else stood there
    paid = next(e for e in events if e.kind == "paid")
    assert (paid.seat, paid.to, paid.coins) == (0, 1, 1)  # the owner pays the conqueror 1 coin
    assert (g.coins(0), g.coins(1)) == (coins[0] - 1, coins[1] + 1)
    assert ann.markers_back == 1 and champion_at(g) == []  # it comes back with the withdrawn pieces
    assert bob.regions == {MOUNTAIN, FIELDS}
    events = play(g, "end")
    assert champion_at(g) == [FIELDS_ENTRY]  # placed at WITHDRAWALS (one region: no choice)
    assert "the Champion" in " ".join(g.describe(e) for e in events if e.kind == "withdraw")


def test_scenario_28_an_owner_with_no_coin_pays_nothing_ruling_1():
    g = wow_game(champ(0, "Dwarves", {FIELDS_ENTRY: 2, FIELDS: 1}, in_hand=False),
                 entry(1, "Orcs", regions={HILL: 1}, hand=6),
                 markers={"champion": {str(FIELDS): 1}}, coins=[0, 5], seat=1)
    assert g.conquest_cost(FIELDS) == 2 + 1 + 1  # a token and the Champion
    events = play(g, f"conquer {FIELDS}")
    paid = next(e for e in events if e.kind == "paid")
    assert (paid.seat, paid.to, paid.coins) == (0, 1, 0) and g.coins(0) == 0 and g.coins(1) == 5
    lost = next(e for e in events if e.kind == "loss")
    assert (lost.lost, lost.withdrawn) == (0, 1)  # the token is saved too: no piece there is lost


def test_W_TURN_2_race_setup_the_champion_goes_to_hand_at_the_pick_and_conquers_next_to_the_race():
    g = Game.new(islands(), ["Ann", "Bob"], seed=3, ruleset=WOW, races=["Orcs"],
                 powers=["Championing"])
    play(g, "pick 1")
    orcs = g.p[0].active
    assert orcs.marker_pool == 1 and orcs.hand == 6 + 5
    assert not any(a.kind == "champion" for a in g.legal_actions())  # nothing is adjacent yet (RULING 45)
    play(g, f"conquer {FIELDS_ENTRY}")
    offered = sorted(a.region for a in g.legal_actions() if a.kind == "champion")
    assert offered == [HILL, FIELDS, SWAMP]  # next to the race; the lake is water (W-CONQ-1b)


def test_W_POW_CHAMPIONING_zero_tokens_whatever_defends_and_it_alone_meets_r_conq_1f():
    g = wow_game(champ(0, "Orcs", {FIELDS_ENTRY: 1}), entry(1, "Trolls", regions={HILL: 5}),
                 markers={"fort": {str(HILL): 1}}, murlocs=[SWAMP])
    orcs = g.p[0].active
    assert g.hand(0) == 0 and g.conquest_cost(HILL) is None  # no token to conquer with (R-CONQ-1f)
    assert {a.region for a in g.legal_actions() if a.kind == "champion"} == {HILL, FIELDS, SWAMP}
    play(g, f"champion {HILL}")
    assert g.r_race[HILL] is orcs and orcs.hand == 0 and g.r_tokens[FIELDS_ENTRY] == 1
    assert g.r_race[HILL] is orcs and orcs.conquests[-1][2] == 5  # 5 defending pieces recorded (W-CONQ-8)


def test_W_POW_CHAMPIONING_once_per_turn_then_ordinary_conquests_go_on():
    g = wow_game(champ(0, "Orcs", {FIELDS_ENTRY: 1}, hand=4))
    play(g, f"champion {FIELDS}")
    assert not any(a.kind == "champion" for a in g.legal_actions())
    with pytest.raises(IllegalAction) as err:
        play(g, f"champion {SWAMP}")
    assert err.value.code == Code.ALREADY_USED
    play(g, f"conquer {SWAMP}")  # the hand is whole: the Champion took no token
    assert g.p[0].active.regions == {FIELDS_ENTRY, FIELDS, SWAMP} and g.p[0].active.hand == 2


def test_RULING_45_adjacent_only_entry_regions_give_no_reach_kobold_caverns_do():
    g = wow_game(champ(0, "Orcs", {FIELDS_ENTRY: 1}))
    with pytest.raises(IllegalAction) as err:
        play(g, f"champion {FOREST_ENTRY}")  # an entry region of the same face, not next to the race
    assert err.value.code == Code.NOT_ADJACENT
    with pytest.raises(IllegalAction) as err:
        play(g, f"champion {LAKE}")  # water: only the Naga (W-CONQ-1b)
    assert err.value.code == Code.WATER
    kobolds = wow_game(champ(0, "Kobolds", {FIELDS_ENTRY: 1}))
    assert MOUNTAIN in {a.region for a in kobolds.legal_actions() if a.kind == "champion"}  # a cavern (RULING 35)


def test_W_POW_CHAMPIONING_immunity_and_payments_still_apply():
    towered = wow_game(champ(0, "Orcs", {FIELDS_ENTRY: 1}), entry(1, "Trolls", "Defensive", regions={FIELDS: 1}),
                       markers={"tower": {str(FIELDS): 1}})
    with pytest.raises(IllegalAction) as err:
        play(towered, f"champion {FIELDS}")
    assert err.value.code == Code.IMMUNE
    marsh = entry(1, "Trolls", "MarshDweller", regions={SWAMP: 1})
    broke = wow_game(champ(0, "Orcs", {FIELDS_ENTRY: 1}), marsh, coins=[0, 5])
    assert SWAMP not in {a.region for a in broke.legal_actions() if a.kind == "champion"}  # RULING 1
    g = wow_game(champ(0, "Orcs", {FIELDS_ENTRY: 1}), marsh, coins=[3, 5])
    events = play(g, f"champion {SWAMP}")
    assert kinds(events).index("paid") < kinds(events).index("conquer") and g.coins(0) == 2 and g.coins(1) == 6


def test_W_POW_CHAMPIONING_tauren_go_in_with_one_token_and_need_it():
    g = wow_game(champ(0, "Tauren", {FIELDS_ENTRY: 2}, hand=1))
    tauren = g.p[0].active
    play(g, f"champion {FIELDS}")
    assert g.r_tokens[FIELDS] == 1 and champion_at(g) == [FIELDS] and tauren.hand == 0  # 2 pieces (W-RACE-TAUREN)
    play(g, "end")
    assert FIELDS in tauren.regions  # the Champion counts toward the Tauren minimum (RULING 19)
    g = wow_game(champ(0, "Tauren", {FIELDS_ENTRY: 2}))
    assert g.hand(0) == 0 and not any(a.kind == "champion" for a in g.legal_actions())
    with pytest.raises(IllegalAction) as err:
        play(g, f"champion {FIELDS}")
    assert err.value.code == Code.NOT_ENOUGH_TOKENS


def test_RULING_37_never_toward_required_nor_in_a_final_attempt():
    g = wow_game(champ(0, "Orcs", {FIELDS_ENTRY: 1}, hand=1), entry(1, "Trolls", regions={FIELDS: 1}))
    assert g.hand(0) == 1 and g.conquest_cost(FIELDS) == 3
    actions = {str(a) for a in g.legal_actions()}
    assert f"roll {FIELDS}" in actions and f"conquer {FIELDS}" not in actions  # the Champion adds nothing
    g = wow_game(champ(0, "Orcs", {FIELDS_ENTRY: 1}, hand=1), entry(1, "Trolls", regions={FIELDS: 1}), dice=[1])
    events = play(g, f"roll {FIELDS}")  # 1 token + 1 on the die < 3: the Champion does not join the attempt
    assert not next(e for e in events if e.kind == "roll").success and g.r_race[FIELDS] is not g.p[0].active


def test_RULING_19_ready_lifts_the_champion_from_a_region_its_tokens_keep():
    g = wow_game(champ(0, "Orcs", {FIELDS_ENTRY: 1, SWAMP: 2}, in_hand=False),
                 markers={"champion": {str(FIELDS_ENTRY): 1}})
    orcs = g.p[0].active
    assert FIELDS in {a.region for a in g.legal_actions() if a.kind == "champion"}
    play(g, f"champion {FIELDS}")  # READY lifted it; the region keeps its token
    assert g.r_tokens[FIELDS_ENTRY] == 1 and champion_at(g) == [FIELDS] and orcs.marker_pool == 0
    assert orcs.hand == 1  # READY lifted one token from the swamp, none from the Champion's region


def test_RULING_19_a_champion_holding_its_region_alone_stays_unless_abandoned():
    g = wow_game(champ(0, "Orcs", {FIELDS_ENTRY: 2, FIELDS: 0}, in_hand=False),
                 markers={"champion": {str(FIELDS): 1}})
    orcs = g.p[0].active
    assert not any(a.kind == "champion" for a in g.legal_actions())
    with pytest.raises(IllegalAction):
        play(g, f"champion {MOUNTAIN}")
    play(g, f"abandon {FIELDS}")  # READY: the region goes, the Champion comes to hand
    assert orcs.marker_pool == 1 and FIELDS not in orcs.regions and champion_at(g) == []
    assert FIELDS in {a.region for a in g.legal_actions() if a.kind == "champion"}


def test_RULING_37_in_hand_at_redeploy_it_is_posted_in_a_held_region():
    g = wow_game(champ(0, "Orcs", {FIELDS_ENTRY: 2, SWAMP: 1}, hand=1, in_hand=False),
                 markers={"champion": {str(FIELDS_ENTRY): 1}})
    orcs = g.p[0].active
    play(g, f"conquer {FIELDS}")  # READY lifted the Champion; it is not used
    play(g, f"redeploy {FIELDS_ENTRY}:2 {FIELDS}:1 {SWAMP}:1")
    assert g.step is not None and g.step.name == "post" and not g.step.optional
    assert sorted(a.region for a in g.legal_actions() if a.kind == "post") == [FIELDS, SWAMP, FIELDS_ENTRY]
    events = play(g, f"post {SWAMP}")
    assert champion_at(g) == [SWAMP] and orcs.marker_pool == 0 and "post" in kinds(events)
    assert g.seat == 1


def test_RULING_46_end_posts_it_where_it_came_from_else_by_the_fewest_tokens():
    g = wow_game(champ(0, "Orcs", {FIELDS_ENTRY: 2, SWAMP: 1}, in_hand=False),
                 markers={"champion": {str(FIELDS_ENTRY): 1}})
    play(g, "end")
    assert champion_at(g) == [FIELDS_ENTRY]  # back where READY lifted it from
    g = wow_game(champ(0, "Orcs", {FIELDS_ENTRY: 3, SWAMP: 1}))  # in hand from the start of the turn
    play(g, "end")
    assert champion_at(g) == [SWAMP]  # the fewest tokens


def test_RULING_37_kept_in_hand_when_the_race_holds_no_region():
    g = Game.new(islands(), ["Ann", "Bob"], seed=3, ruleset=WOW, races=["Orcs"],
                 powers=["Championing"])
    play(g, "pick 1", "end")
    assert g.p[0].active.marker_pool == 1 and champion_at(g) == []


def test_W_POW_CHAMPIONING_holds_with_no_token_redeploys_around_it_scores_and_is_no_race_token():
    g = wow_game(champ(0, "Orcs", {FIELDS_ENTRY: 1}, hand=3))
    orcs = g.p[0].active
    tray = g.tray(orcs)
    play(g, f"champion {FIELDS}")
    assert g.tray(orcs) == tray  # not a race token (W-COMP-1)
    with pytest.raises(IllegalAction):
        play(g, f"redeploy {FIELDS_ENTRY}:0 {FIELDS}:4")  # a region without the Champion keeps a token
    events = play(g, f"redeploy {FIELDS_ENTRY}:4 {FIELDS}:0")  # the Champion holds its region alone
    assert FIELDS in orcs.regions and g.r_tokens[FIELDS] == 0
    assert score_lines(events)[("regions", "Championing Orcs")] == 2
    assert g.tokens_on_map(0) == 4  # W-END-1, RULING 8: the Champion is not in the tie-break
    assert g.region(FIELDS).owner == 0 and g.region(FIELDS).tokens == 0


def test_RULING_19_intimidating_never_takes_the_champion():
    g = wow_game(entry(0, "Orcs", "Intimidating", regions={FIELDS_ENTRY: 2}, hand=3),
                 champ(1, "Trolls", {FIELDS: 0, HILL: 1, SWAMP: 1}, in_hand=False),
                 markers={"champion": {str(FIELDS): 1}})
    assert FIELDS not in {a.regions[0] for a in g.legal_actions() if a.kind == "intimidate"}
    g = wow_game(entry(0, "Orcs", "Intimidating", regions={FIELDS_ENTRY: 2}, hand=3),
                 champ(1, "Trolls", {FIELDS: 1, HILL: 1}, in_hand=False), markers={"champion": {str(FIELDS): 1}})
    play(g, f"intimidate {FIELDS} {HILL}")  # the token goes; the Champion stays and holds the region
    assert g.r_tokens[FIELDS] == 0 and champion_at(g) == [FIELDS] and FIELDS in g.p[1].active.regions
    assert FIELDS not in {a.regions[0] for a in g.legal_actions() if a.kind == "intimidate"}


def test_RULING_36_a_champion_left_alone_with_the_tauren_withdraws():
    g = wow_game(entry(0, "Orcs", "Intimidating", regions={FIELDS_ENTRY: 2}, hand=3),
                 champ(1, "Tauren", {FIELDS: 1, HILL: 2}, in_hand=False), markers={"champion": {str(FIELDS): 1}})
    tauren = g.p[1].active
    events = play(g, f"intimidate {FIELDS} {HILL}")  # 1 piece left of 2: the Champion withdraws (RULING 36)
    assert "left_alone" in kinds(events) and FIELDS not in tauren.regions and champion_at(g) == []
    assert tauren.markers_back == 1 and tauren.withdrawn == 0
    play(g, "end")
    assert champion_at(g) == [HILL]  # placed at WITHDRAWALS


def test_W_DECL_3_the_champion_leaves_at_decline_a_region_it_held_alone_empties_ruling_30():
    g = wow_game(champ(0, "Orcs", {FIELDS_ENTRY: 3, FIELDS: 0}, in_hand=False),
                 markers={"champion": {str(FIELDS): 1}})
    orcs = g.p[0].active
    events = play(g, "decline")
    assert [e.region for e in events if e.kind == "abandon"] == [FIELDS]
    assert champion_at(g) == [] and orcs.regions == {FIELDS_ENTRY} and g.r_tokens[FIELDS_ENTRY] == 1
    assert g.r_race[FIELDS] is None and orcs.marker_pool == 0
    g = wow_game(champ(0, "Orcs", {FIELDS_ENTRY: 3, FIELDS: 1}, in_hand=False),
                 markers={"champion": {str(FIELDS): 1}})
    play(g, "decline")
    assert champion_at(g) == [] and g.p[0].declined[0].regions == {FIELDS_ENTRY, FIELDS}


def test_RULING_31_a_loss_the_champion_saves_does_not_use_up_holy_light():
    g = wow_game(champ(0, "Draenei", {FIELDS: 2, SWAMP: 2}, in_hand=False), entry(1, "Orcs", regions={FIELDS_ENTRY: 1},
                 hand=12), markers={"champion": {str(FIELDS): 1}}, seat=1)
    events = play(g, f"conquer {FIELDS}")
    assert "holy_light" not in kinds(events) and next(e for e in events if e.kind == "loss").lost == 0
    events = play(g, f"conquer {SWAMP}")
    assert "holy_light" in kinds(events) and next(e for e in events if e.kind == "loss").lost == 0


def test_RULING_47_the_ransom_is_due_under_lights_hope_too():
    g = wow_game(champ(0, "Orcs", {FIELDS: 1, SWAMP: 2}, in_hand=False), entry(1, "Trolls", regions={FIELDS_ENTRY: 1},
                 hand=12), markers={"champion": {str(FIELDS): 1}}, seat=1,
                 ap_markers={"Light's Hope Chapel": {"region": SWAMP, "up": True}})
    events = play(g, f"conquer {FIELDS}")
    assert next(e for e in events if e.kind == "paid").coins == 1
    assert next(e for e in events if e.kind == "loss").lost == 0


def test_RULING_32_a_bomb_withdraws_the_champion_and_the_ransom_goes_to_the_stash():
    g = wow_game(entry(0, "Goblins", regions={MOUNTAIN: 4}),
                 champ(1, "Orcs", {FIELDS: 1, FIELDS_ENTRY: 1}, in_hand=False), coins=[5, 4],
                 markers={"champion": {str(FIELDS): 1}, "bomb": {str(FIELDS): 1}, "bomb_live": {str(FIELDS): 1}})
    orcs = g.p[1].active  # the live bomb went off at Ann's START (W-RACE-GOBLINS)
    paid = next(e for e in g.log if e.kind == "paid")
    assert (paid.seat, paid.to, paid.coins) == (1, None, 1) and (g.coins(0), g.coins(1)) == (5, 3)
    lost = next(e for e in g.log if e.kind == "loss")
    assert (lost.lost, lost.withdrawn) == (0, 1) and g.region(FIELDS).owner is None  # no loss: the Champion's
    assert orcs.markers_back == 1 and champion_at(g) == []
    play(g, "end")  # Bob places the token and the Champion at this turn's WITHDRAWALS
    assert champion_at(g) == [FIELDS_ENTRY] and g.r_tokens[FIELDS_ENTRY] == 2


def test_RULING_32_rescue_with_no_recipient_pays_the_stash():
    g = wow_game(champ(0, "Orcs", {FIELDS: 1, SWAMP: 1}, in_hand=False), markers={"champion": {str(FIELDS): 1}},
                 coins=[4, 5])
    orcs = g.p[0].active
    g.events = []
    assert rescue(g, orcs, FIELDS, None) and not rescue(g, orcs, SWAMP, None)
    paid = next(e for e in g.events if e.kind == "paid")
    assert (paid.to, paid.coins, g.coins(0), g.coins(1)) == (None, 1, 3, 5) and orcs.markers_back == 1


def test_R_CONQ_12_the_owner_chooses_where_the_withdrawn_champion_goes():
    g = wow_game(champ(0, "Orcs", {FIELDS: 1, SWAMP: 1, HILL: 1}, in_hand=False),
                 entry(1, "Trolls", regions={FIELDS_ENTRY: 1}, hand=12), markers={"champion": {str(FIELDS): 1}},
                 seat=1)
    play(g, f"conquer {FIELDS}", "end")
    assert g.current_player == 0 and g.phase.value == "withdraw"
    options = [str(a) for a in g.legal_actions() if a.kind == "withdraw"]
    assert options == [f"withdraw {HILL}:1 camps {HILL}:1", f"withdraw {SWAMP}:1 camps {HILL}:1",
                       f"withdraw {HILL}:1 camps {SWAMP}:1"]  # end: the lowest id; or all in one region
    play(g, f"withdraw {HILL}:1 camps {SWAMP}:1")
    assert champion_at(g) == [SWAMP] and g.r_tokens[HILL] == 2


def test_W_POW_CHAMPIONING_position_round_trips_on_the_map_and_in_hand():
    on_map = wow_game(champ(0, "Orcs", {FIELDS_ENTRY: 2, FIELDS: 0}, in_hand=False),
                      markers={"champion": {str(FIELDS): 1}})
    in_hand = wow_game(champ(0, "Orcs", {FIELDS_ENTRY: 2}))
    for g in (on_map, in_hand):
        again = Game.from_position(g.board, g.position(), ruleset=WOW)
        assert again.position() == g.position()
        assert [str(a) for a in again.legal_actions()] == [str(a) for a in g.legal_actions()]
    assert on_map.position()["races"][0]["camps"] == 0 and in_hand.position()["races"][0]["camps"] == 1


def test_W_POW_CHAMPIONING_save_load_same_continuation_with_the_champion_on_the_map():
    g = Game.new(islands(), ["Ann", "Bob"], seed=5, ruleset=WOW, races=["Orcs", "Trolls"],
                 powers=["Championing", "Farmer"])
    play(g, "pick 1", f"conquer {FIELDS_ENTRY}", f"champion {FIELDS}", "end")
    assert champion_at(g) == [FIELDS]
    loaded = Game.from_json(g.to_json())
    assert loaded.position() == g.position() and champion_at(loaded) == [FIELDS]
    for game in (g, loaded):
        play(game, "pick 1", f"conquer {FOREST_ENTRY}", f"conquer {SWAMP}", "end")
    assert loaded.position() == g.position() and loaded.legal_actions() == g.legal_actions()
