"""R-RACE-SKELETONS: +1 token per 2 non-empty conquests at REDEPLOY step 1, limited by the tray (R-REDEP-1)."""

from __future__ import annotations

from powkit import AMBER, IRONWOOD, KNOLLS, SINKHOLE, WISHING, WITCHWOOD, entry, play, position_game, race_of

from smallworld_tui.rules import RACES

CHAIN = (IRONWOOD, SINKHOLE, KNOLLS, AMBER, WITCHWOOD)  # each adjacent to the one before


def five_tribes(hand: int):
    g = position_game(entry(0, "Skeletons", regions={WISHING: 1}, hand=hand), tribes={rid: 1 for rid in CHAIN})
    sk = race_of(g, 0, "Skeletons")
    for rid in CHAIN:
        play(g, f"conquer {rid}")  # 3 each
    return g, sk


def test_supply_is_twenty():
    assert RACES["Skeletons"].supply == 20


def test_two_tokens_for_five_nonempty():
    """Appendix A #39: 5 non-empty conquests -> +2."""
    g, sk = five_tribes(15)
    events = play(g, "end")
    gain = [e.tokens for e in events if e.kind == "gain"]
    assert gain == [2]
    assert sum(g.region(r).tokens for r in sk.regions) == 1 + 15 + 2


def test_growth_limited_by_tray():
    """Appendix A #39: the tray holds only 1 -> +1."""
    g, sk = five_tribes(18)
    assert g.tray(sk) == 1
    events = play(g, "end")
    assert [e.tokens for e in events if e.kind == "gain"] == [1]
    assert g.tray(sk) == 0


def test_empty_conquests_give_nothing_nor_in_decline():
    g = position_game(entry(0, "Skeletons", regions={WISHING: 1}, hand=6))
    events = play(g, "conquer 2", "conquer 3", "end")
    assert "gain" not in [e.kind for e in events]
