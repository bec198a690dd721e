"""X-POW-HORDESOF, RULING 6: 2 Hordes of tokens beside banner + 5 race tokens; race tokens for every purpose but a
region's loss (a regular token is lost, they withdraw); each stands with a regular token; gone at decline."""

from __future__ import annotations

import json

from cursedkit import (
    AMBER,
    BARROW,
    IRONWOOD,
    KNOLLS,
    MILLERS,
    OLD_PINES,
    WISHING,
    entry,
    fresh,
    play,
    position_game,
    race_of,
)

from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.packs import expanded
from smallworld_tui.rules.ruleset import BASE

CURSED_BNA = expanded(BASE, ["cursed", "bna"])


def hordes(g: Game, rid: int) -> int:
    return g.markers["hordes"][rid]


def test_A9_X_INT_3_hordes_of_kobolds_pick_18_pieces() -> None:
    g = fresh(races=("Kobolds",), powers=("Hordes of",))
    events = play(g, "pick 1")
    kobolds = race_of(g, 0, "Kobolds")
    assert g.hand(0) == 11 + 5 + 2  # the whole supply and the 2 Hordes of tokens
    assert g.tray(kobolds) == 0
    assert [e.tokens for e in events if e.kind == "hordes_come"] == [2]


def test_X_POW_HORDESOF_they_count_in_conquests_and_take_their_places() -> None:
    g = fresh(races=("Humans",), powers=("Hordes of",))
    play(g, "pick 1")  # 5 + 5 + 2 = 12 pieces
    assert g.hand(0) == 12
    play(g, f"conquer {WISHING}", f"conquer {IRONWOOD}", f"conquer {BARROW}", f"conquer {OLD_PINES}")
    assert g.hand(0) == 4
    events = play(g, "end")
    humans = race_of(g, 0, "Humans")
    placed = sum(hordes(g, r) for r in humans.regions)
    assert placed == 2 and humans.extra == 0
    assert all(hordes(g, r) < g.region(r).tokens for r in humans.regions)  # each with a regular token
    assert [e.kind for e in events].count("hordes_placed") == 1
    assert g.tray(humans) == 10 - (12 - 2)  # the tray never counts them


def test_A28_X_POW_HORDESOF_conquered_region_loses_the_regular_token() -> None:
    g = position_game(entry(1, "Ratmen", regions={MILLERS: 2}, hand=6),
                      entry(0, "Humans", "Hordes of", regions={WISHING: 2, IRONWOOD: 2}),
                      markers={"hordes": {str(WISHING): 1, str(IRONWOOD): 1}}, seat=1)
    humans = race_of(g, 0, "Humans")
    assert g.tray(humans) == 10 - 2
    play(g, f"conquer {BARROW}", f"conquer {WISHING}")
    assert g.region(WISHING).race == "Ratmen"
    assert g.tray(humans) == 10 - 1  # the regular token went to the tray
    assert humans.extra == 1 and humans.withdrawn == 1  # the Hordes of token withdraws
    play(g, "end")  # one Human region left: the withdrawal places itself
    assert g.region(IRONWOOD).tokens == 3 and hordes(g, IRONWOOD) == 1
    assert g.tray(humans) == 10 - 1


def test_X_POW_HORDESOF_not_lone_for_sorcerers() -> None:
    g = position_game(entry(0, "Sorcerers", regions={BARROW: 2}, hand=3),
                      entry(1, "Humans", "Hordes of", regions={MILLERS: 2}), markers={"hordes": {str(MILLERS): 1}},
                      coins=[5, 5])
    assert "convert" not in [a.kind for a in g.legal_actions()]


def test_X_INT_8_hordes_of_tokens_leave_the_game_at_decline() -> None:
    g = position_game(entry(0, "Humans", "Hordes of", regions={WISHING: 3, IRONWOOD: 2}),
                      markers={"hordes": {str(WISHING): 2}})
    humans = race_of(g, 0, "Humans")
    events = play(g, "decline")
    assert g.region(WISHING).tokens == 1 and g.region(IRONWOOD).tokens == 1 and hordes(g, WISHING) == 0
    assert humans.extra == 0 and g.tray(humans) == 10 - 2
    assert [e.tokens for e in events if e.kind == "hordes_gone"] == [2]


def test_X_POW_HORDESOF_too_few_regular_tokens_abandon_regions() -> None:
    # Hordes of Tritons: 2 regular tokens and the 2 Hordes of tokens conquer two coastal regions at 1 each; only 2
    # regions can keep a regular token: the redeployment abandons 2 (fewest tokens, lowest id first)
    g = position_game(entry(0, "Tritons", "Hordes of", regions={WISHING: 2, IRONWOOD: 2}),
                      markers={"hordes": {str(WISHING): 1, str(IRONWOOD): 1}})
    play(g, f"conquer {BARROW}", f"conquer {OLD_PINES}")
    tritons = race_of(g, 0, "Tritons")
    assert len(tritons.regions) == 4 and g.hand(0) == 0
    layouts = [a.layout for a in g.legal_actions() if a.kind == "redeploy"]
    assert all(list(dict(lo).values()).count(0) == 2 for lo in layouts)
    play(g, "end")
    assert sorted(tritons.regions) == [BARROW, OLD_PINES]
    assert [g.region(r).tokens for r in (BARROW, OLD_PINES)] == [2, 2]
    assert [hordes(g, r) for r in (BARROW, OLD_PINES)] == [1, 1]
    assert g.tray(tritons) == 11 - 2


