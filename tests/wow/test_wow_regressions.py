"""Positions the random sweeps found where a move ``legal_actions`` lists is then refused: every listed move must
apply (DESIGN.md: every legal action applies without error). Each names the game that found it."""

from __future__ import annotations

import pytest
from wowkit import NAMES, entry

from smallworld_tui.rules import Game
from smallworld_tui.rules.wow import WOW, bundled_islands


@pytest.mark.skipif("Championing" not in WOW.powers, reason="Championing is not in the WoW catalogue yet")
@pytest.mark.xfail(reason="found by the combo sweep (seed 4005027, branch champ 4e17060): a lone Tauren token in "
                          "region 4 at the start of their turn; the menu offers 'redeploy 4:1 11:1 12:8', refused",
                   strict=False)
def test_every_listed_move_applies_after_a_tauren_champion_conquest():
    """Tauren Championing hold region 4 with 1 token and region 12 with 9 (the Champion there); the Champion
    conquers region 11 (Tauren: with 1 token), then each move on offer applies."""
    races = [{**entry(0, "Tauren", "Championing", regions={4: 1, 12: 9}), "camps": 0},
             entry(1, "Goblins", "Battle Master", regions={0: 3, 3: 1, 11: 1, 15: 2, 18: 1, 19: 3})]
    g = Game.from_position(bundled_islands(["L1a", "S1b"]), {"players": NAMES[:2], "turn": 10, "races": races,
                                                           "markers": {"champion": {"12": 1}}}, ruleset=WOW)
    g.play("champion 11")
    for action in g.legal_actions():
        g.copy().apply(action)
