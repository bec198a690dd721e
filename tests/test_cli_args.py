"""Issue 9 point 6: the command line refuses bad arguments before any screen opens, in one line, exit status 2;
`smallworld replay` prints outside text literally."""

from __future__ import annotations

import json
import os

import pytest

import smallworld_tui.app as app_pkg
from smallworld_tui.cli import main
from smallworld_tui.rules import Game, bundled_board, save_game


@pytest.fixture
def no_app(monkeypatch):
    """Fails the test if the app would start: every refusal must come first."""
    monkeypatch.setattr(app_pkg, "make_app", lambda **kw: pytest.fail(f"the app started with {kw}"))


def hostile(tmp_path, name: str, text: str | bytes) -> str:
    path = tmp_path / name
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    return str(path)


def refused(capsys, *argv: str) -> str:
    assert main(list(argv)) == 2
    err = capsys.readouterr().err
    assert err.startswith("smallworld: ") and err.count("\n") == 1 and "Traceback" not in err, err
    return err


@pytest.mark.parametrize("argv, says", [
    (("--players", "2", "--bots", "human,ultra"), "unknown seat kind 'ultra'"),
    (("--players", "2", "--bots", "human,"), "unknown seat kind '(empty)'"),
    (("--players", "2", "--bots", "human,greedy,strong"), "3 seats for 2 players"),
    (("--players", "2", "--names", "Ann,ann"), "both called"),
    (("--players", "2", "--names", " ,Bob"), "has no name"),
    (("--players", "3", "--names", "Ann,Bob"), "2 names for 3 players"),
    (("--load", "/nonexistent/game.json"), "No saved game"),
    (("--load", "/dev/null"), "not a regular file"),
    (("--board", "/nonexistent/board.yaml"), ""),
])
def test_bad_arguments_are_refused_in_one_line(no_app, capsys, argv, says):
    assert says in refused(capsys, *argv)


def test_hostile_load_files_are_refused_in_one_line(no_app, capsys, tmp_path):
    good = Game.new(bundled_board(2), ["Ann", "Bob"], seed=1)
    record = json.loads(good.to_json())
    files = {
        "deep.json": "[" * 5000 + "]" * 5000,
        "digits.json": json.dumps({**record, "seed": 0}).replace('"seed": 0', '"seed": ' + "9" * 6000),
        "types.json": json.dumps({**record, "players": {"a": 1}}),
        "seats.json": json.dumps({**record, "seats": ["\x1b[2J", "human"]}),
        "binary.json": b"\xff\xfe\x00\x01",
        "escape.json": "\x1b]0;pwned\x07",
    }
    for name, text in files.items():
        err = refused(capsys, "--load", hostile(tmp_path, name, text))
        assert "\x1b" not in err
    os.mkfifo(tmp_path / "fifo.json")
    assert "not a regular file" in refused(capsys, "--load", str(tmp_path / "fifo.json"))
    assert "--load opens a saved game" in refused(capsys, "--load", str(tmp_path / "deep.json"), "--players", "2")


def test_hostile_board_is_refused_in_one_line(no_app, capsys, tmp_path):
    refused(capsys, "--board", hostile(tmp_path, "deep.yaml", "[" * 5000))
    refused(capsys, "--board", hostile(tmp_path, "text.yaml", "just words"))


class FakeApp:
    """What ``make_app`` gives the command line in these tests: an app that runs at once and ends well."""

    return_code = 0

    def run(self) -> None:
        pass


def handed_to_the_app(monkeypatch) -> list[dict]:
    """The keyword arguments each ``make_app`` call of the command line gets, in order."""
    calls: list[dict] = []
    monkeypatch.setattr(app_pkg, "make_app", lambda **kw: calls.append(kw) or FakeApp())
    return calls


def test_names_are_normalised_and_seats_handed_to_the_app(monkeypatch, capsys):
    calls = handed_to_the_app(monkeypatch)
    assert main(["--names", "  Ann\u200b , " + "B" * 30, "--bots", "human,Greedy", "--seed", "3"]) == 0
    assert calls[0]["game"].players == ["Ann", "B" * 20] and calls[0]["bots"] == ["human", "greedy"]
    assert "at most 20 characters" in calls[0]["notice"]  # said in the app once the game shows


def test_a_failing_app_exits_non_zero_with_one_line(monkeypatch, capsys):
    class Crashed:
        return_code = 1
        crash = "smallworld: stopped on an internal error (ZeroDivisionError: boom)."

        def run(self) -> None:
            pass

    monkeypatch.setattr(app_pkg, "make_app", lambda **kw: Crashed())
    assert main(["--players", "2"]) == 1
    assert capsys.readouterr().err == Crashed.crash + "\n"


def test_replay_prints_hostile_names_literally(tmp_path, capsys):
    game = Game.new(bundled_board(2), ["[red]x[/]", "\x1b[2Jeve"], seed=2)
    game.play("pick 1")
    path = tmp_path / "g.json"
    save_game(game, path)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "␛[2Jeve" in out and "[red]x[/]" in out


