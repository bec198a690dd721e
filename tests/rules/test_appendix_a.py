"""RULES.md appendix A, edge cases 5-12, 18-31, 33-34, 38-61, 67-68 (the others: test_appendix_core.py).

Positions are on the 2-player map (ids in powkit.py) unless a third player is needed.
"""

from __future__ import annotations

import pytest
from powkit import (
    AMBER,
    BARROW,
    DEEPDELVE,
    EAST_SEA,
    ECHO_TOR,
    HOLLOW,
    IRONWOOD,
    KNOLLS,
    LAKE,
    MILLERS,
    SINKHOLE,
    THORNWOOD,
    WEST_SEA,
    WISHING,
    again,
    entry,
    fresh,
    play,
    plus,
    position_game,
    race_of,
    scored,
)

from smallworld_tui.rules import IllegalAction


def loss_of(events):
    e = next(e for e in events if e.kind == "loss")
    return e.lost, e.withdrawn


def test_A05_commando_giants_next_to_their_mountain():
    """R-POW-COMMANDO, R-RACE-GIANTS: 2 + 1 - 1 - 1 = 1."""
    g = position_game(entry(0, "Giants", "Commando", regions={DEEPDELVE: 1}, hand=4),
                      entry(1, "Humans", regions={BARROW: 1}))
    assert g.conquest_cost(BARROW) == 1


def test_A06_commando_tritons_empty_coastal():
    """R-CONQ-4: 2 - 1 - 1 = 0 -> 1."""
    g = position_game(entry(0, "Tritons", "Commando", regions={IRONWOOD: 1}, hand=4))
    assert g.conquest_cost(WISHING) == 1


def test_A07_mounted_tritons_lost_tribe_coastal_farmland():
    """R-POW-MOUNTED, R-RACE-TRITONS: 2 + 1 - 1 - 1 = 1."""
    g = position_game(entry(0, "Tritons", "Mounted", regions={IRONWOOD: 1}, hand=4), tribes={WISHING: 1})
    assert g.conquest_cost(WISHING) == 1
    play(g, "conquer 1")
    assert g.region(WISHING).tokens == 1 and g.region(WISHING).race == "Tritons"


def test_A08_giants_mountain_conquered_this_turn():
    """R-RACE-GIANTS."""
    g = position_game(entry(0, "Giants", regions={WISHING: 1}, hand=6))
    play(g, "conquer 5")
    assert g.conquest_cost(MILLERS) == 1


def test_A09_giants_in_decline_mountain_no_discount():
    """R-RACE-GIANTS."""
    g = position_game(entry(0, "Dwarves", active=False, regions={DEEPDELVE: 1}),
                      entry(0, "Giants", regions={WISHING: 1}, hand=4))
    assert g.conquest_cost(BARROW) == 2


def test_A10_underworld_cavern_to_far_cavern():
    """R-POW-UNDERWORLD: legal, cost 1."""
    g = position_game(entry(0, "Ratmen", "Underworld", regions={ECHO_TOR: 1}, hand=4))
    assert HOLLOW not in g.board.regions[ECHO_TOR].adjacent
    play(g, "conquer 14")
    assert g.region(HOLLOW).tokens == 1


def test_A11_underworld_first_conquest_interior_cavern():
    """R-CONQ-2: illegal."""
    g = position_game(entry(0, "Ratmen", "Underworld", hand=4))
    with pytest.raises(IllegalAction, match="border"):
        g.play("conquer 14")


def test_A12_enemy_token_and_two_encampments():
    """R-POW-BIVOUACKING: 2 + 2 + 1 = 5."""
    g = position_game(entry(0, "Humans", "Bivouacking", regions={WISHING: 1}),
                      entry(1, "Ratmen", regions={BARROW: 1}, hand=8), seat=1, markers={"camps": {WISHING: 2}})
    assert g.conquest_cost(WISHING) == 5


def test_A18_sorcerers_convert_after_failed_roll():
    """R-DIE-5: illegal."""
    g = position_game(entry(0, "Sorcerers", regions={BARROW: 1, DEEPDELVE: 1}, hand=1),
                      entry(1, "Humans", regions={WISHING: 1}), dice=[0])
    play(g, "roll 2")
    with pytest.raises(IllegalAction):
        g.play("convert 1")


