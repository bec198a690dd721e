"""The island faces of Small World of Warcraft (RULES-WOW.md W-MAP-1..7, W-SETUP-1 board counts).

A face is one side of a double-sided board: an island whose ``layout:`` grid is the only source of its
adjacency and of which regions touch the shore (``edge``). Loading checks every W-MAP-7 rule and turns each
defect into one ``BoardError`` naming the file, the region and the problem. The grid is parsed and read (pieces,
touching cells, frame) by ``maplayout``, as the base boards' layouts are. The W-MAP-8 design targets for the
shipped faces live in ``island_design``. Standard library, pydantic and yaml only.
"""

from __future__ import annotations

import functools
import itertools
import random
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from ..board import maps_dir, read_board_yaml
from ..errors import BoardError, Code, quote
from ..maplayout import Grid, LayoutError, frame, parse_layout, pieces, touching

__all__ = [
    "FACE_IDS", "ISLAND_TERRAINS", "MOUNTAIN_MARKERS", "MURLOC_TOKENS", "SET_BOARDS", "WATER", "IslandFace",
    "IslandRegion", "bundled_face", "bundled_faces", "check_sets", "draw_set", "face_from_dict", "fixed_set",
    "legal_sets", "load_face",
]

ISLAND_TERRAINS = ("fields", "forest", "hill", "swamp", "mountain", "sea", "lake")  # W-MAP-4
WATER = ("sea", "lake")
ISLAND_FLAGS = ("magic", "cavern", "entry", "murloc", "size_icon")
FACE_IDS = tuple(f"{size}{board}{side}" for size in "LMS" for board in "12" for side in "ab")  # W-MAP-6
SET_BOARDS: dict[int, dict[str, int]] = {  # W-SETUP-1: boards of each size per player count
    2: {"L": 1, "S": 1}, 3: {"L": 1, "M": 1, "S": 1}, 4: {"L": 1, "M": 2, "S": 1}, 5: {"L": 2, "M": 1, "S": 2},
}
MAX_FACE_BYTES = 100_000  # a face file is under 2 kB
MAX_NAME = 40  # a region name is shown in a column of the map; longer is a mistake or hostile
MOUNTAIN_MARKERS = 10  # W-COMP-3
MURLOC_TOKENS = 15  # W-COMP-1


@dataclass(frozen=True, slots=True)
class IslandRegion:
    """One region of a face, with what its grid says: its neighbours and whether it touches the shore."""

    id: int
    name: str  # "" when the file gives none
    terrain: str
    magic: bool
    cavern: bool
    entry: bool  # an anchor: ships land here (W-CONQ)
    murloc: bool  # a Murloc starts here (W-SETUP-3)
    size_icon: bool  # the face's one S/M/L icon: its Artifact or Place goes here (W-SETUP-4)
    adjacent: tuple[int, ...]  # sorted, derived from the grid
    edge: bool  # has a cell on the grid's frame
    cells: tuple[tuple[int, int], ...]  # (row, column), sorted

    @property
    def water(self) -> bool:
        return self.terrain in WATER

    @property
    def mountain(self) -> bool:
        return self.terrain == "mountain"

    def __str__(self) -> str:
        return f"{self.id} {self.name}" if self.name else str(self.id)


@dataclass(frozen=True, slots=True)
class IslandFace:
    """A validated face. ``regions[i].id == i``; a region's global id is ``<face>:<id>`` (W-MAP-3)."""

    face: str
    size: str
    source: str
    layout: tuple[tuple[int, ...], ...]
    regions: tuple[IslandRegion, ...]

    def gid(self, region: int) -> str:
        return f"{self.face}:{region}"

    def to_dict(self) -> dict[str, Any]:
        """Plain data in face-file form (omitted booleans false, no stored adjacency)."""
        return {
            "face": self.face,
            "size": self.size,
            "source": self.source,
            "layout": [" ".join(str(i) for i in row) for row in self.layout],
            "regions": [
                {"id": r.id, **({"name": r.name} if r.name else {}), "terrain": r.terrain,
                 **{flag: True for flag in ISLAND_FLAGS if getattr(r, flag)}}
                for r in self.regions
            ],
        }


# --- the schema ----------------------------------------------------------------------------------------


