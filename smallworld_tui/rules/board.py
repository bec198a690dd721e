"""The board: a validated, immutable map of regions (RULES.md section 2, R-MAP).

Board files are YAML (``maps/<n>p.yaml``). Pydantic checks the shape of each field; the cross-region checks
(ids, names, adjacency) are plain Python so every defect becomes one readable ``BoardError`` naming the file,
the region and the fix. This module imports only the standard library, pydantic and yaml.
"""

from __future__ import annotations

import functools
import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from .errors import BoardError, Code
from .maplayout import Grid, LayoutError, check_layout

__all__ = [
    "TERRAINS", "WATER", "Board", "BoardError", "Region", "board_from_dict", "bundled_board", "load_board",
]

TERRAINS = ("farmland", "forest", "hill", "swamp", "mountain", "sea", "lake")
WATER = ("sea", "lake")  # R-MAP-2
FLAGS = ("mine", "magic", "cavern", "lost_tribe", "border")


@dataclass(frozen=True, slots=True)
class Region:
    """One region with its board facts and the derived properties the rules ask about."""

    id: int
    name: str
    terrain: str
    mine: bool
    magic: bool
    cavern: bool
    lost_tribe: bool
    border: bool
    adjacent: tuple[int, ...]  # sorted
    water: bool  # R-MAP-2: sea or lake
    entry: bool  # R-MAP-4: a first conquest may start here
    coastal: bool  # R-MAP-5: land next to a sea or lake
    mountain: bool  # R-MAP-6: holds a Mountain marker

    def __str__(self) -> str:
        return f"{self.id} {self.name}"


@dataclass(frozen=True, slots=True)
class Board:
    """A whole map. ``regions[i].id == i``, so a region id is also its index."""

    name: str
    players: int | None
    turns: int
    source: str
    regions: tuple[Region, ...]
    layout: Grid | None = None  # where each region lies (maplayout.py); None: the app shows the list only
    digest: str = field(init=False)
    _by_name: dict[str, Region] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_by_name", {r.name.casefold(): r for r in self.regions})
        rules = self.to_dict()
        rules.pop("layout", None)  # where regions are drawn changes no rule: a save's board hash ignores it
        object.__setattr__(self, "digest", _digest(rules))

    def ref(self, text: str) -> Region:
        """The region a player means by ``text``: its id ("12") or its name, any case."""
        key = str(text).strip()
        if key.isascii() and key.isdigit() and len(key) < 6 and int(key) < len(self.regions):
            return self.regions[int(key)]
        region = self._by_name.get(key.casefold())
        if region is None:
            raise ValueError(f"No region called {key!r} on this map")
        return region

    def to_dict(self) -> dict[str, Any]:
        """Plain data in board-file form; ``board_from_dict(board.to_dict())`` gives an equal board."""
        return {
            "name": self.name,
            "players": self.players,
            "turns": self.turns,
            "source": self.source,
            "regions": [
                {
                    "id": r.id,
                    "name": r.name,
                    "terrain": r.terrain,
                    **{flag: getattr(r, flag) for flag in FLAGS},
                    "adjacent": list(r.adjacent),
                }
                for r in self.regions
            ],
            **({"layout": [" ".join(map(str, row)) for row in self.layout]} if self.layout else {}),
        }


