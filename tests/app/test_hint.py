"""The hint on H (issue 29 part 2), by keys on the real app: the expert's move in words, marked on the map; Enter
plays it through the screen's own questions, any other key dismisses it (or cancels the thinking); the hints each
player took are counted in the save and on the game-over screen; base game and WoW."""

from __future__ import annotations

import json

from conftest import NAMES, app_for, new_game, screen_text

from smallworld_tui.app.hinting import HintBox
from smallworld_tui.rules import Game
from smallworld_tui.rules.wow import WOW

BUDGET = {"think_iterations": 6}  # rollouts, not seconds: the same hint every run (tests never time)
PASS_KEYS = {"SummaryScreen": "enter", "ScoreCardScreen": "enter", "HandoffScreen": "enter",
             "StrictConfirmScreen": "y"}


async def ask(pilot, app):
    """Press H and wait for the hint (the expert thinks in a thread)."""
    app.screen.hint_budget = BUDGET
    await pilot.press("H")
    for _ in range(400):
        await pilot.pause(0.02)
        if app.screen.hint is not None:
            return app.screen.hint
    raise AssertionError("no hint came")  # pragma: no cover


async def my_turn(pilot, app) -> bool:
    """Answer the screens between two of the human's moves (hand-offs, score cards, questions: yes) until the
    human may act on the game screen; False when the game is over."""
    for _ in range(400):
        name = type(app.screen).__name__
        if name == "GameOverScreen":
            return False
        if name in PASS_KEYS:
            await pilot.press(PASS_KEYS[name])
        elif app.screen.can_act():
            return True
        else:
            await pilot.pause(0.02)
    raise AssertionError("the human never got the keyboard")  # pragma: no cover


async def take_hints(pilot, app, moves: int) -> list[tuple[str, str]]:
    """Play ``moves`` of the human's moves by H and Enter; each is the hinted move, legal where it was given.
    Returns (phase, move) for each."""
    taken = []
    for _ in range(moves):
        if not await my_turn(pilot, app):
            break
        game = app.session.game
        phase, before = game.phase_word, len(game.moves)
        hint = await ask(pilot, app)
        assert hint.action in game.legal_actions()
        assert app.screen.marked_regions() == frozenset(hint.regions)  # marked on the map
        await pilot.press("enter")
        while type(app.screen).__name__ == "StrictConfirmScreen":  # a paid pick, a decline, an end: still asked
            await pilot.press("y")
        await pilot.pause()
        assert app.session.game.moves[before] == str(hint.action)
        taken.append((phase, str(hint.action)))
    return taken


async def test_H_then_enter_plays_the_hinted_legal_move(data_dir):
    app = app_for(new_game(2, seed=3), data_dir, bots=["human", "greedy"])
    async with app.run_test(size=(120, 40)) as pilot:
        assert await my_turn(pilot, app)
        game = app.session.game
        hint = await ask(pilot, app)
        box = app.screen.query_one("#hint", HintBox)
        assert box.display and f"Take combo {hint.action.combo}, " in screen_text(app)
        assert "Enter plays it" in screen_text(app)
        assert hint.action.kind == "pick" and hint.action in game.legal_actions()
        assert app.screen.sel_combo == hint.action.combo - 1
        await pilot.press("enter")
        if hint.action.combo > 1:  # a paid pick asks first, as its key would
            assert type(app.screen).__name__ == "StrictConfirmScreen"
            await pilot.press("y")
        await pilot.pause()
        assert app.session.game.moves[0] == str(hint.action)
        assert app.session.hints == [1, 0]
        assert not app.screen.query_one("#hint", HintBox).display


