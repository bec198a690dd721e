"""Royal Bonus (RULES-EXP.md): its races and powers, each a small plug-in like the base
game's (races.py, powers.py).

Fauns, Igors and Shrubmen; Behemoth and Fireball (engineer royal). The hooks they use are general ones of
``Ability`` (ability.py, "Royal Bonus and the distance-2 conquests"), asked by the core through ``rules/scope.py``.
Rulings where the spec is silent are written at each piece ("Ruling (royal)").
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, ClassVar

from .. import conquest as cq
from ..ability import AbilityMove, Arg, Marker, Point, Power, Race
from ..actions import Action, Layout, ascii_number, make_layout
from ..errors import Code, IllegalAction, NotAMove, quote
from ..events import RaceEvent, Rolled, fast_inits, plural
from ..layouts import fill_fewest
from ..numbers import MARKER_COUNTS, POWER_BADGES, RACE_TOKENS
from ..packs import Pack
from ..powers import check_pool_layout, place_pool

if TYPE_CHECKING:  # pragma: no cover
    from ..core import GameCore
    from ..state import RaceState

_NO_REGION: frozenset[int] = frozenset()  # a board with no region of a terrain


# --- events ------------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class FaunVictimGained(RaceEvent):
    """X-RACE-FAUNS: the race that lost ``region`` to the Fauns gains a token, placed at WITHDRAWALS."""

    kind: ClassVar[str] = "faun victim"
    region: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} gain 1 token for {game.region_label(self.region)} lost to the Fauns."


@dataclass(frozen=True, slots=True)
class IgorsRaised(RaceEvent):
    """X-RACE-IGORS: ``tokens`` new Igors from the count, which is ``count`` afterwards (public)."""

    kind: ClassVar[str] = "igors"
    tokens: int
    count: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} raise {plural(self.tokens, 'new Igor')} (Igor count now {self.count})."


@dataclass(frozen=True, slots=True)
class FireballsGained(RaceEvent):
    """X-POW-FIREBALL: Fireballs gained at the redeployment; ``held`` afterwards (public)."""

    kind: ClassVar[str] = "fireballs"
    gained: int
    held: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} gain {plural(self.gained, 'Fireball')} ({self.held} held)."


@dataclass(frozen=True, slots=True)
class FireballsThrown(RaceEvent):
    """X-POW-FIREBALL: ``spent`` Fireballs thrown at ``region`` before its conquest (or final attempt)."""

    kind: ClassVar[str] = "fireball"
    region: int
    spent: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} throw {plural(self.spent, 'Fireball')} at {game.region_label(self.region)}."


@dataclass(frozen=True, slots=True)
class BehemothsJoined(RaceEvent):
    """X-POW-BEHEMOTH: ``count`` Behemoths join the conquest of ``region``."""

    kind: ClassVar[str] = "behemoth"
    region: int
    count: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        them = "a Behemoth joins" if self.count == 1 else f"{self.count} Behemoths join"
        return f"{self.their(game)}: {them} the attack on {game.region_label(self.region)}."


@dataclass(frozen=True, slots=True)
class BehemothsPlaced(RaceEvent):
    """X-POW-BEHEMOTH: the Behemoths take their places for the others' turns."""

    kind: ClassVar[str] = "behemoths"

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} place their Behemoths."


# --- a conquest with pieces spent or joining (Fireballs, Behemoths) --------------------------------------------

def _hand_and_reach(g: GameCore, rs: RaceState) -> tuple[int, int]:
    """(tokens the race can conquer with now, the most a final attempt can need): R-DIE-1, the race's minimum
    (X-RACE-KOBOLDS, RULING 5), an ability forbidding the roll."""
    avail = g._available(rs)
    floor = rs.race.min_pieces
    rolls = avail >= floor and not (rs.race.no_final_roll or rs.power.no_final_roll)
    return avail, avail + 3 if rolls else avail


