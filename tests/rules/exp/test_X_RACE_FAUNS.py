"""X-RACE-FAUNS (RULES-EXP.md, RULING 20): +1 token per region taken from an opponent's active race, and a token for
each victim, placed at WITHDRAWALS."""

from __future__ import annotations

from royalkit import entry, exp_game, play, race_of

# the 2-player map: 1 farmland, 2 forest, 6 hill, 5 mountain, 7 the lake, 9 farmland, 11 farmland, 12 forest


def test_A43_two_active_regions_and_a_lost_tribe_give_two_and_two():
    """Appendix A #43: Fauns conquer 2 of B's active regions and 1 Lost Tribe region -> Fauns +2 tokens at REDEPLOY;
    B +2 in WITHDRAWALS."""
    g = exp_game(entry(0, "Fauns", "Flying", regions={1: 1}, hand=12),
                 entry(1, "Humans", "Spirit", regions={9: 1, 11: 1, 12: 1}), tribes={"4": 1})
    play(g, "conquer 9", "conquer 11", "conquer 4")
    fauns, humans = race_of(g, 0, "Fauns"), race_of(g, 1, "Humans")
    assert humans.withdrawn == 2  # no token withdrawn (1 each, lost to the tray) + 1 each for the Fauns' victim
    events = play(g, "end")
    assert [e.tokens for e in events if e.kind == "gain"] == [2]  # the Lost Tribe region does not count
    assert sum(g.region(r).tokens for r in fauns.regions) == 13 + 2  # 1 + 12 in hand, all placed, + 2 gained
    assert g.region(12).tokens == 3  # B's 2 new tokens placed in its last region at WITHDRAWALS


def test_X_RACE_FAUNS_victim_events_at_the_conquest():
    g = exp_game(entry(0, "Fauns", "Flying", regions={1: 1}, hand=12), entry(1, "Humans", "Spirit", regions={9: 2}))
    events = play(g, "conquer 9")
    assert [(e.kind, e.seat, e.region) for e in events if e.kind == "faun victim"] == [("faun victim", 1, 9)]
    assert race_of(g, 1, "Humans").withdrawn == 2  # 1 back from the region (1 lost) + 1 gained


def test_X_RACE_FAUNS_decline_regions_and_own_do_not_count():
    g = exp_game(entry(0, "Fauns", "Flying", regions={1: 1}, hand=12),
                 entry(0, "Orcs", active=False, regions={9: 1}), entry(1, "Humans", active=False, regions={11: 1}))
    play(g, "conquer 9", "conquer 11")
    events = play(g, "end")
    assert not [e for e in events if e.kind in ("gain", "faun victim")]


def test_X_RACE_FAUNS_victim_with_no_region_left_keeps_the_tokens_in_hand_and_elves_gain_too():
    g = exp_game(entry(0, "Fauns", "Flying", regions={1: 1}, hand=12), entry(1, "Elves", "Spirit", regions={9: 2}))
    play(g, "conquer 9", "end")
    elves = race_of(g, 1, "Elves")
    assert not elves.regions and elves.hand == 3  # 2 withdrawn (Elves lose none) + 1 for the Fauns: R-CONQ-11


def test_X_RACE_FAUNS_gain_is_tray_capped():
    g = exp_game(entry(0, "Fauns", "Flying", regions={1: 17}, hand=1), entry(1, "Humans", "Spirit", regions={9: 1}))
    play(g, "conquer 9", "end")
    assert sum(g.region(r).tokens for r in race_of(g, 0, "Fauns").regions) == 18  # the supply: no token to gain


def test_X_RACE_FAUNS_dragon_conquest_counts():
    g = exp_game(entry(0, "Fauns", "Dragon Master", regions={1: 1}, hand=6), entry(1, "Humans", "Spirit",
                                                                                   regions={6: 3}))
    play(g, "dragon 6")
    events = play(g, "end")
    assert [e.tokens for e in events if e.kind == "gain"] == [1]
