"""W-RACE-GOBLINS (6, Horde): bombs. At the pick the bombs not in the box (W-COMP-3: 6 live, 6 duds) are shuffled
face down as their stack (the game's RNG). At ``REDEPLOY`` step 3 of each Goblin turn (after Forts, Watch Towers,
Aegis and Heart, W-TURN-2) the player MAY put bombs, unseen from the stack top, one per region, on regions next to a
Goblin region that hold another player's active race, not immune; each placement is an attack (W-CONQ-8) whose
Harmony and Aegis payments are made first (RULINGS 15, 33; RULING 1: only if payable in full). A bomb stays when its
region is conquered or abandoned and moves with a Portal Mage swap (a ``stays`` marker). At the ``START`` of his next
turn each bomb resolves in the order he picks: held by another player's race (active or in decline) and not immune,
it is revealed and goes to the box, a live one acting on the defender as a conquest (W-CONQ-6/7: the ruleset's
``defend``, so Beasts, Holy Light, Light's Hope and the Champion's ransom apply; Forts and Wisp Walls go back;
Artifacts, Places and Objectives stay) and leaving the region empty, a dud doing nothing.

- RULING 13: an empty region, one held by any race of the bomber's player, or an immune one sends the bomb back to
  the stack top unrevealed. **Decision** (silent spec): a region holding Murlocs (only a written position can put a
  bomb there) holds no other player's race: the bomb goes back too.
- RULING 33: an Aegis paid for at placement does not shield the region from that bomb (the ``bomb_paid`` record
  travels with it); an Aegis that lies there at resolution without having been paid for does.
- RULING 6: an explosion is no conquest for the Goblins (no coin, no conquest record, no attack on the victim: the
  attack was the placement); RULING 32 (the Champion's ransom to the stash) is the ``defend`` hook's.
- RULING 7: at decline the unused stack is set aside (not boxed: a later pick of the Goblins shuffles it in again).
- An empty stack means no more bombs; bombs on the map at game end are ignored; a wiped-out race places none
  (W-TURN-1) but its bombs still resolve ("whatever state his Goblins are in", W-TURN-2).
- **Decisions** (notation, docs/notation.md): ``bomb R`` places one bomb, asked again while one may still go
  (``end`` places no more: placing is optional); ``detonate R`` resolves the bomb in R, asked again while bombs
  remain; its ``end`` default is the lowest region id first; a lone bomb resolves at once (no decision).

Which bomb is live is hidden: the face-down bomb is the public ``bomb`` marker, its identity the hidden ``bomb_live``
record beside it (``Marker.hidden``), revealed only by the events of its resolution.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import compress, count
from typing import TYPE_CHECKING, ClassVar

from ..ability import AbilityMove, Arg, Marker, Point, Race
from ..actions import Action, region_row
from ..errors import Code, IllegalAction
from ..events import RaceEvent
from .conquest import attack_dues, can_attack, pay_attack
from .placed import AEGIS, aegis_due, pay_aegis
from .races import HORDE
from .worgen import wiped_out

if TYPE_CHECKING:  # pragma: no cover
    import random

    from ..core import GameCore
    from ..state import RaceState
    from .state import WowState

LIVE_BOMBS = DUD_BOMBS = 6  # W-COMP-3: Bombs 12 (6 live, 6 duds)
BOMB = Marker("bomb", "a bomb", plural="bombs", stays=True, glyph="!")  # a face-down bomb: what every player sees
LIVE = Marker("bomb_live", "a live bomb", stays=True, hidden=True)  # 1 where that bomb is live
PAID = Marker("bomb_paid", "a bomb the Aegis was paid for", stays=True, hidden=True)  # RULING 33
# the game turn the bomb was placed in (a number, not a count): it goes off at a START of a later turn, so a position
# taken in the Goblins' own turn, which restarts that turn, does not set off the bombs just placed (position.py)
PLACED = Marker("bomb_turn", "the turn a bomb was placed in", stays=True, hidden=True)
EMPTY, OWN, IMMUNE = "no other player's race holds it", "it is the bomber's own", "it is immune"


@dataclass(frozen=True, slots=True)
class BombPlaced(RaceEvent):
    kind: ClassVar[str] = "bomb"
    told: ClassVar[tuple[str, str]] = ("hid a bomb in", "hid bombs in")
    region: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} hide a bomb in {game.region_label(self.region)}."


@dataclass(frozen=True, slots=True)
class BombRevealed(RaceEvent):
    """A bomb revealed at its resolution: ``live`` says what it was (it goes to the box either way)."""

    kind: ClassVar[str] = "detonate"
    reveals: ClassVar[bool] = True
    region: int
    live: bool

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        what = "is live: it explodes" if self.live else "is a dud"
        return f"{self.their(game)}' bomb in {game.region_label(self.region)} {what}."


@dataclass(frozen=True, slots=True)
class BombReturned(RaceEvent):
    """RULING 13: a bomb back on the stack top, unrevealed; ``why`` in words."""

    kind: ClassVar[str] = "bomb back"
    region: int
    why: str

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return (f"{self.their(game)}' bomb in {game.region_label(self.region)} goes back to their stack unrevealed "
                f"({self.why}).")


# --- the stack -------------------------------------------------------------------------------------------------
def build_stack(g: GameCore) -> None:
    """At the pick: every bomb neither in the box nor on the map, shuffled with the game's RNG."""
    on_map, live_on_map = sum(g.markers[BOMB.kind]), sum(g.markers[LIVE.kind])
    ws: WowState = g.ruleset_state
    live = LIVE_BOMBS - ws.bomb_box.count(1) - live_on_map
    dud = DUD_BOMBS - ws.bomb_box.count(0) - (on_map - live_on_map)
    stack = [1] * live + [0] * dud
    g.rng.shuffle(stack)
    ws.bombs = stack


