"""X-POW-LAVA: Lava tokens poured at REDEPLOY step 4 next to held Mountains bar other players until the owner's next
START (RULING 32, X-INT-4, X-ENG-12), appendix A #58."""

from __future__ import annotations

import pytest
from spiderkit import entry, on_map, play, spider_again, spider_game

from smallworld_tui.rules import IllegalAction
from smallworld_tui.rules.actions import parse
from smallworld_tui.rules.errors import Code
from smallworld_tui.rules.exp.spiderweb.common import bits

# the 2-player map (powkit): Mountains 5 (Deepdelve) and 8 (Grey Peak)
DEEPDELVE, GREY_PEAK = 5, 8
WISHING, IRONWOOD, BARROW, MILLERS, OLD_PINES, FAIRY, AMBER = 1, 2, 6, 11, 12, 13, 9


def lava_game(**extra):
    """Ann's Lava Ratmen on both Mountains; Bob's Dragon-Master Humans on Old Pines with tokens in hand."""
    return spider_game(entry(0, "Ratmen", "Lava", regions={DEEPDELVE: 3, GREY_PEAK: 3}),
                       entry(1, "Humans", "Dragon Master", regions={OLD_PINES: 1}, hand=9), **extra)


def lava_menu(g):
    return sorted(a.region for a in g.legal_actions() if a.kind == "lava")


def test_A58_two_mountains_two_lava_bar_other_players_until_the_owners_start():
    g = lava_game()
    play(g, "redeploy 5:3 8:3")
    assert g.phase_word == "lava"
    assert lava_menu(g) == sorted([0, WISHING, BARROW, MILLERS, IRONWOOD, 3, 7, AMBER, FAIRY, 14])
    play(g, "lava 11", "lava 13")
    assert on_map(g, "lava") == [MILLERS, FAIRY]
    assert g.current_player == 1  # two Mountains, two tokens: no third question
    for rid in (MILLERS, FAIRY):
        assert g.conquest_cost(rid) is None
        assert "Lava" in g.target_problem(rid)
        assert g.target_refusal(rid).code == Code.IMMUNE
        with pytest.raises(IllegalAction):
            g.play(f"conquer {rid}")
        with pytest.raises(IllegalAction):
            g.play(f"dragon {rid}")  # no power either
    moves = {str(a) for a in g.legal_actions()}
    assert "conquer 11" not in moves and "dragon 13" not in moves and "conquer 17" in moves
    assert g.conquest_costs().keys().isdisjoint({MILLERS, FAIRY})
    play(g, "end")  # Bob's turn passes
    assert on_map(g, "lava") == []  # Ann's START: her Lava is lifted
    assert any(e.kind == "lifted" for e in g.log)


def test_X_POW_LAVA_each_token_needs_a_mountain_of_its_own():
    g = lava_game()
    play(g, "redeploy 5:3 8:3", "lava 2")  # Ironwood is next to Grey Peak only
    assert lava_menu(g) == [0, WISHING, BARROW, MILLERS]  # next to Deepdelve: its token is the one left
    g = spider_game(entry(0, "Ratmen", "Lava", regions={DEEPDELVE: 3, WISHING: 1}))
    play(g, "redeploy 5:3 1:1")
    assert lava_menu(g) == [0, WISHING, BARROW, MILLERS]  # one Mountain; a held region next to it too (ruling 3)
    play(g, "lava 6")
    assert on_map(g, "lava") == [BARROW] and g.phase_word != "lava"


def test_X_POW_LAVA_never_in_an_immune_region_nor_twice():
    g = spider_game(entry(0, "Ratmen", "Lava", regions={DEEPDELVE: 3, GREY_PEAK: 3}),
                    entry(1, "Humans", "Dragon Master", regions={BARROW: 1}), markers={"dragon": {BARROW: 1}})
    play(g, "redeploy 5:3 8:3")
    assert BARROW not in lava_menu(g)
    with pytest.raises(IllegalAction, match="Lava"):
        g.play("lava 6")
    play(g, "lava 2")
    assert IRONWOOD not in lava_menu(g)


