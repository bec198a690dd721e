"""W-COMP-1/2/5: the printed banners, supplies, factions and badges of the WoW catalogue, and the game length.
The WoW stacks hold only implemented races and powers: the missing ones are listed here, so the gap is visible."""

from __future__ import annotations

from wowkit import NAMES, SETS, islands

from smallworld_tui.rules import Game
from smallworld_tui.rules.wow import WOW

RACE_TABLE = {  # W-COMP-1: banner, faction, supply
    "Blood Elves": (5, "Horde", 10), "Draenei": (7, "Alliance", 12), "Dwarves": (5, "Alliance", 10),
    "Ethereals": (5, "Neutral", 10), "Forsaken": (6, "Horde", 20), "Gnomes": (5, "Alliance", 10),
    "Goblins": (6, "Horde", 11), "Humans": (5, "Alliance", 10), "Kobolds": (6, "Neutral", 11),
    "Naga": (6, "Neutral", 11), "Night Elves": (4, "Alliance", 9), "Orcs": (6, "Horde", 11),
    "Pandaren": (5, "Neutral", 10), "Tauren": (11, "Horde", 16), "Trolls": (6, "Horde", 11),
    "Worgen": (5, "Alliance", 10),
}
POWER_TABLE = {  # W-COMP-2: badge
    "Archaeologist": 5, "Battle Master": 5, "Beast Master": 4, "Blacksmith": 4, "Championing": 5, "Defensive": 5,
    "Enraged": 4, "Explorer": 4, "Farmer": 4, "Fishing": 3, "Garrisoned": 3, "Herbalist": 4, "Intimidating": 4,
    "MarshDweller": 4, "Mining": 4, "Mountaineer": 4, "Portal Mage": 5, "Ranger": 4, "Sailing": 5,
    "Swamp Walker": 4,
}
# Not implemented yet (their rules need turn steps, markers, Artifacts or Places still being built).
MISSING_RACES: set[str] = set()
MISSING_POWERS: set[str] = set()


def test_W_COMP_1_races_as_printed():
    for name, race in WOW.races.items():
        assert (race.banner, race.faction, race.supply) == RACE_TABLE[name], name
        assert race.rule == "W-RACE-" + name.upper().replace(" ", "")


def test_W_COMP_2_powers_as_printed():
    for name, power in WOW.powers.items():
        assert power.badge == POWER_TABLE[name], name
        assert power.rule == "W-POW-" + name.upper().replace(" ", "")


def test_the_catalogue_gap_is_listed():
    """Every W-COMP entry is either in the WoW stacks or on the missing lists, never both."""
    assert set(WOW.races) | MISSING_RACES == set(RACE_TABLE) and not set(WOW.races) & MISSING_RACES
    assert set(WOW.powers) | MISSING_POWERS == set(POWER_TABLE) and not set(WOW.powers) & MISSING_POWERS


def test_W_COMP_5_game_length_by_players_whatever_the_board():
    for players, turns in {2: 10, 3: 10, 4: 9, 5: 8}.items():
        assert Game.new(islands(SETS[players]), NAMES[:players], ruleset=WOW).num_turns == turns
