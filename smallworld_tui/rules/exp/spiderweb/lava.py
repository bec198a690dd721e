"""Lava (RULES-EXP X-POW-LAVA): Lava tokens poured from held Mountains bar other players until the owner's next
START.

Rulings added where RULES-EXP is silent (listed in the report for the README's expansions section):
- Lava (1): a Lava token goes in a region adjacent to one of the race's Mountains, never the Mountain itself ("adjacent
  to that mountain"); land or water; the matching counts: each token needs a Mountain of its own.
- Lava (2): a Lava race that leaves play before its owner's next START takes its Lava with it (as its tokens go).
- Lava (3): the Lava owner's own regions may hold Lava (it bars the other players from them, not from their owner).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...ability import AbilityMove, Arg, Marker, Point, Power
from ...actions import Action, region_row
from ...errors import Code, IllegalAction
from ...numbers import POWER_BADGES
from .common import Lifted, Poured, bits, immune_to

if TYPE_CHECKING:  # pragma: no cover
    from collections.abc import Set as AbstractSet

    from ...core import GameCore
    from ...state import RaceState


# --- Lava (X-POW-LAVA) -----------------------------------------------------------------------------------------
# glyphs: the brief's "≈" draws water (app/widgets/mapgeom.py WATER_TEXTURE) and its "*" marks a region that changed
# hands (mapview.py RECENT), so Lava is "▒" and Winter "❄"
LAVA = Marker("lava", "a Lava token", stays=True, plural="Lava tokens", glyph="▒")  # bars others: ``guarded``
LAVA_FLAG = "lava"  # RaceState.flags: the regions holding this race's Lava, as a bit mask (kept till its START)
_LAVA = region_row("lava")


def _take(adjacency: tuple[frozenset[int], ...], mountains: list[int], owner: dict[int, int], rid: int,
          seen: set[int]) -> bool:
    """Give ``rid`` a Mountain of ``mountains`` adjacent to it, moving the regions ``owner`` (mountain -> region it
    serves) holds along an augmenting path if need be; False, ``owner`` unchanged, if none can be found."""
    for m in mountains:
        if m in adjacency[rid] and m not in seen:
            seen.add(m)
            if m not in owner or _take(adjacency, mountains, owner, owner[m], seen):
                owner[m] = rid
                return True
    return False


def _lava_options(g: GameCore, rs: RaceState) -> list[Action]:
    """RULING 32: one more Lava token in a region adjacent to a held Mountain with no Lava, not immune to the race's
    owner, each token with a Mountain of its own: a bipartite matching by augmenting paths (a handful of Mountains),
    the tokens placed matched once, then each candidate tried on a copy of that matching."""
    mountains = [rid for rid in sorted(rs.regions) if g.facts.mountain[rid]]
    placed = bits(rs.flags.get(LAVA_FLAG, 0))
    if len(placed) >= len(mountains):
        return []
    lava, immune, adjacency = g.markers["lava"], g.immune, g.facts.adjacency
    owner: dict[int, int] = {}  # mountain -> region it serves
    for rid in placed:
        if not _take(adjacency, mountains, owner, rid, set()):
            return []  # (a Mountain lost since): no more token fits
    barred = immune_to(g, rs)
    near = sorted({rid for m in mountains for rid in adjacency[m]})
    return [_LAVA[rid] for rid in near if not lava[rid] and not immune[rid] and rid not in barred
            and _take(adjacency, mountains, dict(owner), rid, set())]


def _lava_play(g: GameCore, rs: RaceState, a: Action) -> None:
    rid = a.region
    assert rid is not None
    g.set_marker(LAVA, rid, 1)
    rs.flags[LAVA_FLAG] = rs.flags.get(LAVA_FLAG, 0) | 1 << rid
    g.events.append(Poured(rs.seat, rs.title, rid, LAVA.label))


def _lava_check(g: GameCore, rs: RaceState, a: Action) -> None:
    if a not in _lava_options(g, rs):
        raise IllegalAction(f"No Lava token can go in {g.region_label(a.region or 0)}: one per Mountain you hold, "
                            "in a region next to it without Lava that is not immune to you.", Code.ILLEGAL)


def _lift_lava(g: GameCore, rs: RaceState) -> None:
    """The race's Lava tokens leave the map (its owner's START; leaving play: ruling (2))."""
    regions = bits(rs.flags.pop(LAVA_FLAG, 0))
    for rid in regions:
        g.set_marker(LAVA, rid, 0)
    if regions:
        g.events.append(Lifted(rs.seat, rs.title, len(regions), LAVA.plural))


class Lava(Power):
    name, rule = "Lava", "X-POW-LAVA"
    badge = POWER_BADGES[name]
    text = "After redeploying, pour 1 Lava per Mountain held next to it: barred to others until your next turn."
    help = ("At the end of each redeployment you may put 1 Lava token per Mountain region you hold in a region next "
            "to that Mountain (1 per region, not an immune one). Until the start of your next turn no other player "
            "may conquer a Lava region or use a power on it; its occupant stays. Your own races may still enter it.")
    markers = (LAVA,)
    held_flags = (LAVA_FLAG,)
    guards = True
    moves = (AbilityMove("lava", Arg.REGION, _lava_options, _lava_play, "Pour a Lava token.", _lava_check,
                         at=Point.PLACEMENTS, repeat=True,
                         hint="Lava: pour a Lava token next to one of your Mountains ('lava R'), one at a time, "
                              "or no more ('skip' or 'end').", key="l", keys="pour Lava on the selected region",
                         when="Lava is poured only at the end of a Lava race's redeployment.",
                         advice="pour Lava here: other players cannot enter it until your next turn."),)

    def flag_limit(self, key: str, regions: int, players: int) -> int:
        return (1 << regions) - 1  # a bit per region holding this race's Lava

    def guarded(self, game: GameCore, rs: RaceState, attacker: RaceState) -> AbstractSet[int]:
        """RULING 32: every other player is barred from the Lava regions until the owner's START."""
        mask = rs.flags.get(LAVA_FLAG, 0) if attacker.seat != rs.seat else 0
        return frozenset(bits(mask)) if mask else frozenset()

    def on_start(self, game: GameCore, rs: RaceState) -> None:
        """X-INT-4 START (a). A position taken in the owner's own turn keeps no flags for him (they reset at START,
        position.py): Lava no race in play owns is his, lifted too."""
        owned = 0
        for other in game.all_races():
            if other is not rs:
                owned |= other.flags.get(LAVA_FLAG, 0)
        lava = game.markers["lava"]
        rs.flags[LAVA_FLAG] = rs.flags.get(LAVA_FLAG, 0) | sum(
            1 << rid for rid, n in enumerate(lava) if n and not owned >> rid & 1)
        _lift_lava(game, rs)

    def on_leave(self, game: GameCore, rs: RaceState) -> None:
        _lift_lava(game, rs)  # ruling (2)
