"""The 20 special powers (RULES.md section 15), each one small plug-in. Badge = tokens added to the banner's.

Five bring decisions of their own (ability.py, ``AbilityMove``): Berserk and Dragon Master among the conquest
moves; Fortified, Bivouacking and Heroic at the ``placements`` point (R-REDEP-1 step 4); Diplomat and Stout at the
``end_choices`` point. Each declares its notation, menu, check, play and what ``end`` does (docs/notation.md).
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from . import conquest as cq
from .ability import AbilityMove, Arg, Marker, Point, Power, count_regions
from .actions import Action, Layout, make_layout, region_row, regions_row
from .errors import Code, IllegalAction
from .events import AllyNamed, BerserkRolled, CampsPitched, FortressBuilt, HeroesStationed, plural
from .layouts import fill_fewest
from .numbers import MARKER_COUNTS, POWER_BADGES

if TYPE_CHECKING:  # pragma: no cover
    from .core import GameCore
    from .events import Event
    from .state import RaceState

FORTRESS = Marker("fortress", "a Fortress", defence=1, kept_in_decline=True,
                  glyph="#")  # R-POW-FORTIFIED
CAMPS = Marker("camps", "an Encampment", defence=1, returns=True, plural="Encampments",
               glyph="∆")  # R-POW-BIVOUACKING
HERO = Marker("hero", "a Hero", immune=True, glyph="★")  # R-POW-HEROIC
DRAGON = Marker("dragon", "the Dragon", immune=True, glyph="§")  # R-POW-DRAGONMASTER


class Alchemist(Power):
    name, rule = "Alchemist", "R-POW-ALCHEMIST"
    badge = POWER_BADGES[name]
    text = "+2 coins every turn while active."
    score_unit = "turn"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return 2

    def score_why(self, game: GameCore, rs: RaceState, coins: int) -> str:
        return "every turn while active"


ROLL = "berserk"  # the Berserk roll waiting for a conquest, in ``RaceState.flags``
_BERSERK = Action("berserk")


def _berserk_options(g: GameCore, rs: RaceState) -> list[Action]:
    return [] if ROLL in rs.flags or g._available(rs) < rs.race.min_pieces else [_BERSERK]  # X-RACE-KOBOLDS: 2


def _berserk_check(g: GameCore, rs: RaceState, a: Action) -> None:
    if ROLL in rs.flags:
        raise IllegalAction("You already rolled for this conquest: conquer with it.", Code.ALREADY_USED)
    least = rs.race.min_pieces  # no conquest takes fewer (X-RACE-KOBOLDS RULING 5: 2)
    if g._available(rs) < least:
        raise IllegalAction(f"You need at least {plural(least, 'token')} in hand to roll.", Code.NOT_ENOUGH_TOKENS)


def _berserk_play(g: GameCore, rs: RaceState, a: Action) -> None:
    """Roll for the next conquest; with no conquest then possible, the conquests end (R-POW-BERSERK)."""
    face = rs.flags[ROLL] = g.roll_die()
    g.events.append(BerserkRolled(rs.seat, rs.title, face))
    hand = g._available(rs)
    if not any(need <= hand for _, need in g.ruleset.targets(g, rs)):
        g._conquests_over(rs)


class Berserk(Power):
    name, rule = "Berserk", "R-POW-BERSERK"
    badge = POWER_BADGES[name]
    text = "Roll the reinforcement die before each conquest and subtract the roll from its cost."
    no_final_roll = "A Berserk race never makes the final reinforcement roll: use 'berserk' before a conquest."
    has_cost_mod = True
    cost_label = "Berserk roll"
    moves = (AbilityMove("berserk", Arg.NONE, _berserk_options, _berserk_play, "Roll the die before a conquest.",
                         _berserk_check, key="b", keys="Berserk roll"),)

    def cost_reduction(self, game: GameCore, rs: RaceState, rid: int) -> int:
        return rs.flags.get(ROLL, 0)  # subtracted before the minimum of 1, like every reduction (R-CONQ-4)

    def means(self, game: GameCore, rs: RaceState) -> str:
        return "berserk" if ROLL in rs.flags else ""

    def pending(self, game: GameCore, rs: RaceState) -> str:
        return "Use your Berserk roll on a normal conquest first." if ROLL in rs.flags else ""

    def on_conquer(self, game: GameCore, rs: RaceState, rid: int, events: list[Event]) -> None:
        rs.flags.pop(ROLL, None)  # the roll is spent


# --- Encampments (R-POW-BIVOUACKING) -----------------------------------------------------------------------

def camps_total(g: GameCore, rs: RaceState) -> int:
    return rs.marker_pool + sum(g.marker("camps", r) for r in rs.regions)


def default_camps(g: GameCore, rs: RaceState) -> Layout:
    """``end``'s rule: those on the map stay; those off the map go one by one to the region with fewest."""
    counts = {r: g.marker("camps", r) for r in rs.regions}
    fill_fewest(counts, rs.marker_pool)
    return make_layout({r: n for r, n in counts.items() if n})


