"""A Spider's Web (RULES-EXP.md): its races and powers, each a small plug-in like the base
game's (races.py, powers.py).

- Lava (X-POW-LAVA): Lava tokens poured from held Mountains bar other players until the owner's next START.
- Ice Witches (X-RACE-ICEWITCHES): Winter markers: +1 defence, -1 coin for others' regions, removed at decline.
- Skags (X-RACE-SKAGS): face-down Loot (a hidden face marker beside the public one), the Skag Attack.
- Soul-Touch (X-POW-SOULTOUCH): the older in-decline race kept and revived at the next MODE.
- Copycat (X-POW-COPYCAT): a column power borrowed with its badge in tokens until the next START.
(Slingmen, the pack's third race, are added below these by another engineer.)

Rulings added where RULES-EXP is silent (also listed in the report for the README's expansions section):
- Lava (1): a Lava token goes in a region adjacent to one of the race's Mountains, never the Mountain itself ("adjacent
  to that mountain"); land or water; the matching counts: each token needs a Mountain of its own.
- Lava (2): a Lava race that leaves play before its owner's next START takes its Lava with it (as its tokens go).
- Lava (3): the Lava owner's own regions may hold Lava (it bars the other players from them, not from their owner).
- Ice Witches (1): Winter may go on water or a Lost Tribe region adjacent to the race (RULES-EXP says "region");
  the new markers are counted from the magic regions held after the redeployment's moves.
- Ice Witches (2): ``end`` at the Winter question plays its default (one in each Ice-Witch region without Winter,
  ascending id) for the markers still unplaced, also after some were placed by hand; ``skip`` leaves them unplaced.
- Ice Witches (3): the Winter tax is a score line of its own ("−1 Ice Witches: 1 region under Winter") on the
  taxed race's card; a region earns 1 coin (Ivory Tower: its tokens), so the per-region floor of 0 holds.
- Skags (1): "the top of a shuffled pile" is drawn as one of the markers left, by the game's RNG (the same odds);
  the pile is the game's (GameState.kept): discarded markers never come back, even for a later Skags banner.
- Skags (2): the Skag Attack's lost token comes from hand (the committed tokens are there until the conquest
  resolves; a conversion with none in hand loses none); the region is barred to that race only, for the rest of the
  turn; the attack counts against the occupant's player only when the occupant is another player's active race.
- Skags (3): any race but the Skags reveals Loot, its owner's other races too (in-decline Ghouls).
- Skags (4): the last-turn reveal is played by itself at END_CHOICES (before a Stout decline); the Loot coins are
  their own event, not a line of the score card. Loot faces are in positions (like WoW's bombs), never in views.
- Soul-Touch (1): REVIVE happens at MODE, before the player's in-decline Ghouls (if any, another race) play their
  phase; the revived race's READY is done as it engages.
- Soul-Touch (2): a revived race whose badge is not in the discard pile has no power (``NO_POWER``, shown by its race
  name alone); its pick-time effects (on_pick, Wealthy) apply as for a pick.
- Copycat (1): COPY is a move among the conquest moves, on offer before the first conquest of a non-decline turn
  (after READY and the in-decline Ghouls' phase, or after the pick or a revival); copying also ends READY (no more
  abandoning), and its tokens go to hand. While it lasts the race shows the copied power ("Flying Ratmen").
- Copycat (2): the tokens lost when the copy ends come from hand, then the Amazons' set-aside, then the regions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..ability import NO_POWER, AbilityMove, Arg, Marker, Point, Power, Race
from ..actions import Action, region_row
from ..errors import Code, IllegalAction
from ..events import Abandoned, RaceEvent, fast_inits, plural
from ..numbers import LOOT_PILE, POWER_BADGES, RACE_TOKENS
from ..packs import Pack

if TYPE_CHECKING:  # pragma: no cover
    from collections.abc import Set as AbstractSet

    from ..core import GameCore
    from ..events import Event
    from ..state import RaceState


@dataclass(frozen=True, slots=True)
class Poured(RaceEvent):
    """A Lava token poured (X-POW-LAVA) or a Winter marker placed (X-RACE-ICEWITCHES) in ``region``."""

    kind: ClassVar[str] = "poured"
    told: ClassVar[tuple[str, str]] = ("put a marker in", "put markers in")
    region: int
    marker: str  # its label: "a Lava token", "a Winter marker"

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} put {self.marker} in {game.region_label(self.region)}."


@dataclass(frozen=True, slots=True)
class Lifted(RaceEvent):
    """Markers removed by their own rule: Lava at its owner's START, Winter at the Ice Witches' decline."""

    kind: ClassVar[str] = "lifted"
    count: int
    marker: str  # its plural: "Lava tokens"

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        what = self.marker if self.count > 1 else self.marker.rstrip("s")
        return f"{self.their(game)} lift their {self.count} {what}."


def _bits(mask: int) -> list[int]:
    """The region ids of a bit mask, ascending."""
    out = []
    rid = 0
    while mask:
        if mask & 1:
            out.append(rid)
        mask >>= 1
        rid += 1
    return out


def _immune_to(g: GameCore, rs: RaceState) -> AbstractSet[int]:
    """The regions other players' pieces make immune to ``rs``'s owner (X-ENG-12: Lava, in-decline White Ladies,
    Shrubmen forests): where its Winter and Lava may not go and its Winter takes nothing. Not the regions of a Skag
    Attack, barred to the race for its conquests only."""
    out: set[int] = set()
    guarding = g.ruleset.guarding
    for other in g.all_races():
        for ability in (other.race, other.power):
            if ability in guarding and type(ability) is not Skags:
                out |= ability.guarded(g, other, rs)
    return out


# --- Lava (X-POW-LAVA) -----------------------------------------------------------------------------------------
# glyphs: the brief's "≈" draws water (app/widgets/mapgeom.py WATER_TEXTURE) and its "*" marks a region that changed
# hands (mapview.py RECENT), so Lava is "▒" and Winter "❄"
LAVA = Marker("lava", "a Lava token", stays=True, plural="Lava tokens", glyph="▒")  # bars others: ``guarded``
LAVA_FLAG = "lava"  # RaceState.flags: the regions holding this race's Lava, as a bit mask (kept till its START)
_LAVA = region_row("lava")


def _fits(g: GameCore, mountains: list[int], regions: list[int]) -> bool:
    """Whether every region of ``regions`` can have a Mountain of ``mountains`` of its own adjacent to it (one Lava
    token per Mountain held): a bipartite matching by augmenting paths (a handful of Mountains)."""
    adjacency = g.facts.adjacency
    owner: dict[int, int] = {}  # mountain -> region it serves

    def take(rid: int, seen: set[int]) -> bool:
        for m in mountains:
            if m in adjacency[rid] and m not in seen:
                seen.add(m)
                if m not in owner or take(owner[m], seen):
                    owner[m] = rid
                    return True
        return False

    return len(regions) <= len(mountains) and all(take(rid, set()) for rid in regions)


def _lava_options(g: GameCore, rs: RaceState) -> list[Action]:
    """RULING 32: one more Lava token in a region adjacent to a held Mountain with no Lava, not immune to the race's
    owner, each token with a Mountain of its own."""
    mountains = [rid for rid in sorted(rs.regions) if g.facts.mountain[rid]]
    placed = _bits(rs.flags.get(LAVA_FLAG, 0))
    if len(placed) >= len(mountains):
        return []
    lava, immune, adjacency = g.markers["lava"], g.immune, g.facts.adjacency
    barred = _immune_to(g, rs)
    near = sorted({rid for m in mountains for rid in adjacency[m]})
    return [_LAVA[rid] for rid in near if not lava[rid] and not immune[rid] and rid not in barred
            and _fits(g, mountains, [*placed, rid])]


def _lava_play(g: GameCore, rs: RaceState, a: Action) -> None:
    rid = a.region
    assert rid is not None
    g.set_marker(LAVA, rid, 1)
    rs.flags[LAVA_FLAG] = rs.flags.get(LAVA_FLAG, 0) | 1 << rid
    g.events.append(Poured(rs.seat, rs.title, rid, LAVA.label))


def _lava_check(g: GameCore, rs: RaceState, a: Action) -> None:
    if a not in _lava_options(g, rs):
        raise IllegalAction(f"No Lava token can go in {g.region_label(a.region or 0)}: one per Mountain you hold, "
                            "in a region next to it without Lava that is not immune to you.", Code.ILLEGAL)


def _lift_lava(g: GameCore, rs: RaceState) -> None:
    """The race's Lava tokens leave the map (its owner's START; leaving play: ruling (2))."""
    regions = _bits(rs.flags.pop(LAVA_FLAG, 0))
    for rid in regions:
        g.set_marker(LAVA, rid, 0)
    if regions:
        g.events.append(Lifted(rs.seat, rs.title, len(regions), LAVA.plural))


class Lava(Power):
    name, rule = "Lava", "X-POW-LAVA"
    badge = POWER_BADGES[name]
    text = "After redeploying, pour 1 Lava per Mountain held next to it: barred to others until your next turn."
    help = ("At the end of each redeployment you may put 1 Lava token per Mountain region you hold in a region next "
            "to that Mountain (1 per region, not an immune one). Until the start of your next turn no other player "
            "may conquer a Lava region or use a power on it; its occupant stays. Your own races may still enter it.")
    markers = (LAVA,)
    held_flags = (LAVA_FLAG,)
    guards = True
    moves = (AbilityMove("lava", Arg.REGION, _lava_options, _lava_play, "Pour a Lava token.", _lava_check,
                         at=Point.PLACEMENTS, repeat=True,
                         hint="Lava: pour a Lava token next to one of your Mountains ('lava R'), one at a time, "
                              "or no more ('skip' or 'end').", key="l", keys="pour Lava on the selected region",
                         when="Lava is poured only at the end of a Lava race's redeployment.",
                         advice="pour Lava here: other players cannot enter it until your next turn."),)

    def guarded(self, game: GameCore, rs: RaceState, attacker: RaceState) -> AbstractSet[int]:
        """RULING 32: every other player is barred from the Lava regions until the owner's START."""
        mask = rs.flags.get(LAVA_FLAG, 0) if attacker.seat != rs.seat else 0
        return frozenset(_bits(mask)) if mask else frozenset()

    def on_start(self, game: GameCore, rs: RaceState) -> None:
        """X-INT-4 START (a). A position taken in the owner's own turn keeps no flags for him (they reset at START,
        position.py): Lava no race in play owns is his, lifted too."""
        owned = 0
        for other in game.all_races():
            if other is not rs:
                owned |= other.flags.get(LAVA_FLAG, 0)
        lava = game.markers["lava"]
        rs.flags[LAVA_FLAG] = rs.flags.get(LAVA_FLAG, 0) | sum(
            1 << rid for rid, n in enumerate(lava) if n and not owned >> rid & 1)
        _lift_lava(game, rs)

    def on_leave(self, game: GameCore, rs: RaceState) -> None:
        _lift_lava(game, rs)  # ruling (2)


