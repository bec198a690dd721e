"""The board: a validated, immutable map of regions (RULES.md section 2, R-MAP).

Board files are YAML (``maps/<n>p.yaml``). A user's own file is read strictly (``boardyaml``: no aliases, tags,
duplicate keys or absurd sizes) and checked field by field by pydantic (``boardschema``); the cross-region checks
(ids, names, adjacency, playability) are plain Python here, so every defect becomes one readable ``BoardError``
naming the file, the region and the fix. The bundled boards load from their precompiled, already validated form
(``maps/bundled.json``) and pass the same cross-region checks, so starting the game imports neither pydantic nor
PyYAML; if a bundled YAML file no longer matches its compiled form, it is read and validated like a user's file.
"""

from __future__ import annotations

import functools
import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import BoardError, Code, printable
from .files import FileProblem, read_small_text
from .maplayout import Grid, LayoutError, check_layout

__all__ = [
    "TERRAINS", "WATER", "Board", "BoardError", "Part", "Region", "board_from_dict", "bundled_board", "load_board",
]

TERRAINS = ("farmland", "forest", "hill", "swamp", "mountain", "sea", "lake")
WATER = ("sea", "lake")  # R-MAP-2
FLAGS = ("mine", "magic", "cavern", "lost_tribe", "border")
MAX_BOARD_BYTES = 1_000_000  # a 48-region board with its layout is ~12 kB
MAX_REGIONS = 500  # the official boards have 23 to 48
MAX_NEIGHBOURS = 50  # adjacent regions of one region; the official boards have at most 10
MAX_NAME = 40  # characters in a region's name (the bundled ones have at most 16)


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
    part: str = ""  # the name of the board part it lies on (``Board.parts``: a WoW island face, "L1a"); "" on a
    # board of one piece

    def __str__(self) -> str:
        return f"{self.id} {self.name}"


@dataclass(frozen=True, slots=True)
class Part:
    """One part of a board made of several, each drawn in a frame of its own (Small World of Warcraft's island
    faces, W-MAP-3): its regions are the ids ``first .. first + count - 1``, and ``layout`` is its grid written in
    those ids (for drawing). A player may name a region ``<part>:<n>``, its ``n``-th region (``L1a:4``)."""

    name: str  # "L1a"
    first: int
    count: int
    layout: Grid

    def local(self, rid: int) -> int:
        """The number of region ``rid`` within this part (``L1a:4`` is local 4)."""
        return rid - self.first


@dataclass(frozen=True, slots=True)
class Board:
    """A whole map. ``regions[i].id == i``, so a region id is also its index."""

    name: str
    players: int | None
    turns: int
    source: str
    regions: tuple[Region, ...]
    layout: Grid | None = None  # where each region lies (maplayout.py); None: the app shows the list only
    parts: tuple[Part, ...] = ()  # the parts it is made of, in id order (WoW's island faces); () for one piece
    # a ruleset's own facts about regions, by name: one value per region id (WoW's "murloc", where a Murloc starts,
    # W-SETUP-3, and "size_icon", where an Artifact or Place starts, W-SETUP-4); none on a base board. Read-only
    region_facts: Mapping[str, tuple[Any, ...]] = field(default_factory=dict, hash=False)
    _by_name: dict[str, Region] = field(init=False, repr=False, compare=False)
    _digest: str = field(init=False, default="", repr=False, compare=False)  # ``digest`` once asked

    def __post_init__(self) -> None:
        object.__setattr__(self, "_by_name", {r.name.casefold(): r for r in self.regions})

    @property
    def digest(self) -> str:
        """The content hash a save names its board by, made when first asked: a WoW game deals a new board, which
        is hashed only if saved (the hash costs more than building the board)."""
        if not self._digest:
            rules = self.to_dict()
            rules.pop("layout", None)  # where regions are drawn changes no rule: a save's board hash ignores it
            object.__setattr__(self, "_digest", _digest(rules))
        return self._digest

    def ref(self, text: str) -> Region:
        """The region a player means by ``text``: its id ("12") or its name, any case; on islands also
        ``<part>:<n>`` on a board of parts (W-MAP-3, "L1a:4": region 4 of island face L1a)."""
        key = str(text).strip()
        if key.isascii() and key.isdigit() and len(key) < 6 and int(key) < len(self.regions):
            return self.regions[int(key)]
        region = self._by_name.get(key.casefold())
        if region is None and self.parts and ":" in key:
            region = self._part_ref(key)
        if region is None:
            raise ValueError(f"No region called {key!r} on this map")
        return region

    def _part_ref(self, key: str) -> Region | None:
        name, _, number = key.partition(":")
        for part in self.parts:
            if part.name.casefold() == name.strip().casefold():
                n = number.strip()
                if n.isascii() and n.isdigit() and len(n) < 6 and int(n) < part.count:
                    return self.regions[part.first + int(n)]
        return None

    def gid(self, rid: int) -> str:
        """The name of region ``rid`` in its part ("L1a:4", W-MAP-3) on a board of parts; its plain id otherwise."""
        name = self.regions[rid].part
        for part in self.parts:
            if part.name == name:
                return f"{name}:{part.local(rid)}"
        return str(rid)

    def fact(self, name: str, rid: int) -> Any:
        """A ruleset's own fact ``name`` about region ``rid`` (``region_facts``); None where the board has none."""
        values = self.region_facts.get(name)
        return values[rid] if values is not None else None

    def to_dict(self) -> dict[str, Any]:
        """Plain data in board-file form; ``board_from_dict(board.to_dict())`` gives an equal board (one of a
        single piece, without a ruleset's own facts: a board file has neither). Its digest hashes it."""
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
                    **({"part": r.part} if self.parts else {}),
                    **{name: values[r.id] for name, values in self.region_facts.items()},
                    "adjacent": list(r.adjacent),
                }
                for r in self.regions
            ],
            **({"layout": [" ".join(map(str, row)) for row in self.layout]} if self.layout else {}),
            **({"parts": [[p.name, p.first, p.count] for p in self.parts]} if self.parts else {}),
        }


