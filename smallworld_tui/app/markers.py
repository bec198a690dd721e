"""The markers on the regions, drawn one way everywhere: the map, the list's marks column, the region's detail and
the help's legend all draw what the ruleset's pieces declare (``Marker.mark``/``name``/``plural``; a piece lying on
the map by its ``Ability.map_name``).

Every kind the engine puts in ``RegionView.markers`` shows: its glyph, then its count when there are several
(``E2``: two Encampments, ``B3``: three Beasts). A new kind of marker declares its glyph and the app draws it.
"""

from __future__ import annotations

from ..rules import Game
from ..rules.ability import Ability
from ..rules.ruleset import Ruleset
from ..rules.views import RegionView

FACE_DOWN = "?"  # a piece lying face down (``RegionView.ap_markers``): nobody knows which it is


def glyph(ruleset: Ruleset, kind: str) -> str:
    """A kind's single-width glyph, as its marker declares it."""
    return ruleset.marker(kind).mark


def name(game: Game, kind: str, n: int = 1) -> str:
    """The engine's name of a kind, without its article ("Fortress", "Watch Tower"); plural for several."""
    marker = game.ruleset.marker(kind)
    if n != 1:
        return marker.plural or marker.name + "s"
    return marker.name


def mark(ruleset: Ruleset, kind: str, n: int) -> str:
    """One kind on the map: its glyph, and its count when there are several."""
    return glyph(ruleset, kind) + (str(n) if n > 1 else "")


def map_marks(ruleset: Ruleset, view: RegionView) -> list[str]:
    """The marks of a region's markers, in the ruleset's order."""
    return [mark(ruleset, kind, n) for kind, n in view.markers]


def words(game: Game, view: RegionView) -> list[str]:
    """The markers of a region in words: "Fortress", "2 Encampments", "3 Beasts"."""
    return [name(game, kind, n) if n == 1 else f"{n} {name(game, kind, n)}" for kind, n in view.markers]


def legend(ruleset: Ruleset) -> list[tuple[str, str]]:
    """The legend's rows for the markers of ``ruleset`` (every kind it has, in its order), then the count."""
    kinds = [m for m in ruleset.markers if not m.hidden]
    rows = [(m.mark, m.name[:1].upper() + m.name[1:]) for m in kinds]
    counted = [m for m in kinds if m.plural]  # kinds that lie several to a region (Encampments, Beasts)
    if counted:
        last = counted[-1]
        rows.append((f"{last.mark}2", f"a number after a mark: how many lie there (2 {last.plural})"))
    return rows


def piece(ruleset: Ruleset, piece_name: str) -> Ability | None:
    """The piece of ``ruleset.others`` of that name (an Artifact or a Place lying on the map), None if none."""
    return next((p for p in ruleset.others if p.name == piece_name), None)


def short_piece(ruleset: Ruleset, piece_name: str) -> str:
    """A piece's label on the map: '?' face down, else the short name it declares (its name's first letters)."""
    if piece_name == FACE_DOWN:
        return FACE_DOWN
    found = piece(ruleset, piece_name)
    return found.map_name if found is not None and found.map_name else piece_name[:5]


def _pieces_on(ruleset: Ruleset, view: RegionView) -> list[str]:
    return [short_piece(ruleset, p) for p in view.ap_markers]


def map_text(ruleset: Ruleset, view: RegionView) -> str:
    """What lies on a region, as the map writes it: its markers' marks run together ("FB3"), then the pieces lying
    there by short name ("?" face down), a space apart."""
    return " ".join(part for part in ("".join(map_marks(ruleset, view)), *_pieces_on(ruleset, view)) if part)


def map_forms(ruleset: Ruleset, view: RegionView) -> list[str]:
    """``map_text`` and, for a region too small for it, shorter forms, longest first: the first marks and a "+"
    saying more lie there ("FW+"); the region's detail names them all."""
    full = map_text(ruleset, view)
    if not full:
        return []
    entries = [*map_marks(ruleset, view), *_pieces_on(ruleset, view)]
    return [full, *("".join(entries[:k]) + "+" for k in range(len(entries) - 1, 0, -1))]


def region_marks(game: Game, view: RegionView, short: bool = False) -> list[str]:
    """Everything lying on a region, one entry each: its Mountain, its markers, and the pieces lying there; in
    words, or short as on the map."""
    out = ["mtn" if short else "mountain"] if view.mountain else []
    out += map_marks(game.ruleset, view) if short else words(game, view)
    for ap in view.ap_markers:
        out.append(short_piece(game.ruleset, ap) if short else "a face-down marker" if ap == FACE_DOWN else ap)
    return out


def rule_text(game: Game, ability_name: str, power: bool = False) -> str:
    """A race's or power's rule in one short paragraph: the help text it declares, else its catalogue line."""
    ability = (game.ruleset.powers if power else game.ruleset.races).get(ability_name)
    return (ability.help or ability.text) if ability is not None else ""


def faction(game: Game, race: str) -> str:
    """The printed faction of race ``race`` in this game's ruleset ('' when it has none)."""
    ability = game.ruleset.races.get(race)
    return ability.faction if ability is not None else ""


__all__ = ["FACE_DOWN", "faction", "glyph", "legend", "map_forms", "map_text", "name", "piece",
           "region_marks", "rule_text", "short_piece", "words"]
