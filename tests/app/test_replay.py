"""The replay viewer (issue 28 part 2): a saved game walked by keys, read-only; the positions it rebuilds from kept
copies are the game's own (digest-checked); coins hidden in an unfinished game unless revealed (R-HIDE)."""

from __future__ import annotations

import random
import sys

import pytest
from conftest import NAMES, screen_text

from smallworld_tui.app import make_app, theme
from smallworld_tui.app.replay import Replay, parse_move_number
from smallworld_tui.app.screens.replay import ReplayScreen
from smallworld_tui.bots import make_bot
from smallworld_tui.cli import main
from smallworld_tui.rules import Game, bundled_board, save_game
from smallworld_tui.rules.record import state_digest


def finished_five(path) -> str:
    game = Game.new(bundled_board(5), NAMES, seed=7)
    bots = [make_bot("greedy", seed=s) for s in range(5)]
    while not game.is_over:
        game.apply(bots[game.current_player].choose(game))
    save_game(game, path, seats=["greedy"] * 5)
    return path.read_text()


def unfinished_three(path, moves: int = 40) -> str:
    game = Game.new(bundled_board(3), NAMES[:3], seed=5)
    rng = random.Random(2)
    for _ in range(moves):
        game.apply(rng.choice(game.legal_actions()))
    save_game(game, path)
    return path.read_text()


@pytest.fixture
def five(tmp_path):
    return finished_five(tmp_path / "five.json")


def test_every_position_is_the_game_replayed_that_far(five):
    replay = Replay(five)
    for n in range(0, len(replay) + 1, 7):
        assert state_digest(replay.at(n)) == state_digest(replay.final.rewound(len(replay) - n))
        assert len(replay.at(n).moves) == n


def test_a_wow_game_and_a_long_game_rebuild_every_position(tmp_path):
    from smallworld_tui.rules import find_ruleset

    game = Game.new(None, NAMES[:3], seed=4, ruleset=find_ruleset("wow"))
    rng = random.Random(3)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    replay = Replay(game.to_json(), every=2)  # few copies allowed: the spacing doubles as the game grows
    for n in range(0, len(replay) + 1, 11):
        assert state_digest(replay.at(n)) == state_digest(game.rewound(len(replay) - n))


def test_copies_stay_bounded(five, monkeypatch):
    import smallworld_tui.app.replay as module

    monkeypatch.setattr(module, "MOST_COPIES", 5)
    replay = Replay(five, every=2)
    assert len(replay._copies) <= 6 and replay.every > 2
    for n in range(0, len(replay) + 1, 13):
        assert state_digest(replay.at(n)) == state_digest(replay.final.rewound(len(replay) - n))


def test_turns_begin_where_the_player_turn_passes(five):
    replay = Replay(five)
    starts = replay.turn_starts
    assert starts[0] == 0 and starts[-1] == len(replay)
    for n in starts[1:-1]:
        assert replay.at(n - 1).serial != replay.at(n).serial
    assert replay.next_turn(0) == starts[1] and replay.previous_turn(starts[2]) == starts[1]
    assert replay.previous_turn(0) == 0 and replay.next_turn(len(replay)) == len(replay)


@pytest.mark.parametrize("typed", ["", "abc", "-1", "1e9", "９", "99999999999999", "12 3", "[red]1"])
def test_hostile_move_numbers_are_refused_in_one_line(typed):
    with pytest.raises(ValueError) as err:
        parse_move_number(typed, 153)
    assert "\n" not in str(err.value) and "[red]" not in str(err.value)[:0]


def app_on(text: str, name: str, reveal: bool = False):
    return make_app(replay=Replay(text), replay_name=name, reveal=reveal, autosave=False)


async def test_keys_step_turn_home_end_and_go_to(five, tmp_path):
    app = app_on(five, "five")
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        last = len(screen.replay)
        assert screen.position == 0 and f"0 / {last}" in screen_text(app)
        await pilot.press("right", "right", "right")
        assert screen.position == 3 and f"3 / {last}" in screen_text(app)
        assert len(screen.session.game.moves) == 3
        await pilot.press("left")
        assert screen.position == 2
        await pilot.press("pagedown")
        assert screen.position == screen.replay.turn_starts[1]
        await pilot.press("pagedown")
        assert screen.position == screen.replay.turn_starts[2]
        await pilot.press("pageup")
        assert screen.position == screen.replay.turn_starts[1]
        await pilot.press("end")
        assert screen.position == last and screen.session.game.is_over
        text = screen_text(app)
        assert "Winner:" in text
        await pilot.press("home")
        assert screen.position == 0
        await pilot.press("g", "5", "7", "enter")
        assert screen.position == 57 and f"57 / {last}" in screen_text(app)
        caption = screen.replay.caption(57, True)
        assert screen.replay.played[56].move in caption
        await pilot.press("g", "x", "enter")  # refused on the status line, nothing moves
        assert screen.position == 57 and screen.message_error and "not a move number" in screen.message
        await pilot.press("escape")
        await pilot.press("g", *str(last + 1), "enter")
        assert screen.position == 57 and f"has {last} moves" in screen.message
        await pilot.press("escape", "right")
        assert screen.position == 58


