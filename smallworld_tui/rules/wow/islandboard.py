"""The board of a Small World of Warcraft game: the drawn island faces as one ``Board`` (W-MAP-3, W-SETUP-1).

The engine keeps one flat list of regions per game, so the faces are laid end to end: face by face in the order
given (L, M, S as dealt), each face's regions keeping their order, so the first face's region 4 is global id 4 and
the next face starts where the last ended. No adjacency crosses faces (W-MAP-3): each face is its own graph, read
from its grid by ``islands.py``. The faces are the board's ``parts`` (where each starts and its grid in global ids,
so the app draws every island in its own frame; ``Board.ref`` also reads the W-MAP-3 form ``L1a:4``), and its own
region facts (``Board.region_facts``) say where a Murloc and an Artifact or Place start (``murloc``,
``size_icon``). ``IslandBoard`` writes its data as saves have always hashed it.

Terrain spelling: the engine says ``farmland`` on every board (the base catalogue, bots and app already read it);
the face files and RULES-WOW.md say ``fields``, which stays the word shown for island regions
(``terrain_word``). One vocabulary inside, the rulebook's word outside.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Mapping, Sequence
from typing import Any

from .. import board as base_board
from ..board import Board, Part, Region
from ..errors import BoardError, Code, SaveError
from .islands import (
    FACE_IDS,
    SET_BOARDS,
    IslandFace,
    bundled_face,
    bundled_faces,
    check_sets,
    draw_set,
    face_from_dict,
    fixed_set,
)

__all__ = ["IslandBoard", "board_of_entry", "board_of_faces", "bundled_islands", "deal_islands", "faces_data",
           "island_board", "save_entry", "terrain_word"]

ENGINE_TERRAIN = {"fields": "farmland"}  # face-file word -> engine word (see the module docstring)
SHOWN_TERRAIN = {engine: word for word, engine in ENGINE_TERRAIN.items()}
SOURCE = "original islands (RULES-WOW.md W-MAP-2)"
FACTS = ("murloc", "size_icon")  # the region facts of an island board (``Board.region_facts``), from its faces


class IslandBoard(Board):
    """The board of a Small World of Warcraft game: a ``Board`` whose data (``to_dict``, and so the ``digest`` saves
    name it by) keeps the form it has always had: each region's face and entry anchor, the faces as "islands"."""

    __slots__ = ()

    def to_dict(self) -> dict[str, Any]:
        data = super().to_dict()
        for entry, region in zip(data["regions"], self.regions):
            entry["face"] = entry.pop("part")
            entry["entry"] = region.entry
        data["islands"] = data.pop("parts")
        return data


def terrain_word(region: Region) -> str:
    """The terrain as the rulebook names it: ``fields`` on an island, the engine's word elsewhere."""
    return SHOWN_TERRAIN.get(region.terrain, region.terrain) if region.part else region.terrain


def island_board(faces: Sequence[IslandFace]) -> Board:
    """One board whose regions are the union of ``faces`` (global ids face by face, W-MAP-3).

    BoardError if a face is given twice or two regions share a name (players type names to pick regions)."""
    return _island_board(tuple(faces))


@functools.lru_cache(maxsize=64)
def _island_board(faces: tuple[IslandFace, ...]) -> Board:
    return _build(faces)


def _build(faces: tuple[IslandFace, ...]) -> Board:
    if not faces:
        raise BoardError("An island board needs at least one face.", Code.BOARD_UNPLAYABLE)
    ids = [f.face for f in faces]
    twice = next((f for f in ids if ids.count(f) > 1), None)
    if twice is not None:
        raise BoardError(f"face {twice} is given twice; each face lies on the table once", Code.BOARD_REGIONS)
    regions: list[Region] = []
    islands: list[Part] = []
    names: dict[str, Region] = {}
    for face in faces:
        island, laid = _laid(face, len(regions))
        islands.append(island)
        for region in laid:
            other = names.setdefault(region.name.casefold(), region)
            if other is not region:
                raise BoardError(f"{_gid(islands, region)} ({region.name}): the name is also used by "
                                 f"{_gid(islands, other)}; names are unique across the islands of a game",
                                 Code.BOARD_REGIONS)
        regions += laid
    if len(regions) > base_board.MAX_REGIONS:  # as for a base board: the menus naming pairs of regions (the Humans'
        # placements, W-RACE-HUMANS) and the app's tables are sized for it; only faces read from a save can reach it
        raise BoardError(f"the islands {' + '.join(ids)} have {len(regions):,} regions; a board has at most "
                         f"{base_board.MAX_REGIONS}", Code.BOARD_UNPLAYABLE)
    players = len(faces) if len(faces) in SET_BOARDS else None  # one face per player (W-SETUP-1)
    facts = {name: tuple(getattr(r, name) for face in faces for r in face.regions) for name in FACTS}
    return IslandBoard(name="Islands " + " + ".join(ids), players=players, turns=0, source=SOURCE,
                       regions=tuple(regions), layout=None, parts=tuple(islands), region_facts=facts)


_LAID: dict[tuple[int, int], tuple[IslandFace, Part, tuple[Region, ...]]] = {}  # by the face's id: an entry
# keeps its face alive, so no other object can have that id meanwhile


