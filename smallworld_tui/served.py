"""One app process of ``smallworld serve``: ``python -P -m smallworld_tui.served FOLDER``.

The server starts one per browser tab and talks to it through textual's web driver (stdin and stdout). The app
runs served: every file it touches is a name in FOLDER, the server's own data folder (never a path the player
types), and what it says names no folder of the server. ``-P`` and the working directory set to FOLDER keep the
folder's files out of Python's import path.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1 or not args[0]:
        print("usage: python -m smallworld_tui.served FOLDER", file=sys.stderr)
        return 2
    folder = Path(args[0]).resolve()
    folder.mkdir(parents=True, exist_ok=True)
    os.chdir(folder)
    from .app import make_app

    app = make_app(data_dir=folder, served=True)
    app.run()
    code = getattr(app, "return_code", 0) or 0
    if code:  # to the server's console (the browser's page just ends): crash.log is in FOLDER
        print(getattr(app, "crash", "") or "smallworld: the game stopped on an error.", file=sys.stderr)
    return code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
