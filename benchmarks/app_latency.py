"""App responsiveness: start to first frame, key press to updated screen, and the map's redraw, on the
5-player map mid-game.

    python benchmarks/app_latency.py [--presses 200] [--starts 5] [--bytecode cache|as-is] [--replay-only]

"First frame" is measured in fresh interpreters, two ways: the real command (``smallworld`` with no argument) in
a pseudo-terminal, from spawning it to the title screen's first frame on the terminal (interpreter start-up
included); and a mid-game 5-player game screen run headless (textual's test driver), from the start of the
process (before textual is imported) to the first frame the app writes, also in process CPU time (less moved by
other processes on a shared machine). ``--bytecode cache`` (the default) runs from compiled bytecode kept in a
private temporary cache filled by one uncounted start, as an installed app does (pip compiles the package on
install); ``as-is`` runs with the environment unchanged (with PYTHONDONTWRITEBYTECODE=1 and no __pycache__ in the
checkout, every start compiles the package from source, about 85 ms more here).

"Key to screen" is the time from a key event entering the app to the next frame written, for navigation (on the
map: arrows step to the region that way) and move keys. "Map redraw" is the time to repaint every row of the
5-player map after a move (labels, holders and the engine's costs over the cached wall geometry). Targets: first
frame 0.35 s, 50 ms and 16 ms.

"Replay viewer" is the time from a key to the next frame in ``smallworld replay`` of a finished 5-player game
(greedy bots, 184 moves): → ← PgDn PgUp Home End, and ``g N`` to every move in a shuffled order (``--presses 400``
goes to each once; from the Enter that goes there: the
position rebuilt from the nearest kept copy, then drawn), in wall time and in process CPU time (less moved by other
processes on a shared machine). Target: 50 ms for any move.
"""

from __future__ import annotations

import time

T0 = time.perf_counter()

import argparse  # noqa: E402
import asyncio  # noqa: E402
import os  # noqa: E402
import re  # noqa: E402
import select  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
from pathlib import Path  # noqa: E402

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


def mid_game(players: int = 5, seed: int = 3):
    """A 5-player game played into turn 4 by a fixed simple rule (pick the top combo, take targets, end),
    stopped where the player to move can conquer."""
    from smallworld_tui.rules import Game, bundled_board

    game = Game.new(bundled_board(players), NAMES[:players], seed=seed)
    while not (game.turn >= 4 and any(a.kind == "conquer" for a in game.legal_actions())):
        if game.phase == "pick":
            game.play("pick 1")
            continue
        conquer = [a for a in game.legal_actions() if a.kind == "conquer" and not a.ghouls]
        game.apply(conquer[0] if conquer else next(a for a in game.legal_actions() if a.kind == "end"))
    return game


class FrameClock:
    """Wraps the app's display step (called with each composed screen update): remembers the last frame."""

    def __init__(self, app) -> None:
        self.app = app
        self.count = 0
        self.last = 0.0
        original = app._display

        def display(screen, renderable) -> None:
            original(screen, renderable)
            if renderable is not None:
                self.count += 1
                self.last = time.perf_counter()

        app._display = display

    async def next_frame(self, since: int, timeout: float = 2.0) -> float:
        end = time.perf_counter() + timeout
        while self.count == since and time.perf_counter() < end:
            await asyncio.sleep(0)
        return self.last


async def first_frame() -> tuple[float, float]:
    """(wall, CPU) seconds from the start of this process to the game screen's first frame."""
    from smallworld_tui.app import make_app

    with tempfile.TemporaryDirectory() as tmp:
        app = make_app(game=mid_game(), data_dir=Path(tmp), bot_delay=0)
        clock = FrameClock(app)
        async with app.run_test(size=(120, 40)) as pilot:
            await clock.next_frame(0)
            first = clock.last if clock.count else time.perf_counter()
            cpu = time.process_time()
            await pilot.pause()
    return first - T0, cpu


ANSI = re.compile(rb"\x1b(\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[@-Z\\-_])")
COMMAND = [sys.executable, "-c", "import sys; from smallworld_tui.cli import main; sys.exit(main())"]


