"""The title screen and the new-game form.

The title is the app's first frame: it draws before the engine is imported. Its Resume line needs the autosaves
read (through the engine's ``read_save``), so it is filled in right after that first frame.
"""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Input, Label, OptionList, Select, SelectionList, Static
from textual.widgets.option_list import Option

from ..store import BOARDS, NotAName, confined, list_unfinished
from ..widgets.footer import Footer

LOGO = r"""
  ___              _ _  __      __       _    _
 / __|_ __  __ _ _| | | \ \    / /__ _ _| |__| |
 \__ \ '  \/ _` | | | |  \ \/\/ / _ \ '_| / _` |
 |___/_|_|_\__,_|_|_|_|   \_/\_/\___/_| |_\__,_|
"""

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


class TitleScreen(Screen[None]):
    BINDINGS = [Binding("q", "app.quit", "quit"), Binding("n", "new", "new game"), Binding("t", "learn", "learn"),
                Binding("l", "load", "load"), Binding("r", "resume", "resume")]

    def resume_label(self) -> tuple[str, bool]:
        """The Resume line: how many unfinished games there are, or why there is nothing to resume."""
        base = self.app.data_base  # type: ignore[attr-defined]
        try:
            games = list_unfinished(base)
        except OSError:  # the reason in full is on the Resume screen (r)
            return "Resume: data folder unreadable", True
        if not games:
            return "Resume: no unfinished game", False
        if len(games) == 1:
            game = games[0]
            return f"Resume: {game.ruleset}, {game.players[:18]}, {game.turn}", True
        return f"Resume one of {len(games)} unfinished games", True

    def compose(self) -> ComposeResult:
        with Vertical(id="title"):
            yield Static(LOGO, id="logo")
            yield Static("The board game, hot-seat for 2 to 5 players, in your terminal.", id="tagline")
            yield OptionList(
                Option("New game", id="new"),
                Option("Learn to play", id="learn"),
                Option("Load game", id="load"),
                Option("Resume", id="resume", disabled=True),  # filled in after the first frame
                Option("Quit", id="quit"),
                id="menu",
            )
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#menu").focus()
        self.call_after_refresh(self.show_resume)

    def show_resume(self) -> None:
        if not self.is_attached:  # already left (a key pressed within the first frame)
            return
        label, resume = self.resume_label()
        menu = self.query_one("#menu", OptionList)
        menu.replace_option_prompt("resume", Text(label))
        if resume:
            menu.enable_option("resume")

    @on(OptionList.OptionSelected, "#menu")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        choice = event.option.id
        if choice == "new":
            self.action_new()
        elif choice == "learn":
            self.action_learn()
        elif choice == "load":
            self.action_load()
        elif choice == "resume":
            self.action_resume()
        else:
            self.app.exit()

    def action_new(self) -> None:
        self.app.push_screen(NewGameScreen())

    def action_learn(self) -> None:
        """The guided first game against the computer (app/tutorial.py)."""
        self.app.start_tutorial()  # type: ignore[attr-defined]

    def action_load(self) -> None:
        from .saves import LoadScreen

        self.app.push_screen(LoadScreen())

    def action_resume(self) -> None:
        """One unfinished game opens at once; several are listed, newest first."""
        from .saves import LoadScreen

        try:
            games = list_unfinished(self.app.data_base)  # type: ignore[attr-defined]
        except OSError:
            games = []  # the Resume screen says why
        if len(games) == 1 and not games[0].error:
            self.app.load_path(games[0].path)  # type: ignore[attr-defined]
        else:
            self.app.push_screen(LoadScreen(resume=True))


ALL_PACKS = "all"  # the expansions list's first entry: every pack, or (toggled off) none


