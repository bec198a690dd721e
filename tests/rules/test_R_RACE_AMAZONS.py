"""R-RACE-AMAZONS: +4 tokens for conquest only (R-COL-3, R-REDEP-1 step 3, R-DECL-2, R-END-2)."""

from __future__ import annotations

import pytest
from powkit import (
    BARROW,
    DEEPDELVE,
    GREY_PEAK,
    IRONWOOD,
    KNOLLS,
    SINKHOLE,
    WISHING,
    entry,
    fresh,
    play,
    position_game,
    race_of,
)

from smallworld_tui.rules import IllegalAction


def test_pick_takes_banner_badge_and_four_extra():
    """Appendix A #40: Amazons + Commando -> 6 + 4 + 4 = 14 tokens; after redeploy 4 are removed."""
    g = fresh(2, races=["Amazons"], powers=["Commando"])
    assert g.column_view()[0].tokens == 14
    play(g, "pick 1")
    assert g.hand(0) == 14
    play(g, "conquer 1", "conquer 2", "redeploy 1:5 2:5")
    view = g.races(0)[0]
    assert (view.tokens_on_map, view.set_aside) == (10, 4)
    assert g.tokens_on_map(0) == 10  # the set-aside 4 never count for the tie-break (R-END-2)


def test_layout_must_leave_four_aside():
    g = position_game(entry(0, "Amazons", regions={WISHING: 3, IRONWOOD: 3}))
    with pytest.raises(IllegalAction):
        g.play("redeploy 1:3 2:3")  # 6 tokens but 4 must be set aside
    play(g, "redeploy 1:1 2:1")
    assert g.races(0)[0].set_aside == 4


def test_set_aside_come_back_at_next_ready():
    g = position_game(entry(0, "Amazons", regions={WISHING: 2}, set_aside=4))
    rs = race_of(g, 0, "Amazons")
    assert g.hand(0) == 5  # 1 liftable + the 4 set aside
    play(g, "conquer 2")
    assert rs.hand == 3 and rs.offmap == 0
    play(g, "conquer 3", "redeploy 1:1 2:1 3:0")  # 6 tokens, 4 aside: one region must go
    assert rs.offmap == 4 and rs.regions == {WISHING, IRONWOOD}


def test_fewer_than_four_left_all_set_aside_regions_abandoned():
    """[RULING] all of them if fewer than 4 remain; regions with no token are abandoned."""
    g = position_game(entry(0, "Amazons", regions={WISHING: 1, IRONWOOD: 2}))
    rs = race_of(g, 0, "Amazons")
    play(g, "redeploy 1:0 2:0")
    assert rs.offmap == 3 and not rs.regions
    assert g.region(WISHING).race is None


def test_abandon_only_as_many_regions_as_needed():
    """Appendix A #41: 5 tokens on 4 regions -> remove 4, only 1 region stays (the player chooses)."""
    g = position_game(entry(0, "Amazons", regions={WISHING: 2, IRONWOOD: 1, SINKHOLE: 1, KNOLLS: 1}))
    rs = race_of(g, 0, "Amazons")
    with pytest.raises(IllegalAction):
        g.play("redeploy 1:0 2:0 3:0 4:0")  # 4 aside, 1 must stay on the map
    with pytest.raises(IllegalAction):
        g.play("redeploy 1:1 2:0 3:0 4:1")  # 2 kept: too many
    play(g, "redeploy 1:0 2:0 3:1 4:0")
    assert rs.regions == {SINKHOLE} and rs.offmap == 4
    assert g.region(WISHING).race is None


def test_default_end_abandons_highest_regions():
    g = position_game(entry(0, "Amazons", regions={WISHING: 2, IRONWOOD: 1, SINKHOLE: 1, KNOLLS: 1}))
    rs = race_of(g, 0, "Amazons")
    play(g, "end")
    assert rs.regions == {WISHING} and rs.offmap == 4


