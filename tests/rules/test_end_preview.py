"""``game.end_preview()``: what ``end`` would do now for the current player, as the engine's own answer (DESIGN.md,
"the app asks the engine"; issue 10 point 4: nobody trial-applies a move on a copy to learn a number)."""

from __future__ import annotations

from powkit import BARROW, IRONWOOD, KNOLLS, SINKHOLE, WISHING, entry, fresh, play, position_game, race_of

from smallworld_tui.rules import EndPreview, Scored


def _same_as_playing_end(g) -> EndPreview:
    """The preview changes nothing, and playing ``end`` does exactly what it said."""
    before = g.to_json()
    preview = g.end_preview()
    assert preview is not None and g.to_json() == before
    seat = g.current_player
    events = g.play("end")
    rs = g.p[seat].active
    tokens = tuple(sorted((rid, g.region(rid).tokens) for rid in rs.regions)) if rs is not None else ()
    assert preview.tokens == tokens
    assert preview.score == next((e for e in events if isinstance(e, Scored) and e.seat == seat), None)
    return preview


def test_R_REDEP_2_end_preview_places_the_hand_where_end_does_and_scores_with_its_parts():
    g = position_game(entry(0, "Humans", "Merchant", regions={WISHING: 1, IRONWOOD: 3}, hand=4))
    preview = _same_as_playing_end(g)
    assert preview.placed == ((WISHING, 3), (IRONWOOD, 1))  # the 4 in hand, one by one to the emptiest region
    assert preview.score is not None and preview.score.coins == 2 + 1 + 2  # regions, farmland, Merchant
    assert [p.source for p in preview.score.parts] == ["regions", "race", "power"]
    assert preview.passes and not preview.final and not preview.abandoned and not preview.markers


def test_R_RACE_AMAZONS_end_preview_names_the_regions_the_default_abandons():
    g = position_game(entry(0, "Amazons", regions={WISHING: 2, IRONWOOD: 1, SINKHOLE: 1, KNOLLS: 1}))
    preview = _same_as_playing_end(g)
    assert preview.abandoned == (IRONWOOD, SINKHOLE, KNOLLS) and preview.tokens == ((WISHING, 1),)
    assert race_of(g, 0, "Amazons").offmap == 4


def test_R_POW_HEROIC_end_preview_shows_the_markers_end_places():
    g = position_game(entry(0, "Ratmen", "Heroic", regions={WISHING: 1, IRONWOOD: 3, BARROW: 2}))
    preview = _same_as_playing_end(g)
    assert preview.markers == (("hero", IRONWOOD, 1), ("hero", BARROW, 1))  # the two fullest regions


def test_R_COL_end_preview_is_None_while_a_pick_is_due():
    g = fresh(2)
    assert g.end_preview() is None


def test_R_END_1_end_preview_says_when_the_turn_is_the_games_last():
    g = position_game(entry(1, "Ratmen", regions={WISHING: 2}), seat=1, turn=10)
    preview = g.end_preview()
    assert preview is not None and preview.final
    play(g, "end")
    assert g.is_over
