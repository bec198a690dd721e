"""The game: its state, the public API of DESIGN.md, copies and saved games.

The turn flow (``flow.py``), the move handlers (``moves.py``) and legal move generation (``movegen.py``) are
mixins of ``Game``, each one concept; the rules of conquest live in ``conquest.py`` and of placement in
``layouts.py``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from itertools import repeat
from operator import is_
from typing import Any

from . import conquest as cq
from . import layouts as lay
from .ability import AT_CONQUER, Ability
from .actions import MAX_COUNT, Action, check, parse
from .board import Board
from .costs import CostBreakdown
from .errors import Code, IllegalAction, NotAMove, PositionError, printable, quote
from .events import Event, Scored
from .limits import check_islands, check_setup, player_names
from .movegen import MoveGenerator
from .moves import MoveHandlers
from .packs import canonical, expanded
from .phases import BETWEEN, CONQUER, REDEPLOY, START, STEP
from .position import game_from, position_of
from .ruleset import BASE, Ruleset
from .state import PlayerState, RaceState
from .views import Combo, EndPreview, RaceView, RegionView, StepView

_END = Action("end")


def _ability(kind: str, name: str, table: Mapping[str, Ability]) -> Ability:
    name = canonical(name)  # an old printed name (X-COMP-4: Gypsies)
    for key, value in table.items():
        if key.lower() == name.strip().lower():
            return value
    raise ValueError(f"Unknown {kind} '{name}'. Known: {', '.join(table)}.")


def _check_deal(ruleset: Ruleset, deal: tuple[tuple[str, ...], tuple[str, ...]]) -> None:
    """A deal (``Game.new``) lists known races and powers, each once, the whole of the ruleset's first catalogue
    among them (content is only ever added) and the column's six when the catalogue has them (ValueError)."""
    for kind, names, table, first in (("race", deal[0], ruleset.races, ruleset.first_deal[0]),
                                      ("power", deal[1], ruleset.powers, ruleset.first_deal[1])):
        unknown = [name for name in names if not isinstance(name, str) or name not in table]
        if unknown:
            raise ValueError(f"The deal names a {kind} {ruleset.name} does not have ({quote(unknown[0])}).")
        if len(set(names)) != len(names):
            raise ValueError(f"The deal lists a {kind} twice.")
        if not set(first) <= set(names) or len(names) < min(6, len(table)):
            raise ValueError(f"The deal lacks {kind}s of {ruleset.name}.")


def _offered(action: Action, menu: tuple[Action, ...]) -> bool:
    """True when this very object is in ``menu`` (``legal_actions`` offered it). ``tuple.index`` finds it by C
    comparisons that test identity first (a menu holds dozens of moves: no Python loop over them); an equal copy
    listed before it (a caller's own ``Action``), or fields whose comparison fails, fall back to the scan by id.
    A long menu (the Humans' hundreds of placements) is scanned by identity alone (``operator.is_``): ``index``
    would compare every move before it field by field, about 0.1 ms there."""
    if type(action) is Action and len(menu) <= _SHORT_MENU:
        try:
            if menu[menu.index(action)] is action:
                return True
        except ValueError:  # no equal move in the menu, so not this one
            return False
        except Exception:  # noqa: BLE001 - a field of a caller's own type compared badly: ``check`` refuses it
            pass
    return any(map(is_, repeat(action), menu))


_SHORT_MENU = 64  # moves in a menu that ``_offered`` searches by ``tuple.index``


