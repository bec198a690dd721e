"""Run ``smallworld ARGS`` headless (120x40) and end the process at its first frame, for counting the instructions
a start takes, which (unlike its time on a shared machine) does not move with the load:

    PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=/dev/null \\
        python benchmarks/first_frame_exit.py [--players 5 --seed 3]

``smallworld_tui`` comes from PYTHONPATH (or the installed package). Give it bytecode (a PYTHONPYCACHEPREFIX filled
by one run without PYTHONDONTWRITEBYTECODE) unless compiling from source is what you want to count.

Only the app the command makes is wrapped (``make_app``, whose module imports nothing heavy), so textual and the
app are imported exactly where and how the command imports them (with the garbage collector off, as ``cli._play``
starts).
"""

from __future__ import annotations

import os
import sys

import smallworld_tui.app as package
from smallworld_tui.cli import main

make_app = package.make_app


def headless_until_first_frame(*args, **kwargs):
    app = make_app(*args, **kwargs)
    display, run = app._display, app.run

    def first_frame_ends(screen, renderable) -> None:
        display(screen, renderable)
        if renderable is not None:
            os._exit(0)

    app._display = first_frame_ends
    app.run = lambda **kw: run(headless=True, size=(120, 40))
    return app


package.make_app = headless_until_first_frame

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
