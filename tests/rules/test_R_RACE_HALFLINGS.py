"""R-RACE-HALFLINGS: enter anywhere; Holes on the first two conquests ever (R-CONQ-2, R-GLOSS-IMMUNE, R-COMP-3)."""

from __future__ import annotations

import pytest
from powkit import AMBER, BARROW, FAIRY, GREY_PEAK, HOLLOW, IRONWOOD, LAKE, again, entry, play, plus, position_game

from smallworld_tui.rules import IllegalAction


def holes(g):
    return [r for r in range(len(g.board.regions)) if g.region(r).hole]


def test_enter_anywhere_and_first_two_get_holes():
    """Appendix A #58: the third conquest gets no Hole."""
    g = position_game(entry(0, "Halflings", hand=8))
    assert g.conquest_cost(AMBER) == 2  # interior region: legal first conquest
    events = play(g, "conquer 9", "conquer 14", "conquer 8")
    assert [e.region for e in events if e.kind == "hole"] == [AMBER, HOLLOW]
    assert holes(g) == [AMBER, HOLLOW]


def test_hole_makes_region_immune_even_to_own_races():
    """R-GLOSS-IMMUNE [RULING]: also against the owner's own in-decline Ghouls."""
    g = position_game(entry(0, "Ghouls", active=False, regions={IRONWOOD: 4}),
                      entry(0, "Halflings", regions={GREY_PEAK: 1}, holes=2),
                      entry(1, "Ratmen", regions={FAIRY: 2}, hand=8), markers={"hole": {GREY_PEAK: 1}})
    with pytest.raises(IllegalAction, match="immune"):
        g.play("ghouls conquer 8")
    g = again(g, 1)
    assert g.conquest_cost(GREY_PEAK) is None
    assert "Hole" in g.target_problem(GREY_PEAK)


def test_abandoned_hole_never_replaced():
    """Appendix A #58: abandoning a Hole region removes the Hole forever."""
    g = position_game(entry(0, "Halflings", hand=8))
    play(g, "conquer 9", "conquer 14", "end")
    g = again(g, 0)
    play(g, "abandon 9")
    assert not g.region(AMBER).hole
    events = play(g, "conquer 9")
    assert "hole" not in [e.kind for e in events] and holes(g) == [HOLLOW]


def test_reentry_anywhere():
    g = position_game(entry(0, "Halflings", hand=5, holes=2))
    assert g.conquest_cost(BARROW) == 2


def test_holes_removed_at_decline():
    g = position_game(entry(0, "Halflings", regions={AMBER: 2, HOLLOW: 2}, holes=2),
                      markers={"hole": {AMBER: 1, HOLLOW: 1}})
    play(g, "decline")
    assert holes(g) == []
    g = plus(g, entry(1, "Ratmen", regions={IRONWOOD: 1}, hand=8), seat=1)
    assert g.conquest_cost(AMBER) is None  # not adjacent; but no longer immune:
    assert "immune" not in g.target_problem(AMBER)


def test_no_water_unless_seafaring():
    g = position_game(entry(0, "Halflings", hand=6))
    assert g.conquest_cost(LAKE) is None
    g2 = position_game(entry(0, "Halflings", "Seafaring", hand=6))
    assert g2.conquest_cost(LAKE) == 2  # Appendix A #55: Seafaring Halflings may enter on the lake
