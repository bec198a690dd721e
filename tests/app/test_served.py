"""Issue 33: a served app (a browser tab of ``smallworld serve``) touches only its own data folder.

Every typed path (a save slot, the new-game form's board) is a name in the folder, never '../', '~' or an absolute
path; two tabs (two processes) never write the same autosave; what the app says names no server folder; and the
keys a browser keeps for itself (ctrl+n, ctrl+w, ctrl+t) each have another key on every screen."""

from __future__ import annotations

import inspect
import json
from pathlib import Path

import pytest
from conftest import new_game, screen_text

from smallworld_tui.app import make_app
from smallworld_tui.app.session import Session
from smallworld_tui.app.store import BOARDS, NotAName, confined, list_slots

BROWSER_KEYS = ("ctrl+n", "ctrl+w", "ctrl+t")


def served_app(data_dir: Path, game=None):
    return make_app(game=game, data_dir=data_dir, bot_delay=0, served=True)


@pytest.mark.parametrize("typed", ["../../x", "/etc/passwd", "~/x", "..", "a/b", "..\\x", "C:\\x", ".hidden", " "])
def test_a_served_name_is_never_a_path(typed, data_dir):
    with pytest.raises(NotAName):
        confined(typed, data_dir, "saves", ".json")


def test_a_served_name_is_a_file_in_its_own_folder(data_dir):
    assert confined("Ann vs Bob", data_dir, "saves", ".json") == data_dir / "saves" / "Ann vs Bob.json"
    assert confined("big.yaml", data_dir, BOARDS, ".yaml") == data_dir / "boards" / "big.yaml"
    assert confined("ni!ce", data_dir, "saves", ".json").parent == data_dir / "saves"


async def _type_slot(pilot, app, text: str) -> str:
    await pilot.press("ctrl+s")
    await pilot.pause()
    assert type(app.screen).__name__ == "SaveScreen"
    app.screen.query_one("#slot").value = text
    await pilot.press("enter")
    await pilot.pause()
    return str(app.screen.query_one("#status").render()) if type(app.screen).__name__ == "SaveScreen" else ""


async def test_a_typed_path_is_refused_in_a_served_game_and_nothing_is_written(data_dir, tmp_path):
    """(In a terminal the same text goes where it was typed: test_safety's unwritable-folder test.)"""
    app = served_app(data_dir, new_game())
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "1")
        await pilot.pause()
        for typed in ("../../x", "/etc/passwd"):
            status = await _type_slot(pilot, app, typed)
            assert "is a path" in status and "terminal" in status, typed
            await pilot.press("escape")
            await pilot.pause()
        assert not list(tmp_path.glob("**/x.json")) and not list(tmp_path.glob("**/passwd*"))
        assert await _type_slot(pilot, app, "mine") == ""  # a name is saved, in the folder, and said without it
        assert [s.name for s in list_slots(data_dir)] == ["mine"]
        assert str(data_dir) not in screen_text(app)


