"""RULES.md sections 8–10: the final reinforcement die (R-DIE), redeployment (R-REDEP) and decline (R-DECL).

One test per rule, named after its ID. Positions are set up through Game.from_position (powkit.py); behaviour
is observed through the public API only. Map: the 2-player board without Lost Tribes unless a test puts some back.
"""

from __future__ import annotations

import pytest
from powkit import dealt, entry, legal, position_game, race_of

from smallworld_tui.rules import IllegalAction

# --- R-DIE ------------------------------------------------------------------------------------------------


def test_R_DIE_1_conditions_for_the_final_attempt() -> None:
    # needs 4: shortfall 3
    # needs 5: shortfall 4
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 2, 17: 1}),
                      entry(1, "Humans", "Forest", regions={9: 2, 3: 3}))
    assert g.hand(0) == 1
    moves = legal(g)
    assert "roll 9" in moves and "roll 10" in moves  # any target with shortfall 1..3, not only the cheapest
    assert "roll 3" not in moves
    with pytest.raises(IllegalAction, match="1 to 3"):
        g.play("roll 3")
    with pytest.raises(IllegalAction, match="adjacent"):
        g.play("roll 14")  # the target must be legal
    # No token in hand: no die.
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 1}), entry(1, "Humans", "Forest"))
    assert not any(x.kind == "roll" for x in g.legal_actions())
    with pytest.raises(IllegalAction, match="at least 1 token"):
        g.play("roll 9")


@pytest.mark.parametrize(("face", "conquered"), [(0, False), (1, True), (3, True)])
def test_R_DIE_2_success_iff_hand_plus_roll_reaches_cost(face: int, conquered: bool) -> None:
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 2, 17: 1}), entry(1, "Humans", "Forest"), dice=[face])
    events = g.play("roll 9")  # needs 2, has 1
    roll = next(e for e in events if e.kind == "roll")
    assert roll.face == face and roll.success == conquered
    assert (g.region(9).race == "Ratmen") == conquered


def test_R_DIE_3_success_moves_all_tokens_in() -> None:
    # needs 5, has 3
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 4, 17: 1}), entry(1, "Humans", "Forest", regions={9: 3}),
                      dice=[3])
    g.play("roll 9")
    assert g.region(9).tokens == 3 and g.region(9).race == "Ratmen"
    assert g.hand(0) == 0


def test_R_DIE_4_failure_tokens_stay_in_hand_for_redeploy() -> None:
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 3, 17: 1}), entry(1, "Humans", "Forest", regions={9: 2}),
                      dice=[0])
    g.play("roll 9")
    assert g.region(9).race == "Humans" and g.hand(0) == 2
    assert g.phase == "redeploy"
    g.play("redeploy 4:1 17:3")
    assert (g.region(4).tokens, g.region(17).tokens) == (1, 3)
    # With no region, the tokens stay in hand.
    g = position_game(entry(0, "Ratmen", "Forest", hand=1), entry(1, "Humans", "Forest", regions={20: 1}), dice=[0])
    g.play("roll 4")
    assert g.seat == 1
    assert g.races(0)[0].hand == 1 and g.races(0)[0].regions == 0


def test_R_DIE_5_conquests_end_after_roll() -> None:
    for face in (0, 3):
        # needs 8, has 5
        g = position_game(entry(0, "Ratmen", "Dragon Master", regions={4: 6, 17: 1}),
                          entry(1, "Humans", "Forest", regions={9: 6}), dice=[face])
        g.play("roll 9")
        assert not any(x.kind in ("conquer", "roll", "dragon") for x in g.legal_actions())
        for move in ("conquer 10", "roll 3", "dragon 3"):
            with pytest.raises(IllegalAction, match="ended"):
                g.play(move)


def test_R_DIE_6_in_decline_ghouls_have_their_own_attempt() -> None:
    g = position_game(entry(0, "Ratmen", "Forest", regions={20: 2}), entry(1, "Humans", "Forest"),
                      entry(0, "Ghouls", "Forest", active=False, regions={4: 2, 17: 1}), dice=[0, 3])
    a = race_of(g, 0, "Ratmen")
    g.play("ghouls roll 9")  # fails (0)
    assert g.region(9).race is None
    if g.phase == "redeploy":
        g.play("ghouls end")
    assert g.acting_race is a
    assert "roll 14" in legal(g)  # the active race still has its own attempt
    g.play("roll 14")  # needs 2, has 1, rolls 3
    assert g.region(14).race == "Ratmen"


# --- R-REDEP ----------------------------------------------------------------------------------------------


