"""A third ruleset added by files alone (issue 31, "Done when"): Lantern World (lantern_world.py, this folder) brings
a new race, a new power, a marker and a piece of state of its own, and plays through the rules, saves, the bots
and the app pilot with no edit to the package."""

from __future__ import annotations

import io
import random

import pytest
from lantern_world import GLOWFOLK, KEY, LAMPLIGHTER, LANTERN, TOY, register
from rich.console import Console

from smallworld_tui.app import make_app
from smallworld_tui.app.screens.help import help_text
from smallworld_tui.bots import make_bot
from smallworld_tui.rules import Game, IllegalAction, bundled_board, find_ruleset
from smallworld_tui.rules.record import state_digest
from smallworld_tui.rules.registry import rulesets, unregister_ruleset

NAMES = ["Ann", "Bob", "Cy"]


@pytest.fixture(autouse=True)
def registered():
    """Lantern World is known while each test runs, and forgotten after it (other tests list the rulesets)."""
    yield register()
    unregister_ruleset(KEY)


def lantern_game(seed: int = 1, players: int = 2, race: str = "Glowfolk") -> Game:
    """``race`` with Lamplighter on top of the column."""
    return Game.new(bundled_board(players), NAMES[:players], seed=seed, ruleset=TOY, races=[race],
                    powers=["Lamplighter"])


def first_target(game: Game) -> int:
    return min(a.region for a in game.legal_actions() if a.kind == "conquer")


def test_the_toy_ruleset_is_found_by_name_like_the_built_in_ones():
    assert find_ruleset("toy") is TOY and find_ruleset("lantern world") is TOY
    assert TOY.races["Glowfolk"] is GLOWFOLK and TOY.powers["Lamplighter"] is LAMPLIGHTER
    assert TOY.marker("lantern") is LANTERN and "kindle" in TOY.moves


def test_the_glowfolk_hang_a_lantern_in_each_conquest_and_it_defends():
    game = lantern_game()
    game.play("pick 1")
    rid = first_target(game)
    game.play(f"conquer {rid}")
    assert game.region(rid).markers == (("lantern", 1),)
    assert game.ruleset_state.hung == [1, 0]
    assert any(e.kind == "lantern" for e in game.events)
    assert "hang a Lantern in" in game.describe(next(e for e in game.events if e.kind == "lantern"))


def redeploy_text(game: Game) -> str:
    """Stop conquering: every token where it stands, those in hand on the lowest region."""
    held = sorted(r.id for r in game.board.regions if game.region(r.id).owner == game.current_player)
    hand = game.hand(game.current_player)
    return "redeploy " + " ".join(f"{rid}:{game.region(rid).tokens + (hand if rid == held[0] else 0)}"
                                  for rid in held)


def test_lamplighter_kindles_once_a_turn_at_the_placements_and_scores_lantern_regions():
    game = lantern_game(race="Ratmen")
    game.play("pick 1")
    first = first_target(game)
    game.play(f"conquer {first}")
    second = first_target(game)
    game.play(f"conquer {second}")
    game.play(redeploy_text(game))
    assert {a.kind for a in game.legal_actions()} >= {"kindle"}  # the placements ask for a Lantern
    with pytest.raises(IllegalAction, match="once a turn, in one of your regions"):
        game.play("kindle 0" if 0 not in (first, second) else "kindle 1")
    game.play(f"kindle {second}")
    assert game.region(second).markers == (("lantern", 1),) and game.ruleset_state.hung == [1, 0]
    assert game.current_player == 1  # kindled once: nothing more to ask, the turn was scored and passed
    assert game.coins(0) == 5 + 2 + 1  # 2 regions, +1 Lamplighter for the one Lantern region


