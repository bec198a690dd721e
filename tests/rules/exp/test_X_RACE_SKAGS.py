"""X-RACE-SKAGS: face-down Loot placed by Skag conquests, revealed by other conquerors (coins or a Skag Attack that
cancels the conquest), scored at decline and at the end of the owner's last turn; hidden from everyone else
(RULINGS 25, 35, 36; X-INT-6, X-INT-8, X-INT-10), appendix A #49, #50."""

from __future__ import annotations

import pytest
from spiderkit import entry, on_map, play, spider_game

from smallworld_tui.rules import IllegalAction
from smallworld_tui.rules.actions import Action, parse
from smallworld_tui.rules.exp.spider import seen_loot
from smallworld_tui.rules.numbers import LOOT_PILE

BARROW, MILLERS, OLD_PINES, ECHO_TOR, BOG_IRON, FAIRY, LAKE = 6, 11, 12, 17, 18, 13, 7
# a face-down marker's code is its index in the pile + 1
ATTACK, ZERO, ONE, TWO, THREE = 1, 4, 6, 8, 10


def loot(*placed):
    """Position keys for Loot markers: (region, code) pairs; the pile lacks those markers."""
    mask = 0
    for _, code in placed:
        mask |= 1 << (code - 1)
    return {"markers": {"loot": {r: 1 for r, _ in placed}, "loot_face": {r: c for r, c in placed}},
            "counters": {"loot": mask}}


def humans_vs_skags(power="Commando", skag_tokens=1, code=ATTACK, **extra):
    """Ann's Skags on Barrow Downs (Loot there), Bob's Humans on Old Pines next to it, Bob to play."""
    return spider_game(entry(0, "Skags", "Merchant", regions={BARROW: skag_tokens}),
                       entry(1, "Humans", power, regions={OLD_PINES: 1}, hand=9), seat=1,
                       **loot((BARROW, code)), **extra)


def test_A49_skag_attack_costs_one_committed_token_and_bars_the_region_this_turn():
    g = humans_vs_skags(power="Spirit")
    assert g.conquest_cost(BARROW) == 3  # 2 + 1 Skag token: 3 committed
    events = play(g, "conquer 6")
    assert g.region(BARROW).owner == 0 and g.region(BARROW).tokens == 1  # the region stays as it was
    assert g.hand(1) == 8  # 1 to the tray, 2 back to hand
    assert g.tray(g.p[1].active) == 10 - 1 - 8
    assert on_map(g, "loot") == []  # the marker is discarded
    assert [e.kind for e in events] == ["loot revealed"] and "Skag Attack" in g.describe(events[0])
    assert g.conquest_cost(BARROW) is None and "Skags" in g.target_problem(BARROW)
    assert "conquer 6" not in [str(a) for a in g.legal_actions()]
    with pytest.raises(IllegalAction):
        g.play("conquer 6")
    play(g, "conquer 11")  # the conquests go on elsewhere


def test_A50_loot_two_pays_the_conqueror_and_the_decline_scores_three_one_zero_attack():
    g = humans_vs_skags(power="Spirit", code=TWO)
    coins = g.coins(1)
    play(g, "conquer 6")
    assert g.region(BARROW).owner == 1 and g.coins(1) == coins + 2 and on_map(g, "loot") == []
    g = spider_game(entry(0, "Skags", "Merchant", regions={BARROW: 1, MILLERS: 1, ECHO_TOR: 1, BOG_IRON: 1}),
                    **loot((BARROW, THREE), (MILLERS, ONE), (ECHO_TOR, ZERO), (BOG_IRON, ATTACK), (FAIRY, TWO)))
    coins = g.coins(0)
    events = play(g, "decline")
    revealed = [e.value for e in events if e.kind == "loot revealed"]
    assert sorted(revealed) == [-1, 0, 1, 3]  # the one in Fairy Meadow (not held) is discarded unscored
    assert g.coins(0) == coins + 4 + 4  # Loot 4, then the decline turn's 4 regions
    assert on_map(g, "loot") == []


def test_X_RACE_SKAGS_conquest_places_face_down_loot_seen_by_the_owner_only():
    g = spider_game(entry(0, "Skags", "Commando", regions={BARROW: 3}, hand=3))
    events = play(g, "conquer 11")
    assert on_map(g, "loot") == [MILLERS]
    assert dict(g.region(MILLERS).markers) == {"loot": 1}  # the face is never in a view
    placed = next(e for e in events if e.kind == "loot")
    text = g.describe(placed)
    assert "face down" in text and not any(ch.isdigit() for ch in text.replace("(11)", ""))
    assert list(seen_loot(g, 0)) == [MILLERS] and seen_loot(g, 1) == {}
    assert seen_loot(g, 0)[MILLERS] in LOOT_PILE
    assert g.position()["counters"]["loot"].bit_count() == 1


