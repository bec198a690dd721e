"""Audit of the engine against RULES.md and docs/notation.md: one test per discrepancy found, named after the rule."""

from __future__ import annotations

from powkit import AMBER, GREY_PEAK, IRONWOOD, KNOLLS, SINKHOLE, WISHING, board, play, race, turn


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


def test_R_POW_STOUT_copy_after_stout_decline_of_a_race_without_region():
    """R-POW-STOUT + R-DECL-2 step 4: a Stout race holding no region leaves play when it declines at the end of
    its turn; while others still place withdrawn tokens (R-CONQ-12) the game must stay copyable."""
    g = board()
    race(g, 0, "Ratmen", "Stout")  # wiped out: no region, no token in hand (R-TURN-4)
    race(g, 0, "Ghouls", active=False, regions={SINKHOLE: 6})
    race(g, 1, "Humans", regions={KNOLLS: 3, AMBER: 1, WISHING: 1})
    turn(g, 0)
    play(g, "ghouls conquer 4", "ghouls end")  # 2 + 3 defenders: Bob withdraws 2
    play(g, "redeploy")
    assert g.phase == "stout"
    play(g, "decline")
    assert g.phase == "withdraw" and g.current_player == 1
    c = g.copy()
    assert [str(a) for a in c.legal_actions()] == [str(a) for a in g.legal_actions()]
    play(c, "end")
    play(g, "end")
    assert c.seat == g.seat == 1
