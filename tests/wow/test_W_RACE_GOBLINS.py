"""W-RACE-GOBLINS with RULINGS 6, 7, 13, 15, 32 and 33: the bomb stack built at the pick from the bombs not in the box
(W-COMP-3); bombs placed at REDEPLOY step 3 (W-TURN-2), unseen from the stack top, one per region, next to a Goblin
region on another player's active race, Harmony and Aegis paid then; a bomb stays when its region is conquered or
abandoned and moves with a swap; at the Goblins' next START each resolves in the order the player picks: a live one
acts on the defender as a conquest (W-CONQ-6/7) and empties the region, a dud does nothing, both go to the box; an
empty, own or immune region sends it back to the stack top unrevealed. Explosions earn the Goblins nothing
(W-FACT-4). Appendix A scenario 21.

S1a (wowkit): 0 forest entry · 1 hill Magic · 2 mountain · 3 fields · 4 swamp · 5 lake · 6 fields entry; the Goblins
sit on the mountain (2), whose neighbours are 0, 1, 3, 4 and 5."""

from __future__ import annotations

import json
import random

import pytest
from wowkit import (
    NAMES,
    S1A_FIELDS,
    S1A_FIELDS_ENTRY,
    S1A_FOREST_ENTRY,
    S1A_HILL,
    S1A_MOUNTAIN,
    S1A_SWAMP,
    entry,
    islands,
    play,
    score_lines,
    wow_game,
)

from smallworld_tui.rules import Game, IllegalAction
from smallworld_tui.rules.coins import Paid
from smallworld_tui.rules.events import Lost
from smallworld_tui.rules.wow import WOW
from smallworld_tui.rules.wow.goblins import BombPlaced, BombReturned, BombRevealed

AEGIS = "Aegis of Aggramar"
L1A_MAGIC = 11  # an empty Magic hill of face L1a (ids from 7)


def bombs_at(g):
    return [rid for rid in range(len(g.board.regions)) if g.marker("bomb", rid)]


def bomb(rid, live=True, paid=False):
    """The markers of a face-down bomb in ``rid`` for a written position."""
    out = {"bomb": {str(rid): 1}}
    if live:
        out["bomb_live"] = {str(rid): 1}
    if paid:
        out["bomb_paid"] = {str(rid): 1}
    return out


def goblins(regions=None, **kw):
    return entry(0, "Goblins", regions=regions or {S1A_MOUNTAIN: 4}, **kw)


def at_placement(*others, stack=(1, 0, 1), **kw):
    """Ann's Goblins on the mountain have redeployed: the bombs question waits."""
    g = wow_game(goblins(), *others, bombs=list(stack), **kw)
    play(g, f"redeploy {S1A_MOUNTAIN}:4")
    return g


def menu(g, kind="bomb"):
    return sorted(a.region for a in g.legal_actions() if a.kind == kind)


# --- the stack ---------------------------------------------------------------------------------------------------
def test_W_RACE_GOBLINS_the_stack_is_every_bomb_not_in_the_box_shuffled_at_the_pick_W_COMP_3():
    g = Game.new(islands(), NAMES[:2], seed=3, races=["Goblins"], ruleset=WOW)
    assert g.ruleset_state.bombs == []
    play(g, "pick 1")
    assert len(g.ruleset_state.bombs) == 12 and sum(g.ruleset_state.bombs) == 6
    again = Game.new(islands(), NAMES[:2], seed=3, races=["Goblins"], ruleset=WOW)
    play(again, "pick 1")
    assert again.ruleset_state.bombs == g.ruleset_state.bombs  # the game's RNG: a replay deals the same stack
    boxed = wow_game(column=[["Goblins", "Farmer", 0]], bomb_box=[1, 1, 0])
    play(boxed, "pick 1")
    ws = boxed.ruleset_state
    assert (len(ws.bombs), sum(ws.bombs)) == (9, 4) and ws.bomb_box == [1, 1, 0]


def test_RULING_7_the_unused_stack_is_set_aside_at_decline_not_boxed():
    g = wow_game(goblins(), bombs=[1, 0, 0], bomb_box=[1])
    play(g, "decline")
    assert g.ruleset_state.bombs == [] and g.ruleset_state.bomb_box == [1]


