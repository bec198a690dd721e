"""Be Not Afraid... in random games (exp.md, tests): seeded games with the pack alone at 2-5 players, its races and
powers forced to the top of the stacks, the invariants checked after every move (supplies, coins, Pots of Gold,
banners and badges conserved), a copy listing the same moves, save -> load -> the same continuation; the random
bot and ``greedy`` play bna games to the end."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from powkit import NAMES

from smallworld_tui.bots import make_bot
from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.numbers import MARKER_COUNTS

BNA_RACES = ["Barbarians", "Homunculi", "Leprechauns", "Pixies", "Witch Doctors"]
BNA_POWERS = ["Corrupt", "Mercenary"]
BASE_POWERS = ["Alchemist", "Bivouacking", "Dragon Master", "Heroic", "Stout", "Fortified"]


def bna_random(players: int, seed: int) -> Game:
    rng = random.Random(seed)
    races = rng.sample(BNA_RACES, 5) + ["Sorcerers", "Ghouls"]
    powers = rng.sample(BNA_POWERS + BASE_POWERS[:3], 5) + BASE_POWERS[3:]
    return Game.new(bundled_board(players), NAMES[:players], seed=seed, races=races, powers=powers,
                    expansions=["bna"])


def check(g: Game) -> None:
    ruleset = g.ruleset
    on_map: Counter[str] = Counter()
    for rid in range(len(g.board.regions)):
        rs = g.r_race[rid]
        assert (g.r_tokens[rid] > 0) == (rs is not None) or g.r_tribe[rid]
        if rs is not None:
            on_map[rs.name] += g.r_tokens[rid]
        if g.marker("pot", rid):  # X-RACE-LEPRECHAUNS: one pot, only in a region of the Leprechauns
            assert g.marker("pot", rid) == 1 and rs is not None and rs.name == "Leprechauns"
    pots = sum(g.markers["pot"])
    assert g.counters.get("pots", 0) <= MARKER_COUNTS["pot"] and pots <= g.counters.get("pots", 0)
    in_play = []
    for pl in g.p:
        assert pl.coins >= 0  # R-COMP-5, X-INT-7
        for rs in pl.races():
            in_play.append(rs)
            assert min(rs.hand, rs.withdrawn, rs.offmap) >= 0
            assert on_map[rs.name] + rs.hand + rs.withdrawn + rs.offmap <= rs.race.supply, rs.name  # R-COMP-1
            if not rs.active:
                assert rs.offmap == 0
    for race, _power, found, *lying in g.column:  # X-INT-3: tokens on a combo never beyond its supply
        assert found >= 0 and all(0 < n <= ruleset.races[race].supply for n in lying)
    banners = g.race_stack + [c[0] for c in g.column] + [rs.name for rs in in_play]
    assert sorted(banners) == sorted(ruleset.races)
    badges = (g.power_stack + g.power_discard + [c[1] for c in g.column]
              + [rs.power.name for rs in in_play if rs.active or rs.power.spirit])
    assert sorted(badges) == sorted(ruleset.powers)


def between_turns(g: Game) -> None:
    for pl in g.p:
        for rs in pl.races():
            assert rs.withdrawn == 0
            assert rs.hand == 0 or not rs.regions, (rs.name, rs.hand)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_X_bna_random_games_keep_the_invariants(players: int) -> None:
    for seed in range(3):
        g = bna_random(players, seed * 7 + players)
        rng = random.Random(seed)
        save_at = 10 + seed * 6
        saved = None
        while not g.is_over:
            assert len(g.moves) < 2000, "the game does not end"
            actions = g.legal_actions()
            assert actions and len(set(actions)) == len(actions)
            if len(g.moves) % 7 == 0:
                assert g.copy().legal_actions() == actions
            if len(g.moves) == save_at:
                saved = (g.to_json(), rng.getstate())
            serial = g.serial
            action = rng.choice(actions)
            assert g.copy().play(str(action)) is not None  # the notation reads back to a legal move
            g.apply(action)
            check(g)
            if g.serial != serial and not g.is_over:
                between_turns(g)
        assert g.winners
        for event in g.log:
            assert g.describe(event) and g.describe(event, reveal_coins=True)
        assert saved is not None
        text, state = saved
        loaded = Game.from_json(text)
        assert loaded.to_json() == text
        rng.setstate(state)
        while not loaded.is_over:
            loaded.apply(rng.choice(loaded.legal_actions()))
        assert loaded.to_json() == g.to_json() and loaded.winners == g.winners


@pytest.mark.parametrize("players", [2, 4])
def test_X_bna_greedy_bots_finish_games(players: int) -> None:
    g = bna_random(players, 100 + players)
    bots = [make_bot("greedy", seat) for seat in range(players)]
    while not g.is_over:
        assert len(g.moves) < 2000
        g.apply(bots[g.current_player].choose(g))
        check(g)
    assert g.winners
