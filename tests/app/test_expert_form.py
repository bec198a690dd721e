"""Issue 30: the new-game form asks how long the expert bots think (only while a seat is expert), keeps it in the
seat kind (and so in the save), and refuses a bad time with the reason."""

from __future__ import annotations

from conftest import app_for, new_game, screen_text


async def test_new_game_form_gives_expert_seats_their_thinking_time(data_dir):
    app = app_for(None, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        screen = app.screen
        assert not screen.query_one("#think-row").display  # no expert seat: nothing to ask
        screen.query_one("#kind1").value = "expert"
        await pilot.pause()
        assert screen.query_one("#think-row").display
        screen.query_one("#seed").value = "5"
        screen.query_one("#think").value = "nan"
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert app.session is None and "Expert thinks" in screen_text(app)
        screen.query_one("#think").value = "2.5"
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert app.session is not None and app.session.seats == ["human", "expert:2.5s"]


async def test_an_expert_seat_with_its_budget_comes_to_the_app_as_given(data_dir):
    app = app_for(new_game(2, seed=3), data_dir, bots=["human", "expert:0.5s"])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.session.seats == ["human", "expert:0.5s"]
        assert app.session.bot(1).think == 0.5


async def test_the_form_says_how_each_level_plays_and_how_long_it_thinks(data_dir):
    """Issue 29 part 4: every level explained where the seats are chosen."""
    from smallworld_tui.bots import LEVEL_WORDS

    app = app_for(None, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        shown = " ".join(screen_text(app).split())
        assert all(f"{level}: {' '.join(words.split()[:2])}" in shown for level, words in LEVEL_WORDS.items())
