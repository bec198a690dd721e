"""Copycat (RULES-EXP X-POW-COPYCAT): a column power borrowed with its badge in tokens until the owner's next START.

Rulings added where RULES-EXP is silent (listed in the report for the README's expansions section):
- Copycat (1): COPY is a move among the conquest moves, on offer before the first conquest of a non-decline turn
  (after READY and the in-decline Ghouls' phase, or after the pick or a revival); copying also ends READY (no more
  abandoning), and its tokens go to hand. While it lasts the race shows the copied power ("Flying Ratmen").
- Copycat (2): the tokens lost when the copy ends come from hand, then the Amazons' set-aside, then the regions.
- Copycat (3) (integ-a): "its markers" are the pieces a pick of the copied power gives beside the race tokens
  (X-INT-3: 2 Hordes of tokens, 2 Behemoths; the Catapult is used where it stands) and those the power gains while
  copied (Fireballs); the copy gives them with the badge's tokens and they all leave the game when it ends (Hordes of
  tokens as at decline), before the badge's tokens are taken back. Copying Cursed gives nothing (badge 0, no piece).
- Copycat (4) (sweep): when a copy of Seafaring ends, the race keeps the seas and lakes it took meanwhile, as an
  in-decline Seafaring race keeps its seas (R-POW-SEAFARING); it only cannot conquer water any more.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ...ability import AbilityMove, Arg, Power
from ...actions import Action
from ...events import Abandoned, RaceEvent, plural
from ...numbers import POWER_BADGES

if TYPE_CHECKING:  # pragma: no cover

    from ...core import GameCore
    from ...state import RaceState


# --- Copycat (X-POW-COPYCAT) ----------------------------------------------------------------------------------
# The copy lives in GameState.counters (it outlives the turn's flags and is written in positions): while it lasts the
# copying race's power slot holds the copied power itself (every core rule reads it there: Flying's reach, a cost
# reduction, its moves and markers), and these keys say whose copy it is and what it gave.
COPY_SEAT, COPY_TOKENS, COPY_PICKED = "copy seat", "copy tokens", "copy picked"
COPY_POWER = "copy power: "  # the copied power by name after this prefix (a position reads it in any catalogue)


@dataclass(frozen=True, slots=True)
class Copied(RaceEvent):
    """X-POW-COPYCAT: a copy begins (``tokens`` gained) or ends (``ended``: ``tokens`` lost)."""

    kind: ClassVar[str] = "copy"
    power: str
    tokens: int
    ended: bool = False

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        who = f"{game.players[self.seat]}'s {self.race}"
        if self.ended:
            return f"{who}' copy of {self.power} ends: -{plural(self.tokens, 'token')}."
        return f"{who} copy {self.power} with their Copycat: +{plural(self.tokens, 'token')}."


def _word(power: str) -> str:
    """A power's name as one word of the copy notation: "dragon-master", "were-"."""
    return power.lower().replace(" ", "-")


def copied(g: GameCore) -> tuple[int, str] | None:
    """The copy in progress, public (the Copycat marker on a column badge): (seat, power name), or None."""
    seat = g.counters.get(COPY_SEAT, 0)
    if not 0 < seat <= len(g.p):
        return None  # none (as a rule: the counters not scanned), or a position's keys that name no seat
    power = next((key[len(COPY_POWER):] for key in g.counters if key.startswith(COPY_POWER)), "")
    if power not in g.ruleset.powers:
        return None  # a position's keys that name no power
    return seat - 1, power


def _forget_copy(g: GameCore) -> None:
    for key in [key for key in g.counters if key.startswith(("copy ",))]:
        del g.counters[key]


def _copy_options(g: GameCore, rs: RaceState) -> list[Action]:
    """RULING 33: one of the other powers in the column (Cursed too: it gives nothing), after READY (and the
    in-decline Ghouls' phase) and before the first conquest: X-INT-4 COPY."""
    if rs.started:
        return []
    names = dict.fromkeys(power for _, power, *_ in g.column if power != rs.power.name)
    return [Action("copy", name=_word(name)) for name in names]


def _copy_play(g: GameCore, rs: RaceState, a: Action) -> None:
    name = next(power for _, power, *_ in g.column if _word(power) == a.name)
    power = g.ruleset.powers[name]
    given = max(0, min(power.badge, g.tray(rs)))
    g.counters.update({COPY_SEAT: rs.seat + 1, COPY_POWER + name: 1, COPY_TOKENS: given, COPY_PICKED: rs.picked_turn})
    rs.hand += given
    rs.picked_turn = 0  # never the copied power's pick-turn effects (no Wealthy 7)
    rs.marker_pool += power.marker_pool
    title = rs.title
    rs.set_power(power)
    g.in_play.clear()  # scope.pieces_in_play: a race in play changed its badge
    g.events.append(Copied(rs.seat, title, name, given))
    power.lend(g, rs)  # its pieces beside the tokens (the Hordes of tokens)


