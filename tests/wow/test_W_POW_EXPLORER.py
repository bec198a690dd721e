"""W-POW-EXPLORER: +1 coin per island face on which the race holds a region. Scenario 31 of RULES-WOW.md
appendix A (its Explorer part)."""

from __future__ import annotations

from wowkit import entry, islands, play, score_lines, wow_game


def test_scenario_31_regions_on_three_faces():
    board = islands(["S1a", "M1a", "L1a"])
    faces = {}
    for r in board.regions:
        faces.setdefault(r.part, r.id)
    g = wow_game(entry(0, "Gnomes", "Explorer", regions={faces["S1a"]: 1, faces["M1a"]: 1, faces["L1a"]: 1,
                                                       faces["L1a"] + 1: 1}), board=board)
    assert score_lines(play(g, "end"))[("power", "Explorer")] == 3
