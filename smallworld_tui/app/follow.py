"""Others' turns played out: one computer player's move as the map marks it and a caption says it.

The caption is the move's events in the log's own words (``Event.text`` through ``game.describe``, coins hidden:
R-HIDE-3), the viewer's own race called "your"; the regions marked are those the events name and those whose
public state the move changed (a redeployment names none but moves tokens). Nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..rules import Event, Game, RegionView
from ..safetext import printable

SILENT = ("turn", "start", "over")  # events a move's caption leaves out (the header and the next caption tell them)


@dataclass(frozen=True)
class Shown:
    """A computer player's move on screen: who made it, its caption, the regions it touched."""

    seat: int
    caption: str
    regions: frozenset[int] = field(default_factory=frozenset)


def views(game: Game) -> list[RegionView]:
    """Every region's public state (taken before a move, to see which regions it changed)."""
    return [game.region(reg.id) for reg in game.board.regions]


def named_regions(events: Sequence[Event]) -> set[int]:
    """The regions the events name (``region``, or ``regions`` for a move aimed at several)."""
    out: set[int] = set()
    for e in events:
        regions = getattr(e, "regions", None)
        if isinstance(regions, tuple):
            out.update(r for r in regions if isinstance(r, int))
        region = getattr(e, "region", None)
        if isinstance(region, int):
            out.add(region)
    return out


def sentence(game: Game, viewer: int | None, event: Event) -> str:
    """One event in the log's words; the viewer's own race is 'Your …' (the words start with its owner's name)."""
    text = game.describe(event)
    if viewer is not None and event.seat == viewer:
        own = f"{game.players[viewer]}'s "
        if text.startswith(own):
            text = "Your " + text[len(own):]
    return text


def shown_move(game: Game, viewer: int | None, seat: int, events: Sequence[Event],
               before: list[RegionView] | None = None) -> Shown:
    """What to show of ``seat``'s move that made ``events`` on ``game`` (now after it); ``before``: the regions'
    views before it, to mark the regions it changed too."""
    told = [e for e in events if e.kind not in SILENT]
    first = next((e for e in told if e.seat == seat), None)

    def rank(e: Event) -> int:
        """The move itself, then what it did to the viewer (the log tells a defender's losses before the
        conquest), then the mover's other events, then the rest: on a narrow status line what matters first."""
        return 0 if e is first else 1 if viewer is not None and e.seat == viewer else 2 if e.seat == seat else 3

    words = [sentence(game, viewer, e) for e in sorted(told, key=rank)]
    caption = printable(" ".join(w for w in words if w)) or f"{game.players[seat]} plays."
    touched = named_regions(events)
    if before is not None:
        touched.update(r.id for r, view in zip(game.board.regions, before) if game.region(r.id) != view)
    return Shown(seat, caption, frozenset(touched))
