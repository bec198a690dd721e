"""The 12 Artifact and Place markers of Small World of Warcraft: their table, their deal and their reveal
(W-COMP-3, W-SETUP-4, W-AP-1).

Where they lie lives in WoW's own declared state (``WowState``, wow/state.py): ``ap_region`` (marker -> region)
and ``ap_aside`` (face down off the map, the Well of Eternity's pool); the face-up ones are the core's
``face_up`` (state.py), which the ruleset's ``held`` hook is held to. This module deals them at setup and
turns them face up; what each one does (W-ART-*, W-PLACE-*) is an ability of its own, built on this table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..events import Event

if TYPE_CHECKING:  # pragma: no cover
    from ..core import GameCore
    from .state import WowState

__all__ = ["AP_MARKERS", "APMarker", "Revealed", "WellMoved", "deal_markers", "markers_in", "reveal"]


@dataclass(frozen=True, slots=True)
class APMarker:
    name: str
    place: bool  # a Legendary Place (never moves, W-AP-3); else an Artifact
    rule: str  # its rule ID in RULES-WOW.md
    text: str  # one line for help texts
    help: str = ""  # what the app's help says of it, a little longer (``Ability.help``)
    short: str = ""  # its label on the map, where a region has little room (``Ability.map_name``)


AP_MARKERS: dict[str, APMarker] = {m.name: m for m in (
    APMarker("Aegis of Aggramar", False, "W-ART-AEGIS",
             "Placed by its owner each turn; its region is immune to others unless they pay the owner 2 coins.",
             help="Placed on one of your regions each turn: while your active race holds it, another player pays you "
                  "2 coins before any attack on it (conquest, swap, bomb…), once per turn; one who cannot pay may not "
                  "attack it.", short="Aegis"),
    APMarker("Ashes of Al'ar", False, "W-ART-ASHES",
             "Once per turn, conquer any region of any island as if adjacent (normal cost, no travel).",
             help="Once a turn, conquer a region on any island as if it were next to you.", short="Ashes"),
    APMarker("Doomhammer", False, "W-ART-DOOMHAMMER",
             "Once per turn, pay 2 coins and conquer one target with exactly 1 token, whatever defends it.",
             help="Once a turn, pay 2 coins and take any target you could reach with a single token.", short="Doom"),
    APMarker("Frostmourne", False, "W-ART-FROSTMOURNE", "Once per turn, -2 on one declared conquest.",
             help="Once a turn, one conquest costs 2 less.", short="Frost"),
    APMarker("Heart of Azeroth", False, "W-ART-HEART",
             "Placed by its owner each turn; every other player with an active region next to it pays 1 coin.",
             help="Placed on one of your regions each turn: every other player whose active race holds a region next "
                  "to it pays you 1 coin.", short="Heart"),
    APMarker("Battleground", True, "W-PLACE-BATTLEGROUND",
             "Its race may earn the faction bonus twice per opposing race; a Neutral race picks a side.",
             help="Its holder earns the faction bonus twice per opposing race (a Neutral race picks a side).",
             short="Battl"),
    APMarker("Dark Portal", True, "W-PLACE-DARKPORTAL", "+2 coins to the race holding it.",
             help="+2 coins to its holder.", short="Portl"),
    APMarker("Karazhan", True, "W-PLACE-KARAZHAN", "+1 coin per other region of its race with Karazhan's terrain.",
             help="+1 coin for each other region of its holder with the same terrain.", short="Karaz"),
    APMarker("Light's Hope Chapel", True, "W-PLACE-LIGHTSHOPE",
             "The active race holding it loses no piece to any attack: its pieces withdraw instead.",
             help="Its holder's active race loses no piece to any attack: they withdraw instead.", short="Light"),
    APMarker("Meeting Stone", True, "W-PLACE-MEETINGSTONE", "The race holding it pays no travel cost.",
             help="Its holder pays no travel cost.", short="Stone"),
    APMarker("Spirit Healer", True, "W-PLACE-SPIRITHEALER",
             "At redeployment its active race takes 1 token from the tray, if any.",
             help="Its holder's active race takes 1 token from the tray each turn.", short="Healr"),
    APMarker("Well of Eternity", True, "W-PLACE-WELL",
             "Moves to its island's water; +2 to any race with the most regions around it (in decline too).",
             help="Moves into its island's water when found; each turn a race (in decline too) holding more regions "
                  "next to it than any other race earns 2 coins (a tie earns nothing).", short="Well"),
)}


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    """A face-down Artifact or Place marker turned face up (W-AP-1)."""

    kind: ClassVar[str] = "reveal"
    reveals: ClassVar[bool] = True
    seat: ClassVar[None] = None  # a marker belongs to whoever holds its region: no player in particular
    marker: str
    region: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        what = "Legendary Place" if AP_MARKERS[self.marker].place else "Artifact"
        return f"{game.board.regions[self.region].name} holds the {what} {self.marker}."


WELL = "Well of Eternity"


@dataclass(frozen=True, slots=True)
class WellMoved(Event):
    """W-PLACE-WELL on reveal: the Well moved to its island's water (``region``), or went to the box (None)."""

    kind: ClassVar[str] = "well"
    reveals: ClassVar[bool] = True
    seat: ClassVar[None] = None
    region: int | None

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        if self.region is None:
            return "The Well of Eternity finds no water on its island and leaves the game."
        return f"The Well of Eternity moves to {game.region_label(self.region)}."


