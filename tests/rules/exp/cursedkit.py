"""Shared set-up for the Cursed! tests (RULES-EXP.md): positions of the base game with the ``cursed`` pack, written in
the public form of ``Game.from_position`` (as tests/rules/powkit.py does for the base game). Region ids are those of
the bundled 2-player map (maps/2p)."""

from __future__ import annotations

from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.packs import expanded
from smallworld_tui.rules.ruleset import BASE

CURSED = expanded(BASE, ["cursed"])
NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]

WISHING = 1  # farmland, border, next to 0, 2, 5, 6
IRONWOOD = 2  # forest, border
SINKHOLE = 3  # swamp, border
KNOLLS = 4  # hill, border
DEEPDELVE = 5  # mountain, border
BARROW = 6  # hill, interior
GREY_PEAK = 8  # mountain, interior
AMBER = 9  # farmland, interior, next to 3, 4, 8, 10, 14
WITCHWOOD = 10  # forest, border
MILLERS = 11  # farmland, border
OLD_PINES = 12  # forest
FAIRY = 13  # farmland
HOLLOW = 14  # hill


def entry(seat: int, name: str, power: str | None = None, active: bool = True, regions: dict[int, int] | None = None,
          hand: int = 0, **more: object) -> dict[str, object]:
    """One race of a position: ``regions`` {id: tokens}; the default power has no effect where it is used."""
    power = power or ("Spirit" if active else "Merchant")
    return {"seat": seat, "race": name, "power": power, "active": active, "hand": hand,
            "regions": {str(r): n for r, n in (regions or {}).items()}, **more}


def position_game(*races: dict[str, object], seat: int = 0, players: int = 2, **extra: object) -> Game:
    """The game of a written position with Cursed! in play (no Lost Tribes unless given), ``seat`` about to play."""
    return Game.from_position(bundled_board(players), {"players": NAMES[:players], "seat": seat,
                                                       "races": list(races), **extra}, CURSED)


def fresh(players: int = 2, races: tuple[str, ...] = (), powers: tuple[str, ...] = (), seed: int = 0,
          coins: list[int] | None = None) -> Game:
    """A Cursed! game at its start (stacks forced as given) with no Lost Tribes, through the public position."""
    g = Game.new(bundled_board(players), NAMES[:players], seed=seed, races=list(races), powers=list(powers),
                 expansions=["cursed"])
    pos = {**g.position(), "tribes": {}}
    if coins is not None:
        pos["coins"] = coins
    return Game.from_position(g.board, pos, CURSED)


def play(g: Game, *moves: str) -> list[object]:
    out: list[object] = []
    for m in moves:
        out += g.play(m)
    return out


def race_of(g: Game, seat: int, name: str):  # type: ignore[no-untyped-def]
    return next(rs for rs in g.p[seat].races() if rs.name == name)
