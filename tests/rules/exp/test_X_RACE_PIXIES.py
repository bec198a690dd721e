"""X-RACE-PIXIES (RULING 18): at REDEPLOY step 3 every Pixie beyond 1 per region goes into hand until the next
READY; withdrawn Pixies are placed as usual."""

from __future__ import annotations

import pytest
from bnakit import bna_again, bna_game
from powkit import AMBER, BARROW, DEEPDELVE, IRONWOOD, MILLERS, OLD_PINES, WISHING, entry, legal, play, race_of

from smallworld_tui.rules import IllegalAction

SIX = (WISHING, IRONWOOD, BARROW, DEEPDELVE, MILLERS, OLD_PINES)


def test_A39_bivouacking_pixies_keep_one_per_region():
    """Appendix A #39: Bivouacking Pixies (16) end on 6 regions: 6 on the map, 10 in hand, 5 Encampments."""
    g = bna_game(entry(0, "Pixies", "Bivouacking", hand=16))
    play(g, "conquer 1", "conquer 2", "conquer 6", "conquer 5", "conquer 11", "conquer 12")
    assert g.hand(0) == 16 - 13
    play(g, "end")  # the redeployment has one legal layout (1 each); the Encampments by default
    assert [g.region(r).tokens for r in SIX] == [1] * 6
    pixies = race_of(g, 0, "Pixies")
    assert pixies.offmap == 10 and pixies.hand == 0
    assert sum(g.region(r).encampments for r in SIX) == 5
    g = bna_again(g, 0)
    play(g, "conquer 17")  # READY: the 10 come back (nothing lifted: 1 per region)
    assert g.hand(0) == 10 - 2


def test_A39_enemy_cost_against_a_pixie_region_with_an_encampment():
    """Appendix A #39: 2 + 1 Pixie + 1 Encampment = 4."""
    g = bna_game(entry(0, "Ratmen", hand=8, regions={WISHING: 1}),
                 entry(1, "Pixies", "Bivouacking", regions={BARROW: 1}), markers={"camps": {BARROW: 1}})
    assert g.conquest_cost(BARROW) == 4


def test_X_RACE_PIXIES_one_per_region_is_the_only_layout():
    g = bna_game(entry(0, "Pixies", "Alchemist", hand=0, regions={WISHING: 4, IRONWOOD: 3}))
    play(g, "conquer 6")
    redeploys = [m for m in legal(g) if m.startswith("redeploy")]
    assert redeploys == ["redeploy 1:1 2:1 6:1"]
    with pytest.raises(IllegalAction):
        g.play("redeploy 1:2 2:1 6:1")
    play(g, "redeploy 1:1 2:1 6:1")
    assert race_of(g, 0, "Pixies").offmap == 7 - 3


def test_X_RACE_PIXIES_withdrawn_pixies_are_placed_normally():
    """RULING 18: a Pixie region may briefly hold more after WITHDRAWALS."""
    g = bna_game(entry(0, "Ratmen", hand=8, regions={BARROW: 1}),
                 entry(1, "Pixies", "Alchemist", regions={WISHING: 3, AMBER: 1}))
    play(g, "conquer 1", "end")
    assert g.region(AMBER).tokens == 3  # one region left: placed at once


def test_X_RACE_PIXIES_in_decline_one_token_per_region_as_usual():
    g = bna_game(entry(0, "Pixies", "Alchemist", regions={WISHING: 1, DEEPDELVE: 1}, set_aside=9))
    play(g, "decline")
    pixies = race_of(g, 0, "Pixies")
    assert not pixies.active and pixies.offmap == 0 and g.tray(pixies) == 16 - 2
