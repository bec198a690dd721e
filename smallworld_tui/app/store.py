"""Where games are kept on disk: named slots the player chooses, and one autosave per game.

    <data dir>/saves/<slot>.json        slots: the name the player typed, cleaned (letters, digits, - _ and space)
    <data dir>/autosaves/<id>.json      the game's own files: one per game, <id> = when it started + a random tag
    <data dir>/boards/<name>.yaml       served in a browser: the board files the new-game form may name

Two folders, and slot names without dots, so a slot can never overwrite an autosave, a temporary file or
anything else. Reading a folder never trusts a file: each is read through ``read_save`` (regular files under a
size limit only) and its header checked field by field; whatever is wrong is the slot's ``error``, in words.
The engine, json and secrets are imported only where a file is read or named: the title screen draws without them.
"""

from __future__ import annotations

import errno
import os
import stat
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import IO

from ..safetext import printable

SLOTS = "saves"
AUTOSAVES = "autosaves"
BOARDS = "boards"
SLOT_MAX = 40  # characters of a slot name
TEMP_AGE = 120  # seconds: a temporary file older than this was left by a crash (a live write takes milliseconds)


def data_dir() -> Path:
    """Where saves live: $SMALLWORLD_DATA_DIR, else the user's data directory (platformdirs)."""
    env = os.environ.get("SMALLWORLD_DATA_DIR")
    if env:
        return Path(env).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir("smallworld-tui", appauthor=False))


def folder(base: Path | None, name: str, create: bool = True) -> Path:
    """``base/name``, created if asked; OSError (unwritable, or a file in the way) is the caller's to report."""
    root = base or data_dir()
    path = root / name
    if create:
        path.mkdir(parents=True, exist_ok=True)
    elif root.exists() and not root.is_dir():
        raise NotADirectoryError(errno.ENOTDIR, "it is a file, not a folder", str(root))
    return path


def saves_dir(base: Path | None = None) -> Path:
    return folder(base, SLOTS)


def clean_slot(name: str) -> str:
    """A slot name as a file name: letters, digits, '-', '_' and inner spaces; never empty, never a dot."""
    clean = "".join(c if c.isalnum() or c in "-_ " else "_" for c in printable(name).strip())
    return clean.strip(" _")[:SLOT_MAX].strip() or "game"


def slot_path(name: str, base: Path | None = None) -> Path:
    return saves_dir(base) / f"{clean_slot(name)}.json"


class NotAName(ValueError):
    """A path typed where a served game takes a name only (the browser's player may not reach other files)."""


class GameInUse(ValueError):
    """An autosave another app process (another browser tab) is playing on."""


def confined(typed: str, base: Path | None, kind: str, suffix: str) -> Path:
    """The file a name typed in a served game stands for: ``base/kind/NAME<suffix>``, never anywhere else.

    The one gate for every typed path of a served app (save slots, board files): a name with a path in it
    ('../x', '~/x', '/etc/passwd', 'a/b', 'C:\\x', '.hidden') is refused, not cleaned, so the player knows it did
    not go where they typed. Typing a path stays a terminal feature."""
    text = printable(typed).strip()
    if text.lower().endswith(suffix):
        text = text[:-len(suffix)].rstrip()
    if not text:
        raise NotAName("Give a name.")
    if text.startswith((".", "~")) or any(c in text for c in "/\\:"):
        raise NotAName(f"'{text[:40]}' is a path: in a browser game, give a name (letters, digits, - _ and "
                       "space); typing a path is for the terminal.")
    return folder(base, kind, create=kind != BOARDS) / f"{clean_slot(text)}{suffix}"


def claim(path: Path) -> IO[str] | None:
    """Hold the autosave ``path`` for this process alone, so two browser tabs never write the same game: the open
    lock file (keep it; the lock dies with it or with the process), or None when another process holds it.

    The lock is on a hidden ``.NAME.lock`` beside the save, never removed: saves are replaced by a rename, and
    removing a lock file would let two processes lock two different files of the same name."""
    import fcntl

    handle = path.with_name(f".{path.stem}.lock").open("a")
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        handle.close()
        return None
    return handle


def new_autosave_path(base: Path | None = None) -> Path:
    """A fresh autosave for a game starting now (not created yet): no other game ever writes to it."""
    import secrets

    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    return folder(base, AUTOSAVES, create=False) / f"{stamp}-{secrets.token_hex(3)}.json"


def is_autosave(path: Path, base: Path | None = None) -> bool:
    try:
        return Path(path).resolve().parent == ((base or data_dir()) / AUTOSAVES).resolve()
    except OSError:
        return False


