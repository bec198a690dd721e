"""X-RACE-LEPRECHAUNS (RULING 17): Pots of Gold placed at REDEPLOY step 4, collected at the owner's next START,
captured by a conqueror; 16 in a game, never returned."""

from __future__ import annotations

import pytest
from bnakit import BNA, bna_again, bna_game, coins
from powkit import BARROW, DEEPDELVE, IRONWOOD, WISHING, entry, legal, play

from smallworld_tui.rules import Game, IllegalAction
from smallworld_tui.rules.errors import PositionError


def pots(g):
    return [r for r in range(len(g.board.regions)) if g.marker("pot", r)]


def with_rival(g: Game, rival: dict, seat: int = 1) -> Game:
    pos = g.position()
    return Game.from_position(g.board, {**pos, "races": pos["races"] + [rival], "seat": seat}, BNA)


def test_A42_pots_pay_their_conqueror_then_their_owner():
    """Appendix A #42: pots in 3 regions; an enemy conquers one: enemy +1; the Leprechauns' START: +2; the pot
    supply is 16 - 3 = 13."""
    g = bna_game(entry(0, "Leprechauns", "Alchemist", regions={WISHING: 2, IRONWOOD: 2, BARROW: 2}))
    play(g, "end")  # X-INT-13: one pot in every region
    assert pots(g) == [WISHING, IRONWOOD, BARROW]
    assert g.position()["counters"] == {"pots": 3}
    g = with_rival(g, entry(1, "Ratmen", hand=8, regions={DEEPDELVE: 1}))
    before = coins(g)
    events = play(g, "conquer 1")
    assert coins(g)[1] == before[1] + 1 and [e.coins for e in events if e.kind == "earned"] == [1]
    assert pots(g) == [IRONWOOD, BARROW]
    play(g, "end")
    assert g.current_player == 0 and g.phase_word == "withdraw"
    before = coins(g)
    events = play(g, "withdraw 2:1")  # seat 0's turn starts: the two pots left are collected
    assert coins(g)[0] == before[0] + 2 and pots(g) == []
    assert [e.coins for e in events if e.kind == "earned"] == [2]
    play(g, "end")
    assert pots(g) == [IRONWOOD, BARROW] and g.position()["counters"] == {"pots": 5}


def test_X_RACE_LEPRECHAUNS_the_pots_question():
    g = bna_game(entry(0, "Leprechauns", "Alchemist", regions={WISHING: 2, IRONWOOD: 2}))
    play(g, "redeploy 1:2 2:2")
    assert g.phase_word == "pots"
    assert legal(g)[:4] == ["pots 1:1 2:1", "pots 1:0 2:0", "pots 1:0 2:1", "pots 1:1 2:0"]
    for bad in ("pots 1:2 2:0", "pots 1:1 2:1 5:1", "pots 5:0"):
        with pytest.raises(IllegalAction):
            g.play(bad)
    play(g, "pots 2:1")  # a region left out gets none
    assert pots(g) == [IRONWOOD]


def test_X_RACE_LEPRECHAUNS_sixteen_pots_in_a_game():
    g = bna_game(entry(0, "Leprechauns", "Alchemist", regions={WISHING: 2, IRONWOOD: 2, BARROW: 2}),
                 counters={"pots": 14})
    play(g, "end")  # two left: the lowest ids get them
    assert pots(g) == [WISHING, IRONWOOD] and g.position()["counters"] == {"pots": 16}
    g = bna_again(g, 0)
    play(g, "end")
    assert pots(g) == []  # none left: no question


def test_X_RACE_LEPRECHAUNS_collected_in_decline_and_kept_through_the_decline():
    """X-INT-8: pots collected at START of the decline turn; a pot stays in an in-decline region until START."""
    g = bna_game(entry(0, "Leprechauns", "Alchemist", regions={WISHING: 1, IRONWOOD: 1}),
                 markers={"pot": {WISHING: 1, IRONWOOD: 1}})
    assert pots(g) == []  # collected at the START this position begins with
    g = bna_game(entry(0, "Leprechauns", active=False, regions={WISHING: 1}), entry(0, "Ratmen", hand=5),
                 markers={"pot": {WISHING: 1}}, coins=[0, 0])
    assert coins(g)[0] == 1 and pots(g) == []


def test_X_RACE_LEPRECHAUNS_a_conversion_captures_the_pot():
    """Ruling BNA-3: a Sorcerer conversion of a pot region takes the pot's coin like a conquest."""
    g = bna_game(entry(0, "Sorcerers", hand=5, regions={BARROW: 1}),
                 entry(1, "Leprechauns", "Alchemist", regions={WISHING: 1, IRONWOOD: 1}),
                 markers={"pot": {WISHING: 1, IRONWOOD: 1}})
    assert pots(g) == [WISHING, IRONWOOD]  # the owner's pots wait for his own START
    before = coins(g)
    play(g, "convert 1")
    assert coins(g) == [before[0] + 1, before[1]] and pots(g) == [IRONWOOD]


def test_X_RACE_LEPRECHAUNS_a_dragon_conquest_captures_the_pot():
    g = bna_game(entry(0, "Ratmen", "Dragon Master", hand=5, regions={BARROW: 1}),
                 entry(1, "Leprechauns", "Alchemist", regions={WISHING: 3, IRONWOOD: 1}),
                 markers={"pot": {WISHING: 1}})
    before = coins(g)
    play(g, "dragon 1")
    assert coins(g)[0] == before[0] + 1 and pots(g) == []


@pytest.mark.parametrize("counters", [{"pots": -1}, {"pots": "x"}, [1], {"pots": 1 << 16}])
def test_X_RACE_LEPRECHAUNS_a_bad_pot_count_in_a_position_is_refused(counters):
    with pytest.raises(PositionError):
        bna_game(counters=counters)


def test_X_RACE_LEPRECHAUNS_a_pot_beside_a_fortress_is_taken():
    """R-CONQ-9 clears a Fortress's region of its markers: the pot pays its conqueror first."""
    g = bna_game(entry(0, "Ratmen", hand=8, regions={BARROW: 1}),
                 entry(1, "Leprechauns", "Fortified", regions={WISHING: 1, IRONWOOD: 1}),
                 markers={"pot": {WISHING: 1}, "fortress": {WISHING: 1}})
    before = coins(g)
    play(g, "conquer 1")
    assert coins(g)[0] == before[0] + 1 and pots(g) == [] and not g.region(WISHING).fortress
