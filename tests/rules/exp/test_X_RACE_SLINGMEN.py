"""X-RACE-SLINGMEN (RULES-EXP.md, RULING 23): conquests two steps away over land or the lake, never a sea, at the
normal cost, +1 coin each; not for the first conquest."""

from __future__ import annotations

import pytest
from royalkit import entry, exp_game, legal, play

from smallworld_tui.rules import IllegalAction
from smallworld_tui.rules.errors import Code

# 2-player map: 6 hill -> 11 farmland -> 16 swamp (16 is adjacent to 11 and 17 only)
# 4-player map: 1 -> the sea 0 -> 2 (no land between); 8 -> the lake 16 -> 25 farmland (no land between)


def test_A47_sling_through_a_farmland_normal_cost_and_a_coin():
    """Appendix A #47: through a farmland -> legal, normal cost, +1 coin."""
    g = exp_game(entry(0, "Slingmen", "Spirit", regions={6: 1}, hand=5), entry(1, "Humans", "Spirit",
                                                                              regions={16: 1}))
    assert "conquer 16" in legal(g) and g.conquest_cost(16) == 2 + 1
    coins = g.coins(0)
    events = play(g, "conquer 16")
    assert [(e.kind, e.region) for e in events if e.kind == "sling"] == [("sling", 16)]
    assert g.coins(0) == coins + 1 and g.region(16).race == "Slingmen"
    events = play(g, "conquer 11")  # adjacent: no coin
    assert not [e for e in events if e.kind == "sling"] and g.coins(0) == coins + 1


def test_A47_through_a_sea_is_illegal_through_the_lake_legal():
    """Appendix A #47: through a sea -> illegal; through the lake -> legal."""
    g = exp_game(entry(0, "Slingmen", "Spirit", regions={1: 1}, hand=8), players=4)
    assert "conquer 2" not in legal(g)
    with pytest.raises(IllegalAction) as refused:
        play(g, "conquer 2")
    assert refused.value.code == Code.NOT_ADJACENT
    g = exp_game(entry(0, "Slingmen", "Spirit", regions={8: 1}, hand=8), players=4)
    assert "conquer 25" in legal(g)
    events = play(g, "conquer 25")
    assert [e.region for e in events if e.kind == "sling"] == [25]


def test_A47_not_as_first_conquest():
    """Appendix A #47: as first conquest -> illegal (no region held: only the border enters, R-CONQ-2)."""
    g = exp_game(entry(0, "Slingmen", "Spirit", regions={}, hand=5))
    assert "conquer 13" not in legal(g) and "conquer 16" in legal(g)
    with pytest.raises(IllegalAction):
        play(g, "conquer 13")
    events = play(g, "conquer 16")
    assert not [e for e in events if e.kind == "sling"]


def test_X_RACE_SLINGMEN_final_attempt_and_immune_targets():
    g = exp_game(entry(0, "Slingmen", "Spirit", regions={6: 1}, hand=1), entry(1, "Humans", "Heroic",
                                                                              regions={17: 1}))
    assert "roll 16" in legal(g)  # two steps away, 2 needed, 1 in hand: the die may make it up
    g = exp_game(entry(0, "Slingmen", "Spirit", regions={6: 1}, hand=5), entry(1, "Humans", "Spirit",
                                                                              regions={16: 1}),
                 markers={"hero": {"16": 1}})
    assert "conquer 16" not in legal(g)  # an immune region cannot be slung into
