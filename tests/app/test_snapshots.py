"""Snapshots of the main screens (pytest-textual-snapshot); fixed seeds keep them deterministic.

Regenerate with: pytest tests/app/test_snapshots.py --snapshot-update
"""

from __future__ import annotations

from conftest import app_for, new_game

from smallworld_tui.rules import Game


def finished_game(players: int = 2, seed: int = 3) -> Game:
    """A whole game played by a fixed simple rule: pick the top combo, take the first target, else end."""
    game = new_game(players, seed)
    while not game.is_over:
        if game.phase == "pick":
            game.play("pick 1")
            continue
        conquer = [a for a in game.legal_actions() if a.kind == "conquer" and not a.ghouls]
        game.apply(conquer[0] if conquer else next(a for a in game.legal_actions() if a.kind == "end"))
    return game


def test_title_screen(snap_compare, data_dir):
    assert snap_compare(app_for(None, data_dir), terminal_size=(120, 40))


def test_handoff_screen(snap_compare, data_dir):
    assert snap_compare(app_for(new_game(2, 3), data_dir), terminal_size=(120, 40))


def test_game_screen_2_players(snap_compare, data_dir):
    app = app_for(new_game(2, 3), data_dir)
    assert snap_compare(app, terminal_size=(120, 40), press=["enter", "1", "right_square_bracket", "c"])


def test_game_screen_5_players(snap_compare, data_dir):
    app = app_for(new_game(5, 3), data_dir)
    assert snap_compare(app, terminal_size=(120, 40), press=["enter", "1", "right_square_bracket", "c"])


def test_game_screen_80x24(snap_compare, data_dir):
    app = app_for(new_game(5, 3), data_dir)
    assert snap_compare(app, terminal_size=(80, 24), press=["enter", "1", "right_square_bracket", "c"])


def test_game_over_screen(snap_compare, data_dir):
    assert snap_compare(app_for(finished_game(), data_dir), terminal_size=(120, 40))
