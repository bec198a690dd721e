"""The combo sweep (issue 11): every race-power pair of the WoW catalogue (W-COMP-1/2, 16 x 20 = 320)
is forced into a game and played until that combo has conquered, redeployed and declined (or the game ended), with
the invariants checked after every move: supplies, the W-COMP-3 marker limits, the 12 Artifact/Place markers, one
race per region, every conquest within reach (never across islands, W-MAP-3), coins never negative.

Pairs are dealt several per game, one per seat (a Latin shift keeps races and powers distinct within a game): each
seat takes combo 1 of the forced column, so seat k plays pair k. The forced seats prefer conquering until their
combo has conquered and redeployed, then decline; every other choice is a random legal move.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from test_W_COMP import MISSING_POWERS, MISSING_RACES, POWER_TABLE, RACE_TABLE
from test_wow_properties import step
from wowkit import NAMES

from smallworld_tui.rules import Game
from smallworld_tui.rules.wow import WOW

RACES, POWERS = sorted(WOW.races), sorted(WOW.powers)
PAIRS = [(r, p) for r in RACES for p in POWERS]
LIMITS = {"wisp": 9, "fort": 10, "tower": 6, "objective": 2, "beast": 5, "champion": 1, "harmony": 4,
          "bomb": 12}  # W-COMP-3 (kinds this build has not got yet are skipped)


def test_W_COMP_the_sweep_covers_every_pair_of_the_catalogue():
    """The swept pairs are exactly races x powers of the WoW stacks; 320 once Goblins and Championing are in."""
    games = [pairs for shift in range(len(POWERS)) for pairs in deal(shift)]
    swept = [pair for pairs in games for pair in pairs]
    assert sorted(swept) == sorted(PAIRS) and len(PAIRS) == len(RACES) * len(POWERS)
    missing = sorted(set(RACE_TABLE) - set(RACES)) + sorted(set(POWER_TABLE) - set(POWERS))
    assert missing == sorted(MISSING_RACES) + sorted(MISSING_POWERS)  # W-COMP names the same gap
    if missing:
        pytest.xfail(f"{len(PAIRS)} of 320 pairs swept: not in the catalogue yet: {', '.join(missing)}")
    assert len(PAIRS) == 16 * 20 == 320


def deal(shift: int, size: int = 0) -> Iterator[list[tuple[str, str]]]:
    """The pairs of one Latin shift (race i with power i + shift), split into games of ``size`` seats (2-5)."""
    pairs = [(race, POWERS[(i + shift) % len(POWERS)]) for i, race in enumerate(RACES)]
    size = size or 2 + shift % 4
    while pairs:
        k = size if len(pairs) - size != 1 else size - 1
        k = min(k, len(pairs)) if len(pairs) > 1 else 1
        yield pairs[:k]
        pairs = pairs[k:]


def check_limits(g: Game) -> None:
    for kind, limit in LIMITS.items():
        if kind in g.markers:
            assert sum(g.markers[kind]) <= limit, f"W-COMP-3: {sum(g.markers[kind])} {kind} markers"
    assert sum(g.mountain) <= 10
    for pl in g.p:  # W-RACE-TAUREN, RULING 36: an active race never holds a region with fewer than its minimum
        rs = pl.active
        if rs is not None and rs.race.min_pieces > 1:
            assert all(g.r_tokens[rid] + g.holders(rid) >= rs.race.min_pieces for rid in rs.regions), rs.regions


def sweep_game(pairs: list[tuple[str, str]], seed: int) -> dict[int, set[str]]:
    """Play one game with ``pairs`` dealt to seats 0..k-1 (k >= 2 players); return what each forced combo did."""
    players = max(2, len(pairs))
    races, powers = [r for r, _ in pairs], [p for _, p in pairs]
    g = Game.new(None, NAMES[:players], seed=seed, ruleset=WOW, races=races, powers=powers)  # islands drawn
    regions = g.board.regions
    assert all(regions[n].part == r.part for r in regions for n in r.adjacent)  # W-MAP-3
    done: dict[int, set[str]] = {seat: set() for seat in range(len(pairs))}
    rng = random.Random(seed)
    for _ in range(5000):
        if g.is_over:
            break
        seat = g.current_player
        forced = g.p[seat].active
        mine = seat in done and forced is not None and (forced.name, forced.power.name) == pairs[seat]
        legal = g.legal_actions()
        if g.phase == "pick" and seat in done and not done[seat]:
            action = next(a for a in legal if a.kind == "pick" and a.combo == 1)
        elif mine and {"conquer", "redeploy"} <= done[seat] and any(a.kind == "decline" for a in legal):
            action = next(a for a in legal if a.kind == "decline")
        else:
            if mine:  # no decline before the combo has conquered and redeployed
                legal = [a for a in legal if a.kind != "decline"] or legal
            wanted = [a for a in legal if a.kind not in ("end", "decline", "redeploy")]
            eager = 0.9 if mine and "conquer" not in done[seat] else 0.7
            action = rng.choice(wanted if wanted and rng.random() < eager else legal)
        for e in step(g, rng, action):
            if mine and getattr(e, "seat", None) == seat and e.kind in ("conquer", "redeploy", "decline"):
                done[seat].add(e.kind)
        if seat in done and g.p[seat].active is not None and not done[seat]:
            assert (g.p[seat].active.name, g.p[seat].active.power.name) == pairs[seat]
        check_limits(g)
    assert g.is_over and g.winners
    return done


@pytest.mark.parametrize("shift", range(len(POWERS)))
def test_W_COMP_combo_sweep_every_pair_conquers_redeploys_and_declines(shift):
    """Each pair twice, in games of two different sizes, on islands drawn by the seed."""
    for size in (2 + shift % 4, 2 + (shift + 2) % 4):
        played = 0
        for n, pairs in enumerate(deal(shift, size)):
            done = sweep_game(pairs, seed=1000 * shift + 10 * size + n)
            for seat, pair in enumerate(pairs):
                assert done[seat] == {"conquer", "redeploy", "decline"}, (pair, done[seat])
            played += len(pairs)
        assert played == len(RACES)
