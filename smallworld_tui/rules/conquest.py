"""Conquest: who may target what (R-CONQ-1..3), what it costs (R-CONQ-4) and what it does (R-CONQ-5..11).

Functions take the game as first argument; they are the one place these rules live. ``block`` returns a
small code (0 = allowed) so the move generator stays cheap; ``BLOCK_REASON`` words it for players.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from collections.abc import Set as AbstractSet
from operator import attrgetter
from typing import TYPE_CHECKING

from . import scope
from .ability import Ability
from .errors import Code, IllegalAction
from .events import Conquered, Lost, TribeWiped
from .state import RaceState

if TYPE_CHECKING:  # pragma: no cover
    from .actions import Action
    from .board import Board
    from .core import GameCore
    from .costs import CostBreakdown

OK, OWN, WATER, IMMUNE, PEACE, ENTRY, ADJACENT, UNPAID, GUARDED, SHIELDED, BARRED = range(11)

BLOCK_REASON = {
    OWN: "{race} already hold {region}.",
    WATER: "{region} is water: only an active Seafaring race can conquer it.",
    IMMUNE: "{region} is immune ({why}): nobody can conquer it.",
    PEACE: "{region} belongs to a Diplomat at peace with you: you cannot attack it this turn.",
    ENTRY: "{race} hold no region yet: the first conquest must be a border region (the board edge or the "
           "shore of an edge sea).",
    ADJACENT: "{region} is not adjacent to any region of your {race}.",
    UNPAID: "You cannot pay what conquering {region} costs in coins first.",  # W-CONQ-1d: a ruleset's payments
    GUARDED: "{region} is barred to your {race} now ({why}).",  # RULES-EXP X-ENG-12, X-ENG-15
    SHIELDED: "{region} is immune to other players' races ({why}).",  # RULES-EXP X-ENG 12
    BARRED: "{race} may not target {region} again this turn.",  # RULES-EXP X-ENG 15
}


def immune_why(g: GameCore, rid: int) -> str:
    """R-GLOSS-IMMUNE: a Hole, a Hero or the Dragon; else (X-INT-5) the race whose ability shields it."""
    why = next((m.label for m in g.ruleset.markers if m.immune and g.markers[m.kind][rid]), "")
    if not why and g.ruleset.shielding:
        occupant = g.r_race[rid]
        why = f"{g.players[occupant.seat]}'s {occupant.title}" if occupant is not None else "Lava"
    return why


def guarded(g: GameCore, attacker: RaceState) -> AbstractSet[int]:
    """X-ENG-12, X-ENG-15: the regions barred to race ``attacker`` though not to every race (another player's Lava,
    in-decline White Ladies, Shrubmen forests; a region of a Skag Attack this turn), from every race in play whose
    race or power ``guards``; empty in the base game."""
    guarding = g.ruleset.guarding
    if not guarding:
        return _NOWHERE
    out: set[int] = set()
    for pl in g.p:
        for rs in pl.races():
            for ability in (rs.race, rs.power):
                if ability in guarding:
                    out |= ability.guarded(g, rs, attacker)
    return out


def guard_why(g: GameCore, rid: int, attacker: RaceState) -> str:
    """What bars ``rid`` to ``attacker``: the first race or power whose ``guarded`` has it, with its owner."""
    for pl in g.p:
        for rs in pl.races():
            for ability in (rs.race, rs.power):
                if ability in g.ruleset.guarding and rid in ability.guarded(g, rs, attacker):
                    return f"{g.players[rs.seat]}'s {ability.name}"
    return ""


def ambushed(g: GameCore, attacker: RaceState, rid: int) -> bool:
    """X-INT-6 (1), X-ENG-8: whether a piece in ``rid`` cancels ``attacker``'s conquest of it now (Skag Loot), asked
    of every race in play whose race or power ``ambushes`` (none in the base game). ``resolve`` asks only for a region
    holding a marker: the ambushing piece lies there."""
    ambushers = g.ruleset.ambushers
    for rs in scope.pieces_in_play(g, ambushers):  # in the order of ``races()``, seat by seat
        for ability in (rs.race, rs.power):
            if ability in ambushers and ability.ambush(g, rs, attacker, rid):
                return True
    return False


def block(g: GameCore, rs: RaceState, rid: int, convert: bool = False) -> int:
    """Why race ``rs`` may not target region ``rid`` now (R-CONQ-1 a–e), or OK.

    ``convert`` applies the Sorcerers' variant: no border entry (only Flying helps a race with no region). The scans
    ask no region of it (``targets``, ``scoped_targets``: the same answers, tests/rules/exp/test_scope_fast.py).
    """
    occupant = g.r_race[rid]
    if occupant is rs:
        return OWN
    region = g.board.regions[rid]
    active = rs.active
    power = rs.power
    if region.water and not (active and power.seafaring):  # R-CONQ-1b, R-POW-SEAFARING, R-RACE-GHOULS
        return WATER
    if g.immune[rid]:  # R-CONQ-1c
        return IMMUNE
    ruleset = g.ruleset
    left_out = excluded(g, rs) if ruleset.guarding or ruleset.narrows else None  # RULES-EXP: one walk finds them all
    if left_out and rid in left_out:  # then which rule it is, in this order (a region left out is rare)
        if ruleset.guarding and rid in guarded(g, rs):  # X-ENG-12: immune to this player (RULES-EXP)
            return GUARDED
        if ruleset.narrows:  # RULES-EXP: a catalogue with pieces that shield or bar regions
            if ruleset.shielding and shield_of(g, rs, rid) is not None:  # X-ENG 12: immune to others only
                return SHIELDED
            if rid in rs.barred:  # X-ENG 15
                return BARRED
    if (occupant is not None and active and occupant.active
            and g.p[occupant.seat].ally == rs.seat and g.p[occupant.seat].active is occupant):  # R-CONQ-1d
        return PEACE
    flies = active and power.flies and not region.water  # R-POW-FLYING: never to water
    if not rs.regions:  # R-CONQ-2 first conquest
        if flies:
            return OK
        if convert:
            return ADJACENT
        if active and rs.race.enters_anywhere:  # R-RACE-HALFLINGS (water only if Seafaring, checked above)
            return OK
        return OK if region.entry else ENTRY
    if flies:  # R-CONQ-3
        return OK
    held = rs.regions
    for adj in g.adjacency[rid]:
        if adj in held:
            return OK
    if active and power.cavern_links and region.cavern:  # R-POW-UNDERWORLD
        for h in held:
            if g.board.regions[h].cavern:
                return OK
    if (active and not convert and g.ruleset.reachers
            and rid in _reach(g, rs)):  # X-ENG 11: the Slingmen
        return OK
    return ADJACENT


def _reach(g: GameCore, rs: RaceState) -> AbstractSet[int]:
    """The targets the active race's abilities add beyond the adjacent ones (``Ability.reach``, X-ENG 11)."""
    reachers = g.ruleset.reachers
    race, power = rs.race, rs.power
    if race not in reachers and power not in reachers:  # the usual race (asked at every scan): no set made
        return _NOWHERE
    out: set[int] = set()
    for ability in (race, power):
        if ability in reachers:
            out |= ability.reach(g, rs)
    return out


