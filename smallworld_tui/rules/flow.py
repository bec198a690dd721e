"""The turn flow of RULES.md section 5: steps that run by themselves between the players' decisions.

START → MODE → (Ghoul phase) → PICK/READY → CONQUER → REDEPLOY → placements → SCORE → END_CHOICES → WITHDRAWALS,
plus decline (R-DECL) and leaving play. A mixin of ``Game``; each step either asks for a decision (sets
``phase``, a ``Phase``) or runs and moves on.

Abilities' questions (ability.py, ``AbilityMove`` and its ``Point``): at each turn point the flow asks the
questions of the pieces the ruleset names (``Ruleset.pieces``), in the ruleset's order (``Ruleset.step_order``),
one at a time: a question with a menu waits in phase ``STEP`` (``step_at``/``step_index`` say which); one with
no menu is not asked; a mandatory ``auto`` one with a single entry is played at once. When the point's questions
are done the flow goes on from that point (``_AFTER``). The points: ``start`` (before MODE), ``prepare`` (MODE
made explicit when it asks: decline, or answer and expand), ``race_setup`` (after PICK), ``redeploy`` (when the
conquests end; its first waiting question is also offered during the conquests, and answering it ends them),
``placements`` (after the redeployment's moves) and ``end_choices`` (after SCORE).
"""

from __future__ import annotations

from operator import attrgetter

from . import events as ev
from . import layouts as lay
from .ability import (
    AT_DECLINED,
    AT_END_CHOICES,
    AT_PLACEMENTS,
    AT_PREPARE,
    AT_RACE_SETUP,
    AT_REDEPLOY,
    AT_START,
    Ability,
    AbilityMove,
    Point,
)
from .actions import Action, Layout
from .core import GameCore
from .phases import BETWEEN, CONQUER, OVER, PICK, REDEPLOY, START, STEP, WITHDRAW
from .pieces import base_pieces, base_questions
from .state import PlayerState, RaceState

Question = tuple[Ability, AbilityMove, RaceState]
_COINS = attrgetter("coins")
_NO_READY = Ability.on_ready  # the default hook: nothing happens as READY begins
_NO_DECLINE = Ability.on_decline  # the default hook: nothing leaves the map with the ability
_NO_AFTER = Ability.after_redeploy  # the default hook: no gain for later turns (X-POW-FIREBALL has one)


def decline(g: GameCore, rs: RaceState) -> None:
    """R-DECL-2, in its order: the base game's decline, the default of the ruleset's ``decline`` hook."""
    pl = g.p[rs.seat]
    for witness in g.ruleset.witnesses:  # X-INT-8: a Copycat copy ends first (RULES-EXP); none in the base game
        witness.witness(g, "decline", rs.seat, rs)
    if rs.active:  # X-INT-8: what leaves the map with an expansion's ability (Winter, Hordes of
        # tokens: X-INT-8 step 3); no base piece has any
        for ability in (rs.race, rs.power):
            if type(ability).on_decline is not _NO_DECLINE:
                ability.on_decline(g, rs)
    # 1. the older non-Spirit decline race leaves play. RULES.md is silent on a wiped-out *Spirit* race
    # declining (R-TURN-4 b): step 1 never runs for a Spirit decline, so the older race stays and scores.
    if not rs.power.spirit and not rs.power.keeps_older:  # RULES-EXP X-POW-SOULTOUCH keeps them
        for old in list(pl.declined):
            if not old.power.spirit:
                g.leave_play(old)
    if g.ruleset.decline_watchers:  # RULES-EXP X-INT-8: step 2 fires the triggers on a decline (the Historian)
        decline_seen(g, rs)
    rs.set_active(False)  # 2. flip; the badge is discarded unless Spirit
    pl.active = None
    pl.declined.append(rs)
    g.in_play.clear()  # scope.pieces_in_play: the order of the player's races changed
    if not rs.power.spirit:
        g.power_discard.append(rs.power.name)
    for rid in rs.regions:  # 3. active-only markers go; 4. one token per region (Ghouls keep all)
        g.clear_markers(rid, keep=lambda m: m.kept_in_decline)
        if not rs.race.keeps_all_on_decline:
            g.r_tokens[rid] = 1
    rs.hand = rs.withdrawn = rs.offmap = rs.marker_pool = rs.markers_back = 0
    g.events.append(ev.Declined(rs.seat, rs.name))
    if not rs.regions:
        g.leave_play(rs)


