"""The 14 races (RULES.md section 14), each one small plug-in. Banner = tokens on pick; supply = tokens in the box."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import conquest as cq
from .ability import AbilityMove, Arg, Marker, Race, count_regions
from .actions import Action
from .errors import Code, IllegalAction
from .events import Converted, HoleDug, LairBuilt
from .numbers import MARKER_COUNTS, RACE_TOKENS

if TYPE_CHECKING:  # pragma: no cover
    from .core import GameCore
    from .events import Event
    from .state import RaceState

HOLE = Marker("hole", "Hole-in-the-Ground", immune=True, glyph="○")  # R-RACE-HALFLINGS
LAIR = Marker("lair", "a Troll Lair", defence=1, kept_in_decline=True, glyph="∩")  # R-RACE-TROLLS


class Amazons(Race):
    name, rule = "Amazons", "R-RACE-AMAZONS"
    banner, supply = RACE_TOKENS[name]
    text = "+4 tokens for conquest only: set aside after each redeployment, back at the next turn."
    extra_tokens = 4
    offmap_after_redeploy = 4


class Dwarves(Race):
    name, rule = "Dwarves", "R-RACE-DWARVES"
    banner, supply = RACE_TOKENS[name]
    text = "+1 coin per mine region, even in decline."
    score_unit = "mine region"
    decline_score_unit = "mine region"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return count_regions(game, rs, lambda r: r.mine)

    decline_score = score


class Elves(Race):
    name, rule = "Elves", "R-RACE-ELVES"
    banner, supply = RACE_TOKENS[name]
    text = "Lose no token when conquered while active: all are redeployed."
    loses_no_token = True


class Ghouls(Race):
    name, rule = "Ghouls", "R-RACE-GHOULS"
    banner, supply = RACE_TOKENS[name]
    text = "Keep all tokens at decline and still conquer every turn while in decline."
    keeps_all_on_decline = True


class Giants(Race):
    name, rule = "Giants", "R-RACE-GIANTS"
    banner, supply = RACE_TOKENS[name]
    text = "-1 to conquer a region next to a mountain they hold."
    has_cost_mod = True
    cost_label = "Giants (by their Mountain)"

    def cost_reduction(self, game: GameCore, rs: RaceState, rid: int) -> int:
        """1 when ``rid`` is adjacent to a Mountain region held (or, Underworld, a cavern and a Mountain cavern is
        held). Asked for every target: two set tests on the per-board facts, not a loop over the regions held
        (``giants_reduction`` is the plain definition; tests/rules/test_movegen_scan.py compares them)."""
        f = game.facts
        held = rs.regions
        if not held.isdisjoint(f.mountains_by[rid]):
            return 1
        return 1 if rs.power.cavern_links and f.cavern[rid] and not held.isdisjoint(f.mountain_caverns) else 0


def giants_reduction(game: GameCore, rs: RaceState, rid: int) -> int:
    """R-RACE-GIANTS as written: -1 when a held Mountain region is adjacent to ``rid`` (caverns adjacent to each
    other for an Underworld race)."""
    regions = game.board.regions
    for held in rs.regions:
        if regions[held].mountain and (rid in regions[held].adjacent
                                       or (rs.power.cavern_links and regions[rid].cavern and regions[held].cavern)):
            return 1
    return 0


class Halflings(Race):
    name, rule = "Halflings", "R-RACE-HALFLINGS"
    banner, supply = RACE_TOKENS[name]
    text = "Enter anywhere; a Hole-in-the-Ground makes each of their first two regions immune."
    enters_anywhere = True
    markers = (HOLE,)

    def on_conquer(self, game: GameCore, rs: RaceState, rid: int, events: list[Event]) -> None:
        if rs.holes_placed < MARKER_COUNTS["hole"]:
            rs.holes_placed += 1
            game.set_marker(HOLE, rid, 1)
            events.append(HoleDug(rs.seat, rs.name, rid))


class Humans(Race):
    name, rule = "Humans", "R-RACE-HUMANS"
    banner, supply = RACE_TOKENS[name]
    text = "+1 coin per farmland region."
    score_unit = "farmland region"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return count_regions(game, rs, lambda r: r.terrain == "farmland")


class Orcs(Race):
    name, rule = "Orcs", "R-RACE-ORCS"
    banner, supply = RACE_TOKENS[name]
    text = "+1 coin per non-empty region conquered this turn."
    score_unit = "non-empty region"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return rs.nonempty


class Ratmen(Race):
    name, rule = "Ratmen", "R-RACE-RATMEN"
    banner, supply = RACE_TOKENS[name]
    text = "No ability, but 8 tokens."


class Skeletons(Race):
    name, rule = "Skeletons", "R-RACE-SKELETONS"
    banner, supply = RACE_TOKENS[name]
    text = "+1 token for every 2 non-empty regions conquered this turn."

    def redeploy_gain(self, game: GameCore, rs: RaceState) -> int:
        return rs.nonempty // 2  # the tray's limit is applied in layouts.redeploy_gain


def _convert_check(g: GameCore, rs: RaceState, a: Action) -> None:
    """R-RACE-SORCERERS: a lone active token of an opponent, once per opponent per turn (no token in hand
    needed, R-CONQ-1f)."""
    rid = a.region
    assert rid is not None
    victim = g.r_race[rid]
    if (victim is None or victim.seat == rs.seat or not victim.active or g.r_tokens[rid] != 1 or g.marker("camps", rid)
            or (g.ruleset.crowders and any(g.markers[m.kind][rid] for m in g.ruleset.crowders))):  # X-IA: Behemoths
        raise IllegalAction(f"{g.region_label(rid)} does not hold a lone active token of an opponent "
                            "(and nothing else).", Code.ILLEGAL)
    if victim.seat in rs.converted:
        raise IllegalAction(f"You already converted a token of {g.players[victim.seat]} this turn.",
                            Code.ALREADY_USED)
    if g.tray(rs) < 1:
        raise IllegalAction("All Sorcerer tokens are in play.", Code.NOT_ENOUGH_TOKENS)
    code = cq.block(g, rs, rid, convert=True)
    if code:
        raise cq.refusal(g, rs, rid, code)


def _convert_targets(g: GameCore, rs: RaceState) -> list[Action]:
    out: list[Action] = []
    for rid in cq.candidates(g, rs, convert=True):
        victim = g.r_race[rid]
        if victim is None or victim is rs or g.r_tokens[rid] != 1 or not victim.active:
            continue  # not a lone active token of an opponent: the check would refuse
        action = Action("convert", region=rid)
        try:
            _convert_check(g, rs, action)
        except IllegalAction:
            continue
        out.append(action)
    return out


def _convert_play(g: GameCore, rs: RaceState, a: Action) -> None:
    """The lone token goes to the tray (Elves included) and a Sorcerer from the tray takes its place."""
    rid = a.region
    assert rid is not None
    victim = g.r_race[rid]
    assert victim is not None
    rs.converted.add(victim.seat)
    if g.ruleset.ambushers and g.marked[rid] and cq.ambushed(g, rs, rid):  # RULES-EXP RULING 36: a Skag Attack
        # spends the conversion (asked only of a region holding a marker, as ``resolve`` asks)
        return
    cq.defend(g, victim, rid, rs, conversion=True)
    if g.ruleset.takers:  # X-INT-6 (2): a conversion takes what a conquest would (a Pot of Gold)
        cq.taken(g, rs, rid)
    g.clear_markers(rid)
    g.r_race[rid] = rs
    g.r_tokens[rid] = 1  # a Sorcerer from the tray, not from hand
    rs.regions.add(rid)
    rs.nonempty += 1
    g.events.append(Converted(rs.seat, rs.title, rid, victim.seat, victim.name))
    if g.ruleset.sufferers:  # X-INT-6 (3, 5): Corrupt, Witch Doctors
        cq.lost_region(g, victim, rid, rs, 1)


class Sorcerers(Race):
    name, rule = "Sorcerers", "R-RACE-SORCERERS"
    banner, supply = RACE_TOKENS[name]
    text = "Once per opponent per turn, replace an adjacent lone active token with a Sorcerer."
    moves = (AbilityMove("convert", Arg.REGION, _convert_targets, _convert_play, text, _convert_check, key="v",
                         keys="Sorcerers convert", advice="v converts its lone token into a Sorcerer."),)


class Tritons(Race):
    name, rule = "Tritons", "R-RACE-TRITONS"
    banner, supply = RACE_TOKENS[name]
    text = "-1 to conquer a coastal region."
    has_cost_mod = True
    cost_label = "Tritons (coastal)"

    def cost_reduction(self, game: GameCore, rs: RaceState, rid: int) -> int:
        return 1 if game.board.regions[rid].coastal else 0


class Trolls(Race):
    name, rule = "Trolls", "R-RACE-TROLLS"
    banner, supply = RACE_TOKENS[name]
    text = "A Troll Lair in each conquered region adds 1 to its defence, even in decline."
    markers = (LAIR,)

    def on_conquer(self, game: GameCore, rs: RaceState, rid: int, events: list[Event]) -> None:
        game.set_marker(LAIR, rid, 1)
        events.append(LairBuilt(rs.seat, rs.title, rid))


class Wizards(Race):
    name, rule = "Wizards", "R-RACE-WIZARDS"
    banner, supply = RACE_TOKENS[name]
    text = "+1 coin per magic source region."
    score_unit = "magic source region"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return count_regions(game, rs, lambda r: r.magic)


RACES: dict[str, Race] = {
    cls.name: cls()
    for cls in (Amazons, Dwarves, Elves, Ghouls, Giants, Halflings, Humans, Orcs, Ratmen, Skeletons,
                Sorcerers, Tritons, Trolls, Wizards)
}
