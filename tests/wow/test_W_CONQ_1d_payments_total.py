"""W-CONQ-1d with RULING 1: every payment an action needs is made in full before it, so an attack owing both the
Aegis' 2 coins (W-ART-AEGIS) and the Harmony toll of 2 (W-RACE-PANDAREN) needs 4 coins: with 3 it is illegal,
whether it is a conquest, an Intimidating use or a Portal Mage swap (W-CONQ-8 attacks)."""

from __future__ import annotations

import pytest
from wowkit import S1A_FIELDS, S1A_HILL, S1A_MOUNTAIN, entry, play, wow_game

from smallworld_tui.rules import IllegalAction
from smallworld_tui.rules.coins import Paid

L1A_MAGIC = 10  # a Magic region of face L1a (ids from 7)
BOB = 1


def pandaren_with_aegis(coins: int, bob_power: str = "Farmer", pandaren: int = S1A_FIELDS,
                        bob: dict[int, int] | None = None):
    """Ann's Pandaren hold the face-up Aegis where they stand; Bob holds one of their Harmony tokens and ``coins``."""
    ann = {**entry(0, "Pandaren", regions={pandaren: 2}), "flags": {"harmony": 1 << BOB}}
    return wow_game(ann, entry(BOB, "Orcs", bob_power, regions=bob or {S1A_HILL: 10}, hand=4), seat=BOB,
                    coins=[5, coins], ap_markers={"Aegis of Aggramar": {"region": pandaren, "up": True}})


def test_W_CONQ_1d_a_conquest_owing_aegis_and_harmony_needs_both_in_full() -> None:
    g = pandaren_with_aegis(3)
    assert g.conquest_cost(S1A_FIELDS) is None
    with pytest.raises(IllegalAction, match="pay"):
        g.play(f"conquer {S1A_FIELDS}")
    g = pandaren_with_aegis(4)
    events = play(g, f"conquer {S1A_FIELDS}")
    assert sorted(e.why for e in events if isinstance(e, Paid)) == ["Aegis of Aggramar", "Pandaren"]
    assert g.coins(BOB) == 0 and g.region(S1A_FIELDS).race == "Orcs"


def test_W_CONQ_1d_an_intimidating_use_owing_aegis_and_harmony_needs_both_in_full() -> None:
    g = pandaren_with_aegis(3, "Intimidating")
    assert not [a for a in g.legal_actions() if a.kind == "intimidate" and a.regions[0] == S1A_FIELDS]
    with pytest.raises(IllegalAction):
        g.play(f"intimidate {S1A_FIELDS}")
    assert g.coins(BOB) == 3
    g = pandaren_with_aegis(4, "Intimidating")
    events = play(g, f"intimidate {S1A_FIELDS}")
    assert sorted(e.why for e in events if isinstance(e, Paid)) == ["Aegis of Aggramar", "Pandaren"]
    assert g.coins(BOB) == 0


def test_W_CONQ_1d_a_swap_owing_aegis_and_harmony_needs_both_in_full() -> None:
    def game(coins: int):
        return pandaren_with_aegis(coins, "Portal Mage", pandaren=S1A_HILL, bob={S1A_MOUNTAIN: 8, L1A_MAGIC: 1})
    g = game(3)
    assert not [a for a in g.legal_actions() if a.kind == "swap" and S1A_HILL in a.regions]
    with pytest.raises(IllegalAction):
        g.play(f"swap {S1A_HILL} {L1A_MAGIC}")
    g = game(4)
    events = play(g, f"swap {S1A_HILL} {L1A_MAGIC}")
    assert sorted(e.why for e in events if isinstance(e, Paid)) == ["Aegis of Aggramar", "Pandaren"]
    assert g.coins(BOB) == 0
