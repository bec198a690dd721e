"""The one declared state of a game: every field, typed, in one place (DESIGN.md, "One declared state").

``GameState`` holds all of a game; ``RaceState`` one race banner in play; ``PlayerState`` one seat. They are
plain slotted classes (they sit on the engine's hot path: flat lists indexed by region id, no pydantic, no deep
copies). ``copy()`` is derived from the annotations below, so a new field is copied right without a second list
to keep: ``list[...]``/``set[...]``/``dict[...]`` are copied one level deep, a ``list[list[int]]`` or
``dict[str, list[int]]`` two levels, references to races are re-pointed to the copied races, ``Random`` is
cloned, ``list[Event]`` starts empty, a ruleset's own state (``RulesetPart``) is copied by its own ``_copy``, and
everything else (numbers, strings, tuples, the board) is shared.

A ruleset's own part of the state (WoW's Artifacts and Places, its bombs: ``WowState`` in rules/wow/state.py) is a
``RulesetState``, declared like the classes here and held in the one generic field ``GameState.ruleset_state``:
the core copies it, and asks it for its part of the save digest, of positions and of ``determinized``'s re-deal.

Markers (Troll Lair, Fortress, Encampment, Hole, Hero, Dragon…) are keyed by kind in ``markers``; each kind is a
``Marker`` declared by the ability that places it (ability.py). ``defence`` and ``immune`` sum them per region
(and ``price``, their defence with the board's cost) for the conquest rules; change markers only through
``set_marker`` so the sums stay right.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from functools import lru_cache
from typing import TYPE_CHECKING, Any, ClassVar

from .ability import Ability
from .phases import Phase

if TYPE_CHECKING:  # pragma: no cover
    from .ability import Marker, Power, Race
    from .actions import Action
    from .board import Board
    from .conquest import BoardFacts
    from .core import GameCore
    from .events import Event
    from .ruleset import Ruleset

Copier = Callable[[Any, dict[int, Any]], Any]
_NOWHERE: frozenset[int] = frozenset()  # no region (``RaceState.barred`` at each START)
_NO_START = Ability.on_start  # the default hook: nothing happens at its owner's START
# ``scope.pieces_in_play``'s answers, per derived set of the ruleset (RULES-EXP pieces asked at every target scan):
# cleared whenever a race enters or leaves play, a player's races change order or a race in play changes its badge;
# a copy starts empty (its answers would name the original's races)
InPlay = dict[frozenset[Any], tuple["RaceState", ...]]
OUT_OF_REACH = 1_000_000  # what an immune marker adds to its region's ``price``: more tokens than any race has
Menu = tuple[int, tuple[Any, ...]]
# a ruleset's own part of the state: an instance of its ``Ruleset.state`` class (a ``RulesetState``), None for a
# ruleset without one. ``Any`` to the core, which reads it through ``RulesetState``'s hooks only; the ruleset reads
# its own fields typed (``ws: WowState = g.ruleset_state``), with no call on its hot paths
RulesetPart = Any


def _copier(annotation: str) -> Copier:
    """How ``copy()`` treats a field, read from its declared type (see the module docstring)."""
    a = annotation.replace(" ", "")
    if a == "list[Event]":
        return lambda v, races: []
    if a == "Menu|None":  # a copy may be changed before it plays (``determinized``): it offers its own menu
        return lambda v, races: None
    if a == "InPlay":
        return lambda v, races: {}
    if a == "RulesetPart":
        return lambda v, races: v._copy(races) if v is not None else None
    if a == "random.Random":
        return lambda v, races: _clone_rng(v)
    if a in ("RaceState|None", "RaceState"):
        return lambda v, races: races.get(id(v)) if v is not None else None
    if a in ("list[RaceState|None]", "list[RaceState]"):
        return lambda v, races: [races[id(r)] if r is not None else None for r in v]
    if a == "list[PlayerState]":
        return lambda v, races: [p.copy(races) for p in v]
    if a.startswith("list[list["):
        return lambda v, races: [list(x) for x in v]
    if a.startswith("dict[str,list["):
        return lambda v, races: {k: list(x) for k, x in v.items()}
    if a.startswith(("list[", "set[", "dict[")):
        return lambda v, races: v.copy()
    return lambda v, races: v


def _clone_rng(rng: random.Random) -> random.Random:
    clone = random.Random()
    clone.setstate(rng.getstate())
    return clone


class Declared:
    """A slotted class whose ``__slots__`` are exactly its annotated fields, copied by ``_copy``."""

    __slots__ = ()
    _copiers: ClassVar[tuple[tuple[str, Copier], ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        own = {k: v for k, v in cls.__dict__.get("__annotations__", {}).items() if not str(v).startswith("ClassVar")}
        if "__slots__" not in cls.__dict__ or set(own) != set(cls.__slots__):  # one declaration: the annotations
            raise TypeError(f"{cls.__name__}: __slots__ must list exactly the annotated fields")
        cls._copiers = cls._copiers + tuple((name, _copier(str(ann))) for name, ann in own.items())

    def _copy(self, races: dict[int, Any]) -> Any:
        new = object.__new__(type(self))
        for name, copier in self._copiers:
            object.__setattr__(new, name, copier(getattr(self, name), races))
        return new


class RaceState(Declared):
    """One race banner in play, held by one player (active or in decline)."""

    __slots__ = (
        "race", "power", "seat", "active", "regions", "hand", "withdrawn", "offmap", "picked_turn",
        "holes_placed", "marker_pool", "markers_back", "readied", "lifted", "started", "ended", "nonempty",
        "die_used", "dragon_used", "flags", "converted", "attacked", "gain_done",
        "conquests", "inflicted", "extra", "full_title", "title", "asks_at", "limited", "barred", "starts",
        "own_scan",
    )
    race: Race
    power: Power
    seat: int
    active: bool
    regions: set[int]
    hand: int  # tokens in hand (R-GLOSS-MISC)
    withdrawn: int  # tokens waiting for WITHDRAWALS (R-CONQ-12)
    offmap: int  # the Amazons' 4 set aside
    picked_turn: int
    holes_placed: int  # R-RACE-HALFLINGS: Holes placed so far (2 at most)
    marker_pool: int  # markers of its abilities' ``returns`` kind off the map (R-POW-BIVOUACKING's Encampments)
    markers_back: int  # such markers returned by a conquest, placed again at WITHDRAWALS (R-CONQ-12)
    # per turn (reset by new_turn)
    readied: bool
    lifted: dict[int, int]  # tokens lifted by READY, per region (the default redeployment puts them back)
    started: bool  # a conquest action happened: READY (abandoning) is over
    ended: bool  # conquests have ended this turn
    nonempty: int  # non-empty regions conquered this turn (R-CONQ-13)
    die_used: bool
    dragon_used: bool
    flags: dict[str, int]  # per-turn values abilities keep under their own key (the Berserk roll)
    converted: set[int]  # seats converted from this turn (R-RACE-SORCERERS)
    attacked: set[int]  # seats whose active race this race attacked this turn (R-CONQ-13)
    gain_done: bool
    conquests: list[tuple[str, str, int]]  # this turn's conquests: (defending banner, its faction, pieces) (W-CONQ-8)
    inflicted: int  # pieces its victims lost to it this turn, cancelled losses excluded (W-RACE-FORSAKEN)
    barred: frozenset[int]  # regions it must not target again this turn (RULES-EXP X-ENG 15: the Nomads' abandoned
    # regions, a Skag Attack's region); immutable, replaced whole (``rs.barred |= {rid}``), so copies share it
    extra: int  # pieces of its ``piece`` marker kind not marked on the map: in hand, withdrawn, or placed again and
    # not yet marked (W-POW-BEASTMASTER's Beasts; wow/pieces.py); not race tokens, so not from the tray
    full_title: str  # 'Flying Orcs': ``title`` while active, made once (events and score lines name it every turn)
    title: str  # ``title_now()`` kept as a field (read by every event and score line): set only by ``set_active``
    # the turn points where its race or power declares a move (``at`` or ``also``): fixed, like them; the flow's
    # shortcut reads it at every turn point (``TurnFlow._ask``) instead of two lookups in ``Ruleset.asks``
    asks_at: frozenset[str]
    # its regions need more than 1 token, or some of its pieces a regular token beside them (X-RACE-KOBOLDS,
    # X-POW-HORDESOF): its redeployment may have to abandon regions (layouts.py ``holdable``); fixed, like them, and
    # read as a slot where every menu asks
    limited: bool
    # its race or power has an ``on_start`` of its own (``Ruleset.starters``: Lava, Pots of Gold): fixed, like them;
    # the START asks only such races (``TurnFlow._start_hooks``), as a rule none
    starts: bool
    own_scan: bool  # its race or power prices or widens its own target scan while active (``reads_prices``,
    # ``far_reach``: the Fireballs, the Slingmen): the expansions' scan asks them only then

    def __init__(self, race: Race, power: Power, seat: int, turn: int):
        self.race = race
        self.power = power
        self.seat = seat
        self.active = True
        self.regions = set()
        self.hand = 0
        self.withdrawn = 0
        self.offmap = 0
        self.picked_turn = turn
        self.holes_placed = 0
        self.marker_pool = race.marker_pool + power.marker_pool
        self.markers_back = 0
        self.extra = 0
        self.set_power(power)
        self.new_turn()

    def set_power(self, power: Power) -> None:
        """The race's special power (at the pick; RULES-EXP X-POW-SOULTOUCH: a revived race gets its former badge
        back, or none: ``ability.NO_POWER``), and what is read off it: the title and the turn points it asks at."""
        self.power = power  # a race in play: the caller clears ``GameState.in_play``
        self.full_title, self.asks_at, self.limited, self.starts, self.own_scan = _read_off(self.race, power)
        self.title = self.title_now()

    def new_turn(self) -> None:
        """R-TURN-2 START: reset the per-turn counters."""
        self.readied = False
        self.lifted = {}
        self.started = False
        self.ended = False
        self.nonempty = 0
        self.die_used = False
        self.dragon_used = False
        self.converted = set()
        self.attacked = set()
        self.gain_done = False
        self.conquests = []
        self.inflicted = 0
        self.barred = _NOWHERE
        try:
            old = self.flags
        except AttributeError:  # (none yet when the race is made)
            old = None
        self.flags = {}
        if old and self.active and (self.race.kept_flags or self.power.kept_flags):  # X-RACE-IGORS' count,
            # X-POW-FIREBALL's Fireballs: kept while the race is active, lost after its decline (X-INT-8)
            for key in (*self.race.kept_flags, *self.power.kept_flags):
                if key in old:
                    self.flags[key] = old[key]

    @property
    def name(self) -> str:
        return self.race.name

    def title_now(self) -> str:
        """The definition of ``title``: 'Flying Orcs' while active, 'Orcs' in decline (a Spirit badge stays:
        'Spirit Orcs')."""
        return self.full_title if self.active or self.power.spirit else self.race.name

    def set_active(self, active: bool) -> None:
        """The one way to flip the banner (R-DECL-2): ``active`` and the ``title`` read off it change together."""
        self.active = active
        self.title = self.title_now()

    def abilities(self) -> tuple[Ability, ...]:
        """Race and power abilities that apply now: none in decline (R-DECL-5 lists the exceptions)."""
        return (self.race, self.power) if self.active else ()


@lru_cache(maxsize=4096)
def _read_off(race: Race, power: Power) -> tuple[str, frozenset[str], bool, bool, bool]:
    """What a banner reads off its race and power (``RaceState.set_power``): its title while active, the turn points
    where they ask, ``limited``, ``starts`` and ``own_scan``. Abilities are stateless singletons, so it is made once
    per pair (at every pick and every copy it was made again); bounded for a long session of toy pieces."""
    # active: ``set_active(True)``; a power printed as a prefix joins the race's name ("Were-Goblins", X-COMP-4)
    title = f"{power.name}{'' if power.name.endswith('-') else ' '}{race.name}" if power.name else race.name
    asks_at = frozenset(point for ability in (race, power) for move in ability.moves for point in (move.at, *move.also))
    limited = race.min_pieces > 1 or race.needs_company or power.needs_company
    starts = type(race).on_start is not _NO_START or type(power).on_start is not _NO_START
    own_scan = any(ability.reads_prices or ability.far_reach for ability in (race, power))
    return title, asks_at, limited, starts, own_scan


class PlayerState(Declared):
    __slots__ = ("name", "coins", "active", "declined", "ally", "income")
    name: str
    coins: int
    active: RaceState | None
    declined: list[RaceState]  # oldest first
    ally: int | None  # seat protected from by this player's Diplomat (R-POW-DIPLOMAT)
    income: int  # coins scored on this player's last turn

    def __init__(self, name: str):
        self.name = name
        self.coins = 5  # R-SETUP-4
        self.active = None
        self.declined = []
        self.ally = None
        self.income = 0

    def races(self) -> list[RaceState]:
        return ([self.active] if self.active else []) + self.declined

    def new_turn(self) -> None:
        """R-TURN-2 START: the peace this player's Diplomat granted lasts until now (R-POW-DIPLOMAT)."""
        self.ally = None

    def copy(self, races: dict[int, Any]) -> PlayerState:
        copied: PlayerState = self._copy(races)
        return copied


