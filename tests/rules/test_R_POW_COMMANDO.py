"""R-POW-COMMANDO: -1 on every conquest, min 1 (R-CONQ-4, R-DECL-5)."""

from __future__ import annotations

from powkit import DEEPDELVE, IRONWOOD, WISHING, entry, play, position_game


def test_minus_one_min_one():
    g = position_game(entry(0, "Ratmen", "Commando", regions={WISHING: 1}, hand=5),
                      entry(1, "Humans", regions={IRONWOOD: 2}))
    assert g.conquest_cost(DEEPDELVE) == 2 + 1 - 1
    assert g.conquest_cost(IRONWOOD) == 2 + 2 - 1
    assert g.conquest_cost(0) is None  # water
    assert g.conquest_cost(6) == 1  # 2 - 1


def test_not_in_decline():
    g = position_game(entry(0, "Ghouls", "Commando", active=False, regions={WISHING: 4}))
    play(g, "ghouls conquer 5")  # 3 tokens: no reduction in decline
    assert g.region(DEEPDELVE).tokens == 3
