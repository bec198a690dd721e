"""Fixtures every test folder may use: the toy expansion pack (tests/toy/toy_pack.py), registered for one test."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

TOY = Path(__file__).parent / "toy"


@pytest.fixture
def toy_pack() -> Iterator[ModuleType]:
    """The Tinkerers pack (the Tinkers and Bribing), known as ``tinker`` during the test only."""
    if str(TOY) not in sys.path:
        sys.path.insert(0, str(TOY))
    import toy_pack as module

    module.register()
    try:
        yield module
    finally:
        module.unregister()