def _helped_cost(g: GameCore, rs: RaceState, rid: int, key: str, n: int) -> int:
    """The tokens ``rid`` needs with ``n`` pieces of the power helping (its ``cost_reduction`` reads ``key``)."""
    rs.flags[key] = n
    try:
        return cq.cost(g, rs, rid)
    finally:
        del rs.flags[key]


def _helped_options(g: GameCore, rs: RaceState, key: str, most: int, kind: str, cut: int) -> list[Action]:
    """``kind R:n`` for every target R and every n of 1..``most`` pieces that still lowers its cost, when the
    tokens then suffice or the die can make up the rest (the move is then the final attempt, R-DIE).

    Each piece takes ``cut`` off the raw cost (the power's ``cost_reduction`` reading ``key``, n × ``cut``), so
    the cost with n pieces is the scan's price less n × ``cut``, at the minimum at least: the same answer as
    ``_helped_cost`` (tests/rules/exp: the menus), with no target priced again per number of pieces."""
    if most < 1 or rs.ended:
        return []
    avail, reach = _hand_and_reach(g, rs)
    if avail < 1:
        return []
    out = []
    floor = rs.race.min_pieces
    least = floor if rs.active else 1  # ``cq.cost``'s minimum: the scan's price is max(least, raw)
    if not rs.active:
        cut = 0  # ``reductions``: an ability lowers nothing in decline
    for rid, price in cq.priced_targets(g, rs):
        before = None
        for n in range(1, most + 1):
            need = price - n * cut
            if need < least:
                need = least
            if need == before:
                break  # the minimum is reached: more pieces lower nothing
            before = need
            if need <= reach:
                out.append(Action(kind, layout=((rid, n),)))
            if need <= floor:
                break
    return out


def _helped_check(g: GameCore, rs: RaceState, a: Action, key: str, most: int, what: str) -> None:
    if len(a.layout) != 1:
        raise IllegalAction(f"Name one region and how many {what}: '{a.kind} R:n'.", Code.BAD_ARGUMENT)
    rid, n = a.layout[0]
    if not 1 <= n <= most:
        raise IllegalAction(f"You have {plural(most, what[:-1])} to use now.", Code.NOT_ENOUGH_TOKENS)
    code = g.ruleset.block(g, rs, rid)
    if code:
        raise cq.refusal(g, rs, rid, code)
    avail, reach = _hand_and_reach(g, rs)
    need = _helped_cost(g, rs, rid, key, n)
    if avail < 1 or need > reach:
        raise IllegalAction(f"You need {need} tokens for {g.region_label(rid)} and have {avail}.",
                            Code.NOT_ENOUGH_TOKENS)


def _helped_conquest(g: GameCore, rs: RaceState, rid: int, key: str, n: int, how: str) -> bool:
    """Conquer ``rid`` with ``n`` pieces helping: with the tokens it needs, or, when they fall short, the final
    attempt with the die (R-DIE; X-POW-FIREBALL: "final attempt included, declared before the roll"). True when
    the die was rolled: the caller ends the conquests (R-DIE-5) once its pieces are where the conquest put them, so
    the redeployment that follows sees them (the Behemoths in their new region)."""
    need = _helped_cost(g, rs, rid, key, n)
    g.ruleset.pay(g, rs, rid)
    if need <= rs.hand:
        g.ruleset.resolve(g, rs, rid, need, how)
        return False
    face = g.roll_die()
    ok = rs.hand + face >= need
    g.events.append(Rolled(rs.seat, rs.title, rid, face, ok))
    if ok:  # R-DIE-3
        g.ruleset.resolve(g, rs, rid, rs.hand, "die")
    return True


# --- Fauns ----------------------------------------------------------------------------------------------------

TAKEN = "fauns"  # RaceState.flags: regions taken this turn from an opponent's active race (X-RACE-FAUNS)