# --- placement ---------------------------------------------------------------------------------------------------
def test_W_RACE_GOBLINS_placed_at_step_3_next_to_the_goblins_on_another_players_active_race():
    g = at_placement(entry(1, "Orcs", regions={S1A_FIELDS: 2, S1A_FIELDS_ENTRY: 1}),
                     entry(1, "Dwarves", active=False, regions={S1A_FOREST_ENTRY: 1}), murlocs=[S1A_SWAMP])
    assert g.step is not None and g.step.name == "bombs" and g.step.optional
    # 3: Bob's active Orcs next to the mountain; 6: Orcs but not next to a Goblin region; 0: in decline; 4: Murloc
    assert menu(g) == [S1A_FIELDS]
    for rid in (S1A_FIELDS_ENTRY, S1A_FOREST_ENTRY, S1A_SWAMP, S1A_MOUNTAIN):
        with pytest.raises(IllegalAction):
            g.play(f"bomb {rid}")
    assert play(g, f"bomb {S1A_FIELDS}")[0] == BombPlaced(0, "Farmer Goblins", S1A_FIELDS)
    assert bombs_at(g) == [S1A_FIELDS] and g.ruleset_state.bombs == [0, 1]  # the top bomb went
    assert g.current_player == 1  # no region left for a bomb: the turn went on


def test_W_RACE_GOBLINS_one_per_region_from_the_top_unseen_asked_again_until_end():
    g = at_placement(entry(1, "Orcs", regions={S1A_FIELDS: 2, S1A_HILL: 1}), stack=(0, 1, 1))
    assert menu(g) == [S1A_HILL, S1A_FIELDS]
    events = play(g, f"bomb {S1A_HILL}")
    assert not any(getattr(e, "live", None) is not None for e in events)  # nothing tells what it is
    assert g.step is not None and g.step.name == "bombs" and menu(g) == [S1A_FIELDS]  # one per region
    with pytest.raises(IllegalAction):
        g.play(f"bomb {S1A_HILL}")
    play(g, "end")  # placing is optional: 'end' places no more
    assert bombs_at(g) == [S1A_HILL] and g.ruleset_state.bombs == [1, 1] and g.current_player == 1


def test_W_RACE_GOBLINS_the_menu_and_the_events_are_the_same_whatever_the_stack_holds():
    seen = []
    for stack in ((1, 1), (0, 0)):
        g = at_placement(entry(1, "Orcs", regions={S1A_FIELDS: 2, S1A_HILL: 1}), stack=stack)
        seen.append(([str(a) for a in g.legal_actions()], play(g, f"bomb {S1A_HILL}"), g.region(S1A_HILL),
                     g.end_preview()))
    assert seen[0] == seen[1]


def test_W_RACE_GOBLINS_an_empty_stack_means_no_more_bombs():
    g = at_placement(entry(1, "Orcs", regions={S1A_FIELDS: 2, S1A_HILL: 1}), stack=(1,))
    play(g, f"bomb {S1A_HILL}")
    assert g.ruleset_state.bombs == [] and g.step is None and g.current_player == 1
    g = wow_game(goblins(), entry(1, "Orcs", regions={S1A_FIELDS: 2}))
    play(g, f"redeploy {S1A_MOUNTAIN}:4")
    assert g.step is None and not menu(g)


def test_W_RACE_GOBLINS_end_places_none():
    g = wow_game(goblins(), entry(1, "Orcs", regions={S1A_FIELDS: 2}), bombs=[1, 1])
    play(g, "end")
    assert bombs_at(g) == [] and g.ruleset_state.bombs == [1, 1]


def test_W_RACE_GOBLINS_bombs_only_at_step_3():
    g = wow_game(goblins(), entry(1, "Orcs", regions={S1A_FIELDS: 2}), bombs=[1, 1])
    with pytest.raises(IllegalAction, match="end of a Goblin turn"):
        g.play(f"bomb {S1A_FIELDS}")
    with pytest.raises(IllegalAction):
        g.play(f"detonate {S1A_FIELDS}")


