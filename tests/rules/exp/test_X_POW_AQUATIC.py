"""X-POW-AQUATIC (Royal Bonus, RULING 27): +1 per coastal region, -1 per other one, each region floored at 0."""

from __future__ import annotations

from dameskit import exp_game
from powkit import entry, play, scored

COASTAL = (1, 2, 5)  # Wishing Fields, Ironwood, Deepdelve Peak
INLAND = (3, 4)  # Sinkhole Fen, Windy Knolls
LAKE = 7  # Mirror Lake: water is never coastal (R-MAP-5)


def test_A51_three_coastal_two_inland_six():
    """Appendix A #51: 3 coastal + 2 inland regions -> 5+3-2 = 6."""
    g = exp_game(entry(0, "Ratmen", "Aquatic", regions={r: 1 for r in COASTAL + INLAND}), packs=("royal",))
    events = play(g, "end")
    assert scored(events) == 6
    (score,) = [e for e in events if e.kind == "score"]
    assert ("Aquatic: 3 coastal, 2 other", 1) in score.lines()


def test_A51_water_scores_zero():
    """Appendix A #51: an Aquatic race's water region scores 1-1 = 0 (our test holds the lake through a position:
    a race holds water only with Seafaring, which is another badge)."""
    g = exp_game(entry(0, "Ratmen", "Aquatic", regions={LAKE: 1}), packs=("royal",))
    assert scored(play(g, "end")) == 0


def test_X_POW_AQUATIC_inland_only_never_below_zero():
    g = exp_game(entry(0, "Ratmen", "Aquatic", regions={r: 1 for r in INLAND}), packs=("royal",))
    assert scored(play(g, "end")) == 0


def test_X_POW_AQUATIC_in_decline_no_effect():
    g = exp_game(entry(0, "Ratmen", "Aquatic", active=False, regions={3: 1}), entry(0, "Orcs", "Hill", regions={21: 1}),
                 packs=("royal",))
    assert scored(play(g, "end")) == 2
