"""W-RACE-WORGEN (5, Alliance): each turn they are active and expanding, human form (+2 coins at once) or wolf
form (pay 1 coin; -1 cost on every conquest this turn; needs 1 coin).

RULING 17: chosen after ``PICK`` in the pick turn (the ``race_setup`` point), after ``MODE`` later (the ``prepare``
point, where declining is the other answer: choosing a form decides MODE, so no +2 before a decline), never in a
decline turn. A wiped-out race does nothing (W-TURN-1): no form. The choice is mandatory: ``end`` takes human form
(the +2, and no coin needed); with no coin to pay, human form is the only entry and is taken at once after a pick
(scenario 17). Both payments are W-SCORE-3 transfers with the stash (coins.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..ability import AbilityMove, Arg, Point, Race
from ..actions import Action
from ..coins import can_pay, earn, transfer
from ..errors import Code, IllegalAction
from .races import ALLIANCE

if TYPE_CHECKING:  # pragma: no cover
    from ..core import GameCore
    from ..state import RaceState

WOLF = "wolf"  # RaceState.flags key: 1 in a wolf-form turn (-1 on every conquest)
HUMAN_FORM, WOLF_FORM = Action("form", name="human"), Action("form", name="wolf")
HUMAN_GAIN, WOLF_PRICE = 2, 1


def wiped_out(g: GameCore, rs: RaceState) -> bool:
    """W-TURN-1 (R-TURN-4): no region and no token in hand: the race does nothing this turn."""
    return not rs.regions and not rs.hand and not rs.offmap


def _form_options(g: GameCore, rs: RaceState) -> list[Action]:
    if wiped_out(g, rs) or "form" in rs.flags:
        return []
    return [HUMAN_FORM, WOLF_FORM] if can_pay(g, rs.seat, WOLF_PRICE) else [HUMAN_FORM]


def _form_check(g: GameCore, rs: RaceState, a: Action) -> None:
    if a.name not in ("human", "wolf"):
        raise IllegalAction("The Worgen take 'form human' or 'form wolf'.", Code.BAD_ARGUMENT)
    if a.name == "wolf" and not can_pay(g, rs.seat, WOLF_PRICE):  # RULING 1
        raise IllegalAction("Wolf form costs 1 coin and you have none.", Code.CANNOT_AFFORD)


def _form_play(g: GameCore, rs: RaceState, a: Action) -> None:
    g.mode_decided = True  # RULING 17: the form is taken after MODE; declining is no longer open
    if a.name == "wolf":
        rs.flags["form"] = 2
        rs.flags[WOLF] = 1
        transfer(g, rs.seat, None, WOLF_PRICE, "Worgen wolf form")
    else:
        rs.flags["form"] = 1
        earn(g, rs.seat, HUMAN_GAIN, "Worgen human form")


class Worgen(Race):
    name, rule, banner, supply, faction = "Worgen", "W-RACE-WORGEN", 5, 10, ALLIANCE
    help = "Each turn pick a form: human (+2 coins now) or wolf (pay 1 coin, every conquest costs 1 less)."
    text = "Each expanding turn: human form (+2 coins at once) or wolf form (pay 1 coin, -1 to every conquest)."
    has_cost_mod = True
    cost_label = "Worgen wolf form"
    moves = (AbilityMove("form", Arg.WORD, _form_options, _form_play, "Take human or wolf form.", _form_check,
                         at=Point.PREPARE, also=(Point.RACE_SETUP,), default=lambda g, rs: HUMAN_FORM, auto=True,
                         hint="Worgen: take 'form human' (+2 coins now) or 'form wolf' (pay 1 coin: -1 to every "
                              "conquest this turn).",
                         when="The Worgen choose their form at the start of an expanding turn."),)

    def cost_reduction(self, game: GameCore, rs: RaceState, rid: int) -> int:
        return rs.flags.get(WOLF, 0)
