"""X-POW-COPYCAT: at COPY the race borrows a column power with its badge in tokens and its markers, until its owner's
next START or until another player takes that combo (RULING 33, X-INT-4, X-INT-8), appendix A #59."""

from __future__ import annotations

import pytest
from spiderkit import entry, play, spider_game

from smallworld_tui.rules import IllegalAction
from smallworld_tui.rules.actions import parse
from smallworld_tui.rules.exp.spider import copied

WISHING, IRONWOOD, BARROW, WITCHWOOD, CLOUDSPIRE = 1, 2, 6, 10, 19
COLUMN = [["Humans", "Flying", 0], ["Orcs", "Wealthy", 0], ["Dwarves", "Fortified", 0], ["Giants", "Hill", 0],
          ["Trolls", "Swamp", 0], ["Wizards", "Merchant", 0]]


def copycat_game(**extra):
    """Ann's Copycat Ratmen on two regions, her turn; Bob has no race; the column above."""
    return spider_game(entry(0, "Ratmen", "Copycat", regions={WISHING: 3, IRONWOOD: 2}), column=COLUMN, **extra)


def test_A59_copy_flying_gives_five_tokens_and_flight_until_the_owners_start():
    g = copycat_game()
    assert [str(a) for a in g.legal_actions() if a.kind == "copy"] == [
        "copy flying", "copy wealthy", "copy fortified", "copy hill", "copy swamp", "copy merchant"]
    tray = g.tray(g.p[0].active)
    play(g, "copy flying")
    rs = g.p[0].active
    assert rs.power.name == "Flying" and copied(g) == (0, "Flying")
    assert g.hand(0) == 5 + 3 and g.tray(rs) == tray - 5  # the copy's 5, and READY's 3 (the copy made MODE)
    assert g.conquest_cost(CLOUDSPIRE) is not None  # far away: Flying
    play(g, "end")
    while g.current_player == 1:  # Bob picks Orcs (not the copied combo) and ends
        play(g, "pick 2" if g.phase_word == "pick" else "end")
    assert copied(g) is None  # Ann's START: the copy ended, 5 tokens gone (from the fullest regions)
    rs = g.p[0].active
    assert rs.power.name == "Copycat" and sum(g.region(r).tokens for r in rs.regions) == 10 - 5
    assert all(g.region(r).tokens >= 1 for r in rs.regions)
    assert "copy flying" in [str(a) for a in g.legal_actions()]  # a new copy may be made this turn


def test_A59_an_opponent_taking_the_copied_combo_ends_the_copy_at_that_pick():
    g = copycat_game()
    play(g, "copy flying", "end")
    before = sum(g.region(r).tokens for r in g.p[0].active.regions)
    play(g, "pick 1")  # Bob takes Flying Humans
    rs = g.p[0].active
    assert rs.power.name == "Copycat" and copied(g) is None
    assert sum(g.region(r).tokens for r in rs.regions) == before - 5
    assert any(e.kind == "copy" and e.ended for e in g.events)


def test_X_POW_COPYCAT_no_pick_turn_effects_and_markers_lost():
    g = copycat_game()
    play(g, "copy wealthy")
    coins = g.coins(0)
    events = play(g, "end")
    assert g.coins(0) == coins + 2  # 2 regions, no Wealthy 7
    g = copycat_game()
    play(g, "copy fortified", "redeploy 1:5 2:3", "fortress 1")
    assert g.region(WISHING).fortress
    play(g, "pick 3")  # Bob takes Fortified Dwarves: the copy ends, its Fortress goes
    assert not g.region(WISHING).fortress and g.p[0].active.power.name == "Copycat"
    assert events


def test_X_POW_COPYCAT_copy_is_a_may_before_the_first_conquest_once_a_turn():
    g = copycat_game()
    play(g, "abandon 2")  # READY first: abandoning leaves the copy on offer
    assert "copy flying" in [str(a) for a in g.legal_actions()]
    play(g, "conquer 6")
    assert copied(g) is None and not any(a.kind == "copy" for a in g.legal_actions())
    with pytest.raises(IllegalAction):
        g.play("copy flying")
    g = copycat_game()
    play(g, "end")
    assert copied(g) is None and g.p[0].active.power.name == "Copycat"
    g = copycat_game()
    play(g, "copy flying", "end")
    while g.current_player == 1:
        play(g, "pick 2" if g.phase_word == "pick" else "end")
    play(g, "copy flying")
    with pytest.raises(IllegalAction):
        g.play("copy hill")  # one copy a turn
    with pytest.raises(IllegalAction):
        g.play("abandon 1")  # the copy ended READY


