"""Legal move generation: every move the current player may make now, as a finite menu.

Finite on purpose (one redeploy move per layout, a few named layouts), so a player choosing uniformly at random
always finishes the game. A mixin of ``Game``; legality itself is decided in ``conquest.py`` and the handlers.
"""

from __future__ import annotations

from . import layouts as lay
from .actions import Action
from .moves import MoveHandlers
from .phases import Phase
from .state import RaceState

_END = Action("end")
_DECLINE = Action("decline")
_BERSERK = Action("berserk")


class MoveGenerator(MoveHandlers):
    __slots__ = ()

    def legal_actions(self) -> list[Action]:
        """Every move the current player may make now; a finite menu, so random play always finishes."""
        phase = self.phase
        if phase == Phase.OVER:
            return []
        if phase == Phase.WITHDRAW:
            options = lay.withdraw_options(self, self.withdraw_queue[0])
            return [Action("withdraw", layout=lo, camps=c) for lo, c in options] + [_END]
        if phase == Phase.FORTRESS:
            return [Action("fortress", region=r) for r in self._fortress_targets(self._active())] + [_END]
        if phase == Phase.CAMPS:
            return [Action("camps", layout=lo) for lo in lay.camps_options(self, self._active())] + [_END]
        if phase == Phase.HEROES:
            return [Action("heroes", regions=rr) for rr in lay.heroes_options(self, self._active())] + [_END]
        if phase == Phase.ALLY:
            return [Action("ally", seat=s, name=self.players[s]) for s in self._ally_options(self._active())] + [_END]
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
            out += self._race_actions(self._active(), False)
            out.append(_END)
            return out
        rs = self._acting()
        out += self._race_actions(rs, not rs.active)
        out.append(_END)
        return out

    def _race_actions(self, rs: RaceState, ghouls: bool) -> list[Action]:
        out: list[Action] = []
        if not rs.ended:
            avail = self._available(rs)
            rolling = rs.berserk_roll is not None
            berserk = rs.active and rs.power.berserk
            if not rs.started:
                abandon = _ROWS["abandon", ghouls]
                out += [abandon[r] for r in sorted(rs.regions)]
            if avail:
                targets = self.ruleset.targets(self, rs)  # one scan (the ruleset's hook)
                conquer, roll = _ROWS["conquer", ghouls], _ROWS["roll", ghouls]
                reach = avail if berserk else avail + 3  # the die makes up 1 to 3 missing tokens (R-DIE-1)
                out += [conquer[rid] if need <= avail else roll[rid] for rid, need in targets if need <= reach]
                if berserk and not rolling:
                    out.append(_BERSERK)
        if rs.active and not rs.ended and (rs.race.moves or rs.power.moves):  # moves the abilities bring
            for ability in (rs.race, rs.power):
                for move in ability.moves:
                    out += [Action(move.kind, region=r) for r in move.targets(self, rs)]
        redeploy = lay.redeploy_options(self, rs)
        if ghouls:
            out += [Action("redeploy", layout=lo, ghouls=True) for lo in redeploy]
            out.append(_GHOULS_END)
        else:  # ``Action("redeploy", layout=lo)`` without keyword parsing: a menu holds many
            new, before, after = tuple.__new__, _BEFORE, _AFTER
            out += [new(Action, before + (lo,) + after) for lo in redeploy]
        return out


class _Row(dict[int, Action]):
    """Actions naming one region, made once per (kind, region, ghouls) and shared: they are immutable values."""

    __slots__ = ("kind", "ghouls")

    def __init__(self, kind: str, ghouls: bool):
        super().__init__()
        self.kind, self.ghouls = kind, ghouls

    def __missing__(self, rid: int) -> Action:
        action = self[rid] = Action(self.kind, region=rid, ghouls=self.ghouls)
        return action


_ROWS = {(kind, ghouls): _Row(kind, ghouls) for kind in ("abandon", "conquer", "roll")
         for ghouls in (False, True)}
_GHOULS_END = Action("end", ghouls=True)


_AT = Action._fields.index("layout")
_BEFORE, _AFTER = Action("redeploy")[:_AT], Action("redeploy")[_AT + 1:]  # the fields around the layout
