"""Random WoW games at 2-5 players play to the end through ``legal_actions``/``apply``, with the invariants checked
after every move: supplies never exceeded, one race per region (never with Murlocs), coins never negative, no
adjacency across islands, the 12 Artifact and Place markers and the 12 bombs kept (W-COMP-3), every conquest
within reach (W-CONQ-2/3), the same seed plays the same game. The combo sweep over every race-power pair:
test_W_COMP_combo_sweep.py."""

from __future__ import annotations

import random

import pytest
from wowkit import NAMES, SETS, islands

from smallworld_tui.rules import Game
from smallworld_tui.rules.state import OUT_OF_REACH
from smallworld_tui.rules.wow import AP_MARKERS, WOW


def check(g: Game) -> None:
    holders: dict[int, object] = {}
    for pl in g.p:
        assert pl.coins >= 0
        for rs in pl.races():
            assert g.tray(rs) >= 0, rs.name
            assert rs.hand >= 0 and rs.withdrawn >= 0
            for rid in rs.regions:
                assert rid not in holders, f"two races in {rid}"
                holders[rid] = rs
                assert g.r_race[rid] is rs and g.r_tokens[rid] + g.holders(rid) >= 1 and not g.r_tribe[rid]
                assert g.marker("champion", rid) <= 1 and (rs.active or not g.marker("champion", rid))
                assert not g.board.regions[rid].water or rs.race.seafaring  # W-RACE-NAGA
    assert all(rs is None or rid in holders for rid, rs in enumerate(g.r_race))
    assert all(g.r_race[rid] is not None for rid, n in enumerate(g.markers["champion"]) if n)  # W-POW-CHAMPIONING
    for pl in g.p:  # one Champion per Championing race (W-COMP-3): on the map, in hand or withdrawn
        if pl.active is not None and pl.active.power.name == "Championing":
            rs = pl.active
            assert sum(g.marker("champion", r) for r in rs.regions) + rs.marker_pool + rs.markers_back == 1
    assert sum(g.r_tribe) <= 15  # W-COMP-1: Murlocs never come back
    ws = g.ruleset_state
    markers = [*ws.ap_region, *ws.ap_aside]  # W-COMP-3: 12 in all, the Well of Eternity alone may go to the box
    assert len(set(markers)) == len(markers) and set(markers) | {"Well of Eternity"} == set(AP_MARKERS)
    where = g.ruleset_state.ap_region
    assert all(name in g.face_up for name, rid in where.items() if g.r_race[rid] is not None)  # W-AP-1
    bombs, live = g.markers["bomb"], g.markers["bomb_live"]  # W-COMP-3: 6 live bombs and 6 duds, one per region
    assert all(n <= 1 for n in bombs) and all(not x or b for x, b in zip(live, bombs))
    in_play = [*g.ruleset_state.bombs, *g.ruleset_state.bomb_box, *(x for x, b in zip(live, bombs) if b)]
    assert sum(in_play) <= 6 and len(in_play) - sum(in_play) <= 6
    assert g.price == price_by_definition(g)  # what the target scan reads (state.py ``price``)


def price_by_definition(g: Game) -> list[int]:
    """Per region: 2, the Mountain, each marker's defence, and ``OUT_OF_REACH`` per immune marker (W-CONQ-1c/4)."""
    return [g.facts.base[rid] + sum(g.markers[m.kind][rid] * (m.defence + OUT_OF_REACH * m.immune)
                                    for m in g.ruleset.markers) for rid in range(len(g.board.regions))]


def reachable(g: Game, rs, rid: int) -> bool:
    """W-CONQ-2/3: an entry region, a region adjacent to the race, a Kobold cavern, a Naga's first water."""
    region = g.board.regions[rid]
    if region.entry or (rs.race.cavern_reach and region.cavern):
        return True
    if not rs.regions:
        return region.water and rs.race.seafaring
    return any(a in rs.regions for a in region.adjacent)


def step(g: Game, rng: random.Random, action=None) -> list:
    """One move (a random legal one unless given), its conquests checked against the reach the race had before
    it; returns its events."""
    rs = g.p[g.seat].active
    before = set(rs.regions) if rs is not None else set()
    action = action or rng.choice(g.legal_actions())
    if rs is not None and action.kind in ("conquer", "roll") and action.region is not None:
        assert reachable(g, rs, action.region), (rs.name, action.region, sorted(rs.regions))
    events = g.apply(action)
    for e in events:
        if e.kind == "conquer" and rs is not None and e.seat == rs.seat:
            assert e.region not in before
    check(g)
    return events


def random_game(players: int, seed: int, races: list[str] | None = None, powers: list[str] | None = None,
                turns: int | None = None, opening: tuple[str, ...] = ()) -> Game:
    g = Game.new(islands(SETS[players]), NAMES[:players], seed=seed, ruleset=WOW, races=races, powers=powers,
                 turns=turns)
    for move in opening:
        g.play(move)
    regions = g.board.regions
    assert all(regions[n].part == r.part for r in regions for n in r.adjacent)  # W-MAP-3
    rng = random.Random(seed)
    for _ in range(5000):
        if g.is_over:
            break
        step(g, rng)
    assert g.is_over and g.winners
    return g


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_wow_games_end_with_invariants(players):
    g = random_game(players, seed=players)
    assert g.turn == WOW.turns[players]
    assert random_game(players, seed=players).moves == g.moves  # deterministic

