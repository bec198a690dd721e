"""Legal move generation: every move the current player may make now, as a finite menu.

Finite on purpose (one redeploy move per layout, a few named layouts), so a player choosing uniformly at random
always finishes the game. A mixin of ``Game``; legality itself is decided in ``conquest.py`` and the handlers.
Abilities' moves come from their own menus (``AbilityMove.options``): at a waiting question (phase ``STEP``)
that menu is the whole list, besides ``skip``/``end``; at the ``conquer`` point it joins the conquest moves.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import layouts as lay
from .ability import AT_PREPARE, Ability
from .actions import Action, Layout, region_row
from .conquest import _PRICED
from .moves import MoveHandlers
from .phases import OVER, PICK, START, STEP, WITHDRAW
from .pieces import base_pieces, no_moves
from .state import RaceState

_END = Action("end")
_DECLINE = Action("decline")
_SKIP = Action("skip")


class MoveGenerator(MoveHandlers):
    __slots__ = ()

    def _menu(self) -> list[Action]:
        """Every move the current player may make now (``Game.legal_actions``, which remembers it for ``apply``)."""
        phase = self.phase
        if phase is OVER:
            return []
        if phase is WITHDRAW:
            return _withdraw_moves(lay.withdraw_options(self, self.withdraw_queue[0]))
        if phase is STEP:
            return self._step_actions()
        out: list[Action] = []
        if phase is START or phase is PICK:
            if phase is START and not self.mode_decided:
                out.append(_DECLINE)
            ghouls = self._ghouls_to_start()
            if ghouls is not None:
                self._race_actions(ghouls, True, out)
            if phase is PICK:
                coins = self.p[self.seat].coins
                picks = min(len(self.column), coins + 1)  # the combo at index k costs k coins (R-COL-1)
                if self.ruleset.expansions:  # X-INT-2: skip prices differ (Cursed: 3)
                    picks = self.picks_within(coins)
                out += _PICKS[:picks] if picks <= len(_PICKS) else [Action("pick", combo=i + 1) for i in range(picks)]
                if not self.column:
                    out.append(_END)
                return out
            self._race_actions(self._active(), False, out)
            out.append(_END)
            return out
        rs = self._acting()
        self._race_actions(rs, not rs.active, out)
        out.append(_END)
        return out

    def _step_actions(self) -> list[Action]:
        """The waiting question's menu, then ``decline`` (MODE still open), ``skip`` (optional) and ``end``."""
        question = self._question()
        assert question is not None, "phase STEP has a waiting question"
        _, move, rs = question
        out = move.options(self, rs)
        if self.step_at == AT_PREPARE and not self.mode_decided:
            out.append(_DECLINE)
        if move.may or move.default is None and self._skippable(self._point(), self.step_index):
            out.append(_SKIP)
        out.append(_END)
        return out

    def _race_actions(self, rs: RaceState, ghouls: bool, out: list[Action]) -> None:
        """Append the race's moves to ``out``: abandon (before its first conquest), conquer and roll, the abilities'
        moves, then the redeployments (or the question that replaces them)."""
        if not rs.ended:
            avail = self._available(rs)
            rows = _ROWS[1 if ghouls else 0]
            if len(rows[1]) < len(self.r_race):  # a board larger than any before
                rows = _grow_rows(len(self.r_race))[1 if ghouls else 0]
            abandon, conquer, roll = rows
            if not rs.started:
                out += map(abandon.__getitem__, sorted(rs.regions))
            if avail:
                # the die makes up 1 to 3 missing tokens (R-DIE-1), unless an ability forbids the roll
                # (RULING 16: a final attempt needs the race's min_pieces in hand)
                reach = avail if rs.active and (rs.race.no_final_roll or rs.power.no_final_roll
                                                or avail < rs.race.min_pieces) else avail + 3
                # the ruleset's ``targets``, as conquer moves (cost <= avail) and rolls (<= reach): one scan
                # (``conquest.keeping_prices`` keeps the prices for the pieces' menus that read them)
                self.ruleset.target_moves(self, rs, avail, reach, conquer, roll, out)
        if rs.active and not rs.ended and not no_moves(self):  # moves the abilities bring (as a rule none)
            try:
                early = self._ability_actions(rs, out)
            finally:
                if _PRICED[0] is not None:  # the scan's prices served this menu only
                    _PRICED[0] = _PRICED[1] = None
            if early is not None:
                out += early
                return
        # ``Action("redeploy", layout=lo, ghouls=...)`` built from its fields (no keyword parsing): a menu holds many
        new = tuple.__new__
        kind, region, combo, seat, _, regions, camps, _, name = _REDEPLOY
        for lo in lay.redeploy_options(self, rs):
            out.append(new(Action, (kind, region, combo, seat, lo, regions, camps, ghouls, name)))
        if ghouls:
            out.append(_GHOULS_END)

    def _ability_actions(self, rs: RaceState, out: list[Action]) -> list[Action] | None:
        """Append the ``conquer`` point's moves of the race's pieces to ``out`` (only the pending ability's while
        one holds the conquest, like a Berserk roll). When a ``redeploy`` question would wait at the end of the
        conquests (W-TURN-2 step 1), its menu (and ``skip``) replaces the redeployments: return it, else None.
        Asked only when ``no_moves`` is False. Each piece's moves by point are read off the ruleset
        (``conquer_moves``, ``redeployers``, ``waiters``): no move's point is tested here."""
        ruleset = self.ruleset
        pieces: Sequence[Ability]
        if ruleset.pieces is base_pieces:  # ``base_pieces``' list, not built: the current player's active race's
            # race and power, and the held pieces only while one with moves lies face up (``held`` names face-up
            # pieces only: ``no_moves``' reading)
            if rs is not self.p[self.seat].active:
                return None
            up = self.face_up
            extra = ruleset.held(self, rs) if up and not up.isdisjoint(ruleset.movers) else ()
            pieces = (rs.race, rs.power, *extra) if extra else (rs.race, rs.power)
        else:
            pieces = []  # a loop, not a comprehension: on the hot path, each is a function call in CPython 3.11
            for piece, held in ruleset.pieces(self):
                if held is rs:
                    pieces.append(piece)
        holder: Ability | None = None  # the first piece whose ``pending`` holds the others' moves (as a rule none)
        waiters = ruleset.waiters
        if waiters:
            for mine in pieces:
                if mine in waiters and mine.pending(self, rs):
                    holder = mine
                    break
        conquer, redeployers = ruleset.conquer_moves, ruleset.redeployers
        later = False
        for mine in pieces:
            if holder is None or mine is holder:
                moves = conquer.get(mine)
                if moves:
                    for move in moves:
                        out += move.options(self, rs)
            if mine in redeployers:
                later = True
        found = self._redeploy_question(rs) if later else None
        if found is None:
            return None
        _, move, options = found
        return options + ([_SKIP] if move.default is None or move.may else [])