BLOCK_CODE = {OWN: Code.ALREADY_HELD, WATER: Code.WATER, IMMUNE: Code.IMMUNE, PEACE: Code.PEACE,
              ENTRY: Code.NOT_ENTRY, ADJACENT: Code.NOT_ADJACENT, UNPAID: Code.CANNOT_AFFORD, GUARDED: Code.IMMUNE,
              SHIELDED: Code.IMMUNE, BARRED: Code.ILLEGAL}


# --- immunity scoped to other players, regions barred for the turn (RULES-EXP X-ENG 12, 15) ----------------------

def shield_of(g: GameCore, attacker: RaceState, rid: int) -> Ability | None:
    """The ability of a race in play that makes ``rid`` immune to ``attacker`` alone (``Ability.shields``: in-decline
    White Ladies, Shrubmen forests, Lava), or None: the words of a refusal."""
    for pl in g.p:
        for holder in pl.races():
            for ability in (holder.race, holder.power):
                if ability.shielding and rid in ability.shields(g, holder, attacker):
                    return ability
    return None


def excluded(g: GameCore, rs: RaceState, found: tuple[RaceState, ...] | None = None) -> AbstractSet[int]:
    """The regions ``block`` refuses to ``rs`` beyond R-CONQ-1 in a game with expansions: those immune to it alone
    (``scope.shielded``), those its pieces' owners guard from it (``guarded``) and those barred to it this turn.
    Only the races in play with a piece that shields or guards are asked (``scope.pieces_in_play`` of
    ``Ruleset.narrowers``, or ``found``, a superset: the others' abilities neither shield nor guard): the same set as
    the union of those functions (tests/rules/exp/test_scope_fast.py)."""
    ruleset = g.ruleset
    if not ruleset.narrowers:
        return rs.barred
    if found is None:
        found = scope.pieces_in_play(g, ruleset.narrowers)
    return narrowed(g, rs, found)[0] if found else rs.barred


def narrowed(g: GameCore, rs: RaceState, found: tuple[RaceState, ...],
             defenders: AbstractSet[Ability] = frozenset()) -> tuple[AbstractSet[int], dict[int, int] | None]:
    """One walk over ``found``, races in play with a piece that narrows or prices ``rs``'s targets: the regions
    ``excluded`` leaves out (shielded from ``rs``, guarded from it, barred to it this turn), and per region of
    another player the tokens its pieces among ``defenders`` add to ``rs``'s cost (X-INT-5: ``scope.defence_of``
    for each), None if none."""
    guarding = g.ruleset.guarding
    left_out = rs.barred
    extra: dict[int, int] | None = None
    seat = rs.seat
    for holder in found:
        for ability in (holder.race, holder.power):
            if ability.shielding:
                shields = ability.shields(g, holder, rs)
                if shields:
                    left_out = left_out | shields
            if ability in guarding:
                guards = ability.guarded(g, holder, rs)
                if guards:
                    left_out = left_out | guards
            if ability in defenders and holder.seat != seat:  # one's own races add nothing (R-CONQ-4, as tokens)
                for rid in holder.regions:
                    n = ability.extra_defence(g, holder, rid)
                    if n:
                        if extra is None:
                            extra = {}
                        extra[rid] = extra.get(rid, 0) + n
    return left_out, extra


