"""The replay viewer: a saved game, read-only, at any move (``smallworld replay FILE``, or Load's "Watch").

It is the game screen with the moves taken away: the same map, regions, combos, players and log widgets, drawn
from the position the viewer stands at (``app/replay.py`` rebuilds it from a kept copy), with keys that walk the
record instead of playing. Nobody's turn is at the keyboard, so no private state is shown: coins are hidden
(R-HIDE) unless the game is finished or ``--reveal`` was asked for.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator

from rich.text import Text
from textual import events, on
from textual.binding import Binding
from textual.timer import Timer
from textual.widget import Widget
from textual.widgets import Input, Static

from ...safetext import printable
from .. import theme
from ..replay import Replay, parse_move_number
from ..session import Session
from ..widgets.mapview import has_map
from .game import GameScreen


def _b(key: str, action: str, label: str, show: bool = True, key_display: str | None = None) -> Binding:
    return Binding(key, action, label, show=show, key_display=key_display)


# The viewer defers the garbage collector's full collections to a pause of the keys: one over the app's ~30,000
# objects takes 40-60 ms, and run inside a frame it made a key's move show in over 50 ms (issue 28). Young
# collections still run as usual; a full one runs IDLE_COLLECT seconds after the last move shown, and the
# collector's thresholds come back when the viewer closes.
IDLE_COLLECT = 0.4
DEFERRED = 1_000_000  # gen-1 collections before an automatic full one: never, while the viewer is open


class ReplayScreen(GameScreen, inherit_bindings=False):
    """A saved game at one move of its record; ← → step, PgUp PgDn by player-turn, Home End, g N."""

    BINDINGS = [
        # after tab the arrows walk the regions (on the map, or the list), as on the game screen
        *[_b(d, f"step('{d}')", d, show=False) for d in ("up", "down", "left", "right")],
        _b("up,k", "move(-1)", "up", show=False),
        _b("down,j", "move(1)", "down", show=False),
        _b("right,l", "go(1)", "next", key_display="→"),
        _b("left,h", "go(-1)", "back", key_display="←"),
        _b("pagedown", "turn(1)", "turn", key_display="PgDn"),
        _b("pageup", "turn(-1)", "turn back", key_display="PgUp"),
        _b("home", "to(0)", "start", key_display="Home"),
        _b("end", "to(-1)", "end", key_display="End"),
        _b("g", "goto", "go to", key_display="g"),
        _b("q", "leave", "quit"),  # before the rest: a narrow footer keeps the key that leaves
        _b("tab", "switch_panel", "regions", key_display="tab"),
        _b("i", "toggle_view('list')", "list", key_display="i"),
        _b("i", "toggle_view('map')", "map", key_display="i"),
        _b("L", "full_log", "log"),  # the whole log up to this move (the game screen's)
    ]

    def __init__(self, replay: Replay, name: str, reveal: bool = False, at: int = 0, quits: bool = False) -> None:
        """``name``: the save's, for the header; ``reveal``: coins shown though the game is unfinished;
        ``quits``: q ends the app (opened from the command line) instead of going back to the title."""
        self.replay = replay
        self.position = at
        self.file_name = printable(name)
        self.quits = quits
        super().__init__(Session(replay.at(at), replay.seats, autosave=False), bot_delay=0)
        self.turns.reveal_all = reveal or replay.finished  # a finished game hides nothing (R-HIDE ends with it)
        self.focus_panel = "moves"  # the arrows walk the record; tab gives them to the regions

    def extra_widgets(self) -> Iterator[Widget]:
        yield Input(id="goto", placeholder=f"go to move 0 to {len(self.replay)}, then Enter (Esc closes)",
                    classes="goto")

    def on_mount(self) -> None:
        goto = self.query_one("#goto", Input)
        goto.display = False
        goto.can_focus = False
        self._thresholds = gc.get_threshold()
        gc.set_threshold(self._thresholds[0], self._thresholds[1], DEFERRED)
        self._collect: Timer | None = None

    def on_unmount(self) -> None:
        gc.set_threshold(*self._thresholds)

    def after_move(self, first: bool = False) -> None:
        """Nothing comes after a move here: no bot, no hand-off; just draw the position."""
        self.refresh_view()

    def can_act(self) -> bool:
        return False

    # ------------------------------------------------------------------ what it shows
    def refresh_view(self, only: str | None = None) -> None:
        super().refresh_view(only)
        if only is None:
            self.query_one("#header", Static).update(self.header())
            self.query_one("#status", Static).update(self.caption())

    def header(self) -> Text:
        """Replay, the move counter, turn and whose move; the save's name on the right."""
        game = self.session.game
        text = Text(" Replay", style="bold")
        text.append(f" · {self.position} / {len(self.replay)}", style="bold")
        text.append(f" · turn {min(game.turn, game.num_turns)}/{game.num_turns}")
        if self.position:
            text.append(" · ")
            text.append_text(theme.chip(game.players, self.replay.played[self.position - 1].seat))
        shown = "coins shown" if self.reveal_all else "coins hidden (--reveal shows them)"
        for right in (f"{self.file_name} · {shown} ", f"{shown.split(' (')[0]} "):  # the longest that fits
            pad = self.app.size.width - text.cell_len - len(right)
            if pad > 1:
                text.append(" " * pad)
                text.append(right, style="dim")
                break
        return text

    def caption(self) -> Text:
        """The status line: a refusal if one was just said, else the move in words (the result at the end)."""
        if self.message:
            return theme.literal(self.message, style="bold red" if self.message_error else "bold")
        said = self.replay.caption(self.position, self.reveal_all)
        game = self.session.game
        if self.position == len(self.replay):
            if game.is_over:
                coins = ", ".join(f"{name} {game.coins(s)}" for s, name in enumerate(game.players))
                said += f" Winner: {', '.join(game.players[s] for s in game.winners)}. Coins: {coins}."
            else:
                said = f"The save ends here, unfinished (turn {game.turn}/{game.num_turns}). {said}"
        return theme.literal(said)

    # ------------------------------------------------------------------ keys
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "step":
            return self.focus_panel == "regions" and self.showing_map()
        if action == "move":
            return self.focus_panel == "regions"
        if action == "toggle_view":
            return has_map(self.session.game.board) and (parameters[0] == "map") != self.showing_map()
        return True

    def show(self, n: int) -> None:
        """Stand at position ``n`` (clamped to the record)."""
        n = max(0, min(len(self.replay), n))
        if n != self.position:
            self.position = n
            self.session.game = self.replay.at(n)
            touched = self.replay.regions(n)
            if touched and self.focus_panel == "moves":  # the selection goes where the move happened
                self.sel_region = touched[0]
        self.message = ""
        self.refresh_view()
        if self._collect is not None:  # the full collection waits for the keys to pause
            self._collect.stop()
        self._collect = self.set_timer(IDLE_COLLECT, gc.collect)

    def select_region(self, rid: int) -> None:
        """A click on the map or the list selects a region; the arrows stay where they were (moves or regions)."""
        self.sel_region = rid
        self.refresh_view()

    def action_go(self, step: int) -> None:
        self.show(self.position + step)

    def action_turn(self, step: int) -> None:
        self.show(self.replay.next_turn(self.position) if step > 0 else self.replay.previous_turn(self.position))

    def action_to(self, where: int) -> None:
        self.show(len(self.replay) if where < 0 else where)

    def action_switch_panel(self) -> None:
        """tab: the arrows walk the regions (mouse clicks select them too), tab again: the moves."""
        self.focus_panel = "moves" if self.focus_panel == "regions" else "regions"
        self.message = "" if self.focus_panel == "moves" else "The arrows select regions now: tab gives them back " \
                                                               "to the moves."
        self.message_error = False
        self.refresh_view()
        self.refresh_bindings()

    def action_goto(self) -> None:
        goto = self.query_one("#goto", Input)
        goto.value = ""
        goto.display = True
        goto.can_focus = True
        goto.focus()
        self.refresh_bindings()

    @on(Input.Submitted, "#goto")
    def _goto_submitted(self, event: Input.Submitted) -> None:
        try:
            n = parse_move_number(event.value, len(self.replay))
        except ValueError as exc:
            self.say(str(exc), error=True)
            return
        self.action_close_goto()
        self.show(n)

    def action_close_goto(self) -> None:
        goto = self.query_one("#goto", Input)
        goto.display = False
        goto.can_focus = False
        self.set_focus(None)
        self.message = ""
        self.refresh_view()
        self.refresh_bindings()

    def on_key(self, event: events.Key) -> None:
        if event.key == "escape" and self.query_one("#goto", Input).display:
            event.stop()
            self.action_close_goto()

    def action_leave(self) -> None:
        if self.quits:
            self.app.exit()
        else:
            self.sw_app.show_title()
