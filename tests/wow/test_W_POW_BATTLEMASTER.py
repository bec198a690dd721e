"""W-POW-BATTLEMASTER: +1 coin per non-empty conquest this turn (Murlocs make a region non-empty, W-MUR-2).
Scenario 31 of RULES-WOW.md appendix A (its Battle Master part)."""

from __future__ import annotations

from wowkit import entry, play, score_lines, wow_game


def test_scenario_31_two_non_empty_and_one_empty_conquest():
    g = wow_game(entry(0, "Orcs", "Battle Master", regions={1: 1}, hand=11), entry(1, "Trolls", regions={3: 1}),
                 murlocs=[6])
    play(g, "conquer 3", "conquer 6", "conquer 2")
    assert score_lines(play(g, "end"))[("power", "Battle Master")] == 2
