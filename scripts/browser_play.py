"""Play ``smallworld serve`` in headless Chromium, by keys, and take a screenshot: the browser check of issue 33.

    python scripts/browser_play.py [OUT.png]      # default: screenshots/browser.png

Starts a server on a free loopback port (saves in a temporary folder), opens its page in Debian's ``chromium``
(driven over the DevTools protocol with aiohttp: no Playwright, nothing downloaded), starts a 2-player game from
the title screen and plays a few moves by keys. The terminal is a canvas, so progress is judged on the app's side
(its autosave's moves) and by the picture. ``tests/test_serve_browser.py`` runs the same play (skipped when no
Chromium is installed).
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import aiohttp

ROOT = Path(__file__).resolve().parent.parent
BROWSERS = ("chromium", "chromium-browser", "google-chrome")
SPECIAL = {  # key name -> (DOM key, DOM code, Windows virtual key code, text typed)
    "enter": ("Enter", "Enter", 13, "\r"),
    "escape": ("Escape", "Escape", 27, ""),
    "f2": ("F2", "F2", 113, ""),
    "]": ("]", "BracketRight", 221, "]"),
}


def find_chromium() -> str | None:
    """$SMALLWORLD_CHROMIUM, else the first Chromium on the PATH (None: none installed)."""
    given = os.environ.get("SMALLWORLD_CHROMIUM")
    if given:
        return given if shutil.which(given) else None
    return next((found for name in BROWSERS if (found := shutil.which(name))), None)


async def until(check, seconds: float, what: str):
    """Poll ``check`` (sync or async) until it returns something true; TimeoutError naming ``what``."""
    deadline = time.monotonic() + seconds
    while True:
        value = check()
        if asyncio.iscoroutine(value):
            value = await value
        if value:
            return value
        if time.monotonic() > deadline:
            raise TimeoutError(f"waited {seconds:g} s for {what}")
        await asyncio.sleep(0.1)


class Chromium:
    """A headless Chromium with one page, driven over the DevTools protocol (``async with``)."""

    def __init__(self, executable: str, profile: Path, size: tuple[int, int] = (1200, 800)) -> None:
        self.executable = executable
        self.profile = profile
        self.size = size
        self.process: subprocess.Popen | None = None
        self.http: aiohttp.ClientSession | None = None
        self.socket: aiohttp.ClientWebSocketResponse | None = None
        self.serial = 0
        self.waiting: dict[int, asyncio.Future] = {}
        self.reader: asyncio.Task | None = None

    async def __aenter__(self) -> Chromium:
        width, height = self.size
        self.process = subprocess.Popen(
            [self.executable, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
             f"--user-data-dir={self.profile}", "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0",
             f"--window-size={width},{height}", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            active = self.profile / "DevToolsActivePort"
            await until(lambda: active.exists() and active.read_text().strip(), 30, "Chromium to start")
            port = int(active.read_text().split()[0])
            self.http = aiohttp.ClientSession()
            targets = await until(lambda: self._pages(port), 10, "Chromium's page")
            self.socket = await self.http.ws_connect(targets[0]["webSocketDebuggerUrl"], max_msg_size=0)
            self.reader = asyncio.create_task(self._read())
            await self.send("Page.enable")
        except BaseException:
            await self.__aexit__()
            raise
        return self

    async def _pages(self, port: int) -> list[dict]:
        assert self.http is not None
        with contextlib.suppress(aiohttp.ClientError):
            async with self.http.get(f"http://127.0.0.1:{port}/json/list") as answer:
                return [t for t in await answer.json() if t.get("type") == "page"]
        return []

    async def _read(self) -> None:
        assert self.socket is not None
        async for message in self.socket:
            if message.type != aiohttp.WSMsgType.TEXT:
                continue
            data = json.loads(message.data)
            future = self.waiting.pop(data.get("id", -1), None)
            if future is not None and not future.done():
                future.set_result(data)

    async def send(self, method: str, **params) -> dict:
        assert self.socket is not None
        self.serial += 1
        future = asyncio.get_running_loop().create_future()
        self.waiting[self.serial] = future
        await self.socket.send_json({"id": self.serial, "method": method, "params": params})
        answer = await asyncio.wait_for(future, 30)
        if "error" in answer:
            raise RuntimeError(f"{method}: {answer['error']}")
        return answer.get("result", {})

    async def __aexit__(self, *exc) -> None:
        if self.reader is not None:
            self.reader.cancel()
            await asyncio.gather(self.reader, return_exceptions=True)
        if self.socket is not None:
            await self.socket.close()
        if self.http is not None:
            await self.http.close()
        if self.process is not None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    async def evaluate(self, expression: str):
        return (await self.send("Runtime.evaluate", expression=expression, returnByValue=True))["result"].get("value")

    async def press(self, *keys: str, pause: float = 0.3) -> None:
        """Each key as a browser sends it (keyDown, keyUp) to the focused terminal, ``pause`` seconds apart."""
        for name in keys:
            if name in SPECIAL:
                key, code, vk, text = SPECIAL[name]
            else:
                key, text, vk = name, name, ord(name.upper())
                code = f"Digit{name}" if name.isdigit() else f"Key{name.upper()}"
            down = {"type": "keyDown", "key": key, "code": code, "windowsVirtualKeyCode": vk}
            if text:
                down["text"] = text
            await self.send("Input.dispatchKeyEvent", **down)
            await self.send("Input.dispatchKeyEvent", type="keyUp", key=key, code=code, windowsVirtualKeyCode=vk)
            await asyncio.sleep(pause)

    async def screenshot(self, path: Path) -> None:
        data = (await self.send("Page.captureScreenshot", format="png"))["data"]
        path.write_bytes(base64.b64decode(data))


def moves_played(folder: Path) -> int:
    """How many moves the served game's autosave holds (0 before a game starts)."""
    best = 0
    for save in (folder / "autosaves").glob("*.json"):
        with contextlib.suppress(OSError, ValueError):
            best = max(best, len(json.loads(save.read_text())["moves"]))
    return best


