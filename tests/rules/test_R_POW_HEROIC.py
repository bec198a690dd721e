"""R-POW-HEROIC: two Heroes placed at REDEPLOY step 4 make two regions immune (R-GLOSS-IMMUNE, R-DECL-2)."""

from __future__ import annotations

import pytest
from powkit import BARROW, DEEPDELVE, IRONWOOD, MILLERS, WISHING, again, entry, play, plus, position_game

from smallworld_tui.rules import IllegalAction


def heroes(g):
    return [r for r in range(len(g.board.regions)) if g.region(r).hero]


def test_one_hero_with_one_region():
    """Appendix A #59 [RULING]."""
    g = position_game(entry(0, "Ratmen", "Heroic", regions={WISHING: 3}))
    play(g, "end")
    assert heroes(g) == [WISHING]


def test_two_heroes_different_regions_then_move():
    g = position_game(entry(0, "Ratmen", "Heroic", regions={WISHING: 1, IRONWOOD: 1, DEEPDELVE: 1}))
    play(g, "redeploy 1:1 2:1 5:1")
    assert g.phase_word == "heroes"
    with pytest.raises(IllegalAction):
        g.play("heroes 1")
    play(g, "heroes 1 5")
    assert heroes(g) == [WISHING, DEEPDELVE]
    g = plus(g, entry(1, "Humans", regions={BARROW: 1}, hand=8), seat=1)
    assert g.conquest_cost(WISHING) is None and "Hero" in g.target_problem(WISHING)
    assert g.conquest_cost(MILLERS) == 2
    play(g, "end")
    play(g, "redeploy 1:1 2:1 5:1", "heroes 2 5")
    assert heroes(g) == [IRONWOOD, DEEPDELVE]


def test_removed_at_decline_and_on_abandon():
    g = position_game(entry(0, "Ratmen", "Heroic", regions={WISHING: 1, IRONWOOD: 2}),
                      markers={"hero": {WISHING: 1, IRONWOOD: 1}})
    play(g, "abandon 1")
    assert heroes(g) == [IRONWOOD]
    g = again(g, 0)
    play(g, "decline")
    assert heroes(g) == []