def reason(g: GameCore, rs: RaceState, rid: int, code: int) -> str:
    """The refusal in words, as the ruleset words it (``Ruleset.reasons``: WoW's entries are anchors)."""
    if code == GUARDED:
        why = guard_why(g, rid, rs)
    elif code == SHIELDED:  # whose ability shields it (RULES-EXP X-ENG 12)
        shield = shield_of(g, rs, rid)
        why = shield.name if shield is not None else ""
    else:
        why = immune_why(g, rid)
    return g.ruleset.reasons[code].format(race=rs.title, region=g.region_label(rid), why=why)


def refusal(g: GameCore, rs: RaceState, rid: int, code: int) -> IllegalAction:
    """The error for a blocked target, with its reason code (the app tests the code, not the words)."""
    return IllegalAction(reason(g, rs, rid, code), BLOCK_CODE[code])


def raw_cost(g: GameCore, rs: RaceState, rid: int) -> int:
    """R-CONQ-4 before the minimum of 1: 2 + markers + defenders − reductions."""
    raw = 2 + g.mountain[rid] + g.defence[rid] + g.r_tribe[rid]
    occupant = g.r_race[rid]
    if occupant is not None and occupant.seat != rs.seat:  # own races add nothing (R-CONQ-4, #37)
        raw += g.r_tokens[rid]
        if g.ruleset.defenders:  # X-INT-5: a Behemoth's strength
            raw += scope.defence_of(g, rs, rid)
    return raw - reductions(g, rs, rid)


def cost_breakdown(g: GameCore, rs: RaceState, rid: int) -> CostBreakdown:
    """``raw_cost``'s terms one by one, then the minimum (R-CONQ-4): the base ruleset's ``cost_breakdown`` hook,
    asked only for a region ``rs`` may target (``game.cost_breakdown``)."""
    from .costs import CostPart, defender_parts, marker_parts, reduction_parts, summed  # here: see reduction_parts
    parts = [CostPart("base", 2)]
    if g.mountain[rid]:
        parts.append(CostPart("mountain", g.mountain[rid]))
    parts += marker_parts(g, rid)
    occupant = g.r_race[rid]
    parts += defender_parts(g, rid, occupant if occupant is not None and occupant.seat != rs.seat else None,
                           g.r_tribe[rid])  # own races add nothing (#37)
    if g.ruleset.defenders and occupant is not None and occupant.seat != rs.seat:  # X-INT-5: pieces beside the
        for ability in (occupant.race, occupant.power):  # defenders (Behemoths), each in its own words
            guard = ability.extra_defence(g, occupant, rid) if ability in g.ruleset.defenders else 0
            if guard:
                label: str = getattr(ability, "cost_label", "") or ability.name
                parts.append(CostPart(f"{label} of {g.players[occupant.seat]}", guard))
    parts += reduction_parts(g, rs, rid)
    return summed(rs, parts)


def reductions(g: GameCore, rs: RaceState, rid: int) -> int:
    """What the active race's race and power take off the cost of ``rid`` (R-CONQ-4, W-CONQ-4 reductions)."""
    if not rs.active:
        return 0
    race, power = rs.race, rs.power
    return ((race.cost_reduction(g, rs, rid) if race.has_cost_mod else 0)
            + (power.cost_reduction(g, rs, rid) if power.has_cost_mod else 0))


def cost(g: GameCore, rs: RaceState, rid: int) -> int:
    """Tokens needed now: the ruleset's raw cost, at least 1 (R-CONQ-4; an active race's ``min_pieces``: W-CONQ-4
    Tauren ``max(2, raw)``)."""
    raw = g.ruleset.raw_cost(g, rs, rid)  # the ruleset's cost hook (ruleset.py)
    floor = rs.race.min_pieces if rs.active else 1
    return raw if raw > floor else floor


def candidates(g: GameCore, rs: RaceState, convert: bool = False) -> Sequence[int]:
    """Regions worth testing with ``block``: a superset of the legal targets, cheap to list."""
    if (rs.active and rs.power.flies) or (not rs.regions and not convert):
        return range(len(g.board.regions))
    seen: set[int] = set()
    for h in rs.regions:
        seen.update(g.adjacency[h])
    if rs.active and rs.power.cavern_links and any(g.board.regions[h].cavern for h in rs.regions):
        seen.update(g.caverns)
    return sorted(seen)  # sorted: a set's order depends on its history, and copies/loads must list moves alike