def _digest(data: dict[str, Any]) -> str:
    """A content hash that saved games use to recognise their board, independent of file formatting."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


# --- the schema: one field at a time -----------------------------------------------------------------


class _RegionSpec(BaseModel):
    """A region as written in a board file. Strict: ``"3"`` is not an id and ``"yes"`` is not a flag."""

    model_config = ConfigDict(strict=True, extra="ignore")

    id: int = Field(ge=0)
    name: str
    terrain: str
    mine: bool
    magic: bool
    cavern: bool
    lost_tribe: bool
    border: bool
    adjacent: list[int]

    @field_validator("name")
    @classmethod
    def _name(cls, value: str) -> str:
        value = value.strip()
        if not value:
            raise ValueError("the name is empty; give the region a short name")
        if value.isdigit():
            raise ValueError(f"the name {value!r} looks like a region id; use words")
        return value

    @field_validator("terrain")
    @classmethod
    def _terrain(cls, value: str) -> str:
        terrain = value.strip().lower()
        if terrain not in TERRAINS:
            raise ValueError(f"unknown terrain {value!r}; use one of {', '.join(TERRAINS)}")
        return terrain


class _BoardSpec(BaseModel):
    model_config = ConfigDict(strict=True, extra="ignore")

    name: str
    players: int | None = Field(default=None, ge=1)
    turns: int = Field(ge=1)
    source: str = ""
    regions: list[_RegionSpec]
    layout: list[str] | None = None


# --- readable errors ---------------------------------------------------------------------------------


def _label(raw: Any, index: int | None = None) -> str:
    """How to point a user at a region: 'region 3 (Grey Peak)', or its place in the list if it has no id."""
    raw = raw if isinstance(raw, Mapping) else {}
    rid, name = raw.get("id"), raw.get("name")
    where = f"region {rid}" if isinstance(rid, int) and not isinstance(rid, bool) else None
    if where is None:
        where = f"region number {index + 1} in the list" if index is not None else "a region"
    return f"{where} ({name})" if isinstance(name, str) and name.strip() else where


def _problem(error: Mapping[str, Any], field_name: str) -> str:
    """One pydantic error as a sentence with the fix."""
    kind = error["type"]
    if kind == "missing":
        return f"the field '{field_name}' is missing; add it"
    if kind == "value_error":
        return str(error["ctx"]["error"])
    message = error["msg"][0].lower() + error["msg"][1:]
    return f"the field '{field_name}' is {error.get('input')!r}, but {message}; fix that value"


def _translate(exc: ValidationError, data: Mapping[str, Any], source: str) -> BoardError:
    """Turn pydantic's report into one sentence about the first defect."""
    error = exc.errors()[0]
    loc = list(error["loc"])
    if len(loc) >= 2 and loc[0] == "regions" and isinstance(loc[1], int):
        index = loc[1]
        field_name = ".".join(str(p) for p in loc[2:]) or "region"
        if not loc[2:]:
            return BoardError(f"{source}: region number {index + 1} in the list is not a mapping of fields; "
                              "write it as 'id: ..., name: ..., terrain: ...'", Code.BOARD_FIELD)
        label = _label(data["regions"][index], index)
        return BoardError(f"{source}: {label}: {_problem(error, field_name)}", Code.BOARD_FIELD)
    field_name = ".".join(str(p) for p in loc) or "board"
    return BoardError(f"{source}: {_problem(error, field_name)}", Code.BOARD_FIELD)


# --- the cross-region checks -------------------------------------------------------------------------


def _check_ids(specs: list[_RegionSpec], source: str) -> None:
    """Ids are unique and run 0..N-1, so an id is a list index and a save's region numbers stay meaningful."""
    if len(specs) < 2:
        raise BoardError(f"{source}: the board has {len(specs)} region(s); a board needs at least 2",
                         Code.BOARD_UNPLAYABLE)
    seen: dict[int, _RegionSpec] = {}
    for spec in specs:
        if spec.id in seen:
            raise BoardError(f"{source}: region {spec.id} ({spec.name}): the id {spec.id} is also used by "
                             f"{seen[spec.id].name!r}; give each region its own id", Code.BOARD_REGIONS)
        seen[spec.id] = spec
    for spec in specs:
        if spec.id >= len(specs):
            missing = min(set(range(len(specs))) - seen.keys())
            raise BoardError(f"{source}: region {spec.id} ({spec.name}): ids must run 0..{len(specs) - 1} "
                             f"without gaps, and {missing} is missing; renumber the regions", Code.BOARD_REGIONS)


def _check_names(specs: list[_RegionSpec], source: str) -> None:
    """Names are unique (ignoring case) because players type them to pick a region."""
    seen: dict[str, _RegionSpec] = {}
    for spec in specs:
        other = seen.setdefault(spec.name.casefold(), spec)
        if other is not spec:
            raise BoardError(f"{source}: region {spec.id} ({spec.name}): the name is also used by region "
                             f"{other.id}; give each region its own name", Code.BOARD_REGIONS)


