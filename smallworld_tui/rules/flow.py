"""The turn flow of RULES.md section 5: steps that run by themselves between the players' decisions.

START → MODE → (Ghoul phase) → PICK/READY → CONQUER → REDEPLOY → markers → SCORE → END_CHOICES → WITHDRAWALS,
plus decline (R-DECL) and leaving play. A mixin of ``Game``; each step either asks for a decision (sets
``phase``, a ``Phase``) or runs and moves on.
"""

from __future__ import annotations

from . import events as ev
from . import layouts as lay
from .actions import Layout
from .core import GameCore
from .phases import Phase
from .state import RaceState

MAX_FORTRESSES = 6  # R-COMP-3


def decline(g: GameCore, rs: RaceState) -> None:
    """R-DECL-2, in its order: the base game's decline, the default of the ruleset's ``decline`` hook."""
    pl = g.p[rs.seat]
    # 1. the older non-Spirit decline race leaves play. RULES.md is silent on a wiped-out *Spirit* race
    # declining (R-TURN-4 b): step 1 never runs for a Spirit decline, so the older race stays and scores.
    if not rs.power.spirit:
        for old in list(pl.declined):
            if not old.power.spirit:
                g.leave_play(old)
    rs.active = False  # 2. flip; the badge is discarded unless Spirit
    pl.active = None
    pl.declined.append(rs)
    if not rs.power.spirit:
        g.power_discard.append(rs.power.name)
    for rid in rs.regions:  # 3. active-only markers go; 4. one token per region (Ghouls keep all)
        g.clear_markers(rid, keep=lambda m: m.kept_in_decline)
        if not rs.race.keeps_all_on_decline:
            g.r_tokens[rid] = 1
    rs.hand = rs.withdrawn = rs.offmap = rs.camps_pool = rs.camps_returned = 0
    g.events.append(ev.Declined(rs.seat, rs.name))
    if not rs.regions:
        g.leave_play(rs)


def tiebreak(g: GameCore, seat: int) -> int:
    """R-END-2: race tokens on the map; the default of the ruleset's ``tiebreak`` hook."""
    return g.tokens_on_map(seat)


