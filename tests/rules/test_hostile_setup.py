"""Hostile arguments of ``Game.new`` (issue 31 part 6): each is refused inside the error family (SetupError, or
BoardError for islands that are no set of the rules) in one short line, and the limits are those the save loader
checks (``rules/limits.py``), so whatever ``Game.new`` accepts saves and loads again."""

from __future__ import annotations

import json

import pytest

from smallworld_tui.rules import BoardError, Code, Game, RulesError, SaveError, SetupError, bundled_board
from smallworld_tui.rules.limits import MAX_DICE, MAX_NAME, MAX_TURNS, SEED_BOUND, seed_from_text
from smallworld_tui.rules.wow import WOW
from smallworld_tui.rules.wow.islandboard import bundled_islands

TWO = ["Ann", "Bob"]


@pytest.mark.parametrize("args", [
    dict(players=TWO, seed=SEED_BOUND + 1), dict(players=TWO, seed=-SEED_BOUND - 1), dict(players=TWO, seed=10**5000),
    dict(players=TWO, seed=True), dict(players=TWO, seed=1.5), dict(players=TWO, seed="7"),
    dict(players=["Ann"]), dict(players=TWO * 3), dict(players="Ann,Bob"), dict(players=["Ann", "ann"]),
    dict(players=["Ann", " "]), dict(players=["Ann", 5]), dict(players=["A" * (MAX_NAME + 1), "Bob"]),
    dict(players=["Ann  Lee", "Ann Lee"]),
    dict(players=TWO, ruleset=WOW, revision=3), dict(players=TWO, revision=0), dict(players=TWO, revision=True),
    dict(players=TWO, dice=[7]), dict(players=TWO, dice=[True]), dict(players=TWO, dice=[1] * (MAX_DICE + 1)),
    dict(players=TWO, dice=5), dict(players=TWO, turns=MAX_TURNS + 1), dict(players=TWO, turns=0),
    dict(players=TWO, turns=-1), dict(players=TWO, turns=True), dict(players=TWO, races=["Nope"]),
    dict(players=TWO, races=["Ratmen", "ratmen"]), dict(players=TWO, powers=[5]), dict(players=TWO, races="Ratmen"),
    dict(players=TWO, board=bundled_board(2), ruleset=WOW, islands="L1a,S2b"),
    dict(players=TWO, ruleset=WOW, islands=5), dict(players=TWO, ruleset=WOW, islands=["L1a", 5]),
    dict(players=TWO, ruleset="wow"), dict(players=TWO, board="maps/2p.yaml"),
], ids=range(34))
def test_Game_new_refuses_inside_the_family_with_one_short_line(args):
    with pytest.raises(SetupError) as refused:
        Game.new(args.pop("board", None), **args)
    assert refused.value.code is Code.BAD_SETUP and "\n" not in str(refused.value) and len(str(refused.value)) < 300


@pytest.mark.parametrize("islands", ["L1a", "L1a,L1b,M1a,M1b,M2a,M2b,S1a,S1b,S2a,S2b,L2a,L2b", "X9z", "L1a,S2b,M1a"])
def test_W_SETUP_1_Game_new_refuses_islands_that_are_no_set_for_the_players(islands):
    with pytest.raises(BoardError):
        Game.new(None, TWO, ruleset=WOW, islands=islands)
    faces = [f for f in islands.split(",") if f != "X9z"]
    if faces:
        with pytest.raises(BoardError):
            Game.new(bundled_islands(faces), TWO, ruleset=WOW)


@pytest.mark.parametrize("faces", [["L1a"], ["L1a", "L1b", "M1a", "M1b", "M2a", "M2b", "S1a", "S1b", "S2a", "S2b",
                                             "L2a", "L2b"]])
def test_W_SETUP_1_a_save_putting_two_players_on_one_island_or_all_twelve_is_refused(faces):
    record = json.loads(Game.new(None, TWO, seed=4, ruleset=WOW).to_json())
    record["board"] = {"islands": faces, "name": "x", "digest": bundled_islands(faces).digest}
    with pytest.raises(SaveError) as refused:
        Game.from_json(json.dumps(record))
    assert refused.value.code is Code.SAVE_FIELD and "board" in str(refused.value)


def test_islands_and_a_map_do_not_mix_in_either_ruleset():
    with pytest.raises(BoardError):
        Game.new(bundled_board(2), TWO, ruleset=WOW)
    with pytest.raises(BoardError):
        Game.new(bundled_islands(["L1a", "S1a"]), TWO)


@pytest.mark.parametrize("args", [
    dict(seed=SEED_BOUND), dict(seed=-SEED_BOUND), dict(players=["A" * MAX_NAME, "Bob"]), dict(turns=MAX_TURNS),
    dict(dice=[3] * MAX_DICE), dict(players=["  Ann \t Lee ", "Bob"]), dict(players=["\x1b[2Jeve", "[red]x[/]"]),
    dict(races=["  ratmen ", "GIANTS"], powers=["hill"]),
], ids=range(8))
def test_what_Game_new_accepts_at_the_limits_saves_and_loads_again(args):
    game = Game.new(None, args.pop("players", TWO), **args)
    again = Game.from_json(game.to_json())
    assert again.to_json() == game.to_json() and again.players == game.players


def test_a_name_is_kept_with_single_spaces_so_a_seat_move_naming_it_replays():
    game = Game.new(None, ["Ann  \n Lee", "Bob"], seed=1)
    assert game.players == ["Ann Lee", "Bob"]


@pytest.mark.parametrize("text, seed", [("7", 7), (" -7 ", -7), ("+3", 3), (str(SEED_BOUND), SEED_BOUND)])
def test_a_typed_seed_within_the_bound_is_read(text, seed):
    assert seed_from_text(text) == seed


@pytest.mark.parametrize("text", ["", "x", "１２", "1e3", "7.0", str(SEED_BOUND + 1), "9" * 5000, "--7"])
def test_a_typed_seed_out_of_the_bound_or_not_ascii_digits_is_a_SetupError(text):
    with pytest.raises(RulesError) as refused:
        seed_from_text(text)
    assert refused.value.code is Code.BAD_SETUP and len(str(refused.value)) < 120
