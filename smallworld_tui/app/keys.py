"""The keys the pieces' moves declare (``AbilityMove.key``), one place for the footer, the status line and the help;
and the other ways of conquering a region the conquer key asks among (``AbilityMove.way``).

The app has its own keys (``CORE_KEYS``); a piece's move declaring one of those is played by it (the Stout's
decline by ``d``). Every other declared key is bound on the game screen, hinted in the status line while its move
is on offer and listed in the help, in one order: the conquest moves' keys first, the powers' before the races',
then the others' by the turn point where they are asked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..rules.ability import AbilityMove, Point
from ..rules.actions import aimed_at
from ..rules.ruleset import Ruleset

if TYPE_CHECKING:  # pragma: no cover
    from ..rules import Action, Game

CORE_KEYS = frozenset("crxdmwteiLq")  # the app's own one-letter keys


def piece_keys(ruleset: Ruleset) -> dict[str, tuple[AbilityMove, ...]]:
    """Each declared key with its moves (a key two moves share plays the one on offer: the Champion's conquest, and
    its post after redeploying), in the order above."""
    keys: dict[str, tuple[AbilityMove, ...]] = {}
    pieces = (*ruleset.powers.values(), *ruleset.races.values(), *ruleset.others)
    moves = [move for piece in pieces for move in piece.moves if move.key and move.key not in CORE_KEYS]
    points = list(Point)
    for move in sorted(moves, key=lambda m: (m.at is not Point.CONQUER, points.index(m.at))):
        keys[move.key] = (*keys.get(move.key, ()), move)
    return keys


def conquest_keys(ruleset: Ruleset) -> list[AbilityMove]:
    """The keyed moves offered among the conquest moves, in the order above."""
    return [move for moves in piece_keys(ruleset).values() for move in moves if move.at is Point.CONQUER]


PLAIN_WAY = "tokens only"  # the ordinary conquest, among the ways of conquering a region


def way_kinds(ruleset: Ruleset) -> frozenset[str]:
    """The moves that are other ways of conquering a region (``AbilityMove.way``): the conquer key asks among them."""
    return frozenset(kind for kind, (_, move) in ruleset.moves.items() if move.way)


def ways(legal: list[Action], rid: int, ruleset: Ruleset) -> list[tuple[str, Action]]:
    """The ways of conquering ``rid`` on offer now, each with its words: the ordinary conquest first, then the
    pieces' other ways in the order the engine lists them (the in-decline Ghouls have none: R-RACE-GHOULS)."""
    kinds = way_kinds(ruleset)
    if not kinds:
        return []
    plain = [(PLAIN_WAY, a) for a in legal if a.kind == "conquer" and a.region == rid and not a.ghouls]
    other = [(ruleset.moves[a.kind][1].way, a) for a in legal if a.kind in kinds and aimed_at(a) == rid]
    return plain + other


def way_label(game: Game, words: str, action: Action) -> str:
    """A way's words in the conquer key's list, told apart from the same piece's other ways on that region: where a
    path move fires from (``catapult 14 12``: from 12), how many pieces a count sends (``fireball 14:2``)."""
    extra = []
    if len(action.regions) > 1:
        extra.append("from " + ", ".join(game.region_label(r) for r in action.regions[1:]))
    if action.layout:
        extra.append(f"×{sum(n for _, n in action.layout)}")
    return f"{words} ({'; '.join(extra)})" if extra else words


def way_targets(legal: list[Action], ruleset: Ruleset) -> set[int]:
    """The regions the pieces' other ways of conquering aim at now (a Catapult's shot two steps away is no
    conquer move): the target keys cycle through them too."""
    kinds = way_kinds(ruleset)
    return {rid for a in legal if a.kind in kinds and (rid := aimed_at(a)) is not None} if kinds else set()
