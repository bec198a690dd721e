"""The rulesets by name (DESIGN.md, "Rulesets and content are found, not named"): ``find_ruleset("wow")``.

Like python-chess's ``find_variant``: a save record, the command line and the app name a ruleset, and this module
gives it back. It is the one place that knows where the built-in rulesets live, and imports a ruleset only when it
is first asked for, so a base game never imports Small World of Warcraft (nor pydantic, which its islands load).

Another ruleset registers itself from its own files (a plug-in's, a test's): ``register_ruleset(TOY, "toy")``; it is
then found, listed, saved and loaded like the built-in ones. Nothing here is on the engine's hot path: a game holds
its ``Ruleset`` object and asks it directly.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, NamedTuple

from .errors import Code, RulesError, quote

if TYPE_CHECKING:  # pragma: no cover
    from .ruleset import Ruleset


class Listed(NamedTuple):
    """What the command line's help and the new-game form show of a ruleset, known without importing it."""

    key: str  # the short name the command line takes (``--ruleset wow``)
    name: str  # ``Ruleset.name``: the title shown, and what a save record names
    islands: bool  # played on islands chosen by face (``Ruleset.fix_islands``), not on a board file


# the built-in rulesets: what they are called, and where each one's ``Ruleset`` lives (imported on first use)
_BUILT_IN = {
    Listed("base", "Small World", False): ("smallworld_tui.rules.ruleset", "BASE"),
    Listed("wow", "Small World of Warcraft", True): ("smallworld_tui.rules.wow", "WOW"),
}
_LISTED: dict[str, Listed] = {listed.key: listed for listed in _BUILT_IN}  # by key, in the order registered
_WHERE: dict[str, tuple[str, str]] = {listed.key: where for listed, where in _BUILT_IN.items()}
_LOADED: dict[str, Ruleset] = {}  # by key: those imported or registered


def register_ruleset(ruleset: Ruleset, key: str) -> None:
    """Make ``ruleset`` known by ``key`` (one word: what ``--ruleset`` takes) and by its name. A key or name already
    taken by another ruleset is a ``ValueError``; registering the same ruleset again changes nothing."""
    key = key.strip().lower()
    if not key.isidentifier():
        raise ValueError(f"A ruleset's key is one word of letters, digits and '_' (got {quote(key)}).")
    for listed in _LISTED.values():
        taken = listed.key == key or listed.name.lower() == ruleset.name.lower()
        if taken and _LOADED.get(listed.key) is not ruleset:
            raise ValueError(f"The ruleset key {quote(key)} or name {quote(ruleset.name)} is taken by "
                             f"{quote(listed.name, 40)}.")
    _LISTED[key] = Listed(key, ruleset.name, ruleset.fix_islands is not None)
    _LOADED[key] = ruleset


def unregister_ruleset(key: str) -> None:
    """Forget a ruleset registered with ``register_ruleset`` (a test's, when it is done); the built-in ones stay."""
    key = key.strip().lower()
    if key in _WHERE:
        raise ValueError(f"{quote(key)} is a built-in ruleset.")
    _LISTED.pop(key, None)
    _LOADED.pop(key, None)


def rulesets() -> list[Listed]:
    """Every ruleset known, the built-in ones first, without importing any."""
    return list(_LISTED.values())


def find_ruleset(name: str) -> Ruleset:
    """The ruleset of that key (``"wow"``) or name (``"Small World of Warcraft"``), in any case; a ``RulesError``
    (a ``ValueError``, code ``unknown_ruleset``) naming the known ones otherwise."""
    wanted = str(name).strip().lower()
    for listed in _LISTED.values():
        if wanted in (listed.key, listed.name.lower()):
            loaded = _LOADED.get(listed.key)
            if loaded is None:
                module, attribute = _WHERE[listed.key]
                loaded = _LOADED[listed.key] = getattr(import_module(module), attribute)
            return loaded
    raise RulesError(f"No ruleset {quote(name, 40)}. Known: {known()}.", Code.UNKNOWN_RULESET)


def known() -> str:
    """The keys of the known rulesets in words: 'base or wow'."""
    keys = list(_LISTED)
    return keys[0] if len(keys) == 1 else f"{', '.join(keys[:-1])} or {keys[-1]}"