def game_started(folder: Path) -> bool:
    return any((folder / "autosaves").glob("*.json"))


async def play(chromium: str, folder: Path, shot: Path, profile: Path) -> dict:
    """Serve, open the page, start a 2-player game from the title screen by keys and play a few moves; returns
    what was seen (``first_frame``, ``moves``, ``games``) after saving the screenshot ``shot``."""
    from smallworld_tui.serve import GameServer

    server = GameServer(folder, port=0, max_games=2)
    await server.start()
    seen: dict = {}
    try:
        async with Chromium(chromium, profile) as browser:
            try:
                await _play(browser, server, folder, shot, seen)
            except TimeoutError:  # the picture says where it stopped
                await browser.screenshot(shot.with_suffix(".failed.png"))
                raise
    finally:
        await server.stop()
    seen["games_after"] = len(server.games)
    return seen


async def _play(browser: Chromium, server, folder: Path, shot: Path, seen: dict) -> None:
    await browser.send("Page.navigate", url=f"http://127.0.0.1:{server.port}/?token={server.token}")
    await until(lambda: browser.evaluate("document.body.classList.contains('-first-byte')"), 60,
                "the app's first frame in the page")
    seen["first_frame"] = True
    seen["games"] = len(server.games)
    await browser.evaluate("document.querySelector('.xterm-helper-textarea').focus()")
    await asyncio.sleep(1.0)  # the title screen's own start-up (its Resume line) after the first frame
    await browser.press("n", pause=1.0)  # the new-game form
    await browser.press("f2")  # start: 2 players, Ann and Bob, both human (ctrl+n is the browser's)
    await until(lambda: game_started(folder), 30, "the game to start (its autosave)")
    await browser.press("enter", "1")  # Ann is at the screen; she takes the top combo
    await until(lambda: moves_played(folder) >= 1, 20, "Ann's pick")
    await browser.press("]", "c")  # the first region she can conquer; conquer it
    await until(lambda: moves_played(folder) >= 2, 20, "Ann's conquest")
    await browser.press("e", "y")  # end the turn (tokens in hand: asked first)
    await until(lambda: moves_played(folder) >= 3, 20, "the end of Ann's turn")
    await browser.press("enter", "enter", "1")  # Ann's score card; Bob is at the screen; the top combo
    await until(lambda: moves_played(folder) >= 4, 20, "Bob's pick")
    await asyncio.sleep(1.0)  # the frame after the move reaches the page
    await browser.screenshot(shot)
    seen["moves"] = moves_played(folder)


def main(argv: list[str]) -> int:
    shot = Path(argv[0]) if argv else ROOT / "screenshots" / "browser.png"
    chromium = find_chromium()
    if chromium is None:
        print("no Chromium found: apt-get install chromium (or set SMALLWORLD_CHROMIUM)", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as tmp:
        seen = asyncio.run(play(chromium, Path(tmp) / "served", shot, Path(tmp) / "profile"))
    print(f"{shot}: {seen}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
