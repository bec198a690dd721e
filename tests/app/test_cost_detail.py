"""Pilot tests of the selected region's cost, part by part (issue 29; R-CONQ-4): the region detail shows the
engine's sum, and a conquest too dear says what is missing and offers the die where the engine does (R-DIE-1)."""

from __future__ import annotations

import sys
from pathlib import Path

from conftest import app_for, screen_text

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rules"))
from powkit import entry, position_game  # noqa: E402

from smallworld_tui.app.texts import refused_conquest, region_advice  # noqa: E402
from smallworld_tui.rules import bundled_board  # noqa: E402

MINUS = "\N{MINUS SIGN}"


def ratmen_beside_humans(humans: int):
    """Ann's Commando Ratmen (4 tokens in ``b``) beside Bob's Humans (``humans`` tokens in ``c``, no mountain)."""
    board = bundled_board(2)
    for b in board.regions:
        land = [n for n in b.adjacent if not board.regions[n].water and not board.regions[n].mountain]
        if not b.water and land:
            break
    c = land[0]
    g = position_game(entry(0, "Ratmen", "Commando", regions={b.id: 4}), entry(1, "Humans", "Hill",
                                                                                regions={c: humans}), turn=3)
    return g, c


async def _detail_at(game, target, data_dir):
    app = app_for(game, data_dir, bots=["human", "human"])
    app.autosave = False
    return app


async def test_R_CONQ_4_region_detail_shows_the_engines_sum_at_120x40(data_dir):
    game, target = ratmen_beside_humans(2)
    assert game.conquest_cost(target) == 3
    app = await _detail_at(game, target, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        gs = app.screen
        gs.sel_region = target
        gs.refresh_view()
        await pilot.pause()
        assert region_advice(gs, target).plain == (
            f"Ratmen: conquerable now for 2 base + 2 tokens of Bob's Hill Humans {MINUS} 1 Commando = 3 tokens "
            "(you have 3).")  # at START: the 4 tokens of its region less the 1 left there (R-READY-1)
        assert "Commando = 3 tokens (you have 3)." in screen_text(app)  # the detail under the map, wrapped
        assert refused_conquest(gs, target) == ""


async def test_R_DIE_1_a_conquest_too_dear_says_what_is_missing_and_offers_the_die(data_dir):
    game, target = ratmen_beside_humans(5)
    assert game.conquest_cost(target) == 6
    app = await _detail_at(game, target, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        gs = app.screen
        gs.sel_region = target
        gs.refresh_view()
        await pilot.pause()
        words = refused_conquest(gs, target)
        assert words == "Needs 6 tokens, you have 3: r rolls the die as a final attempt."
        assert region_advice(gs, target).plain == (
            f"Ratmen: costs 2 base + 5 tokens of Bob's Hill Humans {MINUS} 1 Commando = 6 tokens. "
            + words)
        far = next(r.id for r in game.board.regions if r.water)
        assert refused_conquest(gs, far) == game.target_problem(far) != ""  # not a target: the engine's reason


async def test_R_DIE_1_no_die_offered_beyond_its_reach(data_dir):
    """Missing more than 3 tokens: no final attempt is possible (R-DIE-1), the words say only what is missing."""
    game, target = ratmen_beside_humans(6)
    app = await _detail_at(game, target, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        assert refused_conquest(app.screen, target) == "Needs 7 tokens, you have 3."