class TurnFlow(GameCore):
    __slots__ = ()

    def _begin_turn(self) -> None:
        """R-TURN-2 START and MODE."""
        self.serial += 1
        pl = self.p[self.seat]
        self.current_player = self.seat
        pl.ally = None  # peace granted by this player ends (R-POW-DIPLOMAT)
        for rs in pl.races():
            rs.new_turn()
        self.acting: RaceState | None = None
        self.mode_decided = False
        self.ghouls_done = False
        self.withdraw_queue: list[int] = []
        self.events.append(ev.PlayerStarted(self.seat))
        self.phase = Phase.START if pl.active else Phase.PICK
        if self.phase == Phase.PICK and not self.column and self._ghoul_race() is None:
            self._after_conquest()  # R-COL-7: nothing to pick, nothing to do but score

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
        self.phase = Phase.OVER
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
        self.phase = Phase.CONQUER
        self.mode_decided = True
        self.acting = rs
        self._ready(rs)

    def _ready(self, rs: RaceState) -> None:
        """R-READY-1: lift all but one token per region into hand; the Amazons' 4 come back."""
        if rs.readied:
            return
        for rid in rs.regions:
            extra = self.r_tokens[rid] - 1
            if extra > 0:
                rs.lifted[rid] = extra
                self.r_tokens[rid] = 1
                rs.hand += extra
        rs.hand += rs.offmap
        rs.offmap = 0
        rs.readied = True

    def _end_conquests(self, rs: RaceState) -> None:
        rs.ended = True
        rs.berserk_roll = None
        gain = lay.redeploy_gain(self, rs)  # R-REDEP-1 (1): Skeletons
        rs.gain_done = True
        if gain:
            rs.hand += gain
            self.events.append(ev.Gained(rs.seat, rs.title, gain))

    def _conquests_over(self, rs: RaceState) -> None:
        """Conquests ended by a rule (R-DIE-5, R-POW-BERSERK): redeploy, unless there is nothing to choose."""
        self._end_conquests(rs)
        if lay.redeploy_forced(self, rs):
            self._redeploy(rs, lay.default_redeploy(self, rs))
        else:  # the player redeploys (the Amazons choose which regions to abandon, R-RACE-AMAZONS)
            self.phase = Phase.REDEPLOY

    def _redeploy(self, rs: RaceState, layout: Layout) -> None:
        """R-REDEP-2 moves and R-REDEP-1 (3) the Amazons' set-aside, then what follows the redeployment."""
        if not rs.ended:
            self._end_conquests(rs)
        # A race holding no region keeps every token in hand (R-REDEP-2), the Amazons' 4 included: nothing is on
        # the map to set aside (RULES.md is silent; the next turn and the tie-break come out the same).
        if rs.regions:
            aside = lay.redeploy_aside(self, rs)
            for rid, n in layout:
                if n == 0:
                    self._abandon(rs, rid, to_hand=False)
                else:
                    self.r_tokens[rid] = n
            rs.hand = 0
            if aside:
                rs.offmap = aside
                self.events.append(ev.SetAside(rs.seat, rs.title, aside))
            self.events.append(ev.Redeployed(rs.seat, rs.title))
        self.phase = Phase.BETWEEN
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
        self.acting = None
        if active is None:
            self.phase = Phase.PICK
            if not self.column:
                self._after_conquest()
        else:
            self.acting = active
            self.phase = Phase.CONQUER
            self._ready(active)

    def _after_redeploy(self, rs: RaceState) -> None:
        """R-REDEP-1 (4): marker placements, when the power has one and there is a choice."""
        step = rs.power.marker_step if rs.regions else None
        if step == "fortress" and self._fortress_targets(rs):
            self.phase = Phase.FORTRESS
        elif step == "camps" and lay.camps_total(self, rs):
            self.phase = Phase.CAMPS
        elif step == "heroes":
            if len(rs.regions) <= 2:
                self._place_heroes(rs, lay.default_heroes(self, rs))
                return
            self.phase = Phase.HEROES
        else:
            self._after_conquest()

    def _after_conquest(self) -> None:
        """SCORE, then END_CHOICES (Diplomat, Stout), then WITHDRAWALS."""
        self._score()
        active = self.p[self.seat].active
        choice = active.power.end_choice if active else None
        if active is not None and choice == "ally" and self._ally_options(active):
            self.phase = Phase.ALLY
        elif choice == "stout":
            self.phase = Phase.STOUT
        else:
            self._start_withdrawals()

    def _score(self) -> None:
        """R-SCORE: 1 per region of every race, plus active and in-decline bonuses."""
        pl = self.p[self.seat]
        parts = self.ruleset.score(self, pl)  # the ruleset's scoring hook (ruleset.py)
        gained = sum(part.coins for part in parts)
        pl.coins += gained
        pl.income = gained
        self.events.append(ev.Scored(self.seat, gained, tuple(parts)))

    def _start_withdrawals(self) -> None:
        """R-CONQ-12: every owner places his withdrawn tokens, in seat order from the active player."""
        self.phase = Phase.WITHDRAW
        n = len(self.p)
        for i in range(n):
            seat = (self.seat + i) % n
            waiting = False
            for rs in self.p[seat].races():
                if not (rs.withdrawn or rs.camps_returned):
                    continue  # the usual case: nothing came back to this race
                if rs.regions:
                    waiting = True
                else:  # R-CONQ-11: a race with no region keeps them in hand
                    rs.hand += rs.withdrawn if rs.active else 0
                    rs.withdrawn = 0
                    rs.camps_pool += rs.camps_returned
                    rs.camps_returned = 0
            if waiting:
                self.withdraw_queue.append(seat)
        self._next_withdrawal()

    def _next_withdrawal(self) -> None:
        """Ask the next owner in the queue; one with nothing to choose (a single legal placement) places at once;
        then the turn ends."""
        if not self.withdraw_queue:
            self.current_player = self.seat
            self._end_turn()
            return
        seat = self.withdraw_queue[0]
        self.current_player = seat
        if lay.withdraw_forced(self, seat):
            self._withdraw(seat, *lay.default_withdraw(self, seat))

    def _withdraw(self, seat: int, layout: Layout, camps: Layout) -> None:
        for rid, k in layout:
            self.r_tokens[rid] += k
        for rid, k in camps:
            self.set_marker("camps", rid, self.marker("camps", rid) + k)
        for rs in lay.withdrawing(self, seat):
            if rs.withdrawn or rs.camps_returned:
                self.events.append(ev.Withdrew(seat, rs.title, rs.withdrawn, rs.camps_returned))
            rs.withdrawn = 0
            rs.camps_returned = 0
        self.withdraw_queue.pop(0)
        self._next_withdrawal()

    # --- leaving play ---------------------------------------------------------------------------------
    def _abandon(self, rs: RaceState, rid: int, to_hand: bool = True) -> None:
        """R-READY-2: the region is no longer held; the race's markers there are removed."""
        if to_hand:
            rs.hand += self.r_tokens[rid]
        rs.regions.discard(rid)
        rs.camps_pool += self._vacate(rid)  # Encampments return to the owner's pool for REDEPLOY
        self.events.append(ev.Abandoned(rs.seat, rs.title, rid))

    # --- marker placements and end choices (R-REDEP-1 step 4, END_CHOICES) -----------------------------
    def _fortress_targets(self, rs: RaceState) -> list[int]:
        forts = self.markers["fortress"]
        if sum(forts) >= MAX_FORTRESSES:
            return []
        return sorted(r for r in rs.regions if not forts[r])

    def _place_camps(self, rs: RaceState, layout: Layout) -> None:
        for rid in rs.regions:
            self.set_marker("camps", rid, 0)
        for rid, n in layout:
            self.set_marker("camps", rid, n)
        rs.camps_pool = 0
        self.events.append(ev.CampsPitched(rs.seat, rs.title))
        self._after_conquest()

    def _place_heroes(self, rs: RaceState, regions: tuple[int, ...]) -> None:
        for rid in rs.regions:
            self.set_marker("hero", rid, 0)
        for rid in regions:
            self.set_marker("hero", rid, 1)
        self.events.append(ev.HeroesStationed(rs.seat, rs.title))
        self._after_conquest()

    def _ally_options(self, rs: RaceState) -> list[int]:
        """R-POW-DIPLOMAT: any opponent whose active race the Diplomat race did not attack this turn."""
        return [s for s in range(len(self.p)) if s != self.seat and s not in rs.attacked]
