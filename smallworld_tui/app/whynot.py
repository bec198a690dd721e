"""Why a key did nothing: one rule for every key of the game screen (UI.md: no key is silent).

A key whose every action the screen disables now (``check_action``) would do nothing; the screen says instead why,
on the status line: not this player's move, a layout being edited, the engine's own reason for a move on the
selected region (asked on a copy), or that the key's move is not on offer in this phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.actions import parse

from ..rules import IllegalAction
from ..safetext import printable
from .texts import refused_conquest

if TYPE_CHECKING:  # pragma: no cover
    from textual.binding import Binding

    from .screens.game import GameScreen

REGION_MOVES = ("conquer", "roll", "abandon")


def silent(gs: GameScreen, key: str) -> list[Binding]:
    """The bindings of ``key`` when none of them may act now (empty when one may, or the key is not bound)."""
    bindings = gs._bindings.key_to_bindings.get(key, [])
    for binding in bindings:
        _, name, params = parse(binding.action)
        if gs.check_action(name, params):
            return []
    return list(bindings)


def reason(gs: GameScreen, binding: Binding) -> str:
    """Why ``binding``'s action cannot act now, in one short line ('' when the screen already says it)."""
    game = gs.session.game
    _, name, params = parse(binding.action)
    key = binding.key_display or binding.key.split(",")[0]
    if game.is_over:
        return "The game is over."
    if not gs.can_act():
        return f"{key}: it is not your move ({printable(game.players[game.current_player])} plays now)."
    if gs.edit is not None and name == "edit" and params and params[0] == gs.edit.kind:
        return ""  # its editor is open already: the status line says what to do
    if gs.edit is not None:
        return f"{key}: finish the {gs.edit.kind} first (Enter confirms it, Esc cancels it)."
    if name == "region_move" and params and params[0] == "conquer":
        said = refused_conquest(gs, gs.sel_region)  # what is missing, and the die where the rules allow it
        if said:
            return said
    if name == "region_move" and params and params[0] in REGION_MOVES:
        kind = str(params[0])
        prefix = "ghouls " if gs.for_ghouls else ""
        try:
            game.copy().play(f"{prefix}{kind} {gs.sel_region}")  # the engine's reason, the game untouched
        except IllegalAction as exc:
            return str(exc)
    return f"{key} ({binding.description}) is not possible now: {game.phase_word}."
