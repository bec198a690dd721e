"""R-POW-SEAFARING: conquer seas and the lake while active; keep and score them in decline (R-MAP-4, R-DECL-5)."""

from __future__ import annotations

import pytest
from powkit import (
    EAST_SEA,
    IRONWOOD,
    LAKE,
    THORNWOOD,
    WEST_SEA,
    WISHING,
    again,
    entry,
    play,
    plus,
    position_game,
    scored,
)

from smallworld_tui.rules import IllegalAction


def test_water_as_empty_land():
    g = position_game(entry(0, "Ratmen", "Seafaring", regions={IRONWOOD: 1}, hand=6),
                      entry(1, "Humans", "Seafaring", active=False, regions={THORNWOOD: 1}))
    assert g.conquest_cost(LAKE) == 2
    play(g, "conquer 7", "redeploy 2:3 7:4")  # tokens may be redeployed into held water
    assert g.region(LAKE).tokens == 4


def test_decline_keeps_and_scores_water():
    """Appendix A #54: the sea scores each turn; non-Seafaring cannot target it; active Seafaring can (3)."""
    g = position_game(entry(0, "Ratmen", "Seafaring", regions={WEST_SEA: 2, WISHING: 1}))
    assert scored(play(g, "decline")) == 2
    assert g.region(WEST_SEA).race == "Ratmen" and g.region(WEST_SEA).in_decline
    g = again(g, 0)
    play(g, "pick 1")
    assert scored(play(g, "end")) >= 2  # the in-decline sea and Wishing Fields still score
    g = plus(g, entry(1, "Humans", regions={5: 1}, hand=6), seat=1)
    assert g.conquest_cost(WEST_SEA) is None
    g2 = position_game(entry(0, "Ratmen", "Seafaring", active=False, regions={WEST_SEA: 1}),
                       entry(1, "Humans", "Seafaring", regions={5: 1}, hand=6), seat=1)
    assert g2.conquest_cost(WEST_SEA) == 3


def test_first_conquest_edge_sea_not_lake():
    """Appendix A #55 (R-MAP-4 [RULING]): edge sea -> legal; lake -> illegal."""
    g = position_game(entry(0, "Ratmen", "Seafaring", hand=6))
    assert g.conquest_cost(EAST_SEA) == 2 and g.conquest_cost(WEST_SEA) == 2
    with pytest.raises(IllegalAction, match="border"):
        g.play("conquer 7")


def test_seafaring_halflings_enter_on_lake():
    """Appendix A #55: Seafaring Halflings may enter on the lake (R-CONQ-2)."""
    g = position_game(entry(0, "Halflings", "Seafaring", hand=6))
    play(g, "conquer 7")
    assert g.region(LAKE).race == "Halflings"


def test_no_water_conquest_in_decline():
    g = position_game(entry(0, "Ghouls", "Seafaring", active=False, regions={IRONWOOD: 4}))
    with pytest.raises(IllegalAction, match="water"):
        g.play("ghouls conquer 7")