def deal_markers(g: GameCore) -> None:
    """W-SETUP-4: the 12 markers shuffled with the game's RNG, one face down on each face's icon region (in face
    order), the rest aside face down."""
    names = list(AP_MARKERS)
    g.rng.shuffle(names)
    icons = [rid for rid, icon in enumerate(g.board.region_facts["size_icon"]) if icon]
    ws: WowState = g.ruleset_state
    ws.ap_region = dict(zip(names, icons))
    g.face_up = set()
    ws.ap_aside = names[len(ws.ap_region):]


def markers_in(g: GameCore, rid: int) -> list[str]:
    """The Artifact and Place markers lying in region ``rid``, face up or down, in table order."""
    ws: WowState = g.ruleset_state
    where = ws.ap_region
    return [name for name in AP_MARKERS if where.get(name) == rid]


def reveal(g: GameCore, rid: int) -> list[str]:
    """W-AP-1: a race entered ``rid``: its face-down markers turn face up for good (one ``Revealed`` event
    each). Returns the markers revealed now. Conquest calls it; what a marker then does is its own rule."""
    ws: WowState = g.ruleset_state
    if rid not in ws.ap_region.values():  # the usual case, on every conquest
        return []
    shown = [name for name in markers_in(g, rid) if name not in g.face_up]
    for name in shown:
        g.face_up.add(name)
        g.events.append(Revealed(name, rid))
    if WELL in shown:
        _well_revealed(g, rid)
    return shown


def _well_revealed(g: GameCore, rid: int) -> None:
    """W-PLACE-WELL: on reveal the Well moves to its face's water region; with none, it goes to the box and a
    random unused Place (one aside, drawn with the game's RNG) is put face up in its region. With no Place left
    aside, the region keeps nothing (the spec is silent)."""
    regions = g.board.regions
    face = regions[rid].part
    water = next((r.id for r in regions if r.part == face and r.water), None)
    ws: WowState = g.ruleset_state
    if water is not None:
        ws.ap_region[WELL] = water
        g.events.append(WellMoved(water))
        return
    del ws.ap_region[WELL]
    g.face_up.discard(WELL)
    g.events.append(WellMoved(None))
    unused = [name for name in ws.ap_aside if AP_MARKERS[name].place]
    if unused:
        name = unused[g.rng.randrange(len(unused))]
        ws.ap_aside.remove(name)
        ws.ap_region[name] = rid
        g.face_up.add(name)
        g.events.append(Revealed(name, rid))