# --- Ice Witches (X-RACE-ICEWITCHES) ---------------------------------------------------------------------------
WINTER = Marker("winter", "a Winter marker", defence=1, stays=True, plural="Winter markers", glyph="❄")
WINTER_FLAG = "winter"  # RaceState.flags: new Winter markers still to place this turn (set as the placements begin)
_WINTER = region_row("winter")


def _winter_left(g: GameCore, rs: RaceState) -> int:
    """New Winter markers still to place: 1 per magic region held when the placements begin (REDEPLOY step 4)."""
    left = rs.flags.get(WINTER_FLAG)
    if left is None:
        left = rs.flags[WINTER_FLAG] = sum(1 for rid in rs.regions if g.board.regions[rid].magic)
    return left


def _winter_spots(g: GameCore, rs: RaceState) -> list[int]:
    """RULING 24: regions held or adjacent to one held, with no Winter, not immune to the race's owner."""
    adjacency = g.facts.adjacency
    near = set(rs.regions)
    for rid in rs.regions:
        near |= adjacency[rid]
    winter, immune = g.markers["winter"], g.immune
    barred = _immune_to(g, rs)
    return [rid for rid in sorted(near) if not winter[rid] and not immune[rid] and rid not in barred]


def _winter_options(g: GameCore, rs: RaceState) -> list[Action]:
    return [_WINTER[rid] for rid in _winter_spots(g, rs)] if _winter_left(g, rs) > 0 else []


