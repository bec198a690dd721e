"""The ability menus that read a rule through a shortcut give the menus the rule's one definition gives, for every
active race along random games (any hand, used or not): Frostmourne's cut cost read off the target scan's cost,
the Portal Mage's swaps asking ``attack_price`` only where something may be due (and per pair only when some pair
may cost more than the player holds) and cut from the board's rows of pairs, the Intimidating targets' walls
looked for only where some defence stands, the Ashes' cost read off the target scan, the Doomhammer asking no
toll when the player can pay the most any toll asks, the Champion's targets read without the scan of every target;
the Gnomes', Goblins' and Ethereals' targets found with sets (and C loops), not by testing every region or marker
(the Goblins' asking no ``attack_dues`` when no other active race asks a toll before an attack; the Gnomes' moves
cut from the board's row of land moves)."""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from wowkit import NAMES, S1A_HILL, S1A_MOUNTAIN, entry, wow_game

from smallworld_tui.rules import Game
from smallworld_tui.rules.actions import Action
from smallworld_tui.rules.coins import can_pay
from smallworld_tui.rules.conquest import facts
from smallworld_tui.rules.wow import WOW, champion, ethereals, gnomes, goblins, humans, wielded
from smallworld_tui.rules.wow import powers as wpow
from smallworld_tui.rules.wow.artifacts import AP_MARKERS
from smallworld_tui.rules.wow.conquest import attack_dues, attack_price, can_attack, travel, unpayable
from smallworld_tui.rules.wow.placed import AEGIS, aegis_due, aegis_open
from smallworld_tui.rules.wow.worgen import wiped_out

L1A_FOREST_MAGIC, L1A_HILL_MAGIC = 10, 11  # Magic regions of face L1a (ids from 7)


def _frost_by_definition(g, rs):
    """``_frost_options`` as first written: ``_frost_need`` (the raw cost, -2) asked per target."""
    if wielded._used(rs, wielded.FROSTMOURNE) or rs.ended:
        return []
    have, least = g._available(rs), wielded.floor(rs)
    return [Action("frostmourne", region=rid) for rid, need in g.ruleset.targets(g, rs)
            if need > least and wielded._frost_need(g, rs, rid) <= have]


def _ashes_by_definition(g, rs):
    """``_ashes_options`` as first written: ``travel`` and ``_ashes_need`` (the raw cost less the travel) asked per
    region."""
    if wielded._used(rs, wielded.ASHES) or rs.ended:
        return []
    have = g._available(rs)
    f = facts(g.board)
    reach = {rid for rid, _ in g.ruleset.targets(g, rs)}
    barred = unpayable(g, rs)
    naga = rs.active and rs.race.seafaring
    return [Action("ashes", region=rid) for rid in f.ids
            if not (g.r_race[rid] is rs or g.immune[rid] or (f.water[rid] and not naga) or rid in barred)
            and (rid not in reach or travel(g, rs, rid)) and wielded._ashes_need(g, rs, rid) <= have]


def _hammer_by_definition(g, rs):
    """``_hammer_options`` as first written: the tolls asked for every target."""
    if wielded._used(rs, wielded.DOOMHAMMER) or rs.ended or not can_pay(g, rs.seat, wielded.HAMMER_PRICE):
        return []
    least = wielded.floor(rs)
    if g._available(rs) < least:
        return []
    return [Action("doomhammer", region=rid) for rid, need in g.ruleset.targets(g, rs)
            if need > least and can_pay(g, rs.seat, wielded._hammer_due(g, rs, rid))]


def _champion_by_definition(g, rs):
    """The Championing menu as first written: the ruleset's target scan, kept where ``_reach`` says."""
    if (rs.flags.get(champion.USED) or rs.ended or not champion.in_hand(g, rs)
            or g._available(rs) < champion._tokens(rs)):
        return []
    reach = champion._reach(g, rs)
    return [Action("champion", region=rid) for rid, _ in g.ruleset.targets(g, rs) if rid in reach]


