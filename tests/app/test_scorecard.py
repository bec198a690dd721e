"""Issue 9 point 2 (R-SCORE, R-HIDE-3): after each human turn, before the hand-off, the player sees what the turn
earned and why (the engine's Scored parts) and the new total; the log keeps it for its owner only."""

from __future__ import annotations

from conftest import app_for, new_game, screen_text


def flat(app) -> str:
    return " ".join(screen_text(app).replace("│", " ").split())


async def test_R_SCORE_card_shows_the_engines_breakdown_before_the_hand_off(data_dir):
    app = app_for(new_game(2, seed=3), data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "1", "right_square_bracket", "c", "e", "y")
        await pilot.pause()
        assert type(app.screen).__name__ == "ScoreCardScreen"
        game = app.session.game
        scored = next(e for e in reversed(game.log) if e.kind == "score" and e.seat == 0)
        text = flat(app)
        assert f"Ann: your turn earned +{scored.coins} coin" in text
        for part in scored.parts:
            assert f"+{part.coins} {part.label}: {part.why}" in text
        assert f"You now have {game.coins(0)} coin" in text
        await pilot.press("enter")
        await pilot.pause()
        assert type(app.screen).__name__ == "HandoffScreen"  # then the keyboard goes to Bob
        await pilot.press("enter", "L")
        await pilot.pause()
        assert "Ann scores" not in flat(app) and "Ann collects coins." in flat(app)  # Bob never sees it
        await pilot.press("escape", "1", "e", "y", "enter", "enter", "L")
        await pilot.pause()
        assert f"Ann scores {scored.coins} coin" in flat(app)  # Ann's own log keeps the breakdown
        assert f"{scored.parts[0].why} ({scored.parts[0].label})" in flat(app)
