"""R-RACE-ORCS: +1 coin per non-empty region conquered this turn (R-SCORE-2, R-CONQ-13, R-DECL-5)."""

from __future__ import annotations

from powkit import BARROW, IRONWOOD, KNOLLS, SINKHOLE, WISHING, again, entry, play, position_game, scored


def test_nonempty_conquests_score():
    """Appendix A #38: a Lost Tribe region, an enemy region and an empty region -> +2."""
    g = position_game(entry(0, "Orcs", regions={WISHING: 1}, hand=10), entry(1, "Ratmen", regions={SINKHOLE: 1}),
                      tribes={IRONWOOD: 1})
    play(g, "conquer 2", "conquer 3", "conquer 4")
    assert scored(play(g, "end")) == 4 + 2


def test_dragon_conquest_counts():
    g = position_game(entry(0, "Orcs", "Dragon Master", regions={WISHING: 1}, hand=3),
                      entry(1, "Ratmen", regions={IRONWOOD: 3}))
    play(g, "dragon 2")
    assert scored(play(g, "end")) == 2 + 1


def test_own_in_decline_region_counts_but_not_in_decline():
    g = position_game(entry(0, "Ratmen", active=False, regions={BARROW: 1, KNOLLS: 1}),
                      entry(0, "Orcs", regions={WISHING: 1}, hand=4))
    play(g, "conquer 6")  # own in-decline token: non-empty (R-CONQ-13)
    assert scored(play(g, "end")) == 3 + 1
    g = again(g, 0)
    # Orcs in decline: no bonus; Spirit Orcs keep the Ratmen in play
    assert scored(play(g, "decline")) == 2 + 1


def test_R_SCORE_breakdown_names_the_orcs_bonus():
    """The score event says where every coin came from: regions, race bonus, power bonus (R-SCORE-1, -2)."""
    g = position_game(entry(0, "Orcs", "Pillaging", regions={WISHING: 1}, hand=10),
                      entry(1, "Ratmen", regions={SINKHOLE: 1}))
    play(g, "conquer 2", "conquer 3")
    score = next(e for e in play(g, "end") if e.kind == "score")
    assert score.total == score.coins == 3 + 1 + 1
    assert [(p.source, p.label, p.coins, p.why) for p in score.parts] == [
        ("regions", "Pillaging Orcs", 3, "3 regions"),
        ("race", "Orcs", 1, "1 non-empty region"),
        ("power", "Pillaging", 1, "1 non-empty region"),
    ]
    assert score.lines() == [("Pillaging Orcs: 3 regions", 3), ("Orcs: 1 non-empty region", 1),
                             ("Pillaging: 1 non-empty region", 1)]