def test_X_POW_COPYCAT_copy_ends_without_trim_at_decline():
    """X-INT-8: a copied Stout declines the race: the copy ends before R-DECL-2 step 1 (Copycat's badge is the one
    discarded, the older in-decline race leaves) and no token is removed for it (step 4 trims)."""
    column = [["Humans", "Stout", 0], *COLUMN[1:]]
    g = spider_game(entry(0, "Ratmen", "Copycat", regions={WISHING: 3, IRONWOOD: 2}),
                    entry(0, "Orcs", "Commando", active=False, regions={BARROW: 1}), column=column)
    play(g, "copy stout", "redeploy 1:6 2:3")
    assert g.p[0].active.power.name == "Stout" and g.phase_word == "stout"
    events = play(g, "decline")
    assert [rs.name for rs in g.p[0].declined] == ["Ratmen"]
    assert "Copycat" in g.power_discard and "Stout" in [c[1] for c in g.column] and copied(g) is None
    assert [e.tokens for e in events if e.kind == "copy"] == [0]
    assert g.region(WISHING).tokens == 1 and g.region(IRONWOOD).tokens == 1


def test_X_POW_COPYCAT_tokens_lost_abandon_regions_when_needed():
    """RULING 33: the minimum per region is kept; when the copy's tokens cannot all come off, regions go (fewest
    tokens, then lowest id first). A copy in progress is part of a position (its 'counters' keys)."""
    regions = {WISHING: 1, IRONWOOD: 1, BARROW: 1, WITCHWOOD: 1, CLOUDSPIRE: 1, 21: 1, 13: 4}
    g = spider_game(entry(0, "Ratmen", "Flying", regions=regions), column=COLUMN, seat=1,
                    counters={"copy seat": 1, "copy power: Flying": 1, "copy tokens": 5, "copy picked": 1})
    assert copied(g) == (0, "Flying")
    play(g, "pick 1")  # 10 tokens on 7 regions: 3 come off the fullest, then 2 regions are abandoned
    rs = g.p[0].active
    assert rs.power.name == "Copycat"
    assert sorted(rs.regions) == [BARROW, WITCHWOOD, 13, CLOUDSPIRE, 21]
    assert sum(g.region(r).tokens for r in rs.regions) == 5


def test_X_POW_COPYCAT_notation_round_trip():
    g = copycat_game()
    assert any(a.kind == "copy" for a in g.legal_actions())
    for a in g.legal_actions():
        assert parse(str(a), g) == a


def test_X_POW_COPYCAT_R_POW_SEAFARING_a_copy_of_seafaring_ends_the_sea_is_kept():
    # ruling (sweep): when a copy of Seafaring ends, the race keeps the seas and lakes it holds, as an in-decline
    # Seafaring race keeps its seas (R-POW-SEAFARING); it only cannot conquer water any more
    western_sea, mirror_lake = 0, 7
    g = spider_game(
        entry(0, "Ratmen", "Copycat", regions={WISHING: 3, IRONWOOD: 2}),
        column=[["Humans", "Seafaring", 0], *COLUMN[1:]])
    play(g, "copy seafaring", f"conquer {western_sea}", "end")
    rs = g.p[0].active
    assert western_sea in rs.regions
    while g.current_player == 1:  # Bob picks Orcs (not the copied combo) and ends
        play(g, "pick 2" if g.phase_word == "pick" else "end")
    rs = g.p[0].active
    assert copied(g) is None and rs.power.name == "Copycat"
    assert western_sea in rs.regions and g.region(western_sea).tokens >= 1
    assert g.conquest_cost(mirror_lake) is None  # no more water to conquer
    play(g, "end")
    assert western_sea in rs.regions


def test_X_POW_COPYCAT_copying_wealthy_in_the_pick_turn_gives_no_seven():
    """X-POW-COPYCAT: never the copied power's pick-turn effects, in the Copycat's own pick turn too."""
    g = spider_game(column=[["Ratmen", "Copycat", 0], *COLUMN[:5]])
    coins = g.coins(0)
    play(g, "pick 1", "copy wealthy")
    assert g.p[0].active.power.name == "Wealthy"
    play(g, "conquer 1", "end")
    assert g.coins(0) == coins + 1  # 1 region, no Wealthy 7


# --- copying a power that brings pieces (X-POW-COPYCAT, RULING 33: "plus its markers"; X-INT-3) --------------------
PIECES = [["Wizards", "Merchant", 0], ["Humans", "Hordes of", 0], ["Orcs", "Behemoth", 0], ["Dwarves", "Fireball", 0],
          ["Trolls", "Catapult", 0], ["Giants", "Cursed", 0]]


def pieces_game():
    """``copycat_game`` with the other packs' powers in the column (Ann holds a swamp for the Behemoths' strength)."""
    from smallworld_tui.rules import Game, bundled_board
    from smallworld_tui.rules.packs import expanded
    from smallworld_tui.rules.ruleset import BASE
    position = {"players": ["Ann", "Bob"], "seat": 0, "column": PIECES,
                "races": [entry(0, "Ratmen", "Copycat", regions={WISHING: 3, IRONWOOD: 2, 3: 1})]}
    return Game.from_position(bundled_board(2), position, expanded(BASE, ["spider", "cursed", "royal", "bna"]))