def _winter_default(g: GameCore, rs: RaceState) -> Action | None:
    """X-INT-13: one in each Ice-Witch region without Winter, ascending id; the rest unplaced."""
    if _winter_left(g, rs) <= 0:
        return None
    own = [rid for rid in _winter_spots(g, rs) if rid in rs.regions]
    return _WINTER[own[0]] if own else None


def _winter_play(g: GameCore, rs: RaceState, a: Action) -> None:
    rid = a.region
    assert rid is not None
    g.set_marker(WINTER, rid, 1)
    rs.flags[WINTER_FLAG] = _winter_left(g, rs) - 1
    g.events.append(Poured(rs.seat, rs.title, rid, WINTER.label))


def _winter_check(g: GameCore, rs: RaceState, a: Action) -> None:
    if a not in _winter_options(g, rs):
        raise IllegalAction(f"No Winter marker can go in {g.region_label(a.region or 0)}: one per region, in or "
                            "next to your regions, not an immune one.", Code.ILLEGAL)


class IceWitches(Race):
    name, rule = "Ice Witches", "X-RACE-ICEWITCHES"
    banner, supply = RACE_TOKENS[name]
    text = "Winter: 1 marker per magic region, in or next to your regions: +1 defence, -1 coin there for others."
    help = ("After each redeployment the race gains 1 Winter marker per magic region it holds and may place each "
            "in a region it holds or next to one (1 per region, not an immune one); one not placed is lost. Winter "
            "never moves: it adds 1 to the region's defence against everyone, and the region earns 1 coin less "
            "(never below 0) for anyone but the Ice Witches. All Winter goes when they decline.")
    markers = (WINTER,)
    taxes = True
    tax_unit = "region under Winter"
    moves = (AbilityMove("winter", Arg.REGION, _winter_options, _winter_play, "Place a Winter marker.",
                         _winter_check, at=Point.PLACEMENTS, default=_winter_default, repeat=True, may=True,
                         hint="Ice Witches: place a Winter marker in or next to your regions ('winter R'), one at a "
                              "time; 'skip' places no more, 'end' one in each of your regions without Winter.",
                         when="Winter is placed only at the end of an Ice Witches' redeployment.",
                         key="s", keys="put Winter on the selected region",
                         advice="place Winter here: +1 defence, 1 coin less for anyone but the Ice Witches."),)

    def tax(self, game: GameCore, rs: RaceState, scored: RaceState) -> int:
        """RULING 24: Winter regions of ``scored`` not held by the Ice Witches nor immune to their owner."""
        if not rs.active or scored is rs:
            return 0
        winter, immune = game.markers["winter"], game.immune
        taxed = [rid for rid in scored.regions if winter[rid] and not immune[rid]]
        if taxed:
            barred = _immune_to(game, rs)
            taxed = [rid for rid in taxed if rid not in barred]
        return len(taxed)

    def on_decline(self, game: GameCore, rs: RaceState) -> None:
        """X-INT-8 step 3: every Winter marker leaves the map."""
        winter = game.markers["winter"]
        regions = [rid for rid, n in enumerate(winter) if n]
        for rid in regions:
            game.set_marker(WINTER, rid, 0)
        if regions:
            game.events.append(Lifted(rs.seat, rs.title, len(regions), WINTER.plural))