def clean_temp(path: Path) -> None:
    """Remove temporary files a crash left in ``path`` (``.NAME.*.tmp`` from ``write_atomic``)."""
    now = time.time()
    try:
        for tmp in path.glob(".*.tmp"):
            info = tmp.lstat()
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > TEMP_AGE:
                tmp.unlink(missing_ok=True)
    except OSError:
        pass


@dataclass
class SlotInfo:
    """One file of a saves folder as the Load and Resume lists show it; ``error`` says why it cannot load."""

    name: str
    path: Path
    players: str = "?"
    turn: str = "?"
    ruleset: str = ""  # "Small World", "Small World of Warcraft", "Small World + cursed, bna"
    date: str = ""
    over: bool = False
    error: str = ""
    mtime: float = 0.0


def _header(path: Path) -> SlotInfo:
    import json

    from ..rules import SaveError, read_save
    from ..rules.record import MAX_SAVE_CHARS

    info = SlotInfo(printable(path.stem), path)
    try:
        found = path.stat()
        info.mtime = found.st_mtime
        info.date = datetime.fromtimestamp(info.mtime).strftime("%Y-%m-%d %H:%M")
        if not stat.S_ISREG(found.st_mode):  # said here without the path, which the list shows already
            raise SaveError("not a regular file")
        if found.st_size > MAX_SAVE_CHARS * 4:
            raise SaveError(f"too large to be a saved game ({found.st_size:,} bytes)")
        record = json.loads(read_save(path))
        if not isinstance(record, dict) or record.get("format") != "smallworld-tui game":
            raise SaveError("not a smallworld-tui saved game")
        players, state, turns = record.get("players"), record.get("state"), record.get("turns")
        if (not isinstance(players, list) or not 2 <= len(players) <= 5
                or not all(isinstance(p, str) for p in players)):
            raise SaveError("its players are not readable")
        if not isinstance(state, dict) or not isinstance(state.get("turn"), int) or not isinstance(turns, int):
            raise SaveError("its state is not readable")
        info.players = printable(", ".join(p[:20] for p in players))
        named = record.get("ruleset")  # a base game's record names none
        info.ruleset = printable(named[:40]) if isinstance(named, str) else _base_name()
        packs = record.get("expansions")  # the race-and-power packs (version 6), by key
        if isinstance(packs, list) and packs and all(isinstance(key, str) for key in packs):
            info.ruleset += printable(f" + {', '.join(key[:12] for key in packs[:6])}")
        info.over = bool(state.get("over"))
        info.turn = "over" if info.over else f"turn {state['turn']}/{turns}"
    except SaveError as exc:  # the engine's message names the file by its path: the list shows its name already
        from ..rules.errors import quote

        info.error = f"unreadable: {exc}".replace(quote(str(path), 200), "the file")
    except RecursionError:
        info.error = "unreadable: nested too deeply to be a saved game"
    except (OSError, ValueError, TypeError, KeyError) as exc:
        info.error = f"unreadable: {exc}"
    info.error = printable(info.error)
    return info


def _base_name() -> str:
    from ..rules.registry import rulesets

    return rulesets()[0].name


def list_folder(path: Path) -> list[SlotInfo]:
    """Every ``*.json`` in ``path`` (legacy ``*.seats.json`` side files aside), newest first; never raises for a
    bad file. OSError only when the folder itself cannot be read."""
    clean_temp(path)
    if not path.exists():
        return []
    out = [_header(p) for p in path.glob("*.json") if not p.name.endswith(".seats.json")]
    out.sort(key=lambda s: s.mtime, reverse=True)
    return out


def list_slots(base: Path | None = None) -> list[SlotInfo]:
    """The named slots, newest first (OSError if the folder cannot be made or read)."""
    return list_folder(saves_dir(base))


def list_unfinished(base: Path | None = None) -> list[SlotInfo]:
    """The autosaves of games not over, newest first; unreadable ones too (with their reason)."""
    return [s for s in list_folder(folder(base, AUTOSAVES, create=False)) if not s.over]


def list_finished(base: Path | None = None) -> list[SlotInfo]:
    """The autosaves of games that ended, newest first: Load lists them to watch in the replay viewer."""
    return [s for s in list_folder(folder(base, AUTOSAVES, create=False)) if s.over and not s.error]


def legacy_seats(path: Path) -> list[str] | None:
    """The seats a version 1 save kept beside it as NAME.seats.json (read only; version 2 holds them inside)."""
    import json

    from ..rules import SaveError, read_save

    side = Path(path).with_name(Path(path).stem + ".seats.json")
    try:
        seats = json.loads(read_save(side))["seats"]
    except (SaveError, ValueError, KeyError, TypeError, RecursionError):
        return None
    if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
        return None
    return seats