class BoardFacts:
    """The per-board facts the target scan reads for every region, built once per board (boards are immutable)."""

    __slots__ = ("ids", "base", "water", "waters", "entry", "entries", "cavern", "adjacency", "caverns", "magics",
                 "land", "land_entries", "landset", "waterset", "cavernset", "entryset", "mountain", "mountains_by",
                 "mountain_caverns", "land_adjacency", "land_entryset", "seas", "two_steps", "by_terrain")

    def __init__(self, board: Board) -> None:
        regions = board.regions
        self.ids = range(len(regions))
        self.base = [2 + int(r.mountain) for r in regions]  # R-CONQ-4, W-CONQ-4: the 2 and the Mountain never change
        self.water = [r.water for r in regions]
        self.waters = [r.id for r in regions if r.water]
        self.entry = [r.entry for r in regions]
        self.entries = [r.id for r in regions if r.entry]
        self.cavern = [r.cavern for r in regions]
        self.adjacency = tuple(frozenset(r.adjacent) for r in regions)  # tuples: a game's state shares these three
        self.caverns = tuple(r.id for r in regions if r.cavern)
        self.mountain = tuple(int(r.mountain) for r in regions)  # R-MAP-6
        self.magics = [r.id for r in regions if r.magic]
        self.land = [r.id for r in regions if not r.water]  # the target scan's candidates, in id order
        self.land_entries = [r.id for r in regions if r.entry and not r.water]
        self.landset = frozenset(self.land)
        self.waterset = frozenset(self.waters)
        self.cavernset = frozenset(self.caverns)
        self.entryset = frozenset(self.entries)  # WoW's target scan (wow/conquest.py)
        self.land_entryset = self.entryset - self.waterset  # WoW's scan for a race that is not the Naga
        self.land_adjacency = tuple(a - self.waterset for a in self.adjacency)
        # R-RACE-GIANTS: per region, the Mountains it is adjacent to; the Mountains that are caverns (Underworld)
        near: list[frozenset[int]] = [_NOWHERE] * len(regions)
        for h in regions:
            if h.mountain:
                for a in h.adjacent:
                    near[a] = near[a] | {h.id}
        self.mountains_by = tuple(near)
        self.mountain_caverns = frozenset(r.id for r in regions if r.mountain and r.cavern)
        self.seas = frozenset(r.id for r in regions if r.terrain == "sea")  # scope.two_steps: never through a sea
        terrains: dict[str, set[int]] = {}
        for r in regions:
            terrains.setdefault(r.terrain, set()).add(r.id)
        # per terrain, its regions: a race's regions of one terrain by one set operation (a Behemoth's strength, the
        # Shrubmen's forests: asked at every scan where they are in play)
        self.by_terrain = {terrain: frozenset(ids) for terrain, ids in terrains.items()}
        self.two_steps: dict[frozenset[int], frozenset[int]] = {}  # scope.two_steps of a set of regions, made when
        # first asked (the Catapult's menu asks it per region of the race, the Slingmen's reach per region held)


_FACTS: dict[int, tuple[Board, BoardFacts]] = {}
_LAST: tuple[object, BoardFacts | None] = (None, None)  # the last board asked and its facts, replaced whole


def facts(board: Board) -> BoardFacts:
    """The board's ``BoardFacts``, made once per board and shared by its games. Bounded: a long session makes
    boards by the thousand (each WoW deal that is not a shipped set, each save read, each test), and an entry keeps
    its board alive. The last board's answer is kept aside: the hot path asks it several times per move list."""
    global _LAST
    last = _LAST
    if last[0] is board:
        return last[1]  # type: ignore[return-value]  # set only together with its board's facts
    hit = _FACTS.get(id(board))
    if hit is None or hit[0] is not board:
        if len(_FACTS) > 256:
            _FACTS.clear()
        hit = _FACTS[id(board)] = (board, BoardFacts(board))
    _LAST = hit
    return hit[1]


_ALLY = attrgetter("ally")
_REGION = attrgetter("region")
_NOWHERE: frozenset[int] = frozenset()


def _candidates(g: GameCore, rs: RaceState, f: BoardFacts) -> Sequence[int] | None:
    """The regions ``targets`` prices, in id order, found by set operations on the per-board facts: its own regions
    and, unless it is Seafaring, the water left out; None for a Flying and Seafaring race (every region asked of
    ``block``, rare)."""
    held = rs.regions
    active = rs.active
    power = rs.power
    seafaring = active and power.seafaring
    if active and power.flies:  # R-POW-FLYING: any land region
        if seafaring:  # and water as the general rule says (adjacent, or the border at first)
            return None
        return sorted(f.landset - held) if held else f.land
    if not held:  # R-CONQ-2, R-RACE-HALFLINGS
        if active and rs.race.enters_anywhere:
            return f.ids if seafaring else f.land
        return f.entries if seafaring else f.land_entries
    # R-CONQ-3: adjacent (or cavern-linked, R-POW-UNDERWORLD) to a held region
    adjacency = f.adjacency
    seen: set[int] = set()
    for h in held:
        seen |= adjacency[h]
    if active and power.cavern_links and not f.cavernset.isdisjoint(held):
        seen.update(f.caverns)
    seen -= held  # OWN
    if not seafaring:
        seen -= f.waterset  # WATER
    return sorted(seen)


Scope = tuple[list[int], list[int], AbstractSet[int]]  # ``_scoped``: immune, defence, the regions reached beyond


