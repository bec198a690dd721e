"""X-POW-BEHEMOTH (RULES-EXP.md, RULING 29): two Behemoths of strength N (the swamps held), lowering conquests they
join and guarding their region; withdrawn when it is conquered; gone at decline."""

from __future__ import annotations

import pytest
from royalkit import entry, exp_game, legal, play, race_of

from smallworld_tui.rules import IllegalAction

# 2-player map: swamps 16, 18, 20; 13 farmland (adjacent to 12, 14, 18, 20); 14 hill (adjacent to 13, 20); 12 forest


def behemoths(seat: int = 0, hand: int = 4, pool: int = 1) -> dict:
    return entry(seat, "Humans", "Behemoth", regions={13: 1, 16: 1, 18: 1, 20: 1}, hand=hand, camps=pool)


def test_A56_defence_join_and_withdrawal():
    """Appendix A #56: with 3 swamps, its region with 1 race token costs 2+1+3 = 6; joining a cost-5 conquest ->
    5-3 = 2 tokens; its region conquered -> 1 race token lost, the Behemoth withdrawn."""
    g = exp_game(behemoths(0), entry(1, "Ratmen", "Spirit", regions={12: 1}, hand=8), seat=1,
                 markers={"behemoth": {"13": 1}})
    assert g.conquest_cost(13) == 2 + 1 + 3
    assert "+ 3 Behemoths of Ann" in str(g.cost_breakdown(13))
    events = play(g, "conquer 13")
    humans = race_of(g, 0, "Humans")
    assert [(e.lost, e.withdrawn) for e in events if e.kind == "loss"] == [(1, 0)]
    assert humans.markers_back == 1 and g.markers["behemoth"][13] == 0
    play(g, "end")  # Bob's turn ends: Ann places the withdrawn Behemoth at WITHDRAWALS, as an Encampment
    assert g.current_player == 0 and "withdraw  camps 16:1" in legal(g)
    play(g, "withdraw camps 18:1")
    assert sum(g.markers["behemoth"][r] for r in humans.regions) == 1 and humans.markers_back == 0

    g = exp_game(behemoths(0), entry(1, "Ratmen", "Spirit", regions={14: 3}), markers={"behemoth": {"13": 1}})
    assert g.conquest_cost(14) == 5
    assert "behemoth 14:1" in legal(g) and "behemoth 14:2" in legal(g)
    events = play(g, "behemoth 14:1")
    assert g.region(14).tokens == 2 and g.markers["behemoth"][14] == 1
    assert race_of(g, 0, "Humans").marker_pool == 1  # READY brought the other to hand


def test_X_POW_BEHEMOTH_placed_after_the_redeployment_each_with_a_token():
    g = exp_game(behemoths(0, hand=2, pool=2))
    play(g, "end")
    humans = race_of(g, 0, "Humans")
    assert humans.marker_pool == 0
    assert sorted(r for r in humans.regions if g.markers["behemoth"][r]) == [13, 16]  # the default: fewest first
    g = exp_game(behemoths(0, hand=2, pool=2))
    play(g, "redeploy 13:2 16:1 18:2 20:1")
    assert g.step is not None and g.step.name == "behemoths"
    with pytest.raises(IllegalAction):
        play(g, "behemoths 13:1")  # both must be placed
    with pytest.raises(IllegalAction):
        play(g, "behemoths 1:2")
    play(g, "behemoths 20:2")
    assert g.markers["behemoth"][20] == 2


def test_X_POW_BEHEMOTH_region_is_not_lone_for_sorcerers_and_strength_is_public():
    g = exp_game(behemoths(1, hand=0), entry(0, "Sorcerers", "Flying", regions={12: 2}, hand=3),
                 markers={"behemoth": {"13": 1}})
    assert "convert 13" not in legal(g) and "convert 16" in legal(g)
    assert g.races(1)[0].counts == (("Behemoth strength", 3),)


def test_X_POW_BEHEMOTH_removed_at_decline():
    g = exp_game(behemoths(0), markers={"behemoth": {"13": 1}})
    play(g, "decline")
    assert g.markers["behemoth"][13] == 0 and race_of(g, 0, "Humans").marker_pool == 0


def test_X_POW_BEHEMOTH_a_final_attempt_ends_the_conquests_with_the_behemoths_in_their_region(monkeypatch):
    """R-DIE-5 after a Behemoth-helped final attempt: the Behemoths enter the region with the tokens, then the
    conquests end (the redeployment and its questions see them there)."""
    g = exp_game(behemoths(0, hand=1, pool=1), entry(1, "Ratmen", "Spirit", regions={14: 3}),
                 markers={"behemoth": {"13": 1}}, dice=[3])
    seen = []
    over = type(g)._conquests_over

    def conquests_over(self, rs):
        seen.append((self.markers["behemoth"][14], rs.marker_pool))
        over(self, rs)
    monkeypatch.setattr(type(g), "_conquests_over", conquests_over)
    events = play(g, "behemoth 14:1")
    assert [e.kind for e in events][:4] == ["behemoth", "roll", "loss", "conquer"]  # 2 needed, 1 in hand: the die
    assert seen == [(1, 1)]  # in 14 already, one left in hand (READY brought 13's)
