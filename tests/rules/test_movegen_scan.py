"""The move generator's fused target scan (conquest.targets) against the one-region queries of the public API.

The move list prices every reachable region in one pass; ``conquest_cost`` asks ``block`` and ``cost`` one region
at a time. Along random games with every race and power, both must agree on every region: a conquer move exactly
where the cost is affordable, a roll exactly where the die can make up 1 to 3 missing tokens (R-CONQ-1..4,
R-DIE-1)."""

from __future__ import annotations

import random

from smallworld_tui.rules import Game, bundled_board

RACES = ["Amazons", "Dwarves", "Elves", "Ghouls", "Giants", "Halflings", "Humans", "Orcs", "Ratmen", "Skeletons",
         "Sorcerers", "Tritons", "Trolls", "Wizards"]
POWERS = ["Alchemist", "Berserk", "Bivouacking", "Commando", "Diplomat", "Dragon Master", "Flying", "Forest",
          "Fortified", "Heroic", "Hill", "Merchant", "Mounted", "Pillaging", "Seafaring", "Spirit", "Stout", "Swamp",
          "Underworld", "Wealthy"]


def _check_menu(g: Game) -> int:
    rs = g.acting_race
    actions = g.legal_actions()
    if rs is None or g.phase not in ("start", "conquer") or any(a.ghouls for a in actions) or not rs.active:
        return 0
    hand = g.hand(g.current_player)
    conquer = {a.region for a in actions if a.kind == "conquer"}
    roll = {a.region for a in actions if a.kind == "roll"}
    berserk = bool(rs.power.no_final_roll)  # R-POW-BERSERK: never the final roll
    for rid in range(len(g.board.regions)):
        cost = g.conquest_cost(rid)
        affordable = cost is not None and hand > 0 and cost <= hand
        assert (rid in conquer) == affordable, (rid, cost, hand, [str(a) for a in actions])
        if not berserk:
            rollable = cost is not None and hand > 0 and 1 <= cost - hand <= 3
            assert (rid in roll) == rollable, (rid, cost, hand)
    return 1


def test_R_CONQ_4_move_list_prices_every_region_like_conquest_cost():
    checked = 0
    for seed in range(8):
        players = 2 + seed % 4
        rng = random.Random(seed)
        races = RACES[seed % 14:] + RACES[:seed % 14]
        powers = POWERS[seed % 20:] + POWERS[:seed % 20]
        g = Game.new(bundled_board(players), [f"P{i}" for i in range(players)], seed=seed, races=races[:6],
                     powers=powers[:6])
        while not g.is_over:
            checked += _check_menu(g)
            g.apply(rng.choice(g.legal_actions()))
    assert checked > 300


def test_R_CONQ_4_conquest_costs_is_conquest_cost_of_every_region():
    """``conquest_costs()`` (one scan, for bots) lists exactly the regions whose ``conquest_cost`` is not None."""
    checked = 0
    for players in (2, 5):
        rng = random.Random(players)
        g = Game.new(bundled_board(players), [f"P{i}" for i in range(players)], seed=players)
        while not g.is_over:
            one_by_one = {rid: g.conquest_cost(rid) for rid in range(len(g.board.regions))}
            priced = {rid: c for rid, c in one_by_one.items() if c is not None}
            assert g.conquest_costs() == priced
            checked += bool(priced)
            g.apply(rng.choice(g.legal_actions()))
    assert checked > 50


def test_R_GLOSS_IMMUNE_every_marker_adds_defence_or_immunity():
    """``Game.region`` skips reading the marker counts of a region whose ``defence`` and ``immune`` sums are 0 (most
    regions, and bots read views by the thousand): sound only while every marker kind adds one or the other."""
    g = Game.new(bundled_board(3), ["A", "B", "C"], seed=1)
    assert g.ruleset.markers
    for marker in g.ruleset.markers:
        assert marker.defence or marker.immune, marker


def test_board_facts_cache_is_bounded() -> None:
    """The per-board facts cache does not keep every board ever made alive (a long session of WoW deals, saves
    read, undos): it holds at most a few hundred boards, and a board's facts stay right after a clear."""
    import copy

    from smallworld_tui.rules import bundled_board
    from smallworld_tui.rules.conquest import _FACTS, facts

    board = bundled_board(3)
    expected = facts(board).adjacency
    for _ in range(600):
        facts(copy.copy(board))  # a new board object each time, as a save read or a WoW deal makes
    assert len(_FACTS) <= 257
    assert facts(board).adjacency == expected


