"""X-RACE-BARBARIANS (RULING 15): no redeployment moves, tokens in hand stay off the map until the next READY;
withdrawals are placed as usual (R-CONQ-12)."""

from __future__ import annotations

import pytest
from bnakit import bna_again, bna_game
from powkit import AMBER, BARROW, DEEPDELVE, IRONWOOD, MILLERS, WISHING, entry, legal, play, race_of, scored

from smallworld_tui.rules import IllegalAction


def test_A37_alchemist_barbarians_keep_their_hand_until_ready():
    """Appendix A #37: 13 tokens, conquer 2, 2, 2, 3 and stop with 4 in hand: 4 stay in hand; SCORE 4 + 2 = 6;
    the next READY gives 4 + (1 + 1 + 1 + 2) = 9."""
    g = bna_game(entry(0, "Barbarians", "Alchemist", hand=13))
    play(g, "conquer 1", "conquer 2", "conquer 6")
    events = play(g, "conquer 5")
    assert [g.region(r).tokens for r in (WISHING, IRONWOOD, BARROW, DEEPDELVE)] == [2, 2, 2, 3]
    assert g.hand(0) == 4
    assert legal(g).count("redeploy 1:2 2:2 5:3 6:2") == 1 and not [m for m in legal(g) if m.startswith("redeploy")
                                                                      and m != "redeploy 1:2 2:2 5:3 6:2"]
    events = play(g, "end")
    assert scored(events) == 6
    barbarians = race_of(g, 0, "Barbarians")
    assert barbarians.hand == 0 and barbarians.offmap == 4
    assert [g.region(r).tokens for r in (WISHING, IRONWOOD, BARROW, DEEPDELVE)] == [2, 2, 2, 3]
    assert g.races(0)[0].set_aside == 4
    g = bna_again(g, 0)
    play(g, "conquer 11")  # an empty farmland: 2 of the 9 readied tokens
    assert g.hand(0) == 9 - 2
    assert [g.region(r).tokens for r in (WISHING, IRONWOOD, BARROW, DEEPDELVE, MILLERS)] == [1, 1, 1, 1, 2]


def test_X_RACE_BARBARIANS_no_redeployment_move_is_legal():
    g = bna_game(entry(0, "Barbarians", "Alchemist", regions={WISHING: 3, IRONWOOD: 1}, hand=0))
    play(g, "conquer 6")  # READY lifted 2; 2 enter Barrow, none left
    with pytest.raises(IllegalAction, match="never redeploy"):
        g.play("redeploy 1:1 2:2 6:1")
    play(g, "redeploy 1:1 2:1 6:2")  # the one legal layout: as they stand
    assert [g.region(r).tokens for r in (WISHING, IRONWOOD, BARROW)] == [1, 1, 2]


def test_X_RACE_BARBARIANS_a_failed_final_roll_keeps_the_hand():
    """RULING 15: after a failed final attempt the tokens stay in hand, off the map, until the next READY."""
    g = bna_game(entry(0, "Barbarians", "Alchemist", regions={WISHING: 1}, hand=2), dice=[0])
    play(g, "roll 5")  # the mountain costs 3, 2 in hand, die 0
    assert g.region(DEEPDELVE).owner is None
    barbarians = race_of(g, 0, "Barbarians")
    assert barbarians.offmap == 2 and barbarians.hand == 0 and g.current_player == 1
    assert g.region(WISHING).tokens == 1


def test_A38_withdrawn_barbarians_are_placed_in_withdrawals():
    """Appendix A #38 [R-CONQ-12]: a Barbarian region with 3 conquered: 1 to the tray, 2 placed in the other
    Barbarian regions in WITHDRAWALS."""
    g = bna_game(entry(0, "Ratmen", hand=8, regions={BARROW: 1}),
                 entry(1, "Barbarians", "Alchemist", regions={WISHING: 3, IRONWOOD: 1, AMBER: 1}))
    play(g, "conquer 1", "end")
    assert g.phase_word == "withdraw" and g.current_player == 1
    play(g, "withdraw 2:2")
    assert g.region(IRONWOOD).tokens == 3 and g.region(AMBER).tokens == 1
    barbarians = race_of(g, 1, "Barbarians")
    assert barbarians.withdrawn == 0 and g.tray(barbarians) == 14 - 4


def test_X_RACE_BARBARIANS_a_redeployment_without_conquest_keeps_readys_tokens_in_hand():
    """Ruling BNA-7: READY lifts all but 1 per region; with no conquest those stay in hand with the rest."""
    g = bna_game(entry(0, "Barbarians", "Alchemist", regions={WISHING: 3, IRONWOOD: 1}, set_aside=2))
    assert [m for m in legal(g) if m.startswith("redeploy")] == ["redeploy 1:1 2:1"]
    play(g, "redeploy 1:1 2:1")
    barbarians = race_of(g, 0, "Barbarians")
    assert [g.region(r).tokens for r in (WISHING, IRONWOOD)] == [1, 1] and barbarians.offmap == 2 + 2
    assert g.tray(barbarians) == 14 - 6


def test_X_RACE_BARBARIANS_behemoths_do_not_move_at_redeploy():
    """X-RACE-BARBARIANS: "Behemoths do not move". READY brings both to hand (X-INT-4 READY); one joins the conquest
    of Hollow Hill 14 and stays there; the other stays in hand, off the map, until the next READY (RULING 15 read
    for Behemoths: no Behemoth question, ``end`` moves none)."""
    from royalkit import exp_game  # the Royal Bonus pack with Be Not Afraid...

    g = exp_game(entry(0, "Barbarians", "Behemoth", regions={13: 1, 16: 1, 18: 1, 20: 1}, hand=4, camps=0),
                 markers={"behemoth": {"13": 1, "16": 1}})
    play(g, "behemoth 14:1")  # empty hill: 2 - 3 (three swamps) -> 1 token, the Behemoth enters
    barbarians = race_of(g, 0, "Barbarians")
    assert g.markers["behemoth"][14] == 1 and barbarians.marker_pool == 1
    assert not [m for m in legal(g) if m.startswith("behemoths")]
    with pytest.raises(IllegalAction):
        play(g, "behemoths 14:2")
    play(g, "end")
    assert g.current_player == 1
    assert [r for r in barbarians.regions if g.markers["behemoth"][r]] == [14] and barbarians.marker_pool == 1
