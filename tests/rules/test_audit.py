"""Audit of the engine against RULES.md and docs/notation.md: one test per discrepancy found, named after the rule."""

from __future__ import annotations

from powkit import AMBER, GREY_PEAK, IRONWOOD, SINKHOLE, WISHING, board, play, race, turn


def _history(rs, keep):
    """Give ``rs.regions`` a history (many regions held, then lost), as a long game does: the set's iteration
    order then differs from that of a fresh copy of it."""
    for rid in range(23):
        rs.regions.add(rid)
    for rid in range(23):
        if rid not in keep:
            rs.regions.discard(rid)


def test_R_READY_1_default_redeploy_same_in_game_and_copy():
    """`end` returns readied tokens to the regions they came from; when some were spent, which region gets them
    back must not depend on a set's history: a copy (bots' search) must play exactly like the game."""
    g = board()
    rs = race(g, 0, "Ratmen", regions={IRONWOOD: 3, AMBER: 3})
    _history(rs, {IRONWOOD, AMBER})
    turn(g, 0)
    c = g.copy()
    for game in (g, c):
        play(game, "conquer 8")  # Grey Peak: 3 of the 4 readied tokens; 1 left to send back
    assert [str(a) for a in g.legal_actions()] == [str(a) for a in c.legal_actions()]
    for game in (g, c):
        play(game, "end")
    assert [g.region(r).tokens for r in (IRONWOOD, AMBER, GREY_PEAK)] == \
           [c.region(r).tokens for r in (IRONWOOD, AMBER, GREY_PEAK)]
    assert [g.region(r).tokens for r in (IRONWOOD, AMBER, GREY_PEAK)] == [2, 1, 3]  # lowest id first


def test_R_RACE_AMAZONS_end_sets_aside_from_fullest_highest_id_on_tie():
    """docs/notation.md `end` step 2: the Amazons set aside their 4 from the fullest regions (highest id on a
    tie)."""
    g = board()
    rs = race(g, 0, "Amazons", regions={WISHING: 3, IRONWOOD: 3, SINKHOLE: 3})
    turn(g, 0)
    play(g, "end")  # 9 tokens, 4 aside: 3,3,3 -> 3,3,2 -> 3,2,2 -> 2,2,2 -> 2,2,1
    assert [g.region(r).tokens for r in (WISHING, IRONWOOD, SINKHOLE)] == [2, 2, 1]
    assert rs.offmap == 4
