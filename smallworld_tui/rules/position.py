"""A position, written down: the public set-up form of a game at the start of a player's turn (like chess's FEN).

``game.position()`` returns a plain, JSON-ready dict; ``Game.from_position(board, position)`` builds the game it
describes, with that player about to start his turn. Tests, puzzles and bug reports write positions this way
instead of touching the engine's state. ``from_position(board, g.position()).position() == g.position()``.

The form (every key but ``players`` may be left out; regions are ids, written as strings in JSON objects)::

    {"players": ["Ann", "Bob"],            # seat order
     "turn": 3, "seat": 0,                 # game turn and whose turn starts (default 1 and 0)
     "turns": 10, "seed": 0,               # the turn track (default: the board's or the ruleset's) and the RNG
     "expansions": ["cursed"],             # the race-and-power packs in the game (packs.py; default: none)
     "coins": [5, 5],                      # per seat (default 5 each, R-SETUP-4)
     "races": [{"seat": 0, "race": "Ratmen", "power": "Forest",
                "active": true,            # false: in decline (oldest first)
                "regions": {"4": 2, "9": 1},
                "hand": 0, "set_aside": 0, # tokens in hand; the Amazons' 4 off the map
                "picked": 1,               # the game turn the race was picked (Wealthy)
                "holes": 0, "camps": 0,    # Halfling Holes placed so far; Encampments (WoW: the Champion) in the
                                           # pool; a region the Champion holds alone has 0 tokens
                "extra": 0,                # WoW: of its pieces in hand (or not yet marked), those that are
                                           # not race tokens (W-POW-BEASTMASTER's Beasts; default 0)
                "flags": {"harmony": 6}}], # what its abilities keep past its own turn (``held_flags``: the
                                           # Pandaren's Harmony tokens, a bit mask of the seats holding one)
     "tribes": {"3": 1},                   # Lost Tribe tokens, WoW's Murlocs (default: none)
     "markers": {"lair": {"17": 1}},       # marker kind -> region -> count (Fortress, Hero, Dragon, ...)
     "allies": [null, null],               # per seat: the seat its Diplomat is at peace with
     "column": [["Giants", "Hill", 0]],    # the combos on offer, top first, with their coins (default: dealt)
                                           # and the tokens lying on it if any (X-INT-3: Homunculi)
     "counters": {"pots": 3},              # whole-game counts of the pieces (Pots of Gold used; default none)
     "race_stack": [...], "power_stack": [...], "power_discard": [...],
     "dice": [3, 0],                       # forced die faces still to come
     ...}                                  # and the keys of the ruleset's own state (``RulesetState.position_keys``,
                                           # written and read by its hooks: Small World of Warcraft's Artifacts,
                                           # Places and bombs, wow/state.py)

A position holds no pending choice (withdrawn tokens are placed, no phase is half done): it starts a turn.
A game built from a position has no move record behind it, so it is for play and tests, not for saving.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .ability import NO_POWER
from .actions import MAX_COUNT
from .errors import quote
from .limits import check_setup, player_names
from .phases import Phase
from .state import PlayerState, RaceState

if TYPE_CHECKING:  # pragma: no cover
    from .board import Board
    from .game import Game
    from .ruleset import Ruleset

KEYS = {"players", "turn", "seat", "turns", "seed", "coins", "races", "tribes", "markers", "allies", "column",
        "race_stack", "power_stack", "power_discard", "dice",
        "counters"}  # and the ruleset's own (``RulesetState.position_keys``)
RACE_KEYS = {"seat", "race", "power", "active", "regions", "hand", "set_aside", "picked", "holes", "camps", "extra",
             "flags"}


def _too_long(lying: list[Any]) -> bool:
    """A combo of the column is [race, power, coins] and at most the tokens lying on it (X-INT-3)."""
    raise ValueError("a combo of the column is [race, power, coins] or [race, power, coins, tokens on it]")


def position_of(game: Game) -> dict[str, Any]:
    """The position of ``game`` (at any moment; a position taken mid-turn restarts that turn)."""
    races = []
    for seat, pl in enumerate(game.p):
        for rs in [*pl.declined, *([pl.active] if pl.active else [])]:
            races.append({"seat": seat, "race": rs.race.name, "power": rs.power.name, "active": rs.active,
                          "regions": {str(r): game.r_tokens[r] for r in sorted(rs.regions)},
                          "hand": rs.hand + rs.withdrawn, "set_aside": rs.offmap, "picked": rs.picked_turn,
                          "holes": rs.holes_placed, "camps": rs.marker_pool + rs.markers_back,
                          **({"extra": rs.extra} if rs.extra else {}), **_held(rs, seat == game.seat)})
    return {
        "players": list(game.players), "turn": game.turn, "seat": game.seat, "turns": game.num_turns,
        "seed": game.seed, **({"expansions": list(game.ruleset.expansions)} if game.ruleset.expansions else {}),
        "coins": [pl.coins for pl in game.p], "races": races,
        "tribes": {str(r): n for r, n in enumerate(game.r_tribe) if n},
        "markers": {kind: {str(r): n for r, n in enumerate(counts) if n}
                    for kind, counts in game.markers.items() if any(counts)},
        "allies": [pl.ally for pl in game.p],
        **({"counters": dict(game.counters)} if game.counters else {}),
        "column": [list(combo) for combo in game.column],  # [race, power, coins] (+ tokens lying on it: X-INT-3)
        "race_stack": list(game.race_stack), "power_stack": list(game.power_stack),
        "power_discard": list(game.power_discard), "dice": list(game.dice_left),
        **(game.ruleset_state.position(game) if game.ruleset_state is not None else {}),
    }


def _held(rs: RaceState, starts: bool) -> dict[str, Any]:
    """The race's flags that last past its own turn (``Ability.held_flags``), as the position's "flags" key; those
    of the player whose turn starts (``starts``) are not written: his START resets them (W-TURN-2), but for those
    kept for the race's life (``Ability.kept_flags``: the Igor count, Fireballs)."""
    race, power = rs.race, rs.power
    keys = (*race.kept_flags, *power.kept_flags) if starts else (*race.held_flags, *power.held_flags)
    flags = {key: rs.flags[key] for key in keys if key in rs.flags}
    return {"flags": flags} if flags else {}