async def test_H_then_escape_changes_nothing(data_dir):
    app = app_for(new_game(2, seed=5), data_dir, bots=["human", "greedy"])
    async with app.run_test(size=(120, 40)) as pilot:
        assert await my_turn(pilot, app)
        await pilot.press("1")  # the pick: the conquests next
        assert await my_turn(pilot, app)
        before, selected = app.session.game.to_json(), app.screen.sel_region
        hint = await ask(pilot, app)
        assert hint.regions and app.screen.sel_region == hint.regions[0]
        await pilot.press("escape")
        await pilot.pause()
        assert app.session.game.to_json() == before and app.session.hints == [0, 0]
        assert app.screen.hint is None and app.screen.marked_regions() == frozenset()
        assert not app.screen.query_one("#hint", HintBox).display
        await pilot.press("H")  # a second H asks again; any key dismisses, and does nothing else
        app.screen.hint_budget = BUDGET
        for _ in range(400):
            await pilot.pause(0.02)
            if app.screen.hint is not None:
                break
        await pilot.press("e")  # would end the turn (asking first): it only dismisses the hint
        await pilot.pause()
        assert type(app.screen).__name__ == "GameScreen" and app.session.game.to_json() == before
        assert selected is not None


async def test_any_key_cancels_the_thinking(data_dir, monkeypatch):
    import smallworld_tui.bots.hint as hint_module

    real = hint_module.suggest

    def slow(game, stop=None, **budget):  # the expert may settle a clear choice at once: this one thinks until stopped
        assert stop is not None and stop.wait(30)
        return real(game, stop=stop, think_iterations=1)

    monkeypatch.setattr(hint_module, "suggest", slow)
    app = app_for(new_game(2, seed=5), data_dir, bots=["human", "greedy"])
    async with app.run_test(size=(120, 40)) as pilot:
        assert await my_turn(pilot, app)
        before = app.session.game.to_json()
        await pilot.press("H")
        box = app.screen.query_one("#hint", HintBox)
        for _ in range(500):  # up to 10 s on a loaded machine
            await pilot.pause(0.02)
            if "The expert is" in screen_text(app):
                break
        assert box.display and "(any key cancels)" in screen_text(app)
        await pilot.press("2")  # would pick combo 2: it only cancels the hint
        for _ in range(500):  # the search stops after the rollout under way: polled, not a fixed pause
            await pilot.pause(0.02)
            if not box.display:
                break
        assert not box.display and app.screen.hint is None
        assert "Hint cancelled." in screen_text(app)
        assert app.session.game.to_json() == before


async def test_hints_are_counted_in_the_save_and_on_the_game_over_screen(data_dir):
    app = app_for(new_game(2, seed=4), data_dir, bots=["human", "greedy"])
    async with app.run_test(size=(120, 40)) as pilot:
        taken = await take_hints(pilot, app, 400)  # the whole game by H and Enter
        assert type(app.screen).__name__ == "GameOverScreen"
        phases = {phase for phase, _ in taken}
        kinds = {move.split()[0] for _, move in taken}
        assert {"pick", "conquer", "roll", "decline", "redeploy"} <= kinds  # a whole layout, a decline asked first
        assert {"pick", "start", "conquer", "redeploy"} <= phases
        assert app.session.hints == [len(taken), 0]
        assert f"Ann took {len(taken)} hints." in screen_text(app)
        record = json.loads(app.session.autosave_path.read_text())
        assert record["hints"] == [len(taken), 0]
        assert Game.from_json(json.dumps(record)).is_over


async def test_a_wow_game_by_hints(data_dir):
    game = Game.new(None, NAMES[:2], seed=2, ruleset=WOW)
    app = app_for(game, data_dir, bots=["human", "greedy"])
    async with app.run_test(size=(120, 40)) as pilot:
        taken = await take_hints(pilot, app, 14)
        assert len(taken) == 14 and {"pick", "conquer"} <= {move.split()[0] for _, move in taken}
        assert app.session.hints == [14, 0]


def test_a_hinted_move_taken_back_no_longer_counts(data_dir):
    from smallworld_tui.app.session import Session

    session = Session(new_game(2, seed=3), autosave=False)
    session.play("pick 1")
    conquest = next(a for a in session.legal() if a.kind == "conquer")
    session.play(conquest, hinted=True)
    assert session.hints == [1, 0] and session.undo_steps() == 1
    assert session.undo() and session.hints == [0, 0]