def _assault_targets_by_definition(g, rs):
    """The Gnomes' targets as first written: every land region tested (not its own, not immune, payable)."""
    barred = unpayable(g, rs)
    return [rid for rid in facts(g.board).land if g.r_race[rid] is not rs and not g.immune[rid] and rid not in barred]


def _assault_by_definition(g, rs):
    """The Gnomes' menu as first written: a move per target (not the board's row of land moves cut)."""
    if rs.flags.get(gnomes.ASSAULT) or rs.ended or g._available(rs) < 1:
        return []
    return [Action("assault", region=rid) for rid in _assault_targets_by_definition(g, rs)]


def _bomb_targets_by_definition(g, rs):
    """The Goblins' bomb targets as first written: every neighbour's holder tested."""
    if not rs.active or not g.ruleset_state.bombs or wiped_out(g, rs):
        return []
    near = set().union(*(facts(g.board).adjacency[h] for h in rs.regions)) - rs.regions
    due = attack_dues(g, rs)
    return [rid for rid in sorted(near) if (holder := g.r_race[rid]) is not None and holder.active
            and holder.seat != rs.seat and not g.immune[rid] and not g.markers[goblins.BOMB.kind][rid]
            and can_attack(g, rs, (rid,), due)]


def _bomb_regions_by_definition(g):
    bombs = g.markers.get(goblins.BOMB.kind)
    if bombs is None:
        return []
    return [rid for rid, n in enumerate(bombs) if n and g.markers[goblins.PLACED.kind][rid] < g.turn]


def _steals_by_definition(g, rs):
    """The Ethereals' thefts as first written: every region holding a marker looked at."""
    if rs.flags.get(ethereals.USED) or rs.ended or not g.ruleset_state.ap_region:
        return []
    adjacency = facts(g.board).adjacency
    return [Action("steal", regions=(source, d)) for source in sorted(set(g.ruleset_state.ap_region.values()))
            if not (g.r_race[source] is rs or g.immune[source] or not aegis_open(g, rs, source)
                    or ethereals._artifact(g, source) is None)
            for d in sorted(rs.regions & adjacency[source])]


def _raids_by_definition(g, rs):
    """The Ethereals' raids as first written: every marker looked at."""
    if rs.flags.get(ethereals.USED) or rs.ended or not g.ruleset_state.ap_region:
        return []
    adjacency = facts(g.board).adjacency
    places = {where for name, where in g.ruleset_state.ap_region.items() if AP_MARKERS[name].place and name in g.face_up
              and not rs.regions.isdisjoint(adjacency[where])}
    return [Action("raid", region=rid) for rid, _ in g.ruleset.targets(g, rs)
            if rid in places and ethereals._raid_need(g, rs, rid) <= g._available(rs)]


def _swaps_by_definition(g, rs):
    """``_swap_options`` as first written: ``attack_price`` asked for every Magic region, every pair listed."""
    if rs.flags.get(wpow.SWAPS, 0) >= wpow.SWAPS_PER_TURN:
        return []
    due = attack_dues(g, rs)
    magic = [rid for rid in facts(g.board).magics if not g.immune[rid]
             and (not attack_price(g, rs, (rid,), due) or can_attack(g, rs, (rid,), due))]
    return [Action("swap", regions=pair) for pair in combinations(magic, 2)
            if any(wpow._movable(g, rid) for rid in pair) and can_attack(g, rs, pair, due)]


def _intimidations_by_definition(g, rs):
    """``_intimidate_options`` as first written: every neighbour tested in turn, ``_wall`` asked for every target,
    each move made by keyword."""
    if rs.flags.get(wpow.USES, 0) >= wpow.INTIMIDATE_USES:
        return []
    f = facts(g.board)
    due = attack_dues(g, rs)
    near = set().union(*(f.adjacency[h] for h in rs.regions), f.caverns if rs.race.cavern_reach else ())
    out = []
    for rid in sorted(near - rs.regions):
        occupant = g.r_race[rid]
        if (g.immune[rid] or not can_attack(g, rs, (rid,), due)
                or not (g.r_tribe[rid] or (occupant is not None and occupant.seat != rs.seat
                                           and (g.r_tokens[rid] or wpow._wall(g, rid) is not None)))):
            continue
        if wpow._wall(g, rid) is not None or occupant is None:
            out.append(Action("intimidate", regions=(rid,)))
        else:
            out += [Action("intimidate", regions=(rid, d)) for d in sorted(occupant.regions - {rid})] or [
                Action("intimidate", regions=(rid,))]
    return out


