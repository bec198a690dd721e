"""R-RACE-GHOULS: all tokens stay at decline; in decline they play their own phase (R-TURN-2 step 4, R-DIE-6)."""

from __future__ import annotations

import pytest
from powkit import (
    AMBER,
    BARROW,
    DEEPDELVE,
    IRONWOOD,
    LAKE,
    SINKHOLE,
    WISHING,
    again,
    entry,
    play,
    position_game,
    race_of,
    scored,
)

from smallworld_tui.rules import IllegalAction


def test_decline_keeps_every_token():
    """Appendix A #46: Ghouls decline -> all tokens stay flipped; hand and withdrawn go to the tray."""
    g = position_game(entry(0, "Ghouls", regions={WISHING: 3, IRONWOOD: 2}, hand=1))
    gh = race_of(g, 0, "Ghouls")
    play(g, "decline")
    assert not gh.active and g.region(WISHING).tokens == 3 and g.region(IRONWOOD).tokens == 2
    assert gh.hand == 0 and g.tray(gh) == 10 - 5


def test_ghoul_phase_then_pick():
    """Appendix A #46: next turn the Ghouls act first, then the new combo is picked."""
    g = position_game(entry(0, "Ghouls", active=False, regions={WISHING: 3, IRONWOOD: 2}))
    gh = race_of(g, 0, "Ghouls")
    assert g.phase == "pick"
    assert g.conquest_cost(SINKHOLE) is None  # nobody acts before the Ghouls start
    play(g, "ghouls conquer 3")  # 3 tokens readied from the map: 2 + 1
    assert SINKHOLE in gh.regions
    play(g, "ghouls redeploy 1:1 2:1 3:3")
    assert g.phase == "pick"
    play(g, "pick 1")
    with pytest.raises(IllegalAction):
        g.play("ghouls conquer 4")  # the Ghouls' phase is over


def test_no_power_in_decline_normal_cost():
    g = position_game(entry(0, "Ghouls", "Commando", active=False, regions={WISHING: 3}))
    play(g, "ghouls conquer 2")
    assert g.region(IRONWOOD).tokens == 2  # Commando does not apply in decline (R-DECL-5)


def test_attack_owner_active_race():
    """Appendix A #47 (R-CONQ-14): legal; own tokens add no cost; they withdraw and come back at WITHDRAWALS."""
    g = position_game(entry(0, "Ghouls", active=False, regions={WISHING: 3}),
                      entry(0, "Ratmen", regions={IRONWOOD: 3, SINKHOLE: 1}))
    rat = race_of(g, 0, "Ratmen")
    play(g, "ghouls conquer 2")  # cost 2, Ratmen tokens add nothing
    assert g.region(IRONWOOD).race == "Ghouls" and rat.withdrawn == 2
    assert rat.hand == 0  # not available before WITHDRAWALS (R-CONQ-12)
    play(g, "ghouls end", "end")
    assert g.region(SINKHOLE).tokens == 1 + 2 and rat.withdrawn == 0


def test_not_in_a_decline_turn():
    """Appendix A #48 (R-TURN-2 step 3): a decline turn has no Ghoul phase."""
    g = position_game(entry(0, "Ghouls", active=False, regions={WISHING: 3}),
                      entry(0, "Ratmen", "Spirit", regions={IRONWOOD: 1}))
    play(g, "decline")  # Spirit: the Ghouls stay (R-POW-SPIRIT)
    assert g.seat == 1 and g.region(WISHING).tokens == 3
    g = again(g, 0)
    with pytest.raises(IllegalAction):
        g.play("decline")  # no active race


def test_decline_turn_refuses_ghoul_moves_after_choice():
    g = position_game(entry(0, "Ghouls", active=False, regions={WISHING: 4}),
                      entry(0, "Ratmen", "Spirit", regions={IRONWOOD: 1}))
    assert "decline" in [str(a) for a in g.legal_actions()]
    play(g, "ghouls conquer 5")  # Deepdelve Peak: 2 + Mountain
    assert "decline" not in [str(a) for a in g.legal_actions()]  # MODE was decided by expanding