def test_A19_sorcerers_vs_lone_troll_on_mountain_with_lair():
    """R-RACE-SORCERERS: legal; Lair removed, Mountain stays."""
    g = position_game(entry(0, "Sorcerers", regions={WISHING: 1}), entry(1, "Trolls", regions={DEEPDELVE: 1}),
                      markers={"lair": {DEEPDELVE: 1}})
    play(g, "convert 5")
    v = g.region(DEEPDELVE)
    assert (v.race, v.lair, v.mountain) == ("Sorcerers", False, True)


def test_A20_sorcerers_vs_lone_token_with_encampment():
    """R-RACE-SORCERERS, R-POW-BIVOUACKING: illegal."""
    g = position_game(entry(0, "Sorcerers", regions={BARROW: 1}),
                      entry(1, "Humans", "Bivouacking", regions={WISHING: 1}), markers={"camps": {WISHING: 1}})
    with pytest.raises(IllegalAction):
        g.play("convert 1")


def test_A21_sorcerers_vs_in_decline_token_or_lost_tribe():
    """R-RACE-SORCERERS: illegal."""
    g = position_game(entry(0, "Sorcerers", regions={BARROW: 1}),
                      entry(1, "Humans", active=False, regions={WISHING: 1}), tribes={IRONWOOD: 1})
    for rid in (WISHING, IRONWOOD):
        with pytest.raises(IllegalAction):
            g.play(f"convert {rid}")


def test_A22_second_conversion_same_opponent():
    """R-RACE-SORCERERS: same opponent illegal, another opponent legal (3p map)."""
    g = position_game(entry(0, "Sorcerers", regions={8: 1}), entry(1, "Humans", regions={1: 1, 2: 1}),
                      entry(2, "Orcs", regions={9: 1}), players=3)
    play(g, "convert 1")
    with pytest.raises(IllegalAction):
        g.play("convert 2")
    play(g, "convert 9")


def test_A23_all_sorcerers_in_play():
    """R-RACE-SORCERERS: illegal."""
    g = position_game(entry(0, "Sorcerers", regions={BARROW: 17}, hand=1), entry(1, "Humans", regions={WISHING: 1}))
    so = race_of(g, 0, "Sorcerers")
    assert g.tray(so) == 0
    with pytest.raises(IllegalAction):
        g.play("convert 1")


def test_A24_sorcerers_convert_active_elf():
    """R-RACE-ELVES: the Elf goes to the tray, no withdrawal."""
    g = position_game(entry(0, "Sorcerers", regions={BARROW: 1}), entry(1, "Elves", regions={WISHING: 1, MILLERS: 1}))
    elves = race_of(g, 1, "Elves")
    assert loss_of(play(g, "convert 1")) == (1, 0)
    assert elves.withdrawn == 0 and g.tray(elves) == 10


def test_A25_flying_sorcerers_convert_far_token():
    """R-POW-FLYING."""
    g = position_game(entry(0, "Sorcerers", "Flying", regions={WISHING: 1}), entry(1, "Humans", regions={HOLLOW: 1}))
    play(g, "convert 14")
    assert g.region(HOLLOW).race == "Sorcerers"


def test_A26_sorcerers_vs_hero():
    """R-GLOSS-IMMUNE: illegal."""
    g = position_game(entry(0, "Sorcerers", regions={BARROW: 1}), entry(1, "Humans", "Heroic", regions={WISHING: 1}),
                      markers={"hero": {WISHING: 1}})
    with pytest.raises(IllegalAction, match="immune"):
        g.play("convert 1")


def test_A27_pillaging_sorcerers():
    """R-POW-PILLAGING: a conversion and a Lost Tribe -> +2."""
    g = position_game(entry(0, "Sorcerers", "Pillaging", regions={BARROW: 1}, hand=3),
                      entry(1, "Humans", regions={WISHING: 1}), tribes={IRONWOOD: 1})
    play(g, "convert 1", "conquer 2")
    assert scored(play(g, "end")) == 3 + 2


