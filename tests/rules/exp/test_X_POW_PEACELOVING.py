"""X-POW-PEACELOVING (RULING 11): +3 at SCORE of a turn without an attack on an active race (R-CONQ-13)."""

from __future__ import annotations

import pytest
from dameskit import exp_game
from powkit import entry, play, scored

from smallworld_tui.rules import Game


def _peace_part(events: list[object]) -> tuple[str, int]:
    (score,) = [e for e in events if getattr(e, "kind", "") == "score"]
    (line,) = [line for line in score.lines() if line[0].startswith("Peace-loving:")]
    return line


def test_A30_pick_turn_tribe_and_empty_region_three():
    """Appendix A #30 (pick turn): conquers a Lost Tribe region and an empty region -> +3."""
    g = Game.new(None, ["Ann", "Bob"], seed=1, races=["Ratmen"], powers=["Peace-loving"], expansions=["dames"])
    assert g.region(3).race == "Lost Tribe" and g.region(4).race is None
    events = play(g, "pick 1", "conquer 3", "conquer 4", "end")
    assert _peace_part(events) == ("Peace-loving: no attack on an active race this turn", 3)
    assert scored(events) == 2 + 3


def test_A30_enemy_region_conquered_nothing():
    """Appendix A #30 (next turn): conquers one enemy region -> 0."""
    g = exp_game(entry(0, "Ratmen", "Peace-loving", regions={3: 6}), entry(1, "Orcs", "Hill", regions={4: 1}))
    events = play(g, "conquer 4", "end")
    assert _peace_part(events) == ("Peace-loving: attacked an active race this turn", 0)
    assert scored(events) == 2


def test_A30_decline_turn_nothing():
    """Appendix A #30 (decline turn): the race is not active -> 0."""
    g = exp_game(entry(0, "Ratmen", "Peace-loving", regions={3: 6}))
    events = play(g, "decline")
    assert scored(events) == 1


def test_X_POW_PEACELOVING_in_decline_regions_are_fair_game():
    """An in-decline region (in-decline Ghouls included) is no attack on an active race."""
    g = exp_game(entry(0, "Ratmen", "Peace-loving", regions={3: 6}), entry(1, "Ghouls", active=False, regions={4: 3}),
                 entry(1, "Orcs", "Hill", regions={21: 1}))
    events = play(g, "conquer 4", "end")
    assert _peace_part(events)[1] == 3


def test_X_POW_PEACELOVING_a_conversion_is_an_attack():
    """R-CONQ-13: a Sorcerer conversion of an active token is an attack."""
    g = exp_game(entry(0, "Sorcerers", "Peace-loving", regions={3: 2}), entry(1, "Orcs", "Hill", regions={4: 1}))
    events = play(g, "convert 4", "end")
    assert _peace_part(events)[1] == 0


def test_A31_an_empty_region_is_no_attack():
    """Appendix A #31, second half: conquering an abandoned (empty) region is not an attack -> +3. (The first half,
    a Skag-cancelled attack, needs the Skags of pack "spider": the attack is recorded by their rule in
    ``RaceState.attacked``, the record this power reads, as ``test_A30_enemy_region_conquered_nothing`` shows.)"""
    g = exp_game(entry(0, "Ratmen", "Peace-loving", regions={3: 6}), entry(1, "Orcs", "Hill", regions={21: 1}))
    events = play(g, "conquer 4", "end")
    assert _peace_part(events)[1] == 3


def _skags_or_skip() -> None:
    from smallworld_tui.rules.packs import find_pack

    if not any(race.name == "Skags" for race in find_pack("spider").races):
        pytest.skip("the Skags come with the pack spider (another branch): appendix A #31's Skag half waits for it")


def test_A31_skag_attack_in_an_active_skag_region_voids_the_bonus():
    """Appendix A #31: a Peace-loving attack on an active Skag region cancelled by a Skag Attack counts as an attack
    -> no +3; the same on an abandoned (empty) Loot region is not an attack -> +3 (RULING 35). The Loot is written
    in the position form of the pack spider (a face-down marker's code: its index in the Loot pile + 1)."""
    _skags_or_skip()
    attack = 1  # LOOT_PILE[0], a Skag Attack
    loot = {"markers": {"loot": {"6": 1}, "loot_face": {"6": attack}}, "counters": {"loot": 1 << (attack - 1)}}
    g = exp_game(entry(0, "Skags", "Merchant", regions={6: 1}), entry(1, "Humans", "Peace-loving", regions={12: 1},
                                                                      hand=9),
                 seat=1, packs=("dames", "spider"), **loot)
    events = play(g, "conquer 6", "end")
    assert g.region(6).owner == 0
    assert _peace_part(events)[1] == 0
    g = exp_game(entry(0, "Skags", "Merchant", regions={11: 1}), entry(1, "Humans", "Peace-loving", regions={12: 1},
                                                                       hand=9),
                 seat=1, packs=("dames", "spider"), **loot)
    events = play(g, "conquer 6", "end")
    assert g.region(6).owner is None
    assert _peace_part(events)[1] == 3


def test_X_POW_PEACELOVING_its_players_in_decline_ghouls_attacking_do_not_void_it():
    """Our ruling: only this race's own attacks count; its player's in-decline Ghouls are another race."""
    g = exp_game(entry(0, "Ghouls", active=False, regions={4: 5}), entry(0, "Ratmen", "Peace-loving", regions={21: 2}),
                 entry(1, "Orcs", "Hill", regions={3: 1}))
    events = play(g, "ghouls conquer 3", "ghouls end", "end")
    assert g.region(3).race == "Ghouls"
    assert _peace_part(events)[1] == 3