# --- Skags (X-RACE-SKAGS) --------------------------------------------------------------------------------------
LOOT = Marker("loot", "a Loot marker", stays=True, plural="Loot markers", glyph="◊")  # face down: a count of 1
# which marker of the pile lies face down there: its index in LOOT_PILE + 1; never shown (views, events)
FACE = Marker("loot_face", "which Loot marker lies face down", stays=True, hidden=True)
PILE = "loot"  # GameState.kept: the markers of LOOT_PILE drawn so far (on the map or discarded), a bit mask
BARRED = "skagged"  # RaceState.flags of an attacker: the regions of its Skag Attacks this turn, a bit mask
_REVEAL = Action("reveal")


@dataclass(frozen=True, slots=True)
class LootPlaced(RaceEvent):
    """A Loot marker put face down (X-RACE-SKAGS): its value is for the Skags' owner only (``seen_loot``)."""

    kind: ClassVar[str] = "loot"
    reveals: ClassVar[bool] = True  # the owner looks at it
    told: ClassVar[tuple[str, str]] = ("hid Loot in", "hid Loot in")
    region: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} put a Loot marker face down in {game.region_label(self.region)}."


@dataclass(frozen=True, slots=True)
class LootRevealed(RaceEvent):
    """A Loot marker turned up: ``value`` coins (0-3) for ``to``'s player, or -1 a Skag Attack (``lost``: the
    token it cost); ``to`` None: scored by the Skags' own player (decline, last turn)."""

    kind: ClassVar[str] = "loot revealed"
    reveals: ClassVar[bool] = True
    region: int
    value: int
    to: int | None
    lost: int = 0

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        where = game.region_label(self.region)
        if self.value < 0:
            if self.to is None:
                return f"{self.their(game)}' Loot in {where} is a Skag Attack: worth nothing now."
            lost = f"loses {self.lost} token" if self.lost else "loses no token (none in hand)"
            return (f"Skag Attack in {where}! {game.players[self.to]}'s conquest fails: {lost}; the region stays "
                    "as it was.")
        who = game.players[self.seat if self.to is None else self.to]
        return f"{self.their(game)}' Loot in {where} is worth {plural(self.value, 'coin')} to {who}."