def test_A28_dragon_vs_fortified_mountain():
    """R-POW-DRAGONMASTER, R-CONQ-8/9."""
    g = position_game(entry(0, "Ratmen", "Dragon Master", regions={WISHING: 1}, hand=1),
                      entry(1, "Humans", "Fortified", regions={DEEPDELVE: 3, MILLERS: 1}),
                      markers={"fortress": {DEEPDELVE: 1}})
    foe = race_of(g, 1, "Humans")
    assert loss_of(play(g, "dragon 5")) == (1, 2)
    v = g.region(DEEPDELVE)
    assert (v.tokens, v.fortress, v.mountain, v.dragon) == (1, False, True, True) and foe.withdrawn == 2


def test_A29_dragon_vs_hole():
    """R-GLOSS-IMMUNE: illegal."""
    g = position_game(entry(0, "Ratmen", "Dragon Master", regions={WISHING: 1}, hand=2),
                      entry(1, "Halflings", regions={IRONWOOD: 1}), markers={"hole": {IRONWOOD: 1}})
    with pytest.raises(IllegalAction, match="immune"):
        g.play("dragon 2")


def test_A30_berserk_three_vs_two():
    """R-POW-BERSERK: places 1."""
    g = position_game(entry(0, "Ratmen", "Berserk", regions={WISHING: 1}, hand=2), dice=[3])
    play(g, "berserk", "conquer 2")
    assert g.region(IRONWOOD).tokens == 1


def test_A31_berserk_zero_nothing_reachable():
    """R-POW-BERSERK: no conquest possible, conquests end, no extra die."""
    g = position_game(entry(0, "Ratmen", "Berserk", regions={DEEPDELVE: 1}, hand=2), dice=[0],
                      tribes={rid: 1 for rid in (WISHING, BARROW, MILLERS)})
    rs = race_of(g, 0, "Ratmen")
    play(g, "berserk")
    assert rs.ended and not [a for a in g.legal_actions() if a.kind in ("conquer", "roll", "berserk", "dragon")]


def test_A33_active_elves_lose_three_token_region():
    """R-RACE-ELVES: all 3 redeployed."""
    g = position_game(entry(0, "Elves", regions={WISHING: 3, DEEPDELVE: 1}),
                      entry(1, "Humans", regions={BARROW: 1}, hand=8), seat=1)
    elves = race_of(g, 0, "Elves")
    assert loss_of(play(g, "conquer 1")) == (0, 3)
    play(g, "end")
    assert g.region(DEEPDELVE).tokens == 4 and g.tray(elves) == 7


def test_A34_in_decline_elves_lose_lone_token():
    """R-DECL-5."""
    g = position_game(entry(0, "Elves", active=False, regions={WISHING: 1, DEEPDELVE: 1}),
                      entry(1, "Humans", regions={BARROW: 1}, hand=8), seat=1)
    assert loss_of(play(g, "conquer 1")) == (1, 0)


def test_A38_orcs_three_conquests():
    """R-RACE-ORCS: Lost Tribe + enemy + empty -> +2."""
    g = position_game(entry(0, "Orcs", regions={WISHING: 1}, hand=10), entry(1, "Humans", regions={SINKHOLE: 1}),
                      tribes={IRONWOOD: 1})
    play(g, "conquer 2", "conquer 3", "conquer 4")
    assert scored(play(g, "end")) == 4 + 2


@pytest.mark.parametrize("hand,gain", [(15, 2), (18, 1)])
def test_A39_skeletons_growth_and_tray(hand, gain):
    """R-RACE-SKELETONS: 5 non-empty conquests -> +2; with 1 left in the tray -> +1."""
    chain = (IRONWOOD, SINKHOLE, KNOLLS, AMBER, 10)
    g = position_game(entry(0, "Skeletons", regions={WISHING: 1}, hand=hand), tribes={rid: 1 for rid in chain})
    for rid in chain:
        play(g, f"conquer {rid}")
    assert [e.tokens for e in play(g, "end") if e.kind == "gain"] == [gain]


