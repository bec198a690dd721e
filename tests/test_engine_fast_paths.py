"""Fast paths of the base game's engine against the rule's plain definition, along seeded random games: checks
that call the engine's private methods (so not in tests/rules, whose modules keep to the public API)."""

from __future__ import annotations

import random

import pytest

from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.ruleset import BASE
from smallworld_tui.rules.wow import WOW

RACES = ["Amazons", "Dwarves", "Elves", "Ghouls", "Giants", "Halflings", "Humans", "Orcs", "Ratmen", "Skeletons",
         "Sorcerers", "Tritons", "Trolls", "Wizards"]


def _states(ruleset: str, seeds: range, races=lambda seed: [], powers=lambda seed: []):
    """Every state of seeded random games before each move, 2 to 5 players by seed (base: the official map; wow: the
    islands each seed draws); ``races``/``powers`` give the top of the stacks per seed."""
    rules = BASE if ruleset == "base" else WOW
    for seed in seeds:
        players = 2 + seed % 4
        rng = random.Random(seed)
        board = bundled_board(players) if ruleset == "base" else None
        g = Game.new(board, [f"P{i}" for i in range(players)], seed=seed, ruleset=rules, races=races(seed),
                     powers=powers(seed))
        while not g.is_over:
            yield g
            g.apply(rng.choice(g.legal_actions()))


def _plain_ability_actions(g: Game, rs) -> tuple[list, list | None]:
    """``MoveGenerator._ability_actions`` as first written: every piece of ``Ruleset.pieces`` acting for ``rs``
    that has moves, its ``conquer`` moves offered, a ``redeploy`` question's menu replacing the redeployments."""
    from smallworld_tui.rules.ability import AT_CONQUER, AT_REDEPLOY
    from smallworld_tui.rules.actions import Action

    out: list = []
    pieces = [ability for ability, held in g.ruleset.pieces(g) if held is rs and ability.moves]
    holder = next((ability for ability in pieces if ability.pending(g, rs)), None)
    later = False
    for ability in pieces:
        for move in ability.moves:
            if move.at == AT_CONQUER and (holder is None or ability is holder):
                out += move.options(g, rs)
            later = later or move.at == AT_REDEPLOY
    found = g._redeploy_question(rs) if later and pieces else None
    if found is None:
        return out, None
    move = g._questions(AT_REDEPLOY)[found[0]][1]
    return out, move.options(g, rs) + ([Action("skip")] if move.default is None else [])


@pytest.mark.parametrize("ruleset", ["base", "wow"])
def test_ability_actions_skips_pieces_without_menu_moves(ruleset):
    """The move generator skips the ``pieces`` list (``held`` asked only while a piece with moves lies face up) and a
    race whose race and power bring no ``conquer`` or ``redeploy`` move (``Ruleset.menu_pieces``; ``no_moves`` then
    spares ``_race_actions`` the call of ``_ability_actions``): the same moves as the plain loop over ``pieces``, for
    every race along random games with each power that brings moves (a held Frostmourne:
    tests/wow/test_W_ART_FROSTMOURNE.py)."""
    rules = BASE if ruleset == "base" else WOW
    movers = [name for name, power in rules.powers.items() if power.moves]
    checked = skipped = 0
    for g in _states(ruleset, range(3 * len(movers)), powers=lambda seed: [movers[seed % len(movers)]],
                     races=lambda seed: [RACES[seed % 14]] if ruleset == "base" else []):
        if g.phase in ("start", "conquer", "pick"):
            for rs in g.all_races():
                if rs.active and not rs.ended:
                    out: list = []
                    early = g._ability_actions(rs, out)
                    plain = _plain_ability_actions(g, rs)
                    assert (out, early) == plain, (rs.title, g.phase)
                    menu = rules.menu_pieces  # ``no_moves`` spares the call then
                    if rs.race not in menu and rs.power not in menu and not g.face_up:
                        assert plain == ([], None), rs.title
                        skipped += 1
                    checked += 1
    assert checked > 1000 and skipped > 100


def test_default_hooks_do_nothing():
    """The flow and the conquest skip an ability's ``on_conquer``, ``on_ready`` and ``means`` where the ability
    keeps the default (no call, no ``abilities()`` tuple): sound only while the defaults do nothing."""
    from smallworld_tui.rules.ability import Ability
    from smallworld_tui.rules.ruleset import BASE

    g = Game.new(bundled_board(3), ["A", "B", "C"], seed=4)
    rng = random.Random(4)
    while g.turn < 3:
        g.apply(rng.choice(g.legal_actions()))
    rs = next(g.all_races())
    for ability in (*BASE.races.values(), *BASE.powers.values()):
        events: list = []
        assert Ability.on_conquer(ability, g, rs, 0, events) is None and events == []
        assert Ability.on_ready(ability, g, rs) is None
        assert Ability.means(ability, g, rs) == ""


