"""Write maps/bundled.json: the bundled boards validated the full way (YAML + pydantic) and stored as plain JSON,
so starting the game imports neither PyYAML nor pydantic. Run it after editing maps/*.yaml (a test says when):
    python scripts/compile_maps.py
A stale file is never wrong, only slow: a bundled YAML file that no longer matches is validated on load instead.
"""

from __future__ import annotations

from pathlib import Path

from smallworld_tui.rules.board import COMPILED, compile_bundled

MAPS = Path(__file__).resolve().parents[1] / "maps"

if __name__ == "__main__":
    (MAPS / COMPILED).write_text(compile_bundled(MAPS), encoding="utf-8")
    print(f"wrote {MAPS / COMPILED}")
