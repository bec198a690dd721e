"""W-RACE-GNOMES (5, Alliance): once per turn, an airborne assault: name any land region of any face; it counts as
adjacent (no travel cost); roll the die free: ``required = max(1, raw − roll)``. If the hand holds ``required``,
conquer and go on. Otherwise the player MAY make it the final attempt (R-DIE: shortfall 1–3 against the reduced
cost) with a second roll. RULING 11: the assault may be the first conquest. RULING 12: if the player cannot or will
not take the final attempt, the assault is spent, nothing moves, and conquests may continue.

Moves: ``assault R`` (a conquest move) and, right after an assault short of tokens by 1 to 3, ``reroll``, the final
attempt (conquests end whatever it rolls, R-DIE-5). Any other move instead declines it (RULING 12), so ``reroll`` is
on offer only as the very next move. Decisions where the spec is silent: the payments the target needs (Harmony,
Aegis, MarshDweller: W-CONQ-1d) are made once, before the free roll: the final attempt continues the same action and
pays nothing more; the die is the base die; RULING 29: the assault uses the formula without Frostmourne or the
Ethereal discount (each is a way of conquering of its own).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import compress, count, filterfalse
from typing import TYPE_CHECKING, ClassVar

from ..ability import AbilityMove, Arg, Race
from ..actions import Action, region_row
from ..conquest import refusal
from ..errors import Code, IllegalAction
from ..events import RaceEvent, Rolled
from .conquest import pays_any, travel, unpayable
from .races import ALLIANCE

if TYPE_CHECKING:  # pragma: no cover
    from collections.abc import Iterator
    from collections.abc import Set as AbstractSet

    from ..conquest import BoardFacts
    from ..core import GameCore
    from ..state import RaceState

ASSAULT = "assault"  # RaceState.flags: 1 once the assault of this turn is spent
SHORT_AT = "assault short"  # the index in the move record the final attempt must take (the very next move)
SHORT_REGION, SHORT_NEED = "assault region", "assault need"
SHORTFALL = 3  # R-DIE-1: the die makes up 1 to 3 missing tokens
REROLL = Action("reroll")


@dataclass(frozen=True, slots=True)
class AssaultRolled(RaceEvent):
    """The free roll of an airborne assault on ``region``: ``face``, and the tokens then ``required``."""

    kind: ClassVar[str] = "assault"
    reveals: ClassVar[bool] = True
    region: int
    face: int
    required: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return (f"{self.their(game)} launch an airborne assault on {game.region_label(self.region)}: they roll "
                f"{self.face}, {self.required} needed.")


def raw(g: GameCore, rs: RaceState, rid: int) -> int:
    """W-CONQ-4 without travel: the region counts as adjacent."""
    return g.ruleset.raw_cost(g, rs, rid) - travel(g, rs, rid)


def _shut(g: GameCore, rs: RaceState) -> AbstractSet[int]:
    """The regions an assault may not name (RULING 11, RULING 1): the race's own (those where ``r_race`` names
    it), immune ones and those whose payments the player cannot make in full."""
    shut = rs.regions if pays_any(g, rs) else rs.regions | unpayable(g, rs)  # as a rule every payment is made:
    # no toll scan, no set made
    immune = g.immune
    if any(immune):
        shut = shut.union(compress(count(), immune))
    return shut


def _targets(g: GameCore, rs: RaceState) -> Iterator[int]:
    """Any land region of any face (RULING 11: also for the first conquest) but the ``_shut`` ones, in id order."""
    return filterfalse(_shut(g, rs).__contains__, g.facts.land)


def _assault_options(g: GameCore, rs: RaceState) -> list[Action]:
    """``_targets`` as moves: the board's row of every land region's move less the few shut ones, deleted by their
    index, not a test and a look-up per land region (asked for every Gnome menu; tests/wow/
    test_wow_menu_fast_paths.py compares it with ``_targets``)."""
    if rs.flags.get(ASSAULT) or rs.ended or g._available(rs) < 1:
        return []
    f = g.facts
    moves, index = _land_row(f)
    out = moves.copy()
    for at in sorted(map(index.__getitem__, _shut(g, rs) & f.landset), reverse=True):
        del out[at]
    return out


@lru_cache(maxsize=8)
def _land_row(f: BoardFacts) -> tuple[list[Action], dict[int, int]]:
    """A board's assault moves on every land region in id order, and each land region's index there."""
    return [_ASSAULT[rid] for rid in f.land], {rid: at for at, rid in enumerate(f.land)}


_ASSAULT = region_row("assault")


def _assault_check(g: GameCore, rs: RaceState, a: Action) -> None:
    if rs.flags.get(ASSAULT):
        raise IllegalAction("The Gnomes' airborne assault is once per turn, and it is spent.", Code.ALREADY_USED)
    rid = a.region
    assert rid is not None
    if rid not in _targets(g, rs):
        code = g.ruleset.block(g, rs, rid)
        if code:
            raise refusal(g, rs, rid, code)
        raise IllegalAction("An airborne assault names a land region of any island, not your own.", Code.ILLEGAL)
    if g._available(rs) < 1:  # R-CONQ-1f
        raise IllegalAction("You need a token in hand to launch an assault.", Code.NOT_ENOUGH_TOKENS)


def _assault_play(g: GameCore, rs: RaceState, a: Action) -> None:
    rid = a.region
    assert rid is not None
    rs.flags[ASSAULT] = 1
    g.ruleset.pay(g, rs, rid)  # W-CONQ-1d: payments first (an attack, W-CONQ-8)
    face = g.roll_die()
    need = max(rs.race.min_pieces, raw(g, rs, rid) - face)
    g.events.append(AssaultRolled(rs.seat, rs.title, rid, face, need))
    if rs.hand >= need:
        g.ruleset.resolve(g, rs, rid, need, "airborne assault")
    elif rs.hand >= 1 and need - rs.hand <= SHORTFALL:  # the final attempt is open, as the very next move
        rs.flags[SHORT_AT], rs.flags[SHORT_REGION], rs.flags[SHORT_NEED] = len(g.record) + 1, rid, need


def _reroll_options(g: GameCore, rs: RaceState) -> list[Action]:
    open_ = SHORT_AT in rs.flags and rs.flags[SHORT_AT] == len(g.record) and not rs.ended
    return [REROLL] if open_ else []


def _reroll_play(g: GameCore, rs: RaceState, a: Action) -> None:
    """R-DIE: the hand plus the roll against the reduced cost; the whole hand goes in; conquests end."""
    rid, need = rs.flags.pop(SHORT_REGION), rs.flags.pop(SHORT_NEED)
    del rs.flags[SHORT_AT]
    face = g.roll_die()
    ok = rs.hand + face >= need
    g.events.append(Rolled(rs.seat, rs.title, rid, face, ok))  # the final attempt's roll, told as R-DIE's (the
    # assault's sentence again would not say whether it was enough)
    if ok:
        g.ruleset.resolve(g, rs, rid, rs.hand, "die")
    g._conquests_over(rs)


class Gnomes(Race):
    name, rule, banner, supply, faction = "Gnomes", "W-RACE-GNOMES", 5, 10, ALLIANCE
    help = "Once a turn, an airborne assault on any land region of any island: a free die roll comes off its cost."
    text = ("Once per turn, an airborne assault on any land region of any island, with a free die roll off the "
            "cost; short by 1-3, a second roll may be the final attempt.")
    moves = (AbilityMove("assault", Arg.REGION, _assault_options, _assault_play,
                         "Airborne assault: any land region, a free die roll off its cost (once per turn).",
                         _assault_check,
                         when="The Gnomes' airborne assault is a conquest move, once per turn."),
             AbilityMove("reroll", Arg.NONE, _reroll_options, _reroll_play,
                         "Final attempt of the assault: roll again (conquests end).",
                         when="'reroll' is the final attempt right after an airborne assault short of tokens."))
