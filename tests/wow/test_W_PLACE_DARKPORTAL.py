"""W-PLACE-DARKPORTAL: +2 coins to the race holding it (W-AP-2: while active). Scenario 26 of RULES-WOW.md
appendix A, its SCORE part (the Ethereals' Place discount is theirs)."""

from __future__ import annotations

from wowkit import entry, play, score_lines, wow_game

PORTAL = {"Dark Portal": {"region": 3, "up": True}}


def test_scenario_26_the_race_taking_the_dark_portal_scores_2():
    g = wow_game(entry(0, "Orcs", "Blacksmith", regions={1: 1}, hand=6), entry(1, "Trolls", regions={3: 1}),
                 ap_markers=PORTAL)
    play(g, "conquer 3")
    assert g.region(3).race == "Orcs"
    assert score_lines(play(g, "end"))[("place", "Dark Portal")] == 2


def test_W_PLACE_DARKPORTAL_no_coin_in_decline():
    g = wow_game(entry(0, "Orcs", regions={3: 1, 1: 1}), ap_markers=PORTAL)
    lines = score_lines(play(g, "decline"))
    assert ("place", "Dark Portal") not in lines and sum(lines.values()) == 2


def test_W_PLACE_DARKPORTAL_face_down_does_nothing():
    g = wow_game(entry(0, "Orcs", regions={3: 1}), ap_markers={"Dark Portal": {"region": 3, "up": False}})
    assert ("place", "Dark Portal") not in score_lines(play(g, "end"))
