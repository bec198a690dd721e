"""R-POW-ALCHEMIST: +2 coins at each SCORE while active, not in the decline turn (R-SCORE-2, R-DECL-6)."""

from __future__ import annotations

from powkit import IRONWOOD, WISHING, again, entry, play, position_game, scored


def test_two_coins_while_active():
    g = position_game(entry(0, "Ratmen", "Alchemist", regions={WISHING: 1, IRONWOOD: 1}))
    assert scored(play(g, "end")) == 2 + 2


def test_no_coins_in_decline_turn_or_after():
    """Appendix A #60 (second half): Alchemist in its decline turn -> no +2."""
    g = position_game(entry(0, "Ratmen", "Alchemist", regions={WISHING: 1, IRONWOOD: 1}))
    assert scored(play(g, "decline")) == 2
    g = again(g, 0)
    play(g, "pick 1")
    assert scored(play(g, "end")) == 2
