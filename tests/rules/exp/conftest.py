"""The expansions' rule tests (RULES-EXP.md) use the rule tests' helpers (tests/rules/powkit.py)."""

from __future__ import annotations

import sys
from pathlib import Path

_RULES = str(Path(__file__).resolve().parent.parent)
if _RULES not in sys.path:
    sys.path.insert(0, _RULES)
