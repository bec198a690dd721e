"""The Legendary Places of Small World of Warcraft (W-PLACE-*) whose rule is a flag or a bonus, each one small
plug-in (apiece.py): they act for the active race holding their region, face up (W-AP-2), and never move
(W-AP-3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..ability import AbilityMove, Arg, Point
from ..actions import Action
from ..errors import Code, IllegalAction
from ..events import plural
from .apiece import APPiece, holds
from .artifacts import WELL
from .islandboard import terrain_word

if TYPE_CHECKING:  # pragma: no cover
    from ..core import GameCore
    from ..state import RaceState
    from .state import WowState


class DarkPortal(APPiece):
    """W-PLACE-DARKPORTAL: +2 coins to the race holding it (scenario 26)."""

    name = "Dark Portal"
    score_unit = "flat"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return 2

    def score_why(self, game: GameCore, rs: RaceState, coins: int) -> str:
        return "held"


class MeetingStone(APPiece):
    """W-PLACE-MEETINGSTONE: the race holding it pays no travel cost (read by wow/conquest.py, scenario 5)."""

    name = "Meeting Stone"
    no_travel = True


class Karazhan(APPiece):
    """W-PLACE-KARAZHAN: +1 coin per other region of the holding race with Karazhan's terrain (scenario 35)."""

    name = "Karazhan"
    score_unit = "region{s} of its terrain"

    def score(self, game: GameCore, rs: RaceState) -> int:
        ws: WowState = game.ruleset_state
        here = ws.ap_region[self.name]
        regions = game.board.regions
        terrain = regions[here].terrain
        return sum(1 for rid in rs.regions if rid != here and regions[rid].terrain == terrain)

    def score_why(self, game: GameCore, rs: RaceState, coins: int) -> str:
        ws: WowState = game.ruleset_state
        here = ws.ap_region[self.name]
        return plural(coins, f"other {terrain_word(game.board.regions[here])} region")


class SpiritHealer(APPiece):
    """W-PLACE-SPIRITHEALER: at REDEPLOY step 1 the active race holding it takes 1 token from the tray, if any
    (the redeployment's gain, limited by the tray: layouts.redeploy_gain; scenario 40)."""

    name = "Spirit Healer"

    def redeploy_gain(self, game: GameCore, rs: RaceState) -> int:
        return 1


class LightsHope(APPiece):
    """W-PLACE-LIGHTSHOPE: the active race holding it loses no piece to any attack; the pieces withdraw instead,
    the Chapel region's own conquest included (read by wow/conquest.py ``defend``, scenario 20). Bombs and
    Intimidating discards ask ``saves_loss`` (wow/conquest.py) too."""

    name = "Light's Hope Chapel"
    loses_no_token = True


# --- Battleground ---------------------------------------------------------------------------------------------

BATTLEGROUND = "Battleground"
SIDE = "battleground"  # RaceState.flags key: 1 Alliance, 2 Horde, the side a Neutral holder picked this turn
SIDES = {"alliance": (1, "Alliance"), "horde": (2, "Horde")}
OPPOSING = {"Alliance": "Horde", "Horde": "Alliance"}  # W-FACT-1: Neutral opposes nobody


def faction_bonus(g: GameCore, rs: RaceState) -> tuple[str, int]:
    """W-FACT-2/3 with W-PLACE-BATTLEGROUND: (the faction the race scores as, its bonus): 1 coin per race (banner)
    of the opposing faction it conquered a region from this turn, 2 with the Battleground held (RULING 28); a
    Neutral race scores as the side it picked, else earns nothing ("")."""
    faction = rs.race.faction
    conquests = rs.conquests
    if not conquests and faction in OPPOSING:  # no conquest this turn, no bonus (the usual case for races that stay
        return faction, 0  # put): the Battleground changes neither, so it is not asked
    battleground = BATTLEGROUND in g.face_up and holds(g, rs, BATTLEGROUND)  # asked only while face up: no list of
    # the pieces held (``held``), at every SCORE
    if faction not in OPPOSING:
        picked = rs.flags.get(SIDE, 0) if battleground else 0
        faction = "Alliance" if picked == 1 else "Horde" if picked == 2 else ""
    if not faction:
        return "", 0
    if not conquests:
        return faction, 0
    return faction, _bonus(rs, OPPOSING[faction], 2 if battleground else 1)


