"""``smallworld serve``: the app in a browser, one app process per tab, safe by default.

Built on textual-serve (the optional ``serve`` extra): its ``AppService`` runs one app process per websocket and
relays the terminal to the page's xterm.js; the page, its script, styles and font all come from this server (no
internet needed). Around it, the rules of the house:

- **A token.** A random token, made at start and printed in the URL, is required for the page (``?token=``), its
  assets (a cookie the page sets carries it) and the websocket (``/ws/<token>``). Without it: 403, and no app
  process is started. Bound to 127.0.0.1 unless ``--host`` says otherwise.
- **A cap.** At most ``max_games`` app processes at once (a tab on the title screen counts); beyond it the page
  says the table is full and the websocket is refused (503). A process ends when its tab closes (asked to quit,
  killed if it does not), and all of them when the server stops.
- **Its own data.** Every app process runs served (``smallworld_tui.served``) in the server's data folder.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import html
import json
import os
import secrets
import signal
import sys
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import textual_serve
from aiohttp import WSMsgType, web
from aiohttp.typedefs import Handler
from textual_serve.app_service import AppService
from textual_serve.download_manager import DownloadManager

from .safetext import printable

STATIC = Path(textual_serve.__file__).parent / "static"  # xterm.js, its css, the Roboto Mono font: all local
QUIT_WAIT = 3.0  # seconds an app process has to quit when its tab closes, before it is killed
SIZE = {"width": (20, 400), "height": (8, 200)}  # the terminal sizes a page may ask for (more would only cost memory)

PAGE = """<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<title>Small World</title>
<link rel="stylesheet" href="/static/css/xterm.css">
<script src="/static/js/textual.js"></script>
<style>
@font-face { font-family: "Roboto Mono"; src: url("/static/fonts/RobotoMono-VariableFont_wght.ttf"); }
body { background: #0c181f; margin: 0; }
.dialog { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; z-index: 10;
  font: 16px "Roboto Mono", monospace; color: #eee; background: #0c181f; text-align: center; }
.dialog div { max-width: 40em; padding: 2em; background: #12232d; }
body.-first-byte .starting, .ended { display: none; }
body.-closed .ended { display: flex; }
.textual-terminal { opacity: 0; }
body.-first-byte .textual-terminal { opacity: 1; }
button { margin-top: 1em; padding: 0.6em 2em; background: #5e0ba7; color: #fff; border: none; cursor: pointer;
  font: inherit; }
</style>
</head>
<body>
<div class="dialog starting"><div>Small World: starting a game process…</div></div>
<div class="dialog ended"><div>This game's process has ended: it was quit, or the table was full (this server
plays a limited number of games at once).<br><button type="button" onclick="location.reload()">Start again</button>
</div></div>
<div id="terminal" class="textual-terminal" data-session-websocket-url="{ws}" data-font-size="{font}"></div>
</body>
</html>
"""

FULL = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Small World: the table is full</title></head>
<body style="background:#0c181f;color:#eee;font:16px monospace;padding:3em">
<p>The table is full: {games} games are being played on this server, its limit.</p>
<p>Close a game's tab, or <a style="color:#ac5af4" href="">try again</a> in a moment.</p>
</body></html>
"""


class BadServeArgument(ValueError):
    """A ``smallworld serve`` option the command refuses (one line, exit status 2)."""


def check_options(host: str, port: int, max_games: int, public_url: str | None) -> str | None:
    """Refuse what cannot be served, in one line; returns ``public_url`` without a trailing '/'."""
    if not host.strip():
        raise BadServeArgument("--host: give an address to listen on, e.g. 127.0.0.1 (this machine only) or 0.0.0.0.")
    if not 0 <= port <= 65535:
        raise BadServeArgument(f"--port: {port} is not a port; use 1-65535 (or 0: any free port).")
    if not 1 <= max_games <= 64:
        raise BadServeArgument(f"--max-games: {max_games} games at once; use 1-64.")
    if public_url is None:
        return None
    parts = urlsplit(public_url.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname or parts.query or parts.fragment:
        raise BadServeArgument(f"--public-url: '{printable(public_url)[:80]}' is not an http:// or https:// "
                               "address (e.g. http://192.168.1.20:8000).")
    if parts.path.strip("/"):
        raise BadServeArgument("--public-url: the game is served at the root of its address; give no path "
                               f"('{printable(parts.path)[:40]}').")
    return public_url.strip().rstrip("/")


class Game(AppService):
    """One app process: ``smallworld_tui.served`` in the server's data folder, started without a shell."""

    def __init__(self, folder: Path, **kwargs: Any) -> None:
        super().__init__("smallworld_tui.served", **kwargs)
        self.folder = folder

    async def _open_app_process(self, width: int = 80, height: int = 24) -> asyncio.subprocess.Process:
        env = self._build_environment(width=width, height=height)
        self._process = process = await asyncio.create_subprocess_exec(
            sys.executable, "-P", "-m", "smallworld_tui.served", str(self.folder), cwd=self.folder, env=env,
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        self._stdin = process.stdin
        return process

    async def on_meta(self, data: bytes) -> None:
        """Only the end of the app is relayed: the app opens no URL and delivers no file (no download route)."""
        if json.loads(data).get("type") == "exit":
            await self.remote_close()

    async def stop(self) -> None:
        """Ask the app to quit (textual-serve's way), then kill it if it has not ended in QUIT_WAIT seconds.

        The process is awaited before any kill: killing one that just ended would reap it behind asyncio's back."""
        task, process = self._task, self._process
        deadline = asyncio.get_running_loop().time() + QUIT_WAIT
        if task is not None:
            self._task = None
            await self.send_meta({"type": "quit"})
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(asyncio.shield(task), QUIT_WAIT)
        if process is not None:
            try:
                await asyncio.wait_for(process.wait(), max(deadline - asyncio.get_running_loop().time(), 0.1))
            except TimeoutError:
                process.kill()
                await process.wait()
        if task is not None and not task.done():
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.returncode is None


class GameServer:
    """The web server: token, cap, the page, its assets and one ``Game`` per websocket."""

    def __init__(self, folder: Path, host: str = "127.0.0.1", port: int = 8000, max_games: int = 4,
                 public_url: str | None = None, token: str | None = None) -> None:
        self.folder = folder
        self.host = host
        self.port = port
        self.max_games = max_games
        self.public_url = public_url
        self.token = token or secrets.token_urlsafe(18)
        self.games: set[Game] = set()  # every app process started and not yet ended (its slot held)
        self.downloads = DownloadManager()  # AppService wants one; nothing is ever offered for download
        self._runner: web.AppRunner | None = None

    # ------------------------------------------------------------------ the web app
    def web_app(self) -> web.Application:
        app = web.Application(middlewares=[self._guard])
        app.add_routes([web.get("/", self._page), web.get("/ws/{token}", self._websocket),
                        web.static("/static", STATIC)])
        return app

    @property
    def cookie(self) -> str:
        return f"smallworld-{self.port}"  # cookies ignore ports: one per server on the same host

    def _allowed(self, request: web.Request) -> bool:
        given = (request.match_info.get("token") or request.query.get("token")
                 or request.cookies.get(self.cookie) or "")
        return hmac.compare_digest(given.encode(), self.token.encode())

    @web.middleware
    async def _guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """No token, no entry: 403 before any handler runs (so before any app process starts)."""
        if not self._allowed(request):
            return web.Response(status=403, text="403: this game needs the address with its token, as printed "
                                                 "by 'smallworld serve'.\n")
        response = await handler(request)
        response.headers.setdefault("Cache-Control", "no-store")
        response.headers.setdefault("Referrer-Policy", "no-referrer")  # the token never leaks in a Referer
        return response

    def _ws_url(self, request: web.Request) -> str:
        """Where the page's websocket goes: the public URL if one is given, else the address the browser used
        (so a server on 0.0.0.0 is reached by whatever name or address the other machine typed)."""
        base = self.public_url or f"{'https' if request.secure else 'http'}://{request.host}"
        return "ws" + base[4:] + f"/ws/{self.token}"

    async def _page(self, request: web.Request) -> web.Response:
        if len(self.games) >= self.max_games:
            return web.Response(status=503, content_type="text/html", text=FULL.format(games=len(self.games)))
        font = min(max(_int(request.query.get("fontsize"), 16), 8), 48)
        page = PAGE.replace("{ws}", html.escape(self._ws_url(request))).replace("{font}", str(font))
        response = web.Response(content_type="text/html", text=page)
        response.set_cookie(self.cookie, self.token, httponly=True, samesite="Strict", path="/")
        return response

    def _same_origin(self, request: web.Request) -> bool:
        """A websocket from another site's page is refused (a browser sends its Origin; other clients may not)."""
        origin = request.headers.get("Origin")
        if origin is None:
            return True
        allowed = {request.host}
        if self.public_url:
            allowed.add(urlsplit(self.public_url).netloc)
        return urlsplit(origin).netloc in allowed

    async def _websocket(self, request: web.Request) -> web.StreamResponse:
        if not self._same_origin(request):
            return web.Response(status=403, text="403: not from this game's page.\n")
        if len(self.games) >= self.max_games:  # checked and taken with no await between: never over the cap
            return web.Response(status=503, text="503: the table is full; try again when a game ends.\n")
        socket = web.WebSocketResponse(heartbeat=15)
        game = Game(self.folder, write_bytes=socket.send_bytes, write_str=socket.send_str, close=socket.close,
                    download_manager=self.downloads)
        self.games.add(game)
        try:
            await socket.prepare(request)
            width = _size("width", request.query.get("width"), 80)
            height = _size("height", request.query.get("height"), 24)
            await game.start(width, height)
            await self._relay(socket, game)
        except (asyncio.CancelledError, ConnectionError):
            pass
        finally:
            await game.stop()
            self.games.discard(game)
            if not socket.closed:
                await socket.close()
        return socket

    @staticmethod
    async def _relay(socket: web.WebSocketResponse, game: Game) -> None:
        """The page's keys, size and focus to the app; anything malformed is ignored."""
        async for message in socket:
            if message.type != WSMsgType.TEXT:
                continue
            try:
                envelope = json.loads(message.data)
            except ValueError:
                continue
            if not isinstance(envelope, list) or not envelope:
                continue
            kind, data = envelope[0], envelope[1] if len(envelope) > 1 else None  # ["blur"] has no data
            if kind == "stdin" and isinstance(data, str):
                await game.send_bytes(data.encode("utf-8"))
            elif kind == "resize" and isinstance(data, dict):
                await game.set_terminal_size(_size("width", data.get("width"), 80),
                                             _size("height", data.get("height"), 24))
            elif kind == "ping":
                await socket.send_json(["pong", data])
            elif kind == "blur":
                await game.blur()
            elif kind == "focus":
                await game.focus()

    # ------------------------------------------------------------------ running
    async def start(self) -> None:
        """Listen (OSError if the address cannot be used); ``port`` 0 becomes the port the system chose."""
        self.folder.mkdir(parents=True, exist_ok=True)
        self._runner = web.AppRunner(self.web_app(), handle_signals=False, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        try:
            await site.start()
        except BaseException:
            await self._runner.cleanup()
            raise
        addresses = self._runner.addresses
        if addresses:
            self.port = addresses[0][1]

    async def stop(self) -> None:
        """End every app process, then the server."""
        await asyncio.gather(*(game.stop() for game in list(self.games)), return_exceptions=True)
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    def urls(self) -> list[str]:
        """The addresses to open, token included: the public URL, or this machine's."""
        if self.public_url:
            return [f"{self.public_url}/?token={self.token}"]
        if self.host in ("0.0.0.0", "::"):
            hosts = dict.fromkeys(["127.0.0.1", *_lan_names()])
            return [f"http://{host}:{self.port}/?token={self.token}" for host in hosts]
        host = f"[{self.host}]" if ":" in self.host else self.host
        return [f"http://{host}:{self.port}/?token={self.token}"]


def _lan_names() -> list[str]:
    """This machine's name and its address on the LAN (the route a UDP socket would take: nothing is sent)."""
    import socket

    names = [socket.gethostname()]
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("10.255.255.255", 1))
        names.append(probe.getsockname()[0])
    return names


def _int(text: object, default: int) -> int:
    try:
        return int(str(text))
    except ValueError:
        return default


def _size(kind: str, value: object, default: int) -> int:
    low, high = SIZE[kind]
    return min(max(_int(value, default), low), high)


def served_folder() -> Path:
    """The served games' own data folder: ``served/`` in the data folder (never the terminal's saves)."""
    from .app.store import data_dir

    return data_dir() / "served"


async def _run(server: GameServer, open_browser: bool) -> None:
    await server.start()
    urls = server.urls()
    print("Small World is served; open this address in a browser (the token in it is the key):", flush=True)
    for url in urls:
        print(f"  {url}", flush=True)
    print(f"Up to {server.max_games} games at once; their saves are in {server.folder}. ctrl+c stops the server.",
          flush=True)
    if open_browser:
        import webbrowser

        webbrowser.open(urls[0])
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    try:
        await stop.wait()
    finally:
        await server.stop()


def serve(host: str, port: int, max_games: int, public_url: str | None, open_browser: bool) -> int:
    """The ``serve`` command: check the options (BadServeArgument), listen (OSError), serve until ctrl+c."""
    public = check_options(host, port, max_games, public_url)
    folder = served_folder()
    folder.mkdir(parents=True, exist_ok=True)
    server = GameServer(folder, host.strip(), port, max_games, public)
    asyncio.run(_run(server, open_browser))
    return 0


__all__ = ["GameServer", "BadServeArgument", "check_options", "serve", "served_folder"]

if os.name != "posix":  # pragma: no cover - the served app's lock on an autosave is a POSIX flock
    raise ImportError("serving needs a POSIX system (Linux, macOS)")
