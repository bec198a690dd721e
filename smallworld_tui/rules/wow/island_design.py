"""The design targets of the shipped island faces (RULES-WOW.md W-MAP-8): counts that MUST hold, placement lint.

Loading (``islands``) only refuses faces that cannot be played; these checks say whether a face is a good one.
The build script searches for faces that pass them and the tests keep the shipped faces passing them.
Each problem is one line ``<face>:<region> (<name>): <problem>``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .islands import IslandFace, IslandRegion

__all__ = ["TARGETS", "SizeTarget", "design_problems", "design_warnings", "face_problems", "face_warnings"]

LAND_MIX = ("fields", "forest", "hill", "swamp")


@dataclass(frozen=True, slots=True)
class SizeTarget:
    """The W-MAP-8 counts of one face size."""

    regions: int  # including water
    entries: int
    mountains: int
    murlocs: int
    magic: int
    cavern: int
    mix: tuple[int, int]  # each of fields, forest, hill, swamp: at least, at most


TARGETS = {
    "S": SizeTarget(regions=7, entries=2, mountains=1, murlocs=2, magic=1, cavern=1, mix=(1, 99)),
    "M": SizeTarget(regions=10, entries=3, mountains=2, murlocs=3, magic=2, cavern=2, mix=(1, 3)),
    "L": SizeTarget(regions=13, entries=4, mountains=3, murlocs=4, magic=3, cavern=2, mix=(2, 3)),
}
CELLS = (3, 8)  # cells per region


def _at(face: IslandFace, region: IslandRegion) -> str:
    return f"{face.gid(region.id)} ({region.name})" if region.name else face.gid(region.id)


def face_problems(face: IslandFace) -> list[str]:
    """The W-MAP-8 counts (MUST for a shipped face); the S water rule is per board, in ``design_problems``."""
    target = TARGETS[face.size]
    regions = face.regions
    found = {
        "regions": len(regions),
        "entry regions": sum(r.entry for r in regions),
        "mountains": sum(r.mountain for r in regions),
        "Murloc symbols": sum(r.murloc for r in regions),
        "Magic symbols": sum(r.magic for r in regions),
        "Cavern symbols": sum(r.cavern for r in regions),
    }
    wanted = dict(zip(found, (target.regions, target.entries, target.mountains, target.murlocs, target.magic,
                              target.cavern), strict=True))
    problems = [f"{face.face}: {found[k]} {k}, W-MAP-8 wants {wanted[k]}" for k in found if found[k] != wanted[k]]
    water = sum(r.water for r in regions)
    if face.size != "S" and water != 1:
        problems.append(f"{face.face}: {water} water regions, W-MAP-8 wants 1")
    low, high = target.mix
    for terrain in LAND_MIX:
        count = sum(r.terrain == terrain for r in regions)
        if not low <= count <= high:
            span = f"at least {low}" if high == 99 else f"{low} to {high}"
            problems.append(f"{face.face}: {count} {terrain} regions, W-MAP-8 wants {span}")
    for region in regions:
        if not region.name:
            problems.append(f"{_at(face, region)}: no name; every shipped region is named")
    return problems


def design_problems(faces: Mapping[str, IslandFace]) -> list[str]:
    """Every MUST of W-MAP-8 over a set of faces, plus names unique across the set."""
    problems = [p for face in faces.values() for p in face_problems(face)]
    for board in sorted({f[:2] for f in faces if f.startswith("S")}):
        sides = [faces[board + side] for side in "ab" if board + side in faces]
        watery = [f.face for f in sides if any(r.water for r in f.regions)]
        if (len(sides) == 2 and len(watery) != 1) or any(sum(r.water for r in f.regions) > 1 for f in sides):
            problems.append(f"{board}: water on {watery or 'no face'}; W-MAP-8 wants one water region on "
                            "exactly one face of each small board")
    seen: dict[str, str] = {}
    for face in faces.values():
        for region in face.regions:
            other = seen.setdefault(region.name.casefold(), face.gid(region.id)) if region.name else None
            if other is not None and other != face.gid(region.id):
                problems.append(f"{_at(face, region)}: the name is also used by {other}")
    return problems


def _steps(face: IslandFace, start: int) -> dict[int, int]:
    """Graph distance from ``start`` to every region of the face."""
    dist, todo = {start: 0}, [start]
    for here in todo:
        for nxt in face.regions[here].adjacent:
            if nxt not in dist:
                dist[nxt] = dist[here] + 1
                todo.append(nxt)
    return dist


def face_warnings(face: IslandFace) -> list[str]:
    """The W-MAP-8 placement items (SHOULD): where a face misses one, one line each."""
    regions = face.regions
    out: list[str] = []
    entries = [r for r in regions if r.entry]
    for r in entries:
        if r.mountain:
            out.append(f"{_at(face, r)}: an entry region is a mountain")
        out += [f"{_at(face, r)}: entry regions {r.id} and {n} are adjacent"
                for n in r.adjacent if n > r.id and regions[n].entry]
    for icon in (r for r in regions if r.size_icon):
        if icon.entry:
            out.append(f"{_at(face, icon)}: the icon region is an entry")
        elif face.size in "ML":
            dist = _steps(face, icon.id)
            out += [f"{_at(face, icon)}: the icon region is {dist[e.id]} step from entry {e.id}, wants >= 2"
                    for e in entries if dist.get(e.id, 99) < 2]
    murlocs = [r for r in regions if r.murloc]
    out += [f"{_at(face, r)}: a Murloc on a mountain" for r in murlocs if r.mountain]
    if sum(r.entry for r in murlocs) > 1:
        out.append(f"{face.face}: {sum(r.entry for r in murlocs)} Murlocs on entry regions, wants at most 1")
    out += [f"{_at(face, r)}: Murlocs on adjacent regions {r.id} and {n}"
            for r in murlocs for n in r.adjacent if n > r.id and regions[n].murloc]
    out += [f"{_at(face, r)}: Magic and Cavern on one region" for r in regions if r.magic and r.cavern]
    if face.size in "ML" and not any(r.cavern and not r.entry for r in regions):
        out.append(f"{face.face}: every Cavern is on an entry region; wants one inland")
    for r in regions:
        land = sum(not regions[n].water for n in r.adjacent)
        if len(r.adjacent) < 2:
            out.append(f"{_at(face, r)}: {len(r.adjacent)} neighbour(s), wants >= 2")
        if r.water and land < 3:
            out.append(f"{_at(face, r)}: water with {land} land neighbours, wants >= 3")
        if r.terrain == "fields" and len(r.adjacent) < 3:
            out.append(f"{_at(face, r)}: fields with {len(r.adjacent)} neighbours, wants >= 3")
        if not CELLS[0] <= len(r.cells) <= CELLS[1]:
            out.append(f"{_at(face, r)}: {len(r.cells)} cells, wants {CELLS[0]} to {CELLS[1]}")
    grid = face.layout
    for row in range(len(grid) - 1):
        for col in range(len(grid[0]) - 1):
            block = {grid[row][col], grid[row][col + 1], grid[row + 1][col], grid[row + 1][col + 1]}
            if len(block) == 4:
                out.append(f"{face.face}: four regions {sorted(block)} meet at row {row + 1}, column {col + 1}")
    return out


def _shape(face: IslandFace) -> object:
    """What makes two faces the same island: the grid and every region's terrain and flags (names aside)."""
    return face.layout, [(r.terrain, r.magic, r.cavern, r.entry, r.murloc, r.size_icon) for r in face.regions]


def design_warnings(faces: Mapping[str, IslandFace]) -> list[str]:
    """Every SHOULD of W-MAP-8 over a set of faces, including that a board's two faces differ."""
    out = [w for face in faces.values() for w in face_warnings(face)]
    for face_id, face in sorted(faces.items()):
        other = faces.get(face_id[:2] + "b") if face_id.endswith("a") else None
        if other is not None and _shape(face) == _shape(other):
            out.append(f"{face_id[:2]}: both faces are the same island")
    return out
