"""`smallworld --ruleset wow --islands L1a,S2b`: parsed and checked before any screen opens; a bad value is one
line on stderr with exit status 2 (W-SETUP-1)."""

from __future__ import annotations

from typing import Any

import pytest

import smallworld_tui.app as app_pkg
from smallworld_tui.cli import main


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert main(list(argv)) == 2
    err = capsys.readouterr().err
    assert err.startswith("smallworld: ") and err.count("\n") == 1 and "Traceback" not in err, err
    return err


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """The app is not run: the game it would have been given is recorded instead."""
    calls: list[dict[str, Any]] = []

    class Stub:
        return_code = 0

        def run(self) -> None:
            pass

    def make_app(**kw: Any) -> Stub:
        calls.append(kw)
        return Stub()

    monkeypatch.setattr(app_pkg, "make_app", make_app)
    return calls


@pytest.mark.parametrize(("argv", "says"), [
    (("--ruleset", "warcraft"), "unknown ruleset 'warcraft'. Use base or wow."),
    (("--ruleset", "wow", "--islands", "L1a"), "--islands: 2 players play on 1 L + 1 S"),
    (("--ruleset", "wow", "--players", "3", "--islands", "L1a,S2b"), "--islands: 3 players play on 1 L + 1 M + 1 S"),
    (("--ruleset", "wow", "--islands", "L1a,L1b"), "--islands: board L1 is named twice"),
    (("--ruleset", "wow", "--islands", "L1a,\x1b[2J"), "is not an island face"),
    (("--ruleset", "wow", "--islands", " , "), "--islands: 2 players play on 1 L + 1 S (one face of each board): "
                                                "name them, e.g. L1a,S1a"),
    (("--islands", "L1a,S2b"), "add --ruleset wow"),
    (("--ruleset", "wow", "--board", "maps/2p.yaml"), "--board is for a game played on one board"),
    (("--load", "x.json", "--ruleset", "wow"), "--load opens a saved game as it was"),
])
def test_W_SETUP_1_bad_ruleset_or_islands_are_refused_in_one_line(
        started: list[dict[str, Any]], capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], says: str) -> None:
    err = refused(capsys, *argv)
    assert says in err and "\x1b" not in err
    assert started == []


def test_W_SETUP_1_islands_fix_the_faces_and_the_player_count(started: list[dict[str, Any]]) -> None:
    assert main(["--ruleset", "wow", "--islands", "S2b,L1a,M2a", "--seed", "3"]) == 0
    game = started[0]["game"]
    assert game.ruleset.name == "Small World of Warcraft" and len(game.players) == 3
    assert [i.name for i in game.board.parts] == ["L1a", "M2a", "S2b"]


def test_W_SETUP_1_without_islands_they_are_drawn_with_the_seed(started: list[dict[str, Any]]) -> None:
    assert main(["--ruleset", "WOW", "--players", "4", "--seed", "8"]) == 0
    assert main(["--ruleset", "wow", "--players", "4", "--seed", "8"]) == 0
    first, second = (c["game"] for c in started)
    assert len(first.board.parts) == 4 and first.board == second.board
    assert main(["--ruleset", "base", "--players", "2", "--seed", "8"]) == 0
    assert started[2]["game"].board.parts == ()


def test_simulate_plays_wow_games_on_drawn_or_fixed_islands(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    assert main(["simulate", "--ruleset", "wow", "--players", "2", "--games", "2", "--seed", "4", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["ruleset"] == "Small World of Warcraft" and len(report["games"]) == 2
    assert all(g["turns"] == 10 and g["moves"] > 0 for g in report["games"])
    assert main(["simulate", "--ruleset", "wow", "--islands", "L2a,S1b", "--games", "1"]) == 0
    assert "1 games in" in capsys.readouterr().out
    assert "--islands: 2 players play on" in refused(capsys, "simulate", "--ruleset", "wow", "--islands", "L2a")


def test_W_SETUP_1_islands_are_read_in_any_case(started: list[dict[str, Any]]) -> None:
    """Face ids are read like region names, in any case: 'l1a,s2B' is L1a + S2b."""
    assert main(["--ruleset", "wow", "--islands", "l1a,s2B", "--seed", "3"]) == 0
    assert started[0]["game"].board.parts[0].name == "L1a"
