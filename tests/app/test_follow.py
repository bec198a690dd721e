"""Issue 28 part 1: others' turns played out. Each computer player's move marked on the map with a caption in the
log's words (coins hidden: R-HIDE-3), held at a pace (instant, fast, normal, step) chosen in the new-game form,
by --pace or by P, remembered in the data folder's settings; F finishes the computer players' turns; one human's
turn opens with "Since your last turn" (R shows it again). Driven by keys; no test waits on the clock's pace."""

from __future__ import annotations

import json

import pytest
from conftest import NAMES, app_for, new_game, screen_text
from rich.style import Style

from smallworld_tui.app import pace as pace_mod
from smallworld_tui.app.follow import shown_move, views
from smallworld_tui.app.pace import (
    PACES,
    check_pace,
    hold_seconds,
    load_settings,
    next_pace,
    remember_pace,
    stored_pace,
)
from smallworld_tui.app.session import Session
from smallworld_tui.app.turns import Next, TurnDriver
from smallworld_tui.app.widgets.mapview import MOVED, MapView
from smallworld_tui.cli import main
from smallworld_tui.rules import Game, Scored


async def until(pilot, condition, tries: int = 400) -> None:
    """Let the app run (bots think in a thread) until ``condition()`` holds; fails rather than hangs."""
    for _ in range(tries):
        if condition():
            return
        await pilot.pause(0.01)
    raise AssertionError("the app never got there")


# ---------------------------------------------------------------------------------------------- captions
def bot_move(game: Game, viewer: int):
    """The next computer player's move on ``game`` (seat to act, played by the greedy bot) as shown."""
    from smallworld_tui.bots import make_bot

    seat = game.current_player
    before, logged = views(game), len(game.log)
    game.apply(make_bot("greedy", seed=1).choose(game))
    return shown_move(game, viewer, seat, game.log[logged:], before)


def test_a_conquest_is_told_in_the_logs_words_and_its_region_marked():
    game = new_game(2, seed=5)
    game.play("pick 1")
    shown = None
    for _ in range(3):  # the first conquests
        if game.current_player != 0 or not any(a.kind == "conquer" for a in game.legal_actions()):
            break
        shown = bot_move(game, viewer=1)
        conquered = [e for e in game.log if e.kind == "conquer"][-1]
        assert game.describe(conquered) in shown.caption
        assert conquered.region in shown.regions
    assert shown is not None


def test_the_viewers_own_race_is_called_yours():
    game = new_game(2, seed=5)
    logged = len(game.log)
    game.play("pick 1")
    shown = shown_move(game, 0, 0, game.log[logged:])
    assert shown.caption.startswith("Ann picks") or "Your" in shown.caption
    game.play(next(str(a) for a in game.legal_actions() if a.kind == "conquer"))
    conquered = game.log[-1]
    shown = shown_move(game, 0, 0, [conquered])
    assert shown.caption.startswith("Your ") and "Ann's" not in shown.caption
    assert shown_move(game, 1, 0, [conquered]).caption.startswith("Ann's ")


def test_R_HIDE_3_a_bots_score_is_told_without_its_coins():
    game = new_game(2)
    event = Scored(seat=0, coins=7)
    caption = shown_move(game, 1, 0, [event]).caption
    assert "collects coins" in caption and "7" not in caption


def test_a_redeployment_marks_the_regions_whose_tokens_moved():
    game = new_game(2, seed=5)
    game.play("pick 1")
    before = views(game)
    conquer = next(a for a in game.legal_actions() if a.kind == "conquer")
    game.apply(conquer)
    shown = shown_move(game, 1, 0, [], before)  # no event names a region: the changed views do
    assert conquer.region in shown.regions


def test_the_map_marks_a_moved_region_with_a_glyph_and_reversed():
    game = new_game(2)
    reg = game.board.regions[3]
    lines = MapView.label(game, reg, game.region(3), None, None, False, False, 2, 10, moved=True)
    text, style = lines[0][0]
    assert text.startswith(MOVED) and isinstance(style, Style) and style.reverse
    plain = MapView.label(game, reg, game.region(3), None, None, False, False, 2, 10)
    assert MOVED not in plain[0][0][0]


