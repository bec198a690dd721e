"""X-IA and X-INT across the packs (issue 32, integration part B): pieces of different expansions meeting in one
game (RULES-EXP section 5 "Interactions", X-INT-7's per-region floor, X-IA "Immune regions"). Positions on the
2-player map (powkit's region ids) with every pack."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from smallworld_tui.rules import BASE, Game, IllegalAction, bundled_board
from smallworld_tui.rules.packs import expanded

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # tests/rules: powkit
from powkit import (  # noqa: E402
    AMBER,
    BARROW,
    BOG_IRON,
    CLOUDSPIRE,
    COPPER,
    EAST_SEA,
    ECHO_TOR,
    FAIRY,
    FROG,
    GREY_PEAK,
    HOLLOW,
    IRONWOOD,
    KNOLLS,
    LAKE,
    MILLERS,
    NAMES,
    OLD_PINES,
    SINKHOLE,
    THORNWOOD,
    WEST_SEA,
    WITCHWOOD,
    entry,
    play,
)

ALL = expanded(BASE, ["cursed", "dames", "bna", "royal", "spider"])


def game(*races: dict, seat: int = 0, players: int = 2, **extra) -> Game:
    """The game of a written position with all five packs, ``seat`` about to play."""
    return Game.from_position(bundled_board(players), {"players": NAMES[:players], "seat": seat,
                                                       "races": list(races), **extra}, ALL)


def score_of(events, seat):
    return next(e for e in events if e.kind == "score" and e.seat == seat)


# --- X-INT-7: each region's total floored at 0 (Aquatic + Winter) ---------------------------------------------

def test_X_INT_7_aquatic_inland_region_under_winter_scores_0_not_minus_1():
    """RULING 24/27: Bob's Aquatic Ratmen on inland Amber Fields (1 - 1 = 0) and coastal Fairy Glen (1 + 1 = 2),
    both under Ann's Winter: the inland region stays at 0 (Winter takes nothing there), the coastal one pays 1."""
    g = game(entry(0, "Ice Witches", "Commando", regions={WITCHWOOD: 3}),
             entry(1, "Ratmen", "Aquatic", regions={AMBER: 1, FAIRY: 1}), seat=1,
             markers={"winter": {AMBER: 1, FAIRY: 1}})
    bob = score_of(play(g, "end"), 1)
    assert [(p.label, p.coins) for p in bob.parts] == [("Aquatic Ratmen", 2), ("Aquatic", 0), ("Ice Witches", -1)]
    assert bob.coins == 1  # regions 0 + 2, not -1 + 1


def test_X_INT_7_aquatic_coastal_regions_under_winter_each_pay_one():
    g = game(entry(0, "Ice Witches", "Commando", regions={WITCHWOOD: 3}),
             entry(1, "Ratmen", "Aquatic", regions={FAIRY: 1, COPPER: 1}), seat=1,
             markers={"winter": {FAIRY: 1, COPPER: 1}})
    assert score_of(play(g, "end"), 1).coins == 2 + 2 - 2


# --- X-IA "Immune regions": no Winter, no Lava, no Catapult or sling into them ---------------------------------
# Fairy Meadow 13 (magic farmland) neighbours Grey Peak 8, Old Pines 12 (forest), Hollow Hill 14, Bog Iron 18,
# Cloudspire 19, Frog Marsh 20 and the lake; Grey Peak 8 and Cloudspire 19 are mountains.

def immune_around_fairy(first: dict, halflings: bool = False) -> Game:
    """``first`` (Ann) beside Bob's active Shrubmen forest (Old Pines 12) and in-decline White Ladies (Hollow Hill
    14); or (``halflings``) beside Bob's Heroic Halflings with a Hole (Bog Iron 18) and a Hero (Frog Marsh 20)."""
    if halflings:
        return game(first, entry(1, "Halflings", "Heroic", regions={BOG_IRON: 1, FROG: 1}),
                    markers={"hole": {BOG_IRON: 1}, "hero": {FROG: 1}})
    return game(first, entry(1, "Shrubmen", "Commando", regions={OLD_PINES: 2}),
                entry(1, "White Ladies", active=False, regions={HOLLOW: 1}))


def menu(g: Game, kind: str) -> list[int]:
    return sorted(a.region for a in g.legal_actions() if a.kind == kind)


