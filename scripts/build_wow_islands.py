"""Build the twelve original island faces maps/wow/<face>.yaml of Small World of Warcraft (RULES-WOW.md W-MAP).

No region data of the printed islands is public (W-MAP-2), so the faces are our own: a seeded search cuts a grid
into regions, then deals terrain and symbols until the face passes every W-MAP-7 rule, every W-MAP-8 count and
every W-MAP-8 placement item (``smallworld_tui.rules.wow.island_design``). Face S1a is the example of RULES-WOW.md
Appendix B, kept as printed there. Region names come from hand-written pools per terrain, each used once across
the set and none taken from the base game's maps.
Usage: python scripts/build_wow_islands.py [--check]   (--check: rebuild in memory, exit 1 if a file differs)
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml

from smallworld_tui.rules.wow.island_design import (
    TARGETS,
    design_problems,
    design_warnings,
    face_problems,
    face_warnings,
)
from smallworld_tui.rules.wow.islands import FACE_IDS, ISLAND_FLAGS, IslandFace, face_from_dict

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "maps" / "wow"
SEED = 2020  # the year of the box; any seed gives valid faces, this one gives the shipped ones
MAX_NAME = 16  # as the base maps: the app aligns region names in columns of this width

# Face id -> (rows, columns, water). Grids of about 4.3 cells per region; water varies between sea and lake,
# and each small board has its water on one face only (W-MAP-8).
PLAN: dict[str, tuple[int, int, str | None]] = {
    "L1a": (7, 8, "sea"), "L1b": (8, 7, "lake"), "L2a": (7, 8, "lake"), "L2b": (8, 7, "sea"),
    "M1a": (6, 7, "lake"), "M1b": (7, 6, "sea"), "M2a": (6, 7, "sea"), "M2b": (7, 6, "lake"),
    "S1b": (5, 6, None), "S2a": (6, 5, "sea"), "S2b": (5, 6, None),
}

# RULES-WOW.md Appendix B, face S1a, as printed (names are added below like everyone else's).
EXAMPLE_S1A: dict[str, Any] = {
    "face": "S1a", "size": "S",
    "layout": ["0 0 1 1 1 1", "0 2 2 3 3 1", "0 2 5 5 3 6", "4 4 5 5 6 6", "4 4 4 6 6 6"],
    "regions": [
        {"id": 0, "terrain": "forest", "entry": True}, {"id": 1, "terrain": "hill", "murloc": True, "magic": True},
        {"id": 2, "terrain": "mountain", "cavern": True}, {"id": 3, "terrain": "fields", "size_icon": True},
        {"id": 4, "terrain": "swamp", "murloc": True}, {"id": 5, "terrain": "lake"},
        {"id": 6, "terrain": "fields", "entry": True},
    ],
}

# Original names, Warcraft-flavoured, written for this project; each pool is shuffled by the seed.
NAMES: dict[str, list[str]] = {
    "fields": [
        "Goldhusk Acres", "Kodo Pasture", "Sunmeal Fields", "Barleyhold", "Thistledown Farm", "Wheatwhisker",
        "Millstone Reach", "Haycrown Steads", "Plowhorn Meadow", "Tallowgrain", "Brightfurrow", "Threshing Green",
        "Cornsilk Terrace", "Honeymead Leas", "Scarecrow Common", "Ryebarrow", "Oxbell Paddock", "Gourdwatch",
        "Chaffwind Fields", "Pumpkin Moot", "Stonefence Croft", "Goldenrod Lea", "Windmill Green", "Sheaf Hollow",
        "Beanrow Holdings", "Clovercup Fields", "Dawnplough", "Sowers' Rest", "Furrowmoot", "Loamheart",
    ],
    "forest": [
        "Whisperbark", "Moonroot Thicket", "Owlshade Wood", "Mossclaw Copse", "Thornbriar Holt", "Grimleaf Tangle",
        "Elderbough", "Starpetal Grove", "Bearclaw Holt", "Shadowfern", "Silverbark Wilds", "Wolfpine Deep",
        "Gnarlroot Wood", "Lanternmoss", "Hushwillow", "Ancients' Rest", "Dreamleaf Glade", "Knotwood Hollow",
        "Spiderweb Copse", "Nightchime Wood", "Ravenbough", "Timberfang", "Emberleaf", "Boarbristle Wood",
        "Wispglow Thicket", "Greytrunk Hold", "Duskcanopy", "Sapling's Watch", "Ironbark Tangle", "Stagcrown Wood",
    ],
    "hill": [
        "Totem Ridge", "Warhorn Rise", "Skullcairn Hill", "Boulderback", "Windcombe Downs", "Ogre's Knuckle",
        "Raptor Knoll", "Cairnstep", "Kobold Burrows", "Thunderhoof Tor", "Redclay Bluffs", "Bonewhistle Rise",
        "Drumhill", "Gryphon Perch", "Stonetusk Knolls", "Scrubback Height", "Goblin Lookout", "Shalebrow",
        "Sunscald Mounds", "Banner Hill", "Hearthcairn Rise", "Tuskbarrow", "Copperknoll", "Ridgeback Steppe",
        "Warden's Hump", "Cragmoss Downs", "Hyena Tor", "Spiritcall Knoll", "Beacon Barrow", "Ramshorn Slopes",
    ],
    "swamp": [
        "Murkgill Fen", "Gloomsedge Bog", "Croaker's Mire", "Rotreed Marsh", "Bogbeast Wallow", "Sludgemaw Fen",
        "Mosquito Sink", "Blightsoak", "Drowned Barrow", "Hagmoss Marsh", "Leechwallow", "Fogbottom",
        "Sunken Totems", "Cattail Mire", "Gurgle Flats", "Troll's Sump", "Witchlight Bog", "Miasma Hollow",
        "Stagnant Reach", "Mudsnout Wallow", "Eelgrass Fen", "Silt Warrens", "Black Ooze Sink", "Slimecrawl",
        "Quagmire Deep", "Rattlereed Bog", "Grimsoak Fen", "Mireglow", "Crocolisk Slough", "Nettlebog",
    ],
    "mountain": [
        "Dragonback Peak", "Rimefang Spire", "Ironcrown", "Thunderspire", "Ashmaw Crag", "Titan's Anvil",
        "Skyreaver Summit", "Stormtalon Crag", "Wyrmcoil Heights", "Shatterhorn", "Ember Pinnacle",
        "Grimfrost Spire", "Obsidian Fang", "Eagle's Throne", "Cloudpiercer", "Hammerdeep Peak", "Gale Horn",
        "Cinderhorn", "Gravelteeth", "Moonclimb Spire", "Trollbone Crags", "Skullcleft", "Whitecap Massif",
        "Dwarfdelve Peak", "Drakenest Eyrie", "Runestone Peak", "Highgrave Summit", "Anvilbreak",
    ],
    "sea": [
        "Gillwhisker Bay", "Tidecaller Bay", "Sharkfin Inlet", "Saltspray Sound", "Kraken's Cove",
        "Wreckers' Bight", "Serpentscale Bay", "Brinefang Firth",
    ],
    "lake": [
        "Moonwell Mere", "Mirrorglass Lake", "Stillwater Tarn", "Ghostlight Pool", "Fallen Star Lake", "Elune's Tear",
        "Deepmist Loch", "Silverscale Mere",
    ],
}

HEADER = """\
# Small World of Warcraft island face {face}: ORIGINAL, not the printed island (no region data of the
# official faces is public, RULES-WOW.md W-MAP-2 and Appendix B).{example}
# Generated by scripts/build_wow_islands.py (seed {seed}); the layout grid is the source of adjacency
# (W-MAP-5), validated on load (W-MAP-7). Rebuild with the script rather than editing by hand.
"""


# --- cutting a grid into regions --------------------------------------------------------------------------


def _neighbours(cell: tuple[int, int], rows: int, cols: int) -> Iterator[tuple[int, int]]:
    r, c = cell
    for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
        if 0 <= nr < rows and 0 <= nc < cols:
            yield nr, nc


def cut(rng: random.Random, rows: int, cols: int, n: int) -> list[list[int]]:
    """A grid cut into ``n`` 4-connected regions grown from random seeds, the smallest region growing first;
    ids renumbered in reading order."""
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    owner = {seed: i for i, seed in enumerate(rng.sample(cells, n))}
    size = [1] * n
    while len(owner) < len(cells):
        growable = {owner[cell] for cell in owner
                    if any(nb not in owner for nb in _neighbours(cell, rows, cols))}
        smallest = min(size[i] for i in growable)
        region = rng.choice(sorted(i for i in growable if size[i] == smallest))
        free = sorted({nb for cell, i in owner.items() if i == region
                       for nb in _neighbours(cell, rows, cols) if nb not in owner})
        owner[rng.choice(free)] = region
        size[region] += 1
    order: dict[int, int] = {}
    for cell in cells:
        order.setdefault(owner[cell], len(order))
    return [[order[owner[(r, c)]] for c in range(cols)] for r in range(rows)]


# --- dealing terrain and symbols ---------------------------------------------------------------------------


def deal(rng: random.Random, face: str, grid: list[list[int]], water: str | None) -> dict[str, Any] | None:
    """One random attempt at terrain and symbols for a cut grid, steering by the W-MAP-8 targets; the caller
    judges the result with the real checks."""
    target = TARGETS[face[0]]
    n = target.regions
    rows, cols = len(grid), len(grid[0])
    adjacent: dict[int, set[int]] = {i: set() for i in range(n)}
    edge: set[int] = set()
    for r in range(rows):
        for c in range(cols):
            if r in (0, rows - 1) or c in (0, cols - 1):
                edge.add(grid[r][c])
            for nr, nc in _neighbours((r, c), rows, cols):
                if grid[nr][nc] != grid[r][c]:
                    adjacent[grid[r][c]].add(grid[nr][nc])
    ids = list(range(n))
    terrain: dict[int, str] = {}
    if water:
        wet = [i for i in ids if (i in edge) == (water == "sea") and len(adjacent[i]) >= 3]
        if not wet:
            return None
        terrain[rng.choice(wet)] = water
    land = [i for i in ids if i not in terrain]

    def spread(pool: list[int], count: int, apart: bool) -> list[int] | None:
        """``count`` regions from ``pool``, pairwise non-adjacent when ``apart``."""
        chosen: list[int] = []
        for i in rng.sample(pool, len(pool)):
            if len(chosen) == count:
                break
            if not apart or not adjacent[i] & set(chosen):
                chosen.append(i)
        return chosen if len(chosen) == count else None

    entries = spread([i for i in land if i in edge], target.entries, apart=True)
    if entries is None:
        return None
    near = set(entries) | {j for e in entries for j in adjacent[e]}
    icons = [i for i in land if i not in (near if face[0] in "ML" else set(entries))]
    if not icons:
        return None
    icon = rng.choice(icons)
    mountains = spread([i for i in land if i not in entries], target.mountains, apart=False)
    if mountains is None:
        return None
    terrain.update({i: "mountain" for i in mountains})
    rest = [i for i in land if i not in terrain]
    low, high = target.mix
    mix = ["fields", "forest", "hill", "swamp"] * low
    while len(mix) < len(rest):
        extra = rng.choice(["fields", "forest", "hill", "swamp"])
        if mix.count(extra) < high:
            mix.append(extra)
    if len(mix) != len(rest):
        return None
    rng.shuffle(mix)
    rest.sort(key=lambda i: -len(adjacent[i]))  # fields want >= 3 neighbours: give them the busy regions
    mix.sort(key=lambda t: t != "fields")
    terrain.update(zip(rest, mix, strict=True))
    murloc_pool = [i for i in land if terrain[i] != "mountain"]
    murlocs = spread(murloc_pool, target.murlocs, apart=True)
    if murlocs is None or len(set(murlocs) & set(entries)) > 1:
        return None
    symbols = rng.sample(land, target.magic + target.cavern)
    magic, cavern = symbols[:target.magic], symbols[target.magic:]
    return {
        "face": face, "size": face[0],
        "layout": [" ".join(str(i) for i in row) for row in grid],
        "regions": [
            {"id": i, "terrain": terrain[i],
             **{flag: True for flag, on in (("magic", i in magic), ("cavern", i in cavern), ("entry", i in entries),
                                            ("murloc", i in murlocs), ("size_icon", i == icon)) if on}}
            for i in ids
        ],
    }


def compact(grid: list[list[int]]) -> bool:
    """A matter of taste, checked on the cut before any dealing: every region fits in a 3 x 3 box (no long
    thin strips) and has 3 to 8 cells, and no four regions meet at a corner (W-MAP-8 items, judged early)."""
    cells: dict[int, list[tuple[int, int]]] = {}
    for r, row in enumerate(grid):
        for c, rid in enumerate(row):
            cells.setdefault(rid, []).append((r, c))
    for where in cells.values():
        rows = [p[0] for p in where]
        cols = [p[1] for p in where]
        if max(rows) - min(rows) > 2 or max(cols) - min(cols) > 2 or not 3 <= len(where) <= 8:
            return False
    return all(len({grid[r][c], grid[r][c + 1], grid[r + 1][c], grid[r + 1][c + 1]}) < 4
               for r in range(len(grid) - 1) for c in range(len(grid[0]) - 1))


def good(data: dict[str, Any]) -> IslandFace | None:
    """The face if it passes W-MAP-7 and every W-MAP-8 count and placement item (names come later). A matter of
    taste on top: no region carries more than two of the five flags, so the symbols spread over the island."""
    if any(sum(k in ISLAND_FLAGS for k in region) > 2 for region in data["regions"]):
        return None
    try:
        face = face_from_dict({**data, "source": "original"})
    except ValueError:
        return None
    problems = [p for p in face_problems(face) if "no name" not in p]
    return face if not problems and not face_warnings(face) else None


def search(rng: random.Random, face: str, tries: int = 20000) -> dict[str, Any]:
    """Cut and deal until a face passes; each cut gets a few deals before the next cut."""
    rows, cols, water = PLAN[face]
    for _ in range(tries):
        grid = cut(rng, rows, cols, TARGETS[face[0]].regions)
        if not compact(grid):
            continue
        for _ in range(40):
            data = deal(rng, face, grid, water)
            if data is not None and good(data) is not None:
                return data
    raise SystemExit(f"no face {face} found in {tries} cuts; change the plan or the seed")


# --- names and files ----------------------------------------------------------------------------------


def base_names() -> set[str]:
    """Region names of the base game's maps, kept out of the islands."""
    names: set[str] = set()
    for path in sorted((REPO / "maps").glob("*.yaml")):
        names |= {r["name"].casefold() for r in yaml.safe_load(path.read_text(encoding="utf-8"))["regions"]}
    return names


