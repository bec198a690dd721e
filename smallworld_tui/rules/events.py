"""What happened, as small records the engine returns from ``apply``, and one sentence for each.

Events are cheap tuples on the hot path; ``describe`` turns one into words for the game log.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


class Event(NamedTuple):
    kind: str
    seat: int | None = None
    race: str = ""
    region: int | None = None
    n: int = 0
    other: int | None = None  # another seat (victim, ally) or a count
    extra: str = ""


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def describe(event: Event, game: Game, reveal_coins: bool = False) -> str:
    """One sentence a player understands. Coins scored stay hidden unless ``reveal_coins`` (R-HIDE-3)."""
    e = event
    who = game.players[e.seat] if e.seat is not None else ""
    their = f"{who}'s {e.race}" if e.race else who
    where = game.region_label(e.region) if e.region is not None else ""
    k = e.kind
    if k == "turn":
        return f"Turn {e.n} begins."
    if k == "start":
        return f"{who} to play."
    if k == "pick":
        how = [f"paying {_plural(e.other, 'coin')}"] if e.other else []
        found = int(e.extra or 0)
        how += [f"taking the {_plural(found, 'coin')} lying on it"] if found else []
        return f"{who} picks {e.race} ({_plural(e.n, 'token')})" + (", " + " and ".join(how) if how else "") + "."
    if k == "decline":
        return f"{their} go into decline."
    if k == "leave":
        return f"{their} leave play."
    if k == "abandon":
        return f"{their} abandon {where}."
    if k == "conquer":
        how = {"dragon": " with the Dragon", "die": " with the reinforcement die"}.get(e.extra, "")
        return f"{their} conquer {where} with {_plural(e.n, 'token')}{how}."
    if k == "tribe":
        return f"The Lost Tribe of {where} is wiped out."
    if k == "loss":
        lost = f"lose {_plural(e.n, 'token')}" if e.n else "lose no token"
        back = f" and withdraw {e.other}" if e.other else ""
        return f"{their} {lost} in {where}{back}."
    if k == "roll":
        if e.extra == "berserk":
            return f"{their} roll the die in a berserk fury: {e.n}."
        result = "success" if e.extra == "success" else "not enough"
        return f"{their} roll the reinforcement die for {where}: {e.n} ({result})."
    if k == "convert":
        return f"{their} convert {game.players[e.other]}'s lone {e.extra} in {where}."
    if k == "redeploy":
        return f"{their} redeploy."
    if k == "gain":
        return f"{their} raise {_plural(e.n, 'new token')}."
    if k == "offmap":
        return f"{their} set aside {_plural(e.n, 'token')} until the next turn."
    if k == "hole":
        return f"{their} dig a Hole-in-the-Ground in {where}."
    if k == "lair":
        return f"{their} build a Troll Lair in {where}."
    if k == "fortress":
        return f"{their} build a Fortress in {where}."
    if k == "camps":
        return f"{their} pitch their Encampments."
    if k == "heroes":
        return f"{their} station their Heroes."
    if k == "withdraw":
        what = [_plural(e.n, "withdrawn token")] if e.n else []
        what += [_plural(e.other, "returned Encampment")] if e.other else []
        return f"{their} redeploy {' and '.join(what)}."
    if k == "ally":
        return f"{who} makes peace with {game.players[e.other]}."
    if k == "score":
        return f"{who} scores {_plural(e.n, 'coin')}." if reveal_coins else f"{who} collects coins."
    if k == "over":
        return "The game is over."
    return f"{k} {e}"