def test_X_IA_immune_regions_receive_no_winter():
    """Winter from Fairy Meadow 13: never on another player's in-decline White Ladies nor Shrubmen forest (immune to
    the Ice Witches' owner), nor a Hole or a Hero (immune to all); the lake and the free regions take it."""
    for halflings, immune in ((False, (OLD_PINES, HOLLOW)), (True, (BOG_IRON, FROG))):
        g = immune_around_fairy(entry(0, "Ice Witches", "Commando", regions={FAIRY: 3}), halflings)
        play(g, "redeploy 13:3")
        assert menu(g, "winter") == sorted({LAKE, GREY_PEAK, OLD_PINES, FAIRY, HOLLOW, BOG_IRON, CLOUDSPIRE, FROG}
                                           - set(immune))
        for rid in immune:
            with pytest.raises(IllegalAction, match="Winter"):
                g.play(f"winter {rid}")


def test_X_IA_winter_on_an_immune_region_takes_nothing():
    """RULING 24: Winter lying on another player's Shrubmen forest (it was placed before they came) costs them
    nothing: the region is immune to the Ice Witches' owner."""
    g = game(entry(0, "Ice Witches", "Commando", regions={FAIRY: 3}),
             entry(1, "Shrubmen", "Commando", regions={OLD_PINES: 2, GREY_PEAK: 1}), seat=1,
             markers={"winter": {OLD_PINES: 1, GREY_PEAK: 1}})
    bob = score_of(play(g, "end"), 1)
    assert [(p.label, p.coins) for p in bob.parts if p.coins < 0] == [("Ice Witches", -1)]  # Grey Peak only


def test_X_IA_immune_regions_receive_no_lava():
    """Lava from Ann's Grey Peak 8 and Cloudspire 19: not on Bob's in-decline White Ladies, nor his Hole or Hero;
    Ann's own Fairy Meadow and the free regions take it (Old Pines is next to neither Mountain)."""
    for halflings, immune in ((False, (HOLLOW,)), (True, (BOG_IRON, FROG))):
        g = immune_around_fairy(entry(0, "Ratmen", "Lava", regions={GREY_PEAK: 2, CLOUDSPIRE: 2, FAIRY: 1}),
                                halflings)
        play(g, "redeploy 8:2 19:2 13:1")
        assert menu(g, "lava") == sorted({IRONWOOD, SINKHOLE, LAKE, AMBER, FAIRY, HOLLOW, BOG_IRON, FROG}
                                         - set(immune))
        for rid in immune:
            with pytest.raises(IllegalAction, match="Lava"):
                g.play(f"lava {rid}")


def test_X_IA_catapult_region_receives_no_winter_nor_lava():
    """The Catapult's region is immune (X-POW-CATAPULT): Bob's Catapult on Hollow Hill 14 takes no Winter from
    Ann's Witchwood 10 nor Lava from her Copper Crag 15."""
    g = game(entry(0, "Ice Witches", "Commando", regions={WITCHWOOD: 3}),
             entry(1, "Ratmen", "Catapult", regions={HOLLOW: 2}), markers={"catapult": {HOLLOW: 1}})
    play(g, "redeploy 10:3")
    assert HOLLOW not in menu(g, "winter") and AMBER in menu(g, "winter")
    g = game(entry(0, "Ratmen", "Lava", regions={COPPER: 3}),
             entry(1, "Ratmen", "Catapult", regions={HOLLOW: 2}), markers={"catapult": {HOLLOW: 1}})
    play(g, "redeploy 15:3")
    assert menu(g, "lava") == [WITCHWOOD, THORNWOOD, EAST_SEA]


def test_X_IA_diplomat_peace_does_not_block_lava():
    """X-IA Diplomat / Peace-loving: pouring Lava is not an attack: Ann pours it on Bob's region though at peace."""
    g = game(entry(0, "Ratmen", "Lava", regions={COPPER: 3}),
             entry(1, "Humans", "Diplomat", regions={HOLLOW: 2}), allies=[None, 0])
    play(g, "redeploy 15:3")
    assert HOLLOW in menu(g, "lava")
    play(g, "lava 14")
    assert g.region(HOLLOW).owner == 1 and dict(g.region(HOLLOW).markers).get("lava")