def game_from(cls: type[Game], board: Board, position: dict[str, Any], ruleset: Ruleset) -> Game:
    """Build the game ``position`` describes; ValueError naming the first thing wrong with it."""
    ruleset = _expanded(ruleset, position.get("expansions"))
    own = ruleset.state.position_keys if ruleset.state is not None else frozenset()
    unknown = set(position) - KEYS - own - {"expansions"}  # the packs (``_expanded``)
    if unknown:
        raise ValueError(f"Unknown position keys: {', '.join(sorted(unknown))}.")
    players = position.get("players")
    if not isinstance(players, list):
        raise ValueError("A position needs 'players', the list of names in seat order.")
    g = _new(cls, board, players, _int(position, "seed", 0), position.get("dice", []), position.get("turns"), ruleset)
    n = len(board.regions)
    g.turn = _int(position, "turn", 1)
    g.seat = _int(position, "seat", 0)
    if not 1 <= g.turn <= g.num_turns or not 0 <= g.seat < len(players):
        raise ValueError("'turn' must be on the turn track and 'seat' a seat of the game.")
    coins = position.get("coins", [5] * len(players))
    if not isinstance(coins, list) or len(coins) != len(players):
        raise ValueError("'coins' must list every seat's coins.")
    for seat, count in enumerate(coins):
        g.p[seat].coins = int(count)
    g.r_tribe = [0] * n
    for rid, count in _regions(position.get("tribes", {}), n):
        g.r_tribe[rid] = count
    taken: set[str] = set()
    markers = position.get("markers", {})
    holding = {rid for m in ruleset.holders for rid, _ in _regions(markers.get(m.kind, {}), n)}  # the Champion's
    for spec in position.get("races", []):
        _place_race(g, spec, n, taken, holding)
    shared = next((rid for rid in range(n) if g.r_tribe[rid] and g.r_race[rid] is not None), None)
    if shared is not None:  # R-MAP-7, W-MUR-1
        raise ValueError(f"Region {shared} holds both {ruleset.tribe} tokens and a race: it holds one or the other.")
    for kind, where in markers.items():
        if kind not in g.markers:
            raise ValueError(f"No marker '{kind}' in {ruleset.name}: {', '.join(g.markers)}.")
        for rid, count in _regions(where, n):
            g.set_marker(kind, rid, count)
    _check_holders(g, n)
    if g.ruleset_state is not None:
        g.ruleset_state.read_position(g, position)
    g.counters = {str(key): int(n) for key, n in dict(position.get("counters", {})).items()}
    for seat, ally in enumerate(_allies(position.get("allies", []), len(players))):
        g.p[seat].ally = ally
    if "column" in position:
        g.column = [[str(race), str(power), int(coins), *(int(n) for n in lying[:1] if int(n))]
                    for race, power, coins, *lying in position["column"] if len(lying) <= 1 or _too_long(lying)]
    else:  # the column as dealt, without the banners and badges in play (the other half goes back to its stack)
        kept = [c for c in g.column if c[0] not in taken and c[1] not in taken]
        for race_name, power_name, *_ in (c for c in g.column if c not in kept):
            g.race_stack += [race_name] if race_name not in taken else []
            g.power_stack += [power_name] if power_name not in taken else []
        g.column = kept
    for key in ("race_stack", "power_stack", "power_discard"):
        if key in position:
            setattr(g, key, [str(x) for x in position[key]])
        else:
            setattr(g, key, [x for x in getattr(g, key) if x not in taken])
    if "column" not in position:
        while len(g.column) < 6 and g.race_stack and g.power_stack:
            g.column.append([g.race_stack.pop(0), g.power_stack.pop(0), 0])
    _each_once(g)
    g.coin_history = [[pl.coins for pl in g.p]]
    g.events, g.log, g.record, g.notation = [], [], [], []
    g.phase = Phase.BETWEEN
    g._begin_turn()
    g.log.extend(g.events)
    return g


