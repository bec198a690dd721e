"""RULES.md sections 1, 3 and 4: components and supply (R-COMP), setup (R-SETUP), the combo column (R-COL).

One test per rule, named after its ID. Positions are set up through Game.from_position (powkit.py); behaviour
is observed through the public API only.
"""

from __future__ import annotations

import random

import pytest
from powkit import dealt, entry, fresh, plus, position_game

from smallworld_tui.rules import POWERS, RACES, Game, IllegalAction, bundled_board
from smallworld_tui.rules.ruleset import DIE_FACES

BANNERS = {"Amazons": (6, 15), "Dwarves": (3, 8), "Elves": (6, 11), "Ghouls": (5, 10), "Giants": (6, 11),
           "Halflings": (6, 11), "Humans": (5, 10), "Orcs": (5, 10), "Ratmen": (8, 13), "Skeletons": (6, 20),
           "Sorcerers": (5, 18), "Tritons": (6, 11), "Trolls": (5, 10), "Wizards": (5, 10)}
BADGES = {"Alchemist": 4, "Berserk": 4, "Bivouacking": 5, "Commando": 4, "Diplomat": 5, "Dragon Master": 5,
          "Flying": 5, "Forest": 4, "Fortified": 3, "Heroic": 5, "Hill": 4, "Merchant": 2, "Mounted": 5,
          "Pillaging": 5, "Seafaring": 5, "Spirit": 5, "Stout": 4, "Swamp": 4, "Underworld": 5, "Wealthy": 4}


# --- R-COMP -----------------------------------------------------------------------------------------------


def test_R_COMP_1_supply_never_exceeded() -> None:
    assert {name: (r.banner, r.supply) for name, r in RACES.items()} == BANNERS
    for name, race in RACES.items():
        if name not in ("Amazons", "Skeletons", "Sorcerers"):
            assert race.banner + 5 == race.supply  # the consistency check of R-COMP-1
    assert RACES["Amazons"].banner + 4 + 5 == RACES["Amazons"].supply
    # Every combo's tokens fit in the supply, Amazons' 4 included.
    for race in RACES.values():
        for power in POWERS.values():
            assert race.banner + race.extra_tokens + power.badge <= race.supply
    # A Lost Tribe region conquered by a race that already holds its whole supply: the race never gets more
    # tokens than exist — Skeletons' gain is capped by the tray.
    regions = [1, 2, 3, 4, 5, 11, 16, 17, 18, 19]
    # 20 tokens on the map = the whole supply
    g = position_game(entry(0, "Skeletons", "Spirit", regions={rid: 2 for rid in regions}), tribes={6: 1, 9: 1})
    g.play("conquer 6")
    g.play("conquer 9")  # 2 non-empty conquests would give +1 Skeleton, but the tray is empty
    g.play("end")
    assert not any(e.kind == "gain" for e in g.log)
    view = g.races(0)[0]
    assert view.tokens_on_map + view.hand + view.withdrawn + view.set_aside <= 20


def test_R_COMP_2_badge_values() -> None:
    assert {name: p.badge for name, p in POWERS.items()} == BADGES
    assert len(POWERS) == 20 and len(RACES) == 14


def test_R_COMP_3_marker_limits_fortresses_and_heroes() -> None:
    g = position_game(entry(0, "Ratmen", "Fortified", regions={rid: 2 for rid in (1, 2, 3, 4, 5, 11, 16)}),
                      markers={"fortress": {rid: 1 for rid in (1, 2, 3, 4, 5, 11)}})  # all 6 Fortresses on the map
    g.play("redeploy " + " ".join(f"{r}:2" for r in (1, 2, 3, 4, 5, 11, 16)))
    assert not any(a.kind == "fortress" for a in g.legal_actions())  # no 7th Fortress
    assert sum(g.region(r.id).fortress for r in g.board.regions) == 6
    # Heroes: at most 2, whatever the number of regions.
    g = position_game(entry(0, "Ratmen", "Heroic", regions={rid: 2 for rid in (1, 2, 3, 4)}))
    g.play("redeploy 1:2 2:2 3:2 4:2")
    assert g.phase_word == "heroes"
    assert all(len(a.layout) <= 2 for a in g.legal_actions() if a.kind == "heroes")
    with pytest.raises(IllegalAction):
        g.play("heroes 1 2 3")
    g.play("end")
    assert sum(g.region(r.id).hero for r in g.board.regions) == 2


def test_R_COMP_4_die_faces() -> None:
    assert sorted(DIE_FACES) == [0, 0, 0, 1, 2, 3]
    with pytest.raises(ValueError):
        dealt(2, dice=[4])
    g = dealt(2, dice=[3, 1], seed=5)
    assert [g.roll_die(), g.roll_die()] == [3, 1]  # injected faces first
    rolls = [g.roll_die() for _ in range(3000)]
    assert set(rolls) == {0, 1, 2, 3}
    assert 1300 < rolls.count(0) < 1700  # half the faces are blank
    # The die is the game's own seeded RNG: same seed, same rolls.
    a, b = dealt(2, seed=9), dealt(2, seed=9)
    assert [a.roll_die() for _ in range(50)] == [b.roll_die() for _ in range(50)]


