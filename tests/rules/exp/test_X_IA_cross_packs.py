"""X-IA and X-INT across the packs (issue 32, integration part B): pieces of different expansions meeting in one
game (RULES-EXP section 5 "Interactions", X-INT-7's per-region floor, X-IA "Immune regions"). Positions on the
2-player map (powkit's region ids) with every pack."""

from __future__ import annotations

import sys
from pathlib import Path

from smallworld_tui.rules import BASE, Game, bundled_board
from smallworld_tui.rules.packs import expanded

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # tests/rules: powkit
from powkit import (  # noqa: E402
    AMBER,
    COPPER,
    FAIRY,
    NAMES,
    WITCHWOOD,
    entry,
    play,
)

ALL = expanded(BASE, ["cursed", "dames", "bna", "royal", "spider"])


def game(*races: dict, seat: int = 0, players: int = 2, **extra) -> Game:
    """The game of a written position with all five packs, ``seat`` about to play."""
    return Game.from_position(bundled_board(players), {"players": NAMES[:players], "seat": seat,
                                                       "races": list(races), **extra}, ALL)


def score_of(events, seat):
    return next(e for e in events if e.kind == "score" and e.seat == seat)


# --- X-INT-7: each region's total floored at 0 (Aquatic + Winter) ---------------------------------------------

def test_X_INT_7_aquatic_inland_region_under_winter_scores_0_not_minus_1():
    """RULING 24/27: Bob's Aquatic Ratmen on inland Amber Fields (1 - 1 = 0) and coastal Fairy Glen (1 + 1 = 2),
    both under Ann's Winter: the inland region stays at 0 (Winter takes nothing there), the coastal one pays 1."""
    g = game(entry(0, "Ice Witches", "Commando", regions={WITCHWOOD: 3}),
             entry(1, "Ratmen", "Aquatic", regions={AMBER: 1, FAIRY: 1}), seat=1,
             markers={"winter": {AMBER: 1, FAIRY: 1}})
    bob = score_of(play(g, "end"), 1)
    assert [(p.label, p.coins) for p in bob.parts] == [("Aquatic Ratmen", 2), ("Aquatic", 0), ("Ice Witches", -1)]
    assert bob.coins == 1  # regions 0 + 2, not -1 + 1


def test_X_INT_7_aquatic_coastal_regions_under_winter_each_pay_one():
    g = game(entry(0, "Ice Witches", "Commando", regions={WITCHWOOD: 3}),
             entry(1, "Ratmen", "Aquatic", regions={FAIRY: 1, COPPER: 1}), seat=1,
             markers={"winter": {FAIRY: 1, COPPER: 1}})
    assert score_of(play(g, "end"), 1).coins == 2 + 2 - 2
