"""Skags (RULES-EXP X-RACE-SKAGS): face-down Loot (a hidden face marker beside the public one), the Skag Attack that
cancels another race's conquest, the reveal at decline and at the end of the owner's last turn.

Rulings added where RULES-EXP is silent (listed in the report for the README's expansions section):
- Skags (1): "the top of a shuffled pile" is drawn as one of the markers left, by the game's RNG (the same odds);
  the pile is the game's (GameState.counters): discarded markers never come back, even for a later Skags banner.
- Skags (2): the Skag Attack's lost token comes from hand (the committed tokens are there until the conquest
  resolves; a conversion with none in hand loses none); the region is barred to that race only, for the rest of the
  turn; the attack counts against the occupant's player only when the occupant is another player's active race.
- Skags (3): any race but the Skags reveals Loot, its owner's other races too (in-decline Ghouls).
- Skags (4): the last-turn reveal is played by itself at END_CHOICES (before a Stout decline); the Loot coins are
  their own event, not a line of the score card. Loot faces are in positions (like WoW's bombs), never in views.
- Skags (5): a cancelled conquest is no conquest for the attacker's own rules either: a Berserk roll it would have
  spent stays for the next conquest; a Dragon conquest is spent (RULING 36) and the Dragon goes back to its owner.
- Skags (6): the token lost to a Skag Attack is a regular one: an attacker with only unmarked Hordes of tokens in
  hand (the hand holds them first) loses none. It is a lost token for the Igor count and the Witch-Doctor roll
  (X-INT-6 (5)), a region lost with no conqueror for the attacker's ``on_lost`` hooks (Corrupt then pays nothing).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ... import conquest as cq
from ... import scope
from ...ability import AbilityMove, Arg, Marker, Point, Race
from ...actions import Action
from ...events import RaceEvent, plural
from ...numbers import LOOT_PILE, RACE_TOKENS
from .common import bits

if TYPE_CHECKING:  # pragma: no cover
    from collections.abc import Set as AbstractSet

    from ...core import GameCore
    from ...events import Event
    from ...state import RaceState


# --- Skags (X-RACE-SKAGS) --------------------------------------------------------------------------------------
LOOT = Marker("loot", "a Loot marker", stays=True, plural="Loot markers", glyph="◊")  # face down: a count of 1
# which marker of the pile lies face down there: its index in LOOT_PILE + 1; never shown (views, events)
FACE = Marker("loot_face", "which Loot marker lies face down", stays=True, hidden=True)
PILE = "loot"  # GameState.counters: the markers of LOOT_PILE drawn so far (on the map or discarded), a bit mask
BARRED = "skagged"  # RaceState.flags of an attacker: the regions of its Skag Attacks this turn, a bit mask
_REVEAL = Action("reveal")


@dataclass(frozen=True, slots=True)
class LootPlaced(RaceEvent):
    """A Loot marker put face down (X-RACE-SKAGS): its value is for the Skags' owner only (``seen_loot``)."""

    kind: ClassVar[str] = "loot"
    reveals: ClassVar[bool] = True  # the owner looks at it
    told: ClassVar[tuple[str, str]] = ("hid Loot in", "hid Loot in")
    region: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} put a Loot marker face down in {game.region_label(self.region)}."


@dataclass(frozen=True, slots=True)
class LootRevealed(RaceEvent):
    """A Loot marker turned up: ``value`` coins (0-3) for ``to``'s player, or -1 a Skag Attack (``lost``: the
    token it cost); ``to`` None: scored by the Skags' own player (decline, last turn)."""

    kind: ClassVar[str] = "loot revealed"
    reveals: ClassVar[bool] = True
    region: int
    value: int
    to: int | None
    lost: int = 0

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        where = game.region_label(self.region)
        if self.value < 0:
            if self.to is None:
                return f"{self.their(game)}' Loot in {where} is a Skag Attack: worth nothing now."
            lost = f"loses {self.lost} token" if self.lost else "loses no token (none in hand)"
            return (f"Skag Attack in {where}! {game.players[self.to]}'s conquest fails: {lost}; the region stays "
                    "as it was.")
        who = game.players[self.seat if self.to is None else self.to]
        return f"{self.their(game)}' Loot in {where} is worth {plural(self.value, 'coin')} to {who}."


