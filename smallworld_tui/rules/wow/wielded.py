"""The Artifacts that conquer (W-ART-FROSTMOURNE, W-ART-ASHES, W-ART-DOOMHAMMER): each brings one move among the
conquest moves, once per turn, for the active race holding it (W-AP-2). Each is a whole way of conquering
(RULING 29): one conquest uses one of them at most, and Frostmourne's -2 is written against the formula only.

RULING 24: an Artifact used for a successful conquest moves into the conquered region. The payments a conquest
needs (W-CONQ-1d: tolls) are made first, as for ``conquer`` (the ruleset's ``pay``). Decisions where the spec is
silent: these moves take tokens only, never the die (no final attempt with them); the menu lists the targets where
the Artifact changes something (a lower cost, a reach), and any other legal one may still be played by its text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..ability import AbilityMove, Arg, Point
from ..actions import Action, region_row
from ..coins import can_pay, transfer
from ..conquest import ADJACENT, ENTRY, OK, reductions, refusal
from ..errors import Code, IllegalAction
from .apiece import APPiece
from .conquest import most_due, owed, pays_any, travel, unpayable

if TYPE_CHECKING:  # pragma: no cover
    from ..core import GameCore
    from ..state import RaceState
    from .state import WowState

FROSTMOURNE, ASHES, DOOMHAMMER = "Frostmourne", "Ashes of Al'ar", "Doomhammer"
FROST_CUT = 2  # W-ART-FROSTMOURNE
HAMMER_PRICE = 2  # W-ART-DOOMHAMMER


def floor(rs: RaceState) -> int:
    """The least a conquest takes (W-CONQ-4: 1; the Tauren 2, ``Race.min_pieces``); Doomhammer: 1 token (Tauren
    2)."""
    return rs.race.min_pieces


def _used(rs: RaceState, name: str) -> bool:
    return bool(rs.flags.get(name))


def _wield(g: GameCore, rs: RaceState, name: str, rid: int, tokens: int, means: str) -> None:
    """The conquest itself: payments first, then the conquest; the Artifact follows it (RULING 24)."""
    rs.flags[name] = 1
    g.ruleset.pay(g, rs, rid)
    g.ruleset.resolve(g, rs, rid, tokens, means)
    if g.r_race[rid] is rs:
        ws: WowState = g.ruleset_state
        ws.ap_region[name] = rid


def _need_tokens(g: GameCore, rs: RaceState, rid: int, need: int) -> None:
    have = g._available(rs)
    if need > have:
        raise IllegalAction(f"You need {need} tokens for {g.region_label(rid)} and have {have}.",
                            Code.NOT_ENOUGH_TOKENS)


def _once(rs: RaceState, name: str) -> None:
    if _used(rs, name):
        raise IllegalAction(f"{name} is used once per turn, and you used it this turn.", Code.ILLEGAL)


def _region(a: Action) -> int:
    assert a.region is not None
    return a.region


# --- Frostmourne: -2 on one declared conquest ------------------------------------------------------------------

def _frost_need(g: GameCore, rs: RaceState, rid: int) -> int:
    return max(floor(rs), g.ruleset.raw_cost(g, rs, rid) - FROST_CUT)


def _frost_options(g: GameCore, rs: RaceState) -> list[Action]:
    """The targets whose cost the -2 lowers, at ``_frost_need`` read off the scan's cost: that cost is
    max(floor, raw cost) (W-CONQ-4), so above the floor it is the raw cost itself (no raw cost asked per region;
    tests/wow/test_wow_menu_fast_paths.py checks it against ``_frost_need``)."""
    if _used(rs, FROSTMOURNE) or rs.ended:
        return []
    have, least = g._available(rs), floor(rs)
    if have < least:  # no cut cost is below the floor: no target scan
        return []
    row = _FROST
    out = []
    for rid, need in g.ruleset.targets(g, rs):
        if need > least and max(least, need - FROST_CUT) <= have:  # the -2 changes something here
            out.append(row[rid])
    return out


_FROST = region_row("frostmourne")


def _frost_check(g: GameCore, rs: RaceState, a: Action) -> None:
    _once(rs, FROSTMOURNE)
    rid = _region(a)
    code = g.ruleset.block(g, rs, rid)
    if code:
        raise refusal(g, rs, rid, code)
    _need_tokens(g, rs, rid, _frost_need(g, rs, rid))


def _frost_play(g: GameCore, rs: RaceState, a: Action) -> None:
    rid = _region(a)
    _wield(g, rs, FROSTMOURNE, rid, _frost_need(g, rs, rid), FROSTMOURNE)


class Frostmourne(APPiece):
    """W-ART-FROSTMOURNE: once per turn, -2 on one declared conquest (``frostmourne R``), formula costs only
    (RULING 29); it then moves into R (RULING 24)."""

    name, place = FROSTMOURNE, False
    moves = (AbilityMove("frostmourne", Arg.REGION, _frost_options, _frost_play,
                         "Conquer a region at -2 with Frostmourne (once per turn).", _frost_check, at=Point.CONQUER,
                         when="Frostmourne is wielded among the conquest moves by the active race holding it."),)


# --- Ashes of Al'ar: any region of any face as if adjacent ----------------------------------------------------

def _ashes_code(g: GameCore, rs: RaceState, rid: int) -> int:
    code = g.ruleset.block(g, rs, rid)
    return OK if code in (ADJACENT, ENTRY) else code  # as if adjacent: every other bar stays (water, immunity…)


def _ashes_need(g: GameCore, rs: RaceState, rid: int) -> int:
    return max(floor(rs), g.ruleset.raw_cost(g, rs, rid) - travel(g, rs, rid))  # normal cost, no travel


def _ashes_options(g: GameCore, rs: RaceState) -> list[Action]:
    """The regions where the reach changes something: out of the race's reach, or an entry with travel; every bar
    but adjacency stays (own, water, immune, unpaid). One target scan and one toll scan, not ``block`` per region,
    and ``_ashes_need`` read off the scan (tests/wow/test_wow_menu_fast_paths.py checks it against the rule): in the
    reach, the scan's cost less the travel; out of it, W-CONQ-4's sum (no travel: every entry region not barred
    is in the reach)."""
    if _used(rs, ASHES) or rs.ended:
        return []
    have, least = g._available(rs), floor(rs)
    if have < least:  # no need is below the floor
        return []
    f = g.facts
    reach = dict(g.ruleset.targets(g, rs))
    barred = set() if pays_any(g, rs) else unpayable(g, rs)
    naga = rs.active and rs.race.seafaring
    r_race, immune, water, entry = g.r_race, g.immune, f.water, f.entry
    base, defence, r_tribe, r_tokens = f.base, g.defence, g.r_tribe, g.r_tokens
    mods = rs.active and (rs.race.has_cost_mod or rs.power.has_cost_mod)
    row = _ASHES
    out = []
    for rid in f.ids:
        cost = reach.get(rid)
        if cost is None:
            if r_race[rid] is rs or immune[rid] or (water[rid] and not naga) or rid in barred:
                continue
            need = base[rid] + defence[rid] + r_tribe[rid] + r_tokens[rid]  # not its own: every piece defends
            if mods:
                need -= reductions(g, rs, rid)
        elif entry[rid] and travel(g, rs, rid):  # no travel off the entry regions
            need = cost - 1  # max(floor, raw) less the travel: at the floor, the floor (``have`` covers it)
        else:
            continue
        if need <= have:
            out.append(row[rid])
    return out


_ASHES = region_row("ashes")


def _ashes_check(g: GameCore, rs: RaceState, a: Action) -> None:
    _once(rs, ASHES)
    rid = _region(a)
    code = _ashes_code(g, rs, rid)
    if code:
        raise refusal(g, rs, rid, code)
    _need_tokens(g, rs, rid, _ashes_need(g, rs, rid))


def _ashes_play(g: GameCore, rs: RaceState, a: Action) -> None:
    rid = _region(a)
    _wield(g, rs, ASHES, rid, _ashes_need(g, rs, rid), "the Ashes of Al'ar")


class Ashes(APPiece):
    """W-ART-ASHES: once per turn, conquer any region of any face as if adjacent (``ashes R``: normal cost, no
    travel); it then moves into R (RULING 24)."""

    name, place = ASHES, False
    moves = (AbilityMove("ashes", Arg.REGION, _ashes_options, _ashes_play,
                         "Conquer any region of any island as if adjacent with the Ashes of Al'ar (once per turn).",
                         _ashes_check, at=Point.CONQUER,
                         when="The Ashes of Al'ar are used among the conquest moves by the active race holding "
                              "them."),)


# --- Doomhammer: pay 2, conquer with exactly 1 token ----------------------------------------------------------

def _hammer_due(g: GameCore, rs: RaceState, rid: int) -> int:
    """The coins this conquest needs in all: the Doomhammer's 2 and the tolls (W-CONQ-1d)."""
    return HAMMER_PRICE + sum(coins for _, coins, _ in owed(g, rs, rid))