def _widened(cands: Sequence[int], more: AbstractSet[int], rs: RaceState, f: BoardFacts) -> list[int]:
    """``cands`` and the regions ``more`` that the race's abilities reach beyond (X-ENG 11: the Slingmen), less its
    own and, unless it is Seafaring, the water, in id order: what ``block`` would allow of them (R-CONQ-1 a, b) before
    the scan's own tests (immune, left out, at peace)."""
    out = set(cands)  # neither held nor (unless Seafaring) water
    out |= more
    out -= rs.regions
    if not (rs.active and rs.power.seafaring):
        out -= f.waterset
    return sorted(out)


def targets(g: GameCore, rs: RaceState, scoped: Scope | None = None) -> list[tuple[int, int]]:
    """(region, cost) for every region ``rs`` may target now, in id order: ``candidates`` filtered by ``block``
    and priced by ``cost``, fused for the move generator (its hot path) with the race's flags read once. The
    same answers as those three, region by region (tests/rules/test_movegen_scan.py checks it).

    The candidates (``_candidates``) leave out the race's own regions and, unless it is Seafaring, the water by set
    operations on the per-board facts, so the loop tests only what the map's markers and the Diplomats change.
    ``scoped``: the game's ``immune`` and ``defence`` arrays as ``rs`` alone meets them and the regions it reaches
    beyond the adjacent ones, scanned with them (``_scoped``: the expansions' pieces), else the game's own."""
    f = g.facts
    cands = _candidates(g, rs, f)
    if cands is None:
        return _targets_by_block(g, rs, f)
    immune, defence = g.immune, g.defence
    if scoped is not None:
        immune, defence, more = scoped
        if more:
            cands = _widened(cands, more, rs, f)
    active = rs.active
    race, power = rs.race, rs.power
    base, r_race, r_tokens, r_tribe = f.base, g.r_race, g.r_tokens, g.r_tribe
    seat = rs.seat
    out = []
    for rid in cands:
        if not immune[rid]:  # R-CONQ-1c
            occupant = r_race[rid]  # R-CONQ-4; one's own races in decline add no tokens (#37)
            if occupant is not None and occupant.seat != seat:
                out.append((rid, base[rid] + defence[rid] + r_tribe[rid] + r_tokens[rid]))
            else:
                out.append((rid, base[rid] + defence[rid] + r_tribe[rid]))
    if active and seat in map(_ALLY, g.p):  # some player's Diplomat is at peace with this one (R-CONQ-1d)
        peace = _at_peace(g, rs)
        out = [target for target in out if target[0] not in peace]
    race_mod = race if active and race.has_cost_mod else None
    power_mod = (power if active and power.has_cost_mod and (power.cut_flag is None or power.cut_flag in rs.flags)
                 else None)
    if race_mod is not None or power_mod is not None:  # R-CONQ-4 reductions, then the minimum of 1
        least = race.min_pieces  # (active here) X-RACE-KOBOLDS: 2
        for i, (rid, raw) in enumerate(out):
            if race_mod is not None:
                raw -= race_mod.cost_reduction(g, rs, rid)
            if power_mod is not None:
                raw -= power_mod.cost_reduction(g, rs, rid)
            out[i] = (rid, raw if raw > least else least)
    return out  # with no reduction every cost is at least 2: no minimum to apply (nor the Kobolds' 2)


def target_moves(g: GameCore, rs: RaceState, avail: int, reach: int, conquer: list[Action], roll: list[Action],
                 out: list[Action], scoped: Scope | None = None) -> None:
    """The move generator's hook (``Ruleset.target_moves``): append ``conquer[r]`` for every target ``r`` of
    ``targets`` costing at most ``avail`` tokens, else ``roll[r]`` for one costing at most ``reach``, in id order.
    ``targets``' loop with its costs classified as they come: no list of targets is built (only a Flying and
    Seafaring race reads ``targets``, rare). tests/rules/test_movegen_scan.py checks it against ``targets``.
    ``scoped``: as ``targets``'."""
    race_mod = power_mod = None
    peace: AbstractSet[int] = _NOWHERE
    least = 1  # the minimum of a reduced cost (R-CONQ-4; X-RACE-KOBOLDS: 2)
    if rs.active:
        race, power = rs.race, rs.power
        if power.flies and power.seafaring:
            classify(targets(g, rs), avail, reach, conquer, roll, out)
            return
        if race.has_cost_mod:
            race_mod = race
            least = race.min_pieces
        if power.has_cost_mod and (power.cut_flag is None or power.cut_flag in rs.flags):  # (``Ability.cut_flag``)
            power_mod = power
            least = race.min_pieces
        for pl in g.p:  # a Diplomat's peace lasts (rare): the regions it shields from this race (R-CONQ-1d)
            if pl.ally is not None:  # ``is``: comparing None with a seat number is a slow generic compare
                peace = _at_peace(g, rs)
                break
    priced = race_mod is not None or power_mod is not None or bool(peace)  # else the loop's sums are the costs
    f = g.facts
    cands = _candidates(g, rs, f)
    assert cands is not None  # only a Flying and Seafaring race has none, and it is active
    immune, defence = g.immune, g.defence
    if scoped is not None:
        immune, defence, more = scoped
        if more:
            cands = _widened(cands, more, rs, f)
    base, r_race, r_tokens, r_tribe = f.base, g.r_race, g.r_tokens, g.r_tribe
    seat = rs.seat
    for rid in cands:  # ``targets``' loop
        if not immune[rid]:  # R-CONQ-1c
            occupant = r_race[rid]  # R-CONQ-4; one's own races in decline add no tokens (#37)
            need = base[rid] + defence[rid] + r_tribe[rid]
            if occupant is not None and occupant.seat != seat:
                need += r_tokens[rid]
            if priced:
                if rid in peace:
                    continue
                if race_mod is not None:  # R-CONQ-4 reductions, then the minimum of 1
                    need -= race_mod.cost_reduction(g, rs, rid)
                if power_mod is not None:
                    need -= power_mod.cost_reduction(g, rs, rid)
                if need < least:
                    need = least
            if need <= avail:
                out.append(conquer[rid])
            elif need <= reach:
                out.append(roll[rid])


