"""The pure parts of benchmarks/azg_arena.py (no azg, no torch): the region mapping, the deal that keeps azg's
deviations out, our state in azg's terms and its diff, azg's forced die, the divergence tally."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from smallworld_tui.rules import Game, bundled_board

_PATH = Path(__file__).resolve().parent.parent / "benchmarks" / "azg_arena.py"
_spec = importlib.util.spec_from_file_location("azg_arena", _PATH)
assert _spec is not None and _spec.loader is not None
arena = importlib.util.module_from_spec(_spec)
sys.modules["azg_arena"] = arena
_spec.loader.exec_module(arena)


def test_the_region_mapping_is_a_bijection_of_the_2_player_map_that_keeps_terrain():
    board = bundled_board(2)
    assert sorted(arena.AZG_TO_OURS) == list(range(len(board.regions))) == sorted(arena.OURS_TO_AZG)
    assert all(arena.OURS_TO_AZG[arena.AZG_TO_OURS[a]] == a for a in range(len(board.regions)))
    # rows of the crossplay README's table: azg 0 and 19 the seas, azg 9 the lake, azg 1 Deepdelve Peak
    assert [board.regions[arena.AZG_TO_OURS[a]].terrain for a in (0, 19, 9, 1)] == ["sea", "sea", "lake", "mountain"]
    assert board.regions[arena.AZG_TO_OURS[1]].name == "Deepdelve Peak"


def test_the_deal_puts_azgs_deviations_under_every_allowed_race_and_power():
    races, powers = arena.deal(7)
    assert races[-len(arena.EXCLUDED_RACES):] == list(arena.EXCLUDED_RACES)
    assert powers[-len(arena.EXCLUDED_POWERS):] == list(arena.EXCLUDED_POWERS)
    assert sorted(races[:len(arena.ALLOWED_RACES)]) == sorted(arena.ALLOWED_RACES)
    assert arena.deal(7) == (races, powers) and arena.deal(8) != (races, powers)
    game = Game.new(bundled_board(2), ["A", "B"], seed=7, races=races, powers=powers)
    column = game.column_view()
    assert all(c.race in arena.ALLOWED_RACES and c.power in arena.ALLOWED_POWERS for c in column)
    assert arena.our_column(game) == [(arena.RACE_IDS[c.race], arena.POWER_IDS[c.power], c.coins) for c in column]


def test_our_board_in_azgs_terms_and_its_diff():
    game = Game.new(bundled_board(2), ["A", "B"], seed=3)
    cells = arena.our_cells(game)
    for a, (owner, race, tokens) in enumerate(cells):
        view = game.region(arena.AZG_TO_OURS[a])
        assert owner == -1
        assert (race, tokens) == ((arena.LOST_TRIBE, view.tokens) if view.race else (0, 0))
    assert arena.diff(cells, list(cells)) == []
    other = list(cells)
    other[4] = (1, 7, 3)
    assert arena.diff(cells, other) == [f"area 4 (our {arena.AZG_TO_OURS[4]}): ours owner/race/tokens {cells[4]}, "
                                        f"azg (1, 7, 3)"]
    tokens_only = list(cells)
    tokens_only[2] = (cells[2][0], cells[2][1], cells[2][2] + 1)
    assert arena.diff(cells, tokens_only, tokens=False) == [] and len(arena.diff(cells, tokens_only)) == 1
    game.play("pick 1")
    game.play(f"conquer {next(iter(game.conquest_costs()))}")
    game.play("end")
    layout = arena.layout_of(game, 0)
    assert layout and all(cells_now[0] == 0 for a, cells_now in enumerate(arena.our_cells(game)) if a in layout)
    assert sum(layout.values()) == game.races(0)[0].tokens_on_map


def test_the_forced_die_shows_our_face_in_azgs_generator():
    faces = (0, 0, 0, 1, 2, 3)
    for counter in range(-128, 128):
        for face in set(faces):
            seed = arena.die_seed(face, counter, faces)
            assert faces[(1981 * (seed + counter) + 5) % 6] == face and seed + counter > 0


def test_divergence_tally_counts_the_tokens_placed_at_a_diverging_cost_as_its_consequence():
    lines = ["turn 3 bot conquer 4: [cost: own in-decline tokens counted by azg (R-CONQ-4)] attack on area 18 "
             "(our 4): ours cost/hand (2, 10), azg (3, 10)",
             "turn 3 bot conquer 4: [board] area 18 (our 4): ours owner/race/tokens (0, 3, 2), azg (0, 3, 3)",
             "turn 3 bot conquer 3: [board] area 13 (our 3): ours owner/race/tokens (0, 3, 2), azg (0, 3, 3)",
             "turn 5: [stopped] azg refuses action 40"]
    assert arena.divergence_kinds(lines) == ["cost: own in-decline tokens counted by azg (R-CONQ-4)",
                                             "board: tokens placed at that cost", "board", "stopped"]
    low, high = arena.wilson(20, 40)
    assert 0.351 < low < 0.353 and 0.647 < high < 0.649  # 20 of 40: 35.2%-64.8%