def _loot_value(g: GameCore, rid: int) -> int | None:
    """The value of the face-down Loot in ``rid``: coins, None for a Skag Attack (RULING 25)."""
    return LOOT_PILE[g.markers["loot_face"][rid] - 1]


def _discard(g: GameCore, rid: int) -> None:
    g.set_marker(LOOT, rid, 0)
    g.set_marker(FACE, rid, 0)


def _reveal_all(g: GameCore, rs: RaceState) -> None:
    """RULING 25: the owner reveals the Loot in the regions the Skags hold and scores it (a Skag Attack 0); every
    other Loot marker on the map is discarded (at decline; at the end of the owner's last player-turn)."""
    total = 0
    for rid, n in enumerate(g.markers["loot"]):
        if n:
            if rid in rs.regions:
                value = _loot_value(g, rid)
                total += value or 0
                g.events.append(LootRevealed(rs.seat, rs.title, rid, -1 if value is None else value, None))
            _discard(g, rid)
    g.p[rs.seat].coins += total


def seen_loot(g: GameCore, seat: int) -> dict[int, int | None]:
    """The face-down Loot values player ``seat`` may look at (X-INT-10): those of his Skags, by region (None: a
    Skag Attack); {} for everyone else."""
    faces = g.markers.get("loot_face")
    if faces is None or not any(rs.race.name == "Skags" and rs.active for rs in g.p[seat].races()):
        return {}
    return {rid: LOOT_PILE[code - 1] for rid, code in enumerate(faces) if code}


def _last_reveal_options(g: GameCore, rs: RaceState) -> list[Action]:
    """RULING 25: at the end of the owner's player-turn in the last game turn, while Loot lies on the map."""
    return [_REVEAL] if g.turn == g.num_turns and rs.active and any(g.markers["loot"]) else []


