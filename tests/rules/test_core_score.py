"""RULES.md sections 11–13: scoring (R-SCORE), game end (R-END) and hidden information (R-HIDE, engine side).

One test per rule, named after its ID. Positions are set up through Game.from_position (powkit.py); behaviour
is observed through the public API only. Map: the 2-player board without Lost Tribes unless a test puts some back.
"""

from __future__ import annotations

import pytest
from powkit import dealt, entry, fresh, plus, position_game

from smallworld_tui.rules import IllegalAction


def score_of(g, seat: int = 0) -> int:
    """Play the rest of ``seat``'s turn with defaults and return what it scored."""
    before = g.coins(seat)
    g.play("end")
    return g.coins(seat) - before


# --- R-SCORE ----------------------------------------------------------------------------------------------


def test_R_SCORE_1_one_coin_per_region_of_every_race_water_included() -> None:
    # a sea, kept in decline (R-POW-SEAFARING)
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 2, 9: 2}), entry(1, "Humans", "Forest"),
                      entry(0, "Orcs", "Seafaring", active=False, regions={0: 1, 1: 1}),
                      entry(0, "Wizards", "Spirit", active=False, regions={17: 1}))
    assert score_of(g) == 2 + 2 + 1


def test_R_SCORE_2_active_race_bonuses() -> None:
    # farmland
    # farmland
    # hill
    g = position_game(entry(0, "Humans", "Merchant", regions={1: 2, 9: 2, 4: 2}), entry(1, "Ratmen", "Forest"))
    assert score_of(g) == 3 + 2 + 3  # regions + Humans + Merchant
    # Wealthy: +7 on the race's first turn only; Ratmen give nothing.
    g = fresh(2, races=["Ratmen"], powers=["Wealthy"])
    g.play("pick 1")
    g.play("conquer 4")
    assert score_of(g) == 1 + 7
    g.play("pick 1")
    g.play("end")
    assert score_of(g) == 1


def test_R_SCORE_3_in_decline_bonuses_only_dwarves() -> None:
    # mine
    # mine
    g = position_game(entry(0, "Ratmen", "Forest", hand=0), entry(1, "Humans", "Forest"),
                      entry(0, "Dwarves", "Forest", active=False, regions={5: 1, 2: 1, 4: 1}))
    assert score_of(g) == 3 + 2
    # farmland
    # farmland, with a Fortress
    g = position_game(entry(0, "Ratmen", "Forest"), entry(1, "Humans", "Forest"),
                      entry(0, "Humans", "Fortified", active=False, regions={1: 1, 9: 1}), markers={"fortress": {9: 1}})
    assert score_of(g) == 2  # no Humans bonus, no Fortress coin in decline


def test_R_SCORE_4_ghoul_conquests_do_not_feed_the_active_race() -> None:
    g = position_game(entry(0, "Orcs", "Pillaging", regions={20: 2}), entry(1, "Humans", "Forest", regions={3: 1}),
                      entry(0, "Ghouls", "Forest", active=False, regions={4: 4}), tribes={9: 1})
    g.play("ghouls conquer 9")  # non-empty, by the Ghouls
    g.play("ghouls end")
    assert score_of(g) == 3 + 0  # 2 Ghoul regions + 1 Orc region; no Orcs/Pillaging bonus


def test_R_SCORE_5_coins_go_to_the_player_total() -> None:
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 2}), entry(1, "Humans", "Forest", regions={20: 2}))
    other = g.coins(1)
    before = g.coins(0)
    events = g.play("end")
    score = next(e for e in events if e.kind == "score")
    assert (score.seat, score.coins) == (0, 1)
    assert g.coins(0) == before + 1 and g.coins(1) == other


# --- R-END ------------------------------------------------------------------------------------------------


def test_R_END_1_game_ends_after_last_player_turn_of_last_turn() -> None:
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 2}), entry(1, "Humans", "Forest", regions={20: 2}))
    g = plus(g, seat=0, turn=g.num_turns)
    g.play("end")
    assert not g.is_over and g.seat == 1
    coins = [g.coins(0), g.coins(1)]
    g.play("end")
    assert g.is_over and g.phase == "over" and g.legal_actions() == []
    assert [g.coins(0), g.coins(1)] == [coins[0], coins[1] + 1]  # only the last turn's score, no bonus
    with pytest.raises(IllegalAction, match="over"):
        g.play("end")
    assert g.turn == g.num_turns


