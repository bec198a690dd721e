"""Where a turn stands: the ``Phase`` enum and its one table (DESIGN.md, "Phases are an enum with one table").

Per phase the table says which move kinds may be legal, what ``end`` does there (the name of the flow step it
runs, see ``Game._h_end``) and the hint a player reads when he tries something else. ``Phase`` is a ``StrEnum``:
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
    FORTRESS = "fortress"  # R-POW-FORTIFIED: place a Fortress (optional)
    CAMPS = "camps"  # R-POW-BIVOUACKING: place the Encampments
    HEROES = "heroes"  # R-POW-HEROIC: place the Heroes
    ALLY = "ally"  # R-POW-DIPLOMAT: name an ally (optional)
    STOUT = "stout"  # R-POW-STOUT: decline after scoring (optional)
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
    hint: str  # what to do now, in words (also the message of a move made in the wrong phase); {player}: who acts


def _info(moves: str, end_step: str, hint: str) -> PhaseInfo:
    return PhaseInfo(frozenset(moves.split()), end_step, hint)


_CONQUEST = "abandon conquer roll berserk dragon convert redeploy end"
PHASES: dict[Phase, PhaseInfo] = {
    Phase.START: _info("decline pick " + _CONQUEST, "_end_start",
                       "Decline ('decline'), or expand: conquer ('conquer R') or end the turn ('end')."),
    Phase.PICK: _info("pick end " + _CONQUEST, "_end_pick", "Pick a combo first ('pick 1' to 'pick 6')."),
    Phase.CONQUER: _info(_CONQUEST, "_end_conquer", "Conquer ('conquer R'), redeploy ('redeploy R:n …') or end "
                                                    "the turn ('end')."),
    Phase.REDEPLOY: _info("redeploy end", "_end_conquer", "Your conquests are over: redeploy ('redeploy R:n …') or "
                                                          "keep the default ('end')."),
    Phase.FORTRESS: _info("fortress end", "_after_conquest",
                          "Place a Fortress ('fortress R') or finish the turn ('end')."),
    Phase.CAMPS: _info("camps end", "_end_camps", "Place your Encampments ('camps R:n …') or finish the turn ('end')."),
    Phase.HEROES: _info("heroes end", "_end_heroes", "Place your Heroes ('heroes A B') or finish the turn ('end')."),
    Phase.ALLY: _info("ally end", "_start_withdrawals",
                      "Name an ally for your Diplomat ('ally NAME') or finish the turn ('end')."),
    Phase.STOUT: _info("decline end", "_start_withdrawals",
                       "Go into decline now ('decline') or finish the turn ('end')."),
    Phase.WITHDRAW: _info("withdraw end", "_end_withdraw",
                          "{player} must place withdrawn tokens ('withdraw R:n …' or 'end')."),
    Phase.BETWEEN: _info("", "", "That move is not possible now."),
    Phase.OVER: _info("", "", "The game is over."),
}