def _laid(face: IslandFace, first: int) -> tuple[Part, tuple[Region, ...]]:
    """``face`` as an island of a board and its regions, global ids from ``first``; made once per face and
    place, shared by the boards of every game (they are immutable): the faces before it are dealt by size, so a
    face lies at a few places only (W-SETUP-1). Building them was most of a WoW game's setup."""
    hit = _LAID.get((id(face), first))
    if hit is None:
        if len(_LAID) >= 4096:  # faces read from saves or tests: keep the memory bounded
            _LAID.clear()
        island = Part(face.face, first, len(face.regions),
                      tuple(tuple(first + rid for rid in row) for row in face.layout))
        laid = tuple(Region(
            id=first + r.id, name=r.name or face.gid(r.id), terrain=ENGINE_TERRAIN.get(r.terrain, r.terrain),
            mine=False, magic=r.magic, cavern=r.cavern, lost_tribe=False, border=r.edge,
            adjacent=tuple(first + a for a in r.adjacent), water=r.water, entry=r.entry,
            coastal=not r.water and any(face.regions[a].water for a in r.adjacent), mountain=r.mountain,
            part=face.face,
        ) for r in face.regions)
        hit = _LAID[id(face), first] = (face, island, laid)
    return hit[1], hit[2]


def _gid(islands: list[Part], region: Region) -> str:
    """The W-MAP-3 name of ``region`` on the islands laid so far ("L1a:4")."""
    island = next(i for i in islands if i.name == region.part)
    return f"{island.name}:{island.local(region.id)}"


def bundled_islands(faces: Sequence[str]) -> Board:
    """The board of shipped faces named by id, in the order given (``["L1a", "S2b"]``)."""
    return _bundled_islands(tuple(faces))


@functools.lru_cache(maxsize=256)  # every legal set of every player count (16 + 3 * 64): one board each
def _bundled_islands(faces: tuple[str, ...]) -> Board:
    """Keyed by the faces' ids: hashing the faces themselves (``_island_board``'s key) costs more than a game's
    setup."""
    return _build(tuple([bundled_face(f) for f in faces]))


@functools.lru_cache(maxsize=1)
def _checked() -> None:
    """W-MAP-7 at set level, once: no legal set of the shipped faces exceeds the Mountains or Murlocs."""
    check_sets(bundled_faces())


def deal_islands(players: int, rng: random.Random, islands: str | Sequence[str] | None = None,
                 given: Board | None = None) -> Board:
    """The ruleset's board hook (W-SETUP-1): the boards and sides drawn with the game's RNG, or the faces the
    caller fixes (``"L1a,S2b"``: a legal set for ``players``, else ValueError saying what is wrong), or the
    island board the caller gives (a test's fixture faces).

    The draw is made even when the islands are fixed or given, so a seed deals the same stacks and markers
    whatever the islands (and a save replays the same way whether its islands were drawn or chosen)."""
    drawn = draw_set(players, rng)
    if given is not None:
        if not given.parts:  # a save could not say which game it is
            raise BoardError("Small World of Warcraft is played on islands, not on one map.", Code.BOARD_FIELD)
        return given
    if islands is not None:
        text = islands if isinstance(islands, str) else ",".join(islands)
        drawn = fixed_set(text, players)
    _checked()
    return bundled_islands(drawn)


def faces_data(board: Board) -> list[dict[str, Any]]:
    """The island faces of ``board`` in face-file form, as ``face_from_dict`` reads them (for a save whose
    faces are not the shipped ones): ``island_board([face_from_dict(d) for d in faces_data(b)])`` equals ``b``."""
    out = []
    for island in board.parts:
        regs = board.regions[island.first:island.first + island.count]
        out.append({
            "face": island.name, "size": island.name[0], "source": board.source,  # W-MAP-6: "L1a" is a large face
            "layout": [" ".join(str(rid - island.first) for rid in row) for row in island.layout],
            "regions": [{"id": r.id - island.first, "name": r.name, "terrain": terrain_word(r),
                         **{flag: True for flag in ("magic", "cavern", "entry") if getattr(r, flag)},
                         **{fact: True for fact in FACTS if board.fact(fact, r.id)}} for r in regs],
        })
    return out


def board_of_faces(data: Any, source: str = "<saved islands>") -> Board:
    """The island board of faces in face-file form (``faces_data``'s output); BoardError if one is invalid."""
    if not isinstance(data, list) or not 0 < len(data) <= len(FACE_IDS):
        raise BoardError(f"{source}: a list of 1 to {len(FACE_IDS)} island faces was expected", Code.BOARD_FIELD)
    return island_board([face_from_dict(d, f"{source} face {n}") for n, d in enumerate(data, 1)])


# --- the ruleset's part of a save record (Ruleset.save_board, load_board; record.py): the islands by face id ---

def save_entry(board: Board) -> dict[str, Any]:
    """The board entry of a saved game: the islands by face id, their data too unless they are the shipped faces
    (a test's fixture faces): ``{"islands": ["L1a", "S2b"], "name": ..., "digest": ...}``."""
    faces = [island.name for island in board.parts]
    entry: dict[str, Any] = {"islands": faces, "name": board.name, "digest": board.digest}
    try:
        shipped = bundled_islands(faces).digest == board.digest
    except (ValueError, BoardError):
        shipped = False
    if not shipped:
        entry["faces"] = faces_data(board)
    return entry


def board_of_entry(entry: Mapping[str, Any]) -> Board:
    """The island board a save's entry names: shipped faces by id, or the faces' own data (BoardError if these are
    invalid); SaveError if it names no islands."""
    if "islands" not in entry:
        raise SaveError("This save's board and ruleset do not go together: the file was edited.", Code.SAVE_BOARD)
    faces = entry["islands"]
    if not isinstance(faces, list) or not 0 < len(faces) <= len(FACE_IDS) or any(f not in FACE_IDS for f in faces):
        raise SaveError("This save's islands are not island faces (L1a ... S2b).", Code.SAVE_BOARD)
    return board_of_faces(entry["faces"]) if "faces" in entry else bundled_islands(faces)
