"""Setting up a Small World of Warcraft game: the islands drawn or fixed, Mountains, Murlocs and the Artifact and
Place markers (RULES-WOW.md W-SETUP-1/3/4, W-COMP-3/5, W-AP-1)."""

from __future__ import annotations

import random
import re

import pytest
from boardkit import ISLANDS, NAMES, faces, new

from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.wow.artifacts import AP_MARKERS, Revealed, markers_in, reveal
from smallworld_tui.rules.wow.islandboard import bundled_islands
from smallworld_tui.rules.wow.islands import SET_BOARDS, draw_set


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_W_SETUP_1_one_board_per_player_of_the_sizes_for_the_player_count(players: int) -> None:
    g = new(players, seed=11)
    sizes = [i.name[0] for i in g.board.parts]
    assert {size: sizes.count(size) for size in sizes} == SET_BOARDS[players]
    assert sizes == sorted(sizes, key="LMS".index)  # ids run L, then M, then S
    assert len({f[:2] for f in faces(g)}) == players  # two faces of one board never lie together
    assert len(g.board.regions) == 10 * players  # W-MAP-8: 10 regions per player


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_W_SETUP_1_the_islands_are_drawn_with_the_game_rng_and_the_seed_repeats_them(players: int) -> None:
    seen = {faces(new(players, seed)) for seed in range(40)}
    assert len(seen) > 4  # boards and sides vary with the seed
    for seed in (0, 7, 123):
        assert faces(new(players, seed)) == faces(new(players, seed))
        assert faces(new(players, seed)) == draw_set(players, random.Random(seed))  # the RNG's first use


def test_W_SETUP_1_islands_fix_the_faces_and_leave_the_rest_of_the_deal_as_drawn() -> None:
    drawn = new(2, seed=5)
    fixed = new(2, seed=5, islands="L1a,S2b")
    assert faces(fixed) == ("L1a", "S2b")
    assert faces(new(2, seed=5, islands=["S2b", "L1a"])) == ("L1a", "S2b")  # dealt in L, M, S order
    assert (fixed.race_stack, fixed.power_stack, fixed.column) == (drawn.race_stack, drawn.power_stack, drawn.column)
    assert sorted(fixed.ruleset_state.ap_region) == sorted(drawn.ruleset_state.ap_region)  # the same markers out,
    # on other islands


@pytest.mark.parametrize(("players", "islands", "words"), [
    (2, "L1a", "2 players play on 1 L + 1 S"),
    (2, "L1a,L2b", "2 players play on 1 L + 1 S"),
    (3, "L1a,M1a,S1a,S2a", "3 players play on 1 L + 1 M + 1 S"),
    (2, "L1a,L1b", "board L1 is named twice"),
    (2, "L1a,Q9", "'Q9' is not an island face"),
])
def test_W_SETUP_1_islands_that_are_not_a_legal_set_are_refused(players: int, islands: str, words: str) -> None:
    with pytest.raises(ValueError, match=re.escape(words)):
        new(players, islands=islands)


def test_W_SETUP_1_islands_belong_to_the_islands_ruleset_and_exclude_a_board() -> None:
    with pytest.raises(ValueError, match="The base game is played on one map, not on islands"):
        Game.new(None, NAMES[:2], islands="L1a,S2b")
    with pytest.raises(ValueError, match="not both"):
        Game.new(bundled_board(2), NAMES[:2], islands="L1a,S2b")
    assert Game.new(None, NAMES[:3]).board is bundled_board(3)  # the base game: the official map


def test_W_SETUP_1_a_given_island_board_is_played_and_the_draw_still_made() -> None:
    board = bundled_islands(["L2b", "S1a"])
    g = Game.new(board, NAMES[:2], seed=5, ruleset=ISLANDS)
    assert g.board is board
    assert g.race_stack == new(2, seed=5).race_stack


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_W_COMP_5_game_length_by_player_count_on_the_drawn_islands(players: int) -> None:
    from smallworld_tui.rules.wow import WOW

    assert Game.new(None, NAMES[:players], ruleset=WOW).num_turns == {2: 10, 3: 10, 4: 9, 5: 8}[players]


@pytest.mark.parametrize("players", [2, 5])
def test_W_SETUP_3_a_murloc_on_every_murloc_region_and_a_mountain_on_every_mountain(players: int) -> None:
    g = new(players, seed=2)
    regions = g.board.regions
    assert g.r_tribe == [int(g.board.fact("murloc", r.id)) for r in regions]
    assert sum(g.r_tribe) == 3 * players <= 15  # W-COMP-1: 15 Murlocs
    assert list(g.mountain) == [int(r.mountain) for r in regions]
    assert sum(g.mountain) == 2 * players <= 10  # W-COMP-3: 10 Mountains
    murloc = next(r.id for r in regions if g.board.fact("murloc", r.id))
    view = g.region(murloc)
    assert (view.race, view.tokens, view.owner) == ("Murloc", 1, None)


def test_W_COMP_3_twelve_markers_five_artifacts_seven_places_each_with_its_rule_and_text() -> None:
    assert len(AP_MARKERS) == 12
    assert sum(not m.place for m in AP_MARKERS.values()) == 5
    assert all(m.rule.startswith("W-PLACE-" if m.place else "W-ART-") for m in AP_MARKERS.values())
    assert all(0 < len(m.text) <= 110 and name == m.name for name, m in AP_MARKERS.items())


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_W_SETUP_4_one_marker_face_down_on_each_icon_region_the_rest_aside(players: int) -> None:
    g = new(players, seed=4)
    icons = [r.id for r in g.board.regions if g.board.fact("size_icon", r.id)]
    assert len(icons) == players
    assert sorted(g.ruleset_state.ap_region.values()) == icons
    assert all(len(markers_in(g, rid)) == 1 for rid in icons)
    assert g.face_up == set()
    assert len(g.ruleset_state.ap_aside) == 12 - players
    assert sorted([*g.ruleset_state.ap_region, *g.ruleset_state.ap_aside]) == sorted(AP_MARKERS)