async def test_a_hint_at_an_abilitys_question(data_dir):
    """A STEP phase: the Heroic power's question after the redeployment (R-POW-HEROIC) is hinted and played too."""
    game = Game.from_position(new_game(2).board, {
        "players": NAMES[:2], "turn": 10,  # the last turn: the expert does not decline
        "races": [{"seat": 0, "race": "Humans", "power": "Heroic", "regions": {"1": 3, "5": 3, "6": 2}},
                  {"seat": 1, "race": "Ratmen", "power": "Hill", "regions": {"14": 4}}]})
    app = app_for(game, data_dir, bots=["human", "greedy"])
    async with app.run_test(size=(120, 40)) as pilot:
        taken = await take_hints(pilot, app, 12)
        assert any(phase == "heroes" and move.startswith("heroes") for phase, move in taken)


async def test_an_end_hinted_with_tokens_in_hand_still_asks(data_dir):
    """Enter plays a hint as its key would: an 'end' with tokens in hand asks first (n keeps the turn)."""
    from smallworld_tui.app.hinting import take

    app = app_for(new_game(2, seed=3), data_dir, bots=["human", "greedy"])
    async with app.run_test(size=(120, 40)) as pilot:
        assert await my_turn(pilot, app)
        await pilot.press("1")
        assert await my_turn(pilot, app) and app.session.game.hand(0) > 0
        before = app.session.game.to_json()
        end = next(a for a in app.session.legal() if a.kind == "end")
        take(app.screen, end)
        await pilot.pause()
        assert type(app.screen).__name__ == "StrictConfirmScreen"
        await pilot.press("n")
        await pilot.pause()
        assert app.session.game.to_json() == before and app.session.hints == [0, 0]
        take(app.screen, end)
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert app.session.game.moves[1] == "end" and app.session.hints == [1, 0]


def die_rolled(data_dir):
    """The tutorial's game after Ann's die roll: the redeployment editor opens on her turn."""
    from smallworld_tui.app.tutorial import tutorial_game

    game = tutorial_game()
    for move in ("pick 2", "conquer 1", "conquer 5", "conquer 6", "conquer 11", "roll 12"):
        game.play(move)
    return app_for(game, data_dir, bots=["human", "greedy"])


async def test_a_long_hint_at_80x24_still_says_how_to_take_it(data_dir):
    """A layout hint with its look-ahead filled the box at 80x24 and pushed 'Enter plays it' out of sight: how to
    take it is on the box's bottom edge too."""
    from dataclasses import replace

    app = die_rolled(data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await my_turn(pilot, app) and app.screen.edit is not None
        hint = await ask(pilot, app)
        assert hint.action.kind == "redeploy"
        six = replace(hint, words="Redeploy", reasons=("word " * 83 + "last",), expected=None)  # 6 lines of 76
        app.screen.show_hint(six)  # about one hint in 16 takes 6 lines at 80 columns: all shown
        await pilot.pause()
        assert "word last." in screen_text(app)
        long = replace(hint, reasons=hint.reasons + ("a reason long enough to need a line of its own " * 2,) * 3)
        app.screen.show_hint(long)
        await pilot.pause()
        assert "Enter plays it · any other key dismisses it" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert "Enter plays it" not in screen_text(app)


async def test_a_layout_hint_taken_shows_its_layout_in_the_editor_while_it_asks(data_dir):
    """Enter on a redeployment hint asked 'Confirm this layout?' while the map still showed the editor's own plan:
    the editor now holds the hinted layout (n goes back to it, to change it), and y plays it, counted."""
    app = die_rolled(data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await my_turn(pilot, app) and app.screen.edit is not None
        hint = await ask(pilot, app)
        assert hint.action.kind == "redeploy" and app.screen.edit.counts != dict(hint.action.layout)
        await pilot.press("enter")
        assert type(app.screen).__name__ == "StrictConfirmScreen"
        game_screen = app.screen_stack[-2]
        assert game_screen.edit.counts == dict(hint.action.layout)
        await pilot.press("n")
        await pilot.pause()
        assert game_screen.edit is not None and game_screen.edit.counts == dict(hint.action.layout)
        assert app.session.hints == [0, 0] and str(hint.action) not in app.session.game.moves
        again = await ask(pilot, app)
        await pilot.press("enter", "y")
        await pilot.pause()
        assert str(again.action) in app.session.game.moves and app.session.hints == [1, 0]
