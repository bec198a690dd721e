"""Rules the expansions scope to players or stretch over distance (RULES-EXP X-ENG 11, 12; X-INT-5, X-INT-6).

- Immunity to the *other* players (X-ENG 12): a region an ability ``shields`` (Shrubmen forests, in-decline White
  Ladies, Lava) is barred to every player but its owner; ``shielded`` lists them for one attacking race.
- Defence added by a piece beside the tokens (X-INT-5 ``behemoth_def``): ``defence_of``.
- Two steps away (X-ENG 11: X-RACE-SLINGMEN, X-POW-CATAPULT): ``two_steps``, through a land region or a lake,
  never a sea, by map adjacency only (no Underworld cavern, no Flying).
- Tokens lost (X-INT-6 (5)): ``lost`` tells the abilities that listen.

The core calls these only when the ruleset's derived sets say some piece listens (``Ruleset.shielding``…): never in
the base game.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from .ability import Ability
    from .core import GameCore
    from .state import RaceState


_EVERY: frozenset[Any] = frozenset({"every race in play"})  # ``GameState.in_play``'s key of the races every answer
# filters (listed once for all the sets asked after a change)


def pieces_in_play(g: GameCore, hooked: frozenset[Ability]) -> tuple[RaceState, ...]:
    """The races in play whose race or power is one of ``hooked`` (a derived set of the ruleset: ``scan_pieces``,
    ``ambushers``…), in the order of ``PlayerState.races`` seat by seat: what the target scans and conquests of a
    game with expansions ask. Kept in ``g.in_play`` until a race enters or leaves play or changes its badge (which
    clear it), so a scan walks no race that has none of them."""
    known = g.in_play
    found = known.get(hooked)
    if found is None:
        every = known.get(_EVERY)
        if every is None:
            listed: list[RaceState] = []  # ``races()``' order, without a list per player
            for pl in g.p:
                if pl.active is not None:
                    listed.append(pl.active)
                listed += pl.declined
            every = known[_EVERY] = tuple(listed)
        found = known[hooked] = tuple([rs for rs in every if rs.race in hooked or rs.power in hooked])
    return found


def shielded(g: GameCore, attacker: RaceState) -> set[int]:
    """The regions immune to the race ``attacker`` alone now (X-ENG 12): what the races in play shield from it
    (``Ability.shields``; each ability leaves its own owner out)."""
    out: set[int] = set()
    for pl in g.p:
        for rs in pl.races():
            for ability in (rs.race, rs.power):
                if ability.shielding:
                    out |= ability.shields(g, rs, attacker)
    return out


def defence_of(g: GameCore, rs: RaceState, rid: int) -> int:
    """What the pieces in ``rid`` add to ``rs``'s cost of conquering it (``defence_bonus`` for one region)."""
    occupant = g.r_race[rid]
    defenders = g.ruleset.defenders
    if occupant is None or occupant.seat == rs.seat or not defenders:
        return 0
    race, power = occupant.race, occupant.power  # no generator: asked of every occupied region a conquest prices
    return ((race.extra_defence(g, occupant, rid) if race in defenders else 0)
            + (power.extra_defence(g, occupant, rid) if power in defenders else 0))


def two_steps(g: GameCore, sources: Iterable[int]) -> set[int]:
    """The regions exactly two steps from ``sources`` (X-RACE-SLINGMEN, X-POW-CATAPULT; RULINGS 23, 30): not one
    of them nor adjacent to one, but adjacent to a region X adjacent to one, X a land region or a lake, never a
    sea. Map adjacency only."""
    key = frozenset(sources)
    table = g.facts.two_steps  # the board's answers, kept (the map's adjacency never changes): the Catapult asks
    known = table.get(key)  # per region of the race, the Slingmen's reach (``block``) per far region of a scan
    if known is None:
        if len(table) > 4096:  # bounded: a long game's races hold many sets of regions
            table.clear()
        known = table[key] = frozenset(_two_steps(g, set(key)))
    return set(known)


def _two_steps(g: GameCore, start: set[int]) -> set[int]:
    """``two_steps`` of the regions ``start``, by set operations."""
    adjacency = g.adjacency
    near = set(start)
    for s in start:
        near |= adjacency[s]
    out: set[int] = set()
    for x in near - start - g.facts.seas:  # set operations: asked per region of the race by the Catapult's menu
        out |= adjacency[x]
    return out - near


def lost(g: GameCore, tokens: int) -> None:
    """``tokens`` went to the tray or out of the game by a conquest or a conversion (X-INT-6 (5)): every race in
    play whose ability listens hears it (the Igor count)."""
    if not tokens:
        return
    watchers = g.ruleset.loss_watchers
    for rs in pieces_in_play(g, watchers):
        for ability in (rs.race, rs.power):
            if ability in watchers:
                ability.on_loss(g, rs, tokens)
