"""R-RACE-SORCERERS: convert an opponent's lone active token, once per opponent per turn (R-CONQ-1f, R-DIE-5)."""

from __future__ import annotations

import pytest
from powkit import (
    BARROW,
    DEEPDELVE,
    ECHO_TOR,
    HOLLOW,
    IRONWOOD,
    LAKE,
    MILLERS,
    SINKHOLE,
    WISHING,
    entry,
    play,
    plus,
    position_game,
    race_of,
    scored,
)

from smallworld_tui.rules import IllegalAction


def sorcerers(power="Spirit", regions=None, hand=0, players=2, dice=()):
    g = position_game(entry(0, "Sorcerers", power, regions=regions if regions is not None else {BARROW: 1}, hand=hand),
                      players=players, dice=dice)
    return g, race_of(g, 0, "Sorcerers")


def test_conversion_with_empty_hand():
    """0 in hand is fine; the victim's token goes to the tray; a Sorcerer comes from the tray."""
    g, so = sorcerers()
    g = plus(g, entry(1, "Ratmen", regions={WISHING: 1, MILLERS: 2}), seat=0)
    so = race_of(g, 0, "Sorcerers")
    rat = race_of(g, 1, "Ratmen")
    assert "convert 1" in [str(a) for a in g.legal_actions()]
    events = play(g, "convert 1")
    assert g.region(WISHING).race == "Sorcerers" and g.region(WISHING).tokens == 1
    assert so.hand == 0 and g.tray(so) == 18 - 2
    assert rat.withdrawn == 0 and g.tray(rat) == 13 - 2
    assert [e.kind for e in events] == ["loss", "convert"]


def test_only_a_lone_token():
    g, _ = sorcerers()
    g = plus(g, entry(1, "Ratmen", regions={WISHING: 2}), seat=0)
    with pytest.raises(IllegalAction):
        g.play("convert 1")


def test_not_with_encampment():
    """Appendix A #20."""
    g, _ = sorcerers()
    g = plus(g, entry(1, "Ratmen", "Bivouacking", regions={WISHING: 1}), seat=0, markers={"camps": {WISHING: 1}})
    with pytest.raises(IllegalAction):
        g.play("convert 1")


def test_not_in_decline_nor_lost_tribe():
    """Appendix A #21."""
    g, _ = sorcerers()
    g = plus(g, entry(1, "Ratmen", active=False, regions={WISHING: 1}), seat=0, tribes={IRONWOOD: 1})
    for rid in (WISHING, IRONWOOD):
        with pytest.raises(IllegalAction):
            g.play(f"convert {rid}")


def test_once_per_opponent_per_turn():
    """Appendix A #22: a second conversion against the same opponent -> illegal; another opponent -> legal."""
    g, so = sorcerers(players=3, regions={8: 1})  # 3p map: Reedwater, next to 1, 2, 7, 9
    g = plus(g, entry(1, "Ratmen", regions={1: 1, 2: 1}), entry(2, "Humans", regions={9: 1}), seat=0)
    so = race_of(g, 0, "Sorcerers")
    play(g, "convert 1")
    with pytest.raises(IllegalAction, match="already converted"):
        g.play("convert 2")
    play(g, "convert 9")
    assert so.regions == {1, 8, 9}


def test_supply_limit():
    """Appendix A #23: all 18 Sorcerer tokens in play -> illegal."""
    g, so = sorcerers(regions={BARROW: 16}, hand=2)  # 16 on the map + 2 in hand = 18
    g = plus(g, entry(1, "Ratmen", regions={WISHING: 1}), seat=0)
    so = race_of(g, 0, "Sorcerers")
    assert g.tray(so) == 0
    with pytest.raises(IllegalAction, match="All Sorcerer tokens"):
        g.play("convert 1")


