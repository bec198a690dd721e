"""The score card: what a turn earned and why, from the engine's ``Scored`` event (its ``parts``), never
recomputed here. Private to the player who scored (R-HIDE-3): shown to them before the hand-off, and in their log."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from ..rules.events import Scored
from ..safetext import printable

if TYPE_CHECKING:  # pragma: no cover
    from ..rules import Event, Game


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def score_summary(event: Scored) -> str:
    """One line: '+9 coins: 7 regions (Flying Orcs), +1 Orcs (1 non-empty region), +1 Fortified (1 fortress)'."""
    parts = []
    for part in event.parts:
        if part.source == "regions":
            parts.append(f"{part.why} ({part.label})")
        elif part.coins:
            parts.append(f"+{part.coins} {part.label} ({part.why})")
    head = f"+{_plural(event.coins, 'coin')}"
    return printable(head + (": " + ", ".join(parts) if parts else ""))


def score_card(event: Scored, name: str, total: int) -> Text:
    """The card's body: the total earned, one line per part (a part worth nothing dimmed), the new total."""
    text = Text()
    text.append(printable(f"{name}: your turn earned "), style="bold")
    text.append(f"+{_plural(event.coins, 'coin')}", style="bold green")
    text.append("\n\n")
    for part in event.parts:
        line = f"{'+' + str(part.coins):>4}  {part.label}: {part.why}"
        text.append(printable(line) + "\n", style="" if part.coins else "dim")
    text.append(f"\nYou now have {_plural(total, 'coin')}.", style="bold")
    return text


def log_sentence(event: Event, game: Game, reveal: bool) -> str:
    """The log's sentence for an event: a revealed score with its breakdown, anything else as the engine says."""
    if reveal and isinstance(event, Scored):
        return printable(f"{game.players[event.seat]} scores {score_summary(event)[1:]}.")
    return printable(game.describe(event, reveal_coins=reveal))
