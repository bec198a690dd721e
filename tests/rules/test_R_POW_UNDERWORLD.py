"""R-POW-UNDERWORLD: -1 on caverns, caverns adjacent to each other, not for a first conquest (R-CONQ-2..4)."""

from __future__ import annotations

import pytest
from powkit import ECHO_TOR, HOLLOW, IRONWOOD, MILLERS, SINKHOLE, WISHING, entry, position_game

from smallworld_tui.rules import IllegalAction


def test_cavern_to_cavern():
    """Appendix A #10: in a cavern, target a non-adjacent empty non-mountain cavern -> legal, cost 1."""
    g = position_game(entry(0, "Ratmen", "Underworld", regions={ECHO_TOR: 1}, hand=5))
    assert g.conquest_cost(HOLLOW) == 1
    assert g.conquest_cost(SINKHOLE) == 1
    assert g.conquest_cost(MILLERS) == 2  # ordinary neighbour
    assert g.conquest_cost(IRONWOOD) is None  # no link from a cavern to a non-cavern


def test_not_for_first_conquest():
    """Appendix A #11: no region, interior cavern -> illegal; a border cavern gets the -1."""
    g = position_game(entry(0, "Ratmen", "Underworld", hand=5))
    assert g.conquest_cost(HOLLOW) is None
    assert g.conquest_cost(SINKHOLE) == 1


def test_only_from_a_cavern_and_not_in_decline():
    g = position_game(entry(0, "Ratmen", "Underworld", regions={WISHING: 1}, hand=5))
    assert g.conquest_cost(HOLLOW) is None
    g = position_game(entry(0, "Ghouls", "Underworld", active=False, regions={ECHO_TOR: 4}))
    with pytest.raises(IllegalAction, match="adjacent"):
        g.play("ghouls conquer 14")
