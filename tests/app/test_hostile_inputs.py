"""Hostile input in the app (issue 31 part 6): refused on screen, in the prompt's or the form's line, never a crash."""

from __future__ import annotations

from conftest import app_for, screen_text

from smallworld_tui.rules import Game
from smallworld_tui.rules.wow import WOW, island_board
from smallworld_tui.rules.wow.islands import bundled_face

S1A_HILL, S1A_MOUNTAIN, S1A_FIELDS = 1, 2, 3  # face S1a's regions (RULES-WOW.md Appendix B)


def forsaken_may_buy() -> Game:
    """W-RACE-FORSAKEN's Appendix A scenario 7: after two conquests Ann's Forsaken may buy up to 3 tokens."""
    board = island_board([bundled_face("S1a"), bundled_face("L1a")])
    game = Game.from_position(board, {
        "players": ["Ann", "Bob"], "tribes": {str(S1A_HILL): 1},
        "races": [{"seat": 0, "race": "Forsaken", "power": "Farmer", "regions": {str(S1A_MOUNTAIN): 8}},
                  {"seat": 1, "race": "Tauren", "power": "Farmer", "active": False,
                   "regions": {str(S1A_FIELDS): 2}}]}, ruleset=WOW)
    game.play(f"conquer {S1A_HILL}")
    game.play(f"conquer {S1A_FIELDS}")
    assert "buy 3" in [str(a) for a in game.legal_actions()]
    return game


async def test_W_RACE_FORSAKEN_buy_superscript_two_at_the_prompt_is_refused_on_screen(data_dir):
    """'buy ²' raised a bare ValueError (int('²')) that crashed the app at the ':' prompt."""
    game = forsaken_may_buy()
    app = app_for(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # Ann's hand-off
        await pilot.pause()
        assert type(app.screen).__name__ == "GameScreen"
        moves = list(game.moves)
        await pilot.press("colon")
        app.screen.query_one("#prompt").value = "buy ²"
        await pilot.press("enter")
        await pilot.pause()
        assert app.is_running and app.return_code in (None, 0)
        assert app.session.game.moves == moves and app.session.game.hand(0) == 0
        assert "digits 0-9" in screen_text(app)  # the engine's reason, in the message line


async def test_the_new_game_form_refuses_a_5000_digit_seed_in_its_error_line(data_dir):
    """int() of a 5,000-digit seed raised ValueError (over 4,300 digits) and crashed the app."""
    app = app_for(None, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        app.screen.query_one("#seed").value = "9" * 5000
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert app.is_running and app.session is None and type(app.screen).__name__ == "NewGameScreen"
        assert "A seed is a whole number" in str(app.screen.query_one("#error").render())
        app.screen.query_one("#seed").value = str(2**128 + 1)  # beyond the bound every save checks
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert app.session is None
        app.screen.query_one("#seed").value = " 12 "
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert app.session is not None and app.session.game.seed == 12


async def test_X_RACE_IGORS_igors_superscript_two_at_the_prompt_is_refused_on_screen(data_dir):
    """'igors ²' raised a bare ValueError (int('²')) from the Igors' check, which crashed the app at the ':' prompt as
    'buy ²' did (issue 31's rule over the expansions)."""
    from powkit import entry

    from smallworld_tui.rules import bundled_board
    from smallworld_tui.rules.packs import expanded
    from smallworld_tui.rules.ruleset import BASE

    game = Game.from_position(bundled_board(2), {"players": ["Ann", "Bob"], "seat": 0, "races": [
        entry(0, "Igors", "Spirit", regions={1: 2}, flags={"igors": 5})]}, ruleset=expanded(BASE, "royal"))
    app = app_for(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # Ann's hand-off
        await pilot.pause()
        assert type(app.screen).__name__ == "GameScreen"
        await pilot.press("colon")
        app.screen.query_one("#prompt").value = "igors ²"
        await pilot.press("enter")
        await pilot.pause()
        assert app.is_running and app.return_code in (None, 0)
        assert app.session.game.moves == [] and app.session.game.step.name == "igors"
        assert "digits 0-9" in screen_text(app)  # the engine's reason, in the message line