def _loot_value(g: GameCore, rid: int) -> int | None:
    """The value of the face-down Loot in ``rid``: coins, None for a Skag Attack (RULING 25)."""
    return LOOT_PILE[g.markers["loot_face"][rid] - 1]


def _discard(g: GameCore, rid: int) -> None:
    g.set_marker(LOOT, rid, 0)
    g.set_marker(FACE, rid, 0)


def _reveal_all(g: GameCore, rs: RaceState) -> None:
    """RULING 25: the owner reveals the Loot in the regions the Skags hold and scores it (a Skag Attack 0); every
    other Loot marker on the map is discarded (at decline; at the end of the owner's last player-turn)."""
    total = 0
    for rid, n in enumerate(g.markers["loot"]):
        if n:
            if rid in rs.regions:
                value = _loot_value(g, rid)
                total += value or 0
                g.events.append(LootRevealed(rs.seat, rs.title, rid, -1 if value is None else value, None))
            _discard(g, rid)
    g.p[rs.seat].coins += total


def seen_loot(g: GameCore, seat: int) -> dict[int, int | None]:
    """The face-down Loot values player ``seat`` may look at (X-INT-10): those of his Skags, by region (None: a
    Skag Attack); {} for everyone else."""
    faces = g.markers.get("loot_face")
    if faces is None or not any(rs.race.name == "Skags" and rs.active for rs in g.p[seat].races()):
        return {}
    return {rid: LOOT_PILE[code - 1] for rid, code in enumerate(faces) if code}


def _last_reveal_options(g: GameCore, rs: RaceState) -> list[Action]:
    """RULING 25: at the end of the owner's player-turn in the last game turn, while Loot lies on the map."""
    return [_REVEAL] if g.turn == g.num_turns and rs.active and any(g.markers["loot"]) else []


