"""The hint on ``H``: the box that shows the expert thinking, then its move and why (bots/hint.py decides both).

While the expert thinks (in a thread: the screen stays live), the box shows a line that moves; any key cancels.
The hint shown, its regions are marked on the map (as a computer player's move is) and the selection goes to the
first; Enter plays it through the screen's own actions, so it asks exactly what the keys would ask (a paid pick, a
decline, an ``end`` with tokens in hand); any other key dismisses it. Nothing here decides a rule or a move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.widgets import Static

from .theme import literal

if TYPE_CHECKING:  # pragma: no cover
    from ..bots.hint import Hint
    from ..rules import Action
    from .screens.game import GameScreen

FRAMES = ("thinking   ", "thinking.  ", "thinking.. ", "thinking...", " hinking...", "  inking...")
TAKE = "Enter plays it · any other key dismisses it"  # on the box's bottom edge, which a long hint at 80x24 (more
# lines than the box holds) cannot push out of sight; Enter asks what the keys would ask (a paid pick, an end...)


class HintBox(Static):
    """The hint's box above the footer: hidden unless a hint is asked for."""

    DEFAULT_CSS = """
    HintBox {
        display: none;
        dock: bottom;
        margin-bottom: 1;
        height: auto;
        max-height: 8;  /* 6 lines: about one hint in 16 takes 6 at 80 columns (a long layout, a roll) */
        border: tall $accent;
        padding: 0 1;
    }
    """

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.frame = 0
        self.border_title = "Hint"

    def thinking(self) -> None:
        """Show the next frame of the moving 'thinking...' line."""
        self.display = True
        text = Text(f"The expert is {FRAMES[self.frame % len(FRAMES)]}", style="italic")
        text.append("  (any key cancels)", style="dim")
        self.frame += 1
        self.update(text)

    def show_hint(self, hint: Hint, title: str = "Hint") -> None:
        """The hint's words in the box; how to take it on its bottom edge."""
        self.display = True
        self.border_title = title
        self.border_subtitle = TAKE
        self.update(literal(hint.line(), style="bold"))  # names of players come from outside: literal text

    def close(self) -> None:
        self.display = False
        self.border_title, self.border_subtitle = "Hint", ""
        self.frame = 0
        self.update("")


def take(gs: GameScreen, action: Action) -> None:
    """Play the hinted ``action`` as the keys would: the same screen actions, so the same questions."""
    from .confirm import layout_question

    gs.taking = action
    kind = action.kind
    if action.region is not None:
        gs.sel_region = action.region
    if action.ghouls != gs.for_ghouls and gs.both_races:
        gs.prefer_ghouls = action.ghouls
    if kind == "pick" and action.combo is not None:
        gs.action_pick_number(action.combo)
    elif kind == "decline":
        gs.action_decline()
    elif kind == "end":
        gs.action_end()
    elif action.layout or action.regions:
        if gs.edit is not None and gs.edit.load(action):  # the editor shows the hinted layout; n goes back to it
            gs.refresh_view()
            gs.action_submit()
        else:
            gs._confirmed(layout_question(gs.session.game, str(action)), action)
    else:
        gs.play(action)
