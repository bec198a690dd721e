"""The expansion pieces' tests (RULES-EXP.md) import the rule tests' helpers (tests/rules/powkit.py)."""

import sys
from pathlib import Path

_RULES = str(Path(__file__).resolve().parent.parent)
if _RULES not in sys.path:
    sys.path.insert(0, _RULES)
