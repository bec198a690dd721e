"""R-POW-BIVOUACKING: five Encampments placed at REDEPLOY step 4 (R-REDEP-1, R-CONQ-9, R-CONQ-12, R-DECL-2)."""

from __future__ import annotations

import pytest
from powkit import BARROW, DEEPDELVE, IRONWOOD, WISHING, entry, play, position_game, race_of

from smallworld_tui.rules import IllegalAction


def camps(g):
    return {r: g.region(r).encampments for r in range(len(g.board.regions)) if g.region(r).encampments}


def test_place_all_five_at_redeploy():
    g = position_game(entry(0, "Ratmen", "Bivouacking", regions={WISHING: 2, IRONWOOD: 2}))
    play(g, "redeploy 1:2 2:2")
    assert g.phase_word == "camps"
    with pytest.raises(IllegalAction):
        g.play("camps 1:2 2:2")  # all 5
    with pytest.raises(IllegalAction):
        g.play("camps 1:2 6:3")  # only own regions
    play(g, "camps 1:2 2:3")
    assert camps(g) == {WISHING: 2, IRONWOOD: 3}
    assert g.tokens_on_map(0) == 4  # not race tokens (R-END-2)


def test_pick_up_and_move():
    g = position_game(entry(0, "Ratmen", "Bivouacking", regions={WISHING: 2, IRONWOOD: 2}, camps=0),
                      markers={"camps": {WISHING: 5}})
    play(g, "redeploy 1:2 2:2", "camps 2:5")
    assert camps(g) == {IRONWOOD: 5}


def test_defence_and_return_on_conquest():
    """Appendix A #12: 1 enemy token + 2 Encampments -> 5; #68: the Encampments go back, placed at WITHDRAWALS."""
    g = position_game(entry(0, "Ratmen", "Bivouacking", regions={WISHING: 1, DEEPDELVE: 1}, camps=2),
                      entry(1, "Humans", regions={BARROW: 1}, hand=8), seat=1,
                      markers={"camps": {WISHING: 2, DEEPDELVE: 1}})
    biv = race_of(g, 0, "Ratmen")
    assert g.conquest_cost(WISHING) == 2 + 2 + 1
    play(g, "conquer 1")
    assert biv.markers_back == 2 and g.region(WISHING).encampments == 0
    events = play(g, "end")  # withdrawals: the 2 Encampments join Deepdelve Peak
    assert g.region(DEEPDELVE).encampments == 3
    assert "Ann's Bivouacking Ratmen redeploy 2 returned Encampments." in [g.describe(e) for e in events]


def test_kept_when_no_region_left():
    g = position_game(entry(0, "Ratmen", "Bivouacking", regions={WISHING: 1}, camps=0),
                      entry(1, "Humans", regions={BARROW: 1}, hand=8), seat=1, markers={"camps": {WISHING: 5}})
    biv = race_of(g, 0, "Ratmen")
    play(g, "conquer 1", "end")
    assert biv.marker_pool == 5


def test_removed_at_decline():
    g = position_game(entry(0, "Ratmen", "Bivouacking", regions={WISHING: 2}, camps=0),
                      markers={"camps": {WISHING: 5}})
    play(g, "decline")
    assert camps(g) == {}
