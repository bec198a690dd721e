"""Be Not Afraid... (RULES-EXP.md): its races and powers, each a small plug-in like the base
game's (races.py, powers.py).

Barbarians and Pixies are redeployment policies (``Ability.keeps_hand``, ``keeps_per_region``: layouts.py);
Homunculi grow on the column (``on_skipped``, tokens lying on a combo: X-INT-2/3); Leprechauns place Pots of Gold
(a ``taken`` marker, collected ``on_start``); Witch Doctors and Corrupt answer a lost region (``on_lost``, X-INT-6);
Mercenary is another way to conquer (``AbilityMove.way``) and a decision after a failed final roll
(``remembers_roll``).

Rulings of our own where RULES-EXP.md is silent (each also at its piece):
- BNA-1 (Homunculi): the tray a Homunculus token comes from is the supply less the tokens already on the combo (the
  banner is not in play while it lies on the column).
- BNA-2 (Leprechauns): the pots move names regions with 0 or 1 ("pots 3:1 7:0", a region left out gets none);
  placing none is "pots 3:0 7:0" (a move names at least one region), and ``end`` places one in each eligible region
  (X-INT-13), lowest ids first when the 16 run short.
- BNA-3 (Leprechauns): a Sorcerer conversion of a pot region captures the pot like a conquest (as Skag Loot is
  revealed by conversions, X-RACE-SKAGS); the owner's own other race capturing it gains the coin too.
- BNA-4 (Witch Doctors): the regrowth roll follows every loss to the tray of a region of the active race, whoever
  conquers it (the owner's own in-decline Ghouls included, as X-RACE-WITCHDOCTORS says); a region lost without a
  token to the tray (none there) rolls nothing.
- BNA-5 (Mercenary): a final attempt is offered as R-DIE-1 says on the full cost (the die makes up 1 to 3); the
  coin is then paid after a failed roll only ("hire-roll"), when hand + face >= max(minimum, cost - 2).
- BNA-6 (Corrupt, Witch Doctors): both fire after the conqueror's own triggers (Ransacking first, X-INT-6), power
  before race (Corrupt is step 3, the regrowth roll step 5). A pot is taken before the conquest's other steps
  (R-CONQ-9 would clear it from a Fortress region): its coin comes from the stash, so the coins are X-INT-6's.
- BNA-7 (Barbarians): a redeployment without a conquest still follows READY (R-READY-1), so the tokens READY
  lifted stay in hand with the rest: each region keeps 1.
- BNA-8 (Mercenary): a coin is refused where it saves nothing (the cost is at the minimum already); a conquest
  the coin rescues after the roll still counts for REDEPLOY step 1 (a Skeleton gained for it comes then).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, ClassVar

from .. import conquest as cq
from ..ability import FAILED_ROLL, AbilityMove, Arg, Marker, Point, Power, Race
from ..actions import Action, region_row
from ..coins import earn, transfer
from ..errors import Code, IllegalAction
from ..events import Event, Gained, RaceEvent, fast_inits, plural
from ..layouts import redeploy_gain
from ..numbers import MARKER_COUNTS, POWER_BADGES, RACE_TOKENS
from ..packs import Pack
from .catapult import Catapult

if TYPE_CHECKING:  # pragma: no cover
    from ..core import GameCore
    from ..state import RaceState


# --- events (all public: coin amounts, never totals, X-INT-10) ------------------------------------------------

@dataclass(frozen=True, slots=True)
class TokenLaid(Event):
    """X-RACE-HOMUNCULI: a Homunculus token from the tray joins the combo at ``combo`` (now ``tokens`` there)."""

    kind: ClassVar[str] = "laid"
    seat: ClassVar[None] = None
    combo: int
    tokens: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"A Homunculus joins the Homunculi combo ({plural(self.tokens, 'token')} lie on it now)."


@dataclass(frozen=True, slots=True)
class PotsPlaced(RaceEvent):
    kind: ClassVar[str] = "pots"
    regions: tuple[int, ...]
    told: ClassVar[tuple[str, ...]] = ("put a Pot of Gold in", "put Pots of Gold in")

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        where = ", ".join(game.region_label(r) for r in self.regions)
        return f"{self.their(game)} put {plural(len(self.regions), 'Pot{s} of Gold')} in {where}."


@dataclass(frozen=True, slots=True)
class Regrew(RaceEvent):
    """X-RACE-WITCHDOCTORS: the die rolled after a loss; ``tokens`` new ones (tray-capped) join the withdrawn."""

    kind: ClassVar[str] = "regrow"
    reveals: ClassVar[bool] = True
    face: int
    tokens: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} roll {self.face} for regrowth: {plural(self.tokens, 'new token')}."


# --- races ----------------------------------------------------------------------------------------------------

class Barbarians(Race):
    """X-RACE-BARBARIANS, RULING 15: no redeployment moves; what is in hand at REDEPLOY stays in hand off the map
    until the next READY (``keeps_hand``, layouts.py); withdrawals are placed as usual; markers may be placed.
    Ruling BNA-7: READY's lifted tokens stay in hand too when nothing was conquered."""

    name, rule = "Barbarians", "X-RACE-BARBARIANS"
    banner, supply = RACE_TOKENS[name]
    text = "Never redeploy: tokens stay where they conquered; unused ones wait in hand until the next turn."
    help = ("No redeployment: tokens stay where they conquered. Tokens still in hand (unused, or after a failed roll) "
            "wait off the map until your next turn. Withdrawn ones are placed as usual.")
    keeps_hand = True


