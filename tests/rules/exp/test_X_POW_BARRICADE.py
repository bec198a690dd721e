"""X-POW-BARRICADE (Be Not Afraid..., RULING 26): +3 while occupying 1 to 4 regions."""

from __future__ import annotations

from dameskit import exp_game
from powkit import entry, play, scored

from smallworld_tui.rules import Game


def test_A52_barricade_on_four_seven_on_five_five():
    """Appendix A #52: Barricade on 4 -> 4+3 = 7; Barricade on 5 -> 5."""
    g = exp_game(entry(0, "Ratmen", "Barricade", regions={1: 1, 2: 1, 3: 1, 4: 1}), packs=("bna",))
    events = play(g, "end")
    assert scored(events) == 7
    (score,) = [e for e in events if e.kind == "score"]
    assert ("Barricade: 1 to 4 regions held", 3) in score.lines()
    g = exp_game(entry(0, "Ratmen", "Barricade", regions={1: 1, 2: 1, 3: 1, 4: 1, 9: 1}), packs=("bna",))
    events = play(g, "end")
    assert scored(events) == 5
    (score,) = [e for e in events if e.kind == "score"]
    assert ("Barricade: 5 regions held, not 1 to 4", 0) in score.lines()


def test_X_POW_BARRICADE_no_region_nothing():
    """RULING 26: 0 regions pays nothing."""
    g = exp_game(entry(0, "Ratmen", "Barricade", hand=3), entry(1, "Orcs", "Hill", regions={21: 1}), packs=("bna",))
    assert scored(play(g, "end")) == 0


def test_X_POW_BARRICADE_pick_turn_one_region():
    g = Game.new(None, ["Ann", "Bob"], seed=1, races=["Ratmen"], powers=["Barricade"], expansions=["bna"])
    assert scored(play(g, "pick 1", "conquer 4", "end")) == 1 + 3
