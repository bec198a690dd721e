"""Build maps/<n>p.yaml once from the neutral reference data in shared/reference/maps/<n>p.json.

The reference JSON keeps the board facts (terrain, symbols, Lost Tribes, board edge, adjacency); this script
copies them unchanged and adds what a player needs on screen: a map name, one hand-picked name per region and
the ``layout:`` grid of shared/reference/layouts/<n>p.txt (where each region lies, checked on load).
Usage: python scripts/build_maps.py [REFERENCE_DIR]
(default: ../shared/reference/maps, relative to the repo root; the grids are read from its sibling layouts/).
"""

from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path

import yaml

from smallworld_tui.rules import load_board

REPO = Path(__file__).resolve().parents[1]
DEFAULT_REFERENCE = REPO.parent / "shared" / "reference" / "maps"
MAX_NAME = 16  # the app aligns region names in columns of this width
FLAGS = ("mine", "magic", "cavern", "lost_tribe", "border")

# The 2- to 4-player grids derive from cestpasphoto/alpha-zero-general (MIT): their notice travels with them.
LAYOUT_CREDITS = {
    2: "smallworld/SmallworldMaps_2pl.py",
    3: "smallworld/SmallworldMaps_3pl.py",
    4: "smallworld/SmallworldMaps_4pl.py",
}

MAP_NAMES = {
    2: "The Realm of Two",
    3: "The Threefold Vale",
    4: "The Four Kingdoms",
    5: "The Five Crowns",
}

# One name per region id, in id order. Written by hand to fit each region's terrain and, where it has one,
# its symbol (mine, magic source, cavern). Ids run left to right, top to bottom on the printed board.
REGION_NAMES = {
    2: [
        "Western Sea", "Wishing Fields", "Ironwood", "Sinkhole Fen", "Windy Knolls",
        "Deepdelve Peak", "Barrow Downs", "Mirror Lake", "Grey Peak", "Amber Fields",
        "Witchwood", "Millers' Acre", "Old Pines", "Fairy Meadow", "Hollow Hill",
        "Copper Crag", "Wisp Marsh", "Echo Tor", "Bog Iron Mire", "Cloudspire",
        "Frog Marsh", "Thornwood", "Eastern Sea",
    ],
    3: [
        "Sea of Mists", "Charcoal Wood", "Storm Crown", "Barley Reach", "Drowned Caves",
        "Elder Grove", "Rust Mire", "Moonlit Meadow", "Reedwater", "Standing Stones",
        "Silver Horn", "Goose Green", "Dwarrow Deep", "Gloom Fen", "Still Lake",
        "Hollow Mount", "Fairy Ring", "Eagle's Eyrie", "Starfall Field", "Badger Holt",
        "Sheep Downs", "Wisp Bog", "Hayfields", "Cave Hill", "Sunset Sea",
        "Heather Brae", "Frostfang", "Anvil Ridge", "Birchwood", "Pitwood",
    ],
    4: [
        "Northern Sea", "Wheatlands", "Quarry Fields", "Bear Den Wood", "Kings' Barrows",
        "Witch Fen", "Glimmer Marsh", "Goblin Knoll", "Orchard Vale", "Irontooth",
        "Root Hollow", "Elfwood", "Howling Peak", "Oakheart", "Leech Mire",
        "Beacon Hill", "Glass Lake", "Sunken Mine", "Sunny Acres", "Old Man Crag",
        "Green Downs", "Gemhollow Peak", "Tar Pits", "Whisperwood", "Giant's Stair",
        "Clover Lea", "Shepherd's Rise", "Sinking Caves", "Rye Fields", "Snowcap",
        "Toad Hollow", "Dryad Grove", "Goldvein Ridge", "Troll Gate", "Moon Tor",
        "Tin Hills", "Honey Meadows", "Ashgrove", "Southern Sea",
    ],
    5: [
        "Sea of Storms", "Thunder Peak", "Hag's Marsh", "Black Caves", "Spellwood",
        "Mole Fields", "Mudflats", "Stonecrop Farm", "Rolling Hills", "Forge Mountain",
        "Cornlands", "Cairn Hill", "Burrow Fields", "Grey Peak", "Grotto Mire",
        "Slag Hills", "Watch Hill", "Mistwood", "Frog Marsh", "Wizard's Tor",
        "Mirror Lake", "Old Pines", "Starpeak", "Peat Diggings", "Amber Fields",
        "Plough Lands", "Dwarfhold", "Wolfwood", "Barrow Downs", "Sunken Hollow",
        "Delver's Wood", "Black Fen", "Goat Hills", "Blessed Acre", "Copper Crag",
        "Druid Hill", "Warren Fields", "Hunter's Wood", "Millbrook", "Eelmire Caves",
        "Greenshade", "Stormcrown", "Hollow Oaks", "Sea of Dusk", "Rust Mire",
        "Witchwood", "Flint Hills", "Spirit Peak",
    ],
}


