"""W-POW-ARCHAEOLOGIST: +1 coin per Artifact and per Place in its regions. Scenario 40 of RULES-WOW.md appendix A
(its SCORE part; the Spirit Healer's token is in test_W_PLACE_SPIRITHEALER.py, the Beast tie-break in
test_W_SCORE.py)."""

from __future__ import annotations

from wowkit import entry, play, score_lines, wow_game


def test_scenario_40_archaeologist_holds_two_markers():
    g = wow_game(entry(0, "Orcs", "Archaeologist", regions={3: 1, 6: 1, 1: 1}),
                 ap_markers={"Spirit Healer": {"region": 3, "up": True}, "Aegis of Aggramar": {"region": 6, "up": True},
                             "Karazhan": {"region": 11, "up": False}})
    assert score_lines(play(g, "end"))[("power", "Archaeologist")] == 2


def test_markers_pass_with_a_conquered_region_and_are_revealed():
    g = wow_game(entry(0, "Orcs", "Archaeologist", regions={1: 1}, hand=8),
                 ap_markers={"Dark Portal": {"region": 3, "up": False}})
    events = play(g, "conquer 3")
    assert [e.marker for e in events if e.kind == "reveal"] == ["Dark Portal"] and "Dark Portal" in g.face_up
    assert score_lines(play(g, "end"))[("power", "Archaeologist")] == 1
