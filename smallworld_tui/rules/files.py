"""Reading a small text file from outside (a save, a board): refused before reading when it is not a regular file
or is too large, so a FIFO, a device or a huge file never blocks the game or fills its memory."""

from __future__ import annotations

import os
import stat
from pathlib import Path


class FileProblem(Exception):
    """Why a file cannot be read: the reason in words ("no such file"), and for callers' codes whether it is
    ``missing`` or ``too_large``."""

    def __init__(self, reason: str, too_large: bool = False, missing: bool = False) -> None:
        super().__init__(reason)
        self.reason = reason
        self.too_large = too_large
        self.missing = missing


def read_small_text(path: str | Path, limit: int) -> str:
    """The UTF-8 text of ``path`` (at most ``limit`` bytes), or FileProblem."""
    path = Path(path)  # never a file descriptor: os.stat(0) would read (and close) standard input
    try:
        info = os.stat(path)
        if stat.S_ISDIR(info.st_mode):
            raise FileProblem("it is a folder, not a file")
        if not stat.S_ISREG(info.st_mode):
            raise FileProblem("it is not a regular file")
        if info.st_size > limit:
            raise FileProblem(f"it is too large ({info.st_size:,} bytes; the limit is {limit:,})", too_large=True)
        with open(path, "rb") as handle:
            data = handle.read(min(info.st_size, limit) + 1)  # a file growing meanwhile is cut, not read
    except FileNotFoundError:
        raise FileProblem("no such file", missing=True) from None
    except OSError as exc:
        raise FileProblem(f"it cannot be read ({exc.strerror or type(exc).__name__})") from None
    if len(data) > limit:
        raise FileProblem(f"it is too large (over {limit:,} bytes)", too_large=True)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise FileProblem("it is not UTF-8 text") from None
