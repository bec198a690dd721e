"""W-ART-DOOMHAMMER: once per turn, after paying 2 coins, conquer one target whatever defends it by moving exactly
1 token. RULING 26: a target per W-CONQ-3; the coins to the owner of the pieces there, else the stash. RULING 24: it
moves into the conquered region. Scenario 37."""

from __future__ import annotations

import pytest
from wowkit import entry, play, wow_game

from smallworld_tui.rules import IllegalAction

HAMMER = {"Doomhammer": {"region": 1, "up": True}}
MOUNTAIN = 2  # face S1a: a mountain next to 1


def test_scenario_37_doomhammer_vs_4_tokens_and_a_mountain():
    g = wow_game(entry(0, "Orcs", regions={1: 1}, hand=3), entry(1, "Humans", regions={MOUNTAIN: 4}),
                 ap_markers=HAMMER)
    play(g, f"doomhammer {MOUNTAIN}")
    assert g.region(MOUNTAIN).race == "Orcs" and g.region(MOUNTAIN).tokens == 1
    assert (g.coins(0), g.coins(1)) == (3, 7)
    assert g.ruleset_state.ap_region["Doomhammer"] == MOUNTAIN


def test_scenario_37_doomhammer_vs_murlocs_pays_the_stash():
    g = wow_game(entry(0, "Orcs", regions={0: 1}, hand=3), murlocs=[4],
                 ap_markers={"Doomhammer": {"region": 0, "up": True}})
    play(g, "doomhammer 4")
    assert g.region(4).race == "Orcs" and g.coins(0) == 3 and g.coins(1) == 5


def test_W_ART_DOOMHAMMER_needs_2_coins_and_adjacency_once_per_turn():
    g = wow_game(entry(0, "Orcs", regions={1: 1}, hand=3), entry(1, "Humans", regions={MOUNTAIN: 4, 4: 3}),
                 ap_markers=HAMMER, coins=[1, 5])
    with pytest.raises(IllegalAction):
        g.play(f"doomhammer {MOUNTAIN}")  # RULING 1: 1 coin
    g = wow_game(entry(0, "Orcs", regions={1: 1}, hand=3), entry(1, "Humans", regions={MOUNTAIN: 4, 4: 3}),
                 ap_markers=HAMMER)
    with pytest.raises(IllegalAction):
        g.play("doomhammer 4")  # not adjacent, not an entry (RULING 26)
    play(g, f"doomhammer {MOUNTAIN}")
    with pytest.raises(IllegalAction):
        g.play("doomhammer 4")


def test_W_ART_DOOMHAMMER_tauren_move_2_tokens():
    g = wow_game(entry(0, "Tauren", regions={1: 2}, hand=4), entry(1, "Humans", regions={MOUNTAIN: 4}),
                 ap_markers=HAMMER)
    play(g, f"doomhammer {MOUNTAIN}")
    assert g.region(MOUNTAIN).tokens == 2
