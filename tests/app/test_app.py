"""Pilot tests of the hot-seat app: a whole game by keys, secrecy, saves, illegal moves, small terminals."""

from __future__ import annotations

import json

from conftest import app_for, new_game, play_to_end, screen_text

from smallworld_tui.app.session import slot_path
from smallworld_tui.rules import Game


async def test_whole_two_player_game_by_keys(data_dir):
    game = new_game(2, seed=3)
    app = app_for(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == "HandoffScreen"
        reasons = []

        def check(app) -> None:
            if type(app.screen).__name__ == "HandoffScreen" and app.screen.why:
                reasons.append(app.screen.why)
            if app.session.game.phase == "withdraw":  # a defender places withdrawn tokens in their own turn
                assert getattr(app.screen, "viewer", None) in (None, app.session.game.current_player)

        await play_to_end(pilot, app, check=check)
        played = app.session.game
        assert any("withdrawn" in why for why in reasons)
        assert played.is_over
        assert type(app.screen).__name__ == "GameOverScreen"
        text = screen_text(app)
        # the engine's verdict, replayed independently from the moves, is what the screen says
        replay = Game.new(played.board, played.players, seed=played.seed)
        for move in played.moves:
            replay.play(move)
        assert replay.winners == played.winners
        winner = played.players[played.winners[0]]
        assert f"{winner} wins" in text or "share the victory" in text
        for seat, _name in enumerate(played.players):  # all totals revealed (R-HIDE)
            assert f"{played.coins(seat):>3} coins" in text
        assert "●●●" not in text


def _check_secrecy(app) -> None:
    screen = type(app.screen).__name__
    text = screen_text(app)
    game = app.session.game
    if screen == "HandoffScreen":  # its "since your last turn" summary may name only coins paid to the column
        assert " c\n" not in text and "scores" not in text
        assert all("picks" in line for line in text.splitlines() if "coin" in line), text
        return
    if screen != "GameScreen" or game.is_over:
        return
    viewer = app.screen.viewer
    for seat, name in enumerate(game.players):
        lines = [line for line in text.splitlines() if f" {name[0]}  {name} " in line and " c │" in line]
        assert lines, f"{name} is not in the players panel"
        for line in lines:
            if seat == viewer:
                assert f"{game.coins(seat)} c" in line
            else:
                assert "●●●" in line, line
        if seat != viewer:
            assert f"{name} scores" not in text  # others' income stays hidden in the log (R-HIDE-3)


async def test_other_players_coins_never_shown(data_dir):
    app = app_for(new_game(3, seed=5), data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await play_to_end(pilot, app, check=_check_secrecy, limit=45)


async def test_illegal_move_shows_reason_and_changes_nothing(data_dir):
    app = app_for(new_game(2, seed=3), data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "1")
        await pilot.pause()
        game = app.session.game
        before = (list(game.moves), game.to_json())
        await pilot.press("colon", *"conquer 22", "enter")
        await pilot.pause()
        assert app.screen.message_error
        assert "22" in app.screen.message or "adjacent" in app.screen.message.lower()
        assert app.screen.message in screen_text(app)
        assert (list(game.moves), game.to_json()) == before
        await pilot.press("escape")
        # a key on a region that cannot be taken: the engine's reason again
        app.screen.sel_region = 22
        await pilot.press("c")
        await pilot.pause()
        assert app.screen.message_error and app.screen.message
        assert list(game.moves) == before[0]


async def test_move_prompt_plays_notation(data_dir):
    app = app_for(new_game(2, seed=3), data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "colon", *"pick 2", "enter")
        await pilot.pause()
        assert app.session.game.moves == ["pick 2"]
        assert not app.screen.query_one("#prompt").display


async def test_move_prompt_completes_a_unique_beginning(data_dir):
    game = new_game(2, seed=3)
    app = app_for(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "1", "colon", "e", "n", "enter")  # "en" begins only "end"
        await pilot.pause()
        assert game.moves[-1] == "end" and game.seat == 1


async def test_undo_takes_back_own_moves_but_not_a_pick(data_dir):
    app = app_for(new_game(2, seed=3), data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "1", "right_square_bracket", "c")
        await pilot.pause()
        assert len(app.session.game.moves) == 2
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert app.session.game.moves == ["pick 1"]
        await pilot.press("ctrl+z")  # never past the pick: it revealed a new combo
        await pilot.pause()
        assert app.session.game.moves == ["pick 1"]


async def test_redeploy_mode_moves_tokens(data_dir):
    app = app_for(new_game(2, seed=3), data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "1", "right_square_bracket", "c", "right_square_bracket", "c")
        await pilot.pause()
        gs = app.screen
        await pilot.press("m")
        await pilot.pause()
        assert gs.edit is not None and gs.edit.left == 0
        first, second = sorted(gs.edit.counts)[:2]
        gs.sel_region = first
        await pilot.press("minus")
        gs.sel_region = second
        await pilot.press("plus")
        await pilot.pause()
        expected = gs.edit.notation()
        await pilot.press("enter", "y")  # the layout ends the turn: asked first (issue 28)
        await pilot.pause()
        assert expected in app.session.game.moves
        assert gs.edit is None


async def test_save_quit_load_and_continue(data_dir):
    app = app_for(new_game(2, seed=3), data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "1", "right_square_bracket", "c")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert type(app.screen).__name__ == "SaveScreen"
        app.screen.query_one("#slot").value = ""
        await pilot.press(*"mine", "enter")
        await pilot.pause()
        moves = list(app.session.game.moves)
        assert slot_path("mine", data_dir).exists()
        await pilot.press("q")
        await pilot.pause()
        assert type(app.screen).__name__ == "ConfirmScreen"
        await pilot.press("y")
        await pilot.pause()
    assert app.return_code is not None or not app.is_running
    # the game's own autosave and the named slot both hold the game
    autosaves = list((data_dir / "autosaves").glob("*.json"))
    assert len(autosaves) == 1 and json.loads(autosaves[0].read_text())["moves"] == moves

    app2 = app_for(None, data_dir)
    async with app2.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert type(app2.screen).__name__ == "TitleScreen"
        await pilot.press("l")
        await pilot.pause()
        assert type(app2.screen).__name__ == "LoadScreen"
        text = screen_text(app2)
        assert "mine" in text and "Ann, Bob" in text
        names = [slot.name for slot in app2.screen.slots]
        for _ in range(names.index("mine")):
            await pilot.press("down")
        await pilot.press("enter")
        await pilot.pause()
        assert app2.session.game.moves == moves
        await pilot.press("enter")  # hand-off back to Ann
        await pilot.press("e")  # tokens in hand: asked first, and Enter does not answer (issue 9)
        await pilot.pause()
        assert type(app2.screen).__name__ == "StrictConfirmScreen"
        await pilot.press("enter")
        assert len(app2.session.game.moves) == len(moves)
        await pilot.press("y")
        await pilot.pause()
        assert len(app2.session.game.moves) == len(moves) + 1


async def test_corrupt_save_is_refused_with_reason(data_dir):
    path = slot_path("broken", data_dir)
    path.write_text('{"format": "smallworld-tui game", "version": 1, "players": ["A", "B"]}')
    app = app_for(None, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("l")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert type(app.screen).__name__ == "LoadScreen"
        status = str(app.screen.query_one("#status").render())
        assert "Cannot load 'broken'" in status
        assert app.session is None


async def test_small_terminal_80x24(data_dir):
    app = app_for(new_game(5, seed=11), data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "1", "right_square_bracket", "c")
        await pilot.pause()
        text = screen_text(app)
        assert "┌" in text  # the compact map
        assert "conquer" in text  # the footer offers the legal keys
        assert len(app.session.game.moves) == 2
        await pilot.press("tab")  # the combos and players take the map's place; the list shows the regions
        text = screen_text(app)
        assert "Regions" in text and "Combos" in text and "Players" in text
        await pilot.press("tab")
        await play_to_end(pilot, app, limit=25)


async def test_title_new_game_form_starts_a_game(data_dir):
    app = app_for(None, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        assert type(app.screen).__name__ == "NewGameScreen"
        app.screen.query_one("#seed").value = "42"
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert app.session is not None and app.session.game.seed == 42
        assert app.session.game.players == ["Ann", "Bob"]


async def test_bot_seat_moves_without_hand_off(data_dir):
    from smallworld_tui.app.session import bot_levels

    if "random" not in bot_levels():
        import pytest

        pytest.skip("the bots package is not installed")
    app = app_for(new_game(2, seed=4), data_dir, bots=["human", "random"])
    seen = set()

    def check(app) -> None:
        seen.add(type(app.screen).__name__)

    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == "GameScreen"  # a lone human needs no hand-off
        for _ in range(200):
            if app.session.game.is_over:
                break
            if app.session.is_bot(app.session.game.current_player) and type(app.screen).__name__ == "GameScreen":
                await pilot.pause(0.05)
                continue
            await play_to_end(pilot, app, check=check, limit=1)
        await pilot.pause()
        game = app.session.game
        assert game.turn >= 2
        assert "HandoffScreen" not in seen
        assert any(e.seat == 1 and e.kind in ("pick", "conquer") for e in game.log)
        text = screen_text(app)
        if not game.is_over:
            assert "Bob (random)" in text or "Bob" in text


async def test_short_terminal_shows_both_abilities_of_the_highlighted_combo(data_dir):
    from smallworld_tui.rules import POWERS

    app = app_for(new_game(5, seed=21), data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        combo = app.session.game.column_view()[0]
        text = screen_text(app)
        assert f"{combo.power}: {POWERS[combo.power].text.split()[0]}" in text  # the power too, not only the race


async def test_100_columns_show_whole_combo_names(data_dir):
    app = app_for(new_game(5, seed=21), data_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        text = screen_text(app)
        for combo in app.session.game.column_view():
            assert f"{combo.race} · {combo.power}" in text


def test_game_over_columns_line_up_with_names_of_any_length():
    import re

    from smallworld_tui.app.screens.over import chart_text, result_text
    from smallworld_tui.rules import Game, bundled_board

    names = ["Al", "Bettina", "Cy"]
    game = Game.new(bundled_board(3), names, seed=5)
    for text in (result_text(game).plain, chart_text(game).plain):
        starts = set()
        for name in names:
            line = next(row for row in text.splitlines() if re.search(rf" {name[0]}  {name} +\d", row))
            starts.add(re.search(rf" {name[0]}  {name} +\d", line).end())  # where the first number after the name is
        assert len(starts) == 1, text


async def test_load_screen_footer_says_enter_loads(data_dir):
    app = app_for(new_game(2), data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "1", "ctrl+s")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
    app = app_for(None, data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("l")
        await pilot.pause()
        text = screen_text(app)
        assert "⏎ load" in text
        assert "turn 1/10" in text.split("ann-bob-t1")[1].splitlines()[0]  # a slot stays on one line at 80 columns
        await pilot.press("enter")
        await pilot.pause()
        assert app.session is not None and app.session.game.players == ["Ann", "Bob"]
