"""The rule behind issue 31 part 6, as properties: *whatever the API or the command line accepts, saves and loads
again*. Hostile values go through ``Game.new``, ``play``, ``Game.from_position`` and the command line; each is
either refused inside the error family (a ``RulesError`` with a code, one short printable line) or accepted, and
then the game's save loads again and replays to the same state. The race-and-power expansions (issue 32) go the
same ways: their choice, their pieces' moves and the flags their positions keep."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import smallworld_tui.app as app_pkg
from smallworld_tui.cli import main
from smallworld_tui.rules import Game, RulesError, bundled_board
from smallworld_tui.rules.limits import SEED_BOUND
from smallworld_tui.rules.packs import expanded
from smallworld_tui.rules.ruleset import BASE
from smallworld_tui.rules.wow import WOW

DIGITS = "0123456789²⁰①１١𝟏٣０"  # ASCII digits and look-alikes that pass str.isdigit
WEIRD = st.text(alphabet=st.sampled_from(list("Ab -:,\t\n\x1b\u200b[]/" + DIGITS)), max_size=12)
NUMBERS = st.one_of(st.integers(-3, 12), st.sampled_from([SEED_BOUND, SEED_BOUND + 1, -SEED_BOUND - 1, 10**50]),
                    st.booleans(), st.floats(allow_nan=True), WEIRD, st.none())
NAMES = st.one_of(st.lists(st.one_of(WEIRD, st.sampled_from(["Ann", "ann", "Bob", "A" * 100, "A" * 101]),
                                     st.integers()), max_size=6), WEIRD, st.integers())


def well_refused(error: RulesError) -> None:
    event(f"refused: {type(error).__name__}")
    message = str(error)
    assert error.code and "\n" not in message and message.isprintable() and len(message) <= 400, message


def saves_and_loads_again(game: Game) -> None:
    event("accepted: saved and loaded again")
    text = game.to_json()
    again = Game.from_json(text)
    assert again.to_json() == text and again.players == game.players and again.seed == game.seed


def played(game: Game, seed: int, moves: int) -> Game:
    rng = random.Random(seed)
    while len(game.moves) < moves and not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


HOSTILE_SETUP = {  # per argument of Game.new: hostile values, and some good ones
    "players": NAMES,
    "seed": NUMBERS,
    "dice": st.one_of(st.none(), st.lists(NUMBERS, max_size=4), st.just([3] * 1001), st.just([1] * 1000)),
    "turns": NUMBERS,
    "races": st.one_of(st.none(), st.lists(st.sampled_from(["Ratmen", "orcs", "Forsaken", "x", "", 5, "Kobolds",
                                                            "Gypsies", "nomads", "Igors"]), max_size=3)),
    "expansions": st.one_of(st.none(), WEIRD, st.sampled_from(["all", "cursed,bna", "CURSED", "all,all", 5, 0, True,
                                                               b"bna", {"royal": 1}]),
                            st.lists(st.sampled_from(["cursed", "Spider", "all", "x", 5, "", None]), max_size=3)),
    "islands": st.one_of(st.none(), WEIRD, st.sampled_from(["L1a,S2b", "L1a", "S1a,L2b", 5]),
                         st.lists(st.sampled_from(["L1a", "S1b", 5]), max_size=3)),
    "revision": st.one_of(st.none(), NUMBERS),
    "board": st.sampled_from([None, "2p.yaml", bundled_board(2), bundled_board(3)]),
}


@settings(max_examples=200, deadline=None)
@given(ruleset=st.sampled_from([BASE, WOW]), hostile=st.sets(st.sampled_from(sorted(HOSTILE_SETUP)), min_size=1,
                                                             max_size=2), data=st.data(), moves=st.integers(0, 30))
def test_Game_new_refuses_inside_the_family_or_saves_and_loads_again(ruleset, hostile, data, moves):
    args = {"board": None, "players": ["Ann", "Bob"], "seed": 3}
    args.update({name: data.draw(HOSTILE_SETUP[name], label=name) for name in sorted(hostile)})
    try:
        game = Game.new(args.pop("board"), args.pop("players"), ruleset=ruleset, **args)
    except RulesError as error:
        well_refused(error)
        return
    saves_and_loads_again(played(game, 1, moves))


MOVES = st.one_of(
    st.builds(lambda kind, arg: f"{kind} {arg}".strip(), st.sampled_from(
        ["pick", "conquer", "roll", "abandon", "redeploy", "buy", "ghouls pick", "ghouls conquer", "ally", "form",
         "end", "decline", "skip", "withdraw", "heroes", "GHOULS end",
         "igors", "copy", "fireball", "behemoth", "behemoths", "catapult", "hire", "hire-roll", "pots", "tower",
         "wave_end", "winter", "lava", "hordes", "ghouls igors"]),  # the expansions' moves (docs/notation.md)
        st.one_of(WEIRD, st.integers(-2, 40).map(str), st.sampled_from(["1:²", "3:1 4:１", "٣", "𝟏", "Bob", "²",
                                                                         "flying", "3 ²", "1:99999"]))),
    WEIRD)
EXPANDED = expanded(BASE, "all")


@settings(max_examples=120, deadline=None)
@given(ruleset=st.sampled_from([BASE, WOW, EXPANDED]), seed=st.integers(0, 50), before=st.integers(0, 40),
       texts=st.lists(MOVES, min_size=1, max_size=6))
def test_play_refuses_inside_the_family_or_the_move_saves_and_loads_again(ruleset, seed, before, texts):
    game = played(Game.new(None, ["Ann", "Bob"], seed=seed, ruleset=ruleset), seed, before)
    for text in texts:
        record = game.to_json()
        try:
            game.play(text)
        except RulesError as error:
            well_refused(error)
            assert game.to_json() == record  # untouched
    saves_and_loads_again(game)


@settings(max_examples=100, deadline=None)
@given(key=st.sampled_from(["turns", "seed", "coins", "allies", "dice", "race_stack", "turn", "seat", "tribes",
                            "expansions", "counters"]),
       value=st.one_of(NUMBERS, st.lists(NUMBERS, max_size=3), st.dictionaries(WEIRD, NUMBERS, max_size=2),
                       st.lists(st.sampled_from(["all", "cursed", "ROYAL", "", "x", "cursed"]), max_size=3)))
def test_from_position_refuses_inside_the_family_or_writes_the_same_position_again(key, value):
    board = bundled_board(2)
    try:
        game = Game.from_position(board, {"players": ["Ann", "Bob"], key: value})
    except RulesError as error:
        well_refused(error)
        return
    assert Game.from_position(board, game.position()).position() == game.position()  # a position's own "save"


KEEPING = [("Igors", "Spirit", 0, "igors"), ("Ratmen", "Fireball", 1, "fireballs"), ("Ratmen", "Lava", 1, "lava")]


@settings(max_examples=60, deadline=None)
@given(keeper=st.sampled_from(KEEPING), value=st.one_of(NUMBERS, st.sampled_from([-1, 4, 5, 999, 1000, 2**22, 2**23,
                                                                                 2**70, -(2**70)])),
       seat=st.integers(0, 1), moves=st.integers(0, 12))
def test_a_position_s_flags_are_refused_inside_the_family_or_played_and_written_again(keeper, value, seat, moves):
    """The flags a piece keeps past its turn (the Igor count, Fireballs, the Lava's regions) are bounded by the piece
    (``Ability.flag_limit``): a Lava mask of -1 made its owner's START loop forever."""
    race, power, owner, flag = keeper
    board = bundled_board(2)
    races = [{"seat": owner, "race": race, "power": power, "regions": {"5": 3}, "flags": {flag: value}},
             {"seat": 1 - owner, "race": "Humans", "power": "Hill", "regions": {"12": 3}}]
    try:
        game = Game.from_position(board, {"players": ["Ann", "Bob"], "seat": seat, "races": races}, EXPANDED)
    except RulesError as error:
        well_refused(error)
        return
    assert Game.from_position(board, game.position(), EXPANDED).position() == game.position()
    played(game, seat, moves)  # and the pieces play from it


class _Fake:
    return_code = 0

    def run(self) -> None:
        pass


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.one_of(st.none(), WEIRD, st.sampled_from([str(SEED_BOUND), str(SEED_BOUND + 1), "9" * 5000, "-3"])),
       names=st.one_of(st.none(), WEIRD), bots=st.one_of(st.none(), st.sampled_from(["", "human,greedy", "x"])),
       ruleset=st.one_of(st.none(), st.sampled_from(["", "wow", "base", "chess"])),
       players=st.one_of(st.none(), st.sampled_from(["2", "3"])),
       expansions=st.one_of(st.none(), WEIRD, st.sampled_from(["all", "ALL", "cursed,bna", "all,cursed", "bna,bna",
                                                               " royal , spider ", "ｃｕｒｓｅｄ", "x" * 5000])))
