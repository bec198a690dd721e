"""R-POW-DIPLOMAT: one-way peace with one opponent's active race until the Diplomat's next turn (R-CONQ-1d)."""

from __future__ import annotations

import pytest
from powkit import BARROW, DEEPDELVE, IRONWOOD, KNOLLS, SINKHOLE, WISHING, entry, play, position_game, race_of

from smallworld_tui.rules import IllegalAction


def diplomat_names_bob(bob_race="Orcs", bob_power="Spirit"):
    g = position_game(entry(0, "Ratmen", "Diplomat", regions={WISHING: 2, DEEPDELVE: 1}),
                      entry(0, "Humans", active=False, regions={SINKHOLE: 1}),
                      entry(1, bob_race, bob_power, regions={BARROW: 1, KNOLLS: 1}, hand=8))
    bob = race_of(g, 1, bob_race)
    play(g, "redeploy 1:2 5:1")  # 'end' would skip the choice (its default: no ally)
    assert g.phase_word == "ally" and [str(a) for a in g.legal_actions()] == ["ally Bob", "end"]
    play(g, "ally Bob")
    assert g.seat == 1 and g.ally(0) == 1
    return g, bob


def test_peace_protects_active_regions_only():
    """Appendix A #49: B cannot attack the Diplomat's active regions; the in-decline region is not protected."""
    g, _ = diplomat_names_bob()
    assert g.conquest_cost(WISHING) is None and "peace" in g.target_problem(WISHING)
    with pytest.raises(IllegalAction, match="peace"):
        g.play("conquer 1")
    play(g, "conquer 3")  # Sinkhole Fen: the Diplomat's in-decline Humans


def test_ally_in_decline_ghouls_unaffected():
    """Appendix A #49: B's in-decline Ghouls may attack the Diplomat."""
    g = position_game(entry(0, "Ratmen", "Diplomat", regions={WISHING: 1}),
                      entry(1, "Ghouls", active=False, regions={BARROW: 4}), seat=1, allies=[1, None])
    play(g, "ghouls conquer 1")
    assert g.region(WISHING).race == "Ghouls"


def test_ally_sorcerers_cannot_convert():
    """Appendix A #51."""
    g = position_game(entry(0, "Ratmen", "Diplomat", regions={WISHING: 1}),
                      entry(1, "Sorcerers", regions={BARROW: 1}), seat=1, allies=[1, None])
    with pytest.raises(IllegalAction, match="peace"):
        g.play("convert 1")


def test_who_may_be_named():
    """Appendix A #50: C's active race attacked -> not C; only C's in-decline race attacked -> C allowed."""
    # 3p map: 8 Reedwater touches 1, 2, 7, 9, 12, 13
    g = position_game(entry(0, "Ratmen", "Diplomat", regions={8: 1}, hand=8), entry(1, "Humans", regions={1: 1, 3: 1}),
                      entry(2, "Orcs", regions={2: 1, 4: 1}), entry(2, "Elves", active=False, regions={9: 1}),
                      players=3)
    play(g, "conquer 1", "conquer 9", "redeploy 1:3 8:3 9:3")
    assert [str(a) for a in g.legal_actions()] == ["ally Cy", "end"]
    with pytest.raises(IllegalAction):
        g.play("ally Bob")
    play(g, "ally Cy")


def test_peace_is_one_way_and_ends_at_diplomats_next_turn():
    g, bob = diplomat_names_bob()
    play(g, "conquer 3", "end")
    assert g.seat == 0 and g.ally(0) is None  # expired at the Diplomat's START
    # one-way: the Diplomat may attack its ally
    assert g.conquest_cost(BARROW) is not None


def test_name_player_without_active_race_covers_later_pick():
    """[RULING] the ally may have no active race; a race he picks later is bound too."""
    g = position_game(entry(0, "Ratmen", "Diplomat", regions={WISHING: 1, DEEPDELVE: 1}))
    play(g, "redeploy 1:1 5:1", "ally Bob")
    assert g.phase == "pick" and g.seat == 1
    play(g, "pick 1")
    assert g.conquest_cost(WISHING) is None and g.conquest_cost(IRONWOOD) == 2


def test_no_choice_in_decline():
    g = position_game(entry(0, "Ratmen", "Diplomat", regions={WISHING: 1}))
    play(g, "decline")
    assert g.seat == 1 and g.ally(0) is None