def test_X_POW_LAVA_is_a_may_end_and_skip_pour_none():
    g = lava_game()
    play(g, "redeploy 5:3 8:3", "lava 1")
    with pytest.raises(IllegalAction, match="finish the turn"):
        g.play("skip")  # nothing follows: 'end' says the same
    play(g, "end")
    assert on_map(g, "lava") == [WISHING]
    g = lava_game()
    play(g, "end")
    assert on_map(g, "lava") == [] and g.current_player == 1


def test_X_POW_LAVA_occupant_stays_and_owner_not_barred():
    g = spider_game(entry(0, "Ratmen", "Lava", regions={DEEPDELVE: 3, GREY_PEAK: 3}),
                    entry(1, "Humans", "Commando", regions={BARROW: 1, OLD_PINES: 1}, hand=9))
    play(g, "redeploy 5:3 8:3", "lava 6", "end")  # Bob's own region: he keeps it
    assert g.region(BARROW).owner == 1 and on_map(g, "lava") == [BARROW]
    play(g, "conquer 11")  # and conquers around it
    assert g.region(BARROW).tokens >= 1
    # the owner's own races are not barred (X-INT-5: against other players only)
    assert not g.ruleset.powers["Lava"].guarded(g, g.p[0].active, g.p[0].active)


def test_X_POW_LAVA_removed_at_start_of_a_decline_turn_too():
    g = lava_game()
    play(g, "redeploy 5:3 8:3", "lava 11", "end", "end")
    assert on_map(g, "lava") == []


def test_X_POW_LAVA_held_in_positions_and_leaves_with_its_race():
    """Ruling (2): an in-decline Lava race (its Lava kept past its turn) leaving play takes its Lava with it."""
    g = spider_game(entry(0, "Ratmen", "Lava", active=False, regions={MILLERS: 1}, flags={"lava": 1 << BARROW}),
                    entry(1, "Humans", "Commando", regions={OLD_PINES: 1}, hand=9), seat=1,
                    markers={"lava": {BARROW: 1}})
    assert g.conquest_cost(BARROW) is None
    again = spider_again(g, 1)
    assert again.conquest_cost(BARROW) is None and again.position() == g.position()
    play(g, "conquer 11")
    assert on_map(g, "lava") == []
    assert g.conquest_cost(BARROW) is not None


def test_X_POW_LAVA_notation_round_trip():
    g = lava_game()
    play(g, "redeploy 5:3 8:3")
    for a in g.legal_actions():
        assert parse(str(a), g) == a


def test_X_POW_LAVA_a_position_taken_in_the_owners_turn_still_lifts_it_at_his_start():
    g = lava_game()
    play(g, "redeploy 5:3 8:3", "lava 11")
    g = spider_again(g, 0)  # the position restarts Ann's turn: her Lava is lifted at this START
    assert on_map(g, "lava") == []


@pytest.mark.parametrize("mask", [-1, -(1 << 40), 1 << 23, 1 << 80])
def test_X_POW_LAVA_a_position_refuses_a_mask_beyond_the_boards_regions(mask):
    """A position's Lava flag is a bit mask of the 2-player map's 23 regions: -1 (every bit set, forever) made the
    loop over its bits endless at the owner's START, until memory ran out; a bit beyond the map named no region."""
    from smallworld_tui.rules import PositionError

    with pytest.raises(PositionError, match="'lava' is a whole number from 0 to"):
        spider_game(entry(0, "Humans", "Spirit", regions={OLD_PINES: 2}),
                    entry(1, "Ratmen", "Lava", regions={DEEPDELVE: 3}, flags={"lava": mask}))
    g = spider_game(entry(0, "Humans", "Spirit", regions={OLD_PINES: 2}),
                    entry(1, "Ratmen", "Lava", regions={DEEPDELVE: 3}, flags={"lava": (1 << 23) - 1}))
    assert g.position()["races"][1]["flags"] == {"lava": (1 << 23) - 1}


def test_X_POW_LAVA_flag_masks_read_back_as_region_ids():
    """The Lava (and Skag) flags are bit masks of region ids: ``bits`` lists them ascending, high ids included."""
    for mask in (0, 1, 0b1010, 1 << 40 | 1 << 3 | 1, (1 << 64) - 1):
        assert bits(mask) == [rid for rid in range(mask.bit_length()) if mask >> rid & 1]