def name_all(rng: random.Random, faces: dict[str, dict[str, Any]]) -> None:
    taken = base_names()
    pools = {t: [n for n in rng.sample(names, len(names)) if n.casefold() not in taken]
             for t, names in NAMES.items()}
    for face in FACE_IDS:
        for region in faces[face]["regions"]:
            pool = pools[region["terrain"]]
            if not pool:
                raise SystemExit(f"the {region['terrain']} name pool ran out at {face}; write more names")
            name = pool.pop()
            assert len(name) <= MAX_NAME, name
            region["name"] = name


def render(data: dict[str, Any]) -> str:
    """A face file: header comment, then the keys in W-MAP-6 order, one region per line."""
    example = ("\n# Its grid, terrain and symbols are the example face of RULES-WOW.md Appendix B."
               if data["face"] == "S1a" else "")
    lines = [HEADER.format(face=data["face"], seed=SEED, example=example).rstrip("\n"),
             f"face: {data['face']}", f"size: {data['size']}", f"source: {data['source']}", "layout:"]
    lines += [f'  - "{row}"' for row in data["layout"]]
    lines.append("regions:")
    for region in data["regions"]:
        body = yaml.safe_dump(region, default_flow_style=True, sort_keys=False, width=1000).strip()
        lines.append(f"  - {body}")
    return "\n".join(lines) + "\n"