def test_RULING_15_harmony_is_paid_at_placement_and_a_holder_who_cannot_pay_places_none_there():
    g = wow_game(goblins(), entry(1, "Pandaren", regions={S1A_FIELDS: 2}), entry(1, "Orcs", active=False,
                 regions={S1A_HILL: 1}), seat=1, bombs=[1, 1])
    play(g, "end")  # Bob's Pandaren hand Ann a Harmony token
    play(g, f"redeploy {S1A_MOUNTAIN}:4")
    events = play(g, f"bomb {S1A_FIELDS}")
    assert Paid(0, 1, 2, "Pandaren") in events
    poor = wow_game(goblins(), entry(1, "Pandaren", regions={S1A_FIELDS: 2}), seat=1, bombs=[1, 1], coins=[1, 5])
    play(poor, "end")
    play(poor, f"redeploy {S1A_MOUNTAIN}:4")
    assert poor.step is None and bombs_at(poor) == []  # RULING 1: 2 coins due, 1 held


def test_RULING_33_the_aegis_is_paid_at_placement_and_no_longer_shields_from_that_bomb():
    g = at_placement(entry(1, "Orcs", regions={S1A_FIELDS: 2, S1A_SWAMP: 1}),
                     ap_markers={AEGIS: {"region": S1A_FIELDS, "up": True}}, stack=(1,))
    events = play(g, f"bomb {S1A_FIELDS}")
    assert events[0] == Paid(0, 1, 2, AEGIS) and g.coins(1) == 7
    play(g, "end")  # Bob keeps the Aegis there
    assert BombRevealed(0, "Farmer Goblins", S1A_FIELDS, True) in g.log and g.region(S1A_FIELDS).owner is None
    poor = at_placement(entry(1, "Orcs", regions={S1A_FIELDS: 2, S1A_SWAMP: 1}), coins=[1, 5],
                        ap_markers={AEGIS: {"region": S1A_FIELDS, "up": True}})
    assert menu(poor) == [S1A_SWAMP]  # RULING 1


def test_RULING_33_an_aegis_not_paid_for_at_placement_shields_the_region_at_resolution():
    g = wow_game(goblins(), entry(1, "Orcs", regions={S1A_FIELDS: 2, S1A_SWAMP: 1}),
                 ap_markers={AEGIS: {"region": S1A_FIELDS, "up": True}}, **_markers(bomb(S1A_SWAMP)), seat=1)
    play(g, f"redeploy {S1A_FIELDS}:2 {S1A_SWAMP}:1", f"aegis {S1A_SWAMP}", "end")
    assert BombReturned(0, "Farmer Goblins", S1A_SWAMP, "it is immune") in g.log
    assert g.ruleset_state.bombs == [1] and g.region(S1A_SWAMP).tokens == 1


def _markers(*parts):
    out: dict = {}
    for part in parts:
        for kind, where in part.items():
            out.setdefault(kind, {}).update(where)
    return {"markers": out}


# --- the bomb on the map --------------------------------------------------------------------------------------
def test_W_RACE_GOBLINS_a_bomb_stays_when_its_region_is_conquered_or_abandoned():
    g = wow_game(goblins(), entry(1, "Orcs", regions={S1A_FIELDS: 1, S1A_FIELDS_ENTRY: 3}, hand=4), seat=1,
                 **_markers(bomb(S1A_FIELDS)))
    play(g, f"abandon {S1A_FIELDS}")
    assert bombs_at(g) == [S1A_FIELDS] and g.marker("bomb_live", S1A_FIELDS)
    play(g, f"conquer {S1A_FIELDS}")
    assert bombs_at(g) == [S1A_FIELDS] and g.region(S1A_FIELDS).owner == 1


def test_W_RACE_GOBLINS_a_bomb_moves_with_a_portal_mage_swap():
    g = wow_game(goblins(), entry(1, "Orcs", "Portal Mage", regions={S1A_HILL: 3}), seat=1,
                 **_markers(bomb(S1A_HILL)))
    play(g, f"swap {S1A_HILL} {L1A_MAGIC}")
    assert bombs_at(g) == [L1A_MAGIC] and g.marker("bomb_live", L1A_MAGIC) and g.region(L1A_MAGIC).owner == 1
    play(g, "end")
    assert BombRevealed(0, "Farmer Goblins", L1A_MAGIC, True) in g.log and g.region(L1A_MAGIC).owner is None