def test_withdrawn_amazons_are_not_set_aside():
    g = position_game(entry(0, "Amazons", regions={WISHING: 1, DEEPDELVE: 3}, set_aside=4),
                      entry(1, "Ratmen", regions={BARROW: 1}, hand=10), seat=1)
    ama = race_of(g, 0, "Amazons")
    play(g, "conquer 5")  # 2 + mountain 1 + 3 defenders = 6
    play(g, "redeploy 5:6 6:5")  # the lone choice for the 2 withdrawn Amazons is made by itself (R-CONQ-12)
    assert g.region(WISHING).tokens == 3 and ama.offmap == 4


def test_decline_sends_set_aside_to_tray():
    """Appendix A #42: off-map 4 to the tray, one flipped token per region (R-DECL-2)."""
    g = position_game(entry(0, "Amazons", regions={WISHING: 3, IRONWOOD: 2}, set_aside=4))
    rs = race_of(g, 0, "Amazons")
    play(g, "decline")
    assert rs.offmap == 0 and not rs.active
    assert g.region(WISHING).tokens == 1 and g.region(IRONWOOD).tokens == 1
    assert g.tray(rs) == 15 - 2


def test_in_decline_nothing_set_aside():
    g = position_game(entry(0, "Amazons", active=False, regions={WISHING: 1}),
                      entry(0, "Ratmen", regions={DEEPDELVE: 1}))
    old = race_of(g, 0, "Amazons")
    play(g, "end")
    assert old.offmap == 0 and g.region(WISHING).tokens == 1


def test_R_RACE_AMAZONS_after_a_failed_roll_the_player_chooses_what_to_abandon():
    """A final roll ends the conquests (R-DIE-5); 6 tokens, 4 set aside, 3 regions: the player (not the engine)
    chooses which region to give up."""
    g = position_game(entry(0, "Amazons", regions={WISHING: 1, IRONWOOD: 1, SINKHOLE: 1}, hand=3),
                      entry(1, "Ratmen", regions={KNOLLS: 3}), dice=[0])
    rs = race_of(g, 0, "Amazons")
    events = play(g, "roll 4")
    assert [e.kind for e in events][-1] == "roll" and g.phase == "redeploy" and g.current_player == 0
    assert g.redeploy_totals() == (2, 4)
    menu = {str(a) for a in g.legal_actions() if a.kind == "redeploy"}
    assert menu >= {"redeploy 1:0 2:1 3:1", "redeploy 1:1 2:0 3:1", "redeploy 1:1 2:1 3:0"}
    play(g, "redeploy 1:1 2:0 3:1")
    assert rs.regions == {WISHING, SINKHOLE} and rs.offmap == 4


def test_R_RACE_AMAZONS_nothing_to_choose_is_applied_at_once():
    """As many tokens to keep as regions: one legal layout, so the failed roll redeploys by itself."""
    g = position_game(entry(0, "Amazons", regions={WISHING: 1, IRONWOOD: 1}, hand=4),
                      entry(1, "Ratmen", regions={SINKHOLE: 5}), dice=[0])
    rs = race_of(g, 0, "Amazons")
    play(g, "roll 3")
    assert g.seat == 1 and rs.regions == {WISHING, IRONWOOD} and rs.offmap == 4


def test_R_RACE_AMAZONS_R_POW_BERSERK_a_roll_that_ends_the_conquests_leaves_the_choice_to_the_player():
    """A Berserk roll after which no conquest is possible ends the conquests (R-POW-BERSERK); 5 tokens, 4 set
    aside, 2 regions: the player (not the engine) chooses which region to keep (issue 10 point 1)."""
    g = position_game(entry(0, "Amazons", "Berserk", regions={WISHING: 1, IRONWOOD: 1}, hand=3),
                      entry(1, "Ratmen", regions={SINKHOLE: 4, DEEPDELVE: 4, BARROW: 4, GREY_PEAK: 4}), dice=[0])
    rs = race_of(g, 0, "Amazons")
    play(g, "berserk")
    assert g.phase == "redeploy" and g.current_player == 0 and g.redeploy_totals() == (1, 4)
    assert {str(a) for a in g.legal_actions() if a.kind == "redeploy"} == {"redeploy 1:0 2:1", "redeploy 1:1 2:0"}
    play(g, "redeploy 1:1 2:0")
    assert rs.regions == {WISHING} and rs.offmap == 4