class Homunculi(Race):
    """X-RACE-HOMUNCULI, RULING 16: each pick passing over their combo lays 1 Homunculus token from the tray on it
    beside the coin; the picker takes them too (X-INT-3, moves.py ``_h_pick``). Ruling BNA-1: the tray is the
    supply less the tokens already lying there."""

    name, rule = "Homunculi", "X-RACE-HOMUNCULI"
    banner, supply = RACE_TOKENS[name]
    text = "Each time a combo below theirs is taken, a Homunculus token joins their combo (tray allowing)."
    help = ("Each time a player takes a combo below theirs, a Homunculus token from the box joins their combo beside "
            "the coin; whoever takes them gets those tokens too, plus 5 + the badge (box allowing).")

    def on_skipped(self, game: GameCore, combo: list[Any]) -> None:
        lying = combo[3] if len(combo) > 3 else 0
        if lying < self.supply:
            if len(combo) > 3:
                combo[3] += 1
            else:
                combo.append(1)
            game.events.append(TokenLaid(game.column.index(combo) + 1, lying + 1))


POTS = MARKER_COUNTS["pot"]  # 16 in the box, used once each (RULING 17)
USED = "pots"  # ``GameState.counters``: Pots of Gold used so far this game


def _pot_taken(g: GameCore, conqueror: RaceState, rid: int) -> None:
    """X-RACE-LEPRECHAUNS: the conqueror's owner gains the pot's coin at once; the pot leaves the game (BNA-3: a
    conversion too)."""
    g.set_marker(POT, rid, 0)
    earn(g, conqueror.seat, 1, f"a Pot of Gold in {g.region_label(rid)}")


POT = Marker("pot", "a Pot of Gold", kept_in_decline=True, plural="Pots of Gold", taken=_pot_taken, glyph="¢")


def _pot_regions(g: GameCore, rs: RaceState) -> list[int]:
    """The regions that may get a pot now: every region of the race without one, in id order."""
    pots = g.markers["pot"]
    return [rid for rid in sorted(rs.regions) if not pots[rid]]


def _pots_default(g: GameCore, rs: RaceState) -> Action | None:
    """X-INT-13: one pot in every eligible region (lowest ids first while pots are left)."""
    regions = _pot_regions(g, rs)
    left = POTS - g.counters.get(USED, 0)
    if not regions or left <= 0:
        return None
    return Action("pots", layout=tuple((rid, 1 if i < left else 0) for i, rid in enumerate(regions)))


def _pots_options(g: GameCore, rs: RaceState) -> list[Action]:
    """The default, no pot at all, and the default less one region (each region in turn): a finite menu; any other
    choice of regions may be typed."""
    default = _pots_default(g, rs)
    if default is None:
        return []
    out = [default, Action("pots", layout=tuple((rid, 0) for rid, _ in default.layout))]
    for i, (rid, n) in enumerate(default.layout):
        if n and len(default.layout) > 1:
            less = list(default.layout)
            less[i] = (rid, 0)
            out.append(Action("pots", layout=tuple(less)))
    return list(dict.fromkeys(out))


