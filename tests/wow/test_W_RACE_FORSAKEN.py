"""W-RACE-FORSAKEN: after the conquests, 1 coin to the stash buys 1 token from the tray per piece the Forsaken made
their victims lose this turn (active losses, in-decline discards, Murlocs; cancelled losses excluded); the tokens
arrive at REDEPLOY step 1 and cannot conquer; supply 20. Appendix A scenario 7."""

from __future__ import annotations

import json

import pytest
from wowkit import NAMES, S1A_FIELDS, S1A_FIELDS_ENTRY, S1A_HILL, S1A_MOUNTAIN, entry, play, score_lines, wow_game

from smallworld_tui.rules import IllegalAction
from smallworld_tui.rules.coins import Paid


def scenario_7(coins=5):
    return wow_game(entry(0, "Forsaken", regions={S1A_MOUNTAIN: 8}),
                    entry(1, "Tauren", active=False, regions={S1A_FIELDS: 2}), murlocs=[S1A_HILL], coins=[coins, 5])


def test_scenario_7_a_murloc_and_two_in_decline_tokens_buy_up_to_3_tokens():
    g = scenario_7()
    play(g, f"conquer {S1A_HILL}", f"conquer {S1A_FIELDS}")
    assert g.region(S1A_HILL).race == "Forsaken" and g.region(S1A_FIELDS).race == "Forsaken"
    assert sum(g.r_tribe) == 0 and g.races(1) == []  # the Murloc to the box; both Tauren tokens discarded, their
    # last region gone: the in-decline Tauren leave play (W-CONQ-7)
    assert [str(a) for a in g.legal_actions() if a.kind == "buy"] == ["buy 1", "buy 2", "buy 3"]
    events = play(g, "buy 3")
    assert Paid(0, None, 3, "Forsaken tokens") in events and g.coins(0) == 2
    assert g.hand(0) == 3 and g.races(0)[0].hand == 3
    with pytest.raises(IllegalAction):  # they arrive after the conquests: no more conquest this turn
        g.play(f"conquer {S1A_FIELDS_ENTRY}")
    lines = score_lines(play(g, "end"))
    assert lines[("faction", "Horde faction")] == 0  # W-FACT: Horde against Horde Tauren (Murlocs have none)
    assert sum(g.region(r).tokens for r in (S1A_MOUNTAIN, S1A_HILL, S1A_FIELDS)) == 8 + 3


def test_W_RACE_FORSAKEN_coins_limit_the_purchase_and_buying_is_optional():
    g = scenario_7(coins=1)
    play(g, f"conquer {S1A_HILL}", f"conquer {S1A_FIELDS}")
    assert [str(a) for a in g.legal_actions() if a.kind in ("buy", "skip")] == ["buy 1", "skip"]
    with pytest.raises(IllegalAction):
        g.play("buy 2")
    events = play(g, "end")
    assert not any(isinstance(e, Paid) for e in events) and g.coins(0) >= 1


def test_W_RACE_FORSAKEN_an_active_defender_s_one_lost_token_buys_one():
    g = wow_game(entry(0, "Forsaken", regions={S1A_MOUNTAIN: 8}), entry(1, "Orcs", regions={S1A_FIELDS: 3}))
    play(g, f"conquer {S1A_FIELDS}")
    assert [str(a) for a in g.legal_actions() if a.kind == "buy"] == ["buy 1"]  # 1 lost, 2 withdrawn


def test_W_RACE_FORSAKEN_a_cancelled_loss_buys_nothing():
    g = wow_game(entry(0, "Forsaken", regions={S1A_MOUNTAIN: 8}), entry(1, "Draenei", regions={S1A_FIELDS: 2}))
    play(g, f"conquer {S1A_FIELDS}")  # Holy Light cancels the loss
    assert not [a for a in g.legal_actions() if a.kind == "buy"]


def test_W_RACE_FORSAKEN_supply_is_20():
    g = wow_game(entry(0, "Forsaken", regions={S1A_MOUNTAIN: 19}), murlocs=[S1A_HILL])
    play(g, f"conquer {S1A_HILL}")
    assert g.tray(g.p[0].active) == 1 and [str(a) for a in g.legal_actions() if a.kind == "buy"] == ["buy 1"]


def test_W_COMP_1_a_purchase_and_the_spirit_healer_never_take_more_than_the_tray_holds():
    """With 1 token left in the tray, the Spirit Healer's token (taken as the conquests end, W-PLACE-SPIRITHEALER)
    and a purchase cannot both have it: no 'buy' on offer takes the Forsaken past their supply of 20. (A random
    game found 'buy 1' played with 1 in the tray: both took it, 21 Forsaken tokens.)"""
    g = wow_game(entry(0, "Forsaken", regions={S1A_MOUNTAIN: 18, S1A_FIELDS: 1}), murlocs=[S1A_HILL],
                 ap_markers={"Spirit Healer": {"region": S1A_FIELDS, "up": True}})
    play(g, f"conquer {S1A_HILL}")  # a Murloc to the box: one token may be bought
    forsaken = g.p[0].active
    assert g.tray(forsaken) == 1
    for action in [a for a in g.legal_actions() if a.kind == "buy"]:
        h = g.copy()
        h.apply(action)
        assert h.tray(h.p[0].active) >= 0, action
    with pytest.raises(IllegalAction):  # the last token is the Spirit Healer's, taken as the conquests end
        g.play("buy 1")
    play(g, "end")
    assert g.tray(g.p[0].active) == 0


@pytest.mark.parametrize("count", ["²", "⁰", "①", "１", "١", "𝟏", "-1", "1.0", "01"])
def test_W_RACE_FORSAKEN_buy_takes_ascii_digits_only_in_play_and_in_saves(count):
    """'buy ²' raised a bare ValueError (int('²')), 'buy １' was played: only ASCII digits are moves (README)."""
    from smallworld_tui.rules import Game, NotAMove, SaveError
    from smallworld_tui.rules.wow import WOW

    g = scenario_7()
    play(g, f"conquer {S1A_HILL}", f"conquer {S1A_FIELDS}")
    with pytest.raises(NotAMove) as refused:
        g.play(f"buy {count}")
    assert refused.value.code == "bad_argument" and g.hand(0) == 0
    game = Game.new(None, NAMES[:2], seed=1, ruleset=WOW, races=["Forsaken"], powers=["Farmer"])
    record = json.loads(game.to_json())
    record["moves"] = ["pick 1", f"buy {count}"]
    with pytest.raises(SaveError):
        Game.from_json(json.dumps(record))


def test_W_RACE_FORSAKEN_the_hint_answers_the_purchase():
    """The hint (H, bots/hint.py) at the purchase: one of the moves on offer (here the buy of every token the
    greedy heuristics want while turns remain), in words naming the Forsaken."""
    from smallworld_tui.bots.hint import suggest

    g = scenario_7()
    play(g, f"conquer {S1A_HILL}", f"conquer {S1A_FIELDS}")
    hint = suggest(g, think_iterations=6)
    assert hint.action in g.legal_actions() and hint.action.kind in ("buy", "skip", "redeploy", "end")
    if hint.action.kind == "buy":  # the WoW heuristics' own reason (bots/wow.py STEP_REASONS)
        assert hint.line() == f"Forsaken: {hint.action}: the most tokens from the tray while two turns or more remain."
    g.apply(hint.action)
