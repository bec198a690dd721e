"""The questions asked before a key could cost coins or a turn (UI.md: no single key loses coins or a turn).

Each returns the question in words, or '' when there is nothing to ask. What a move would do is the engine's
answer: the column's price, and for ``end`` its ``end_preview()``; the app derives no rule of its own.
"""

from __future__ import annotations

from ..rules import EndPreview, Game, IllegalAction, Scored
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
        lines.append(_hand_line(game, hand, preview))
    if preview.score is not None:
        lines.append(f"You score {_plural(preview.score.coins, 'coin')} and the turn passes.")
    return "\n".join(lines)


def step_end_question(game: Game) -> str:
    """``end`` while an ability asks a question (``game.step``) that ends the turn with it: say so first, with
    what it scores; '' when the turn goes on or there is no question."""
    step = game.step
    preview = game.end_preview() if step is not None else None
    if step is None or preview is None or not preview.passes:
        return ""
    answer = "skips it" if step.optional else "answers it by its default"
    lines = [f"End your turn now?\ne {answer} ({step.hint}) and ends your turn."]
    if preview.score is not None:
        lines.append(f"You score {_plural(preview.score.coins, 'coin')} and the turn passes.")
    return "\n".join(lines)


def _hand_line(game: Game, hand: int, preview: EndPreview) -> str:
    """Where the hand goes: placed on regions, set aside (the Amazons' 4, R-RACE-AMAZONS), left where it stands
    (tokens READY would lift, counted in the hand before any action), or kept for want of a region."""
    where = ", ".join(f"{game.region(rid).name} (+{n})" for rid, n in preview.placed)
    on_map = sum(n for _, n in preview.placed)
    aside = min(preview.set_aside, hand - on_map)
    rest = hand - on_map - aside
    tokens = _plural(hand, "token")
    if not preview.tokens:
        if not aside:
            return f"The {tokens} in your hand stay there: you hold no region to place them on."
        kept = f"; {rest} stay there: you hold no region to place them on" if rest else ""
        return f"Of the {tokens} in your hand, {aside} will be set aside until your next turn{kept}."
    parts = [f"{on_map} will be placed on {where}"] if on_map else []
    parts += [f"{aside} will be set aside until your next turn"] if aside else []
    parts += [f"{rest} stay on your regions"] if rest else []
    if len(parts) == 1:  # all of the hand goes one way
        return f"The {tokens} in your hand {parts[0].split(' ', 1)[1]}."
    return f"Of the {tokens} in your hand: {'; '.join(parts)}."


def layout_question(game: Game, move: str) -> str:
    """Confirming a layout (``move``, in notation) that ends the turn: say so and what *this* layout scores, as the
    engine plays it on a copy; '' when the turn goes on, or when the engine refuses it (played, it says why)."""
    seat = game.current_player
    trial = game.copy()
    try:
        events = trial.play(move)
    except IllegalAction:
        return ""
    score = next((e for e in events if isinstance(e, Scored) and e.seat == seat), None)
    if score is None:
        return ""
    passes = trial.is_over or trial.current_player != seat
    parts = "; ".join(f"{label} (+{coins})" for label, coins in score.lines())
    return "\n".join([f"Confirm this layout and {'end' if passes else 'score'} your turn?",
                      f"With this layout you score {_plural(score.coins, 'coin')}" + (f": {parts}." if parts else "."),
                      ("The turn passes to the next player; " if passes else "") + "n goes back to the layout."])
