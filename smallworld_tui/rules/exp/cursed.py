"""Cursed! (RULES-EXP.md): its races and powers, each a small plug-in like the base game's (races.py, powers.py).

Goblins (a cost reduction), Kobolds (``min_pieces = 2``, read where the core applies the minimum), Cursed (a skip
price, X-INT-2), Hordes of (two pieces that are race tokens with rules of their own: a ``piece`` marker, as WoW's
Beasts), Marauding (the ``wave_end`` move), Ransacking (a coin from each active victim) and Were- (even game turns).

Rulings added here where RULES-EXP.md is silent (each repeated at its piece):
- Kobolds: a redeployment abandons exactly as many regions as needed, never more; the ``end`` default abandons the
  regions with fewest tokens on the map first (lowest id on a tie), as X-RACE-KOBOLDS says, and spreads their tokens
  to the regions kept with fewest (layouts.py ``holdable``). Berserk Kobolds need 2 tokens in hand to roll.
- Hordes of: where the Hordes of tokens stand is not a decision (they are race tokens for every purpose but losses,
  and a region with both kinds always loses a regular one): after the redeployment each one takes its place by
  itself, one by one in the region with most room for it (pieces beyond one regular token and the Hordes of tokens
  already there), lowest id on a tie, as the Beasts do (the ``hordes`` move, played by the flow). During their own
  turn (from READY to the redeployment) they are among the race's unmarked pieces: the hand first. A race that cannot
  give every Hordes of token a regular token at the end of its redeployment abandons regions as the Kobolds do;
  Hordes of tokens left with no region and no hand (every region abandoned) leave the game, as at decline. Withdrawn
  Hordes of tokens are placed with the other withdrawn tokens (every region then holds a regular token) and are marked
  again where their place matters: before a loss in one of the race's regions, before its decline.
- Hordes of with a redeployment policy (ruling integ-b): the pieces a race keeps off the map until its next READY
  (Barbarians' hand, RULING 15; Pixies beyond 1 regular token per region, X-RACE-PIXIES) are its Hordes of tokens
  first, as the hand is: they need no regular token beside them there, and no region is abandoned for them.
- Hordes of (ruling sweep): Hordes of tokens withdrawn during the race's own turn (its owner's in-decline Ghouls took
  their region, R-CONQ-14) are placed in WITHDRAWALS, after the redeployment: it abandons no region for them.
- Cursed: the skip price is the power's (``Power.skip_price``), so it moves with the badge; a combo's price in
  ``column_view`` is what picking it costs now.
- Marauding: ``wave_end`` is offered once per turn, any time during the conquests (even before the first one);
  the tokens it lifts count as lifted by READY (the ``end`` redeployment puts them back where they came from).
- Ransacking: the payment is told even when it is 0 (X-INT-10: "1, or 0 when the payer has none").
- Were-: the combo is written "Were-Goblins" (no space after the hyphen).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..ability import AbilityMove, Arg, Marker, Point, Power, Race
from ..actions import Action
from ..events import RaceEvent, fast_inits, plural
from ..layouts import redeploy_aside
from ..numbers import MARKER_COUNTS, POWER_BADGES, RACE_TOKENS
from ..packs import Pack

if TYPE_CHECKING:  # pragma: no cover
    from ..core import GameCore
    from ..state import RaceState


# --- events -------------------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class HordesCome(RaceEvent):
    """X-POW-HORDESOF: the race takes its Hordes of tokens at the pick (X-INT-3)."""

    kind: ClassVar[str] = "hordes_come"
    tokens: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} take {plural(self.tokens, 'Hordes of token')} into hand."


@dataclass(frozen=True, slots=True)
class HordesPlaced(RaceEvent):
    """Where the Hordes of tokens stand after the redeployment: the regions and how many in each."""

    kind: ClassVar[str] = "hordes_placed"
    placed: tuple[tuple[int, int], ...]

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        where = ", ".join(game.region_label(r) + (f" ×{n}" if n > 1 else "") for r, n in self.placed)
        return f"The Hordes of tokens of {self.their(game)} stand in {where}."


@dataclass(frozen=True, slots=True)
class HordesGone(RaceEvent):
    """Hordes of tokens leave the game (decline, X-INT-8 step 3; or no regular token left to stand with)."""

    kind: ClassVar[str] = "hordes_gone"
    tokens: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{plural(self.tokens, 'Hordes of token')} of {self.their(game)} leave the game."


@dataclass(frozen=True, slots=True)
class WaveEnded(RaceEvent):
    """X-POW-MARAUDING: the first wave ends; ``tokens`` came back to hand from the map."""

    kind: ClassVar[str] = "wave_end"
    tokens: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} end their first wave: {plural(self.tokens, 'token')} back to hand."


@dataclass(frozen=True, slots=True)
class Ransacked(RaceEvent):
    """X-POW-RANSACKING: ``victim`` paid ``coins`` (1, or 0 with none: X-INT-10, the amount is public)."""

    kind: ClassVar[str] = "ransacked"
    victim: int
    coins: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} ransack {game.players[self.victim]}: {plural(self.coins, 'coin')} taken."


# --- races --------------------------------------------------------------------------------------------------------

class Goblins(Race):
    """X-RACE-GOBLINS, RULING 3: the discount counts Lost Tribes and the owner's own in-decline regions."""

    name, rule = "Goblins", "X-RACE-GOBLINS"
    banner, supply = RACE_TOKENS[name]
    text = "-1 to conquer a region holding tokens in decline (any player's, or a Lost Tribe)."
    has_cost_mod = True
    cost_label = "Goblins (tokens in decline)"

    def cost_reduction(self, game: GameCore, rs: RaceState, rid: int) -> int:
        occupant = game.r_race[rid]
        return 1 if game.r_tribe[rid] or (occupant is not None and not occupant.active) else 0


