"""Random legal games with the pack "dames" (X-INT-1) at 2 to 5 players: invariants after every move, the pack's own
rules checked on every menu, save -> load -> the same continuation; the bots play such games to the end."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from smallworld_tui.bots import make_bot
from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules import conquest as cq
from smallworld_tui.rules.actions import region_row
from smallworld_tui.rules.exp.dames import NOMAD_COINS

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]
DAMES = ["Nomads", "Priestesses", "White Ladies"]
TARGETED = ("conquer", "roll", "dragon", "convert")


def new_game(players: int, seed: int) -> Game:
    rng = random.Random(seed)
    races = rng.sample(DAMES, 3) + rng.sample(["Ghouls", "Sorcerers", "Ratmen"], 1)
    powers = rng.sample(["Historian", "Peace-loving", "Stout", "Spirit", "Dragon Master"], 4)
    return Game.new(bundled_board(players), NAMES[:players], seed=seed, races=races, powers=powers,
                    expansions=["dames"])


def check(g: Game) -> None:
    """R-MAP-7, R-COMP-1/5 with the pack's supplies; the Ivory Tower (X-RACE-PRIESTESSES); what the menu offers never
    breaks X-RACE-WHITELADIES' immunity nor the Nomads' bar (X-RACE-NOMADS)."""
    on_map: Counter[str] = Counter()
    for rid in range(len(g.board.regions)):
        v = g.region(rid)
        assert (v.tokens > 0) == (v.race is not None), v
        if v.race not in (None, "Lost Tribe"):
            on_map[v.race] += v.tokens
        if g.marker("ivory", rid):
            rs = g.r_race[rid]
            assert rs is not None and rs.name == "Priestesses" and not rs.active and rs.regions == {rid}
    for seat, pl in enumerate(g.p):
        assert g.coins(seat) >= 0
        for rs in pl.races():
            used = on_map[rs.name] + rs.hand + rs.withdrawn + rs.offmap
            assert used <= g.ruleset.races[rs.name].supply, (rs.name, used)
            assert rs.flags.get(NOMAD_COINS, 0) <= len(rs.barred)
    if g.is_over:
        return
    acting = g.acting_race
    for a in g.legal_actions():
        if a.kind in TARGETED and a.region is not None:
            occupant = g.r_race[a.region]
            if occupant is not None and occupant.name == "White Ladies" and not occupant.active:
                assert occupant.seat == g.current_player, (str(a), "White Ladies are immune to others")
            if acting is not None:
                assert a.region not in acting.barred, str(a)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_X_INT_dames_random_games_keep_the_rules(players: int) -> None:
    kinds: Counter[str] = Counter()
    for seed in range(10):
        g = new_game(players, seed)
        rng = random.Random(seed)
        save_at = rng.randrange(20, 120)
        saved = None
        check(g)
        while not g.is_over:
            assert len(g.moves) < 2000, "the game does not end"
            if len(g.moves) == save_at:
                saved = g.to_json()
            for e in g.apply(rng.choice(g.legal_actions())):
                kinds[e.kind] += 1
                if e.kind in ("coin_left", "earned", "tower"):  # the pack's events in one sentence each
                    text = g.describe(e)
                    assert text[:1].isupper() and text.endswith(".") and "\n" not in text and "None" not in text
            check(g)
        assert g.winners
        if saved is not None:  # save -> load -> the same continuation
            copy = Game.from_json(saved)
            for move in g.moves[save_at:]:
                copy.play(move)
            assert copy.to_json() == g.to_json()
    assert kinds["tower"] and kinds["coin_left"] and kinds["earned"], kinds


def agree(g: Game) -> int:
    """The pack's scan (``conquest.narrowed_targets``) and its fused twin give the same moves, and the menu prices
    every region as ``conquest_cost`` (which asks ``block``) does (tests/rules/test_movegen_scan.py for the base)."""
    assert g.ruleset.targets is cq.narrowed_targets and g.ruleset.target_moves is cq.narrowed_target_moves
    conquer, roll = region_row("conquer"), region_row("roll")
    for rs in g.all_races():
        priced = g.ruleset.targets(g, rs)
        for avail, reach in ((0, 3), (3, 3), (5, 8), (12, 15)):
            fused: list = []
            g.ruleset.target_moves(g, rs, avail, reach, conquer, roll, fused)
            read: list = []
            cq.classify(priced, avail, reach, conquer, roll, read)
            assert fused == read
    rs = g.acting_race
    actions = g.legal_actions()
    if rs is None or g.phase not in ("start", "conquer") or any(a.ghouls for a in actions) or not rs.active:
        return 0
    hand = g.hand(g.current_player)
    offered = {a.region for a in actions if a.kind == "conquer"}
    for rid in range(len(g.board.regions)):
        cost = g.conquest_cost(rid)
        assert (rid in offered) == (cost is not None and hand > 0 and cost <= hand), (rid, cost, hand)
    return 1


def test_X_ENG_12_15_narrowed_scan_agrees_with_block() -> None:
    checked = 0
    for seed in range(8):
        g = new_game(2 + seed % 4, 100 + seed)
        rng = random.Random(seed)
        while not g.is_over:
            checked += agree(g)
            g.apply(rng.choice(g.legal_actions()))
    assert checked > 100


@pytest.mark.parametrize("level", ["random", "greedy"])
def test_X_INT_dames_bots_finish_games(level: str) -> None:
    g = new_game(3, 11)
    bots = [make_bot(level, seed) for seed in range(3)]
    while not g.is_over:
        assert len(g.moves) < 2000
        g.apply(bots[g.current_player].choose(g))
    assert g.winners


@pytest.mark.parametrize("pack, power", [("bna", "Imperial"), ("bna", "Barricade"), ("royal", "Aquatic")])
def test_X_POW_scoring_powers_random_games(pack: str, power: str) -> None:
    """Imperial, Barricade and Aquatic in random games of their packs: every SCORE of an active race carrying one
    adds up (its line as its rule counts it), the game ends, a save replays."""
    for seed in range(6):
        players = 2 + seed % 4
        g = Game.new(bundled_board(players), NAMES[:players], seed=seed, powers=[power], expansions=[pack])
        rng = random.Random(seed)
        lines = 0
        g.play("pick 1")  # the power's combo
        while not g.is_over:
            for e in g.apply(rng.choice(g.legal_actions())):
                if e.kind == "score":
                    assert sum(p.coins for p in e.parts) == e.coins >= 0
                    lines += sum(1 for p in e.parts if p.label == power)
        assert lines and g.winners
        assert Game.from_json(g.to_json()).to_json() == g.to_json()