def _bonus(rs: RaceState, opposing: str, cap: int) -> int:
    """1 coin per conquest from a race of the ``opposing`` faction, at most ``cap`` per race (banner)."""
    per: dict[str, int] = {}
    total = 0
    for banner, faction, _ in rs.conquests:
        if faction == opposing:
            n = per.get(banner, 0)
            if n < cap:  # (a test, not a min() call: cheaper in CPython 3.11)
                per[banner] = n + 1
                total += 1
    return total


def _side_options(g: GameCore, rs: RaceState) -> list[Action]:
    """A Neutral holder picks a side when a side earns something (else there is nothing to decide)."""
    if rs.race.faction in OPPOSING or not any(_bonus(rs, side, 2) for _, side in SIDES.values()):
        return []
    return [Action(SIDE, name=word) for word in SIDES]


def _side_default(g: GameCore, rs: RaceState) -> Action:
    """``end``: the side earning more (Alliance on a tie)."""
    best = max(SIDES, key=lambda word: (_bonus(rs, OPPOSING[SIDES[word][1]], 2), word == "alliance"))
    return Action(SIDE, name=best)


def _side_check(g: GameCore, rs: RaceState, a: Action) -> None:
    if a.name not in SIDES:
        raise IllegalAction("Pick a side for the Battleground: 'battleground alliance' or 'battleground horde'.",
                            Code.BAD_ARGUMENT)


def _side_play(g: GameCore, rs: RaceState, a: Action) -> None:
    rs.flags[SIDE] = SIDES[a.name][0]


class Battleground(APPiece):
    """W-PLACE-BATTLEGROUND: the race holding it at SCORE earns the faction bonus twice per opposing race; a Neutral
    race holding it picks Alliance or Horde at SCORE (``battleground alliance|horde``, asked last at REDEPLOY step
    3, right before SCORE; again on a later turn) and scores this turn's bonus, doubled, as that faction. RULING
    28: the pick affects nothing else. ``end`` picks the side earning more; with nothing to earn on either side
    nothing is asked (scenarios 10, 11)."""

    name = BATTLEGROUND
    moves = (AbilityMove(SIDE, Arg.WORD, _side_options, _side_play, "Pick a side for the Battleground.",
                         _side_check, at=Point.PLACEMENTS, default=_side_default,
                         hint="Battleground: score this turn's faction bonus as 'battleground alliance' or "
                              "'battleground horde' ('end': the side earning more).",
                         when="A Neutral race holding the Battleground picks its side just before scoring."),)


# --- Well of Eternity -----------------------------------------------------------------------------------------

WELL_COINS = 2


def well_bonus(g: GameCore, rs: RaceState) -> int:
    """W-PLACE-WELL: 2 coins when the race (active or in decline) holds more regions adjacent to the face-up Well's
    region (that region excluded) than every other race, Murlocs counting as one race (RULING 4); ties: nobody."""
    ws: WowState = g.ruleset_state
    rid = ws.ap_region.get(WELL)
    if rid is None or WELL not in g.face_up:
        return 0
    counts: dict[int, int] = {}
    murlocs = 0
    for n in g.facts.adjacency[rid]:
        holder = g.r_race[n]
        if holder is not None:
            counts[id(holder)] = counts.get(id(holder), 0) + 1
        elif g.r_tribe[n]:
            murlocs += 1
    mine = counts.pop(id(rs), 0)
    if mine <= murlocs:
        return 0
    for n in counts.values():  # more than every other race (a loop: cheaper than max() of a new list)
        if n >= mine:
            return 0
    return WELL_COINS


class Well(APPiece):
    """W-PLACE-WELL: moves to its face's water on reveal (artifacts.py ``reveal``); its majority bonus is scored
    for every race, even in decline (wow/scoring.py, ``well_bonus``), so it acts through no held-piece hook."""

    name = WELL
