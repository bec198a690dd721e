"""What stands on the islands before the first turn of Small World of Warcraft (W-SETUP-3/4).

- A Murloc on every Murloc region (W-SETUP-3). Murlocs are an in-decline race owned by no player (W-MUR-1): the
  engine keeps them as the base game keeps Lost Tribes, a count per region in ``r_tribe`` (1 per region), so
  they add to the cost, make a region non-empty and go to the box when conquered.
- A Mountain on every mountain region (W-SETUP-3): the engine's static ``mountain`` tuple, read from the board
  (``Region.mountain``), as in the base game. Mountains never leave (W-CONQ-5, W-POW-PORTALMAGE).
- The 12 Artifact/Place markers dealt face down, one per island's icon region (W-SETUP-4, artifacts.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .artifacts import deal_markers

if TYPE_CHECKING:  # pragma: no cover
    from ..core import GameCore

__all__ = ["wow_setup"]


def wow_setup(g: GameCore) -> None:
    """The ruleset's ``setup`` hook for Small World of Warcraft."""
    g.r_tribe = [int(murloc) for murloc in g.board.region_facts["murloc"]]
    deal_markers(g)
