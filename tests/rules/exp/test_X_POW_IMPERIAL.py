"""X-POW-IMPERIAL (Be Not Afraid...): +1 per region occupied beyond 3."""

from __future__ import annotations

from dameskit import exp_game
from powkit import entry, play, scored

SIX = {1: 1, 2: 1, 3: 1, 4: 1, 9: 1, 10: 1}


def test_A52_imperial_on_six_regions_nine():
    """Appendix A #52: Imperial on 6 regions -> 6+3 = 9."""
    g = exp_game(entry(0, "Ratmen", "Imperial", regions=SIX), packs=("bna",))
    events = play(g, "end")
    assert scored(events) == 9
    (score,) = [e for e in events if e.kind == "score"]
    assert ("Imperial: 3 regions beyond 3", 3) in score.lines()


def test_X_POW_IMPERIAL_three_or_fewer_nothing():
    g = exp_game(entry(0, "Ratmen", "Imperial", regions={1: 1, 2: 1, 3: 1}), packs=("bna",))
    assert scored(play(g, "end")) == 3


def test_X_POW_IMPERIAL_in_decline_nothing():
    g = exp_game(entry(0, "Ratmen", "Imperial", active=False, regions=SIX), entry(0, "Orcs", "Hill", regions={21: 1}),
                 packs=("bna",))
    assert scored(play(g, "end")) == 7