def _new(cls: type[Game], board: Board, players: list[Any], seed: int, dice: object, turns: object,
         ruleset: Ruleset) -> Game:
    """``Game.new``'s game with its checks, but on any island faces: a position is never saved, and tests write
    positions on two faces whatever the player count (W-SETUP-1 is ``Game.new``'s, ``limits.check_islands``)."""
    check_setup(ruleset, board, seed, None, None, dice, turns, None, ruleset.revision)
    if not isinstance(dice, (list, tuple)) or not (turns is None or type(turns) is int):
        raise ValueError("'dice' must be a list of die faces and 'turns' a whole number.")
    g = cls.__new__(cls)
    g._setup(ruleset, board, player_names(players, *ruleset.players), seed, [], [], list(dice), turns, None,
             ruleset.revision, (tuple(ruleset.races), tuple(ruleset.powers)))
    return g


def _allies(allies: object, players: int) -> list[int | None]:
    """R-POW-DIPLOMAT's allies, per seat: another seat of the game, or None."""
    if not isinstance(allies, list) or len(allies) > players or not all(
            ally is None or type(ally) is int and 0 <= ally < players and ally != seat
            for seat, ally in enumerate(allies)):
        raise ValueError("'allies' must give each seat another seat of the game or null.")
    return allies


def _each_once(g: Game) -> None:
    """The column, each stack and the discard name a race or power once each (there is one banner or badge of
    each; a default stack is the dealt one, which may repeat what a given column names, and tests write races in
    play briefly, so lists are compared only with themselves)."""
    for names in ([c[0] for c in g.column], [c[1] for c in g.column], g.race_stack, g.power_stack, g.power_discard):
        if len(set(names)) != len(names):
            twice = next(name for name in names if names.count(name) > 1)
            raise ValueError(f"{quote(twice)} is named twice in the column, a stack or the discard: there is one.")


def _check_holders(g: Game, n: int) -> None:
    """A piece that holds a region beside the race tokens (the Champion, W-POW-CHAMPIONING) stands only in a region of
    a race whose race or power places it: the rules never put it elsewhere, and the redeployment's floors
    (``Ruleset.holding``) count it only there."""
    holding = g.ruleset.holding
    for m in g.ruleset.holders:
        for rid in range(n):
            occupant = g.r_race[rid]
            if g.markers[m.kind][rid] and occupant is not None and not (
                    occupant.race in holding or occupant.power in holding):
                raise ValueError(f"Region {rid}: {m.label} stands only in a region of the race that places it, "
                                 f"not in one of {occupant.race.name} · {occupant.power.name}.")


