"""W-RACE-PANDAREN with RULINGS 1 and 15: at END_CHOICES every other player the Pandaren did not attack this turn
gets a Harmony token (raceless players too); a holder pays the Pandaren's owner 2 coins before his first attack on
the Pandaren in a turn (conquest, attempt, Intimidating use, Portal Mage swap: W-CONQ-8), once per turn; a holder
who cannot pay in full may not attack them; the tokens come back at the Pandaren player's START. Appendix A
scenario 22."""

from __future__ import annotations

import pytest
from wowkit import S1A_FIELDS, S1A_FIELDS_ENTRY, S1A_HILL, S1A_MOUNTAIN, entry, play, wow_game

from smallworld_tui.rules import IllegalAction
from smallworld_tui.rules.coins import Paid
from smallworld_tui.rules.wow.pandaren import HarmonyGiven, holders

PANDAREN = 0
L1A_MAGIC = 10  # a Magic region of face L1a (ids from 7)


def round_one(coins=(5, 5, 5), bob_power="Farmer", pandaren=None, bob=None, cy=()):
    """Ann's Pandaren next to Bob's Orcs on the hill; Cy has no race yet (3 players) unless ``cy`` gives one."""
    return wow_game(entry(0, "Pandaren", regions=pandaren or {S1A_FIELDS: 2, S1A_FIELDS_ENTRY: 2}),
                    entry(1, "Orcs", bob_power, regions=bob or {S1A_HILL: 14}), *cy, players=3, coins=list(coins))


def pandaren_state(g):
    return g.p[PANDAREN].active


def test_scenario_22_round_1_every_opponent_not_attacked_gets_harmony_raceless_ones_too():
    g = round_one()
    events = play(g, "end")
    assert HarmonyGiven(0, "Farmer Pandaren", (1, 2)) in events
    assert holders(g, pandaren_state(g)) == [1, 2] and g.current_player == 1


def test_scenario_22_b_conquers_2_pandaren_regions_and_pays_2_once():
    g = round_one()
    play(g, "end")
    coins_before = g.coins(0)
    first = play(g, f"conquer {S1A_FIELDS}")
    second = play(g, f"conquer {S1A_FIELDS_ENTRY}")
    assert [e for e in first if isinstance(e, Paid)] == [Paid(1, 0, 2, "Pandaren")]
    assert not any(isinstance(e, Paid) for e in second)
    assert g.coins(1) == 5 - 2 and g.coins(0) == coins_before + 2


def test_scenario_22_with_1_coin_b_may_not_conquer_the_pandaren():
    g = round_one(coins=(5, 1, 5))
    play(g, "end")
    assert g.conquest_cost(S1A_FIELDS) is None
    assert not [a for a in g.legal_actions() if a.kind in ("conquer", "roll") and a.region == S1A_FIELDS]
    with pytest.raises(IllegalAction, match="pay"):
        g.play(f"conquer {S1A_FIELDS}")
    assert g.conquest_cost(S1A_MOUNTAIN) is not None  # other regions stay open


def test_scenario_22_with_1_coin_b_may_not_intimidate_the_pandaren():
    g = round_one(coins=(5, 1, 5), bob_power="Intimidating")
    play(g, "end")
    targets = {a.regions[0] for a in g.legal_actions() if a.kind == "intimidate"}
    assert S1A_FIELDS not in targets and S1A_FIELDS_ENTRY not in targets
    with pytest.raises(IllegalAction):
        g.play(f"intimidate {S1A_FIELDS} {S1A_FIELDS_ENTRY}")


def test_W_RACE_PANDAREN_an_intimidating_use_pays_harmony_first_once():
    g = round_one(bob_power="Intimidating")
    play(g, "end")
    events = play(g, f"intimidate {S1A_FIELDS} {S1A_FIELDS_ENTRY}", f"intimidate {S1A_FIELDS} {S1A_FIELDS_ENTRY}")
    assert [e for e in events if isinstance(e, Paid)] == [Paid(1, 0, 2, "Pandaren")]


def test_scenario_22_with_1_coin_b_may_not_swap_the_pandaren():
    g = round_one(coins=(5, 1, 5), bob_power="Portal Mage", pandaren={S1A_HILL: 2}, bob={S1A_MOUNTAIN: 8, L1A_MAGIC: 1})
    play(g, "end")
    swaps = [a.regions for a in g.legal_actions() if a.kind == "swap"]
    assert swaps and all(S1A_HILL not in pair for pair in swaps)


def test_W_RACE_PANDAREN_a_swap_with_the_pandaren_pays_harmony():
    g = round_one(bob_power="Portal Mage", pandaren={S1A_HILL: 2}, bob={S1A_MOUNTAIN: 8})
    play(g, "end")
    other = next(a.regions for a in g.legal_actions() if a.kind == "swap" and S1A_HILL in a.regions)
    events = play(g, "swap " + " ".join(map(str, other)))
    assert [e for e in events if isinstance(e, Paid)] == [Paid(1, 0, 2, "Pandaren")]


def test_W_RACE_PANDAREN_a_player_attacked_this_turn_gets_no_token():
    g = round_one(pandaren={S1A_FIELDS: 4}, bob={S1A_FIELDS_ENTRY: 1, S1A_HILL: 1})
    events = play(g, f"conquer {S1A_FIELDS_ENTRY}", "end")
    assert HarmonyGiven(0, "Farmer Pandaren", (2,)) in events


def test_W_RACE_PANDAREN_a_failed_final_attempt_is_an_attack_too():
    g = wow_game(entry(0, "Pandaren", regions={S1A_FIELDS: 1}, hand=3), entry(1, "Orcs", regions={S1A_HILL: 3}),
                 players=3, dice=[0])
    events = play(g, f"roll {S1A_HILL}", "end")  # needs 5, has 3, rolls 0: fails
    assert any(e.kind == "roll" and not e.success for e in events)
    assert HarmonyGiven(0, "Farmer Pandaren", (2,)) in events


def test_W_RACE_PANDAREN_tokens_come_back_at_the_pandaren_player_s_start():
    g = round_one(cy=(entry(2, "Trolls", regions={L1A_MAGIC: 3}),))
    play(g, "end")
    while g.current_player != PANDAREN:
        play(g, "end")
    assert holders(g, pandaren_state(g)) == []  # back at START: Ann's turn has begun
    play(g, "decline")  # a decline turn has no END_CHOICES: nobody gets a token
    while g.current_player != 1:
        play(g, "end")
    assert g.races(0)[-1].active is False
    assert not any(isinstance(e, Paid) for e in play(g, f"conquer {S1A_FIELDS}"))


@pytest.mark.parametrize("mask", [-1, 8, 1 << 40])
def test_W_RACE_PANDAREN_a_position_s_harmony_mask_names_seats_of_the_game(mask):
    """The Harmony flag is a bit per seat holding a token: in a 3-player game 0 to 7; -1 or a bit beyond the seats
    was accepted by positions and named players that do not exist."""
    from smallworld_tui.rules import PositionError

    pandaren = {**entry(0, "Pandaren", regions={S1A_FIELDS: 2}), "active": False}
    with pytest.raises(PositionError, match="'harmony' is a whole number from 0 to 7"):
        wow_game({**pandaren, "flags": {"harmony": mask}}, players=3, seat=1)
    assert wow_game({**pandaren, "flags": {"harmony": 6}}, players=3, seat=1).position()["races"][0]["flags"] == {
        "harmony": 6}