def _agree(g: Game) -> int:
    """``target_moves`` (the fused scan the menus read) classifies exactly ``targets``' costs, for every race of
    every player and any hand and reach; returns the number of races checked."""
    from smallworld_tui.rules.conquest import classify

    conquer, roll = list(range(100, 100 + len(g.r_race))), list(range(200, 200 + len(g.r_race)))
    checked = 0
    for rs in g.all_races():
        priced = g.ruleset.targets(g, rs)
        for avail in range(0, 13, 2):
            for reach in (avail, avail + 3):
                fused: list = []
                g.ruleset.target_moves(g, rs, avail, reach, conquer, roll, fused)  # type: ignore[arg-type]
                read: list = []
                classify(priced, avail, reach, conquer, roll, read)  # type: ignore[arg-type]
                assert fused == read, (rs.title, avail, reach, priced)
        checked += 1
    return checked


def test_R_CONQ_4_fused_target_moves_agree_with_targets():
    """The move generator reads ``Ruleset.target_moves``, which prices the targets in the loop that finds them (no
    list of (region, cost) built): the same conquer and roll moves as ``targets``' costs, along random games with
    every race and power, Flying and Seafaring, Diplomats and cost reductions included."""
    from smallworld_tui.rules import conquest as cq
    from smallworld_tui.rules.ruleset import BASE

    assert BASE.target_moves is cq.target_moves
    checked = 0
    for seed in range(10):
        players = 2 + seed % 4
        rng = random.Random(seed)
        races = RACES[seed % 14:] + RACES[:seed % 14]
        powers = POWERS[(3 * seed) % 20:] + POWERS[:(3 * seed) % 20]
        g = Game.new(bundled_board(players), [f"P{i}" for i in range(players)], seed=seed, races=races[:6],
                     powers=powers[:6])
        while not g.is_over:
            checked += _agree(g)
            g.apply(rng.choice(g.legal_actions()))
    assert checked > 2000


def test_R_CONQ_4_a_ruleset_with_its_own_targets_gets_menus_reading_them():
    """``target_moves`` is derived from ``targets``: a ruleset bringing its own ``targets`` has its menus follow it."""
    import dataclasses

    from smallworld_tui.rules import conquest as cq
    from smallworld_tui.rules.ruleset import BASE

    cheap = dataclasses.replace(BASE, targets=lambda g, rs: [(rid, 1) for rid, _ in cq.targets(g, rs)])
    assert cheap.target_moves is not cq.target_moves
    g = Game.new(bundled_board(2), ["A", "B"], seed=3, ruleset=cheap)
    while g.phase != "start":
        g.apply(g.legal_actions()[0])
    conquer = {a.region for a in g.legal_actions() if a.kind == "conquer"}
    assert conquer == {rid for rid, _ in cq.targets(g, g.acting_race)}
    checked = 0
    rng = random.Random(3)
    while not g.is_over and checked < 200:
        checked += _agree(g)
        g.apply(rng.choice(g.legal_actions()))


def test_R_RACE_GIANTS_cost_reduction_is_the_plain_rule():
    """``Giants.cost_reduction`` tests the per-board sets of Mountains next to each region (and the Mountain
    caverns): the same answer as the rule read region by region (``giants_reduction``), for every Giants race and
    region along random games, Underworld Giants included."""
    from smallworld_tui.rules.races import RACES, giants_reduction

    giants = RACES["Giants"]
    checked = 0
    for seed in range(12):
        players = 2 + seed % 4
        rng = random.Random(seed)
        power = ("Underworld", "Flying", "Seafaring", "Commando")[seed % 4]
        g = Game.new(bundled_board(players), [f"P{i}" for i in range(players)], seed=seed, races=["Giants"],
                     powers=[power])
        while not g.is_over:
            for rs in g.all_races():
                if rs.race is giants:
                    for rid in range(len(g.board.regions)):
                        want = giants_reduction(g, rs, rid)
                        assert giants.cost_reduction(g, rs, rid) == want, (rs.title, rid)
                        checked += want
            g.apply(rng.choice(g.legal_actions()))
    assert checked > 500

