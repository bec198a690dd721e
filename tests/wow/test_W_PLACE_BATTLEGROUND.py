"""W-PLACE-BATTLEGROUND: the race holding it at SCORE may earn the faction bonus twice per opposing race; a Neutral
race holding it picks Alliance or Horde at SCORE (RULING 28: affecting nothing else) and scores this turn's bonus,
doubled, as that faction. Scenarios 10 and 11."""

from __future__ import annotations

from wowkit import entry, play, score_lines, wow_game

BG = {"Battleground": {"region": 3, "up": True}}


def trolls(markers):
    return wow_game(entry(0, "Trolls", regions={3: 1}, hand=10),
                    entry(1, "Humans", regions={1: 1, 6: 1, 2: 1}), entry(1, "Dwarves", active=False, regions={4: 1}),
                    ap_markers=markers)


def test_scenario_10_trolls_with_the_battleground_3_humans_1_dwarf_regions():
    g = trolls(BG)
    play(g, "conquer 1", "conquer 6", "conquer 2", "conquer 4")
    assert score_lines(play(g, "end"))[("faction", "Horde faction")] == 3


def test_W_PLACE_BATTLEGROUND_without_it_the_cap_is_1():
    g = trolls({"Battleground": {"region": 11, "up": True}})
    play(g, "conquer 1", "conquer 6", "conquer 2", "conquer 4")
    assert score_lines(play(g, "end"))[("faction", "Horde faction")] == 2


def kobolds(markers):
    return wow_game(entry(0, "Kobolds", regions={3: 1}, hand=10), entry(1, "Gnomes", regions={1: 1, 6: 1}),
                    entry(2, "Naga", regions={2: 1}), players=3, ap_markers=markers)


def test_scenario_11_neutral_kobolds_pick_horde():
    g = kobolds(BG)
    play(g, "conquer 1", "conquer 6", "conquer 2")  # 2 Alliance regions of one race, 1 Naga (Neutral) region
    g.apply(next(a for a in g.legal_actions() if a.kind == "redeploy"))
    assert {str(a) for a in g.legal_actions()} >= {"battleground horde", "battleground alliance"}
    lines = score_lines(play(g, "battleground horde"))
    assert lines[("faction", "Horde faction")] == 2


def test_W_PLACE_BATTLEGROUND_end_picks_the_side_earning_more():
    g = kobolds(BG)
    play(g, "conquer 1", "conquer 6", "conquer 2")
    assert score_lines(play(g, "end"))[("faction", "Horde faction")] == 2


def test_W_PLACE_BATTLEGROUND_the_wrong_side_earns_nothing():
    g = kobolds(BG)
    play(g, "conquer 1", "conquer 6", "conquer 2")
    g.apply(next(a for a in g.legal_actions() if a.kind == "redeploy"))
    assert score_lines(play(g, "battleground alliance"))[("faction", "Alliance faction")] == 0


def test_scenario_11_without_the_battleground_nothing():
    g = kobolds({"Battleground": {"region": 11, "up": True}})
    play(g, "conquer 1", "conquer 6", "conquer 2")
    assert not [k for k in score_lines(play(g, "end")) if k[0] == "faction"]
