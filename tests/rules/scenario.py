"""Build rule-test positions directly, without playing up to them.

Tests use the public API to act and observe; this module only *sets up* a position (who holds what, whose
turn it is) by writing the engine's state, the way a rulebook example starts from a drawn board.
"""

from __future__ import annotations

from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.powers import POWERS
from smallworld_tui.rules.races import RACES
from smallworld_tui.rules.state import RaceState

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


def new_game(players: int = 2, races=(), powers=(), dice=(), seed: int = 0) -> Game:
    """A fresh game on the official map for ``players``; stacks/dice forced as given."""
    return Game.new(bundled_board(players), NAMES[:players], seed=seed, races=list(races), powers=list(powers),
                    dice=list(dice))


def empty_map(g: Game) -> Game:
    """Remove every Lost Tribe, so costs are easy to read."""
    g.r_tribe = [0] * len(g.board.regions)
    return g


def give_race(g: Game, seat: int, race: str, power: str, active: bool = True, hand: int = 0) -> RaceState:
    """Give ``seat`` a race (active, or in decline as its newest declined race)."""
    rs = RaceState(RACES[race], POWERS[power], seat, g.turn)
    rs.picked_turn = 0  # picked on an earlier turn
    rs.hand = hand
    rs.active = active
    pl = g.p[seat]
    if active:
        pl.active = rs
    else:
        pl.declined.append(rs)
    for stack, name in ((g.race_stack, race), (g.power_stack, power)):
        if name in stack:
            stack.remove(name)
    g.column = [c for c in g.column if c[0] != race and c[1] != power]
    return rs


def put(g: Game, rs: RaceState | None, rid: int, n: int) -> None:
    """Put ``n`` tokens of ``rs`` in region ``rid`` (None: Lost Tribe tokens). Clears what was there."""
    old = g.r_race[rid]
    if old is not None:
        old.regions.discard(rid)
    g.r_race[rid] = None
    g.r_tokens[rid] = 0
    g.r_tribe[rid] = 0
    if rs is None:
        g.r_tribe[rid] = n
        return
    g.r_race[rid] = rs
    g.r_tokens[rid] = n
    rs.regions.add(rid)


def start_turn(g: Game, seat: int, turn: int | None = None) -> Game:
    """Make it the start of ``seat``'s turn (R-TURN-2 START)."""
    if turn is not None:
        g.turn = turn
    g.seat = seat
    g.events = []
    g._begin_turn()
    return g


def region_where(g: Game, **facts) -> int:
    """The lowest id of a region with the given Region attributes, e.g. terrain="farmland", coastal=True."""
    for r in g.board.regions:
        if all(getattr(r, k) == v for k, v in facts.items()):
            return r.id
    raise LookupError(f"no region with {facts}")


def legal(g: Game) -> list[str]:
    """The notation of every legal move now."""
    return [str(a) for a in g.legal_actions()]


def refill(g: Game) -> None:
    """Top the column up to 6 combos again after give_race took banners out of it (R-COL-4)."""
    while len(g.column) < 6:
        g.column.append([g.race_stack.pop(0), g.power_stack.pop(0), 0])


def setup(a=("Ratmen", "Forest"), b=("Humans", "Forest"), players: int = 2, dice=()):
    """A game without Lost Tribes where Ann holds race ``a`` and Bob race ``b`` (None: no race), both active."""
    g = empty_map(new_game(players, dice=dice))
    ra = give_race(g, 0, *a)
    rb = give_race(g, 1, *b) if b else None
    refill(g)
    return g, ra, rb