_FACE_REF = re.compile(r"(?i)\s*[a-z0-9]{1,8}\s*:\s*[0-9]")  # "L1a:4", as Board.ref reads a face's region


class _RegionSpec(BaseModel):
    """A region as written. Unknown keys are refused so that a misspelt flag never silently reads as false."""

    model_config = ConfigDict(strict=True, extra="forbid")

    id: int = Field(ge=0, le=9999)  # as a layout cell: at most 4 digits
    name: str = ""
    terrain: str
    magic: bool = False
    cavern: bool = False
    entry: bool = False
    murloc: bool = False
    size_icon: bool = False
    adjacent: list[int] | None = Field(default=None, max_length=100)

    @field_validator("name")
    @classmethod
    def _name(cls, value: str) -> str:
        value = value.strip()
        if len(value) > MAX_NAME or not value.isprintable():
            raise ValueError(f"the name {quote(value)} is too long or holds control characters; "
                             f"use at most {MAX_NAME} printable characters")
        if value.isdigit() or _FACE_REF.match(value):  # a player typing it would name another region (Board.ref)
            raise ValueError(f"the name {quote(value)} looks like a region id or a face's region ('L1a:4'); use words")
        return value

    @field_validator("terrain")
    @classmethod
    def _terrain(cls, value: str) -> str:
        if value not in ISLAND_TERRAINS:
            raise ValueError(f"unknown terrain {quote(value)}; use one of {', '.join(ISLAND_TERRAINS)}")
        return value