class Skags(Race):
    name, rule = "Skags", "X-RACE-SKAGS"
    banner, supply = RACE_TOKENS[name]
    text = "Leave face-down Loot where you conquer: coins for a later conqueror, or a Skag Attack that repels him."
    help = ("Each region the Skags conquer without Loot gets the top Loot marker face down (only you look at it): "
            "0-3 coins or a Skag Attack (10 in all: 3 Attacks, two each of 0, 1, 2, one 3). Another race conquering "
            "a Loot region reveals it first: coins go to its player, a Skag Attack cancels the conquest (1 committed "
            "token lost, the rest back in hand, the region unchanged, no new attempt on it this turn). An abandoned "
            "region keeps its Loot. At decline (or at the end of your last turn) you score the Loot in your regions.")
    markers = (LOOT, FACE)
    guards = True
    bars_for_the_turn = True  # its ``guarded`` bars a race's conquests, no immunity (common.immune_to)
    ambushes = True
    moves = (AbilityMove("reveal", Arg.NONE, _last_reveal_options, lambda g, rs, a: _reveal_all(g, rs),
                         "Reveal and score your Loot.", at=Point.END_CHOICES, auto=True,
                         default=lambda g, rs: _REVEAL,
                         hint="Skags: your Loot is revealed and scored at the end of your last turn ('reveal').",
                         when="Loot is revealed at the Skags' decline or at the end of their player's last turn."),)

    def on_conquer(self, game: GameCore, rs: RaceState, rid: int, events: list[Event]) -> None:
        """RULING 25: the top Loot marker face down in a conquered region without Loot, while the pile lasts (the
        top of a shuffled pile: one of those left, by the game's RNG)."""
        if game.markers["loot"][rid]:
            return
        drawn = game.counters.get(PILE, 0)
        left = [i for i in range(len(LOOT_PILE)) if not drawn >> i & 1]
        if not left:
            return
        pick = left[game.rng.randrange(len(left))]
        game.counters[PILE] = drawn | 1 << pick
        game.set_marker(LOOT, rid, 1)
        game.set_marker(FACE, rid, pick + 1)
        events.append(LootPlaced(rs.seat, rs.title, rid))

    def ambush(self, game: GameCore, rs: RaceState, attacker: RaceState, rid: int) -> bool:
        """X-INT-6 (1), RULINGS 25, 35, 36: another race's conquest of a Loot region reveals it first."""
        if attacker is rs or not game.markers["loot"][rid]:
            return False
        value = _loot_value(game, rid)
        _discard(game, rid)
        if value is not None:
            game.p[attacker.seat].coins += value
            game.events.append(LootRevealed(rs.seat, rs.title, rid, value, attacker.seat))
            return False
        # a committed regular token (RULING 36: a Sorcerer from hand, if any); the hand holds the race's unmarked
        # pieces first (Hordes of tokens: they never enter the tray) and they, like Behemoths, stay in hand
        pieces = min(attacker.hand, max(0, attacker.extra - attacker.withdrawn))
        lost = 1 if attacker.hand > pieces else 0
        attacker.hand -= lost
        attacker.flags[BARRED] = attacker.flags.get(BARRED, 0) | 1 << rid
        occupant = game.r_race[rid]
        if occupant is not None and occupant.active and occupant.seat != attacker.seat:
            attacker.attacked.add(occupant.seat)  # RULING 35: still an attack (R-CONQ-13)
        game.events.append(LootRevealed(rs.seat, rs.title, rid, -1, attacker.seat, lost))
        if lost:  # X-INT-6 (5) for the lost attacker token: the Igor count, the Witch-Doctor regrowth roll
            if game.ruleset.loss_watchers:
                scope.lost(game, lost)
            if game.ruleset.sufferers:
                cq.lost_region(game, attacker, rid, None, lost)
        return True

    def guarded(self, game: GameCore, rs: RaceState, attacker: RaceState) -> AbstractSet[int]:
        """The regions of ``attacker``'s Skag Attacks this turn: it MUST NOT target them again."""
        mask = attacker.flags.get(BARRED, 0)
        return frozenset(bits(mask)) if mask else frozenset()

    def secrets(self, game: GameCore, rs: RaceState, seat: int) -> dict[int, str]:
        """X-INT-10: the owner reads his face-down Loot ("Loot: 2 coins", "Loot: a Skag Attack"); nobody else."""
        if seat != rs.seat:
            return {}
        return {rid: "Loot: a Skag Attack" if value is None else f"Loot: {plural(value, 'coin')}"
                for rid, value in seen_loot(game, seat).items()}

    def on_decline(self, game: GameCore, rs: RaceState) -> None:
        _reveal_all(game, rs)  # X-INT-8 step 3

    def redeal(self, game: GameCore, rs: RaceState, seat: int) -> None:
        """X-INT-10: for anyone but their owner, the face-down Loot on the map and the pile are one unknown heap."""
        if seat == rs.seat:
            return
        faces = game.markers["loot_face"]
        down = [rid for rid, code in enumerate(faces) if code]
        drawn = game.counters.get(PILE, 0)
        on_map = 0
        for rid in down:
            on_map |= 1 << (faces[rid] - 1)
        heap = [i for i in range(len(LOOT_PILE)) if not (drawn & ~on_map) >> i & 1]
        game.rng.shuffle(heap)
        gone = drawn & ~on_map
        for rid, pick in zip(down, heap, strict=False):
            game.set_marker(FACE, rid, pick + 1)
            gone |= 1 << pick
        game.counters[PILE] = gone
