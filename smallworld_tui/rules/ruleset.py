"""A ruleset: what differs between games of the Small World family (DESIGN.md, "Rulesets, state and moves").

The base game is the first ruleset, ``BASE``; Small World of Warcraft is the second (``rules/wow``, ``WOW``).
``Game.new(..., ruleset=...)`` defaults to ``BASE``. The turn flow, the declared state (state.py) and the public
API are shared. A ruleset brings:

- its catalogue: races and powers (``Ability`` plug-ins), the markers they place (``Marker``) and the moves they
  bring (``AbilityMove``) — both derived from the catalogue, so adding a piece touches its file and the catalogue;
- which pieces are asked at a turn point (``pieces``: the active race's race and power here; WoW adds the
  Artifacts and Places that race holds, listed in ``others`` so that their markers and moves join the catalogue)
  and in which order one point asks its questions (``step_order``: WoW's placements go Forts, Watch Towers,
  Aegis, Heart, Bombs, Military Objectives); ``points`` (derived) lets the flow skip a point nobody asks at;
- the die, the turn track (``turns`` per player count; ``board_turns``: whether a board file's own count wins,
  R-COMP-6, or the table alone decides, W-COMP-5) and the number of players;
- ``board`` (the game's map: the caller's, else the official map for the player count; WoW draws its islands
  with the game's RNG, W-SETUP-1, wow/islandboard.py: a board of ``parts`` with its own ``region_facts``) and
  ``tribe`` (what ``r_tribe`` tokens are called);
- ``state``: the class of its own part of the game state (a ``RulesetState``, state.py: WoW's ``WowState``),
  made at every setup and held in ``GameState.ruleset_state``; the core copies it and asks its hooks for its part
  of the save digest, of positions, of ``determinized``'s re-deal and of region views, and never names its fields.
  The pieces of ``others`` lying face up are the core's ``face_up``, which the ruleset keeps and ``held`` reads
  (docs/ruleset-state.md);
- hooks, plain functions taking the game first, the base game's own rules as defaults:
  ``setup`` (what stands on the map before the first turn: Lost Tribes, R-SETUP-3), ``block`` (may this race
  target R now: R-CONQ-1..3 with the first conquest; a code, 0 = allowed, worded by ``reasons``), ``targets``
  (every (region, tokens) the race may target now: ``block`` and the cost fused into ONE scan — the move
  generator's hot path calls it once per menu), ``raw_cost`` (R-CONQ-4 before the minimum), ``resolve`` (a
  conquest's effects, R-CONQ-5..11), ``pay`` (coins paid before a conquest or attempt: WoW's tolls), ``defend``
  (the defender's losses, R-CONQ-8/10), ``decline`` (R-DECL-2), ``score`` (one player's SCORE as ``ScorePart``
  lines, R-SCORE) and ``tiebreak`` (R-END-2).
  Whoever asks a rule asks the ruleset (``g.ruleset.block(g, rs, rid)``), never a module of one game;
- its part of a save (record.py): ``save_board``/``load_board`` (WoW's islands entry), ``first_deal`` (the
  catalogue frozen as older saves were dealt from) and ``revision``; ``fix_islands`` for a map chosen by faces.

A ruleset is found by name (``registry.find_ruleset``), where the built-in ones are listed and another registers
itself (docs/rulesets.md).

How Small World of Warcraft (RULES-WOW.md) fits:

- **Islands as separate graphs** (W-MAP-3): the game's board is the union of the drawn faces, region ids
  renumbered face by face; adjacency never crosses faces, so the flat per-region lists of the state (``r_race``,
  ``r_tokens``, ``markers``…) and ``adjacency`` need no change.
- **Entry regions and the transport cost** (W-CONQ-2/3/4): WoW's ``block`` allows an entry region (anchor) of any
  face at any time and its ``targets``/``raw_cost`` add 1 travel when that entry is not adjacent to the race
  (0 with Sailing, a Kobold cavern…).
- **Murlocs** (W-MUR): an in-decline race owned by no player, a per-region count in ``r_tribe`` (one per region,
  non-empty, a defender in the cost); conquering one sends it to the box, as a Lost Tribe.
- **Factions** (W-FACT): a printed attribute of each race (``Race.faction``); the bonus is a line of WoW's
  ``score``, reading the conquests WoW's ``resolve`` records this turn (``RaceState.conquests``, W-CONQ-8).
- **Decline** (W-DECL-2): WoW's ``decline`` keeps tokens per region and discards the badge unless it says it stays
  (``Power.badge_stays``: Garrisoned, MarshDweller).
- **Artifacts and Places as pieces that move** (W-AP): markers with an owner that changes: they lie in a region,
  pass to the conqueror with it (W-CONQ-5: WoW's ``resolve`` keeps every marker without defence), and their
  effects are abilities of their own — the same plug-in contract as races and powers. Where each lies, face up
  or down, and the pool aside are WoW's own declared state (``WowState``, wow/state.py: ``ap_region``,
  ``ap_aside``; those face up are the core's ``face_up``, which the ``held`` hook's contract reads).
- **Beasts, the Champion, Forts, Wisp Walls**: markers with ``defence``/``returns`` like Encampments and Fortresses;
  Beasts are counted among the region's tokens (``piece``), the Champion beside them (``holds``: it holds a region
  with no race token, ``GameCore.holders``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from . import conquest as cq
from . import flow, scope
from .ability import Ability, AbilityMove, Marker, Point, Power, Race
from .board import Board, bundled_board
from .errors import BoardError, Code
from .events import ScorePart, plural
from .pieces import base_pieces, no_held
from .powers import POWERS
from .races import RACES

if TYPE_CHECKING:  # pragma: no cover
    from .actions import Action
    from .core import GameCore
    from .costs import CostBreakdown
    from .state import PlayerState, RaceState, RulesetState

DIE_FACES = (0, 0, 0, 1, 2, 3)  # R-COMP-4
TURNS_BY_PLAYERS = {2: 10, 3: 10, 4: 9, 5: 8}  # R-COMP-6


def base_board(players: int, rng: random.Random, islands: str | Sequence[str] | None, given: Board | None
               ) -> Board:
    """The board the caller gives, else the official map for ``players`` (R-MAP); no islands to choose."""
    if islands is not None or (given is not None and given.parts):  # a save could not say which game it is
        raise BoardError("The base game is played on one map, not on islands.", Code.BOARD_FIELD)
    return given if given is not None else bundled_board(players)


def base_setup(g: GameCore) -> None:
    """R-SETUP-3: a Lost Tribe token on every region whose board entry says so."""
    g.r_tribe = [int(r.lost_tribe) for r in g.board.regions]


def no_payment(g: GameCore, rs: RaceState, rid: int) -> None:
    """The base game asks no coin before a conquest."""


def race_score(g: GameCore, rs: RaceState, taxers: tuple[RaceState, ...] | None = None) -> list[ScorePart]:
    """One race's lines at SCORE (R-SCORE, W-SCORE-1): 1 per region; while active, the bonuses of its race, its
    power and the pieces it holds (the ruleset's ``held``: none in the base game); in decline, its race's bonus.
    ``taxers``: ``in_play_taxers``, when the caller scores several races (asked once)."""
    parts = [regions_part(rs.title, len(rs.regions))]
    if rs.active:
        up = g.face_up  # ``held`` names none of the pieces that score while none of them lies face up: no call
        for ab in ((rs.race, rs.power, *g.ruleset.held(g, rs)) if up and not up.isdisjoint(g.ruleset.scorers)
                   else (rs.race, rs.power)):  # a loop: cheaper than a generator here
            if ab.score_unit:
                parts.append(ab.score_part(g, rs, ab.score(g, rs)))
    elif rs.race.decline_score_unit:
        parts.append(rs.race.score_part(g, rs, rs.race.decline_score(g, rs)))
    if taxers is None:
        taxers = in_play_taxers(g)
    if taxers:  # X-INT-7: other races' pieces taking coins off (Winter); none in the base game
        parts += tax_parts(g, rs, taxers)
    return parts


def in_play_taxers(g: GameCore) -> tuple[RaceState, ...]:
    """X-INT-7: the races in play whose race or power ``taxes`` (Winter), in the order of ``races()``; () at once
    in a game without such a piece."""
    taxing = g.ruleset.taxing
    return scope.pieces_in_play(g, taxing) if taxing else ()


def tax_parts(g: GameCore, rs: RaceState, taxers: tuple[RaceState, ...]) -> list[ScorePart]:
    """X-INT-7: a negative line per race of ``taxers`` (``in_play_taxers``) whose ``tax`` takes coins off ``rs``'s
    regions (Winter)."""
    taxing = g.ruleset.taxing
    out = []
    for other in taxers:
        for ability in (other.race, other.power):
            if ability in taxing:
                n = ability.tax(g, other, rs)
                if n:
                    out.append(ScorePart("race" if isinstance(ability, Race) else "power", ability.name, -n,
                                         plural(n, ability.tax_unit)))
    return out


@lru_cache(maxsize=4096)
def regions_part(title: str, held: int) -> ScorePart:
    """The score line of a race's regions (R-SCORE: 1 coin each), made once per title and count (ScorePart is frozen,
    so score cards share it) instead of at every SCORE of every race; bounded for a long session."""
    return ScorePart("regions", title, held, plural(held, "region"))


def base_score(g: GameCore, pl: PlayerState) -> list[ScorePart]:
    """R-SCORE: every race's lines, in the player's order of races."""
    taxers = in_play_taxers(g) if g.ruleset.taxing else ()  # the same for every race scored now (none: no call)
    rs = pl.active
    parts = race_score(g, rs, taxers) if rs is not None else []
    for old in pl.declined:
        parts += race_score(g, old, taxers)
    return parts


@dataclass(frozen=True)
class Ruleset:
    name: str
    races: Mapping[str, Race]  # the catalogue, in stack order before shuffling
    powers: Mapping[str, Power]
    die: tuple[int, ...] = DIE_FACES  # the reinforcement die's faces
    turns: Mapping[int, int] = field(default_factory=lambda: dict(TURNS_BY_PLAYERS))  # game turns per players
    board_turns: bool = True  # a board file's own turn count wins over ``turns`` (R-COMP-6)
    players: tuple[int, int] = (2, 5)  # fewest and most players
    # the rules revision a new game is played under: raised when a rule changes what a recorded move does, so that
    # a save replays under the revision it was played with (record.py; each rule's revisions where it is written)
    revision: int = 1
    # the catalogue order (races, powers) the stacks were shuffled from in every save written before records held
    # their deal (record.py): frozen here as literal lists, so content added later changes no old save's deal; empty
    # for a ruleset whose every save records its deal
    first_deal: tuple[Sequence[str], Sequence[str]] = ((), ())
    # the keys of the race-and-power packs whose pieces joined the catalogue (packs.py ``expanded``; a save records
    # them): () for a ruleset as it comes
    expansions: tuple[str, ...] = ()
    # the islands a player fixes (``--islands L1a,S2b``): (text, players) -> the faces, checked (ValueError saying
    # why); None: the ruleset is played on one board (a board file or the official map)
    fix_islands: Callable[[str, int], Sequence[str]] | None = None
    # whether the parts of a board given to ``Game.new`` (a save's included) are a set the rules deal for the
    # players: (part names, players) -> None, BoardError saying why (W-SETUP-1); None: any parts
    check_parts: Callable[[Sequence[str], int], object] | None = None
    # its part of a save record (record.py): the board entry of a game on its own kind of map (WoW: the islands by
    # face id), and the board such an entry names (SaveError if it names none); None: the base game's board entry
    save_board: Callable[[Board], dict[str, Any]] | None = None
    load_board: Callable[[Mapping[str, Any]], Board] | None = None
    # the game's map: (players, the game's RNG, the islands asked for, the board the caller gives or None) ->
    # board; called at every setup before ``setup``, so a ruleset that draws its map uses the RNG the same way
    # whether or not the caller fixes the map
    board: Callable[[int, random.Random, str | Sequence[str] | None, Board | None], Board] = base_board
    tribe: str = "Lost Tribe"  # what the ownerless in-decline tokens of ``r_tribe`` are called (WoW: Murlocs)
    # how a player is told about it (plain words; the app draws what the ruleset declares): the map legend's rows
    # for its own pieces (mark, meaning), the help's notes on its other rules (key, meaning), its own word for an
    # engine word (W-MAP-4: "fields" for farmland), and its printed factions in the order their colours are dealt
    legend: tuple[tuple[str, str], ...] = (("LT2", "a Lost Tribe and its tokens"),)
    notes: tuple[tuple[str, str], ...] = ()
    words: Mapping[str, str] = field(default_factory=dict)
    factions: tuple[str, ...] = ()
    setup: Callable[[GameCore], None] = base_setup  # what stands on the map before the first turn
    block: Callable[[GameCore, RaceState, int], int] = cq.block  # why a race may not target a region (0: it may)
    reasons: Mapping[int, str] = field(default_factory=lambda: dict(cq.BLOCK_REASON))  # ``block``'s codes, worded
    targets: Callable[[GameCore, RaceState], list[tuple[int, int]]] = cq.targets  # (region, cost): ONE scan
    raw_cost: Callable[[GameCore, RaceState, int], int] = cq.raw_cost  # a conquest's cost before the minimum
    resolve: Callable[[GameCore, RaceState, int, int, str], None] = cq.resolve  # (race, region, tokens, how)
    # the coins paid before a conquest or an attempt of a region, once it is known legal (W-CONQ-1d: ``block``
    # refuses a target whose payment cannot be made in full)
    pay: Callable[[GameCore, RaceState, int], None] = no_payment
    # victim, region, attacker (None: no conqueror, a Goblin bomb), convert
    defend: Callable[[GameCore, RaceState, int, RaceState | None, bool], None] = cq.defend
    decline: Callable[[GameCore, RaceState], None] = flow.decline  # the race goes into decline
    score: Callable[[GameCore, PlayerState], list[ScorePart]] = base_score  # one player's SCORE, line by line
    tiebreak: Callable[[GameCore, int], int] = flow.tiebreak  # a seat's count for the tie-break (R-END-2)
    pieces: Callable[[GameCore], list[tuple[Ability, RaceState]]] = base_pieces  # who is asked at a turn point
    # the ``others`` acting for an active race now (W-AP-2: those in its regions, face up); asked by ``pieces``,
    # the redeployment's gain, and a ruleset's own rules (travel, losses, scoring). It names only pieces whose
    # marker, of the piece's name, lies face up (``GameState.face_up``, kept by the ruleset), so a caller finds ()
    # without the call while ``face_up`` is empty (always in the base game) or holds none of the pieces it asks about
    # (tests/rules/test_held_shortcut.py holds every ruleset to it)
    held: Callable[[GameCore, RaceState], Sequence[Ability]] = no_held
    # the class of its own part of the game state (a ``state.RulesetState``: WoW's Artifacts, Places and bombs), made
    # empty at every setup before ``setup`` fills it, held in ``GameState.ruleset_state``; None: no state of its own
    state: type[RulesetState] | None = None
    step_order: tuple[str, ...] = ()  # questions' names in the order one turn point asks them (W-TURN-2 step 3)
    others: tuple[Ability, ...] = ()  # pieces beyond races and powers (WoW's Artifacts and Places): their markers
    # and moves join the catalogue's
    markers: tuple[Marker, ...] = ()  # every kind of marker: derived from the catalogue
    holders: tuple[Marker, ...] = ()  # the kinds that hold a region beside the race tokens (``Marker.holds``: the
    # Champion): derived
    moves: Mapping[str, tuple[Ability, AbilityMove]] = field(default_factory=dict)  # abilities' own moves: derived
    points: frozenset[str] = frozenset()  # the turn points where some move is declared: derived (the flow skips
    # the others at once)
    asks: Mapping[str, Mapping[Ability, tuple[AbilityMove, ...]]] = field(default_factory=dict)  # per turn point,
    # the pieces declaring moves there (``at`` or ``also``) and those moves in their order: derived (the flow reads
    # a point's questions without testing every move)
    # the names of the ``others`` each caller of ``held`` reads, so that it asks ``held`` only when one of them lies
    # face up (as a rule none does): derived. Those with a redeployment gain (their own ``redeploy_gain``,
    # W-PLACE-SPIRITHEALER), with a score (``score_unit``), with a move at the ``conquer`` or ``redeploy`` point (those
    # of ``menu_pieces``: ``pieces.no_moves``), and per turn point those asking there
    gainers: frozenset[str] = frozenset()
    scorers: frozenset[str] = frozenset()
    movers: frozenset[str] = frozenset()
    askers: Mapping[str, frozenset[str]] = field(default_factory=dict)
    menu_pieces: frozenset[Ability] = frozenset()  # the pieces with a move at the ``conquer`` or ``redeploy`` point
    # (``move.at``): derived (the move generator asks no other piece's moves)
    # and what the move generator reads of them at every menu of such a race, so that it tests no move's point:
    # per piece its moves offered at the ``conquer`` point, the pieces with a ``redeploy`` question, and those with
    # moves whose ``pending`` is their own (Berserk: its moves may hold the others'): derived
    conquer_moves: Mapping[Ability, tuple[AbilityMove, ...]] = field(default_factory=dict)
    redeployers: frozenset[Ability] = frozenset()
    waiters: frozenset[Ability] = frozenset()
    race_gainers: frozenset[Ability] = frozenset()  # the races and powers with a ``redeploy_gain`` of their own (the
    # Skeletons): derived (a race with neither, and nothing face up, gains nothing: ``layouts._budget`` asks no more)
    holding: frozenset[Ability] = frozenset()  # the races and powers placing a ``holds`` marker (the Championing
    # power): derived. Such a marker lies only in regions of the race whose race or power placed it (it leaves with
    # the region and at decline), so ``layouts.floors`` is asked for those races alone; every race and power when a
    # piece of ``others`` places one
    held_points: frozenset[str] = frozenset()  # the turn points where a piece of ``others`` declares a move: derived
    # (elsewhere ``held``, which names only such pieces, brings no question and is not asked)
    # --- A Spider's Web (RULES-EXP X-ENG 12, X-INT-4, X-INT-7): the races and powers asked by these hooks, derived
    # (empty in the base game, so the core asks nothing): ``guards`` (immunity scoped to other players), an
    # ``on_start`` or ``on_leave`` of their own, ``taxes`` (Winter)
    guarding: frozenset[Ability] = frozenset()
    starters: frozenset[Ability] = frozenset()
    leavers: frozenset[Ability] = frozenset()
    taxing: frozenset[Ability] = frozenset()
    ambushers: frozenset[Ability] = frozenset()
    dealers: frozenset[Ability] = frozenset()  # those with a ``redeal`` of their own
    revivers: frozenset[Ability] = frozenset()  # those with a ``revive`` of their own
    witnesses: tuple[Ability, ...] = ()  # those with a ``witness`` of their own, in catalogue order
    starts: bool = False  # some piece has an ``on_start`` or a ``witness``: the START asks them (derived)
    # Be Not Afraid... (RULES-EXP.md): the races and powers overriding ``Ability.on_skipped``, ``on_start`` and
    # ``on_lost``, and the marker kinds with a ``taken`` rule (X-RACE-LEPRECHAUNS' Pots): derived, empty in the base
    # game, so the pick, START and a conquest ask nobody there
    skip_hooked: frozenset[Ability] = frozenset()
    sufferers: frozenset[Ability] = frozenset()
    takers: tuple[Marker, ...] = ()
    keepers: frozenset[Ability] = frozenset()  # the races with a redeployment policy (``keeps_hand``,
    # ``keeps_per_region``: Barbarians, Pixies): derived
    # --- Royal Bonus and the distance-2 conquests (engineer royal): the races and powers setting each hook's flag
    # (ability.py), derived; all empty in the base game, so the core asks none of those hooks there
    defenders: frozenset[Ability] = frozenset()  # ``adds_defence``: defence added by a piece (X-POW-BEHEMOTH)
    reachers: frozenset[Ability] = frozenset()  # ``far_reach``: targets two steps away (X-RACE-SLINGMEN)
    loss_watchers: frozenset[Ability] = frozenset()  # ``watches_losses``: every token lost (X-RACE-IGORS)
    crowders: tuple[Marker, ...] = ()  # marker kinds that ``crowds`` (no lone token beside one: X-POW-BEHEMOTH)
    narrowers: frozenset[Ability] = frozenset()  # the races and powers that shield or guard regions (``shielding``,
    # ``guarding``): those ``conquest.excluded`` asks (derived; empty in the base game)
    scan_pieces: frozenset[Ability] = frozenset()  # ``narrowers`` and ``defenders``: none of them in play, the
    # expansions' target scan (``conquest.scoped_target_moves``) asks nothing more (derived)
    scoped: bool = False  # some piece shields, guards or bars regions, adds defence or reaches two steps: ``targets``
    # is ``conquest.scoped_targets`` (the base scan, then those pieces' terms) and its fused twin (derived)
    # the cost part by part, for a region the race may target (``game.cost_breakdown``): the same terms as
    # ``raw_cost`` and the minimum (tests/rules/test_cost_breakdown.py), and the coins due beside them
    cost_breakdown: Callable[[GameCore, RaceState, int], CostBreakdown] = cq.cost_breakdown
    # RULES-EXP (pack "dames"): whether a race or power of the catalogue ``shields`` regions from other players
    # (X-ENG 12), ``shields`` or ``bars`` regions (X-ENG 15: then ``targets``, the base scan, becomes
    # ``conquest.scoped_targets``), or ``watches_declines`` (X-INT-8): derived, so the base game asks nothing more
    shielding: bool = field(init=False, default=False)
    narrows: bool = field(init=False, default=False)
    abandoners: bool = field(init=False, default=False)  # a race or power has an ``on_abandon`` hook (the Nomads)
    decline_watchers: bool = field(init=False, default=False)
    # ``targets`` as the move generator reads it, derived from ``targets`` (``conquest.target_moves_of``: its fused
    # twin, else a reading of it): (race, tokens in hand, tokens with the die, conquer and roll moves by region, the
    # menu) appends the conquer move of every target costing at most the hand, else its roll within the die's reach
    target_moves: Callable[[GameCore, RaceState, int, int, list[Action], list[Action], list[Action]], None] = field(
        init=False, default=cq.target_moves)

    def __post_init__(self) -> None:
        kinds: dict[str, Marker] = {}
        moves: dict[str, tuple[Ability, AbilityMove]] = {}
        asks: dict[str, dict[Ability, tuple[AbilityMove, ...]]] = {}
        for ability in (*self.races.values(), *self.powers.values(), *self.others):
            for m in ability.markers:
                kinds.setdefault(m.kind, m)
            for move in ability.moves:
                if move.kind in moves:
                    raise ValueError(f"Two abilities declare the move '{move.kind}'.")
                moves[move.kind] = (ability, move)
                for point in dict.fromkeys((move.at, *move.also)):
                    at = asks.setdefault(point, {})
                    at[ability] = (*at.get(ability, ()), move)
        catalogue = (*self.races.values(), *self.powers.values(), *self.others)
        narrows = any(piece.shielding or piece.bars for piece in catalogue)
        object.__setattr__(self, "shielding", any(piece.shielding for piece in catalogue))
        object.__setattr__(self, "narrows", narrows)
        object.__setattr__(self, "abandoners", any(type(piece).on_abandon is not Ability.on_abandon
                                                   for piece in catalogue))
        object.__setattr__(self, "decline_watchers", any(piece.watches_declines for piece in catalogue))
        object.__setattr__(self, "target_moves", cq.target_moves_of(self.targets))
        object.__setattr__(self, "markers", tuple(kinds.values()))
        object.__setattr__(self, "holders", tuple(m for m in kinds.values() if m.holds))
        object.__setattr__(self, "moves", moves)
        object.__setattr__(self, "asks", asks)
        object.__setattr__(self, "gainers", frozenset(piece.name for piece in self.others
                                                      if type(piece).redeploy_gain is not Ability.redeploy_gain))
        object.__setattr__(self, "scorers", frozenset(piece.name for piece in self.others if piece.score_unit))
        object.__setattr__(self, "movers", frozenset(piece.name for piece in self.others if any(
            move.at in (Point.CONQUER, Point.REDEPLOY) for move in piece.moves)))
        object.__setattr__(self, "askers", {point: frozenset(piece.name for piece in self.others if piece in at)
                                            for point, at in asks.items()})
        object.__setattr__(self, "race_gainers", frozenset(
            ability for ability in (*self.races.values(), *self.powers.values())
            if type(ability).redeploy_gain is not Ability.redeploy_gain))
        object.__setattr__(self, "menu_pieces", frozenset(ability for ability, move in moves.values()
                                                          if move.at in (Point.CONQUER, Point.REDEPLOY)))
        menu = [(ability, move) for ability, move in moves.values() if ability in self.menu_pieces]
        conquer: dict[Ability, tuple[AbilityMove, ...]] = {}
        for ability, move in menu:  # in each piece's order (``moves`` is built piece by piece)
            if move.at == Point.CONQUER:
                conquer[ability] = (*conquer.get(ability, ()), move)
        object.__setattr__(self, "conquer_moves", conquer)
        object.__setattr__(self, "redeployers", frozenset(ability for ability, move in menu
                                                          if move.at == Point.REDEPLOY))
        object.__setattr__(self, "waiters", frozenset(ability for ability, _ in moves.values()
                                                      if type(ability).pending is not Ability.pending))
        pieces = (*self.races.values(), *self.powers.values())
        object.__setattr__(self, "holding", frozenset(
            pieces if any(m.holds for piece in self.others for m in piece.markers)
            else (ability for ability in pieces if any(m.holds for m in ability.markers))))
        object.__setattr__(self, "guarding", frozenset(ability for ability in pieces if ability.guards))
        object.__setattr__(self, "starters", frozenset(
            ability for ability in pieces if type(ability).on_start is not Ability.on_start))
        object.__setattr__(self, "leavers", frozenset(
            ability for ability in pieces if type(ability).on_leave is not Ability.on_leave))
        object.__setattr__(self, "taxing", frozenset(ability for ability in pieces if ability.taxes))
        object.__setattr__(self, "ambushers", frozenset(ability for ability in pieces if ability.ambushes))
        object.__setattr__(self, "witnesses", tuple(
            ability for ability in pieces if type(ability).witness is not Ability.witness))
        object.__setattr__(self, "starts", bool(self.starters or self.witnesses))
        object.__setattr__(self, "revivers", frozenset(
            ability for ability in pieces if type(ability).revive is not Ability.revive))
        object.__setattr__(self, "dealers", frozenset(
            ability for ability in pieces if type(ability).redeal is not Ability.redeal))
        object.__setattr__(self, "held_points", frozenset(point for point, at in asks.items()
                                                           if any(piece in at for piece in self.others)))
        for name, hook in (("skip_hooked", "on_skipped"), ("sufferers", "on_lost")):
            object.__setattr__(self, name, frozenset(piece for piece in pieces
                                                     if getattr(type(piece), hook) is not getattr(Ability, hook)))
        object.__setattr__(self, "takers", tuple(m for m in kinds.values() if m.taken is not None))
        object.__setattr__(self, "keepers", frozenset(piece for piece in pieces
                                                      if piece.keeps_hand or piece.keeps_per_region))
        if self.resolve is cq.resolve and (self.sufferers or self.takers):  # X-INT-6: the base conquest with its
            object.__setattr__(self, "resolve", cq.resolve_triggered)  # triggers around it (the base game: as is)
        object.__setattr__(self, "defenders", frozenset(ability for ability in pieces if ability.adds_defence))
        object.__setattr__(self, "reachers", frozenset(ability for ability in pieces if ability.far_reach))
        object.__setattr__(self, "loss_watchers", frozenset(ability for ability in pieces if ability.watches_losses))
        object.__setattr__(self, "crowders", tuple(m for m in kinds.values() if m.crowds))
        # RULES-EXP: one scan for every piece that narrows, prices or widens the targets (X-ENG 11, 12, 15; X-INT-5):
        # the base scan, then their terms (conquest.scoped_targets and its fused twin); the base game keeps its own
        scoped = bool(self.narrows or self.guarding or self.defenders or self.reachers)
        object.__setattr__(self, "scoped", scoped)
        object.__setattr__(self, "narrowers", frozenset(
            ability for ability in pieces if ability.shielding or ability in self.guarding))
        object.__setattr__(self, "scan_pieces", self.narrowers | self.defenders)
        if scoped and self.targets is cq.targets:
            object.__setattr__(self, "targets", cq.scoped_targets)
            object.__setattr__(self, "target_moves", cq.target_moves_of(cq.scoped_targets))
        if (self.target_moves is not cq.scoped_target_moves  # which keeps them itself
                and any(ability.reads_prices for ability in pieces)):  # a menu reads every target's price: the scan
            # keeps them
            object.__setattr__(self, "target_moves", cq.keeping_prices(self.target_moves))
        object.__setattr__(self, "points", frozenset(point.value for _, move in moves.values()
                                                     for point in (move.at, *move.also)))

    def marker(self, kind: str) -> Marker:
        for m in self.markers:
            if m.kind == kind:
                return m
        raise KeyError(f"No marker '{kind}' in {self.name}.")


# the base game's catalogue as every save before version 5 was dealt from (Ruleset.first_deal): never edit
FIRST_DEAL = (
    ("Amazons", "Dwarves", "Elves", "Ghouls", "Giants", "Halflings", "Humans", "Orcs", "Ratmen", "Skeletons",
     "Sorcerers", "Tritons", "Trolls", "Wizards"),
    ("Alchemist", "Berserk", "Bivouacking", "Commando", "Diplomat", "Dragon Master", "Flying", "Forest", "Fortified",
     "Heroic", "Hill", "Merchant", "Mounted", "Pillaging", "Seafaring", "Spirit", "Stout", "Swamp", "Underworld",
     "Wealthy"),
)

BASE = Ruleset("Small World", RACES, POWERS, first_deal=FIRST_DEAL)