def test_R_COMP_5_each_player_starts_with_5_coins() -> None:
    for n in (2, 3, 4, 5):
        g = dealt(n)
        assert [g.coins(s) for s in range(n)] == [5] * n
        assert g.coin_history[0] == [5] * n


@pytest.mark.parametrize(("players", "turns"), [(2, 10), (3, 10), (4, 9), (5, 8)])
def test_R_COMP_6_game_length(players: int, turns: int) -> None:
    assert dealt(players).num_turns == turns


# --- R-SETUP ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_R_SETUP_1_map_for_player_count_and_turn_1(players: int) -> None:
    g = dealt(players)
    assert g.board.players == players
    assert g.turn == 1
    assert len(g.board.regions) == len(bundled_board(players).regions)


def test_R_SETUP_2_column_of_six_combos_from_shuffled_stacks() -> None:
    g = dealt(3, races=["Ratmen", "Giants"], powers=["Hill", "Commando"], seed=1)
    col = g.column_view()
    assert len(col) == 6
    assert [c.position for c in col] == [1, 2, 3, 4, 5, 6]
    assert [c.price for c in col] == [0, 1, 2, 3, 4, 5]
    assert all(c.coins == 0 for c in col)
    assert (col[0].race, col[0].power, col[1].race, col[1].power) == ("Ratmen", "Hill", "Giants", "Commando")
    assert len({c.race for c in col}) == 6 and len({c.power for c in col}) == 6
    # The rest is shuffled with the seed: different seeds give different columns, same seed the same.
    columns = {tuple((c.race, c.power) for c in dealt(3, seed=s).column_view()) for s in range(8)}
    assert len(columns) > 1
    assert dealt(3, seed=4).column_view() == dealt(3, seed=4).column_view()


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_R_SETUP_3_lost_tribes_and_mountains_placed(players: int) -> None:
    g = dealt(players)
    for r in g.board.regions:
        view = g.region(r.id)
        if r.lost_tribe:
            assert (view.race, view.tokens, view.owner) == ("Lost Tribe", 1, None)
        else:
            assert view.race is None and view.tokens == 0
        assert view.mountain == (r.terrain == "mountain")


def test_R_SETUP_4_five_coins_and_markers_in_supply() -> None:
    g = dealt(4)
    assert all(g.coins(s) == 5 for s in range(4))
    for r in g.board.regions:
        v = g.region(r.id)
        assert not (v.lair or v.fortress or v.encampments or v.hole or v.hero or v.dragon)
    assert all(g.races(s) == [] for s in range(4))


def test_R_SETUP_5_first_seat_plays_first_then_seat_order() -> None:
    g = dealt(3)
    order = []
    while g.turn == 1 and not g.is_over:
        if g.phase == "pick":
            order.append(g.current_player)
            g.play("pick 1")
        else:
            g.play("end")
    assert order == [0, 1, 2]
    assert g.seat == 0 and g.turn == 2


# --- R-COL ------------------------------------------------------------------------------------------------


def test_R_COL_1_cost_and_coins_on_combos() -> None:
    g = plus(dealt(2), seat=0, coins=[4, 5])
    with pytest.raises(IllegalAction, match="costs 5 coins and you have 4"):
        g.play("pick 6")
    g = plus(g, seat=0, coins=[5, 5])
    assert "pick 6" in [str(a) for a in g.legal_actions()]
    g.play("pick 4")  # index 3: 1 coin on each of indices 0, 1, 2
    assert g.coins(0) == 2
    assert [c.coins for c in g.column_view()[:3]] == [1, 1, 1]
    assert g.column_view()[3].coins == 0


def test_R_COL_2_take_the_coins_on_the_chosen_combo_after_paying() -> None:
    g = dealt(2)
    column = g.position()["column"]
    column[2][2] = 4
    g = plus(g, seat=0, column=column, coins=[2, 5])
    g.play("pick 3")  # pays 2 first (has exactly 2), then takes the 4
    assert g.coins(0) == 4
    g = dealt(2)
    column = g.position()["column"]
    column[3][2] = 5
    g = plus(g, seat=0, column=column, coins=[2, 5])  # the 5 coins on it cannot fund the pick
    with pytest.raises(IllegalAction):
        g.play("pick 4")


def test_R_COL_3_tokens_are_banner_plus_badge() -> None:
    g = dealt(2, races=["Ratmen", "Amazons"], powers=["Merchant", "Commando"])
    g.play("pick 1")
    assert g.hand(0) == 8 + 2
    g.play("end")
    g.play("pick 1")  # Amazons slid up to index 0
    assert g.hand(1) == 6 + 4 + 4  # the Amazons' 4 extra (R-RACE-AMAZONS)


