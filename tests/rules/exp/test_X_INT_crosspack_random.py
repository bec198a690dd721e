"""Random games with all five packs (RULES-EXP X-INT, issue 32): combos that cross packs forced to the top of the
column (Soul-Touch Ghouls beside Skags, Copycat beside Hordes of, Behemoth, Fireball, Catapult and a Homunculi combo
holding tokens), a random legal move each time; invariants after every move (supply, coins, pieces); save -> load ->
the same continuation; the final save replays to the same winners."""

from __future__ import annotations

import random

import pytest

from smallworld_tui.rules import Game, bundled_board

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]
COMBOS = [(["Ghouls", "Skags", "Igors"], ["Soul-Touch", "Hordes of", "Copycat"]),
          (["Witch Doctors", "Skags", "Ghouls"], ["Copycat", "Behemoth", "Soul-Touch"]),
          (["Kobolds", "Skags", "Humans"], ["Hordes of", "Copycat", "Fireball"]),
          (["Ghouls", "Elves", "Skags"], ["Copycat", "Soul-Touch", "Historian"]),
          (["Igors", "Skags", "Homunculi"], ["Catapult", "Wealthy", "Copycat"])]
MAX_MOVES = 3000


def check(g: Game) -> None:
    """Coins never below 0; every race's tray within its supply, its counts never negative, its regions its own;
    Hordes of tokens only beside a regular token of a Hordes of race."""
    assert all(g.coins(seat) >= 0 for seat in range(len(g.p)))
    for rs in g.all_races():
        assert 0 <= g.tray(rs) <= rs.race.supply, rs.title
        assert min(rs.hand, rs.extra, rs.withdrawn, rs.marker_pool) >= 0, rs.title
        assert all(g.r_race[rid] is rs and g.r_tokens[rid] > 0 for rid in rs.regions)
    for rid, n in enumerate(g.markers["hordes"]):
        if n:
            rs = g.r_race[rid]
            assert rs is not None and rs.power.name == "Hordes of" and n < g.r_tokens[rid], rid


def play_game(players: int, seed: int) -> Game:
    races, powers = COMBOS[seed % len(COMBOS)]
    g = Game.new(bundled_board(players), NAMES[:players], seed=seed, races=races, powers=powers, expansions="all")
    rng = random.Random(seed)
    save_at = rng.randrange(20, 120)
    while not g.is_over:
        assert len(g.moves) < MAX_MOVES, "the game does not end"
        actions = g.legal_actions()
        assert actions
        if len(g.moves) == save_at:
            twin = Game.from_json(g.to_json())
            assert twin.position() == g.position()
            follow = rng.choice(actions)
            for game in (g, twin):
                game.apply(follow)
            assert twin.position() == g.position()
        else:
            g.apply(rng.choice(actions))
        check(g)
    return g


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_X_INT_random_games_with_all_packs_keep_the_invariants(players: int) -> None:
    for combo in range(len(COMBOS)):  # each combo once per player count
        g = play_game(players, 10 * players + combo)
        assert g.is_over and g.winners
        assert Game.from_json(g.to_json()).winners == g.winners