class Kobolds(Race):
    """X-RACE-KOBOLDS, RULING 5: ``min_pieces`` is the floor of every conquest (the Dragon's too), what a final attempt
    needs in hand, what READY leaves and the redeployment keeps per region (layouts.py abandons regions when the
    tokens do not reach: see the module's rulings). In decline, 1 token per region as usual."""

    name, rule = "Kobolds", "X-RACE-KOBOLDS"
    banner, supply = RACE_TOKENS[name]
    text = "At least 2 tokens in each region while active: every conquest takes 2 tokens or more."
    help = ("Each Kobold region holds at least 2 tokens while active: every conquest (a Dragon's too) takes at least "
            "2 tokens, a final attempt needs 2 in hand, and a redeployment that cannot keep 2 everywhere abandons "
            "regions (fewest tokens first). In decline, 1 token per region.")
    min_pieces = 2


# --- powers -------------------------------------------------------------------------------------------------------

class Cursed(Power):
    """X-POW-CURSED, RULING 4: no ability, no token; taking a combo below it costs 3 coins, put on it."""

    name, rule = "Cursed", "X-POW-CURSED"
    badge = POWER_BADGES[name]
    text = "No ability and no tokens; taking a combo below this one costs 3 coins, all put on it."
    skip_price = 3  # X-INT-2 (the rule's number, not a component's: numbers.py holds the latter)


HORDES = Marker("hordes", "a Hordes of token", plural="Hordes of tokens", piece=True, glyph="≡")  # X-COMP-3
HORDES_COUNT = MARKER_COUNTS[HORDES.kind]


def _on_map(g: GameCore, rs: RaceState) -> int:
    counts = g.markers[HORDES.kind]
    return sum(counts[r] for r in rs.regions)


def _unmark_all(g: GameCore, rs: RaceState) -> None:
    """The Hordes of tokens on the map become unmarked pieces of the race (its own turn: READY)."""
    counts = g.markers[HORDES.kind]
    for rid in rs.regions:
        n = counts[rid]
        if n:
            g.set_marker(HORDES, rid, 0)
            rs.extra += n


def _kept_off(g: GameCore, rs: RaceState) -> bool:
    """Whether the race's redeployment policy keeps pieces off the map until its next READY (``keeps_hand``,
    ``keeps_per_region``: X-RACE-BARBARIANS, X-RACE-PIXIES); those set aside then hold its Hordes of tokens first
    (ruling (integ-b) in the module's docstring). Not the Amazons' 4 (R-RACE-AMAZONS): regular tokens."""
    return rs.active and rs.race in g.ruleset.keepers


def _loose(g: GameCore, rs: RaceState) -> int:
    """Unmarked Hordes of tokens standing on the map: those not in hand or withdrawn (the hand holds them first),
    nor kept off the map by the race's redeployment policy."""
    loose = rs.extra - rs.hand - rs.withdrawn
    return loose - rs.offmap if rs.offmap and _kept_off(g, rs) else loose


