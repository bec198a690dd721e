"""R-POW-FORTIFIED: one Fortress per turn at REDEPLOY step 4, max 6, coin only while active (R-COMP-3, R-DECL-5)."""

from __future__ import annotations

import pytest
from powkit import (
    BARROW,
    DEEPDELVE,
    IRONWOOD,
    KNOLLS,
    SINKHOLE,
    WISHING,
    again,
    entry,
    play,
    plus,
    position_game,
    race_of,
    scored,
)

from smallworld_tui.rules import IllegalAction


def fortified(regions, fortresses=()):
    g = position_game(entry(0, "Ratmen", "Fortified", regions=regions),
                      markers={"fortress": {r: 1 for r in fortresses}})
    return g, race_of(g, 0, "Ratmen")


def test_one_fortress_per_turn_and_coin():
    g, _ = fortified({WISHING: 2, IRONWOOD: 2})
    with pytest.raises(IllegalAction):
        g.play("fortress 1")  # only at REDEPLOY step 4 [RULING: fixed moment]
    play(g, "redeploy 1:2 2:2")
    assert g.phase_word == "fortress"
    with pytest.raises(IllegalAction):
        g.play("fortress 6")  # not an own region
    events = play(g, "fortress 1")
    assert g.region(WISHING).fortress and scored(events) == 2 + 1
    with pytest.raises(IllegalAction):
        g.play("fortress 2")  # once per turn
    g = again(g, 0)
    play(g, "redeploy 1:2 2:2")
    with pytest.raises(IllegalAction):
        g.play("fortress 1")  # one per region
    assert scored(play(g, "fortress 2")) == 2 + 2


def test_at_most_six_on_the_map():
    regions = {r: 1 for r in (WISHING, IRONWOOD, SINKHOLE, KNOLLS, DEEPDELVE, BARROW, 9)}
    g, _ = fortified(regions, fortresses=(WISHING, IRONWOOD, SINKHOLE, KNOLLS, DEEPDELVE, BARROW))
    play(g, "redeploy " + " ".join(f"{r}:1" for r in sorted(regions)))
    assert g.phase != "fortress" and not g.region(9).fortress


def test_in_decline_defends_but_no_coin():
    """Appendix A #53: non-mountain Fortress region with 1 in-decline token -> cost 4; no Fortress coin."""
    g, _ = fortified({WISHING: 2, IRONWOOD: 1}, fortresses=(WISHING,))
    assert scored(play(g, "decline")) == 2
    assert g.region(WISHING).fortress
    g = plus(g, entry(1, "Humans", regions={BARROW: 1}, hand=8), seat=1)
    assert g.conquest_cost(WISHING) == 4
    play(g, "conquer 1")
    assert not g.region(WISHING).fortress  # removed when conquered (R-CONQ-9)


def test_removed_when_abandoned():
    g, _ = fortified({WISHING: 2, IRONWOOD: 1}, fortresses=(WISHING,))
    play(g, "abandon 1")
    assert not g.region(WISHING).fortress
