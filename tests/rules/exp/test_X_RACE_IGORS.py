"""X-RACE-IGORS (RULES-EXP.md, RULING 21): the public Igor count and the exchange at READY."""

from __future__ import annotations

import pytest
from royalkit import entry, exp_game, legal, play, race_of

from smallworld_tui.rules import IllegalAction, bundled_board


def igors(count: int, players: int, **more) -> dict:
    return entry(0, "Igors", "Spirit", regions={1: 2}, flags={"igors": count}, **more)


def test_A44_count_of_two_lost_tribes_and_three_race_tokens():
    """Appendix A #44, the count: 2 Lost Tribes + 3 race tokens conquered -> 5; 2 players -> 2 Igors, count 1."""
    g = exp_game(entry(0, "Igors", "Commando", regions={1: 1}, hand=11),
                 entry(1, "Humans", "Spirit", regions={5: 1, 11: 1, 12: 1, 21: 1}), tribes={"2": 1, "6": 1})
    play(g, "conquer 2", "conquer 6", "conquer 5", "conquer 11", "conquer 12")
    assert g.races(0)[0].counts == (("Igor count", 5),)
    play(g, "end", "end")  # Bob's turn passes
    assert g.current_player == 0 and g.step is not None and g.step.name == "igors"
    rs = race_of(g, 0, "Igors")
    events = play(g, "igors 2")
    assert [(e.tokens, e.count) for e in events if e.kind == "igors"] == [(2, 1)]
    view = g.races(0)[0]
    assert view.hand + view.tokens_on_map == 12 + 2 and view.counts == (("Igor count", 1),)
    assert rs.readied  # answering the question means expanding: READY follows


@pytest.mark.parametrize(("players", "new", "left"), [(4, 1, 1), (3, 1, 2), (2, 2, 1)])
def test_A44_count_five_pays_per_player_count(players, new, left):
    """Appendix A #44: count 5: 4 players -> 1 Igor, count 1; 3 players -> 1 Igor, count 2; 2 players -> 2 Igors,
    count 1."""
    land = next(r.id for r in bundled_board(players).regions if not r.water)
    g = exp_game(entry(0, "Igors", "Spirit", regions={land: 2}, flags={"igors": 5}), players=players)
    assert legal(g)[0] == f"igors {new}"
    events = play(g, f"igors {new}")
    assert [(e.tokens, e.count) for e in events if e.kind == "igors"] == [(new, left)]
    assert g.races(0)[0].counts == (("Igor count", left),)


def test_A45_only_the_lost_token_counts_and_elves_give_none():
    """Appendix A #45: a defender loses a 3-token region to an enemy: Igor count +1 (only the lost token); an Elves
    region lost -> +0. The count hears conquests by any player."""
    g = exp_game(entry(0, "Igors", "Spirit", regions={1: 2}, flags={"igors": 0}),
                 entry(1, "Ratmen", "Flying", regions={20: 1}, hand=12),
                 entry(2, "Humans", "Spirit", regions={9: 3}), entry(2, "Elves", "Merchant", active=False,
                                                                      regions={11: 1}),
                 seat=1, players=3)
    play(g, "conquer 9")
    assert race_of(g, 0, "Igors").flags["igors"] == 1
    g2 = exp_game(entry(0, "Igors", "Spirit", regions={1: 2}, flags={"igors": 0}),
                  entry(1, "Ratmen", "Flying", regions={20: 1}, hand=12),
                  entry(2, "Elves", "Spirit", regions={9: 3}), seat=1, players=3)
    play(g2, "conquer 9")
    assert race_of(g2, 0, "Igors").flags["igors"] == 0  # active Elves lose no token


def test_X_RACE_IGORS_exchange_default_is_the_most_and_zero_keeps_the_count():
    g = exp_game(igors(5, 2))
    assert legal(g) == ["igors 2", "igors 1", "igors 0", "decline", "end"]
    play(g, "igors 0")
    assert race_of(g, 0, "Igors").flags["igors"] == 5 and g.phase.name == "CONQUER"
    g = exp_game(igors(5, 2))
    play(g, "end")
    assert race_of(g, 0, "Igors").flags["igors"] == 1


def test_X_RACE_IGORS_exchange_refusals_and_tray_cap():
    g = exp_game(igors(5, 2))
    with pytest.raises(IllegalAction):
        play(g, "igors 3")
    with pytest.raises(IllegalAction):
        play(g, "igors lots")
    g = exp_game(entry(0, "Igors", "Spirit", regions={1: 14}, flags={"igors": 9}))
    assert legal(g)[0] == "igors 1"  # 15 Igors in the box: 1 left in the tray


