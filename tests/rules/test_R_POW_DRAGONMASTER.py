"""R-POW-DRAGONMASTER: once per turn conquer with exactly 1 token; the Dragon makes the region immune."""

from __future__ import annotations

import pytest
from powkit import BARROW, DEEPDELVE, IRONWOOD, MILLERS, WISHING, again, entry, play, plus, position_game, race_of

from smallworld_tui.rules import IllegalAction


def test_dragon_ignores_markers_and_defenders():
    """Appendix A #28: 3 enemy tokens, Fortress, Mountain -> 1 token; loses 1, withdraws 2; Fortress gone."""
    g = position_game(entry(0, "Ratmen", "Dragon Master", regions={WISHING: 1}, hand=2),
                      entry(1, "Humans", "Fortified", regions={DEEPDELVE: 3, MILLERS: 1}),
                      markers={"fortress": {DEEPDELVE: 1}})
    dm, foe = race_of(g, 0, "Ratmen"), race_of(g, 1, "Humans")
    events = play(g, "dragon 5")
    loss = next(e for e in events if e.kind == "loss")
    assert (loss.lost, loss.withdrawn) == (1, 2) and foe.withdrawn == 2
    view = g.region(DEEPDELVE)
    assert (view.tokens, view.dragon, view.fortress, view.mountain) == (1, True, False, True)
    assert dm.hand == 1


def test_once_per_turn_and_needs_a_token():
    g = position_game(entry(0, "Ratmen", "Dragon Master", regions={WISHING: 1}, hand=2))
    play(g, "dragon 2")
    with pytest.raises(IllegalAction, match="once"):
        g.play("dragon 6")
    g = position_game(entry(0, "Ratmen", "Dragon Master", regions={WISHING: 1}))
    with pytest.raises(IllegalAction):
        g.play("dragon 2")


def test_immune_targets_and_dragon_region():
    """Appendix A #29: the Dragon cannot attack a Hole region; the Dragon's region is immune."""
    g = position_game(entry(0, "Ratmen", "Dragon Master", regions={WISHING: 1}, hand=2),
                      entry(1, "Halflings", regions={IRONWOOD: 1}), markers={"hole": {IRONWOOD: 1}})
    with pytest.raises(IllegalAction, match="immune"):
        g.play("dragon 2")
    play(g, "dragon 6", "end")
    g = plus(g, entry(1, "Humans", regions={MILLERS: 1}, hand=9), seat=1, without=("Halflings",))
    assert g.conquest_cost(BARROW) is None and "Dragon" in g.target_problem(BARROW)


def test_dragon_moves_only_by_new_dragon_conquest_and_goes_at_decline():
    g = position_game(entry(0, "Ratmen", "Dragon Master", regions={WISHING: 1, BARROW: 1}, hand=3),
                      markers={"dragon": {WISHING: 1}})
    play(g, "dragon 2")
    assert not g.region(WISHING).dragon and g.region(IRONWOOD).dragon
    play(g, "redeploy 1:1 2:3 6:1")
    assert g.region(IRONWOOD).dragon  # never moved by redeployment (R-REDEP-5)
    g = again(g, 0)
    play(g, "abandon 2")
    assert not any(g.region(r).dragon for r in range(23))
    g = plus(g, seat=0, markers={"dragon": {WISHING: 1}})
    play(g, "decline")
    assert not g.region(WISHING).dragon
