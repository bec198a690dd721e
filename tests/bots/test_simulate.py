"""``smallworld simulate``: seat-swapped line-ups and the report's shape (fast: random/greedy only)."""

from __future__ import annotations

import json
from collections import Counter

from smallworld_tui.cli import lineups, main, simulate


def test_two_players_play_every_pairing_from_both_seats():
    levels = ["strong", "greedy", "random"]
    table = lineups(levels, 2)
    assert sorted(map(tuple, table)) == sorted({(a, b) for a in levels for b in levels if a != b})


def test_more_seats_than_levels_rotates_every_level_through_every_seat():
    table = lineups(["greedy", "random"], 5)
    for seat in range(5):
        assert Counter(t[seat] for t in table) == Counter({"greedy": 3, "random": 2})


def test_mirror_games_share_the_deal():
    report = simulate(2, 4, seed=9, bots=["greedy", "random"])
    games = report["games"]
    assert [g["seats"] for g in games[:2]] == [["greedy", "random"], ["random", "greedy"]]
    assert games[0]["seed"] == games[1]["seed"] != games[2]["seed"]
    assert report["wins"]["greedy"] + report["wins"]["random"] == 4


def test_json_report(capsys):
    assert main(["simulate", "--players", "3", "--games", "2", "--bots", "greedy,random", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["bots"] == ["greedy", "random"]
    assert set(data["wins"]) == set(data["mean_coins"]) == {"greedy", "random"}
    assert data["games_per_s"] > 0


def test_unknown_level_is_a_clear_error(capsys):
    assert main(["simulate", "--bots", "greedy,genius"]) == 2
    assert "Known levels: random, greedy, strong" in capsys.readouterr().err
