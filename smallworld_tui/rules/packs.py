"""The race-and-power expansions (RULES-EXP.md), found by name like the rulesets (registry.py).

A pack is content over a ruleset: races and powers (``Ability`` plug-ins, with their markers and moves) that join
that ruleset's catalogue, so their banners and badges join the stacks (X-INT-1). ``expanded(BASE, ["cursed"])`` is
the base game with Cursed!; ``Game.new(..., expansions=[...])`` asks for it, and a save records the packs' keys.
Adding a pack is files added: ``register_pack(PACK)`` (a test's toy pack), or a line in ``_BUILT_IN`` for the
packs shipped here, imported only when a game asks for them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from importlib import import_module
from typing import TYPE_CHECKING

from .errors import Code, SetupError, quote
from .numbers import ALIASES

if TYPE_CHECKING:  # pragma: no cover
    from .ability import Power, Race
    from .ruleset import Ruleset


@dataclass(frozen=True)
class Pack:
    """One expansion: its key (what ``--expansions`` takes), its printed name, and what it adds."""

    key: str  # "cursed"
    name: str  # "Cursed!"
    races: tuple[Race, ...] = ()
    powers: tuple[Power, ...] = ()
    over: str = "Small World"  # the name of the ruleset it extends (X-INT: the base game)


# the built-in packs, in the order ``all`` lists them: their key, title, and where each one's ``PACK`` lives
_BUILT_IN: dict[str, tuple[str, str]] = {
    "cursed": ("Cursed!", "smallworld_tui.rules.exp.cursed"),
    "dames": ("Grand Dames of Small World", "smallworld_tui.rules.exp.dames"),
    "bna": ("Be Not Afraid...", "smallworld_tui.rules.exp.bna"),
    "royal": ("Royal Bonus", "smallworld_tui.rules.exp.royal"),
    "spider": ("A Spider's Web", "smallworld_tui.rules.exp.spider"),
}
_TITLES: dict[str, str] = {key: title for key, (title, _) in _BUILT_IN.items()}  # by key, in the order known
_LOADED: dict[str, Pack] = {}
_EXPANDED: dict[tuple[str, tuple[str, ...]], Ruleset] = {}  # (ruleset name, pack keys) -> the ruleset with them


def register_pack(pack: Pack) -> None:
    """Make ``pack`` known by its key; a key taken by another pack is a ``ValueError``."""
    key = pack.key.strip().lower()
    if not key.isidentifier():
        raise ValueError(f"A pack's key is one word of letters, digits and '_' (got {quote(key)}).")
    if key in _TITLES and _LOADED.get(key) is not pack:
        raise ValueError(f"The pack key {quote(key)} is taken by {quote(_TITLES[key], 40)}.")
    _TITLES[key] = pack.name
    _LOADED[key] = pack


def unregister_pack(key: str) -> None:
    """Forget a pack registered with ``register_pack`` (a test's); the built-in ones stay."""
    key = key.strip().lower()
    if key in _BUILT_IN:
        raise ValueError(f"{quote(key)} is a built-in pack.")
    _TITLES.pop(key, None)
    _LOADED.pop(key, None)
    for cached in [k for k in _EXPANDED if key in k[1]]:
        del _EXPANDED[cached]


def packs() -> dict[str, str]:
    """Every pack known, key -> printed name, the built-in ones first, without importing any."""
    return dict(_TITLES)


def find_pack(key: str) -> Pack:
    """The pack of that key (in any case): a ``SetupError`` naming the known ones otherwise."""
    wanted = str(key).strip().lower()
    if wanted not in _TITLES:
        raise SetupError(f"No expansion {quote(key, 40)}. Known: {', '.join(_TITLES)} or all.", Code.BAD_SETUP)
    pack = _LOADED.get(wanted)
    if pack is None:
        pack = _LOADED[wanted] = import_module(_BUILT_IN[wanted][1]).PACK
    return pack


def pack_keys(names: str | Iterable[str]) -> tuple[str, ...]:
    """The keys a choice names, each once, in the order ``packs()`` lists them: ``"all"``, ``"cursed,bna"`` or a list
    of keys (SetupError for an unknown one)."""
    if isinstance(names, str):
        names = names.split(",")
    if not isinstance(names, (list, tuple)):  # Game.new(expansions=5) raised a bare TypeError
        raise SetupError(f"The expansions are pack keys, as 'cursed,bna' or ['cursed', 'bna'], not {quote(names)}.",
                         Code.BAD_SETUP)
    wanted: set[str] = set()
    for name in names:
        if not isinstance(name, str):
            raise SetupError(f"An expansion is named by a word (got {quote(repr(name), 40)}).", Code.BAD_SETUP)
        name = name.strip().lower()
        if name == "all":
            wanted.update(_TITLES)
        elif name:
            wanted.add(find_pack(name).key)
    return tuple(key for key in _TITLES if key in wanted)


def expanded(ruleset: Ruleset, names: str | Iterable[str]) -> Ruleset:
    """``ruleset`` with the packs ``names`` chooses (X-INT-1): their races and powers join its catalogue after its
    own. The same choice gives the same ``Ruleset`` object. No pack: ``ruleset`` itself."""
    from .ruleset import Ruleset

    if not isinstance(ruleset, Ruleset):  # Game.new(ruleset="wow", expansions=...) reads the ruleset here first
        raise SetupError(f"The ruleset is a Ruleset (BASE, WOW), not {quote(ruleset)}.", Code.BAD_SETUP)
    keys = pack_keys(names)
    if not keys:
        return ruleset
    if ruleset.expansions:
        raise SetupError("Expansions are chosen once, over the game's own ruleset.", Code.BAD_SETUP)
    cached = _EXPANDED.get((ruleset.name, keys))
    if cached is not None:
        return cached
    races, powers = dict(ruleset.races), dict(ruleset.powers)
    for key in keys:
        pack = find_pack(key)
        if pack.over != ruleset.name:
            raise SetupError(f"The expansion {pack.name} is played over {pack.over}, not {ruleset.name}.",
                             Code.BAD_SETUP)
        for race in pack.races:
            races[race.name] = race
        for power in pack.powers:
            powers[power.name] = power
    made = _EXPANDED[(ruleset.name, keys)] = replace(ruleset, races=races, powers=powers, expansions=keys)
    return made


def canonical(name: str) -> str:
    """A race's or power's name as shown: the 2020 name for an old one (X-COMP-4: Gypsies -> Nomads)."""
    for old, new in ALIASES.items():
        if name.strip().lower() == old.lower():
            return new
    return name
