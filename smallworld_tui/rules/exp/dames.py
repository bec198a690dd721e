"""Grand Dames of Small World (RULES-EXP.md): its races and powers, each a small plug-in like the base
game's (races.py, powers.py).

Nomads leave a coin in each region they abandon at READY and may not take it back this turn; Priestesses gather
every token into one Ivory Tower when they decline; White Ladies in decline are immune to the other players;
Historians earn from every decline; Peace-loving races earn 3 coins in a turn without an attack on an active race.
The hooks they need are general ones of the contract (ability.py, the block of pack "dames"): ``on_abandon`` and
``RaceState.barred``, the ``declined`` turn point, ``shields``, ``saw_decline``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..ability import AbilityMove, Arg, Marker, Point, Power, Race
from ..actions import Action, region_row
from ..errors import Code, IllegalAction
from ..events import RaceEvent, fast_inits, plural
from ..numbers import POWER_BADGES, RACE_TOKENS
from ..packs import Pack

if TYPE_CHECKING:  # pragma: no cover
    from collections.abc import Set as AbstractSet

    from ..core import GameCore
    from ..state import RaceState

_NOWHERE: frozenset[int] = frozenset()


# --- events ----------------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class CoinLeft(RaceEvent):
    """X-RACE-NOMADS: a coin from the stash lies in ``region``, abandoned at READY, until the Nomads score."""

    kind: ClassVar[str] = "coin_left"
    region: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return (f"{self.their(game)} leave a coin in {game.region_label(self.region)}, to take when they score, "
                "and may not enter it again this turn.")


@dataclass(frozen=True, slots=True)
class CoinsEarned(RaceEvent):
    """The stash pays ``coins`` to the race's owner at once (X-POW-HISTORIAN); public as an amount (X-INT-10)."""

    kind: ClassVar[str] = "earned"
    coins: int
    why: str

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} earn {plural(self.coins, 'coin')} ({self.why})."


@dataclass(frozen=True, slots=True)
class TowerBuilt(RaceEvent):
    """X-RACE-PRIESTESSES: the in-decline Priestesses gathered ``tokens`` into their Ivory Tower in ``region`` and
    left the regions ``left``."""

    kind: ClassVar[str] = "tower"
    region: int
    tokens: int
    left: tuple[int, ...]

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        gone = f", leaving {', '.join(game.region_label(r) for r in self.left)}" if self.left else ""
        return (f"{self.their(game)} raise their Ivory Tower in {game.region_label(self.region)} with "
                f"{plural(self.tokens, 'token')}{gone}.")


def earn(g: GameCore, rs: RaceState, coins: int, why: str) -> None:
    """The stash pays ``rs``'s owner ``coins`` now, told by a public ``CoinsEarned`` event (X-INT-10)."""
    g.p[rs.seat].coins += coins
    g.events.append(CoinsEarned(rs.seat, rs.title, coins, why))


# --- Nomads -----------------------------------------------------------------------------------------------------

NOMAD_COINS = "nomad coins"  # ``RaceState.flags``: coins left this turn in regions abandoned at READY


class Nomads(Race):
    """X-RACE-NOMADS. Rulings of ours where RULES-EXP is silent: the coin is part of this turn's SCORE (a score
    line "Nomads: n coins left in abandoned regions"), so a Stout decline after SCORE keeps it; a region abandoned
    at READY is barred for every kind of conquest this turn (``RaceState.barred``: the Dragon's too), also as a
    first conquest after abandoning every region; abandoning at REDEPLOY (a zero in the layout) is not READY and
    yields nothing."""

    name, rule = "Nomads", "X-RACE-NOMADS"
    banner, supply = RACE_TOKENS[name]
    text = "1 coin for each region abandoned as your turn begins; you may not re-enter it this turn."
    help = ("Each region you abandon while readying your troops gets a coin from the stash, which you take when you "
            "score this turn; you may not conquer that region again this turn. Regions lost any other way give "
            "nothing. Active only.")
    score_unit = "coin{s} left in abandoned regions"
    bars = True

    def on_abandon(self, game: GameCore, rs: RaceState, rid: int) -> None:
        rs.flags[NOMAD_COINS] = rs.flags.get(NOMAD_COINS, 0) + 1
        rs.barred |= {rid}
        game.events.append(CoinLeft(rs.seat, rs.title, rid))

    def score(self, game: GameCore, rs: RaceState) -> int:
        return rs.flags.get(NOMAD_COINS, 0)


