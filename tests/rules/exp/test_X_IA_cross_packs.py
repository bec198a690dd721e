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
    BOG_IRON,
    CLOUDSPIRE,
    COPPER,
    EAST_SEA,
    FAIRY,
    FROG,
    GREY_PEAK,
    HOLLOW,
    IRONWOOD,
    LAKE,
    NAMES,
    OLD_PINES,
    SINKHOLE,
    THORNWOOD,
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