def test_X_POW_HORDESOF_save_and_load() -> None:
    g = Game.new(None, ["Ann", "Bob"], seed=3, races=["Humans"], powers=["Hordes of"], expansions=["cursed"])
    play(g, "pick 1", f"conquer {WISHING}", f"conquer {IRONWOOD}", "end")
    again = Game.from_json(g.to_json())
    assert json.loads(again.to_json()) == json.loads(g.to_json())
    assert again.markers["hordes"] == g.markers["hordes"]


def test_X_POW_HORDESOF_count_toward_the_kobold_minimum() -> None:
    # a region of 1 Kobold and 1 Hordes of token holds the minimum of 2
    g = position_game(entry(0, "Kobolds", "Hordes of", regions={WISHING: 2, IRONWOOD: 4}),
                      markers={"hordes": {str(WISHING): 1, str(IRONWOOD): 1}})
    kobolds = race_of(g, 0, "Kobolds")
    assert g.tray(kobolds) == 16 - 4
    assert g.hand(0) == 2  # READY keeps 2 pieces per region
    play(g, f"conquer {BARROW}")
    assert g.region(BARROW).tokens == 2 and g.hand(0) == 0
    play(g, "end")
    assert all(g.region(r).tokens >= 2 for r in kobolds.regions)
    assert sum(hordes(g, r) for r in kobolds.regions) == 2
    assert all(hordes(g, r) < g.region(r).tokens for r in kobolds.regions)


def _with_bna(race: str) -> Game:
    """A Cursed! + Be Not Afraid... game at its start, ``race`` + Hordes of on top, no Lost Tribes."""
    g = Game.new(bundled_board(2), ["Ann", "Bob"], seed=0, races=[race], powers=["Hordes of"],
                 expansions=["cursed", "bna"])
    return Game.from_position(g.board, {**g.position(), "tribes": {}}, CURSED_BNA)


def _every_listed_move_applies(g: Game) -> None:
    for action in g.legal_actions():
        g.copy().apply(action)


def test_X_POW_HORDESOF_X_RACE_PIXIES_hordes_leave_the_map_first_tray_never_below_0() -> None:
    # R-COMP-1: 16 regular Pixies (the whole supply) and 2 Hordes of tokens; the Pixie kept per region is a regular
    # one (X-RACE-PIXIES), so both Hordes of tokens go into hand with the other 14; none is lost, the tray stays 0
    g = _with_bna("Pixies")
    play(g, "pick 1", f"conquer {WISHING}", f"conquer {IRONWOOD}")
    pixies = race_of(g, 0, "Pixies")
    assert g.tray(pixies) == 0 and g.hand(0) == 14
    _every_listed_move_applies(g)
    events = play(g, "end")
    assert [g.region(r).tokens for r in (WISHING, IRONWOOD)] == [1, 1]
    assert hordes(g, WISHING) == hordes(g, IRONWOOD) == 0
    assert pixies.offmap == 16 and pixies.extra == 2 and g.tray(pixies) == 0
    assert "hordes_gone" not in [e.kind for e in events]
    play(g, "pick 1", "end")  # Bob's turn; then Ann's READY: all 16 off-map pieces back in hand
    assert g.hand(0) == 16 and g.tray(pixies) == 0


def test_X_POW_HORDESOF_X_RACE_BARBARIANS_menu_lists_only_the_redeployment_that_applies() -> None:
    # RULING 15: Barbarians never redeploy; their hand (the Hordes of tokens first) stays off the map. The menu once
    # listed a massed layout of the Hordes of rules that ``apply`` refused (X-INT-13: every listed move applies)
    g = _with_bna("Barbarians")
    play(g, "pick 1", f"conquer {WISHING}", f"conquer {IRONWOOD}")  # 9 + 5 + 2 = 16 pieces, 2 + 2 committed
    barbarians = race_of(g, 0, "Barbarians")
    assert g.hand(0) == 12 and g.tray(barbarians) == 0
    layouts = [a for a in g.legal_actions() if a.kind == "redeploy"]
    assert len(layouts) <= 1
    _every_listed_move_applies(g)
    play(g, "end")
    assert [g.region(r).tokens for r in (WISHING, IRONWOOD)] == [2, 2]
    assert hordes(g, WISHING) == hordes(g, IRONWOOD) == 0  # both in hand, off the map
    assert barbarians.offmap == 12 and barbarians.extra == 2 and g.tray(barbarians) == 0


def test_X_POW_HORDESOF_R_CONQ_14_own_ghouls_take_a_hordes_region_then_the_race_keeps_its_last_one() -> None:
    # the owner's in-decline Ghouls conquer his Hordes of Humans' region (1 regular + 2 Hordes of tokens): the regular
    # one goes to the tray, the 2 Hordes of tokens are withdrawn until WITHDRAWALS; the redeployment must not count
    # them as pieces left alone on the map (the menu listed abandoning the last region, and apply refused it)
    g = position_game(entry(0, "Ghouls", active=False, regions={AMBER: 5}),
                      entry(0, "Humans", "Hordes of", regions={KNOLLS: 3, MILLERS: 1}),
                      markers={"hordes": {str(KNOLLS): 2}})
    play(g, f"ghouls conquer {KNOLLS}", "ghouls end")
    humans = race_of(g, 0, "Humans")
    assert humans.withdrawn == 2 and humans.extra == 2 and g.region(MILLERS).tokens == 1
    assert [str(a) for a in g.legal_actions() if a.kind == "redeploy"] == [f"redeploy {MILLERS}:1"]
    _every_listed_move_applies(g)
    play(g, "end")
    assert sorted(humans.regions) == [MILLERS] and g.region(MILLERS).tokens == 3  # 1 regular + the 2 withdrawn
    assert g.tray(humans) == 10 - 1