# --- Priestesses ------------------------------------------------------------------------------------------------

IVORY = Marker("ivory", "the Ivory Tower", kept_in_decline=True, glyph="⌂")  # the tower is the token stack


def tower_of(g: GameCore, rs: RaceState) -> int | None:
    """The region of the race's Ivory Tower, if it stands."""
    ivory = g.markers.get(IVORY.kind)
    if ivory is None:
        return None
    return next((rid for rid in rs.regions if ivory[rid]), None)


def default_tower(g: GameCore, rs: RaceState) -> int:
    """``end``'s rule (X-RACE-PRIESTESSES): the region with the highest defence (Mountain and markers: a Fortress,
    Winter), then the lowest id."""
    return max(sorted(rs.regions), key=lambda rid: g.mountain[rid] + g.defence[rid])


def _tower_options(g: GameCore, rs: RaceState) -> list[Action]:
    """Any region of the race, asked once, right after it declined (the ``declined`` point)."""
    if rs.active or not rs.regions:
        return []
    row = region_row("tower")
    return [row[rid] for rid in sorted(rs.regions)]


def _tower_check(g: GameCore, rs: RaceState, a: Action) -> None:
    if a.region not in rs.regions:
        raise IllegalAction(f"The Ivory Tower rises in a region of your {rs.title}.", Code.NOT_HELD)


def _tower_play(g: GameCore, rs: RaceState, a: Action) -> None:
    """Every other in-decline Priestess token moves onto the tower; their regions are abandoned (R-READY-2: their
    markers go, so a Fortress survives only under the tower)."""
    rid = a.region
    assert rid is not None
    left = tuple(sorted(rs.regions - {rid}))
    old = tower_of(g, rs)
    if old is not None:  # a tower of an earlier decline (the race revived since, X-POW-SOULTOUCH) is pulled down
        g.set_marker(IVORY, old, 0)
    for other in left:
        g.r_tokens[rid] += g.r_tokens[other]
        rs.regions.discard(other)
        g._vacate(other)
    g.set_marker(IVORY, rid, 1)
    g.events.append(TowerBuilt(rs.seat, rs.title, rid, g.r_tokens[rid], left))


class Priestesses(Race):
    """X-RACE-PRIESTESSES (RULING 13). Rulings of ours where RULES-EXP is silent: the tower is a question asked
    right after the decline (the ``declined`` turn point; ``end`` takes the default; with one region it is built at
    once); the Ivory Tower marker is cosmetic (no defence of its own) and leaves with the region; the tower scores
    as an in-decline bonus line (its tokens beyond the region's own coin), so Winter and other per-region rules see
    one region; a tower of an earlier decline (the race revived since by Soul-Touch) is pulled down when a new one
    rises."""

    name, rule = "Priestesses", "X-RACE-PRIESTESSES"
    banner, supply = RACE_TOKENS[name]
    text = "At decline, all your tokens gather in one Ivory Tower, scoring 1 coin per token."
    help = ("No ability while active. When they decline you choose one of their regions for the Ivory Tower: every "
            "other Priestess token moves onto it and their other regions are abandoned. The tower scores 1 coin per "
            "token instead of 1 for the region, and defends with all its tokens.")
    markers = (IVORY,)
    decline_score_unit = "token{s} in the Ivory Tower beyond the first"
    moves = (AbilityMove("tower", Arg.REGION, _tower_options, _tower_play, "Raise the Ivory Tower.", _tower_check,
                         at=Point.DECLINED, auto=True,
                         default=lambda g, rs: Action("tower", region=default_tower(g, rs)),
                         hint="Choose the region of your Ivory Tower ('tower R'), or 'end' for the one with the "
                              "highest defence.",
                         when="The Ivory Tower is raised only as the Priestesses go into decline.",
                         key="o", keys="raise the Ivory Tower on the selected region",
                         advice="o raises the Ivory Tower here: every Priestess token gathers on it."),)

    def decline_score(self, game: GameCore, rs: RaceState) -> int:
        tower = tower_of(game, rs)
        return game.r_tokens[tower] - 1 if tower is not None else 0


