"""One handler per move kind. Each checks everything first (IllegalAction, game untouched), then mutates.

A mixin of ``Game``; the flow steps it calls live in ``flow.py``.
"""

from __future__ import annotations

from . import conquest as cq
from . import events as ev
from . import layouts as lay
from .actions import Action
from .errors import Code, IllegalAction, NotAMove
from .flow import MAX_FORTRESSES, TurnFlow
from .phases import Phase
from .state import RaceState


def _region(a: Action) -> int:
    """The region of a move that names one (``check`` made sure it is there)."""
    assert a.region is not None
    return a.region


class MoveHandlers(TurnFlow):
    __slots__ = ()

    def _actor(self, action: Action) -> RaceState:
        """The race a conquest-phase move is for, or IllegalAction saying why none can move now."""
        phase = self.phase
        if action.ghouls:
            ghouls = self.acting if (self.acting and not self.acting.active) else None
            if ghouls is not None and phase in (Phase.CONQUER, Phase.REDEPLOY):
                return ghouls
            ghouls = self._ghouls_to_start()
            if ghouls is not None:
                return ghouls
            raise IllegalAction("Your in-decline Ghouls cannot act now (they act first, before your active race, "
                                "and never in a decline turn).", Code.WRONG_PHASE)
        active = self.p[self.seat].active
        if phase == Phase.START and active is not None:
            return active
        if phase in (Phase.CONQUER, Phase.REDEPLOY) and self.acting is not None:
            if self.acting is active:
                return active
            raise IllegalAction("Your in-decline Ghouls are playing their phase: finish it first "
                                "('ghouls redeploy …' or 'ghouls end').", Code.WRONG_PHASE)
        raise IllegalAction(self.phase_hint(), Code.WRONG_PHASE)

    def phase_hint(self) -> str:
        """What to do now, in words (the phase table's hint)."""
        return self.phase.hint.format(player=self.players[self.current_player])

    def _conquering(self, action: Action) -> RaceState:
        """The acting race, checked to be able to make a conquest-phase move now."""
        rs = self._actor(action)
        if rs.ended:
            raise IllegalAction("Your conquests have ended this turn: redeploy your troops ('redeploy …' or "
                                "'end').", Code.WRONG_PHASE)
        return rs

    def _check_target(self, rs: RaceState, rid: int, convert: bool = False) -> None:
        code = cq.block(self, rs, rid, convert) if convert else self.ruleset.block(self, rs, rid)
        if code:
            raise cq.refusal(self, rs, rid, code)

    def _start(self, rs: RaceState) -> None:
        """Enter the conquest step for ``rs`` if this is its first move this turn."""
        if self.phase in (Phase.START, Phase.PICK):
            self._engage(rs)
        rs.started = True

    def _conquer_targets(self, rs: RaceState) -> list[int]:
        avail = self._available(rs)
        return [rid for rid, need in self.ruleset.targets(self, rs) if need <= avail]

    def _h_ability(self, a: Action) -> None:
        """A move an ability brings (AbilityMove): only for a race holding that ability, in its conquest step."""
        owner, move = self.ruleset.moves[a.kind]
        rs = self._conquering(a)
        if owner not in rs.abilities():
            raise IllegalAction(f"Your {rs.title} cannot '{a.kind}': that is the move of {owner.name}.",
                                Code.NO_ABILITY)
        if move.check is not None:
            move.check(self, rs, a.region)
        elif a.region not in move.targets(self, rs):
            raise IllegalAction(f"'{a}' is not possible now.", Code.ILLEGAL)
        self._start(rs)
        move.play(self, rs, a.region)

    def _h_pick(self, a: Action) -> None:
        if self.phase != Phase.PICK:
            raise IllegalAction("You can pick a combo only at the start of a turn without an active race."
                                if self.phase != Phase.START else
                                "You already have an active race: expand with it or decline it first.",
                                Code.WRONG_PHASE)
        index = (a.combo or 0) - 1
        if not 0 <= index < len(self.column):
            raise NotAMove(f"Pick a combo from 1 to {len(self.column)}.", Code.BAD_ARGUMENT)
        pl = self.p[self.seat]
        if pl.coins < index:  # R-COL-1
            raise IllegalAction(f"Combo {index + 1} costs {index} coins and you have {pl.coins}.", Code.CANNOT_AFFORD)
        self.ghouls_done = True
        for combo in self.column[:index]:
            combo[2] += 1
        race_name, power_name, found = self.column.pop(index)
        pl.coins += found - index  # R-COL-2
        self._refill()
        race, power = self.ruleset.races[race_name], self.ruleset.powers[power_name]
        rs = RaceState(race, power, self.seat, self.turn)
        rs.hand = race.banner + power.badge + race.extra_tokens  # R-COL-3
        rs.readied = True
        pl.active = rs
        self.mode_decided = True
        self.acting = rs
        self.phase = Phase.CONQUER
        self.events.append(ev.Picked(self.seat, rs.title, rs.hand, index, found))

    def _h_decline(self, a: Action) -> None:
        if self.phase == Phase.STOUT:  # R-POW-STOUT: after scoring, no second scoring
            self.ruleset.decline(self, self._active())
            self._start_withdrawals()
            return
        if self.phase != Phase.START or self.mode_decided:
            raise IllegalAction("You can decline only at the very start of your turn (a Stout race also at its "
                                "end)." if self.phase != Phase.PICK else "You have no active race to decline.",
                                Code.WRONG_PHASE)
        self.mode_decided = True
        self.ghouls_done = True  # R-TURN-2 step 3: no Ghoul action in a decline turn
        self.ruleset.decline(self, self._active())
        self._score()  # R-DECL-6
        self._end_turn()

    def _h_abandon(self, a: Action) -> None:
        target = _region(a)
        rs = self._conquering(a)
        if rs.started:
            raise IllegalAction("You can abandon regions only before your first conquest of the turn.",
                                Code.WRONG_PHASE)
        if target not in rs.regions:
            raise IllegalAction(f"Your {rs.title} do not hold {self.region_label(target)}.", Code.NOT_HELD)
        self._start(rs)
        rs.started = False  # abandoning is part of READY
        self._abandon(rs, target)

    def _h_conquer(self, a: Action) -> None:
        target = _region(a)
        rs = self._conquering(a)
        self._check_target(rs, target)
        need = cq.cost(self, rs, target)
        have = self._available(rs)
        if need > have:
            raise IllegalAction(f"You need {need} tokens for {self.region_label(target)} and have {have}"
                                + (" (try 'roll' with the reinforcement die)." if need - have <= 3 and have
                                   and not rs.power.berserk else "."), Code.NOT_ENOUGH_TOKENS)
        self._start(rs)
        rolled = rs.berserk_roll is not None
        rs.berserk_roll = None
        self.ruleset.resolve(self, rs, target, need, "berserk" if rolled else "")

    def _h_roll(self, a: Action) -> None:
        target = _region(a)
        rs = self._conquering(a)
        if rs.active and rs.power.berserk:
            raise IllegalAction("A Berserk race never makes the final reinforcement roll: use 'berserk' before a "
                                "conquest.", Code.NO_ABILITY)
        self._check_target(rs, target)
        need = cq.cost(self, rs, target)
        have = self._available(rs)
        if have < 1:
            raise IllegalAction("You need at least 1 token in hand to roll the reinforcement die.",
                                Code.NOT_ENOUGH_TOKENS)
        if not 1 <= need - have <= 3:  # R-DIE-1
            raise IllegalAction(f"The die can make up 1 to 3 missing tokens; {self.region_label(target)} "
                                f"needs {need} and you have {have}.", Code.NOT_ENOUGH_TOKENS)
        self._start(rs)
        face = self.roll_die()
        ok = rs.hand + face >= need
        self.events.append(ev.Rolled(rs.seat, rs.title, target, face, ok))
        if ok:  # R-DIE-3
            self.ruleset.resolve(self, rs, target, rs.hand, "die")
        self._conquests_over(rs)  # R-DIE-5

    def _h_berserk(self, a: Action) -> None:
        rs = self._conquering(a)
        if not (rs.active and rs.power.berserk):
            raise IllegalAction("Only a Berserk race rolls before a conquest.", Code.NO_ABILITY)
        if rs.berserk_roll is not None:
            raise IllegalAction("You already rolled for this conquest: conquer with it.", Code.ALREADY_USED)
        if self._available(rs) < 1:
            raise IllegalAction("You need at least 1 token in hand to roll.", Code.NOT_ENOUGH_TOKENS)
        self._start(rs)
        rs.berserk_roll = self.roll_die()
        self.events.append(ev.BerserkRolled(rs.seat, rs.title, rs.berserk_roll))
        if not self._conquer_targets(rs):  # R-POW-BERSERK: no conquest possible, conquests end
            self._conquests_over(rs)

    def _h_redeploy(self, a: Action) -> None:
        rs = self._actor(a)
        lay.check_redeploy(self, rs, a.layout)
        self._start(rs)
        self._redeploy(rs, a.layout)

    def _h_fortress(self, a: Action) -> None:
        target = _region(a)
        if self.phase != Phase.FORTRESS:
            raise IllegalAction("A Fortress is placed only at the end of a Fortified race's redeployment.",
                                Code.WRONG_PHASE)
        rs = self._active()
        if target not in self._fortress_targets(rs):
            raise IllegalAction(f"You cannot build a Fortress in {self.region_label(target)} (one per region, "
                                f"in your own regions, at most {MAX_FORTRESSES} on the map).", Code.ILLEGAL)
        self.set_marker("fortress", target, 1)
        self.events.append(ev.FortressBuilt(rs.seat, rs.title, target))
        self._after_conquest()

    def _h_camps(self, a: Action) -> None:
        if self.phase != Phase.CAMPS:
            raise IllegalAction("Encampments are placed only at the end of a Bivouacking race's redeployment.",
                                Code.WRONG_PHASE)
        rs = self._active()
        lay.check_camps(self, rs, a.layout)
        self._place_camps(rs, a.layout)

    def _h_heroes(self, a: Action) -> None:
        if self.phase != Phase.HEROES:
            raise IllegalAction("Heroes are placed only at the end of a Heroic race's redeployment.", Code.WRONG_PHASE)
        rs = self._active()
        lay.check_heroes(self, rs, list(a.regions))
        self._place_heroes(rs, a.regions)

    def _h_ally(self, a: Action) -> None:
        if self.phase != Phase.ALLY:
            raise IllegalAction("A Diplomat names an ally only at the end of its turn.", Code.WRONG_PHASE)
        assert a.seat is not None  # check() made sure
        if a.seat not in self._ally_options(self._active()):
            raise IllegalAction(f"You cannot make peace with {self.players[a.seat]}: you attacked their "
                                "active race this turn (or that is you).", Code.PEACE)
        self.p[self.seat].ally = a.seat
        self.events.append(ev.AllyNamed(self.seat, a.seat))
        self._start_withdrawals()

    def _h_withdraw(self, a: Action) -> None:
        if self.phase != Phase.WITHDRAW or not self.withdraw_queue:
            raise IllegalAction("No withdrawn tokens wait to be placed now.", Code.WRONG_PHASE)
        seat = self.withdraw_queue[0]
        lay.check_withdraw(self, seat, a.layout, a.camps)
        self._withdraw(seat, a.layout, a.camps)

    def _h_end(self, a: Action) -> None:
        """Finish the rest of this player's part of the turn with the documented defaults."""
        if a.ghouls:  # 'ghouls end': only the Ghouls' phase
            rs = self._actor(a)
            self._start(rs)
            self._redeploy(rs, lay.default_redeploy(self, rs))
            return
        if self.phase == Phase.PICK and self.column:
            raise IllegalAction("Pick a combo first: taking one is mandatory in a new-race turn.", Code.WRONG_PHASE)
        who, serial = self.current_player, self.serial
        while not self.is_over and self.serial == serial and self.current_player == who:
            step = self.phase.end_step  # the phase table says what ``end`` does here (phases.py)
            if not step or (self.phase is Phase.PICK and self.column):
                return  # a mandatory pick is not a default: stop there
            getattr(self, step)()

    # --- what ``end`` does in each phase, one step at a time (named by the phase table) ----------------------
    def _end_pick(self) -> None:
        self._after_conquest()  # R-COL-7: nothing left to pick

    def _end_start(self) -> None:
        self._engage(self._active())

    def _end_conquer(self) -> None:
        acting = self._acting()
        self._redeploy(acting, lay.default_redeploy(self, acting))

    def _end_camps(self) -> None:
        active = self._active()
        self._place_camps(active, lay.default_camps(self, active))

    def _end_heroes(self) -> None:
        active = self._active()
        self._place_heroes(active, lay.default_heroes(self, active))

    def _end_withdraw(self) -> None:
        seat = self.withdraw_queue[0]
        self._withdraw(seat, *lay.default_withdraw(self, seat))

    _HANDLERS = {
        "pick": _h_pick, "decline": _h_decline, "abandon": _h_abandon, "conquer": _h_conquer, "roll": _h_roll,
        "berserk": _h_berserk, "redeploy": _h_redeploy,
        "fortress": _h_fortress, "camps": _h_camps, "heroes": _h_heroes, "ally": _h_ally,
        "withdraw": _h_withdraw, "end": _h_end,
    }
