"""How fast the computer players' moves are played out, and where the choice is remembered.

The pace — instant, fast, normal, step — is how long each computer player's move stays on screen (marked on
the map, told in the caption) before the next: none, a glance, long enough to read it, or until space. It is
chosen in the new-game form, by ``--pace``, or by ``P`` during a game, and kept in ``settings.json`` in the data
folder (written atomically; a file that cannot be read is ignored with a note, never a crash). Reads json and the
file system only: the title screen uses it before the engine is imported.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import tempfile
from pathlib import Path

from ..safetext import printable

PACES = ("instant", "fast", "normal", "step")
DEFAULT = "normal"
SETTINGS = "settings.json"
MAX_SETTINGS = 64 * 1024  # bytes: a settings file is a few dozen
PACE_HELP = {
    "instant": "the computer players' moves are played at once",
    "fast": "each computer player's move shows for a moment",
    "normal": "each computer player's move shows long enough to read it",
    "step": "each computer player's move stays until you press space",
}


def check_pace(text: str) -> str:
    """A pace by name (any case, trimmed); ValueError in one line for anything else."""
    name = text.strip().lower()
    if name not in PACES:
        shown = printable(text.strip())[:30] or "(empty)"
        raise ValueError(f"--pace: unknown pace '{shown}'. Use {', '.join(PACES)}.")
    return name


def next_pace(pace: str) -> str:
    """The pace after ``pace`` in the order of PACES (``P`` cycles through them)."""
    return PACES[(PACES.index(pace) + 1) % len(PACES)] if pace in PACES else DEFAULT


def hold_seconds(pace: str, caption: str) -> float | None:
    """How long a move with that caption stays on screen: 0 (instant), a fixed glance (fast), about the time to
    read it (normal: 1.5 s plus 1 s per 40 characters, at most 5 s), or None: until space (step)."""
    if pace == "instant":
        return 0.0
    if pace == "fast":
        return 0.6
    if pace == "step":
        return None
    return min(5.0, 1.5 + len(caption) / 40)


def settings_path(base: Path) -> Path:
    return Path(base) / SETTINGS


def load_settings(base: Path) -> tuple[dict[str, str], str]:
    """The settings kept in ``base`` and a note ('' when all is well): a missing file is no settings; one that is
    not a small regular file of a JSON object, or holds an unknown pace, is ignored (the note says so)."""
    path = settings_path(base)
    ignored = f"The data folder's {SETTINGS} cannot be read; it is ignored"  # no path: a served game names none
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_SETTINGS:
            return {}, f"{ignored} (not a small regular file)."
        with path.open(encoding="utf-8") as handle:
            data = json.loads(handle.read(MAX_SETTINGS))
    except FileNotFoundError:
        return {}, ""
    except (OSError, ValueError, RecursionError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else "not valid JSON"
        return {}, f"{ignored} ({reason})."
    if not isinstance(data, dict):
        return {}, f"{ignored} (not a JSON object)."
    out = {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, str)}
    if "pace" in out and out["pace"] not in PACES:
        del out["pace"]
        return out, f"{ignored} in part (unknown pace); the pace is {DEFAULT}."
    return out, ""


def stored_pace(base: Path) -> tuple[str, str]:
    """The pace the settings remember (else the default) and the settings' note ('' when all is well)."""
    settings, note = load_settings(base)
    return settings.get("pace", DEFAULT), note


def remember_pace(base: Path, pace: str) -> str:
    """Keep ``pace`` in the settings (the other settings kept, written atomically); '' or why it failed."""
    settings, _ = load_settings(base)
    settings["pace"] = check_pace(pace)
    path = settings_path(base)
    tmp = ""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{SETTINGS}.", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(settings, handle, indent=1, sort_keys=True)
            handle.write("\n")
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
        tmp = ""
    except OSError as exc:
        return f"The pace is not remembered: {exc.strerror or type(exc).__name__}."
    finally:
        if tmp:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
    return ""
