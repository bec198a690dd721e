"""R-POW-WEALTHY: +7 coins at SCORE of the turn the race is picked, once (R-SCORE-2)."""

from __future__ import annotations

from powkit import play, scored, turn
from scenario import empty_map, new_game


def test_seven_on_pick_turn_only():
    """Appendix A #60: +7 on the pick turn only."""
    g = empty_map(new_game(2, races=["Ratmen"], powers=["Wealthy"]))
    play(g, "pick 1", "conquer 1")
    assert scored(play(g, "end")) == 1 + 7
    play(g, "pick 1", "end")
    assert g.seat == 0
    assert scored(play(g, "end")) == 1
    turn(g, 0)
    assert scored(play(g, "decline")) == 1