def redeal_bombs(g: GameCore, rng: random.Random) -> None:
    """For a player's imagined copy (``Game.determinized``): the unrevealed bombs, on the stack and face down on the
    map, re-dealt among their places."""
    bombs = g.markers.get(BOMB.kind)
    if bombs is None:
        return
    where = [rid for rid, n in enumerate(bombs) if n]
    ws: WowState = g.ruleset_state
    hidden = sorted(ws.bombs + [g.markers[LIVE.kind][rid] for rid in where])  # from what is seen: their number
    rng.shuffle(hidden)
    ws.bombs = hidden[:len(ws.bombs)]
    for rid, live in zip(where, hidden[len(ws.bombs):]):
        g.set_marker(LIVE, rid, live)


# --- placement (REDEPLOY step 3) -----------------------------------------------------------------------------------
def targets(g: GameCore, rs: RaceState) -> list[int]:
    """The regions a bomb may go to now: next to a Goblin region, held by another player's active race, not immune,
    without a bomb, its payments (Aegis, Harmony) payable in full (RULING 1); none with an empty stack."""
    ws: WowState = g.ruleset_state
    if not rs.active or not ws.bombs or wiped_out(g, rs):
        return []
    seat = rs.seat
    theirs: set[int] = set()  # the regions of the other players' active races (each player's ``active``): sets,
    # not a test of every neighbour's holder
    asks = False  # one of those races asks a toll before an attack: else ``attack_dues`` is {} (no call)
    for pl in g.p:
        other = pl.active
        if other is not None and other.active and other.seat != seat:
            theirs |= other.regions
            if other.race.toll_attacks or other.power.toll_attacks:
                asks = True
    if not theirs:
        return []
    adjacency = g.facts.adjacency
    near: set[int] = set()
    for h in rs.regions:
        near |= adjacency[h]
    near &= theirs
    if not near:
        return []
    due = attack_dues(g, rs) if asks else {}
    priced = ws.ap_region.get(AEGIS)  # ``attack_price`` asks nothing but here and where ``due`` says
    bombs = g.markers[BOMB.kind]
    immune = g.immune
    out = []
    for rid in sorted(near):
        if immune[rid] or bombs[rid]:
            continue
        if (rid != priced and rid not in due) or can_attack(g, rs, (rid,), due):
            out.append(rid)
    return out


_BOMB = region_row("bomb")


def _bomb_options(g: GameCore, rs: RaceState) -> list[Action]:
    return list(map(_BOMB.__getitem__, targets(g, rs)))


def _bomb_check(g: GameCore, rs: RaceState, a: Action) -> None:
    ws: WowState = g.ruleset_state
    if not ws.bombs:
        raise IllegalAction("Your bomb stack is empty.", Code.ILLEGAL)
    if a.region not in targets(g, rs):
        raise IllegalAction("A bomb goes on a region next to your Goblins that holds another player's active race, "
                            "not immune, without a bomb yet, and whose payments you can make.", Code.ILLEGAL)


def _bomb_play(g: GameCore, rs: RaceState, a: Action) -> None:
    """The top bomb, unseen, on ``a.region``: an attack, its payments first (Aegis, then Harmony)."""
    rid = a.region
    assert rid is not None
    ws: WowState = g.ruleset_state
    paid = ws.ap_region.get(AEGIS) == rid and AEGIS in g.face_up  # RULING 33: the Aegis is paid for
    # (now or before)
    pay_aegis(g, rs, rid)
    pay_attack(g, rs, rid)  # W-CONQ-8, RULING 15: Harmony paid at placement
    g.set_marker(BOMB, rid, 1)
    g.set_marker(LIVE, rid, ws.bombs.pop(0))
    g.set_marker(PAID, rid, int(paid))
    g.set_marker(PLACED, rid, g.turn)
    g.events.append(BombPlaced(rs.seat, rs.title, rid))