def _pots_check(g: GameCore, rs: RaceState, a: Action) -> None:
    regions = _pot_regions(g, rs)
    counts = dict(a.layout)
    left = POTS - g.counters.get(USED, 0)
    if not set(counts) <= set(regions):
        raise IllegalAction("Pots of Gold go only in regions of your Leprechauns without one: "
                            + " ".join(f"{r}:1" for r in regions) + ".", Code.BAD_LAYOUT)
    if any(n not in (0, 1) for n in counts.values()):
        raise IllegalAction("At most 1 Pot of Gold per region.", Code.BAD_LAYOUT)
    if sum(counts.values()) > left:
        raise IllegalAction(f"Only {plural(left, 'Pot{s} of Gold')} left in the game.", Code.BAD_LAYOUT)


def _pots_play(g: GameCore, rs: RaceState, a: Action) -> None:
    placed = tuple(rid for rid, n in a.layout if n)
    for rid in placed:
        g.set_marker(POT, rid, 1)
    if placed:
        g.counters[USED] = g.counters.get(USED, 0) + len(placed)
        g.events.append(PotsPlaced(rs.seat, rs.title, placed))


class Leprechauns(Race):
    """X-RACE-LEPRECHAUNS, RULING 17: Pots of Gold at REDEPLOY step 4 (the ``placements`` point), each 1 coin at the
    owner's next START (in decline too) if still in a region the race holds, or 1 coin to whoever conquers its
    region first; pots in regions the race no longer holds go (abandoned, left play). 16 per game
    (``GameState.counters``), never returned; those on the map at the end are worth nothing. Rulings BNA-2, BNA-3."""

    name, rule = "Leprechauns", "X-RACE-LEPRECHAUNS"
    banner, supply = RACE_TOKENS[name]
    text = "Put a Pot of Gold in each region after redeploying: +1 coin each at your next turn's start if still held."
    help = ("After redeploying, put a Pot of Gold in each of your regions (16 in the game). At your next turn's "
            "start (in decline too) each pot still in your regions gives 1 coin; whoever conquers a pot region "
            "first takes that coin instead.")
    markers = (POT,)
    moves = (AbilityMove("pots", Arg.LAYOUT, _pots_options, _pots_play, "Put Pots of Gold in your regions.",
                         _pots_check, at=Point.PLACEMENTS, default=_pots_default,
                         hint="Put Pots of Gold ('pots 3:1 7:1', 0 for none there) or finish the turn ('end': one "
                              "in every region).",
                         when="Pots of Gold are placed only at the end of the Leprechauns' redeployment.",
                         key="o", keys="Pots of Gold"),)

    def on_start(self, game: GameCore, rs: RaceState) -> None:
        pots = game.markers["pot"]
        found = [rid for rid in sorted(rs.regions) if pots[rid]]
        for rid in found:
            game.set_marker(POT, rid, 0)
        if found:
            earn(game, rs.seat, len(found), f"{plural(len(found), 'Pot{s} of Gold')} collected")


class Pixies(Race):
    """X-RACE-PIXIES, RULING 18: at REDEPLOY step 3 all but 1 token per region go into hand until the next READY
    (``keeps_per_region``, layouts.py); withdrawn Pixies are placed as usual."""

    name, rule = "Pixies", "X-RACE-PIXIES"
    banner, supply = RACE_TOKENS[name]
    text = "After redeploying keep 1 token per region; the rest wait in hand until the next turn."
    help = ("After redeploying, every Pixie beyond 1 per region waits off the map until your next turn. Withdrawn "
            "ones are placed as usual.")
    keeps_per_region = 1


class WitchDoctors(Race):
    """X-RACE-WITCHDOCTORS, RULING 19: each region lost with a token to the tray while active rolls the
    reinforcement die; that many new tokens (tray-capped) join the withdrawn ones (kept in hand with no region
    left: R-CONQ-11). Rulings BNA-4, BNA-6."""

    name, rule = "Witch Doctors", "X-RACE-WITCHDOCTORS"
    banner, supply = RACE_TOKENS[name]
    text = "Each time an enemy takes one of your tokens to the tray, roll the die: that many new tokens return."
    help = ("While active, each region you lose with a token sent to the box rolls the reinforcement die: that many "
            "new tokens from the box join the withdrawn ones. Not in decline.")

    def on_lost(self, game: GameCore, rs: RaceState, rid: int, attacker: RaceState | None, lost: int) -> None:
        if lost < 1:
            return
        face = game.roll_die()
        gain = min(face, game.tray(rs))
        rs.withdrawn += gain
        game.events.append(Regrew(rs.seat, rs.title, face, gain))