def title_start(env: dict[str, str], cwd: str, marker: bytes = b"New game", timeout: float = 30.0) -> float:
    """Seconds from spawning ``smallworld`` in a 120x40 pseudo-terminal to a frame showing ``marker``. ``cwd``:
    a folder without a checkout in it (``python -c`` imports from its working directory first)."""
    import fcntl
    import struct
    import termios

    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    start = time.perf_counter()
    proc = subprocess.Popen(COMMAND, stdin=slave, stdout=slave, stderr=slave, env=env, cwd=cwd,
                            start_new_session=True)
    os.close(slave)
    seen, found = b"", None
    try:
        while found is None and time.perf_counter() - start < timeout:
            if not select.select([master], [], [], 0.5)[0]:
                continue
            chunk = os.read(master, 65536)
            if not chunk:
                break
            seen += chunk
            if marker in ANSI.sub(b"", seen):
                found = time.perf_counter() - start
    except OSError:  # the terminal closed: the app stopped
        pass
    finally:
        proc.terminate()
        try:
            while select.select([master], [], [], 0.2)[0] and os.read(master, 65536):
                pass  # drain, so the app can write its goodbye and exit
        except OSError:
            pass
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        os.close(master)
    if found is None:
        raise RuntimeError(f"no frame showing {marker!r} within {timeout} s")
    return found


def start_env(bytecode: str, cache: str) -> dict[str, str]:
    env = dict(os.environ, TERM="xterm-256color")
    if bytecode == "cache":
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = cache
    return env


def first_frames(starts: int, bytecode: str) -> None:
    """Both first-frame figures, the two kinds of start alternated, each in a fresh process."""
    game_wall, game_cpu, title = [], [], []
    with tempfile.TemporaryDirectory() as cache, tempfile.TemporaryDirectory() as data:
        env = start_env(bytecode, cache)
        env["SMALLWORLD_DATA_DIR"] = data  # no saves: the title as a new player sees it
        game = [sys.executable, __file__, "--first-frame-only"]
        for counted in [False] + [True] * starts:  # the first start of each kind fills the bytecode cache
            wall, cpu = map(float, subprocess.run(game, capture_output=True, text=True, env=env,
                                                  check=True).stdout.split()[-2:])
            seconds = title_start(env, cwd=data)
            if counted:
                game_wall.append(wall)
                game_cpu.append(cpu)
                title.append(seconds)
    how = "bytecode cache" if bytecode == "cache" else "environment as is"
    print(f"start to first frame, `smallworld` to the title screen in a terminal ({starts} fresh processes, {how}): "
          f"median {statistics.median(title) * 1000:.0f} ms, max {max(title) * 1000:.0f} ms (target <= 350 ms)")
    print(f"start to first frame, 5-player game mid-game, headless ({starts} fresh processes, {how}): median "
          f"{statistics.median(game_wall) * 1000:.0f} ms, max {max(game_wall) * 1000:.0f} ms; CPU median "
          f"{statistics.median(game_cpu) * 1000:.0f} ms (target <= 350 ms)")


