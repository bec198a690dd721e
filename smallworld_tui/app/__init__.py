"""The Textual app. ``make_app`` is the one factory used by the CLI, the tests and the screenshot script."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from ..rules import Game
    from .app import SmallWorldApp
    from .replay import Replay


def make_app(game: Game | None = None, bots: list[str] | None = None, board_path: Path | None = None, *,
             data_dir: Path | None = None, bot_delay: float = 0.4, autosave: bool = True,
             load_path: Path | None = None, notice: str = "", served: bool = False,
             pace: str | None = None, replay: Replay | None = None, replay_name: str = "",
             reveal: bool = False, tutorial: bool = False) -> SmallWorldApp:
    """The app: a title screen, or straight into ``game``. ``bots`` gives each seat 'human' or a bot level;
    ``data_dir`` overrides where saves go (else $SMALLWORLD_DATA_DIR or the user's data directory).
    ``load_path``: the save ``game`` was loaded from (an autosave goes on in the same file; ``bots`` are then the
    seats its record names, or for a version 1 save its NAME.seats.json). ``notice``: said once the game shows
    (how the command line's names were normalised). ``served``: played in a browser (``smallworld serve``): every
    typed file is a name in ``data_dir`` (never a path), an autosave is played by one process at a time, and no
    text names a folder of the server. ``pace``: how computer players' moves are played out (app/pace.py; None:
    the one the data folder's settings remember). ``replay``: open that saved game in the replay viewer instead
    (``replay_name`` in its header; ``reveal``: an unfinished game's coins shown too); q then quits. ``tutorial``:
    open the guided first game (``smallworld tutorial``)."""
    from .app import SmallWorldApp
    from .store import legacy_seats

    if load_path is not None and not bots:
        bots = legacy_seats(Path(load_path))

    return SmallWorldApp(game=game, bots=bots, board_path=board_path, data_base=data_dir, bot_delay=bot_delay,
                         autosave=autosave, load_path=Path(load_path) if load_path else None, notice=notice,
                         served=served, pace=pace, replay=replay, replay_name=replay_name, reveal=reveal,
                         tutorial=tutorial)


__all__ = ["make_app"]