class Game(MoveGenerator):
    """One game of Small World. Build it with ``Game.new``; drive it with ``play``/``apply``.

    Beyond DESIGN.md's contract, read-only for callers: ``phase``, ``seat`` (whose turn), ``acting_race``,
    ``step`` and ``phase_word`` (the question an ability asks now), ``end_preview`` (what ``end`` would do),
    ``moves``, ``log``, ``coin_history``,
    ``serial`` (player-turns begun: it changes when the turn passes),
    ``forced`` (the forced stacks and dice of the setup), ``deal`` (the catalogue order dealt from); and ``copy``,
    ``determinized``, ``rewound``, ``ghouls_preview``, ``column_view``, ``races``, ``target_problem``, ``describe``.
    """

    __slots__ = ()

    # ------------------------------------------------------------------ construction
    @classmethod
    def new(cls, board: Board | None, players: list[str], seed: int = 0, races: list[str] | None = None,
            powers: list[str] | None = None, dice: list[int] | None = None, turns: int | None = None,
            ruleset: Ruleset = BASE, islands: str | Sequence[str] | None = None, revision: int | None = None,
            deal: tuple[Sequence[str], Sequence[str]] | None = None,
            expansions: str | Sequence[str] | None = None) -> Game:
        """Set up a game (R-SETUP). ``races``/``powers`` fix the top of the stacks; ``dice`` forces faces;
        ``ruleset`` is the base game unless another is given. ``board`` None: the ruleset's (the official map
        for the player count; in Small World of Warcraft the islands drawn with the seed, W-SETUP-1, or those
        ``islands`` fixes: ``"L1a,S2b"``). ``revision``: an earlier rules revision of the ruleset
        (``Ruleset.revision``), for a save played under it; the current one by default. ``deal``: the catalogue
        order (races, powers) the stacks are shuffled from, a save's own (record.py); the ruleset's by default.
        ``expansions``: the race-and-power packs joining the stacks (RULES-EXP.md X-INT-1), their keys or "all"
        (packs.py: ``"cursed,bna"``, ``["cursed", "bna"]``)."""
        if expansions is not None:
            ruleset = expanded(ruleset, expansions)  # SetupError for an unknown pack or another ruleset's
        revision = getattr(ruleset, "revision", 1) if revision is None else revision
        check_setup(ruleset, board, seed, races, powers, dice, turns, islands, revision)  # SetupError: limits.py
        names = player_names(players, *ruleset.players)
        check_islands(ruleset, board, len(names))
        order = (tuple(ruleset.races), tuple(ruleset.powers)) if deal is None else (tuple(deal[0]), tuple(deal[1]))
        if deal is not None:
            _check_deal(ruleset, order)
        g = cls.__new__(cls)
        g._setup(ruleset, board, names, seed, list(races or []), list(powers or []), list(dice or []), turns,
                 islands, revision, order)
        return g

    def _setup(self, ruleset: Ruleset, board: Board | None, names: list[str], seed: int, races: list[str],
               powers: list[str], dice: list[int], turns: int | None,
               islands: str | Sequence[str] | None, revision: int, deal: tuple[tuple[str, ...], tuple[str, ...]]
               ) -> None:
        """R-SETUP: every field of ``GameState`` gets its first value here."""
        self.ruleset = ruleset
        self.revision = revision
        self.rng = random.Random(seed)
        self.board = board = ruleset.board(len(names), self.rng, islands, board)
        self.players = names
        self.seed = seed
        self.forced = {"races": races, "powers": powers, "dice": dice, "deal": list(deal)}
        self.num_turns = turns or (ruleset.board_turns and board.turns) or ruleset.turns[len(names)]
        self.dice_left = list(dice)
        n = len(board.regions)
        self.facts = f = cq.facts(board)  # the static per-region facts, shared by every game on this board
        self.adjacency, self.mountain, self.caverns = f.adjacency, f.mountain, f.caverns
        self.r_race = [None] * n
        self.r_tokens = [0] * n
        self.r_tribe = [0] * n
        self.markers = {m.kind: [0] * n for m in ruleset.markers}
        self.defence = [0] * n
        self.immune = [0] * n
        self.marked = [0] * n
        self.price = list(f.base)  # no marker yet: 2 and the Mountain
        self.face_up = set()
        self.counters = {}
        self.ruleset_state = ruleset.state() if ruleset.state is not None else None
        self.in_play = {}
        self.p = [PlayerState(name) for name in names]
        ruleset.setup(self)  # the ruleset's pieces on the map (Lost Tribes, R-SETUP-3)
        self.race_stack = self._stack(races, ruleset.races, "race", deal[0])  # top first (R-SETUP-2)
        self.power_stack = self._stack(powers, ruleset.powers, "power", deal[1])
        self.power_discard = []
        self.column = []
        for _ in range(6):
            self._refill()
        self.record, self.notation = [], []
        self.events = []
        self.log = []
        self.coin_history = [[pl.coins for pl in self.p]]
        self.turn = 1
        self.seat = 0
        self.current_player = 0
        self.is_over = False
        self.winners = []
        self.serial = 0
        self.acting = None
        self.mode_decided = False
        self.ghouls_done = False
        self.withdraw_queue = []
        self.phase = BETWEEN
        self.step_at, self.step_index = "", 0
        self.menu = None
        self._begin_turn()
        self.log.extend(self.events)

    def _stack(self, forced: list[str], table: Mapping[str, Ability], kind: str, order: Sequence[str]) -> list[str]:
        """The forced names on top, then the rest of ``order`` (the catalogue dealt from) shuffled (R-SETUP-2)."""
        top = [_ability(kind, name, table).name for name in forced]
        if len(set(top)) != len(top):
            raise ValueError(f"A {kind} can be forced only once.")
        rest = [name for name in order if name not in top]
        self.rng.shuffle(rest)
        return top + rest

    @property
    def deal(self) -> tuple[Sequence[str], Sequence[str]]:
        """The catalogue order (races, powers) the stacks were shuffled from: what a save records (record.py)."""
        races, powers = self.forced["deal"]
        return races, powers

    # ------------------------------------------------------------------ small helpers









    # ------------------------------------------------------------------ public queries
    @property
    def acting_race(self) -> RaceState | None:
        """The race that conquers now: the Ghouls in their phase, else the active race."""
        phase = self.phase
        if phase is CONQUER or phase is REDEPLOY:
            return self.acting
        if phase is START:
            return self.p[self.seat].active
        return None

    @property
    def step(self) -> StepView | None:
        """The question an ability asks now (phase STEP): its name, the move kind answering it, its turn point,
        hint and whether it is optional; None when no question waits."""
        question = self._question() if self.phase is STEP else None
        if question is None:
            return None
        _, move, _ = question
        return StepView(move.name, move.kind, self.step_at, self.phase_hint(), move.default is None)

    @property
    def phase_word(self) -> str:
        """Where the turn stands, as one word: the waiting question's name ("fortress") in phase STEP, else the
        phase's value ("conquer"). Saves' digests and the status line use it."""
        step = self.step
        return step.name if step is not None else self.phase.value

    def coins(self, seat: int) -> int:
        return self.p[seat].coins

    def hand(self, seat: int) -> int:
        rs = self.p[seat].active
        if rs is None:
            return 0
        return self._available(rs) if seat == self.seat and self.phase is START else rs.hand

    def _check_region(self, rid: int) -> None:
        if not isinstance(rid, int) or not 0 <= rid < len(self.board.regions):
            raise ValueError(f"No region {rid!r} on this map (ids run 0..{len(self.board.regions) - 1}).")

    def region(self, rid: int) -> RegionView:
        self._check_region(rid)
        reg = self.board.regions[rid]
        rs = self.r_race[rid]
        if rs is not None:
            owner, race, tokens, decline = rs.seat, rs.name, self.r_tokens[rid], not rs.active
        elif self.r_tribe[rid]:
            owner, race, tokens, decline = None, self.ruleset.tribe, self.r_tribe[rid], False
        else:
            owner, race, tokens, decline = None, None, 0, False
        own = self.ruleset_state
        ap = own.seen_in(self, rid) if own is not None else ()
        if self.marked[rid]:  # any marker at all (most regions have none; bots read views by the thousand)
            m = self.marker
            counts = self.markers
            kinds = tuple((k.kind, n) for k in self.ruleset.markers if not k.hidden and (n := counts[k.kind][rid]))
            return RegionView(rid, reg.name, reg.terrain, owner, race, tokens, decline, reg.mountain,
                              bool(m("lair", rid)), bool(m("fortress", rid)), m("camps", rid), bool(m("hole", rid)),
                              bool(m("hero", rid)), bool(m("dragon", rid)), ap, kinds)
        return RegionView(rid, reg.name, reg.terrain, owner, race, tokens, decline, reg.mountain,
                          False, False, 0, False, False, False, ap)

    def conquest_cost(self, rid: int) -> int | None:
        """Tokens the current race needs for ``rid`` now; None if it cannot target it (R-CONQ-1, including (f):
        no token in hand)."""
        self._check_region(rid)
        rs = self.acting_race
        if rs is None or rs.ended or self._available(rs) < 1 or self.ruleset.block(self, rs, rid):
            return None
        return cq.cost(self, rs, rid)

    def cost_breakdown(self, rid: int) -> CostBreakdown:
        """``conquest_cost(rid)`` part by part (R-CONQ-4, W-CONQ-4): ``.parts`` (each ``.label``, ``.tokens``)
        summing to ``.total``, the minimum included; the coins due first beside them (``.coins``, W-CONQ-1d). When
        the region cannot be targeted, ``.total`` is None and ``.reason`` is ``target_problem(rid)``."""
        refusal = self.target_refusal(rid)
        rs = self.acting_race
        if refusal is not None or rs is None:
            return CostBreakdown(reason=str(refusal))
        return self.ruleset.cost_breakdown(self, rs, rid)

    def conquest_costs(self) -> dict[int, int]:
        """``conquest_cost`` of every region the acting race may target now, from one scan: {region: tokens}.
        Regions left out cannot be targeted (their ``conquest_cost`` is None). For bots, which price many."""
        rs = self.acting_race
        if rs is None or rs.ended or self._available(rs) < 1:
            return {}
        return dict(self.ruleset.targets(self, rs))

    def target_problem(self, rid: int) -> str:
        """Why the current race cannot conquer ``rid`` now, in words ("" if it can try)."""
        refusal = self.target_refusal(rid)
        return str(refusal) if refusal else ""

    def target_refusal(self, rid: int) -> IllegalAction | None:
        """Why the current race cannot conquer ``rid`` now, as the error a conquest would raise (its ``code``
        for programs, its words for players), or None if it can try."""
        self._check_region(rid)
        rs = self.acting_race
        if rs is None:
            return IllegalAction("No race of yours is conquering now.", Code.WRONG_PHASE)
        if rs.ended:
            return IllegalAction("Your conquests have ended this turn.", Code.WRONG_PHASE)
        if self._available(rs) < 1:
            return IllegalAction("You have no token in hand to conquer with.", Code.NOT_ENOUGH_TOKENS)
        code = self.ruleset.block(self, rs, rid)
        return cq.refusal(self, rs, rid, code) if code else None

    def column_view(self) -> list[Combo]:
        races, powers = self.ruleset.races, self.ruleset.powers
        out = []
        for i, (race, power, coins, *lying) in enumerate(self.column):  # X-INT-3: tokens lying on it (Homunculi)
            tokens = races[race].banner + powers[power].badge + races[race].extra_tokens
            if lying and lying[0]:
                tokens = lying[0] + min(tokens, races[race].supply - lying[0])
            out.append(Combo(i + 1, race, power, tokens, self.pick_price(i), coins))  # X-INT-2
        return out

    def races(self, seat: int) -> list[RaceView]:
        """The player's races, active first: public information (R-HIDE-2)."""
        out = []
        for rs in self.p[seat].races():
            hand = self.hand(seat) if rs is self.p[seat].active else rs.hand
            out.append(RaceView(rs.name, rs.power.name, rs.title, rs.active, hand, len(rs.regions),
                                sum(self.r_tokens[r] for r in rs.regions), rs.withdrawn, rs.offmap,
                                rs.race.given_to(self, rs),
                                rs.race.public_counts(self, rs) + rs.power.public_counts(self, rs)))
        return out

    def redeploy_totals(self, ghouls: bool = False) -> tuple[int, int] | None:
        """(tokens a redeployment must place, tokens the Amazons then set aside, R-RACE-AMAZONS) for the race
        that would redeploy now (``ghouls``: the in-decline Ghouls); None if that race cannot redeploy now."""
        try:
            rs = self._actor(Action("redeploy", ghouls=ghouls))
        except IllegalAction:
            return None
        return lay.redeploy_total(self, rs)

    def end_preview(self) -> EndPreview | None:
        """What ``end`` would do now for the current player: where his active race's tokens end up, the markers
        it places, what he scores (with its parts), whether the turn passes and whether it is the game's last
        player-turn; None when ``end`` is not legal now (a pick is due). Computed by the engine's own ``end`` on a
        private copy, so it can never differ from playing it."""
        seat = self.current_player
        trial = self.copy()
        try:
            events = trial.apply(_END)
        except IllegalAction:
            return None
        before, after = self._own_tokens(seat), trial._own_tokens(seat)
        placed = tuple((rid, n - before.get(rid, 0)) for rid, n in sorted(after.items()) if n > before.get(rid, 0))
        markers = tuple((kind, rid, n) for kind, counts in sorted(trial.markers.items())
                        if not self.ruleset.marker(kind).hidden  # never shown (which bomb is live)
                        for rid, n in enumerate(counts) if n != self.markers[kind][rid])
        score = next((e for e in events if isinstance(e, Scored) and e.seat == seat), None)
        final = self.turn == self.num_turns and self.seat == len(self.p) - 1  # R-END-1: the last player-turn
        kept = trial.p[seat].active
        return EndPreview(placed, tuple(sorted(after.items())), tuple(sorted(set(before) - set(after))), markers,
                          score, trial.is_over or trial.current_player != seat or trial.serial != self.serial, final,
                          kept.offmap if kept is not None else 0)

    def _own_tokens(self, seat: int) -> dict[int, int]:
        """{region: tokens} of the seat's active race."""
        rs = self.p[seat].active
        return {rid: self.r_tokens[rid] for rid in rs.regions} if rs is not None else {}

    def secrets(self, seat: int) -> dict[int, tuple[str, ...]]:
        """What player ``seat`` alone may read on the map, by region, in words (X-INT-10: his Skags' face-down
        Loot, "Loot: 2 coins"); {} when there is nothing. Private information: show it to that player only (the
        app, to the player whose screen it is); bots and hints never ask it for another seat. A seat not in the game
        raises a ValueError."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(self.p):
            raise ValueError(f"No seat {seat!r} in this game (seats run 0..{len(self.p) - 1}).")
        out: dict[int, list[str]] = {}
        for rs in self.all_races():
            for ability in (rs.race, rs.power):
                for rid, words in ability.secrets(self, rs, seat).items():
                    out.setdefault(rid, []).append(words)
        return {rid: tuple(words) for rid, words in sorted(out.items())}

    def ally(self, seat: int) -> int | None:
        """The seat this player's Diplomat is at peace with, if any."""
        return self.p[seat].ally


    # ------------------------------------------------------------------ copies for search
    def copy(self) -> Game:
        """An independent copy with the same state and RNG, cheaper than a replay (for bots' search); derived
        from the declaration of ``GameState``. The copy's ``log`` starts empty."""
        copied: Game = super().copy()
        return copied

    def rewound(self, moves: int = 1) -> Game:
        """The same game without its last ``moves`` moves: a fresh setup replayed (like python-chess's ``pop``;
        the engine is deterministic, so the die and the stacks come out as before). For undo."""
        if not 0 <= moves <= len(self.moves):
            raise ValueError(f"Cannot take back {moves} moves of {len(self.moves)}.")
        forced = self.forced
        g = Game.new(self.board, list(self.players), seed=self.seed, races=forced["races"], powers=forced["powers"],
                     dice=forced["dice"], turns=self.num_turns, ruleset=self.ruleset, revision=self.revision,
                     deal=self.deal)
        for move in self.moves[:len(self.moves) - moves]:
            g.play(move)
        return g

    def ghouls_preview(self) -> Game | None:
        """A copy in which the current player's in-decline Ghouls have begun their own phase (R-RACE-GHOULS), so
        that ``conquest_cost``, ``target_problem`` and ``acting_race`` answer for them before their first move;
        None when they cannot act now."""
        if self._ghouls_to_start() is None:
            return None
        g = self.copy()
        ghouls = g._ghouls_to_start()
        assert ghouls is not None
        g._engage(ghouls)
        return g

    def determinized(self, seat: int, seed: int) -> Game:
        """A copy as ``seat`` may imagine it: hidden things re-dealt (R-HIDE). Other players' coin totals
        become ``seat``'s own total, the stacks below the column are reshuffled, the die is re-seeded and what the
        ruleset's own state hides is re-dealt (``RulesetState.redeal``: WoW's face-down Artifact and Place markers,
        W-AP, and its unrevealed bombs, W-RACE-GOBLINS)."""
        g = self.copy()
        g.rng = random.Random(seed)
        g.dice_left = []
        for s, pl in enumerate(g.p):
            if s != seat:
                pl.coins = self.p[seat].coins
        g.rng.shuffle(g.race_stack)
        g.rng.shuffle(g.power_stack)
        if g.ruleset_state is not None:
            g.ruleset_state.redeal(g)
        dealers = g.ruleset.dealers
        if dealers:  # RULES-EXP X-INT-10: the races' hidden pieces (face-down Loot); none in the base game
            for rs in list(g.all_races()):
                for ability in (rs.race, rs.power):
                    if ability in dealers:
                        ability.redeal(g, rs, seat)
        return g

    # ------------------------------------------------------------------ positions (position.py)
    def position(self) -> dict[str, Any]:
        """This position in the public set-up form (a JSON-ready dict, like chess's FEN): see position.py."""
        return position_of(self)

    @classmethod
    def from_position(cls, board: Board, position: dict[str, Any], ruleset: Ruleset = BASE) -> Game:
        """The game ``position`` describes, its player about to start his turn; PositionError (a ValueError) if it
        is not valid. A position may come from outside (a bug report): any field of the wrong type is refused."""
        try:
            game = game_from(cls, board, position, ruleset)
            game._check_position()
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
            raise PositionError(f"This position is not valid: {printable(str(exc)[:200])}") from None
        return game

    def _check_position(self) -> None:
        """What a built position must hold to be played: known races and powers, counts in range (ValueError)."""
        races, powers = self.ruleset.races, self.ruleset.powers
        if any(r not in races for r in [c[0] for c in self.column] + self.race_stack) or any(
                p not in powers for p in [c[1] for c in self.column] + self.power_stack + self.power_discard):
            raise ValueError("the column or a stack names a race or power that is not in the game")
        if any(c[3] > races[c[0]].supply for c in self.column if len(c) > 3):  # X-INT-3: tokens from the tray
            raise ValueError("a combo holds more tokens than its race's supply")
        counts = [pl.coins for pl in self.p] + [n for c in self.column for n in c[2:]] + list(self.r_tokens) + [
            n for seat in range(len(self.p)) for v in self.races(seat) for n in (v.hand, v.withdrawn, v.set_aside)]
        if any(type(n) is not int or not 0 <= n <= MAX_COUNT for n in counts):
            raise ValueError(f"coins and tokens must be whole numbers from 0 to {MAX_COUNT}")
        if any(type(n) is not int or not 0 <= n < 1 << 16 for n in self.counters.values()):  # a count, or a bit mask
            raise ValueError("the pieces' counters are whole numbers from 0 to 65535")  # (the Skags' Loot drawn)

    # ------------------------------------------------------------------ saved games
    def to_json(self) -> str:
        """The game record: setup and moves in notation, plus a digest of the state (see record.py)."""
        from .record import to_json

        return to_json(self)

    @classmethod
    def from_json(cls, text: str, on_move: Callable[[int, int, str, list[Event], Game], None] | None = None
                  ) -> Game:
        """Replay and verify a record; a bad one raises SaveError (a ValueError) saying why.
        ``on_move(number, seat, move, events, game)`` is called after each replayed move."""
        from .record import from_json

        return from_json(text, on_move)

    # ------------------------------------------------------------------ moves
    def play(self, text: str) -> list[Event]:
        """Parse one move in notation and apply it."""
        if self.is_over:
            raise IllegalAction("The game is over.", Code.GAME_OVER)
        return self.apply(parse(text, self))

    def legal_actions(self) -> list[Action]:
        """Every move the current player may make now; a finite menu, so random play always finishes."""
        menu = self._menu()
        self.menu = (len(self.record), tuple(menu))  # a tuple: a caller may change the list it got
        return menu

    def apply(self, action: Action) -> list[Event]:
        """Check and apply one move; return what happened. Illegal moves change nothing."""
        memo = self.menu
        trusted = memo is not None and memo[0] == len(self.record) and _offered(action, memo[1])
        if trusted:
            # this very object was offered by ``legal_actions`` in this state (``menu`` keeps it alive, so its
            # id is not reused): its fields are the engine's own and it is legal; its handler may skip the checks
            handlers, step, ability = self._TRUSTED, MoveHandlers._trusted_step, MoveHandlers._trusted_ability
        else:
            check(action, self)  # fields of the right type and range, before any rule reads them
            if self.is_over:
                raise IllegalAction("The game is over.", Code.GAME_OVER)
            handlers, step, ability = self._HANDLERS, MoveHandlers._h_step, MoveHandlers._h_ability
        handler = handlers.get(action.kind)
        if self.step_at:  # a question waits: its own move answers it (Stout's 'decline' is not the core's)
            question = self._question()
            if question is not None and question[1].kind == action.kind:
                # its handler, given the question just found
                handler = partial(MoveHandlers._answer, checked=not trusted, question=question)
        if handler is None:
            declared = self.ruleset.moves.get(action.kind)
            if declared is not None:
                handler = ability if declared[1].at == AT_CONQUER else step
        if handler is None:
            raise NotAMove(f"{quote(action.kind)} is not a move.", Code.NOT_A_MOVE)
        self.events = []
        handler(self, action)
        self.record.append(action)  # its notation is made when ``moves`` is read
        self.log.extend(self.events)
        return self.events
