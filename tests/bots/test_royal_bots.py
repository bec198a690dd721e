"""The random and greedy bots play games with Royal Bonus, the Slingmen and the Catapult to their end (issue 32,
engineer royal): every piece's moves come from the menu, so no bot needs a table of its own for them."""

from __future__ import annotations

import pytest

from smallworld_tui.bots import make_bot
from smallworld_tui.rules import Game

RACES = ["Fauns", "Igors", "Shrubmen", "Slingmen"]
POWERS = ["Behemoth", "Fireball", "Catapult"]


@pytest.mark.parametrize("seed", range(4))
def test_greedy_and_random_finish_royal_games(seed):
    players = 2 + seed
    bots = [make_bot("greedy" if i % 2 == 0 else "random", seed=seed + i) for i in range(players)]
    g = Game.new(None, ["Ann", "Bob", "Cy", "Dee", "Eve"][:players], seed=seed,
                 races=RACES[seed:] + RACES[:seed], powers=POWERS[seed % 3:] + POWERS[:seed % 3],
                 expansions=["royal", "bna", "spider"])
    moves = 0
    while not g.is_over:
        g.apply(bots[g.current_player].choose(g))
        moves += 1
        assert moves < 3000, "the game does not end"
    assert g.winners