def test_a_game_of_the_toy_ruleset_copies_digests_and_positions_its_own_state():
    game = lantern_game()
    game.play("pick 1")
    game.play(f"conquer {first_target(game)}")
    copy = game.copy()
    copy.ruleset_state.hung[1] = 7
    assert game.ruleset_state.hung == [1, 0]  # copied independently
    assert state_digest(game) != state_digest(copy)  # digested
    position = game.position()
    assert position["lanterns_hung"] == [1, 0]
    again = Game.from_position(game.board, position, ruleset=TOY)
    assert again.ruleset_state.hung == [1, 0]
    with pytest.raises(ValueError, match="lanterns_hung"):
        Game.from_position(game.board, {**position, "lanterns_hung": [10**9, 0]}, ruleset=TOY)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_of_the_toy_ruleset_end_and_their_saves_load_again(players):
    rng = random.Random(players)
    game = Game.new(None, [f"P{n}" for n in range(players)], seed=players, ruleset=TOY)
    moves = 0
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        moves += 1
        assert moves < 5000
    loaded = Game.from_json(game.to_json())
    assert loaded.ruleset is TOY and state_digest(loaded) == state_digest(game)
    assert loaded.ruleset_state.hung == game.ruleset_state.hung


def test_the_bots_play_the_toy_ruleset_with_the_neutral_heuristics():
    game = Game.new(None, ["G1", "S2"], seed=5, ruleset=TOY, races=["Glowfolk"], powers=["Lamplighter"])
    bots = [make_bot("greedy", 1), make_bot("strong", 2)]
    while not game.is_over:
        game.apply(bots[game.current_player].choose(game))
    assert sum(game.ruleset_state.hung) > 0  # the Glowfolk were played and hung Lanterns
    assert Game.from_json(game.to_json()).winners == game.winners


def test_the_help_tells_the_toy_pieces_from_what_they_declare():
    text = io.StringIO()
    Console(file=text, width=120).print(help_text(lantern_game()))
    said = text.getvalue()
    assert "Glowfolk" in said and GLOWFOLK.text[:30] in said
    assert "Lamplighter" in said and "kindle a Lantern" in said  # the key's words
    assert "¤" in said and "Lantern" in said  # the marker's legend row


async def test_the_toy_ruleset_plays_in_the_app_by_keys(tmp_path, monkeypatch):
    """Pick, conquer, see the Lantern the Glowfolk hang (the marker's own glyph), and kindle another by the key the
    power's move declares: no line of the app names a piece of Lantern World."""
    monkeypatch.setenv("SMALLWORLD_DATA_DIR", str(tmp_path))
    game = lantern_game(race="Ratmen")
    app = make_app(game=game, bots=["human", "greedy"], data_dir=tmp_path, bot_delay=0, pace="instant")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # the hand-off
        await pilot.press("1")  # pick the Ratmen with Lamplighter (free)
        await pilot.pause()
        session = app.session
        assert session.game.p[0].active is not None and session.game.p[0].active.power is LAMPLIGHTER
        target = first_target(session.game)
        await pilot.press("right_square_bracket")  # the next region to conquer
        assert app.screen.sel_region == target
        await pilot.press("c")
        await pilot.pause()
        assert session.game.region(target).owner == 0
        await pilot.press(":", *redeploy_text(session.game), "enter")  # stop conquering, all tokens there
        await pilot.pause()
        assert "kindle" in {a.kind for a in session.legal()}
        app.screen.sel_region = target
        await pilot.press("o")  # the power's declared key
        await pilot.pause()
        assert session.game.region(target).markers == (("lantern", 1),)
        assert session.game.ruleset_state.hung[0] == 1
        assert session.game.coins(0) == 5 + 1 + 1
        for _ in range(200):  # the score card, the greedy bot's turn, and back
            if type(app.screen).__name__ == "GameScreen" and session.game.current_player == 0:
                break
            await pilot.press("enter")
            await pilot.pause()
        assert "¤" in app.export_screenshot()  # the Lantern drawn by the glyph its marker declares
    saved = Game.from_json(session.game.to_json())
    assert saved.ruleset is TOY and saved.ruleset_state.hung == session.game.ruleset_state.hung


def test_the_toy_ruleset_is_forgotten_when_unregistered():
    unregister_ruleset(KEY)
    assert all(listed.key != KEY for listed in rulesets())
    with pytest.raises(ValueError, match="No ruleset"):
        find_ruleset(KEY)
    register()