@pytest.mark.parametrize("guard", ["shrubmen", "white ladies", "hero", "lava"])
def test_X_IA_immune_regions_cannot_be_catapulted_into(guard):
    """Ann's Catapult from Cloudspire 19 or Fairy 13 reaches Old Pines 12 / Hollow Hill 14 / Frog 20 two steps
    away only when they are not immune to her."""
    bob = {"shrubmen": entry(1, "Shrubmen", "Commando", regions={OLD_PINES: 1}),
           "white ladies": entry(1, "White Ladies", active=False, regions={OLD_PINES: 1}),
           "hero": entry(1, "Humans", "Heroic", regions={OLD_PINES: 1}),
           "lava": entry(1, "Humans", "Lava", regions={OLD_PINES: 1}, flags={"lava": 1 << OLD_PINES})}[guard]
    markers = {"hero": {"hero": {OLD_PINES: 1}}, "lava": {"lava": {OLD_PINES: 1}}}.get(guard, {})
    g = game(entry(0, "Ratmen", "Catapult", regions={CLOUDSPIRE: 2}, hand=8), bob, markers=markers)
    free = game(entry(0, "Ratmen", "Catapult", regions={CLOUDSPIRE: 2}, hand=8),
                entry(1, "Humans", "Commando", regions={OLD_PINES: 1}))
    assert (OLD_PINES, CLOUDSPIRE) in [a.regions for a in free.legal_actions() if a.kind == "catapult"]
    assert OLD_PINES not in [a.regions[0] for a in g.legal_actions() if a.kind == "catapult"]
    with pytest.raises(IllegalAction):
        g.play(f"catapult {OLD_PINES} {CLOUDSPIRE}")


@pytest.mark.parametrize("guard", ["shrubmen", "white ladies", "hero", "lava"])
def test_X_IA_immune_regions_cannot_be_slung_into(guard):
    """Ann's Slingmen on Cloudspire 19 reach Old Pines 12 two steps away (over Bog Iron 18) only when it is not
    immune to her."""
    bob = {"shrubmen": entry(1, "Shrubmen", "Commando", regions={OLD_PINES: 1}),
           "white ladies": entry(1, "White Ladies", active=False, regions={OLD_PINES: 1}),
           "hero": entry(1, "Humans", "Heroic", regions={OLD_PINES: 1}),
           "lava": entry(1, "Humans", "Lava", regions={OLD_PINES: 1}, flags={"lava": 1 << OLD_PINES})}[guard]
    markers = {"hero": {"hero": {OLD_PINES: 1}}, "lava": {"lava": {OLD_PINES: 1}}}.get(guard, {})
    g = game(entry(0, "Slingmen", "Commando", regions={CLOUDSPIRE: 2}, hand=8), bob, markers=markers)
    free = game(entry(0, "Slingmen", "Commando", regions={CLOUDSPIRE: 2}, hand=8),
                entry(1, "Humans", "Commando", regions={OLD_PINES: 1}))
    assert f"conquer {OLD_PINES}" in [str(a) for a in free.legal_actions()]
    assert OLD_PINES not in [a.region for a in g.legal_actions() if a.kind in ("conquer", "roll")]
    with pytest.raises(IllegalAction):
        g.play(f"conquer {OLD_PINES}")


# --- X-IA bullets without a test of their own in the packs' modules (audit, integ-b) ---------------------------

def race_of(g: Game, seat: int, name: str):
    return next(rs for rs in g.p[seat].races() if rs.race.name == name)


def markers_on(g: Game, kind: str) -> list[int]:
    return [r for r in range(len(g.board.regions)) if dict(g.region(r).markers).get(kind)]


def test_X_IA_heroic_and_fortified_barbarians_place_their_markers():
    """X-IA "Heroic, Bivouacking, Fortified, Dragon vs Barbarians/Pixies": only token moves are restricted."""
    g = game(entry(0, "Barbarians", "Heroic", regions={AMBER: 2, WITCHWOOD: 2}, hand=5))
    play(g, "conquer 14")
    assert [str(a) for a in g.legal_actions() if a.kind == "redeploy"] == ["redeploy 9:1 10:1 14:2"]
    play(g, "redeploy 9:1 10:1 14:2")
    assert g.phase_word == "heroes"
    play(g, "heroes 9 14")
    assert markers_on(g, "hero") == [AMBER, HOLLOW]
    g = game(entry(0, "Barbarians", "Fortified", regions={AMBER: 2, WITCHWOOD: 2}, hand=5))
    play(g, "conquer 14", "redeploy 9:1 10:1 14:2", "fortress 14")
    assert markers_on(g, "fortress") == [HOLLOW]
    assert race_of(g, 0, "Barbarians").offmap == 5  # the hand stays off the map (RULING 15)


