"""Small World of Warcraft, the second ruleset (RULES-WOW.md): ``WOW``, for ``Game.new(..., ruleset=WOW)``."""

from .ruleset import WOW

__all__ = ["WOW"]
