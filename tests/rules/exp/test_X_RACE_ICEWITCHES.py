"""X-RACE-ICEWITCHES: Winter markers gained per magic region at REDEPLOY step 4, placed in or next to the race's
regions: +1 defence against everyone, -1 coin at SCORE for anyone but the Ice Witches (floor 0), all removed at
decline (RULING 24, X-INT-5, X-INT-7, X-INT-8, X-INT-13), appendix A #48."""

from __future__ import annotations

import pytest
from spiderkit import entry, on_map, play, spider_again, spider_game

from smallworld_tui.rules import IllegalAction
from smallworld_tui.rules.actions import parse

# the 2-player map (powkit): Witchwood 10 and Wisp Marsh 16 are magic; Amber Fields 9 (farmland) is next to
# Witchwood, Echo Tor 17 (hill) next to Wisp Marsh
AMBER, WITCHWOOD, MILLERS, WISP, ECHO_TOR, KNOLLS, HOLLOW = 9, 10, 11, 16, 17, 4, 14


def witches_game(**extra):
    """Ann's Ice Witches on the two magic regions; Bob's Humans on a farmland and a hill next to them."""
    return spider_game(entry(0, "Ice Witches", "Commando", regions={WITCHWOOD: 3, WISP: 2}),
                       entry(1, "Humans", "Commando", regions={AMBER: 1, ECHO_TOR: 1}), **extra)


def winter_menu(g):
    return sorted(a.region for a in g.legal_actions() if a.kind == "winter")


def score_of(events, seat):
    return next(e for e in events if e.kind == "score" and e.seat == seat)


def test_A48_two_magic_regions_two_winter_on_enemy_regions():
    g = witches_game()
    play(g, "redeploy 10:3 16:2")
    assert g.phase_word == "winter"
    assert winter_menu(g) == [KNOLLS, AMBER, WITCHWOOD, MILLERS, HOLLOW, 15, WISP, ECHO_TOR]
    play(g, "winter 9", "winter 17")
    assert on_map(g, "winter") == [AMBER, ECHO_TOR]
    assert score_of(g.log, 0).coins == 2  # the Ice Witches' own regions are not taxed
    events = play(g, "end")  # Bob's turn: his Human farmland scores 2 - 1 = 1, his plain hill 1 - 1 = 0
    bob = score_of(events, 1)
    assert bob.coins == 1
    assert [(p.label, p.coins) for p in bob.parts if p.coins < 0] == [("Ice Witches", -2)]
    g = spider_again(g, 0)
    assert g.conquest_cost(AMBER) == 2 + 1 + 1 - 1  # 2 + the Human + Winter, Commando -1
    assert [str(p) for p in g.cost_breakdown(AMBER).parts][:3] == ["+2 base", "+1 Winter marker",
                                                                  "+1 token of Bob's Commando Humans"]


def test_X_RACE_ICEWITCHES_end_places_one_in_each_own_region_without_winter():
    g = witches_game()
    play(g, "end")
    assert on_map(g, "winter") == [WITCHWOOD, WISP]
    g = witches_game(markers={"winter": {WITCHWOOD: 1}})
    play(g, "redeploy 10:3 16:2", "winter 9", "end")  # the one left goes to the own region without Winter
    assert on_map(g, "winter") == [AMBER, WITCHWOOD, WISP]


def test_X_RACE_ICEWITCHES_winter_is_a_may_skip_places_none():
    g = witches_game()
    play(g, "redeploy 10:3 16:2")
    assert "skip" in [str(a) for a in g.legal_actions()]
    play(g, "winter 17", "skip")
    assert on_map(g, "winter") == [ECHO_TOR] and g.current_player == 1


def test_X_RACE_ICEWITCHES_one_per_region_never_immune_never_moves():
    g = spider_game(entry(0, "Ice Witches", "Commando", regions={WITCHWOOD: 3, WISP: 2}),
                    entry(1, "Humans", "Dragon Master", regions={AMBER: 1, ECHO_TOR: 1}),
                    markers={"dragon": {AMBER: 1}, "winter": {ECHO_TOR: 1}})
    play(g, "redeploy 10:3 16:2")
    assert AMBER not in winter_menu(g) and ECHO_TOR not in winter_menu(g)
    with pytest.raises(IllegalAction, match="Winter"):
        g.play("winter 9")
    play(g, "winter 11", "winter 10")
    assert on_map(g, "winter") == [WITCHWOOD, MILLERS, ECHO_TOR]
    assert g.phase_word != "winter"  # two magic regions: two new markers


def test_X_RACE_ICEWITCHES_no_winter_in_another_players_lava():
    """X-IA: immune regions (Lava of another player) cannot receive Winter; Winter there is not taxed either."""
    g = spider_game(entry(0, "Ice Witches", "Commando", regions={WITCHWOOD: 3, WISP: 2}),
                    entry(1, "Humans", "Lava", regions={AMBER: 1, 15: 1}, flags={"lava": 1 << AMBER}),
                    markers={"lava": {AMBER: 1}})
    play(g, "redeploy 10:3 16:2")
    assert AMBER not in winter_menu(g)


def test_X_RACE_ICEWITCHES_winter_stays_with_conquests_and_goes_at_decline():
    g = witches_game(markers={"winter": {AMBER: 1, ECHO_TOR: 1}})
    play(g, "conquer 9")  # 2 + 1 + Winter - 1 = 3: the marker stays
    assert g.region(AMBER).owner == 0 and on_map(g, "winter") == [AMBER, ECHO_TOR]
    play(g, "end")
    assert on_map(g, "winter")  # still there while the race is active
    g = spider_again(g, 0)
    events = play(g, "decline")
    assert on_map(g, "winter") == []
    assert any(e.kind == "lifted" for e in events)


def test_X_RACE_ICEWITCHES_tax_spares_immune_regions_and_hits_declined_races():
    """RULING 24: a Winter region of an in-decline race is taxed; a region immune to the Ice Witches' owner is not
    (the Dragon there)."""
    g = spider_game(entry(0, "Ice Witches", "Commando", regions={WITCHWOOD: 3}),
                    entry(1, "Humans", "Dragon Master", regions={AMBER: 1, ECHO_TOR: 1}),
                    entry(1, "Orcs", active=False, regions={MILLERS: 1}), seat=1,
                    markers={"winter": {AMBER: 1, ECHO_TOR: 1, MILLERS: 1}, "dragon": {ECHO_TOR: 1}})
    events = play(g, "end")
    bob = score_of(events, 1)
    assert [(p.label, p.coins) for p in bob.parts if p.coins < 0] == [("Ice Witches", -1), ("Ice Witches", -1)]


def test_X_RACE_ICEWITCHES_notation_round_trip():
    g = witches_game()
    play(g, "redeploy 10:3 16:2")
    for a in g.legal_actions():
        assert parse(str(a), g) == a


def test_X_RACE_ICEWITCHES_a_skag_attack_bars_conquests_not_winter():
    """The region of a Skag Attack is barred to the race's conquests this turn, not immune to its Winter."""
    g = spider_game(entry(0, "Ice Witches", "Commando", regions={WITCHWOOD: 3, WISP: 2}),
                    entry(1, "Skags", "Merchant", regions={AMBER: 1}),
                    markers={"loot": {AMBER: 1}, "loot_face": {AMBER: 1}}, counters={"loot": 1})
    play(g, "conquer 9")
    assert g.region(AMBER).owner == 1 and g.conquest_cost(AMBER) is None
    play(g, "redeploy 10:2 16:2")
    assert AMBER in winter_menu(g)