class Skags(Race):
    name, rule = "Skags", "X-RACE-SKAGS"
    banner, supply = RACE_TOKENS[name]
    text = "Leave face-down Loot where you conquer: coins for a later conqueror, or a Skag Attack that repels him."
    help = ("Each region the Skags conquer without Loot gets the top Loot marker face down (only you look at it): "
            "0-3 coins or a Skag Attack (10 in all: 3 Attacks, two each of 0, 1, 2, one 3). Another race conquering "
            "a Loot region reveals it first: coins go to its player, a Skag Attack cancels the conquest (1 committed "
            "token lost, the rest back in hand, the region unchanged, no new attempt on it this turn). An abandoned "
            "region keeps its Loot. At decline (or at the end of your last turn) you score the Loot in your regions.")
    markers = (LOOT, FACE)
    guards = True
    ambushes = True
    moves = (AbilityMove("reveal", Arg.NONE, _last_reveal_options, lambda g, rs, a: _reveal_all(g, rs),
                         "Reveal and score your Loot.", at=Point.END_CHOICES, auto=True,
                         default=lambda g, rs: _REVEAL,
                         hint="Skags: your Loot is revealed and scored at the end of your last turn ('reveal').",
                         when="Loot is revealed at the Skags' decline or at the end of their player's last turn."),)

    def on_conquer(self, game: GameCore, rs: RaceState, rid: int, events: list[Event]) -> None:
        """RULING 25: the top Loot marker face down in a conquered region without Loot, while the pile lasts (the
        top of a shuffled pile: one of those left, by the game's RNG)."""
        if game.markers["loot"][rid]:
            return
        drawn = game.kept.get(PILE, 0)
        left = [i for i in range(len(LOOT_PILE)) if not drawn >> i & 1]
        if not left:
            return
        pick = left[game.rng.randrange(len(left))]
        game.kept[PILE] = drawn | 1 << pick
        game.set_marker(LOOT, rid, 1)
        game.set_marker(FACE, rid, pick + 1)
        events.append(LootPlaced(rs.seat, rs.title, rid))

    def ambush(self, game: GameCore, rs: RaceState, attacker: RaceState, rid: int) -> bool:
        """X-INT-6 (1), RULINGS 25, 35, 36: another race's conquest of a Loot region reveals it first."""
        if attacker is rs or not game.markers["loot"][rid]:
            return False
        value = _loot_value(game, rid)
        _discard(game, rid)
        if value is not None:
            game.p[attacker.seat].coins += value
            game.events.append(LootRevealed(rs.seat, rs.title, rid, value, attacker.seat))
            return False
        lost = 1 if attacker.hand else 0  # a committed token (RULING 36: a Sorcerer from hand, if any)
        attacker.hand -= lost
        attacker.flags[BARRED] = attacker.flags.get(BARRED, 0) | 1 << rid
        occupant = game.r_race[rid]
        if occupant is not None and occupant.active and occupant.seat != attacker.seat:
            attacker.attacked.add(occupant.seat)  # RULING 35: still an attack (R-CONQ-13)
        game.events.append(LootRevealed(rs.seat, rs.title, rid, -1, attacker.seat, lost))
        return True

    def guarded(self, game: GameCore, rs: RaceState, attacker: RaceState) -> AbstractSet[int]:
        """The regions of ``attacker``'s Skag Attacks this turn: it MUST NOT target them again."""
        mask = attacker.flags.get(BARRED, 0)
        return frozenset(_bits(mask)) if mask else frozenset()

    def on_decline(self, game: GameCore, rs: RaceState) -> None:
        _reveal_all(game, rs)  # X-INT-8 step 3

    def redeal(self, game: GameCore, rs: RaceState, seat: int) -> None:
        """X-INT-10: for anyone but their owner, the face-down Loot on the map and the pile are one unknown heap."""
        if seat == rs.seat:
            return
        faces = game.markers["loot_face"]
        down = [rid for rid, code in enumerate(faces) if code]
        drawn = game.kept.get(PILE, 0)
        on_map = 0
        for rid in down:
            on_map |= 1 << (faces[rid] - 1)
        heap = [i for i in range(len(LOOT_PILE)) if not (drawn & ~on_map) >> i & 1]
        game.rng.shuffle(heap)
        gone = drawn & ~on_map
        for rid, pick in zip(down, heap, strict=False):
            game.set_marker(FACE, rid, pick + 1)
            gone |= 1 << pick
        game.kept[PILE] = gone


# --- Soul-Touch (X-POW-SOULTOUCH) ------------------------------------------------------------------------------
def _revive_key(seat: int) -> str:
    """GameState.kept: the race a player's Soul-Touch decline keeps for a revival, by name after this prefix (a
    name, not a catalogue index: a position stays readable whatever the catalogue's order)."""
    return f"revive {seat}: "


@dataclass(frozen=True, slots=True)
class Revived(RaceEvent):
    """X-POW-SOULTOUCH: an in-decline race active again with ``tokens`` new tokens from the tray (``badge``: its
    former badge back, "" for none)."""

    kind: ClassVar[str] = "revived"
    tokens: int
    badge: str

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        badge = f"with their {self.badge} badge" if self.badge else "without a special power"
        return f"{self.their(game)} are revived by Soul-Touch, {badge}: +{plural(self.tokens, 'token')}."


