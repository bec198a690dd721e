"""Audit of the engine against RULES.md and docs/notation.md: one test per discrepancy found, named after the rule."""

from __future__ import annotations

from powkit import AMBER, GREY_PEAK, IRONWOOD, KNOLLS, SINKHOLE, WISHING, WITCHWOOD, entry, play, position_game, race_of


def _history():
    """Ann's Ratmen on Ironwood and Amber Fields (3 each) with a history: they held 5 regions, then Bob took 3 of
    them, as a long game does; their set of regions then iterates in another order than a fresh copy of it."""
    g = position_game(entry(0, "Ratmen", regions={IRONWOOD: 3, AMBER: 3, SINKHOLE: 1, KNOLLS: 1, WITCHWOOD: 1}),
                      entry(1, "Humans", hand=9), seat=1)
    play(g, f"conquer {KNOLLS}", f"conquer {WITCHWOOD}", f"conquer {SINKHOLE}", "end")
    assert g.seat == 0 and race_of(g, 0, "Ratmen").regions == {IRONWOOD, AMBER}
    return g


def test_R_READY_1_default_redeploy_same_in_game_and_copy():
    """`end` returns readied tokens to the regions they came from; when some were spent, which region gets them
    back must not depend on a set's history: a copy (bots' search) must play exactly like the game."""
    g = _history()
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
    g = position_game(entry(0, "Amazons", regions={WISHING: 3, IRONWOOD: 3, SINKHOLE: 3}))
    rs = race_of(g, 0, "Amazons")
    play(g, "end")  # 9 tokens, 4 aside: 3,3,3 -> 3,3,2 -> 3,2,2 -> 2,2,2 -> 2,2,1
    assert [g.region(r).tokens for r in (WISHING, IRONWOOD, SINKHOLE)] == [2, 2, 1]
    assert rs.offmap == 4


def test_R_POW_STOUT_copy_after_stout_decline_of_a_race_without_region():
    """R-POW-STOUT + R-DECL-2 step 4: a Stout race holding no region leaves play when it declines at the end of
    its turn; while others still place withdrawn tokens (R-CONQ-12) the game must stay copyable."""
    g = position_game(entry(0, "Ratmen", "Stout"),  # wiped out: no region, no token in hand (R-TURN-4)
                      entry(0, "Ghouls", active=False, regions={SINKHOLE: 6}),
                      entry(1, "Humans", regions={KNOLLS: 3, AMBER: 1, WISHING: 1}))
    play(g, "ghouls conquer 4", "ghouls end")  # 2 + 3 defenders: Bob withdraws 2
    play(g, "redeploy")
    assert g.phase_word == "stout"
    play(g, "decline")
    assert g.phase == "withdraw" and g.current_player == 1
    c = g.copy()
    assert [str(a) for a in c.legal_actions()] == [str(a) for a in g.legal_actions()]
    play(c, "end")
    play(g, "end")
    assert c.seat == g.seat == 1
