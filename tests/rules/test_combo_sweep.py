"""Every race x power combo (14 x 20) played in a random legal game with invariants after every move.

The first player picks the forced combo; maps rotate between the 2- and 3-player boards. Invariants: supply per
race (R-COMP-1), one race per region and no Lost Tribe beside it (R-MAP-7), marker limits (R-COMP-3), decline
limit (R-DECL-4), coins >= 0, and a few listed legal moves applied on copies. scripts/combo_sweep.py runs more.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from smallworld_tui.rules import POWERS, RACES

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
from combo_sweep import play_combo  # noqa: E402

COMBOS = [(r, p) for r in RACES for p in POWERS]


@pytest.mark.parametrize("index", range(len(COMBOS)), ids=[f"{r}-{p}".replace(" ", "") for r, p in COMBOS])
def test_combo(index):
    race, power = COMBOS[index]
    stats = play_combo(race, power, players=2 + index % 2, seed=7919 * index + 13)
    assert stats["ev:over"] == 1
