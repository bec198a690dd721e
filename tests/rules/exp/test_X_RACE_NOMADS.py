"""X-RACE-NOMADS: a coin in each region abandoned at READY, taken at SCORE; those regions are barred this turn."""

from __future__ import annotations

import pytest
from dameskit import exp_again, exp_game
from powkit import entry, legal, play, scored

from smallworld_tui.rules import Game, IllegalAction, bundled_board
from smallworld_tui.rules.errors import Code

# Nomads on five regions of the 2-player map, 2 tokens each (10 of their 11)
FIVE = {1: 2, 2: 2, 5: 2, 6: 2, 11: 2}


def test_A32_abandon_two_conquer_two_scores_seven_and_the_two_are_barred():
    """Appendix A #32: Nomads abandon 2 of 5 regions at READY, conquer 2 others -> SCORE 5 + 2 = 7; the 2 abandoned
    regions are not targetable this turn."""
    g = exp_game(entry(0, "Nomads", "Spirit", regions=FIVE))
    events = play(g, "abandon 5", "abandon 6")
    assert [e.kind for e in events].count("coin_left") == 2
    assert g.conquest_cost(5) is None and g.conquest_cost(6) is None
    assert "conquer 5" not in legal(g) and "conquer 6" not in legal(g)
    play(g, "conquer 3", "conquer 12")
    assert g.conquest_cost(6) is None
    with pytest.raises(IllegalAction) as refused:
        g.play("conquer 6")
    assert refused.value.code == Code.ILLEGAL and "again this turn" in str(refused.value)
    events = play(g, "end")
    assert scored(events) == 7
    (score,) = [e for e in events if e.kind == "score"]
    assert ("Nomads: 2 coins left in abandoned regions", 2) in score.lines()


def test_X_RACE_NOMADS_barred_only_this_turn():
    g = exp_game(entry(0, "Nomads", "Spirit", regions=FIVE))
    play(g, "abandon 6", "end")
    g = exp_again(g, 0)
    assert g.conquest_cost(6) == 2


def test_X_RACE_NOMADS_no_coin_for_regions_lost_otherwise():
    """Only READY's abandoning pays: a region conquered by an opponent gives nothing, then or at SCORE."""
    g = exp_game(entry(0, "Nomads", "Spirit", regions={1: 2, 2: 1}), entry(1, "Ratmen", "Hill", regions={3: 1},
                                                                         hand=6), seat=1)
    events = play(g, "conquer 2", "end")
    assert "coin_left" not in [e.kind for e in events]
    events = play(g, "end")
    assert scored(events) == 1


def test_X_RACE_NOMADS_barred_for_the_dragon_and_a_first_conquest():
    """The bar holds for every kind of conquest (our ruling): the Dragon, and a re-entry after abandoning all."""
    g = exp_game(entry(0, "Nomads", "Dragon Master", regions={1: 3, 2: 1}))
    play(g, "abandon 1")
    assert "dragon 1" not in legal(g)
    with pytest.raises(IllegalAction):
        g.play("dragon 1")
    play(g, "abandon 2")
    assert {"conquer 1", "conquer 2", "dragon 1", "dragon 2"}.isdisjoint(legal(g))
    assert "conquer 3" in legal(g)
    events = play(g, "conquer 3", "end")
    assert scored(events) == 1 + 2


def test_X_RACE_NOMADS_in_decline_no_coin():
    """Active only: an in-decline Nomad region is held as usual and scores 1."""
    g = exp_game(entry(0, "Nomads", active=False, regions={1: 1}), entry(0, "Ratmen", "Hill", regions={2: 1}))
    events = play(g, "end")
    assert scored(events) == 2


def test_X_RACE_NOMADS_pick_and_play_through_the_api():
    """The alias Gypsies deals the Nomads (X-COMP-4); the coins are public events."""
    g = Game.new(bundled_board(2), ["Ann", "Bob"], seed=3, races=["Gypsies"], powers=["Hill"], expansions=["dames"])
    play(g, "pick 1", "conquer 1", "conquer 2", "end", "pick 1", "end")
    events = play(g, "abandon 1")
    (left,) = [e for e in events if e.kind == "coin_left"]
    assert g.describe(left) == ("Ann's Hill Nomads leave a coin in Wishing Fields (1), to take when they score, "
                                "and may not enter it again this turn.")
    copy = Game.from_json(g.to_json())
    assert copy.conquest_cost(1) is None and copy.position() == g.position()
