"""Run ``smallworld ARGS`` headless (120x40) and end the process at its first frame, for counting the instructions
a start takes, which (unlike its time on a shared machine) does not move with the load:

    PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=/dev/null \\
        python benchmarks/first_frame_exit.py [--players 5 --seed 3]

``smallworld_tui`` comes from PYTHONPATH (or the installed package). Give it bytecode (a PYTHONPYCACHEPREFIX filled
by one run without PYTHONDONTWRITEBYTECODE) unless compiling from source is what you want to count.
"""

from __future__ import annotations

import os
import sys

from smallworld_tui.app.app import SmallWorldApp
from smallworld_tui.cli import main

display = SmallWorldApp._display
run = SmallWorldApp.run


def first_frame_ends(self, screen, renderable) -> None:
    display(self, screen, renderable)
    if renderable is not None:
        os._exit(0)


SmallWorldApp._display = first_frame_ends  # type: ignore[method-assign]
SmallWorldApp.run = lambda self, **kw: run(self, headless=True, size=(120, 40))  # type: ignore[method-assign]

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
