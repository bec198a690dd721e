"""X-POW-CATAPULT (RULES-EXP.md, RULING 30): once per turn a conquest two steps from the Catapult at -1; the
Catapult's region is immune while it stands there."""

from __future__ import annotations

import pytest
from royalkit import entry, exp_game, legal, play, race_of

from smallworld_tui.rules import IllegalAction
from smallworld_tui.rules.errors import Code

# 2-player map: 12 forest -> 13 farmland -> 14 hill; 12 is adjacent to 6, 7, 11, 13, 17, 18; 0 and 22 are seas


def catapult(regions=None, hand: int = 4) -> dict:
    return entry(0, "Ratmen", "Catapult", regions=regions or {12: 2}, hand=hand)


def test_A57_lost_tribe_hill_two_steps_away_and_the_immune_catapult_region():
    """Appendix A #57: a catapult conquest of a Lost Tribe hill two steps away -> 2+1-1 = 2; the Catapult region is
    immune."""
    g = exp_game(catapult(), entry(1, "Humans", "Flying", regions={1: 1}, hand=6), tribes={"14": 1})
    assert g.conquest_cost(14) is None  # not adjacent: only the Catapult reaches it
    assert "catapult 14 12" in legal(g)
    events = play(g, "catapult 14 12")
    assert g.region(14).race == "Ratmen" and g.region(14).tokens == 2
    assert [(e.region, e.source) for e in events if e.kind == "catapult"] == [(14, 12)]
    assert g.markers["catapult"][12] == 1
    assert not [m for m in legal(g) if m.startswith("catapult")]  # once per turn
    play(g, "end")
    assert g.current_player == 1 and g.conquest_cost(12) is None
    with pytest.raises(IllegalAction) as refused:
        play(g, "conquer 12")
    assert refused.value.code == Code.IMMUNE


def test_X_POW_CATAPULT_minus_one_only_by_catapult_and_never_over_a_sea():
    g = exp_game(catapult({12: 2, 13: 1}), entry(1, "Humans", "Spirit", regions={14: 2}))
    assert g.conquest_cost(14) == 4  # adjacent to 13: a normal conquest, no -1
    assert "catapult 14 12" in legal(g)  # the Catapult in 12, two steps from 14: -1
    play(g, "catapult 14 12")
    assert g.region(14).tokens == 3
    g = exp_game(entry(0, "Ratmen", "Catapult", regions={15: 2}, hand=4))
    with pytest.raises(IllegalAction):
        play(g, "catapult 12 15")  # three steps
    with pytest.raises(IllegalAction):
        play(g, "catapult 14 12")  # not a region of theirs
    g = exp_game(entry(0, "Ratmen", "Catapult", regions={1: 2}, hand=6), players=4)  # 4-player map: 1, sea 0, 2
    assert "catapult 2 1" not in legal(g)
    with pytest.raises(IllegalAction) as refused:
        play(g, "catapult 2 1")
    assert refused.value.code == Code.NOT_ADJACENT


def test_X_POW_CATAPULT_moves_and_goes_when_abandoned_or_at_decline():
    g = exp_game(catapult({12: 2, 1: 2}), markers={"catapult": {"12": 1}})
    play(g, "catapult 3 1")  # 1 -> 2 forest -> 3 swamp
    assert g.markers["catapult"][1] == 1 and g.markers["catapult"][12] == 0
    g = exp_game(catapult({12: 2, 1: 2}), markers={"catapult": {"12": 1}})
    play(g, "abandon 12")
    assert sum(g.markers["catapult"]) == 0
    g = exp_game(catapult({12: 2, 1: 2}), markers={"catapult": {"12": 1}})
    play(g, "decline")
    assert sum(g.markers["catapult"]) == 0 and not race_of(g, 0, "Ratmen").active


def test_X_POW_CATAPULT_needs_the_tokens_no_die():
    g = exp_game(catapult(hand=0), entry(1, "Humans", "Spirit", regions={14: 3}))
    assert "catapult 14 12" not in legal(g)  # 2+3-1 = 4 > the 1 token READY lifts: no final attempt by catapult
    assert "catapult 16 12" in legal(g)  # empty: 2-1 = 1
    with pytest.raises(IllegalAction) as refused:
        play(g, "catapult 14 12")
    assert refused.value.code == Code.NOT_ENOUGH_TOKENS