# --- resolution --------------------------------------------------------------------------------------------------
def test_W_RACE_GOBLINS_resolution_in_the_order_the_player_picks_at_start():
    g = wow_game(goblins(), entry(1, "Orcs", regions={S1A_FIELDS: 1, S1A_SWAMP: 1}),
                 **_markers(bomb(S1A_FIELDS, live=False), bomb(S1A_SWAMP)))
    assert g.step is not None and g.step.name == "detonate" and not g.step.optional
    assert menu(g, "detonate") == [S1A_FIELDS, S1A_SWAMP]
    with pytest.raises(IllegalAction):
        g.play("decline")  # START comes before MODE
    events = play(g, f"detonate {S1A_SWAMP}")
    assert events[0] == BombRevealed(0, "Farmer Goblins", S1A_SWAMP, True)
    assert g.region(S1A_SWAMP).owner is None and bombs_at(g) == []  # the last one went off at once
    assert BombRevealed(0, "Farmer Goblins", S1A_FIELDS, False) in g.log and g.ruleset_state.bomb_box == [1, 0]


def test_W_RACE_GOBLINS_end_resolves_the_lowest_region_first():
    g = wow_game(goblins(), entry(1, "Orcs", regions={S1A_FIELDS: 1, S1A_SWAMP: 1}),
                 **_markers(bomb(S1A_FIELDS), bomb(S1A_SWAMP, live=False)))
    events = play(g, "end")
    revealed = [e for e in events if isinstance(e, BombRevealed)]
    assert [e.region for e in revealed] == [S1A_FIELDS, S1A_SWAMP] and g.ruleset_state.bomb_box == [1, 0]


def test_W_RACE_GOBLINS_a_live_bomb_acts_as_a_conquest_on_an_active_defender_W_CONQ_6():
    g = wow_game(goblins(), entry(1, "Orcs", regions={S1A_FIELDS: 3, S1A_FIELDS_ENTRY: 1}),
                 ap_markers={"Dark Portal": {"region": S1A_FIELDS, "up": True}},
                 **_markers(bomb(S1A_FIELDS), {"fort": {str(S1A_FIELDS): 1}, "objective": {str(S1A_FIELDS): 1}}))
    assert Lost(1, "Farmer Orcs", S1A_FIELDS, 1, 2) in g.log
    view = g.region(S1A_FIELDS)
    assert (view.owner, view.tokens) == (None, 0) and g.p[1].active.withdrawn == 2
    assert not g.marker("fort", S1A_FIELDS) and g.marker("objective", S1A_FIELDS)  # Fort back; Objective stays
    assert g.ruleset_state.ap_region["Dark Portal"] == S1A_FIELDS  # a Place stays
    assert g.coins(0) == 5 and g.ruleset_state.bomb_box == [1]  # W-FACT-4: no coin to the Goblins
    play(g, "end")  # Bob places the 2 withdrawn tokens at this turn's WITHDRAWALS
    assert g.current_player == 1
    play(g, "end")
    assert g.region(S1A_FIELDS_ENTRY).tokens == 3


def test_W_TURN_2_a_decline_turn_places_the_pieces_a_bomb_made_withdraw():
    g = wow_game(goblins(), entry(1, "Orcs", regions={S1A_FIELDS: 3, S1A_FIELDS_ENTRY: 1}),
                 **_markers(bomb(S1A_FIELDS)))
    play(g, "decline")  # START -> DECLINE -> SCORE -> WITHDRAWALS -> END
    assert g.p[1].active.withdrawn == 0 and g.region(S1A_FIELDS_ENTRY).tokens == 3 and g.current_player == 1


def test_W_RACE_GOBLINS_a_live_bomb_on_an_in_decline_race_discards_every_token_W_CONQ_7():
    g = wow_game(goblins(), entry(1, "Orcs", regions={S1A_FIELDS_ENTRY: 2}),
                 entry(1, "Tauren", active=False, regions={S1A_FIELDS: 2}), **_markers(bomb(S1A_FIELDS)))
    assert Lost(1, "Tauren", S1A_FIELDS, 2, 0) in g.log
    assert g.region(S1A_FIELDS).owner is None and [r.name for r in g.races(1)] == ["Orcs"]  # left play


