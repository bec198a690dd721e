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
