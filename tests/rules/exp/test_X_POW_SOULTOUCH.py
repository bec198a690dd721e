"""X-POW-SOULTOUCH: a Soul-Touch decline keeps the older in-decline race, which scores and is revived on the next
turn (mode REVIVE) with its former badge if it is in the discard pile (RULING 34, X-INT-4, X-INT-8), appendix A
#60."""

from __future__ import annotations

import pytest
from spiderkit import SPIDER, entry, play, spider_game

from smallworld_tui.rules import Game, IllegalAction

WISHING, IRONWOOD, KNOLLS, AMBER, WITCHWOOD, MILLERS, ECHO_TOR = 1, 2, 4, 9, 10, 11, 17


def with_discard(g: Game, *badges: str) -> Game:
    """The same position with ``badges`` in the power discard pile (taken off the stack and the column)."""
    pos = g.position()
    pos["power_stack"] = [p for p in pos["power_stack"] if p not in badges]
    pos["column"] = [c for c in pos["column"] if c[1] not in badges]
    pos["power_discard"] = [*pos["power_discard"], *badges]
    return Game.from_position(g.board, pos, SPIDER)


def bobs_turn(g: Game) -> None:
    """Bob plays his turn: the top combo, then ``end``."""
    while g.current_player == 1:
        play(g, "pick 1" if g.phase_word == "pick" else "end")


def soul_game(*more, badges=("Forest",)):
    """Ann: in-decline Elves (their Forest badge) on 2 regions and active Soul-Touch Ratmen on 3, her turn."""
    g = spider_game(entry(0, "Elves", "Forest", active=False, regions={AMBER: 1, WITCHWOOD: 1}),
                    entry(0, "Ratmen", "Soul-Touch", regions={WISHING: 2, IRONWOOD: 2, KNOLLS: 1}), *more)
    return with_discard(g, *badges)


def test_A60_elves_stay_score_and_are_revived_with_forest():
    g = soul_game()
    coins = g.coins(0)
    play(g, "decline")
    assert g.coins(0) == coins + 3 + 2  # the Soul-Touch regions + the Elves' 2
    assert [rs.name for rs in g.races(0)] == ["Elves", "Ratmen"] and not any(v.active for v in g.races(0))
    bobs_turn(g)
    assert g.current_player == 0
    elves = g.p[0].active
    assert elves is not None and elves.name == "Elves" and elves.power.name == "Forest"
    assert g.hand(0) == 8 and sorted(elves.regions) == [AMBER, WITCHWOOD]  # 6 + 4 = 10: 2 on the map + 8
    assert "Forest" not in g.power_discard
    assert [rs.name for rs in g.p[0].declined] == ["Ratmen"]
    assert any(e.kind == "revived" for e in g.log)
    with pytest.raises(IllegalAction):
        g.play("decline")  # REVIVE is the mode: no decline, no pick
    play(g, "conquer 3")
    assert g.region(3).owner == 0 and g.region(3).race == "Elves"


def test_X_POW_SOULTOUCH_without_its_badge_in_the_discard_the_race_has_no_power():
    g = soul_game(badges=())
    play(g, "decline")
    bobs_turn(g)
    elves = g.p[0].active
    assert elves.power.name == "" and elves.title == "Elves"
    assert g.hand(0) == 6 - 2  # the banner alone
    again = Game.from_position(g.board, g.position(), SPIDER)  # a position with a powerless race reads back
    assert again.races(0) == g.races(0)


def test_X_POW_SOULTOUCH_non_spirit_first_and_spirit_kept_with_its_badge():
    g = spider_game(entry(0, "Elves", "Spirit", active=False, regions={AMBER: 1}),
                    entry(0, "Humans", "Forest", active=False, regions={ECHO_TOR: 1}),
                    entry(0, "Ratmen", "Soul-Touch", regions={WISHING: 2}))
    g = with_discard(g, "Forest")
    play(g, "decline")
    bobs_turn(g)
    assert g.p[0].active.name == "Humans" and g.p[0].active.power.name == "Forest"
    g = spider_game(entry(0, "Elves", "Spirit", active=False, regions={AMBER: 1}),
                    entry(0, "Ratmen", "Soul-Touch", regions={WISHING: 2}))
    play(g, "decline")
    bobs_turn(g)
    assert g.p[0].active.name == "Elves" and g.p[0].active.power.name == "Spirit"
    assert g.hand(0) == 6 + 5 - 1


def test_X_POW_SOULTOUCH_kept_race_gone_before_revive_means_a_new_race():
    g = soul_game(entry(1, "Humans", "Commando", regions={KNOLLS + 10: 1}, hand=9))
    play(g, "decline")
    pos = g.position()
    pos["races"] = [r for r in pos["races"] if r["race"] != "Elves"]  # the Elves left play meanwhile
    g = Game.from_position(g.board, {**pos, "seat": 0}, SPIDER)
    assert g.phase_word == "pick"


def test_X_POW_SOULTOUCH_without_older_race_a_plain_decline():
    g = spider_game(entry(0, "Ratmen", "Soul-Touch", regions={WISHING: 2}))
    play(g, "decline")
    bobs_turn(g)
    assert g.p[0].active is None and g.phase_word == "pick"


