"""Tinkerers: a toy race-and-power pack over the base game, made of this file alone (issue 32: a pack is files
added), for the tests of what surrounds the packs (the app's column, help, legend and conquer key, the bots, the
whole-game sweeps) while the real packs are being written.

- The Tinkers (race, banner 5): a Gizmo (a marker, ``‡``, +1 defence) in every region they conquer.
- Bribing (power, badge 4): another way of conquering a region (``AbilityMove.way``): ``bribe R`` pays 1 coin to
  the stash and the conquest costs 2 tokens less (at least 1), as the expansions' Mercenary coin does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from smallworld_tui.rules import conquest as cq
from smallworld_tui.rules.ability import AbilityMove, Arg, Marker, Point, Power, Race
from smallworld_tui.rules.actions import Action, region_row
from smallworld_tui.rules.errors import Code, IllegalAction
from smallworld_tui.rules.packs import Pack, register_pack, unregister_pack

if TYPE_CHECKING:
    from smallworld_tui.rules.core import GameCore
    from smallworld_tui.rules.events import Event
    from smallworld_tui.rules.state import RaceState

KEY = "tinker"
GIZMO = Marker("gizmo", "a Gizmo", defence=1, plural="Gizmos", glyph="‡")
WAY = "pay 1 coin: cost -2"


class Tinkers(Race):
    name, rule, banner, supply = "Tinkers", "TOY-RACE-TINKERS", 5, 10
    text = "A Gizmo in each region they conquer: +1 defence while it stays."
    help = "Tinkers build a Gizmo in every region they conquer; it adds 1 to the region's defence."
    markers = (GIZMO,)

    def on_conquer(self, game: GameCore, rs: RaceState, rid: int, events: list[Event]) -> None:
        if not game.marker("gizmo", rid):
            game.set_marker(GIZMO, rid, 1)


def bribed(g: GameCore, rs: RaceState, rid: int) -> int:
    """Tokens a bribed conquest of ``rid`` takes: 2 fewer, at least 1."""
    return max(1, cq.cost(g, rs, rid) - 2)


def _bribe_options(g: GameCore, rs: RaceState) -> list[Action]:
    if g.p[rs.seat].coins < 1:
        return []
    row, have = region_row("bribe"), g._available(rs)
    return [row[rid] for rid, _ in cq.targets(g, rs) if bribed(g, rs, rid) <= have]


def _bribe_check(g: GameCore, rs: RaceState, a: Action) -> None:
    if a not in _bribe_options(g, rs):
        raise IllegalAction("You cannot bribe your way in there now: 1 coin, and tokens for the cost less 2.",
                            Code.ILLEGAL)


def _bribe_play(g: GameCore, rs: RaceState, a: Action) -> None:
    assert a.region is not None
    need = bribed(g, rs, a.region)
    g.p[rs.seat].coins -= 1
    cq.resolve(g, rs, a.region, need, "bribe")


class Bribing(Power):
    name, rule, badge = "Bribing", "TOY-POW-BRIBING", 4
    text = "Pay 1 coin for a conquest: it costs 2 tokens less."
    help = "Bribing: any conquest may be paid 1 coin (to the stash) to cost 2 tokens less, at least 1."
    moves = (AbilityMove("bribe", Arg.REGION, _bribe_options, _bribe_play, text, _bribe_check, at=Point.CONQUER,
                         way=WAY),)


TINKERS, BRIBING = Tinkers(), Bribing()
PACK = Pack(KEY, "Tinkerers", races=(TINKERS,), powers=(BRIBING,))


def register() -> Pack:
    """Make the pack known (``unregister`` forgets it: a test's pack must not join the command line's list)."""
    register_pack(PACK)
    return PACK


def unregister() -> None:
    unregister_pack(KEY)
