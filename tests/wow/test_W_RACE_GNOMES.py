"""W-RACE-GNOMES with RULINGS 11, 12 and 29: once per turn an airborne assault on any land region of any face (as
if adjacent, no travel), a free die roll off the cost; short of tokens by 1-3, ``reroll`` is the final attempt
(conquests end); a refused or impossible final attempt spends the assault, nothing moves, conquests go on; the
assault may be the first conquest. Appendix A scenario 24."""

from __future__ import annotations

import pytest
from wowkit import S1A_FIELDS, S1A_FIELDS_ENTRY, S1A_LAKE, entry, play, wow_game

from smallworld_tui.rules import IllegalAction
from smallworld_tui.rules.coins import Paid
from smallworld_tui.rules.wow.gnomes import AssaultRolled

L1A_HILL = 9  # face L1a (ids from 7): a hill, not an entry region, far from S1a


def gnomes(hand, dice, gnome_regions=None, coins=(5, 5)):
    return wow_game(entry(0, "Gnomes", regions=gnome_regions if gnome_regions is not None else {S1A_FIELDS: 1},
                          hand=hand),
                    entry(1, "Orcs", regions={L1A_HILL: 2, 10: 1}), dice=list(dice), coins=list(coins))


def assaults(events):
    return [(e.face, e.required) for e in events if isinstance(e, AssaultRolled)]


def test_scenario_24_raw_4_free_roll_2_needs_2_hand_3_conquered_and_go_on():
    g = gnomes(hand=3, dice=[2])
    events = play(g, f"assault {L1A_HILL}")
    assert assaults(events) == [(2, 2)]
    assert g.region(L1A_HILL).race == "Gnomes" and g.region(L1A_HILL).tokens == 2 and g.hand(0) == 1
    assert g.phase == "conquer" and any(a.kind == "roll" for a in g.legal_actions())  # go on
    assert not any(a.kind == "assault" for a in g.legal_actions())  # once per turn
    with pytest.raises(IllegalAction):
        g.play(f"assault {S1A_FIELDS_ENTRY}")


def test_scenario_24_hand_1_raw_4_roll_1_needs_3_final_attempt_roll_2_conquered_conquests_end():
    g = gnomes(hand=1, dice=[1, 2])
    events = play(g, f"assault {L1A_HILL}")
    assert assaults(events) == [(1, 3)] and g.region(L1A_HILL).race == "Orcs"
    assert "reroll" in [str(a) for a in g.legal_actions()]
    events = play(g, "reroll")
    rolled = [e for e in events if e.kind == "roll"]
    assert [(e.face, e.success) for e in rolled] == [(2, True)] and not assaults(events)
    assert rolled[0].text(g).endswith(": 2 (success).")
    assert g.region(L1A_HILL).race == "Gnomes" and g.region(L1A_HILL).tokens == 1
    assert not any(a.kind in ("conquer", "assault", "reroll") for a in g.legal_actions())  # conquests ended


def test_W_RACE_GNOMES_a_failed_final_attempt_ends_the_conquests_and_moves_nothing():
    g = gnomes(hand=1, dice=[1, 0])
    play(g, f"assault {L1A_HILL}")
    events = play(g, "reroll")
    assert [(e.face, e.success) for e in events if e.kind == "roll"] == [(0, False)]  # the log says it failed
    assert g.region(L1A_HILL).race == "Orcs" and not any(a.kind == "conquer" for a in g.legal_actions())


def test_W_RACE_GNOMES_ruling_12_declining_the_final_attempt_spends_the_assault_conquests_go_on():
    g = gnomes(hand=2, dice=[0])
    play(g, f"assault {L1A_HILL}")  # needs 4, has 2: short by 2
    assert g.region(L1A_HILL).race == "Orcs" and g.hand(0) == 2
    play(g, f"conquer {S1A_FIELDS_ENTRY}")  # another move instead: the final attempt is gone
    assert not any(a.kind in ("reroll", "assault") for a in g.legal_actions())
    with pytest.raises(IllegalAction):
        g.play("reroll")


def test_W_RACE_GNOMES_ruling_12_no_final_attempt_beyond_a_shortfall_of_3():
    g = gnomes(hand=1, dice=[0])
    play(g, f"assault {L1A_HILL}")  # needs 4, has 1: short by 3 -> the final attempt is open
    assert "reroll" in [str(a) for a in g.legal_actions()]
    g = wow_game(entry(0, "Gnomes", regions={S1A_FIELDS: 1}, hand=1), entry(1, "Orcs", regions={L1A_HILL: 4}),
                 dice=[0])
    play(g, f"assault {L1A_HILL}")  # needs 6, has 1: short by 5
    assert "reroll" not in [str(a) for a in g.legal_actions()] and g.phase == "conquer"


def test_W_RACE_GNOMES_ruling_11_the_assault_may_be_the_first_conquest_with_no_travel_cost():
    g = gnomes(hand=5, dice=[0], gnome_regions={})
    assert g.conquest_cost(L1A_HILL) is None  # not an entry region: no normal first conquest there
    events = play(g, f"assault {L1A_HILL}")
    assert assaults(events) == [(0, 4)] and g.region(L1A_HILL).race == "Gnomes"


def test_W_RACE_GNOMES_land_only_and_payments_first():
    g = gnomes(hand=3, dice=[3])
    assert f"assault {S1A_LAKE}" not in [str(a) for a in g.legal_actions()]
    with pytest.raises(IllegalAction):
        g.play(f"assault {S1A_LAKE}")
    g = wow_game(entry(0, "Gnomes", regions={S1A_FIELDS: 1}, hand=3),
                 entry(1, "Orcs", "MarshDweller", regions={7: 1}), dice=[3])  # 7: a swamp of L1a
    events = play(g, "assault 7")
    assert Paid(0, 1, 1, "MarshDweller") in events and g.region(7).race == "Gnomes"