def _mark(g: GameCore, rs: RaceState) -> tuple[tuple[int, int], ...]:
    """Mark the unmarked Hordes of tokens on the map, one by one in the region with most room (pieces beyond one
    regular token and the Hordes of tokens there), lowest id on a tie; those finding no room leave the game (the
    race holds no region for them). Returns where they went."""
    loose = _loose(g, rs)
    if loose <= 0:
        return ()
    counts, tokens = g.markers[HORDES.kind], g.r_tokens
    placed: dict[int, int] = {}
    while loose:
        best, room = -1, 0
        for rid in sorted(rs.regions):
            free = tokens[rid] - 1 - counts[rid]
            if free > room:
                best, room = rid, free
        if best < 0:
            break
        g.set_marker(HORDES, best, counts[best] + 1)
        placed[best] = placed.get(best, 0) + 1
        rs.extra -= 1
        loose -= 1
    if loose:
        rs.extra -= loose
        g.events.append(HordesGone(rs.seat, rs.title, loose))
    return tuple(sorted(placed.items()))


def _hordes_options(g: GameCore, rs: RaceState) -> list[Action]:
    return [Action("hordes")] if _loose(g, rs) > 0 else []


def _hordes_play(g: GameCore, rs: RaceState, a: Action) -> None:
    placed = _mark(g, rs)
    if placed:
        g.events.append(HordesPlaced(rs.seat, rs.title, placed))


class HordesOf(Power):
    """X-POW-HORDESOF, RULING 6. The two Hordes of tokens are pieces of the race counted in its regions' tokens (a
    ``piece`` marker says which, as WoW's Beasts), so conquest, defence, the Kobold minimum, the tie-break and the
    Sorcerers' "lone" test read them as tokens; the tray never counts them (``GameCore.tray``). The rulings on where
    they stand are in the module's docstring."""

    name, rule = "Hordes of", "X-POW-HORDESOF"
    badge = POWER_BADGES[name]
    text = "2 Hordes of tokens join your race tokens; a conquered region loses a regular token first."
    help = ("The pick also gives 2 Hordes of tokens: race tokens for conquest and defence, but each must stand with a "
            "regular token; when their region is conquered a regular token is lost and they withdraw; they leave the "
            "game at decline.")
    markers = (HORDES,)
    needs_company = True
    loses_hook = True
    moves = (AbilityMove("hordes", Arg.NONE, _hordes_options, _hordes_play,
                         "The Hordes of tokens take their places.", at=Point.PLACEMENTS, auto=True,
                         default=lambda g, rs: _hordes_options(g, rs)[0],
                         hint="The Hordes of tokens take their places ('hordes' or 'end').",
                         when="The Hordes of tokens take their places by themselves after the redeployment."),)

    def on_pick(self, game: GameCore, rs: RaceState) -> None:
        """X-INT-3: the pick gives the 2 Hordes of tokens beside the race tokens (not from the tray)."""
        self.lend(game, rs)

    def take_back(self, game: GameCore, rs: RaceState) -> None:
        """X-POW-COPYCAT, RULING 33: a copy of this power ends: its Hordes of tokens leave the game, as at decline."""
        self.on_decline(game, rs)

    def lend(self, game: GameCore, rs: RaceState) -> None:
        """The 2 Hordes of tokens to hand: at the pick, or to a Copycat copying this power (X-POW-COPYCAT)."""
        rs.hand += HORDES_COUNT
        rs.extra += HORDES_COUNT
        game.events.append(HordesCome(rs.seat, rs.title, HORDES_COUNT))

    def on_ready(self, game: GameCore, rs: RaceState) -> None:
        _unmark_all(game, rs)  # its own turn: unmarked among the race's pieces, the hand first

    def companions(self, game: GameCore, rs: RaceState) -> int:
        """The marked ones and the unmarked ones, less those the race's redeployment policy keeps off the map (they
        are set aside first: Barbarians' hand, Pixies beyond 1 regular token per region) and those withdrawn in its
        own turn (the hand holds the unmarked ones first, then the withdrawn tokens): WITHDRAWALS places them after
        the redeployment (ruling sweep in the module's docstring)."""
        unmarked = rs.extra
        if rs.withdrawn and unmarked > rs.hand:
            unmarked -= min(rs.withdrawn, unmarked - rs.hand)
        pieces = _on_map(game, rs) + unmarked
        if pieces and _kept_off(game, rs):  # (before READY those on the map are lifted first too)
            return max(0, pieces - redeploy_aside(game, rs))
        return pieces

    def conquering(self, game: GameCore, rs: RaceState) -> int:
        """X-RACE-BARBARIANS: every conquest of Hordes of Barbarians commits a regular token. The hand holds the Hordes
        of tokens first (READY lifts them first), so a conquest is possible only while the pieces at hand outnumber
        them; a conquest then commits min(its tokens, the regular ones) regular tokens, at least 1."""
        pieces = super().conquering(game, rs)
        hordes = rs.extra - rs.withdrawn + (0 if rs.readied else _on_map(game, rs))  # (READY lifts them first)
        return pieces if pieces > hordes else 0

    def on_region_lost(self, game: GameCore, rs: RaceState, rid: int) -> None:
        """RULING 6: the region's Hordes of tokens withdraw; the token lost is a regular one."""
        _mark(game, rs)
        n = game.markers[HORDES.kind][rid]
        if n:
            game.set_marker(HORDES, rid, 0)
            rs.extra += n

    def on_decline(self, game: GameCore, rs: RaceState) -> None:
        """X-INT-8 step 3: the Hordes of tokens leave the game (never the tray)."""
        _mark(game, rs)
        counts = game.markers[HORDES.kind]
        gone = 0
        for rid in sorted(rs.regions):
            n = counts[rid]
            if n:
                game.set_marker(HORDES, rid, 0)
                game.r_tokens[rid] -= n
                gone += n
        taken = min(rs.extra, rs.hand)
        rs.hand -= taken
        gone += rs.extra
        rs.extra = 0
        if gone:
            game.events.append(HordesGone(rs.seat, rs.title, gone))


