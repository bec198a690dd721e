"""Text from outside (names, slot names, paths, typed moves, save and board content) as safe, literal data.

``printable`` makes any string harmless for a terminal: control characters, escapes, bidi overrides and
zero-width characters become visible stand-ins, so nothing reaches the terminal as a command. Markup is not this
module's business: the app puts text into ``rich.text.Text`` objects, which never parse it.

``normalize_names`` is the one rule for player names when a game starts (the app's form and the command line
both use it). Standard library only: ``smallworld replay`` uses it without loading rich or textual.
"""

from __future__ import annotations

import unicodedata

NAME_MAX = 20
# control, format (zero-width, bidi), surrogate, private use, unassigned, line and paragraph separators
HIDDEN = ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")


def _stand_in(char: str) -> str:
    code = ord(char)
    if code < 0x20:
        return chr(0x2400 + code)  # ␛ for ESC, ␇ for BEL, ...
    if code == 0x7F:
        return "␡"
    return f"<U+{code:04X}>"


def printable(text: object) -> str:
    """``text`` with every character a terminal could act on (or hide) replaced by a visible stand-in."""
    text = str(text)
    if text.isprintable():  # the common case, fast: no control or format character, no separator but space
        return text
    return "".join(_stand_in(c) if unicodedata.category(c) in HIDDEN else c for c in text)


def clean_name(name: object) -> str:
    """A name as a game keeps it: NFC, hidden characters dropped, runs of whitespace one space, trimmed,
    at most NAME_MAX characters."""
    text = unicodedata.normalize("NFC", str(name))
    text = "".join(c for c in text if unicodedata.category(c) not in HIDDEN or c.isspace())
    return " ".join(text.split())[:NAME_MAX].strip()


class BadNames(ValueError):
    """Player names that cannot start a game (empty, or two the same)."""


def normalize_names(names: list[str]) -> list[str]:
    """The names a game starts with; BadNames (a ValueError) says in words why they cannot be used."""
    clean = [clean_name(n) for n in names]
    for seat, name in enumerate(clean, 1):
        if not name:
            raise BadNames(f"Player {seat} has no name: give every player a name of printable characters.")
    seen: dict[str, int] = {}
    for seat, name in enumerate(clean, 1):
        key = name.casefold()
        if key in seen:
            raise BadNames(f"Players {seen[key]} and {seat} are both called '{name}': names must differ "
                             "(ignoring case).")
        seen[key] = seat
    return clean


def name_changes(given: list[str], kept: list[str]) -> str:
    """A sentence saying which names were changed by ``normalize_names`` ('' if none), shown when a game starts."""
    changed = [f"'{printable(a)}' → '{b}'" for a, b in zip(given, kept, strict=False) if a != b and a.strip() != b]
    if not changed:
        return ""
    return (f"Names are trimmed, printable and at most {NAME_MAX} characters: " + ", ".join(changed) + ".")