def _lose(g: GameCore, rs: RaceState, n: int) -> int:
    """RULING 33: ``n`` race tokens back to the tray: hand first, then set aside, then from the regions with most
    tokens (lowest id on a tie) keeping the race's minimum per region; if that is not enough, regions are
    abandoned, fewest tokens then lowest id first. Returns the tokens lost."""
    lost = 0
    for field in ("hand", "offmap"):
        take = min(n - lost, getattr(rs, field))
        setattr(rs, field, getattr(rs, field) - take)
        lost += take
    keep = rs.race.min_pieces
    while lost < n and rs.regions:
        fullest = min(rs.regions, key=lambda rid: (-g.r_tokens[rid], rid))
        if g.r_tokens[fullest] > keep:
            g.r_tokens[fullest] -= 1
            lost += 1
            continue
        poorest = min(rs.regions, key=lambda rid: (g.r_tokens[rid], rid))
        lost += g.r_tokens[poorest]
        rs.regions.discard(poorest)
        g._vacate(poorest)
        g.events.append(Abandoned(rs.seat, rs.title, poorest))
    return lost


def _end_copy(g: GameCore, rs: RaceState, trim: bool) -> None:
    """The copy ends: the copied power's markers go (its pieces elsewhere too), Copycat is back in the slot, and
    (``trim``: not at decline, X-INT-8) as many tokens as it gave go back to the tray."""
    power = rs.power
    given, picked = g.counters.get(COPY_TOKENS, 0), g.counters.get(COPY_PICKED, rs.picked_turn)
    _forget_copy(g)
    power.take_back(g, rs)  # the pieces it lent or gave while copied (Hordes of tokens, Fireballs)
    if power in g.ruleset.leavers:
        power.on_leave(g, rs)  # its pieces outside its regions (Lava)
    for marker in power.markers:
        if not marker.hidden:
            for rid in rs.regions:
                g.set_marker(marker, rid, 0)
    if power.marker_pool:
        rs.marker_pool = rs.markers_back = 0
    title = rs.title
    rs.set_power(g.ruleset.powers["Copycat"])
    g.in_play.clear()  # scope.pieces_in_play: a race in play changed its badge
    rs.picked_turn = picked
    lost = _lose(g, rs, given) if trim else 0
    g.events.append(Copied(rs.seat, title, power.name, lost, True))


class Copycat(Power):
    name, rule = "Copycat", "X-POW-COPYCAT"
    badge = POWER_BADGES[name]
    text = "Each turn you may copy a power in the column until your next turn: its badge in tokens and its ability."
    help = ("At the start of each turn you expand (and the turn you pick it) you may put the Copycat marker on "
            "another power in the column: until your next turn, or until someone takes that combo, your race has "
            "that power (not its pick-turn effects, such as Wealthy's 7) and its badge value in extra tokens from the "
            "tray. When the copy ends you lose those tokens (hand first, then from your fullest regions) and the "
            "copied power's markers.")
    moves = (AbilityMove("copy", Arg.WORD, _copy_options, _copy_play, "Copy a power of the column.",
                         when="Copycat copies before the first conquest of a turn (after READY, or the pick).",
                         key="y", keys="Copycat: copy a power of the column",
                         advice="copy which power?\nUntil your next turn your race has it, and its badge in extra "
                                "tokens (lost when the copy ends)."),)

    def witness(self, game: GameCore, moment: str, seat: int, rs: RaceState | None) -> None:
        """X-INT-4 START (c), X-INT-8, RULING 33: the copy ends at its owner's START, when its race declines, and
        when another player takes the copied combo."""
        if COPY_SEAT not in game.counters:  # no copy in progress (as a rule): nothing ends, no call to ``copied``
            return
        now = copied(game)
        if now is None:
            return
        owner, power = now
        if moment == "pick" and (seat == owner or rs is None or rs.power.name != power):
            return
        if moment != "pick" and seat != owner:
            return
        copier = game.p[owner].active
        if copier is None or copier.power.name != power:
            _forget_copy(game)  # its race is gone: nothing to undo
            return
        _end_copy(game, copier, trim=moment != "decline")
