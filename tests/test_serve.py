"""Issue 33: ``smallworld serve`` lets nobody else in and never runs away.

The token rule (403 without it, no app process started; 200 with it), the cap (20 websockets at once against a
cap of 4: 4 games, 16 refusals, the server answering after, every app process ended) and the hostile options.
Loopback only, on a free port; every server and app process started here is stopped by the test itself."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from smallworld_tui.cli import main

pytest.importorskip("textual_serve")
aiohttp = pytest.importorskip("aiohttp")
serve = pytest.importorskip("smallworld_tui.serve")


def children(pid: int) -> list[int]:
    """The processes ``pid`` started and that still run (Linux's /proc; empty elsewhere)."""
    try:
        text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except OSError:
        return []
    return [int(p) for p in text.split()]


def status(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


@pytest.mark.parametrize("options, said", [
    (["--port", "99999"], "--port: 99999 is not a port"),
    (["--port", "-1"], "--port: -1 is not a port"),
    (["--max-games", "0"], "--max-games: 0 games at once"),
    (["--max-games", "1000"], "--max-games: 1000 games at once"),
    (["--host", ""], "--host: give an address"),
    (["--host", "  "], "--host: give an address"),
    (["--public-url", "ftp://x"], "--public-url: 'ftp://x' is not an http"),
    (["--public-url", "http://"], "is not an http"),
    (["--public-url", "http://table.lan:8000/games"], "give no path"),
])
def test_hostile_serve_options_are_refused_in_one_line(options, said, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("SMALLWORLD_DATA_DIR", str(tmp_path))
    assert main(["serve", *options]) == 2
    err = capsys.readouterr().err
    assert err.startswith("smallworld: ") and said in err and err.count("\n") == 1
    assert not (tmp_path / "served").exists()  # refused before anything was made


def test_a_port_in_use_is_one_line_too(capsys, tmp_path, monkeypatch):
    import socket

    monkeypatch.setenv("SMALLWORLD_DATA_DIR", str(tmp_path))
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        assert main(["serve", "--port", str(taken.getsockname()[1])]) == 2
    err = capsys.readouterr().err
    assert err.startswith("smallworld: ") and err.count("\n") == 1


def test_serve_prints_its_address_with_a_token_and_refuses_whoever_lacks_it(tmp_path):
    """The command as a player runs it, on any free port (--port 0): 403 without the token and no app process
    started, 200 with it (the page, then its assets by the cookie the page set)."""
    env = {**os.environ, "SMALLWORLD_DATA_DIR": str(tmp_path)}
    server = subprocess.Popen([sys.executable, "-m", "smallworld_tui.cli", "serve", "--port", "0"], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        assert server.stdout is not None
        lines = [server.stdout.readline() for _ in range(3)]
        url = lines[1].strip()
        assert url.startswith("http://127.0.0.1:") and "/?token=" in url, lines
        base, token = url.split("/?token=")
        assert len(token) >= 20 and not url.endswith(":0/?token=" + token)
        assert str(tmp_path / "served") in lines[2]
        assert status(base + "/") == 403
        assert status(f"{base}/?token={token[:-1]}") == 403  # a wrong token is no token
        assert status(base + "/static/js/textual.js") == 403
        ws = f"ws{base[4:]}/ws/not-the-token"
        asyncio.run(_refused(ws))
        assert children(server.pid) == []  # no token: nothing started
        opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor())
        with opener.open(url, timeout=10) as page:
            assert page.status == 200 and f"/ws/{token}" in page.read().decode()
        with opener.open(base + "/static/js/textual.js", timeout=10) as script:  # by the cookie alone
            assert script.status == 200
        assert server.poll() is None
    finally:
        server.send_signal(signal.SIGINT)
        assert server.wait(timeout=15) == 0


async def _refused(url: str) -> None:
    async with aiohttp.ClientSession() as http:
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await http.ws_connect(url)
        assert refused.value.status == 403


def test_the_page_connects_back_to_the_address_the_browser_used(tmp_path):
    """Served on 0.0.0.0 the page is reached by this machine's name or LAN address: its websocket goes to the
    same one (or to --public-url behind a proxy)."""

    async def run() -> None:
        for public, expected in ((None, "ws://table.lan:8123/ws/"),
                                 ("https://sw.example.org", "wss://sw.example.org/ws/")):
            server = serve.GameServer(tmp_path, port=0, public_url=public)
            await server.start()
            try:
                async with aiohttp.ClientSession() as http:
                    url = f"http://127.0.0.1:{server.port}/?token={server.token}"
                    async with http.get(url, headers={"Host": "table.lan:8123"}) as page:
                        assert page.status == 200
                        assert f'data-session-websocket-url="{expected}{server.token}"' in await page.text()
                    with pytest.raises(aiohttp.WSServerHandshakeError) as refused:  # another site's page
                        await http.ws_connect(f"ws://127.0.0.1:{server.port}/ws/{server.token}",
                                              origin="http://evil.example")
                    assert refused.value.status == 403 and not server.games
            finally:
                await server.stop()

    asyncio.run(run())


async def until(condition, seconds: float = 15) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "waited too long"
        await asyncio.sleep(0.05)


def test_twenty_connections_at_once_leave_the_cap_of_games_and_the_server_answering(tmp_path, monkeypatch):
    monkeypatch.setattr(serve, "QUIT_WAIT", 0.5)  # the games are closed while still starting: kill them soon

    async def run() -> None:
        server = serve.GameServer(tmp_path, port=0, max_games=4)
        await server.start()
        base = f"http://127.0.0.1:{server.port}"
        try:
            async with aiohttp.ClientSession() as http:
                async def connect():
                    try:
                        return await http.ws_connect(f"ws://127.0.0.1:{server.port}/ws/{server.token}")
                    except aiohttp.WSServerHandshakeError as refused:
                        return refused.status

                results = await asyncio.gather(*(connect() for _ in range(20)))
                sockets = [r for r in results if not isinstance(r, int)]
                assert len(sockets) == 4 and [r for r in results if isinstance(r, int)] == [503] * 16
                assert len(server.games) == 4
                await until(lambda: all(game.running for game in server.games))  # each tab's process started
                async with http.get(f"{base}/?token={server.token}") as page:  # the player is told
                    assert page.status == 503 and "table is full" in await page.text()
                await sockets[0].send_str("not json")  # whatever a page sends, the relay goes on
                for junk in ([], {}, ["blur"], ["focus"], ["resize", {"width": 10**9, "height": "x"}], ["stdin", 5]):
                    await sockets[0].send_json(junk)
                await sockets[0].send_json(["ping", "still there?"])
                while (answer := await asyncio.wait_for(sockets[0].receive(), 15)).type != aiohttp.WSMsgType.TEXT:
                    pass  # the app's frames
                assert answer.json() == ["pong", "still there?"]
                pids = [game._process.pid for game in server.games]
                for socket in sockets:  # the tabs close: their processes end
                    await socket.close()
                await until(lambda: not server.games)
                assert not set(pids) & set(children(os.getpid()))
                async with http.get(f"{base}/?token={server.token}") as page:  # alive, and a seat is free again
                    assert page.status == 200
        finally:
            await server.stop()

    asyncio.run(run())


def test_without_the_serve_extra_serve_says_how_to_get_it(capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "smallworld_tui.serve", None)  # as if textual-serve were not installed
    assert main(["serve"]) == 2
    err = capsys.readouterr().err
    assert "pip install 'smallworld-tui[serve]'" in err and err.count("\n") == 1


def test_served_on_every_interface_it_prints_this_machine_s_addresses(tmp_path):
    urls = serve.GameServer(tmp_path, host="0.0.0.0", port=8123, token="T0KEN").urls()
    assert urls[0] == "http://127.0.0.1:8123/?token=T0KEN" and len(urls) >= 2
    assert all(url.endswith(":8123/?token=T0KEN") for url in urls)
    assert serve.GameServer(tmp_path, public_url="https://sw.example.org", token="T").urls() == [
        "https://sw.example.org/?token=T"]