TargetMoves = Callable[["GameCore", RaceState, int, int, list["Action"], list["Action"], list["Action"]], None]


_TWINS: dict[Callable[..., list[tuple[int, int]]], TargetMoves] = {}  # a ``targets`` hook -> its fused twin


def twins(targets_hook: Callable[[GameCore, RaceState], list[tuple[int, int]]], moves: TargetMoves) -> None:
    """Declare ``moves`` the fused ``target_moves`` of ``targets_hook`` (``target_moves_of`` gives it to a ruleset
    whose ``targets`` that is). Both must give the same answers: a test per pair says so."""
    _TWINS[targets_hook] = moves


def target_moves_of(targets_hook: Callable[[GameCore, RaceState], list[tuple[int, int]]]) -> TargetMoves:
    """A ruleset's ``target_moves`` (derived): the fused twin of its ``targets``, else ``targets`` read and its
    costs classified (a ruleset that brings its own ``targets`` gets menus that follow it)."""
    fused = _TWINS.get(targets_hook)
    if fused is not None:
        return fused

    def reading(g: GameCore, rs: RaceState, avail: int, reach: int, conquer: list[Action], roll: list[Action],
                out: list[Action]) -> None:
        classify(targets_hook(g, rs), avail, reach, conquer, roll, out)
    return reading


def classify(priced: list[tuple[int, int]], avail: int, reach: int, conquer: list[Action], roll: list[Action],
          out: list[Action]) -> None:
    """Append to ``out`` the conquer move of every (region, cost) of ``priced`` costing at most ``avail`` tokens,
    else its roll move if it costs at most ``reach`` (R-DIE-1: the die makes up 1 to 3)."""
    for rid, need in priced:  # a loop: a comprehension would make its names closure cells (slower)
        if need <= avail:
            out.append(conquer[rid])
        elif need <= reach:
            out.append(roll[rid])


_PRICED: list[object] = [None, None]  # (race, its targets) while the move generator builds that race's menu


def priced_targets(g: GameCore, rs: RaceState) -> list[tuple[int, int]]:
    """The ruleset's ``targets`` of ``rs``: the move generator's scan while it builds ``rs``'s menu (an ability
    that ``reads_prices``), else scanned now."""
    if _PRICED[0] is rs:
        return _PRICED[1]  # type: ignore[return-value]
    return g.ruleset.targets(g, rs)


def keeping_prices(scan: TargetMoves) -> TargetMoves:
    """A ruleset's ``target_moves`` when some ability ``reads_prices`` (``Ruleset.__post_init__``): for a race with
    one, its ``targets`` classified into the menu and kept in ``_PRICED`` for its pieces' menus (the move generator
    clears them after), else ``scan``; the base game asks nothing more."""
    def target_moves(g: GameCore, rs: RaceState, avail: int, reach: int, conquer: list[Action], roll: list[Action],
                     out: list[Action]) -> None:
        if rs.active and (rs.race.reads_prices or rs.power.reads_prices):
            priced = g.ruleset.targets(g, rs)
            classify(priced, avail, reach, conquer, roll, out)
            _PRICED[0], _PRICED[1] = rs, priced
        else:
            scan(g, rs, avail, reach, conquer, roll, out)
    return target_moves


def _at_peace(g: GameCore, rs: RaceState) -> set[int]:
    """The regions of the active races whose owner's Diplomat is at peace with ``rs``'s player (R-CONQ-1d)."""
    seat = rs.seat
    out: set[int] = set()
    for owner_seat, owner in enumerate(g.p):
        occupant = owner.active
        if owner.ally == seat and occupant is not None and occupant.active and occupant.seat == owner_seat != seat:
            out |= occupant.regions
    return out