def test_X_RACE_IGORS_no_exchange_when_declining_and_count_gone_in_decline():
    g = exp_game(igors(5, 2))
    play(g, "decline")
    assert g.races(0)[0].counts == ()
    g = exp_game(igors(1, 2))
    assert g.step is None  # nothing to trade: no question


def test_X_RACE_IGORS_count_survives_turns_and_positions():
    g = exp_game(igors(3, 2))
    assert g.position()["races"][0]["flags"] == {"igors": 3}
    play(g, "igors 0", "end")
    assert race_of(g, 0, "Igors").flags == {"igors": 3}


def test_X_RACE_IGORS_exchange_leaves_the_in_decline_ghouls_their_phase():
    """Ruling (royal): the exchange is asked at MODE, before the Ghouls' phase (R-TURN-2 step 4), which still
    follows; what the Ghouls add to the count waits for the next turn."""
    g = exp_game(entry(0, "Ghouls", active=False, regions={9: 4}),
                 entry(0, "Igors", "Spirit", regions={1: 2}, flags={"igors": 4}), tribes={"10": 1})
    assert legal(g) == ["igors 2", "igors 1", "igors 0", "decline", "end"]
    play(g, "igors 2")
    moves = legal(g)
    assert "ghouls conquer 10" in moves and "decline" not in moves
    play(g, "ghouls conquer 10", "ghouls end")
    assert race_of(g, 0, "Igors").flags["igors"] == 1  # the Lost Tribe the Ghouls took: counted, for later
    assert race_of(g, 0, "Igors").hand >= 2 and g.phase.name == "CONQUER"


def test_X_RACE_IGORS_a_conversion_counts():
    """X-RACE-IGORS: the token a conversion sends to the tray counts too."""
    g = exp_game(entry(0, "Igors", "Spirit", regions={21: 2}, flags={"igors": 0}),
                 entry(1, "Sorcerers", "Spirit", regions={1: 2}, hand=2), entry(0, "Humans", active=False,
                                                                                   regions={2: 1}),
                 entry(0, "Ratmen", "Merchant", active=False, regions={6: 1}), seat=1)
    assert "convert 6" not in legal(g)  # in decline: not a lone active token
    g = exp_game(entry(0, "Igors", "Spirit", regions={21: 2, 6: 1}, flags={"igors": 0}),
                 entry(1, "Sorcerers", "Spirit", regions={1: 2}, hand=2), seat=1)
    play(g, "convert 6")
    assert race_of(g, 0, "Igors").flags["igors"] == 1


def igors_question_from_moves() -> tuple[list[str], list[str]]:
    """A seeded 2-player game (random moves, never a decline) reaching the Igors' question; its moves and menu."""
    import random

    from smallworld_tui.rules import Game

    g = Game.new(None, ["Ann", "Bob"], seed=2, races=["Igors"], expansions=["royal"])
    rng = random.Random(2)
    while not any(str(a).startswith("igors") for a in g.legal_actions()):
        g.apply(rng.choice([a for a in g.legal_actions() if a.kind != "decline"]))
    return list(g.moves), [str(a) for a in g.legal_actions()]


@pytest.mark.parametrize("count", ["²", "⁰", "①", "１", "١", "𝟏", "-1", "1.0", "01", "\u200b"])
def test_X_RACE_IGORS_exchange_takes_ascii_digits_only_in_play_and_in_saves(count):
    """'igors ²' raised a bare ValueError (int('²')) and 'igors ١' was played: only ASCII digits, written as the
    menu writes them, are moves (README), at the prompt and in a save."""
    import json

    from smallworld_tui.rules import Game, NotAMove, SaveError

    g = exp_game(igors(5, 2))
    record = g.to_json()
    with pytest.raises(NotAMove) as refused:
        play(g, f"igors {count}")
    assert refused.value.code == "bad_argument" and str(refused.value).isprintable()
    assert g.to_json() == record and race_of(g, 0, "Igors").flags["igors"] == 5
    moves, menu = igors_question_from_moves()
    assert "igors 1" in menu
    game = Game.new(None, ["Ann", "Bob"], seed=2, races=["Igors"], expansions=["royal"])
    for move in [*moves, "igors 1"]:
        game.play(move)
    saved = json.loads(game.to_json())
    assert Game.from_json(json.dumps(saved)).moves[-1] == "igors 1"
    saved["moves"][-1] = f"igors {count}"  # the state it records aside, the move is read first
    with pytest.raises(SaveError, match="cannot be replayed"):
        Game.from_json(json.dumps(saved))