# --- powers ---------------------------------------------------------------------------------------------------

class Corrupt(Power):
    """X-POW-CORRUPT, RULING 9: another player whose race (active, or his in-decline Ghouls) conquers or converts
    one of this race's regions pays 1 coin if he has any (public, also a 0). Ruling BNA-6."""

    name, rule = "Corrupt", "X-POW-CORRUPT"
    badge = POWER_BADGES[name]
    text = "Each opponent who conquers one of your regions pays you 1 coin (if he has one)."

    def on_lost(self, game: GameCore, rs: RaceState, rid: int, attacker: RaceState | None, lost: int) -> None:
        if attacker is not None and attacker.seat != rs.seat:
            transfer(game, attacker.seat, rs.seat, 1, "Corrupt")  # X-INT-7: capped by the payer's coins


MERCENARY_CUT = 2  # tokens one coin takes off a conquest (X-POW-MERCENARY)
HIRE = region_row("hire")
HIRE_ROLL = Action("hire-roll")


def _hired_cost(g: GameCore, rs: RaceState, rid: int) -> int:
    """The cost with the coin paid: max(minimum, raw - 2) (RULING 31)."""
    floor = rs.race.min_pieces
    cut = g.ruleset.raw_cost(g, rs, rid) - MERCENARY_CUT
    return cut if cut > floor else floor


def _hire_options(g: GameCore, rs: RaceState) -> list[Action]:
    """Every target the coin makes cheaper and the tokens then reach."""
    if g.p[rs.seat].coins < 1:
        return []
    avail, floor = g._available(rs), rs.race.min_pieces
    if avail < floor:
        return []
    out = []
    for rid, need in cq.priced_targets(g, rs):  # each priced by ``cost`` already (the race's minimum: Kobolds 2)
        # ``_hired_cost`` from the scan's price, not the raw cost asked again: above the minimum the price is the
        # raw cost, so the coin makes it max(minimum, price - 2), within ``avail`` (at least the minimum, above)
        # when price - 2 is; at the minimum the coin saves nothing
        if need > floor and need - MERCENARY_CUT <= avail:
            out.append(HIRE[rid])
    return out


def _hire_check(g: GameCore, rs: RaceState, a: Action) -> None:
    rid = a.region
    assert rid is not None
    code = g.ruleset.block(g, rs, rid)
    if code:
        raise cq.refusal(g, rs, rid, code)
    if g.p[rs.seat].coins < 1:
        raise IllegalAction("You have no coin to pay your Mercenaries.", Code.CANNOT_AFFORD)
    need, hired = cq.cost(g, rs, rid), _hired_cost(g, rs, rid)
    if hired >= need:
        raise IllegalAction(f"{g.region_label(rid)} costs the minimum already: a coin saves nothing.", Code.ILLEGAL)
    have = g._available(rs)
    if hired > have:
        raise IllegalAction(f"Even with a coin you need {hired} tokens for {g.region_label(rid)} and have {have}.",
                            Code.NOT_ENOUGH_TOKENS)


def _hire_play(g: GameCore, rs: RaceState, a: Action) -> None:
    rid = a.region
    assert rid is not None
    hired = _hired_cost(g, rs, rid)
    transfer(g, rs.seat, None, 1, "Mercenary")
    g.ruleset.pay(g, rs, rid)
    g.ruleset.resolve(g, rs, rid, hired, "and a Mercenary coin")


def _rescue_options(g: GameCore, rs: RaceState) -> list[Action]:
    """After a failed final roll (remembered in the flags), while a coin would have made it enough (BNA-5)."""
    region, face, hand = FAILED_ROLL
    rid = rs.flags.get(region)
    if rid is None or g.p[rs.seat].coins < 1 or g.ruleset.block(g, rs, rid) or rs.hand < 1:
        return []
    return [HIRE_ROLL] if rs.flags[hand] + rs.flags[face] >= _hired_cost(g, rs, rid) else []


