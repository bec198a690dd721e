"""Random games with Cursed! only (RULES-EXP.md, issue 32): the random bot at 2 to 5 players, invariants after every
move, save -> load -> the same continuation; ``greedy`` plays games with the pack to the end."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from smallworld_tui.bots import make_bot
from smallworld_tui.rules import Game

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]
OURS = ["Hordes of", "Marauding", "Were-", "Ransacking", "Cursed"]


def new_game(players: int, seed: int) -> Game:
    """A Cursed! game whose column starts with the pack's pieces (the rest as dealt)."""
    races = ["Kobolds", "Goblins"] if seed % 2 else ["Goblins", "Kobolds"]
    powers = (OURS * 2)[seed % 5:seed % 5 + 5]
    return Game.new(None, NAMES[:players], seed=seed, races=races, powers=powers, expansions=["cursed"])


def check(g: Game) -> None:
    """Supply (R-COMP-1, the Hordes of tokens outside it), one race per region, coins, banners and badges."""
    on_map: Counter[str] = Counter()
    for rid in range(len(g.board.regions)):
        rs = g.r_race[rid]
        assert (g.r_tokens[rid] > 0) == (rs is not None), rid
        if rs is not None:
            assert rid in rs.regions
            on_map[rs.name] += g.r_tokens[rid]
        if rs is None or rs.power.name != "Hordes of" or not rs.active:
            assert g.markers["hordes"][rid] == 0, rid
    races = [rs for pl in g.p for rs in pl.races()]
    for rs in races:
        tray = g.tray(rs)
        assert 0 <= tray <= rs.race.supply, (rs.title, tray)
        assert rs.hand >= 0 and rs.withdrawn >= 0 and rs.extra >= 0
        if rs.active and rs.power.name == "Hordes of":
            assert sum(g.markers["hordes"][r] for r in rs.regions) + rs.extra <= 2
            assert all(g.markers["hordes"][r] < g.r_tokens[r] for r in rs.regions)
        elif not rs.active:
            assert rs.extra == 0
    assert all(g.coins(s) >= 0 for s in range(len(g.p)))
    names = [c.race for c in g.column_view()]
    banners = g.race_stack + names + [rs.name for rs in races]
    assert sorted(banners) == sorted(g.ruleset.races)
    badges = (g.power_stack + g.power_discard + [c.power for c in g.column_view()]
              + [rs.power.name for rs in races if rs.active or rs.power.spirit])
    assert sorted(badges) == sorted(g.ruleset.powers)


def between_turns(g: Game) -> None:
    """At a player-turn's start every active Kobold region holds 2 tokens (X-RACE-KOBOLDS) and every Hordes of token
    stands with a regular one."""
    for pl in g.p:
        rs = pl.active
        if rs is not None and rs.race.name == "Kobolds":
            assert all(g.r_tokens[r] >= 2 for r in rs.regions), rs.title


@pytest.mark.parametrize("players,seed", [(2 + s % 4, s) for s in range(16)])
def test_X_cursed_random_games_keep_the_invariants(players: int, seed: int) -> None:
    g = new_game(players, seed)
    rng = random.Random(seed)
    saved: tuple[str, tuple[object, ...]] | None = None
    save_at = 25 + seed
    while not g.is_over:
        assert len(g.moves) < 2000, "the game does not end"
        actions = g.legal_actions()
        assert actions and len(set(actions)) == len(actions)
        if len(g.moves) == save_at:
            saved = (g.to_json(), rng.getstate())
        serial = g.serial
        action = rng.choice(actions)
        assert g.copy().legal_actions() == actions
        g.apply(action)
        check(g)
        if g.serial != serial and not g.is_over:
            between_turns(g)
    assert g.winners
    assert saved is not None
    again = Game.from_json(saved[0])  # save -> load -> the same continuation
    rng.setstate(saved[1])  # type: ignore[arg-type]
    while not again.is_over:
        again.apply(rng.choice(again.legal_actions()))
    assert again.to_json() == g.to_json()


@pytest.mark.parametrize("players,seed", [(2, 11), (4, 12)])
def test_X_cursed_greedy_plays_to_the_end(players: int, seed: int) -> None:
    g = new_game(players, seed)
    bot = make_bot("greedy", seed)
    while not g.is_over:
        assert len(g.moves) < 2000
        g.apply(bot.choose(g))
        check(g)
    assert g.winners