def test_the_command_line_refuses_in_one_line_or_starts_a_game_that_saves_and_loads_again(
        monkeypatch, capsys, seed, names, bots, ruleset, players, expansions):
    started: list[dict] = []
    monkeypatch.setattr(app_pkg, "make_app", lambda **kw: started.append(kw) or _Fake())
    argv = [f"{option}={value}" for option, value in (("--seed", seed), ("--names", names), ("--bots", bots),
                                                      ("--ruleset", ruleset), ("--players", players),
                                                      ("--expansions", expansions))
            if value is not None]  # "--seed=-3": argparse reads a value starting with '-' as an option otherwise
    code = main(argv)
    err = capsys.readouterr().err
    if code == 2:
        assert err.startswith("smallworld: ") and err.count("\n") == 1 and "Traceback" not in err, err
        assert not started
        return
    assert code == 0 and not err
    if started and started[0]["game"] is not None:
        saves_and_loads_again(started[0]["game"])


@pytest.mark.parametrize("argv", [["--bots", ""], ["--ruleset", ""], ["--load", ""], ["--board", ""],
                                  ["simulate", "--games", "-1"]])
def test_the_arguments_issue_31_names_are_refused_not_ignored(monkeypatch, capsys, argv):
    monkeypatch.setattr(app_pkg, "make_app", lambda **kw: pytest.fail("the title opened"))
    assert main(argv) == 2 and capsys.readouterr().err.count("\n") == 1
