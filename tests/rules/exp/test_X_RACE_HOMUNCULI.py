"""X-RACE-HOMUNCULI (X-INT-2/3, RULING 16): a pick passing over the Homunculi combo lays a Homunculus token from the
tray on it beside the coin; the picker takes them plus min(banner + badge, tray)."""

from __future__ import annotations

import pytest
from bnakit import bna_game, picked
from powkit import NAMES, play

from smallworld_tui.rules import Game
from smallworld_tui.rules.errors import PositionError


def test_A17_bypassed_twice_then_taken():
    """Appendix A #17: the Homunculi combo at index 2 bypassed twice holds 2 coins + 2 Homunculus tokens; a
    Merchant Homunculi picker gets 5 + 2 + 2 = 9 tokens and the 2 coins."""
    g = picked(["Ratmen", "Elves", "Homunculi", "Giants", "Humans", "Orcs", "Trolls"],
               ["Spirit", "Hill", "Merchant", "Swamp", "Forest", "Mounted", "Stout"], players=3)
    events = play(g, "pick 4")
    assert [(e.combo, e.tokens) for e in events if e.kind == "laid"] == [(3, 1)]
    play(g, "end", "pick 4", "end")
    combo = g.column_view()[2]
    assert (combo.race, combo.coins, combo.tokens) == ("Homunculi", 2, 9)
    assert g.position()["column"][2] == ["Homunculi", "Merchant", 2, 2]
    before = g.coins(2)
    events = play(g, "pick 3")
    assert g.hand(2) == 9 and g.coins(2) == before - 2 + 2
    assert [e.tokens for e in events if e.kind == "pick"] == [9]


def test_A18_tokens_on_the_combo_and_the_tray():
    """Appendix A #18 [X-INT-3, RULING 16]: supply 10, 3 tokens on the combo (tray 7), badge 5: 3 + min(10, 7)."""
    g = bna_game(column=[["Homunculi", "Heroic", 0, 3], ["Ratmen", "Flying", 0]])
    assert g.column_view()[0].tokens == 10
    play(g, "pick 1")
    assert g.hand(0) == 10


def test_X_RACE_HOMUNCULI_no_token_when_the_tray_is_empty():
    """RULING 16: only while the tray holds one."""
    g = bna_game(column=[["Homunculi", "Heroic", 0, 10], ["Ratmen", "Flying", 0]])
    events = play(g, "pick 2")
    assert not [e for e in events if e.kind == "laid"]
    assert g.position()["column"][0] == ["Homunculi", "Heroic", 1, 10]


def test_X_RACE_HOMUNCULI_the_combo_replays_from_a_save():
    g = picked(["Ratmen", "Homunculi", "Giants", "Humans", "Orcs", "Trolls"],
               ["Spirit", "Hill", "Merchant", "Swamp", "Forest", "Mounted"])
    play(g, "pick 3", "end")
    again = Game.from_json(g.to_json())
    assert again.position() == g.position() and again.column_view()[1].tokens == 5 + 4 + 1
    assert NAMES[0] in again.players


@pytest.mark.parametrize("combo", [["Homunculi", "Heroic", 0, 3, 4], ["Homunculi", "Heroic", 0, 11],
                                   ["Homunculi", "Heroic", 0, -1], ["Homunculi", "Heroic", 0, "x"]])
def test_X_INT_3_a_bad_combo_in_a_position_is_refused(combo):
    """Tokens lying on a combo: one count, within the race's supply (X-INT-3, RULING 16)."""
    with pytest.raises(PositionError):
        bna_game(column=[combo])
