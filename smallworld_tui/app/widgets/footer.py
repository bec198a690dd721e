"""The key footer, rebuilt only when the keys it shows change.

Textual's ``Footer`` recomposes (removes and mounts every key) each time a screen refreshes its bindings, which the
game screen does after every move and selection: most of those times nothing it shows has changed, and each
recompose restyles, lays out and redraws the whole screen (about half the CPU of a game played by keys)."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.reactive import reactive
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey

LEAVE = ("save", "quit")  # the keys that leave a game safely: first on a narrow footer, whose tail is cut


class Footer(TextualFooter):
    _shown: Any = None  # what the last compose showed
    narrow = reactive(False, recompose=True)  # below 100 columns: the keys in LEAVE first (the game screen sets it)

    def compose(self) -> ComposeResult:
        """Textual's footer (the app uses no binding groups), the keys in ``LEAVE`` first when ``narrow``."""
        if not self._bindings_ready:
            return
        seen: dict[str, tuple[Any, bool, str]] = {}
        for _, binding, enabled, tooltip in self.screen.active_bindings.values():
            if binding.show:
                seen.setdefault(binding.action, (binding, enabled, tooltip))
        keys = list(seen.values())
        if self.narrow:
            keys.sort(key=lambda k: k[0].action not in LEAVE)
        self.styles.grid_size_columns = len(keys)
        for binding, enabled, tooltip in keys:
            key = FooterKey(binding.key, self.app.get_key_display(binding), binding.description, binding.action,
                            disabled=not enabled, tooltip=tooltip)
            key.compact = self.compact
            yield key

    def watch_compact(self, compact: bool) -> None:
        """The keys follow the footer's ``compact`` (what ``data_bind`` did, without the watcher that outlives them)."""
        for key in self.query_children(FooterKey):
            key.compact = compact

    def _keys(self) -> Any:
        """Everything ``compose`` reads from the screen and the app."""
        if not self._bindings_ready:
            return None
        keys = tuple((b.key, b.action, b.description, b.group, b.show, enabled, tooltip)
                     for (_, b, enabled, tooltip) in self.screen.active_bindings.values())
        return keys, self.compact, self.narrow, self.show_command_palette and self.app.ENABLE_COMMAND_PALETTE

    async def recompose(self) -> None:
        if not self.is_attached or self._pruning:
            return
        keys = self._keys()
        if keys is not None and keys == self._shown and self.children:
            return
        self._shown = keys
        await super().recompose()
