"""Issue 30: the expert level (a budgeted determinized search), its thinking budget on the command line, in
simulate, in the save and in the new-game form, and play that varies by seed. Small iteration budgets: fast and
deterministic."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import smallworld_tui.app as app_pkg
from smallworld_tui.app.session import Session
from smallworld_tui.bots import ExpertBot, GreedyBot, make_bot, parse_seat, seat_kind
from smallworld_tui.cli import main, simulate
from smallworld_tui.rules import Game, bundled_board, save_game
from smallworld_tui.rules.record import load_game_seats
from smallworld_tui.rules.wow import WOW


def expert(seed: int, iterations: int = 4) -> ExpertBot:
    return ExpertBot(seed, think_iterations=iterations)


def play(game: Game, bots: list, max_moves: int | None = None) -> Game:
    while not game.is_over and (max_moves is None or len(game.moves) < max_moves):
        action = bots[game.current_player].choose(game)
        assert action in game.legal_actions(), (str(action), game.phase_word)
        game.apply(action)
    return game


@pytest.mark.parametrize("ruleset", ["base", "wow"])
def test_expert_plays_legal_moves_to_the_end_in_both_rulesets(ruleset):
    if ruleset == "base":
        game = Game.new(bundled_board(2), ["A", "B"], seed=21)
    else:
        game = Game.new(None, ["A", "B"], seed=22, ruleset=WOW)
    bots = [expert(1), make_bot("greedy", 2)]
    play(game, bots)
    assert game.is_over and game.winners and game.turn == game.num_turns


def test_expert_searches_within_its_iteration_budget():
    game = Game.new(bundled_board(2), ["A", "B"], seed=5)
    bot = expert(4, iterations=10)
    searched = []
    while not game.is_over and len(game.moves) < 25:
        bot.last_iterations = 0
        action = bot.choose(game) if game.current_player == 0 else make_bot("greedy", 1).choose(game)
        if bot.last_iterations:
            searched.append(bot.last_iterations)
        game.apply(action)
    assert searched and all(1 <= n <= 10 for n in searched)  # whole rounds within the budget


def test_same_seed_and_iteration_budget_replay_the_same_game():
    def moves() -> list[str]:
        game = Game.new(bundled_board(2), ["A", "B"], seed=8)
        return play(game, [expert(5), make_bot("greedy", 6)], max_moves=30).moves

    assert moves() == moves()


def test_r_hide_other_players_coins_and_the_stacks_do_not_change_the_expert_choice():
    game = Game.new(bundled_board(3), ["A", "B", "C"], seed=2)
    greedy = make_bot("greedy", 2)
    while not (game.turn >= 3 and game.phase in ("start", "pick") and len(game.legal_actions()) > 1):
        game.apply(greedy.choose(game))
    me = game.current_player
    before = expert(7, iterations=8).choose(game)
    rng = random.Random(1)
    for s, pl in enumerate(game.p):  # reach into the engine: change what only the others know
        if s != me:
            pl.coins = rng.randrange(0, 200)
    game.race_stack.reverse()
    game.power_stack.reverse()
    assert expert(7, iterations=8).choose(game) == before


@pytest.mark.parametrize(("kind", "parsed"), [
    ("expert", ("expert", None, None)), ("Expert:2.5s", ("expert", 2.5, None)), ("expert:400it", ("expert", None, 400)),
    ("strong", ("strong", None, None)),
])
def test_seat_kinds_name_a_level_and_a_budget(kind, parsed):
    assert parse_seat(kind) == parsed
    assert parse_seat(seat_kind(kind)) == parsed  # what a save keeps reads back the same


@pytest.mark.parametrize("kind", ["expert:-1s", "expert:0s", "expert:nans", "expert:infs", "expert:601s",
                                  "expert:0it", "expert:1000001it", "expert:2", "greedy:2s", "genius"])
def test_bad_seat_kinds_are_refused_in_one_line(kind):
    with pytest.raises(ValueError) as info:
        parse_seat(kind)
    assert "\n" not in str(info.value)


def test_make_bot_takes_a_think_budget():
    assert make_bot("expert", 1).think == 1.0
    assert make_bot("expert", 1, think=0.25).think == 0.25
    assert make_bot("expert:3s", 1).think == 3.0
    assert make_bot("expert:3s", 1, think_iterations=9).think_iterations == 9
    assert isinstance(make_bot("greedy", 1, think=2.0), GreedyBot)  # the other levels ignore it
    with pytest.raises(ValueError):
        make_bot("expert", 1, think=float("nan"))


def test_the_think_budget_is_saved_with_the_seats_and_loads_again(tmp_path):
    game = Game.new(bundled_board(2), ["A", "B"], seed=3)
    seats = ["human", seat_kind("expert", 2.5)]
    play(game, [make_bot("greedy", 1), make_bot("greedy", 2)], max_moves=6)
    save_game(game, tmp_path / "g.json", seats)
    loaded, kept = load_game_seats(tmp_path / "g.json")
    assert kept == ["human", "expert:2.5s"] and loaded.moves == game.moves
    assert make_bot(kept[1], 1).think == 2.5
    session = Session.load(tmp_path / "g.json", base=tmp_path, autosave=False)
    assert session.seats == kept


def test_an_edited_budget_in_a_save_is_refused_in_one_line(tmp_path, capsys, monkeypatch):
    game = Game.new(bundled_board(2), ["A", "B"], seed=3)
    path = tmp_path / "g.json"
    save_game(game, path, ["human", "expert:-1s"])
    with pytest.raises(ValueError):
        Session.load(path, base=tmp_path, autosave=False)
    monkeypatch.setattr(app_pkg, "make_app", lambda **kw: pytest.fail("the app started"))
    assert main(["--load", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "think" in err


def fake_app(monkeypatch) -> list[dict]:
    calls: list[dict] = []

    class Fake:
        return_code = 0

        def run(self) -> None:
            pass

    monkeypatch.setattr(app_pkg, "make_app", lambda **kw: calls.append(kw) or Fake())
    return calls


def test_think_flags_set_every_expert_seat(monkeypatch, tmp_path):
    calls = fake_app(monkeypatch)
    assert main(["--players", "3", "--bots", "human,expert,greedy", "--think", "2.5", "--seed", "1"]) == 0
    assert calls[-1]["bots"] == ["human", "expert:2.5s", "greedy"]
    assert main(["--players", "2", "--bots", "expert,expert:3s", "--think-iterations", "50", "--seed", "1"]) == 0
    assert calls[-1]["bots"] == ["expert:50it", "expert:50it"]
    path = tmp_path / "g.json"  # the budget given with --load replaces the saved one, and is kept from then on
    save_game(Game.new(bundled_board(2), ["A", "B"], seed=3), path, ["human", "expert:2s"])
    assert main(["--load", str(path)]) == 0 and calls[-1]["bots"] == ["human", "expert:2s"]
    assert main(["--load", str(path), "--think", "0.5"]) == 0 and calls[-1]["bots"] == ["human", "expert:0.5s"]


@pytest.mark.parametrize("argv, says", [
    (("--think", "-1"), "above 0"), (("--think", "0"), "above 0"), (("--think", "nan"), "above 0"),
    (("--think", "inf"), "above 0"), (("--think", "1e300"), "above 0"), (("--think", "abc"), "above 0"),
    (("--think-iterations", "0"), "whole number"), (("--think-iterations", "2.5"), "whole number"),
    (("--think-iterations", "9" * 40), "whole number"), (("--think-iterations", "-3"), "whole number"),
])
@pytest.mark.parametrize("command", [["--players", "2", "--bots", "human,expert"], ["simulate", "--bots", "expert"]])
def test_hostile_think_values_are_refused_in_one_line(monkeypatch, capsys, argv, says, command):
    monkeypatch.setattr(app_pkg, "make_app", lambda **kw: pytest.fail("the app started"))
    assert main([*command, *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("smallworld: ") and err.count("\n") == 1 and says in err, err


def test_a_budget_no_seat_uses_is_refused(monkeypatch, capsys):
    monkeypatch.setattr(app_pkg, "make_app", lambda **kw: pytest.fail("the app started"))
    assert main(["--players", "2", "--bots", "human,greedy", "--think", "2"]) == 2
    assert main(["simulate", "--bots", "greedy,random", "--think-iterations", "5"]) == 2
    assert capsys.readouterr().err.count("no seat is expert") == 2


def test_simulate_plays_expert_with_an_iteration_budget(capsys):
    report = simulate(2, 2, seed=3, bots=["expert", "greedy"], think_iterations=2)
    assert report["wins"]["expert"] + report["wins"]["greedy"] == 2
    assert main(["simulate", "--bots", "expert,random", "--games", "1", "--think-iterations", "2"]) == 0
    assert "expert" in capsys.readouterr().out


def first_declines(seed: int) -> list[int]:
    """The turn of each seat's first decline in a 5-player greedy game."""
    game = Game.new(bundled_board(5), [f"P{s}" for s in range(5)], seed=seed)
    bots = [make_bot("greedy", seed * 31 + s) for s in range(5)]
    first: dict[int, int] = {}
    while not game.is_over:
        action = bots[game.current_player].choose(game)
        if action.kind == "decline":
            first.setdefault(game.current_player, game.turn)
        game.apply(action)
    return [first.get(s, 0) for s in range(5)]


def test_greedy_play_varies_by_seed_and_one_seed_replays():
    assert first_declines(7) == first_declines(7)
    turns = Counter(t for seed in range(6) for t in first_declines(seed))
    assert len(turns) >= 3  # not one script: the first declines spread over several turns
    bots = [GreedyBot(s) for s in range(20)]
    assert len({round(b.decline_bias, 3) for b in bots}) == 20
    assert GreedyBot(3, vary=False).decline_bias == 0.0


def test_every_level_is_explained_in_the_form_and_the_help(capsys):
    """Issue 29 part 4: how each level plays and how long it thinks, in the new-game form and ``--help``."""
    from smallworld_tui.bots import BOT_LEVELS, LEVEL_WORDS
    from smallworld_tui.cli import main

    assert set(LEVEL_WORDS) == set(BOT_LEVELS) and all(LEVEL_WORDS.values())
    with pytest.raises(SystemExit):
        main(["--help"])
    said = " ".join(capsys.readouterr().out.split())
    assert all(f"{level}: {' '.join(LEVEL_WORDS[level].split())}" in said for level in BOT_LEVELS)