def _check_adjacency(by_id: dict[int, _RegionSpec], source: str) -> None:
    """R-MAP-3: adjacency is a symmetric relation between two different, existing regions."""
    for spec in by_id.values():
        here = f"{source}: region {spec.id} ({spec.name})"
        for other_id in spec.adjacent:
            other = by_id.get(other_id)
            if other_id == spec.id:
                raise BoardError(f"{here}: it lists itself as adjacent; remove {other_id} from that list",
                                 Code.BOARD_ADJACENCY)
            if other is None:
                raise BoardError(f"{here}: adjacent region {other_id} does not exist; "
                                 f"remove it from the adjacent list or add region {other_id}", Code.BOARD_ADJACENCY)
            if spec.id not in other.adjacent:
                raise BoardError(f"{here}: it lists region {other_id} ({other.name}) as adjacent, but region "
                                 f"{other_id} does not list {spec.id}; add {spec.id} to region {other_id}'s "
                                 f"adjacent list or remove {other_id} from this one", Code.BOARD_ADJACENCY)


# --- building the runtime board ----------------------------------------------------------------------


def _region(spec: _RegionSpec, by_id: dict[int, _RegionSpec]) -> Region:
    """A runtime region with the derived R-MAP-2/4/5 properties."""
    neighbours = [by_id[a] for a in sorted(set(spec.adjacent))]
    water = spec.terrain in WATER
    if water:
        entry = spec.terrain == "sea" and spec.border  # R-MAP-4: an edge sea (Seafaring); a lake never
    else:
        entry = spec.border or any(n.terrain == "sea" and n.border for n in neighbours)
    return Region(
        id=spec.id,
        name=spec.name,
        terrain=spec.terrain,
        mine=spec.mine,
        magic=spec.magic,
        cavern=spec.cavern,
        lost_tribe=spec.lost_tribe,
        border=spec.border,
        adjacent=tuple(n.id for n in neighbours),
        water=water,
        entry=entry,
        coastal=not water and any(n.terrain in WATER for n in neighbours),
        mountain=spec.terrain == "mountain",
    )


def board_from_dict(data: Any, source: str = "<data>") -> Board:
    """Validate plain board data (as read from a board file) and build the board; BoardError if unplayable."""
    if not isinstance(data, Mapping):
        raise BoardError(f"{source}: a board must be a mapping with the keys name, turns and regions, "
                         f"not {type(data).__name__}", Code.BOARD_FIELD)
    try:
        spec = _BoardSpec.model_validate(data)
    except ValidationError as exc:
        raise _translate(exc, data, source) from None
    _check_ids(spec.regions, source)
    _check_names(spec.regions, source)
    by_id = {r.id: r for r in spec.regions}
    _check_adjacency(by_id, source)
    regions = tuple(_region(by_id[i], by_id) for i in range(len(by_id)))
    try:
        layout = check_layout(spec.layout, regions) if spec.layout is not None else None
    except LayoutError as exc:
        raise BoardError(f"{source}: layout: {exc}", Code.BOARD_LAYOUT) from None
    return Board(name=spec.name.strip(), players=spec.players, turns=spec.turns, source=spec.source,
                 regions=regions, layout=layout)


def load_board(path: str | Path) -> Board:
    """Read and validate a YAML board file (``--board FILE``); any failure is a BoardError naming the file."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise BoardError(f"{path}: no such board file; check the path", Code.BOARD_UNREADABLE) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise BoardError(f"{path}: cannot read the board file ({exc}); check the file",
                         Code.BOARD_UNREADABLE) from None
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc)
        raise BoardError(f"{path}: not valid YAML{where}: {problem}; fix the syntax", Code.BOARD_SYNTAX) from None
    return board_from_dict(data, source=str(path))


def _maps_dir() -> Path:
    """The bundled board files: package data in an installed wheel, else the checkout's top-level maps/."""
    package = Path(__file__).resolve().parents[1]
    installed = package / "maps"
    return installed if installed.is_dir() else package.parent / "maps"


@functools.lru_cache(maxsize=8)
def bundled_board(players: int) -> Board:
    """The official map for 2 to 5 players (boards are immutable, so one shared copy each)."""
    if type(players) is not int or players not in (2, 3, 4, 5):
        raise ValueError(f"There is no official map for {players!r} players; choose 2, 3, 4 or 5")
    return load_board(_maps_dir() / f"{players}p.yaml")
