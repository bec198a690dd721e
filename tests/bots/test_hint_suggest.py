"""The hint (bots/hint.py): the expert's move for the player to act, legal in every phase of both rulesets, worded
from the terms that chose it, and blind to what the player cannot see (R-HIDE-1, W-AP-1)."""

from __future__ import annotations

import random

import pytest

from smallworld_tui.bots import make_bot
from smallworld_tui.bots.hint import Hint, move_words, suggest
from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.wow import WOW


def hint(game: Game) -> Hint:
    return suggest(game, think_iterations=12)


def greedy_until(game: Game, done, seed: int = 1) -> Game:
    bot = make_bot("greedy", seed)
    while not game.is_over and not done(game):
        game.apply(bot.choose(game))
    assert not game.is_over
    return game


@pytest.mark.parametrize(("ruleset", "players"), [(None, 3), (WOW, 2)])
def test_the_hint_is_a_legal_move_in_every_phase_it_meets(ruleset, players):
    board = bundled_board(players) if ruleset is None else None
    game = Game.new(board, [f"P{s}" for s in range(players)], seed=5, **({"ruleset": ruleset} if ruleset else {}))
    bot = make_bot("greedy", 2)
    seen: set[str] = set()
    while not game.is_over and game.turn <= 4:
        before = game.to_json()
        h = hint(game)
        assert game.to_json() == before  # asking changes nothing
        assert h.action in game.legal_actions()
        assert h.words and h.line().startswith(h.words)
        seen.add(game.phase_word)
        game.apply(bot.choose(game) if len(seen) % 2 else h.action)
    assert {"pick", "conquer"} <= seen


def test_a_conquest_hint_gives_the_engines_cost_and_the_tokens_left():
    game = greedy_until(Game.new(bundled_board(3), ["A", "B", "C"], seed=3),
                        lambda g: g.phase_word == "conquer" and any(a.kind == "conquer" for a in g.legal_actions()))
    h = hint(game)
    if h.action.kind == "conquer":
        rid = h.action.region
        assert f"costs {game.cost_breakdown(rid).line()}" in h.reasons
        assert h.regions == (rid,)
        assert game.board.regions[rid].name in h.words


def test_a_pick_hint_is_searched_and_says_the_expected_coins():
    game = Game.new(bundled_board(3), ["A", "B", "C"], seed=3)
    h = hint(game)
    assert h.action.kind == "pick" and h.expected is not None and h.futures >= 12
    assert "over the others' average" in h.line() and h.runner_up is not None
    assert any("coins a turn" in r for r in h.reasons)


def test_a_layout_hint_names_the_whole_layout():
    game = greedy_until(Game.new(bundled_board(3), ["A", "B", "C"], seed=3),
                        lambda g: any(a.kind == "redeploy" and a.layout for a in g.legal_actions())
                        and g.phase_word == "redeploy")
    h = hint(game)
    assert h.action.kind == "redeploy"
    assert set(h.regions) == {r for r, _ in h.action.layout}
    assert h.words.startswith("Redeploy: ")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_R_HIDE_1_the_hint_is_the_same_whatever_the_others_hidden_coins(seed):
    """Two games differing only in an opponent's coins (and the stacks' order below the column, R-HIDE-4) give
    the same hint, word for word, expected coins included."""
    game = greedy_until(Game.new(bundled_board(4), ["A", "B", "C", "D"], seed=seed),
                        lambda g: g.turn >= 3 and g.phase_word in ("start", "pick"))
    position = game.position()
    me = position["seat"]
    rich = dict(position, coins=[c if s == me else c + 37 * (s + 1) for s, c in enumerate(position["coins"])])
    poor = dict(position, coins=[c if s == me else 0 for s, c in enumerate(position["coins"])])
    a, b = Game.from_position(game.board, rich), Game.from_position(game.board, poor)
    assert a.coins(me) == b.coins(me) and a.coins((me + 1) % 4) != b.coins((me + 1) % 4)
    assert hint(a) == hint(b)


def test_W_AP_1_the_hint_is_the_same_whatever_lies_face_down():
    """WoW: a game whose face-down markers are re-dealt (what the player cannot see) gives the same hint."""
    game = greedy_until(Game.new(None, ["A", "B"], seed=11, ruleset=WOW),
                        lambda g: g.turn >= 2 and g.phase_word in ("start", "pick"))
    other = game.copy()
    ws = other.ruleset_state
    down = sorted(name for name in ws.ap_region if name not in other.face_up)
    assert down and len(ws.ap_aside) >= 2
    swapped = ws.ap_aside[0]  # a face-down marker on the map changes places with one aside, the pile is shuffled
    ws.ap_region[swapped] = ws.ap_region.pop(down[0])
    ws.ap_aside[0] = down[0]
    random.Random(4).shuffle(ws.ap_aside)
    assert [game.region(r) for r in range(len(game.board.regions))] == [
        other.region(r) for r in range(len(game.board.regions))]  # what the players see is the same
    assert hint(game) == hint(other)


