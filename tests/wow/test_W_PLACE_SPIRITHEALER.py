"""W-PLACE-SPIRITHEALER: at REDEPLOY step 1 the active race holding it takes 1 token from the tray, if any.
Scenario 40 of RULES-WOW.md appendix A, its REDEPLOY part."""

from __future__ import annotations

from wowkit import entry, play, wow_game

HEALER = {"Spirit Healer": {"region": 3, "up": True}}


def on_map(g, seat=0):
    return sum(g.region(r).tokens for r in range(len(g.board.regions)) if g.region(r).owner == seat)


def test_scenario_40_spirit_healer_gives_a_token_at_redeploy():
    g = wow_game(entry(0, "Orcs", regions={3: 2, 6: 1}), ap_markers=HEALER)  # Orcs: supply 11
    events = play(g, "end")
    assert on_map(g) == 4
    assert [e.tokens for e in events if e.kind == "gain"] == [1]


def test_scenario_40_no_token_when_the_tray_is_empty():
    g = wow_game(entry(0, "Orcs", regions={3: 6, 6: 5}), ap_markers=HEALER)
    play(g, "end")
    assert on_map(g) == 11


def test_W_PLACE_SPIRITHEALER_only_for_the_active_race_holding_it():
    g = wow_game(entry(0, "Orcs", regions={6: 1}, hand=2), entry(1, "Trolls", regions={3: 1}), ap_markers=HEALER)
    play(g, "end")
    assert on_map(g) == 3