@pytest.mark.parametrize("players", [3, 5])
def test_menus_match_their_definitions(players):
    checked = 0
    for seed in range(4):
        g = Game.new(None, NAMES[:players], seed=seed, ruleset=WOW)
        rng = random.Random(seed)
        while not g.is_over:
            for rs in g.all_races():
                if not rs.active:
                    continue
                hand = rs.hand
                pl = g.p[rs.seat]
                coins = pl.coins
                for rs.hand in (hand, 0, 1, 3, 9):  # the cut cost against several hands
                    assert wielded._frost_options(g, rs) == _frost_by_definition(g, rs), rs.title
                    up, immune = g.face_up, g.immune
                    every, thirds = set(g.ruleset_state.ap_region), [rid % 3 == 0 for rid in range(len(immune))]
                    for g.face_up in (up, every):  # as drawn, and every marker face up
                        for g.immune in (immune, thirds):
                            assert ethereals._steal_options(g, rs) == _steals_by_definition(g, rs), rs.title
                            assert ethereals._raid_options(g, rs) == _raids_by_definition(g, rs), rs.title
                            assert gnomes._assault_options(g, rs) == _assault_by_definition(g, rs), rs.title
                    g.face_up, g.immune = up, immune
                    for pl.coins in (coins, 0, 2, 3, 4):  # too poor for some payments, or not
                        assert wielded._ashes_options(g, rs) == _ashes_by_definition(g, rs), rs.title
                        assert wielded._hammer_options(g, rs) == _hammer_by_definition(g, rs), rs.title
                    pl.coins = coins
                rs.hand = hand
                for pl.coins in (coins, 0, 1, 2, 3, 4):  # too poor for some payments a pair needs, or not
                    immune = g.immune
                    for g.immune in (immune, [rid % 3 == 0 for rid in range(len(immune))]):  # some Magic immune
                        assert wpow._swap_options(g, rs) == _swaps_by_definition(g, rs), rs.title
                        assert wpow._intimidate_options(g, rs) == _intimidations_by_definition(g, rs), rs.title
                    g.immune = immune
                    marker_pool = rs.marker_pool
                    for rs.marker_pool in {marker_pool, 1}:  # a Champion in hand, as if the power were Championing
                        assert champion._options(g, rs) == _champion_by_definition(g, rs), rs.title
                    rs.marker_pool = marker_pool
                    assert list(gnomes._targets(g, rs)) == _assault_targets_by_definition(g, rs), rs.title
                    assert gnomes._assault_options(g, rs) == _assault_by_definition(g, rs), rs.title
                    stack = g.ruleset_state.bombs
                    g.ruleset_state.bombs = stack or [1]  # as if the Goblins' stack held a bomb
                    assert goblins.targets(g, rs) == _bomb_targets_by_definition(g, rs), rs.title
                    g.ruleset_state.bombs = stack
                pl.coins = coins
                checked += 1
            assert goblins._bomb_regions(g) == _bomb_regions_by_definition(g)
            g.apply(rng.choice(g.legal_actions()))
    assert checked > 300


