"""X-POW-MARAUDING, RULING 7: two waves of conquest; ``wave_end`` brings every token beyond 1 per region (Kobolds 2)
back to hand, abandoning nothing; a final attempt ends all conquests."""

from __future__ import annotations

import pytest
from cursedkit import BARROW, IRONWOOD, WISHING, entry, play, position_game

from smallworld_tui.rules import IllegalAction
from smallworld_tui.rules.actions import parse


def test_A26_X_POW_MARAUDING_three_conquests_then_wave_end_seven_in_hand() -> None:
    g = position_game(entry(0, "Ratmen", "Marauding", hand=10))
    play(g, f"conquer {WISHING}", f"conquer {IRONWOOD}", f"conquer {BARROW}")  # 2 tokens each
    assert g.hand(0) == 4
    events = play(g, "wave_end")
    assert g.hand(0) == 4 + 3
    assert [g.region(r).tokens for r in (WISHING, IRONWOOD, BARROW)] == [1, 1, 1]
    assert [e.tokens for e in events if e.kind == "wave_end"] == [3]
    assert "wave_end" not in [a.kind for a in g.legal_actions()]  # once per turn
    with pytest.raises(IllegalAction):
        g.play("wave_end")
    play(g, "conquer 5")  # the second wave conquers on
    assert g.region(5).race == "Ratmen"


def test_A27_X_POW_MARAUDING_final_attempt_in_wave_1_ends_the_conquests() -> None:
    g = position_game(entry(0, "Ratmen", "Marauding", regions={WISHING: 1}, hand=2),
                      entry(1, "Humans", regions={IRONWOOD: 2}), dice=[3])
    play(g, f"roll {IRONWOOD}")
    kinds = [a.kind for a in g.legal_actions()]
    assert "wave_end" not in kinds and "conquer" not in kinds and "roll" not in kinds


def test_X_POW_MARAUDING_kobolds_keep_2_per_region() -> None:
    g = position_game(entry(0, "Kobolds", "Marauding", hand=12))
    play(g, f"conquer {WISHING}")
    play(g, f"conquer {IRONWOOD}")
    g.play(f"conquer {BARROW}")
    assert [g.region(r).tokens for r in (WISHING, IRONWOOD, BARROW)] == [2, 2, 2] and g.hand(0) == 6
    play(g, "wave_end")
    assert g.hand(0) == 6  # nothing beyond 2 per region


def test_X_POW_MARAUDING_the_default_redeployment_puts_tokens_back() -> None:
    g = position_game(entry(0, "Ratmen", "Marauding", regions={WISHING: 4}, hand=0))
    play(g, "wave_end", "end")
    assert g.region(WISHING).tokens == 4


def test_X_POW_MARAUDING_notation_round_trip() -> None:
    g = position_game(entry(0, "Ratmen", "Marauding", regions={WISHING: 4}))
    (action,) = [a for a in g.legal_actions() if a.kind == "wave_end"]
    assert str(action) == "wave_end" and parse(str(action), g) == action
