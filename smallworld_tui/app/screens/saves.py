"""Save, load and resume screens: named slots (or unfinished games) showing players, turn and date.

A file that cannot be read is listed with its reason and refused on Enter; a folder that cannot be read or
written is said in words. Every name shown is literal text (never markup).
"""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from ...safetext import printable
from .. import theme
from ..store import SLOTS, NotAName, SlotInfo, confined, list_finished, list_slots, list_unfinished, slot_path
from ..widgets.footer import Footer


def _label(slot: SlotInfo, slots: list[SlotInfo], with_name: bool = True) -> Text:
    """One line (at 80 columns too): slot name, players, turn, date, and the reason it cannot load, if any."""
    caps = {"name": 24 if with_name else 0, "players": 30, "turn": 11}
    widths = {attr: min(cap, max(len(getattr(s, attr)) for s in slots)) for attr, cap in caps.items()}
    text = Text(no_wrap=True, overflow="ellipsis")
    for attr, width in widths.items():
        if width:
            value = getattr(slot, attr)
            value = value if len(value) <= width else value[:width - 1] + "…"
            text.append(f"{value:<{width}} ")
    text.append(slot.date)
    if slot.over and not slot.error:
        text.append("  Watch", style="bold")
    if slot.error:
        text.append(f"  {slot.error[:120]}", style="dim italic")
    return text


def _options(slots: list[SlotInfo], with_name: bool = True) -> list[Option]:
    return [Option(_label(s, slots, with_name), id=str(i)) for i, s in enumerate(slots)]


def target_path(typed: str, base: Path | None, served: bool = False) -> Path:
    """Where a typed slot goes: a path (starting with '/', '~/', './' or '../') as typed, '.json' added; anything
    else names a slot in the saves folder (so a name with a '/' inside stays a slot name). ``served``: a name in
    the saves folder only (NotAName for anything like a path)."""
    if served:
        return confined(typed, base, SLOTS, ".json")
    text = typed.strip()
    if text.startswith(("/", "~/", "./", "../")):
        path = Path(text).expanduser()
        return path if path.suffix == ".json" else path.with_name(path.name + ".json")
    return slot_path(text, base)


class SaveScreen(ModalScreen[None]):
    """Type a slot name, or (in a terminal) a path such as ~/games/mine.json, or pick a slot to overwrite; Enter."""

    BINDINGS = [Binding("escape", "cancel", "cancel")]

    def compose(self) -> ComposeResult:
        problem = ""
        self.served = self.app.served  # type: ignore[attr-defined]
        try:
            self.slots = list_slots(self.app.data_base)  # type: ignore[attr-defined]
        except OSError as exc:
            self.slots = []
            problem = self._folder_problem(exc)
        game = self.app.session.game  # type: ignore[attr-defined]
        default = "-".join(game.players).lower() + f"-t{game.turn}"
        title = "a slot name" if self.served else "a slot name (or a path)"
        with Vertical(classes="dialog wide"):
            yield Static(f"Save the game: {title}, then Enter", classes="dialog-title")
            yield Input(printable(default)[:40], id="slot")
            yield Static("Existing slots (Enter on one overwrites it):", classes="dim")
            yield OptionList(*_options(self.slots), id="slots")
            yield Static(theme.literal(problem), id="status")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#slot", Input).focus()

    @on(Input.Submitted, "#slot")
    def _typed(self, event: Input.Submitted) -> None:
        self._save(event.value)

    @on(OptionList.OptionSelected, "#slots")
    def _picked(self, event: OptionList.OptionSelected) -> None:
        slot = self.slots[int(event.option.id or 0)]
        self._save_to(slot.path)

    def _folder_problem(self, exc: OSError) -> str:
        if self.served:
            return f"The saves folder cannot be used ({exc.strerror or type(exc).__name__})."
        return (f"The saves folder cannot be used ({exc.strerror or exc}): type a path such as "
                "~/smallworld.json to save elsewhere.")

    def _status(self, message: str) -> None:
        self.query_one("#status", Static).update(theme.literal(message))

    def _save(self, name: str) -> None:
        if not name.strip():
            self._status("Give the slot a name.")
            return
        try:
            path = target_path(name, self.app.data_base, self.served)  # type: ignore[attr-defined]
        except NotAName as exc:
            self._status(str(exc))
            return
        except OSError as exc:
            self._status(self._folder_problem(exc))
            return
        self._save_to(path)

    def _save_to(self, path: Path) -> None:
        try:
            self.app.session.save(path)  # type: ignore[attr-defined]
        except OSError as exc:
            if self.served:
                self._status(f"Could not save '{path.stem}': {exc.strerror or type(exc).__name__}.")
            else:
                self._status(f"Could not save into {path}: {exc.strerror or exc}. Try another name or a path.")
            return
        self.app.say(f"Saved as '{path.stem}'." if self.served else f"Saved as '{path.stem}' ({path}).")  # type: ignore
        self.dismiss(None)

    def action_cancel(self) -> None:
        self.dismiss(None)


class LoadScreen(ModalScreen[None]):
    """Pick a slot (or, with ``resume``, an unfinished game); a damaged one is refused with the reason. Load also
    lists the autosaves of finished games: a finished game opens in the replay viewer ("Watch")."""

    BINDINGS = [Binding("escape", "cancel", "cancel"), Binding("enter", "load", "load", key_display="⏎", priority=True)]

    def __init__(self, resume: bool = False) -> None:
        super().__init__()
        self.resume = resume

    def compose(self) -> ComposeResult:
        base = self.app.data_base  # type: ignore[attr-defined]
        problem = ""
        try:
            self.slots = list_unfinished(base) if self.resume else list_slots(base) + list_finished(base)
        except OSError as exc:
            self.slots = []
            if self.app.served:  # type: ignore[attr-defined]
                problem = f"The data folder cannot be read: {exc.strerror or type(exc).__name__}."
            else:
                problem = f"The data folder {base} cannot be read: {exc.strerror or exc}."
        title = ("Resume a game (newest first): highlight it, then Enter" if self.resume else
                 "Load a game, or watch a finished one: highlight it, then Enter")
        empty = ("No unfinished game: every game played here has ended (or none was started yet)."
                 if self.resume else "No saved games yet (ctrl+s saves during a game).")
        with Vertical(classes="dialog wide"):
            yield Static(title, classes="dialog-title")
            if self.slots:
                yield OptionList(*_options(self.slots, with_name=not self.resume), id="slots")
            else:
                yield Static(theme.literal(problem or empty), classes="dim")
            yield Static("", id="status", classes="error")
        yield Footer()

    def on_mount(self) -> None:
        if self.query("#slots"):
            self.query_one("#slots").focus()

    @on(OptionList.OptionSelected, "#slots")
    def _picked(self, event: OptionList.OptionSelected) -> None:
        slot = self.slots[int(event.option.id or 0)]
        opened = self.app.replay_path if slot.over else self.app.load_path  # type: ignore[attr-defined]
        error = slot.error or opened(slot.path)
        if error:
            self.query_one("#status", Static).update(theme.literal(f"Cannot load '{slot.name}': {error}"))

    def action_load(self) -> None:  # the footer's Enter; the slot list itself answers Enter when focused
        if self.query("#slots"):
            self.query_one("#slots", OptionList).action_select()

    def action_cancel(self) -> None:
        self.dismiss(None)