def test_X_RACE_SKAGS_no_loot_when_the_pile_is_empty_or_the_region_has_some():
    g = spider_game(entry(0, "Skags", "Commando", regions={BARROW: 3}, hand=3), counters={"loot": (1 << 10) - 1})
    play(g, "conquer 11")
    assert on_map(g, "loot") == []
    g = spider_game(entry(0, "Skags", "Commando", regions={BARROW: 3}, hand=3), **loot((MILLERS, ATTACK)))
    events = play(g, "conquer 11")  # the Skags re-take an abandoned Loot region: no reveal, no second marker
    assert g.region(MILLERS).owner == 0 and on_map(g, "loot") == [MILLERS]
    assert not any(e.kind.startswith("loot") for e in events)


def test_X_RACE_SKAGS_abandoned_region_keeps_its_loot_for_the_next_conqueror():
    g = spider_game(entry(0, "Skags", "Commando", regions={BARROW: 1, MILLERS: 2}), **loot((MILLERS, ONE)))
    play(g, "abandon 11")
    assert g.region(MILLERS).owner is None and on_map(g, "loot") == [MILLERS]


def test_RULING_36_skag_attack_against_the_dragon_and_a_conversion():
    g = humans_vs_skags(power="Dragon Master")
    play(g, "dragon 6")
    assert g.region(BARROW).owner == 0 and g.hand(1) == 8
    assert not any(g.region(r).dragon for r in range(len(g.board.regions)))  # back to its owner
    assert not any(a.kind == "dragon" for a in g.legal_actions())  # spent for the turn
    g = spider_game(entry(0, "Skags", "Merchant", regions={BARROW: 1}),
                    entry(1, "Sorcerers", "Spirit", regions={OLD_PINES: 1}, hand=4), seat=1, **loot((BARROW, ATTACK)))
    play(g, "convert 6")
    assert g.region(BARROW).owner == 0 and g.hand(1) == 3
    assert not any(a.kind == "convert" for a in g.legal_actions())


def test_X_RACE_SKAGS_final_reveal_at_the_end_of_the_owners_last_turn():
    g = spider_game(entry(0, "Skags", "Merchant", regions={BARROW: 2}), entry(1, "Humans", regions={OLD_PINES: 1}),
                    turn=10, **loot((BARROW, THREE), (MILLERS, TWO)))
    coins = g.coins(0)
    events = play(g, "end")
    assert [e.value for e in events if e.kind == "loot revealed"] == [3]
    assert on_map(g, "loot") == []  # Millers' Loot is discarded: Bob finds none
    assert g.coins(0) == coins + 3 + 1 + 1  # Loot, 1 region, Merchant


def test_X_INT_10_determinized_redeals_the_loot_for_others_only():
    g = spider_game(entry(0, "Skags", "Merchant", regions={BARROW: 2, MILLERS: 1}),
                    **loot((BARROW, THREE), (MILLERS, ATTACK), (FAIRY, TWO)))
    mine = g.determinized(0, 5)
    assert seen_loot(mine, 0) == seen_loot(g, 0)
    faces = set()
    for seed in range(20):
        other = g.determinized(1, seed)
        seen = seen_loot(other, 0)
        assert list(seen) == [BARROW, MILLERS, FAIRY]
        gone = other.counters["loot"]
        assert gone.bit_count() == 3
        faces.add(tuple(seen.values()))
    assert len(faces) > 1  # re-dealt


def test_X_RACE_SKAGS_X_INT_10_secrets_tell_the_owner_his_loot_and_nobody_else():
    g = spider_game(entry(0, "Skags", "Merchant", regions={BARROW: 1, MILLERS: 1}),
                    entry(1, "Humans", "Spirit", regions={OLD_PINES: 1}, hand=9), seat=1,
                    **loot((BARROW, TWO), (MILLERS, ATTACK), (FAIRY, ONE)))
    assert g.secrets(0) == {BARROW: ("Loot: 2 coins",), MILLERS: ("Loot: a Skag Attack",),
                            FAIRY: ("Loot: 1 coin",)}  # the abandoned region's Loot is still his
    assert g.secrets(1) == {}  # the player to move sees nothing of it
    assert g.determinized(1, 3).secrets(1) == {}
    play(g, "conquer 6")  # Bob's conquest reveals the 2 coins: that Loot is gone
    assert g.region(BARROW).owner == 1
    assert g.secrets(0) == {MILLERS: ("Loot: a Skag Attack",), FAIRY: ("Loot: 1 coin",)}
    assert g.secrets(1) == {}


def test_X_INT_10_no_secrets_without_hidden_pieces():
    g = spider_game(entry(0, "Humans", "Spirit", regions={BARROW: 2}), entry(1, "Ice Witches", regions={OLD_PINES: 1}))
    assert g.secrets(0) == {} and g.secrets(1) == {}
    for seat in (2, -1, "0", True):
        with pytest.raises(ValueError, match="No seat"):
            g.secrets(seat)


def test_X_RACE_SKAGS_notation_round_trip():
    g = spider_game(entry(0, "Skags", "Merchant", regions={BARROW: 2}))
    assert parse("reveal", g) == Action("reveal") and str(Action("reveal")) == "reveal"


