"""``GameCore``: the declared state plus the small queries and steps every part of the engine shares.

The turn flow (flow.py), the move handlers (moves.py), move generation (movegen.py) and ``Game`` (game.py) build
on it in that order; the rule modules (conquest.py, layouts.py, the abilities) take a ``GameCore``, so they need
nothing above it.
"""

from __future__ import annotations

from . import events as ev
from .events import Event
from .phases import PICK, START
from .state import GameState, RaceState


class GameCore(GameState):
    __slots__ = ()

    def _active(self) -> RaceState:
        """The active race of the player whose turn it is, in a step that needs one."""
        active = self.p[self.seat].active
        assert active is not None, "this step needs an active race"
        return active

    def _acting(self) -> RaceState:
        """The race conquering or redeploying now, in a step that needs one."""
        assert self.acting is not None, "this step needs an acting race"
        return self.acting

    def region_label(self, rid: int) -> str:
        return f"{self.board.regions[rid].name} ({rid})"

    def roll_die(self) -> int:
        """The reinforcement die: forced faces first, then the game's own seeded RNG (R-COMP-4)."""
        if self.dice_left:
            return self.dice_left.pop(0)
        die = self.ruleset.die
        return die[self.rng.randrange(len(die))]

    def tray(self, rs: RaceState) -> int:
        """Tokens of this race still in the box (R-COMP-1)."""
        regions, race, power = rs.regions, rs.race, rs.power
        used = sum(map(self.r_tokens.__getitem__, regions)) + rs.hand + rs.withdrawn + rs.offmap  # C loops, no
        # generator: asked for every Forsaken menu
        if race.markers or power.markers:  # as a rule neither places markers: no tuple made
            for m in (*race.markers, *power.markers):  # pieces that are not race tokens (W-POW-BEASTMASTER)
                if m.piece:
                    used -= sum(map(self.markers[m.kind].__getitem__, regions))
        return race.supply - used + rs.extra

    def describe(self, event: Event, reveal_coins: bool = False) -> str:
        return event.text(self, reveal_coins)

    def _draw_badge(self) -> str | None:
        if not self.power_stack and self.power_discard:  # R-COL-6
            self.power_stack = self.power_discard
            self.power_discard = []
            self.rng.shuffle(self.power_stack)
        return self.power_stack.pop(0) if self.power_stack else None

    def _refill(self) -> None:
        """R-COL-4: a new combo at the bottom of the column, if a banner and a badge are left."""
        if len(self.column) < 6 and self.race_stack:
            badge = self._draw_badge()
            if badge is not None:
                self.column.append([self.race_stack.pop(0), badge, 0])

    def pick_price(self, index: int) -> int:
        """Coins to take the combo at ``index`` (0-based): 1 per combo above it (R-COL-1), each combo's own skip price
        in a game with expansions (X-INT-2: 3 above a Cursed combo)."""
        if not self.ruleset.expansions:
            return index
        powers, column = self.ruleset.powers, self.column
        price = 0
        for i in range(index):  # a loop, no generator: asked for every combo of every pick menu
            price += powers[column[i][1]].skip_price
        return price

    def picks_within(self, coins: int) -> int:
        """How many combos from the top ``coins`` can pay for (``pick_price`` of each at most ``coins``): a prefix of
        the column, as each combo above costs at least 1 (R-COL-1; X-INT-2), so one walk prices them all."""
        if not self.ruleset.expansions:
            return min(len(self.column), coins + 1)
        powers = self.ruleset.powers
        picks = price = 0
        for combo in self.column:
            if price > coins:
                break
            picks += 1
            price += powers[combo[1]].skip_price
        return picks

    def _ghoul_race(self) -> RaceState | None:
        """The current player's in-decline race that plays its own phase (R-RACE-GHOULS), if any."""
        for rs in self.p[self.seat].declined:
            if rs.race.keeps_all_on_decline and rs.regions:
                return rs
        return None

    def _ghouls_to_start(self) -> RaceState | None:
        """The in-decline Ghouls, if they may still begin their own phase now (R-TURN-2 step 4)."""
        if (self.phase is START or self.phase is PICK) and not self.ghouls_done:
            return self._ghoul_race()
        return None

    def _available(self, rs: RaceState) -> int:
        """Tokens the race can conquer with now: its hand, plus what READY would lift (R-READY-1)."""
        if rs.limited and rs.power.needs_company and rs.race.keeps_hand and rs.active:  # RULES-EXP (none in base)
            return rs.power.conquering(self, rs)  # X-RACE-BARBARIANS: Hordes of need a regular token
        if rs.readied:
            return rs.hand
        regions = rs.regions  # READY leaves min_pieces per region (1; W-RACE-TAUREN: 2)
        keep = rs.race.min_pieces
        if self.ruleset.holders:  # a region may hold fewer tokens (the Champion holds it, W-POW-CHAMPIONING)
            lifted = 0
            for t in map(self.r_tokens.__getitem__, regions):  # a loop: no generator (every WoW move list asks)
                if t > keep:
                    lifted += t - keep
        else:
            lifted = sum(map(self.r_tokens.__getitem__, regions)) - len(regions) * keep
        return rs.hand + rs.offmap + lifted

    def holders(self, rid: int) -> int:
        """Pieces in ``rid`` that hold it beside its race tokens (``Marker.holds``: W-POW-CHAMPIONING's Champion);
        0 in a ruleset without them."""
        n = 0
        for m in self.ruleset.holders:  # a loop, no generator: one kind at most (asked per region by the menus)
            n += self.markers[m.kind][rid]
        return n

    def tokens_on_map(self, seat: int) -> int:
        """Race tokens of the player on the map: the tie-break (R-END-2)."""
        return sum(self.r_tokens[r] for rs in self.p[seat].races() for r in rs.regions)

    def leave_play(self, rs: RaceState) -> None:
        """R-DECL-3: tokens to the tray, Lairs and Fortresses removed, banner back (R-COL-5)."""
        pl = self.p[rs.seat]
        leavers = self.ruleset.leavers
        if leavers:  # RULES-EXP: pieces lying outside its regions go with it (Lava); none in the base game
            for ability in (rs.race, rs.power):
                if ability in leavers:
                    ability.on_leave(self, rs)
        for rid in rs.regions:
            self._vacate(rid)
        rs.regions.clear()
        rs.hand = rs.withdrawn = rs.offmap = 0
        if pl.active is rs:
            pl.active = None
        if rs in pl.declined:
            pl.declined.remove(rs)
        self.in_play.clear()  # scope.pieces_in_play: the races in play changed
        if (rs.power.spirit or rs.power.badge_stays) and not rs.active:  # a badge kept at decline goes now
            self.power_discard.append(rs.power.name)
        self.events.append(ev.LeftPlay(rs.seat, rs.title))
        if len(self.column) < 6:  # R-COL-5 [RULING]: fill the first free index of the column
            badge = self._draw_badge()
            if badge is not None:
                self.column.append([rs.name, badge, 0])
                return
        self.race_stack.append(rs.name)

    def _conquests_over(self, rs: RaceState) -> None:
        """The race's conquests end by a rule (R-DIE-5; an ability's, like R-POW-BERSERK): the turn flow goes on
        to the redeployment. Implemented by the flow (flow.py); declared here for the abilities."""
        raise NotImplementedError

    def _vacate(self, rid: int) -> int:
        """Empty a region of its race and that race's markers (the Mountain stays); return how many of them go back
        to their owner's pool (a ``returns`` kind: Encampments)."""
        self.r_race[rid] = None
        self.r_tokens[rid] = 0
        return self.clear_markers(rid)