async def test_tab_gives_the_arrows_to_the_regions_and_back(five):
    app = app_on(five, "five")
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        await pilot.press("end", "tab")
        before = screen.sel_region
        await pilot.press("right", "down")
        assert screen.position == len(screen.replay) and screen.sel_region != before
        await pilot.press("tab", "left")
        assert screen.position == len(screen.replay) - 1


async def test_a_finished_game_shows_every_coin_total_at_every_move(five):
    app = app_on(five, "five")
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        await pilot.press("g", "4", "0", "enter")
        game = screen.session.game
        text = screen_text(app)
        assert screen.reveal_all and "coins shown" in text
        for seat in range(5):
            assert f"{game.coins(seat)} c" in text


def test_r_hide_an_unfinished_game_hides_the_coins_unless_revealed(tmp_path):
    import asyncio

    text = unfinished_three(tmp_path / "half.json")

    async def shown(reveal: bool) -> tuple[bool, str]:
        app = app_on(text, "half", reveal=reveal)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("end")
            return app.screen.reveal_all, screen_text(app)

    hidden, screen = asyncio.run(shown(False))
    assert not hidden and "coins hidden" in screen and "unfinished" in screen and f"{theme.MASK} c" in screen
    revealed, screen = asyncio.run(shown(True))
    assert revealed and "coins shown" in screen and f"{theme.MASK} c" not in screen


async def test_l_shows_the_log_up_to_this_move(five):
    from smallworld_tui.app.screens.help import LogScreen

    app = app_on(five, "five")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("g", "1", "2", "enter", "L")
        await pilot.pause()
        assert isinstance(app.screen, LogScreen)
        text = screen_text(app)
        viewer = app.screen_stack[-2]
        assert "Ann picks" in text and len(viewer.session.game.log) < len(viewer.replay.final.log)
        assert "The game is over." not in text
        await pilot.press("escape")


async def test_q_leaves_the_viewer(five):
    app = app_on(five, "five")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code in (0, None)


async def test_load_lists_finished_autosaves_to_watch(data_dir, tmp_path):
    autosaves = data_dir / "autosaves"
    autosaves.mkdir(parents=True)
    finished_five(autosaves / "20260101-000000-abcd.json")
    app = make_app(data_dir=data_dir, autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("l")
        await pilot.pause()
        assert "Watch" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        await pilot.press("q")
        await pilot.pause()
        assert not isinstance(app.screen, ReplayScreen)


def test_cli_refuses_a_corrupt_save_in_one_line(tmp_path, capsys, monkeypatch):
    bad = tmp_path / "bad.json"
    text = finished_five(tmp_path / "good.json")
    bad.write_text(text.replace('"pick 1"', '"pick 6"', 1) if '"pick 1"' in text else text[:-40])
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)  # the viewer's path, refused before any screen
    assert main(["replay", str(bad)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("smallworld: ") and "\n" not in err


def test_cli_text_output_is_kept(tmp_path, capsys):
    finished_five(tmp_path / "good.json")
    assert main(["replay", "--text", str(tmp_path / "good.json")]) == 0
    out = capsys.readouterr().out
    assert "Winner:" in out and "   1. Ann: " in out


async def test_full_collections_wait_for_a_pause_of_the_keys(tmp_path, monkeypatch):
    """Issue 28: a full garbage collection inside a frame made a move show in 60 ms; the viewer defers them to a
    pause of the keys (the young ones still run) and gives the collector its thresholds back when it closes."""
    import gc

    from smallworld_tui.app.screens import replay as screen

    before = gc.get_threshold()
    collected: list[int] = []
    monkeypatch.setattr(gc, "collect", lambda *args: collected.append(1) or 0)
    app = app_on(unfinished_three(tmp_path / "three.json"), "three")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert gc.get_threshold() == (before[0], before[1], screen.DEFERRED)
        await pilot.press("right", "right")
        assert not collected  # not while the keys come
        for _ in range(50):  # then once they pause (IDLE_COLLECT), at most 5 s here
            await pilot.pause(0.1)
            if collected:
                break
        assert collected == [1]
        await pilot.press("q")
    assert gc.get_threshold() == before


async def test_X_INT_10_the_skags_loot_shows_its_value_only_when_revealed():
    """The Skags' face-down Loot (X-RACE-SKAGS): hidden in an unfinished game's replay like the coins; with
    ``--reveal`` the region detail tells its value and whose it is (``Game.secrets`` of every seat)."""
    game = Game.new(bundled_board(2), ["Ann", "Bob"], seed=3, races=["Skags"], powers=["Spirit"], expansions="spider")
    game.play("pick 1")
    game.play("conquer 1")  # Wishing Fields: Loot face down, worth 1 coin
    for reveal in (False, True):
        app = app_on(game.to_json(), "loot", reveal=reveal)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("end")
            app.screen.select_region(1)
            await pilot.pause()
            shown = " ".join(screen_text(app).replace("│", " ").split())
            assert "Wishing Fields" in shown and "Loot marker" in shown
            if reveal:
                assert "Wishing Fields · A Ann Loot: 1 coin (face down) · farmland" in shown
            else:
                assert "Loot: 1" not in shown and "face down)" not in shown