@pytest.mark.parametrize("argv, says", [
    (("--bots", ""), "--bots is empty"), (("--ruleset", " "), "--ruleset is empty"),
    (("--load", ""), "--load is empty"), (("--board", ""), "--board is empty"), (("--names", ""), "--names is empty"),
    (("--seed", str(2**128 + 1)), "from -2**128 to 2**128"), (("--seed", "9" * 5000), "a whole number"),
    (("--seed", "１２"), "a whole number"), (("--seed", "7.5"), "a whole number"),
    (("simulate", "--games", "-1"), "--games is a number of games"), (("simulate", "--games", "0"), "from 1 to"),
    (("simulate", "--seed", str(-(2**128) - 1)), "2**128"), (("replay", ""), "FILE is empty"),
])
def test_empty_or_out_of_bound_arguments_are_refused_not_ignored(no_app, capsys, argv, says):
    """Issue 31 part 6: an empty --bots/--ruleset/--load/--board was silently ignored (the title opened), a seed
    beyond 2**128 started a game whose autosave never loads, --games -1 exited 0 with a negative rate."""
    assert says in refused(capsys, *argv)


def test_a_lone_seed_starts_a_two_player_game_with_that_seed(monkeypatch):
    calls = handed_to_the_app(monkeypatch)
    assert main(["--seed", "7"]) == 0
    game = calls[0]["game"]
    assert game.seed == 7 and game.players == ["Ann", "Bob"] and game.board.players == 2
    assert Game.from_json(game.to_json()).seed == 7
    assert main(["--seed", str(2**128)]) == 0 and calls[1]["game"].seed == 2**128  # the bound itself is a seed


@pytest.mark.parametrize("argv, says", [
    (("--expansions", "nope"), "unknown pack 'nope'. Use cursed, dames, bna, royal, spider or all"),
    (("--expansions", ""), "--expansions is empty"), (("--expansions", " , "), "an empty name"),
    (("--expansions", "cursed,,bna"), "an empty name"), (("--expansions", "cursed,Cursed"), "names cursed twice"),
    (("--expansions", "all,cursed"), "all already names every pack"), (("--expansions", "ALL,all"), "all already"),
    (("--expansions", "[red]x[/]"), "unknown pack '[red]x[/]'"), (("--expansions", "\x1b[2JX"), "'\\x1b[2JX'"),
    (("--expansions", "x" * 100_000), "'" + "x" * 40 + "…'"),
    (("--expansions", "cursed", "--ruleset", "wow"), "played over Small World, not Small World of Warcraft"),
    (("--expansions", "all", "--load", "game.json"), "takes no --players, --names, --seed, --board, --ruleset, "
                                                     "--islands or --expansions"),
    (("simulate", "--expansions", "bna,nope"), "unknown pack 'nope'"),
    (("simulate", "--expansions", "all", "--ruleset", "wow"), "not Small World of Warcraft"),
])
def test_X_INT_1_bad_expansions_are_refused_in_one_line(no_app, capsys, argv, says):
    """Issue 32 part 1: --expansions names packs by key (any case), each once, or all alone; never over WoW or
    with --load (the save records its packs)."""
    err = refused(capsys, *argv)
    assert says in err and "\x1b" not in err and len(err) < 200


def test_X_INT_1_expansions_start_a_game_with_their_packs(monkeypatch):
    calls = handed_to_the_app(monkeypatch)
    assert main(["--expansions", " BNA , cursed", "--seed", "4"]) == 0
    game = calls[0]["game"]
    assert game.ruleset.expansions == ("cursed", "bna") and game.seed == 4 and game.players == ["Ann", "Bob"]
    assert Game.from_json(game.to_json()).ruleset.expansions == ("cursed", "bna")
    assert main(["--expansions", "all", "--ruleset", "base", "--players", "3"]) == 0
    assert calls[1]["game"].ruleset.expansions == ("cursed", "dames", "bna", "royal", "spider")


def test_X_INT_1_simulate_plays_with_the_expansions(capsys):
    assert main(["simulate", "--games", "2", "--expansions", "all", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["expansions"] == ["cursed", "dames", "bna", "royal", "spider"] and len(report["games"]) == 2
    assert main(["simulate", "--games", "1", "--expansions", "royal"]) == 0
    assert "1 games with royal in" in capsys.readouterr().out


def test_tutorial_command_opens_the_guided_first_game(monkeypatch):
    """Issue 29 part 3: ``smallworld tutorial`` (with the pace, if given) opens the app on the tutorial."""
    calls = handed_to_the_app(monkeypatch)
    assert main(["tutorial"]) == 0
    assert main(["--pace", "fast", "tutorial"]) == 0
    assert [(kw["tutorial"], kw["pace"]) for kw in calls] == [(True, None), (True, "fast")]


def test_tutorial_refuses_a_game_of_its_own_in_one_line(no_app, capsys):
    assert "takes no --seed, --bots" in refused(capsys, "--seed", "3", "--bots", "human,greedy", "tutorial")
