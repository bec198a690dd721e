"""X-RACE-SHRUBMEN (RULES-EXP.md, RULING 22): forests the Shrubmen occupy are immune to the other players, active
and in decline; their owner's other races may conquer them."""

from __future__ import annotations

import pytest
from royalkit import entry, exp_game, legal, play, race_of

from smallworld_tui.rules import IllegalAction
from smallworld_tui.rules.errors import Code
from smallworld_tui.rules.scope import shielded

# the 2-player map: 2 Ironwood forest (adjacent to 1, 3, 6, 7, 8), 1 farmland, 6 hill, 9 farmland


def test_A46_in_decline_forest_is_barred_to_the_opponent_dragon_and_open_to_the_owner():
    """Appendix A #46: in-decline Shrubmen in a forest -> the opponent's Dragon (and conquest) illegal, Lava and
    Winter barred; the owner's active race may conquer it, cost 2."""
    g = exp_game(entry(0, "Humans", "Dragon Master", regions={1: 2}, hand=6),
                 entry(1, "Shrubmen", active=False, regions={2: 1, 9: 1}))
    assert "dragon 2" not in legal(g) and "conquer 2" not in legal(g) and "roll 2" not in legal(g)
    with pytest.raises(IllegalAction) as refused:
        play(g, "dragon 2")
    assert refused.value.code == Code.IMMUNE and "immune to other players" in str(refused.value)
    assert g.conquest_cost(2) is None
    humans, shrubmen = g.p[0].active, g.p[1].declined[0]
    assert 2 in shielded(g, humans) and 2 not in shielded(g, shrubmen) and 9 not in shielded(g, humans)  # Lava,
    # Winter ask it
    g = exp_game(entry(1, "Humans", "Flying", regions={1: 2}, hand=6),
                 entry(1, "Shrubmen", active=False, regions={2: 1}), seat=1)
    assert g.conquest_cost(2) == 2  # R-CONQ-14: one's own in-decline tokens add nothing
    play(g, "conquer 2")
    assert g.region(2).race == "Humans" and race_of(g, 1, "Humans").regions >= {2}


def test_X_RACE_SHRUBMEN_active_forest_is_immune_to_sorcerers_and_non_forest_is_not():
    g = exp_game(entry(0, "Sorcerers", "Flying", regions={1: 2}, hand=4),
                 entry(1, "Shrubmen", "Spirit", regions={2: 1, 6: 1}))
    assert "convert 2" not in legal(g) and "convert 6" in legal(g)
    with pytest.raises(IllegalAction):
        play(g, "convert 2")
    assert g.conquest_cost(6) == 3


def test_X_RACE_SHRUBMEN_in_decline_ghouls_of_another_player_are_barred():
    g = exp_game(entry(0, "Ghouls", active=False, regions={1: 4}), entry(1, "Shrubmen", "Spirit", regions={2: 1}))
    assert "ghouls conquer 6" in legal(g) and "ghouls conquer 2" not in legal(g)


def test_X_RACE_SHRUBMEN_forest_cannot_be_slung_or_catapulted_into():
    """X-IA "Immune regions": a Shrubmen forest is no Slingmen or Catapult target of another player."""
    g = exp_game(entry(0, "Slingmen", "Spirit", regions={6: 1}, hand=6), entry(1, "Shrubmen", "Spirit",
                                                                             regions={17: 1, 16: 1}))
    assert "conquer 16" in legal(g)  # a swamp two steps away
    g = exp_game(entry(0, "Slingmen", "Catapult", regions={13: 2}, hand=6), entry(1, "Shrubmen", "Spirit",
                                                                                regions={10: 1, 17: 1}))
    assert not [m for m in legal(g) if m in ("conquer 10", "roll 10") or m.startswith("catapult 10 ")]
    assert "conquer 17" in legal(g) or "roll 17" in legal(g)  # a hill: not shielded


def test_A46_in_decline_forest_takes_no_winter_nor_lava_of_an_opponent():
    """Appendix A #46, the Lava and Winter half: Ann's Ice Witches on Wishing Fields 1 (magic, next to Ironwood 2)
    and her Lava race on Grey Peak 8 (a Mountain next to it) may not put Winter or Lava on Bob's in-decline
    Shrubmen forest; his own Ice Witches may."""
    shrubmen = entry(1, "Shrubmen", active=False, regions={2: 1})
    g = exp_game(entry(0, "Ice Witches", "Spirit", regions={1: 3}), shrubmen)
    play(g, "redeploy 1:3")
    assert g.phase_word == "winter" and "winter 2" not in legal(g) and "winter 6" in legal(g)
    with pytest.raises(IllegalAction):
        g.play("winter 2")
    g = exp_game(entry(0, "Ratmen", "Lava", regions={8: 3}), shrubmen)
    play(g, "redeploy 8:3")
    assert g.phase_word == "lava" and "lava 2" not in legal(g) and "lava 3" in legal(g)
    g = exp_game(entry(1, "Ice Witches", "Spirit", regions={1: 3}), shrubmen, seat=1)
    play(g, "redeploy 1:3")
    assert "winter 2" in legal(g)
