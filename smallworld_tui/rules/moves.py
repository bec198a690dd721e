"""One handler per move kind. Each checks everything first (IllegalAction, game untouched), then mutates.

A mixin of ``Game``; the flow steps it calls live in ``flow.py``. Moves the abilities bring (ability.py,
``AbilityMove``) have two generic handlers: ``_h_ability`` for those offered among the conquest moves, ``_h_step``
for the questions asked at the other turn points; ``skip`` passes an optional question.
"""

from __future__ import annotations

from . import conquest as cq
from . import events as ev
from . import layouts as lay
from .ability import AT_PREPARE, AT_RACE_SETUP, AT_REDEPLOY, FAILED_ROLL, Ability, AbilityMove
from .actions import Action
from .errors import Code, IllegalAction, NotAMove, quote
from .flow import Question, TurnFlow
from .phases import CONQUER, PICK, REDEPLOY, START, STEP, WITHDRAW
from .state import RaceState

_PLAIN_MEANS = Ability.means  # the default hook: a conquest with tokens
_NO_ABANDON = Ability.on_abandon  # the default hook: abandoning does nothing more


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
            if ghouls is not None and (phase is CONQUER or phase is REDEPLOY):
                return ghouls
            ghouls = self._ghouls_to_start()
            if ghouls is not None:
                return ghouls
            raise IllegalAction("Your in-decline Ghouls cannot act now (they act first, before your active race, "
                                "and never in a decline turn).", Code.WRONG_PHASE)
        active = self.p[self.seat].active
        if phase is START and active is not None:
            return active
        if (phase is CONQUER or phase is REDEPLOY) and self.acting is not None:
            if self.acting is active:
                return active
            raise IllegalAction("Your in-decline Ghouls are playing their phase: finish it first "
                                "('ghouls redeploy …' or 'ghouls end').", Code.WRONG_PHASE)
        raise IllegalAction(self.phase_hint(), Code.WRONG_PHASE)

    def phase_hint(self) -> str:
        """What to do now, in words (the phase table's hint; a waiting question's own)."""
        question = self._question()
        step = question[1].hint if question else ""
        return self.phase.hint.format(player=self.players[self.current_player], step=step)

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
        phase = self.phase
        if phase is START or phase is PICK:
            self._engage(rs)
        rs.started = True

    def _h_ability(self, a: Action) -> None:
        """A move an ability brings at the ``conquer`` point: only for a piece of the conquering race that holds
        it, while no other ability's pending state holds the conquest (a Berserk roll)."""
        owner, move = self.ruleset.moves[a.kind]
        rs = self._conquering(a)
        pieces = [ability for ability, held in self.ruleset.pieces(self) if held is rs]
        if owner not in pieces:
            raise IllegalAction(f"Your {rs.title} cannot '{a.kind}': that is the move of {owner.name}.",
                                Code.NO_ABILITY)
        for ability in pieces:
            waits = ability.pending(self, rs) if ability is not owner else ""
            if waits:
                raise IllegalAction(waits, Code.WRONG_PHASE)
        self._check_move(move, rs, a)
        self._start(rs)
        move.play(self, rs, a)

    def _trusted_ability(self, a: Action) -> None:
        """``_h_ability`` for a move of the menu of this very state (``apply``): the menu offers a piece's moves
        only for the conquering race holding it, only the pending ability's while one waits, and only what its own
        menu lists, so nothing is checked again."""
        _, move = self.ruleset.moves[a.kind]
        rs = self._actor(a)
        self._start(rs)
        move.play(self, rs, a)

    def _check_move(self, move: AbilityMove, rs: RaceState, a: Action) -> None:
        if move.check is not None:
            move.check(self, rs, a)
        elif a not in move.options(self, rs):
            raise IllegalAction(f"{quote(str(a), 60)} is not possible now.", Code.ILLEGAL)

    def _h_step(self, a: Action) -> None:
        """The answer to the question waiting now (or, during the conquests, to the first ``redeploy`` one,
        which ends them)."""
        self._answer(a, True)

    def _trusted_step(self, a: Action) -> None:
        """``_h_step`` for a move of the menu of this very state (``apply``): the question's own menu listed it,
        so it is not checked again."""
        self._answer(a, False)

    def _answer(self, a: Action, checked: bool, question: Question | None = None) -> None:
        """Answer the waiting question (``question``: it, when the caller has just found it)."""
        question = question or self._question()
        if question is None or question[1].kind != a.kind:
            self._answer_early(a, checked)
            return
        _, move, rs = question
        if checked:
            self._check_move(move, rs, a)
        move.play(self, rs, a)
        self._answered()

    def _answer_early(self, a: Action, checked: bool = True) -> None:
        """A ``redeploy`` question answered during the conquests (W-TURN-2 step 1), or a refusal."""
        rs = self.p[self.seat].active
        found = self._redeploy_question(rs) if rs is not None and self.current_player == self.seat else None
        if rs is None or found is None or (a.kind != "skip" and found[1].kind != a.kind):
            declared = self.ruleset.moves.get(a.kind)
            raise IllegalAction((declared[1].when if declared else "") or self.phase_hint(), Code.WRONG_PHASE)
        index, move, _ = found
        if a.kind == "skip" and move.default is not None and not move.may:
            raise IllegalAction("That question is not optional: answer it or take its default ('end').",
                                Code.ILLEGAL)
        if a.kind != "skip" and checked:
            self._check_move(move, rs, a)
        self._start(rs)
        self._end_conquests(rs)
        self.step_at, self.step_index = AT_REDEPLOY, index
        if a.kind != "skip":
            move.play(self, rs, a)
        self._answered(a.kind != "skip")

    def _h_skip(self, a: Action) -> None:
        """Pass an optional question where that differs from ``end`` (``_skippable``)."""
        question = self._question()
        if question is None:
            self._answer_early(a)
            return
        if question[1].default is not None and not question[1].may:  # RULES-EXP X-INT-13: a MAY with a default
            raise IllegalAction("That question is not optional: answer it or take its default ('end').",
                                Code.ILLEGAL)
        if not question[1].may and not self._skippable(self._point(), self.step_index):
            raise IllegalAction("Nothing follows this question: finish the turn with 'end'.", Code.WRONG_PHASE)
        self._answered(False)

    def _h_pick(self, a: Action) -> None:
        if self.phase != PICK:
            raise IllegalAction("You can pick a combo only at the start of a turn without an active race."
                                if self.phase != START else
                                "You already have an active race: expand with it or decline it first.",
                                Code.WRONG_PHASE)
        index = (a.combo or 0) - 1
        if not 0 <= index < len(self.column):
            raise NotAMove(f"Pick a combo from 1 to {len(self.column)}.", Code.BAD_ARGUMENT)
        pl = self.p[self.seat]
        price = self.pick_price(index)  # R-COL-1; X-INT-2 skip prices
        if pl.coins < price:
            raise IllegalAction(f"Combo {index + 1} costs {price} coins and you have {pl.coins}.", Code.CANNOT_AFFORD)
        self.ghouls_done = True
        hooked = self.ruleset.skip_hooked
        skips = self.ruleset.powers if self.ruleset.expansions else None  # X-INT-2: each combo's skip price (Cursed: 3)
        for combo in self.column[:index]:
            combo[2] += skips[combo[1]].skip_price if skips is not None else 1
            if hooked:  # X-INT-2: the skip hooks of the combo passed over (a Homunculi combo gains a token)
                for ability in (self.ruleset.races[combo[0]], self.ruleset.powers[combo[1]]):
                    if ability in hooked:
                        ability.on_skipped(self, combo)
        taken = self.column.pop(index)
        race_name, power_name, found = taken[:3]
        lying = taken[3] if len(taken) > 3 else 0  # X-INT-3: tokens lying on the combo (Homunculi)
        pl.coins += found - price  # R-COL-2
        self._refill()
        race, power = self.ruleset.races[race_name], self.ruleset.powers[power_name]
        rs = RaceState(race, power, self.seat, self.turn)
        rs.hand = race.banner + power.badge + race.extra_tokens  # R-COL-3
        if lying:  # X-INT-3: those tokens, plus what the tray still holds of the rest
            rs.hand = lying + min(rs.hand, race.supply - lying)
        rs.readied = True
        pl.active = rs
        self.in_play.clear()  # scope.pieces_in_play: a race entered play
        self.mode_decided = True
        self.acting = rs
        self.events.append(ev.Picked(self.seat, rs.title, rs.hand, price, found))
        for witness in self.ruleset.witnesses:  # RULES-EXP X-POW-COPYCAT: a copy of this badge ends; none in base
            witness.witness(self, "pick", self.seat, rs)
        for ability in (race, power):
            ability.on_pick(self, rs)
        self._ask(AT_RACE_SETUP)

    def _h_decline(self, a: Action) -> None:
        at_mode = self.phase is START or (self.phase is STEP and self.step_at == AT_PREPARE)
        if not at_mode or self.mode_decided:
            raise IllegalAction("You can decline only at the very start of your turn." if self.phase != PICK
                                else "You have no active race to decline.", Code.WRONG_PHASE)
        self.step_at, self.step_index = "", 0
        self.mode_decided = True
        self.ghouls_done = True  # R-TURN-2 step 3: no Ghoul action in a decline turn
        rs = self._active()
        self.ruleset.decline(self, rs)
        # R-DECL-6 SCORE, then WITHDRAWALS (W-TURN-2: pieces a bomb made withdraw at START are placed; none in the
        # base game), after the questions asked of a race that has just declined (RULES-EXP X-INT-8: the Ivory Tower)
        self._declined(rs)

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
        if self.ruleset.abandoners and rs.active:  # RULES-EXP X-RACE-NOMADS: the race's and power's hook
            race, power = rs.race, rs.power
            if type(race).on_abandon is not _NO_ABANDON:
                race.on_abandon(self, rs, target)
            if type(power).on_abandon is not _NO_ABANDON:
                power.on_abandon(self, rs, target)

    def _h_conquer(self, a: Action) -> None:
        target = _region(a)
        rs = self._conquering(a)
        self._check_target(rs, target)
        need = cq.cost(self, rs, target)
        have = self._available(rs)
        if need > have:
            raise IllegalAction(f"You need {need} tokens for {self.region_label(target)} and have {have}"
                                + (" (try 'roll' with the reinforcement die)." if need - have <= 3 and have
                                   and not self._no_final_roll(rs) else "."), Code.NOT_ENOUGH_TOKENS)
        self._conquer(rs, target, need)

    def _trusted_conquer(self, a: Action) -> None:
        """``_h_conquer`` for a move of the menu of this very state (``apply``): target and tokens checked."""
        rs = self._actor(a)
        target = _region(a)
        self._conquer(rs, target, cq.cost(self, rs, target))

    def _conquer(self, rs: RaceState, target: int, need: int) -> None:
        self._start(rs)
        self.ruleset.pay(self, rs, target)  # W-CONQ-1d: payments before the conquest
        means = ""
        if rs.active:  # ``abilities()`` without its tuple; asked only of an ability that has a way (Berserk)
            race, power = rs.race, rs.power
            if type(race).means is not _PLAIN_MEANS:
                means = race.means(self, rs) or means
            if type(power).means is not _PLAIN_MEANS:
                means = power.means(self, rs) or means
        self.ruleset.resolve(self, rs, target, need, means)

    @staticmethod
    def _no_final_roll(rs: RaceState) -> str:
        """Why the race never makes the final die roll (an ability's rule), "" if it may."""
        return next((ab.no_final_roll for ab in rs.abilities() if ab.no_final_roll), "")

    def _h_roll(self, a: Action) -> None:
        target = _region(a)
        rs = self._conquering(a)
        refused = self._no_final_roll(rs)
        if refused:
            raise IllegalAction(refused, Code.NO_ABILITY)
        self._check_target(rs, target)
        need = cq.cost(self, rs, target)
        have = self._available(rs)
        least = rs.race.min_pieces if rs.active else 1  # RULING 16: Tauren need 2
        if have < least:
            raise IllegalAction(f"You need at least {least} token{'s' if least > 1 else ''} in hand to roll the "
                                "reinforcement die.", Code.NOT_ENOUGH_TOKENS)
        if not 1 <= need - have <= 3:  # R-DIE-1
            raise IllegalAction(f"The die can make up 1 to 3 missing tokens; {self.region_label(target)} "
                                f"needs {need} and you have {have}.", Code.NOT_ENOUGH_TOKENS)
        self._final_roll(rs, target, need)

    def _trusted_roll(self, a: Action) -> None:
        """``_h_roll`` for a move of the menu of this very state (``apply``): the menu offers a roll only on a
        target the race may attack that its tokens miss by 1 to 3, to a race that may roll (R-DIE-1, RULING 16)."""
        rs = self._actor(a)
        target = _region(a)
        self._final_roll(rs, target, cq.cost(self, rs, target))

    def _final_roll(self, rs: RaceState, target: int, need: int) -> None:
        self._start(rs)
        self.ruleset.pay(self, rs, target)  # W-CONQ-1d: payments before the attempt too
        face = self.roll_die()
        ok = rs.hand + face >= need
        self.events.append(ev.Rolled(rs.seat, rs.title, target, face, ok))
        if ok:  # R-DIE-3
            self.ruleset.resolve(self, rs, target, rs.hand, "die")
        elif rs.active and (rs.race.remembers_roll or rs.power.remembers_roll):  # X-POW-MERCENARY decides later
            rs.flags.update(zip(FAILED_ROLL, (target, face, rs.hand)))
        self._conquests_over(rs)  # R-DIE-5

    def _h_redeploy(self, a: Action) -> None:
        rs = self._actor(a)
        found = None if a.ghouls else self._redeploy_question(rs)
        if found is not None:  # W-TURN-2 REDEPLOY step 1 comes first
            raise IllegalAction(found[1].hint or self.phase_hint(), Code.WRONG_PHASE)
        lay.check_redeploy(self, rs, a.layout)
        self._start(rs)
        self._redeploy(rs, a.layout)

    def _trusted_redeploy(self, a: Action) -> None:
        """``_h_redeploy`` for a layout the menu offered in this very state (``apply``): already checked."""
        rs = self._actor(a)
        self._start(rs)
        self._redeploy(rs, a.layout)

    def _h_withdraw(self, a: Action) -> None:
        if self.phase is not WITHDRAW or not self.withdraw_queue:
            raise IllegalAction("No withdrawn tokens wait to be placed now.", Code.WRONG_PHASE)
        seat = self.withdraw_queue[0]
        lay.check_withdraw(self, seat, a.layout, a.camps)
        self._withdraw(seat, a.layout, a.camps)

    def _trusted_withdraw(self, a: Action) -> None:
        """``_h_withdraw`` for a placement the menu offered in this very state (``apply``): already checked."""
        self._withdraw(self.withdraw_queue[0], a.layout, a.camps)

    def _h_end(self, a: Action) -> None:
        """Finish the rest of this player's part of the turn with the documented defaults."""
        if a.ghouls:  # 'ghouls end': only the Ghouls' phase
            rs = self._actor(a)
            self._start(rs)
            self._redeploy(rs, lay.default_redeploy(self, rs))
            return
        if self.phase is PICK and self.column:
            raise IllegalAction("Pick a combo first: taking one is mandatory in a new-race turn.", Code.WRONG_PHASE)
        who, serial = self.current_player, self.serial
        while not self.is_over and self.serial == serial and self.current_player == who:
            step = self.phase.end_step  # the phase table says what ``end`` does here (phases.py)
            if not step or (self.phase is PICK and self.column):
                return  # a mandatory pick is not a default: stop there
            getattr(self, step)()

    # --- what ``end`` does in each phase, one step at a time (named by the phase table) ----------------------
    def _end_pick(self) -> None:
        self._after_conquest()  # R-COL-7: nothing left to pick

    def _end_start(self) -> None:
        self._engage(self._active())

    def _end_conquer(self) -> None:
        acting = self._acting()
        if not acting.ended:
            self._conquests_over(acting)  # the ``redeploy`` point's questions, then the redeployment
        else:
            self._redeploy(acting, lay.default_redeploy(self, acting))

    def _end_step(self) -> None:
        """The waiting question's documented default: skip an optional one, play a mandatory one's rule."""
        question = self._question()
        assert question is not None, "phase STEP has a waiting question"
        _, move, rs = question
        default = move.default(self, rs) if move.default is not None else None
        if default is not None:
            move.play(self, rs, default)
        self._answered(default is not None)

    def _end_withdraw(self) -> None:
        seat = self.withdraw_queue[0]
        self._withdraw(seat, *lay.default_withdraw(self, seat))

    _HANDLERS = {
        "pick": _h_pick, "decline": _h_decline, "abandon": _h_abandon, "conquer": _h_conquer, "roll": _h_roll,
        "redeploy": _h_redeploy, "withdraw": _h_withdraw, "skip": _h_skip, "end": _h_end,
    }
    # the handlers for a move of the menu of this very state (``apply``): the same, but for the checks they skip
    _TRUSTED = {**_HANDLERS, "redeploy": _trusted_redeploy, "conquer": _trusted_conquer, "roll": _trusted_roll,
                "withdraw": _trusted_withdraw}
