"""Play random legal games in which each of the 14 x 20 race/power combos is forced into play (with
``--expansions``: every combo of the expanded catalogue that has a pack's race or power).

The first player picks the forced combo (top of the stacks, ``pick 1``); every move is a random legal one, and the
invariants of ``check_invariants`` are checked after each (R-COMP-1, R-MAP-7, R-COMP-3, coins >= 0, legal moves
apply). Usage: ``python scripts/combo_sweep.py [--games N] [--turns T] [--seed S] [--expansions all]`` — prints a
summary, exit code 1 if anything broke. tests/rules/test_combo_sweep.py runs a short version of the same sweep.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter

from smallworld_tui.rules import POWERS, RACES, Game, bundled_board
from smallworld_tui.rules.packs import expanded
from smallworld_tui.rules.ruleset import BASE

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]
MARKER_LIMITS = {"lair": 10, "fortress": 6, "camps": 5, "hole": 2, "hero": 2, "dragon": 1}  # R-COMP-3


def combos(expansions: str = "") -> list[tuple[str, str]]:
    """The combos to sweep: the base game's 14 x 20, or (``expansions``: "all", "cursed,bna") every combo of the
    expanded catalogue with a race or a power of those packs."""
    if not expansions:
        return [(r, p) for r in RACES for p in POWERS]
    ruleset = expanded(BASE, expansions)
    return [(r, p) for r in ruleset.races for p in ruleset.powers if r not in RACES or p not in POWERS]


def check_invariants(g: Game, rng: random.Random | None = None, samples: int = 2,
                     seas: set[tuple[int, int]] | None = None) -> None:
    """Raise AssertionError if the position breaks a hard rule. ``seas``: (region, race id) of the water regions
    held by a Seafaring race at the last check, kept up to date here: a race may keep a sea it took while Seafaring
    (in decline, R-POW-SEAFARING; after a copy of Seafaring ends, X-POW-COPYCAT ruling), never take one without."""
    held_seas: set[tuple[int, int]] = set()
    owners = {}
    for seat, pl in enumerate(g.p):
        assert pl.coins >= 0, f"{pl.name} has {pl.coins} coins"
        assert pl.active is None or pl.active.active
        assert len([rs for rs in pl.declined if not rs.power.spirit]) <= 1 + any(  # X-POW-SOULTOUCH keeps the older
            rs.power.keeps_older for rs in pl.declined if not rs.power.spirit), "R-DECL-4"  # race until its REVIVE
        assert len([rs for rs in pl.declined if rs.power.spirit]) <= 1, "R-DECL-4"
        for rs in pl.races():
            assert g.tray(rs) >= 0, f"R-COMP-1: {rs.name} over supply by {-g.tray(rs)}"
            assert rs.hand >= 0 and rs.withdrawn >= 0 and rs.offmap >= 0
            assert not (rs.active is False and rs.offmap), "in-decline Amazons hold no set-aside tokens"
            if g.phase == "start" or (g.phase == "pick" and not g.ghouls_done):  # a fresh turn: all placed (R-CONQ-12)
                assert not rs.withdrawn and not rs.markers_back, f"{rs.name} kept withdrawn tokens"
                # the previous player-turns left no token in hand; the player to play may have been given some at
                # START or READY already (X-POW-SOULTOUCH's top-up at REVIVE, X-RACE-IGORS' new Igors)
                assert seat == g.seat or not (rs.hand and rs.regions and not rs.readied), \
                    f"{rs.name} holds tokens in hand"
                assert rs.active or not rs.hand, "in-decline races hold nothing in hand"
            for rid in rs.regions:
                assert g.r_race[rid] is rs, f"region {rid} lists the wrong race"
                owners[rid] = rs
                assert rs.seat == seat
    for rid in range(len(g.board.regions)):
        rs = g.r_race[rid]
        if rs is None:
            assert g.r_tokens[rid] == 0
            assert not any(g.markers[m.kind][rid] for m in g.ruleset.markers if not m.stays), \
                f"marker left in empty region {rid}"  # (a marker that ``stays`` lies anywhere: Skag Loot)
        else:
            assert owners.get(rid) is rs, f"region {rid}: race not in play or not listing it"
            assert g.r_tokens[rid] >= 1, f"region {rid} held with no token"
            assert not g.r_tribe[rid], f"R-MAP-7: Lost Tribe and race in region {rid}"
            if g.board.regions[rid].water:
                assert rs.power.seafaring or (seas is not None and (rid, id(rs)) in seas), \
                    f"non-Seafaring race on water {rid}"
                held_seas.add((rid, id(rs)))
    if seas is not None:
        seas.clear()
        seas.update(held_seas)
    for name, limit in MARKER_LIMITS.items():
        assert sum(g.markers[name]) <= limit, f"R-COMP-3: too many {name}"
    for rid in range(len(g.board.regions)):  # the per-region sums follow the markers (GameState.set_marker)
        assert g.defence[rid] == sum(m.defence * g.markers[m.kind][rid] for m in g.ruleset.markers)
        assert g.immune[rid] == sum(g.markers[m.kind][rid] for m in g.ruleset.markers if m.immune)
    if rng is not None and not g.is_over:
        legal = g.legal_actions()
        assert legal, f"no legal move in phase {g.phase}"
        for action in rng.sample(legal, min(samples, len(legal))):
            g.copy().apply(action)  # every listed move must apply


def play_combo(race: str, power: str, players: int, seed: int, turns: int | None = None,
               samples: int = 2, max_moves: int = 5000, expansions: str = "") -> Counter:
    """One random game with ``race``/``power`` picked by the first player; returns counts of moves and events."""
    g = Game.new(bundled_board(players), NAMES[:players], seed=seed, races=[race], powers=[power], turns=turns,
                 expansions=expansions or None)
    assert g.column_view()[0][1:3] == (race, power)
    rng = random.Random(seed)
    g.play("pick 1")
    assert g.p[0].active is not None and (g.p[0].active.name, g.p[0].active.power.name) == (race, power)
    stats: Counter = Counter()
    seas: set[tuple[int, int]] = set()
    for _ in range(max_moves):
        check_invariants(g, rng, samples, seas)
        if g.is_over:
            break
        legal = g.legal_actions()
        non_end = [a for a in legal if a.kind != "end"]
        action = rng.choice(non_end if non_end and rng.random() < 0.8 else legal)
        stats[action.kind] += 1
        for event in g.apply(action):
            stats["ev:" + event.kind] += 1
    else:
        raise AssertionError("game did not finish")
    return stats


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=3, help="games per combo (each on the next map, 2-5 players)")
    ap.add_argument("--turns", type=int, default=None, help="game turns (default: the full game)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--expansions", default="", help="sweep the combos with these packs' pieces (all, cursed,bna)")
    args = ap.parse_args()
    start = time.perf_counter()
    failures = []
    totals: Counter = Counter()
    games = 0
    swept = combos(args.expansions)
    ruleset = expanded(BASE, args.expansions)
    races, powers = list(ruleset.races), list(ruleset.powers)
    for race, power in swept:
        i, j = races.index(race), powers.index(power)
        for k in range(args.games):
            players = 2 + (i + j + k) % 4
            seed = args.seed * 100_000 + i * 1000 + j * 10 + k
            try:
                totals += play_combo(race, power, players, seed, args.turns, expansions=args.expansions)
            except Exception as exc:  # noqa: BLE001 - report every failure, keep sweeping
                failures.append((race, power, players, seed, f"{type(exc).__name__}: {exc}"))
            games += 1
    took = time.perf_counter() - start
    print(f"{games} games, {len(swept)} combos, {took:.1f} s, {len(failures)} failures")
    print("moves: " + ", ".join(f"{k} {v}" for k, v in sorted(totals.items()) if not k.startswith("ev:")))
    print("events: " + ", ".join(f"{k[3:]} {v}" for k, v in sorted(totals.items()) if k.startswith("ev:")))
    for f in failures[:20]:
        print("FAIL", *f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