def bobs_pick(g, combo: int = 1) -> None:
    """Bob takes ``combo`` (not a copied one) and ends; Ann's START follows."""
    while g.current_player == 1:
        play(g, f"pick {combo}" if g.phase_word == "pick" else "end")


def test_X_POW_COPYCAT_copying_hordes_of_gives_the_two_hordes_tokens_and_takes_them_back():
    g = pieces_game()
    play(g, "copy hordes-of")
    rs = g.p[0].active
    assert g.hand(0) == 5 + 2 + 3 and rs.extra == 2  # the badge's 5, the 2 Hordes of tokens, READY's 3
    play(g, "end")
    assert sum(g.region(r).tokens for r in rs.regions) == 6 + 5 + 2
    assert sum(g.markers["hordes"][r] for r in rs.regions) == 2  # they took their places
    bobs_pick(g)
    rs = g.p[0].active
    assert copied(g) is None and rs.power.name == "Copycat" and rs.extra == 0
    assert sum(g.markers["hordes"]) == 0 and sum(g.region(r).tokens for r in rs.regions) == 6
    assert g.tray(rs) == 13 - 6  # the Hordes of tokens never entered the tray


def test_X_POW_COPYCAT_copying_behemoth_gives_two_behemoths_and_takes_them_back():
    g = pieces_game()
    play(g, "copy behemoth")
    rs = g.p[0].active
    assert rs.marker_pool == 2
    play(g, "behemoth 4:1", "end")  # Windy Knolls: 2 + 1 (hill) - 1 (strength 1: Sinkhole Fen)
    assert sum(g.markers["behemoth"]) == 2
    bobs_pick(g)
    rs = g.p[0].active
    assert rs.power.name == "Copycat" and sum(g.markers["behemoth"]) == 0 and rs.marker_pool == 0


def test_X_POW_COPYCAT_fireballs_gained_while_copying_are_lost_when_it_ends():
    g = pieces_game()
    play(g, "copy fireball", "end")
    rs = g.p[0].active
    assert rs.flags.get("fireballs") == 1  # Wishing Fields is magic
    play(g, "pick 4")  # Bob takes the Fireball combo: the copy ends at once, its Fireball with it
    assert rs.power.name == "Copycat" and "fireballs" not in rs.flags
    assert g.races(0)[0].counts == ()  # no Fireball count shown


def test_X_POW_COPYCAT_copying_catapult_then_losing_it():
    g = pieces_game()
    play(g, "copy catapult")
    assert any(a.kind == "catapult" for a in g.legal_actions())
    target = next(a for a in g.legal_actions() if a.kind == "catapult")
    play(g, str(target), "end")
    assert sum(g.markers["catapult"]) == 1
    bobs_pick(g)
    assert sum(g.markers["catapult"]) == 0 and g.p[0].active.power.name == "Copycat"


def test_X_POW_COPYCAT_copying_cursed_gives_nothing():
    g = pieces_game()
    hand = g.hand(0)
    play(g, "copy cursed")
    rs = g.p[0].active
    assert rs.power.name == "Cursed" and g.hand(0) == hand and rs.marker_pool == 0 and rs.extra == 0  # no token
    play(g, "end")
    bobs_pick(g)
    rs = g.p[0].active
    assert rs.power.name == "Copycat" and sum(g.region(r).tokens for r in rs.regions) == 6


def test_X_POW_COPYCAT_a_column_combo_holding_homunculus_tokens_can_be_copied():
    """X-INT-2: a skipped Homunculi combo holds tokens (a fourth entry in the column); Copycat reads its power."""
    from smallworld_tui.rules import Game, bundled_board
    from smallworld_tui.rules.packs import expanded
    from smallworld_tui.rules.ruleset import BASE
    column = [["Homunculi", "Flying", 1, 2], *COLUMN[1:]]
    position = {"players": ["Ann", "Bob"], "seat": 0, "column": column,
                "races": [entry(0, "Ratmen", "Copycat", regions={WISHING: 3, IRONWOOD: 2})]}
    g = Game.from_position(bundled_board(2), position, expanded(BASE, ["spider", "bna"]))
    assert "copy flying" in [str(a) for a in g.legal_actions()]
    play(g, "copy flying")
    assert g.p[0].active.power.name == "Flying"


@pytest.mark.parametrize("word", ["\u200b", "\x1bflying", "[b]flying[/b]", "ﬂying", "x" * 99])
def test_X_POW_COPYCAT_a_hostile_word_is_refused_in_one_printable_line(word):
    """'copy <zero-width space>' was refused with the raw text in the message (not printable, so not one clean
    line): the refusal quotes what was typed, escaped and cut, and leaves the game as it was."""
    g = copycat_game()
    record = g.to_json()
    with pytest.raises(IllegalAction) as refused:
        play(g, f"copy {word}")
    message = str(refused.value)
    assert message.isprintable() and len(message) < 100 and g.to_json() == record