def test_move_words_name_regions_by_name_and_id():
    game = Game.new(bundled_board(2), ["A", "B"], seed=1)
    pick = next(a for a in game.legal_actions() if a.kind == "pick" and a.combo == 2)
    combo = game.column_view()[1]
    assert move_words(game, pick) == f"Take combo 2, {combo.power} {combo.race} (1 coin)"


def test_a_stopped_search_ends_after_its_first_round():
    """The app sets ``stop`` when a key cancels the hint: the expert then plays no more rollouts than the first
    round (one per candidate), whatever its budget."""
    import threading

    game = Game.new(bundled_board(3), ["A", "B", "C"], seed=3)
    stop = threading.Event()
    stop.set()
    h = suggest(game, think=600.0, stop=stop)
    assert h.action.kind == "pick" and h.futures == 6  # six combos, one rollout each


def test_R_HIDE_1_the_hint_never_asks_for_another_players_coins(monkeypatch):
    real = Game.coins

    def spy(self, seat):
        assert seat == self.current_player, f"the hint read the coins of seat {seat}"
        return real(self, seat)

    game = Game.new(bundled_board(3), ["A", "B", "C"], seed=4)
    bot = make_bot("greedy", 1)
    monkeypatch.setattr(Game, "coins", spy)
    while game.turn <= 3:
        hint(game)
        game.apply(bot.choose(game))


def test_R_DIE_5_a_roll_hint_says_the_conquests_end_either_way():
    """'a failed roll loses nothing' was not true whenever a cheaper conquest was left: the roll ends the
    conquests, won or lost (R-DIE-5); what is not lost is the tokens (R-DIE-4)."""
    from smallworld_tui.app.tutorial import tutorial_game
    from smallworld_tui.bots.hint import reasons

    game = tutorial_game()
    for move in ("pick 2", "conquer 1", "conquer 5", "conquer 6", "conquer 11"):
        game.play(move)
    roll = next(a for a in game.legal_actions() if str(a) == "roll 12")
    said = reasons(game, roll)[0]
    assert said.startswith("needs 3, you have 1") and "your conquests end" in said and "loses nothing" not in said


def test_W_RACE_HUMANS_no_farmland_coin_in_wow_where_humans_score_none():
    """The greedy heuristics gave a region bonus by name: a WoW hint said '+1 coin a turn for your Humans'
    farmland', which only the base game's Humans score (R-SCORE-2; W-RACE-HUMANS places Military Objectives)."""
    from smallworld_tui.bots.greedy import Views, target_value
    from smallworld_tui.rules import BASE

    for ruleset, scored in ((BASE, True), (WOW, False)):
        game = Game.new(bundled_board(2) if ruleset is BASE else None, ["Ann", "Bob"], seed=2, ruleset=ruleset)
        farm = next(r.id for r in game.board.regions if r.terrain == "farmland")
        parts: list[tuple[str, float]] = []
        value = target_value(game, Views(game), 0, farm, "Humans", "Dragon Master" if ruleset is BASE else "Farmer",
                             parts)
        assert (("+1 coin a turn for your Humans' farmland", 1.0) in parts) is scored
        assert value >= (2.0 if scored else 1.0)


def test_W_CONQ_1_a_conquest_hint_names_the_coins_it_pays_first():
    """The hint's cost was the token sum alone: a conquest that pays a MarshDweller toll first said nothing of
    the coin (the region detail said 'Pays first: ...')."""
    from smallworld_tui.bots.greedy import GreedyBot
    from smallworld_tui.bots.hint import reasons

    game = Game.new(None, ["A", "B", "C"], seed=1, ruleset=WOW)
    bots = [GreedyBot(3 + i) for i in range(3)]
    for _ in range(300):
        tolled = [a for a in game.legal_actions() if a.kind == "conquer" and a.region is not None
                  and game.cost_breakdown(a.region).coins]
        if tolled:
            break
        game.apply(bots[game.current_player].choose(game))
    else:  # pragma: no cover
        raise AssertionError("no tolled conquest met")
    breakdown = game.cost_breakdown(tolled[0].region)
    said = reasons(game, tolled[0])[0]
    assert said == f"costs {breakdown.line()}, paying first {', '.join(str(due) for due in breakdown.coins)}"
    assert "toll" in said