# the shared region moves (actions.region_row) as plain lists by region id: CPython 3.11 indexes a list several
# times faster than it looks up a dict subclass, and a move list holds many of these
Rows = tuple[list[Action], list[Action], list[Action]]  # abandon, conquer, roll
_ROWS: tuple[Rows, Rows] = (([], [], []), ([], [], []))  # the race's, the in-decline Ghouls'


def _grow_rows(regions: int) -> tuple[Rows, Rows]:
    """New rows covering ``regions`` ids, swapped in whole: a thread still reading the old ones finds them intact."""
    global _ROWS
    _ROWS = (_rows(regions, False), _rows(regions, True))
    return _ROWS


def _rows(regions: int, ghouls: bool) -> Rows:
    abandon, conquer, roll = (region_row(kind, ghouls) for kind in ("abandon", "conquer", "roll"))
    ids = range(regions)
    return [abandon[r] for r in ids], [conquer[r] for r in ids], [roll[r] for r in ids]


_GHOULS_END = Action("end", ghouls=True)


def _withdraw_moves(options: list[tuple[Layout, Layout]]) -> list[Action]:
    """``Action("withdraw", layout=lo, camps=c)`` for each option, then ``end``: built from the fields, as the
    redeploy moves are (no keyword parsing per move)."""
    new = tuple.__new__
    kind, region, combo, seat, _, regions, _, ghouls, name = _WITHDRAW
    return [new(Action, (kind, region, combo, seat, lo, regions, c, ghouls, name)) for lo, c in options] + [_END]


_WITHDRAW = Action("withdraw")  # its fields, the layouts replaced, make every withdraw move
_REDEPLOY = Action("redeploy")  # its fields, the layout replaced, make every redeploy move (unpacked by name above)
_PICKS = [Action("pick", combo=i + 1) for i in range(6)]  # shared; the column holds 6 combos (R-SETUP-2)
