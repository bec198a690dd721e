"""Small World of Warcraft's own part of the game state (``Ruleset.state``; the core's ``RulesetState``, state.py).

Where the 12 Artifact and Place markers lie (W-AP, artifacts.py) and the Goblins' bombs (W-RACE-GOBLINS,
goblins.py): declared here, copied, digested, written in positions and re-dealt by ``Game.determinized`` through
the hooks below, so the core's ``GameState`` names none of them. Which markers lie face up is the core's
``GameState.face_up``: the contract of the ruleset's ``held`` hook, read by the hot paths without a call.
WoW's modules read these fields typed: ``ws: WowState = g.ruleset_state``.

Its keys of a position (position.py)::

    # the Artifact and Place markers on the map, face up or down (default: none), and those aside face down, top
    # first (default: every other one, in the table's order)
    "ap_markers": {"Karazhan": {"region": 4, "up": false}}, "ap_aside": ["Doomhammer", ...],
    # the Goblins' bombs (W-RACE-GOBLINS), 1 live, 0 a dud: their face-down stack, top first, and those in the box
    # (default: none); a bomb on the map is a "bomb" marker, live where the "bomb_live" marker is too
    "bombs": [1, 0, 0], "bomb_box": [1]
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state import RulesetState
from .artifacts import AP_MARKERS
from .goblins import BOMB, LIVE, redeal_bombs

if TYPE_CHECKING:  # pragma: no cover
    from ..core import GameCore

__all__ = ["WowState"]


class WowState(RulesetState):
    __slots__ = ("ap_region", "ap_aside", "bombs", "bomb_box")
    ap_region: dict[str, int]  # Artifact or Place marker -> the region it lies in (face up if in ``g.face_up``)
    ap_aside: list[str]  # markers face down off the map, top first: the pool the Well of Eternity draws from
    # the bombs, 1 live and 0 a dud: the Goblins' face-down stack, top first, and those revealed, in the box (out of
    # the game); a bomb on the map is a ``bomb`` marker, live where the hidden ``bomb_live`` marker is too
    bombs: list[int]
    bomb_box: list[int]

    position_keys = frozenset({"ap_markers", "ap_aside", "bombs", "bomb_box"})

    def __init__(self) -> None:
        self.ap_region = {}
        self.ap_aside = []
        self.bombs = []
        self.bomb_box = []

    def digest(self, g: GameCore) -> list[Any]:
        """The markers (where, face up or down, those aside) on islands; the bombs once the Goblins have some (a game
        without them digests as before they existed)."""
        parts: list[Any] = []
        if g.board.parts:
            parts.append((sorted(self.ap_region.items()), sorted(g.face_up), list(self.ap_aside)))
        if self.bombs or self.bomb_box:
            parts.append((list(self.bombs), list(self.bomb_box)))
        return parts

    def position(self, g: GameCore) -> dict[str, Any]:
        if not g.board.parts:
            return {}
        return {"ap_markers": {name: {"region": rid, "up": name in g.face_up} for name, rid in self.ap_region.items()},
                "ap_aside": list(self.ap_aside), "bombs": list(self.bombs), "bomb_box": list(self.bomb_box)}

    def read_position(self, g: GameCore, position: dict[str, Any]) -> None:
        """The Artifact and Place markers (replacing the dealt ones) and the bombs of a position."""
        if not g.board.parts:
            if self.position_keys & set(position):
                raise ValueError("Artifacts, Places and bombs lie only on islands (Small World of Warcraft).")
            return
        n = len(g.board.regions)
        self.ap_region, g.face_up = {}, set()
        for name, spec in dict(position.get("ap_markers", {})).items():
            if name not in AP_MARKERS or set(spec) - {"region", "up"}:
                raise ValueError(f"Unknown Artifact or Place marker or key: {name!r}: {spec!r}.")
            rid, up = spec["region"], spec.get("up", False)
            if type(rid) is not int or not 0 <= rid < n or type(up) is not bool:
                raise ValueError(f"{name}: 'region' must be a region of the map and 'up' true or false.")
            self.ap_region[name] = rid
            if up:
                g.face_up.add(name)
        aside = [str(x) for x in position.get("ap_aside", [m for m in AP_MARKERS if m not in self.ap_region])]
        if any(m not in AP_MARKERS or m in self.ap_region for m in aside) or len(set(aside)) != len(aside):
            raise ValueError("'ap_aside' must name Artifact and Place markers not on the map, each once.")
        self.ap_aside = aside
        for key in ("bombs", "bomb_box"):
            bombs = position.get(key, [])
            if not isinstance(bombs, list) or any(b not in (0, 1) or type(b) is not int for b in bombs):
                raise ValueError(f"'{key}' must list bombs as 1 (live) or 0 (a dud).")
            setattr(self, key, list(bombs))
        on_map, live_on_map = sum(g.markers.get(BOMB.kind, ())), sum(g.markers.get(LIVE.kind, ()))
        live = self.bombs.count(1) + self.bomb_box.count(1) + live_on_map
        if live > 6 or len(self.bombs) + len(self.bomb_box) + on_map - live > 6:  # W-COMP-3
            raise ValueError("There are 6 live bombs and 6 duds (W-COMP-3).")

    def redeal(self, g: GameCore) -> None:
        """The face-down Artifact and Place markers (W-AP) among their places, on the map and aside; the unrevealed
        bombs (W-RACE-GOBLINS) among theirs. The deal starts from what every player sees (the places, sorted, and
        the names not face up, sorted), so two games differing only in what lies face down give the same copy."""
        up = g.face_up
        down = [name for name in self.ap_region if name not in up]
        if down or self.ap_aside:
            slots = sorted(self.ap_region[name] for name in down)
            hidden = sorted(down + self.ap_aside)
            g.rng.shuffle(hidden)
            self.ap_region = {**{name: rid for name, rid in sorted(self.ap_region.items()) if name in up},
                              **dict(zip(hidden, slots))}
            self.ap_aside = hidden[len(slots):]
        if self.bombs or any(g.markers.get(BOMB.kind, ())):
            redeal_bombs(g, g.rng)

    def seen_in(self, g: GameCore, rid: int) -> tuple[str, ...]:
        """W-AP-1: the markers in ``rid`` as every player sees them (a face-down one is "?")."""
        if not self.ap_region:
            return ()
        up = g.face_up
        return tuple(sorted(name if name in up else "?" for name, at in self.ap_region.items() if at == rid))