def test_A40_amazons_commando_pick():
    """R-RACE-AMAZONS: 6 + 4 + 4 = 14; after redeploy 4 removed."""
    g = fresh(2, races=["Amazons"], powers=["Commando"])
    play(g, "pick 1")
    assert g.hand(0) == 14
    play(g, "conquer 1", "redeploy 1:10")
    assert g.region(WISHING).tokens == 10 and g.races(0)[0].set_aside == 4


def test_A41_amazons_five_tokens_four_regions():
    """R-RACE-AMAZONS: remove 4, only 1 region stays held."""
    g = position_game(entry(0, "Amazons", regions={WISHING: 2, IRONWOOD: 1, SINKHOLE: 1, KNOLLS: 1}))
    rs = race_of(g, 0, "Amazons")
    play(g, "redeploy 1:1 2:0 3:0 4:0")
    assert rs.regions == {WISHING} and rs.offmap == 4


def test_A42_amazons_decline():
    """R-DECL-2: the off-map 4 to the tray, 1 flipped token per region."""
    g = position_game(entry(0, "Amazons", regions={WISHING: 3, IRONWOOD: 2}, set_aside=4))
    rs = race_of(g, 0, "Amazons")
    play(g, "decline")
    assert (rs.offmap, g.region(WISHING).tokens, g.region(IRONWOOD).tokens, g.tray(rs)) == (0, 1, 1, 13)


def test_A43_stout_declines_after_scoring():
    """R-POW-STOUT."""
    g = position_game(entry(0, "Humans", "Merchant", active=False, regions={SINKHOLE: 1}),
                      entry(0, "Ratmen", "Stout", regions={WISHING: 2}, hand=2))
    events = play(g, "conquer 2", "redeploy 1:2 2:2")
    assert scored(events) == 3
    assert "score" not in [e.kind for e in play(g, "decline")]
    assert g.region(SINKHOLE).race is None and [rs.name for rs in g.p[0].declined] == ["Ratmen"]
    g = again(g, 0)
    assert g.phase == "pick"


def test_A44_spirit_declines_with_ghouls_in_decline():
    """R-POW-SPIRIT: both stay; both score."""
    g = position_game(entry(0, "Ghouls", "Merchant", active=False, regions={WISHING: 3}),
                      entry(0, "Ratmen", "Spirit", regions={IRONWOOD: 1, SINKHOLE: 1}))
    assert scored(play(g, "decline")) == 3
    assert len(g.p[0].declined) == 2


def test_A45_spirit_plus_x_then_y_declines():
    """R-DECL-2: X leaves, Spirit and Y stay."""
    g = position_game(entry(0, "Humans", "Spirit", active=False, regions={WISHING: 1}),
                      entry(0, "Orcs", "Merchant", active=False, regions={IRONWOOD: 1}),
                      entry(0, "Ratmen", "Merchant", regions={SINKHOLE: 1}))
    play(g, "decline")
    assert sorted(rs.name for rs in g.p[0].declined) == ["Humans", "Ratmen"]


def test_A46_ghouls_decline_then_phase_then_pick():
    """R-RACE-GHOULS, R-TURN-2."""
    g = position_game(entry(0, "Ghouls", "Merchant", regions={WISHING: 3, IRONWOOD: 2}))
    play(g, "decline")
    assert (g.region(WISHING).tokens, g.region(IRONWOOD).tokens) == (3, 2)
    g = again(g, 0)
    assert g.phase == "pick"
    play(g, "ghouls conquer 6", "ghouls end")
    assert g.phase == "pick" and g.region(BARROW).race == "Ghouls"
    play(g, "pick 1")


def test_A47_ghouls_attack_owner_active_race():
    """R-CONQ-14: legal; the tokens withdraw and are redeployed in WITHDRAWALS."""
    g = position_game(entry(0, "Ghouls", active=False, regions={WISHING: 3}),
                      entry(0, "Ratmen", regions={IRONWOOD: 3, SINKHOLE: 1}))
    rat = race_of(g, 0, "Ratmen")
    assert loss_of(play(g, "ghouls conquer 2")) == (1, 2)
    assert rat.hand == 0
    play(g, "ghouls end", "end")
    assert g.region(SINKHOLE).tokens == 3


