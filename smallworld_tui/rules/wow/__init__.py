"""Small World of Warcraft (RULES-WOW.md), the second ruleset: ``WOW`` for ``Game.new(..., ruleset=WOW)``, its
islands, setup and pieces."""

from ..events import fast_inits
from .artifacts import AP_MARKERS, reveal
from .islandboard import bundled_islands, deal_islands, island_board, terrain_word
from .ruleset import WOW
from .setup import wow_setup

fast_inits(__name__)  # WoW's events (every module here is imported by now, through the ruleset) made as fast as
# the base game's

__all__ = ["AP_MARKERS", "WOW", "bundled_islands", "deal_islands", "island_board", "reveal", "terrain_word",
           "wow_setup"]
