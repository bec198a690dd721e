"""The guided first game (issue 29 part 3): played from start to finish by keys at 120x40 and 80x24, a wrong move
refused with the step's hint and nothing changed, leaving mid-way goes on as a normal game, the title's "Learn to
play", and the script itself on the engine alone."""

from __future__ import annotations

import json

import pytest
from conftest import screen_text

from smallworld_tui.app import make_app
from smallworld_tui.app.tutorial import STEPS, UNDO, Step, Tutorial, tutorial_game

TYPED = ["colon", *["space" if c == " " else c for c in "conquer 2"], "enter"]
# Every step's keys, in order (the step's number in the comment).
KEYS: list[list[str]] = [
    ["2", "y"],  # 1 the column and its price
    ["c"],  # 2 first conquest from the edge
    ["c"],  # 3 the cost part by part
    ["c"],  # 4 a Lost Tribe
    ["c"],  # 5 another
    ["r"],  # 6 the final die roll
    ["minus", "j", "j", "j", "plus", "enter", "y"],  # 7 redeploy: Deepdelve Peak -> Old Pines
    ["enter"],  # 8 the score card
    [],  # 9 Bob's turn (nothing to press)
    ["enter"],  # 10 the hand-off
    ["c"],  # 11 hidden coins; Echo Tor
    ["e", "y"],  # 12 end the turn
    ["enter"],  # 13 the score card, then Bob's turn
    ["d", "y"],  # 14 decline
    ["enter"],  # 15 the score card, then Bob's last scripted turn
    ["1"],  # 16 a new combo
    ["question_mark", "escape"],  # 17 help
    ["i"],  # 18 the list
    ["i"],  # 19 the map
    TYPED,  # 20 the ':' prompt
    ["ctrl+z"],  # 21 undo
    ["ctrl+s"],  # 22 save
]


def tutorial_app(data_dir):
    return make_app(tutorial=True, data_dir=data_dir, bot_delay=0, pace="instant")


async def settle(pilot) -> None:
    """Let the computer player's moves (one worker each, the next started by the last) and the screens they open
    finish: until no worker is left."""
    for _ in range(400):
        await pilot.pause()
        if not pilot.app.workers:
            await pilot.pause()
            if not pilot.app.workers:
                return
        await pilot.app.workers.wait_for_complete()
    raise AssertionError("the computer player's moves did not finish")