def _camps_options(g: GameCore, rs: RaceState) -> list[Action]:
    """Asked when the race holds a region and has Encampments: the default, or all in one region."""
    total = camps_total(g, rs) if rs.regions else 0
    if not total:
        return []
    options = [default_camps(g, rs)] + [((r, total),) for r in sorted(rs.regions)]
    return [Action("camps", layout=lo) for lo in dict.fromkeys(options)]


def check_pool_layout(g: GameCore, rs: RaceState, a: Action, total: int, where: str, every: str) -> None:
    """A layout placing a race's whole pool of markers (Encampments; the expansions' Behemoths) in its own regions:
    ``where`` names the markers' place in the refusal, ``every`` what is to be placed."""
    if any(rid not in rs.regions for rid, _ in a.layout):
        raise IllegalAction(f"{where} only in regions of your {rs.title}.", Code.BAD_LAYOUT)
    if sum(n for _, n in a.layout) != total:
        raise IllegalAction(f"Place all {every}.", Code.BAD_LAYOUT)


def place_pool(g: GameCore, rs: RaceState, marker: Marker, layout: Layout) -> None:
    """The race's pool of ``marker`` stands where ``layout`` says, none left off the map."""
    for rid in rs.regions:
        g.set_marker(marker, rid, 0)
    for rid, n in layout:
        g.set_marker(marker, rid, n)
    rs.marker_pool = 0


def _camps_check(g: GameCore, rs: RaceState, a: Action) -> None:
    total = camps_total(g, rs)
    check_pool_layout(g, rs, a, total, "Encampments go", f"{total} Encampments")


def _camps_play(g: GameCore, rs: RaceState, a: Action) -> None:
    place_pool(g, rs, CAMPS, a.layout)
    g.events.append(CampsPitched(rs.seat, rs.title))


class Bivouacking(Power):
    name, rule = "Bivouacking", "R-POW-BIVOUACKING"
    badge = POWER_BADGES[name]
    text = "5 Encampments, placed at each redeployment; each adds 1 to a region's defence."
    markers = (CAMPS,)
    marker_pool = MARKER_COUNTS["camps"]
    moves = (AbilityMove("camps", Arg.LAYOUT, _camps_options, _camps_play, "Place your Encampments.", _camps_check,
                         at=Point.PLACEMENTS, default=lambda g, rs: Action("camps", layout=default_camps(g, rs)),
                         hint="Place your Encampments ('camps R:n …') or finish the turn ('end').",
                         when="Encampments are placed only at the end of a Bivouacking race's redeployment.",
                         key="n", keys="Encampments"),)


class Commando(Power):
    name, rule = "Commando", "R-POW-COMMANDO"
    badge = POWER_BADGES[name]
    text = "-1 to conquer any region."
    has_cost_mod = True

    def cost_reduction(self, game: GameCore, rs: RaceState, rid: int) -> int:
        return 1


def _ally_options(g: GameCore, rs: RaceState) -> list[Action]:
    """R-POW-DIPLOMAT: any opponent whose active race the Diplomat race did not attack this turn."""
    return [Action("ally", seat=s, name=g.players[s]) for s in range(len(g.p))
            if s != rs.seat and s not in rs.attacked]


