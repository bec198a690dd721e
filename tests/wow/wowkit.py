"""Shared set-up for the WoW rule tests: an islands board built from the bundled faces (global ids face by face,
W-MAP-3) and positions written in the public form of ``Game.from_position`` with the ``WOW`` ruleset.

With the default faces ("S1a", "L1a") the ids 0..6 are those of face S1a, RULES-WOW.md Appendix B:
0 forest entry · 1 hill Murloc Magic · 2 mountain cavern · 3 fields icon · 4 swamp Murloc · 5 lake ·
6 fields entry ("fields" is "farmland" to the engine);
adjacency 0-1 0-2 0-4 1-2 1-3 1-6 2-3 2-4 2-5 3-5 3-6 4-5 4-6 5-6. Face L1a follows from id 7.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from smallworld_tui.rules import Board, Game
from smallworld_tui.rules.wow import WOW, island_board
from smallworld_tui.rules.wow.islands import IslandFace, bundled_face, face_from_dict

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]
FACES = ("S1a", "L1a")
S1A_FOREST_ENTRY, S1A_HILL, S1A_MOUNTAIN, S1A_FIELDS, S1A_SWAMP, S1A_LAKE, S1A_FIELDS_ENTRY = range(7)
SETS = {2: ("S1a", "L1a"), 3: ("S1a", "M1a", "L1a"), 4: ("S1a", "M1a", "M2a", "L1a"),
        5: ("S1a", "S2a", "M1a", "L1a", "L2a")}  # a legal face set per player count (W-SETUP-1)


def islands(faces: Sequence[str | IslandFace] = FACES) -> Board:
    """The union of the faces as one board (islandboard.py), ids renumbered face by face."""
    return island_board([bundled_face(f) if isinstance(f, str) else f for f in faces])


def face_with(changes: dict[int, dict[str, Any]], base: str = "S1a") -> IslandFace:
    """A test fixture face: a bundled face with some regions' fields changed (validated as any face)."""
    data = bundled_face(base).to_dict()
    for region in data["regions"]:
        region.update(changes.get(region["id"], {}))
    return face_from_dict(data, "<fixture>")


def entry(seat: int, race: str, power: str = "Farmer", active: bool = True,
          regions: dict[int, int] | None = None, hand: int = 0) -> dict[str, Any]:
    return {"seat": seat, "race": race, "power": power, "active": active, "hand": hand,
            "regions": {str(r): n for r, n in (regions or {}).items()}}


def wow_game(*races: dict[str, Any], board: Board | None = None, seat: int = 0, players: int = 2,
             murlocs: Sequence[int] = (), **extra: Any) -> Game:
    """The WoW game of a written position (Murlocs only where given), ``seat`` about to play."""
    return Game.from_position(board or islands(), {"players": NAMES[:players], "seat": seat, "races": list(races),
                                                   "tribes": {str(r): 1 for r in murlocs}, **extra}, ruleset=WOW)


def play(g: Game, *moves: str) -> list[Any]:
    out: list[Any] = []
    for m in moves:
        out += g.play(m)
    return out


def score_lines(events: list[Any]) -> dict[tuple[str, str], int]:
    """The last score event's lines: {(source, label): coins}."""
    scored = [e for e in events if e.kind == "score"][-1]
    return {(p.source, p.label): p.coins for p in scored.parts}


def scored(events: list[Any]) -> int:
    return [e.coins for e in events if e.kind == "score"][-1]
