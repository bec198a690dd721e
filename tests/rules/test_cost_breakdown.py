"""``game.cost_breakdown(R)`` is ``conquest_cost(R)`` part by part (R-CONQ-4, W-CONQ-4): along random games of both
rulesets, on every region of every position, its total is the engine's cost, its parts sum to it (the minimum a
part), its reason is the engine's refusal where the cost is None, and its coins are the tolls owed (W-CONQ-1d)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from test_movegen_scan import POWERS, RACES

from smallworld_tui.rules import CostBreakdown, CostPart, Game, bundled_board
from smallworld_tui.rules.wow import WOW
from smallworld_tui.rules.wow.conquest import owed


def _check_position(g: Game, seen: Counter[str]) -> None:
    rs = g.acting_race
    seen["positions"] += 1
    for rid in range(len(g.board.regions)):
        cost = g.conquest_cost(rid)
        got = g.cost_breakdown(rid)
        assert got.total == cost, (rid, cost, got)
        if cost is None:
            assert got.reason == g.target_problem(rid) != "" and got.parts == () and got.coins == ()
            continue
        assert sum(part.tokens for part in got.parts) == cost, got
        assert got.parts[0] == CostPart("base", 2) and all(part.tokens for part in got.parts), got
        if g.ruleset is WOW:
            assert [(c.seat, c.coins) for c in got.coins] == [(s, n) for s, n, _ in owed(g, rs, rid)]
        else:
            assert got.coins == ()
        seen["targets"] += 1
        for part in got.parts[1:]:
            seen["reduction" if part.tokens < 0 else part.label.split(" ")[0]] += 1
        seen["coins"] += bool(got.coins)


def _play(g: Game, rng: random.Random, seen: Counter[str]) -> None:
    while not g.is_over:
        _check_position(g, seen)
        g.apply(rng.choice(g.legal_actions()))


def test_R_CONQ_4_breakdown_is_the_cost_on_every_region_of_random_base_games():
    seen: Counter[str] = Counter()
    for seed in range(40):
        players = 2 + seed % 4
        races = RACES[seed % 14:] + RACES[:seed % 14]
        powers = POWERS[3 * seed % 20:] + POWERS[:3 * seed % 20]
        g = Game.new(bundled_board(players), [f"P{i}" for i in range(players)], seed=seed, races=races[:6],
                     powers=powers[:6])
        _play(g, random.Random(seed), seen)
    assert seen["positions"] > 3000 and seen["targets"] > 10000, seen
    for kind in ("mountain", "reduction", "tokens", "token", "Lost", "Troll", "Fortress", "Encampments"):  # met
        assert seen[kind] > 0, (kind, seen)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_W_CONQ_4_breakdown_is_the_cost_on_every_region_of_random_wow_games(players):
    seen: Counter[str] = Counter()
    for seed in range(25):
        g = Game.new(None, [f"P{i}" for i in range(players)], seed=100 * players + seed, ruleset=WOW)
        _play(g, random.Random(seed), seen)
    assert seen["positions"] > 1000 and seen["targets"] > 5000, seen
    for kind in ("mountain", "travel", "reduction", "tokens", "Murloc"):
        assert seen[kind] > 0, (kind, seen)


def test_R_CONQ_4_breakdown_names_each_term_in_its_own_words():
    """Giants with Commando next to a Lost Tribe on a mountain: base, mountain, the tribe, the power's cut; the line
    reads as a sum; a refused region has no parts and the engine's reason."""
    g = Game.new(bundled_board(3), ["Ann", "Bob", "Cy"], seed=7, races=["Giants"], powers=["Commando"])
    g.play("pick 1")
    lines = {rid: g.cost_breakdown(rid).line() for rid in range(len(g.board.regions))}
    assert "2 base + 1 mountain \N{MINUS SIGN} 1 Commando = 2" in lines.values()
    assert "2 base + 1 Lost Tribe token \N{MINUS SIGN} 1 Commando = 2" in lines.values()
    water = next(r.id for r in g.board.regions if r.water)
    assert g.cost_breakdown(water) == CostBreakdown(reason=g.target_problem(water))
    assert str(g.cost_breakdown(water)) == g.target_problem(water)


def test_R_POW_BERSERK_breakdown_takes_the_roll_off_then_adds_up_to_the_minimum():
    """R-CONQ-4: Berserk subtracts its die before the max(1, raw): the minimum is a part, so the parts still sum."""
    g = Game.new(bundled_board(3), ["Ann", "Bob", "Cy"], seed=7, races=["Ratmen"], powers=["Berserk"], dice=[3])
    g.play("pick 1")
    g.play("berserk")
    empty = next(r.id for r in g.board.regions if g.conquest_cost(r.id) is not None and not r.mountain
                 and g.region(r.id).race is None)
    got = g.cost_breakdown(empty)
    assert got.parts == (CostPart("base", 2), CostPart("Berserk roll", -3), CostPart("to the minimum of 1", 2))
    assert got.total == g.conquest_cost(empty) == 1
    assert got.line() == "2 base \N{MINUS SIGN} 3 Berserk roll + 2 to the minimum of 1 = 1"