def _digest(data: dict[str, Any]) -> str:
    """A content hash that saved games use to recognise their board, independent of file formatting."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


# --- the cross-region checks (on every board, bundled or not) -------------------------------------


@dataclass(frozen=True, slots=True)
class _Spec:
    """A region as written in a board file, already of the right types (pydantic's or the compiled form)."""

    id: int
    name: str
    terrain: str
    mine: bool
    magic: bool
    cavern: bool
    lost_tribe: bool
    border: bool
    adjacent: list[int]



def _check_ids(specs: list[_Spec], source: str) -> None:
    """Ids are unique and run 0..N-1, so an id is a list index and a save's region numbers stay meaningful."""
    if len(specs) < 2:
        raise BoardError(f"{source}: the board has {len(specs)} region(s); a board needs at least 2",
                         Code.BOARD_UNPLAYABLE)
    seen: dict[int, _Spec] = {}
    for spec in specs:
        if spec.id in seen:
            raise BoardError(f"{source}: region {spec.id} ({spec.name}): the id {spec.id} is also used by "
                             f"'{seen[spec.id].name}'; give each region its own id", Code.BOARD_REGIONS)
        seen[spec.id] = spec
    for spec in specs:
        if spec.id >= len(specs):
            missing = min(set(range(len(specs))) - seen.keys())
            raise BoardError(f"{source}: region {spec.id} ({spec.name}): ids must run 0..{len(specs) - 1} "
                             f"without gaps, and {missing} is missing; renumber the regions", Code.BOARD_REGIONS)


def _check_names(specs: list[_Spec], source: str) -> None:
    """Names are unique (ignoring case) because players type them to pick a region."""
    seen: dict[str, _Spec] = {}
    for spec in specs:
        other = seen.setdefault(spec.name.casefold(), spec)
        if other is not spec:
            raise BoardError(f"{source}: region {spec.id} ({spec.name}): the name is also used by region "
                             f"{other.id}; give each region its own name", Code.BOARD_REGIONS)


def _check_adjacency(by_id: dict[int, _Spec], source: str) -> None:
    """R-MAP-3: adjacency is a symmetric relation between two different, existing regions."""
    listed = {rid: set(spec.adjacent) for rid, spec in by_id.items()}
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
            if spec.id not in listed[other_id]:
                raise BoardError(f"{here}: it lists region {other_id} ({other.name}) as adjacent, but region "
                                 f"{other_id} does not list {spec.id}; add {spec.id} to region {other_id}'s "
                                 f"adjacent list or remove {other_id} from this one", Code.BOARD_ADJACENCY)


# --- building the runtime board ----------------------------------------------------------------------


def _region(spec: _Spec, by_id: dict[int, _Spec]) -> Region:
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


def _check_playable(regions: tuple[Region, ...], source: str) -> None:
    """R-MAP-4: a first conquest needs a land entry; all land is one area, so every race can reach every region."""
    land = {r.id for r in regions if not r.water}
    if not any(regions[i].entry for i in land):  # also a board of water only
        raise BoardError(f"{source}: no land region is on the board's edge or the shore of an edge sea, so no "
                         "race can make its first conquest; mark at least one land region 'border: true'",
                         Code.BOARD_UNPLAYABLE)
    start = min(land)
    reached, todo = {start}, [start]
    while todo:
        for other in regions[todo.pop()].adjacent:
            if other in land and other not in reached:
                reached.add(other)
                todo.append(other)
    if reached != land:
        cut = regions[min(land - reached)]
        raise BoardError(f"{source}: region {cut.id} ({cut.name}) cannot be reached over land from region "
                         f"{start} ({regions[start].name}); the land must be one connected area: add an "
                         "adjacency that joins them", Code.BOARD_UNPLAYABLE)


def _build(head: Mapping[str, Any], specs: list[_Spec], layout: list[str] | None, source: str) -> Board:
    """The cross-region checks, then the runtime board (both paths: a user's file and the compiled form)."""
    _check_ids(specs, source)
    _check_names(specs, source)
    by_id = {r.id: r for r in specs}
    _check_adjacency(by_id, source)
    regions = tuple(_region(by_id[i], by_id) for i in range(len(by_id)))
    try:
        grid = check_layout(layout, regions) if layout is not None else None
    except LayoutError as exc:
        raise BoardError(f"{source}: layout: {exc}", Code.BOARD_LAYOUT) from None
    _check_playable(regions, source)
    return Board(name=head["name"].strip(), players=head["players"], turns=head["turns"], source=head["source"],
                 regions=regions, layout=grid)


def board_from_dict(data: Any, source: str = "<data>") -> Board:
    """Validate plain board data (as read from a board file) and build the board; BoardError if unplayable."""
    if not isinstance(data, Mapping):
        raise BoardError(f"{source}: a board must be a mapping with the keys name, turns and regions, "
                         f"not {type(data).__name__}", Code.BOARD_FIELD)
    regions = data.get("regions")
    if isinstance(regions, list) and len(regions) > MAX_REGIONS:
        raise BoardError(f"{source}: the board has {len(regions):,} regions; a board has at most {MAX_REGIONS}",
                         Code.BOARD_UNPLAYABLE)
    from pydantic import ValidationError

    from .boardschema import BoardSpec, translate

    try:
        spec = BoardSpec.model_validate(data)
    except ValidationError as exc:
        raise translate(exc, data, source) from None
    specs = [_Spec(**r.model_dump()) for r in spec.regions]
    return _build(spec.model_dump(exclude={"regions", "layout"}), specs, spec.layout, source)


MAX_PATH = 200  # characters of a file's path quoted in a message (as load_game's)


def read_board_yaml(path: str | Path, max_bytes: int, what: str = "board") -> tuple[str, Any]:
    """Read a board-like YAML file from outside (a board, an island face) with its size limit and the strict
    YAML reader; return its printable name and its data. Any failure is a BoardError naming the file."""
    source = printable(str(path)[:MAX_PATH]) + ("…" if len(str(path)) > MAX_PATH else "")
    try:
        text = read_small_text(path, max_bytes)
    except FileProblem as problem:
        if problem.missing:
            raise BoardError(f"{source}: no such {what} file; check the path", Code.BOARD_UNREADABLE) from None
        raise BoardError(f"{source}: {problem.reason}; check the file",
                         Code.BOARD_TOO_LARGE if problem.too_large else Code.BOARD_UNREADABLE) from None
    from .boardyaml import parse_yaml

    try:
        return source, parse_yaml(text)
    except BoardError as exc:
        raise BoardError(f"{source}: {exc}", exc.code) from None


def load_board(path: str | Path) -> Board:
    """Read and validate a YAML board file (``--board FILE``); any failure is a BoardError naming the file."""
    source, data = read_board_yaml(path, MAX_BOARD_BYTES)
    return board_from_dict(data, source=source)


# --- the bundled boards: precompiled ------------------------------------------------------------------


def maps_dir() -> Path:
    """The bundled board files: package data in an installed wheel, else the checkout's top-level maps/."""
    package = Path(__file__).resolve().parents[1]
    installed = package / "maps"
    return installed if installed.is_dir() else package.parent / "maps"


COMPILED = "bundled.json"  # in the maps folder: {"2": {"yaml_sha256": ..., "board": Board.to_dict()}, ...}


def compile_bundled(maps: Path | None = None) -> str:
    """The compiled form of the bundled boards, validated the full way (``scripts/compile_maps.py`` writes it)."""
    maps = maps or maps_dir()
    out = {}
    for players in (2, 3, 4, 5):
        path = maps / f"{players}p.yaml"
        out[str(players)] = {"yaml_sha256": hashlib.sha256(path.read_bytes()).hexdigest(),
                             "board": load_board(path).to_dict()}
    return json.dumps(out, indent=1, ensure_ascii=False) + "\n"


@functools.lru_cache(maxsize=1)
def _compiled() -> dict[str, Any]:
    try:
        data = json.loads((maps_dir() / COMPILED).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


@functools.lru_cache(maxsize=8)
def bundled_board(players: int) -> Board:
    """The official map for 2 to 5 players (boards are immutable, so one shared copy each)."""
    if type(players) is not int or players not in (2, 3, 4, 5):
        raise ValueError(f"There is no official map for {players!r} players; choose 2, 3, 4 or 5")
    path = maps_dir() / f"{players}p.yaml"
    entry = _compiled().get(str(players))
    if entry and entry.get("yaml_sha256") == hashlib.sha256(path.read_bytes()).hexdigest():
        data = entry["board"]
        try:
            return _build(data, [_Spec(**r) for r in data["regions"]], data.get("layout"), str(path))
        except (KeyError, TypeError, ValueError):
            pass  # a damaged compiled form: the YAML file is the truth
    return load_board(path)  # the YAML changed since it was compiled: validate it the full way
