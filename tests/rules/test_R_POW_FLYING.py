"""R-POW-FLYING: any land region, adjacency waived, never water ([RULING]) (R-CONQ-2, R-CONQ-3)."""

from __future__ import annotations

import pytest
from powkit import AMBER, EAST_SEA, HOLLOW, LAKE, WEST_SEA, WISHING, entry, play, position_game

from smallworld_tui.rules import IllegalAction


def test_first_conquest_anywhere_and_no_adjacency():
    """Appendix A #57: a Flying first conquest on an interior region is legal."""
    g = position_game(entry(0, "Ratmen", "Flying", hand=6))
    assert g.conquest_cost(AMBER) == 2
    play(g, "conquer 9")
    assert g.conquest_cost(WISHING) == 2  # far from Amber Fields


def test_never_water():
    """Appendix A #57: Flying targets a sea -> illegal."""
    g = position_game(entry(0, "Ratmen", "Flying", regions={HOLLOW: 1}, hand=6))
    for rid in (WEST_SEA, LAKE, EAST_SEA):
        assert g.conquest_cost(rid) is None
    with pytest.raises(IllegalAction, match="water"):
        g.play("conquer 0")


def test_not_in_decline():
    g = position_game(entry(0, "Ghouls", "Flying", active=False, regions={WISHING: 4}))
    with pytest.raises(IllegalAction, match="adjacent"):
        g.play("ghouls conquer 9")