def _place_race(g: Game, spec: dict[str, Any], n: int, taken: set[str], holding: set[int]) -> None:
    """One race of the position; ``holding``: regions where a piece beside the tokens holds (the Champion: 0 tokens
    there are allowed, W-POW-CHAMPIONING)."""
    unknown = set(spec) - RACE_KEYS
    if unknown:
        raise ValueError(f"Unknown race keys: {', '.join(sorted(unknown))}.")
    seat = spec["seat"]
    if type(seat) is not int or not 0 <= seat < len(g.p):
        raise ValueError(f"'seat' must be a seat of the game, not {quote(seat)}.")
    race, power = g.ruleset.races.get(spec["race"]), g.ruleset.powers.get(spec["power"])
    if spec["power"] == NO_POWER.name:  # a race without a power (RULES-EXP RULING 34)
        power = NO_POWER
    if race is None or power is None:
        raise ValueError(f"Unknown race or power: {spec['race']!r}, {spec['power']!r}.")
    counts = {key: spec.get(key, 0) for key in ("picked", "hand", "set_aside", "holes", "camps", "extra")}
    if not all(type(n) is int and 0 <= n <= MAX_COUNT for n in counts.values()) or counts["picked"] > g.turn:
        raise ValueError(f"{race.name}: 'hand', 'set_aside', 'holes', 'camps' and 'extra' must be whole numbers "
                         f"from 0 to {MAX_COUNT}, 'picked' a turn played.")
    rs = RaceState(race, power, seat, int(spec.get("picked", 0)))
    rs.set_active(bool(spec.get("active", True)))
    rs.hand = int(spec.get("hand", 0))
    rs.offmap = int(spec.get("set_aside", 0))
    rs.holes_placed = int(spec.get("holes", 0))
    rs.marker_pool = int(spec.get("camps", rs.marker_pool))
    rs.extra = int(spec.get("extra", 0))
    if rs.extra and (rs.extra < 0 or not any(m.piece for m in (*race.markers, *power.markers))):
        raise ValueError(f"{race.name} · {power.name} have no pieces but race tokens: 'extra' must be 0.")
    held = (*race.held_flags, *power.held_flags)
    flags = dict(spec.get("flags", {}))
    if set(flags) - set(held) or not all(type(v) is int for v in flags.values()):
        raise ValueError(f"{race.name} · {power.name} keep no such flags: {flags!r} (they keep: {list(held)}).")
    for key, value in flags.items():  # a count or a bit mask, each within its piece's limit (Ability.flag_limit)
        top = (race if key in race.held_flags else power).flag_limit(key, n, len(g.p))
        if not 0 <= value <= top:
            raise ValueError(f"{race.name} · {power.name}: '{key}' is a whole number from 0 to {top}, "
                             f"not {quote(value)}.")
    rs.flags.update(flags)
    pl: PlayerState = g.p[seat]
    if rs.active:
        if pl.active is not None:
            raise ValueError(f"{pl.name} has two active races.")
        pl.active = rs
    else:
        pl.declined.append(rs)
    g.in_play.clear()  # scope.pieces_in_play: a race entered play
    for rid, count in _regions(spec.get("regions", {}), n):
        if g.r_race[rid] is not None or count < (0 if rid in holding else 1):
            raise ValueError(f"Region {rid} is held twice or with no token.")
        if rs.active and count + (rid in holding) < race.min_pieces:  # RULING 36: a lone piece never stays
            raise ValueError(f"Region {rid}: active {race.name} hold a region with at least {race.min_pieces} "
                             f"pieces (got {count}).")
        g.r_race[rid], g.r_tokens[rid] = rs, count
        rs.regions.add(rid)
    taken.update((race.name, power.name))


def _regions(where: dict[Any, Any], n: int) -> list[tuple[int, int]]:
    out = []
    for key, count in where.items():
        rid = int(key)
        if not 0 <= rid < n:
            raise ValueError(f"No region {rid} on this map.")
        count = int(count)
        if not 0 <= count <= MAX_COUNT:
            raise ValueError(f"Region {rid}: counts must be 0 or more, at most {MAX_COUNT} (got {quote(count)}).")
        out.append((rid, count))
    return sorted(out)


def _int(position: dict[str, Any], key: str, default: int) -> int:
    value = position.get(key, default)
    if type(value) is not int:
        raise ValueError(f"'{key}' must be a whole number.")
    return value


def _expanded(ruleset: Ruleset, names: Any) -> Ruleset:
    """``ruleset`` with the packs a position's "expansions" names (X-INT-1); a ruleset given already expanded
    must have the same packs. A position naming none is played with the ruleset given, as it is."""
    from .packs import expanded, pack_keys

    if names is None:
        return ruleset
    if not isinstance(names, list) or not all(isinstance(name, str) for name in names):
        raise ValueError("'expansions' must list the packs' keys (cursed, bna, ...).")
    if not ruleset.expansions:
        return expanded(ruleset, names)
    if pack_keys(names) != ruleset.expansions:
        raise ValueError(f"'expansions' ({', '.join(names) or 'none'}) are not the ruleset's "
                         f"({', '.join(ruleset.expansions)}).")
    return ruleset
