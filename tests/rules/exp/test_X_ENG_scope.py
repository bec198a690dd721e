"""RULES-EXP X-ENG 11 and 12 as general hooks (rules/scope.py, engineer royal): the two-steps geometry shared by the
Slingmen and the Catapult, and the sets by which the core asks the new hooks only when a piece sets them."""

from __future__ import annotations

from royalkit import entry, exp_game

from smallworld_tui.rules import BASE, WOW
from smallworld_tui.rules.packs import expanded
from smallworld_tui.rules.scope import shielded, two_steps


def test_X_ENG_11_two_steps_over_land_and_the_lake_never_a_sea():
    g = exp_game(entry(0, "Ratmen", "Spirit", regions={6: 1}))
    # 6 (hill) touches 1, 2, 5, 7 (the lake), 11, 12; the sea 0 touches only 1 and 5
    assert two_steps(g, (6,)) == {0, 3, 8, 13, 16, 17, 18}  # the sea 0 itself (a Seafaring target) over 1
    assert two_steps(g, (1,)) == {3, 7, 8, 11, 12}  # over 2, 5, 6 (land); the sea 0 adds nothing
    assert two_steps(g, (1, 6)) == {3, 8, 13, 16, 17, 18}  # from a set: not adjacent to any of them


def test_X_ENG_hooks_are_asked_only_where_a_piece_sets_them():
    for ruleset in (BASE, WOW, expanded(BASE, ["cursed"])):
        assert not (ruleset.shielding or ruleset.defenders or ruleset.reachers or ruleset.loss_watchers
                    or ruleset.crowders or ruleset.scoped)
    dames = expanded(BASE, ["dames"])  # the White Ladies shield, the Nomads bar: the one scan (conquest.scoped_targets)
    assert dames.shielding and dames.scoped and not (dames.defenders or dames.reachers)
    royal = expanded(BASE, ["royal", "spider", "bna"])
    assert royal.shielding and royal.scoped and {a.name for a in royal.reachers} == {"Slingmen"}
    assert {a.name for a in royal.defenders} == {"Behemoth"}
    assert {a.name for a in royal.loss_watchers} == {"Igors"} and [m.kind for m in royal.crowders] == ["behemoth"]


def test_X_ENG_12_shielded_only_from_the_other_players():
    g = exp_game(entry(0, "Shrubmen", "Spirit", regions={2: 1, 12: 2, 6: 1}), entry(1, "Ratmen", "Spirit",
                                                                                     regions={21: 1}))
    shrubmen, ratmen = g.p[0].active, g.p[1].active
    assert shielded(g, ratmen) == {2, 12} and shielded(g, shrubmen) == set()


def test_aimed_at_names_the_region_of_each_way_to_conquer():
    """The app's conquer key finds a region's ways (``AbilityMove.way``) by the region each move aims at."""
    from smallworld_tui.rules.actions import Action, aimed_at

    assert aimed_at(Action("conquer", 12)) == 12
    assert aimed_at(Action("catapult", regions=(14, 12))) == 14
    assert aimed_at(Action("fireball", layout=((14, 2),))) == 14
    assert aimed_at(Action("end")) is None
    g = exp_game(entry(0, "Ratmen", "Catapult", regions={12: 2}, hand=4))
    ways = {a.kind for a in g.legal_actions() if aimed_at(a) == 14}
    assert ways == {"catapult"} and g.ruleset.moves["catapult"][1].way