def _ally_check(g: GameCore, rs: RaceState, a: Action) -> None:
    if a.seat is None or a.seat == rs.seat or a.seat in rs.attacked:
        raise IllegalAction(f"You cannot make peace with {g.players[a.seat or 0]}: you attacked their active race "
                            "this turn (or that is you).", Code.PEACE)


def _ally_play(g: GameCore, rs: RaceState, a: Action) -> None:
    assert a.seat is not None  # checked
    g.p[rs.seat].ally = a.seat  # until this player's next turn (PlayerState.new_turn)
    g.events.append(AllyNamed(rs.seat, a.seat))


class Diplomat(Power):
    name, rule = "Diplomat", "R-POW-DIPLOMAT"
    badge = POWER_BADGES[name]
    text = "At the end of your turn name an opponent you did not attack: his active race cannot attack yours."
    moves = (AbilityMove("ally", Arg.SEAT, _ally_options, _ally_play, "Name an ally.", _ally_check,
                         at=Point.END_CHOICES,
                         hint="Name an ally for your Diplomat ('ally NAME') or finish the turn ('end').",
                         when="A Diplomat names an ally only at the end of its turn.", key="a",
                         keys="name a Diplomat ally",
                         advice="make peace with whom?\nUntil your next turn that player's active race cannot attack "
                                "your active race (only opponents you did not attack this turn are listed)."),)


def _dragon_targets(g: GameCore, rs: RaceState) -> list[Action]:
    """R-POW-DRAGONMASTER: once per turn, any region the race may target, with 1 token in hand."""
    if rs.dragon_used or g._available(rs) < rs.race.min_pieces:  # X-RACE-KOBOLDS RULING 5: 2 tokens
        return []
    row = region_row("dragon")
    return [row[rid] for rid, _ in g.ruleset.targets(g, rs)]  # the ruleset's scan (RULES-EXP: less what is shielded)


def _dragon_check(g: GameCore, rs: RaceState, a: Action) -> None:
    rid = a.region
    assert rid is not None
    if rs.dragon_used:
        raise IllegalAction("The Dragon attacks only once per turn.", Code.ALREADY_USED)
    code = cq.block(g, rs, rid)
    if code:
        raise cq.refusal(g, rs, rid, code)
    least = rs.race.min_pieces  # X-RACE-KOBOLDS RULING 5: a Kobold Dragon conquest takes 2 tokens
    if g._available(rs) < least:
        raise IllegalAction(f"The Dragon needs {least} token{'s' if least > 1 else ''} in hand.",
                            Code.NOT_ENOUGH_TOKENS)


def _dragon_play(g: GameCore, rs: RaceState, a: Action) -> None:
    """Conquer with exactly 1 token; the Dragon leaves its old region and makes the new one immune."""
    rid = a.region
    assert rid is not None
    rs.dragon_used = True
    for old, here in enumerate(g.markers["dragon"]):
        if here:
            g.set_marker(DRAGON, old, 0)
    g.ruleset.resolve(g, rs, rid, rs.race.min_pieces, "dragon")  # 1 token (X-RACE-KOBOLDS: 2); the ruleset's hook
    if g.r_race[rid] is rs:  # else a Skag Attack cancelled it: the Dragon goes back to its owner (RULES-EXP RULING 36)
        g.set_marker(DRAGON, rid, 1)


class DragonMaster(Power):
    name, rule = "Dragon Master", "R-POW-DRAGONMASTER"
    badge = POWER_BADGES[name]
    text = "Once per turn conquer a region with 1 token; the Dragon makes it immune."
    markers = (DRAGON,)
    moves = (AbilityMove("dragon", Arg.REGION, _dragon_targets, _dragon_play, text, _dragon_check, key="g",
                         keys="Dragon attack", advice="g: the Dragon conquers it with 1 token."),)


class Flying(Power):
    name, rule = "Flying", "R-POW-FLYING"
    badge = POWER_BADGES[name]
    text = "Conquer any land region, adjacent or not."
    flies = True  # also waives the first-conquest border rule (R-CONQ-2)


