"""W-RACE-ORCS: +1 coin per conquest this turn of a region held by an Alliance race (active or in decline, the
player's own included), on top of the faction bonus. Scenario 8 is in test_W_FACT.py."""

from __future__ import annotations

from wowkit import entry, play, score_lines, wow_game


def test_own_in_decline_alliance_regions_count_once_each():
    g = wow_game(entry(0, "Dwarves", active=False, regions={3: 1, 6: 1}),
                 entry(0, "Orcs", "Herbalist", regions={1: 1}, hand=10))
    play(g, "conquer 3", "conquer 6")
    lines = score_lines(play(g, "end"))
    assert lines[("race", "Orcs")] == 2 and lines[("faction", "Horde faction")] == 1


def test_horde_and_murloc_regions_give_nothing():
    g = wow_game(entry(0, "Orcs", "Herbalist", regions={1: 1}, hand=10), entry(1, "Trolls", regions={3: 1}),
                 murlocs=[6])
    play(g, "conquer 3", "conquer 6")
    assert score_lines(play(g, "end"))[("race", "Orcs")] == 0
