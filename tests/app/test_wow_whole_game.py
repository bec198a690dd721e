"""Issue 11 "done when": a whole 3-player Small World of Warcraft game played in the app by keys with one bot,
from the new-game form (the game, the player count and the greedy seat chosen by keys) to the game-over card,
whose coin totals are the engine's. It replaces a two-round version: the whole game is 111 key presses, ~14 s of
CPU (most of it Textual restyling and redrawing the screen; widgets/footer.py took a fifth off)."""

from __future__ import annotations

import re

from conftest import app_for, next_key, screen_text

from smallworld_tui.rules.wow import WOW


async def test_W_END_a_whole_warcraft_game_by_keys_with_a_greedy_bot(data_dir):
    app = app_for(None, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("n")
        await pilot.press("enter", "down", "enter")  # Game: Small World of Warcraft
        await pilot.press("tab", "enter", "down", "enter")  # Players: 3
        await pilot.press("tab", "tab", "tab", "tab", "tab", "tab")  # past the names and kinds of seats 1 and 2
        await pilot.press("enter", "down", "down", "enter")  # seat 3: Bot: greedy
        await pilot.press("tab", "1", "ctrl+n")  # seed 1, start
        game = app.session.game
        assert game.ruleset is WOW and game.players == ["Ann", "Bob", "Cy"] and game.seed == 1
        assert app.session.seats == ["human", "human", "greedy"]
        presses = 0
        while (key := next_key(app)) is not None:
            await pilot.press(key)
            presses += 1
            assert presses < 1000
        assert game.is_over and type(app.screen).__name__ == "GameOverScreen"
        assert game.turn == 10 and {e.seat for e in game.log if e.kind == "conquer"} == {0, 1, 2}  # W-COMP-5
        text = screen_text(app)
        shown = {m[1]: int(m[2]) for m in re.finditer(r"\d\. .*?(\w+)\s+(\d+) coins?", text)}
        assert shown == {name: game.coins(seat) for seat, name in enumerate(game.players)}