WAVE = "wave"  # X-POW-MARAUDING: the first wave has ended, in ``RaceState.flags``


def _wave_options(g: GameCore, rs: RaceState) -> list[Action]:
    return [] if WAVE in rs.flags else [Action("wave_end")]


def _wave_play(g: GameCore, rs: RaceState, a: Action) -> None:
    """RULING 7: every token on the map beyond the race's minimum per region (1; Kobolds 2) returns to hand, with no
    abandoning; the second wave begins."""
    rs.flags[WAVE] = 1
    keep = rs.race.min_pieces
    back = 0
    for rid in sorted(rs.regions):
        extra = g.r_tokens[rid] - keep
        if extra > 0:
            g.r_tokens[rid] = keep
            rs.lifted[rid] = rs.lifted.get(rid, 0) + extra  # the ``end`` redeployment puts them back
            back += extra
    rs.hand += back
    g.events.append(WaveEnded(rs.seat, rs.title, back))


class Marauding(Power):
    """X-POW-MARAUDING, RULING 7. A final attempt (or a Berserk roll leaving no conquest) ends the conquests, wave 1 or
    2 alike, so wave 2 never follows one; per-turn limits (the Dragon, conversions) are the turn's, across waves."""

    name, rule = "Marauding", "X-POW-MARAUDING"
    badge = POWER_BADGES[name]
    text = "Conquer in two waves: ending the first (W) brings every token beyond 1 per region back to hand."
    moves = (AbilityMove("wave_end", Arg.NONE, _wave_options, _wave_play,
                         "End the first wave: tokens beyond 1 per region (Kobolds 2) come back to hand.",
                         when="A Marauding race ends its first wave once per turn, while it conquers.",
                         key="W", keys="Marauding: end the first wave"),)


class Ransacking(Power):
    """X-POW-RANSACKING, RULING 9: each conquest or conversion of a region holding another player's *active* tokens
    takes 1 coin from him if he has any (X-INT-6 (3)); never from a race in decline."""

    name, rule = "Ransacking", "X-POW-RANSACKING"
    badge = POWER_BADGES[name]
    text = "Each region you take from an opponent's active race makes him pay you 1 coin (if he has any)."
    strikes = True

    def on_victim(self, game: GameCore, rs: RaceState, victim: RaceState, rid: int, active: bool) -> None:
        if not active or victim.seat == rs.seat:
            return
        payer = game.p[victim.seat]
        paid = 1 if payer.coins > 0 else 0  # X-INT-7: capped by the payer's coins
        payer.coins -= paid
        game.p[rs.seat].coins += paid
        game.events.append(Ransacked(rs.seat, rs.title, victim.seat, paid))


class Were(Power):
    """X-POW-WERE, RULING 8: on even game turns (the turn counter, R-TURN-1) every conquest costs 2 less."""

    name, rule = "Were-", "X-POW-WERE"
    badge = POWER_BADGES[name]
    text = "On even game turns every conquest costs 2 tokens less (at least 1)."
    has_cost_mod = True
    cost_label = "Were- (even turn)"

    def cost_reduction(self, game: GameCore, rs: RaceState, rid: int) -> int:
        return 2 if game.turn % 2 == 0 else 0


PACK = Pack("cursed", "Cursed!", races=(Goblins(), Kobolds()),
            powers=(Cursed(), HordesOf(), Marauding(), Ransacking(), Were()))

fast_inits(__name__)  # the pack's events made as fast as the base game's (events.py)
