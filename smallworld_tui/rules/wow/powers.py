"""The WoW special powers (RULES-WOW.md W-COMP-2, W-POW-*) implemented so far, each one small plug-in. Badge =
tokens added to the banner's. Powers act only for their own race while it is active.

Beast Master and Championing have a module of their own (beastmaster.py with pieces.py, champion.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, compress, islice, repeat
from operator import itemgetter
from typing import TYPE_CHECKING, ClassVar, NamedTuple

from ..ability import AbilityMove, Arg, Marker, Point, Power, count_regions
from ..actions import Action, pair_rows, regions_row
from ..errors import Code, IllegalAction
from ..events import RaceEvent, plural
from ..layouts import MENU_LIMIT
from .artifacts import AP_MARKERS, reveal
from .conquest import Due, attack_dues, attack_price, can_attack, loss_cancelled, pay_attack, saves_loss
from .pieces import taken_one
from .placed import AEGIS, pay_aegis
from .tauren import left_alone

if TYPE_CHECKING:  # pragma: no cover
    from ..board import Region
    from ..conquest import BoardFacts
    from ..core import GameCore
    from ..state import RaceState
    from .state import WowState


def _choose(regions: list[int], supply: int, kind: str) -> list[Action]:
    """A mandatory placement of one marker per region: all of ``regions`` when the supply lasts (one option,
    played at once), else the owner picks which (RULING 21): every choice of ``supply`` regions, the first
    ``MENU_LIMIT`` listed (any other legal choice can still be played)."""
    if not regions or supply <= 0:
        return []
    if len(regions) <= supply:
        return [Action(kind, regions=tuple(regions))]
    return [Action(kind, regions=c) for c in islice(combinations(regions, supply), MENU_LIMIT)]


def _per_region(name: str, rule: str, badge: int, unit: str, test: Callable[[Region], bool]) -> type[Power]:
    """A power whose bonus is +1 coin per held region passing ``test`` (Farmer, Ranger, Mining…)."""

    class PerRegion(Power):
        score_unit = unit
        text = f"+1 coin per {unit}."
        help = f"+1 coin for each {unit.removesuffix(' region') if unit != 'fields region' else unit}."

        def score(self, game: GameCore, rs: RaceState) -> int:
            return count_regions(game, rs, test)

    PerRegion.name, PerRegion.rule, PerRegion.badge = name, rule, badge
    PerRegion.__name__ = PerRegion.__qualname__ = name.replace(" ", "")
    return PerRegion


Farmer = _per_region("Farmer", "W-POW-FARMER", 4, "fields region", lambda r: r.terrain == "farmland")  # the engine word
Herbalist = _per_region("Herbalist", "W-POW-HERBALIST", 4, "hill region", lambda r: r.terrain == "hill")
Mining = _per_region("Mining", "W-POW-MINING", 4, "cavern region", lambda r: r.cavern)
Mountaineer = _per_region("Mountaineer", "W-POW-MOUNTAINEER", 4, "mountain region", lambda r: r.mountain)
Ranger = _per_region("Ranger", "W-POW-RANGER", 4, "forest region", lambda r: r.terrain == "forest")
SwampWalker = _per_region("Swamp Walker", "W-POW-SWAMPWALKER", 4, "swamp region", lambda r: r.terrain == "swamp")


class Archaeologist(Power):
    name, rule, badge = "Archaeologist", "W-POW-ARCHAEOLOGIST", 5
    help = "+1 coin for each Artifact and Place in its regions."
    text = "+1 coin per Artifact and per Legendary Place in its regions."
    score_unit = "Artifact{s} or Place{s}"

    def score(self, game: GameCore, rs: RaceState) -> int:
        held = rs.regions
        # W-AP-2: the markers lying in its regions. Those are face up in play (W-AP-1 reveals them on entry);
        # a written position may put one face down in a held region: it counts too (the spec is silent).
        ws: WowState = game.ruleset_state
        return sum(1 for rid in ws.ap_region.values() if rid in held)


FORTS = 10  # W-COMP-3
# W-POW-GARRISONED: adds 1 to the cost, stays in decline, back to supply once its region is conquered or empty
FORT = Marker("fort", "a Fort", defence=1, kept_in_decline=True, glyph="#")


@dataclass(frozen=True, slots=True)
class FortsBuilt(RaceEvent):
    kind: ClassVar[str] = "forts"
    regions: tuple[int, ...]

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        where = ", ".join(game.region_label(r) for r in self.regions)
        return f"{self.their(game)} build {plural(len(self.regions), 'Fort')}: {where}."


def _fort_options(g: GameCore, rs: RaceState) -> list[Action]:
    forts = g.markers[FORT.kind]
    return _choose([r for r in sorted(rs.regions) if not forts[r]], FORTS - sum(forts), "forts")


def _fort_check(g: GameCore, rs: RaceState, a: Action) -> None:
    forts = g.markers[FORT.kind]
    need = [r for r in rs.regions if not forts[r]]
    want = min(len(need), FORTS - sum(forts))
    if len(a.regions) != want or any(r not in need for r in a.regions):
        raise IllegalAction(f"Put a Fort in {plural(want, 'region')} of your {rs.title} without one "
                            f"({FORTS - sum(forts)} Forts left).", Code.BAD_LAYOUT)


def _fort_play(g: GameCore, rs: RaceState, a: Action) -> None:
    for rid in a.regions:
        g.set_marker(FORT, rid, 1)
    g.events.append(FortsBuilt(rs.seat, rs.title, a.regions))


class Garrisoned(Power):
    """W-POW-GARRISONED. RULING 21: the Forts go in at REDEPLOY step 3 (the ``placements`` point, first of its
    questions), not at each conquest; the owner picks when the 10 run short. The badge stays with the declined
    banner (W-DECL-1), the Forts stay too (``kept_in_decline``)."""

    name, rule, badge = "Garrisoned", "W-POW-GARRISONED", 3
    help = "A Fort (+1 to the cost) goes into each of its regions after redeploying; it stays in decline."
    text = "After redeploying, a Fort (+1 to the cost, kept in decline) goes into each region without one."
    markers = (FORT,)
    badge_stays = True
    moves = (AbilityMove("forts", Arg.REGIONS, _fort_options, _fort_play, "Build your Forts.", _fort_check,
                         at=Point.PLACEMENTS, auto=True, default=lambda g, rs: _fort_options(g, rs)[0],
                         hint="Choose the regions for your last Forts ('forts A B …') or take the lowest ids "
                              "('end').",
                         when="Forts are built only at the end of a Garrisoned race's redeployment."),)


TOWERS = 6  # W-COMP-3
# W-POW-DEFENSIVE: makes its region immune (W-GLOSS-IMMUNE); removed at decline (W-DECL-3, RULING 7) and as soon as
# its region is no longer held by the active race (RULING 38: abandoned, emptied, left play: the region is vacated)
TOWER = Marker("tower", "a Watch Tower", immune=True, glyph="‡")
MURLOC_SIDE = -1  # RULING 4: all Murlocs together count as one race for a majority


def majority(g: GameCore, rs: RaceState, rid: int) -> bool:
    """W-POW-DEFENSIVE's test: among ``rid``'s neighbours, more regions of ``rs`` than of any other race (active
    or in decline, each banner its own race; Murlocs one race, RULING 4); a tie fails."""
    counts: dict[int, int] = {}
    for n in g.facts.adjacency[rid]:
        occupant = g.r_race[n]
        side = id(occupant) if occupant is not None else MURLOC_SIDE if g.r_tribe[n] else 0
        if side:
            counts[side] = counts.get(side, 0) + 1
    own = counts.pop(id(rs), 0)
    return own > max(counts.values(), default=0)


@dataclass(frozen=True, slots=True)
class TowersRaised(RaceEvent):
    kind: ClassVar[str] = "towers"
    regions: tuple[int, ...]

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        if not self.regions:
            return f"{self.their(game)} have no Watch Tower now."
        where = ", ".join(game.region_label(r) for r in self.regions)
        return f"{self.their(game)} man {plural(len(self.regions), 'Watch Tower')}: {where}."


def _tower_options(g: GameCore, rs: RaceState) -> list[Action]:
    """The fields regions passing the test get a Tower (the owner picks 6 when more pass); those failing lose
    theirs: one option when nothing is to choose, none when nothing changes."""
    towers = g.markers[TOWER.kind]
    fields = g.board.regions
    passing = [r for r in sorted(rs.regions) if fields[r].terrain == "farmland" and majority(g, rs, r)]
    have = tuple(r for r in sorted(rs.regions) if towers[r])
    supply = TOWERS - sum(towers) + len(have)
    options = _choose(passing, supply, "towers")
    if not options and have:
        options = [Action("towers")]  # every Tower leaves: nothing passes
    return [] if options == [Action("towers", regions=have)] else options


def _tower_check(g: GameCore, rs: RaceState, a: Action) -> None:
    if a not in _tower_options(g, rs) and not _tower_fits(g, rs, a):
        raise IllegalAction("Watch Towers go on every fields region of yours whose neighbours hold more of your "
                            f"regions than of any other race's ({TOWERS} at most).", Code.BAD_LAYOUT)


def _tower_fits(g: GameCore, rs: RaceState, a: Action) -> bool:
    """A choice beyond the listed menu: ``TOWERS`` regions all passing the test, when more pass."""
    options = _tower_options(g, rs)
    want = len(options[0].regions) if options else -1
    fields = g.board.regions
    return len(a.regions) == want and all(r in rs.regions and fields[r].terrain == "farmland" and majority(g, rs, r)
                                          for r in a.regions)


def _tower_play(g: GameCore, rs: RaceState, a: Action) -> None:
    for rid in rs.regions:
        g.set_marker(TOWER, rid, 0)
    for rid in a.regions:
        g.set_marker(TOWER, rid, 1)
    g.events.append(TowersRaised(rs.seat, rs.title, a.regions))


class Defensive(Power):
    """W-POW-DEFENSIVE at REDEPLOY step 3 (after the Forts). A Tower region is immune (W-GLOSS-IMMUNE): the conquest
    rules and every power read ``GameState.immune``."""

    name, rule, badge = "Defensive", "W-POW-DEFENSIVE", 5
    help = "Fields regions where it outnumbers every neighbouring race get a Watch Tower: nobody can touch them."
    text = ("After redeploying, a Watch Tower (immune region) on each fields region whose neighbours hold more of "
            "its regions than of any other race's.")
    markers = (TOWER,)
    moves = (AbilityMove("towers", Arg.REGIONS, _tower_options, _tower_play, "Man your Watch Towers.",
                         _tower_check, at=Point.PLACEMENTS, auto=True,
                         default=lambda g, rs: _tower_options(g, rs)[0],
                         hint="Choose the fields regions for your 6 Watch Towers ('towers A B …') or take the "
                              "lowest ids ('end').",
                         when="Watch Towers are placed only at the end of a Defensive race's redeployment."),)


SWAMP_TOLL = 1  # W-POW-MARSHDWELLER


class MarshDweller(Power):
    """W-POW-MARSHDWELLER: a toll before each conquest or attempt of one of its swamps by another player's race
    (wow/conquest.py ``tolls``/``pay``; RULING 1: a conquest that cannot pay is illegal). Active in decline, its
    badge stays with the banner (W-DECL-1). Intimidating, swaps and bombs pay nothing (RULING 6)."""

    name, rule, badge = "MarshDweller", "W-POW-MARSHDWELLER", 4
    help = "Whoever attacks one of its swamps pays its owner 1 coin first, even in decline."
    text = "Whoever attacks one of its swamps pays its owner 1 coin first, even in decline."
    badge_stays = True
    tolls, toll_most = True, SWAMP_TOLL

    def toll(self, game: GameCore, rs: RaceState, rid: int) -> int:
        return SWAMP_TOLL if game.board.regions[rid].terrain == "swamp" else 0


USES = "intimidate"  # Intimidating uses this turn, in ``RaceState.flags`` (reset at START, W-TURN-2)
INTIMIDATE_USES = 3


@dataclass(frozen=True, slots=True)
class Intimidated(RaceEvent):
    """One Intimidating use on ``region``: ``piece`` (a marker's label, "a Murloc" or "a <race> token") went
    back to supply, to the box, into region ``to``, was withdrawn (``to`` is ``region``: a cancelled loss) or
    was discarded (``to`` None)."""

    kind: ClassVar[str] = "intimidate"
    told: ClassVar[tuple[str, str]] = ("intimidated", "intimidated")
    region: int
    piece: str
    to: int | None

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        where = game.region_label(self.region)
        if self.to == self.region:
            fate = "is withdrawn"
        elif self.to is not None:
            fate = f"moves to {game.region_label(self.to)}"
        elif self.piece == "a Murloc":
            fate = "goes to the box"
        elif self.piece.endswith(" token"):
            fate = "is discarded"
        else:
            fate = "goes back to supply"
        return f"{self.their(game)} intimidate {where}: {self.piece} {fate}."


def _intimidate_targets(g: GameCore, rs: RaceState) -> list[int]:
    """Regions adjacent to the race (Kobolds: every cavern too, RULING 35), not immune, holding a Murloc or
    another player's race (W-POW-INTIMIDATING), whose payments the player can make (Harmony, RULING 1)."""
    f = g.facts
    seen: set[int] = set()
    for h in rs.regions:  # a loop: twice as fast as ``set().union(*map(...))`` for a race's few regions
        seen |= f.adjacency[h]
    if rs.race.cavern_reach:
        seen.update(f.caverns)
    seen -= rs.regions
    seat = rs.seat
    r_race, r_tribe, r_tokens, immune = g.r_race, g.r_tribe, g.r_tokens, g.immune
    due = attack_dues(g, rs)
    ws: WowState = g.ruleset_state
    priced = ws.ap_region.get(AEGIS)  # ``attack_price`` asks nothing but here and where ``due`` says
    out = []
    for rid in sorted(seen):  # a Murloc, or another player's token or wall (the Champion alone is no target); not
        # immune; the Aegis and Harmony payable in full (RULING 1)
        occupant = r_race[rid]
        if ((r_tribe[rid] or (occupant is not None and occupant.seat != seat
                              and (r_tokens[rid] or _wall(g, rid) is not None)))
                and not immune[rid] and ((rid != priced and rid not in due) or can_attack(g, rs, (rid,), due))):
            out.append(rid)
    return out


def _wall(g: GameCore, rid: int) -> Marker | None:
    """The Fort or Wisp Wall an Intimidating use removes from ``rid`` first (a marker adding defence), if any; the
    Champion's defence is no wall: Intimidating never takes it (RULING 19)."""
    if not g.defence[rid]:
        return None
    return next((m for m in g.ruleset.markers if m.defence and not m.holds and g.markers[m.kind][rid]), None)




_INTIMIDATE = regions_row("intimidate")


def _intimidate_options(g: GameCore, rs: RaceState) -> list[Action]:
    """``intimidate R`` takes the Fort or Wisp Wall, the Murloc, or discards the token when its race has no
    other region; ``intimidate R D`` moves the token into D, another region of its race (RULING 22: the
    Intimidating player picks; RULING 39: an immune D may receive it)."""
    if rs.flags.get(USES, 0) >= INTIMIDATE_USES:
        return []
    out: list[Action] = []
    row = _INTIMIDATE
    get, r_race, defence = row.__getitem__, g.r_race, g.defence  # ``_wall`` asks only where ``defence`` says
    for rid in _intimidate_targets(g, rs):
        occupant = r_race[rid]
        if occupant is None or (defence[rid] and _wall(g, rid) is not None):
            out.append(row[rid,])
        elif others := occupant.regions - {rid}:
            out += map(get, zip(repeat(rid), sorted(others)))
        else:
            out.append(row[rid,])
    return out


def _intimidate_check(g: GameCore, rs: RaceState, a: Action) -> None:
    if rs.flags.get(USES, 0) >= INTIMIDATE_USES:
        raise IllegalAction(f"Intimidating works {INTIMIDATE_USES} times per turn.", Code.ALREADY_USED)
    if not a.regions or a.regions[0] not in _intimidate_targets(g, rs):
        raise IllegalAction("Intimidate a region next to your race, not immune, holding a Murloc or another "
                            "player's race.", Code.ILLEGAL)
    if a not in _intimidate_options(g, rs):
        rid = a.regions[0]
        occupant = g.r_race[rid]
        if _wall(g, rid) is not None or occupant is None:
            raise IllegalAction(f"Intimidating {g.region_label(rid)} takes what stands there: write "
                                f"'intimidate {rid}'.", Code.ILLEGAL)
        raise IllegalAction(f"The {occupant.name} token from {g.region_label(rid)} goes into another region of "
                            f"the {occupant.name}: write 'intimidate {rid} D'.", Code.ILLEGAL)


def _intimidate_play(g: GameCore, rs: RaceState, a: Action) -> None:
    """One use: a Fort or Wisp Wall first (back to supply), else a Murloc (to the box), else one token moved
    at once or discarded; a region left with no piece is empty (its other markers stay). Not a conquest
    (RULING 6): no toll, no bonus; an attack on an active race's player (W-CONQ-8)."""
    rid, to = a.regions[0], (a.regions[1] if len(a.regions) > 1 else None)
    rs.flags[USES] = rs.flags.get(USES, 0) + 1
    pay_aegis(g, rs, rid)  # W-ART-AEGIS: paid before the use (once per turn, RULING 25)
    pay_attack(g, rs, rid)  # W-CONQ-8: an attack (Harmony paid first)
    occupant = g.r_race[rid]
    marker = _wall(g, rid)
    if marker is not None:  # one marker per use; spec silent on which of two goes first: the catalogue's order
        g.set_marker(marker, rid, 0)
        g.events.append(Intimidated(rs.seat, rs.title, rid, marker.label, None))
        return
    if g.r_tribe[rid]:  # W-MUR-1: to the box
        g.r_tribe[rid] -= 1
        rs.inflicted += 1  # W-RACE-FORSAKEN: a piece the victims lost
        g.events.append(Intimidated(rs.seat, rs.title, rid, "a Murloc", None))
        return
    assert occupant is not None  # a target holds a Murloc or a race
    kept = to is None and occupant.active and (saves_loss(g, occupant) or loss_cancelled(g, occupant, rid))
    if occupant.power.markers or occupant.race.markers:
        taken_one(g, occupant, rid, to, kept)  # W-POW-BEASTMASTER: a Beast first
    g.r_tokens[rid] -= 1
    if to is not None:
        g.r_tokens[to] += 1
    elif kept:
        occupant.withdrawn += 1  # a cancelled loss (Light's Hope, then Holy Light, RULING 31): it withdraws
        to = rid  # reported as withdrawn
    else:
        rs.inflicted += 1  # W-RACE-FORSAKEN: an Intimidating discard
    article = "an" if occupant.name[:1] in "AEIOU" else "a"  # an Orcs token, a Trolls token
    g.events.append(Intimidated(rs.seat, rs.title, rid, f"{article} {occupant.name} token", to))
    left_alone(g, occupant, rid)  # RULING 36: a lone Tauren piece withdraws
    if not g.r_tokens[rid] and not g.holders(rid):  # the Champion alone still holds it (W-POW-CHAMPIONING)
        occupant.regions.discard(rid)
        g.r_race[rid] = None
        if not occupant.active and not occupant.regions:  # W-CONQ-7, R-CONQ-10
            g.leave_play(occupant)


class Intimidating(Power):
    """W-POW-INTIMIDATING: up to 3 uses per turn among the conquest moves (RULING 22, 39)."""

    name, rule, badge = "Intimidating", "W-POW-INTIMIDATING", 4
    help = ("Up to 3 times a turn, push a piece (or a Fort or Wisp Wall) out of a neighbouring region without "
            "conquering it.")
    text = ("Up to 3 times a turn, push a piece (or a Fort or Wisp Wall) out of a neighbouring region of another "
            "player or the Murlocs.")
    moves = (AbilityMove("intimidate", Arg.PATH, _intimidate_options, _intimidate_play,
                         "Intimidate a neighbouring region.", _intimidate_check),)


SWAPS = "swaps"  # Portal Mage swaps this turn, in ``RaceState.flags`` (reset at START, W-TURN-2)
SWAPS_PER_TURN = 2


@dataclass(frozen=True, slots=True)
class Swapped(RaceEvent):
    kind: ClassVar[str] = "swap"
    told: ClassVar[tuple[str, str]] = ("swapped", "swapped")
    regions: tuple[int, int]

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        a, b = (game.region_label(r) for r in self.regions)
        return f"{self.their(game)} swap the contents of {a} and {b}."


def _movable(g: GameCore, rid: int) -> bool:
    """Something a swap moves: a piece, a Murloc, a marker of the catalogue or an Artifact (Places and Mountains
    stay)."""
    return (g.r_race[rid] is not None or bool(g.r_tribe[rid]) or bool(g.marked[rid])  # markers of every kind
            or rid in _carried(g))


def _carried(g: GameCore) -> set[int]:
    """The regions holding an Artifact a swap carries, or a marker face down (unknown: it may be one)."""
    up = g.face_up
    ws: WowState = g.ruleset_state
    return {where for name, where in ws.ap_region.items() if not AP_MARKERS[name].place or name not in up}


_SWAPS = regions_row("swap")


class _MagicRows(NamedTuple):
    """A board's Magic regions as the swap menu reads them (``_magic_rows``)."""

    rows: tuple[tuple[Action, ...], ...]  # per Magic region (``f.magics``' order), its swaps with each later one
    pick: Callable[[list[int]], tuple[int, ...]]  # a per-region list's entries at the Magic regions (C speed)
    regions: frozenset[int]


@lru_cache(maxsize=8)
def _magic_rows(f: BoardFacts) -> _MagicRows:
    """The board's swaps in rows (``pair_rows``), made once per board (a few at a time: one per game being
    played)."""
    magics = f.magics
    return _MagicRows(pair_rows(_SWAPS, magics), itemgetter(*magics), frozenset(magics))


def _swap_options(g: GameCore, rs: RaceState) -> list[Action]:
    """RULING 23: any two non-immune Magic regions of any faces; a swap that moves nothing is not offered. Listed
    as ``combinations`` of the Magic regions would list them: the board's rows of pairs (``_magic_rows``) cut to
    the regions offered (tests/wow/test_wow_menu_fast_paths.py compares them with that definition)."""
    magics = g.facts.magics
    if rs.flags.get(SWAPS, 0) >= SWAPS_PER_TURN or len(magics) < 2:  # (one region: no pair, and no row to pick)
        return []
    due = attack_dues(g, rs)  # Harmony before swapping the Pandaren's region
    board = _magic_rows(g.facts)
    r_race, r_tribe, marked = g.r_race, g.r_tribe, g.marked  # ``_movable`` read in place
    ws: WowState = g.ruleset_state
    where = ws.ap_region
    carried = _carried(g) if where else ()
    moving: list[int] = [r_race[rid] is not None or r_tribe[rid] or marked[rid] or rid in carried for rid in magics]
    if any(board.pick(g.immune)) or where.get(AEGIS) in board.regions or not board.regions.isdisjoint(due):
        return _priced_swaps(g, rs, due, board, moving)  # rare: a Magic region immune or with a payment
    out: list[Action] = []
    for i, row in enumerate(board.rows):  # (a, b) for every later b: any if a moves, else one that moves
        out += row if moving[i] else compress(row, moving[i + 1:])
    return out


def _priced_swaps(g: GameCore, rs: RaceState, due: Due, board: _MagicRows, moving: list[int]) -> list[Action]:
    """``_swap_options`` when some Magic region is immune or asks a payment (the Aegis, Harmony): those are cut
    from the rows, and when some pair may cost more than the player holds, each pair with a price is asked."""
    immune = g.immune
    magic: list[int] = []  # the Magic regions a swap may take
    open_ = [False] * len(moving)  # per Magic region (``f.magics``' order): may a swap take it
    priced: set[int] = set()  # a pair of regions with nothing due owes nothing, so only a pair with a priced region
    # is asked
    ws: WowState = g.ruleset_state
    aegis_at = ws.ap_region.get(AEGIS)  # ``attack_price`` asks nothing but here and where ``due`` says
    total = 0  # the prices of the priced regions summed: no pair's price is more (each payment in it is one of theirs)
    for i, rid in enumerate(g.facts.magics):
        if immune[rid]:
            continue
        if rid == aegis_at or rid in due:
            price = attack_price(g, rs, (rid,), due)
            if price:
                if not can_attack(g, rs, (rid,), due):
                    continue
                priced.add(rid)
                total += price
        magic.append(rid)
        open_[i] = True
    moving = [moves and taken for moves, taken in zip(moving, open_)]  # taken, and holding something that moves
    if total > g.p[rs.seat].coins:  # the Aegis and Harmony of both regions, in full (RULING 1)
        movable = {rid for rid, moves in zip(g.facts.magics, moving) if moves}
        return [_SWAPS[pair] for pair in combinations(magic, 2) if not movable.isdisjoint(pair)
                and (priced.isdisjoint(pair) or can_attack(g, rs, pair, due))]
    out: list[Action] = []
    for i, row in enumerate(board.rows):  # (a, b) for every later b offered: any if a moves, else one that moves
        if open_[i]:
            out += compress(row, (open_ if moving[i] else moving)[i + 1:])
    return out


def _swap_check(g: GameCore, rs: RaceState, a: Action) -> None:
    if rs.flags.get(SWAPS, 0) >= SWAPS_PER_TURN:
        raise IllegalAction(f"A Portal Mage swaps {SWAPS_PER_TURN} times per turn.", Code.ALREADY_USED)
    if a not in _swap_options(g, rs):
        raise IllegalAction("Swap two different Magic regions, neither immune, at least one holding something "
                            "that moves.", Code.ILLEGAL)


def _swap_play(g: GameCore, rs: RaceState, a: Action) -> None:
    """W-POW-PORTALMAGE: face-down markers in either region are revealed first (RULING 40); then pieces, Murlocs,
    markers and Artifacts change places; Places and Mountains stay, so a Place passes to whoever arrives. Not a
    conquest (RULING 6); an attack on the player of an active race there (W-CONQ-8)."""
    x, y = a.regions
    rs.flags[SWAPS] = rs.flags.get(SWAPS, 0) + 1
    pay_aegis(g, rs, x)  # W-ART-AEGIS: paid before the swap (once per turn, RULING 25)
    pay_aegis(g, rs, y)
    ws: WowState = g.ruleset_state
    if ws.ap_region:
        reveal(g, x)
        reveal(g, y)
    pay_attack(g, rs, x)  # W-CONQ-8: an attack on the players there (Harmony paid first, once)
    pay_attack(g, rs, y)
    races = g.r_race[x], g.r_race[y]
    for here, occupant in zip((x, y), races):
        if occupant is not None:
            occupant.regions.discard(here)
    g.r_race[x], g.r_race[y] = races[1], races[0]
    for there, occupant in zip((x, y), (races[1], races[0])):
        if occupant is not None:
            occupant.regions.add(there)
    g.r_tokens[x], g.r_tokens[y] = g.r_tokens[y], g.r_tokens[x]
    g.r_tribe[x], g.r_tribe[y] = g.r_tribe[y], g.r_tribe[x]
    for marker in g.ruleset.markers:
        counts = g.markers[marker.kind]
        nx, ny = counts[x], counts[y]
        if nx != ny:
            g.set_marker(marker, x, ny)
            g.set_marker(marker, y, nx)
    where = ws.ap_region
    for name, rid in list(where.items()):
        if not AP_MARKERS[name].place and rid in (x, y):
            where[name] = y if rid == x else x
    g.events.append(Swapped(rs.seat, rs.title, (x, y)))


class PortalMage(Power):
    """W-POW-PORTALMAGE: two swaps per turn among the conquest moves (RULING 23, 40)."""

    name, rule, badge = "Portal Mage", "W-POW-PORTALMAGE", 5
    help = "Twice a turn, swap everything in two Magic regions of any islands (Mountains and Places stay)."
    text = "Twice a turn, swap everything in two Magic regions of any islands (Places and Mountains stay)."
    moves = (AbilityMove("swap", Arg.REGIONS, _swap_options, _swap_play, "Swap two Magic regions.", _swap_check),)


class BattleMaster(Power):
    name, rule, badge = "Battle Master", "W-POW-BATTLEMASTER", 5
    help = "+1 coin for each conquest this turn of a region holding pieces."
    text = "+1 coin per non-empty region conquered this turn."
    score_unit = "non-empty conquest"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return sum(1 for _, _, pieces in rs.conquests if pieces)


class Blacksmith(Power):
    name, rule, badge = "Blacksmith", "W-POW-BLACKSMITH", 4
    help = "Every conquest costs 1 less."
    text = "-1 to conquer any region."
    has_cost_mod = True

    def cost_reduction(self, game: GameCore, rs: RaceState, rid: int) -> int:
        return 1


class Enraged(Power):
    name, rule, badge = "Enraged", "W-POW-ENRAGED", 4
    help = "+1 coin per defending piece for each conquest of a region held by 2 or more."
    text = "For each conquest of a region holding 2 or more defending pieces, +1 coin per piece."
    score_unit = "defending piece"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return sum(pieces for _, _, pieces in rs.conquests if pieces >= 2)  # RULING 3: Murlocs are pieces


class Explorer(Power):
    name, rule, badge = "Explorer", "W-POW-EXPLORER", 4
    help = "+1 coin for each island where it holds a region."
    text = "+1 coin per island on which the race holds a region."
    score_unit = "island"

    def score(self, game: GameCore, rs: RaceState) -> int:
        regions = game.board.regions
        return len({regions[r].part for r in rs.regions})


class Fishing(Power):
    name, rule, badge = "Fishing", "W-POW-FISHING", 3
    help = "+1 coin for each region next to a sea or lake."
    text = "+1 coin per region next to a sea or lake (the ocean around an island does not count)."
    score_unit = "region{s} by the water"

    def score(self, game: GameCore, rs: RaceState) -> int:
        f = game.facts
        water, adjacency = f.waterset, f.adjacency  # RULING 20: a region with a sea or lake among its neighbours
        return sum(1 for r in rs.regions if not water.isdisjoint(adjacency[r]))  # (a C test per region)


class Sailing(Power):
    name, rule, badge = "Sailing", "W-POW-SAILING", 5
    help = "Never pays the travel cost to an entry region."
    text = "Never pays the travel cost to an entry region."
    no_travel = True  # read by the WoW conquest rules (wow/conquest.py)


POWERS: dict[str, Power] = {
    cls.name: cls()
    for cls in (Archaeologist, BattleMaster, Blacksmith, Defensive, Enraged, Explorer, Farmer, Fishing, Garrisoned,
                Herbalist, Intimidating, MarshDweller, Mining, Mountaineer, PortalMage, Ranger, Sailing, SwampWalker)
}
