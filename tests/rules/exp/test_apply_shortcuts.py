"""The shortcuts ``apply`` takes in a game with expansions (issue 32 part 7) against their definitions: a banner's
``starts`` and what ``set_power`` reads off its race and power (X-INT-4 START), the ambushers asked only of a region
holding a marker (X-INT-6 (1)), SCORE's taxing races asked once per player (X-INT-7)."""

from __future__ import annotations

import random

from smallworld_tui.rules import Game
from smallworld_tui.rules.packs import expanded
from smallworld_tui.rules.ruleset import BASE, in_play_taxers, race_score
from smallworld_tui.rules.state import RaceState

EXP = expanded(BASE, "all")
RACES = ["Skags", "Ice Witches", "Leprechauns", "Igors", "Sorcerers", "Witch Doctors"]
POWERS = ["Lava", "Copycat", "Corrupt", "Behemoth", "Soul-Touch"]


def test_X_INT_4_a_banner_reads_starts_title_and_points_off_its_race_and_power():
    starters = EXP.starters
    for race in EXP.races.values():
        for power in EXP.powers.values():
            rs = RaceState(race, power, 0, 1)
            assert rs.starts == (race in starters or power in starters)
            assert rs.asks_at == {point for ability in (race, power) for move in ability.moves
                                  for point in (move.at, *move.also)}
            assert rs.limited == (race.min_pieces > 1 or race.needs_company or power.needs_company)
            joint = "" if power.name.endswith("-") else " "
            assert rs.full_title == (f"{power.name}{joint}{race.name}" if power.name else race.name)
            assert rs.title == rs.full_title  # active


def _games(seeds: int):
    """Seeded random games with the pieces these shortcuts skip, state after state."""
    for seed in range(seeds):
        rng = random.Random(seed)
        g = Game.new(None, [f"P{i}" for i in range(2 + seed % 4)], seed=seed, races=rng.sample(RACES, len(RACES)),
                     powers=rng.sample(POWERS, len(POWERS)), expansions="all")
        while not g.is_over and len(g.moves) < 300:
            yield g
            g.apply(rng.choice(g.legal_actions()))


def test_X_INT_6_no_ambush_in_a_region_without_a_marker():
    """``resolve`` and the Sorcerers' conversion ask the ambushers only of a marked region: every ambusher in play
    (Skag Loot) answers no elsewhere, and leaves the game as it was."""
    asked = 0
    for g in _games(6):
        copy = g.copy()
        races = [rs for pl in copy.p for rs in pl.races()]
        for rs in races:
            for ability in (rs.race, rs.power):
                if ability not in copy.ruleset.ambushers:
                    continue
                for attacker in races:
                    for rid in copy.facts.ids:
                        if not copy.marked[rid]:
                            assert not ability.ambush(copy, rs, attacker, rid)
                            asked += 1
        assert copy.position() == g.position()
    assert asked  # some ambusher was in play


def test_X_INT_7_score_asks_the_taxing_races_once():
    """The races in play whose pieces tax (Winter) are the same for every race a SCORE counts, and a race's lines
    are the same whether SCORE hands them over or the race asks."""
    taxed = 0
    for g in _games(6):
        taxers = in_play_taxers(g)
        assert taxers == tuple(rs for pl in g.p for rs in pl.races() if {rs.race, rs.power} & g.ruleset.taxing)
        for pl in g.p:
            for rs in pl.races():
                assert race_score(g, rs, taxers) == race_score(g, rs)
                taxed += bool(taxers)
    assert taxed  # some SCORE had a taxing race in play
