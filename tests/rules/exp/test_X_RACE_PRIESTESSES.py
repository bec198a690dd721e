"""X-RACE-PRIESTESSES (RULING 13): at decline every token gathers in one Ivory Tower, which scores per token."""

from __future__ import annotations

import pytest
from dameskit import exp_again, exp_game
from powkit import entry, legal, play, race_of, scored

from smallworld_tui.rules import Game, IllegalAction

FIVE = {2: 1, 3: 2, 8: 2, 9: 1, 14: 3}  # Grey Peak (8) is the one Mountain


def test_A33_tower_of_five_scores_five_and_costs_eight_on_a_mountain():
    """Appendix A #33: Priestesses decline holding 5 regions -> tower of 5; decline turn scores 5 (not 6); tower on
    a mountain costs 2+5+1 = 8."""
    g = exp_game(entry(0, "Priestesses", "Hill", regions=FIVE), entry(1, "Ratmen", "Hill", regions={13: 8}))
    events = play(g, "decline")
    assert "score" not in [e.kind for e in events]  # the tower comes first
    assert g.phase_word == "tower" and legal(g) == ["tower 2", "tower 3", "tower 8", "tower 9", "tower 14", "end"]
    events = play(g, "tower 8")
    (tower,) = [e for e in events if e.kind == "tower"]
    assert (tower.region, tower.tokens, tower.left) == (8, 5, (2, 3, 9, 14))
    assert g.region(8).tokens == 5 and g.marker("ivory", 8) == 1
    assert all(g.region(r).race is None for r in (2, 3, 9, 14))
    assert scored(events) == 5
    (score,) = [e for e in events if e.kind == "score"]
    assert score.lines() == [("Priestesses: 1 region", 1), ("Priestesses: 4 tokens in the Ivory Tower beyond the "
                                                            "first", 4)]
    assert g.seat == 1 and g.conquest_cost(8) == 8


def test_X_RACE_PRIESTESSES_end_raises_the_default_tower():
    """``end``'s default: the highest defence (here the Mountain), then the lowest id."""
    g = exp_game(entry(0, "Priestesses", "Hill", regions=FIVE))
    play(g, "decline", "end")
    assert g.region(8).tokens == 5 and race_of(g, 0, "Priestesses").regions == {8}
    g = exp_game(entry(0, "Priestesses", "Hill", regions={9: 1, 3: 1, 14: 1}))
    play(g, "decline", "end")
    assert g.region(3).tokens == 3


def test_X_RACE_PRIESTESSES_one_region_needs_no_choice():
    g = exp_game(entry(0, "Priestesses", "Hill", regions={9: 3}))
    events = play(g, "decline")
    assert [e.kind for e in events if e.kind in ("tower", "score")] == ["tower", "score"]
    assert g.region(9).tokens == 1 and g.marker("ivory", 9) == 1 and scored(events) == 1


def test_X_RACE_PRIESTESSES_tower_refused_elsewhere():
    g = exp_game(entry(0, "Priestesses", "Hill", regions=FIVE), entry(1, "Ratmen", "Hill", regions={13: 1}))
    with pytest.raises(IllegalAction):
        g.play("tower 8")  # not declining
    play(g, "decline")
    with pytest.raises(IllegalAction):
        g.play("tower 13")
    with pytest.raises(IllegalAction):
        g.play("skip")  # the tower is not optional
    assert g.phase_word == "tower"


def test_X_RACE_PRIESTESSES_tower_scores_per_token_in_later_turns():
    g = exp_game(entry(0, "Priestesses", "Hill", regions=FIVE))
    play(g, "decline", "tower 14")
    g = exp_again(g, 0)
    events = play(g, "pick 1", "conquer 4", "end")
    assert g.region(4).owner == 0
    (score,) = [e for e in events if e.kind == "score"]
    assert ("Priestesses: 4 tokens in the Ivory Tower beyond the first", 4) in score.lines()
    assert ("Priestesses: 1 region", 1) in score.lines()