def test_W_SETUP_4_the_markers_are_shuffled_with_the_seed() -> None:
    deals = {(tuple(ws.ap_region), tuple(ws.ap_aside)) for ws in (new(3, seed).ruleset_state for seed in range(10))}
    assert len(deals) == 10
    a, b = new(3, 9).ruleset_state, new(3, 9).ruleset_state
    assert a.ap_region == b.ap_region and a.ap_aside == b.ap_aside


def test_W_SETUP_4_a_base_game_has_no_markers_to_deal() -> None:
    g = Game.new(None, NAMES[:3])
    assert (g.ruleset_state, g.face_up) == (None, set())  # no state of its own: nothing to deal nor face up


def test_W_AP_1_a_marker_is_revealed_once_and_stays_face_up() -> None:
    g = new(2, seed=1)
    rid, name = next((rid, name) for name, rid in g.ruleset_state.ap_region.items())
    g.events = []
    assert reveal(g, rid) == [name]
    assert g.face_up == {name}
    assert g.events == [Revealed(name, rid)]
    assert name in g.events[0].text(g) and g.board.regions[rid].name in g.events[0].text(g)
    assert reveal(g, rid) == [] and g.face_up == {name}
    empty = next(r.id for r in g.board.regions if r.id not in g.ruleset_state.ap_region.values())
    assert reveal(g, empty) == []


def test_W_AP_1_the_marker_state_is_copied_with_the_game() -> None:
    g = new(2, seed=1)
    rid = next(iter(g.ruleset_state.ap_region.values()))
    c = g.copy()
    reveal(c, rid)
    c.ruleset_state.ap_aside.pop()
    c.ruleset_state.ap_region["Karazhan"] = 0
    assert g.face_up == set() and len(g.ruleset_state.ap_aside) == 10 and g.ruleset_state.ap_region.get("Karazhan") != 0


def test_W_SETUP_4_a_player_imagining_the_game_does_not_know_the_face_down_markers() -> None:
    g = new(3, seed=6)
    up = next(iter(g.ruleset_state.ap_region))
    reveal(g, g.ruleset_state.ap_region[up])
    deals = set()
    for seed in range(8):
        d = g.determinized(0, seed)
        assert d.ruleset_state.ap_region[up] == g.ruleset_state.ap_region[up] and d.face_up == {up}  # a face-up
        # marker is known
        assert sorted(d.ruleset_state.ap_region.values()) == sorted(g.ruleset_state.ap_region.values())  # the same
        # places hold one
        assert sorted([*d.ruleset_state.ap_region, *d.ruleset_state.ap_aside]) == sorted(AP_MARKERS)
        deals.add((tuple(sorted(d.ruleset_state.ap_region.items())), tuple(d.ruleset_state.ap_aside)))
    assert len(deals) > 1
    assert (g.face_up, len(g.ruleset_state.ap_aside)) == ({up}, 9)


@pytest.mark.parametrize("players", [2, 5])
def test_W_SETUP_the_wow_ruleset_sets_up_as_these_hooks_do(players: int) -> None:
    from smallworld_tui.rules.wow import WOW

    g = Game.new(None, NAMES[:players], seed=3, ruleset=WOW)
    h = new(players, seed=3)
    assert g.board is h.board
    assert (g.r_tribe, g.mountain, g.ruleset_state.ap_region, g.ruleset_state.ap_aside) == (
        h.r_tribe, h.mountain, h.ruleset_state.ap_region, h.ruleset_state.ap_aside)
    assert g.region(next(r.id for r in g.board.regions if g.board.fact("murloc", r.id))).race == "Murloc"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_W_AP_1_in_random_games_every_marker_is_kept_and_one_in_a_held_region_is_face_up(players: int) -> None:
    from smallworld_tui.rules.wow import WOW

    g = Game.new(None, NAMES[:players], seed=players, ruleset=WOW)
    rng = random.Random(players)
    for _ in range(150):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_actions()))
        placed = list(g.ruleset_state.ap_region)
        # none lost (but the Well, which may go to the box, W-PLACE-WELL), none twice
        aside = g.ruleset_state.ap_aside
        assert len(placed) + len(aside) in (11, 12) and not set(placed) & set(aside)
        assert g.face_up <= set(placed)
        for name, rid in g.ruleset_state.ap_region.items():
            assert g.r_race[rid] is None or name in g.face_up, (name, rid)


def test_W_SETUP_4_the_imagined_game_comes_from_what_is_seen_only() -> None:
    """Two games differing only in what lies face down (which marker is where, the pile aside's order) give the
    same imagined copy for every seed: a bot's look-ahead, and the hint, cannot tell them apart (W-AP-1)."""
    g = new(3, seed=6)
    other = g.copy()
    ws = other.ruleset_state
    on_map = sorted(ws.ap_region)[0]
    swapped = ws.ap_aside[0]  # a marker on the map changes places with one aside, and the pile is shuffled
    ws.ap_region[swapped] = ws.ap_region.pop(on_map)
    ws.ap_aside[0] = on_map
    ws.ap_aside.reverse()
    assert [g.region(r) for r in range(len(g.board.regions))] == [other.region(r) for r in
                                                                   range(len(g.board.regions))]
    for seed in range(5):
        assert g.determinized(0, seed).position() == other.determinized(0, seed).position()