def test_R_COL_4_refill_moves_combos_up_with_their_coins() -> None:
    races = ["Ratmen", "Giants", "Elves", "Orcs", "Humans", "Wizards", "Trolls"]
    powers = ["Hill", "Commando", "Forest", "Swamp", "Merchant", "Wealthy", "Alchemist"]
    g = dealt(2, races=races, powers=powers)
    column = g.position()["column"]
    column[4][2] = 3
    g = plus(g, seat=0, column=column)
    g.play("pick 2")  # Giants; 1 coin on Ratmen
    col = g.column_view()
    assert [c.race for c in col] == ["Ratmen", "Elves", "Orcs", "Humans", "Wizards", "Trolls"]
    assert [c.power for c in col] == ["Hill", "Forest", "Swamp", "Merchant", "Wealthy", "Alchemist"]
    assert [c.coins for c in col] == [1, 0, 0, 3, 0, 0]


def test_R_COL_5_returned_banner_fills_first_free_index() -> None:
    g = position_game(entry(1, "Trolls", "Forest", active=False, regions={9: 1}),
                      entry(0, "Ratmen", "Spirit", regions={4: 1}, hand=5))
    # Race stack empty and only 3 combos left: the returned banner goes to index 3 (position 4).
    g = plus(g, seat=0, race_stack=[], column=g.position()["column"][:3])
    before = [(c.race, c.power) for c in g.column_view()]
    g.play("conquer 9")  # Trolls lose their last region and leave play (R-CONQ-10)
    col = g.column_view()
    assert [(c.race, c.power) for c in col[:3]] == before
    assert len(col) == 4 and col[3].race == "Trolls" and col[3].coins == 0 and col[3].price == 3
    assert col[3].power not in {p for _, p in before}
    # With a full column the banner goes to the bottom of the race stack instead.
    g = position_game(entry(1, "Trolls", "Forest", active=False, regions={9: 1}),
                      entry(0, "Ratmen", "Spirit", regions={4: 1}, hand=5))
    assert len(g.column_view()) == 6
    col = g.column_view()
    g.play("conquer 9")
    assert g.column_view() == col
    assert g.race_stack[-1] == "Trolls"


def test_R_COL_6_discarded_badges_reshuffled_when_power_stack_empty() -> None:
    g = plus(fresh(2, races=["Ratmen"], powers=["Hill"]), entry(0, "Orcs", "Stout", regions={1: 2}), seat=0)
    g.play("decline")
    assert g.races(0)[0].title == "Orcs"
    assert "Stout" in g.power_discard  # the badge is discarded, not returned to the stack
    g = plus(g, seat=1, power_stack=[])
    g.play("pick 1")  # refill needs a badge: the discard pile becomes the power stack
    assert g.column_view()[5].power == "Stout"
    assert g.power_discard == []


def test_R_COL_7_empty_column_skips_pick_but_scores() -> None:
    g = position_game(entry(0, "Ratmen", "Forest", active=False, regions={1: 1, 9: 1}),
                      entry(1, "Humans", "Spirit", regions={20: 2}), column=[], race_stack=[])
    coins = 5  # R-SETUP-4
    assert g.seat == 1 and g.phase == "start"  # nothing to pick: the turn scores and passes on
    assert g.coins(0) == coins + 2
    # With a short column, costs still follow indices.
    g = dealt(2)
    g = plus(g, seat=0, column=g.position()["column"][:2], race_stack=[])
    assert [(c.position, c.price) for c in g.column_view()] == [(1, 0), (2, 1)]
    assert [str(a) for a in g.legal_actions()] == ["pick 1", "pick 2"]


def test_R_COL_8_column_coins_are_public() -> None:
    g = dealt(2)
    g.play("pick 3")
    assert [c.coins for c in g.column_view()] == [1, 1, 0, 0, 0, 0]
    pick = next(e for e in g.log if e.kind == "pick")
    assert pick.paid == 2  # coins paid to the column are in the log (R-HIDE-2)
    assert "paying 2 coins" in g.describe(pick)


def test_random_column_costs_never_exceed_coins() -> None:
    """R-COL-1 over many random picks: a pick is offered only when affordable, and coins never go negative."""
    rng = random.Random(3)
    for seed in range(5):
        g = Game.new(bundled_board(2), ["A", "B"], seed=seed)
        while g.turn <= 3 and not g.is_over:
            actions = g.legal_actions()
            for a in actions:
                if a.kind == "pick":
                    assert a.combo - 1 <= g.coins(g.current_player)
            g.apply(rng.choice(actions))
            assert all(g.coins(s) >= 0 for s in range(2))