def test_W_RACE_GOBLINS_a_dud_does_nothing_and_goes_to_the_box():
    g = wow_game(goblins(), entry(1, "Orcs", regions={S1A_FIELDS: 3}), bombs=[1],
                 **_markers(bomb(S1A_FIELDS, live=False)))
    assert BombRevealed(0, "Farmer Goblins", S1A_FIELDS, False) in g.log
    ws = g.ruleset_state
    assert g.region(S1A_FIELDS).tokens == 3 and ws.bomb_box == [0] and ws.bombs == [1] and bombs_at(g) == []


@pytest.mark.parametrize(("holder", "why"), [
    ("empty", "no other player's race holds it"),
    ("own active", "it is the bomber's own"),
    ("own in decline", "it is the bomber's own"),
    ("tower", "it is immune"),
])
def test_RULING_13_empty_own_or_immune_the_bomb_goes_back_unrevealed_on_the_stack_top(holder, why):
    races = [goblins({S1A_MOUNTAIN: 4, **({S1A_FIELDS: 2} if holder == "own active" else {})})]
    markers = [bomb(S1A_FIELDS, live=False)]
    if holder == "own in decline":
        races.append(entry(0, "Orcs", active=False, regions={S1A_FIELDS: 1}))
    if holder == "tower":
        races.append(entry(1, "Orcs", "Defensive", regions={S1A_FIELDS: 2}))
        markers.append({"tower": {str(S1A_FIELDS): 1}})
    g = wow_game(*races, bombs=[1, 1], **_markers(*markers))
    returned = [e for e in g.log if isinstance(e, BombReturned)]
    assert returned == [BombReturned(0, "Farmer Goblins", S1A_FIELDS, why)]
    assert not any(isinstance(e, BombRevealed) for e in g.log)  # unrevealed
    assert g.ruleset_state.bombs == [0, 1, 1] and g.ruleset_state.bomb_box == [] and bombs_at(g) == []


def test_W_RACE_GOBLINS_wiped_out_goblins_still_resolve_their_bombs_W_TURN_2():
    g = wow_game(entry(0, "Goblins"), entry(1, "Orcs", regions={S1A_FIELDS: 2}), **_markers(bomb(S1A_FIELDS)))
    assert BombRevealed(0, "Farmer Goblins", S1A_FIELDS, True) in g.log


def test_W_RACE_GOBLINS_holy_light_cancels_the_first_bomb_loss():
    g = wow_game(goblins(), entry(1, "Draenei", regions={S1A_FIELDS: 2, S1A_SWAMP: 2}),
                 **_markers(bomb(S1A_FIELDS), bomb(S1A_SWAMP)))
    play(g, "end")
    lost = [e for e in g.log if isinstance(e, Lost)]
    assert lost == [Lost(1, "Farmer Draenei", S1A_FIELDS, 0, 2), Lost(1, "Farmer Draenei", S1A_SWAMP, 1, 1)]


def test_RULING_6_an_explosion_is_no_conquest_for_the_goblins_W_FACT_4():
    g = wow_game(goblins(), entry(1, "Dwarves", regions={S1A_FIELDS: 2}), **_markers(bomb(S1A_FIELDS)))
    rs = g.p[0].active
    assert (rs.conquests, rs.attacked, rs.inflicted) == ([], set(), 0) and g.region(S1A_FIELDS).owner is None
    lines = score_lines(play(g, "end"))
    assert lines[("faction", "Horde faction")] == 0  # a Horde race blew up an Alliance region: no bonus


def test_W_RACE_GOBLINS_bombs_on_the_map_at_game_end_are_ignored():
    g = wow_game(goblins(), entry(1, "Orcs", regions={S1A_FIELDS: 2}), turn=10, turns=10, bombs=[1])
    play(g, f"redeploy {S1A_MOUNTAIN}:4", f"bomb {S1A_FIELDS}", "end")
    assert g.is_over and bombs_at(g) == [S1A_FIELDS] and g.region(S1A_FIELDS).tokens == 2