def test_X_IA_dragon_master_barbarians_dragon_stays_where_it_conquered():
    g = game(entry(0, "Barbarians", "Dragon Master", regions={AMBER: 2}, hand=5),
             entry(1, "Ratmen", "Commando", regions={HOLLOW: 3}))
    play(g, "dragon 14", "end")
    assert markers_on(g, "dragon") == [HOLLOW] and g.region(HOLLOW).tokens == 1


def test_X_IA_kobolds_mercenary_floor_two():
    """X-IA "Kobolds + … Mercenary: floor 2": a coin against 1 enemy token on a farmland (cost 3) -> max(2, 1) = 2
    Kobolds; on an empty farmland (cost 2) the coin would save nothing and is refused."""
    g = game(entry(0, "Kobolds", "Mercenary", regions={WITCHWOOD: 2}, hand=6),
             entry(1, "Ratmen", "Commando", regions={AMBER: 1}), coins=[5, 5])
    assert g.conquest_cost(AMBER) == 3 and g.conquest_cost(HOLLOW) == 2
    with pytest.raises(IllegalAction, match="minimum"):
        g.play("hire 14")
    play(g, "hire 9")
    assert g.region(AMBER).tokens == 2 and g.hand(0) == 6 - 2


def test_X_IA_sorcerers_convert_a_lone_pixie_nomad_or_goblin():
    """X-IA Sorcerers: a lone active Pixie, Nomad or Goblin is a conversion target (not a Kobold: X-RACE-KOBOLDS)."""
    for race in ("Pixies", "Nomads", "Goblins"):
        g = game(entry(0, "Sorcerers", "Commando", regions={WITCHWOOD: 2}, hand=4),
                 entry(1, race, "Commando", regions={AMBER: 1, OLD_PINES: 2}))
        assert "convert 9" in [str(a) for a in g.legal_actions()], race
        play(g, "convert 9")
        assert g.region(AMBER).owner == 0


def test_X_IA_trolls_lair_and_winter_stack():
    """X-IA "Trolls + Ice Witches: Winter and Lair stack (+1 each)": a Troll farmland with 1 token, a Lair and Winter
    costs 2 + 1 + 1 + 1 = 5 to Ann's Commando Ice Witches minus 1."""
    g = game(entry(0, "Ice Witches", "Commando", regions={WITCHWOOD: 3}, hand=5),
             entry(1, "Trolls", "Commando", regions={AMBER: 1}), markers={"lair": {AMBER: 1}, "winter": {AMBER: 1}})
    assert g.conquest_cost(AMBER) == 2 + 1 + 1 + 1 - 1


def test_X_IA_cursed_and_mercenary_share_one_purse():
    """X-IA "Wealthy / Cursed / Mercenary: all use the same purse": Ann (5 coins) takes the Mercenary combo below a
    Cursed one (3 coins) and has 2 left to hire with: two hires, then no more. (Wealthy and Mercenary are two
    badges, never one race's; a Copycat copy of Wealthy gives no 7: test_X_POW_COPYCAT_no_pick_turn_effects….)"""
    g = Game.new(None, NAMES[:2], seed=1, races=["Ratmen", "Humans"], powers=["Cursed", "Mercenary"],
                 expansions=["cursed", "bna"])
    play(g, "pick 2")
    assert g.p[0].coins == 5 - 3 and g.column[0][2] == 3  # the Cursed combo holds the 3 coins
    first = next(a for a in g.legal_actions() if a.kind == "hire")
    g.apply(first)
    second = next(a for a in g.legal_actions() if a.kind == "hire")
    g.apply(second)
    assert g.p[0].coins == 0 and not [a for a in g.legal_actions() if a.kind == "hire"]


@pytest.mark.parametrize(("power", "marker"), [("Heroic", "hero"), ("Fortified", "fortress"),
                                               ("Bivouacking", "camps")])
def test_X_IA_nomads_abandoning_a_marked_region_removes_its_marker_and_yields_the_coin(power, marker):
    """X-IA "Heroic/Fortified/Bivouacking Nomads": abandoning removes the region's markers (R-READY-2) and still
    yields the Nomad coin (X-RACE-NOMADS)."""
    g = game(entry(0, "Nomads", power, regions={AMBER: 1, WITCHWOOD: 2}, hand=3, camps=4 if marker == "camps" else 0),
             markers={marker: {AMBER: 1}})
    play(g, "abandon 9")
    assert AMBER not in markers_on(g, marker) and g.region(AMBER).owner is None
    events = play(g, "redeploy 10:6")
    while g.current_player == 0:
        events += play(g, "end")
    ann = score_of(events, 0)
    assert ann.coins == 1 + 1  # Witchwood's coin and the Nomad coin of Amber Fields


