"""The markers on the regions, drawn one way everywhere: the map, the list's marks column, the region's detail and
the help's legend all read ``GLYPHS`` and name a kind by the engine's own label (``Marker.label``/``plural``).

Every kind the engine puts in ``RegionView.markers`` shows: its glyph, then its count when there are several
(``E2``: two Encampments, ``B3``: three Beasts). A new kind of marker needs one line in ``GLYPHS`` (and nothing
else: the legend lists the kinds of the game's ruleset); one missing from the table still shows, by its initial.
"""

from __future__ import annotations

from .wowtexts import FACE_DOWN, short_marker

GLYPHS = {  # Marker.kind -> one single-width character
    # the base game (R-GLOSS)
    "fortress": "#", "lair": "L", "hole": "O", "hero": "H", "dragon": "D", "camps": "E",
    # Small World of Warcraft
    "fort": "F", "tower": "T", "wisp": "W", "objective": "X", "beast": "B", "champion": "C", "bomb": "!",
}
ARTICLES = ("a ", "an ", "the ")


def glyph(kind: str) -> str:
    return GLYPHS.get(kind) or kind[:1].upper()


def name(game, kind: str, n: int = 1) -> str:
    """The engine's name of a kind, without its article ("Fortress", "Watch Tower"); plural for several."""
    marker = game.ruleset.marker(kind)
    if n != 1:
        return marker.plural or _bare(marker.label) + "s"
    return _bare(marker.label)


def _bare(label: str) -> str:
    for article in ARTICLES:
        if label.startswith(article):
            return label[len(article):]
    return label


def mark(kind: str, n: int) -> str:
    """One kind on the map: its glyph, and its count when there are several."""
    return glyph(kind) + (str(n) if n > 1 else "")


def map_marks(view) -> list[str]:
    """The marks of a region's markers, in the ruleset's order."""
    return [mark(kind, n) for kind, n in view.markers]


def words(game, view) -> list[str]:
    """The markers of a region in words: "Fortress", "2 Encampments", "3 Beasts"."""
    return [name(game, kind, n) if n == 1 else f"{n} {name(game, kind, n)}" for kind, n in view.markers]


def legend(ruleset) -> list[tuple[str, str]]:
    """The legend's rows for the markers of ``ruleset`` (every kind it has, in its order), then the count."""
    kinds = [m for m in ruleset.markers if not m.hidden]
    rows = [(glyph(m.kind), _bare(m.label)[:1].upper() + _bare(m.label)[1:]) for m in kinds]
    counted = [m for m in kinds if m.plural]  # kinds that lie several to a region (Encampments, Beasts)
    if counted:
        last = counted[-1]
        rows.append((f"{glyph(last.kind)}2", f"a number after a mark: how many lie there (2 {last.plural})"))
    return rows


def map_text(view) -> str:
    """What lies on a region, as the map writes it: its markers' marks run together ("FB3"), then Small World of
    Warcraft's Artifacts and Places by short name ("?" face down, W-AP-1), a space apart."""
    return " ".join(part for part in ("".join(map_marks(view)), *map(short_marker, view.ap_markers)) if part)


def map_forms(view) -> list[str]:
    """``map_text`` and, for a region too small for it, shorter forms, longest first: the first marks and a "+"
    saying more lie there ("FW+"); the region's detail names them all."""
    full = map_text(view)
    if not full:
        return []
    entries = [*map_marks(view), *map(short_marker, view.ap_markers)]
    return [full, *("".join(entries[:k]) + "+" for k in range(len(entries) - 1, 0, -1))]


def region_marks(game, view, short: bool = False) -> list[str]:
    """Everything lying on a region, one entry each: its Mountain, its markers, and Small World of Warcraft's
    Artifacts and Places; in words, or short as on the map."""
    out = ["mtn" if short else "mountain"] if view.mountain else []
    out += map_marks(view) if short else words(game, view)
    for ap in view.ap_markers:
        out.append(short_marker(ap) if short else "a face-down marker" if ap == FACE_DOWN else ap)
    return out