# --- resolution (START) ----------------------------------------------------------------------------------------
def _bomb_regions(g: GameCore) -> list[int]:
    """The regions of the bombs that go off now: placed in an earlier turn."""
    bombs = g.markers.get(BOMB.kind)
    if bombs is None:
        return []
    placed, turn = g.markers[PLACED.kind], g.turn
    out = []
    for rid in compress(count(), bombs):  # the few bombs found in C, not a loop over every region
        if placed[rid] < turn:
            out.append(rid)
    return out


def _detonate_options(g: GameCore, rs: RaceState) -> list[Action]:
    return list(map(_DETONATE.__getitem__, _bomb_regions(g)))


_DETONATE = region_row("detonate")


def _detonate_check(g: GameCore, rs: RaceState, a: Action) -> None:
    if a.region not in _bomb_regions(g):
        raise IllegalAction("Name a region where one of your bombs lies.", Code.ILLEGAL)


def _dormant(g: GameCore, rs: RaceState, rid: int) -> str:
    """Why the bomb in ``rid`` goes back unrevealed (RULING 13), "" if it is revealed."""
    holder = g.r_race[rid]
    if holder is None:
        return EMPTY
    if holder.seat == rs.seat:
        return OWN
    if g.immune[rid] or (aegis_due(g, rs.seat, rid) and not g.markers[PAID.kind][rid]):  # RULING 33
        return IMMUNE
    return ""


def _detonate_play(g: GameCore, rs: RaceState, a: Action) -> None:
    rid = a.region
    assert rid is not None
    live = g.markers[LIVE.kind][rid]
    why = _dormant(g, rs, rid)
    for marker in (BOMB, LIVE, PAID, PLACED):
        g.set_marker(marker, rid, 0)
    ws: WowState = g.ruleset_state
    if why:
        ws.bombs.insert(0, live)  # RULING 13: back on the stack top, unseen
        g.events.append(BombReturned(rs.seat, rs.title, rid, why))
        return
    ws.bomb_box.append(live)
    g.events.append(BombRevealed(rs.seat, rs.title, rid, bool(live)))
    if live:
        victim = g.r_race[rid]
        assert victim is not None
        g.ruleset.defend(g, victim, rid, None, False)  # W-CONQ-6/7, no conqueror: RULINGS 6 and 32 in the hook
        if g.defence[rid]:  # Forts and Wisp Walls back to supply; the rest stays
            g.clear_markers(rid, keep=lambda m: not m.defence)


def _first(g: GameCore, rs: RaceState) -> Action | None:
    regions = _bomb_regions(g)
    return Action("detonate", region=regions[0]) if regions else None


class Goblins(Race):
    name, rule, banner, supply, faction = "Goblins", "W-RACE-GOBLINS", 6, 11, HORDE
    help = ("After redeploying, hide bombs next to their regions on other players' active races; at their next turn a "
            "live bomb empties its region.")
    text = ("After redeploying, hide bombs from your stack next to your regions on other players' active races; at "
            "your next turn a live one empties its region, a dud does nothing.")
    markers = (BOMB, LIVE, PAID, PLACED)
    moves = (
        AbilityMove("detonate", Arg.REGION, _detonate_options, _detonate_play, "Set off one of your bombs.",
                    _detonate_check, at=Point.START, default=_first, auto=True, repeat=True,
                    hint="Goblins: your bombs go off now, in the order you pick ('detonate R'), or lowest region "
                         "first ('end').",
                    when="The Goblins' bombs go off at the start of their player's next turn."),
        AbilityMove("bomb", Arg.REGION, _bomb_options, _bomb_play, "Hide a bomb from your stack.", _bomb_check,
                    at=Point.PLACEMENTS, repeat=True, step="bombs",
                    hint="Goblins: hide a bomb, unseen from your stack, next to your regions on another player's "
                         "active race ('bomb R'), one at a time, or place no more ('end').",
                    when="Bombs are hidden at the end of a Goblin turn's redeployment."),
    )

    def on_pick(self, game: GameCore, rs: RaceState) -> None:
        build_stack(game)

    def on_decline(self, game: GameCore, rs: RaceState) -> None:
        ws: WowState = game.ruleset_state
        ws.bombs = []  # RULING 7: set aside
