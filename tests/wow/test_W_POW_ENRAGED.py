"""W-POW-ENRAGED: for each conquest of a region holding 2 or more defending pieces, +1 coin per piece (RULING 3:
Forts and Wisp Walls are not pieces; the Champion is one). Scenario 30 of RULES-WOW.md appendix A, all three cases."""

from __future__ import annotations

from wowkit import entry, play, score_lines, wow_game


def test_scenario_30_three_tokens_count_a_token_and_a_wall_do_not():
    g = wow_game(entry(0, "Orcs", "Enraged", regions={1: 1}, hand=12), entry(1, "Trolls", regions={3: 3}),
                 entry(1, "Night Elves", active=False, regions={6: 1}), markers={"wisp": {"6": 1}})
    play(g, "conquer 3", "conquer 6")
    assert score_lines(play(g, "end"))[("power", "Enraged")] == 3


def test_scenario_30_one_token_and_a_fort_give_nothing():
    g = wow_game(entry(0, "Orcs", "Enraged", regions={1: 1}, hand=12),
                 entry(1, "Trolls", "Garrisoned", regions={3: 1}), markers={"fort": {"3": 1}})
    assert g.conquest_cost(3) == 2 + 1 + 1  # the Fort defends (W-POW-GARRISONED) but is no piece (RULING 3)
    play(g, "conquer 3")
    assert score_lines(play(g, "end"))[("power", "Enraged")] == 0


def test_scenario_30_one_token_and_a_champion_are_two_pieces():
    champion = {**entry(1, "Trolls", "Championing", regions={3: 1}), "camps": 0}
    g = wow_game(entry(0, "Orcs", "Enraged", regions={1: 1}, hand=12), champion, markers={"champion": {"3": 1}})
    play(g, "conquer 3")
    assert score_lines(play(g, "end"))[("power", "Enraged")] == 2  # RULING 3: the Champion is a piece