def test_R_REDEP_1_order_gain_moves_set_aside_markers() -> None:
    g = position_game(entry(0, "Skeletons", "Forest", regions={4: 8}), entry(1, "Humans", "Forest"),
                      tribes={9: 1, 3: 1})
    g.play("conquer 9")
    g.play("conquer 3")
    # (1) the Skeletons' gain comes before the moves: the layout must place it.
    with pytest.raises(IllegalAction, match="exactly 9"):
        g.play("redeploy 3:3 4:2 9:3")
    g.play("redeploy 3:3 4:3 9:3")
    assert g.races(0)[0].tokens_on_map == 9
    # (3) the Amazons' 4 after the moves, (4) then the markers (Fortress).
    g = position_game(entry(0, "Amazons", "Fortified", set_aside=4, regions={4: 5, 17: 5}),
                      entry(1, "Humans", "Forest"))
    assert g.hand(0) == 4 + 4 + 4
    g.play("conquer 9")
    with pytest.raises(IllegalAction, match="set aside"):
        g.play("redeploy 4:4 9:4 17:6")
    events = g.play("redeploy 4:4 9:3 17:3")
    kinds = [e.kind for e in events]
    assert kinds.index("offmap") < kinds.index("redeploy")
    assert g.phase_word == "fortress"
    assert g.races(0)[0].set_aside == 4


def test_R_REDEP_2_free_moves_every_token_placed_one_per_region() -> None:
    # far from region 4
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 5, 20: 1}), entry(1, "Humans", "Forest"))
    g.play("conquer 9")
    assert g.hand(0) == 2
    before = g.to_json()
    for bad, why in (("redeploy 4:1 9:2 20:1", "exactly 6"), ("redeploy 4:1 9:5 20:0", "at least 1"),
                     ("redeploy 4:3 9:3", "missing 20")):
        with pytest.raises(IllegalAction, match=why):
            g.play(bad)
        assert g.to_json() == before
    g.play("redeploy 4:1 9:1 20:4")  # no adjacency needed
    assert (g.region(4).tokens, g.region(9).tokens, g.region(20).tokens) == (1, 1, 4)


def test_R_REDEP_3_never_into_other_races_or_water() -> None:
    g = position_game(entry(0, "Ratmen", "Forest", regions={1: 3, 2: 1}), entry(1, "Humans", "Forest", regions={9: 1}),
                      entry(0, "Orcs", "Forest", active=False, regions={3: 1}))
    g.play("conquer 6")
    for bad in ("redeploy 1:1 2:1 6:1 3:1", "redeploy 1:1 2:1 6:1 9:1", "redeploy 1:1 2:1 6:1 0:1"):
        with pytest.raises(IllegalAction, match="not held"):
            g.play(bad)
    g.play("end")
    assert g.region(3).tokens == 1 and g.region(0).race is None


def test_R_REDEP_4_in_decline_tokens_never_move() -> None:
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 3}), entry(1, "Humans", "Forest"),
                      entry(0, "Orcs", "Forest", active=False, regions={3: 1, 9: 1}))
    with pytest.raises(IllegalAction):
        g.play("redeploy 4:2 9:2")
    g.play("conquer 10")
    g.play("end")
    assert (g.region(3).tokens, g.region(9).tokens) == (1, 1)
    assert g.region(9).in_decline and g.region(9).race == "Orcs"


def test_R_REDEP_5_dragon_never_moved_by_redeployment() -> None:
    g = position_game(entry(0, "Ratmen", "Dragon Master", regions={4: 5}), entry(1, "Humans", "Forest", regions={9: 3}))
    g.play("dragon 9")
    assert g.region(9).dragon and g.region(9).tokens == 1
    g.play("redeploy 4:1 9:4")
    assert g.region(9).dragon and not g.region(4).dragon
    assert not any(g.region(r.id).dragon for r in g.board.regions if r.id != 9)


# --- R-DECL -----------------------------------------------------------------------------------------------


def test_R_DECL_1_decline_only_at_the_start_of_a_turn() -> None:
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 4}), entry(1, "Humans", "Forest"))
    assert "decline" in legal(g)
    c = g.copy()
    c.play("conquer 9")
    with pytest.raises(IllegalAction, match="start of your turn"):
        c.play("decline")
    # Not on the turn the race was picked.
    g = dealt(2)
    g.play("pick 1")
    assert "decline" not in legal(g)
    with pytest.raises(IllegalAction):
        g.play("decline")


