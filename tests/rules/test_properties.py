"""Random legal games on every map, checking invariants after every move (DESIGN.md, testing conventions).

Strategy: a seed and a list of choice indices. Move i plays ``actions[choices[i] % len(actions)]`` while the list
lasts, then a choice from an RNG seeded by the seed, so hypothesis can shrink a failing game to a short one.
After every move: token supply (R-COMP-1, Lost Tribes ≤ 18), one race per region (R-MAP-7), coins never
negative (R-COMP-5), marker limits (R-COMP-3, X-COMP-3), several other legal actions apply without error on copies;
the game ends within a bound; save → load at a random point gives the same game and the same continuation.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.numbers import MARKER_COUNTS

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]
MAX_MOVES = 1500  # a random game on the 5-player map takes ~100 moves
LIMITS = {"lair": 10, "fortress": 6, "mountain": 9, "hole": 2, "hero": 2, "dragon": 1}

SETTINGS = settings(max_examples=30, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow])


def check_invariants(g: Game) -> None:
    n = len(g.board.regions)
    views = [g.region(r) for r in range(n)]
    on_map: Counter[str] = Counter()
    tribe = 0
    markers: Counter[str] = Counter()
    for v in views:
        # R-MAP-7: tokens > 0 iff something is there; a Lost Tribe region is ownerless and in no race.
        assert (v.tokens > 0) == (v.race is not None), v
        if v.race == "Lost Tribe":
            assert v.owner is None and not v.in_decline
            tribe += v.tokens
        elif v.race is not None:
            assert v.owner is not None
            on_map[v.race] += v.tokens
        else:
            assert v.owner is None
        if v.race is None or v.race == "Lost Tribe":
            assert not (v.lair or v.fortress or v.encampments or v.hole or v.hero or v.dragon), v
        if g.board.regions[v.id].water and v.race is not None:
            assert v.race != "Lost Tribe"
        for name in ("lair", "fortress", "mountain", "hole", "hero", "dragon"):
            markers[name] += int(getattr(v, name))
        markers["camps"] += v.encampments
    assert tribe <= 18
    for rid in range(n):  # the target scan's per-region price (``set_marker`` keeps it): 2, the Mountain and the
        # markers' defence; an immune region's beyond every race's supply
        defence = sum(g.markers[m.kind][rid] * m.defence for m in g.ruleset.markers)
        immune = any(g.markers[m.kind][rid] for m in g.ruleset.markers if m.immune)
        assert g.price[rid] > 100 if immune else g.price[rid] == g.facts.base[rid] + defence, rid
    for name, limit in LIMITS.items():
        assert markers[name] <= limit, (name, markers[name])
    for kind, limit in MARKER_COUNTS.items():  # R-COMP-3, X-COMP-3: no more on the map than the box holds
        if kind in g.markers:
            assert sum(g.markers[kind]) <= limit, (kind, sum(g.markers[kind]))
    # R-COMP-1: map + hand + withdrawn + set aside never exceeds the supply; one holder per banner.
    held: Counter[str] = Counter()
    camps = markers["camps"]
    for seat, pl in enumerate(g.p):
        assert g.coins(seat) >= 0  # R-COMP-5
        for rs in pl.races():
            held[rs.name] += 1
            for rid in rs.regions:
                assert g.r_race[rid] is rs
            used = on_map[rs.name] + rs.hand + rs.withdrawn + rs.offmap
            assert rs.hand >= 0 and rs.withdrawn >= 0 and rs.offmap >= 0
            # pieces among its tokens that are no race tokens (``Marker.piece``: WoW's Beasts; ``RaceState.extra``:
            # those in hand, the expansions' Hordes of tokens) come from no tray
            used -= rs.extra + sum(g.markers[m.kind][rid] for m in (*rs.race.markers, *rs.power.markers) if m.piece
                                   for rid in rs.regions)
            assert used <= g.ruleset.races[rs.name].supply, (rs.name, used)
            if any(m.kind == "camps" for m in (*rs.race.markers, *rs.power.markers)):  # the pool is Encampments
                camps += rs.marker_pool + rs.markers_back  # (another piece's pool holds its own: RULES-EXP)
        older = [rs for rs in pl.declined if not rs.power.spirit]
        # R-DECL-4; X-POW-SOULTOUCH: a Soul-Touch decline keeps the older race until the next turn's REVIVE
        assert len(older) <= (2 if any(rs.power.keeps_older for rs in older) else 1)
        assert len([rs for rs in pl.declined if rs.power.spirit]) <= 1
    assert all(k == 1 for k in held.values())
    assert camps <= 5  # R-COMP-3: one Bivouacking race at most holds the 5 Encampments
    for name in on_map:
        assert held[name] == 1
    assert all(c.coins >= 0 for c in g.column_view())
    names = [c.race for c in g.column_view()]
    assert len(set(names)) == len(names) and not set(names) & set(held)
    # R-COL-5/6, R-DECL-2/3: banners and badges are conserved (14 and 20, and the packs'), each in one place.
    races = [rs for pl in g.p for rs in pl.races()]
    banners = g.race_stack + names + [rs.name for rs in races]
    assert sorted(banners) == sorted(g.ruleset.races)
    loose = g.power_stack + g.power_discard + [c.power for c in g.column_view()]
    worn = [rs.power.name for rs in races if (rs.active or rs.power.spirit) and rs.power.name in g.ruleset.powers]
    if not g.ruleset.expansions:
        assert sorted(loose + worn) == sorted(g.ruleset.powers)
    else:  # a race may wear another badge's power for a while (X-POW-COPYCAT) or none (X-POW-SOULTOUCH): counted
        assert len(set(loose)) == len(loose) and set(loose) <= set(g.ruleset.powers)
        assert len(loose) + len(worn) == len(g.ruleset.powers), (len(loose), worn)
    for rs in races:
        if not rs.active:
            assert rs.offmap == 0  # R-DECL-2 step 4
            assert rs.hand == 0 or rs is g.acting_race  # only in-decline Ghouls in their own phase


def check_between_turns(g: Game) -> None:
    """At the start of a player-turn: every withdrawal is placed (R-CONQ-12) and only a race without a region
    holds tokens in hand (R-CONQ-11, R-DIE-4, R-REDEP-2), but the player to play's, who may have been given some at
    START already (RULES-EXP X-POW-SOULTOUCH: the revived race's top-up; what his previous turn left was checked at
    the next player's start)."""
    for seat, pl in enumerate(g.p):
        for rs in pl.races():
            assert rs.withdrawn == 0 and rs.markers_back == 0, rs.name
            assert rs.hand == 0 or not rs.regions or seat == g.current_player, (rs.name, rs.hand)


def choose(actions, i: int, choices: list[int], rng: random.Random):
    k = choices[i] if i < len(choices) else rng.randrange(1 << 30)
    return actions[k % len(actions)]


def play_game(players: int, seed: int, choices: list[int], save_at: int, samples: int = 2,
              expansions: str | None = None, **setup) -> Game:
    g = Game.new(bundled_board(players), NAMES[:players], seed=seed, expansions=expansions, **setup)
    rng = random.Random(seed)
    probe = random.Random(seed + 1)
    check_invariants(g)
    saved = None
    while not g.is_over:
        assert len(g.moves) < MAX_MOVES, "the game does not end"
        actions = g.legal_actions()
        assert actions, f"no legal action in phase {g.phase}"
        assert len(set(actions)) == len(actions)
        assert g.copy().legal_actions() == actions  # a copy lists the same moves in the same order
        for other in probe.sample(actions, min(samples, len(actions))):  # every legal action applies
            c = g.copy()
            c.apply(other)
            check_invariants(c)
        if len(g.moves) == save_at:
            saved = (g.to_json(), rng.getstate())
            d = g.determinized(g.current_player, seed)  # a bot's imagined game plays on legally
            drng = random.Random(seed)
            while not d.is_over:
                d.apply(drng.choice(d.legal_actions()))
                check_invariants(d)
        serial = g.serial
        g.apply(choose(actions, len(g.moves), choices, rng))
        check_invariants(g)
        if g.serial != serial and not g.is_over:
            check_between_turns(g)
    assert g.winners and g.phase == "over" and g.legal_actions() == []
    assert g.turn == g.num_turns
    assert len(g.coin_history) == g.num_turns + 1
    for event in g.log:  # every event has a sentence, with or without the coins
        for reveal in (False, True):
            text = g.describe(event, reveal_coins=reveal)
            assert text and "Event(" not in text, event
    if saved is not None:  # save -> load gives the same game and, with the same choices, the same continuation
        text, state = saved
        loaded = Game.from_json(text)
        assert loaded.to_json() == text
        rng2 = random.Random()
        rng2.setstate(state)
        while not loaded.is_over:
            loaded.apply(choose(loaded.legal_actions(), len(loaded.moves), choices, rng2))
        assert loaded.to_json() == g.to_json()
        assert loaded.winners == g.winners
    return g


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@SETTINGS
@given(seed=st.integers(0, 2**31), choices=st.lists(st.integers(0, 2**16), max_size=120),
       save_at=st.integers(0, 90))
def test_random_games_keep_the_invariants(players: int, seed: int, choices: list[int], save_at: int) -> None:
    play_game(players, seed, choices, save_at)


@pytest.mark.parametrize("players", [2, 5])
def test_copy_continues_like_the_original(players: int) -> None:
    g = Game.new(bundled_board(players), NAMES[:players], seed=17)
    rng = random.Random(17)
    for _ in range(30):
        g.apply(rng.choice(g.legal_actions()))
    c = g.copy()
    state = rng.getstate()
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    rng.setstate(state)
    while not c.is_over:
        c.apply(rng.choice(c.legal_actions()))
    assert c.to_json().replace(" ", "") != "" and c.winners == g.winners
    assert [c.coins(s) for s in range(players)] == [g.coins(s) for s in range(players)]
    assert c.moves == g.moves
