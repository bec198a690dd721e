"""W-POW-GARRISONED: at REDEPLOY step 3 (RULING 21) a Fort goes into each held region without one while the 10
last (the owner picks when they run short); +1 to the cost, kept in decline with the badge (W-DECL-1), back to
supply once its region is conquered or empty; no coin. Scenario 33 of RULES-WOW.md appendix A."""

from __future__ import annotations

import pytest
from wowkit import entry, play, score_lines, wow_game

from smallworld_tui.rules import IllegalAction

HILL, FIELDS, SWAMP, MOUNTAIN, HILL_ENTRY = 9, 14, 19, 8, 16


def test_scenario_33_forts_on_every_region_and_kept_in_decline():
    g = wow_game(entry(0, "Orcs", "Garrisoned", regions={HILL: 2, FIELDS: 2, SWAMP: 2}, hand=2))
    events = play(g, "conquer 10", "end")  # 4 regions at the end of the turn
    forts = [r for r in range(len(g.board.regions)) if g.marker("fort", r)]
    assert forts == sorted(g.p[0].active.regions) and len(forts) == 4
    assert "forts" in [e.kind for e in events]
    assert ("power", "Garrisoned") not in score_lines(events)  # no coin
    g = wow_game(entry(0, "Orcs", "Garrisoned", regions={HILL: 2, FIELDS: 1}), entry(1, "Trolls", regions={12: 1}),
                 markers={"fort": {str(HILL): 1, str(FIELDS): 1}})
    play(g, "decline")
    assert g.marker("fort", HILL) == 1 and g.p[0].declined[0].power.name == "Garrisoned"  # W-DECL-1
    g = wow_game(entry(0, "Orcs", "Garrisoned", active=False, regions={HILL: 1}),
                 entry(1, "Dwarves", regions={8: 1}, hand=5), seat=1, markers={"fort": {str(HILL): 1}})
    assert g.conquest_cost(HILL) == 4  # 2 + Fort + 1 token
    play(g, f"conquer {HILL}")
    assert g.marker("fort", HILL) == 0  # back to supply


def test_W_POW_GARRISONED_the_owner_picks_when_forts_run_short():
    nine = {str(r): 1 for r in (0, 1, 2, 3, 4, 6, 7, 11, 12)}
    g = wow_game(entry(0, "Orcs", "Garrisoned", regions={HILL: 2, FIELDS: 2}), markers={"fort": nine})
    play(g, "redeploy 9:2 14:2")
    assert g.step is not None and g.step.name == "forts"
    assert {str(a) for a in g.legal_actions()} >= {"forts 9", "forts 14"}
    with pytest.raises(IllegalAction):
        g.play("forts 9 14")
    play(g, "forts 14")
    assert g.marker("fort", FIELDS) == 1 and g.marker("fort", HILL) == 0


def test_W_POW_GARRISONED_end_takes_the_lowest_ids_and_empty_regions_lose_their_fort():
    nine = {str(r): 1 for r in (0, 1, 2, 3, 4, 6, 7, 11, 12)}
    g = wow_game(entry(0, "Orcs", "Garrisoned", regions={HILL: 2, FIELDS: 2}), markers={"fort": nine})
    play(g, "end")
    assert g.marker("fort", HILL) == 1 and g.marker("fort", FIELDS) == 0
    g = wow_game(entry(0, "Orcs", "Garrisoned", regions={HILL: 2, FIELDS: 2}), markers={"fort": {str(HILL): 1}})
    play(g, f"abandon {HILL}")
    assert g.marker("fort", HILL) == 0  # an emptied region's Fort goes back