def test_R_DECL_2_resolution_order() -> None:
    # the token in hand stands for the 'rest' of step 4 (a position places withdrawn tokens: none at a START)
    g = position_game(entry(0, "Ratmen", "Heroic", regions={4: 3, 9: 2, 17: 1}, hand=1),
                      entry(1, "Humans", "Forest"), entry(0, "Orcs", "Forest", active=False, regions={16: 1}),
                      markers={"hero": {4: 1}, "fortress": {9: 1}, "lair": {17: 1}})
    events = g.play("decline")
    kinds = [(e.kind, getattr(e, "race", "")) for e in events]
    # 1. the older non-Spirit in-decline race leaves play, before the flip
    assert kinds.index(("leave", "Orcs")) < kinds.index(("decline", "Ratmen"))
    assert g.region(16).race is None
    # 2. flipped, badge discarded
    view = g.races(0)
    assert [(v.name, v.title, v.active) for v in view] == [("Ratmen", "Ratmen", False)]
    assert "Heroic" in g.power_discard
    # 3. Heroes removed; Fortress and Lair stay
    assert not g.region(4).hero and g.region(9).fortress and g.region(17).lair
    # 4. one token per region, the rest (hand, withdrawn) to the tray
    assert [g.region(r).tokens for r in (4, 9, 17)] == [1, 1, 1]
    assert all(g.region(r).in_decline for r in (4, 9, 17))
    assert (view[0].hand, view[0].withdrawn, view[0].set_aside) == (0, 0, 0)
    # A Spirit race's badge stays with its banner, and the older race stays.
    g = position_game(entry(0, "Ratmen", "Spirit", regions={4: 3}), entry(1, "Humans", "Forest"),
                      entry(0, "Orcs", "Forest", active=False, regions={16: 1}))
    g.play("decline")
    assert sorted(v.title for v in g.races(0)) == ["Orcs", "Spirit Ratmen"]
    # A declined race that holds no region leaves play at once.
    g = position_game(entry(0, "Ratmen", "Forest", hand=3), entry(1, "Humans", "Forest"))
    events = g.play("decline")
    assert "leave" in [e.kind for e in events] and g.races(0) == []


def test_R_DECL_3_leaving_play() -> None:
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 3}), entry(1, "Humans", "Forest"),
                      entry(0, "Trolls", "Fortified", active=False, regions={16: 1, 11: 1}),
                      markers={"lair": {16: 1}, "fortress": {11: 1}})
    g.play("decline")
    for rid in (16, 11):
        v = g.region(rid)
        assert (v.race, v.tokens, v.lair, v.fortress) == (None, 0, False, False)
    assert g.race_stack[-1] == "Trolls"
    assert "Trolls" not in [v.name for v in g.races(0)]


def test_R_DECL_4_one_non_spirit_and_one_spirit_in_decline() -> None:
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 3}), entry(1, "Humans", "Forest"),
                      entry(0, "Wizards", "Spirit", active=False, regions={16: 1}),
                      entry(0, "Orcs", "Forest", active=False, regions={11: 1}))
    g.play("decline")
    titles = sorted(v.title for v in g.races(0) if not v.active)
    assert titles == ["Ratmen", "Spirit Wizards"]


def test_R_DECL_5_in_decline_races_lose_their_abilities() -> None:
    # two farmlands
    g = position_game(entry(0, "Humans", "Merchant", regions={1: 2, 9: 2}),
                      entry(1, "Ratmen", "Forest", regions={20: 2}))
    coins = g.coins(0)
    g.play("decline")
    assert g.coins(0) == coins + 2  # no Humans or Merchant bonus in decline
    # In-decline Elves do lose a token when conquered.
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 6}), entry(1, "Humans", "Forest"),
                      entry(1, "Elves", "Forest", active=False, regions={9: 1, 3: 1}))
    events = g.play("conquer 9")
    loss = next(e for e in events if e.kind == "loss")
    assert (loss.lost, loss.withdrawn) == (1, 0)


def test_R_DECL_6_decline_turn_scores_after_resolution() -> None:
    g = position_game(entry(0, "Ratmen", "Merchant", regions={rid: 2 for rid in (4, 9, 17)}),
                      entry(1, "Humans", "Forest"), entry(0, "Orcs", "Forest", active=False, regions={16: 1}))
    coins = g.coins(0)
    events = g.play("decline")
    kinds = [e.kind for e in events]
    assert kinds.index("decline") < kinds.index("score")
    assert g.coins(0) == coins + 3  # 1 per region of the declined race; the old race left before scoring
    assert not any(e.kind == "conquer" for e in events) and g.seat == 1  # no conquest in a decline turn


def test_R_DECL_7_next_turn_is_a_new_race_turn() -> None:
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 3}), entry(1, "Humans", "Forest", regions={20: 2}))
    g.play("decline")
    g.play("end")  # Bob
    assert g.seat == 0 and g.phase == "pick"
    assert all(x.kind == "pick" for x in g.legal_actions())
    g.play("pick 1")
    assert g.races(0)[0].active and g.races(0)[1].name == "Ratmen"


def test_R_DECL_8_in_decline_race_leaves_play_when_its_last_region_falls() -> None:
    g = position_game(entry(0, "Ratmen", "Forest", regions={4: 8}), entry(1, "Humans", "Forest", regions={20: 1}),
                      entry(1, "Orcs", "Forest", active=False, regions={9: 1, 3: 1}))
    events = g.play("conquer 9")
    assert "leave" not in [e.kind for e in events]
    events = g.play("conquer 3")
    assert [(e.kind, e.seat) for e in events if e.kind == "leave"] == [("leave", 1)]
    assert [v.name for v in g.races(1)] == ["Humans"]