def test_illegal_after_final_roll():
    """Appendix A #18 (R-DIE-5)."""
    g, _ = sorcerers(regions={BARROW: 1, DEEPDELVE: 1}, hand=1, dice=[0])
    g = plus(g, entry(1, "Ratmen", regions={WISHING: 1}), seat=0)
    play(g, "roll 2")  # need 2, have 1, roll 0: fail
    assert g.phase == "redeploy"
    with pytest.raises(IllegalAction, match="ended"):
        g.play("convert 1")
    assert not [a for a in g.legal_actions() if a.kind == "convert"]


def test_troll_lair_and_mountain_give_no_protection():
    """Appendix A #19: a lone active Troll on a mountain with its Lair -> legal; Lair removed, Mountain stays."""
    g, so = sorcerers(regions={WISHING: 1})
    g = plus(g, entry(1, "Trolls", regions={DEEPDELVE: 1}), seat=0, markers={"lair": {DEEPDELVE: 1}})
    play(g, "convert 5")
    view = g.region(DEEPDELVE)
    assert view.race == "Sorcerers" and not view.lair and view.mountain


def test_immune_regions():
    """Appendix A #26: a Hero region is immune."""
    g, _ = sorcerers()
    g = plus(g, entry(1, "Ratmen", "Heroic", regions={WISHING: 1}), seat=0, markers={"hero": {WISHING: 1}})
    with pytest.raises(IllegalAction, match="immune"):
        g.play("convert 1")


def test_adjacency_flying_and_underworld():
    """Appendix A #25: Flying converts anywhere; Underworld cavern adjacency applies ([RULING])."""
    g, _ = sorcerers(regions={WISHING: 1})
    g = plus(g, entry(1, "Ratmen", regions={HOLLOW: 1}), seat=0)
    with pytest.raises(IllegalAction, match="adjacent"):
        g.play("convert 14")
    g, _ = sorcerers("Flying", regions={WISHING: 1})
    g = plus(g, entry(1, "Ratmen", regions={HOLLOW: 1}), seat=0)
    play(g, "convert 14")
    g, _ = sorcerers("Underworld", regions={ECHO_TOR: 1})
    g = plus(g, entry(1, "Ratmen", regions={HOLLOW: 1}), seat=0)
    play(g, "convert 14")


def test_no_region_only_if_flying():
    g, _ = sorcerers(regions={})
    g = plus(g, entry(1, "Ratmen", regions={WISHING: 1}), seat=0)
    with pytest.raises(IllegalAction):
        g.play("convert 1")
    g, _ = sorcerers("Flying", regions={})
    g = plus(g, entry(1, "Ratmen", regions={WISHING: 1}), seat=0)
    play(g, "convert 1")


def test_water_only_if_seafaring():
    g, _ = sorcerers(regions={IRONWOOD: 1})
    g = plus(g, entry(1, "Ratmen", "Seafaring", regions={LAKE: 1}), seat=0)
    with pytest.raises(IllegalAction):
        g.play("convert 7")
    g, _ = sorcerers("Seafaring", regions={IRONWOOD: 1})
    g = plus(g, entry(1, "Ratmen", "Seafaring", regions={LAKE: 1}), seat=0)
    play(g, "convert 7")


def test_counts_as_nonempty_and_attack():
    """Appendix A #27: Pillaging Sorcerers convert once, conquer a Lost Tribe -> +2."""
    g, so = sorcerers("Pillaging", regions={BARROW: 1}, hand=3)
    g = plus(g, entry(1, "Ratmen", regions={WISHING: 1}), seat=0, tribes={IRONWOOD: 1})
    so = race_of(g, 0, "Sorcerers")
    play(g, "convert 1", "conquer 2")
    assert 1 in so.attacked
    assert scored(play(g, "end")) == 3 + 2


def test_in_decline_sorcerers_do_not_convert():
    g = position_game(entry(0, "Sorcerers", active=False, regions={BARROW: 1}),
                      entry(0, "Ratmen", regions={SINKHOLE: 1}), entry(1, "Humans", regions={WISHING: 1}))
    with pytest.raises(IllegalAction):
        g.play("convert 1")
    assert not [a for a in g.legal_actions() if a.kind == "convert"]
