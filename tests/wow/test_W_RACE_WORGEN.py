"""W-RACE-WORGEN with RULING 17: a form each expanding turn — human (+2 coins at once) or wolf (pay 1, -1 on every
conquest this turn) — chosen after PICK in the pick turn, after MODE later, never in a decline turn; the coins move
at once, in public (W-SCORE-3). Appendix A scenario 17."""

from __future__ import annotations

import pytest
from wowkit import S1A_FIELDS, S1A_FIELDS_ENTRY, S1A_HILL, entry, play, score_lines, wow_game

from smallworld_tui.rules import IllegalAction
from smallworld_tui.rules.actions import Action
from smallworld_tui.rules.coins import Earned, Paid

L1A_FIELDS = 14  # face L1a follows S1a (wowkit): its region 7 is global id 14


def picking(coins: int):
    return wow_game(coins=[coins, 5], column=[["Worgen", "Farmer", 0], ["Orcs", "Ranger", 0]])


def test_scenario_17_no_coin_after_pick_means_human_form_at_once():
    g = picking(0)
    events = play(g, "pick 1")
    assert g.coins(0) == 2 and g.step is None and g.phase == "conquer"  # no decision to take: played at once
    assert Earned(0, 2, "Worgen human form") in events


def test_W_RACE_WORGEN_with_a_coin_the_form_is_asked_after_pick():
    g = picking(1)
    play(g, "pick 1")
    assert g.step is not None and g.step.name == "form" and not g.step.optional
    assert set(map(str, g.legal_actions())) == {"form human", "form wolf", "end"}  # no decline after a pick
    with pytest.raises(IllegalAction):
        g.play("decline")
    play(g, "form wolf")
    assert g.coins(0) == 0 and g.phase == "conquer"


def test_scenario_17_next_turn_wolf_form_pays_1_and_takes_1_off_each_conquest():
    g = wow_game(entry(0, "Worgen", regions={S1A_FIELDS: 2, L1A_FIELDS: 2}), coins=[3, 5])
    assert g.step is not None and g.step.at == "prepare"
    assert "decline" in map(str, g.legal_actions())  # MODE is still open
    events = play(g, "form wolf")
    assert g.coins(0) == 2 and Paid(0, None, 1, "Worgen wolf form") in events
    assert "decline" not in map(str, g.legal_actions())  # the form decided MODE (RULING 17)
    assert g.conquest_cost(S1A_FIELDS_ENTRY) == 1  # empty adjacent fields: 2 - 1
    lines = score_lines(play(g, f"conquer {S1A_FIELDS_ENTRY}", "end"))
    assert lines[("power", "Farmer")] == 3


def test_W_RACE_WORGEN_human_form_costs_nothing_off_and_pays_2():
    g = wow_game(entry(0, "Worgen", regions={S1A_FIELDS: 2}), coins=[0, 5])
    assert [str(a) for a in g.legal_actions()] == ["form human", "decline", "end"]  # MODE open: still asked
    with pytest.raises(IllegalAction, match="Wolf form costs 1 coin"):
        g.play("form wolf")
    play(g, "form human")
    assert g.coins(0) == 2 and g.conquest_cost(S1A_FIELDS_ENTRY) == 2


def test_scenario_17_no_form_in_a_decline_turn():
    g = wow_game(entry(0, "Worgen", regions={S1A_FIELDS: 2}), coins=[3, 5])
    events = play(g, "decline")
    assert not any(isinstance(e, (Paid, Earned)) for e in events) and g.coins(0) == 3 + 1


def test_W_RACE_WORGEN_end_takes_human_form():
    g = wow_game(entry(0, "Worgen", regions={S1A_HILL: 2}), coins=[3, 5])
    events = play(g, "end")
    assert Earned(0, 2, "Worgen human form") in events


def test_W_TURN_1_a_wiped_out_worgen_race_takes_no_form():
    g = wow_game(entry(0, "Worgen"), coins=[3, 5])
    assert g.step is None and Action("form", name="human") not in g.legal_actions()


def test_W_RACE_WORGEN_form_notation_reads_back():
    g = picking(1)
    play(g, "pick 1")
    assert str(Action("form", name="wolf")) == "form wolf"
    with pytest.raises(IllegalAction):
        g.play("form bat")