def test_RULING_35_a_cancelled_conquest_is_still_an_attack_on_an_active_race_only():
    """The Diplomat's R-CONQ-13 reading (Peace-loving reads the same, appendix A #31): a Skag Attack in an active
    Skag region is an attack on its player; in an abandoned (empty) Loot region it is none."""
    g = humans_vs_skags(power="Diplomat")
    play(g, "conquer 6", "redeploy 12:9")
    assert g.phase_word != "ally" and g.current_player == 0  # Ann was attacked: no one left to ally with
    g = spider_game(entry(0, "Skags", "Merchant", regions={MILLERS: 1}),
                    entry(1, "Humans", "Diplomat", regions={OLD_PINES: 1}, hand=9), seat=1, **loot((BARROW, ATTACK)))
    play(g, "conquer 6")
    assert g.region(BARROW).owner is None and g.hand(1) == 8
    play(g, "redeploy 12:9")
    assert g.phase_word == "ally" and "ally Ann" in [str(a) for a in g.legal_actions()]


# --- a Skag Attack against the other packs' pieces (X-INT-6 (1), (5); X-RACE-SKAGS) -------------------------------
def packs_game(bob: dict, *more: dict, code: int = ATTACK, **extra):
    """Ann's Skags on Echo Tor, Loot in the empty Barrow Downs, Bob's race ``bob`` (next to it) to play; the other
    packs' pieces in the game."""
    from smallworld_tui.rules import Game, bundled_board
    from smallworld_tui.rules.packs import expanded
    from smallworld_tui.rules.ruleset import BASE
    hidden = loot((BARROW, code))
    hidden["markers"].update(extra.pop("markers", {}))
    position = {"players": ["Ann", "Bob"], "seat": 1, "races": [entry(0, "Skags", "Merchant", regions={ECHO_TOR: 1}),
                                                                 bob, *more], **hidden, **extra}
    return Game.from_position(bundled_board(2), position, expanded(BASE, ["spider", "royal", "bna", "cursed"]))


def test_X_RACE_IGORS_a_skag_attack_lost_token_feeds_the_igor_count():
    """X-INT-6 (5): only the lost attacker token's Igor count happens (the Igors' own token counts)."""
    g = packs_game(entry(1, "Igors", regions={OLD_PINES: 1}, hand=5, flags={"igors": 0}))
    play(g, "conquer 6")
    igors = g.p[1].active
    assert g.region(BARROW).owner is None and g.hand(1) == 4 and igors.flags["igors"] == 1


def test_X_RACE_WITCHDOCTORS_a_skag_attack_lost_token_rolls_the_regrowth():
    """X-INT-6 (5): the Witch Doctors' lost attacker token rolls the reinforcement die; the new tokens join the
    withdrawn ones, placed in WITHDRAWALS."""
    g = packs_game(entry(1, "Witch Doctors", regions={OLD_PINES: 1}, hand=5), dice=[2])
    events = play(g, "conquer 6")
    assert [(e.face, e.tokens) for e in events if e.kind == "regrow"] == [(2, 2)]
    kinds = [e.kind for e in events]
    assert kinds.index("loot revealed") < kinds.index("regrow")  # the Skag Attack is told first
    doctors = g.p[1].active
    assert g.hand(1) == 4 and doctors.withdrawn == 2 and g.region(BARROW).owner is None


def test_X_RACE_SKAGS_hordes_of_tokens_return_to_hand_and_only_a_regular_token_is_lost():
    """X-RACE-SKAGS, RULING 6: the lost token is a regular one; Hordes of tokens go back to hand, never the tray."""
    hordes = {"markers": {"hordes": {OLD_PINES: 2}}}
    g = packs_game(entry(1, "Humans", "Hordes of", regions={OLD_PINES: 4}), **hordes)
    humans = g.p[1].active
    tray = g.tray(humans)
    play(g, "conquer 6")  # READY: 3 in hand, the 2 Hordes of tokens and 1 regular
    assert g.hand(1) == 2 and humans.extra == 2 and g.tray(humans) == tray + 1
    g = packs_game(entry(1, "Humans", "Hordes of", regions={OLD_PINES: 3}), **hordes)
    humans = g.p[1].active
    tray = g.tray(humans)
    play(g, "conquer 6")  # only the 2 Hordes of tokens in hand: no regular token to lose
    assert g.hand(1) == 2 and humans.extra == 2 and g.tray(humans) == tray
    play(g, "end")
    assert g.region(OLD_PINES).tokens == 3 and g.region(BARROW).owner is None


def test_X_RACE_SKAGS_committed_behemoths_return_to_hand():
    """X-RACE-SKAGS: Behemoths that joined a cancelled conquest go back to hand (they do not enter the region)."""
    g = packs_game(entry(1, "Humans", "Behemoth", regions={OLD_PINES: 3, BOG_IRON: 1}, camps=0),
                   markers={"behemoth": {OLD_PINES: 2}})
    humans = g.p[1].active
    play(g, "behemoth 6:1")
    assert g.region(BARROW).owner is None and not dict(g.region(BARROW).markers).get("behemoth")
    assert humans.marker_pool == 2 and g.hand(1) == 1  # 2 lifted by READY, 1 lost
    assert any(a.kind == "behemoth" and a.layout[0][1] == 2 for a in g.legal_actions())
