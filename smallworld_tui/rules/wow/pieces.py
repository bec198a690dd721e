"""Pieces of a race that are not race tokens (W-POW-BEASTMASTER's Beasts): a ``Marker`` kind with ``piece`` set,
counted among its region's pieces (``r_tokens``), so holding, conquest, redeployment, defence and the tie-break
read them as pieces with no change. The marker says which of a region's pieces they are; ``RaceState.extra``
counts those not marked (in hand, withdrawn, or placed again and not yet marked); the tray leaves both out.

While the owner moves its pieces (conquests, redeployment, withdrawals) they are like its tokens; they are marked
again (``mark``) when their place matters: after its redeployment, before a loss in one of its regions, before
they go back. **[RULING 41]** The rule places them as a careful owner would: one by one, each in the region that
keeps a token company if any can (no Beast alone where a token could stand with it), then holds the fewest Beasts
(one per region before any second), then is the cheapest to conquer (fewest pieces plus its defence markers), then
the lowest id. A conquered region's lost piece is a Beast only where one stands, and a lost Beast comes back with
the hills while a lost token is gone for good: so the Beasts go first where a loss is likeliest (rejected: a
question at every placement, the notation has no place for it). Rules revision 1 (saves made before 3 Dec 2026,
replayed as they were played: record.py) put each in the region with the most unmarked pieces (ties: lowest id),
which heaped the Beasts in the strongest regions and let the exposed ones lose tokens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from ..ability import Marker
    from ..core import GameCore
    from ..state import RaceState


def kind(rs: RaceState) -> Marker | None:
    """The ``piece`` marker kind of ``rs``'s abilities, if any (one per race)."""
    for m in (*rs.race.markers, *rs.power.markers):
        if m.piece:
            return m
    return None


def mark(g: GameCore, rs: RaceState) -> None:
    """Mark the unmarked pieces standing on the map (those not in hand or withdrawn) by RULING 41."""
    m = kind(rs)
    loose = rs.extra - rs.hand - rs.withdrawn
    if m is None or loose <= 0:
        return
    counts, r_tokens, defence = g.markers[m.kind], g.r_tokens, g.defence
    free = {r: r_tokens[r] - counts[r] for r in rs.regions if r_tokens[r] > counts[r]}
    while loose and free:
        if g.revision < 2:  # revision 1: the most unmarked pieces
            rid = max(sorted(free), key=lambda r: free[r])
        else:
            rid = min(free, key=lambda r: (free[r] < 2, counts[r], r_tokens[r] + defence[r], r))
        g.set_marker(m, rid, counts[rid] + 1)
        free[rid] -= 1
        if not free[rid]:
            del free[rid]
        loose -= 1
        rs.extra -= 1


def unmark(g: GameCore, rs: RaceState, rid: int) -> None:
    """``rs``'s pieces leave ``rid`` whole (to hand or withdrawn): the marked ones there become unmarked."""
    m = kind(rs)
    if m is not None and g.markers[m.kind][rid]:
        rs.extra += g.markers[m.kind][rid]
        g.set_marker(m, rid, 0)


def lost_in(g: GameCore, rs: RaceState, rid: int, n: int, lost: int) -> int:
    """``rs``'s ``n`` pieces leave ``rid`` (conquered, W-CONQ-6), ``lost`` of them lost: a marked piece is the lost
    one, the other marked pieces withdraw (they count in ``extra`` again). Returns how many marked pieces there
    were."""
    m = kind(rs)
    if m is None:
        return 0
    mark(g, rs)
    here = min(g.markers[m.kind][rid], n)
    if here:
        g.set_marker(m, rid, 0)
        rs.extra += here - min(lost, here)
    return here


def taken_one(g: GameCore, rs: RaceState, rid: int, to: int | None, kept: bool) -> None:
    """One piece of ``rs`` leaves ``rid`` (W-POW-INTIMIDATING): a marked one first; it moves to ``to``, or
    withdraws (``kept``), or is lost."""
    m = kind(rs)
    if m is None:
        return
    mark(g, rs)
    counts = g.markers[m.kind]
    if not counts[rid]:
        return
    g.set_marker(m, rid, counts[rid] - 1)
    if to is not None and to != rid:
        g.set_marker(m, to, counts[to] + 1)
    elif kept:
        rs.extra += 1


def go_back(g: GameCore, rs: RaceState) -> list[int]:
    """Every piece of the kind goes back to its supply: the marked ones leave their regions, the others leave the
    hand. Returns the regions they left (the caller decides what a region left too empty becomes)."""
    m = kind(rs)
    if m is None:
        return []
    mark(g, rs)
    counts = g.markers[m.kind]
    left = []
    for rid in sorted(rs.regions):
        k = min(counts[rid], g.r_tokens[rid])
        if counts[rid]:
            g.set_marker(m, rid, 0)
        if k:
            g.r_tokens[rid] -= k
            left.append(rid)
    from_hand = min(rs.extra, rs.hand)
    rs.hand -= from_hand
    rs.extra = 0
    return left
