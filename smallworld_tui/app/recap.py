"""The hand-off's "Since your last turn": the others' public moves grouped per player turn, one sentence each
("Bob: picked Ratmen · Hill; took Mudflats (6) from you, Old Pines (12); Heroes in Grey Peak (5); now 6
regions"). Built from the engine's typed events and the map as it is now; coins and income stay hidden (R-HIDE-3).
"""

from __future__ import annotations

from typing import Any

from ..rules import Event, Game
from ..safetext import printable

PASSIVE = ("loss", "withdraw", "tribe", "turn", "start")  # events of a turn that its player does not make


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _turns(events: list[Event]) -> list[tuple[int, list[Event]]]:
    """The events cut into player turns: (the seat whose turn it was, its events), in order."""
    out: list[tuple[int, list[Event]]] = []
    for e in events:
        if e.kind == "turn":
            continue
        if e.kind == "start" or not out:  # a slice may begin inside a turn: its player is the first who acts
            first = e if e.kind == "start" else next((x for x in events if x.kind not in PASSIVE), e)
            out.append((first.seat if first.seat is not None else -1, []))
            if e.kind == "start":
                continue
        out[-1][1].append(e)
    if out and events[0].kind != "start" and all(e.kind in PASSIVE for e in out[0][1]):
        out = out[1:]  # a slice begun inside a turn with only its passive end (withdrawn tokens placed after the
        # viewer's own turn): no turn of the others, and its player would come twice
    return [(seat, evs) for seat, evs in out if evs]


def _places(game: Game, seat: int, what: str) -> list[str]:
    """Where ``seat``'s Heroes or Encampments stand now (the map's public markers)."""
    out = []
    for reg in game.board.regions:
        view = game.region(reg.id)
        if view.owner != seat:
            continue
        if what == "heroes" and view.hero:
            out.append(game.region_label(reg.id))
        elif what == "camps" and view.encampments:
            out.append(game.region_label(reg.id) + (f" ×{view.encampments}" if view.encampments > 1 else ""))
    return out




def _aimed_at(event: Any) -> tuple[int, ...]:  # an event of a kind naming regions
    regions = getattr(event, "regions", None)
    return tuple(regions) if regions is not None else (event.region,)


def turn_sentence(game: Game, viewer: int, actor: int, events: list[Any], count: bool = True) -> str:  # read by
    # their kind
    """What ``actor`` did in one turn, as ``viewer`` should hear it ('you' for the viewer); ``count``: end with the
    regions the player holds now (only true of that turn when nothing later touched them)."""

    def who(seat: int | None) -> str:
        return "you" if seat == viewer else (game.players[seat] if seat is not None else "nobody")

    parts: list[str] = []
    taken: list[str] = []
    aimed: dict[tuple[str, ...], list[str]] = {}
    losers = {e.region: e.seat for e in events if e.kind == "loss"}
    for e in events:
        k = e.kind
        if k == "pick":
            parts.append(f"picked {e.race}")
        elif k == "decline" and e.seat == actor:
            parts.append(f"put {e.race} into decline")
        elif k == "abandon" and e.seat == actor:
            parts.append(f"abandoned {game.region_label(e.region)}")
        elif k == "conquer":
            whose = losers.get(e.region)
            place = game.region_label(e.region) + (f" from {who(whose)}" if whose is not None else "")
            means = {"dragon": " with the Dragon", "die": " with the die"}.get(getattr(e, "means", ""), "")
            taken.append(place + means)
        elif k == "convert":
            whose = "your" if e.victim == viewer else f"{game.players[e.victim]}'s"
            parts.append(f"converted {whose} lone {e.victim_race} in {game.region_label(e.region)}")
        elif k == "fortress":
            parts.append(f"built a Fortress in {game.region_label(e.region)}")
        elif k == "ally":
            parts.append(f"made peace with {who(e.ally)}")
        elif k == "leave" and e.seat == actor:
            parts.append(f"{e.race} left play")
        elif e.seat == actor and e.told:  # the pieces' moves on regions, told as their events say (Event.told)
            aimed.setdefault(e.told, []).append(" and ".join(game.region_label(r) for r in _aimed_at(e)))
        elif e.seat == actor and e.summary(game):  # a piece's own move, in its event's words (Event.summary)
            parts.append(e.summary(game))
    if taken:
        parts.insert(1 if parts and parts[0].startswith("picked") else 0, "took " + ", ".join(taken))
    for told, places in aimed.items():
        parts.append(told[len(places) > 1] + " " + ", ".join(places))
    kinds = {e.kind for e in events if e.seat == actor}
    if "heroes" in kinds:
        parts.append("Heroes in " + (", ".join(_places(game, actor, "heroes")) or "no region now"))
    if "camps" in kinds:
        parts.append("Encampments in " + (", ".join(_places(game, actor, "camps")) or "no region now"))
    if not parts:
        parts.append("no conquest")
    if count:
        held = sum(1 for reg in game.board.regions if game.region(reg.id).owner == actor)
        parts.append(f"now {_plural(held, 'region')}")
    return printable("; ".join(parts) + ".")


def recap(game: Game, viewer: int, events: list[Event]) -> list[tuple[int, str]]:
    """(seat, sentence) per player turn since ``viewer`` last looked, oldest first; the viewer's own turns only
    when something happened to them (their withdrawn tokens placed, say) are left out."""
    turns = _turns(events)
    return [(actor, turn_sentence(game, viewer, actor, evs, not _touched(actor, turns[i + 1:])))
            for i, (actor, evs) in enumerate(turns) if actor != viewer and actor >= 0]


def _touched(seat: int, later: list[tuple[int, list[Event]]]) -> bool:
    """A later turn changed ``seat``'s regions (its own moves, a loss, a conversion): the map now is not how that
    player's earlier turn left it, so its "now N regions" would count the others' conquests."""
    return any(actor == seat or any(e.seat == seat or getattr(e, "victim", None) == seat for e in evs)
               for actor, evs in later)