class _TerrainBonus(Power):
    """+1 coin per held region of one terrain (Forest, Hill, Swamp)."""

    terrain = ""

    def score(self, game: GameCore, rs: RaceState) -> int:
        return count_regions(game, rs, lambda r: r.terrain == self.terrain)


class Forest(_TerrainBonus):
    name, rule, terrain = "Forest", "R-POW-FOREST", "forest"
    badge = POWER_BADGES[name]
    text = "+1 coin per forest region."
    score_unit = "forest region"


MAX_FORTRESSES = MARKER_COUNTS["fortress"]  # R-COMP-3


def _fortress_options(g: GameCore, rs: RaceState) -> list[Action]:
    """One per region, in the race's own regions, at most 6 on the map (R-POW-FORTIFIED)."""
    forts = g.markers["fortress"]
    if sum(forts) >= MAX_FORTRESSES:
        return []
    row = region_row("fortress")
    return [row[r] for r in sorted(rs.regions) if not forts[r]]


def _fortress_check(g: GameCore, rs: RaceState, a: Action) -> None:
    if a not in _fortress_options(g, rs):
        raise IllegalAction(f"You cannot build a Fortress in {g.region_label(a.region or 0)} (one per region, in "
                            f"your own regions, at most {MAX_FORTRESSES} on the map).", Code.ILLEGAL)


def _fortress_play(g: GameCore, rs: RaceState, a: Action) -> None:
    assert a.region is not None
    g.set_marker(FORTRESS, a.region, 1)
    g.events.append(FortressBuilt(rs.seat, rs.title, a.region))


class Fortified(Power):
    name, rule = "Fortified", "R-POW-FORTIFIED"
    badge = POWER_BADGES[name]
    text = "Once per turn add a Fortress (+1 defence, +1 coin while active); at most 6."
    markers = (FORTRESS,)
    moves = (AbilityMove("fortress", Arg.REGION, _fortress_options, _fortress_play, "Build a Fortress.",
                         _fortress_check, at=Point.PLACEMENTS,
                         hint="Place a Fortress ('fortress R') or finish the turn ('end').",
                         when="A Fortress is placed only at the end of a Fortified race's redeployment.",
                         key="f", keys="build a Fortress on the selected region"),)
    score_unit = "Fortress"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return sum(1 for rid in rs.regions if game.marker("fortress", rid))


def default_heroes(g: GameCore, rs: RaceState) -> tuple[int, ...]:
    """``end``'s rule: the two regions holding most tokens (lowest id on a tie)."""
    best = sorted(rs.regions, key=lambda r: (-g.r_tokens[r], r))[:2]
    return tuple(sorted(best))


_HEROES = regions_row("heroes")  # the shared moves: a menu asked at every placements point lists up to dozens of pairs


def _heroes_options(g: GameCore, rs: RaceState) -> list[Action]:
    """Every pair of the race's regions (its one region if it holds one): on two regions or fewer the only
    legal placement, played at once (``auto``)."""
    if not rs.regions:
        return []
    return list(map(_HEROES.__getitem__, combinations(sorted(rs.regions), min(MARKER_COUNTS["hero"], len(rs.regions)))))


def _heroes_check(g: GameCore, rs: RaceState, a: Action) -> None:
    want = min(MARKER_COUNTS["hero"], len(rs.regions))
    if len(set(a.regions)) != want or any(r not in rs.regions for r in a.regions):
        raise IllegalAction(f"Place your Heroes in {want} different regions of your {rs.title}.", Code.BAD_LAYOUT)


def _heroes_play(g: GameCore, rs: RaceState, a: Action) -> None:
    for rid in rs.regions:
        g.set_marker(HERO, rid, 0)
    for rid in a.regions:
        g.set_marker(HERO, rid, 1)
    g.events.append(HeroesStationed(rs.seat, rs.title))


