"""Where a turn stands: the ``Phase`` enum and its one table (DESIGN.md, "Phases are an enum with one table").

Per phase the table says which move kinds may be legal, what ``end`` does there (the name of the flow step it
runs, see ``Game._h_end``) and the hint a player reads when he tries something else. While an ability's question
waits (a Fortress to place, an ally to name…) the phase is ``STEP``: the question's own move is legal besides
``skip``/``end`` (``decline`` only at the ``prepare`` point, where MODE is still open), and the hint is the
question's (``Game.step``). ``Phase`` is a ``StrEnum``:
its value is the word saves, logs and older callers know ("conquer").
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Phase(StrEnum):
    START = "start"  # an active race, MODE not decided: decline or expand (R-TURN-2)
    PICK = "pick"  # no active race: pick a combo (R-COL)
    CONQUER = "conquer"  # conquering (R-CONQ), or the in-decline Ghouls' phase
    REDEPLOY = "redeploy"  # conquests ended by a rule: redeploy (R-REDEP)
    STEP = "step"  # a question an ability asks at a turn point waits (``Game.step``: its move, its hint)
    WITHDRAW = "withdraw"  # R-CONQ-12: an owner places withdrawn tokens (current_player is that owner)
    BETWEEN = "between"  # inside the engine only, never seen between two moves
    OVER = "over"  # the game is over (R-END)

    @property
    def moves(self) -> frozenset[str]:
        return PHASES[self].moves

    @property
    def hint(self) -> str:
        return PHASES[self].hint

    @property
    def end_step(self) -> str:
        return PHASES[self].end_step


@dataclass(frozen=True, slots=True)
class PhaseInfo:
    moves: frozenset[str]  # the move kinds that may be legal in this phase
    end_step: str  # the Game method ``end`` runs here, one step at a time ("" = ``end`` stops)
    hint: str  # what to do now, in words (also the message of a move made in the wrong phase); {player}: who acts,
    # {step}: the waiting question's hint


def _info(moves: str, end_step: str, hint: str) -> PhaseInfo:
    return PhaseInfo(frozenset(moves.split()), end_step, hint)


_CONQUEST = "abandon conquer roll redeploy end"  # and the moves the race's abilities offer at the conquer point
PHASES: dict[Phase, PhaseInfo] = {
    Phase.START: _info("decline pick " + _CONQUEST, "_end_start",
                       "Decline ('decline'), or expand: conquer ('conquer R') or end the turn ('end')."),
    Phase.PICK: _info("pick end " + _CONQUEST, "_end_pick", "Pick a combo first ('pick 1' to 'pick 6')."),
    Phase.CONQUER: _info(_CONQUEST, "_end_conquer", "Conquer ('conquer R'), redeploy ('redeploy R:n …') or end "
                                                    "the turn ('end')."),
    Phase.REDEPLOY: _info("redeploy end", "_end_conquer", "Your conquests are over: redeploy ('redeploy R:n …') or "
                                                          "keep the default ('end')."),
    # the kind of the waiting question's move is legal too; {step}: its own hint (ability.AbilityMove.hint)
    Phase.STEP: _info("skip decline end", "_end_step", "{step}"),
    Phase.WITHDRAW: _info("withdraw end", "_end_withdraw",
                          "{player} must place withdrawn tokens ('withdraw R:n …' or 'end')."),
    Phase.BETWEEN: _info("", "", "That move is not possible now."),
    Phase.OVER: _info("", "", "The game is over."),
}


# Module constants for the members: reading ``Phase.CONQUER`` goes through the enum metaclass's ``__getattr__`` hook
# (about 0.2 µs on Python 3.11, a dozen times per move); a module constant is a plain global. The engine's
# hot paths (core, flow, moves, movegen, game) compare with these: the same objects as the members, so by ``is``
# (a StrEnum's ``==`` is a slow generic compare; a game holds only members: tests/rules/test_R_TURN_phase_members.py).
START = Phase.START
PICK = Phase.PICK
CONQUER = Phase.CONQUER
REDEPLOY = Phase.REDEPLOY
STEP = Phase.STEP
WITHDRAW = Phase.WITHDRAW
BETWEEN = Phase.BETWEEN
OVER = Phase.OVER