def _rescue_play(g: GameCore, rs: RaceState, a: Action) -> None:
    """The coin makes the failed attempt succeed. The conquests ended before this question (R-DIE-5) and their
    REDEPLOY step 1 gain was taken then: a gain this conquest adds (a Skeleton for a second non-empty region) comes
    now."""
    rid = rs.flags.pop(FAILED_ROLL[0])
    transfer(g, rs.seat, None, 1, "Mercenary, after the roll")
    before = _gain(g, rs)
    g.ruleset.resolve(g, rs, rid, rs.hand, "die")
    more = _gain(g, rs) - before
    if more > 0:
        rs.hand += more
        g.events.append(Gained(rs.seat, rs.title, more))


def _gain(g: GameCore, rs: RaceState) -> int:
    """REDEPLOY step 1's gain as it stands now (layouts.redeploy_gain, asked again after it was taken)."""
    rs.gain_done = False
    try:
        return redeploy_gain(g, rs)
    finally:
        rs.gain_done = True


class Mercenary(Power):
    """X-POW-MERCENARY, RULING 31: at most 1 coin per conquest, -2 cost (minimum 1, Kobolds 2), paid from coins held
    now; in a final attempt decided after the roll (``hire-roll``). Rulings BNA-5, BNA-8."""

    name, rule = "Mercenary", "X-POW-MERCENARY"
    badge = POWER_BADGES[name]
    text = "Pay 1 coin for a conquest to make it cost 2 tokens less (also after a failed final roll)."
    help = ("Pay 1 coin to the stash for a conquest: it costs 2 tokens less (at least 1). After a final roll that "
            "falls short by what the coin makes up, you may pay it then and succeed.")
    remembers_roll = reads_prices = True
    moves = (AbilityMove("hire", Arg.REGION, _hire_options, _hire_play, "Pay 1 coin: the conquest costs 2 less.",
                         _hire_check, way="pay 1 coin: cost -2",
                         advice="pay 1 coin to the stash: the conquest costs 2 tokens less."),
             AbilityMove("hire-roll", Arg.NONE, _rescue_options, _rescue_play,
                         "Pay 1 coin after the failed roll: the conquest succeeds.", at=Point.REDEPLOY,
                         hint="Your roll fell short by what a Mercenary coin makes up: pay it ('hire-roll') or "
                              "let the attempt fail ('skip' or 'end').",
                         when="A Mercenary coin is paid after a final roll only when the roll fell short.",
                         key="y", keys="pay a Mercenary coin after the roll"))


PACK = Pack("bna", 'Be Not Afraid...', races=(Barbarians(), Homunculi(), Leprechauns(), Pixies(), WitchDoctors()),
            powers=(Corrupt(), Mercenary()))

fast_inits(__name__)  # its events made as fast as the core's (events.py)



# --- scoring powers (engineer dames) ------------------------------------------------------------------------------

IMPERIAL_FROM = 3  # X-POW-IMPERIAL: +1 per region beyond the third


class Imperial(Power):
    name, rule = "Imperial", "X-POW-IMPERIAL"
    badge = POWER_BADGES[name]
    text = "+1 coin per region beyond 3."
    help = "At the end of each of your turns: 1 coin for every region your race occupies beyond the third."
    score_unit = "region{s} beyond 3"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return max(0, len(rs.regions) - IMPERIAL_FROM)


BARRICADE_BONUS, BARRICADE_MOST = 3, 4  # X-POW-BARRICADE: +3 while holding 1 to 4 regions (RULING 26)


class Barricade(Power):
    name, rule = "Barricade", "X-POW-BARRICADE"
    badge = POWER_BADGES[name]
    text = "+3 coins while you occupy 1 to 4 regions."
    help = "At the end of each of your turns: 3 coins if your race occupies at least 1 and at most 4 regions."
    score_unit = "turn"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return BARRICADE_BONUS if 1 <= len(rs.regions) <= BARRICADE_MOST else 0

    def score_why(self, game: GameCore, rs: RaceState, coins: int) -> str:
        return "1 to 4 regions held" if coins else f"{len(rs.regions)} regions held, not 1 to 4"


PACK = replace(PACK, powers=(*PACK.powers, Imperial(), Barricade(), Catapult()))  # the pack's last powers
# (the Catapult: exp/catapult.py, X-POW-CATAPULT)
