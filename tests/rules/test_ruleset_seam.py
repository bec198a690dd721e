"""The Ruleset seam (issue 10 point 6, ruleset.py): every conquest, decline and end-of-game rule is asked of the
game's ruleset, the base game's functions being the defaults. A toy ruleset changes one hook at a time."""

from __future__ import annotations

import dataclasses

from powkit import IRONWOOD, NAMES, WISHING, entry, play

from smallworld_tui.rules import Game, bundled_board, flow
from smallworld_tui.rules import conquest as cq
from smallworld_tui.rules.ruleset import BASE


def _game(ruleset, *races, **extra) -> Game:
    board = bundled_board(2)
    return Game.from_position(board, {"players": NAMES[:2], "races": list(races), **extra}, ruleset=ruleset)


def test_base_defaults_are_the_base_rules():
    assert BASE.block is cq.block and BASE.targets is cq.targets and BASE.raw_cost is cq.raw_cost
    assert BASE.resolve is cq.resolve and BASE.defend is cq.defend
    assert BASE.decline is flow.decline and BASE.tiebreak is flow.tiebreak and BASE.board_turns


def test_block_hook_decides_targets_and_refusals():
    shut = dataclasses.replace(BASE, block=lambda g, rs, rid: cq.ADJACENT,
                               targets=lambda g, rs: [])
    g = _game(shut, entry(0, "Ratmen", regions={IRONWOOD: 1}, hand=5))
    assert g.conquest_cost(WISHING) is None
    assert g.target_refusal(WISHING) is not None
    assert not [a for a in g.legal_actions() if a.kind == "conquer"]


def test_cost_hook_prices_conquest_cost():
    dear = dataclasses.replace(BASE, raw_cost=lambda g, rs, rid: 4)
    g = _game(dear, entry(0, "Ratmen", regions={IRONWOOD: 1}, hand=5))
    assert g.conquest_cost(WISHING) == 4


def test_defend_hook_is_asked_for_the_defender_losses():
    seen = []

    def defend(g, victim, rid, attacker, convert):
        seen.append((victim.name, rid, attacker.name))
        cq.defend(g, victim, rid, attacker, convert)

    g = _game(dataclasses.replace(BASE, defend=defend), entry(0, "Ratmen", regions={IRONWOOD: 1}, hand=8),
              entry(1, "Humans", regions={WISHING: 1}))
    play(g, f"conquer {WISHING}")
    assert seen == [("Humans", WISHING, "Ratmen")]


def test_decline_hook():
    calls = []

    def decline(g, rs):
        calls.append(rs.name)
        flow.decline(g, rs)

    g = _game(dataclasses.replace(BASE, decline=decline), entry(0, "Ratmen", regions={IRONWOOD: 1}))
    play(g, "decline")
    assert calls == ["Ratmen"] and not g.p[0].active


def test_tiebreak_hook():
    """Equal coins; seat 0 has more tokens (the base tie-break), the toy tie-break prefers the last seat."""
    races = (entry(0, "Ratmen", regions={IRONWOOD: 3}), entry(1, "Elves", regions={WISHING: 1}))
    base = _game(BASE, *races, turns=1)
    toy = _game(dataclasses.replace(BASE, tiebreak=lambda g, seat: seat), *races, turns=1)
    for g in (base, toy):
        play(g, "end", "end")
        assert g.is_over and g.p[0].coins == g.p[1].coins
    assert base.winners == [0] and toy.winners == [1]


def test_board_turns_flag_lets_the_table_decide_the_length():
    table = dataclasses.replace(BASE, board_turns=False, turns={2: 3, 3: 3, 4: 3, 5: 3})
    assert Game.new(bundled_board(2), NAMES[:2], ruleset=table).num_turns == 3
    assert Game.new(bundled_board(2), NAMES[:2]).num_turns == bundled_board(2).turns