def scoped_targets(g: GameCore, rs: RaceState) -> list[tuple[int, int]]:
    """``targets`` of a ruleset whose pieces shield, guard or bar regions, add defence to theirs or reach two steps
    (``Ruleset.scoped``: RULES-EXP X-ENG 11, 12, 15, X-INT-5): the base scan over the game's arrays as ``rs`` meets
    them and the far regions it reaches (``_scoped``)."""
    return targets(g, rs, _scoped(g, rs))


def scoped_target_moves(g: GameCore, rs: RaceState, avail: int, reach: int, conquer: list[Action],
                        roll: list[Action], out: list[Action]) -> None:
    """The ``target_moves`` of a ``scoped`` ruleset (``Ruleset.__post_init__``): the fused scan over the game's
    arrays as ``rs`` meets them and the far regions it reaches; for a race whose piece ``reads_prices``,
    ``scoped_targets`` classified and kept for its pieces' menus (as ``keeping_prices``). The same answers as
    ``scoped_targets`` (tests/rules/exp/test_royal_random.py, test_X_dames_random_games.py)."""
    own = rs.active and rs.own_scan
    if own and (rs.race.reads_prices or rs.power.reads_prices):
        priced = scoped_targets(g, rs)
        classify(priced, avail, reach, conquer, roll, out)
        _PRICED[0], _PRICED[1] = rs, priced
        return
    scan_pieces = g.ruleset.scan_pieces
    found = g.in_play.get(scan_pieces)  # ``scope.pieces_in_play``'s answer kept on the game (asked at every scan)
    if found is None:
        found = scope.pieces_in_play(g, scan_pieces)
    if found or own or rs.barred:
        target_moves(g, rs, avail, reach, conquer, roll, out, _scoped(g, rs, found))
    else:  # nothing in play changes this race's scan (as a rule): the base game's, as is
        target_moves(g, rs, avail, reach, conquer, roll, out)


def _scoped(g: GameCore, rs: RaceState, found: tuple[RaceState, ...] | None = None) -> Scope:
    """What the expansions' pieces change in ``rs``'s scan now: the game's ``immune`` and ``defence`` arrays as ``rs``
    meets them (the regions ``excluded`` leaves out immune, another player's pieces' added defence counted: X-INT-5),
    the game's own where nothing changes, and the regions its abilities reach beyond the adjacent ones (``_reach``).
    ``found``: the races in play with a piece that narrows or prices the scan (``scope.pieces_in_play`` of
    ``Ruleset.scan_pieces``), asked here if not given."""
    ruleset = g.ruleset
    if found is None:
        found = scope.pieces_in_play(g, ruleset.scan_pieces)
    if found:
        drop, extra = narrowed(g, rs, found, ruleset.defenders)
    else:
        drop, extra = rs.barred, None
    immune, defence = g.immune, g.defence
    if drop:
        immune = immune.copy()
        for rid in drop:
            immune[rid] = 1
    if extra:
        defence = defence.copy()
        for rid, n in extra.items():
            defence[rid] += n
    if rs.active and rs.regions and rs.own_scan:  # the usual race reaches no further (``_reach``: no call)
        return immune, defence, _reach(g, rs)
    return immune, defence, _NOWHERE


def _targets_by_block(g: GameCore, rs: RaceState, f: BoardFacts) -> list[tuple[int, int]]:
    """``targets`` for a Flying and Seafaring race: every region, each asked of ``block`` (rare)."""
    return [(rid, cost(g, rs, rid)) for rid in f.ids if not block(g, rs, rid)]


def resolve(g: GameCore, rs: RaceState, rid: int, tokens: int, how: str = "") -> None:
    """Move ``tokens`` from hand into ``rid`` and apply R-CONQ-7..11 and the race's conquest hooks."""
    if g.ruleset.ambushers and g.marked[rid] and ambushed(g, rs, rid):  # X-INT-6 (1): a Skag Attack cancels it
        return  # (RULES-EXP): a piece lying in the region (``Ability.ambush``), so a region without one asks nobody
    events = g.events
    nonempty = False
    if g.r_tribe[rid]:  # R-CONQ-7
        if g.ruleset.loss_watchers:  # X-INT-6 (5): the Igor count
            scope.lost(g, g.r_tribe[rid])
        g.r_tribe[rid] = 0
        nonempty = True
        events.append(TribeWiped(rid))
    occupant = g.r_race[rid]
    if occupant is not None:
        nonempty = True
        g.ruleset.defend(g, occupant, rid, rs, False)  # the ruleset's defender hook (ruleset.py)
    if g.marked[rid]:  # R-CONQ-9: Lair and Fortress removed, Mountain stays (and every marker of the defeated race:
        # the Ivory Tower, RULES-EXP X-RACE-PRIESTESSES; a marker that ``stays`` is kept)
        g.clear_markers(rid)
    g.r_race[rid] = rs
    g.r_tokens[rid] = tokens
    rs.regions.add(rid)
    rs.hand -= tokens
    if nonempty:  # R-CONQ-13
        rs.nonempty += 1
    events.append(Conquered(rs.seat, rs.title, rid, tokens, how))
    if rs.active:  # its race's and power's own rules (``abilities``: none in decline), asked where written (the
        # Trolls, the Halflings, Berserk): the usual ability has none, no call
        race, power = rs.race, rs.power
        if type(race).on_conquer is not _NO_CONQUER:
            race.on_conquer(g, rs, rid, events)
        if type(power).on_conquer is not _NO_CONQUER:
            power.on_conquer(g, rs, rid, events)


