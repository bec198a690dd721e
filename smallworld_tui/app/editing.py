"""The layout editor: a redeployment, withdrawal or Encampments set with -/+ before Enter, and the region picker: any
ability move whose argument is regions (``Arg.REGIONS``: the Heroes, or any ruleset's like move), marked with space.

It starts from the engine's own move and prints the result in the engine's notation (``str(Action)``), so the app
never builds a layout rule of its own; the picker offers the regions the engine's menu names, wants as many as its
move names, and the engine still judges the move when it is played (its reason shown when it refuses).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.text import Text

from ..rules import Action, Game
from . import markers
from .theme import plural

WHAT = {"redeploy": ("token", ""), "withdraw": ("withdrawn token", ""), "camps": ("Encampment", "")}


@dataclass
class LayoutEdit:
    """A token layout being edited: redeployment, withdrawal, Encampments or Heroes."""

    kind: str
    total: int
    counts: dict[int, int] = field(default_factory=dict)
    ghouls: bool = False
    camps: tuple[tuple[int, int], ...] = ()
    camp_counts: dict[int, int] | None = None  # withdraw: returned Encampments placed (added) per region
    camp_total: int = 0
    camp_word: tuple[str, str] = ("Encampment", "Encampments")  # what comes back (WoW: the Champion), one / several
    layer: str = "tokens"  # withdraw with returned Encampments: "tokens" or "camps" (n switches)
    set_aside: int = 0  # redeploy: tokens the race sets aside after it (the engine's 'offmap' event)
    aside_by: str = "Amazons"  # the race setting them aside (the Amazons' 4, the Pixies beyond 1 per region)
    picks: bool = False  # a move naming regions (Arg.REGIONS): ``counts`` marks each region 0 or 1, space toggles
    word: tuple[str, str] = ("piece", "")  # what a piece's layout places, one / several (``piece_word``)

    @classmethod
    def from_default(cls, game: Game, default: Action, ghouls: bool = False) -> LayoutEdit:
        """The editor for the engine's default ``default`` (a layout move), over the regions it may change."""
        kind = default.kind
        layout = dict(default.layout)
        if kind == "redeploy":
            counts = dict(layout)
        elif kind == "withdraw":
            counts = {r: layout.get(r, 0) for r in own_regions(game, active_only=False)}
        else:
            counts = {r: layout.get(r, 0) for r in own_regions(game)}
        edit = cls(kind, sum(layout.values()), counts, ghouls=ghouls, camps=default.camps,
                   word=WHAT.get(kind) or piece_word(game, kind))
        if kind == "redeploy":  # R-RACE-AMAZONS: the engine says how many it sets aside
            totals = game.redeploy_totals(ghouls)
            edit.set_aside = totals[1] if totals and dict(default.layout) else 0
            acting = game.acting_race
            edit.aside_by = acting.name if acting is not None else edit.aside_by  # X-RACE-PIXIES too
        if kind == "withdraw" and default.camps:  # R-POW-BIVOUACKING: the owner places returned Encampments too
            placed = dict(default.camps)
            edit.camp_counts = {r: placed.get(r, 0) for r in own_regions(game)}
            edit.camp_total = sum(placed.values())
            back = next((m for m in game.ruleset.markers if m.returns), None)  # one kind per ruleset
            if back is not None and back.kind != "camps":  # W-POW-CHAMPIONING: the returned Champion
                edit.camp_word = (markers.name(game, back.kind), markers.name(game, back.kind, 2))
        return edit

    @classmethod
    def picker(cls, menu: list[Action]) -> LayoutEdit:
        """The picker for a move naming regions, from the engine's menu of it (``menu``, not empty): every region
        some entry names may be marked; the first entry's regions start marked and say how many the move wants."""
        first = menu[0]
        offered = sorted({r for a in menu for r in a.regions})
        counts = {r: int(r in first.regions) for r in offered}
        return cls(first.kind, len(first.regions), counts, picks=True)

    def load(self, action: Action) -> bool:
        """Set the editor to ``action`` (a hinted layout of its kind), so the map shows what Enter would ask about;
        False, the editor unchanged, when it cannot print ``action`` back exactly (another kind, other regions)."""
        if action.kind != self.kind or action.ghouls != self.ghouls:
            return False
        counts, camp_counts = self.counts, self.camp_counts
        if self.picks:
            self.counts = {r: int(r in action.regions) for r in counts}
        else:
            placed = dict(action.layout)
            self.counts = {r: placed.get(r, 0) for r in counts}
            if camp_counts is not None:
                camps = dict(action.camps)
                self.camp_counts = {r: camps.get(r, 0) for r in camp_counts}
        if self.notation() != str(action):
            self.counts, self.camp_counts = counts, camp_counts
            return False
        return True

    @property
    def left(self) -> int:
        return self.total - sum(self.counts.values())

    @property
    def camps_left(self) -> int:
        return self.camp_total - sum((self.camp_counts or {}).values())

    @property
    def editing(self) -> dict[int, int]:
        """The counts the -/+ keys change now."""
        return self.camp_counts if self.layer == "camps" and self.camp_counts is not None else self.counts

    @property
    def editing_left(self) -> int:
        return self.camps_left if self.editing is self.camp_counts else self.left

    def notation(self) -> str:
        """The move this editor builds, printed by the engine's own notation (``str(Action)``)."""
        placed = tuple((r, n) for r, n in sorted(self.counts.items()) if n)
        if self.kind == "redeploy":  # a redeployment lists every region, 0 included (Amazons abandoning)
            return str(Action("redeploy", layout=tuple(sorted(self.counts.items())), ghouls=self.ghouls))
        if self.picks:
            return str(Action(self.kind, regions=tuple(r for r, _ in placed)))
        camps = self.camps
        if self.camp_counts is not None:
            camps = tuple((r, n) for r, n in sorted(self.camp_counts.items()) if n)
        return str(Action(self.kind, layout=placed, camps=camps))

    # ------------------------------------------------------------------ what the screen says about it
    def status(self) -> Text:
        """The status line while editing: what is left to place, the keys, and the move so far."""
        if self.camp_counts is not None:
            one, several = self.camp_word
            text = Text(f"Withdraw: {plural(self.left, 'withdrawn token')} and "
                        f"{self.camps_left} returned {one if self.camps_left == 1 else several} left. ",
                        style="bold")
            text.append((f"-/+ move {several} (n: tokens)" if self.layer == "camps" else
                         f"-/+ move tokens (n: {several})") + ", Enter confirms. ", style="bold")
            text.append(self.notation(), style="dim")
            return text
        if self.picks:
            marked = self.total - self.left
            text = Text(f"{self.kind.capitalize()}: {marked} of {plural(self.total, 'region')} marked "
                        f"(the move wants {self.total}). Space toggles the selected region, Enter confirms, "
                        "Esc clears, e the default. ", style="bold")
            text.append(self.notation(), style="dim")
            return text
        text = Text(f"{self.kind.capitalize()}: {plural(self.left, *self.word)} left", style="bold")
        if self.set_aside:
            text.append(f"; your {self.aside_by} set {self.set_aside} aside until your next turn", style="bold")
        if self.kind == "redeploy" and self.total < len(self.counts):
            text.append(". Too few for every region: 0 abandons one", style="bold")
        text.append(". -/+ move, Enter confirms, Esc cancels. ", style="bold")
        text.append(self.notation(), style="dim")
        return text

    def advice(self, rid: int) -> Text:
        """What the plan puts on region ``rid`` (the region detail's last line while editing)."""
        text = Text()
        if self.kind == "withdraw" and (rid in self.counts or rid in (self.camp_counts or {})):
            text.append(f"Adding here: {plural(self.counts.get(rid, 0), 'token')}", style="bold")
            if self.camp_counts is not None:
                text.append(f", {self.camp_counts.get(rid, 0)} {self.camp_word[1]}", style="bold")
            text.append(".", style="bold")
        elif rid in self.counts and self.kind == "heroes":
            if self.counts[rid]:
                text.append("A Hero stands here: the region is immune until your next redeployment. "
                            "Space takes it back.", style="bold")
            else:
                text.append(f"No Hero here. Space places one ({self.left} left).", style="bold")
        elif rid in self.counts and self.picks:
            if self.counts[rid]:
                text.append(f"Marked for '{self.kind}'. Space unmarks it.", style="bold")
            else:
                text.append(f"Not marked. Space marks it for '{self.kind}' ({self.left} left).", style="bold")
        elif self.picks:
            text.append(f"The engine offers no '{self.kind}' move naming this region.", style="dim")
        elif rid in self.counts:
            text.append(f"Planned here: {self.counts[rid]}.", style="bold")
            if self.kind == "redeploy" and not self.counts[rid]:
                text.append(" With 0 this region is abandoned (R-RACE-AMAZONS).", style="bold")
        else:
            text.append("Not one of the regions in this layout.", style="dim")
        return text


def piece_word(game: Game, kind: str) -> tuple[str, str]:
    """What a piece's layout move places (the Leprechauns' Pots of Gold): the one marker its piece declares, by
    name, one / several; else "piece"."""
    declared = game.ruleset.moves.get(kind)
    kinds = [m.kind for m in declared[0].markers] if declared is not None else []
    if len(kinds) != 1:
        return ("piece", "")
    return (markers.name(game, kinds[0]), markers.name(game, kinds[0], 2))


def own_regions(game: Game, active_only: bool = True) -> list[int]:
    """The regions the player to act holds (``active_only``: with their active race)."""
    seat = game.current_player
    out = []
    for reg in game.board.regions:
        view = game.region(reg.id)
        if view.owner == seat and (not active_only or not view.in_decline):
            out.append(reg.id)
    return out