class SoulTouch(Power):
    name, rule = "Soul-Touch", "X-POW-SOULTOUCH"
    badge = POWER_BADGES[name]
    text = "At decline your older in-decline race stays, scores, and comes back to life on your next turn."
    help = ("When this race declines, your older in-decline race is not removed (a non-Spirit one first): it scores "
            "with the others, and on your next turn it becomes active again instead of a new pick: its tokens on the "
            "map turn active, it gets back its badge if that badge is in the discard pile (a Spirit badge stayed "
            "with it; otherwise it has no power) and tokens from the tray up to banner + badge.")
    keeps_older = True

    def on_decline(self, game: GameCore, rs: RaceState) -> None:
        """RULING 34: the race to revive, a non-Spirit one first, else the Spirit one (kept: R-DECL-2 step 1 is
        skipped, ``keeps_older``)."""
        older = [old for old in game.p[rs.seat].declined if old is not rs]
        kept = [old for old in older if not old.power.spirit] or older
        if kept:
            game.kept[_revive_key(rs.seat) + kept[0].race.name] = 1

    def revive(self, game: GameCore, rs: RaceState) -> bool:
        """X-INT-4 MODE REVIVE: the race kept at the Soul-Touch decline becomes active, if still in play."""
        prefix = _revive_key(rs.seat)
        key = next((key for key in game.kept if key.startswith(prefix)), "")
        if not key:
            return False
        del game.kept[key]
        pl = game.p[rs.seat]
        old = next((o for o in pl.declined if o.race.name == key[len(prefix):]), None)
        if old is None:
            return False  # it left play: a new race is picked
        badge = old.power
        if not badge.spirit:  # the badge comes back from the discard pile, else none
            if badge.name in game.power_discard:
                game.power_discard.remove(badge.name)
            else:
                badge = NO_POWER
        pl.declined.remove(old)
        pl.active = old
        old.set_power(badge)
        old.set_active(True)
        old.picked_turn = game.turn  # the revival counts as its pick (Wealthy)
        race = old.race
        on_map = sum(game.r_tokens[rid] for rid in old.regions)
        want = race.banner + badge.badge + race.extra_tokens - on_map - old.hand
        new = max(0, min(want, game.tray(old)))
        old.hand += new
        game.events.append(Revived(old.seat, old.title, new, badge.name))
        for ability in (race, badge):
            ability.on_pick(game, old)
        return True


# --- Copycat (X-POW-COPYCAT) ----------------------------------------------------------------------------------
# The copy lives in GameState.kept (it outlives the turn's flags and is written in positions): while it lasts the
# copying race's power slot holds the copied power itself (every core rule reads it there: Flying's reach, a cost
# reduction, its moves and markers), and these keys say whose copy it is and what it gave.
COPY_SEAT, COPY_TOKENS, COPY_PICKED = "copy seat", "copy tokens", "copy picked"
COPY_POWER = "copy power: "  # the copied power by name after this prefix (a position reads it in any catalogue)


@dataclass(frozen=True, slots=True)
class Copied(RaceEvent):
    """X-POW-COPYCAT: a copy begins (``tokens`` gained) or ends (``ended``: ``tokens`` lost)."""

    kind: ClassVar[str] = "copy"
    power: str
    tokens: int
    ended: bool = False

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        who = f"{game.players[self.seat]}'s {self.race}"
        if self.ended:
            return f"{who}' copy of {self.power} ends: -{plural(self.tokens, 'token')}."
        return f"{who} copy {self.power} with their Copycat: +{plural(self.tokens, 'token')}."


def _word(power: str) -> str:
    """A power's name as one word of the copy notation: "dragon-master", "were-"."""
    return power.lower().replace(" ", "-")


def copied(g: GameCore) -> tuple[int, str] | None:
    """The copy in progress, public (the Copycat marker on a column badge): (seat, power name), or None."""
    seat = g.kept.get(COPY_SEAT, 0)
    power = next((key[len(COPY_POWER):] for key in g.kept if key.startswith(COPY_POWER)), "")
    if not 0 < seat <= len(g.p) or power not in g.ruleset.powers:
        return None  # none (or a position's keys that name none)
    return seat - 1, power


def _forget_copy(g: GameCore) -> None:
    for key in [key for key in g.kept if key.startswith(("copy ",))]:
        del g.kept[key]


def _copy_options(g: GameCore, rs: RaceState) -> list[Action]:
    """RULING 33: one of the other powers in the column (Cursed too: it gives nothing), after READY (and the
    in-decline Ghouls' phase) and before the first conquest: X-INT-4 COPY."""
    if rs.started:
        return []
    names = dict.fromkeys(power for _, power, _ in g.column if power != rs.power.name)
    return [Action("copy", name=_word(name)) for name in names]


def _copy_play(g: GameCore, rs: RaceState, a: Action) -> None:
    name = next(power for _, power, _ in g.column if _word(power) == a.name)
    power = g.ruleset.powers[name]
    given = max(0, min(power.badge, g.tray(rs)))
    g.kept.update({COPY_SEAT: rs.seat + 1, COPY_POWER + name: 1, COPY_TOKENS: given, COPY_PICKED: rs.picked_turn})
    rs.hand += given
    rs.picked_turn = 0  # never the copied power's pick-turn effects (no Wealthy 7)
    rs.marker_pool += power.marker_pool
    title = rs.title
    rs.set_power(power)
    g.events.append(Copied(rs.seat, title, name, given))


