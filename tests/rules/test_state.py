"""The one declared state (DESIGN.md, "One declared state"): copies derived from the declaration, the phase
table, markers keyed by kind."""

from __future__ import annotations

import random

import pytest
from powkit import dealt

from smallworld_tui.rules import Phase
from smallworld_tui.rules.phases import PHASES
from smallworld_tui.rules.state import Declared, GameState, RaceState


def test_every_field_is_declared_once_and_slotted():
    g = dealt(3)
    assert not hasattr(g, "__dict__")  # slotted all the way down: no field outside the declaration
    for name in GameState.__slots__:
        getattr(g, name)  # every declared field is set by the setup
    assert {n for n, _ in GameState._copiers} == set(GameState.__slots__)
    assert {n for n, _ in RaceState._copiers} == set(RaceState.__slots__)


def test_a_state_class_must_declare_its_slots_as_annotations():
    with pytest.raises(TypeError):
        class Broken(Declared):  # noqa: F841
            __slots__ = ("a", "b")
            a: int


def test_copy_is_independent_and_equal():
    g = dealt(4, seed=3)
    rng = random.Random(3)
    for _ in range(50):
        g.apply(rng.choice(g.legal_actions()))
    c = g.copy()
    assert c.to_json() == g.to_json() and c.phase is g.phase
    assert [str(a) for a in c.legal_actions()] == [str(a) for a in g.legal_actions()]
    for rs, crs in zip(g.all_races(), c.all_races()):
        assert rs is not crs and rs.regions == crs.regions and rs.regions is not crs.regions
    assert all(c.r_race[r] is None or c.r_race[r] in list(c.all_races()) for r in range(len(c.r_race)))
    assert c.markers is not g.markers and all(c.markers[k] is not g.markers[k] for k in g.markers)
    before = g.to_json()
    while not c.is_over:
        c.apply(rng.choice(c.legal_actions()))
    assert g.to_json() == before  # playing the copy to the end left the original alone


def test_phase_table_covers_every_phase():
    assert set(PHASES) == set(Phase)
    assert Phase.CONQUER == "conquer" and "conquer" in Phase.CONQUER.moves
    assert Phase.PICK.end_step and not Phase.OVER.end_step
    g = dealt(2)
    assert g.phase is Phase.PICK and "pick" in g.phase_hint()


def test_markers_keyed_by_kind_keep_defence_and_immunity_sums():
    g = dealt(2)
    g.set_marker("lair", 4, 1)
    g.set_marker("camps", 4, 2)
    g.set_marker("hero", 5, 1)
    assert (g.defence[4], g.immune[4], g.immune[5], g.marked[4]) == (3, 0, 1, 3)
    assert g.region(4).markers == (("lair", 1), ("camps", 2)) and g.region(5).markers == (("hero", 1),)
    assert g.clear_markers(4) == 2 and g.defence[4] == 0 and g.marked[4] == 0  # the Encampments go back
    assert g.region(5).hero and not g.region(4).lair and g.region(4).markers == ()