# ---------------------------------------------------------------------------------------------- the pace
def test_paces_cycle_and_hold_long_enough_to_read():
    assert [next_pace(p) for p in PACES] == ["fast", "normal", "step", "instant"]
    assert hold_seconds("instant", "x") == 0 and hold_seconds("step", "x") is None
    assert 0 < hold_seconds("fast", "x" * 80) < hold_seconds("normal", "x" * 80) <= 5  # type: ignore[operator]
    assert hold_seconds("normal", "x" * 200) > hold_seconds("normal", "x")  # type: ignore[operator]
    assert check_pace(" Step ") == "step"
    with pytest.raises(ValueError, match="unknown pace"):
        check_pace("warp\x1b[31m")


def test_the_pace_is_remembered_in_the_settings_and_other_settings_kept(tmp_path):
    (tmp_path / "settings.json").write_text('{"theme": "dark"}')
    assert remember_pace(tmp_path, "step") == ""
    assert json.loads((tmp_path / "settings.json").read_text()) == {"pace": "step", "theme": "dark"}
    assert stored_pace(tmp_path) == ("step", "")
    assert not list(tmp_path.glob(".*.tmp"))


@pytest.mark.parametrize("content", ["{not json", "[1, 2]", '{"pace": "ludicrous"}', "\xff\xfe", "9" * 70_000])
def test_a_corrupt_settings_file_is_ignored_with_a_note(tmp_path, content):
    (tmp_path / "settings.json").write_bytes(content.encode("latin-1"))
    pace, note = stored_pace(tmp_path)
    assert pace == pace_mod.DEFAULT and "ignored" in note and "\n" not in note
    assert remember_pace(tmp_path, "fast") == ""  # and the next choice replaces it
    assert stored_pace(tmp_path) == ("fast", "")


def test_a_settings_folder_in_the_way_is_ignored_and_saving_says_why(tmp_path):
    (tmp_path / "settings.json").mkdir()
    assert load_settings(tmp_path)[0] == {} and "ignored" in load_settings(tmp_path)[1]
    assert "not remembered" in remember_pace(tmp_path, "fast")


@pytest.mark.parametrize("value", ["warp", "", " ", "normal\x1b[2J", "x" * 5000])
def test_a_hostile_pace_on_the_command_line_is_refused_in_one_line(capsys, monkeypatch, value):
    import smallworld_tui.app as app_pkg

    monkeypatch.setattr(app_pkg, "make_app", lambda **kw: pytest.fail("the app started"))
    assert main(["--players", "2", "--pace", value]) == 2
    err = capsys.readouterr().err
    assert err.startswith("smallworld: ") and err.count("\n") == 1 and "\x1b" not in err and len(err) < 200


def test_the_command_lines_pace_reaches_the_app(monkeypatch):
    import smallworld_tui.app as app_pkg

    seen = {}

    class Quiet:  # the app, not run
        def run(self):
            pass

    def fake(**kw):
        seen.update(kw)
        return Quiet()

    monkeypatch.setattr(app_pkg, "make_app", fake)
    assert main(["--players", "2", "--bots", "human,greedy", "--pace", "STEP"]) == 0
    assert seen["pace"] == "step"


# ---------------------------------------------------------------------------------------------- in the app
def bots_first(seed: int = 5):
    """A 2-player game whose first seat is a computer player: Ann (greedy) moves, then Bob (the human)."""
    return new_game(2, seed=seed), ["greedy", "human"]


async def test_step_pace_holds_each_bot_move_until_space_with_its_caption_and_marks(data_dir):
    game, seats = bots_first()
    app = app_for(game, data_dir, seats)
    app.pace = "step"
    async with app.run_test(size=(120, 40)) as pilot:
        gs = app.screen
        await until(pilot, lambda: gs.shown is not None)
        moves = len(app.session.game.moves)
        first = gs.shown
        await pilot.pause(0.05)
        assert len(app.session.game.moves) == moves and gs.shown is first  # held: nothing moves without space
        text = screen_text(app)
        assert first.caption[:40] in text and "space: next move" in text
        assert first.caption.startswith("Ann picks")
        await pilot.press("space")
        await until(pilot, lambda: gs.shown is not None and gs.shown is not first)
        assert len(app.session.game.moves) == moves + 1
        assert gs.shown.regions and f"{MOVED}{min(gs.shown.regions)}" in screen_text(app)  # the conquest, marked
        await pilot.press("F")  # the rest of Ann's turn at once, then Bob's turn opens with the summary
        await until(pilot, lambda: type(app.screen).__name__ == "SummaryScreen")
        assert gs.shown is None and app.session.game.current_player == 1
        summary = screen_text(app)
        assert "Since your last turn" in summary and app.screen.recap[0][1][:30] in summary
        assert app.screen.recap[0][0] == 0 and all("coin" not in sentence for _, sentence in app.screen.recap)
        await pilot.press("enter")
        assert app.screen is gs
        await pilot.press("R")  # shown again
        assert type(app.screen).__name__ == "SummaryScreen"
        await pilot.press("escape")
        assert app.screen is gs and gs.recent  # the * marks stay