class Heroic(Power):
    name, rule = "Heroic", "R-POW-HEROIC"
    badge = POWER_BADGES[name]
    text = "Two Heroes make two of your regions immune until your next redeployment."
    markers = (HERO,)
    moves = (AbilityMove("heroes", Arg.REGIONS, _heroes_options, _heroes_play, "Station your Heroes.",
                         _heroes_check, at=Point.PLACEMENTS, auto=True,
                         default=lambda g, rs: Action("heroes", regions=default_heroes(g, rs)),
                         hint="Place your Heroes ('heroes A B') or finish the turn ('end').",
                         when="Heroes are placed only at the end of a Heroic race's redeployment.",
                         key="h", keys="Heroes (space toggles)"),)


class Hill(_TerrainBonus):
    name, rule, terrain = "Hill", "R-POW-HILL", "hill"
    badge = POWER_BADGES[name]
    text = "+1 coin per hill region."
    score_unit = "hill region"


class Merchant(Power):
    name, rule = "Merchant", "R-POW-MERCHANT"
    badge = POWER_BADGES[name]
    text = "+1 coin per region."
    score_unit = "region"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return len(rs.regions)


class Mounted(Power):
    name, rule = "Mounted", "R-POW-MOUNTED"
    badge = POWER_BADGES[name]
    text = "-1 to conquer a hill or farmland region."
    has_cost_mod = True

    def cost_reduction(self, game: GameCore, rs: RaceState, rid: int) -> int:
        return 1 if game.board.regions[rid].terrain in ("hill", "farmland") else 0


class Pillaging(Power):
    name, rule = "Pillaging", "R-POW-PILLAGING"
    badge = POWER_BADGES[name]
    text = "+1 coin per non-empty region conquered this turn."
    score_unit = "non-empty region"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return rs.nonempty


class Seafaring(Power):
    name, rule = "Seafaring", "R-POW-SEAFARING"
    badge = POWER_BADGES[name]
    text = "Conquer seas and the lake; keep and score them even in decline."
    seafaring = True


class Spirit(Power):
    name, rule = "Spirit", "R-POW-SPIRIT"
    badge = POWER_BADGES[name]
    text = "In decline this race does not count toward the one-decline limit and never leaves by a later decline."
    spirit = True


def _stout_play(g: GameCore, rs: RaceState, a: Action) -> None:
    g.ruleset.decline(g, rs)  # after scoring: no second scoring (R-DECL-6 is for a decline turn)


class Stout(Power):
    name, rule = "Stout", "R-POW-STOUT"
    badge = POWER_BADGES[name]
    text = "May go into decline at the end of a normal turn, after scoring."
    moves = (AbilityMove("decline", Arg.NONE, lambda g, rs: [Action("decline")], _stout_play,
                         "Go into decline now.", at=Point.END_CHOICES, step="stout",
                         hint="Go into decline now ('decline') or finish the turn ('end').", key="d",
                         keys="go into decline at the end of the turn"),)


class Swamp(_TerrainBonus):
    name, rule, terrain = "Swamp", "R-POW-SWAMP", "swamp"
    badge = POWER_BADGES[name]
    text = "+1 coin per swamp region."
    score_unit = "swamp region"


class Underworld(Power):
    name, rule = "Underworld", "R-POW-UNDERWORLD"
    badge = POWER_BADGES[name]
    text = "-1 to conquer a cavern; all caverns are adjacent to each other."
    has_cost_mod = True
    cavern_links = True

    def cost_reduction(self, game: GameCore, rs: RaceState, rid: int) -> int:
        return 1 if game.board.regions[rid].cavern else 0


class Wealthy(Power):
    name, rule = "Wealthy", "R-POW-WEALTHY"
    badge = POWER_BADGES[name]
    text = "+7 coins once, at the end of the turn the race is picked."
    score_unit = "turn"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return 7 if rs.picked_turn == game.turn else 0

    def score_why(self, game: GameCore, rs: RaceState, coins: int) -> str:
        return "once, the turn it is picked" if coins else "already paid"


POWERS: dict[str, Power] = {
    cls.name: cls()
    for cls in (Alchemist, Berserk, Bivouacking, Commando, Diplomat, DragonMaster, Flying, Forest, Fortified,
                Heroic, Hill, Merchant, Mounted, Pillaging, Seafaring, Spirit, Stout, Swamp, Underworld, Wealthy)
}