def amazons_game(power: str, seed: int) -> Game:
    return Game.new(None, NAMES[:2], seed=seed, races=["Amazons"], powers=[power], expansions=["cursed"])


def test_X_IA_marauding_amazons_keep_their_4_in_hand_through_both_waves():
    """X-IA Amazons + Marauding: 6 + 4 + 5 = 15 in hand; wave 1 takes 3 regions, ``wave_end`` lifts all beyond 1 per
    region back to hand (the 4 extra among them); wave 2 conquers on; REDEPLOY sets the 4 aside (R-RACE-AMAZONS)."""
    g = amazons_game("Marauding", 1)
    play(g, "pick 1")
    assert g.hand(0) == 15

    def cheapest() -> int:
        conquests = [a for a in g.legal_actions() if a.kind == "conquer"]
        move = min(conquests, key=lambda a: (g.conquest_cost(a.region), a.region))
        cost = g.conquest_cost(move.region)
        g.apply(move)
        return cost

    spent = sum(cheapest() for _ in range(3))
    assert g.hand(0) == 15 - spent
    play(g, "wave_end")
    assert g.hand(0) == 15 - 3  # 1 per region stays
    second = cheapest()
    assert g.hand(0) == 15 - 3 - second
    play(g, "end")
    amazons = race_of(g, 0, "Amazons")
    assert sum(g.region(r).tokens for r in amazons.regions) == 15 - 4  # the 4 set aside, the rest placed


@pytest.mark.parametrize("seed", range(6))
def test_X_IA_hordes_of_amazons_never_leave_a_horde_alone(seed):
    """X-IA Amazons + Hordes of: the 4 removed at REDEPLOY step 3 never leave a Hordes of token without a regular
    token (X-POW-HORDESOF): random conquests and redeployments, checked at the end of every turn of Ann's."""
    import random

    g = amazons_game("Hordes of", seed)
    rng = random.Random(seed)
    play(g, "pick 1")
    turns = 0
    while not g.is_over and turns < 6:
        mover = g.current_player
        actions = g.legal_actions()
        if mover == 0:
            pool = [a for a in actions if a.kind in ("conquer", "redeploy", "end", "hordes", "abandon")] or actions
            g.apply(rng.choice(pool))
        else:
            g.apply(next((a for a in actions if str(a) == "end"), actions[0]))
        if mover == 0 and g.current_player != 0:
            turns += 1
            amazons = g.p[0].active
            if amazons is not None and amazons.active:
                assert all(g.markers["hordes"][r] < g.r_tokens[r] for r in amazons.regions), (seed, turns)


def test_X_IA_in_decline_ghouls_may_conquer_their_owners_white_ladies_and_shrubmen_forest():
    """X-IA Ghouls in decline "may conquer White Ladies/Shrubmen forests of their own owner only" (R-CONQ-14: cost 2
    + markers, the owner's tokens add nothing); another player's are refused (test_X_RACE_WHITELADIES_…ghouls…)."""
    g = game(entry(0, "Ghouls", active=False, regions={KNOLLS: 5}),
             entry(0, "White Ladies", "Spirit", active=False, regions={AMBER: 1}),
             entry(0, "Ratmen", "Commando", regions={THORNWOOD: 1}))
    assert "ghouls conquer 9" in [str(a) for a in g.legal_actions()]
    g = game(entry(0, "Ghouls", active=False, regions={KNOLLS: 5}),
             entry(0, "Shrubmen", "Spirit", active=False, regions={WITCHWOOD: 2}),
             entry(0, "Ratmen", "Commando", regions={THORNWOOD: 1}))
    assert "ghouls conquer 10" in [str(a) for a in g.legal_actions()]


