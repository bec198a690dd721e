"""A written position keeps every WoW state (position.py): random WoW games round-trip ``position()`` through JSON
and ``Game.from_position`` at every step, and at each turn start the game rebuilt from it holds the same state as
the game itself, field by declared field (state.py), so a field the position drops is found without naming it.

Left out of the comparison, each for its reason: the record (moves, events, log, coin history, the forced set-up,
the RNG's state and the player-turn counter: a position has no move record behind it), ``menu`` (the last list
``legal_actions`` returned, a cache for ``apply``), ``PlayerState.income``
(written by scoring, read by nothing), and a race's per-turn fields (``RaceState.new_turn`` resets them at that
race's own START) except the flags its abilities keep past their turn (``held_flags``: the Pandaren's Harmony).
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from wowkit import NAMES, SETS, entry, islands

from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.ruleset import BASE
from smallworld_tui.rules.state import GameState, PlayerState, RaceState
from smallworld_tui.rules.wow import WOW

RECORD = {"record", "notation", "events", "log", "coin_history", "forced", "rng", "serial", "p", "r_race", "acting",
          "menu"}


def _per_turn() -> set[str]:
    """The fields ``RaceState.new_turn`` sets: per-turn values, reset at the race's own START."""
    probe = object.__new__(RaceState)
    probe.new_turn()
    return {name for name in RaceState.__slots__ if hasattr(probe, name)}


PER_TURN = _per_turn()


def race_state(rs: RaceState | None) -> Any:
    if rs is None:
        return None
    out: dict[str, Any] = {name: getattr(rs, name) for name in RaceState.__slots__ if name not in PER_TURN}
    out["race"], out["power"] = rs.race.name, rs.power.name
    out["hand"], out["withdrawn"] = rs.hand + rs.withdrawn, 0  # a position places no withdrawn token
    out["marker_pool"], out["markers_back"] = rs.marker_pool + rs.markers_back, 0
    held = (*rs.race.held_flags, *rs.power.held_flags)
    out["flags"] = {key: value for key, value in rs.flags.items() if key in held}
    return out


def state(g: Game) -> dict[str, Any]:
    """Every declared field of ``g`` a position must carry (see the module docstring)."""
    out: dict[str, Any] = {name: getattr(g, name) for name in GameState.__slots__ if name not in RECORD}
    out["r_race"] = [None if rs is None else (rs.seat, rs.name) for rs in g.r_race]
    out["acting"] = None if g.acting is None else (g.acting.seat, g.acting.name)
    own = g.ruleset_state  # the ruleset's own state: every field of its declaration (WowState)
    out["ruleset_state"] = None if own is None else {name: getattr(own, name) for name in type(own).__slots__}
    out["players"] = [{"name": pl.name, "coins": pl.coins, "ally": pl.ally,
                       "races": [race_state(rs) for rs in pl.races()]} for pl in g.p]
    assert set(PlayerState.__slots__) == {"name", "coins", "active", "declined", "ally", "income"}  # a new field:
    # say here whether a position keeps it
    return out


def round_trip(g: Game) -> Game:
    pos = json.loads(json.dumps(g.position()))
    again = Game.from_position(g.board, pos, ruleset=g.ruleset)
    assert again.position() == pos
    return again


def play_checked(players: int, seed: int, races: list[str] | None = None, powers: list[str] | None = None,
                 base: bool = False) -> int:
    """A random game (5 turns), its position round-tripped at every step and its state compared at each turn
    start; returns how many turn starts were compared."""
    board = bundled_board(players) if base else islands(SETS[players])
    g = Game.new(board, NAMES[:players], seed=seed, ruleset=BASE if base else WOW, races=races, powers=powers,
                 turns=5)
    if races:
        g.play("pick 1")  # the first player takes the combo under test
    rng = random.Random(seed)
    compared, serial = 0, g.serial
    while not g.is_over:
        again = round_trip(g)
        if g.serial != serial:  # a player's turn has just begun: the moment a position describes
            serial = g.serial
            assert state(again) == state(g)
            compared += 1
        g.apply(rng.choice(g.legal_actions()))
    return compared


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_W_position_round_trips_every_step_of_random_games(players: int) -> None:
    assert play_checked(players, seed=players) > players


@pytest.mark.parametrize("players", [2, 5])
def test_R_position_round_trips_every_step_of_random_base_games(players: int) -> None:
    """The same check on the base game (position.py serves both rulesets)."""
    assert play_checked(players, seed=players, base=True) > players


@pytest.mark.parametrize(("race", "power"), [("Pandaren", "Beast Master"), ("Humans", "Garrisoned"),
                                             ("Night Elves", "Defensive")])
def test_W_position_keeps_the_pieces_of_harmony_beasts_and_markers(race: str, power: str) -> None:
    """The combos whose pieces live off the race tokens: Harmony tokens, Beasts, Forts, Towers, Walls, Objectives."""
    for seed in range(3):
        assert play_checked(3, seed, races=[race], powers=[power])


def test_W_RACE_PANDAREN_harmony_tokens_survive_a_written_position() -> None:
    """The Harmony tokens handed out at the end of the Pandaren's turn are in the position and back from it."""
    pos = {"players": NAMES[:2], "seat": 1, "races": [{**entry(0, "Pandaren", regions={0: 2}), "flags": {"harmony": 2}},
                                                     entry(1, "Trolls", regions={1: 3})]}
    g = Game.from_position(islands(), pos, ruleset=WOW)
    assert g.position()["races"][0]["flags"] == {"harmony": 2}
    assert round_trip(g).position()["races"][0]["flags"] == {"harmony": 2}


def test_W_POW_BEASTMASTER_beasts_in_hand_survive_a_written_position() -> None:
    pos = {"players": NAMES[:2], "seat": 1, "races": [{**entry(0, "Trolls", "Beast Master", regions={1: 3}, hand=2),
                                                      "extra": 2}]}
    g = Game.from_position(islands(), pos, ruleset=WOW)
    assert g.position()["races"][0]["extra"] == 2


@pytest.mark.parametrize("bad", [{"flags": {"harmony": 1}}, {"flags": {"form": 1}}, {"extra": 1}])
def test_W_position_refuses_flags_and_pieces_the_race_cannot_keep(bad: dict[str, Any]) -> None:
    pos = {"players": NAMES[:2], "races": [{**entry(0, "Trolls", regions={1: 3}), **bad}]}
    with pytest.raises(ValueError):
        Game.from_position(islands(), pos, ruleset=WOW)


def test_W_POW_CHAMPIONING_position_refuses_a_champion_beside_a_race_that_cannot_post_one() -> None:
    """A Champion stands only in regions of a Championing race (W-POW-CHAMPIONING): the redeployment counts it
    toward the floors only there (``Ruleset.holding``), so a position putting one elsewhere is refused."""
    races = [entry(0, "Tauren", "Farmer", regions={3: 1, 6: 3}, hand=2), entry(1, "Orcs", "Farmer", regions={12: 2})]
    pos = {"players": NAMES[:2], "races": races, "markers": {"champion": {"3": 1}}}
    with pytest.raises(ValueError, match="Region 3: .*Champion.* Tauren · Farmer"):
        Game.from_position(islands(), pos, ruleset=WOW)
    ok = {"players": NAMES[:2], "markers": {"champion": {"3": 1}},
          "races": [entry(0, "Tauren", "Championing", regions={3: 1, 6: 3}, hand=2), races[1]]}
    g = Game.from_position(islands(), ok, ruleset=WOW)
    assert g.marker("champion", 3) == 1