async def key_latency(presses: int) -> dict[str, list[float]]:
    from textual import events

    from smallworld_tui.app import make_app

    results: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        app = make_app(game=mid_game(), data_dir=Path(tmp), bot_delay=0, autosave=False)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("enter")  # the hand-off
            await pilot.pause()
            clock = FrameClock(app)
            keys = ["down", "right", "up", "left", "j", "k", "tab", "tab", "right_square_bracket", "pagedown"]
            for i in range(presses):
                key = keys[i % len(keys)]
                since = clock.count
                start = time.perf_counter()
                app._driver.send_message(events.Key(key, None))
                done = await clock.next_frame(since)
                results.setdefault("navigation", []).append(done - start)
                await pilot.pause()
            # a move and its undo: conquer the first target, then ctrl+z (replays the record)
            if app.session.game.phase == "pick":
                await pilot.press("1")
                await pilot.pause()
            for _ in range(max(5, presses // 20)):
                if not app.session.can("conquer"):
                    break
                targets = {a.region for a in app.session.legal() if a.kind == "conquer"}
                for _ in range(20):
                    await pilot.press("right_square_bracket")
                    if app.screen.sel_region in targets:
                        break
                await pilot.pause()
                for key, label in (("c", "move (conquer)"), ("ctrl+z", "undo")):
                    if key == "ctrl+z" and not app.session.undo_steps():
                        break
                    since = clock.count
                    start = time.perf_counter()
                    app._driver.send_message(events.Key(key, None))
                    done = await clock.next_frame(since)
                    results.setdefault(label, []).append(done - start)
                    await pilot.pause()
                    if key == "c":
                        results.setdefault("map redraw", []).extend(map_redraws(app, 5))
    return results


def finished_game(players: int = 5, seed: int = 7):
    """A whole 5-player game of greedy bots (the replay viewer's benchmark game)."""
    from smallworld_tui.bots import make_bot
    from smallworld_tui.rules import Game, bundled_board

    game = Game.new(bundled_board(players), NAMES[:players], seed=seed)
    bots = [make_bot("greedy", seed=s) for s in range(players)]
    while not game.is_over:
        game.apply(bots[game.current_player].choose(game))
    return game


async def replay_latency(presses: int) -> dict[str, list[float]]:
    """Key to frame in the replay viewer: stepping keys, then ``g N`` to random moves (timed from its Enter)."""
    import gc
    import random

    from textual import events

    from smallworld_tui.app import make_app
    from smallworld_tui.app.replay import Replay

    replay = Replay(finished_game().to_json())
    results: dict[str, list[float]] = {}
    targets = list(range(len(replay) + 1))  # every move once (in a shuffled order) before any again
    random.Random(1).shuffle(targets)
    app = make_app(replay=replay, replay_name="bench", autosave=False)
    gc.freeze()  # as `smallworld replay` does (cli._watch)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        clock = FrameClock(app)
        keys = ["right", "right", "pagedown", "left", "end", "pageup", "home", "pagedown", "right", "left"]
        for i in range(presses):
            if i % 2:
                await pilot.press("g", *str(targets[(i // 2) % len(targets)]))
                await pilot.pause()
                key, label = "enter", "replay g N"
            else:
                key, label = keys[(i // 2) % len(keys)], "replay step"
            since = clock.count
            start, cpu = time.perf_counter(), time.process_time()
            app._driver.send_message(events.Key(key, None))
            done = await clock.next_frame(since)
            results.setdefault(label, []).append(done - start)
            results.setdefault(f"{label} CPU", []).append(time.process_time() - cpu)
            await pilot.pause()
    return results


def map_redraws(app, times: int) -> list[float]:
    """Repaint the whole map ``times`` times in the position just reached, each from scratch (labels, holders
    and costs asked of the engine again; only the wall geometry stays cached, as after any move)."""
    view = app.screen.query_one("#map")
    out = []
    for _ in range(times):
        view._state_key = None  # forget the labels: a new position
        start = time.perf_counter()
        view._paint()
        out.append(time.perf_counter() - start)
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--presses", type=int, default=200)
    parser.add_argument("--starts", type=int, default=5)
    parser.add_argument("--bytecode", choices=["cache", "as-is"], default="cache",
                        help="run the starts from a private bytecode cache (as installed) or as the environment says")
    parser.add_argument("--first-frame-only", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--replay-only", action="store_true", help="only the replay viewer's key to frame")
    args = parser.parse_args()
    if args.first_frame_only:
        print(*asyncio.run(first_frame()))
        return
    if not args.replay_only:
        first_frames(args.starts, args.bytecode)
    if not args.presses:
        return
    results = {} if args.replay_only else asyncio.run(key_latency(args.presses))
    results.update(asyncio.run(replay_latency(args.presses)))
    for label, values in results.items():
        ms = sorted(v * 1000 for v in values)
        p95 = ms[int(len(ms) * 0.95) - 1] if len(ms) >= 20 else ms[-1]
        what = "map redraw after a move" if label == "map redraw" else f"key to updated screen, {label:<15}"
        target = 16 if label == "map redraw" else 50
        print(f"{what} ({len(ms):>3} {'redraws' if label == 'map redraw' else 'presses'}): median "
              f"{statistics.median(ms):5.1f} ms, p95 {p95:5.1f} ms, max {ms[-1]:5.1f} ms (target <= {target} ms)")


if __name__ == "__main__":
    main()
