"""The game screen: regions, combos, players, log; every move by keyboard, only legal keys in the footer.

The screen turns key presses into moves in notation and hands them to the engine; it never decides a rule.
Here: the keys (bindings, which are legal now, their actions), the move prompt, and the flow after each move
(bots, hand-offs). What it says lives in ``app/texts.py``, the layout editor in ``app/editing.py``.
"""

from __future__ import annotations

import asyncio
import threading
from typing import TYPE_CHECKING, Any, cast

from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingsMap
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.suggester import SuggestFromList
from textual.widgets import Input, Static

from ...rules import Action, Game, IllegalAction, Phase, Scored
from ...rules.ability import AbilityMove, Arg, Point
from .. import theme
from ..confirm import end_question, layout_question, pick_question, step_end_question
from ..editing import LayoutEdit, own_regions
from ..follow import Shown, shown_move, views
from ..hinting import HintBox, take
from ..keys import PLAIN_WAY, piece_keys, way_kinds, way_label, way_targets, ways
from ..pace import DEFAULT, hold_seconds, next_pace
from ..session import Session, active_race
from ..texts import NO_UNDO, header_text, may_skip, refused_conquest, status_text
from ..turns import Next, Step, TurnDriver
from ..whynot import reason, silent
from ..widgets.footer import Footer
from ..widgets.mapview import MapView, RegionDetail, has_map
from ..widgets.panels import CombosPanel, LogPanel, PlayersPanel
from ..widgets.regions import RegionsPanel, list_filter_name, listed_regions

if TYPE_CHECKING:  # pragma: no cover
    from collections.abc import Iterator

    from textual.timer import Timer
    from textual.widget import Widget

    from ...bots.hint import Hint
    from ..app import SmallWorldApp


def _b(key: str, action: str, label: str, show: bool = True, key_display: str | None = None) -> Binding:
    return Binding(key, action, label, show=show, key_display=key_display)


def with_piece_keys(bindings: list[tuple[str, Binding]], keyed: dict[str, tuple[AbilityMove, ...]]) -> list[Binding]:
    """The screen's bindings with the pieces' keys inserted: the conquest moves' after x, the others' after d. A key
    two moves share is one binding per move, each enabled while its move is on offer, so that the footer names the
    move the key plays now (y: the Copycat's copy, or the Mercenary's coin after a roll)."""
    conquest = [_b(key, f"piece('{key}', '{move.kind}')", move.kind) for key, moves in keyed.items()
                for move in moves if move.at is Point.CONQUER]
    others = [_b(key, f"piece('{key}', '{move.kind}')", move.kind) for key, moves in keyed.items()
              for move in moves if move.at is not Point.CONQUER]
    out: list[Binding] = []
    for key, binding in bindings:
        out.append(binding)
        if key == "x" and binding.action.startswith("region_move"):
            out += conquest
        elif key == "d" and binding.action == "decline":
            out += others
    return out


