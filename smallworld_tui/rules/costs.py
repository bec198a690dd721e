"""A conquest's cost part by part (``game.cost_breakdown(R)``): the terms R-CONQ-4 and W-CONQ-4 add, each named in
the words of what adds it, for a player who asks why a region costs what it costs.

The types and the terms both rulesets share (the markers' defence, the defenders, the race's and the power's
reductions, the minimum). Each ruleset's ``cost_breakdown`` hook (``conquest.cost_breakdown``,
``wow/conquest.cost_breakdown``) lists its terms with these; the move generator's fused scans stay as they are, and
tests/rules/test_cost_breakdown.py holds the breakdown equal to ``conquest_cost`` on every region of thousands of
random positions of both rulesets.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .core import GameCore
    from .state import RaceState

MINUS = "\N{MINUS SIGN}"


@dataclass(frozen=True, slots=True)
class CostPart:
    """One term of a conquest's cost: ``tokens`` it adds (negative: takes off), ``label`` what it is ("base",
    "mountain", "Troll Lair", "tokens of Bob's Humans", "Commando", "travel", "to the minimum of 1")."""

    label: str
    tokens: int

    def __str__(self) -> str:
        """'+1 mountain', '2 base', '−1 Commando'."""
        sign = MINUS if self.tokens < 0 else "+"
        return f"{sign}{abs(self.tokens)} {self.label}"


@dataclass(frozen=True, slots=True)
class CoinDue:
    """Coins owed before the conquest (W-CONQ-1d: a toll), paid beside the tokens and not part of their sum:
    ``coins`` to the player at ``seat``, ``label`` why ("MarshDweller toll to Bob")."""

    label: str
    coins: int
    seat: int

    def __str__(self) -> str:
        return f"{self.coins} coin{'' if self.coins == 1 else 's'}: {self.label}"


@dataclass(frozen=True, slots=True)
class CostBreakdown:
    """``game.cost_breakdown(R)``: the ``parts`` whose tokens sum to ``total`` (== ``game.conquest_cost(R)``), the
    minimum included as a part when it applies; the ``coins`` owed beside them. ``total`` None: the region cannot be
    conquered now, ``reason`` says why in the engine's words (``game.target_problem(R)``) and there are no parts."""

    parts: tuple[CostPart, ...] = ()
    total: int | None = None
    reason: str = ""
    coins: tuple[CoinDue, ...] = ()

    def line(self) -> str:
        """The sum as a player reads it: '2 base + 1 token of Bob's Humans + 1 mountain − 1 Commando = 3'; the
        reason when the region cannot be conquered."""
        if self.total is None:
            return self.reason
        text = ""
        for part in self.parts:
            if not text:
                text = f"{part.tokens} {part.label}" if part.tokens >= 0 else str(part)
            else:
                text += f" {MINUS if part.tokens < 0 else '+'} {abs(part.tokens)} {part.label}"
        return f"{text} = {self.total}"

    def __str__(self) -> str:
        return self.line()


def marker_parts(g: GameCore, rid: int) -> list[CostPart]:
    """The markers' defence in ``rid``, one part per kind (Troll Lair, Fortress, Encampments, WoW's Fort, Wisp Wall,
    Beasts, Champion): together ``g.defence[rid]`` (R-CONQ-4, W-CONQ-4 markers)."""
    if not g.defence[rid]:
        return []
    out = []
    for marker in g.ruleset.markers:
        n = g.markers[marker.kind][rid] if marker.defence else 0
        if n:
            out.append(CostPart(marker.plural if n > 1 and marker.plural else marker.name, n * marker.defence))
    return out


def defender_parts(g: GameCore, rid: int, occupant: RaceState | None, tribe: int) -> list[CostPart]:
    """The defenders counted: the ruleset's tribe (Lost Tribe, Murlocs) and the tokens of ``occupant`` when the
    ruleset counts them (None: they add nothing)."""
    out = []
    if tribe:
        out.append(CostPart(f"{g.ruleset.tribe} {'token' if tribe == 1 else 'tokens'}", tribe))
    if occupant is not None and g.r_tokens[rid]:
        n = g.r_tokens[rid]
        out.append(CostPart(f"{'token' if n == 1 else 'tokens'} of {g.players[occupant.seat]}'s {occupant.title}",
                            n))
    return out


def reduction_parts(g: GameCore, rs: RaceState, rid: int) -> list[CostPart]:
    """What the active race's race and power take off, each in its own words (its ``cost_label``, else its name),
    together ``conquest.reductions``."""
    if not rs.active:
        return []
    out = []
    for ability in (rs.race, rs.power):
        if ability.has_cost_mod:
            cut = ability.cost_reduction(g, rs, rid)
            if cut:
                # a race or power that cuts a cost may declare ``cost_label`` (its words for the part: "Berserk
                # roll"). Not declared on ``Ability``: with it there (and this module imported by conquest.py) the
                # move generator counted 300.1M instructions for 20 five-player games, 299.1M without
                # (benchmarks/instructions.py --players 5), although it never reads the name
                label: str = getattr(ability, "cost_label", "") or ability.name
                out.append(CostPart(label, -cut))
    return out


def summed(rs: RaceState, parts: list[CostPart], coins: tuple[CoinDue, ...] = ()) -> CostBreakdown:
    """The breakdown of ``parts`` (the raw cost's terms) with the minimum as a part when the sum is below it
    (R-CONQ-4 ``max(1, raw)``; W-CONQ-4 Tauren ``max(2, raw)``: the race's ``min_pieces``, as ``conquest.cost``)."""
    raw = sum(part.tokens for part in parts)
    floor = rs.race.min_pieces if rs.active else 1
    if raw < floor:
        parts.append(CostPart(f"to the minimum of {floor}", floor - raw))
        raw = floor
    return CostBreakdown(tuple(parts), raw, "", coins)