def test_A34_dragon_takes_a_five_token_tower_with_one_token():
    """Appendix A #34: Dragon vs a 5-token Ivory Tower -> 1 token; the Priestesses leave play, 5 tokens to the tray."""
    g = exp_game(entry(0, "Priestesses", active=False, regions={9: 5}),
                 entry(1, "Ratmen", "Dragon Master", regions={4: 1}, hand=4), seat=1, markers={"ivory": {"9": 1}})
    assert g.conquest_cost(9) == 2 + 5
    events = play(g, "dragon 9")
    assert g.region(9).owner == 1 and g.region(9).tokens == 1 and g.marker("ivory", 9) == 0
    (lost,) = [e for e in events if e.kind == "loss"]
    assert lost.lost + lost.withdrawn == 5
    assert "leave" in [e.kind for e in events] and g.p[0].declined == []
    assert "Priestesses" not in [rs.name for pl in g.p for rs in pl.races()]


def test_A35_fortified_tower_on_its_fortress_costs_seven_and_the_other_fortress_goes():
    """Appendix A #35: Fortified Priestesses, Fortresses in 2 of 4 regions, tower on the Fortress hill -> cost
    2+4+1 = 7; the other Fortress is removed."""
    g = exp_game(entry(0, "Priestesses", "Fortified", regions={4: 1, 8: 1, 9: 1, 14: 1}),
                 entry(1, "Ratmen", "Hill", regions={3: 8}), markers={"fortress": {"4": 1, "9": 1}})
    play(g, "decline", "tower 4")
    assert g.marker("fortress", 4) == 1 and g.marker("fortress", 9) == 0
    assert g.seat == 1 and g.conquest_cost(4) == 7


def test_X_RACE_PRIESTESSES_stout_builds_at_end_choices_without_a_second_score():
    """Stout Priestesses build the tower after their Stout decline (END_CHOICES), with no second scoring."""
    g = exp_game(entry(0, "Priestesses", "Stout", regions={2: 2, 3: 2}))
    events = play(g, "redeploy 2:2 3:2")
    assert scored(events) == 2 and g.phase_word == "stout"
    coins = g.coins(0)
    events = play(g, "decline")
    assert g.phase_word == "tower" and legal(g) == ["tower 2", "tower 3", "end"]
    events += play(g, "tower 3")
    assert "score" not in [e.kind for e in events] and g.coins(0) == coins
    assert g.region(3).tokens == 2 and g.region(2).race is None and g.seat == 1


def test_X_RACE_PRIESTESSES_spirit_tower_stays_through_a_later_decline():
    g = exp_game(entry(0, "Priestesses", "Spirit", regions={2: 1, 3: 1}))
    play(g, "decline", "end")
    assert g.region(2).tokens == 2
    g = exp_again(g, 0)
    play(g, "pick 1", "conquer 4", "end")
    g = exp_again(g, 0)
    play(g, "decline")
    assert "Priestesses" in [rs.name for rs in g.p[0].declined] and g.region(2).tokens == 2


def test_X_RACE_PRIESTESSES_no_tower_while_active_and_saves_replay():
    g = Game.new(None, ["Ann", "Bob"], seed=4, races=["Priestesses"], powers=["Hill"], expansions=["dames"])
    play(g, "pick 1", "conquer 1", "conquer 2", "end", "pick 1", "end")
    assert g.marker("ivory", 1) == 0 and g.marker("ivory", 2) == 0
    play(g, "decline", "tower 2")
    copy = Game.from_json(g.to_json())
    assert copy.region(2).tokens == 2 and copy.marker("ivory", 2) == 1 and copy.position() == g.position()


def test_X_RACE_PRIESTESSES_tower_notation():
    """'tower R' round-trips (docs/notation.md); a bad region is no move and leaves the question waiting."""
    from smallworld_tui.rules import NotAMove

    g = exp_game(entry(0, "Priestesses", "Hill", regions={2: 1, 3: 2, 8: 2}))
    play(g, "decline")
    (a,) = [a for a in g.legal_actions() if a.kind == "tower" and a.region == 8]
    assert str(a) == "tower 8"
    for text in ("tower 99", "tower", "tower abc"):
        with pytest.raises(NotAMove):
            g.play(text)
    assert g.phase_word == "tower"
    play(g, "TOWER Grey Peak")
    assert g.region(8).tokens == 3
