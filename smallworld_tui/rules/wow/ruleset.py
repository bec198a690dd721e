"""``WOW``: Small World of Warcraft (RULES-WOW.md) as a ``Ruleset`` (rules/ruleset.py), on the islands board.

Its hooks: the islands board and setup (islandboard.py, setup.py: Murlocs, Artifacts and Places), conquest
(conquest.py: entry regions, travel, Murlocs, defender losses), decline (decline.py), scoring with the faction
bonus (scoring.py). The catalogue holds only the races and powers implemented so far (races.py, powers.py). The
turn track is W-COMP-5's table whatever the board (``board_turns=False``). The tie-break is the base one (race
tokens on the boards: Beasts are among them, W-END-1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..conquest import BLOCK_REASON
from ..ruleset import Ruleset
from . import conquest, decline, scoring
from .apiece import APPiece
from .beastmaster import BeastMaster
from .champion import Championing
from .draenei import Draenei
from .ethereals import Ethereals
from .forsaken import Forsaken
from .gnomes import Gnomes
from .goblins import Goblins
from .humans import Humans
from .islandboard import board_of_entry, deal_islands, save_entry
from .islands import check_set, fixed_set
from .pandaren import Pandaren
from .placed import Aegis, Heart
from .places import Battleground, DarkPortal, Karazhan, LightsHope, MeetingStone, SpiritHealer, Well
from .powers import POWERS
from .races import ALLIANCE, HORDE, NEUTRAL, RACES
from .setup import wow_setup
from .state import WowState
from .tauren import Tauren
from .wielded import Ashes, Doomhammer, Frostmourne
from .worgen import Worgen

if TYPE_CHECKING:  # pragma: no cover
    from collections.abc import Sequence

    from ..ability import Ability
    from ..core import GameCore
    from ..state import RaceState

# the races with a module of their own (turn steps, markers, transfers), beside the simple ones of races.py
OWN_MODULE_RACES = {race.name: race for race in (
    Worgen(), Humans(), Draenei(), Forsaken(), Tauren(), Pandaren(), Gnomes(), Ethereals(), Goblins())}

# the powers with a module of their own (pieces that are not race tokens, wow/pieces.py)
OWN_MODULE_POWERS = {power.name: power for power in (BeastMaster(), Championing())}

# the Artifacts and Legendary Places implemented (W-AP; apiece.py): the ruleset's ``others``
AP_PIECES: dict[str, APPiece] = {piece.name: piece for piece in (
    DarkPortal(), MeetingStone(), Karazhan(), SpiritHealer(), LightsHope(), Frostmourne(), Ashes(), Doomhammer(),
    Aegis(), Heart(), Battleground(), Well())}


def held(g: GameCore, rs: RaceState) -> Sequence[Ability]:
    """W-AP-2, the ruleset's ``held`` hook: the Artifacts and Places acting for ``rs``: those face up in its
    regions, while it is active, in the markers' order (``ap_region``'s; on the hot path: every move list)."""
    up = g.face_up
    if not up or not rs.active:
        return ()
    ws: WowState = g.ruleset_state
    where, r_race = ws.ap_region, g.r_race
    found = None
    for name in up:  # the few face up (1 or 2 as a rule; each lies in ``ap_region``), not the 12 markers
        if r_race[where[name]] is rs:
            if found is not None:  # two or more: listed in the markers' order below
                break
            found = name
    else:
        return () if found is None else [AP_PIECES[found]]
    out = []
    for name, rid in where.items():  # a loop: CPython 3.11 runs a comprehension as a call of its own
        if r_race[rid] is rs and name in up:
            out.append(AP_PIECES[name])
    return out


# the catalogue as every save before version 5 was dealt from (Ruleset.first_deal, record.py): never edit
FIRST_DEAL = (
    ("Blood Elves", "Dwarves", "Kobolds", "Naga", "Night Elves", "Orcs", "Trolls", "Worgen", "Humans", "Draenei",
     "Forsaken", "Tauren", "Pandaren", "Gnomes", "Ethereals", "Goblins"),
    ("Archaeologist", "Battle Master", "Blacksmith", "Defensive", "Enraged", "Explorer", "Farmer", "Fishing",
     "Garrisoned", "Herbalist", "Intimidating", "MarshDweller", "Mining", "Mountaineer", "Portal Mage", "Ranger",
     "Sailing", "Swamp Walker", "Beast Master", "Championing"),
)

# what the help tells of Small World of Warcraft's own pieces on the map, and of its other rules (Ruleset.legend, notes)
LEGEND = (
    ("Mu1", "Murlocs (owned by no player) and their tokens"),
    ("? Doom", "an Artifact or Legendary Place: '?' face down (revealed when a race enters), else its name"),
)
NOTES = (
    ("A H N", "a race's faction before its name in the combo column: Alliance, Horde or Neutral. Each turn a race "
              "earns 1 coin per race of the opposing faction it took a region from; Neutral races oppose nobody"),
    ("⊥ travel", "W-CONQ-2/4: a race reaches another island through its entry regions (⊥); conquering an entry "
                 "region next to none of its regions costs 1 more (travel), except with Sailing, the Meeting Stone, "
                 "the Naga's seas and lakes or the Kobolds' caverns. A first conquest must be an entry region"),
    ("Harmony", "in the players panel: the player holds a Harmony token of the Pandaren and pays their owner 2 coins "
                "before attacking them in a turn"),
)

TURNS_BY_PLAYERS = {2: 10, 3: 10, 4: 9, 5: 8}  # W-COMP-5
# W-TURN-2 REDEPLOY step 3, in order: the questions' names (AbilityMove.step or kind) of the Champion's post (a move
# of step 2 made once the tokens are placed, RULING 46), Forts, Watch Towers, Aegis,
# Heart, Bombs and Military Objectives; a question not named here comes after these
PLACEMENTS = ("post", "forts", "towers", "aegis", "heart", "bombs", "objectives", "battleground")  # the Battleground's
# side last: it is picked for SCORE, which follows

WOW = Ruleset(
    "Small World of Warcraft", {**RACES, **OWN_MODULE_RACES}, {**POWERS, **OWN_MODULE_POWERS},
    turns=TURNS_BY_PLAYERS, board_turns=False, board=deal_islands, setup=wow_setup, tribe="Murloc",
    block=conquest.block, reasons={**BLOCK_REASON, **conquest.REASONS}, targets=conquest.targets,
    raw_cost=conquest.raw_cost, cost_breakdown=conquest.cost_breakdown, resolve=conquest.resolve, pay=conquest.pay,
    defend=conquest.defend,
    decline=decline.decline, score=scoring.score,
    state=WowState, step_order=PLACEMENTS, others=tuple(AP_PIECES.values()), held=held,
    revision=2,  # 2 (3 Dec 2026): RULING 41 revised, where the Beasts stand (wow/pieces.py ``mark``)
    first_deal=FIRST_DEAL, fix_islands=fixed_set, check_parts=check_set, save_board=save_entry,
    load_board=board_of_entry,
    legend=LEGEND, notes=NOTES, words={"farmland": "fields"}, factions=(ALLIANCE, HORDE, NEUTRAL),
)