def build() -> dict[str, str]:
    rng = random.Random(SEED)
    faces: dict[str, dict[str, Any]] = {"S1a": EXAMPLE_S1A}
    for face in FACE_IDS:
        if face != "S1a":
            faces[face] = search(rng, face)
    name_all(rng, faces)
    for data in faces.values():
        data["source"] = "original"
        data["regions"] = [{k: region[k] for k in ("id", "name", "terrain", *ISLAND_FLAGS) if k in region}
                           for region in data["regions"]]
    built = {face: face_from_dict(faces[face], source=face) for face in FACE_IDS}
    problems = design_problems(built) + design_warnings(built)
    if problems:
        raise SystemExit("the built set fails W-MAP-8:\n" + "\n".join(problems))
    return {face: render(faces[face]) for face in FACE_IDS}


def main(argv: list[str]) -> int:
    files = build()
    if "--check" in argv:
        stale = [f for f, text in files.items() if (OUT / f"{f}.yaml").read_text(encoding="utf-8") != text]
        print("up to date" if not stale else f"differ: {' '.join(stale)}")
        return 1 if stale else 0
    OUT.mkdir(parents=True, exist_ok=True)
    for face, text in files.items():
        (OUT / f"{face}.yaml").write_text(text, encoding="utf-8")
    print(f"wrote {len(files)} faces to {OUT.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