class GameScreen(Screen[None]):
    """One game in progress."""

    AUTO_FOCUS = None

    BINDINGS = [
        # on the map the arrows go to the region that lies that way (else they fall through to the list/editor)
        *[_b(d, f"step('{d}')", d, show=False) for d in ("up", "down", "left", "right")],
        _b("up,k", "move(-1)", "up", show=False),
        _b("down,j", "move(1)", "down", show=False),
        _b("pageup", "move(-10)", "page up", show=False),
        _b("pagedown", "move(10)", "page down", show=False),
        _b("tab", "switch_panel", "panel", show=False),
        _b("right_square_bracket", "next_target(1)", "target", key_display="]"),
        _b("left_square_bracket", "next_target(-1)", "prev target", show=False, key_display="["),
        _b("enter", "pick", "pick"),
        _b("enter", "answer", "answer"),  # a piece's question with no key of its own: its choices in a list
        _b("p", "pick", "pick", show=False),
        *[_b(str(n), f"pick_number({n})", f"pick {n}", show=False) for n in range(1, 7)],
        _b("c", "region_move('conquer')", "conquer"),
        _b("r", "region_move('roll')", "roll"),
        _b("x", "region_move('abandon')", "abandon"),
        # here: the keys of the pieces' conquest moves (AbilityMove.key: b Berserk, g Dragon, v Sorcerers…)
        _b("d", "decline", "decline"),
        # here: the keys of the pieces' other moves (f Fortress, n Encampments, h Heroes, a Diplomat…)
        _b("m", "edit('redeploy')", "redeploy"),
        _b("w", "edit('withdraw')", "withdraw"),
        _b("t", "switch_race", "race"),
        _b("e", "end", "end"),
        # layout editing
        # (-/+ only: the arrows move on the map in the editor as everywhere else)
        _b("plus,equals_sign", "adjust(1)", "add", key_display="+"),
        _b("minus", "adjust(-1)", "remove", key_display="-"),
        _b("space", "toggle_hero", "mark"),
        _b("space", "next_move", "next move"),
        _b("n", "switch_layer", "camps"),
        _b("enter", "submit", "confirm"),
        _b("escape", "cancel_edit", "cancel"),
        # always (help first: on a narrow terminal the footer's tail may be cut, and help lists every key)
        _b("question_mark", "help", "help", key_display="?"),
        _b("i", "toggle_view('list')", "list", key_display="i"),
        _b("i", "toggle_view('map')", "map", key_display="i"),
        _b("slash", "list_filter", "filter", key_display="/"),
        _b("L", "full_log", "log"),
        # while computer players move (app/follow.py): finish their turns at once, the pace; the one human's summary
        _b("F", "finish_bots", "finish"),
        _b("P", "pace", "pace"),
        _b("R", "summary", "summary", show=False),
        _b("H", "hint", "hint", show=False),  # the expert's move and why (app/hinting.py); h is the Heroes' key
        _b("colon", "prompt", "move", key_display=":"),
        _b("ctrl+z", "undo", "undo", key_display="^z"),
        _b("ctrl+s", "save", "save", key_display="^s"),
        _b("q", "quit", "quit"),
    ]

    EDIT_ACTIONS = {"adjust", "toggle_hero", "submit", "cancel_edit", "move", "help", "save", "quit", "prompt",
                    "switch_layer", "toggle_view", "list_filter"}

    def __init__(self, session: Session, bot_delay: float = 0.4, pace: str = DEFAULT) -> None:
        super().__init__()
        self.turns = TurnDriver(session)  # the flow between moves: who moves next, who may see what
        self.keyed = piece_keys(session.game.ruleset)
        self.way_kinds = way_kinds(session.game.ruleset)  # other ways of conquering, asked by the conquer key
        self._bindings = BindingsMap(with_piece_keys(list(self._bindings), self.keyed))
        self.bot_delay = bot_delay
        self.sel_region = 0
        self.sel_combo = 0
        self.focus_panel = "regions"
        self.edit: LayoutEdit | None = None
        self.message = ""
        self.message_error = False
        self._auto_key: tuple[int, int] | None = None
        self._bindings_for: tuple[object, ...] | None = None
        self.prefer_ghouls = True  # when both may act: the keys act for the in-decline Ghouls (they come first)
        self.map_view = True  # the map is the main panel; i switches to the list (a board without layout: list)
        self.list_filter: str | int | None = None  # the list shows: all, "targets", "mine" or one seat's regions
        self.recent: set[int] = set()  # regions that changed hands since the viewer's last turn (first look only)
        self._recent_for: tuple[int, int, int] | None = None
        self.pace = pace  # how long each computer player's move stays on screen (app/pace.py)
        self.shown: Shown | None = None  # the computer player's move on screen: its caption and regions
        self.finishing = False  # F: the computer players' moves are played at once until a human must act
        self._wake: asyncio.Event | None = None  # set by space, F and P: a held move looks again
        self._stepped = False  # space was pressed: the held move gives way to the next
        self.summary: list[tuple[int, str]] = []  # the one human's last "Since your last turn" (R shows it again)
        self._summary_for: tuple[int, int, int] | None = None
        self.hint: Hint | None = None  # the hint on screen (H): Enter plays it, any other key dismisses it
        self.hint_budget: dict[str, Any] = {}  # suggest()'s budget over HINT_THINK (tests: think_iterations)
        self._hint_stop: threading.Event | None = None  # set while the expert thinks: any key sets it
        self._hint_for: tuple[int, int] | None = None  # the position the hint is for
        self._spinner: Timer | None = None
        self.taking: Action | None = None  # the hinted move being played (its questions may still be asked)

    @property
    def session(self) -> Session:
        return self.turns.session

    @property
    def viewer(self) -> int | None:
        """Whose private state the screen shows (the turn driver decides)."""
        return self.turns.viewer

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        self.turns.viewer = seat

    @property
    def reveal_all(self) -> bool:
        return self.turns.reveal_all

    @property
    def sw_app(self) -> SmallWorldApp:
        return cast("SmallWorldApp", self.app)

    # ------------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        # the size and view classes before the widgets exist: each is styled once, not again at mount
        self._narrow(self.app.size.width, self.app.size.height)
        yield Static(id="header")
        with Horizontal(id="main"):
            with Vertical(id="left"):
                yield RegionsPanel(self, id="regions")
                yield MapView(self, id="map")
                yield RegionDetail(id="detail")
            with Vertical(id="side"):
                yield CombosPanel(self, id="combos")
                yield PlayersPanel(self, id="players")
        yield Static(id="status")
        yield LogPanel(self, id="log")
        yield Input(id="prompt", placeholder="a move in notation, e.g. 'conquer 12' (Esc closes)")
        yield HintBox(id="hint")
        yield from self.extra_widgets()
        yield Footer()

    def extra_widgets(self) -> Iterator[Widget]:
        """Widgets a screen built on this one adds above the footer (the replay viewer's 'go to move')."""
        return iter(())

    def on_mount(self) -> None:
        self.query_one("#regions").border_title = "Regions"
        self.query_one("#combos").border_title = "Combos"
        self.query_one("#players").border_title = "Players"
        self.query_one("#log").border_title = "Log"
        prompt = self.query_one("#prompt", Input)
        prompt.display = False
        prompt.can_focus = False
        self._narrow(self.app.size.width, self.app.size.height)
        self.after_move(first=True)

    def on_screen_resume(self) -> None:
        if not self.query_one("#prompt", Input).display:
            self.call_after_refresh(self.set_focus, None)

    def on_resize(self, event: events.Resize) -> None:
        self._narrow(event.size.width, event.size.height)

    def _narrow(self, width: int, height: int) -> None:
        self.set_class(width < 100, "-narrow")  # from 100 columns the combos show whole names
        self.set_class(height < 32, "-short")
        self._show_view()
        for footer in self.query(Footer):
            footer.compact = width < 140  # every legal key stays visible (at 120 a Sorcerer's start has 12 keys)
            footer.narrow = width < 100  # ^s save and q quit first: the tail of a narrow footer is cut

    # ------------------------------------------------------------------ what the screen shows
    def showing_map(self) -> bool:
        """The map is on screen: the board has a layout, the player chose the map, and (below 100 columns,
        where the side panels take the whole width) the combos are not being browsed."""
        return (self.map_view and has_map(self.session.game.board)
                and not (self.has_class("-narrow") and self.focus_panel == "combos"))

    def _show_view(self) -> None:
        self.set_class(self.showing_map(), "-mapview")

    def select_region(self, rid: int) -> None:
        """Select a region (a mouse click on the map or the list)."""
        self.sel_region = rid
        self.focus_panel = "regions"
        self.refresh_view()

    def _mark_recent(self) -> None:
        """At the first look of a turn: the regions that changed hands since that player's last turn (the
        hand-off summary's events, as places); cleared by the player's first move."""
        game = self.session.game
        key = (id(self.session), game.serial, game.current_player)
        if self.viewer != game.current_player or key == self._recent_for:
            return
        self._recent_for = key
        seat = game.current_player
        events = self.session.since_last_turn(seat, everything=True)
        own = next((i for i in range(len(events) - 1, -1, -1)  # this turn's own moves (a game loaded mid-turn)
                    if events[i].kind == "start" and events[i].seat == seat), len(events))  # are not the others'
        self.recent = {e.region for e in events[:own]  # type: ignore[attr-defined]
                       if e.kind in ("conquer", "abandon", "convert", "tribe")}

    def can_act(self) -> bool:
        """A human at the keyboard may move now (not a bot's turn, not behind a hand-off)."""
        game = self.session.game
        return (not game.is_over and not self.session.is_bot(game.current_player)
                and self.viewer == game.current_player)

    # ------------------------------------------------------------------ which race the keys act for
    @property
    def both_races(self) -> bool:
        """The in-decline Ghouls and the active race both have moves on offer: ``t`` chooses (R-RACE-GHOULS)."""
        return self.session.ghouls_can_act and self.session.active_can_act

    @property
    def for_ghouls(self) -> bool:
        """The region keys (c, r, x, m, ]) act for the in-decline Ghouls."""
        s = self.session
        return s.ghouls_can_act and (not s.active_can_act or self.prefer_ghouls)

    def cost_game(self) -> Game:
        """The game to ask for costs and reasons: a preview with the Ghouls' phase begun when the keys act for
        the Ghouls before their first move, else the game itself."""
        if self.for_ghouls:
            preview = self.session.ghoul_preview()
            if preview is not None:
                return preview
        return self.session.game

    def keys_race(self) -> str:
        """The name of the race the region keys act for ('' if none)."""
        game = self.session.game
        seat = game.current_player
        if self.for_ghouls:
            acting = self.cost_game().acting_race
            return f"{acting.name} (in decline)" if acting is not None else "Ghouls (in decline)"
        if game.phase in (Phase.CONQUER, Phase.REDEPLOY) and game.acting_race is not None:
            return game.acting_race.name
        active = active_race(game, seat) if seat >= 0 else None
        return active.name if active else ""

    def costs_shown(self) -> bool:
        """The cost column and the 'conquerable now' line apply now."""
        phase = self.session.game.phase
        return self.can_act() and (phase in (Phase.START, Phase.CONQUER) or (phase == Phase.PICK and self.for_ghouls))

    def refresh_view(self, only: str | None = None) -> None:
        """Redraw from the engine's state (``only``: just that panel, for a selection change)."""
        if only is not None:
            self.query_one(only).refresh()
            if only == "#combos" and self.has_class("-short"):
                self.query_one("#regions").refresh()
            if only == "#regions" and self.showing_map():
                self._refresh_map()
            return
        self._show_view()
        self._mark_recent()
        self._refresh_map()
        self.query_one("#header", Static).update(header_text(self))
        self.query_one("#status", Static).update(status_text(self))
        for wid in ("#regions", "#combos", "#players", "#log"):
            self.query_one(wid).refresh()
        self.query_one("#regions").border_title = "Regions" + list_filter_name(self)
        game = self.session.game
        signature = (id(game), len(game.moves), self.edit is None, self.edit and self.edit.kind, self.focus_panel,
                     self.viewer, self.session.undo_steps(), self.for_ghouls, self.showing_map())
        if signature != self._bindings_for:  # the footer is rebuilt only when the legal keys may change
            self._bindings_for = signature
            self.refresh_bindings()

    def _refresh_map(self) -> None:
        if self.showing_map():
            self.query_one("#map", MapView).refresh()
            self.query_one("#detail", RegionDetail).show(self)

    # ------------------------------------------------------------------ flow after each move
    def after_move(self, first: bool = False) -> None:
        """Show what the turn driver decides comes next: game over, a bot's move, a hand-off, or the human's turn
        (with its editor open when the phase needs one)."""
        self.sw_app.report_save_problem()
        step = self.turns.after_move(first)
        if step.what is not Next.BOT:  # a human acts (or nobody): the computer players' last move leaves the screen
            self.shown = None
            self.finishing = False
        if step.what is Next.OVER:
            self.refresh_view()
            self.sw_app.show_game_over()
        elif step.what is Next.BOT:
            self.refresh_view()
            self.run_bot(step)
        elif step.what is Next.HANDOFF:
            self.refresh_view()
            self.sw_app.hand_off(step.seat, self._handoff_done)
        elif step.what is Next.WAIT:
            self.refresh_view()
        else:
            self._enter_phase()
            self.refresh_view()
            self._open_summary(step.seat)

    def _open_summary(self, seat: int) -> None:
        """One human among computer players: their turn opens with "Since your last turn" (as a hand-off's),
        once per turn, when something happened since."""
        from ..recap import recap

        session = self.session
        game = session.game
        key = (id(session), game.serial, seat)
        if len(session.humans) != 1 or not session.is_bot_game or key == self._summary_for:
            return
        self._summary_for = key
        self.summary = recap(game, seat, session.since_last_turn(seat, everything=True))
        if self.summary:
            self.action_summary()

    def action_summary(self) -> None:
        """R: the last "Since your last turn" again."""
        from .summary import SummaryScreen

        if not self.summary:
            self.say("Nothing to summarise: no other player has moved since your last turn.")
            return
        self.app.push_screen(SummaryScreen(self.session.game.players, self.summary))

    def _handoff_done(self, _result: object = None) -> None:
        self.turns.handed_off()
        self._enter_phase()
        self.refresh_view()

    def _enter_phase(self) -> None:
        """Open the matching editor when a phase needs a layout, and point the selection sensibly."""
        game = self.session.game
        key = (id(game), len(game.moves))
        if self._auto_key == key:
            return
        self._auto_key = key
        self.edit = None
        if game.phase in (Phase.START, Phase.PICK):
            self.prefer_ghouls = True
        if game.phase == Phase.PICK:
            self.focus_panel = "combos"
            self.sel_combo = 0  # every player starts on the free combo: Enter never buys another one by accident
        elif game.phase in (Phase.START, Phase.CONQUER):
            self.focus_panel = "regions"
        word = game.phase_word  # a phase, or the name of the question an ability asks now
        asked = game.ruleset.moves.get(game.step.kind) if game.step is not None else None
        move = asked[1] if asked is not None and (asked[1].key or asked[1].arg is Arg.REGIONS) else None  # a
        # question with a key of its own, or naming regions: the picker opens for it
        if word in ("redeploy", "withdraw") or (move is not None and move.arg in (Arg.LAYOUT, Arg.REGIONS)):
            self.action_edit(move.kind if move is not None else word)
        elif move is not None and move.arg is Arg.REGION and move.at is not Point.CONQUER:  # a region to name
            spots = [a.region for a in self.session.legal() if a.kind == move.kind and a.region is not None]
            if spots and self.sel_region not in spots:
                self.sel_region = spots[0]
        elif game.phase == Phase.START:
            own = own_regions(game)
            if own and self.sel_region not in own:
                self.sel_region = own[0]

    @work(exclusive=True, group="bot")
    async def run_bot(self, step: Step) -> None:
        """A computer player's move, at the players' pace, thought in a thread (the driver chooses and plays)."""
        game = self.session.game
        quick = self.finishing or self.pace == "instant"
        if self.bot_delay and not quick:
            await asyncio.sleep(self.bot_delay)
        bot, snapshot = self.turns.bot_input(step.seat)
        chosen = self.turns.choose(bot, snapshot) if bot is None else \
            await asyncio.to_thread(self.turns.choose, bot, snapshot)
        if chosen.message:
            self.message = chosen.message
            self.message_error = chosen.error or self.message_error
        before, logged = (views(game), len(game.log)) if not quick else (None, 0)
        if not self.turns.play_bot(step, game, chosen):
            return
        if before is not None and not (self.finishing or self.pace == "instant"):
            self.shown = shown_move(game, self.viewer, step.seat, game.log[logged:], before)
            self.refresh_view()
            await self._hold(self.shown.caption)
        self.after_move()

    async def _hold(self, caption: str) -> None:
        """Keep the move on screen for the pace's time (step: until space); F ends it, P starts it again at the
        new pace."""
        self._wake = self._wake or asyncio.Event()
        self._stepped = False
        while not self.finishing and not self._stepped:
            self._wake.clear()
            seconds = hold_seconds(self.pace, caption)
            if seconds == 0:
                return
            try:
                await asyncio.wait_for(self._wake.wait(), timeout=seconds)
            except TimeoutError:
                return
        self._stepped = False

    def _rouse(self) -> None:
        if self._wake is not None:
            self._wake.set()

    def action_next_move(self) -> None:
        """Space at the step pace: the next computer player's move."""
        self._stepped = True
        self._rouse()

    def action_finish_bots(self) -> None:
        """F: the computer players' moves at once, until a human must act (their moves stay in the log)."""
        self.finishing = True
        self.shown = None
        self._rouse()
        self.refresh_view()

    def action_pace(self) -> None:
        """P: the next pace (instant, fast, normal, step), remembered in the settings."""
        from ..pace import PACE_HELP, remember_pace

        self.pace = next_pace(self.pace)
        self.sw_app.pace = self.pace
        problem = remember_pace(self.sw_app.data_base, self.pace)
        self._rouse()
        if self.shown is not None:
            self.refresh_view()
            if not problem:
                return
        self.say(f"Pace: {self.pace} ({PACE_HELP[self.pace]}). {problem}".strip(), error=bool(problem))

    # ------------------------------------------------------------------ keys: which are legal now
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("move", "switch_panel", "help", "quit", "save", "full_log"):
            return True
        if action == "pace":
            return self.session.is_bot_game
        if action == "finish_bots":
            return self.shown is not None or (self.session.is_bot(self.session.game.current_player)
                                              and not self.session.game.is_over)
        if action == "next_move":
            return self.shown is not None and self.pace == "step" and self.edit is None
        if action == "summary":
            return bool(self.summary)
        if action == "hint":
            return self.can_act() and not self.query_one("#prompt", Input).display
        if action == "step":
            return self.showing_map() and self.focus_panel == "regions"
        if action == "toggle_view":
            return has_map(self.session.game.board) and (parameters[0] == "map") != self.showing_map()
        if action == "list_filter":
            return not self.showing_map()
        if self.edit is not None:
            if action == "toggle_hero":
                return self.edit.picks
            if action == "adjust":
                return not self.edit.picks
            if action == "switch_layer":
                return self.edit.camp_counts is not None
            if action == "end":
                return self.can_act() and self.session.can("end")
            return action in self.EDIT_ACTIONS
        if action in ("adjust", "toggle_hero", "submit", "cancel_edit", "switch_layer"):
            return False
        if not self.can_act():
            return False
        s = self.session
        if action == "region_move":
            action = str(parameters[0])
        if action == "prompt":
            return True
        if action == "undo":
            return s.undo_steps() > 0
        if action == "pick":
            return s.can("pick") and self.focus_panel == "combos"
        if action == "answer":
            return bool(self.unkeyed_answers())
        if action == "pick_number":
            return s.can("pick")
        if action == "switch_race":
            return self.both_races
        if action == "next_target" and self.question_spots():
            return True
        if action in ("next_target", "conquer", "roll", "abandon", "edit"):
            kinds: tuple[str, ...] = (("conquer", "roll") if action == "next_target" else
                     (str(parameters[0]),) if action == "edit" else (action,))
            ghouls = self.for_ghouls if kinds[0] in ("conquer", "roll", "abandon", "redeploy") else None
            if action in ("conquer", "next_target") and not ghouls:  # the other ways (the Catapult's shot...)
                kinds += tuple(self.way_kinds)
            return any(a.kind in kinds and (ghouls is None or a.ghouls == ghouls) for a in s.legal())
        simple = {"conquer": "conquer", "roll": "roll", "abandon": "abandon", "decline": "decline", "end": "end"}
        if action == "piece":
            return any(s.can(move.kind) for move in self.keyed.get(str(parameters[0]), ())
                       if move.kind == parameters[-1] or len(parameters) == 1)
        if action in simple:
            return s.can(simple[action])
        return True

    # ------------------------------------------------------------------ keys: navigation
    def action_move(self, step: int) -> None:
        game = self.session.game
        if self.focus_panel == "combos" and self.edit is None:
            n = len(game.column_view())
            if n:
                self.sel_combo = max(0, min(n - 1, self.sel_combo + step))
        else:
            limit = sorted(self.edit.editing) if self.edit is not None else None
            if limit:
                idx = limit.index(self.sel_region) if self.sel_region in limit else 0
                self.sel_region = limit[max(0, min(len(limit) - 1, idx + (1 if step > 0 else -1)))]
            else:
                listed = listed_regions(self) or list(range(len(game.board.regions)))
                idx = listed.index(self.sel_region) if self.sel_region in listed else -1 if step > 0 else 0
                self.sel_region = listed[max(0, min(len(listed) - 1, idx + step))]
        self.refresh_view(only="#combos" if self.focus_panel == "combos" and self.edit is None else "#regions")

    def action_switch_panel(self) -> None:
        self.focus_panel = "combos" if self.focus_panel == "regions" else "regions"
        self.refresh_view()

    def action_step(self, direction: str) -> None:
        """Arrow keys on the map: to the region that lies that way (mapgeom.neighbours_by_direction)."""
        target = self.query_one("#map", MapView).step(self.sel_region, direction)
        if target is not None:
            self.sel_region = target
            self.refresh_view(only="#regions")

    def action_toggle_view(self, to: str) -> None:
        """i: the map or the list of regions (for screen readers and searching; / filters it)."""
        self.map_view = to == "map"
        self.focus_panel = "regions"
        self.refresh_view()

    def action_list_filter(self) -> None:
        """/ in the list: all regions, the targets now, mine, then each other player's."""
        game = self.session.game
        me = self.viewer if self.viewer is not None else game.current_player
        order: list[str | int | None] = [None, "targets", "mine"]
        order += [seat for seat in range(len(game.players)) if seat != me]
        self.list_filter = order[(order.index(self.list_filter) + 1) % len(order)] \
            if self.list_filter in order else None
        listed = listed_regions(self)
        if listed and self.sel_region not in listed:
            self.sel_region = listed[0]
        self.refresh_view()

    def action_switch_race(self) -> None:
        if self.both_races:
            self.prefer_ghouls = not self.prefer_ghouls
            self.say("")

    def question_spots(self) -> list[int]:
        """The regions the question asked now names, when it names one (Winter, Lava, the Ivory Tower): ]
        and [ go through them."""
        game = self.session.game
        declared = game.ruleset.moves.get(game.step.kind) if game.step is not None else None
        if declared is None or declared[1].arg is not Arg.REGION:
            return []
        kind = declared[1].kind
        return sorted({a.region for a in self.session.legal() if a.kind == kind and a.region is not None})

    def action_next_target(self, step: int) -> None:
        ghouls = self.for_ghouls
        legal = self.session.legal()
        targets = self.question_spots() or sorted(
            {a.region for a in legal if a.kind in ("conquer", "roll") and a.ghouls == ghouls and a.region is not None}
            | (set() if ghouls else way_targets(legal, self.session.game.ruleset)))
        game = self.session.game
        others = [t for t in targets if not (game.region(t).owner == game.current_player and game.region(t).in_decline)]
        targets = others or targets  # one's own in-decline regions only when nothing else is left (c still takes them)
        if not targets:
            return
        self.focus_panel = "regions"
        later = [t for t in targets if (t > self.sel_region if step > 0 else t < self.sel_region)]
        if step > 0:
            self.sel_region = later[0] if later else targets[0]
        else:
            self.sel_region = later[-1] if later else targets[-1]
        self.refresh_view()

    # ------------------------------------------------------------------ keys: moves
    def say(self, message: str, error: bool = False) -> None:
        """Show ``message`` on the status line (red when ``error``) and redraw."""
        self.message, self.message_error = message, error
        self.refresh_view()

    def play(self, move: str | Action) -> bool:
        """Hand a move to the engine; show its reason if refused (nothing changes then)."""
        actor = self.session.game.current_player
        hinted = self.taking is not None and str(move) == str(self.taking)
        self.taking = None
        try:
            events = self.session.play(move, hinted=hinted)
        except IllegalAction as exc:
            self.say(str(exc), error=True)
            return False
        self.recent = set()  # the first look is over
        self.message, self.message_error = "", False
        self.edit = None
        scored = self.turns.scored(events, actor)
        if scored is not None:  # the game's last turn too: its card, then the game-over screen
            self.show_score_card(scored)
        else:
            self.after_move()
        return True

    def show_score_card(self, scored: Scored) -> None:
        """The human who just scored sees what the turn earned (the engine's parts) before the hand-off."""
        from ..scorecard import score_card
        from .dialogs import ScoreCardScreen

        game = self.session.game
        card = score_card(scored, game.players[scored.seat], game.coins(scored.seat))
        self.app.push_screen(ScoreCardScreen(card), self.card_closed)
        self.refresh_view()  # under the card: a computer player is not thinking yet

    def card_closed(self, _result: object = None) -> None:
        """The score card is closed: the game goes on."""
        self.after_move()

    def action_piece(self, key: str, kind: str = "") -> None:
        """A key a piece's move declares (AbilityMove.key): the first of its moves (``kind``: that one) on offer now
        (the Champion's conquest, or its post from hand after redeploying: RULING 37), played by what it names."""
        moves = tuple(m for m in self.keyed.get(key, ()) if not kind or m.kind == kind)
        move = next((m for m in moves if self.session.can(m.kind)), moves[0] if moves else None)
        if move is None:
            return
        if move.arg is Arg.REGION:
            self.action_region_move(move.kind)
        elif move.arg in (Arg.LAYOUT, Arg.REGIONS):
            self.action_edit(move.kind)
        elif move.arg in (Arg.SEAT, Arg.WORD):
            self.choose_named(move)
        else:
            self.play(move.kind)

    def action_region_move(self, kind: str) -> None:
        """A move on the selected region (c, r, x and the pieces' keys): the engine's own if on offer, else its
        reason."""
        rid = self.sel_region
        by_race = kind in ("conquer", "roll", "abandon")
        ghouls = self.for_ghouls if by_race else None
        if kind == "conquer" and not ghouls and self.way_kinds:
            offered = ways(self.session.legal(), rid, self.session.game.ruleset)
            if any(words != PLAIN_WAY for words, _ in offered):
                self.choose_way(rid, offered)
                return
        action = self.session.find(kind, rid, ghouls=ghouls)
        if action is not None:
            self.play(action)
            return
        said = refused_conquest(self, rid) if kind == "conquer" else ""  # what is missing, and the die if allowed
        if said:
            self.say(said, error=True)
            return
        prefix = "ghouls " if ghouls else ""
        self.play(f"{prefix}{kind} {rid}")  # not on offer: the engine says why

    def action_decline(self) -> None:
        """Going into decline ends the turn and cannot be taken back: ask first (R-DECL, R-POW-STOUT)."""
        from .dialogs import StrictConfirmScreen

        game = self.session.game
        active = active_race(game, game.current_player)
        race = f"{active.power} {active.name}" if active else "active race"
        if game.phase_word == "stout":
            question = (f"Put your {race} into decline now?\nYou have scored this turn; your next turn starts "
                        "with a new combo. This cannot be taken back.")
        else:
            question = (f"Put your {race} into decline?\nThis ends your turn: you score, and your next turn "
                        "starts with a new combo. This cannot be taken back.")

        def answer(yes: bool | None) -> None:
            if yes:
                self.play("decline")

        self.app.push_screen(StrictConfirmScreen(question), answer)

    def _confirmed(self, question: str, move: str | Action) -> None:
        """Play ``move`` at once when there is no ``question``, else only after a 'y' (never the key that asked)."""
        if not question:
            self.play(move)
            return
        from .dialogs import StrictConfirmScreen

        def answer(yes: bool | None) -> None:
            if yes:
                self.play(move)

        self.app.push_screen(StrictConfirmScreen(question), answer)

    def action_end(self) -> None:
        """End the turn by the engine's defaults; with tokens in hand or nothing played, say what they do first.
        At a question whose ``end`` plays a default and ``skip`` passes it (a MAY, X-INT-13: Winter), which one."""
        action = self.session.find("end", ghouls=False) or "end"
        game = self.session.game
        if may_skip(game) and self.session.can("skip"):
            self.choose_end_or_skip()
            return
        ask = game.phase in (Phase.START, Phase.CONQUER) and not self.for_ghouls
        question = end_question(game, game.phase == Phase.START) if ask else step_end_question(game)
        self._confirmed(question, action)

    def choose_end_or_skip(self) -> None:
        """e at a MAY question with a default (Winter): its default, or none more, from a list; either is asked
        first when it ends the turn."""
        from .dialogs import ChoiceScreen

        game = self.session.game
        assert game.step is not None  # only asked at a question (may_skip)
        options = [("end: the default for what is left", "end"), ("skip: none more", "skip")]

        def chosen(choice: str | None) -> None:
            if choice == "end":
                self._confirmed(step_end_question(game), "end")
            elif choice == "skip":
                preview = game.end_preview()
                passes = preview is not None and preview.passes
                self._confirmed("End your turn now?\nskip places none more and ends your turn." if passes else "",
                                "skip")

        self.app.push_screen(ChoiceScreen(game.step.hint, options, "Enter takes one; Esc goes back."), chosen)

    def action_pick(self) -> None:
        self.action_pick_number(self.sel_combo + 1)

    def action_pick_number(self, n: int) -> None:
        """Pick combo ``n``: a free one at once, one that costs coins after a 'y' (its price and name shown)."""
        self.sel_combo = n - 1
        self.refresh_view(only="#combos")
        legal = self.session.find("pick", n) is not None
        self._confirmed(pick_question(self.session.game, n) if legal else "", f"pick {n}")

    def choose_way(self, rid: int, offered: list[tuple[str, Action]]) -> None:
        """The conquer key on a region with other ways of conquering it on offer (AbilityMove.way: a Mercenary
        coin, Fireballs...): which way, from a list, the ordinary conquest first with its cost."""
        from .dialogs import ChoiceScreen

        game = self.session.game
        cost = game.conquest_cost(rid)
        options = [(f"{words} ({theme.plural(cost, 'token')})" if words == PLAIN_WAY and cost is not None
                    else way_label(game, words, action), str(action)) for words, action in offered]

        def chosen(choice: str | None) -> None:
            if choice:
                self.play(choice)

        title = f"Conquer {game.region_label(rid)}: which way?"
        self.app.push_screen(ChoiceScreen(title, options, "Enter takes one; Esc goes back."), chosen)

    def unkeyed_answers(self) -> list[Action]:
        """The moves answering the question asked now (phase STEP) when its move has no key of its own (the Igor
        exchange, Small World of Warcraft's forms and bombs...): what Enter lists, so that no answer needs the
        move prompt; [] otherwise."""
        game = self.session.game
        step = game.step
        if step is None:
            return []
        declared = game.ruleset.moves.get(step.kind)
        if declared is not None and declared[1].key:
            return []
        return [a for a in self.session.legal() if a.kind == step.kind]

    def action_answer(self) -> None:
        """Enter at a question with no key of its own: its choices in a list, then e's default, by name."""
        from .dialogs import ChoiceScreen

        game = self.session.game
        step = game.step
        answers = self.unkeyed_answers()
        if step is None or not answers:
            return
        options = [(str(a), str(a)) for a in answers]
        options.append((f"end: {'skip it' if step.optional else 'its default'} (e)", "end"))

        def chosen(choice: str | None) -> None:
            if choice == "end":
                self.action_end()
            elif choice:
                self.play(choice)

        self.app.push_screen(ChoiceScreen(step.hint, options, "Enter takes one; Esc goes back."),
                             chosen)

    def choose_named(self, move: AbilityMove) -> None:
        """A piece's move naming a player or a word of its menu (the Diplomat's ally, the power a Copycat copies):
        the names on offer, one picked from a list."""
        from .dialogs import ChoiceScreen

        options = [(a.name, str(a)) for a in self.session.legal() if a.kind == move.kind and a.name]
        if not options:
            return

        def chosen(choice: str | None) -> None:
            if choice:
                self.play(choice)

        piece = self.session.game.ruleset.moves[move.kind][0]
        title = f"{piece.name}: {move.advice or move.text}"
        hint = "Enter names one; Esc goes back" + (" (then e skips it)." if move.at is not Point.CONQUER else ".")
        self.app.push_screen(ChoiceScreen(title, options, hint), chosen)

    # ------------------------------------------------------------------ layout editing
    def action_edit(self, kind: str) -> None:
        s = self.session
        game = s.game
        ghouls = kind == "redeploy" and self.for_ghouls
        default = s.find(kind, ghouls=ghouls if kind == "redeploy" else None)
        if default is None:
            return
        if kind == "redeploy" and not default.layout:
            self.play(default)
            return
        declared = game.ruleset.moves.get(kind)
        if declared is not None and declared[1].arg is Arg.REGIONS:  # the picker, over the engine's menu
            self.edit = LayoutEdit.picker([a for a in s.legal() if a.kind == kind])
        else:
            self.edit = LayoutEdit.from_default(game, default, ghouls=ghouls)
        counts = self.edit.counts
        self.focus_panel = "regions"
        if counts and self.sel_region not in counts:
            self.sel_region = min(counts)
        self.message = ""
        self.refresh_view()

    def action_adjust(self, step: int) -> None:
        e = self.edit
        if e is None:
            return
        if self.sel_region not in e.editing:
            self.say(f"{self.sel_region} is not one of the regions in this layout: select one of yours "
                     "(arrows or a click), then -/+.", error=True)
            return
        counts = e.editing
        n = counts[self.sel_region]
        if step > 0 and e.editing_left > 0:
            counts[self.sel_region] = n + 1
        elif step < 0 and n > 0:
            counts[self.sel_region] = n - 1
        self.refresh_view()

    def action_switch_layer(self) -> None:
        e = self.edit
        if e is None or e.camp_counts is None:
            return
        e.layer = "tokens" if e.layer == "camps" else "camps"
        if e.editing and self.sel_region not in e.editing:
            self.sel_region = min(e.editing)
        self.refresh_view()

    def action_toggle_hero(self) -> None:
        """Space in the picker (a move naming regions): mark or unmark the selected region."""
        e = self.edit
        if e is None:
            return
        if self.sel_region not in e.counts:
            self.say(f"No '{e.kind}' move the engine offers names region {self.sel_region}: select another.",
                     error=True)
            return
        if e.counts[self.sel_region]:
            e.counts[self.sel_region] = 0
        elif e.left > 0:
            e.counts[self.sel_region] = 1
        elif e.kind == "heroes":
            self.say("Both Heroes are placed: select a Hero's region and press space to take it back first.",
                     error=True)
            return
        else:
            self.say(f"All {e.total} are marked: space on a marked region unmarks it first (Esc clears them all).",
                     error=True)
            return
        self.say("")

    def action_submit(self) -> None:
        """Play the layout; when the engine would end the turn with it, ask first with what it scores (n goes
        back to the editor, the layout kept)."""
        if self.edit is not None:
            move = self.edit.notation()
            self._confirmed(layout_question(self.session.game, move), move)

    def action_cancel_edit(self) -> None:
        """Esc: the picker clears its marks (a second Esc closes it); an editor closes."""
        if self.edit is not None and self.edit.picks and any(self.edit.counts.values()):
            self.edit.counts = dict.fromkeys(self.edit.counts, 0)
            self.say("Marks cleared: space marks a region.")
            return
        self.edit = None
        self.message = ""
        self.refresh_view()

    # ------------------------------------------------------------------ the move prompt
    def action_prompt(self) -> None:
        prompt = self.query_one("#prompt", Input)
        moves = self.session.move_texts() if self.can_act() else []
        prompt.suggester = SuggestFromList(moves, case_sensitive=False)
        prompt.value = ""
        prompt.display = True
        prompt.can_focus = True
        prompt.focus()

    @on(Input.Changed, "#prompt")
    def _prompt_changed(self, event: Input.Changed) -> None:
        text = event.value.strip().lower()
        moves = self.session.move_texts() if self.can_act() else []
        match = [m for m in moves if m.startswith(text)] if text else moves
        shown = " · ".join(match[:8]) + (f" · (+{len(match) - 8})" if len(match) > 8 else "")
        self.say(f"legal: {shown}" if match else "no legal move starts so")

    @on(Input.Submitted, "#prompt")
    def _prompt_submitted(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        if not text:
            self._close_prompt()
            return
        if not self.can_act():
            self.say("It is not your move.", error=True)
            return
        if self.play(self._completed(text)):
            self._close_prompt()

    def _completed(self, text: str) -> str:
        """The move typed, or the one legal move it begins ("conq 4" → "conquer 4" when that is the only one)."""
        moves = self.session.move_texts()
        lower = text.lower()
        if any(m.lower() == lower for m in moves):
            return text
        starts = [m for m in moves if m.lower().startswith(lower)]
        return starts[0] if len(starts) == 1 else text

    def _close_prompt(self) -> None:
        prompt = self.query_one("#prompt", Input)
        prompt.display = False
        prompt.can_focus = False
        self.set_focus(None)
        if not self.message_error:
            self.message = ""
        self.refresh_view()

    def on_key(self, event: events.Key) -> None:
        self.taking = None  # a hinted move not played by its question's answer is no longer the hint's
        if self._hint_stop is not None or self.hint is not None:
            event.stop()  # the hint has this key: it cancels the thinking, plays the hint (Enter) or dismisses it
            event.prevent_default()
            hint = self.hint
            self.close_hint()
            if hint is not None and event.key == "enter" and self._hint_for == self.session.key():
                take(self, hint.action)
            elif hint is None:
                self.say("Hint cancelled.")
            return
        prompt = self.query_one("#prompt", Input)
        if event.key == "escape" and prompt.display:
            event.stop()
            self.message = ""
            self._close_prompt()
        elif event.key == "ctrl+z" and not prompt.display and self.can_act() and not self.session.undo_steps():
            event.stop()  # ^z is off the footer now; say why instead of doing nothing
            self.say(NO_UNDO, error=True)
        elif not prompt.display and (bindings := silent(self, event.key)) and (why := reason(self, bindings[0])):
            event.stop()  # a key that would do nothing says why (app/whynot.py)
            self.say(why, error=True)

    # ------------------------------------------------------------------ the hint (H)
    def action_hint(self) -> None:
        """H: the expert thinks about this player's move in a thread (a moving line shows it); any key cancels."""
        if self._hint_stop is not None or self.hint is not None or not self.can_act():
            return  # (the replay viewer, built on this screen, never acts)
        self.message = ""
        self._hint_for = self.session.key()
        self._hint_stop = threading.Event()
        box = self.query_one("#hint", HintBox)
        box.thinking()
        self._spinner = self.set_interval(0.15, box.thinking)
        self.think_hint(self.session.game.copy(), self._hint_stop)

    @work(exclusive=True, group="hint")
    async def think_hint(self, snapshot: Game, stop: threading.Event) -> None:
        try:
            from ...bots.hint import suggest

            hint = await asyncio.to_thread(suggest, snapshot, stop=stop, **self.hint_budget)
        except Exception as exc:  # noqa: BLE001 - a failing bot must not take the game down
            if not stop.is_set():
                self.close_hint()
                self.say(f"No hint: the computer player failed ({exc}).", error=True)
            return
        if stop.is_set() or self._hint_stop is not stop or self._hint_for != self.session.key():
            return  # cancelled, or the game moved on meanwhile
        self._stop_thinking()
        self.show_hint(hint)

    def show_hint(self, hint: Hint, title: str = "Hint") -> None:
        """Show ``hint`` (for the position ``_hint_for``): its words in the box, its regions marked and selected."""
        self.hint = hint
        if hint.action.kind == "pick" and hint.action.combo is not None:
            self.sel_combo = hint.action.combo - 1
            self.focus_panel = "combos"
        elif hint.regions:
            self.sel_region = hint.regions[0]
            self.focus_panel = "regions"
        self.query_one("#hint", HintBox).show_hint(hint, title)
        self.refresh_view()

    def _stop_thinking(self) -> None:
        if self._hint_stop is not None:
            self._hint_stop.set()
            self._hint_stop = None
        if self._spinner is not None:
            self._spinner.stop()
            self._spinner = None

    def close_hint(self) -> None:
        """Cancel the thinking, or dismiss the hint on screen (its marks leave the map)."""
        self._stop_thinking()
        self.hint = None
        self.query_one("#hint", HintBox).close()
        self.refresh_view()

    def marked_regions(self) -> frozenset[int]:
        """The regions the map marks: the computer player's move on screen, else the hint's."""
        if self.shown is not None:
            return self.shown.regions
        return frozenset(self.hint.regions) if self.hint is not None else frozenset()

    # ------------------------------------------------------------------ other keys
    def action_undo(self) -> None:
        if not self.session.undo_steps():
            self.say(NO_UNDO, error=True)
            return
        if self.session.undo():
            self.message, self.message_error = "Move taken back.", False
            self._auto_key = None
            self.edit = None
            self._enter_phase()
        self.refresh_view()

    def action_save(self) -> None:
        self.sw_app.action_save_game()

    def action_help(self) -> None:
        from .help import HelpScreen

        self.app.push_screen(HelpScreen(self.session.game))

    def action_full_log(self) -> None:
        from .help import LogScreen

        self.app.push_screen(LogScreen(self.session.game, self.viewer, self.reveal_all))

    def action_quit(self) -> None:
        self.sw_app.action_ask_quit()
