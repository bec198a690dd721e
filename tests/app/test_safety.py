"""Issue 9: text from outside is data; saves you can trust (one autosave per game, Resume, undo after Resume,
seats inside the record, hostile files in the saves folder, an unusable data folder)."""

from __future__ import annotations

import json
import os

import pytest
from conftest import app_for, new_game, screen_text

from smallworld_tui.app.session import Session
from smallworld_tui.app.store import list_slots, list_unfinished, slot_path
from smallworld_tui.rules import Game, bundled_board

HOSTILE = ["[/]", "\x1b]0;pwned\x07\x1b[2J", "W" * 100, "z\u200bw\u202eq"]  # 100: Game.new's longest name


def hostile_game() -> Game:
    return Game.new(bundled_board(4), HOSTILE, seed=3)


def no_escapes(text: str) -> None:
    assert "\x1b" not in text and "\x07" not in text and "\u200b" not in text and "\u202e" not in text


async def test_hostile_names_stay_literal_in_every_screen(data_dir):
    """Markup, terminal escapes, a very long and a zero-width name: the app stays up, shows them as text."""
    app = app_for(hostile_game(), data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        for key in ("enter", "1", "e", "y", "enter", "enter", "L", "escape", "ctrl+s"):
            await pilot.press(key)
            await pilot.pause()
            text = screen_text(app)
            no_escapes(text)
        assert type(app.screen).__name__ == "SaveScreen"
        assert "[/]" in screen_text(app) or "[/]" in app.screen.query_one("#slot").value
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("question_mark", "escape")
        await pilot.pause()
        assert "␛]0;pwned" in screen_text(app) or "[/]" in screen_text(app)
    app2 = app_for(None, data_dir)
    async with app2.run_test(size=(120, 40)) as pilot:
        await pilot.press("l")
        await pilot.pause()
        assert type(app2.screen).__name__ == "LoadScreen"
        text = screen_text(app2)
        no_escapes(text)
        assert "[/]" in text
        await pilot.press("escape", "r")
        await pilot.pause()
        no_escapes(screen_text(app2))
        assert type(app2.screen).__name__ in ("HandoffScreen", "GameScreen")
        assert app2.session.game.players[0] == "[/]"


async def test_new_game_form_normalises_names_and_says_so(data_dir):
    app = app_for(None, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        form = app.screen
        form.query_one("#name0").value = "  Ann\u200b  "
        form.query_one("#name1").value = "ANN"
        form.action_start()
        await pilot.pause()
        assert "both called" in str(form.query_one("#error").render())
        form.query_one("#name1").value = "B" * 40
        form.action_start()
        await pilot.pause()
        assert app.session.game.players == ["Ann", "B" * 20]


async def test_two_games_keep_both_autosaves_and_resume_lists_them_newest_first(data_dir):
    first = app_for(new_game(2, seed=3), data_dir)
    async with first.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "1")
        await pilot.pause()
    second = app_for(Game.new(bundled_board(3), ["Xia", "Yul", "Zed"], seed=4), data_dir)
    async with second.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
    autosaves = list((data_dir / "autosaves").glob("*.json"))
    assert len(autosaves) == 2
    os.utime(autosaves[0], (1, 1))  # make the order certain: the other one is newer
    games = list_unfinished(data_dir)
    assert [g.path for g in games][0] == autosaves[1]
    app = app_for(None, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert "Resume one of 2 unfinished games" in screen_text(app)
        await pilot.press("r")
        await pilot.pause()
        assert type(app.screen).__name__ == "LoadScreen" and app.screen.resume
        text = screen_text(app)
        assert "Ann, Bob" in text and "Xia, Yul, Zed" in text


async def test_title_says_why_there_is_nothing_to_resume(data_dir):
    app = app_for(None, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert "Resume: no unfinished game" in screen_text(app)


async def test_undo_after_resume_works_as_before_quitting(data_dir):
    app = app_for(new_game(2, seed=3), data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "1", "right_square_bracket", "c")
        await pilot.pause()
        moves = list(app.session.game.moves)
        assert app.session.undo_steps() == 1
    app2 = app_for(None, data_dir)
    async with app2.run_test(size=(120, 40)) as pilot:
        await pilot.press("r")
        await pilot.pause()
        assert app2.session.game.moves == moves
        await pilot.press("enter")  # the hand-off
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert app2.session.game.moves == moves[:-1]
        # the resumed game goes on in its own autosave: still one file
        assert len(list((data_dir / "autosaves").glob("*.json"))) == 1


async def test_seats_live_inside_the_record_and_a_version_1_save_still_loads(data_dir):
    game = new_game(2, seed=3)
    game.play("pick 1")
    path = slot_path("mine", data_dir)
    Session(game, ["human", "greedy"]).save(path)
    record = json.loads(path.read_text())
    assert record["version"] == 2 and record["seats"] == ["human", "greedy"]
    assert not list(path.parent.glob("*.seats.json"))
    old = slot_path("old", data_dir)  # version 1: no seats inside, a side file beside it
    del record["seats"]
    record["version"] = 1
    old.write_text(json.dumps(record))
    old.with_name("old.seats.json").write_text(json.dumps({"seats": ["greedy", "human"]}))
    loaded = Session.load(old, data_dir)
    assert loaded.game.moves == ["pick 1"] and loaded.seats == ["greedy", "human"]
    assert [s.name for s in list_slots(data_dir)].count("old") == 1  # the side file is not a slot


@pytest.mark.parametrize("typed", ["autosave", "x.seats", "../../evil", ".hidden", "a/b"])
def test_slot_names_never_reach_the_games_own_files(data_dir, typed):
    path = slot_path(typed, data_dir)
    assert path.parent == data_dir / "saves" and path.name.count(".") == 1 and not path.name.startswith(".")


def hostile_files(folder):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "types.json").write_text(json.dumps({"format": "smallworld-tui game", "players": 7, "state": []}))
    (folder / "deep.json").write_text("[" * 5000 + "]" * 5000)
    (folder / "digits.json").write_text('{"format": "smallworld-tui game", "players": ' + "9" * 5000 + "}")
    (folder / "[red]markup[x].json").write_text("{}")
    (folder / "binary.json").write_bytes(b"\xff\xfe\x00")
    os.mkfifo(folder / "fifo.json")
    with open(folder / "huge.json", "wb") as handle:
        handle.truncate(64 * 1024 * 1024)  # sparse: refused by its size before a byte is read
    (folder / ".leftover.json.abc.tmp").write_text("half a save")
    os.utime(folder / ".leftover.json.abc.tmp", (1, 1))


async def test_hostile_files_are_listed_as_unreadable_and_never_break_load_or_save(data_dir):
    hostile_files(data_dir / "saves")
    slots = {s.name: s for s in list_slots(data_dir)}
    assert set(slots) == {"types", "deep", "digits", "[red]markup[x]", "binary", "fifo", "huge"}
    assert all(s.error.startswith("unreadable") for s in slots.values())
    assert "not a regular file" in slots["fifo"].error and "too large" in slots["huge"].error
    assert not (data_dir / "saves" / ".leftover.json.abc.tmp").exists()  # a crash's temporary file, cleaned
    app = app_for(new_game(2), data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "ctrl+s")
        await pilot.pause()
        assert type(app.screen).__name__ == "SaveScreen"
        assert "[red]markup[x]" in screen_text(app)
        await pilot.press("escape")
    app2 = app_for(None, data_dir)
    async with app2.run_test(size=(120, 40)) as pilot:
        await pilot.press("l")
        await pilot.pause()
        for _ in app2.screen.slots:
            await pilot.press("enter")
            await pilot.pause()
            if type(app2.screen).__name__ != "LoadScreen":
                break
            assert "Cannot load" in str(app2.screen.query_one("#status").render())
            await pilot.press("down")


async def test_unwritable_data_folder_says_so_and_the_game_goes_on_and_saves_elsewhere(data_dir, tmp_path):
    data_dir.parent.mkdir(parents=True, exist_ok=True)
    data_dir.write_text("a file where the data folder should be")
    app = app_for(new_game(2), data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "1")
        await pilot.pause()
        assert app.session.game.moves == ["pick 1"]
        assert "Cannot autosave" in app.session.save_problem
        assert "not saved" in screen_text(app)
        await pilot.press("ctrl+s")
        await pilot.pause()
        app.screen.query_one("#slot").value = str(tmp_path / "elsewhere")
        await pilot.press("enter")
        await pilot.pause()
    assert json.loads((tmp_path / "elsewhere.json").read_text())["moves"] == ["pick 1"]
    app2 = app_for(None, data_dir)
    async with app2.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert "data folder unreadable" in screen_text(app2)
        await pilot.press("r")
        await pilot.pause()
        assert "it is a file, not a folder" in screen_text(app2)
        await pilot.press("escape", "l")
        await pilot.pause()
        assert type(app2.screen).__name__ == "LoadScreen"
        assert "cannot be read" in " ".join(screen_text(app2).replace("│", " ").split())


async def test_an_internal_error_leaves_one_line_a_crash_log_and_a_non_zero_status(data_dir, monkeypatch):
    from smallworld_tui.app.screens.game import GameScreen

    def broken(self) -> None:
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(GameScreen, "action_help", broken)
    app = app_for(new_game(2), data_dir)
    with pytest.raises(ZeroDivisionError):
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("enter", "question_mark")
            await pilot.pause()
    assert app.return_code == 1
    assert app.crash.startswith("smallworld: stopped on an internal error (ZeroDivisionError: boom).")
    assert "\n" not in app.crash and "Traceback" in (data_dir / "crash.log").read_text()