def _lose(g: GameCore, rs: RaceState, n: int) -> int:
    """RULING 33: ``n`` race tokens back to the tray: hand first, then set aside, then from the regions with most
    tokens (lowest id on a tie) keeping the race's minimum per region; if that is not enough, regions are
    abandoned, fewest tokens then lowest id first. Returns the tokens lost."""
    lost = 0
    for field in ("hand", "offmap"):
        take = min(n - lost, getattr(rs, field))
        setattr(rs, field, getattr(rs, field) - take)
        lost += take
    keep = rs.race.min_pieces
    while lost < n and rs.regions:
        fullest = min(rs.regions, key=lambda rid: (-g.r_tokens[rid], rid))
        if g.r_tokens[fullest] > keep:
            g.r_tokens[fullest] -= 1
            lost += 1
            continue
        poorest = min(rs.regions, key=lambda rid: (g.r_tokens[rid], rid))
        lost += g.r_tokens[poorest]
        rs.regions.discard(poorest)
        g._vacate(poorest)
        g.events.append(Abandoned(rs.seat, rs.title, poorest))
    return lost


def _end_copy(g: GameCore, rs: RaceState, trim: bool) -> None:
    """The copy ends: the copied power's markers go (its pieces elsewhere too), Copycat is back in the slot, and
    (``trim``: not at decline, X-INT-8) as many tokens as it gave go back to the tray."""
    power = rs.power
    given, picked = g.kept.get(COPY_TOKENS, 0), g.kept.get(COPY_PICKED, rs.picked_turn)
    _forget_copy(g)
    if power in g.ruleset.leavers:
        power.on_leave(g, rs)  # its pieces outside its regions (Lava)
    for marker in power.markers:
        if not marker.hidden:
            for rid in rs.regions:
                g.set_marker(marker, rid, 0)
    if power.marker_pool:
        rs.marker_pool = rs.markers_back = 0
    title = rs.title
    rs.set_power(g.ruleset.powers["Copycat"])
    rs.picked_turn = picked
    lost = _lose(g, rs, given) if trim else 0
    g.events.append(Copied(rs.seat, title, power.name, lost, True))


class Copycat(Power):
    name, rule = "Copycat", "X-POW-COPYCAT"
    badge = POWER_BADGES[name]
    text = "Each turn you may copy a power in the column until your next turn: its badge in tokens and its ability."
    help = ("At the start of each turn you expand (and the turn you pick it) you may put the Copycat marker on "
            "another power in the column: until your next turn, or until someone takes that combo, your race has "
            "that power (not its pick-turn effects, such as Wealthy's 7) and its badge value in extra tokens from the "
            "tray. When the copy ends you lose those tokens (hand first, then from your fullest regions) and the "
            "copied power's markers.")
    moves = (AbilityMove("copy", Arg.WORD, _copy_options, _copy_play, "Copy a power of the column.",
                         when="Copycat copies before the first conquest of a turn (after READY, or the pick).",
                         key="y", keys="Copycat: copy a power of the column",
                         advice="copy which power?\nUntil your next turn your race has it, and its badge in extra "
                                "tokens (lost when the copy ends)."),)

    def witness(self, game: GameCore, moment: str, seat: int, rs: RaceState | None) -> None:
        """X-INT-4 START (c), X-INT-8, RULING 33: the copy ends at its owner's START, when its race declines, and
        when another player takes the copied combo."""
        now = copied(game)
        if now is None:
            return
        owner, power = now
        if moment == "pick" and (seat == owner or rs is None or rs.power.name != power):
            return
        if moment != "pick" and seat != owner:
            return
        copier = game.p[owner].active
        if copier is None or copier.power.name != power:
            _forget_copy(game)  # its race is gone: nothing to undo
            return
        _end_copy(game, copier, trim=moment != "decline")


fast_inits(__name__)  # this module's events made as fast as the base game's (events.py)
PACK = Pack("spider", "A Spider's Web", races=(IceWitches(), Skags()), powers=(Copycat(), Lava(), SoulTouch()))