class Fauns(Race):
    """X-RACE-FAUNS [RULING 20]. Ruling (royal): a victim's token is its race's; a victim whose tray is empty
    gains none; conversions count like conquests (only Sorcerers convert, so never for Fauns)."""

    name, rule = "Fauns", "X-RACE-FAUNS"
    banner, supply = RACE_TOKENS[name]
    text = "+1 token per region taken from an opponent's active race this turn; each victim gains 1 token too."
    help = ("At the redeployment the Fauns gain 1 token for each region they took this turn from an opponent's "
            "active race (the Dragon's included; Lost Tribes and races in decline do not count). Each such victim "
            "gains 1 token of its race too, placed with its withdrawn tokens.")
    strikes = True

    def on_victim(self, game: GameCore, rs: RaceState, victim: RaceState, rid: int, active: bool) -> None:
        if victim.seat == rs.seat or not active:
            return
        rs.flags[TAKEN] = rs.flags.get(TAKEN, 0) + 1
        if game.tray(victim) > 0:  # tray-capped
            victim.withdrawn += 1  # placed at WITHDRAWALS, or kept in hand with no region left (R-CONQ-11)
            game.events.append(FaunVictimGained(victim.seat, victim.title, rid))

    def redeploy_gain(self, game: GameCore, rs: RaceState) -> int:
        return rs.flags.get(TAKEN, 0)  # the tray's limit is applied in layouts.redeploy_gain


# --- Igors ----------------------------------------------------------------------------------------------------

COUNT = "igors"  # RaceState.flags: the public Igor count (X-RACE-IGORS), kept for the race's life