async def press(pilot, *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await settle(pilot)


def lesson(app) -> str:
    return " ".join(screen_text(app).replace("▌", " ").split())


def status(app) -> str:
    return str(app.screen_stack[1].query_one("#status").render())


def test_the_script_plays_on_the_engine_from_start_to_finish():
    """Every step's move is legal where the script puts it and Bob's scripted moves never run out or get refused
    (R-COL-1 the paid pick, R-CONQ-2 the edge, R-CONQ-7 the Lost Tribes, R-DIE-2 the forced die, R-DECL-1)."""
    tutorial = Tutorial()
    game = tutorial_game()
    for step in STEPS:
        while game.current_player == 1:
            move = tutorial.bob_move(game.copy())
            assert move is not None
            game.play(move)
        if step.move:
            move = "redeploy 1:2 5:2 6:3 11:3 12:2" if step.check else step.move
            assert tutorial.refusal(game, move, typed=True) == ""
            game.play(move)
            assert tutorial.moved()
        else:
            if step.event == UNDO:
                game = game.rewound(1)
            assert tutorial.happened(step.event)
    while game.current_player == 1:
        game.play(tutorial.bob_move(game.copy()) or "end")
    assert not tutorial.active and not tutorial.bob
    assert game.turn == 4 and game.phase == "conquer" and game.current_player == 0
    assert [(e.face, e.success) for e in game.log if e.kind == "roll"] == [(2, True)]  # the forced face


def test_the_tutorial_game_is_the_same_each_time():
    a, b = tutorial_game(), tutorial_game()
    assert a.to_json() == b.to_json()
    assert [str(c) for c in a.column_view()] == [str(c) for c in b.column_view()]


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
async def test_the_whole_tutorial_by_keys(data_dir, size):
    app = tutorial_app(data_dir)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        screen = app.screen
        assert type(screen).__name__ == "TutorialScreen"
        for number, keys in enumerate(KEYS, start=1):
            if not keys:  # Bob's turn: over (instant pace) as soon as the score card closed
                continue
            assert screen.tutorial.at == number - 1, (number, status(app))
            if type(app.screen).__name__ == "TutorialScreen":  # the lesson is on the screen, whole
                text = lesson(app)
                assert f"Tutorial {number}/{len(STEPS)}" in text
                assert " ".join(STEPS[number - 1].say.split())[-30:] in text
                assert "Esc: leave the tutorial" in text or "Esc closes the editor, a second one leaves" in text
                assert screen.check_action("leave_tutorial", ()) == (screen.edit is None)
            if number == 1:
                assert screen.query_one("#combos").has_class("-lesson")  # the panel it points at
            if number == 3:  # the region detail sums the cost part by part (the engine's breakdown)
                assert screen.sel_region == 5 and "2 base + 1 mountain = 3" in lesson(app)
            if number == 11 and size[0] >= 100:  # Bob's coins are hidden, Ann's shown, the Players panel outlined
                assert screen.query_one("#players").has_class("-lesson")
                players = lesson(app)
                assert "●●● c" in players and f"{app.session.game.coins(0)} c" in players
            if number == 10:
                assert type(app.screen).__name__ == "HandoffScreen"
                assert "Coins are secret" in lesson(app)
            await press(pilot, *keys)
        assert not screen.tutorial.active
        assert type(app.screen).__name__ == "SaveScreen"
        await press(pilot, "escape")
        game = app.session.game
        assert game.turn == 4 and game.phase == "conquer" and game.current_player == 0
        assert "Tutorial complete" in status(app)
        assert not screen.query_one("#lesson").display
        assert app.session.autosave_enabled  # a normal game from here
        saved = list((data_dir / "autosaves").glob("*.json"))
        assert len(saved) == 1 and json.loads(saved[0].read_text())["moves"] == game.moves
        assert "roll 12" in game.moves and "decline" in game.moves and game.moves[-1] == "pick 1"
        assert "conquer 2" not in game.moves  # taken back (step 21)
        assert [m for m in game.moves if m in ("conquer 15", "conquer 14", "conquer 20")] == \
            ["conquer 15", "conquer 14", "conquer 20"]  # Bob's scripted turns
        await press(pilot, "e", "y", "enter")  # the game goes on: Ann ends her turn, Bob plays for himself
        game = app.session.game
        assert game.turn == 5 and game.current_player == 0


async def test_a_wrong_move_is_refused_with_the_hint_and_nothing_changes(data_dir):
    app = tutorial_app(data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = app.screen
        await press(pilot, "1")  # the free combo: not this step's
        assert app.session.game.moves == [] and type(app.screen).__name__ == "TutorialScreen"
        assert STEPS[0].hint in status(app)
        await press(pilot, "2", "y")
        assert screen.tutorial.at == 1
        moves = list(app.session.game.moves)
        for keys in (["right_square_bracket", "c"], ["e"], ["d"]):  # another target, end, decline
            await press(pilot, *keys)
            assert app.session.game.moves == moves and type(app.screen).__name__ == "TutorialScreen"
            assert STEPS[1].hint in status(app)
        await press(pilot, *["colon", *["space" if c == " " else c for c in "conquer 2"], "enter"])  # typed
        assert app.session.game.moves == moves and STEPS[1].hint in status(app)
        await press(pilot, "escape")  # closes the prompt
        assert screen.tutorial.at == 1 and screen.tutorial.active
        screen.select_region(1)  # back to Wishing Fields, as a click on it does
        await press(pilot, "c")
        assert app.session.game.moves == [*moves, "conquer 1"] and screen.tutorial.at == 2
        await press(pilot, "ctrl+z")  # undo is a step of its own, later: taking back a step's move is refused
        assert app.session.game.moves == [*moves, "conquer 1"] and STEPS[2].hint in status(app)


def test_a_step_that_teaches_the_prompt_refuses_the_same_move_by_its_key():
    tutorial = Tutorial((Step("Type it.", move="pick 1", typed=True, hint="Press :, type  pick 1  and Enter."),))
    game = tutorial_game()
    assert tutorial.refusal(game, "pick 1") == "Type it this time: Press :, type  pick 1  and Enter."
    assert tutorial.refusal(game, "pick 1", typed=True) == ""
    assert tutorial.refusal(game, "pick 2", typed=True) == "Press :, type  pick 1  and Enter."
    assert tutorial.refusal(game, "fly away", typed=True) == "Press :, type  pick 1  and Enter."  # not a move
    assert game.moves == []


async def test_leaving_midway_goes_on_as_a_normal_game(data_dir):
    app = tutorial_app(data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        await press(pilot, "2", "y", "c")
        assert screen.tutorial.at == 2 and not list((data_dir / "autosaves").glob("*.json"))  # not saved yet
        await press(pilot, "q")
        assert "Quit Small World?" in screen_text(app) and "autosaved" not in screen_text(app)  # it is not
        await press(pilot, "n")
        await press(pilot, "escape")
        assert type(app.screen).__name__ == "ConfirmScreen"
        await press(pilot, "n")  # no: the tutorial goes on
        assert screen.tutorial.active
        await press(pilot, "escape", "y")
        assert not screen.tutorial.active and not screen.query_one("#lesson").display
        assert "left the tutorial" in status(app)
        saved = list((data_dir / "autosaves").glob("*.json"))
        assert len(saved) == 1
        moves = list(app.session.game.moves)
        await press(pilot, "e")  # any move now: end the turn (tokens in hand: asked)
        await press(pilot, "y", "enter")  # and the score card
        game = app.session.game
        assert game.moves[: len(moves) + 1] == [*moves, "end"]
        assert game.current_player == 0 and game.turn == 2  # Bob played for himself (his bot, not the script)
        assert len(game.moves) > len(moves) + 1
        assert json.loads(saved[0].read_text())["moves"] == game.moves


async def test_learn_to_play_on_the_title_opens_the_tutorial(data_dir):
    app = make_app(data_dir=data_dir, bot_delay=0, pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert "Learn to play" in screen_text(app)
        await press(pilot, "t")
        assert type(app.screen).__name__ == "TutorialScreen"
        assert "Tutorial 1/" in lesson(app)


def test_bobs_script_gives_way_to_his_bot_when_left_or_refused():
    game = tutorial_game()
    refused = Tutorial(bob=("conquer 22", "end"))  # the engine refuses it (no race, a sea): the rest is dropped
    assert refused.bob_move(game.copy()) is None and refused.bob == []
    left = Tutorial(bob=("pick 1",))
    left.leave()
    assert left.bob_move(game.copy()) is None
    assert Tutorial(bob=("pick 1", "end")).bob_move(game.copy()) == "pick 1"


async def test_H_in_the_tutorial_gives_the_steps_move_and_enter_plays_it(data_dir):
    """The expert would suggest another move (Ironwood, at the die step), which the step then refused, its
    selection left on the wrong region: in the tutorial H names the step's own move, with the engine's facts."""
    app = tutorial_app(data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        for keys in KEYS[:5]:
            await press(pilot, *keys)
        assert screen.tutorial.at == 5 and STEPS[5].move == "roll 12"
        screen.select_region(2)  # the player looked elsewhere
        await press(pilot, "H")
        assert screen.hint is not None and str(screen.hint.action) == "roll 12"
        assert screen.sel_region == 12 and screen.marked_regions() == frozenset({12})
        text = lesson(app)
        assert "Roll the die for Old Pines (12): needs 3, you have 1" in text and "tutorial step 6/22" in text
        assert "Enter plays it" in text
        await press(pilot, "enter")
        assert app.session.game.moves[-1] == "roll 12" and screen.tutorial.at == 6
        await press(pilot, "H")  # the redeployment: no one move; the step says what to do
        assert screen.hint is None and STEPS[6].hint in status(app)
        await press(pilot, *KEYS[6])
        assert screen.tutorial.at == 7 and STEPS[6].hint not in status(app)  # said for its step only


async def test_a_new_step_clears_the_last_steps_refusal(data_dir):
    """A refusal outlived its step: 'Wait for Bob's turn to finish', say, stayed on the status line into Ann's
    turn (any step ended by something other than a move); so would the step's hint said on H."""
    app = tutorial_app(data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = app.screen
        for keys in KEYS[:16]:
            await press(pilot, *keys)
        assert screen.tutorial.at == 16
        await press(pilot, "H")  # the step's hint (a step with no move to hint)
        assert STEPS[16].hint in status(app)
        await press(pilot, "question_mark", "escape")
        assert screen.tutorial.at == 17 and STEPS[16].hint not in status(app)
        await press(pilot, "c")  # refused: the list first
        assert STEPS[17].hint in status(app)
        await press(pilot, "i")
        assert screen.tutorial.at == 18 and STEPS[17].hint not in status(app)


async def test_esc_closes_the_editor_in_the_tutorial_never_a_dead_end(data_dir):
    """The tutorial's Esc binding shadowed the game screen's: in the redeployment editor (step 7, or m pressed by
    mistake at step 3) Esc said 'finish the redeploy first (... Esc cancels it)' and Enter was refused: stuck."""
    app = tutorial_app(data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        for keys in KEYS[:2]:
            await press(pilot, *keys)
        assert screen.tutorial.at == 2
        await press(pilot, "m")  # the editor, by mistake: conquests would end
        assert screen.edit is not None
        await press(pilot, "enter")  # refused: not the step's move
        assert screen.edit is not None and STEPS[2].hint in status(app)
        await press(pilot, "escape")  # closes the editor; the tutorial goes on
        assert screen.edit is None and screen.tutorial.active and type(app.screen).__name__ == "TutorialScreen"
        assert "Esc: leave the tutorial" in lesson(app)
        for keys in KEYS[2:6]:
            await press(pilot, *keys)
        assert screen.tutorial.at == 6 and screen.edit is not None  # the redeployment step opens it
        await press(pilot, "escape")
        assert screen.edit is None and screen.tutorial.active
        assert "m opens the editor" in status(app)  # not '-/+ move tokens', which need it open
        await press(pilot, "m")  # reopens it, as the step's hint says
        assert screen.edit is not None
        await press(pilot, "escape", "escape")  # a second Esc asks to leave the tutorial
        assert type(app.screen).__name__ == "ConfirmScreen"
        await press(pilot, "y")
        assert not screen.tutorial.active
        await press(pilot, "m")  # after the tutorial, Esc still closes the editor
        assert screen.edit is not None
        await press(pilot, "escape")
        assert screen.edit is None
