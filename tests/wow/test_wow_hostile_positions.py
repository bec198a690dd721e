"""A written WoW position that breaks a hard rule is refused with a clear PositionError instead of being played:
a negative count of markers or Murlocs (a Wisp Wall of -5 would lower conquest costs), Murlocs sharing a region
with a race (W-MUR-1: a region holds Murlocs or one race's pieces, never both)."""

from __future__ import annotations

import pytest
from wowkit import entry, wow_game

from smallworld_tui.rules import PositionError


@pytest.mark.parametrize("extra", [{"markers": {"wisp": {"6": -5}}}, {"markers": {"beast": {"3": -1}}},
                                   {"tribes": {"4": -1}}])
def test_negative_counts_are_refused(extra):
    with pytest.raises(PositionError, match="0 or more"):
        wow_game(entry(0, "Orcs", regions={3: 2}), entry(1, "Trolls", regions={6: 1}), **extra)


def test_W_MUR_1_murlocs_and_a_race_in_one_region_are_refused():
    with pytest.raises(PositionError, match="Murloc tokens and a race"):
        wow_game(entry(0, "Orcs", regions={3: 2}), murlocs=[3])