def test_R_END_2_tiebreak_tokens_on_map() -> None:
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 5}, hand=2),  # tokens in hand do not count
                      entry(1, "Humans", "Forest", regions={20: 3}),
                      # Bob: 6 tokens on the map, the in-decline ones included
                      entry(1, "Orcs", "Forest", active=False, regions={16: 1, 11: 1, 17: 1}))
    g = plus(g, seat=1, turn=g.num_turns, coins=[20, 16])  # Bob scores 4 this turn: tie at 20
    g.play("end")
    assert g.coins(0) == g.coins(1) == 20
    assert (g.tokens_on_map(0), g.tokens_on_map(1)) == (5, 6)
    assert g.winners == [1]
    # Markers (Encampments) do not count either.
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 6}),
                      entry(1, "Humans", "Bivouacking", regions={20: 3, 21: 2}, camps=0), markers={"camps": {20: 5}})
    g = plus(g, seat=1, turn=g.num_turns, coins=[9, 7])
    g.play("end")
    assert g.coins(0) == g.coins(1) and g.winners == [0]


def test_R_END_3_still_tied_shared_victory() -> None:
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 4}), entry(1, "Humans", "Forest", regions={20: 4}))
    g = plus(g, seat=1, turn=g.num_turns, coins=[12, 11])
    g.play("end")
    assert g.is_over and g.winners == [0, 1]


# --- R-HIDE (engine side) ---------------------------------------------------------------------------------


def test_R_HIDE_1_coin_totals_secret_in_a_determinized_copy() -> None:
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 2}), entry(1, "Humans", "Forest", regions={20: 2}),
                      coins=[7, 31])
    seen = g.determinized(0, seed=1)
    assert seen.coins(0) == 7 and seen.coins(1) == 7  # Bob's secret total is not leaked to Ann's copy
    assert g.coins(1) == 31  # the real game is untouched
    # At R-END the totals are known: the log's 'over' and every score are then readable.
    g = plus(g, seat=1, turn=g.num_turns)
    g.play("end")
    assert g.is_over and [g.coins(0), g.coins(1)] == [7, 32]


def test_R_HIDE_2_public_information_is_exposed() -> None:
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 2, 17: 1}), entry(1, "Humans", "Forest", regions={9: 2}),
                      dice=[2])
    view = g.races(0)[0]
    assert (view.name, view.power, view.active, view.hand, view.regions) == ("Ratmen", "Forest", True, 1, 2)
    events = g.play("roll 3")  # a die roll is public and described with its face
    roll = next(e for e in events if e.kind == "roll")
    assert "2" in g.describe(roll)
    reg = g.region(9)
    assert (reg.owner, reg.race, reg.tokens, reg.in_decline) == (1, "Humans", 2, False)
    assert len(g.column_view()) == 6 and all(c.coins >= 0 for c in g.column_view())


def test_R_HIDE_3_income_hidden_unless_revealed() -> None:
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 2, 9: 2, 17: 2}), entry(1, "Humans", "Forest"))
    events = g.play("end")
    score = next(e for e in events if e.kind == "score")
    assert score.coins == 3
    hidden = g.describe(score)
    assert "3" not in hidden and "Ann" in hidden
    assert "3 coins" in g.describe(score, reveal_coins=True)


def test_R_HIDE_4_stack_order_below_the_top_is_hidden() -> None:
    g = dealt(3, seed=5)
    tops = set()
    for seed in range(6):
        d = g.determinized(0, seed)
        assert d.column_view() == g.column_view()  # the column is public and kept
        d.play("pick 1")
        tops.add(d.column_view()[5])  # the next combo drawn comes from a re-dealt stack
    assert len(tops) > 1


def test_R_SCORE_3_breakdown_per_race_in_decline_and_flat_bonuses() -> None:
    """Each race of the player has its own regions line; an in-decline race shows only its decline bonus."""
    # mine
    g = position_game(entry(0, "Ratmen", "Alchemist", regions={9: 2}), entry(1, "Humans", "Forest"),
                      entry(0, "Dwarves", "Forest", active=False, regions={5: 1, 4: 1}))
    score = next(e for e in g.play("end") if e.kind == "score")
    assert [(p.source, p.label, p.coins) for p in score.parts] == [
        ("regions", "Alchemist Ratmen", 1), ("power", "Alchemist", 2), ("regions", "Dwarves", 2),
        ("race", "Dwarves", 1)]
    assert sum(p.coins for p in score.parts) == score.total == 6
    assert score.parts[1].why == "every turn while active" and score.parts[3].why == "1 mine region"
