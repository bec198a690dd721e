"""An ability brings its own moves (DESIGN.md): a toy power declared here, in the test folder, adds a move with
its notation, legality and event to a ruleset of its own, without touching the engine."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pytest

from smallworld_tui.rules import POWERS, RACES, Code, Game, IllegalAction, RaceEvent, bundled_board
from smallworld_tui.rules.ability import AbilityMove, Power
from smallworld_tui.rules.ruleset import Ruleset


@dataclass(frozen=True, slots=True)
class Prayed(RaceEvent):
    kind: ClassVar[str] = "pray"
    region: int

    def text(self, game, reveal_coins=False):
        return f"{self.their(game)} pray in {game.region_label(self.region)}."


def _targets(game, rs):
    """Once per turn, in a region the race holds, with a token in hand to offer."""
    return [] if rs.die_used or rs.hand < 1 else sorted(rs.regions)


def _pray(game, rs, region):
    rs.die_used = True  # the toy's once-per-turn flag
    rs.hand -= 1  # the offered token goes back to the box
    game.p[rs.seat].coins += 1
    game.events.append(Prayed(rs.seat, rs.title, region))


class Pious(Power):
    name, rule, badge = "Pious", "TOY-PIOUS", 4
    text = "Once per turn offer a token from hand in one of your regions for 1 coin."
    moves = (AbilityMove("pray", True, _targets, _pray, text),)


TOY = Ruleset("Toy Small World", RACES, {**POWERS, "Pious": Pious()})


def toy_game() -> Game:
    g = Game.new(bundled_board(2), ["Ann", "Bob"], seed=1, races=["Ratmen", "Humans"], powers=["Pious", "Hill"],
                 ruleset=TOY)
    g.play("pick 1")
    g.play("conquer 1")
    return g


def test_a_toy_power_brings_its_own_move():
    g = toy_game()
    assert "pray 1" in [str(a) for a in g.legal_actions()]
    coins = g.coins(0)
    events = g.play("pray 1")
    assert g.coins(0) == coins + 1 and [e.kind for e in events] == ["pray"]
    assert g.describe(events[0]) == "Ann's Pious Ratmen pray in Wishing Fields (1)."
    assert "pray 1" not in [str(a) for a in g.legal_actions()]  # once per turn
    with pytest.raises(IllegalAction):
        g.play("pray 1")


def test_the_move_is_refused_to_a_race_without_the_ability_and_replays_from_a_save():
    g = toy_game()
    g.play("pray 1")
    g.play("end")
    g.play("pick 1")  # Bob: Hill Humans
    g.play("conquer 21")
    with pytest.raises(IllegalAction) as refused:
        g.play("pray 21")
    assert refused.value.code == Code.NO_ABILITY
    again = Game.new(bundled_board(2), ["Ann", "Bob"], seed=1, races=["Ratmen", "Humans"],
                     powers=["Pious", "Hill"], ruleset=TOY)
    for move in g.moves:
        again.play(move)
    assert again.coins(0) == g.coins(0) and again.moves == g.moves


def test_R_POW_DRAGONMASTER_the_dragon_is_the_powers_own_move():
    """The core names no Dragon: Dragon Master declares the move (notation, targets, checks, play) itself."""
    from smallworld_tui.rules.moves import MoveHandlers
    from smallworld_tui.rules.ruleset import BASE

    assert "dragon" not in MoveHandlers._HANDLERS and "convert" not in MoveHandlers._HANDLERS
    assert BASE.moves["dragon"][0] is POWERS["Dragon Master"] and BASE.moves["convert"][0] is RACES["Sorcerers"]
    g = Game.new(bundled_board(2), ["Ann", "Bob"], seed=1, races=["Ratmen"], powers=["Dragon Master"])
    g.play("pick 1")
    assert "dragon 1" in [str(a) for a in g.legal_actions()]
    g.play("dragon 1")
    assert g.region(1).dragon and g.region(1).tokens == 1
    with pytest.raises(IllegalAction) as refused:
        g.play("dragon 2")
    assert refused.value.code == Code.ALREADY_USED
