"""The app keeps no removed widget: toggling the view (i) rebuilds the footer, opening and closing the replay's
``g`` prompt too, and neither may leave objects behind for the garbage collector to walk mid-frame (issue 28 part
2: the replay viewer's tail latency was full collections over a heap that grew with every rebuild)."""

from __future__ import annotations

import gc
from collections import Counter

from conftest import app_for, new_game
from textual.widget import Widget

from smallworld_tui.app import make_app
from smallworld_tui.app.replay import Replay
from smallworld_tui.bots import make_bot

TOGGLES = 24


def live() -> Counter[str]:
    """The live objects by type, after a full collection."""
    gc.collect()
    return Counter(type(o).__qualname__ for o in gc.get_objects())


def assert_no_growth(before: Counter[str], after: Counter[str]) -> None:
    """Nothing removed survives (no widget, style cache or drawn strip more than before), and what does grow is
    a handful of objects a toggle: Textual's bounded caches filling (its query_one cache keys on a DOM version
    that every rebuild moves on). Before the fix each toggle left some 850 objects, 90 of them FIFOCaches."""
    grown = after - before
    for kept in ("FooterKey", "StylesCache", "Strip", "FIFOCache", "Styles", "BindingsMap"):
        assert grown[kept] == 0, (kept, grown.most_common(8))
    assert all(n <= 16 * TOGGLES for n in grown.values()), grown.most_common(8)
    assert sum(grown.values()) <= 40 * TOGGLES, grown.most_common(8)
    widgets = [o for o in gc.get_objects() if isinstance(o, Widget)]
    assert all(w.is_attached for w in widgets), [w for w in widgets if not w.is_attached][:5]


async def test_toggling_the_view_leaves_no_objects_behind(data_dir):
    app = app_for(new_game(2), data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        while type(app.screen).__name__ != "GameScreen":
            await pilot.press("enter")
        for _ in range(8):  # Textual's first layouts fill caches of their own
            await pilot.press("i")
        before = live()
        for _ in range(TOGGLES):
            await pilot.press("i")
        await pilot.pause()
        assert app.screen.map_view  # an even number of toggles: back on the map
        assert_no_growth(before, live())


async def test_the_replay_go_to_prompt_leaves_no_objects_behind(data_dir):
    game = new_game(3)
    bots = [make_bot("greedy", seed=s) for s in range(3)]
    while not game.is_over:
        game.apply(bots[game.current_player].choose(game))
    app = make_app(replay=Replay(game.to_json()), replay_name="t", data_dir=data_dir, autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(8):
            await pilot.press("g", "escape")
        before = live()
        for _ in range(TOGGLES):
            await pilot.press("g", "escape")
        await pilot.pause()
        assert_no_growth(before, live())