# --- scenario 21 -------------------------------------------------------------------------------------------------
def scenario_21(live=True, empty=False):
    """Ann's bomb lies on Bob's fields; Cy's Trolls take it (or Bob abandons it) before Ann's next turn."""
    g = wow_game(goblins(), entry(1, "Orcs", regions={S1A_FIELDS: 1, S1A_HILL: 1}, hand=2),
                 entry(2, "Trolls", regions={S1A_FIELDS_ENTRY: 2}, hand=4), players=3, seat=1,
                 bombs=[1], **_markers(bomb(S1A_FIELDS, live=live)))
    if empty:
        play(g, f"abandon {S1A_FIELDS}")
    play(g, "end")
    coins = g.coins(0)
    if empty:
        play(g, "end")
    else:  # the redeployment ends Cy's turn; Ann's START follows
        play(g, f"conquer {S1A_FIELDS}", f"redeploy {S1A_FIELDS}:4 {S1A_FIELDS_ENTRY}:2")
    assert g.current_player == 0 and g.turn == 2
    return g, coins


def test_scenario_21_a_live_bomb_explodes_on_c_who_conquered_the_region():
    g, coins = scenario_21()
    assert BombRevealed(0, "Farmer Goblins", S1A_FIELDS, True) in g.log
    assert Lost(2, "Farmer Trolls", S1A_FIELDS, 1, 3) in g.log  # C loses 1, the rest withdraw
    assert g.region(S1A_FIELDS).owner is None and g.coins(0) == coins  # region empty, no coin to the Goblins
    play(g, "end")  # this turn's WITHDRAWALS: Cy's 3 go to his one region
    assert g.region(S1A_FIELDS_ENTRY).tokens == 2 + 3 and g.current_player == 1


def test_scenario_21_a_dud_goes_to_the_box_with_no_effect():
    g, _ = scenario_21(live=False)
    assert BombRevealed(0, "Farmer Goblins", S1A_FIELDS, False) in g.log
    assert g.region(S1A_FIELDS).owner == 2 and g.region(S1A_FIELDS).tokens == 4 and g.ruleset_state.bomb_box == [0]


def test_scenario_21_had_the_region_been_emptied_the_bomb_goes_back_on_the_stack_top_unseen():
    g, _ = scenario_21(empty=True)
    assert BombReturned(0, "Farmer Goblins", S1A_FIELDS, "no other player's race holds it") in g.log
    assert g.ruleset_state.bombs == [1, 1] and g.ruleset_state.bomb_box == []


# --- positions, saves, hidden information ---------------------------------------------------------------------
def test_W_RACE_GOBLINS_a_position_round_trips_the_stack_the_box_and_the_bombs_on_the_map():
    g = at_placement(entry(1, "Orcs", regions={S1A_FIELDS: 2, S1A_HILL: 1}), stack=(0, 1, 1), bomb_box=[1])
    play(g, f"bomb {S1A_HILL}", "end")
    pos = g.position()
    assert pos["bombs"] == [1, 1] and pos["bomb_box"] == [1]
    assert pos["markers"]["bomb"] == {str(S1A_HILL): 1} and "bomb_live" not in pos["markers"]
    assert Game.from_position(g.board, pos, ruleset=WOW).position() == pos
    with pytest.raises(ValueError, match="6 live bombs"):
        Game.from_position(g.board, {**pos, "bombs": [1] * 7}, ruleset=WOW)


def test_W_RACE_GOBLINS_a_position_taken_in_the_goblins_turn_does_not_set_off_the_bombs_just_placed():
    g = at_placement(entry(1, "Orcs", regions={S1A_FIELDS: 2, S1A_HILL: 1}))
    play(g, f"bomb {S1A_HILL}")
    again = Game.from_position(g.board, g.position(), ruleset=WOW)  # restarts Ann's turn 1
    assert bombs_at(again) == [S1A_HILL] and not any(isinstance(e, BombRevealed) for e in again.log)
    play(again, "end", "end")  # they go off at her next turn's START
    assert BombRevealed(0, "Farmer Goblins", S1A_HILL, True) in again.log


