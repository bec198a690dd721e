"""WoW decline (RULES-WOW.md W-DECL-1/2, R-DECL-4): the WoW ruleset's ``decline`` hook."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..events import Declined

if TYPE_CHECKING:  # pragma: no cover
    from ..core import GameCore
    from ..state import RaceState


def decline(g: GameCore, rs: RaceState) -> None:
    """The player's older in-decline race leaves play (one in decline, R-DECL-4; no Spirit in WoW); the banner
    flips; the badge is discarded unless it stays with the banner (``badge_stays``: Garrisoned, MarshDweller,
    W-DECL-1); each region keeps 1 token, the rest go to the tray (W-DECL-2; Naga keep their water regions like
    any other); markers that do not survive decline go."""
    for ability in rs.abilities():
        ability.on_decline(g, rs)  # RULING 7: what leaves the map with the ability
    pl = g.p[rs.seat]
    for old in list(pl.declined):
        g.leave_play(old)
    rs.set_active(False)
    pl.active = None
    pl.declined.append(rs)
    if not rs.power.badge_stays:
        g.power_discard.append(rs.power.name)
    for rid in rs.regions:
        g.clear_markers(rid, keep=lambda m: m.kept_in_decline)
        g.r_tokens[rid] = min(g.r_tokens[rid], rs.race.min_pieces)  # W-DECL-2: Tauren keep 2
    rs.hand = rs.withdrawn = rs.offmap = rs.marker_pool = rs.markers_back = 0
    g.events.append(Declined(rs.seat, rs.name))
    if not rs.regions:
        g.leave_play(rs)
