"""W-SCORE-1/2, W-MUR-1/2 and W-END-1: 1 coin per region of every race (water included); Murlocs make a region
non-empty and are never scored; the game ends after W-COMP-5's rounds and ties go to the most race tokens."""

from __future__ import annotations

from wowkit import S1A_FIELDS, S1A_FIELDS_ENTRY, S1A_HILL, S1A_LAKE, entry, play, score_lines, wow_game


def test_W_SCORE_1_regions_of_every_race_water_included():
    g = wow_game(entry(0, "Naga", "Herbalist", regions={S1A_LAKE: 1, S1A_HILL: 1}),
                 entry(0, "Dwarves", active=False, regions={S1A_FIELDS: 1}))
    lines = score_lines(play(g, "end"))
    assert lines[("regions", "Herbalist Naga")] == 2 and lines[("regions", "Dwarves")] == 1
    assert lines[("power", "Herbalist")] == 1


def test_W_MUR_2_a_murloc_region_is_non_empty_and_scores_for_nobody():
    g = wow_game(entry(0, "Trolls", "Battle Master", regions={S1A_HILL: 2}, hand=4), murlocs=[S1A_FIELDS_ENTRY])
    assert g.conquest_cost(S1A_FIELDS_ENTRY) == 2 + 1 - 1  # Murloc +1, Trolls -1 (non-empty)
    play(g, f"conquer {S1A_FIELDS_ENTRY}")
    assert g.region(S1A_FIELDS_ENTRY).race == "Trolls"
    assert score_lines(play(g, "end"))[("power", "Battle Master")] == 1


def test_W_END_1_ties_go_to_the_most_race_tokens():
    g = wow_game(entry(0, "Orcs", "Sailing", regions={S1A_HILL: 3}),
                 entry(1, "Dwarves", "Blacksmith", regions={S1A_FIELDS: 1}), turns=1)
    play(g, "end", "end")
    assert g.is_over and g.coins(0) == g.coins(1) and g.winners == [0]


def test_scenario_40_a_coin_tie_goes_to_12_tokens_and_2_beasts_against_13_tokens():
    """W-END-1, RULING 8: Beasts count in the tie-break (the Beast Master holds 2 hills, so its 2 Beasts come back
    at PREPARE and stay on the boards)."""
    g = wow_game(entry(0, "Forsaken", "Beast Master", regions={1: 7, 9: 7}),  # hills, each 6 tokens + 1 Beast
                 entry(1, "Tauren", "Blacksmith", regions={0: 7, 6: 6}), markers={"beast": {"1": 1, "9": 1}},
                 turns=1)
    play(g, "end", "end")
    forsaken = g.p[0].active
    assert 20 - g.tray(forsaken) == 12 and sum(g.marker("beast", r) for r in (1, 9)) == 2
    assert g.is_over and g.coins(0) == g.coins(1) and (g.tokens_on_map(0), g.tokens_on_map(1)) == (14, 13)
    assert g.winners == [0]