def _hammer_options(g: GameCore, rs: RaceState) -> list[Action]:
    if _used(rs, DOOMHAMMER) or rs.ended or not can_pay(g, rs.seat, HAMMER_PRICE):
        return []
    least = floor(rs)
    if g._available(rs) < least:
        return []
    row = _HAMMER
    if can_pay(g, rs.seat, HAMMER_PRICE + most_due(g.ruleset)):  # the most any tolls ask paid too: none asked
        return [row[rid] for rid, need in g.ruleset.targets(g, rs) if need > least]
    return [row[rid] for rid, need in g.ruleset.targets(g, rs)
            if need > least and can_pay(g, rs.seat, _hammer_due(g, rs, rid))]


_HAMMER = region_row("doomhammer")


def _hammer_check(g: GameCore, rs: RaceState, a: Action) -> None:
    _once(rs, DOOMHAMMER)
    rid = _region(a)
    code = g.ruleset.block(g, rs, rid)  # RULING 26: a target per W-CONQ-3
    if code:
        raise refusal(g, rs, rid, code)
    due = _hammer_due(g, rs, rid)
    if not can_pay(g, rs.seat, due):  # RULING 1
        raise IllegalAction(f"The Doomhammer needs {due} coins first and you have {g.p[rs.seat].coins}.",
                            Code.CANNOT_AFFORD)
    _need_tokens(g, rs, rid, floor(rs))


def _hammer_play(g: GameCore, rs: RaceState, a: Action) -> None:
    """RULING 26: the 2 coins go to the owner of the pieces there; to the stash if it is empty, holds Murlocs,
    or is the wielder's own (his in-decline race's)."""
    rid = _region(a)
    occupant = g.r_race[rid]
    to = occupant.seat if occupant is not None and occupant.seat != rs.seat else None
    transfer(g, rs.seat, to, HAMMER_PRICE, DOOMHAMMER)
    _wield(g, rs, DOOMHAMMER, rid, floor(rs), DOOMHAMMER)


class Doomhammer(APPiece):
    """W-ART-DOOMHAMMER: once per turn, after paying 2 coins, conquer one target whatever defends it with exactly
    1 token (Tauren 2) (``doomhammer R``); it then moves into R (RULING 24)."""

    name, place = DOOMHAMMER, False
    moves = (AbilityMove("doomhammer", Arg.REGION, _hammer_options, _hammer_play,
                         "Pay 2 coins and conquer a region with 1 token with the Doomhammer (once per turn).",
                         _hammer_check, at=Point.CONQUER,
                         when="The Doomhammer is wielded among the conquest moves by the active race holding it."),)
