"""R-RACE-DWARVES: +1 coin per mine region at SCORE, active and in decline (R-SCORE-2, R-SCORE-3, R-DECL-5)."""

from __future__ import annotations

from powkit import DEEPDELVE, IRONWOOD, WISHING, entry, play, position_game, scored

from smallworld_tui.rules import RACES


def test_banner_and_supply():
    assert (RACES["Dwarves"].banner, RACES["Dwarves"].supply) == (3, 8)


def test_active_mine_coin():
    # Ironwood and Deepdelve have mines
    g = position_game(entry(0, "Dwarves", regions={WISHING: 1, IRONWOOD: 1, DEEPDELVE: 1}))
    assert scored(play(g, "end")) == 3 + 2


def test_decline_turn_scores_mines():
    """Appendix A #52: Dwarves in decline on 3 regions, 2 mines -> 3 + 2 = 5 (R-DECL-6)."""
    g = position_game(entry(0, "Dwarves", regions={WISHING: 2, IRONWOOD: 1, DEEPDELVE: 1}))
    assert scored(play(g, "decline")) == 5


def test_in_decline_mines_keep_scoring():
    g = position_game(entry(0, "Dwarves", active=False, regions={IRONWOOD: 1, DEEPDELVE: 1}),
                      entry(0, "Ratmen", regions={WISHING: 1}))
    assert scored(play(g, "end")) == 1 + 2 + 2
