"""Random games with all five packs at once (issue 32, integration part B): the pieces whose interactions X-IA and
X-INT-7 rule (Ice Witches and Aquatic, Barbarians and Behemoth, Shrubmen, White Ladies, Lava, Catapult, Slingmen,
Hordes of) on top of the stacks, the random bot at 2 to 5 players, invariants after every move, save -> load -> the
same continuation; ``greedy`` plays one such game to the end."""

from __future__ import annotations

import random

import pytest

from smallworld_tui.bots import make_bot
from smallworld_tui.rules import Game

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]
RACES = ["Ice Witches", "Barbarians", "Shrubmen", "White Ladies", "Slingmen", "Kobolds"]
POWERS = ["Aquatic", "Behemoth", "Lava", "Catapult", "Hordes of", "Peace-loving"]


def new_game(players: int, seed: int) -> Game:
    rng = random.Random(seed)
    return Game.new(None, NAMES[:players], seed=seed, races=rng.sample(RACES, len(RACES)),
                    powers=rng.sample(POWERS, len(POWERS)), expansions="all")


def check(g: Game) -> None:
    """One race per region, supplies (R-COMP-1), coins (R-COMP-5), at most 1 Winter and 1 Lava per region
    (X-COMP-3), Behemoths and Hordes of tokens only with their race, banners and badges conserved."""
    for rid in range(len(g.board.regions)):
        rs = g.r_race[rid]
        assert (g.r_tokens[rid] > 0) == (rs is not None), rid
        if rs is not None:
            assert rid in rs.regions
        assert g.markers["winter"][rid] <= 1 and g.markers["lava"][rid] <= 1, rid
        for kind, power in (("behemoth", "Behemoth"), ("hordes", "Hordes of")):
            if g.markers[kind][rid]:
                assert rs is not None and rs.active and rs.power.name == power, (kind, rid)
                assert g.markers["hordes"][rid] < g.r_tokens[rid] or kind != "hordes", rid
    races = [rs for pl in g.p for rs in pl.races()]
    for rs in races:
        assert 0 <= g.tray(rs) <= rs.race.supply, rs.title
        assert rs.hand >= 0 and rs.withdrawn >= 0
    assert all(g.coins(s) >= 0 for s in range(len(g.p)))
    names = [c.race for c in g.column_view()]
    assert sorted(g.race_stack + names + [rs.name for rs in races]) == sorted(g.ruleset.races)


@pytest.mark.parametrize(("players", "seed"), [(2 + s % 4, s) for s in range(16)])
def test_X_INT_all_packs_random_games_keep_the_invariants(players: int, seed: int) -> None:
    g = new_game(players, seed)
    rng = random.Random(seed)
    saved: tuple[str, object] | None = None
    save_at = 10 + 3 * seed
    while not g.is_over:
        assert len(g.moves) < 3000, "the game does not end"
        actions = g.legal_actions()
        assert actions and len(set(actions)) == len(actions)
        if len(g.moves) == save_at:
            saved = (g.to_json(), rng.getstate())
        g.apply(rng.choice(actions))
        check(g)
    assert g.winners and saved is not None
    again = Game.from_json(saved[0])
    rng.setstate(saved[1])  # type: ignore[arg-type]
    while not again.is_over:
        again.apply(rng.choice(again.legal_actions()))
    assert again.to_json() == g.to_json()


@pytest.mark.parametrize(("players", "seed"), [(3, 21)])
def test_X_INT_all_packs_greedy_plays_to_the_end(players: int, seed: int) -> None:
    g = new_game(players, seed)
    bot = make_bot("greedy", seed)
    while not g.is_over:
        assert len(g.moves) < 3000
        g.apply(bot.choose(g))
        check(g)
    assert g.winners
