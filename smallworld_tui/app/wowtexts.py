"""Small World of Warcraft in a few words: what each race, power, Artifact and Legendary Place does, for the
help and the combo column (RULES-WOW.md sections 11-13, retold short; the rules themselves live in the engine).

Looked up by name in any spelling the catalogue uses ("Beast Master", "BeastMaster", "Light's Hope Chapel"):
``wow_text`` folds case, spaces and punctuation away.
"""

from __future__ import annotations

RACES = {
    "Blood Elves": "+1 coin for each Magic region they hold.",
    "Draenei": "In each other player's turn the first piece they would lose withdraws instead (Holy Light).",
    "Dwarves": "Mountains cost them 2 tokens less.",
    "Ethereals": "Once a turn: steal a face-up Artifact from a region next to theirs, or conquer a region next "
                 "to theirs holding a face-up Place for 2 less.",
    "Forsaken": "After conquering, 1 coin buys a token from the tray for each piece their victims lost this turn.",
    "Gnomes": "Once a turn, an airborne assault on any land region of any island: a free die roll comes off "
              "its cost.",
    "Goblins": "After redeploying, hide bombs next to their regions on other players' active races; at their "
               "next turn a live bomb empties its region.",
    "Humans": "Each turn they place the 2 Military Objectives on regions no Alliance race holds; whoever but "
              "the Horde conquers one earns 2 coins (and the Humans 2 too).",
    "Kobolds": "Every cavern on every island counts as next to them, with no travel cost.",
    "Naga": "The only race that may take and hold seas and lakes; a first conquest may be any water region.",
    "Night Elves": "Forests cost 1 less; each forest they conquer gets a Wisp Wall (+1 to its cost).",
    "Orcs": "+1 coin for each region taken this turn from an Alliance race.",
    "Pandaren": "Players they did not attack get a Harmony token: attacking the Pandaren then costs them 2 "
                "coins, paid to the Pandaren.",
    "Tauren": "Always at least 2 pieces to a region: every conquest costs at least 2.",
    "Trolls": "Conquering a region that holds pieces costs 1 less.",
    "Worgen": "Each turn pick a form: human (+2 coins now) or wolf (pay 1 coin, every conquest costs 1 less).",
}

POWERS = {
    "Archaeologist": "+1 coin for each Artifact and Place in its regions.",
    "Battle Master": "+1 coin for each conquest this turn of a region holding pieces.",
    "Beast Master": "Each turn takes one Beast per hill held (up to 5): Beasts fight and hold like tokens.",
    "Blacksmith": "Every conquest costs 1 less.",
    "Championing": "Once a turn the Champion, from hand, takes a neighbouring region for no token and holds it "
                   "(+1 defence); its conqueror kills nobody there and is paid 1 coin.",
    "Defensive": "Fields regions where it outnumbers every neighbouring race get a Watch Tower: nobody can "
                 "touch them.",
    "Enraged": "+1 coin per defending piece for each conquest of a region held by 2 or more.",
    "Explorer": "+1 coin for each island where it holds a region.",
    "Farmer": "+1 coin for each fields region.",
    "Fishing": "+1 coin for each region next to a sea or lake.",
    "Garrisoned": "A Fort (+1 to the cost) goes into each of its regions after redeploying; it stays in decline.",
    "Herbalist": "+1 coin for each hill.",
    "Intimidating": "Up to 3 times a turn, push a piece (or a Fort or Wisp Wall) out of a neighbouring region "
                    "without conquering it.",
    "MarshDweller": "Whoever attacks one of its swamps pays its owner 1 coin first, even in decline.",
    "Mining": "+1 coin for each cavern.",
    "Mountaineer": "+1 coin for each mountain.",
    "Portal Mage": "Twice a turn, swap everything in two Magic regions of any islands (Mountains and Places "
                   "stay).",
    "Ranger": "+1 coin for each forest.",
    "Sailing": "Never pays the travel cost to an entry region.",
    "Swamp Walker": "+1 coin for each swamp.",
}

ARTIFACTS = {
    "Aegis of Aggramar": "Placed on one of your regions each turn: while your active race holds it, another player "
                         "pays you 2 coins before any attack on it (conquest, swap, bomb…), once per turn; one who "
                         "cannot pay may not attack it.",
    "Ashes of Al'ar": "Once a turn, conquer a region on any island as if it were next to you.",
    "Doomhammer": "Once a turn, pay 2 coins and take any target you could reach with a single token.",
    "Frostmourne": "Once a turn, one conquest costs 2 less.",
    "Heart of Azeroth": "Placed on one of your regions each turn: every other player whose active race holds a "
                        "region next to it pays you 1 coin.",
}

PLACES = {
    "Battleground": "Its holder earns the faction bonus twice per opposing race (a Neutral race picks a side).",
    "Dark Portal": "+2 coins to its holder.",
    "Karazhan": "+1 coin for each other region of its holder with the same terrain.",
    "Light's Hope Chapel": "Its holder's active race loses no piece to any attack: they withdraw instead.",
    "Meeting Stone": "Its holder pays no travel cost.",
    "Spirit Healer": "Its holder's active race takes 1 token from the tray each turn.",
    "Well of Eternity": "Moves into its island's water when found; each turn a race (in decline too) holding more "
                        "regions next to it than any other race earns 2 coins (a tie earns nothing).",
}

SHORT = {  # an Artifact's or Place's label on the map, where a region has little room ("?" when face down)
    "Aegis of Aggramar": "Aegis", "Ashes of Al'ar": "Ashes", "Doomhammer": "Doom", "Frostmourne": "Frost",
    "Heart of Azeroth": "Heart", "Battleground": "Battl", "Dark Portal": "Portl", "Karazhan": "Karaz",
    "Light's Hope Chapel": "Light", "Meeting Stone": "Stone", "Spirit Healer": "Healr", "Well of Eternity": "Well",
}
FACE_DOWN = "?"  # a marker not yet revealed (W-AP-1): nobody knows which it is


def _fold(name: str) -> str:
    return "".join(ch for ch in name.casefold() if ch.isalnum())


_ALL = {_fold(name): text for table in (RACES, POWERS, ARTIFACTS, PLACES) for name, text in table.items()}


def short_marker(name: str) -> str:
    """A marker's map label: '?' face down, else a short form of its name."""
    return FACE_DOWN if name == FACE_DOWN else SHORT.get(name, name[:5])


def wow_text(name: str) -> str:
    """The short rule of a WoW race, power, Artifact or Place ('' if the name is none of them)."""
    return _ALL.get(_fold(name), "")


FACTION_STYLE = {"Alliance": "bold #56b4e9", "Horde": "bold #d55e00", "Neutral": "bold"}  # A, H, N in the column


def faction(game, race: str) -> str:
    """The printed faction of race ``race`` in this game's ruleset (W-FACT-1): '' in the base game."""
    ability = game.ruleset.races.get(race)
    return getattr(ability, "faction", "") if ability is not None else ""


def is_wow(game) -> bool:
    """A game of Small World of Warcraft (its ruleset is not the base game's)."""
    from ..rules.ruleset import BASE  # here, not at the top: the title screen (via theme) draws before the engine

    return game.ruleset is not BASE


def rule_text(game, name: str, power: bool = False) -> str:
    """A race's or power's rule in one short paragraph: the WoW retelling in a WoW game (Dwarves, Humans, Orcs
    and Trolls are other races there), else the catalogue's own line."""
    if is_wow(game) and wow_text(name):
        return wow_text(name)
    ability = (game.ruleset.powers if power else game.ruleset.races).get(name)
    return ability.text if ability is not None else ""