@pytest.mark.parametrize("ruleset", ["base", "wow"])
def test_R_REDEP_1_budget_asks_the_gain_only_of_gainers(ruleset):
    """``layouts._budget`` adds ``redeploy_gain`` without calling it when neither the race nor the power has a gain
    of its own (``Ruleset.race_gainers``) and no piece with a gain (``Ruleset.gainers``) lies face up: the same
    budget as with the gain asked every time, for every race of random games (the Skeletons forced into the base
    games; the Spirit Healer in WoW)."""
    from smallworld_tui.rules.layouts import _budget, redeploy_gain

    checked = gained = 0
    for g in _states(ruleset, range(8), races=lambda seed: ["Skeletons"] if ruleset == "base" else []):
        for rs in g.all_races():
            on_map = sum(g.r_tokens[rid] for rid in rs.regions)
            gain = redeploy_gain(g, rs)
            pool = rs.hand + (0 if rs.readied else rs.offmap) + gain
            assert _budget(g, rs, on_map)[0] == pool, rs.title
            checked += 1
            gained += bool(gain)
    assert checked > 1000 and gained > 0


def _plain_default_withdraw(g: Game, seat: int):
    """``layouts.default_withdraw`` as first written: ``fill_fewest`` on a dict of counts per race."""
    from smallworld_tui.rules.actions import make_layout
    from smallworld_tui.rules.layouts import fill_fewest, withdrawing

    races = withdrawing(g, seat)
    back_race = next((rs for rs in races if rs.markers_back), None)
    marker = None if back_race is None else next(
        (m for ability in (back_race.race, back_race.power) for m in ability.markers if m.returns), None)
    layout: dict[int, int] = {}
    back: dict[int, int] = {}
    for rs in races:
        counts = {r: g.r_tokens[r] for r in rs.regions}
        before = dict(counts)
        fill_fewest(counts, rs.withdrawn)
        layout.update({r: counts[r] - before[r] for r in counts if counts[r] > before[r]})
        if rs.markers_back and marker is not None:
            have = {r: g.marker(marker.kind, r) for r in rs.regions}
            start = dict(have)
            fill_fewest(have, rs.markers_back)
            back.update({r: have[r] - start[r] for r in have if have[r] > start[r]})
    return marker, make_layout(layout), make_layout(back)


@pytest.mark.parametrize("ruleset", ["base", "wow"])
def test_R_CONQ_12_withdrawals_listed_once_match_the_plain_rules(ruleset):
    """The withdrawals read the withdrawing races once (``races``) and fill the fewest by lists in region id order:
    the default, the forced test, the returned marker and the menu are those of the plain definitions, at every
    withdrawal of random games (Bivouacking's returned Encampments in the base games); the withdraw moves, made
    from their fields, equal those made by keyword."""
    from smallworld_tui.rules.actions import Action, make_layout
    from smallworld_tui.rules.layouts import (
        default_withdraw,
        returned_marker,
        withdraw_forced,
        withdraw_options,
        withdrawing,
    )
    from smallworld_tui.rules.phases import WITHDRAW

    checked = markers = menus = 0
    for g in _states(ruleset, range(10), powers=lambda seed: ["Bivouacking"] if ruleset == "base" else []):
        for seat in range(len(g.p)):
            races = withdrawing(g, seat)
            if not races:
                continue
            marker, layout, back = _plain_default_withdraw(g, seat)
            assert returned_marker(g, seat) == marker
            assert default_withdraw(g, seat) == (layout, back)
            assert withdraw_forced(g, seat) == all(len(rs.regions) == 1 for rs in races)
            plain = [(layout, back)]
            for rs in races:
                if rs.withdrawn:
                    others = {rid: n for rid, n in layout if rid not in rs.regions}
                    plain += [(make_layout({**others, rid: rs.withdrawn}), back) for rid in sorted(rs.regions)]
            back_race = next((rs for rs in races if rs.markers_back), None)
            if back_race is not None:
                plain += [(layout, ((rid, back_race.markers_back),)) for rid in sorted(back_race.regions)]
            assert withdraw_options(g, seat) == list(dict.fromkeys(plain))
            if g.phase is WITHDRAW and g.withdraw_queue[0] == seat:  # the menu's moves, built from their fields
                menu = g.legal_actions()
                assert menu[:-1] == [Action("withdraw", layout=lo, camps=c) for lo, c in dict.fromkeys(plain)]
                assert menu[-1] == Action("end")
                assert all(type(move) is Action for move in menu)
                menus += 1
            checked += 1
            markers += bool(back)
    assert checked > 30 and menus > 10 and (ruleset == "wow" or markers > 3)


def test_shared_rows_hold_the_moves_keywords_make():
    """``region_row``/``regions_row`` make their moves from the fields around the one they fill: each equals the
    move built by keyword, is kept, and is an ``Action``."""
    from smallworld_tui.rules.actions import Action, region_row, regions_row

    for ghouls in (False, True):
        row = region_row("conquer", ghouls)
        for rid in (0, 7, 120):
            move = row[rid]
            assert move == Action("conquer", region=rid, ghouls=ghouls) and type(move) is Action
            assert row[rid] is move and str(move) == str(Action("conquer", region=rid, ghouls=ghouls))
    pairs = regions_row("swap")
    for pair in ((1, 2), (3,), ()):
        assert pairs[pair] == Action("swap", regions=pair) and type(pairs[pair]) is Action
