"""R-POW-WEALTHY: +7 coins at SCORE of the turn the race is picked, once (R-SCORE-2)."""

from __future__ import annotations

from powkit import NAMES, again, play, scored

from smallworld_tui.rules import Game, bundled_board


def test_seven_on_pick_turn_only():
    """Appendix A #60: +7 on the pick turn only."""
    g = Game.new(bundled_board(2), NAMES[:2], seed=0, races=["Ratmen"], powers=["Wealthy"])
    play(g, "pick 1", "conquer 1")
    assert scored(play(g, "end")) == 1 + 7
    play(g, "pick 1", "end")
    assert g.seat == 0
    assert scored(play(g, "end")) == 1
    g = again(g, 0)
    assert scored(play(g, "decline")) == 1
