"""W-POW-FARMER: +1 coin per fields (farmland to the engine) region held, while the race is active.
Scenario 17 of RULES-WOW.md appendix A (its Farmer part; the Worgen forms are in test_W_RACE_WORGEN.py)."""

from __future__ import annotations

from wowkit import entry, play, score_lines, wow_game

# Held: 3, 6, 14 fields; 1, 9, 11 hills; 4, 7, 19 swamps; 2, 9 caverns; 2, 8 mountains; 0 forest.
HELD = {r: 1 for r in (0, 1, 2, 3, 4, 6, 7, 8, 9, 11, 14, 19)}


def test_one_coin_per_farmer_region():
    g = wow_game(entry(0, "Orcs", "Farmer", regions=HELD))
    assert score_lines(play(g, "end"))[("power", "Farmer")] == 3  # 3, 6, 14


def test_nothing_in_decline():
    g = wow_game(entry(0, "Orcs", "Farmer", active=False, regions=HELD), entry(0, "Trolls", "Sailing"))
    assert ("power", "Farmer") not in score_lines(play(g, "end"))
