"""Issue 9 point 1 (UI.md): no single key loses coins or a turn. Keys only; assertions on the game state."""

from __future__ import annotations

import sys
from pathlib import Path

from conftest import app_for, new_game, screen_text

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rules"))
from powkit import entry, position_game  # noqa: E402

from smallworld_tui.rules import bundled_board  # noqa: E402


def screen(app) -> str:
    return type(app.screen).__name__


async def test_R_COL_paid_pick_asks_with_price_and_name_and_enter_never_confirms(data_dir):
    app = app_for(new_game(2, seed=3), data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "3")
        await pilot.pause()
        assert screen(app) == "StrictConfirmScreen"
        combo = app.session.game.column_view()[2]
        text = screen_text(app)
        assert f"Pick combo 3: {combo.race} · {combo.power}" in text and "You pay 2 coins" in text
        await pilot.press("enter", "3")  # the key that asked, or Enter held down, answers nothing
        assert app.session.game.moves == [] and screen(app) == "StrictConfirmScreen"
        await pilot.press("n")
        await pilot.pause()
        assert app.session.game.moves == [] and screen(app) == "GameScreen"
        await pilot.press("enter", "y")  # the cursor stayed on combo 3
        await pilot.pause()
        assert app.session.game.moves == ["pick 3"]


async def test_R_COL_free_combo_needs_no_question_and_each_turn_starts_on_combo_1(data_dir):
    app = app_for(new_game(2, seed=3), data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "down", "down", "down", "enter", "y", "e", "y", "enter")  # Ann buys 4, ends
        await pilot.pause()
        assert app.session.game.moves[0] == "pick 4"
        await pilot.press("enter")  # Bob's hand-off
        await pilot.pause()
        assert app.screen.sel_combo == 0
        await pilot.press("enter")  # Enter at once: the free combo, no question
        await pilot.pause()
        assert app.session.game.moves[-1] == "pick 1"


async def test_R_TURN_end_with_tokens_in_hand_says_where_the_engine_puts_them(data_dir):
    app = app_for(new_game(2, seed=3), data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "1", "right_square_bracket", "c")
        await pilot.pause()
        game = app.session.game
        hand = game.hand(0)
        assert hand > 0
        await pilot.press("e")
        await pilot.pause()
        assert screen(app) == "StrictConfirmScreen"
        text = " ".join(screen_text(app).replace("│", " ").split())
        trial = game.copy()
        trial.play("end")
        placed = [r for r in range(len(game.board.regions)) if trial.region(r).tokens > game.region(r).tokens
                  and trial.region(r).owner == 0]
        assert f"The {hand} tokens in your hand will be placed on" in text
        for rid in placed:
            assert game.board.regions[rid].name in text
        await pilot.press("enter")
        assert game.moves[-1] != "end"
        await pilot.press("y")
        await pilot.pause()
        assert app.session.game.moves[-1] == "end"


async def test_R_TURN_end_before_any_action_asks_and_decline_is_y_or_n_only(data_dir):
    game = position_game(entry(0, "Ratmen", "Forest", regions={3: 4}), entry(1, "Humans", "Hill"), turn=3)
    app = app_for(game, data_dir, bots=["human", "human"])
    app.autosave = False
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "e")
        await pilot.pause()
        assert "End your turn without playing?" in screen_text(app)
        await pilot.press("escape", "d", "enter")
        await pilot.pause()
        assert app.session.game.moves == [] and screen(app) == "StrictConfirmScreen"
        await pilot.press("n")


async def test_R_CONQ_next_target_skips_own_in_decline_regions(data_dir):
    board = bundled_board(2)
    home = next(r for r in board.regions if r.border and not r.water and
                sum(not board.regions[n].water for n in r.adjacent) >= 2)
    mine = [n for n in home.adjacent if not board.regions[n].water][0]
    game = position_game(entry(0, "Ratmen", "Forest", regions={home.id: 3}), entry(1, "Humans", "Hill"),
                         entry(0, "Giants", "Hill", active=False, regions={mine: 1}), turn=3)
    targets = {a.region for a in game.legal_actions() if a.kind in ("conquer", "roll")}
    assert mine in targets and len(targets) > 1  # the engine allows it: only ] passes it by
    app = app_for(game, data_dir, bots=["human", "human"])
    app.autosave = False
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        seen = set()
        for _ in range(len(targets) + 2):
            await pilot.press("right_square_bracket")
            seen.add(app.screen.sel_region)
        assert mine not in seen and seen == targets - {mine}


async def test_R_RACE_AMAZONS_the_end_question_says_four_of_the_hand_are_set_aside(data_dir):
    """The Amazons' hand counts the 4 set aside; the end question says where each part goes (issue 11 point 6)."""
    game = position_game(entry(0, "Amazons", "Forest", regions={1: 9}, set_aside=4), entry(1, "Humans", "Hill"),
                         turn=3)
    game.play("conquer 2")
    hand, preview = game.hand(0), game.end_preview()
    assert preview.set_aside == 4 and sum(n for _, n in preview.placed) == hand - 4
    app = app_for(game, data_dir, bots=["human", "human"])
    app.autosave = False
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        if screen(app) == "HandoffScreen":
            await pilot.press("enter")
        await pilot.press("e")
        await pilot.pause()
        question = app.screen.question  # the dialog wraps it over the map: read the words it shows
        assert f"Of the {hand} tokens in your hand: {hand - 4} will be placed on" in question
        assert question.endswith("; 4 will be set aside until your next turn.\nYou score 3 coins and the turn passes.")
        await pilot.press("y")
        await pilot.pause()
        assert app.session.game.races(0)[0].set_aside == 4


async def test_R_READY_ending_before_any_action_says_the_tokens_stay_on_the_regions(data_dir):
    game = position_game(entry(0, "Ratmen", "Forest", regions={3: 4}), entry(1, "Humans", "Hill"), turn=3)
    app = app_for(game, data_dir, bots=["human", "human"])
    app.autosave = False
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "e")
        await pilot.pause()
        text = " ".join(screen_text(app).replace("│", " ").split())
        assert "The 3 tokens in your hand stay on your regions." in text