async def test_the_served_board_field_takes_a_name_from_the_boards_folder(data_dir):
    boards = data_dir / "boards"
    boards.mkdir(parents=True)
    board = Path(__file__).parents[2] / "maps" / "3p.yaml"
    (boards / "three.yaml").write_text(board.read_text())
    app = served_app(data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        form = app.screen
        for typed in ("../../x", "/etc/passwd", str(board)):
            form.query_one("#board").value = typed
            await pilot.press("f2")
            await pilot.pause()
            assert "is a path" in str(form.query_one("#error").render()) and app.session is None
        form.query_one("#board").value = "nowhere"
        await pilot.press("f2")
        await pilot.pause()
        error = str(form.query_one("#error").render())
        assert "'nowhere'" in error and str(data_dir) not in error and app.session is None
        form.query_one("#board").value = "three"
        await pilot.press("f2")  # f2 starts where a browser keeps ctrl+n
        await pilot.pause()
        assert app.session is not None and len(app.session.game.board.regions) == 30


async def test_two_tabs_never_write_the_same_autosave(data_dir):
    """Tab A plays a game; tab B (another process in a browser, here another served app) cannot resume it while A
    has it open, and can once A has left it."""
    a = served_app(data_dir)
    async with a.run_test(size=(120, 40)) as pilot_a:
        await pilot_a.press("n")
        await pilot_a.pause()
        await pilot_a.press("f2", "enter", "1")
        await pilot_a.pause()
        own = a.session.autosave_path
        assert own is not None and own.exists()
        b = served_app(data_dir)
        async with b.run_test(size=(120, 40)) as pilot_b:
            await pilot_b.press("r")
            await pilot_b.pause()
            assert b.session is None
            assert any("another tab" in n.message for n in b._notifications)
            with pytest.raises(ValueError, match="another tab"):
                Session.load(own, data_dir, private=True)
            a.show_title()  # A leaves the game: B may take it up
            await pilot_a.pause()
            await pilot_b.press("escape")
            await pilot_b.pause()
            b.show_title()
            await pilot_b.pause()
            await pilot_b.press("r")
            await pilot_b.pause()
            assert b.session is not None and b.session.autosave_path == own
            played = list(a.session.game.moves)
            assert b.session.game.moves == played
            await pilot_b.press("enter", "e", "y")  # B plays on, in the same file
            await pilot_b.pause()
            moves = json.loads(own.read_text())["moves"]
            assert len(moves) > len(played) and moves[:len(played)] == played


async def test_a_served_crash_names_no_server_path(data_dir, monkeypatch):
    from smallworld_tui.app.screens.game import GameScreen

    def broken(self) -> None:
        raise FileNotFoundError(2, "No such file", str(data_dir / "secret"))

    monkeypatch.setattr(GameScreen, "action_help", broken)
    app = served_app(data_dir, new_game())
    with pytest.raises(FileNotFoundError):
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("enter", "question_mark")
            await pilot.pause()
    assert app.return_code == 1 and str(data_dir) not in app.crash
    assert app.crash.endswith("(FileNotFoundError). The game is autosaved up to the last move. Details: crash.log.")
    assert "Traceback" in (data_dir / "crash.log").read_text()


def _screens():
    from textual.screen import Screen

    from smallworld_tui.app import app as app_module
    from smallworld_tui.app.screens import dialogs, game, help, over, saves, title

    found = {app_module.SmallWorldApp}
    for module in (dialogs, game, help, over, saves, title):
        found |= {c for _, c in inspect.getmembers(module, inspect.isclass)
                  if issubclass(c, Screen) and c.__module__ == module.__name__}
    return found


@pytest.mark.parametrize("screen", sorted(_screens(), key=lambda c: c.__name__), ids=lambda c: c.__name__)
def test_keys_a_browser_keeps_have_another_key_on_every_screen(screen):
    """A browser never passes ctrl+n, ctrl+w or ctrl+t to the page: whatever they do has another key."""
    from textual.binding import Binding

    keys_of: dict[str, set[str]] = {}
    for binding in screen.BINDINGS:
        assert isinstance(binding, Binding)
        keys_of.setdefault(binding.action, set()).update(k.strip() for k in binding.key.split(","))
    for action, keys in keys_of.items():
        if keys & set(BROWSER_KEYS):
            assert keys - set(BROWSER_KEYS), f"{screen.__name__}: '{action}' has only {sorted(keys)}"


def test_nothing_in_the_app_runs_a_command_or_hands_a_file_to_the_browser():
    """A served tab drives the app by keys only: the app starts no process, opens no URL, delivers no file (the
    server relays none), and its command palette (which lists app actions) is off."""
    from smallworld_tui.app.app import SmallWorldApp

    root = Path(__file__).resolve().parents[2] / "smallworld_tui" / "app"
    for source in root.rglob("*.py"):
        text = source.read_text()
        for word in ("subprocess", "os.system", "os.exec", "os.spawn", "open_url", "deliver_", "webbrowser"):
            assert word not in text, f"{source.name} uses {word}"
    assert SmallWorldApp.ENABLE_COMMAND_PALETTE is False


async def test_the_served_load_list_names_no_server_path(data_dir):
    saves = data_dir / "saves"
    saves.mkdir(parents=True)
    (saves / "latin1.json").write_bytes(b'{"format": "smallworld-tui game", "caf\xe9": 1}')  # not UTF-8
    app = served_app(data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("l")
        await pilot.pause()
        assert type(app.screen).__name__ == "LoadScreen"
        (slot,) = app.screen.slots
        assert "not UTF-8" in slot.error and str(data_dir) not in slot.error
        await pilot.press("enter")
        await pilot.pause()
        assert str(data_dir) not in str(app.screen.query_one("#status").render())
