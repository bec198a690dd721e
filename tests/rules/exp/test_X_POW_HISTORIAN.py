"""X-POW-HISTORIAN (RULING 10): coins at PICK per in-decline race, then 1 at every decline while active."""

from __future__ import annotations

from dameskit import earned, exp_again, exp_game
from powkit import entry, play

from smallworld_tui.rules import Game


def _column(g: Game, race: str, power: str) -> list[list[object]]:
    """The column with ``race`` and ``power`` as combo 1."""
    column = [c for c in g.position()["column"] if race not in c and power not in c]
    return [[race, power, 0], *column[:5]]


def test_A29_pick_three_then_stout_decline_one_wipe_out_nothing_own_decline_one():
    """Appendix A #29: Historian picked with 3 in-decline races on the map (own included) -> +3; later an opponent
    Stout-declines -> +1; a race is wiped out -> 0; the Historians decline -> +1."""
    g = exp_game(entry(0, "Humans", active=False, regions={1: 1}),
                 entry(1, "Orcs", active=False, regions={20: 1}),
                 entry(1, "Elves", "Spirit", active=False, regions={21: 1}),
                 entry(1, "Ratmen", "Stout", regions={15: 3}))
    g = exp_again(g, 0, column=_column(g, "Giants", "Historian"))
    coins = g.coins(0)
    events = play(g, "pick 1")
    assert earned(events, 0) == [3] and g.coins(0) == coins + 3
    (paid,) = [e for e in events if e.kind == "earned"]
    assert g.describe(paid) == "Ann's Historian Giants earn 3 coins (3 races in decline on the map)."
    play(g, "conquer 2", "end")
    events = play(g, "redeploy 15:3", "decline")  # Bob's Stout Ratmen decline; his Orcs leave play
    assert earned(events, 0) == [1] and earned(events, 1) == []
    assert "leave" in [e.kind for e in events]
    g = exp_again(g, 0)
    coins = g.coins(0)
    events = play(g, "decline")
    assert earned(events, 0) == [1]
    assert g.describe([e for e in events if e.kind == "earned"][0]) == \
        "Ann's Historian Giants earn 1 coin (their own decline)."


def test_X_POW_HISTORIAN_race_wiped_out_pays_nothing():
    """A race leaving play by conquest (R-CONQ-10) is no decline."""
    g = exp_game(entry(0, "Giants", "Historian", regions={2: 1}),
                 entry(1, "Orcs", active=False, regions={20: 1}), entry(1, "Ratmen", "Hill", regions={21: 6}), seat=1)
    events = play(g, "conquer 20")
    assert "leave" in [e.kind for e in events] and earned(events, 0) == []


def test_X_POW_HISTORIAN_opponents_decline_turn_pays_one():
    g = exp_game(entry(0, "Giants", "Historian", regions={2: 1}), entry(1, "Ratmen", "Hill", regions={21: 6}), seat=1)
    events = play(g, "decline")
    assert earned(events, 0) == [1]


def test_X_POW_HISTORIAN_in_decline_earns_nothing():
    g = exp_game(entry(0, "Giants", "Historian", active=False, regions={2: 1}),
                 entry(1, "Ratmen", "Hill", regions={21: 6}), seat=1)
    events = play(g, "decline")
    assert earned(events, 0) == []


def test_X_POW_HISTORIAN_pick_with_none_in_decline_earns_nothing():
    g = Game.new(None, ["Ann", "Bob"], seed=2, races=["Giants"], powers=["Historian"], expansions=["dames"])
    events = play(g, "pick 1")
    assert earned(events, 0) == []


# --- with A Spider's Web: Soul-Touch and Copycat (X-POW-SOULTOUCH, X-POW-COPYCAT, X-INT-8) ------------------------
BOTH = ("dames", "spider")


def test_X_POW_HISTORIAN_an_opponents_soul_touch_decline_pays_one():
    """X-POW-HISTORIAN: a Soul-Touch decline fires the trigger once (the kept race does not decline again)."""
    g = exp_game(entry(0, "Giants", "Historian", regions={2: 1}),
                 entry(1, "Elves", "Forest", active=False, regions={20: 1}),
                 entry(1, "Ratmen", "Soul-Touch", regions={21: 6}), seat=1, packs=BOTH)
    events = play(g, "decline")
    assert earned(events, 0) == [1]
    assert [rs.name for rs in g.p[1].declined] == ["Elves", "Ratmen"]


def test_X_POW_HISTORIAN_a_stout_decline_pays_one():
    """X-IA Stout: a Stout decline (after SCORE, at END_CHOICES) fires the Historian."""
    g = exp_game(entry(0, "Giants", "Historian", regions={2: 1}), entry(1, "Ratmen", "Stout", regions={21: 3}),
                 seat=1, packs=BOTH)
    events = play(g, "redeploy 21:3", "decline")
    assert g.p[1].active is None and earned(events, 0) == [1]


def test_X_POW_HISTORIAN_a_soul_touch_revival_earns_the_pick_coins():
    """X-POW-SOULTOUCH: the revival counts as P's pick: the revived Historians earn 1 per in-decline race on the map
    (Ann's Soul-Touch Ratmen and Bob's Orcs: 2)."""
    g = exp_game(entry(0, "Giants", "Historian", active=False, regions={2: 1}),
                 entry(0, "Ratmen", "Soul-Touch", regions={4: 2}),
                 entry(1, "Orcs", active=False, regions={20: 1}), entry(1, "Humans", "Hill", regions={21: 3}),
                 packs=BOTH)
    g = exp_again(g, 0, power_discard=["Historian"],
                  power_stack=[p for p in g.position()["power_stack"] if p != "Historian"],
                  column=[c for c in g.position()["column"] if c[1] != "Historian"])
    play(g, "decline")
    events = play(g, "end")  # Bob's turn
    assert g.current_player == 0 and g.p[0].active.name == "Giants" and g.p[0].active.power.name == "Historian"
    assert earned(events, 0) == [2]


def test_X_POW_HISTORIAN_a_copy_never_earns_the_pick_coins_but_sees_declines():
    """X-POW-COPYCAT: a copied Historian is the race's power (it sees declines) without its pick-time coins, even in
    the Copycat's own pick turn."""
    g = exp_game(entry(1, "Orcs", active=False, regions={20: 1}), entry(1, "Humans", "Hill", regions={21: 3}),
                 packs=BOTH, column=[["Ratmen", "Copycat", 0], ["Giants", "Historian", 0], ["Dwarves", "Wealthy", 0],
                                     ["Trolls", "Swamp", 0]])
    coins = g.coins(0)
    events = play(g, "pick 1", "copy historian")
    assert earned(events, 0) == [] and g.p[0].active.power.name == "Historian" and g.coins(0) == coins
    play(g, "end")
    events = play(g, "decline")  # Bob's decline turn, while Ann's copy lasts
    assert earned(events, 0) == [1]
