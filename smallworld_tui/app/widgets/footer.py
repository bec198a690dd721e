"""The key footer, rebuilt only when the keys it shows change.

Textual's ``Footer`` recomposes (removes and mounts every key) each time a screen refreshes its bindings, which the
game screen does after every move and selection: most of those times nothing it shows has changed, and each
recompose restyles, lays out and redraws the whole screen (about half the CPU of a game played by keys)."""

from __future__ import annotations

from typing import Any

from textual.widgets import Footer as TextualFooter


class Footer(TextualFooter):
    _shown: Any = None  # what the last compose showed

    def _keys(self) -> Any:
        """Everything ``compose`` reads from the screen and the app."""
        if not self._bindings_ready:
            return None
        keys = tuple((b.key, b.action, b.description, b.group, b.show, enabled, tooltip)
                     for (_, b, enabled, tooltip) in self.screen.active_bindings.values())
        return keys, self.compact, self.show_command_palette and self.app.ENABLE_COMMAND_PALETTE

    async def recompose(self) -> None:
        if not self.is_attached or self._pruning:
            return
        keys = self._keys()
        if keys is not None and keys == self._shown and self.children:
            return
        self._shown = keys
        await super().recompose()
