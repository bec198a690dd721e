"""The hot-seat hand-off's "Since your last turn" summary: what the others did in public, never coins."""

from __future__ import annotations

import re

from conftest import app_for, new_game, screen_text

from smallworld_tui.app.session import Session
from smallworld_tui.rules import Game

CONQUER_KEYS = ["right_square_bracket", "c"] * 6  # up to six conquests of the engine's next target


async def _play_turn(pilot) -> None:
    await pilot.press("enter", "1", *CONQUER_KEYS, "e", "y", "enter")  # y: tokens in hand; Enter: the score card
    await pilot.pause()


def _conquests(game, seat: int) -> list[str]:
    return [game.region(e.region).name for e in game.log if e.kind == "conquer" and e.seat == seat]


async def test_handoff_lists_the_other_players_conquests_and_no_coins(data_dir):
    app = app_for(new_game(2, seed=3), data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert "Since your last turn" not in screen_text(app)  # Ann's first hand-off: nothing happened yet
        await _play_turn(pilot)
        game = app.session.game
        assert type(app.screen).__name__ == "HandoffScreen" and game.current_player == 1
        text = screen_text(app)
        ann = _conquests(game, 0)
        assert len(ann) >= 2
        assert "Since your last turn" in text and "Ann picks" in text
        for name in ann:
            assert f"Ann's Merchant Tritons conquer {name}" in text
        assert not re.search(r"\d+ coins?\b", text) and "scores" not in text and "collects" not in text
        assert f"{game.coins(0)} c" not in text
        await _play_turn(pilot)  # Bob's turn; then Ann's hand-off tells Bob's, not her own
        game = app.session.game
        assert type(app.screen).__name__ == "HandoffScreen" and game.current_player == 0
        text = screen_text(app)
        assert all(f"conquer {name}" in text for name in _conquests(game, 1))
        assert "Ann's Merchant Tritons conquer" not in text and "Turn 2 begins." in text


async def test_handoff_summary_fits_80x24(data_dir):
    app = app_for(new_game(3, seed=3), data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await _play_turn(pilot)
        await _play_turn(pilot)  # Cy missed two turns: more than fits
        assert app.session.game.current_player == 2
        text = screen_text(app)
        lines = text.splitlines()
        assert len(lines) == 24
        assert "Since your last turn" in text and "earlier events" in text
        assert "Cy: press Enter when nobody else is looking." in text
        assert "I am here" in lines[-1]
        assert sum("╰" in line for line in lines) == 2  # both boxes end on screen
        assert "Bob's Diplomat Trolls conquer" in text  # the newest events are the ones kept


def test_since_last_turn_marks_survive_undo_and_loading():
    game = new_game(2, seed=3)
    session = Session(game, autosave=False)
    assert session.since_last_turn(0) == [] and session.since_last_turn(1) == []
    session.play("pick 1")
    target = next(a for a in session.legal() if a.kind == "conquer")
    session.play(target)
    assert [e.kind for e in session.since_last_turn(1)] == ["pick", "conquer"]
    assert session.undo()  # the rewound game's log is shorter: Ann's mark is clamped, Bob's still counts from 0
    assert session.since_last_turn(0) == []
    assert [e.kind for e in session.since_last_turn(1)] == ["pick"]
    session.play("end")
    # a loaded game has no marks: Ann stopped at her last scoring
    loaded = Session(Game.from_json(session.game.to_json()), autosave=False)
    assert loaded.since_last_turn(0) == []
    assert [e.kind for e in loaded.since_last_turn(1)] == [e.kind for e in session.since_last_turn(1)]
