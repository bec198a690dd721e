"""Save and load screens: named slots showing players, turn and date."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Input, OptionList, Static
from textual.widgets.option_list import Option

from ..session import list_slots, slot_path


def _label(slot, slots) -> str:
    extra = f"  [{slot.error}]" if slot.error else ""
    name_w, players_w, turn_w = (max(len(getattr(s, attr)) for s in slots) for attr in ("name", "players", "turn"))
    return f"{slot.name:<{name_w}} {slot.players:<{players_w}} {slot.turn:<{turn_w}} {slot.date}{extra}"


class SaveScreen(ModalScreen[None]):
    """Type a slot name (or pick one to overwrite) and press Enter."""

    BINDINGS = [Binding("escape", "cancel", "cancel")]

    def compose(self) -> ComposeResult:
        slots = list_slots(self.app.data_base)  # type: ignore[attr-defined]
        game = self.app.session.game  # type: ignore[attr-defined]
        default = "-".join(game.players).lower() + f"-t{game.turn}"
        with Vertical(classes="dialog wide"):
            yield Static("Save the game: a slot name, then Enter", classes="dialog-title")
            yield Input(default, id="slot")
            yield Static("Existing slots (Enter on one overwrites it):", classes="dim")
            yield OptionList(*[Option(_label(s, slots), id=s.name) for s in slots], id="slots")
            yield Static("", id="status")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#slot", Input).focus()

    @on(Input.Submitted, "#slot")
    def _typed(self, event: Input.Submitted) -> None:
        self._save(event.value)

    @on(OptionList.OptionSelected, "#slots")
    def _picked(self, event: OptionList.OptionSelected) -> None:
        self._save(str(event.option.id))

    def _save(self, name: str) -> None:
        if not name.strip():
            self.query_one("#status", Static).update("Give the slot a name.")
            return
        path = slot_path(name, self.app.data_base)  # type: ignore[attr-defined]
        try:
            self.app.session.save(path)  # type: ignore[attr-defined]
        except OSError as exc:
            self.query_one("#status", Static).update(f"Could not save: {exc}")
            return
        self.app.notify(f"Saved as '{path.stem}'.")
        self.dismiss(None)

    def action_cancel(self) -> None:
        self.dismiss(None)


class LoadScreen(ModalScreen[None]):
    """Pick a slot; a corrupt save is refused with the engine's reason."""

    BINDINGS = [Binding("escape", "cancel", "cancel"), Binding("enter", "load", "load", key_display="⏎", priority=True)]

    def compose(self) -> ComposeResult:
        slots = list_slots(self.app.data_base)  # type: ignore[attr-defined]
        with Vertical(classes="dialog wide"):
            yield Static("Load a game: highlight it, then Enter", classes="dialog-title")
            if slots:
                yield OptionList(*[Option(_label(s, slots), id=s.name) for s in slots], id="slots")
            else:
                yield Static("No saved games yet.", classes="dim")
            yield Static("", id="status", classes="error")
        yield Footer()

    def on_mount(self) -> None:
        if self.query("#slots"):
            self.query_one("#slots").focus()

    @on(OptionList.OptionSelected, "#slots")
    def _picked(self, event: OptionList.OptionSelected) -> None:
        path = slot_path(str(event.option.id), self.app.data_base)  # type: ignore[attr-defined]
        error = self.app.load_path(path)  # type: ignore[attr-defined]
        if error:
            self.query_one("#status", Static).update(f"Cannot load '{path.stem}': {error}")

    def action_load(self) -> None:  # the footer's Enter; the slot list itself answers Enter when focused
        if self.query("#slots"):
            self.query_one("#slots", OptionList).action_select()

    def action_cancel(self) -> None:
        self.dismiss(None)
