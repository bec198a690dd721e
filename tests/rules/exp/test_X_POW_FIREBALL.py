"""X-POW-FIREBALL (RULES-EXP.md, RULING 28): Fireballs gained per magic region at the redeployment (4 held at most),
spent on later conquests at -2 each, at least one race token entering."""

from __future__ import annotations

import pytest
from royalkit import entry, exp_game, legal, play, race_of

from smallworld_tui.rules import IllegalAction

# 2-player map: 1 farmland magic, 5 mountain, 6 hill, 10 forest magic, 13 farmland magic, 16 swamp magic


def fire(n: int, regions=None, hand=8) -> dict:
    return entry(0, "Ratmen", "Fireball", regions=regions or {1: 1}, hand=hand, flags={"fireballs": n})


def test_A55_two_fireballs_vs_cost_six_and_cost_three():
    """Appendix A #55: 2 Fireballs vs cost 6 -> 2 tokens; vs cost 3 -> max(1, -1) = 1 token."""
    g = exp_game(fire(2), entry(1, "Humans", "Spirit", regions={5: 3, 6: 1}))
    assert g.conquest_cost(5) == 6 and g.conquest_cost(6) == 3
    assert "fireball 5:2" in legal(g) and "fireball 6:1" in legal(g)
    assert "fireball 6:2" not in legal(g)  # the menu offers only Fireballs that lower the cost; typed, it is legal
    events = play(g, "fireball 5:2")
    assert g.region(5).tokens == 2 and [e.spent for e in events if e.kind == "fireball"] == [2]
    assert g.races(0)[0].counts == (("Fireballs", 0),)
    g = exp_game(fire(2), entry(1, "Humans", "Spirit", regions={5: 3, 6: 1}))
    play(g, "fireball 6:2")
    assert g.region(6).tokens == 1


def test_X_POW_FIREBALL_gain_per_magic_region_capped_at_four_from_the_next_turn():
    g = exp_game(entry(0, "Ratmen", "Fireball", regions={1: 1, 10: 1, 13: 1}, hand=4))
    assert not [m for m in legal(g) if m.startswith("fireball")]  # none held yet
    events = play(g, "conquer 14")
    assert not [m for m in legal(g) if m.startswith("fireball")]  # gained at the redeployment, for later turns
    events = play(g, "end")
    assert [(e.gained, e.held) for e in events if e.kind == "fireballs"] == [(3, 3)]
    assert race_of(g, 0, "Ratmen").flags == {"fireballs": 3}
    g = exp_game(fire(3, {1: 1, 10: 1}))
    events = play(g, "end")
    assert [(e.gained, e.held) for e in events if e.kind == "fireballs"] == [(1, 4)]


def test_X_POW_FIREBALL_final_attempt_declared_before_the_roll():
    g = exp_game(fire(1, hand=1), entry(1, "Humans", "Spirit", regions={5: 3}), dice=[3])
    assert g.conquest_cost(5) == 6 and "roll 5" not in legal(g) and "fireball 5:1" in legal(g)
    events = play(g, "fireball 5:1")  # 6 - 2 = 4 needed, 1 in hand: the die's 3 makes up the rest
    assert [e.kind for e in events if e.kind in ("fireball", "roll", "fireballs")] == ["fireball", "roll",
                                                                                      "fireballs"]
    assert g.region(5).race == "Ratmen" and g.region(5).tokens == 1
    assert race_of(g, 0, "Ratmen").flags == {"fireballs": 1}  # the one spent, then 1 gained (region 1 is magic)


def test_X_POW_FIREBALL_refusals_and_only_useful_numbers():
    g = exp_game(fire(4), entry(1, "Humans", "Spirit", regions={5: 3, 6: 1}))
    offered = [m for m in legal(g) if m.startswith(("fireball 5:", "fireball 6:"))]
    assert offered == ["fireball 5:1", "fireball 5:2", "fireball 5:3", "fireball 6:1"]  # 6 -> 4, 2, 1; 3 -> 1
    with pytest.raises(IllegalAction):
        play(g, "fireball 6:5")
    with pytest.raises(IllegalAction):
        play(g, "fireball 20:1")  # not adjacent


def test_X_POW_FIREBALL_lost_at_decline():
    g = exp_game(fire(3))
    play(g, "decline")
    assert g.races(0)[0].counts == ()
    play(g, "pick 1", "end")  # Bob picks and passes; Ann's next turn starts: the Fireballs are gone for good
    assert race_of(g, 0, "Ratmen").flags == {} and g.current_player == 0


@pytest.mark.parametrize("held", [-1, 5, 10**9])
def test_X_POW_FIREBALL_a_position_holds_0_to_4_fireballs(held):
    """A position gave a race 10**9 Fireballs (or -1): the race never holds more than 4 (X-POW-FIREBALL)."""
    from smallworld_tui.rules import PositionError

    with pytest.raises(PositionError, match="'fireballs' is a whole number from 0 to 4"):
        exp_game(fire(held), entry(1, "Humans", "Spirit", regions={5: 3}))
    assert exp_game(fire(4), entry(1, "Humans", "Spirit", regions={5: 3})).races(0)[0].counts == (("Fireballs", 4),)
