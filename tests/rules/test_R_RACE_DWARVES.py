"""R-RACE-DWARVES: +1 coin per mine region at SCORE, active and in decline (R-SCORE-2, R-SCORE-3, R-DECL-5)."""

from __future__ import annotations

from powkit import DEEPDELVE, IRONWOOD, WISHING, board, play, race, scored, turn

from smallworld_tui.rules import RACES


def test_banner_and_supply():
    assert (RACES["Dwarves"].banner, RACES["Dwarves"].supply) == (3, 8)


def test_active_mine_coin():
    g = board()
    race(g, 0, "Dwarves", regions={WISHING: 1, IRONWOOD: 1, DEEPDELVE: 1})  # Ironwood and Deepdelve have mines
    turn(g, 0)
    assert scored(play(g, "end")) == 3 + 2


def test_decline_turn_scores_mines():
    """Appendix A #52: Dwarves in decline on 3 regions, 2 mines -> 3 + 2 = 5 (R-DECL-6)."""
    g = board()
    race(g, 0, "Dwarves", regions={WISHING: 2, IRONWOOD: 1, DEEPDELVE: 1})
    turn(g, 0)
    assert scored(play(g, "decline")) == 5


def test_in_decline_mines_keep_scoring():
    g = board()
    race(g, 0, "Dwarves", active=False, regions={IRONWOOD: 1, DEEPDELVE: 1})
    race(g, 0, "Ratmen", regions={WISHING: 1})
    turn(g, 0)
    assert scored(play(g, "end")) == 1 + 2 + 2