class RulesetState(Declared):
    """A ruleset's own part of the game state (``Ruleset.state``): a ``Declared`` subclass whose annotated fields
    are copied as ``GameState``'s are, plus the hooks by which the core treats it without knowing its fields. Made
    empty before the ruleset's ``setup`` fills it. The defaults add nothing: a ruleset overrides those it needs."""

    __slots__ = ()
    # the keys of a position (position.py) that ``read_position`` reads and ``position`` writes
    position_keys: ClassVar[frozenset[str]] = frozenset()

    def digest(self, g: GameCore) -> list[Any]:
        """Its parts of the save digest (record.py ``state_digest``), appended in this order after the core's: a
        save's digest covers them, so a part is added only where the state has something to say (older saves
        digested without it still verify)."""
        return []

    def position(self, g: GameCore) -> dict[str, Any]:
        """Its keys of ``g``'s position (among ``position_keys``), JSON-ready."""
        return {}

    def read_position(self, g: GameCore, position: dict[str, Any]) -> None:
        """Set itself from ``position`` (its keys; ValueError naming what is wrong), after the regions, races and
        markers are placed; the setup's own values stand for the keys left out."""

    def redeal(self, g: GameCore) -> None:
        """Re-deal what no player sees with ``g.rng`` (``Game.determinized``: ``g`` is a copy as one player may
        imagine it, its stacks already reshuffled)."""

    def seen_in(self, g: GameCore, rid: int) -> tuple[str, ...]:
        """Its pieces lying in region ``rid`` as every player sees them (``RegionView.ap_markers``)."""
        return ()


