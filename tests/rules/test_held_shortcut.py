"""The ruleset seam's ``held`` names only pieces lying face up (``face_up``), so its callers skip the call while
nothing lies face up (the base game always), or none of the pieces they ask about (``Ruleset.gainers``...):
checked for every ruleset along random base and WoW games, and every caller taking that shortcut (pieces, their
questions, the redeployment's gain, SCORE, the WoW faction bonus) is compared, state by state and race by race,
with its plain definition asking ``held`` every time."""

from __future__ import annotations

import random

import pytest

from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.events import ScorePart, plural
from smallworld_tui.rules.layouts import redeploy_gain
from smallworld_tui.rules.pieces import base_pieces, base_questions, no_moves
from smallworld_tui.rules.ruleset import BASE, race_score
from smallworld_tui.rules.wow import WOW
from smallworld_tui.rules.wow.places import BATTLEGROUND, OPPOSING, SIDE, _bonus, faction_bonus


def plain_pieces(g):
    rs = g.p[g.seat].active
    if rs is None:
        return []
    return [(rs.race, rs), (rs.power, rs), *((piece, rs) for piece in g.ruleset.held(g, rs))]


def plain_no_moves(g):
    """What ``no_moves`` answers: no piece of ``base_pieces`` brings a move at the ``conquer`` or ``redeploy``
    point (the move list's)."""
    return not any(move.at in ("conquer", "redeploy") for ability, _ in plain_pieces(g) for move in ability.moves)


def plain_questions(g, point):
    asking = g.ruleset.asks[point]
    return [(ability, move, rs) for ability, rs in plain_pieces(g) for move in asking.get(ability, ())]


def plain_gain(g, rs):
    if rs.gain_done or not rs.active:
        return 0
    gain = sum(ab.redeploy_gain(g, rs) for ab in (rs.race, rs.power, *g.ruleset.held(g, rs)))
    return max(0, min(gain, g.tray(rs)))


def plain_race_score(g, rs):
    parts = [ScorePart("regions", rs.title, len(rs.regions), plural(len(rs.regions), "region"))]
    if rs.active:
        parts += [ab.score_part(g, rs, ab.score(g, rs)) for ab in (rs.race, rs.power, *g.ruleset.held(g, rs))
                  if ab.score_unit]
    elif rs.race.decline_score_unit:
        parts.append(rs.race.score_part(g, rs, rs.race.decline_score(g, rs)))
    return parts


def plain_faction_bonus(g, rs):
    battleground = any(piece.name == BATTLEGROUND for piece in g.ruleset.held(g, rs))
    faction = rs.race.faction
    if faction not in OPPOSING:
        picked = rs.flags.get(SIDE, 0) if battleground else 0
        faction = "Alliance" if picked == 1 else "Horde" if picked == 2 else ""
    return (faction, _bonus(rs, OPPOSING[faction], 2 if battleground else 1)) if faction else ("", 0)


@pytest.mark.parametrize("ruleset,games", [(BASE, ((5, 0), (2, 1))), (WOW, ((2, 2), (2, 8), (5, 3), (3, 10), (3, 1)))])
def test_W_AP_2_held_skipped_with_nothing_face_up_callers_match_the_plain_rules(ruleset, games):
    blank = holding = gains = battlegrounds = movers = later = 0  # the WoW games picked: the Spirit Healer held, the
    # Battleground raising a faction bonus (2p seed 2)
    for players, seed in games:
        board = bundled_board(players) if ruleset is BASE else None
        g = Game.new(board, [f"P{i}" for i in range(players)], seed=seed, ruleset=ruleset)
        rng = random.Random(seed)
        while not g.is_over:
            assert base_pieces(g) == plain_pieces(g)
            quiet = no_moves(g)
            assert quiet == plain_no_moves(g)
            active = g.p[g.seat].active  # its race and power without menu moves, a piece it holds with some (3p
            # seed 1); a race or power with moves at other points only (placements: no menu move)
            menu = ruleset.menu_pieces
            movers += (active is not None and active.race not in menu and active.power not in menu and not quiet)
            later += active is not None and bool(active.race.moves or active.power.moves) and quiet
            for point in ruleset.asks:
                assert base_questions(g, point) == plain_questions(g, point)
            for rs in g.all_races():
                held = g.ruleset.held(g, rs)
                assert {piece.name for piece in held} <= g.face_up  # the contract every shortcut trusts
                blank += not g.face_up
                holding += bool(held)
                gains += not rs.gain_done and any(piece.redeploy_gain(g, rs) for piece in held)
                battlegrounds += any(piece.name == BATTLEGROUND for piece in held)
                assert redeploy_gain(g, rs) == plain_gain(g, rs)
                assert race_score(g, rs) == plain_race_score(g, rs)
                if ruleset is WOW:
                    assert faction_bonus(g, rs) == plain_faction_bonus(g, rs)
            g.apply(rng.choice(g.legal_actions()))
    assert blank and (ruleset is BASE or (holding and gains and battlegrounds and movers and later))