def test_X_IA_seafaring_slingmen_target_water_two_steps_away():
    """X-IA Seafaring: two steps may end on water for a Seafaring race (the Western Sea 0, two steps from Barrow
    Downs 6 over Wishing Fields 1), never for another race nor the Catapult (a Seafaring Catapult is two badges);
    never over a sea: test_X_ENG_11_two_steps_over_land_and_the_lake_never_a_sea, appendix A #47."""
    sea = game(entry(0, "Slingmen", "Seafaring", regions={BARROW: 2}, hand=6))
    land = game(entry(0, "Slingmen", "Commando", regions={BARROW: 2}, hand=6))
    assert "conquer 0" in [str(a) for a in sea.legal_actions()]
    assert "conquer 0" not in [str(a) for a in land.legal_actions()]
    coins = sea.p[0].coins
    play(sea, "conquer 0")
    assert sea.p[0].coins == coins + 1  # a sling: +1 coin
    cat = game(entry(0, "Ratmen", "Catapult", regions={BARROW: 2}, hand=6))
    assert WEST_SEA not in [a.regions[0] for a in cat.legal_actions() if a.kind == "catapult"]


def test_X_IA_underworld_caverns_give_no_slingmen_step():
    """X-IA Underworld: a cavern link makes caverns adjacent for the conquests (Sinkhole Fen 3 -> Echo Tor 17, no
    sling coin) but is no step of the two-step geometry (map adjacency only): Millers' Acre 11, next to the cavern
    Deepdelve Peak 5, is no target of Underworld Slingmen on Sinkhole Fen."""
    g = game(entry(0, "Slingmen", "Underworld", regions={SINKHOLE: 2}, hand=8))
    targets = [a.region for a in g.legal_actions() if a.kind in ("conquer", "roll")]
    assert ECHO_TOR in targets and MILLERS not in targets
    coins = g.p[0].coins
    play(g, "conquer 17")
    assert g.p[0].coins == coins  # no sling coin


# --- Hordes of with a redeployment policy (X-RACE-BARBARIANS, X-RACE-PIXIES + X-POW-HORDESOF) -----------------

def tray_of(g: Game, seat: int, name: str) -> int:
    return g.tray(race_of(g, seat, name))


def test_X_RACE_BARBARIANS_hordes_of_barbarians_keep_their_hordes_in_hand_off_the_map():
    """Found by the all-packs random games: Hordes of Barbarians on Windy Knolls 4 (1 regular + 2 Hordes of tokens)
    with 11 tokens set aside. READY lifts 2 (the hand holds the Hordes of tokens first), a turn with no conquest keeps
    the hand off the map (RULING 15): the region keeps its regular token; nothing is abandoned, no Hordes of token
    leaves the game and the tray stays right (1 + 11 regular tokens in use of 14: 2 in the tray; it went to -1)."""
    g = game(entry(0, "Barbarians", "Hordes of", regions={KNOLLS: 3}, set_aside=11),
             markers={"hordes": {KNOLLS: 2}})
    assert tray_of(g, 0, "Barbarians") == 14 - 1 - 11 == 2
    events = play(g, "end")
    barbarians = race_of(g, 0, "Barbarians")
    assert barbarians.regions == {KNOLLS} and g.region(KNOLLS).tokens == 1 and g.markers["hordes"][KNOLLS] == 0
    assert not [e for e in events if e.kind == "hordes_gone"]
    assert barbarians.offmap == 11 + 2 and barbarians.extra == 2 and g.tray(barbarians) == 2
    g = Game.from_position(g.board, {**g.position(), "seat": 0}, ALL)  # the next turn: READY gives the 13 back
    play(g, "conquer 9")
    assert g.hand(0) == 13 - 2 and g.tray(race_of(g, 0, "Barbarians")) == 2


def test_X_RACE_PIXIES_hordes_of_pixies_keep_one_regular_token_per_region():
    """X-RACE-PIXIES "the one kept is a regular token, not a Hordes of token": Hordes of Pixies on Amber Fields 9 and
    Witchwood 10 (2 each, a Hordes of token in each) keep both regions at 1 regular token; the two Hordes of tokens go
    into hand with the other Pixies until the next READY (no region abandoned)."""
    g = game(entry(0, "Pixies", "Hordes of", regions={AMBER: 2, WITCHWOOD: 2}),
             markers={"hordes": {AMBER: 1, WITCHWOOD: 1}})
    tray = tray_of(g, 0, "Pixies")
    play(g, "end")
    pixies = race_of(g, 0, "Pixies")
    assert pixies.regions == {AMBER, WITCHWOOD}
    assert [g.region(r).tokens for r in (AMBER, WITCHWOOD)] == [1, 1]
    assert g.markers["hordes"][AMBER] == g.markers["hordes"][WITCHWOOD] == 0
    assert pixies.offmap == 2 and pixies.extra == 2 and g.tray(pixies) == tray