def _igor_most(g: GameCore, rs: RaceState) -> int:
    """New Igors the count pays for now: min(count // players, tray)."""
    return min(rs.flags.get(COUNT, 0) // len(g.p), g.tray(rs))


def _igor_options(g: GameCore, rs: RaceState) -> list[Action]:
    """At READY of an expanding turn (the ``prepare`` point): convert any number up to the most, 0 included."""
    most = _igor_most(g, rs) if rs.active else 0
    return [Action("igors", name=str(n)) for n in range(most, -1, -1)] if most else []


def _igor_check(g: GameCore, rs: RaceState, a: Action) -> None:
    """'igors N' in ASCII digits as the menu writes them ('igors ²' raised a bare ValueError, 'igors １' was played
    and saved in a way the README says no move is written)."""
    count = ascii_number(a.name)
    if count is None or str(count) != a.name:
        raise NotAMove(f"Say how many new Igors in digits 0-9: 'igors 1', not {quote(a.name)}.", Code.BAD_ARGUMENT)
    most = _igor_most(g, rs)
    if count > most:
        raise IllegalAction(f"Your Igor count pays for 0 to {most} new Igors now ('igors N').", Code.BAD_ARGUMENT)


def _igor_default(g: GameCore, rs: RaceState) -> Action:
    """``end``'s rule (X-INT-13): convert the most the count pays for."""
    return Action("igors", name=str(_igor_most(g, rs)))


def _igor_play(g: GameCore, rs: RaceState, a: Action) -> None:
    n = int(a.name)
    if n:
        rs.flags[COUNT] -= n * len(g.p)
        rs.hand += n  # in hand for this turn (the tray's tokens)
        g.events.append(IgorsRaised(rs.seat, rs.title, n, rs.flags[COUNT]))


class Igors(Race):
    """X-RACE-IGORS [RULING 21]. Rulings (royal): the count hears every conquest and conversion of the game, by any
    player (the spec's "any player's race tokens"), from the Igors' pick on, and only while they are active; the
    exchange is the question of the ``prepare`` point (asked before READY; answering it means expanding, and
    ``decline`` stays on offer), so it is asked in no pick turn and no decline turn; the count is no longer shown
    (nor grows) once the race declines."""

    name, rule = "Igors", "X-RACE-IGORS"
    banner, supply = RACE_TOKENS[name]
    text = "Count every token sent to the tray by a conquest; at READY trade the count for new Igors."
    help = ("While active, the Igors keep a public count: +1 for every token any conquest or conversion sends to "
            "the tray (Lost Tribes, any race's, their own; withdrawn tokens do not count). At the start of an "
            "expanding turn they may trade it: 1 new Igor per as many counted tokens as there are players.")
    watches_losses = True
    held_flags = kept_flags = (COUNT,)
    moves = (AbilityMove("igors", Arg.WORD, _igor_options, _igor_play, "Trade your Igor count for new Igors.",
                         _igor_check, at=Point.PREPARE, default=_igor_default,
                         hint="Trade your Igor count for new Igors ('igors N', 0 keeps it; 'end' takes the most) or "
                              "decline ('decline').",
                         when="The Igors trade their count only at the start of an expanding turn."),)

    def on_loss(self, game: GameCore, rs: RaceState, tokens: int) -> None:
        if rs.active:
            rs.flags[COUNT] = rs.flags.get(COUNT, 0) + tokens

    def public_counts(self, game: GameCore, rs: RaceState) -> tuple[tuple[str, int], ...]:
        return (("Igor count", rs.flags.get(COUNT, 0)),) if rs.active else ()


# --- Shrubmen -------------------------------------------------------------------------------------------------

class Shrubmen(Race):
    """X-RACE-SHRUBMEN [RULING 22]: the shielding is the general ``shields`` hook (the pack dames' API; asked through
    rules/scope.py), so every other
    player's conquest (the Dragon's, a catapult's, a sling's, in-decline Ghouls') and power (a conversion; Lava and
    Winter ask ``scope.shielded``) is barred; the owner's other races may conquer it."""

    name, rule = "Shrubmen", "X-RACE-SHRUBMEN"
    banner, supply = RACE_TOKENS[name]
    text = "Their forest regions are immune to other players, even in decline."
    help = ("Every forest region the Shrubmen occupy, active or in decline, is immune to the other players' "
            "conquests and powers (the Dragon, Sorcerers, Catapult, Lava, Winter…). Their owner's other races may "
            "still conquer it.")
    shielding = True

    def shields(self, game: GameCore, rs: RaceState, attacker: RaceState) -> AbstractSet[int]:
        if attacker.seat == rs.seat:
            return frozenset()  # the owner's other races may conquer them (R-CONQ-14)
        return rs.regions & game.facts.by_terrain.get("forest", _NO_REGION)


# --- Behemoth -------------------------------------------------------------------------------------------------

# the glyph is not Ω, a letter (chips are letters: tests/app/test_stumble.py)
BEHEMOTH = Marker("behemoth", "a Behemoth", returns=True, crowds=True, plural="Behemoths", glyph="&")
JOINING = "behemoths joining"  # RaceState.flags, only while a Behemoth conquest is priced


def strength(g: GameCore, rs: RaceState) -> int:
    """X-POW-BEHEMOTH: each Behemoth's strength, the swamp regions the race holds now."""
    return len(rs.regions & g.facts.by_terrain.get("swamp", _NO_REGION))


def behemoths(g: GameCore, rs: RaceState) -> int:
    """The race's Behemoths: in hand (its marker pool) and in its regions."""
    counts = g.markers["behemoth"]
    return rs.marker_pool + sum(counts[rid] for rid in rs.regions)


def in_hand(g: GameCore, rs: RaceState) -> int:
    """Behemoths in hand for a conquest: the pool, and before READY those READY will lift (X-POW-BEHEMOTH)."""
    return rs.marker_pool if rs.readied else behemoths(g, rs)


def _join_options(g: GameCore, rs: RaceState) -> list[Action]:
    cut = strength(g, rs)  # what each Behemoth joining takes off
    if cut < 1:
        return []  # ruling (royal): a Behemoth of strength 0 lowers nothing; it moves at the placements
    return _helped_options(g, rs, JOINING, in_hand(g, rs), "behemoth", cut)


def _join_check(g: GameCore, rs: RaceState, a: Action) -> None:
    _helped_check(g, rs, a, JOINING, in_hand(g, rs), "Behemoths")


def _join_play(g: GameCore, rs: RaceState, a: Action) -> None:
    rid, n = a.layout[0]
    g.events.append(BehemothsJoined(rs.seat, rs.title, rid, n))
    rolled = _helped_conquest(g, rs, rid, JOINING, n, "behemoth")
    if rid in rs.regions:  # they enter the region with the tokens
        rs.marker_pool -= n
        g.set_marker(BEHEMOTH, rid, g.markers["behemoth"][rid] + n)
    if rolled:
        g._conquests_over(rs)  # R-DIE-5, the Behemoths in their region


def default_behemoths(g: GameCore, rs: RaceState) -> Layout:
    """``end``'s rule: Behemoths on the map stay; those in hand go one by one to the region with fewest."""
    counts = {rid: g.markers["behemoth"][rid] for rid in rs.regions}
    fill_fewest(counts, rs.marker_pool)
    return make_layout({rid: n for rid, n in counts.items() if n})


def _place_options(g: GameCore, rs: RaceState) -> list[Action]:
    """After the redeployment (X-INT-4 REDEPLOY (2), made at the placements point): the default, or all in one
    region; every region of the race holds a race token then. None for a race that makes no redeployment moves
    (``keeps_hand``, X-RACE-BARBARIANS: "Behemoths do not move"): those on the map stay, those in hand stay in hand
    until the next READY, as its tokens (RULING 15)."""
    total = behemoths(g, rs) if rs.regions and not rs.race.keeps_hand else 0
    if not total:
        return []
    options = [default_behemoths(g, rs)] + [((rid, total),) for rid in sorted(rs.regions)]
    return [Action("behemoths", layout=lo) for lo in dict.fromkeys(options)]


def _place_check(g: GameCore, rs: RaceState, a: Action) -> None:
    if rs.race.keeps_hand:
        raise IllegalAction(f"Your {rs.title} make no redeployment moves: their Behemoths stay where they are.",
                            Code.ILLEGAL)
    total = behemoths(g, rs)
    check_pool_layout(g, rs, a, total, "Behemoths stand", plural(total, "Behemoth"))


def _place_play(g: GameCore, rs: RaceState, a: Action) -> None:
    place_pool(g, rs, BEHEMOTH, a.layout)
    g.events.append(BehemothsPlaced(rs.seat, rs.title))


class Behemoth(Power):
    """X-POW-BEHEMOTH [RULING 29]. Rulings (royal): the Behemoths move at the placements point, right after the
    token moves (each region then holds a race token, as the rule wants); ``behemoth R:n`` makes the final attempt
    with the die when the tokens fall short, as a Fireball conquest; in hand they are the race's marker pool, and
    conquered they come back at WITHDRAWALS as Encampments do. Ruling (integ-b): with a race that makes no
    redeployment moves (Barbarians) the Behemoths are not placed at all: one that joined a conquest stays in that
    region, one left in hand stays in hand, off the map (no defence), until the next READY, as the tokens do."""

    name, rule = "Behemoth", "X-POW-BEHEMOTH"
    badge = POWER_BADGES[name]
    text = "Two Behemoths, each as strong as your swamp regions: they lower your conquests and guard their region."
    help = ("Two Behemoths, each of strength N = the swamp regions the race holds. Joining a conquest each takes N "
            "off its cost and enters the region; in defence each adds N to its region's cost. Each stands with at "
            "least one race token; a conquered one withdraws. Gone at decline.")
    markers = (BEHEMOTH,)
    marker_pool = MARKER_COUNTS["behemoth"]
    has_cost_mod = reads_prices = True
    cut_flag = JOINING
    cost_label = "Behemoths"
    adds_defence = True
    moves = (AbilityMove("behemoth", Arg.LAYOUT, _join_options, _join_play, "Behemoths join a conquest.",
                         _join_check, way="Behemoths join: cost -N each",
                         advice="Behemoths join the conquest: each takes its strength off the cost."),
             AbilityMove("behemoths", Arg.LAYOUT, _place_options, _place_play, "Place your Behemoths.", _place_check,
                         at=Point.PLACEMENTS, auto=True, default=lambda g, rs: Action(
                             "behemoths", layout=default_behemoths(g, rs)),
                         hint="Place your Behemoths ('behemoths R:n …') or finish the turn ('end').",
                         when="Behemoths move only at the end of a Behemoth race's redeployment."))

    def cost_reduction(self, game: GameCore, rs: RaceState, rid: int) -> int:
        joining = rs.flags.get(JOINING, 0)
        return joining * strength(game, rs) if joining else 0

    def extra_defence(self, game: GameCore, rs: RaceState, rid: int) -> int:
        here = game.markers["behemoth"][rid]
        return here * strength(game, rs) if here and rs.active else 0

    def on_ready(self, game: GameCore, rs: RaceState) -> None:
        """READY: the Behemoths come to hand."""
        counts = game.markers["behemoth"]
        for rid in sorted(rs.regions):
            n = counts[rid]
            if n:
                game.set_marker(BEHEMOTH, rid, 0)
                rs.marker_pool += n

    def public_counts(self, game: GameCore, rs: RaceState) -> tuple[tuple[str, int], ...]:
        return (("Behemoth strength", strength(game, rs)),) if rs.active else ()


# --- Fireball -------------------------------------------------------------------------------------------------

FIREBALLS = "fireballs"  # RaceState.flags: Fireballs held, kept for the race's life (public)
SPENDING = "fireballs spent"  # RaceState.flags, only while a Fireball conquest is priced
MAX_FIREBALLS = MARKER_COUNTS["fireball"]
FIREBALL_CUT = 2  # tokens each Fireball thrown takes off a conquest (X-POW-FIREBALL)


def _fire_options(g: GameCore, rs: RaceState) -> list[Action]:
    return _helped_options(g, rs, SPENDING, rs.flags.get(FIREBALLS, 0), "fireball", FIREBALL_CUT)


def _fire_check(g: GameCore, rs: RaceState, a: Action) -> None:
    _helped_check(g, rs, a, SPENDING, rs.flags.get(FIREBALLS, 0), "Fireballs")


def _fire_play(g: GameCore, rs: RaceState, a: Action) -> None:
    rid, n = a.layout[0]
    rs.flags[FIREBALLS] -= n  # spent, whatever the die says
    g.events.append(FireballsThrown(rs.seat, rs.title, rid, n))
    if _helped_conquest(g, rs, rid, SPENDING, n, "fireball"):
        g._conquests_over(rs)  # R-DIE-5


class Fireball(Power):
    """X-POW-FIREBALL [RULING 28]. Rulings (royal): ``fireball R:n`` is one move: the Fireballs are spent, then
    the region is conquered with the tokens it needs, or, when they fall short by 1 to 3, by the final attempt
    (declared before the roll, as the rule says); only a number of Fireballs that still lowers the cost is offered
    (any other the player holds may be typed); gains beyond 4 held are lost; the gain is made as the redeployment's
    moves end, before the placements (X-INT-4 puts it after them: the two do not touch)."""

    name, rule = "Fireball", "X-POW-FIREBALL"
    badge = POWER_BADGES[name]
    text = "+1 Fireball per magic region at each redeployment (4 at most); each thrown takes 2 off a conquest."
    help = ("At each redeployment the race gains 1 Fireball per magic region it holds (it never holds more than "
            "4). From the next turn on, any conquest may spend some: each takes 2 off its cost, and at least one race "
            "token still enters. All are lost at decline.")
    has_cost_mod = reads_prices = True
    cut_flag = SPENDING
    cost_label = "Fireballs"
    held_flags = kept_flags = (FIREBALLS,)
    moves = (AbilityMove("fireball", Arg.LAYOUT, _fire_options, _fire_play, "Throw Fireballs at a region.",
                         _fire_check, way="throw Fireballs: cost -2 each",
                         advice="Fireballs: each takes 2 off the cost."),)

    def flag_limit(self, key: str, regions: int, players: int) -> int:
        return MAX_FIREBALLS  # never more held (X-POW-FIREBALL)

    def cost_reduction(self, game: GameCore, rs: RaceState, rid: int) -> int:
        return FIREBALL_CUT * rs.flags.get(SPENDING, 0)

    def after_redeploy(self, game: GameCore, rs: RaceState) -> None:
        """X-INT-4 REDEPLOY (5): 1 per magic region held, up to 4 held."""
        regions = game.board.regions
        held = rs.flags.get(FIREBALLS, 0)
        gain = min(sum(1 for rid in rs.regions if regions[rid].magic), MAX_FIREBALLS - held)
        if gain > 0:
            rs.flags[FIREBALLS] = held + gain
            game.events.append(FireballsGained(rs.seat, rs.title, gain, held + gain))

    def public_counts(self, game: GameCore, rs: RaceState) -> tuple[tuple[str, int], ...]:
        return (("Fireballs", rs.flags.get(FIREBALLS, 0)),) if rs.active else ()

    def take_back(self, game: GameCore, rs: RaceState) -> None:
        """X-POW-COPYCAT, RULING 33: a copy of this power ends: the Fireballs gained while copying go."""
        rs.flags.pop(FIREBALLS, None)


FAUNS, IGORS, SHRUBMEN = Fauns(), Igors(), Shrubmen()
BEHEMOTH_POWER, FIREBALL = Behemoth(), Fireball()

PACK = Pack("royal", 'Royal Bonus', races=(FAUNS, IGORS, SHRUBMEN), powers=(BEHEMOTH_POWER, FIREBALL))

fast_inits(__name__)


# --- scoring powers (engineer dames) ------------------------------------------------------------------------------

class Aquatic(Power):
    """X-POW-AQUATIC (RULING 27): +1 per coastal region, -1 per other one (water is never coastal, R-MAP-5), each
    region's total floored at 0 (X-INT-7). Every region earns its own 1 coin first (R-SCORE-1), so the -1 alone
    never takes a region below 0: the floor binds only with another per-region malus (Winter, X-RACE-ICEWITCHES),
    which reads ``region_score`` through ``ability.region_total`` and spares a region at 0. One score line, which
    may be negative."""

    name, rule = "Aquatic", "X-POW-AQUATIC"
    badge = POWER_BADGES[name]
    text = "+1 coin per coastal region, -1 per other region."
    help = ("At the end of each of your turns: 1 coin more for each coastal region your race occupies and 1 less for "
            "each other one (water is not coastal), never below 0 for a region.")
    score_unit = "region"
    region_scoring = True  # Winter (X-RACE-ICEWITCHES) asks it: an inland region under Winter stays at 0

    def region_score(self, game: GameCore, rs: RaceState, rid: int) -> int:
        return 1 if game.board.regions[rid].coastal else -1

    def score(self, game: GameCore, rs: RaceState) -> int:
        return sum(self.region_score(game, rs, rid) for rid in rs.regions)

    def score_why(self, game: GameCore, rs: RaceState, coins: int) -> str:
        regions = game.board.regions
        coastal = sum(1 for rid in rs.regions if regions[rid].coastal)
        return f"{coastal} coastal, {len(rs.regions) - coastal} other"


PACK = replace(PACK, powers=(*PACK.powers, Aquatic()))  # the pack's last power
