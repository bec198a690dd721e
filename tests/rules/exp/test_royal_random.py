"""Random games with Royal Bonus alone (and A Spider's Web, Be Not Afraid... for the Slingmen and the Catapult) at 2-5
players: invariants after every move, the pieces' moves in the notation, save -> load -> the same continuation
(engineer royal; DESIGN.md, testing conventions)."""

from __future__ import annotations

from collections import Counter

from royalkit import random_games

from smallworld_tui.rules import Game, conquest, scope
from smallworld_tui.rules.actions import Action
from smallworld_tui.rules.exp import bna, catapult, royal
from smallworld_tui.rules.phases import CONQUER, START


def check(g: Game) -> None:
    """Supplies, one race per region, coins, the pieces' limits and places, and the menu's conquests agreeing with
    ``conquest_cost`` (the fused scan with its shields, adds_defence and reach against ``block`` and ``cost``)."""
    ruleset = g.ruleset
    held: Counter[str] = Counter()
    for seat, pl in enumerate(g.p):
        assert g.coins(seat) >= 0
        for rs in pl.races():
            held[rs.name] += 1
            on_map = sum(g.r_tokens[r] for r in rs.regions)
            assert all(g.r_race[r] is rs and g.r_tokens[r] >= 1 for r in rs.regions)
            assert on_map + rs.hand + rs.withdrawn + rs.offmap <= ruleset.races[rs.name].supply, rs.name
            if rs.power.name == "Behemoth":
                on = sum(g.markers["behemoth"][r] for r in rs.regions)
                assert on + rs.marker_pool + rs.markers_back <= 2 and (rs.active or on == 0)
            if rs.power.name == "Fireball":
                assert 0 <= rs.flags.get("fireballs", 0) <= 4
            if rs.race.name == "Igors":
                assert rs.flags.get("igors", 0) >= 0
    assert all(n == 1 for n in held.values())
    for kind, most in (("behemoth", 2), ("catapult", 1)):
        counts = g.markers.get(kind)
        if counts:
            for rid, n in enumerate(counts):
                assert not n or (g.r_race[rid] is not None and g.r_race[rid].active), (kind, rid)
            assert sum(counts) <= most * len(g.p)
    if g.phase in (CONQUER, START) and g.acting_race is not None and g.acting_race.active:
        rs = g.acting_race
        menu = {a.region for a in g.legal_actions() if a.kind == "conquer" and not a.ghouls}
        have = g._available(rs)
        priced = {r for r in range(len(g.board.regions)) if (c := g.conquest_cost(r)) is not None and c <= have}
        assert menu == priced, (sorted(menu ^ priced), g.moves[-3:])
        for r in priced:
            assert g.cost_breakdown(r).total == g.conquest_cost(r)
        assert conquest._PRICED == [None, None]  # the scan's prices kept for that menu only
        if rs.power.name == "Fireball":
            most = rs.flags.get(royal.FIREBALLS, 0)
            assert royal._fire_options(g, rs) == helped_by_cost(g, rs, royal.SPENDING, most, "fireball")
        if rs.power.name == "Behemoth" and royal.strength(g, rs) > 0:
            most = royal.in_hand(g, rs)
            assert royal._join_options(g, rs) == helped_by_cost(g, rs, royal.JOINING, most, "behemoth")
        if rs.power.name == "Catapult":
            assert catapult._catapult_options(g, rs) == catapult_by_cost(g, rs)
        if rs.power.name == "Mercenary":
            assert bna._hire_options(g, rs) == hired_by_cost(g, rs)


def helped_by_cost(g: Game, rs, key: str, most: int, kind: str) -> list[Action]:
    """X-POW-FIREBALL, X-POW-BEHEMOTH: the pieces' menu with every target priced by ``cost`` for each number of
    pieces (``_helped_cost``), against which the menu from the scan's prices less each piece's cut is checked."""
    if most < 1 or rs.ended:
        return []
    avail, reach = royal._hand_and_reach(g, rs)
    if avail < 1:
        return []
    out, floor = [], rs.race.min_pieces
    for rid, _ in g.ruleset.targets(g, rs):
        before = None
        for n in range(1, most + 1):
            need = royal._helped_cost(g, rs, rid, key, n)
            if need == before:
                break
            before = need
            if need <= reach:
                out.append(Action(kind, layout=((rid, n),)))
            if need <= floor:
                break
    return out


def catapult_by_cost(g: Game, rs) -> list[Action]:
    """X-POW-CATAPULT: the Catapult's menu with every target priced by ``cost`` while it fires (``_firing_cost``),
    against which the menu from the raw cost less its cut is checked."""
    if catapult.FIRING in rs.flags or rs.ended or not rs.regions:
        return []
    avail, out, fits = g._available(rs), [], {}
    for source in sorted(rs.regions):
        for rid in sorted(scope.two_steps(g, (source,))):
            if rid not in fits:
                fits[rid] = (conquest.block(g, rs, rid) in (conquest.OK, conquest.ADJACENT)
                             and catapult._firing_cost(g, rs, rid) <= avail)
            if fits[rid]:
                out.append(Action("catapult", regions=(rid, source)))
    return out


def hired_by_cost(g: Game, rs) -> list[Action]:
    """X-POW-MERCENARY: the coin's menu with every target priced by ``cost`` and ``_hired_cost``, against which the
    menu from the scan's prices is checked."""
    avail = g._available(rs)
    if g.p[rs.seat].coins < 1 or avail < rs.race.min_pieces:
        return []
    return [bna.HIRE[rid] for rid, _ in g.ruleset.targets(g, rs)
            if bna._hired_cost(g, rs, rid) <= avail and bna._hired_cost(g, rs, rid) < conquest.cost(g, rs, rid)]


def test_royal_random_games_2_to_5_players():
    played = random_games("royal", ["Fauns", "Igors", "Shrubmen"], ["Behemoth", "Fireball"], range(20), check)
    assert played > 50  # the pieces' own moves were played (Igor exchanges, Fireballs, Behemoths)


def test_slingmen_random_games():
    random_games("spider", ["Slingmen"], ["Flying", "Seafaring"], range(12, 18), check)


def test_catapult_random_games():
    played = random_games("bna", ["Humans", "Elves"], ["Catapult"], range(18, 24), check)
    assert played > 5


def test_mercenary_random_games():
    played = random_games("bna", ["Humans", "Barbarians", "Pixies"], ["Mercenary"], range(24, 30), check)
    assert played > 5