def test_X_RACE_BARBARIANS_hordes_of_barbarians_are_offered_one_redeployment_that_replays():
    """Found by the all-packs random games: Hordes of Barbarians were offered the Kobold-style layouts (tokens
    moved), which ``apply`` took and a save's replay refused ("never redeploy"). One layout: every region as it
    stands; the save loads again."""
    g = Game.new(None, NAMES[:2], seed=0, races=["Barbarians"], powers=["Hordes of"], expansions="all")
    play(g, "pick 1")
    for _ in range(3):
        conquests = [a for a in g.legal_actions() if a.kind == "conquer"]
        g.apply(min(conquests, key=lambda a: (g.conquest_cost(a.region), a.region)))
    barbarians = race_of(g, 0, "Barbarians")
    stands = " ".join(f"{r}:{g.region(r).tokens}" for r in sorted(barbarians.regions))
    assert [str(a) for a in g.legal_actions() if a.kind == "redeploy"] == [f"redeploy {stands}"]
    play(g, "end")
    assert Game.from_json(g.to_json()).to_json() == g.to_json()


def test_X_POW_COPYCAT_copies_a_power_from_a_combo_holding_homunculus_tokens():
    """Found by the all-packs random games: a column combo with Homunculus tokens on it (X-RACE-HOMUNCULI, X-INT-2)
    crashed the Copycat's menu. Its power is on offer and copied like any other."""
    g = game(entry(0, "Ratmen", "Copycat", regions={AMBER: 2}, hand=3),
             column=[["Homunculi", "Heroic", 1, 2], ["Orcs", "Flying", 0]])
    assert [str(a) for a in g.legal_actions() if a.kind == "copy"] == ["copy heroic", "copy flying"]
    play(g, "copy heroic")
    assert g.p[0].active.power.name == "Heroic"


def test_X_RACE_BARBARIANS_hordes_of_barbarians_end_a_turn_without_conquest_keeping_every_region():
    """Found by the all-packs random games: Hordes of Barbarians holding Amber Fields 9 (1 regular + 2 Hordes of
    tokens), Witchwood 10 and Hollow Hill 14 (1 each) end a turn with no conquest: READY's lifted pieces (the Hordes
    of tokens first) stay off the map; all three regions are kept at 1 regular token (2 were abandoned)."""
    g = game(entry(0, "Barbarians", "Hordes of", regions={AMBER: 3, WITCHWOOD: 1, HOLLOW: 1}),
             markers={"hordes": {AMBER: 2}})
    tray = tray_of(g, 0, "Barbarians")
    assert [str(a) for a in g.legal_actions() if a.kind == "redeploy"] == ["redeploy 9:1 10:1 14:1"]
    play(g, "end")
    barbarians = race_of(g, 0, "Barbarians")
    assert barbarians.regions == {AMBER, WITCHWOOD, HOLLOW} and sum(g.markers["hordes"]) == 0
    assert barbarians.offmap == 2 and barbarians.extra == 2 and g.tray(barbarians) == tray


def test_X_RACE_BARBARIANS_hordes_of_barbarians_need_a_regular_token_for_every_conquest():
    """X-RACE-BARBARIANS "Hordes of Barbarians: every conquest MUST commit ≥1 regular token" (found by the all-packs
    random games: a region held by a lone Hordes of token, the layouts then abandoned it). With only the 2 Hordes of
    tokens at hand no conquest of any kind is on offer; with 1 regular token beside them the 3 may conquer together."""
    g = game(entry(0, "Barbarians", "Hordes of", regions={AMBER: 1}, hand=2, extra=2))
    assert not [a for a in g.legal_actions() if a.kind in ("conquer", "roll")]
    with pytest.raises(IllegalAction):
        g.play("conquer 10")
    g = game(entry(0, "Barbarians", "Hordes of", regions={AMBER: 1}, hand=3, extra=2),
             entry(1, "Ratmen", "Commando", regions={WITCHWOOD: 1}))
    play(g, "conquer 10")  # 2 + 1 = 3: the regular token and both Hordes of tokens
    assert g.region(WITCHWOOD).tokens == 3 and g.hand(0) == 0
    play(g, "end")
    assert g.markers["hordes"][WITCHWOOD] == 2 and g.markers["hordes"][AMBER] == 0
