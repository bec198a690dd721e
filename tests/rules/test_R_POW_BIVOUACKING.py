"""R-POW-BIVOUACKING: five Encampments placed at REDEPLOY step 4 (R-REDEP-1, R-CONQ-9, R-CONQ-12, R-DECL-2)."""

from __future__ import annotations

import pytest
from powkit import BARROW, DEEPDELVE, IRONWOOD, WISHING, board, play, race, turn

from smallworld_tui.rules import IllegalAction


def camps(g):
    return {r: g.region(r).encampments for r in range(len(g.board.regions)) if g.region(r).encampments}


def test_place_all_five_at_redeploy():
    g = board()
    race(g, 0, "Ratmen", "Bivouacking", regions={WISHING: 2, IRONWOOD: 2})
    turn(g, 0)
    play(g, "redeploy 1:2 2:2")
    assert g.phase == "camps"
    with pytest.raises(IllegalAction):
        g.play("camps 1:2 2:2")  # all 5
    with pytest.raises(IllegalAction):
        g.play("camps 1:2 6:3")  # only own regions
    play(g, "camps 1:2 2:3")
    assert camps(g) == {WISHING: 2, IRONWOOD: 3}
    assert g.tokens_on_map(0) == 4  # not race tokens (R-END-2)


def test_pick_up_and_move():
    g = board()
    race(g, 0, "Ratmen", "Bivouacking", regions={WISHING: 2, IRONWOOD: 2})
    g.set_marker("camps", WISHING, 5)
    g.p[0].active.camps_pool = 0
    turn(g, 0)
    play(g, "redeploy 1:2 2:2", "camps 2:5")
    assert camps(g) == {IRONWOOD: 5}


def test_defence_and_return_on_conquest():
    """Appendix A #12: 1 enemy token + 2 Encampments -> 5; #68: the Encampments go back, placed at WITHDRAWALS."""
    g = board()
    biv = race(g, 0, "Ratmen", "Bivouacking", regions={WISHING: 1, DEEPDELVE: 1})
    g.set_marker("camps", WISHING, 2)
    g.set_marker("camps", DEEPDELVE, 1)
    biv.camps_pool = 2
    race(g, 1, "Humans", regions={BARROW: 1}, hand=8)
    turn(g, 1)
    assert g.conquest_cost(WISHING) == 2 + 2 + 1
    play(g, "conquer 1")
    assert biv.camps_returned == 2 and g.region(WISHING).encampments == 0
    events = play(g, "end")  # withdrawals: the 2 Encampments join Deepdelve Peak
    assert g.region(DEEPDELVE).encampments == 3
    assert "Ann's Bivouacking Ratmen redeploy 2 returned Encampments." in [g.describe(e) for e in events]


def test_kept_when_no_region_left():
    g = board()
    biv = race(g, 0, "Ratmen", "Bivouacking", regions={WISHING: 1})
    g.set_marker("camps", WISHING, 5)
    biv.camps_pool = 0
    race(g, 1, "Humans", regions={BARROW: 1}, hand=8)
    turn(g, 1)
    play(g, "conquer 1", "end")
    assert biv.camps_pool == 5


def test_removed_at_decline():
    g = board()
    race(g, 0, "Ratmen", "Bivouacking", regions={WISHING: 2})
    g.set_marker("camps", WISHING, 5)
    g.p[0].active.camps_pool = 0
    turn(g, 0)
    play(g, "decline")
    assert camps(g) == {}
