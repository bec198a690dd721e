"""The turn driver without a screen (app/turns.py): who moves after a move, who may see what, the bots' moves."""

from __future__ import annotations

from conftest import NAMES, new_game

from smallworld_tui.app.session import Session
from smallworld_tui.app.turns import BotMove, Next, Step, TurnDriver
from smallworld_tui.rules import Game, Scored


def driver(game: Game, seats: list[str]) -> TurnDriver:
    return TurnDriver(Session(game, seats, autosave=False))


def test_one_human_keeps_the_view_while_the_bots_play():
    turns = driver(new_game(3), ["human", "random", "random"])
    step = turns.after_move(first=True)
    assert step == Step(Next.HUMAN, 0) and turns.viewer == 0
    turns.session.play("pick 1")
    turns.session.play("end")  # R-TURN: the next seat is a bot
    step = turns.after_move()
    assert step.what is Next.BOT and step.seat == 1 and step.at == len(turns.session.game.moves)
    assert turns.viewer == 0  # the only human still sees their own coins
    step = turns.play_bots()
    assert step == Step(Next.HUMAN, 0) and turns.session.game.current_player == 0


def test_R_HIDE_two_humans_hand_off_once_and_nobody_sees_private_state_between():
    turns = driver(new_game(2), ["human", "human"])
    assert turns.after_move(first=True) == Step(Next.HANDOFF, 0) and turns.viewer is None
    assert turns.after_move() == Step(Next.WAIT, 0)  # the same hand-off is not asked for twice
    turns.handed_off()
    assert turns.viewer == 0 and turns.after_move() == Step(Next.HUMAN, 0)
    events = turns.session.play("pick 1")
    events += turns.session.play("end")
    scored = turns.scored(events, 0)
    assert isinstance(scored, Scored) and turns.viewer == 0  # the score card shows to its player
    assert turns.after_move() == Step(Next.HANDOFF, 1) and turns.viewer is None


def test_a_bot_move_that_comes_too_late_is_dropped_and_an_illegal_one_plays_the_fallback():
    turns = driver(new_game(2), ["random", "random"])
    step = turns.after_move(first=True)
    assert step.what is Next.BOT and turns.viewer is None
    game = turns.session.game
    stale = Step(Next.BOT, step.seat, step.at + 1)
    assert not turns.play_bot(stale, game, BotMove("pick 1"))
    assert len(game.moves) == step.at
    assert turns.play_bot(step, game, BotMove("conquer 999"))  # illegal: the seat's fallback is played instead
    assert len(turns.session.game.moves) == step.at + 1


def test_a_missing_or_failing_bot_plays_the_fallback_and_says_so():
    turns = driver(new_game(2), ["random", "random"])

    class Broken:
        def choose(self, game: Game) -> str:
            raise RuntimeError("boom")

    chosen = turns.choose(None, turns.session.game.copy())
    assert chosen.move == turns.session.fallback_move() and "not available" in chosen.message and not chosen.error
    chosen = turns.choose(Broken(), turns.session.game.copy())  # type: ignore[arg-type]
    assert chosen.error and "boom" in chosen.message


def test_R_END_bots_play_a_whole_game_to_its_end_and_everything_is_revealed():
    turns = driver(Game.new(None, NAMES[:2], seed=5), ["random", "random"])
    step = turns.play_bots()
    assert step.what is Next.OVER and turns.session.game.is_over
    assert turns.reveal_all and turns.viewer is None