def check_names(players: int, count: int) -> list[str]:
    """The names must fit the UI's column, be unique and never look like a region id."""
    names = REGION_NAMES[players]
    if len(names) != count:
        raise SystemExit(f"{players}p: {len(names)} names for {count} regions")
    for name in names:
        if len(name) > MAX_NAME or name.isdigit():
            raise SystemExit(f"{players}p: bad region name {name!r}")
    if len({n.casefold() for n in names}) != len(names):
        raise SystemExit(f"{players}p: region names are not unique")
    return names


def scalar(value: object) -> str:
    """YAML text for one scalar; JSON strings are valid double-quoted YAML, so quoting stays exact."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    text = str(value)
    plain = yaml.safe_load(f"key: {text}") == {"key": text}
    return text if plain else json.dumps(text, ensure_ascii=False)


def render(players: int, data: dict, grid: list[str]) -> str:
    """The board file: a commented header, the map facts, one block per region, then the layout grid."""
    names = check_names(players, len(data["regions"]))
    lines = [
        f"# {MAP_NAMES[players]}: the official {players}-player Small World board.",
        f"# Built by scripts/build_maps.py from shared/reference/maps/{players}p.json; region ids, terrain,",
        "# symbols, Lost Tribes, border flags and adjacency are exactly the reference's.",
    ]
    if players in LAYOUT_CREDITS:
        lines += [
            "# The layout grid derives from the cell grid (map_display) of cestpasphoto/alpha-zero-general",
            f"# {LAYOUT_CREDITS[players]}, MIT licence, Copyright (c) 2018 Surag Nair; ids converted to ours.",
        ]
    else:
        lines.append("# The layout grid was generated for this project from the adjacency (planar embedding + repair).")
    for correction in data.get("corrections", []):
        lines += textwrap.wrap(f"Reference correction kept: {correction}", 108, initial_indent="# ",
                               subsequent_indent="#   ")
    lines += [
        f"name: {scalar(MAP_NAMES[players])}",
        f"players: {data['players']}",
        f"turns: {data['turns']}",
        f"source: {scalar(data['source'])}",
        "regions:",
    ]
    for region, name in zip(data["regions"], names):
        lines.append(f"  - id: {region['id']}")
        lines.append(f"    name: {scalar(name)}")
        lines.append(f"    terrain: {region['terrain']}")
        lines += [f"    {flag}: {scalar(region[flag])}" for flag in FLAGS]
        lines.append(f"    adjacent: [{', '.join(str(a) for a in sorted(region['adjacent']))}]")
    lines.append("layout:  # one row of region ids per line, one cell each (checked against the adjacency on load)")
    lines += [f'  - "{row}"' for row in grid]
    return "\n".join(lines) + "\n"


def verify(text: str, data: dict, players: int) -> None:
    """Re-read the YAML and insist that every board fact survived the trip."""
    built = yaml.safe_load(text)
    assert built["turns"] == data["turns"] and built["players"] == data["players"]
    assert built["source"] == data["source"] and built["name"] == MAP_NAMES[players]
    for mine, ref, name in zip(built["regions"], data["regions"], REGION_NAMES[players], strict=True):
        assert mine["name"] == name
        for key in ("id", "terrain", *FLAGS):
            assert mine[key] == ref[key], (players, ref["id"], key)
        assert mine["adjacent"] == sorted(ref["adjacent"]), (players, ref["id"])


def main(argv: list[str]) -> int:
    reference = Path(argv[0]) if argv else DEFAULT_REFERENCE
    for players in sorted(MAP_NAMES):
        data = json.loads((reference / f"{players}p.json").read_text(encoding="utf-8"))
        grid = (reference.parent / "layouts" / f"{players}p.txt").read_text(encoding="utf-8").splitlines()
        text = render(players, data, [row.rstrip() for row in grid if row.strip()])
        verify(text, data, players)
        out = REPO / "maps" / f"{players}p.yaml"
        out.write_text(text, encoding="utf-8")
        load_board(out)  # the layout must pass the same checks as a user's board file
        print(f"wrote {out.relative_to(REPO)}: {len(data['regions'])} regions")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
