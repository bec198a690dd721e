"""``smallworld simulate --players N --games K --seed S [--json]``: per-game turns, moves, winner and scores, the
speed in games/s; --json is one parseable document; the same seed gives the same results (timing aside)."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from smallworld_tui.cli import main, simulate

TIMING = ("seconds", "games_per_s")


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    assert main(["simulate", *args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_simulate_prints_every_game(players: int, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", str(players), "--games", "3", "--seed", "7"]) == 0
    out = capsys.readouterr().out
    games = [line for line in out.splitlines() if line.startswith("game ")]
    assert len(games) == 3
    turns = {2: 10, 3: 10, 4: 9, 5: 8}[players]
    for number, line in enumerate(games, 1):
        m = re.match(r"game\s+(\d+)\s+seed\s+(\d+)\s+turns\s+(\d+)\s+moves\s+(\d+)\s+winner (.+?)\s+scores ([\d ]+)$",
                     line)
        assert m, line
        assert int(m.group(1)) == number and int(m.group(3)) == turns and int(m.group(4)) > 0
        assert "seat" in m.group(5)
        assert len(m.group(6).split()) == players
    assert re.search(r"3 games in [\d.]+ s: [\d.]+ games/s", out)


def test_simulate_json_parses(capsys: pytest.CaptureFixture[str]) -> None:
    report = run_json(capsys, "--players", "3", "--games", "4", "--seed", "2")
    assert report["players"] == 3 and len(report["games"]) == 4
    for number, game in enumerate(report["games"], 1):
        assert game["game"] == number
        assert game["turns"] == 10 and game["moves"] > 0
        assert len(game["scores"]) == 3 and all(isinstance(s, int) and s >= 0 for s in game["scores"])
        assert game["winners"] and all(0 <= w < 3 for w in game["winners"])
        best = max(game["scores"])
        assert all(game["scores"][w] == best for w in game["winners"])
    assert isinstance(report["games_per_s"], (int, float)) and isinstance(report["seconds"], (int, float))
    # Distinct games: each uses its own deal.
    assert len({g["seed"] for g in report["games"]}) == 4


def test_same_seed_same_results(capsys: pytest.CaptureFixture[str]) -> None:
    a = run_json(capsys, "--players", "4", "--games", "3", "--seed", "11")
    b = run_json(capsys, "--players", "4", "--games", "3", "--seed", "11")
    c = run_json(capsys, "--players", "4", "--games", "3", "--seed", "12")
    strip = lambda r: {k: v for k, v in r.items() if k not in TIMING}  # noqa: E731
    assert strip(a) == strip(b)
    assert strip(a) != strip(c)
    assert simulate(2, 2, seed=5)["games"] == simulate(2, 2, seed=5)["games"]


def test_installed_command_runs_in_a_fresh_process() -> None:
    out = subprocess.run([sys.executable, "-m", "smallworld_tui.cli", "simulate", "--players", "2", "--games", "1",
                          "--seed", "3", "--json"], capture_output=True, text=True, check=True, timeout=60)
    report = json.loads(out.stdout)
    assert report["games"][0]["seed"] == 3 and report["games"][0]["turns"] == 10


def test_bad_arguments_exit_cleanly(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["simulate", "--players", "7"])
    assert info.value.code == 2
    assert "invalid choice" in capsys.readouterr().err


def test_replay_prints_a_save_in_words_and_hides_income(tmp_path, capsys):
    """`smallworld replay FILE`: moves in notation, events in words; coins scored only with --reveal (R-HIDE-3)."""
    import random

    from smallworld_tui.cli import main
    from smallworld_tui.rules import Game, bundled_board, save_game

    g = Game.new(bundled_board(2), ["Ann", "Bob"], seed=4)
    rng = random.Random(4)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    path = tmp_path / "game.json"
    save_game(g, path)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("The Realm of Two: Ann, Bob · seed 4")
    assert out[1] == f"   1. Ann: {g.moves[0]}"
    assert "      Ann collects coins." in out and not any("scores" in line for line in out)
    assert out[-1].startswith("Winner: ")
    assert main(["replay", "--reveal", str(path)]) == 0
    assert any(" scores " in line for line in capsys.readouterr().out.splitlines())
    path.write_text(path.read_text()[:200])
    assert main(["replay", str(path)]) == 2
    assert "truncated" in capsys.readouterr().err
