"""Shared set-up for the rule tests: positions written in the public form of ``Game.from_position``
(smallworld_tui/rules/position.py), never by writing the engine's state; read-only helpers to observe a game.

Region ids are those of the bundled 2-player map (maps/2p); the names below say why each one is used.
"""

from __future__ import annotations

from smallworld_tui.rules import Game, bundled_board

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]

# --- the 2-player map ---------------------------------------------------------------------------------------
WEST_SEA = 0  # sea, board edge
WISHING = 1  # farmland, magic, border, coastal (Western Sea)
IRONWOOD = 2  # forest, mine, border, coastal (Mirror Lake)
SINKHOLE = 3  # swamp, cavern, border, not coastal
KNOLLS = 4  # hill, border, not coastal
DEEPDELVE = 5  # mountain, mine, cavern, border, coastal
BARROW = 6  # hill, interior, coastal (lake)
LAKE = 7  # Mirror Lake
GREY_PEAK = 8  # mountain, interior, coastal (lake)
AMBER = 9  # farmland, interior, not coastal
WITCHWOOD = 10  # forest, magic, border, not coastal
MILLERS = 11  # farmland, border, not coastal
OLD_PINES = 12  # forest, interior, coastal
FAIRY = 13  # farmland, magic, interior, coastal
HOLLOW = 14  # hill, cavern, interior, not coastal
COPPER = 15  # mountain, mine, border, coastal
WISP = 16  # swamp, magic, border
ECHO_TOR = 17  # hill, cavern, border
BOG_IRON = 18  # swamp, mine, border
CLOUDSPIRE = 19  # mountain, border
FROG = 20  # swamp, border, coastal
THORNWOOD = 21  # forest, not border but on the Eastern Sea shore (an entry region), coastal
EAST_SEA = 22  # sea, board edge


def play(g, *moves):
    """Play several moves; return all their events."""
    out = []
    for m in moves:
        out += g.play(m)
    return out


def scored(events) -> int:
    """Coins in the score event among ``events``."""
    return [e.coins for e in events if e.kind == "score"][-1]


# --- positions through the public set-up (Game.from_position, rules/position.py) ------------------------------

def entry(seat, name, power=None, active=True, regions=None, hand=0, **more) -> dict:
    """One race of a position: ``regions`` {id: tokens}; the default power has no effect where it is used (Spirit
    while active, Merchant in decline); ``more``: the other race keys of the form (set_aside, picked, holes, camps)."""
    power = power or ("Spirit" if active else "Merchant")
    return {"seat": seat, "race": name, "power": power, "active": active, "hand": hand,
            "regions": {str(r): n for r, n in (regions or {}).items()}, **more}


def position_game(*races: dict, seat: int = 0, players: int = 2, **extra) -> Game:
    """The game of a written position (no Lost Tribes unless given), ``seat`` about to play."""
    return Game.from_position(bundled_board(players), {"players": NAMES[:players], "seat": seat,
                                                       "races": list(races), **extra})


def again(g: Game, seat: int = 0) -> Game:
    """The same position with ``seat``'s turn starting (set up again through the public position)."""
    return Game.from_position(g.board, {**g.position(), "seat": seat})


def plus(g: Game, *races: dict, seat: int = 0, without: tuple[str, ...] = (), **extra) -> Game:
    """The same position with more races in it (their banners and badges leave the column and stacks) and the
    races named in ``without`` off the map, ``seat`` about to play; ``extra`` keys replace the position's."""
    pos = g.position()
    pos["races"] = [r for r in pos["races"] if r["race"] not in without]
    held = {key for r in races for key in r["regions"]}
    pos["tribes"] = {key: n for key, n in pos["tribes"].items() if key not in held}
    names = {r["race"] for r in races} | {r["power"] for r in races}
    for key in ("race_stack", "power_stack", "power_discard"):
        pos[key] = [x for x in pos[key] if x not in names]
    pos["column"] = [c for c in pos["column"] if c[0] not in names and c[1] not in names]
    return Game.from_position(g.board, {**pos, "races": pos["races"] + list(races), "seat": seat, **extra})


def race_of(g: Game, seat: int, name: str):
    """The race ``name`` of ``seat`` (to read its tray, withdrawn tokens, regions)."""
    return next(rs for rs in g.p[seat].races() if rs.name == name)


def fresh(players: int = 2, races=(), powers=(), dice=(), seed: int = 0) -> Game:
    """A game at its start (stacks and dice forced as given) with no Lost Tribes, set up through the public
    position."""
    g = dealt(players, races, powers, dice, seed)
    return Game.from_position(g.board, {**g.position(), "tribes": {}})


def dealt(players: int = 2, races=(), powers=(), dice=(), seed: int = 0) -> Game:
    """A game at its start, Lost Tribes as dealt (stacks and dice forced as given)."""
    return Game.new(bundled_board(players), NAMES[:players], seed=seed, races=list(races), powers=list(powers),
                    dice=list(dice))


def legal(g: Game) -> list[str]:
    """The notation of every legal move now."""
    return [str(a) for a in g.legal_actions()]


def region_where(g: Game, **facts) -> int:
    """The lowest id of a region with the given Region attributes, e.g. terrain="farmland", coastal=True."""
    for r in g.board.regions:
        if all(getattr(r, k) == v for k, v in facts.items()):
            return r.id
    raise LookupError(f"no region with {facts}")
