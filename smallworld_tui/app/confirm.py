"""The questions asked before a key could cost coins or a turn (UI.md: no single key loses coins or a turn).

Each returns the question in words, or '' when there is nothing to ask. What a move would do is the engine's
answer: the column's price, and for ``end`` the result of playing it on a copy of the game; the app derives no
rule of its own.
"""

from __future__ import annotations

from ..rules import Action, Game, IllegalAction
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


def end_question(game: Game, action: Action | str, nothing_played: bool) -> str:
    """What ``end`` would do, asked when it matters: tokens still in hand, or nothing played yet this turn.

    The answer is the engine's: ``action`` is played on a copy and the regions compared."""
    seat = game.current_player
    active = active_race(game, seat)
    hand = game.hand(seat) if active is not None else 0
    if not hand and not nothing_played:
        return ""
    trial = game.copy()
    try:
        events = trial.apply(action) if isinstance(action, Action) else trial.play(action)
    except IllegalAction:
        return ""
    lines = ["End your turn now?" if not nothing_played else "End your turn without playing?"]
    if hand:
        placed = []
        for reg in game.board.regions:
            before, after = game.region(reg.id), trial.region(reg.id)
            gain = (after.tokens if after.owner == seat and not after.in_decline else 0) - \
                   (before.tokens if before.owner == seat and not before.in_decline else 0)
            if gain > 0:
                placed.append(f"{reg.name} (+{gain})")
        tokens = _plural(hand, "token")
        if placed:
            lines.append(f"The {tokens} in your hand will be placed on {', '.join(placed)}.")
        else:
            lines.append(f"The {tokens} in your hand stay there: you hold no region to place them on.")
    score = next((e for e in events if e.kind == "score" and e.seat == seat), None)
    if score is not None:
        lines.append(f"You score {_plural(score.coins, 'coin')} and the turn passes.")
    return "\n".join(lines)
