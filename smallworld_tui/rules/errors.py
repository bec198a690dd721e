"""The engine's error family: one base per kind of bad input, so callers can tell them apart."""


class IllegalAction(ValueError):
    """A move that is not legal now (or is not a move at all); the game is left untouched."""


class SaveError(ValueError):
    """A saved game that cannot be loaded: empty, truncated, edited, foreign or from a future version."""