def test_before_the_active_race_only():
    g = position_game(entry(0, "Ghouls", active=False, regions={WISHING: 3}),
                      entry(0, "Ratmen", regions={SINKHOLE: 1}, hand=3))
    play(g, "conquer 4")
    with pytest.raises(IllegalAction):
        g.play("ghouls conquer 2")


def test_own_die():
    """R-DIE-6: the Ghouls' final roll does not use up the active race's."""
    g = position_game(entry(0, "Ghouls", active=False, regions={WISHING: 2}),
                      entry(0, "Ratmen", regions={SINKHOLE: 1}, hand=1), dice=[0, 3])
    play(g, "ghouls roll 2")  # 1 token, need 2, roll 0: fail, Ghoul conquests end
    assert g.region(IRONWOOD).race is None
    assert g.acting_race.name == "Ratmen"  # the Ghouls' lone redeployment was made by itself
    play(g, "roll 4")  # the Ratmen's own attempt
    assert g.region(4).race == "Ratmen"


def test_leave_play_without_region():
    """[RULING] Ghouls that end their phase holding no region leave play (R-DECL-3)."""
    g = position_game(entry(0, "Ghouls", active=False, regions={WISHING: 2}))
    gh = race_of(g, 0, "Ghouls")
    play(g, "ghouls abandon 1", "ghouls end")
    assert gh not in g.p[0].declined
    assert any(e.kind == "leave" for e in g.events)
    assert g.phase == "pick"


def test_not_bound_by_peace_and_not_convertible():
    g = position_game(entry(0, "Ghouls", active=False, regions={WISHING: 4}),
                      entry(1, "Ratmen", "Diplomat", regions={IRONWOOD: 1}), allies=[None, 0])
    assert g.conquest_cost(IRONWOOD) is None  # nobody acting yet
    play(g, "ghouls conquer 2")  # peace binds only the ally's active race (R-POW-DIPLOMAT)
    assert g.region(IRONWOOD).race == "Ghouls"
    g2 = position_game(entry(0, "Ghouls", active=False, regions={WISHING: 1}),
                       entry(1, "Sorcerers", regions={BARROW: 1}), seat=1)
    with pytest.raises(IllegalAction):
        g2.play("convert 1")  # in-decline tokens are not Active tokens


def test_ghoul_conquests_do_not_feed_orcs():
    """R-SCORE-4: the counts are per race."""
    g = position_game(entry(0, "Ghouls", active=False, regions={WISHING: 4}), entry(1, "Ratmen", regions={IRONWOOD: 1}),
                      entry(0, "Orcs", regions={AMBER: 1}))
    play(g, "ghouls conquer 2", "ghouls end")
    assert scored(play(g, "end")) == 2 + 1  # 2 Ghoul regions + 1 Orc region, no Orc bonus


def test_seafaring_ghouls_keep_water_but_cannot_conquer_it():
    """R-POW-SEAFARING: in-decline Seafaring Ghouls keep water and attack from it, but never conquer water."""
    g = position_game(entry(0, "Ghouls", "Seafaring", active=False, regions={LAKE: 3}))
    play(g, "ghouls conquer 6")  # Barrow Downs, adjacent to the lake
    assert g.region(BARROW).race == "Ghouls"
    g2 = position_game(entry(0, "Ghouls", "Seafaring", active=False, regions={DEEPDELVE: 3}))
    with pytest.raises(IllegalAction):
        g2.play("ghouls conquer 0")


def test_ghouls_preview_answers_for_the_ghouls_before_their_first_move():
    """R-RACE-GHOULS: before the Ghouls move, a preview tells their costs; the real game is untouched."""
    g = position_game(entry(0, "Ghouls", active=False, regions={WISHING: 3, IRONWOOD: 2}),
                      entry(0, "Ratmen", regions={DEEPDELVE: 3}))
    before = g.to_json()
    preview = g.ghouls_preview()
    assert preview is not None and not preview.acting_race.active
    assert preview.conquest_cost(SINKHOLE) == 2 and preview.hand(0) == 0
    assert g.to_json() == before and g.phase == "start"
    play(g, "conquer 6")  # the active race moves first: the Ghouls' phase is skipped
    assert g.ghouls_preview() is None