def test_W_RACE_GOBLINS_the_imagined_game_re_deals_the_unrevealed_bombs():
    g = at_placement(entry(1, "Orcs", regions={S1A_FIELDS: 2, S1A_HILL: 1}), stack=(1, 0, 0, 0, 0, 0, 0))
    play(g, f"bomb {S1A_HILL}", "end")
    lives = {d.marker("bomb_live", S1A_HILL) for d in (g.determinized(1, s) for s in range(30))}
    assert lives == {0, 1}
    assert all(sum(d.ruleset_state.bombs) + d.marker("bomb_live", S1A_HILL) == 1
               for d in (g.determinized(1, s) for s in range(5)))


def test_W_RACE_GOBLINS_the_end_preview_never_shows_which_bomb_is_live():
    g = wow_game(goblins(), entry(1, "Orcs", regions={S1A_FIELDS: 2}), seat=1, **_markers(bomb(S1A_FIELDS)))
    preview = g.end_preview()
    assert preview is not None and not any(kind.startswith("bomb_") for kind, _, _ in preview.markers)


def _with_bombs(seed):
    """A seeded random 2-player game with the Goblins on top of the stack, played until a bomb lies on the map."""
    g = Game.new(None, NAMES[:2], seed=seed, races=["Goblins"], ruleset=WOW)
    rng = random.Random(seed)
    for _ in range(400):
        if g.is_over:
            return None
        bombs = [a for a in g.legal_actions() if a.kind == "bomb"]
        g.apply(bombs[0] if bombs else rng.choice(g.legal_actions()))
        if bombs_at(g) and g.phase != "step":
            return g
    return None


def test_W_RACE_GOBLINS_save_load_gives_the_same_continuation_with_bombs_on_the_map():
    g = next(game for game in map(_with_bombs, range(40)) if game is not None)
    loaded = Game.from_json(g.to_json())
    assert loaded.position() == g.position() and loaded.ruleset_state.bombs == g.ruleset_state.bombs
    rng_a, rng_b = random.Random(5), random.Random(5)
    for _ in range(60):
        if g.is_over:
            break
        g.apply(rng_a.choice(g.legal_actions()))
        loaded.apply(rng_b.choice(loaded.legal_actions()))
    assert loaded.position() == g.position() and loaded.ruleset_state.bomb_box == g.ruleset_state.bomb_box
    assert [g.describe(e) for e in g.log[-20:]] == [loaded.describe(e) for e in loaded.log[-20:]]
    assert json.loads(loaded.to_json())["state"] == json.loads(g.to_json())["state"]


def test_RULING_32_a_live_bomb_withdraws_the_champion_its_ransom_to_the_stash_a_dud_leaves_it():
    orcs = {**entry(1, "Orcs", "Championing", regions={S1A_FIELDS: 1, S1A_SWAMP: 1}), "camps": 0}
    champion = {"champion": {str(S1A_FIELDS): 1}}
    g = wow_game(goblins(), orcs, **_markers(bomb(S1A_FIELDS), champion))
    assert Paid(1, None, 1, "Champion ransom") in g.log and (g.coins(0), g.coins(1)) == (5, 4)
    assert Lost(1, "Championing Orcs", S1A_FIELDS, 0, 1) in g.log and g.region(S1A_FIELDS).owner is None
    g = wow_game(goblins(), orcs, **_markers(bomb(S1A_FIELDS, live=False), champion))
    assert g.marker("champion", S1A_FIELDS) and g.coins(1) == 5 and g.region(S1A_FIELDS).owner == 1


def test_W_RACE_GOBLINS_the_imagined_game_comes_from_what_is_seen_only():
    """Which bomb is live is hidden: two games differing only there give the same imagined copy (the hint's
    look-ahead cannot tell them apart)."""
    g = at_placement(entry(1, "Orcs", regions={S1A_FIELDS: 2, S1A_HILL: 1}), stack=(0, 1, 0, 0, 0, 0, 0))
    play(g, f"bomb {S1A_HILL}", "end")
    other = g.copy()
    other.ruleset_state.bombs.reverse()
    assert other.ruleset_state.bombs != g.ruleset_state.bombs
    assert all(g.determinized(1, s).position() == other.determinized(1, s).position() for s in range(5))