class NewGameScreen(Screen[None]):
    """The game (Small World or Small World of Warcraft), the expansions over it (a toggle per pack, plus all/none:
    space toggles), players 2-5, names, seat kinds (human or a bot level),
    seed, and an optional board file (Small World) or set of islands (Warcraft). Served in a browser, the board is
    a name from the data folder's ``boards/`` (never a path); f2 starts where a browser keeps ctrl+n."""

    BINDINGS = [Binding("escape", "back", "back"), Binding("ctrl+n,f2", "start", "start", key_display="^n/f2")]

    def compose(self) -> ComposeResult:
        from ...rules.packs import find_pack, packs
        from ...rules.registry import rulesets
        from ..session import HUMAN, bot_levels

        levels = bot_levels()
        self.games = {r.key: r for r in rulesets()}  # the choice of ruleset: every one the registry knows
        kinds = [("Human", HUMAN)] + [(f"Bot: {lvl}", lvl) for lvl in levels]
        with Vertical(id="newgame"):
            yield Static("New game", classes="dialog-title")
            with Horizontal(classes="row"):
                yield Label("Game", classes="field")
                yield Select([(r.name, key) for key, r in self.games.items()], value="base", allow_blank=False,
                             id="ruleset")
            self.packs = packs()  # key -> printed name: every pack known, shown literally
            self.packs_over = {find_pack(key).over for key in self.packs}  # the games they extend (the base game)
            with Horizontal(classes="row", id="packs-row"):
                yield Label("Expansions", classes="field")
                yield SelectionList[str]((Text("  all / none"), ALL_PACKS),
                                         *((Text(f"  {name} ({key})"), key) for key, name in self.packs.items()),
                                         id="packs")
            with Horizontal(classes="row"):
                yield Label("Players", classes="field")
                yield Select([(str(n), n) for n in range(2, 6)], value=2, allow_blank=False, id="count")
            for seat in range(5):
                with Horizontal(classes="row seat", id=f"seat{seat}"):
                    yield Label(f"Seat {seat + 1}", classes="field")
                    yield Input(NAMES[seat], id=f"name{seat}", classes="name")
                    yield Select(kinds, value=HUMAN, allow_blank=False, id=f"kind{seat}")
            if levels:  # how each level plays and how long it thinks (the README's figures)
                from ...bots import LEVEL_WORDS

                yield Static(Text(" · ".join(f"{lvl}: {LEVEL_WORDS.get(lvl, '')}" for lvl in levels)),
                             id="levels", classes="dim")
            with Horizontal(classes="row", id="think-row"):
                yield Label("Expert thinks", classes="field")
                yield Input(placeholder="seconds per decision (default 1)", id="think")
            with Horizontal(classes="row"):
                yield Label("Seed", classes="field")
                yield Input(placeholder="random", id="seed", type="integer")
            with Horizontal(classes="row"):  # how the computer players' moves are played out (app/pace.py)
                from ..pace import PACES, stored_pace

                pace = self.app.pace or stored_pace(self.app.data_base)[0]  # type: ignore[attr-defined]
                yield Label("Pace", classes="field")
                yield Select([(p, p) for p in PACES], value=pace, allow_blank=False, id="pace")
            with Horizontal(classes="row", id="islands-row"):
                yield Label("Islands", classes="field")
                yield Input(placeholder="drawn by the seed, or faces such as L1a,M2b,S1a", id="islands")
            with Horizontal(classes="row", id="board-row"):
                if self.app.served:  # type: ignore[attr-defined]
                    yield Label("Board", classes="field")
                    yield Input(placeholder="the official map, or the name of a board the server offers", id="board")
                else:
                    yield Label("Board file", classes="field")
                    board = str(self.app.board_path or "")  # type: ignore[attr-defined]
                    yield Input(board, placeholder="the official map for the player count", id="board")
            if not levels:
                yield Static("Computer players are not installed yet: every seat is human.", classes="dim")
            yield Static("", id="error", classes="error")
            yield Button("Start", id="start", variant="primary")
        yield Footer()

    def on_mount(self) -> None:
        self._show_seats(2)
        self._show_game("base")
        self.query_one("#ruleset").focus()

    @on(Select.Changed, "#ruleset")
    def _ruleset(self, event: Select.Changed) -> None:
        self._show_game(str(event.value))

    def _show_game(self, key: str) -> None:
        """A ruleset on islands (Warcraft) takes the islands (chosen or drawn), another a board file or the official
        map."""
        islands = self.games[key].islands
        self.query_one("#islands-row").display = islands
        self.query_one("#board-row").display = not islands
        self.query_one("#packs-row").display = self.games[key].name in self.packs_over  # X-INT: over the base game

    @on(SelectionList.SelectionToggled, "#packs")
    def _pack_toggled(self, event: SelectionList.SelectionToggled[str]) -> None:
        """'all / none' selects every pack or none; a pack toggled on its own ticks 'all' when it completes them."""
        chosen = self.query_one("#packs", SelectionList)
        if event.selection.value == ALL_PACKS:
            for key in self.packs:
                (chosen.select if ALL_PACKS in chosen.selected else chosen.deselect)(key)
        elif set(self.packs) <= set(chosen.selected):
            chosen.select(ALL_PACKS)
        else:
            chosen.deselect(ALL_PACKS)
        self._tick_packs(chosen)

    def _tick_packs(self, chosen: SelectionList[str]) -> None:
        """A ticked entry says so in words too (✓), not by the toggle's colour alone."""
        labels = ["all / none", *(f"{name} ({key})" for key, name in self.packs.items())]
        for index, (value, label) in enumerate(zip((ALL_PACKS, *self.packs), labels, strict=True)):
            chosen.replace_option_prompt_at_index(index, Text(("✓ " if value in chosen.selected else "  ") + label))

    def expansions(self) -> list[str]:
        """The packs ticked, in the order listed (none when the game is not the one they extend)."""
        if not self.query_one("#packs-row").display:
            return []
        ticked = self.query_one("#packs", SelectionList).selected
        return [key for key in self.packs if key in ticked]

    @on(Select.Changed, "#count")
    def _count(self, event: Select.Changed) -> None:
        self._show_seats(int(str(event.value)))

    def _show_seats(self, n: int) -> None:
        for seat in range(5):
            self.query_one(f"#seat{seat}").display = seat < n
        self._show_think()

    @on(Select.Changed, ".seat Select")
    def _kind(self) -> None:
        self._show_think()

    def _show_think(self) -> None:
        """The thinking time is asked only while some seat is a bot that thinks (expert)."""
        from ...bots import THINKING

        n = int(str(self.query_one("#count", Select).value))
        kinds = [str(self.query_one(f"#kind{s}", Select).value) for s in range(n)]
        self.query_one("#think-row").display = any(k in THINKING for k in kinds)

    @on(Button.Pressed, "#start")
    def _start(self) -> None:
        self.action_start()

    @on(Input.Submitted)
    def _submitted(self) -> None:
        self.action_start()

    def action_start(self) -> None:
        n = int(str(self.query_one("#count", Select).value))
        names = [self.query_one(f"#name{s}", Input).value.strip() for s in range(n)]
        seats = [str(self.query_one(f"#kind{s}", Select).value) for s in range(n)]
        seed_text = self.query_one("#seed", Input).value.strip()
        ruleset = str(self.query_one("#ruleset", Select).value)
        on_islands = self.games[ruleset].islands
        board = self.query_one("#board", Input).value.strip() if not on_islands else ""
        islands = self.query_one("#islands", Input).value.strip() if on_islands else ""
        from ...rules import SetupError
        from ...rules.limits import seed_from_text  # the bound of every game's seed (the engine is loaded by now)

        try:
            seed = seed_from_text(seed_text) if seed_text else None
        except SetupError as exc:  # a 5,000-digit seed crashed the app here (int() refuses over 4,300 digits)
            self.query_one("#error", Static).update(Text(str(exc)))
            return
        think = self.query_one("#think", Input).value.strip()
        if think and self.query_one("#think-row").display:
            from ...bots import THINKING, check_think, seat_kind

            try:
                seconds = check_think(think)
                seats = [seat_kind(s, seconds) if s in THINKING else s for s in seats]
            except ValueError as exc:
                self.query_one("#error", Static).update(Text(f"Expert thinks: {exc}"))
                return
        path = Path(board) if board else None
        if board and self.app.served:  # type: ignore[attr-defined]
            try:
                path = confined(board, self.app.data_base, BOARDS, ".yaml")  # type: ignore[attr-defined]
            except NotAName as exc:
                self.query_one("#error", Static).update(Text(str(exc)))
                return
        error = self.app.new_game(n, names, seats, seed, path, ruleset=ruleset,  # type: ignore[attr-defined]
                                  islands=islands or None, pace=str(self.query_one("#pace", Select).value),
                                  expansions=self.expansions())
        if error:
            self.query_one("#error", Static).update(Text(error))

    def action_back(self) -> None:
        self.app.pop_screen()
