"""R-RACE-ELVES: no token lost when conquered while active (R-CONQ-8); normal loss in decline (R-DECL-5)."""

from __future__ import annotations

from powkit import BARROW, DEEPDELVE, WISHING, entry, play, position_game, race_of


def test_active_elves_lose_no_token():
    """Appendix A #33: active Elves lose a 3-token region -> all 3 are redeployed."""
    g = position_game(entry(0, "Elves", regions={WISHING: 3, DEEPDELVE: 1}),
                      entry(1, "Ratmen", regions={BARROW: 1}, hand=10), seat=1)
    elves = race_of(g, 0, "Elves")
    events = play(g, "conquer 1")  # 2 + 3 Elves = 5
    loss = next(e for e in events if e.kind == "loss")
    assert (loss.lost, loss.withdrawn) == (0, 3)
    play(g, "end")  # withdrawals: the 3 go to Deepdelve, the only region left
    assert g.region(DEEPDELVE).tokens == 4 and g.tray(elves) == 11 - 4


def test_in_decline_elves_lose_their_token():
    """Appendix A #34 (R-DECL-5): in-decline Elves lose their lone token."""
    g = position_game(entry(0, "Elves", active=False, regions={WISHING: 1, DEEPDELVE: 1}),
                      entry(1, "Ratmen", regions={BARROW: 1}, hand=10), seat=1)
    elves = race_of(g, 0, "Elves")
    events = play(g, "conquer 1")
    loss = next(e for e in events if e.kind == "loss")
    assert (loss.lost, loss.withdrawn) == (1, 0)
    assert g.tray(elves) == 11 - 1


def test_conversion_removes_the_elf():
    """R-RACE-ELVES, R-RACE-SORCERERS: a converted Elf goes to the tray, nothing withdraws."""
    g = position_game(entry(0, "Elves", regions={WISHING: 1, DEEPDELVE: 1}),
                      entry(1, "Sorcerers", regions={BARROW: 1}), seat=1)
    elves = race_of(g, 0, "Elves")
    events = play(g, "convert 1")
    assert elves.withdrawn == 0 and g.tray(elves) == 11 - 1
    assert g.region(WISHING).race == "Sorcerers" and "convert" in [e.kind for e in events]
