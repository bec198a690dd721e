"""The static facts of an islands board that WoW's rules read for every region, built once per board.

The board is the union of the drawn faces (W-MAP-3, islandboard.py), each its own graph.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from ..board import Board


class IslandFacts:
    __slots__ = ("ids", "base", "water", "entry", "entries", "cavern", "caverns", "adjacency", "waters")

    def __init__(self, board: Board) -> None:
        regions = board.regions
        self.ids = range(len(regions))
        self.base = [2 + int(r.mountain) for r in regions]  # W-CONQ-4: the 2 and the Mountain never change
        self.water = [r.water for r in regions]
        self.waters = [r.id for r in regions if r.water]
        self.entry = [r.entry for r in regions]
        self.entries = [r.id for r in regions if r.entry]
        self.cavern = [r.cavern for r in regions]
        self.caverns = [r.id for r in regions if r.cavern]
        self.adjacency = [frozenset(r.adjacent) for r in regions]


_FACTS: dict[int, tuple[Board, IslandFacts]] = {}


def facts(board: Board) -> IslandFacts:
    hit = _FACTS.get(id(board))
    if hit is None or hit[0] is not board:
        hit = _FACTS[id(board)] = (board, IslandFacts(board))
    return hit[1]