def test_A48_ghouls_do_not_act_in_decline_turn():
    """R-TURN-2 step 3."""
    g = position_game(entry(0, "Ghouls", active=False, regions={WISHING: 3}),
                      entry(0, "Ratmen", "Spirit", regions={IRONWOOD: 1}))
    play(g, "decline")
    assert g.seat == 1 and g.region(WISHING).tokens == 3 and g.region(BARROW).race is None


def test_A49_diplomat_peace():
    """R-POW-DIPLOMAT: active regions protected from B's active race; in-decline regions and B's Ghouls not."""
    g = position_game(entry(0, "Ratmen", "Diplomat", regions={WISHING: 1, DEEPDELVE: 1}),
                      entry(0, "Humans", active=False, regions={SINKHOLE: 1}),
                      entry(1, "Orcs", regions={BARROW: 1, KNOLLS: 1}, hand=6),
                      entry(1, "Ghouls", active=False, regions={MILLERS: 5}))
    play(g, "redeploy 1:1 5:1", "ally Bob")
    assert g.seat == 1
    play(g, "ghouls conquer 5", "ghouls end")  # the Ghouls may attack the Diplomat
    with pytest.raises(IllegalAction, match="peace"):
        g.play("conquer 1")
    play(g, "conquer 3")


def test_A50_who_the_diplomat_may_name():
    """R-POW-DIPLOMAT: C's active race attacked -> not C; only C's in-decline race -> C allowed."""
    g = position_game(entry(0, "Ratmen", "Diplomat", regions={8: 1}, hand=8), entry(1, "Humans", regions={1: 1, 3: 1}),
                      entry(2, "Orcs", regions={2: 1, 4: 1}), entry(2, "Elves", active=False, regions={9: 1}),
                      players=3)
    play(g, "conquer 1", "conquer 9", "redeploy 1:3 8:3 9:3")
    assert [a.seat for a in g.legal_actions() if a.kind == "ally"] == [2]


def test_A51_ally_sorcerers_cannot_convert_diplomat():
    """R-POW-DIPLOMAT."""
    g = position_game(entry(0, "Ratmen", "Diplomat", regions={WISHING: 1}), entry(1, "Sorcerers", regions={BARROW: 1}),
                      seat=1, allies=[1, None])
    with pytest.raises(IllegalAction, match="peace"):
        g.play("convert 1")


def test_A52_dwarves_in_decline_mines():
    """R-SCORE-3: 3 regions, 2 mines -> 5."""
    g = position_game(entry(0, "Dwarves", "Merchant", active=False, regions={WISHING: 1, IRONWOOD: 1, DEEPDELVE: 1}))
    play(g, "pick 1")
    g2 = position_game(entry(0, "Dwarves", "Merchant", regions={WISHING: 1, IRONWOOD: 1, DEEPDELVE: 1}))
    assert scored(play(g2, "decline")) == 5


def test_A53_fortified_in_decline():
    """R-POW-FORTIFIED: cost 4; no Fortress coin."""
    g = position_game(entry(0, "Ratmen", "Fortified", regions={WISHING: 1, IRONWOOD: 1}),
                      markers={"fortress": {WISHING: 1}})
    assert scored(play(g, "decline")) == 2
    g = plus(g, entry(1, "Humans", regions={BARROW: 1}, hand=6), seat=1)
    assert g.conquest_cost(WISHING) == 4


def test_A54_seafaring_in_decline_holds_sea():
    """R-POW-SEAFARING: sea scores; non-Seafaring cannot target it; active Seafaring can (3)."""
    g = position_game(entry(0, "Ratmen", "Seafaring", active=False, regions={WEST_SEA: 1}),
                      entry(0, "Orcs", regions={AMBER: 1}), entry(1, "Humans", regions={WISHING: 1}, hand=6))
    assert scored(play(g, "end")) == 2
    g = again(g, 1)
    assert g.conquest_cost(WEST_SEA) is None
    g2 = position_game(entry(0, "Ratmen", "Seafaring", active=False, regions={WEST_SEA: 1}),
                       entry(1, "Humans", "Seafaring", regions={WISHING: 1}, hand=6), seat=1)
    assert g2.conquest_cost(WEST_SEA) == 3


