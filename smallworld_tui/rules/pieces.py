"""The pieces acting for a race: the base game's ``pieces`` and ``held`` hooks of a ruleset (ruleset.py), the
quick answer the move generator asks first (does any of them bring a move now?) and the questions they ask at a
turn point (``base_questions``, for the flow).

A module of its own so that the flow (flow.py), which the ruleset module imports, can name ``base_pieces`` too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .ability import Ability, AbilityMove
    from .core import GameCore
    from .state import RaceState


def no_held(g: GameCore, rs: RaceState) -> Sequence[Ability]:
    """The base game has no piece beyond a race's race and power (and nothing face up: callers skip ``held``
    while ``face_up`` is empty)."""
    return ()


def base_pieces(g: GameCore) -> list[tuple[Ability, RaceState]]:
    """The pieces whose moves are offered now, each with the race it acts for: the current player's active race
    and power (in decline they have none, R-DECL-5), then what the ruleset's ``held`` adds (WoW: the Artifacts
    and Places that race holds, W-AP-2)."""
    rs = g.p[g.seat].active
    if rs is None:
        return []
    pieces = [(rs.race, rs), (rs.power, rs)]
    if g.face_up:  # nothing face up, nothing held (``held``; always in the base game): no call
        held = g.ruleset.held(g, rs)
        if held:  # no generator to run (asked at every turn point and move list)
            pieces += [(piece, rs) for piece in held]
    return pieces


def no_moves(g: GameCore) -> bool:
    """True when the ruleset's ``pieces`` is ``base_pieces`` and names no piece that brings a move to the move list
    now (one of ``Ruleset.menu_pieces``: a move at the ``conquer`` or ``redeploy`` point; the others' moves wait
    for their turn point): the usual answer, found without building the list (asked by every move list). False
    means "ask ``pieces``"."""
    ruleset = g.ruleset
    if ruleset.pieces is not base_pieces:
        return False
    rs = g.p[g.seat].active
    if rs is None:
        return True
    menu = ruleset.menu_pieces
    if rs.race in menu or rs.power in menu:
        return False
    up = g.face_up  # ``held`` names none of the pieces with such moves while none of them lies face up: no call
    if not up or up.isdisjoint(ruleset.movers):
        return True
    return menu.isdisjoint(ruleset.held(g, rs))


def base_questions(g: GameCore, point: str, held: Sequence[Ability] | None = None
                   ) -> list[tuple[Ability, AbilityMove, RaceState]]:
    """The questions of ``point`` that the pieces of ``base_pieces`` declare, in its order (race, power, held):
    read from the ruleset's ``asks`` index, without building the pieces list nor testing every move (asked at
    every turn point). ``held``: what the ruleset's ``held`` hook names at this point, if the caller has asked it
    (the flow's ``_ask``)."""
    rs = g.p[g.seat].active
    if rs is None:
        return []
    ruleset = g.ruleset
    # ``held`` names none of the pieces asking here while none of them lies face up: no call (nor at a point where
    # no such piece asks)
    if held is None:
        held = (ruleset.held(g, rs) if point in ruleset.held_points and (up := g.face_up)
                and not up.isdisjoint(ruleset.askers[point]) else ())
    if not held and point not in rs.asks_at:
        return []  # the usual answer
    asking = ruleset.asks[point]  # the pieces with moves at this point (the flow asks only at ``points``)
    out = []
    for ability in (rs.race, rs.power, *held) if held else (rs.race, rs.power):
        moves = asking.get(ability)
        if moves:
            for move in moves:
                out.append((ability, move, rs))
    return out
