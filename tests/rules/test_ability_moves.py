"""An ability brings its own moves (DESIGN.md): toy powers declared here, in the test folder, add moves with
their notation, menu, legality, events and ``end`` default to a ruleset of their own, without touching the
engine: one among the conquest moves, and one that asks at two turn points (placements, end choices)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pytest

from smallworld_tui.rules import (
    POWERS,
    RACES,
    Action,
    Code,
    Event,
    Game,
    IllegalAction,
    Phase,
    RaceEvent,
    bundled_board,
)
from smallworld_tui.rules.ability import AbilityMove, Arg, Marker, Point, Power
from smallworld_tui.rules.ruleset import Ruleset


@dataclass(frozen=True, slots=True)
class Prayed(RaceEvent):
    kind: ClassVar[str] = "pray"
    region: int

    def text(self, game, reveal_coins=False):
        return f"{self.their(game)} pray in {game.region_label(self.region)}."


def _targets(game, rs):
    """Once per turn, in a region the race holds, with a token in hand to offer."""
    return [] if "pious" in rs.flags or rs.hand < 1 else [Action("pray", region=r) for r in sorted(rs.regions)]


def _pray(game, rs, action):
    rs.flags["pious"] = 1  # the toy's once-per-turn state, under its own key
    rs.hand -= 1  # the offered token goes back to the box
    game.p[rs.seat].coins += 1
    game.events.append(Prayed(rs.seat, rs.title, action.region))


class Pious(Power):
    name, rule, badge = "Pious", "TOY-PIOUS", 4
    text = "Once per turn offer a token from hand in one of your regions for 1 coin."
    moves = (AbilityMove("pray", Arg.REGION, _targets, _pray, text),)


# --- a toy power asking at the placements point (optional) and at the end choices (mandatory) ----------------

SHRINE = Marker("shrine", "a Shrine", defence=2)


@dataclass(frozen=True, slots=True)
class Toasted(Event):
    kind: ClassVar[str] = "toast"
    seat: int
    guest: int

    def text(self, game, reveal_coins=False):
        return f"{game.players[self.seat]} raises a toast to {game.players[self.guest]}."


def _shrine_options(game, rs):
    return [Action("shrine", region=r) for r in sorted(rs.regions) if not game.marker("shrine", r)]


def _shrine_play(game, rs, action):
    game.set_marker(SHRINE, action.region, 1)


def _toast_options(game, rs):
    return [Action("toast", seat=s, name=game.players[s]) for s in range(len(game.players)) if s != rs.seat]


def _toast_check(game, rs, action):
    if action.seat == rs.seat:
        raise IllegalAction("Toast somebody else.", Code.ILLEGAL)


def _toast_play(game, rs, action):
    game.events.append(Toasted(rs.seat, action.seat))


class Pilgrim(Power):
    name, rule, badge = "Pilgrim", "TOY-PILGRIM", 4
    text = "After redeploying, may raise a Shrine (+2 defence); after scoring, must toast an opponent."
    markers = (SHRINE,)
    moves = (
        AbilityMove("shrine", Arg.REGION, _shrine_options, _shrine_play, "Raise a Shrine.", at=Point.PLACEMENTS,
                    hint="Raise a Shrine ('shrine R'), skip it ('skip') or finish the turn ('end')."),
        AbilityMove("toast", Arg.SEAT, _toast_options, _toast_play, "Toast an opponent.", _toast_check,
                    at=Point.END_CHOICES, hint="Toast an opponent ('toast NAME') or finish the turn ('end').",
                    # ``end``'s documented rule: the next player in seat order
                    default=lambda game, rs: Action("toast", seat=(rs.seat + 1) % len(game.players),
                                                    name=game.players[(rs.seat + 1) % len(game.players)])),
    )


TOY = Ruleset("Toy Small World", RACES, {**POWERS, "Pious": Pious(), "Pilgrim": Pilgrim()})


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


def pilgrim_game() -> Game:
    g = Game.new(bundled_board(3), ["Ann", "Bob", "Cy"], seed=1, races=["Ratmen", "Humans"],
                 powers=["Pilgrim", "Hill"], ruleset=TOY)
    g.play("pick 1")
    g.play("conquer 1")
    g.play("conquer 2")
    return g


def test_a_toy_power_asks_at_the_placements_point_then_at_the_end_choices():
    g = pilgrim_game()
    g.play("redeploy 1:6 2:6")
    assert g.phase is Phase.STEP and g.phase_word == "shrine"
    assert g.step is not None and g.step.at == "placements" and g.step.optional and "Shrine" in g.step.hint
    assert [str(a) for a in g.legal_actions()] == ["shrine 1", "shrine 2", "skip", "end"]
    with pytest.raises(IllegalAction) as refused:
        g.play("toast Bob")  # not the question waiting now
    assert refused.value.code == Code.WRONG_PHASE
    g.play("shrine 2")
    assert g.position()["markers"] == {"shrine": {"2": 1}}
    assert g.conquest_cost(2) is None  # Ann's own; Bob would pay the Shrine's +2 (R-CONQ-4 via the marker)
    assert g.step is not None and g.step.name == "toast" and not g.step.optional
    assert [str(a) for a in g.legal_actions()] == ["toast Bob", "toast Cy", "end"]  # mandatory: no skip
    with pytest.raises(IllegalAction):
        g.play("skip")
    events = g.play("toast Cy")
    assert [e.kind for e in events][0] == "toast" and g.current_player == 1


def test_end_skips_the_optional_question_and_plays_the_mandatory_ones_documented_default():
    g = pilgrim_game()
    events = g.play("end")
    assert g.position()["markers"] == {}  # the optional Shrine is skipped
    toast = [e for e in events if e.kind == "toast"]
    assert toast == [Toasted(0, 1)]  # the default: the next seat
    assert g.current_player == 1
    again = Game.new(bundled_board(3), ["Ann", "Bob", "Cy"], seed=1, races=["Ratmen", "Humans"],
                     powers=["Pilgrim", "Hill"], ruleset=TOY)
    for move in g.moves:  # the record replays through the questions
        again.play(move)
    assert again.moves == g.moves == ["pick 1", "conquer 1", "conquer 2", "end"]
    assert again.position() == g.position()


def test_skip_passes_the_optional_question_and_the_next_one_is_asked():
    g = pilgrim_game()
    g.play("redeploy 1:6 2:6")
    g.play("skip")
    assert g.phase_word == "toast" and g.position()["markers"] == {}


def test_R_POW_HEROIC_R_POW_FORTIFIED_a_one_entry_menu_is_played_only_when_it_is_the_only_outcome():
    """DESIGN.md, "No choice is taken from a player": Heroes on two regions have one legal placement, made at once
    (``auto``); an optional Fortress with one free region is still asked (building none is the other outcome)."""
    def game(power, regions):
        return Game.from_position(bundled_board(2), {"players": ["Ann", "Bob"], "races": [
            {"seat": 0, "race": "Ratmen", "power": power, "regions": regions}]})

    g = game("Heroic", {"1": 1, "2": 1})
    g.play("redeploy 1:1 2:1")
    assert g.current_player == 1 and g.region(1).hero and g.region(2).hero
    g = game("Heroic", {"1": 1, "2": 1, "5": 1})
    g.play("redeploy 1:1 2:1 5:1")
    assert g.phase_word == "heroes" and len(g.legal_actions()) == 3 + 1  # three pairs and 'end'
    g = game("Fortified", {"1": 2})
    g.play("redeploy 1:2")
    assert g.phase_word == "fortress" and [str(a) for a in g.legal_actions()] == ["fortress 1", "end"]


# --- a toy power asking at the redeploy point (W-TURN-2 REDEPLOY step 1: decisions before the moves) -----------

def _buy_options(game, rs):
    return [Action("buy")] if game.coins(rs.seat) >= 1 and game.tray(rs) >= 1 else []


def _buy_play(game, rs, action):
    game.p[rs.seat].coins -= 1
    rs.hand += 1  # a token from the tray, placed by the redeployment that follows


class Quartermaster(Power):
    name, rule, badge = "Quartermaster", "TOY-QUARTERMASTER", 4
    text = "When your conquests end, you may buy one more token for 1 coin before redeploying."
    moves = (AbilityMove("buy", Arg.NONE, _buy_options, _buy_play, text, at=Point.REDEPLOY,
                         hint="Buy a token ('buy'), skip it ('skip') or finish the turn ('end')."),)


SUPPLY = Ruleset("Toy Small World", RACES, {**POWERS, "Quartermaster": Quartermaster()})


def quartermaster_game() -> Game:
    g = Game.new(bundled_board(3), ["Ann", "Bob", "Cy"], seed=1, races=["Ratmen"], powers=["Quartermaster"],
                 ruleset=SUPPLY)
    g.play("pick 1")
    g.play("conquer 1")
    g.play("conquer 2")
    return g


def test_a_redeploy_question_is_on_offer_during_the_conquests_and_answering_it_ends_them():
    g = quartermaster_game()
    listed = [str(a) for a in g.legal_actions()]
    assert "buy" in listed and "skip" in listed and not any(m.startswith("redeploy") for m in listed)
    with pytest.raises(IllegalAction) as refused:
        g.play("redeploy 1:6 2:6")  # the question comes first
    assert refused.value.code == Code.WRONG_PHASE
    g.play("buy")
    assert g.coins(0) == 4 and g.phase == "redeploy" and g.redeploy_totals() == (13, 0)
    with pytest.raises(IllegalAction):
        g.play("conquer 5")  # the conquests are over
    g.play("redeploy 1:7 2:6")
    assert g.region(1).tokens == 7 and g.current_player == 1


def test_skip_ends_the_conquests_without_buying_and_end_takes_the_optional_default():
    g = quartermaster_game()
    g.play("skip")
    assert g.coins(0) == 5 and g.phase == "redeploy" and g.redeploy_totals() == (12, 0)
    g = quartermaster_game()
    g.play("end")  # skips the optional purchase, redeploys by default, scores
    assert g.current_player == 1 and g.coins(0) == 5 + 2
