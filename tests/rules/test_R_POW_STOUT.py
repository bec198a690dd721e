"""R-POW-STOUT: may decline at the end of an expand or new-race turn, after scoring, no second scoring."""

from __future__ import annotations

from powkit import IRONWOOD, NAMES, SINKHOLE, WISHING, again, entry, play, position_game, race_of

from smallworld_tui.rules import Game, bundled_board


def test_stout_decline_after_scoring():
    """Appendix A #43: conquers, scores, declines; the older non-Spirit decline race leaves; next turn NEW_RACE."""
    g = position_game(entry(0, "Humans", "Merchant", active=False, regions={SINKHOLE: 1}),
                      entry(0, "Ratmen", "Stout", regions={WISHING: 2}, hand=2))
    st = race_of(g, 0, "Ratmen")
    play(g, "conquer 2", "redeploy 1:2 2:2")
    assert g.phase_word == "stout"
    coins = g.coins(0)
    assert [str(a) for a in g.legal_actions()] == ["decline", "end"]
    events = play(g, "decline")
    assert "score" not in [e.kind for e in events] and g.coins(0) == coins
    assert g.p[0].active is None and g.p[0].declined == [st]
    assert g.region(SINKHOLE).race is None
    assert g.region(WISHING).tokens == 1 and g.region(IRONWOOD).tokens == 1
    g = again(g, 0)
    assert g.phase == "pick"


def test_end_does_not_decline_and_decline_turn_remains():
    g = position_game(entry(0, "Ratmen", "Stout", regions={WISHING: 2}))
    play(g, "end")  # 'end' does not decline
    assert g.seat == 1 and g.p[0].active is not None
    g = again(g, 0)
    play(g, "decline")  # an ordinary decline turn is still available
    assert g.p[0].active is None


def test_stout_on_the_pick_turn():
    g = Game.new(bundled_board(2), NAMES[:2], seed=0, races=["Ratmen"], powers=["Stout"])
    play(g, "pick 1", "conquer 1", "redeploy 1:12")
    assert g.phase_word == "stout"
    play(g, "decline")
    assert g.p[0].active is None and g.seat == 1
