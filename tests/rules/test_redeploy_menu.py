"""The redeployment menu's quick answers (layouts.redeploy_options, on every move list of a conquering race) against
the rules' one definition of each layout, for every race of every player along random games, base and WoW
(R-REDEP-2, R-RACE-AMAZONS, R-RACE-SKELETONS, W-RACE-TAUREN, W-POW-CHAMPIONING)."""

from __future__ import annotations

import random

import pytest

from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules import layouts as lay
from smallworld_tui.rules.wow import WOW

RACES = ["Amazons", "Dwarves", "Elves", "Ghouls", "Giants", "Halflings", "Humans", "Orcs", "Ratmen", "Skeletons",
         "Sorcerers", "Tritons", "Trolls", "Wizards"]


def _games(ruleset: str) -> list[Game]:
    """Seeded games, the base game's with every race at the top of the stack in turn."""
    if ruleset == "wow":
        return [Game.new(None, [f"P{i}" for i in range(2 + seed % 4)], seed=seed, ruleset=WOW) for seed in range(6)]
    out = []
    for seed in range(7):
        players = 2 + seed % 4
        races = RACES[2 * seed:] + RACES[:2 * seed]
        out.append(Game.new(bundled_board(players), [f"P{i}" for i in range(players)], seed=seed, races=races[:6]))
    return out


@pytest.mark.parametrize("ruleset", ["base", "wow"])
def test_R_REDEP_2_one_region_menu_is_the_default_alone(ruleset):
    """A race holding one region has one legal layout, the default (every token it keeps there): the menu lists it
    without computing the spreads."""
    checked = 0
    for seed, g in enumerate(_games(ruleset)):
        rng = random.Random(seed)
        while not g.is_over:
            for rs in g.all_races():
                if len(rs.regions) <= 1:
                    assert lay.redeploy_options(g, rs) == [lay.default_redeploy(g, rs)], rs.title
                    checked += 1
            g.apply(rng.choice(g.legal_actions()))
    assert checked > 200


def _massed_by_definition(g, rs):
    """W-RACE-TAUREN, W-POW-CHAMPIONING: the default, then per region in id order the least each region keeps
    everywhere and the rest massed there, each unless it is the default (as ``_massed`` was first written)."""
    ordered, counts = zip(*lay.default_redeploy(g, rs))
    keep = lay.redeploy_total(g, rs)[0]
    floor = lay.floors(g, rs)
    least = ([floor[r] for r in ordered] if floor is not None
             else [rs.race.min_pieces if rs.active else 1] * len(ordered))
    out = [tuple(zip(ordered, counts))]
    counts = list(counts)
    extra = keep - sum(least)
    for i in range(len(ordered)) if extra > 0 else ():
        massed = list(least)
        massed[i] += extra
        if massed != counts:
            out.append(tuple(zip(ordered, massed)))
    return out


def test_W_RACE_TAUREN_massed_layouts_match_their_definition():
    """The menu of a race keeping more than 1 token per region (the Tauren's 2, the Champion's region's fewer):
    one massed layout per region, without the default, made from one list of pairs."""
    checked = 0
    for seed in range(40):
        g = Game.new(None, [f"P{i}" for i in range(2 + seed % 4)], seed=seed, ruleset=WOW)
        rng = random.Random(seed)
        while not g.is_over:
            for rs in g.all_races():
                held = len(rs.regions)
                if held > 1 and ((rs.active and rs.race.min_pieces > 1) or lay.floors(g, rs) is not None):
                    assert lay.redeploy_options(g, rs) == _massed_by_definition(g, rs), rs.title
                    checked += 1
            g.apply(rng.choice(g.legal_actions()))
    assert checked > 100, checked