# --- White Ladies -----------------------------------------------------------------------------------------------

class WhiteLadies(Race):
    """X-RACE-WHITELADIES (RULING 14): immunity scoped to the other players (``Ability.shields``)."""

    name, rule = "White Ladies", "X-RACE-WHITELADIES"
    banner, supply = RACE_TOKENS[name]
    text = "In decline, their regions are immune to the other players."
    help = ("No ability while active. In decline every White Lady region is immune to the other players' conquests "
            "and powers (Dragon, Sorcerers…); only their owner's own races may conquer them.")
    shielding = True

    def shields(self, game: GameCore, rs: RaceState, attacker: RaceState) -> AbstractSet[int]:
        return rs.regions if not rs.active and attacker.seat != rs.seat else _NOWHERE


# --- Historian --------------------------------------------------------------------------------------------------

class Historian(Power):
    """X-POW-HISTORIAN (RULING 10). Ruling of ours where RULES-EXP is silent: a wiped-out active race declining
    (R-TURN-4 b) does go into decline (its banner flips, then it leaves play), so it pays the active Historians."""

    name, rule = "Historian", "X-POW-HISTORIAN"
    badge = POWER_BADGES[name]
    text = "+1 coin per race in decline when picked, then +1 at each decline while active."
    help = ("When picked: 1 coin per in-decline race on the map (every player's). While active: 1 coin at once each "
            "time another race goes into decline, and 1 when this race declines.")
    watches_declines = True

    def on_pick(self, game: GameCore, rs: RaceState) -> None:
        found = sum(len(pl.declined) for pl in game.p)
        if found:
            earn(game, rs, found, f"{plural(found, 'race')} in decline on the map")

    def saw_decline(self, game: GameCore, rs: RaceState, declining: RaceState) -> None:
        earn(game, rs, 1, "their own decline" if declining is rs
             else f"{game.players[declining.seat]}'s {declining.name} decline")


# --- Peace-loving -----------------------------------------------------------------------------------------------

PEACE_BONUS = 3  # X-POW-PEACELOVING


class PeaceLoving(Power):
    """X-POW-PEACELOVING (RULING 11): an attack is R-CONQ-13's, recorded by the core as ``RaceState.attacked``
    (conquests and conversions of a region holding a player's active tokens; a Skag-cancelled attempt adds to it).
    Ruling of ours where RULES-EXP is silent: only this race's own attacks count, not those of its player's
    in-decline Ghouls (another race, R-SCORE-4's reading)."""

    name, rule = "Peace-loving", "X-POW-PEACELOVING"
    badge = POWER_BADGES[name]
    text = "+3 coins in every turn without an attack on an active race."
    help = ("At the end of each of your turns: 3 coins if your race attacked no other player's active race this "
            "turn. Lost Tribes and races in decline are fair game. Not in the decline turn.")
    score_unit = "turn"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return 0 if rs.attacked else PEACE_BONUS

    def score_why(self, game: GameCore, rs: RaceState, coins: int) -> str:
        return "no attack on an active race this turn" if coins else "attacked an active race this turn"


PACK = Pack("dames", 'Grand Dames of Small World', races=(Nomads(), Priestesses(), WhiteLadies()),
            powers=(Historian(), PeaceLoving()))

fast_inits(__name__)  # its events made as fast as the base game's