def test_a_swap_of_two_priced_regions_needs_both_payments():
    """Two Magic regions asking 2 coins each (Harmony of Ann's Pandaren; the Aegis in Cy's region): with 3 coins
    Bob may swap either, not both together (RULING 1), so the pairs are priced one by one."""
    def game(coins):
        ann = {**entry(0, "Pandaren", regions={S1A_HILL: 2}), "flags": {"harmony": 1 << 1}}
        return wow_game(ann, entry(1, "Orcs", "Portal Mage", regions={S1A_MOUNTAIN: 8}, hand=4),
                        entry(2, "Trolls", regions={L1A_HILL_MAGIC: 3}), seat=1, players=3, coins=[5, coins, 5],
                        ap_markers={"Aegis of Aggramar": {"region": L1A_HILL_MAGIC, "up": True}})

    for coins, both in ((3, False), (4, True)):
        g = game(coins)
        swaps = {a.regions for a in g.legal_actions() if a.kind == "swap"}
        assert {(S1A_HILL, L1A_FOREST_MAGIC), (L1A_FOREST_MAGIC, L1A_HILL_MAGIC)} <= swaps
        assert ((S1A_HILL, L1A_HILL_MAGIC) in swaps) is both
        rs = g.p[1].active
        assert wpow._swap_options(g, rs) == _swaps_by_definition(g, rs)


def _default_objectives_by_definition(g):
    """``humans.default_objectives`` as first written: ``aegis_due`` asked for every open region."""
    regions = humans.open_regions(g)
    free = [rid for rid in regions if not aegis_due(g, g.seat, rid)]
    here = [rid for rid in free if g.markers[humans.OBJECTIVE.kind][rid]]
    chosen = (here + [rid for rid in free if rid not in here] + [rid for rid in regions if rid not in free])
    return Action("objectives", regions=tuple(sorted(chosen[:2])))


def test_RULING_34_default_objectives_match_their_definition():
    """``end``'s placement sets aside the Aegis' region alone, as ``aegis_due`` asked per region would, along random
    games where Humans play: the Aegis face up anywhere, every player's coins from 0 to 3, some objectives
    placed."""
    checked = 0
    for seed in range(12):
        g = Game.new(None, NAMES[:5], seed=seed, ruleset=WOW)
        rng = random.Random(seed)
        while not g.is_over:
            rs = humans._humans(g)
            if rs is not None:
                pl, up, aegis = g.p[g.seat], g.face_up, g.ruleset_state.ap_region.get(AEGIS)
                coins, marks = pl.coins, list(g.markers[humans.OBJECTIVE.kind])
                for rid in {aegis, *rng.sample(range(len(g.r_race)), 3)} - {None}:
                    g.face_up, g.ruleset_state.ap_region[AEGIS] = up | {AEGIS}, rid
                    for pl.coins in (0, 1, 2, 3):
                        for lie in (marks, [r in (rid, 2 * rid % len(marks)) for r in range(len(marks))]):
                            g.markers[humans.OBJECTIVE.kind][:] = lie
                            assert humans.default_objectives(g, rs) == _default_objectives_by_definition(g)
                            checked += 1
                g.face_up, pl.coins = up, coins
                g.markers[humans.OBJECTIVE.kind][:] = marks
                if aegis is None:
                    del g.ruleset_state.ap_region[AEGIS]
                else:
                    g.ruleset_state.ap_region[AEGIS] = aegis
            g.apply(rng.choice(g.legal_actions()))
    assert checked > 1000


def test_RULING_34_objective_placements_are_every_pair_in_order():
    """The Humans' placements built from rows of pairs cut by the mask of open regions equal ``combinations`` of
    the open regions (2 at most), for any set of regions on boards of any size (the first and last regions open or
    not). (tests/wow/test_wow_fast_paths.py compares the menus of random games with ``open_regions``' pairs.)"""
    rng = random.Random(7)
    for size in [0, 1, 2, 3, 5, *range(10, 120, 7)]:
        for _ in range(3):
            board = size + rng.randrange(5)
            regions = tuple(sorted(rng.sample(range(board), size)))
            open_ = bytes(rid in regions for rid in range(board))
            want = [Action("objectives", regions=pair) for pair in combinations(regions, min(2, len(regions)))]
            assert list(humans._placements.__wrapped__(open_)) == want, regions
