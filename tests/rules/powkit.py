"""Shared set-up for the race and power tests (RULES.md sections 14-15) and appendix A.

Region ids are those of the bundled 2-player map (maps/2p); the names below say why each one is used.
"""

from __future__ import annotations

from scenario import NAMES, empty_map, give_race, new_game, put, start_turn

from smallworld_tui.rules import Game, bundled_board

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


def board(players: int = 2, seed: int = 0, dice=()):
    """A fresh game with no Lost Tribes (costs easy to read), seat 0 to play."""
    return empty_map(new_game(players, dice=dice, seed=seed))


def race(g, seat, name, power=None, active=True, regions=None, hand=0):
    """Give ``seat`` a race holding ``regions`` ({id: tokens}) and ``hand`` tokens in hand.

    The default power has no effect where it is used: Spirit while active, Merchant in decline."""
    power = power or ("Spirit" if active else "Merchant")
    rs = give_race(g, seat, name, power, active=active, hand=hand)
    for rid, n in (regions or {}).items():
        put(g, rs, rid, n)
    return rs


def turn(g, seat=0, number=None):
    """Start ``seat``'s turn."""
    return start_turn(g, seat, number)


def play(g, *moves):
    """Play several moves; return all their events."""
    out = []
    for m in moves:
        out += g.play(m)
    return out


def scored(events) -> int:
    """Coins in the score event among ``events``."""
    return [e.coins for e in events if e.kind == "score"][-1]


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def until(g, phase: str, seat: int | None = None) -> None:
    """Play 'end' until ``phase`` is reached (for ``seat`` if given)."""
    for _ in range(40):
        if g.phase == phase and (seat is None or g.seat == seat):
            return
        g.play("end")
    raise AssertionError(f"never reached {phase}")


def supply_ok(g) -> None:
    """R-COMP-1: no race ever has more tokens than its supply."""
    for pl in g.p:
        for rs in pl.races():
            assert g.tray(rs) >= 0, rs.name


# --- positions through the public set-up (Game.from_position, rules/position.py) ------------------------------

def entry(seat, name, power=None, active=True, regions=None, hand=0, **more) -> dict:
    """One race of a position: ``regions`` {id: tokens}; the default power as for ``race``; ``more``: the other
    race keys of the form (set_aside, picked, holes, camps)."""
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
    g = Game.new(bundled_board(players), NAMES[:players], seed=seed, races=list(races), powers=list(powers),
                 dice=list(dice))
    return Game.from_position(g.board, {**g.position(), "tribes": {}})
