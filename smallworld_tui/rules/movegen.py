"""Legal move generation: every move the current player may make now, as a finite menu.

Finite on purpose (one redeploy move per layout, a few named layouts), so a player choosing uniformly at random
always finishes the game. A mixin of ``Game``; legality itself is decided in ``conquest.py`` and the handlers.
"""

from __future__ import annotations

from . import conquest as cq
from . import layouts as lay
from .actions import Action
from .errors import IllegalAction
from .phases import Phase
from .state import GameState, RaceState

_END = Action("end")
_DECLINE = Action("decline")
_BERSERK = Action("berserk")


class MoveGenerator(GameState):
    __slots__ = ()

    def legal_actions(self) -> list[Action]:
        """Every move the current player may make now; a finite menu, so random play always finishes."""
        phase = self.phase
        if phase == Phase.OVER:
            return []
        if phase == Phase.WITHDRAW:
            options = lay.withdraw_options(self, self.withdraw_queue[0])
            return [Action("withdraw", layout=lo, camps=c) for lo, c in options] + [_END]
        active = self.p[self.seat].active
        if phase == Phase.FORTRESS:
            return [Action("fortress", region=r) for r in self._fortress_targets(active)] + [_END]
        if phase == Phase.CAMPS:
            return [Action("camps", layout=lo) for lo in lay.camps_options(self, active)] + [_END]
        if phase == Phase.HEROES:
            return [Action("heroes", regions=rr) for rr in lay.heroes_options(self, active)] + [_END]
        if phase == Phase.ALLY:
            return [Action("ally", seat=s, name=self.players[s]) for s in self._ally_options(active)] + [_END]
        if phase == Phase.STOUT:
            return [_DECLINE, _END]
        out: list[Action] = []
        if phase in (Phase.START, Phase.PICK):
            if phase == Phase.START and not self.mode_decided:
                out.append(_DECLINE)
            ghouls = self._ghouls_to_start()
            if ghouls is not None:
                out += self._race_actions(ghouls, True)
            if phase == Phase.PICK:
                coins = self.p[self.seat].coins
                out += [Action("pick", combo=i + 1) for i in range(len(self.column)) if i <= coins]
                if not self.column:
                    out.append(_END)
                return out
            out += self._race_actions(active, False)
            out.append(_END)
            return out
        rs = self.acting
        out += self._race_actions(rs, not rs.active)
        out.append(_END)
        return out

    def _conquer_targets(self, rs: RaceState) -> list[int]:
        avail = self._available(rs)
        return [rid for rid in cq.candidates(self, rs)
                if not cq.block(self, rs, rid) and cq.cost(self, rs, rid) <= avail]

    def _race_actions(self, rs: RaceState, ghouls: bool) -> list[Action]:
        out: list[Action] = []
        if not rs.ended:
            avail = self._available(rs)
            rolling = rs.berserk_roll is not None
            berserk = rs.active and rs.power.berserk
            if not rs.started:
                out += [Action("abandon", r, ghouls=ghouls) for r in sorted(rs.regions)]
            if avail:
                targets = [rid for rid in cq.candidates(self, rs) if not cq.block(self, rs, rid)]
                for rid in targets:
                    need = cq.cost(self, rs, rid)
                    if need <= avail:
                        out.append(Action("conquer", rid, ghouls=ghouls))
                    elif not berserk and need - avail <= 3:
                        out.append(Action("roll", rid, ghouls=ghouls))
                if berserk and not rolling:
                    out.append(_BERSERK)
                if rs.active and rs.power.dragon and not rs.dragon_used and not rolling:
                    out += [Action("dragon", rid) for rid in targets]
            if rs.active and rs.race.converts and not rolling:
                for rid in cq.candidates(self, rs, convert=True):
                    try:
                        self._check_convert(rs, rid)
                    except IllegalAction:
                        continue
                    out.append(Action("convert", rid))
        out += [Action("redeploy", layout=lo, ghouls=ghouls) for lo in lay.redeploy_options(self, rs)]
        if ghouls:
            out.append(Action("end", ghouls=True))
        return out