class GameState(Declared):
    """Every field of a game. ``Game`` (game.py) adds the rules and the public API on top of it."""

    __slots__ = (
        "ruleset", "revision", "board", "facts", "players", "seed", "forced", "num_turns", "rng", "dice_left",
        "adjacency", "mountain", "caverns", "r_race", "r_tokens", "r_tribe", "markers", "defence", "immune", "marked",
        "price", "face_up", "counters", "ruleset_state", "in_play", "p", "race_stack",
        "power_stack", "power_discard", "column", "record", "notation", "events", "log", "coin_history", "turn", "seat",
        "current_player", "is_over", "winners", "serial", "acting", "mode_decided", "ghouls_done",
        "withdraw_queue", "phase", "step_at", "step_index", "menu",
    )
    # the setup (fixed for the whole game)
    ruleset: Ruleset
    revision: int  # the ruleset's rules revision the game is played under (``Ruleset.revision``; a save's own)
    board: Board
    facts: BoardFacts  # the board's per-region facts (conquest.facts), read by the hot paths without a call
    players: list[str]
    seed: int
    forced: dict[str, list[Any]]  # the forced stacks and dice of the setup (races, powers, dice)
    num_turns: int
    rng: random.Random
    dice_left: list[int]  # forced die faces not yet used
    adjacency: tuple[frozenset[int], ...]  # per region id (static; Underworld adds caverns in conquest.py)
    mountain: tuple[int, ...]  # 1 where a Mountain stands (R-MAP-6)
    caverns: tuple[int, ...]
    # the map, per region id
    r_race: list[RaceState | None]  # the race holding the region
    r_tokens: list[int]  # its tokens there
    r_tribe: list[int]  # Lost Tribe tokens (R-SETUP-3)
    markers: dict[str, list[int]]  # marker kind -> count per region (see set_marker)
    defence: list[int]  # what the markers add to a conquest's cost (R-CONQ-4)
    immune: list[int]  # markers making the region immune (R-GLOSS-IMMUNE)
    marked: list[int]  # markers of every kind in the region (``region()`` skips the unmarked ones at once)
    # a conquest's cost before its defenders, travel and reductions: 2, the Mountain and the markers' defence
    # (R-CONQ-4, W-CONQ-4), and OUT_OF_REACH more per immune marker (no hand reaches it): WoW's target scan reads one
    # number per region where it would add three and test immunity (wow/conquest.py ``target_moves``)
    price: list[int]
    # the names of the ruleset's ``others`` pieces lying face up (WoW's Artifacts and Places turned up, W-AP-1), set
    # by the ruleset: its ``held`` names no other, so the hot paths skip that call (a field read) while this is empty
    # (always in the base game) or holds none of the pieces they ask about (``Ruleset.scorers``, ``movers``…)
    face_up: set[str]
    # whole-game numbers the pieces keep under keys of their own, public or not (X-RACE-LEPRECHAUNS: the Pots of Gold
    # used, RULING 17; X-RACE-SKAGS: the Loot drawn, a bit mask; a Copycat copy, a Soul-Touch revival); empty in the
    # base game; positions write them ("counters")
    counters: dict[str, int]
    ruleset_state: RulesetPart  # the ruleset's own part of the state (``Ruleset.state``, a RulesetState), or None
    in_play: InPlay  # ``scope.pieces_in_play``'s answers while the races in play stay the same (see ``InPlay``)
    # players and the column
    p: list[PlayerState]
    race_stack: list[str]  # top first (R-SETUP-2)
    power_stack: list[str]
    power_discard: list[str]
    column: list[list[Any]]  # [race name, power name, coins on it], position 1 first
    # the record
    record: list[Action]  # the moves played (``moves`` reads them in notation)
    notation: list[str]  # the notation of the first ones, rendered by ``moves`` when it is read
    events: list[Event]  # what the last move did
    log: list[Event]  # everything since the game began (a copy starts without it)
    coin_history: list[list[int]]  # every player's coins at the end of each game turn
    # whose turn, and where in it
    turn: int
    seat: int  # whose turn it is
    current_player: int  # who must act now (another seat while placing withdrawn tokens)
    is_over: bool
    winners: list[int]
    serial: int  # player-turns begun; ``end`` stops when it changes
    acting: RaceState | None  # the race conquering/redeploying now (the Ghouls in their phase)
    mode_decided: bool  # R-TURN-2 MODE: expand or decline is decided
    ghouls_done: bool  # the in-decline Ghouls' phase is over (or skipped) this turn
    withdraw_queue: list[int]  # seats still to place withdrawn tokens (R-CONQ-12)
    phase: Phase
    step_at: str  # the turn point (ability.Point) whose questions are being asked, "" between points
    step_index: int  # which of that point's questions waits (``Game.step``)
    # the last list ``legal_actions`` returned, with ``len(record)`` when it was made: ``apply`` knows an action
    # taken from it is legal without checking it again (copies start without one)
    menu: Menu | None

    def copy(self) -> Any:
        """An independent copy with the same state and RNG, cheaper than a replay (for bots' search)."""
        races: dict[int, Any] = {}
        for pl in self.p:
            for rs in pl.races():
                races[id(rs)] = rs._copy(races)
        return self._copy(races)

    @property
    def moves(self) -> list[str]:
        """The moves played, in notation: the game record (DESIGN.md). Each move's text is made when this is first
        read after it, not as it is played: a random game or a bot's search reads few records, and ``str`` of
        every move cost 1-2% of a random game. The same list every time: it only grows."""
        done, record = self.notation, self.record
        if len(done) < len(record):
            done += map(str, record[len(done):])
        return done

    def all_races(self) -> Iterator[RaceState]:
        for pl in self.p:
            yield from pl.races()

    # --- markers --------------------------------------------------------------------------------------------
    def marker(self, kind: str, rid: int) -> int:
        """How many markers of ``kind`` stand in ``rid`` (0 for a kind this ruleset does not have)."""
        counts = self.markers.get(kind)
        return counts[rid] if counts is not None else 0

    def set_marker(self, marker: Marker | str, rid: int, n: int) -> None:
        """Put ``n`` markers of one kind in ``rid`` (0 removes them), keeping ``defence``, ``immune`` and ``marked``
        right."""
        m = self.ruleset.marker(marker) if isinstance(marker, str) else marker
        counts = self.markers[m.kind]
        diff = n - counts[rid]
        if diff:
            counts[rid] = n
            self.defence[rid] += diff * m.defence
            self.immune[rid] += diff * m.immune
            self.marked[rid] += diff
            self.price[rid] += diff * (m.defence + OUT_OF_REACH * m.immune)

    def clear_markers(self, rid: int, keep: Callable[[Marker], bool] = lambda m: False) -> int:
        """Remove the markers in ``rid`` that ``keep`` does not keep (never those that ``stays``); return the
        Encampments-like pieces that go back to their owner's pool (markers with ``returns``)."""
        back = 0
        left = self.marked[rid]  # the markers of every kind here (``set_marker`` keeps it): the walk stops at the
        markers = self.markers  # last, not at the end of a catalogue with expansions
        for m in self.ruleset.markers:
            if not left:
                break
            here = markers[m.kind][rid]
            if here:
                left -= here
                if not keep(m) and not m.stays:
                    if m.returns:
                        back += here
                    self.set_marker(m, rid, 0)
        return back
