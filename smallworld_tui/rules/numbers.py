"""The numbers printed on the pieces, as one table of data (DESIGN.md, "Data where it is data").

Banner and supply per race, badge per power, and the hard limits of the markers, for the base game (RULES.md
R-COMP) and the race-and-power expansions (RULES-EXP.md X-COMP). Several rest on rulings (RULES-EXP.md appendix B):
a correction is one line here, and every piece reads its numbers from this table.
"""

from __future__ import annotations

# race: (banner, supply). Base: R-COMP-1. Expansions: X-COMP-1; a supply not printed in a source is banner + 5
# (RULINGS 1); Fauns 18 and Igors 15 are sourced.
RACE_TOKENS: dict[str, tuple[int, int]] = {
    "Amazons": (6, 15), "Dwarves": (3, 8), "Elves": (6, 11), "Ghouls": (5, 10), "Giants": (6, 11),
    "Halflings": (6, 11), "Humans": (5, 10), "Orcs": (5, 10), "Ratmen": (8, 13), "Skeletons": (6, 20),
    "Sorcerers": (5, 18), "Tritons": (6, 11), "Trolls": (5, 10), "Wizards": (5, 10),
    # Cursed!
    "Goblins": (6, 11), "Kobolds": (11, 16),
    # Grand Dames of Small World
    "Nomads": (6, 11), "Priestesses": (4, 9), "White Ladies": (2, 7),
    # Be Not Afraid...
    "Barbarians": (9, 14), "Homunculi": (5, 10), "Leprechauns": (6, 11), "Pixies": (11, 16),
    "Witch Doctors": (6, 11),
    # Royal Bonus
    "Fauns": (5, 18), "Igors": (4, 15), "Shrubmen": (6, 11),
    # A Spider's Web
    "Ice Witches": (5, 10), "Skags": (6, 11), "Slingmen": (5, 10),
}

# power: badge. Base: R-COMP-2. Expansions: X-COMP-2 (Ransacking 4: RULING 2; Cursed 0: RULING 4).
POWER_BADGES: dict[str, int] = {
    "Alchemist": 4, "Berserk": 4, "Bivouacking": 5, "Commando": 4, "Diplomat": 5, "Dragon Master": 5, "Flying": 5,
    "Forest": 4, "Fortified": 3, "Heroic": 5, "Hill": 4, "Merchant": 2, "Mounted": 5, "Pillaging": 5,
    "Seafaring": 5, "Spirit": 5, "Stout": 4, "Swamp": 4, "Underworld": 5, "Wealthy": 4,
    # Cursed!
    "Cursed": 0, "Hordes of": 5, "Marauding": 5, "Ransacking": 4, "Were-": 4,
    # Grand Dames of Small World
    "Historian": 5, "Peace-loving": 4,
    # Be Not Afraid...
    "Barricade": 4, "Catapult": 4, "Corrupt": 4, "Imperial": 4, "Mercenary": 4,
    # Royal Bonus
    "Aquatic": 3, "Behemoth": 4, "Fireball": 5,
    # A Spider's Web
    "Copycat": 3, "Lava": 5, "Soul-Touch": 4,
}

# marker kind: how many the box holds, where a rule reads the limit (R-COMP-3; expansions: X-COMP-3). Troll Lairs
# (10) and the Dragon (1) never run out in play: one Lair per Troll region, one Dragon per race.
MARKER_COUNTS: dict[str, int] = {
    "hole": 2, "fortress": 6, "camps": 5, "hero": 2,
    "hordes": 2,  # Hordes of tokens
    "pot": 16,  # Pots of Gold (RULING 17)
    "loot": 10,  # 3 Skag Attack + 2x"0" + 2x"1" + 2x"2" + 1x"3" (RULING 25)
    "behemoth": 2, "catapult": 1, "copycat": 1, "tower": 1,
    "fireball": 4,  # a race never holds more (RULING 28)
}

LOOT_PILE: tuple[int | None, ...] = (None, None, None, 0, 0, 1, 1, 2, 2, 3)  # None: a Skag Attack (RULING 25)

# the other names a race or power was printed under (X-COMP-4): accepted wherever a name is read, the first shown
ALIASES: dict[str, str] = {"Gypsies": "Nomads", "Pygmies": "Witch Doctors"}
