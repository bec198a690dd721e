"""W-POW-FISHING: +1 coin per held region adjacent to a sea or lake region; the ocean around an island never
counts (RULING 20). Scenario 13 is in test_W_RACE_NAGA.py."""

from __future__ import annotations

from wowkit import entry, play, score_lines, wow_game


def test_regions_by_the_water_and_not_by_the_shore():
    g = wow_game(entry(0, "Orcs", "Fishing", regions={3: 1, 4: 1, 0: 1, 12: 1}))  # 3, 4 by the lake; 12 by the sea
    assert score_lines(play(g, "end"))[("power", "Fishing")] == 3  # 0 is on the shore only
