"""The questions asked before a key could cost coins or a turn (UI.md: no single key loses coins or a turn).

Each returns the question in words, or '' when there is nothing to ask. What a move would do is the engine's
answer: the column's price, and for ``end`` its ``end_preview()``; the app derives no rule of its own.
"""

from __future__ import annotations

from ..rules import Game
from .session import active_race


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def pick_question(game: Game, position: int) -> str:
    """Picking combo ``position`` costs coins: say which combo, its price and what is left; '' when it is free."""
    column = game.column_view()
    if not 1 <= position <= len(column):
        return ""
    combo = column[position - 1]
    if combo.price == 0:
        return ""
    have = game.coins(game.current_player)
    found = f" and take the {_plural(combo.coins, 'coin')} lying on it" if combo.coins else ""
    return (f"Pick combo {position}: {combo.race} · {combo.power} ({_plural(combo.tokens, 'token')})?\n"
            f"You pay {_plural(combo.price, 'coin')}{found}; you have {have}.")


def end_question(game: Game, nothing_played: bool) -> str:
    """What ``end`` would do, asked when it matters: tokens still in hand, or nothing played yet this turn.

    The answer is the engine's (``game.end_preview()``): where the tokens go and what the player scores."""
    seat = game.current_player
    active = active_race(game, seat)
    hand = game.hand(seat) if active is not None else 0
    if not hand and not nothing_played:
        return ""
    preview = game.end_preview()
    if preview is None:
        return ""
    lines = ["End your turn now?" if not nothing_played else "End your turn without playing?"]
    if hand:
        placed = [f"{game.region(rid).name} (+{n})" for rid, n in preview.placed]
        tokens = _plural(hand, "token")
        if placed:
            lines.append(f"The {tokens} in your hand will be placed on {', '.join(placed)}.")
        else:
            lines.append(f"The {tokens} in your hand stay there: you hold no region to place them on.")
    if preview.score is not None:
        lines.append(f"You score {_plural(preview.score.coins, 'coin')} and the turn passes.")
    return "\n".join(lines)