def test_A55_seafaring_first_conquest():
    """R-POW-SEAFARING, R-MAP-4, R-CONQ-2: edge sea legal, lake illegal, Seafaring Halflings on the lake legal."""
    g = position_game(entry(0, "Ratmen", "Seafaring", hand=6))
    assert g.conquest_cost(EAST_SEA) == 2
    with pytest.raises(IllegalAction):
        g.play("conquer 7")
    g = position_game(entry(0, "Halflings", "Seafaring", hand=6))
    play(g, "conquer 7")


def test_A56_seafaring_tritons_vs_sea():
    """R-RACE-TRITONS: 2, no coastal discount on water."""
    g = position_game(entry(0, "Tritons", "Seafaring", regions={THORNWOOD: 1}, hand=4))
    assert g.conquest_cost(EAST_SEA) == 2 and g.conquest_cost(LAKE) is None


def test_A57_flying():
    """R-POW-FLYING: interior first conquest legal; a sea illegal."""
    g = position_game(entry(0, "Ratmen", "Flying", hand=6))
    assert g.conquest_cost(WEST_SEA) is None
    play(g, "conquer 9")


def test_A58_halflings_holes():
    """R-RACE-HALFLINGS: third conquest no Hole; an abandoned Hole is gone forever."""
    g = position_game(entry(0, "Halflings", hand=8))
    events = play(g, "conquer 9", "conquer 14", "conquer 8", "end")
    assert [e.region for e in events if e.kind == "hole"] == [AMBER, HOLLOW]
    g = again(g, 0)
    play(g, "abandon 9", "conquer 9")
    assert not g.region(AMBER).hole and g.region(HOLLOW).hole


def test_A59_heroic_one_region():
    """R-POW-HEROIC: one Hero."""
    g = position_game(entry(0, "Ratmen", "Heroic", regions={WISHING: 2}))
    play(g, "end")
    assert [r for r in range(23) if g.region(r).hero] == [WISHING]


def test_A60_wealthy_and_alchemist():
    """R-POW-WEALTHY, R-POW-ALCHEMIST."""
    g = fresh(2, races=["Ratmen"], powers=["Wealthy"])
    play(g, "pick 1", "conquer 1")
    assert scored(play(g, "end")) == 8
    play(g, "pick 1", "end")
    assert scored(play(g, "end")) == 1
    g = position_game(entry(0, "Ratmen", "Alchemist", regions={WISHING: 1}))
    assert scored(play(g, "decline")) == 1


def test_A61_merchant_humans():
    """R-SCORE-2: 5 + 5 + 2 = 12."""
    g = position_game(entry(0, "Humans", "Merchant",
                            regions={WISHING: 1, AMBER: 1, IRONWOOD: 1, SINKHOLE: 1, KNOLLS: 1}))
    assert scored(play(g, "end")) == 12


def test_A67_decline_turn_scoring_with_spirit():
    """R-DECL-6: 4 + 2 = 6."""
    g = position_game(entry(0, "Humans", "Spirit", active=False, regions={DEEPDELVE: 1, BARROW: 1}),
                      entry(0, "Ratmen", "Merchant", regions={WISHING: 1, IRONWOOD: 1, SINKHOLE: 1, KNOLLS: 1}))
    assert scored(play(g, "decline")) == 6


def test_A68_encampments_return_at_withdrawals():
    """R-POW-BIVOUACKING: returned to the owner, placed in WITHDRAWALS."""
    g = position_game(entry(0, "Ratmen", "Bivouacking", regions={WISHING: 1, DEEPDELVE: 1, MILLERS: 1}, camps=3),
                      entry(1, "Humans", regions={BARROW: 1}, hand=8), seat=1, markers={"camps": {WISHING: 2}})
    biv = race_of(g, 0, "Ratmen")
    play(g, "conquer 1", "redeploy 1:4 6:5")
    assert g.phase == "withdraw" and g.current_player == 0
    assert biv.markers_back == 2
    play(g, "withdraw camps 11:2")
    assert g.region(MILLERS).encampments == 2 and g.seat == 0
