"""W-FACT-1..4: the faction bonus at SCORE, 1 coin per race of the opposing faction conquered from this turn
(cap 1 per race, RULING 5 own in-decline race included); Neutral races earn and give nothing; Murlocs give
nothing. Scenario 8 of RULES-WOW.md appendix A."""

from __future__ import annotations

from wowkit import S1A_FIELDS, S1A_FIELDS_ENTRY, S1A_HILL, S1A_MOUNTAIN, S1A_SWAMP, entry, play, score_lines, wow_game


def test_scenario_8_orcs_faction_and_orc_coins():
    """Orcs take 2 regions of B's active (Alliance) Humans, 1 of B's in-decline Dwarves, 1 Naga and 1 Murloc
    region → faction +2, Orcs +3."""
    g = wow_game(entry(0, "Orcs", "Herbalist", regions={S1A_HILL: 1}, hand=30),
                 entry(1, "Dwarves", active=False, regions={S1A_MOUNTAIN: 1}),
                 entry(1, "Humans", regions={S1A_FIELDS: 1, S1A_FIELDS_ENTRY: 1}),
                 entry(2, "Naga", regions={S1A_SWAMP: 1}), players=3, murlocs=[0])
    play(g, *(f"conquer {r}" for r in (S1A_FIELDS, S1A_FIELDS_ENTRY, S1A_MOUNTAIN, S1A_SWAMP, 0)))
    lines = score_lines(play(g, "end"))
    assert lines[("faction", "Horde faction")] == 2  # Humans and Dwarves, each once
    assert lines[("race", "Orcs")] == 3  # 3 Alliance regions


def test_W_FACT_3_neutral_earns_nothing():
    g = wow_game(entry(0, "Kobolds", regions={S1A_HILL: 1}, hand=20), entry(1, "Dwarves", regions={S1A_FIELDS: 1}))
    play(g, f"conquer {S1A_FIELDS}")
    lines = score_lines(play(g, "end"))
    assert not [k for k in lines if k[0] == "faction"]


def test_W_FACT_2_same_faction_and_neutral_victims_give_nothing():
    g = wow_game(entry(0, "Trolls", regions={S1A_HILL: 1}, hand=20), entry(1, "Orcs", regions={S1A_FIELDS: 1}),
                 entry(2, "Naga", regions={S1A_MOUNTAIN: 1}), players=3, murlocs=[S1A_FIELDS_ENTRY])
    play(g, f"conquer {S1A_FIELDS}", f"conquer {S1A_MOUNTAIN}", f"conquer {S1A_FIELDS_ENTRY}")
    assert score_lines(play(g, "end"))[("faction", "Horde faction")] == 0