_NO_CONQUER = Ability.on_conquer


def resolve_triggered(g: GameCore, rs: RaceState, rid: int, tokens: int, how: str = "") -> None:
    """``resolve`` with RULES-EXP.md's per-conquest triggers (X-INT-6) around it: the markers paying their conqueror
    (2: Pots of Gold), and after the conqueror's own (3: Ransacking) the active victim's (3, 5: Corrupt, the
    Witch-Doctor roll). ``Ruleset`` puts it in place of ``resolve`` when its catalogue has such pieces, so the base
    game's conquest asks nothing more. The pot is taken first, before R-CONQ-9 clears a Fortress's region of its
    markers: its coin comes from the stash, so the coins come out as in X-INT-6's order (its event comes first)."""
    occupant = g.r_race[rid]
    ruleset = g.ruleset
    sufferers = ruleset.sufferers  # the victim is asked only if its race or power has an ``on_lost`` (as a rule not)
    if occupant is not None and occupant.active and (occupant.race in sufferers or occupant.power in sufferers):
        victim: RaceState | None = occupant
        before = g.r_tokens[rid] + occupant.withdrawn
    else:
        victim = None
    if ruleset.takers and g.marked[rid]:
        taken(g, rs, rid)
    resolve(g, rs, rid, tokens, how)
    if victim is not None:
        lost_region(g, victim, rid, rs, before - victim.withdrawn)  # less those withdrawn: to the tray


def taken(g: GameCore, rs: RaceState, rid: int) -> None:
    """X-INT-6 (2): the markers in ``rid`` with a ``taken`` rule pay or reward ``rs``, its conqueror (or converter),
    and go (X-RACE-LEPRECHAUNS' Pots of Gold)."""
    for marker in g.ruleset.takers:
        if marker.taken is not None and g.markers[marker.kind][rid]:
            marker.taken(g, rs, rid)


def lost_region(g: GameCore, victim: RaceState, rid: int, attacker: RaceState | None, lost: int) -> None:
    """X-INT-6 (3, 5): the active ``victim``'s own triggers on losing ``rid`` (``Ability.on_lost``: Corrupt,
    Witch Doctors), after the conqueror's; ``lost`` tokens went to the tray."""
    if not victim.active:
        return
    hooked = g.ruleset.sufferers
    for ability in (victim.power, victim.race):  # Corrupt (step 3) before the Witch-Doctor roll (step 5)
        if ability in hooked:
            ability.on_lost(g, victim, rid, attacker, lost)


def defend(g: GameCore, victim: RaceState, rid: int, attacker: RaceState | None, conversion: bool) -> None:
    """The defender's side of a conquest (R-CONQ-8, R-CONQ-10, R-POW-BIVOUACKING, R-RACE-ELVES); ``attacker``
    None: the region is emptied by no conqueror (a ruleset's effect, as WoW's Goblin bombs)."""
    packs = g.ruleset.expansions  # the pieces below come with them (RULES-EXP.md): the base game asks nothing
    if packs and (victim.race.loses_hook or victim.power.loses_hook):  # X-POW-HORDESOF: which pieces withdraw
        for ab in (victim.race, victim.power):
            if ab.loses_hook:
                ab.on_region_lost(g, victim, rid)
    n = g.r_tokens[rid]
    was_active = victim.active
    victim.regions.discard(rid)
    g.r_race[rid] = None
    g.r_tokens[rid] = 0
    if conversion:  # R-RACE-SORCERERS: the lone token goes to the tray, Elves included
        lost, back = n, 0
    else:
        lost = 0 if (victim.active and victim.race.loses_no_token) else min(1, n)
        back = n - lost
    victim.withdrawn += back
    # Encampments go back to their owner, placed at WITHDRAWALS (R-POW-BIVOUACKING); Behemoths too (no defence of
    # their own: X-POW-BEHEMOTH)
    if g.defence[rid] or (g.ruleset.crowders and g.marked[rid]):
        victim.markers_back += g.clear_markers(rid, keep=lambda m: not m.returns)
    if victim.active and attacker is not None:
        attacker.attacked.add(victim.seat)  # R-CONQ-13: an attack on that player
    g.events.append(Lost(victim.seat, victim.title, rid, lost, back))
    if g.ruleset.loss_watchers:  # X-INT-6 (5): the Igor count
        scope.lost(g, lost)
    if not victim.active and not victim.regions:  # R-CONQ-10
        g.leave_play(victim)
    if packs and attacker is not None and attacker.active and (attacker.race.strikes or attacker.power.strikes):
        for ab in (attacker.race, attacker.power):  # X-INT-6 (3): Ransacking; (6) the Fauns' bookkeeping
            if ab.strikes:
                ab.on_victim(g, attacker, victim, rid, was_active)


twins(targets, target_moves)
twins(scoped_targets, scoped_target_moves)