def test_X_POW_SOULTOUCH_R_DECL_4_the_invariant_allows_the_kept_race_until_revive():
    # the property checker's R-DECL-4 (one non-Spirit race in decline) reads the engine's hook (``keeps_older``)
    from test_properties import check_invariants

    g = soul_game()
    play(g, "decline")
    assert len(g.p[0].declined) == 2
    check_invariants(g)  # Elves kept by the Soul-Touch Ratmen's decline
    ratmen = g.p[0].declined[1]
    ratmen.power = g.ruleset.powers["Merchant"]  # the same two races without the hook break R-DECL-4
    with pytest.raises(AssertionError):
        check_invariants(g)


def test_X_POW_SOULTOUCH_the_revived_races_top_up_is_no_leftover_hand():
    # the property checker's start-of-turn check (no token left in hand, R-CONQ-11) lets the player to play hold the
    # tokens REVIVE gave at START (a random 4-player game with every pack, seed 8, tripped on it)
    from test_properties import check_between_turns

    g = soul_game()
    play(g, "decline")
    bobs_turn(g)
    elves = g.p[0].active
    assert elves is not None and elves.regions and g.hand(0) == 8 and g.current_player == 0
    check_between_turns(g)


def ghoul_soul_game(elves: dict):
    """Ann: in-decline Elves (Forest in the discard pile) on ``elves`` and active Soul-Touch Ghouls."""
    g = spider_game(entry(0, "Elves", "Forest", active=False, regions=elves),
                    entry(0, "Ghouls", "Soul-Touch", regions={WISHING: 2, IRONWOOD: 2, KNOLLS: 3}))
    return with_discard(g, "Forest")


def test_X_POW_SOULTOUCH_revive_comes_after_the_in_decline_ghouls_phase():
    """X-INT-4 steps 2 and 4: REVIVE follows GHOUL_PHASE; the Elves are still in decline while the Ghouls play."""
    g = ghoul_soul_game({AMBER: 1, WITCHWOOD: 1})
    play(g, "decline")
    bobs_turn(g)
    assert g.current_player == 0 and g.p[0].active is None  # not revived yet: the Ghouls' phase comes first
    menu = g.legal_actions()
    assert menu and not any(a.kind in ("pick", "decline") for a in menu)
    assert all(a.ghouls for a in menu if a.kind != "end")
    assert [rs.name for rs in g.p[0].declined] == ["Elves", "Ghouls"]
    assert not any(e.kind == "revived" for e in g.log[-3:])
    play(g, "ghouls end")
    elves = g.p[0].active
    assert elves is not None and elves.name == "Elves" and elves.power.name == "Forest"
    assert g.hand(0) == 8 and g.region(KNOLLS).race == "Ghouls" and g.region(KNOLLS).tokens == 3
    assert g.log[-1].kind == "revived"
    play(g, "conquer 3")
    assert g.region(3).race == "Elves"


def test_X_POW_SOULTOUCH_ghouls_taking_the_kept_race_last_region_make_it_a_pick():
    """X-INT-4 order and RULING 34: the Ghouls' phase comes first; the kept race gone, the turn is a new race."""
    g = ghoul_soul_game({AMBER: 1})
    play(g, "decline")
    bobs_turn(g)
    play(g, "ghouls conquer 9")  # R-CONQ-14: their owner's in-decline Elves, 2 + 1
    assert g.region(AMBER).race == "Ghouls"
    play(g, "ghouls end")
    assert g.p[0].active is None and g.phase_word == "pick"
    assert [rs.name for rs in g.p[0].declined] == ["Ghouls"]


def test_X_POW_SOULTOUCH_kept_ghouls_are_revived_at_once_without_their_phase():
    """X-POW-SOULTOUCH: the Ghoul phase is skipped for P itself if P is Ghouls."""
    g = spider_game(entry(0, "Ghouls", "Forest", active=False, regions={AMBER: 2, WITCHWOOD: 1}),
                    entry(0, "Ratmen", "Soul-Touch", regions={WISHING: 2}))
    g = with_discard(g, "Forest")
    play(g, "decline")
    bobs_turn(g)
    ghouls = g.p[0].active
    assert ghouls is not None and ghouls.name == "Ghouls" and ghouls.power.name == "Forest"
    assert not any(a.ghouls for a in g.legal_actions())


def test_X_POW_SOULTOUCH_revival_counts_as_the_pick_for_wealthy():
    """X-POW-SOULTOUCH: the revival counts as P's pick for pick-time effects: Wealthy's 7 at that turn's SCORE."""
    g = spider_game(entry(0, "Elves", "Wealthy", active=False, regions={AMBER: 1, WITCHWOOD: 1}),
                    entry(0, "Ratmen", "Soul-Touch", regions={WISHING: 2}))
    g = with_discard(g, "Wealthy")
    play(g, "decline")
    bobs_turn(g)
    assert g.p[0].active.power.name == "Wealthy"
    coins = g.coins(0)
    play(g, "end")
    assert g.coins(0) == coins + 2 + 7 + 1  # the Elves' 2 regions, Wealthy's 7, the in-decline Ratmen's 1
