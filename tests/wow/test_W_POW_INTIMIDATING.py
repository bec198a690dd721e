"""W-POW-INTIMIDATING: up to 3 uses per turn during the conquests, on a region next to the race, not immune, holding
a Murloc or another player's race: a Fort or Wisp Wall goes back first (one use each), else a Murloc goes to the box,
else a token moves at once into another region of its race that the Intimidating player picks (RULING 22; an immune
one may receive it, RULING 39) or is discarded; not a conquest (RULING 6). Scenario 27 of RULES-WOW.md appendix A
(its Tauren case is in test_W_RACE_TAUREN.py) and the Intimidating part of scenario 32."""

from __future__ import annotations

import pytest
from wowkit import entry, play, wow_game

from smallworld_tui.rules import IllegalAction
from smallworld_tui.rules.errors import Code

HILL, FIELDS, HILL_ENTRY, HILL_ICON, SWAMP = 9, 14, 16, 11, 19  # L1a: 9 borders 11 and 14; 14 borders 19


def test_scenario_27_fort_then_token_then_a_third_use_and_no_fourth():
    g = wow_game(entry(0, "Dwarves", "Intimidating", regions={HILL: 1}, hand=5),
                 entry(1, "Orcs", regions={FIELDS: 2, HILL_ENTRY: 1}), markers={"fort": {str(FIELDS): 1}})
    assert "intimidate 14" in {str(a) for a in g.legal_actions()}
    play(g, f"intimidate {FIELDS}")
    assert g.marker("fort", FIELDS) == 0 and g.region(FIELDS).tokens == 2
    with pytest.raises(IllegalAction):
        g.play(f"intimidate {FIELDS}")  # a token must go somewhere: the player names where
    events = play(g, f"intimidate {FIELDS} {HILL_ENTRY}")
    assert g.region(FIELDS).tokens == 1 and g.region(HILL_ENTRY).tokens == 2
    assert "an Orcs token moves to" in g.describe([e for e in events if e.kind == "intimidate"][0])
    assert g.conquest_cost(FIELDS) == 3
    play(g, f"intimidate {FIELDS} {HILL_ENTRY}")  # the 3rd use: the region is left empty
    assert g.region(FIELDS).race is None and g.region(HILL_ENTRY).tokens == 3
    with pytest.raises(IllegalAction) as refused:
        g.play(f"intimidate {HILL_ICON}")
    assert refused.value.code == Code.ALREADY_USED
    assert not [a for a in g.legal_actions() if a.kind == "intimidate"]
    assert g.p[0].active.conquests == [] and 1 in g.p[0].active.attacked  # not a conquest; an attack (W-CONQ-8)


def test_scenario_27_a_murloc_goes_to_the_box():
    g = wow_game(entry(0, "Dwarves", "Intimidating", regions={HILL: 1}, hand=5), murlocs=[HILL_ICON])
    play(g, f"intimidate {HILL_ICON}")
    assert g.region(HILL_ICON).race is None and g.region(HILL_ICON).tokens == 0


def test_W_POW_INTIMIDATING_a_token_with_nowhere_to_go_is_discarded_and_a_race_may_leave_play():
    g = wow_game(entry(0, "Dwarves", "Intimidating", regions={HILL: 1}, hand=5),
                 entry(1, "Orcs", active=False, regions={FIELDS: 1}))
    assert [str(a) for a in g.legal_actions() if a.kind == "intimidate"] == ["intimidate 14"]
    play(g, f"intimidate {FIELDS}")
    assert g.region(FIELDS).race is None and not g.p[1].declined  # its last region: it leaves play


def test_RULING_39_an_immune_region_receives_but_is_never_targeted():
    g = wow_game(entry(0, "Dwarves", "Intimidating", regions={HILL: 1}, hand=5),
                 entry(1, "Orcs", "Defensive", regions={FIELDS: 1, HILL_ICON: 1}),
                 markers={"tower": {str(FIELDS): 1}})
    options = {str(a) for a in g.legal_actions() if a.kind == "intimidate"}
    assert options == {f"intimidate {HILL_ICON} {FIELDS}"}
    play(g, f"intimidate {HILL_ICON} {FIELDS}")
    assert g.region(FIELDS).tokens == 2


def test_scenario_32_intimidating_a_marshdweller_swamp_costs_no_coin():
    g = wow_game(entry(0, "Dwarves", "Intimidating", regions={FIELDS: 1}, hand=5),
                 entry(1, "Orcs", "MarshDweller", active=False, regions={SWAMP: 1}), coins=[5, 5])
    play(g, f"intimidate {SWAMP}")
    assert g.coins(0) == 5 and g.region(SWAMP).race is None


def test_W_POW_INTIMIDATING_not_after_the_conquests_end():
    g = wow_game(entry(0, "Dwarves", "Intimidating", regions={HILL: 2, 8: 1}, hand=0),
                 entry(1, "Orcs", regions={FIELDS: 1}))
    play(g, "redeploy 8:1 9:2")
    with pytest.raises(IllegalAction):
        g.play(f"intimidate {FIELDS}")


def test_W_RACE_DRAENEI_holy_light_cancels_an_intimidating_discard():
    g = wow_game(entry(0, "Orcs", "Intimidating", regions={HILL: 1}, hand=5),
                 entry(1, "Draenei", regions={FIELDS: 1}))
    events = play(g, f"intimidate {FIELDS}")
    assert "holy_light" in [e.kind for e in events] and g.p[1].active.withdrawn == 1
    assert "is withdrawn" in g.describe([e for e in events if e.kind == "intimidate"][0])


def test_W_RACE_FORSAKEN_intimidating_discards_and_murlocs_count_as_losses():
    g = wow_game(entry(0, "Forsaken", "Intimidating", regions={HILL: 1}, hand=5),
                 entry(1, "Orcs", active=False, regions={FIELDS: 1}), murlocs=[HILL_ICON])
    play(g, f"intimidate {FIELDS}", f"intimidate {HILL_ICON}")
    assert g.p[0].active.inflicted == 2
