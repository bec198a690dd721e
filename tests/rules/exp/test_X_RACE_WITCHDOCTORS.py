"""X-RACE-WITCHDOCTORS (RULING 19): each region the active race loses with a token to the tray rolls the
reinforcement die; that many new tokens (tray-capped) join the withdrawn ones."""

from __future__ import annotations

from bnakit import bna_game
from powkit import AMBER, BARROW, IRONWOOD, WISHING, entry, play, race_of


def regrowth(events):
    return [(e.face, e.tokens) for e in events if e.kind == "regrow"]


def test_A40_a_lost_region_regrows_by_the_die():
    """Appendix A #40: a Witch-Doctor region with 2 conquered: 1 to the tray, 1 withdrawn; roll 2: +2, so 3 are
    placed in WITHDRAWALS."""
    g = bna_game(entry(0, "Ratmen", hand=8, regions={BARROW: 1}),
                 entry(1, "Witch Doctors", "Alchemist", regions={WISHING: 2, IRONWOOD: 1, AMBER: 1}), dice=[2])
    events = play(g, "conquer 1")
    assert regrowth(events) == [(2, 2)]
    doctors = race_of(g, 1, "Witch Doctors")
    assert doctors.withdrawn == 3
    play(g, "end")
    play(g, "withdraw 2:3")
    assert g.region(IRONWOOD).tokens == 4 and g.region(AMBER).tokens == 1


def test_A41_regrowth_is_capped_by_the_tray():
    """Appendix A #41 [RULING 1, 19]: all 11 in play, 1 lost to the tray (tray 1), roll 3: +1 only."""
    g = bna_game(entry(0, "Ratmen", hand=8, regions={BARROW: 1}),
                 entry(1, "Witch Doctors", "Alchemist", regions={WISHING: 2, IRONWOOD: 9}), dice=[3])
    events = play(g, "conquer 1")
    assert regrowth(events) == [(3, 1)]
    doctors = race_of(g, 1, "Witch Doctors")
    assert doctors.withdrawn == 2 and g.tray(doctors) == 0


def test_X_RACE_WITCHDOCTORS_not_in_decline():
    g = bna_game(entry(0, "Ratmen", hand=8, regions={BARROW: 1}),
                 entry(1, "Witch Doctors", active=False, regions={WISHING: 1, IRONWOOD: 1}), dice=[3])
    assert regrowth(play(g, "conquer 1")) == []


def test_X_RACE_WITCHDOCTORS_a_conversion_rolls_too():
    """A Sorcerer conversion sends the lone token to the tray: a loss, one roll."""
    g = bna_game(entry(0, "Sorcerers", hand=5, regions={BARROW: 1}),
                 entry(1, "Witch Doctors", "Alchemist", regions={WISHING: 1, IRONWOOD: 3}), dice=[1])
    events = play(g, "convert 1")
    assert regrowth(events) == [(1, 1)]
    assert race_of(g, 1, "Witch Doctors").withdrawn == 1


def test_X_RACE_WITCHDOCTORS_last_region_lost_keeps_them_in_hand():
    """The new tokens are kept in hand when no region is left (R-CONQ-11)."""
    g = bna_game(entry(0, "Ratmen", hand=8, regions={BARROW: 1}),
                 entry(1, "Witch Doctors", "Alchemist", regions={WISHING: 2}), dice=[2])
    play(g, "conquer 1", "end")
    doctors = race_of(g, 1, "Witch Doctors")
    assert not doctors.regions and doctors.hand == 1 + 2
