"""A Spider's Web in random games: seeded games with the pack only (``expansions=["spider"]``) at 2-5 players, each
with one of the pack's pieces forced to the top of the column, a random legal move each time; invariants after
every move (supply, coins, one race per region, the pack's markers and hidden faces, banners and badges each in one
place, Lava and Skag Attack regions never offered to those they bar); save -> load -> the same continuation."""

from __future__ import annotations

import random

import pytest
from spiderkit import NAMES, SPIDER

from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.conquest import guarded
from smallworld_tui.rules.exp.spider import LAVA_FLAG, copied
from smallworld_tui.rules.numbers import LOOT_PILE

COMBOS = [("Ice Witches", "Lava"), ("Skags", "Copycat"), ("Ratmen", "Soul-Touch"), ("Skags", "Lava"),
          ("Ice Witches", "Copycat"), ("Sorcerers", "Soul-Touch")]
MAX_MOVES = 2000


def check(g: Game) -> None:
    n = len(g.board.regions)
    for rid in range(n):
        v = g.region(rid)
        assert (v.tokens > 0) == (v.race is not None), v
        for kind in ("lava", "winter", "loot"):
            assert g.marker(kind, rid) <= 1, (kind, rid)
        assert bool(g.marker("loot", rid)) == bool(g.marker("loot_face", rid)), rid
        assert "loot_face" not in dict(v.markers)  # hidden: never in a view
    races = list(g.all_races())
    for seat in range(len(g.p)):
        assert g.coins(seat) >= 0
    for rs in races:
        assert g.tray(rs) >= 0 and rs.hand >= 0, rs.name
        for rid in rs.regions:
            assert g.r_race[rid] is rs
    # the pack's markers belong to a race in play
    lava = {rid for rs in races for rid in range(n) if rs.flags.get(LAVA_FLAG, 0) >> rid & 1}
    assert lava == {rid for rid in range(n) if g.marker("lava", rid)}
    if any(g.marker("winter", rid) for rid in range(n)):
        assert any(rs.active and rs.race.name == "Ice Witches" for rs in races)
    faces = [g.marker("loot_face", rid) - 1 for rid in range(n) if g.marker("loot_face", rid)]
    assert len(set(faces)) == len(faces) and all(0 <= f < len(LOOT_PILE) for f in faces)
    assert all(g.counters.get("loot", 0) >> f & 1 for f in faces)
    # banners and badges: each in one place (a copy's power is in the column; the copier holds Copycat)
    copy = copied(g)
    if copy is not None:
        assert g.p[copy[0]].active is not None and g.p[copy[0]].active.power.name == copy[1]
        assert copy[1] in [c[1] for c in g.column]
    banners = list(g.race_stack) + [c[0] for c in g.column] + [rs.name for rs in races]
    assert sorted(banners) == sorted(SPIDER.races)
    held = [("Copycat" if copy is not None and rs is g.p[copy[0]].active else rs.power.name) for rs in races
            if rs.active or rs.power.spirit]
    badges = list(g.power_stack) + list(g.power_discard) + [c[1] for c in g.column] + [b for b in held if b]
    assert sorted(badges) == sorted(SPIDER.powers)
    # what bars a race is never offered to it
    rs = g.acting_race
    if rs is not None and not rs.ended:
        barred = guarded(g, rs)
        assert not [a for a in g.legal_actions() if a.kind in ("conquer", "roll", "dragon", "convert")
                    and a.region in barred]


def play_game(players: int, seed: int) -> Game:
    race, power = COMBOS[seed % len(COMBOS)]
    g = Game.new(bundled_board(players), NAMES[:players], seed=seed, races=[race], powers=[power],
                 expansions=["spider"])
    rng = random.Random(seed)
    save_at = rng.randrange(20, 80)
    while not g.is_over:
        assert len(g.moves) < MAX_MOVES, "the game does not end"
        actions = g.legal_actions()
        assert actions and len(set(actions)) == len(actions)
        if len(g.moves) == save_at:
            loaded = Game.from_json(g.to_json())
            assert loaded.position() == g.position()
            for a in rng.sample(actions, min(3, len(actions))):
                g.copy().apply(a)  # every legal action applies
            follow = [rng.choice(actions)]
            twin = Game.from_json(g.to_json())
            for game in (g, twin):
                game.apply(follow[0])
            assert twin.position() == g.position() and twin.log[-len(twin.events):] == twin.events
            check(g)
            continue
        g.apply(rng.choice(actions))
        check(g)
    return g


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_spider_random_games_keep_the_invariants(players: int) -> None:
    for seed in range(8):
        g = play_game(players, seed + 10 * players)
        assert g.is_over and g.winners
        assert Game.from_json(g.to_json()).winners == g.winners
