"""The game: state, the turn flow of RULES.md section 5, and the public API of DESIGN.md.

A turn is a small state machine (``phase``). Each move kind has one handler that first checks everything
(raising ``IllegalAction`` with the game untouched) and then mutates. Steps that need no decision run by
themselves; ``end`` walks the remaining decisions of the player's turn with documented defaults.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from . import conquest as cq
from . import layouts as lay
from .ability import Power, Race
from .actions import Action, Layout, parse
from .board import Board
from .errors import IllegalAction
from .events import Event, describe
from .powers import POWERS
from .races import RACES
from .state import PlayerState, RaceState

DIE_FACES = (0, 0, 0, 1, 2, 3)  # R-COMP-4
TURNS_BY_PLAYERS = {2: 10, 3: 10, 4: 9, 5: 8}  # R-COMP-6
MARKER_PHASES = ("fortress", "camps", "heroes")
MAX_FORTRESSES = 6  # R-COMP-3


class RegionView(NamedTuple):
    """What ``game.region(R)`` tells: the public state of one region."""

    id: int
    name: str
    terrain: str
    owner: int | None
    race: str | None  # race name, "Lost Tribe" or None
    tokens: int
    in_decline: bool
    mountain: bool
    lair: bool
    fortress: bool
    encampments: int
    hole: bool
    hero: bool
    dragon: bool


class Combo(NamedTuple):
    """One combo of the column as the players see it."""

    position: int  # 1-based
    race: str
    power: str
    tokens: int
    price: int
    coins: int


class RaceView(NamedTuple):
    name: str
    power: str
    title: str
    active: bool
    hand: int
    regions: int
    tokens_on_map: int
    withdrawn: int
    set_aside: int


def _ability(kind: str, name: str, table: dict) -> Race | Power:
    for key, value in table.items():
        if key.lower() == name.strip().lower():
            return value
    raise ValueError(f"Unknown {kind} '{name}'. Known: {', '.join(table)}.")


class Game:
    """One game of Small World. Build it with ``Game.new``; drive it with ``play``/``apply``."""

    # ------------------------------------------------------------------ construction
    @classmethod
    def new(cls, board: Board, players: list[str], seed: int = 0, races: list[str] | None = None,
            powers: list[str] | None = None, dice: list[int] | None = None, turns: int | None = None) -> Game:
        """Set up a game (R-SETUP). ``races``/``powers`` fix the top of the stacks; ``dice`` forces faces."""
        if not 2 <= len(players) <= 5:
            raise ValueError("Small World is played by 2 to 5 players.")
        names = [str(p).strip() for p in players]
        if any(not n for n in names) or len({n.lower() for n in names}) != len(names):
            raise ValueError("Every player needs a different, non-empty name.")
        for face in dice or []:
            if face not in DIE_FACES:
                raise ValueError(f"A die face must be one of 0, 1, 2, 3 (got {face}).")
        g = cls.__new__(cls)
        g._setup(board, names, seed, list(races or []), list(powers or []), list(dice or []), turns)
        return g

    def _setup(self, board, names, seed, races, powers, dice, turns) -> None:
        self.board = board
        self.players = names
        self.seed = seed
        self.forced = {"races": races, "powers": powers, "dice": dice}
        self.num_turns = turns or board.turns or TURNS_BY_PLAYERS[len(names)]
        self.rng = random.Random(seed)
        self._dice = list(dice)
        n = len(board.regions)
        self.adjacency = [frozenset(r.adjacent) for r in board.regions]
        self.mountain = [int(r.mountain) for r in board.regions]  # R-MAP-6
        self.caverns = [r.id for r in board.regions if r.cavern]
        self.r_race: list[RaceState | None] = [None] * n
        self.r_tokens = [0] * n
        self.r_tribe = [int(r.lost_tribe) for r in board.regions]  # R-SETUP-3
        self.r_lair = [False] * n
        self.r_fort = [False] * n
        self.r_camps = [0] * n
        self.r_hole = [False] * n
        self.r_hero = [False] * n
        self.r_dragon = [False] * n
        self.p = [PlayerState(name) for name in names]
        self.race_stack = self._stack(races, RACES, "race")  # top first (R-SETUP-2)
        self.power_stack = self._stack(powers, POWERS, "power")
        self.power_discard: list[str] = []
        self.column: list[list] = []  # [race name, power name, coins]
        for _ in range(6):
            self._refill()
        self.moves: list[str] = []
        self.events: list[Event] = []
        self.log: list[Event] = []
        self.coin_history: list[list[int]] = [[pl.coins for pl in self.p]]
        self.turn = 1
        self.seat = 0
        self.current_player = 0
        self.is_over = False
        self.winners: list[int] = []
        self.serial = 0  # player-turns begun; ``end`` stops when it changes
        self._begin_turn()
        self.log.extend(self.events)

    def _stack(self, forced: list[str], table: dict, kind: str) -> list[str]:
        top = [_ability(kind, name, table).name for name in forced]
        if len(set(top)) != len(top):
            raise ValueError(f"A {kind} can be forced only once.")
        rest = [name for name in table if name not in top]
        self.rng.shuffle(rest)
        return top + rest

    # ------------------------------------------------------------------ small helpers
    def event(self, kind: str, seat: int | None = None, race: str = "", region: int | None = None, n: int = 0,
              other: int | None = None, extra: str = "") -> Event:
        return Event(kind, seat, race, region, n, other, extra)

    def region_label(self, rid: int) -> str:
        return f"{self.board.regions[rid].name} ({rid})"

    def roll_die(self) -> int:
        """The reinforcement die: forced faces first, then the game's own seeded RNG (R-COMP-4)."""
        if self._dice:
            return self._dice.pop(0)
        return DIE_FACES[self.rng.randrange(6)]

    def tray(self, rs: RaceState) -> int:
        """Tokens of this race still in the box (R-COMP-1)."""
        used = sum(self.r_tokens[r] for r in rs.regions) + rs.hand + rs.withdrawn + rs.offmap
        return rs.race.supply - used

    def describe(self, event: Event, reveal_coins: bool = False) -> str:
        return describe(event, self, reveal_coins)

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

    def _ghoul_race(self) -> RaceState | None:
        """The current player's in-decline race that plays its own phase (R-RACE-GHOULS), if any."""
        for rs in self.p[self.seat].declined:
            if rs.race.keeps_all_on_decline and rs.regions:
                return rs
        return None

    def _available(self, rs: RaceState) -> int:
        """Tokens the race can conquer with now: its hand, plus what READY would lift (R-READY-1)."""
        if rs.readied:
            return rs.hand
        return rs.hand + rs.offmap + sum(self.r_tokens[r] - 1 for r in rs.regions)

    # ------------------------------------------------------------------ public queries
    @property
    def phase(self) -> str:
        return self._phase

    @property
    def acting_race(self) -> RaceState | None:
        """The race that conquers now: the Ghouls in their phase, else the active race."""
        if self._phase in ("conquer", "redeploy"):
            return self.acting
        if self._phase == "start":
            return self.p[self.seat].active
        return None

    def coins(self, seat: int) -> int:
        return self.p[seat].coins

    def hand(self, seat: int) -> int:
        rs = self.p[seat].active
        if rs is None:
            return 0
        return self._available(rs) if seat == self.seat and self._phase == "start" else rs.hand

    def region(self, rid: int) -> RegionView:
        if not isinstance(rid, int) or not 0 <= rid < len(self.board.regions):
            raise ValueError(f"No region {rid!r} on this map (ids run 0..{len(self.board.regions) - 1}).")
        reg = self.board.regions[rid]
        rs = self.r_race[rid]
        if rs is not None:
            owner, race, tokens, decline = rs.seat, rs.name, self.r_tokens[rid], not rs.active
        elif self.r_tribe[rid]:
            owner, race, tokens, decline = None, "Lost Tribe", self.r_tribe[rid], False
        else:
            owner, race, tokens, decline = None, None, 0, False
        return RegionView(rid, reg.name, reg.terrain, owner, race, tokens, decline, reg.mountain,
                          self.r_lair[rid], self.r_fort[rid], self.r_camps[rid], self.r_hole[rid],
                          self.r_hero[rid], self.r_dragon[rid])

    def conquest_cost(self, rid: int) -> int | None:
        """Tokens the current race needs for ``rid`` now; None if it cannot target it."""
        self.region(rid)
        rs = self.acting_race
        if rs is None or rs.ended or cq.block(self, rs, rid):
            return None
        return cq.cost(self, rs, rid)

    def target_problem(self, rid: int) -> str:
        """Why the current race cannot conquer ``rid`` now, in words ("" if it can try)."""
        self.region(rid)
        rs = self.acting_race
        if rs is None:
            return "No race of yours is conquering now."
        if rs.ended:
            return "Your conquests have ended this turn."
        code = cq.block(self, rs, rid)
        return cq.reason(self, rs, rid, code) if code else ""

    def column_view(self) -> list[Combo]:
        return [Combo(i + 1, race, power, RACES[race].banner + POWERS[power].badge + RACES[race].extra_tokens,
                      i, coins) for i, (race, power, coins) in enumerate(self.column)]

    def races(self, seat: int) -> list[RaceView]:
        """The player's races, active first: public information (R-HIDE-2)."""
        out = []
        for rs in self.p[seat].races():
            hand = self.hand(seat) if rs is self.p[seat].active else rs.hand
            out.append(RaceView(rs.name, rs.power.name, rs.title, rs.active, hand, len(rs.regions),
                                sum(self.r_tokens[r] for r in rs.regions), rs.withdrawn, rs.offmap))
        return out

    def ally(self, seat: int) -> int | None:
        """The seat this player's Diplomat is at peace with, if any."""
        return self.p[seat].ally

    def tokens_on_map(self, seat: int) -> int:
        """Race tokens of the player on the map: the tie-break (R-END-2)."""
        return sum(self.r_tokens[r] for rs in self.p[seat].races() for r in rs.regions)

    # ------------------------------------------------------------------ copies for search
    def copy(self) -> Game:
        """An independent copy with the same state and RNG, cheaper than a replay (for bots' search)."""
        g = object.__new__(Game)
        g.__dict__.update(self.__dict__)
        races = {}
        for rs in (r for pl in self.p for r in pl.races()):
            clone = object.__new__(RaceState)
            for slot in RaceState.__slots__:
                setattr(clone, slot, getattr(rs, slot))
            clone.regions, clone.lifted = set(rs.regions), dict(rs.lifted)
            clone.converted, clone.attacked = set(rs.converted), set(rs.attacked)
            races[id(rs)] = clone
        g.p = []
        for pl in self.p:
            c = PlayerState(pl.name)
            c.coins, c.ally, c.income = pl.coins, pl.ally, pl.income
            c.active = races[id(pl.active)] if pl.active else None
            c.declined = [races[id(r)] for r in pl.declined]
            g.p.append(c)
        g.r_race = [races[id(r)] if r is not None else None for r in self.r_race]
        for name in ("r_tokens", "r_tribe", "r_lair", "r_fort", "r_camps", "r_hole", "r_hero", "r_dragon",
                     "race_stack", "power_stack", "power_discard", "moves", "withdraw_queue", "_dice"):
            setattr(g, name, list(getattr(self, name)))
        g.column = [list(c) for c in self.column]
        g.acting = races[id(self.acting)] if self.acting is not None else None
        g.rng = random.Random()
        g.rng.setstate(self.rng.getstate())
        g.events, g.log, g.coin_history = [], [], [list(h) for h in self.coin_history]
        return g

    def determinized(self, seat: int, seed: int) -> Game:
        """A copy as ``seat`` may imagine it: hidden things re-dealt (R-HIDE). Other players' coin totals
        become ``seat``'s own total, the stacks below the column are reshuffled and the die is re-seeded."""
        g = self.copy()
        g.rng = random.Random(seed)
        g._dice = []
        for s, pl in enumerate(g.p):
            if s != seat:
                pl.coins = self.p[seat].coins
        g.rng.shuffle(g.race_stack)
        g.rng.shuffle(g.power_stack)
        return g

    # ------------------------------------------------------------------ saved games
    def to_json(self) -> str:
        """The game record: setup and moves in notation, plus a digest of the state (see record.py)."""
        from .record import to_json

        return to_json(self)

    @classmethod
    def from_json(cls, text: str) -> Game:
        """Replay and verify a record; a bad one raises SaveError (a ValueError) saying why."""
        from .record import from_json

        return from_json(text)

    # ------------------------------------------------------------------ moves
    def play(self, text: str) -> list[Event]:
        """Parse one move in notation and apply it."""
        if self.is_over:
            raise IllegalAction("The game is over.")
        return self.apply(parse(text, self))

    def apply(self, action: Action) -> list[Event]:
        """Check and apply one move; return what happened. Illegal moves change nothing."""
        if self.is_over:
            raise IllegalAction("The game is over.")
        handler = self._HANDLERS.get(action.kind)
        if handler is None:
            raise IllegalAction(f"'{action.kind}' is not a move.")
        self.events = []
        handler(self, action)
        self.moves.append(str(action))
        self.log.extend(self.events)
        return self.events

    # --- turn flow -------------------------------------------------------------------------------------
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
        self.events.append(self.event("start", self.seat))
        self._phase = "start" if pl.active else "pick"
        if self._phase == "pick" and not self.column and self._ghoul_race() is None:
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
            self.events.append(self.event("turn", n=self.turn))
        self._begin_turn()

    def _finish(self) -> None:
        """R-END-2/3: most coins; tie → most race tokens on the map; still tied → shared victory."""
        self.is_over = True
        self._phase = "over"
        self.current_player = -1
        best = max(pl.coins for pl in self.p)
        tied = [s for s, pl in enumerate(self.p) if pl.coins == best]
        most = max(self.tokens_on_map(s) for s in tied)
        self.winners = [s for s in tied if self.tokens_on_map(s) == most]
        self.events.append(self.event("over"))

    def _engage(self, rs: RaceState) -> None:
        """MODE is decided by the first expanding move: READY the race and start conquering."""
        if rs is self.p[self.seat].active:  # the Ghouls' phase, if any, is skipped
            self.ghouls_done = True
        self._phase = "conquer"
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
        if not rs.gain_done:  # R-REDEP-1 (1): Skeletons
            gain = max(0, min(sum(a.redeploy_gain(self, rs) for a in rs.abilities()), self.tray(rs)))
            rs.gain_done = True
            if gain:
                rs.hand += gain
                self.events.append(self.event("gain", rs.seat, rs.title, n=gain))

    def _conquests_over(self, rs: RaceState) -> None:
        """Conquests ended by a rule (R-DIE-5, R-POW-BERSERK): redeploy, unless there is nothing to choose."""
        self._end_conquests(rs)
        options = lay.redeploy_options(self, rs)
        if len(options) > 1:
            self._phase = "redeploy"
        else:
            self._redeploy(rs, options[0])

    def _redeploy(self, rs: RaceState, layout: Layout) -> None:
        """R-REDEP-2 moves and R-REDEP-1 (3) the Amazons' set-aside, then what follows the redeployment."""
        if not rs.ended:
            self._end_conquests(rs)
        if rs.regions:
            keep, aside = lay.redeploy_total(self, rs)
            for rid, n in layout:
                if n == 0:
                    self._abandon(rs, rid, to_hand=False)
                else:
                    self.r_tokens[rid] = n
            rs.hand = 0
            if aside:
                rs.offmap = aside
                self.events.append(self.event("offmap", rs.seat, rs.title, n=aside))
            self.events.append(self.event("redeploy", rs.seat, rs.title))
        self._phase = "between"
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
            self._phase = "pick"
            if not self.column:
                self._after_conquest()
        else:
            self.acting = active
            self._phase = "conquer"
            self._ready(active)

    def _after_redeploy(self, rs: RaceState) -> None:
        """R-REDEP-1 (4): marker placements, when the power has one and there is a choice."""
        step = rs.power.marker_step if rs.regions else None
        if step == "fortress" and self._fortress_targets(rs):
            self._phase = "fortress"
        elif step == "camps" and lay.camps_total(self, rs):
            self._phase = "camps"
        elif step == "heroes":
            if len(rs.regions) <= 2:
                self._place_heroes(rs, lay.default_heroes(self, rs))
                return
            self._phase = "heroes"
        else:
            self._after_conquest()

    def _after_conquest(self) -> None:
        """SCORE, then END_CHOICES (Diplomat, Stout), then WITHDRAWALS."""
        self._score()
        active = self.p[self.seat].active
        choice = active.power.end_choice if active else None
        if choice == "ally" and self._ally_options(active):
            self._phase = "ally"
        elif choice == "stout":
            self._phase = "stout"
        else:
            self._start_withdrawals()

    def _score(self) -> None:
        """R-SCORE: 1 per region of every race, plus active and in-decline bonuses."""
        pl = self.p[self.seat]
        gained = 0
        for rs in pl.races():
            gained += len(rs.regions)
            if rs.active:
                gained += rs.race.score(self, rs) + rs.power.score(self, rs)
            else:
                gained += rs.race.decline_score(self, rs)
        pl.coins += gained
        pl.income = gained
        self.events.append(self.event("score", self.seat, n=gained))

    def _start_withdrawals(self) -> None:
        """R-CONQ-12: every owner places his withdrawn tokens, in seat order from the active player."""
        self._phase = "withdraw"
        n = len(self.p)
        for seat in [(self.seat + i) % n for i in range(n)]:
            for rs in self.p[seat].races():
                if not rs.regions:  # R-CONQ-11: a race with no region keeps them in hand
                    rs.hand += rs.withdrawn if rs.active else 0
                    rs.withdrawn = 0
                    rs.camps_pool += rs.camps_returned
                    rs.camps_returned = 0
            if lay.withdrawing(self, seat):
                self.withdraw_queue.append(seat)
        self._next_withdrawal()

    def _next_withdrawal(self) -> None:
        while self.withdraw_queue:
            seat = self.withdraw_queue[0]
            self.current_player = seat
            options = lay.withdraw_options(self, seat)
            if len(options) > 1:
                return
            self._withdraw(seat, *options[0])
            return
        self.current_player = self.seat
        self._end_turn()

    def _withdraw(self, seat: int, layout: Layout, camps: Layout) -> None:
        for rid, k in layout:
            self.r_tokens[rid] += k
        for rid, k in camps:
            self.r_camps[rid] += k
        for rs in lay.withdrawing(self, seat):
            if rs.withdrawn:
                self.events.append(self.event("withdraw", seat, rs.title, n=rs.withdrawn))
            rs.withdrawn = 0
            rs.camps_returned = 0
        self.withdraw_queue.pop(0)
        self._next_withdrawal()

    # --- decline and leaving play ------------------------------------------------------------------
    def _decline(self, rs: RaceState) -> None:
        """R-DECL-2, in its order."""
        pl = self.p[rs.seat]
        if not rs.power.spirit:  # 1. the older non-Spirit decline race leaves play
            for old in list(pl.declined):
                if not old.power.spirit:
                    self.leave_play(old)
        rs.active = False  # 2. flip; the badge is discarded unless Spirit
        pl.active = None
        pl.declined.append(rs)
        if not rs.power.spirit:
            self.power_discard.append(rs.power.name)
        for rid in rs.regions:  # 3. active-only markers go; 4. one token per region (Ghouls keep all)
            self.r_hero[rid] = self.r_dragon[rid] = self.r_hole[rid] = False
            self.r_camps[rid] = 0
            if not rs.race.keeps_all_on_decline:
                self.r_tokens[rid] = 1
        rs.hand = rs.withdrawn = rs.offmap = rs.camps_pool = rs.camps_returned = 0
        self.events.append(self.event("decline", rs.seat, rs.name))
        if not rs.regions:
            self.leave_play(rs)

    def leave_play(self, rs: RaceState) -> None:
        """R-DECL-3: tokens to the tray, Lairs and Fortresses removed, banner back (R-COL-5)."""
        pl = self.p[rs.seat]
        for rid in rs.regions:
            self.r_race[rid] = None
            self.r_tokens[rid] = 0
            self.r_lair[rid] = self.r_fort[rid] = self.r_hole[rid] = self.r_hero[rid] = False
            self.r_dragon[rid] = False
            self.r_camps[rid] = 0
        rs.regions.clear()
        rs.hand = rs.withdrawn = rs.offmap = 0
        if pl.active is rs:
            pl.active = None
        if rs in pl.declined:
            pl.declined.remove(rs)
        if rs.power.spirit and not rs.active:
            self.power_discard.append(rs.power.name)
        self.events.append(self.event("leave", rs.seat, rs.title))
        if len(self.column) < 6:  # R-COL-5 [RULING]: fill the first free index of the column
            badge = self._draw_badge()
            if badge is not None:
                self.column.append([rs.name, badge, 0])
                return
        self.race_stack.append(rs.name)

    def _abandon(self, rs: RaceState, rid: int, to_hand: bool = True) -> None:
        """R-READY-2: the region is no longer held; the race's markers there are removed."""
        if to_hand:
            rs.hand += self.r_tokens[rid]
        rs.regions.discard(rid)
        self.r_race[rid] = None
        self.r_tokens[rid] = 0
        self.r_lair[rid] = self.r_fort[rid] = self.r_hole[rid] = self.r_hero[rid] = self.r_dragon[rid] = False
        if self.r_camps[rid]:
            rs.camps_pool += self.r_camps[rid]
            self.r_camps[rid] = 0
        self.events.append(self.event("abandon", rs.seat, rs.title, rid))

    # --- handlers: each checks, then mutates -------------------------------------------------------
    def _actor(self, action: Action) -> RaceState:
        """The race a conquest-phase move is for, or IllegalAction saying why none can move now."""
        phase = self._phase
        if action.ghouls:
            ghouls = self.acting if (self.acting and not self.acting.active) else None
            if ghouls is not None and phase in ("conquer", "redeploy"):
                return ghouls
            ghouls = self._ghoul_race()
            if ghouls is not None and phase in ("start", "pick") and not self.ghouls_done:
                return ghouls
            raise IllegalAction("Your in-decline Ghouls cannot act now (they act first, before your active race, "
                                "and never in a decline turn).")
        active = self.p[self.seat].active
        if phase == "start" and active is not None:
            return active
        if phase in ("conquer", "redeploy") and self.acting is not None:
            if self.acting is active:
                return active
            raise IllegalAction("Your in-decline Ghouls are playing their phase: finish it first "
                                "('ghouls redeploy …' or 'ghouls end').")
        raise IllegalAction(self._phase_hint())

    def _phase_hint(self) -> str:
        return {
            "pick": "Pick a combo first ('pick 1' to 'pick 6').",
            "fortress": "Place a Fortress ('fortress R') or finish the turn ('end').",
            "camps": "Place your Encampments ('camps R:n …') or finish the turn ('end').",
            "heroes": "Place your Heroes ('heroes A B') or finish the turn ('end').",
            "ally": "Name an ally for your Diplomat ('ally NAME') or finish the turn ('end').",
            "stout": "Go into decline now ('decline') or finish the turn ('end').",
            "withdraw": f"{self.players[self.current_player]} must place withdrawn tokens ('withdraw R:n …' or "
                        "'end').",
            "over": "The game is over.",
        }.get(self._phase, "That move is not possible now.")

    def _conquering(self, action: Action) -> RaceState:
        """The acting race, checked to be able to make a conquest-phase move now."""
        rs = self._actor(action)
        if rs.ended:
            raise IllegalAction("Your conquests have ended this turn: redeploy your troops ('redeploy …' or "
                                "'end').")
        return rs

    def _check_target(self, rs: RaceState, rid: int, convert: bool = False) -> None:
        code = cq.block(self, rs, rid, convert)
        if code:
            raise IllegalAction(cq.reason(self, rs, rid, code))

    def _start(self, rs: RaceState) -> None:
        """Enter the conquest step for ``rs`` if this is its first move this turn."""
        if self._phase in ("start", "pick"):
            self._engage(rs)
        rs.started = True

    def _h_pick(self, a: Action) -> None:
        if self._phase != "pick":
            raise IllegalAction("You can pick a combo only at the start of a turn without an active race."
                                if self._phase != "start" else
                                "You already have an active race: expand with it or decline it first.")
        index = (a.target or 0) - 1
        if not 0 <= index < len(self.column):
            raise IllegalAction(f"Pick a combo from 1 to {len(self.column)}.")
        pl = self.p[self.seat]
        if pl.coins < index:  # R-COL-1
            raise IllegalAction(f"Combo {index + 1} costs {index} coins and you have {pl.coins}.")
        self.ghouls_done = True
        for combo in self.column[:index]:
            combo[2] += 1
        race_name, power_name, found = self.column.pop(index)
        pl.coins += found - index  # R-COL-2
        self._refill()
        race, power = RACES[race_name], POWERS[power_name]
        rs = RaceState(race, power, self.seat, self.turn)
        rs.hand = race.banner + power.badge + race.extra_tokens  # R-COL-3
        rs.readied = True
        pl.active = rs
        self.mode_decided = True
        self.acting = rs
        self._phase = "conquer"
        self.events.append(self.event("pick", self.seat, rs.title, n=rs.hand, other=index, extra=str(found)))

    def _h_decline(self, a: Action) -> None:
        pl = self.p[self.seat]
        if self._phase == "stout":  # R-POW-STOUT: after scoring, no second scoring
            self._decline(pl.active)
            self._start_withdrawals()
            return
        if self._phase != "start" or self.mode_decided:
            raise IllegalAction("You can decline only at the very start of your turn (a Stout race also at its "
                                "end)." if self._phase != "pick" else "You have no active race to decline.")
        self.mode_decided = True
        self.ghouls_done = True  # R-TURN-2 step 3: no Ghoul action in a decline turn
        self._decline(pl.active)
        self._score()  # R-DECL-6
        self._end_turn()

    def _h_abandon(self, a: Action) -> None:
        rs = self._conquering(a)
        if rs.started:
            raise IllegalAction("You can abandon regions only before your first conquest of the turn.")
        if a.target not in rs.regions:
            raise IllegalAction(f"Your {rs.title} do not hold {self.region_label(a.target)}.")
        self._start(rs)
        rs.started = False  # abandoning is part of READY
        self._abandon(rs, a.target)

    def _h_conquer(self, a: Action) -> None:
        rs = self._conquering(a)
        self._check_target(rs, a.target)
        need = cq.cost(self, rs, a.target)
        have = self._available(rs)
        if need > have:
            raise IllegalAction(f"You need {need} tokens for {self.region_label(a.target)} and have {have}"
                                + (" (try 'roll' with the reinforcement die)." if need - have <= 3 and have
                                   and not rs.power.berserk else "."))
        self._start(rs)
        rolled = rs.berserk_roll is not None
        rs.berserk_roll = None
        cq.resolve(self, rs, a.target, need, "berserk" if rolled else "")

    def _h_roll(self, a: Action) -> None:
        rs = self._conquering(a)
        if rs.active and rs.power.berserk:
            raise IllegalAction("A Berserk race never makes the final reinforcement roll: use 'berserk' before a "
                                "conquest.")
        self._check_target(rs, a.target)
        need = cq.cost(self, rs, a.target)
        have = self._available(rs)
        if have < 1:
            raise IllegalAction("You need at least 1 token in hand to roll the reinforcement die.")
        if not 1 <= need - have <= 3:  # R-DIE-1
            raise IllegalAction(f"The die can make up 1 to 3 missing tokens; {self.region_label(a.target)} "
                                f"needs {need} and you have {have}.")
        self._start(rs)
        face = self.roll_die()
        ok = rs.hand + face >= need
        self.events.append(self.event("roll", rs.seat, rs.title, a.target, face,
                                      extra="success" if ok else "fail"))
        if ok:  # R-DIE-3
            cq.resolve(self, rs, a.target, rs.hand, "die")
        self._conquests_over(rs)  # R-DIE-5

    def _h_berserk(self, a: Action) -> None:
        rs = self._conquering(a)
        if not (rs.active and rs.power.berserk):
            raise IllegalAction("Only a Berserk race rolls before a conquest.")
        if rs.berserk_roll is not None:
            raise IllegalAction("You already rolled for this conquest: conquer with it.")
        if self._available(rs) < 1:
            raise IllegalAction("You need at least 1 token in hand to roll.")
        self._start(rs)
        rs.berserk_roll = self.roll_die()
        self.events.append(self.event("roll", rs.seat, rs.title, n=rs.berserk_roll, extra="berserk"))
        if not self._conquer_targets(rs):  # R-POW-BERSERK: no conquest possible, conquests end
            self._conquests_over(rs)

    def _h_dragon(self, a: Action) -> None:
        rs = self._conquering(a)
        if not (rs.active and rs.power.dragon):
            raise IllegalAction("Only a Dragon Master race has a Dragon.")
        if rs.dragon_used:
            raise IllegalAction("The Dragon attacks only once per turn.")
        if rs.berserk_roll is not None:
            raise IllegalAction("Use your Berserk roll on a normal conquest first.")
        self._check_target(rs, a.target)
        if self._available(rs) < 1:
            raise IllegalAction("The Dragon needs 1 token in hand.")
        self._start(rs)
        rs.dragon_used = True
        for rid, here in enumerate(self.r_dragon):
            if here:
                self.r_dragon[rid] = False
        cq.resolve(self, rs, a.target, 1, "dragon")  # R-POW-DRAGONMASTER: exactly 1 token
        self.r_dragon[a.target] = True

    def _h_convert(self, a: Action) -> None:
        rs = self._conquering(a)
        self._check_convert(rs, a.target)
        self._start(rs)
        victim = self.r_race[a.target]
        rs.converted.add(victim.seat)
        cq.defend(self, victim, a.target, rs, conversion=True)
        self.r_lair[a.target] = self.r_fort[a.target] = False
        self.r_race[a.target] = rs
        self.r_tokens[a.target] = 1  # a Sorcerer from the tray, not from hand
        rs.regions.add(a.target)
        rs.nonempty += 1
        self.events.append(self.event("convert", rs.seat, rs.title, a.target, other=victim.seat,
                                      extra=victim.name))

    def _check_convert(self, rs: RaceState, rid: int) -> None:
        """R-RACE-SORCERERS: a lone active token of an opponent, once per opponent per turn."""
        if not (rs.active and rs.race.converts):
            raise IllegalAction("Only active Sorcerers convert.")
        if rs.berserk_roll is not None:
            raise IllegalAction("Use your Berserk roll on a normal conquest first.")
        victim = self.r_race[rid]
        if (victim is None or victim.seat == rs.seat or not victim.active or self.r_tokens[rid] != 1
                or self.r_camps[rid]):
            raise IllegalAction(f"{self.region_label(rid)} does not hold a lone active token of an opponent "
                                "(and nothing else).")
        if victim.seat in rs.converted:
            raise IllegalAction(f"You already converted a token of {self.players[victim.seat]} this turn.")
        if self.tray(rs) < 1:
            raise IllegalAction("All Sorcerer tokens are in play.")
        self._check_target(rs, rid, convert=True)

    def _h_redeploy(self, a: Action) -> None:
        rs = self._actor(a)
        lay.check_redeploy(self, rs, a.layout)
        self._start(rs)
        self._redeploy(rs, a.layout)

    def _h_fortress(self, a: Action) -> None:
        if self._phase != "fortress":
            raise IllegalAction("A Fortress is placed only at the end of a Fortified race's redeployment.")
        rs = self.p[self.seat].active
        if a.target not in self._fortress_targets(rs):
            raise IllegalAction(f"You cannot build a Fortress in {self.region_label(a.target)} (one per region, "
                                f"in your own regions, at most {MAX_FORTRESSES} on the map).")
        self.r_fort[a.target] = True
        self.events.append(self.event("fortress", rs.seat, rs.title, a.target))
        self._after_conquest()

    def _fortress_targets(self, rs: RaceState) -> list[int]:
        if sum(self.r_fort) >= MAX_FORTRESSES:
            return []
        return sorted(r for r in rs.regions if not self.r_fort[r])

    def _h_camps(self, a: Action) -> None:
        if self._phase != "camps":
            raise IllegalAction("Encampments are placed only at the end of a Bivouacking race's redeployment.")
        rs = self.p[self.seat].active
        lay.check_camps(self, rs, a.layout)
        self._place_camps(rs, a.layout)

    def _place_camps(self, rs: RaceState, layout: Layout) -> None:
        for rid in rs.regions:
            self.r_camps[rid] = 0
        for rid, n in layout:
            self.r_camps[rid] = n
        rs.camps_pool = 0
        self.events.append(self.event("camps", rs.seat, rs.title))
        self._after_conquest()

    def _h_heroes(self, a: Action) -> None:
        if self._phase != "heroes":
            raise IllegalAction("Heroes are placed only at the end of a Heroic race's redeployment.")
        rs = self.p[self.seat].active
        lay.check_heroes(self, rs, [r for r, _ in a.layout])
        self._place_heroes(rs, a.layout)

    def _place_heroes(self, rs: RaceState, layout: Layout) -> None:
        for rid in rs.regions:
            self.r_hero[rid] = False
        for rid, _ in layout:
            self.r_hero[rid] = True
        self.events.append(self.event("heroes", rs.seat, rs.title))
        self._after_conquest()

    def _h_ally(self, a: Action) -> None:
        if self._phase != "ally":
            raise IllegalAction("A Diplomat names an ally only at the end of its turn.")
        if a.target not in self._ally_options(self.p[self.seat].active):
            raise IllegalAction(f"You cannot make peace with {self.players[a.target]}: you attacked their "
                                "active race this turn (or that is you).")
        self.p[self.seat].ally = a.target
        self.events.append(self.event("ally", self.seat, other=a.target))
        self._start_withdrawals()

    def _ally_options(self, rs: RaceState) -> list[int]:
        """R-POW-DIPLOMAT: any opponent whose active race the Diplomat race did not attack this turn."""
        return [s for s in range(len(self.p)) if s != self.seat and s not in rs.attacked]

    def _h_withdraw(self, a: Action) -> None:
        if self._phase != "withdraw" or not self.withdraw_queue:
            raise IllegalAction("No withdrawn tokens wait to be placed now.")
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
        if self._phase == "pick" and self.column:
            raise IllegalAction("Pick a combo first: taking one is mandatory in a new-race turn.")
        who, serial = self.current_player, self.serial
        while not self.is_over and self.serial == serial and self.current_player == who:
            phase = self._phase
            active = self.p[self.seat].active
            if phase == "pick":
                if self.column:
                    return  # a mandatory pick is not a default: stop there
                self._after_conquest()
            elif phase == "start":
                self._engage(active)
            elif phase in ("conquer", "redeploy"):
                self._redeploy(self.acting, lay.default_redeploy(self, self.acting))
            elif phase == "fortress":
                self._after_conquest()
            elif phase == "camps":
                self._place_camps(active, lay.default_camps(self, active))
            elif phase == "heroes":
                self._place_heroes(active, lay.default_heroes(self, active))
            elif phase in ("ally", "stout"):
                self._start_withdrawals()
            elif phase == "withdraw":
                seat = self.withdraw_queue[0]
                self._withdraw(seat, *lay.default_withdraw(self, seat))

    # ------------------------------------------------------------------ legal moves
    def legal_actions(self) -> list[Action]:
        """Every move the current player may make now; a finite menu, so random play always finishes."""
        phase = self._phase
        if phase == "over":
            return []
        if phase == "withdraw":
            options = lay.withdraw_options(self, self.withdraw_queue[0])
            return [Action("withdraw", layout=lo, camps=c) for lo, c in options] + [_END]
        active = self.p[self.seat].active
        if phase == "fortress":
            return [Action("fortress", r) for r in self._fortress_targets(active)] + [_END]
        if phase == "camps":
            return [Action("camps", layout=lo) for lo in lay.camps_options(self, active)] + [_END]
        if phase == "heroes":
            return [Action("heroes", layout=lo) for lo in lay.heroes_options(self, active)] + [_END]
        if phase == "ally":
            return [Action("ally", s, label=self.players[s]) for s in self._ally_options(active)] + [_END]
        if phase == "stout":
            return [_DECLINE, _END]
        out: list[Action] = []
        if phase in ("start", "pick"):
            if phase == "start" and not self.mode_decided:
                out.append(_DECLINE)
            ghouls = None if self.ghouls_done else self._ghoul_race()
            if ghouls is not None:
                out += self._race_actions(ghouls, True)
            if phase == "pick":
                coins = self.p[self.seat].coins
                out += [Action("pick", i + 1) for i in range(len(self.column)) if i <= coins]
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

    _HANDLERS = {
        "pick": _h_pick, "decline": _h_decline, "abandon": _h_abandon, "conquer": _h_conquer, "roll": _h_roll,
        "berserk": _h_berserk, "dragon": _h_dragon, "convert": _h_convert, "redeploy": _h_redeploy,
        "fortress": _h_fortress, "camps": _h_camps, "heroes": _h_heroes, "ally": _h_ally,
        "withdraw": _h_withdraw, "end": _h_end,
    }


_END = Action("end")
_DECLINE = Action("decline")
_BERSERK = Action("berserk")