def decline_seen(g: GameCore, rs: RaceState) -> None:
    """``rs`` is going into decline (R-DECL-2 step 2, before the flip): every active race whose race or power
    ``watches_declines`` sees it, ``rs`` itself included (RULES-EXP X-INT-8, X-POW-HISTORIAN). A ruleset's or a
    piece's own decline (Soul-Touch) calls it at the same step."""
    for pl in g.p:
        watcher = pl.active
        if watcher is not None and watcher.active:
            for ability in (watcher.race, watcher.power):
                if ability.watches_declines:
                    ability.saw_decline(g, watcher, rs)


def tiebreak(g: GameCore, seat: int) -> int:
    """R-END-2: race tokens on the map; the default of the ruleset's ``tiebreak`` hook."""
    return g.tokens_on_map(seat)


def _in_order(questions: list[Question], order: tuple[str, ...]) -> None:
    """Sort one point's questions in the ruleset's ``step_order`` (those it does not name last)."""
    questions.sort(key=lambda q: order.index(q[1].name) if q[1].name in order else len(order))


class TurnFlow(GameCore):
    __slots__ = ()

    def _begin_turn(self) -> None:
        """R-TURN-2 START and MODE."""
        self.serial += 1
        pl = self.p[self.seat]
        self.current_player = self.seat
        self.events.append(ev.PlayerStarted(self.seat))
        if self.ruleset.starts:  # X-INT-4 START (RULES-EXP: Lava, Pots of Gold, a Copycat copy); never in the base
            self._start_hooks(pl)  # game
        pl.new_turn()
        rs = pl.active
        if rs is not None:
            rs.new_turn()
        for rs in pl.declined:
            rs.new_turn()
        self.acting: RaceState | None = None
        self.mode_decided = False
        self.ghouls_done = False
        self.withdraw_queue: list[int] = []
        self._ask(AT_START)

    def _start_hooks(self, pl: PlayerState) -> None:
        """X-INT-4 START: (a, b) the ``on_start`` of each of the player's races' abilities that has one, then (c)
        the ``witness`` of every piece that has one (a Copycat copy ends)."""
        starters = self.ruleset.starters
        for rs in (pl.active, *pl.declined):  # ``races()``' order, without its list
            if rs is not None and rs.starts:  # its race or power is one of ``starters`` (as a rule neither is)
                for ability in (rs.race, rs.power):
                    if ability in starters:
                        ability.on_start(self, rs)
        for witness in self.ruleset.witnesses:
            witness.witness(self, "start", self.seat, pl.active)

    def _after_start(self) -> None:
        """MODE: pick (no active race), or decline/expand; asked explicitly when the ``prepare`` point asks."""
        rs = self.p[self.seat].active
        if rs is None and self.ruleset.revivers:  # X-INT-4 MODE REVIVE (RULES-EXP)
            kept = self._revival()
            ghouls = self._ghoul_race() if kept is not None else None
            if ghouls is not None and ghouls is not kept:  # GHOUL_PHASE first, then REVIVE (``_after_ghouls``)
                self._engage(ghouls)  # no pick and no decline in a REVIVE turn: the Ghouls' phase begins
                return
            if self._revived():
                self.phase = START
                self.mode_decided = True  # no decline: the revived race expands (X-POW-SOULTOUCH)
                return
        if rs is None:
            self.phase = PICK
            if not self.column and self._ghoul_race() is None:
                self._after_conquest()  # R-COL-7: nothing to pick, nothing to do but score
            return
        self.phase = START
        ruleset = self.ruleset
        if ruleset.pieces is base_pieces and AT_PREPARE not in rs.asks_at and AT_PREPARE not in ruleset.held_points:
            return  # nobody asks there (``base_questions``' shortcut, spared its calls at every MODE): the usual case
        questions = self._questions(AT_PREPARE)  # listed once, for the test and the asking
        if questions and any(move.options(self, qrs) for _, move, qrs in questions):
            self._ask(AT_PREPARE, 0, questions)

    def _revival(self) -> RaceState | None:
        """The in-decline race a pending revival will make active this turn (``Ability.reviving``), if any."""
        revivers = self.ruleset.revivers
        for old in self.p[self.seat].declined:
            for ability in (old.race, old.power):
                if ability in revivers:
                    kept = ability.reviving(self, old)
                    if kept is not None:
                        return kept
        return None

    def _revived(self) -> bool:
        """Whether an in-decline race of the player became active again at MODE (``Ability.revive``)."""
        revivers = self.ruleset.revivers
        for old in list(self.p[self.seat].declined):
            for ability in (old.race, old.power):
                if ability in revivers and ability.revive(self, old):
                    return True
        return False

    def _after_prepare(self) -> None:
        """The questions answered: the player expands. In-decline Ghouls still play their phase first (R-TURN-2
        step 4: RULES-EXP X-RACE-IGORS' exchange is asked before it), then READY."""
        if not self.ghouls_done and self._ghoul_race() is not None:
            self.phase = START  # MODE is decided: the Ghouls' moves, or the active race's to begin READY
            self.mode_decided = True
            return
        self._engage(self._active())

    def _after_race_setup(self) -> None:
        self.phase = CONQUER

    # --- the abilities' questions at the turn points (see the module docstring) ------------------------------
    def _questions(self, point: Point) -> list[Question]:
        """Every question declared at ``point`` by the pieces acting now, in the ruleset's order."""
        ruleset = self.ruleset
        if point not in ruleset.points:  # no piece of this ruleset asks there: the usual case
            return []
        if ruleset.pieces is base_pieces:
            out = base_questions(self, point)  # its own shortcut first: as a rule []
        else:
            out = [(ability, move, rs) for ability, rs in ruleset.pieces(self) for move in ability.moves
                   if move.at == point or point in move.also]
        if not out and point is AT_DECLINED:  # RULES-EXP X-INT-8: asked of the race that has just declined
            out = self._declined_questions()
        order = ruleset.step_order
        if len(out) > 1 and order:
            _in_order(out, order)
        return out

    def _declined_questions(self) -> list[Question]:
        """The ``declined`` point's questions: those of the race that has just declined (``acting``), in decline."""
        rs = self.acting
        if rs is None or rs.active:
            return []
        asking = self.ruleset.asks[AT_DECLINED]
        pair: tuple[Ability, Ability] = (rs.race, rs.power)
        return [(ability, move, rs) for ability in pair for move in asking.get(ability, ())]

    def _ask(self, point: Point, index: int = 0, questions: list[Question] | None = None) -> None:
        """Ask the questions of ``point`` from ``index`` on; when none waits, go on from the point. ``questions``:
        that point's, if the caller has just listed them."""
        self.phase = BETWEEN
        ruleset = self.ruleset
        while point in ruleset.points:  # else no piece of this ruleset asks there: the usual case
            if questions is None:  # (again after each one played: pieces may have changed)
                if ruleset.pieces is base_pieces:
                    # ``_questions``' way, inlined on this hot path (every turn point) to spare the calls, with
                    # ``base_questions``' shortcut first: neither the race nor the power asks here, and no piece
                    # asking here lies face up (``held`` names none: tests/wow/test_turn_questions_index.py), or
                    # none is held (as a rule where one lies face up: WoW's placements). ``held`` is asked once
                    rs = self.p[self.seat].active
                    if rs is None:
                        if point is AT_DECLINED:  # RULES-EXP X-INT-8: asked of the race that has just declined
                            questions = self._questions(point)
                            continue
                        break
                    held = (ruleset.held(self, rs) if point in ruleset.held_points and (up := self.face_up)
                            and not up.isdisjoint(ruleset.askers[point]) else ())
                    if not held and point not in rs.asks_at:
                        break
                    questions = base_questions(self, point, held)
                    if len(questions) > 1 and ruleset.step_order:
                        _in_order(questions, ruleset.step_order)
                else:
                    questions = self._questions(point)
            if index >= len(questions):
                break
            _, move, rs = questions[index]
            options = move.options(self, rs)
            # one entry of a mandatory question is no decision, unless MODE is still open (PREPARE: declining is the
            # other answer)
            alone = (move.auto and move.default is not None and len(options) == 1
                     and not (point is AT_PREPARE and not self.mode_decided))
            if options and not alone:
                self.phase, self.step_at, self.step_index = STEP, point, index
                return
            if options:  # a mandatory move with one legal outcome: there is no decision to take
                move.play(self, rs, options[0])
                questions = None
                if move.repeat:  # asked again: its menu shrank (ability.py ``repeat``)
                    continue
            index += 1
        self.step_at, self.step_index = "", 0
        self._AFTER[point](self)

    def _question(self) -> Question | None:
        """The question waiting now, if any."""
        if not self.step_at:
            return None
        questions = self._questions(self._point())
        return questions[self.step_index] if self.step_index < len(questions) else None

    def _point(self) -> Point:
        """The turn point whose question waits: ``step_at`` holds the ``Point`` itself (``Point(step_at)``, the
        enum's lookup, costs more than a whole question list)."""
        point = self.step_at
        return point if type(point) is Point else Point(point)

    def _answered(self, played: bool = True) -> None:
        """The waiting question is answered (or skipped, ``played`` False): the next one of its point, or what
        follows it; a ``repeat`` question answered by a move is asked again first."""
        point, index = self._point(), self.step_index
        if point is AT_END_CHOICES and self.p[self.seat].active is None and AT_DECLINED in self.ruleset.points:
            self._ask(AT_DECLINED)  # a Stout decline: RULES-EXP X-INT-8's questions, then WITHDRAWALS
            return
        questions = self._questions(point)  # after the answer: pieces may have changed
        again = played and index < len(questions) and questions[index][1].repeat
        self._ask(point, index + (1 if not again else 0), questions)

    def _skippable(self, point: Point, index: int) -> bool:
        """``skip`` passes an optional question where it differs from ``end``: another decision of this player
        may follow in this turn (a later question, the conquest, the redeployment)."""
        if point in (AT_START, AT_PREPARE, AT_RACE_SETUP, AT_REDEPLOY):
            return True
        if index + 1 < len(self._questions(point)):
            return True
        return point == AT_PLACEMENTS and bool(self._questions(AT_END_CHOICES))

    def _redeploy_question(self, rs: RaceState) -> tuple[int, AbilityMove, list[Action]] | None:
        """During the conquests, the first ``redeploy`` question that would wait when they end (W-TURN-2
        REDEPLOY step 1): it is on offer already, and answering it ends them. Its index among the point's questions,
        its move and its menu (found by the test: the callers need them, and listing them again costs as much)."""
        phase = self.phase
        if not rs.active or rs.ended or not (phase is START or phase is CONQUER or phase is PICK):
            return None
        for index, (_, move, qrs) in enumerate(self._questions(AT_REDEPLOY)):
            if qrs is rs:
                options = move.options(self, rs)
                if options:
                    return index, move, options
        return None

    def _end_turn(self) -> None:
        self.seat += 1
        if self.seat == len(self.p):
            self.seat = 0
            self.coin_history.append([pl.coins for pl in self.p])
            if self.turn == self.num_turns:  # R-END-1
                self._finish()
                return
            self.turn += 1
            self.events.append(ev.TurnBegan(self.turn))
        self._begin_turn()

    def _finish(self) -> None:
        """R-END-2/3: most coins; tie → most race tokens on the map; still tied → shared victory."""
        self.is_over = True
        self.phase = OVER
        self.current_player = -1
        best = max(pl.coins for pl in self.p)
        tied = [s for s, pl in enumerate(self.p) if pl.coins == best]
        count = self.ruleset.tiebreak  # the ruleset's tie-break hook (R-END-2, W-END-1)
        most = max(count(self, s) for s in tied)
        self.winners = [s for s in tied if count(self, s) == most]
        self.events.append(ev.GameOver(tuple(self.winners)))

    def _engage(self, rs: RaceState) -> None:
        """MODE is decided by the first expanding move: READY the race and start conquering."""
        if rs is self.p[self.seat].active:  # the Ghouls' phase, if any, is skipped
            self.ghouls_done = True
        self.phase = CONQUER
        self.mode_decided = True
        self.acting = rs
        self._ready(rs)

    def _ready(self, rs: RaceState) -> None:
        """R-READY-1: lift all but one token per region into hand (W-RACE-TAUREN: two); the Amazons' 4 come
        back."""
        if rs.readied:
            return
        if rs.active:  # ``abilities()`` without its tuple; W-POW-CHAMPIONING: the Champion first (RULING 19)
            race, power = rs.race, rs.power
            if type(race).on_ready is not _NO_READY:
                race.on_ready(self, rs)
            if type(power).on_ready is not _NO_READY:
                power.on_ready(self, rs)
        keep = rs.race.min_pieces
        for rid in rs.regions:
            extra = self.r_tokens[rid] - keep
            if extra > 0:
                rs.lifted[rid] = extra
                self.r_tokens[rid] = keep
                rs.hand += extra
        rs.hand += rs.offmap
        rs.offmap = 0
        rs.readied = True

    def _end_conquests(self, rs: RaceState) -> None:
        rs.ended = True
        gain = lay.redeploy_gain(self, rs)  # R-REDEP-1 (1): Skeletons
        rs.gain_done = True
        if gain:
            rs.hand += gain
            self.events.append(ev.Gained(rs.seat, rs.title, gain))

    def _conquests_over(self, rs: RaceState) -> None:
        """Conquests ended by a rule (R-DIE-5, R-POW-BERSERK) or by ``end``: the ``redeploy`` point's questions,
        then the redeployment."""
        self._end_conquests(rs)
        if rs.active:
            self._ask(AT_REDEPLOY)
        else:
            self._to_redeploy()

    def _to_redeploy(self) -> None:
        """Redeploy, unless there is nothing to choose (the Amazons choose which regions to abandon,
        R-RACE-AMAZONS)."""
        rs = self._acting()
        if lay.redeploy_forced(self, rs):
            self._redeploy(rs, lay.default_redeploy(self, rs))
        else:
            self.phase = REDEPLOY

    def _redeploy(self, rs: RaceState, layout: Layout) -> None:
        """R-REDEP-2 moves and R-REDEP-1 (3) the Amazons' set-aside, then what follows the redeployment."""
        if not rs.ended:
            self._end_conquests(rs)
        # A race holding no region keeps every token in hand (R-REDEP-2), the Amazons' 4 included: nothing is on
        # the map to set aside (RULES.md is silent; the next turn and the tie-break come out the same).
        if rs.regions:
            aside = lay.redeploy_aside(self, rs)
            for rid, n in layout:
                if n == 0 and not self.holders(rid):  # the Champion holds a region alone (W-POW-CHAMPIONING)
                    self._abandon(rs, rid, to_hand=False)
                else:
                    self.r_tokens[rid] = n
            rs.hand = 0
            if aside:
                rs.offmap = aside
                self.events.append(ev.SetAside(rs.seat, rs.title, aside))
            self.events.append(ev.Redeployed(rs.seat, rs.title))
        self.phase = BETWEEN
        if rs.active:
            self._after_redeploy(rs)
        else:
            self._after_ghouls(rs)

    def _after_ghouls(self, rs: RaceState) -> None:
        """The Ghouls' phase is over (R-RACE-GHOULS); the active race's part of the turn follows."""
        self.ghouls_done = True
        if not rs.regions:
            self.leave_play(rs)
        active = self.p[self.seat].active
        if active is None and self.ruleset.revivers and self._revived():  # X-INT-4: REVIVE after GHOUL_PHASE
            active = self.p[self.seat].active
        self.acting = None
        if active is None:
            self.phase = PICK
            if not self.column:
                self._after_conquest()
        else:
            self.acting = active
            self.phase = CONQUER
            self._ready(active)

    def _after_redeploy(self, rs: RaceState) -> None:
        """R-REDEP-1 (4): the ``placements`` point (markers placed after the moves), then SCORE; first, gains for
        later turns (X-INT-4 REDEPLOY (5): the Fireballs), asked only of an ability that has them."""
        race, power = rs.race, rs.power
        if type(race).after_redeploy is not _NO_AFTER:
            race.after_redeploy(self, rs)
        if type(power).after_redeploy is not _NO_AFTER:
            power.after_redeploy(self, rs)
        self._ask(AT_PLACEMENTS)

    def _after_conquest(self) -> None:
        """SCORE, then the ``end_choices`` point, then WITHDRAWALS."""
        self._score()
        self._ask(AT_END_CHOICES)

    def _declined(self, rs: RaceState) -> None:
        """A decline turn: R-DECL-2 is done; the ``declined`` point's questions (X-INT-8), then SCORE (R-DECL-6)."""
        self.acting = rs
        self._ask(AT_DECLINED)

    def _after_declined(self) -> None:
        """SCORE in a decline turn (R-DECL-6: a race declining before any conquest), then WITHDRAWALS; after a Stout
        decline (its conquests over) the turn has scored already."""
        rs = self.acting
        if rs is None or not rs.ended:
            self._score()
        self._start_withdrawals()

    def _score(self) -> None:
        """R-SCORE: 1 per region of every race, plus active and in-decline bonuses."""
        pl = self.p[self.seat]
        parts = self.ruleset.score(self, pl)  # the ruleset's scoring hook (ruleset.py)
        gained = sum(map(_COINS, parts))
        pl.coins += gained
        pl.income = gained
        self.events.append(ev.Scored(self.seat, gained, tuple(parts)))

    def _start_withdrawals(self) -> None:
        """R-CONQ-12: every owner places his withdrawn tokens, in seat order from the active player."""
        self.phase = WITHDRAW
        players = self.p
        if not self._returns_due():
            self._next_withdrawal()  # the usual case
            return
        n = len(players)
        for i in range(self.seat, self.seat + n):
            seat = i if i < n else i - n
            pl = players[seat]
            waiting = False
            for rs in (pl.active, *pl.declined):
                if rs is None or not (rs.withdrawn or rs.markers_back):
                    continue  # nothing came back to this race
                if rs.regions:
                    waiting = True
                else:  # R-CONQ-11: a race with no region keeps them in hand
                    rs.hand += rs.withdrawn if rs.active else 0
                    rs.withdrawn = 0
                    rs.marker_pool += rs.markers_back
                    rs.markers_back = 0
            if waiting:
                self.withdraw_queue.append(seat)
        self._next_withdrawal()

    def _returns_due(self) -> bool:
        """Whether tokens or markers came back to any race (R-CONQ-12): one plain pass, mostly answering no."""
        for pl in self.p:
            rs = pl.active
            if rs is not None and (rs.withdrawn or rs.markers_back):
                return True
            for rs in pl.declined:
                if rs.withdrawn or rs.markers_back:
                    return True
        return False

    def _next_withdrawal(self) -> None:
        """Ask the next owner in the queue; one with nothing to choose (a single legal placement) places at once;
        then the turn ends."""
        if not self.withdraw_queue:
            self.current_player = self.seat
            self._end_turn()
            return
        seat = self.withdraw_queue[0]
        self.current_player = seat
        races = lay.withdrawing(self, seat)  # listed once for the test, the default and the placing
        if lay.withdraw_forced(self, seat, races):
            self._withdraw(seat, *lay.default_withdraw(self, seat, races), races)

    def _withdraw(self, seat: int, layout: Layout, back: Layout, races: list[RaceState] | None = None) -> None:
        """Place the withdrawn tokens (``layout``) and the returned markers (``back``: the withdraw notation's
        ``camps`` part, R-CONQ-12 for a marker kind that ``returns``). ``races``: ``withdrawing``'s, if the caller
        has it (placing changes none of what it reads)."""
        if races is None:
            races = lay.withdrawing(self, seat)
        for rid, k in layout:
            self.r_tokens[rid] += k
        marker = lay.returned_marker(self, seat, races)
        for rid, k in back:
            if marker is not None:
                self.set_marker(marker, rid, self.marker(marker.kind, rid) + k)
        for rs in races:
            if rs.withdrawn or rs.markers_back:
                self.events.append(ev.Withdrew(seat, rs.title, rs.withdrawn, rs.markers_back,
                                               marker.label if marker is not None and marker.holds else ""))
            rs.withdrawn = 0
            rs.markers_back = 0
        self.withdraw_queue.pop(0)
        self._next_withdrawal()

    def _abandon(self, rs: RaceState, rid: int, to_hand: bool = True) -> None:
        """R-READY-2: the region is no longer held; the race's markers there are removed."""
        if to_hand:
            rs.hand += self.r_tokens[rid]
        rs.regions.discard(rid)
        rs.marker_pool += self._vacate(rid)  # returning markers go back to the owner's pool for REDEPLOY
        self.events.append(ev.Abandoned(rs.seat, rs.title, rid))

    _AFTER = {AT_START: _after_start, AT_PREPARE: _after_prepare, AT_RACE_SETUP: _after_race_setup,
              AT_REDEPLOY: _to_redeploy, AT_PLACEMENTS: _after_conquest, AT_END_CHOICES: _start_withdrawals,
              AT_DECLINED: _after_declined}
