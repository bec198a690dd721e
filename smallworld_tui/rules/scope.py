"""Rules the expansions scope to players or stretch over distance (RULES-EXP X-ENG 11, 12; X-INT-5, X-INT-6).

- Immunity to the *other* players (X-ENG 12): a region an ability ``shields`` (Shrubmen forests, in-decline White
  Ladies, Lava) is barred to every player but its owner; ``shielded_from`` lists them for one player.
- Defence added by a piece beside the tokens (X-INT-5 ``behemoth_def``): ``guard_bonus``.
- Two steps away (X-ENG 11: X-RACE-SLINGMEN, X-POW-CATAPULT): ``two_steps``, through a land region or a lake,
  never a sea, by map adjacency only (no Underworld cavern, no Flying).
- Tokens lost and regions taken (X-INT-6 (5), (6)): ``lost`` and ``taken`` tell the abilities that listen.

The core calls these only when the ruleset's derived sets say some piece listens (``Ruleset.shielders``…): never in
the base game.
"""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .core import GameCore
    from .state import RaceState


def shielded_from(g: GameCore, seat: int) -> set[int]:
    """The regions immune to player ``seat`` only (X-ENG 12): what the other players' races shield now."""
    shielders = g.ruleset.shielders
    out: set[int] = set()
    for owner, pl in enumerate(g.p):
        if owner == seat:
            continue
        for rs in pl.races():
            for ability in (rs.race, rs.power):
                if ability in shielders:
                    out.update(ability.shielded(g, rs))
    return out


def is_shielded(g: GameCore, seat: int, rid: int) -> bool:
    """Whether ``rid`` is immune to player ``seat`` by another player's ability (X-INT-5; asked by a power that
    targets regions, as Lava or Winter, X-IA "Immune regions"). False at once in a game with no such ability."""
    return bool(g.ruleset.shielders) and rid in shielded_from(g, seat)


def scoped_terms(g: GameCore, rs: RaceState, barred: AbstractSet[int]) -> tuple[AbstractSet[int], dict[int, int]]:
    """For the target scans (``Ruleset.scoped``): ``barred`` with the regions immune to ``rs``'s player added, and
    what pieces add to ``rs``'s cost per region (X-INT-5)."""
    ruleset = g.ruleset
    if ruleset.shielders:
        shielded = shielded_from(g, rs.seat)
        if shielded:
            barred = barred | shielded
    return barred, guard_bonus(g, rs) if ruleset.guarders else {}


def guard_bonus(g: GameCore, rs: RaceState) -> dict[int, int]:
    """Per region of another player, the tokens its race's pieces add to ``rs``'s cost of conquering it (X-INT-5
    ``behemoth_def``); only regions with something added."""
    guarders = g.ruleset.guarders
    out: dict[int, int] = {}
    for owner, pl in enumerate(g.p):
        if owner == rs.seat:
            continue  # one's own races add nothing (R-CONQ-4, as their tokens)
        for other in pl.races():
            for ability in (other.race, other.power):
                if ability in guarders:
                    for rid in other.regions:
                        n = ability.guard(g, other, rid)
                        if n:
                            out[rid] = out.get(rid, 0) + n
    return out


def guard_of(g: GameCore, rs: RaceState, rid: int) -> int:
    """What the pieces in ``rid`` add to ``rs``'s cost of conquering it (``guard_bonus`` for one region)."""
    occupant = g.r_race[rid]
    if occupant is None or occupant.seat == rs.seat or not g.ruleset.guarders:
        return 0
    guarders = g.ruleset.guarders
    return sum(ability.guard(g, occupant, rid) for ability in (occupant.race, occupant.power) if ability in guarders)


def two_steps(g: GameCore, sources: Iterable[int]) -> set[int]:
    """The regions exactly two steps from ``sources`` (X-RACE-SLINGMEN, X-POW-CATAPULT; RULINGS 23, 30): not one
    of them nor adjacent to one, but adjacent to a region X adjacent to one, X a land region or a lake, never a
    sea. Map adjacency only."""
    regions, adjacency = g.board.regions, g.adjacency
    near: set[int] = set()
    for s in sources:
        near.add(s)
        near |= adjacency[s]
    out: set[int] = set()
    for x in near:
        if regions[x].terrain != "sea" and x not in sources:
            out |= adjacency[x]
    return out - near


def lost(g: GameCore, tokens: int) -> None:
    """``tokens`` went to the tray or out of the game by a conquest or a conversion (X-INT-6 (5)): every race in
    play whose ability listens hears it (the Igor count)."""
    if not tokens:
        return
    watchers = g.ruleset.loss_watchers
    for pl in g.p:
        for rs in pl.races():
            for ability in (rs.race, rs.power):
                if ability in watchers:
                    ability.on_loss(g, rs, tokens)


def taken(g: GameCore, attacker: RaceState, victim: RaceState, rid: int) -> None:
    """``attacker`` takes ``rid`` from ``victim`` (X-INT-6 (6)): its active abilities that listen hear it."""
    if not attacker.active:
        return
    hitters = g.ruleset.hitters
    for ability in (attacker.race, attacker.power):
        if ability in hitters:
            ability.on_hit(g, attacker, victim, rid)