class _FaceSpec(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid")

    face: str
    size: str
    source: str = ""
    layout: list[str]
    regions: list[_RegionSpec] = Field(max_length=1000)  # an island has 7 to 13


def _schema_error(exc: ValidationError, data: Mapping[str, Any], source: str) -> BoardError:
    """The first pydantic defect as one sentence naming the region when there is one."""
    error = exc.errors()[0]
    loc = list(error["loc"])
    kind, key = error["type"], quote(loc[-1]) if loc else "face"
    if kind == "value_error":
        problem = str(error["ctx"]["error"])
    elif kind == "missing":
        problem = f"the field {key} is missing; add it"
    elif kind == "extra_forbidden":
        problem = f"unknown field {key}; remove it or fix its spelling"
    else:
        problem = f"the field {key} is {quote(error.get('input'))}: {error['msg'].lower()}; fix that value"
    if len(loc) >= 2 and loc[0] == "regions" and isinstance(loc[1], int):
        raw = data["regions"][loc[1]]
        if len(loc) == 2:
            problem = "not a mapping of fields; write it as '{id: ..., terrain: ...}'"
        rid = raw.get("id") if isinstance(raw, Mapping) else None
        where = f"region {rid}" if type(rid) is int and 0 <= rid < 10_000 else f"region number {loc[1] + 1} in the list"
        return BoardError(f"{source}: {where}: {problem}", Code.BOARD_FIELD)
    return BoardError(f"{source}: {problem}", Code.BOARD_FIELD)


# --- the grid (W-MAP-5): parsed and read by maplayout, shared with the base boards' layouts ----------------


def _cells(grid: Grid) -> dict[int, list[tuple[int, int]]]:
    cells: dict[int, list[tuple[int, int]]] = {}
    for r, row in enumerate(grid):
        for c, rid in enumerate(row):
            cells.setdefault(rid, []).append((r, c))
    return cells


def _connected(nodes: set[int], neighbours: Mapping[int, Sequence[int]]) -> bool:
    """Whether ``nodes`` form one piece using only links inside ``nodes``."""
    if not nodes:
        return True
    start = next(iter(nodes))
    seen, todo = {start}, [start]
    while todo:
        for nxt in neighbours[todo.pop()]:
            if nxt in nodes and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen == nodes


# --- the face rules (W-MAP-6/7) -----------------------------------------------------------------------


def _check_grid_ids(cells: Mapping[int, list[tuple[int, int]]], source: str) -> None:
    """Grid ids run 0..n-1 with none missing, and each region is one 4-connected piece."""
    n = len(cells)
    for rid in sorted(cells):
        if rid >= n:
            missing = min(set(range(n)) - cells.keys())
            raise BoardError(f"{source}: region {rid}: the layout uses id {rid} but not {missing}; "
                             f"ids must run 0..{n - 1}, every one used; renumber the layout", Code.BOARD_LAYOUT)
    for rid, where in sorted(cells.items()):
        parts = pieces(where)
        if len(parts) > 1:
            spots = " and ".join(f"row {p[0][0] + 1}, column {p[0][1] + 1}" for p in parts[:3])
            raise BoardError(f"{source}: region {rid}: its cells are split into {len(parts)} pieces (at {spots}); "
                             "a region's cells must touch edge to edge", Code.BOARD_LAYOUT)


def _check_table(specs: list[_RegionSpec], cells: Mapping[int, list[tuple[int, int]]], source: str) -> None:
    """The region table lists exactly the layout's ids, each once; names, if given, are unique."""
    seen: dict[int, _RegionSpec] = {}
    names: dict[str, int] = {}
    for spec in specs:
        if spec.id in seen:
            raise BoardError(f"{source}: region {spec.id}: listed twice in regions; keep one entry per id",
                             Code.BOARD_REGIONS)
        seen[spec.id] = spec
        if spec.id not in cells:
            raise BoardError(f"{source}: region {spec.id}: listed in regions but has no cell in the layout; "
                             "draw it or remove it", Code.BOARD_REGIONS)
        if spec.name:
            other = names.setdefault(spec.name.casefold(), spec.id)
            if other != spec.id:
                raise BoardError(f"{source}: region {spec.id} ({spec.name}): the name is also used by region "
                                 f"{other}; give each region its own name", Code.BOARD_REGIONS)
    for rid in sorted(cells):
        if rid not in seen:
            raise BoardError(f"{source}: region {rid}: drawn in the layout but missing from regions; add it",
                             Code.BOARD_REGIONS)


def _check_regions(regions: Sequence[IslandRegion], specs: Mapping[int, _RegionSpec], source: str) -> None:
    """The W-MAP-5/6/7 rules on the regions' terrain, flags and place on the island."""
    def fail(region: IslandRegion, problem: str, code: Code = Code.BOARD_UNPLAYABLE) -> BoardError:
        label = f"region {region.id} ({region.name})" if region.name else f"region {region.id}"
        return BoardError(f"{source}: {label}: {problem}", code)

    for region in regions:
        stored = specs[region.id].adjacent
        if stored is not None and sorted(set(stored)) != list(region.adjacent):
            raise fail(region, f"the stored adjacent list {sorted(stored)} differs from the layout's "
                               f"{list(region.adjacent)}; fix or remove the list", Code.BOARD_ADJACENCY)
    icons = [r for r in regions if r.size_icon]
    if len(icons) != 1:
        named = ", ".join(str(r.id) for r in icons) or "none"
        raise BoardError(f"{source}: a face needs exactly one size_icon region, this one has {len(icons)} "
                         f"({named}); flag exactly one land region", Code.BOARD_UNPLAYABLE)
    waters = [r for r in regions if r.water]
    if len(waters) > 1:
        raise fail(waters[1], f"a second water region (region {waters[0].id} is water too); a face has at most "
                              "one sea or lake")
    for region in waters:
        flagged = [flag for flag in ISLAND_FLAGS if getattr(region, flag)]
        if flagged:
            raise fail(region, f"a {region.terrain} cannot carry {' or '.join(flagged)}; "
                               "move the flag to a land region")
        if region.terrain == "sea" and not region.edge:
            raise fail(region, "a sea must touch the grid's frame (a bay); make it a lake or move it to the shore")
        if region.terrain == "lake" and region.edge:
            raise fail(region, "a lake must not touch the grid's frame; make it a sea or move it inland")
    for region in regions:
        if region.entry and not region.edge:
            raise fail(region, "an entry region must have a cell on the grid's frame (ships land from the ocean)")
    land = {r.id for r in regions if not r.water}
    if not _connected(land, {r.id: r.adjacent for r in regions}):
        raise BoardError(f"{source}: the land regions are not connected once the water is removed; "
                         "join them by land", Code.BOARD_UNPLAYABLE)


def face_from_dict(data: Any, source: str = "<data>") -> IslandFace:
    """Validate plain face data (as read from a face file) and build the face; BoardError if it breaks W-MAP-7."""
    if not isinstance(data, Mapping):
        raise BoardError(f"{source}: a face must be a mapping with the keys face, size, source, layout and "
                         f"regions, not {type(data).__name__}", Code.BOARD_FIELD)
    try:
        spec = _FaceSpec.model_validate(data)
    except ValidationError as exc:
        raise _schema_error(exc, data, source) from None
    if spec.face not in FACE_IDS:
        raise BoardError(f"{source}: unknown face id {quote(spec.face)}; use one of {' '.join(FACE_IDS)}",
                         Code.BOARD_FIELD)
    if spec.size != spec.face[0]:
        raise BoardError(f"{source}: size is {quote(spec.size)} but face {spec.face} is a {spec.face[0]} face; "
                         f"write size: {spec.face[0]}", Code.BOARD_FIELD)
    try:
        grid = parse_layout(spec.layout)
    except LayoutError as exc:
        raise BoardError(f"{source}: layout: {exc}", Code.BOARD_LAYOUT) from None
    cells = _cells(grid)
    _check_grid_ids(cells, source)
    _check_table(spec.regions, cells, source)
    adjacent: dict[int, set[int]] = {rid: set() for rid in cells}
    for a, b in (sorted(pair) for pair in touching(grid)):
        adjacent[a].add(b)
        adjacent[b].add(a)
    edge = frame(grid)
    specs = {s.id: s for s in spec.regions}
    regions = tuple(
        IslandRegion(
            id=rid, name=s.name, terrain=s.terrain, magic=s.magic, cavern=s.cavern, entry=s.entry,
            murloc=s.murloc, size_icon=s.size_icon, adjacent=tuple(sorted(adjacent[rid])),
            edge=rid in edge,
            cells=tuple(sorted(cells[rid])),
        )
        for rid in range(len(cells))
        for s in (specs[rid],)
    )
    _check_regions(regions, specs, source)
    return IslandFace(face=spec.face, size=spec.size, source=spec.source, layout=grid, regions=regions)


def load_face(path: str | Path) -> IslandFace:
    """Read and validate a face file ``<face>.yaml`` the way a user's board file is read (size limit, strict
    YAML: ``files`` and ``boardyaml``); the face id inside must match the file name."""
    source, data = read_board_yaml(path, MAX_FACE_BYTES, "face")
    face = face_from_dict(data, source=source)
    stem = Path(path).stem
    if stem in FACE_IDS and face.face != stem:
        raise BoardError(f"{source}: the file says face {face.face} but is named {Path(path).name}; make them agree",
                         Code.BOARD_FIELD)
    return face


@functools.lru_cache(maxsize=len(FACE_IDS))
def bundled_face(face: str) -> IslandFace:
    """One of the twelve shipped faces, ``maps/wow/<face>.yaml`` (faces are immutable: one shared copy)."""
    if face not in FACE_IDS:
        raise BoardError(f"There is no island face {quote(face, 8)}; choose one of {' '.join(FACE_IDS)}",
                         Code.BOARD_FIELD)
    return load_face(maps_dir() / "wow" / f"{face}.yaml")


def bundled_faces() -> dict[str, IslandFace]:
    """All twelve shipped faces by id."""
    return {face: bundled_face(face) for face in FACE_IDS}


# --- sets of faces (W-SETUP-1, W-MAP-7 set level) -------------------------------------------------------


def legal_sets(players: int) -> Iterator[tuple[str, ...]]:
    """Every face combination W-SETUP-1 can deal for ``players``: the boards of each size, then their sides."""
    if players not in SET_BOARDS:
        raise ValueError(f"Small World of Warcraft is for 2 to 5 players, not {players!r}")
    per_size = [itertools.combinations((f"{size}1", f"{size}2"), count)
                for size, count in SET_BOARDS[players].items()]
    for boards in itertools.product(*per_size):
        chosen = [board for group in boards for board in group]
        for sides in itertools.product("ab", repeat=len(chosen)):
            yield tuple(board + side for board, side in zip(chosen, sides, strict=True))


def draw_set(players: int, rng: random.Random) -> tuple[str, ...]:
    """W-SETUP-1 with the game's RNG: for each size L, M, S where one of its two boards is needed, pick it
    (``rng.choice``); then each used board's side, in that order. The same RNG state gives the same set."""
    if players not in SET_BOARDS:
        raise ValueError(f"Small World of Warcraft is for 2 to 5 players, not {players!r}")
    boards = [rng.choice((f"{size}1", f"{size}2")) if count == 1 else f"{size}{n}"
              for size, count in SET_BOARDS[players].items() for n in range(1, count + 1)]
    return tuple(board + rng.choice("ab") for board in boards)


def fixed_set(text: str, players: int) -> tuple[str, ...]:
    """The faces a player fixes (``--islands L1a,S2b``): a legal W-SETUP-1 set for ``players``, in L, M, S
    order; ValueError saying what is wrong otherwise."""
    need = SET_BOARDS.get(players)
    if need is None:
        raise BoardError(f"Small World of Warcraft is for 2 to 5 players, not {players!r}", Code.BOARD_FIELD)
    wanted = " + ".join(f"{count} {size}" for size, count in need.items())
    canonical = {face.lower(): face for face in FACE_IDS}  # 'l1a' is L1a, as region names are read in any case
    named = [part.strip() for part in str(text).split(",") if part.strip()]
    if not named:
        raise BoardError(f"{players} players play on {wanted} (one face of each board): name them, e.g. "
                         f"{','.join(next(legal_sets(players)))}", Code.BOARD_FIELD)
    unknown = [f for f in named if f.lower() not in canonical]
    if unknown:
        raise BoardError(f"{quote(unknown[0], 8)} is not an island face; use {' '.join(FACE_IDS)}", Code.BOARD_FIELD)
    return check_set([canonical[f.lower()] for f in named], players)


def check_set(faces: Sequence[str], players: int) -> tuple[str, ...]:
    """``faces`` (ids) in L, M, S order if they are a set W-SETUP-1 deals for ``players``, else BoardError: the
    islands fixed by a player, given to ``Game.new`` or read from a save (a 2-player game on one island or all
    twelve is no game of the rules)."""
    need = SET_BOARDS.get(players)
    if need is None:
        raise BoardError(f"Small World of Warcraft is for 2 to 5 players, not {players!r}", Code.BOARD_FIELD)
    wanted = " + ".join(f"{count} {size}" for size, count in need.items())
    boards = [f[:2] for f in faces]
    twice = next((b for b in boards if boards.count(b) > 1), None)
    if twice is not None:
        raise BoardError(f"board {twice} is named twice; a board shows one face ({twice}a or {twice}b)",
                         Code.BOARD_FIELD)
    chosen = tuple(sorted(faces, key=lambda f: FACE_IDS.index(f) if f in FACE_IDS else len(FACE_IDS)))
    if chosen not in _legal(players):
        raise BoardError(f"{players} players play on {wanted} (one face of each board), not "
                         f"{', '.join(chosen)}", Code.BOARD_FIELD)  # face ids: checked by every caller
    return chosen


@functools.lru_cache(maxsize=len(SET_BOARDS))
def _legal(players: int) -> frozenset[tuple[str, ...]]:
    return frozenset(legal_sets(players))


def check_sets(faces: Mapping[str, IslandFace]) -> None:
    """W-MAP-7 set level: no legal set needs more Mountain markers or Murlocs than the box holds. A set's counts
    are the sums of its faces' counts, each face's counted once (the sets are hundreds: the first WoW deal runs
    this check, and counting region by region per set cost more than a game)."""
    counts = {name: (sum(r.mountain for r in face.regions), sum(r.murloc for r in face.regions))
              for name, face in faces.items()}
    for players in SET_BOARDS:
        for chosen in legal_sets(players):
            mountains = murlocs = 0
            for face in chosen:
                mountains += counts[face][0]
                murlocs += counts[face][1]
            where = f"the {players}-player set {'+'.join(chosen)}"
            if mountains > MOUNTAIN_MARKERS:
                raise BoardError(f"{where} has {mountains} mountain regions but the box holds only "
                                 f"{MOUNTAIN_MARKERS} Mountain markers; use fewer mountains", Code.BOARD_UNPLAYABLE)
            if murlocs > MURLOC_TOKENS:
                raise BoardError(f"{where} has {murlocs} Murloc symbols but the box holds only "
                                 f"{MURLOC_TOKENS} Murlocs; use fewer Murloc symbols", Code.BOARD_UNPLAYABLE)