async def test_P_changes_the_pace_during_the_game_and_remembers_it(data_dir):
    game, seats = bots_first()
    app = app_for(game, data_dir, seats)
    app.pace = "step"
    async with app.run_test(size=(120, 40)) as pilot:
        gs = app.screen
        await until(pilot, lambda: gs.shown is not None)
        await pilot.press("P")  # step → instant: the held move gives way and the others follow at once
        assert gs.pace == "instant"
        await until(pilot, lambda: type(app.screen).__name__ == "SummaryScreen")
        assert stored_pace(data_dir) == ("instant", "")
        await pilot.press("enter", "P")
        assert gs.pace == "fast" and stored_pace(data_dir) == ("fast", "") and "Pace: fast" in screen_text(app)


async def test_q_ctrl_s_and_help_work_while_the_bots_play(data_dir):
    game, seats = bots_first()
    app = app_for(game, data_dir, seats)
    app.pace = "step"
    async with app.run_test(size=(120, 40)) as pilot:
        gs = app.screen
        await until(pilot, lambda: gs.shown is not None)
        await pilot.press("question_mark")
        assert type(app.screen).__name__ == "HelpScreen"
        await pilot.press("escape")
        await pilot.press("ctrl+s")
        assert type(app.screen).__name__ == "SaveScreen"
        await pilot.press("escape")
        await pilot.press("q")
        assert type(app.screen).__name__ == "ConfirmScreen"
        await pilot.press("n")
        assert app.screen is gs and gs.shown is not None


async def test_instant_pace_shows_no_caption_and_the_summary_still_opens(data_dir):
    game, seats = bots_first()
    app = app_for(game, data_dir, seats)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: type(app.screen).__name__ == "SummaryScreen")
        assert app.screen.recap and app.screen.recap[0][0] == 0


async def test_several_humans_keep_the_handoff_and_get_no_extra_summary(data_dir):
    game = new_game(3, seed=5)
    app = app_for(game, data_dir, ["human", "greedy", "human"])
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(40):
            key = app.screen
            name = type(key).__name__
            assert name != "SummaryScreen"
            if name == "HandoffScreen":
                break
            from conftest import next_key

            await pilot.press(next_key(app) or "e")
            await pilot.pause(0.01)
        assert type(app.screen).__name__ == "HandoffScreen"


async def test_the_new_game_form_offers_the_pace_and_remembers_the_choice(data_dir):
    app = app_for(None, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        form = app.screen
        from textual.widgets import Select

        select = form.query_one("#pace", Select)
        assert select.value == "instant"  # the default of the tests (conftest)
        select.value = "fast"
        form.action_start()
        await pilot.pause()
        game_screen = app.screen_stack[1]  # under the first hand-off (two humans)
        assert type(game_screen).__name__ == "GameScreen" and game_screen.pace == "fast"
        assert stored_pace(data_dir) == ("fast", "")


def test_one_human_sees_the_bots_moves_through_the_turn_driver():
    session = Session(new_game(2, seed=5), ["greedy", "human"], autosave=False)
    turns = TurnDriver(session)
    step = turns.play_bots()
    assert step.what is Next.HUMAN and session.game.current_player == 1
    assert session.is_bot_game and NAMES[0] in session.game.players


def test_a_conquest_from_the_viewer_says_their_loss_right_after_it():
    from smallworld_tui.rules.events import Conquered, HoleDug, Lost

    game = new_game(2)
    events = [Lost(seat=0, race="Ratmen", region=4, lost=1, withdrawn=2),
              Conquered(seat=1, race="Halflings", region=4, tokens=3), HoleDug(seat=1, race="Halflings", region=4)]
    caption = shown_move(game, 0, 1, events).caption
    assert caption.index("Bob's Halflings conquer") < caption.index("Your Ratmen lose") < caption.index("dig")
    assert shown_move(game, 1, 1, events).caption.startswith("Your Halflings conquer")
