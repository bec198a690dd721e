"""Soul-Touch (RULES-EXP X-POW-SOULTOUCH): the older in-decline race kept at decline and revived next turn (REVIVE).

Rulings added where RULES-EXP is silent (listed in the report for the README's expansions section):
- Soul-Touch (1): REVIVE follows the player's in-decline Ghouls' phase (X-INT-4 steps 2 and 4), which a REVIVE
  turn always plays (it cannot be skipped by a pick or the active race's first move: there is none yet; 'ghouls end'
  leaves them as they were); if the Ghouls take the kept race's last region, that race left play and the turn is a
  pick. Kept Ghouls are revived at once (no Ghoul phase for them). The revived race's READY is done as it engages.
- Soul-Touch (2): a revived race whose badge is not in the discard pile has no power (``NO_POWER``, shown by its race
  name alone); its pick-time effects (on_pick, Wealthy) apply as for a pick.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ...ability import NO_POWER, Power
from ...events import RaceEvent, plural
from ...numbers import POWER_BADGES

if TYPE_CHECKING:  # pragma: no cover

    from ...core import GameCore
    from ...state import RaceState


# --- Soul-Touch (X-POW-SOULTOUCH) ------------------------------------------------------------------------------
def _revive_key(seat: int) -> str:
    """GameState.counters: the race a player's Soul-Touch decline keeps for a revival, by name after this prefix (a
    name, not a catalogue index: a position stays readable whatever the catalogue's order)."""
    return f"revive {seat}: "


@dataclass(frozen=True, slots=True)
class Revived(RaceEvent):
    """X-POW-SOULTOUCH: an in-decline race active again with ``tokens`` new tokens from the tray (``badge``: its
    former badge back, "" for none)."""

    kind: ClassVar[str] = "revived"
    tokens: int
    badge: str

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        badge = f"with their {self.badge} badge" if self.badge else "without a special power"
        return f"{self.their(game)} are revived by Soul-Touch, {badge}: +{plural(self.tokens, 'token')}."


class SoulTouch(Power):
    name, rule = "Soul-Touch", "X-POW-SOULTOUCH"
    badge = POWER_BADGES[name]
    text = "At decline your older in-decline race stays, scores, and comes back to life on your next turn."
    help = ("When this race declines, your older in-decline race is not removed (a non-Spirit one first): it scores "
            "with the others, and on your next turn it becomes active again instead of a new pick: its tokens on the "
            "map turn active, it gets back its badge if that badge is in the discard pile (a Spirit badge stayed "
            "with it; otherwise it has no power) and tokens from the tray up to banner + badge.")
    keeps_older = True

    def on_decline(self, game: GameCore, rs: RaceState) -> None:
        """RULING 34: the race to revive, a non-Spirit one first, else the Spirit one (kept: R-DECL-2 step 1 is
        skipped, ``keeps_older``)."""
        older = [old for old in game.p[rs.seat].declined if old is not rs]
        kept = [old for old in older if not old.power.spirit] or older
        if kept:
            game.counters[_revive_key(rs.seat) + kept[0].race.name] = 1

    def reviving(self, game: GameCore, rs: RaceState) -> RaceState | None:
        """The race kept at the Soul-Touch decline, if a revival is pending and it is still in play."""
        prefix = _revive_key(rs.seat)
        key = next((key for key in game.counters if key.startswith(prefix)), "")
        name = key[len(prefix):]
        return next((o for o in game.p[rs.seat].declined if o.race.name == name), None) if key else None

    def revive(self, game: GameCore, rs: RaceState) -> bool:
        """X-INT-4 REVIVE (after the in-decline Ghouls' phase): the race kept at the Soul-Touch decline becomes
        active, if still in play."""
        old = self.reviving(game, rs)
        prefix = _revive_key(rs.seat)
        for key in [key for key in game.counters if key.startswith(prefix)]:
            del game.counters[key]
        if old is None:
            return False  # it left play: a new race is picked
        pl = game.p[rs.seat]
        badge = old.power
        if not badge.spirit:  # the badge comes back from the discard pile, else none
            if badge.name in game.power_discard:
                game.power_discard.remove(badge.name)
            else:
                badge = NO_POWER
        pl.declined.remove(old)
        pl.active = old
        old.set_power(badge)
        game.in_play.clear()  # scope.pieces_in_play: a race came back into play with its badge
        old.set_active(True)
        old.picked_turn = game.turn  # the revival counts as its pick (Wealthy)
        race = old.race
        on_map = sum(game.r_tokens[rid] for rid in old.regions)
        want = race.banner + badge.badge + race.extra_tokens - on_map - old.hand
        new = max(0, min(want, game.tray(old)))
        old.hand += new
        game.events.append(Revived(old.seat, old.title, new, badge.name))
        for ability in (race, badge):
            ability.on_pick(game, old)
        return True
