"""The hot-seat hand-off's "Since your last turn" summary: what the others did in public, never coins."""

from __future__ import annotations

import re

from conftest import app_for, new_game, screen_text

from smallworld_tui.app.session import Session
from smallworld_tui.rules import Game

CONQUER_KEYS = ["right_square_bracket", "c"] * 6  # up to six conquests of the engine's next target


async def _play_turn(pilot) -> None:
    await pilot.press("enter", "1", *CONQUER_KEYS, "e", "y", "enter")  # y: tokens in hand; Enter: the score card
    await pilot.pause()


def _conquests(game, seat: int) -> list[str]:
    return [game.region_label(e.region) for e in game.log if e.kind == "conquer" and e.seat == seat]


def flat(app) -> str:
    return " ".join(screen_text(app).replace("│", " ").split())


async def test_handoff_groups_the_other_players_turn_in_one_sentence_and_no_coins(data_dir):
    app = app_for(new_game(2, seed=3), data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert "Since your last turn" not in screen_text(app)  # Ann's first hand-off: nothing happened yet
        await _play_turn(pilot)
        game = app.session.game
        assert type(app.screen).__name__ == "HandoffScreen" and game.current_player == 1
        text = flat(app)
        ann = _conquests(game, 0)
        assert len(ann) >= 2
        held = sum(game.region(r.id).owner == 0 for r in game.board.regions)
        assert "Since your last turn" in text
        assert f"Ann: picked Merchant Tritons; took {', '.join(ann)}; now {held} regions." in text
        assert not re.search(r"\d+ coins?\b", text) and "scores" not in text and "collects" not in text
        assert f"{game.coins(0)} c" not in text
        await _play_turn(pilot)  # Bob's turn; then Ann's hand-off tells Bob's, not her own
        game = app.session.game
        assert type(app.screen).__name__ == "HandoffScreen" and game.current_player == 0
        text = flat(app)
        assert "Bob: picked" in text and "Ann: picked" not in text
        for label in _conquests(game, 1):
            assert label in text
        if any(e.kind == "loss" and e.seat == 0 for e in game.log):
            assert "from you" in text  # what Bob took from Ann says so


async def test_handoff_summary_fills_its_space_at_80x24(data_dir):
    app = app_for(new_game(3, seed=3), data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await _play_turn(pilot)
        await _play_turn(pilot)  # Cy missed two turns
        assert app.session.game.current_player == 2
        text = screen_text(app)
        lines = text.splitlines()
        assert len(lines) == 24
        assert "Since your last turn" in text
        assert "Cy: press Enter when nobody else is looking." in text
        assert "I am here" in lines[-1]
        assert sum("╰" in line for line in lines) == 2  # both boxes end on screen
        assert "Ann: picked" in flat(app) and "Bob: picked" in flat(app)  # both turns, grouped, each whole
        assert "earlier" not in text


def test_recap_says_where_heroes_went_and_who_lost_what():
    from smallworld_tui.app.recap import turn_sentence
    from smallworld_tui.rules.events import Conquered, HeroesStationed, Lost, Picked

    game = new_game(2, seed=3)
    events = [Picked(1, "Heroic Humans", 10, 0, 0), Lost(0, "Merchant Tritons", 3, 1, 1),
              Conquered(1, "Heroic Humans", 3, 4, ""), HeroesStationed(1, "Heroic Humans")]
    sentence = turn_sentence(game, 0, 1, events)
    assert sentence.startswith(f"picked Heroic Humans; took {game.region_label(3)} from you; Heroes in ")


def test_since_last_turn_marks_survive_undo_and_loading():
    game = new_game(2, seed=3)
    session = Session(game, autosave=False)
    assert session.since_last_turn(0) == [] and session.since_last_turn(1) == []
    session.play("pick 1")
    target = next(a for a in session.legal() if a.kind == "conquer")
    session.play(target)
    assert [e.kind for e in session.since_last_turn(1)] == ["pick", "conquer"]
    assert session.undo()  # the rewound game's log is shorter: Ann's mark is clamped, Bob's still counts from 0
    assert session.since_last_turn(0) == []
    assert [e.kind for e in session.since_last_turn(1)] == ["pick"]
    session.play("end")
    # a loaded game has no marks: Ann stopped at her last scoring
    loaded = Session(Game.from_json(session.game.to_json()), autosave=False)
    assert loaded.since_last_turn(0) == []
    assert [e.kind for e in loaded.since_last_turn(1)] == [e.kind for e in session.since_last_turn(1)]


async def test_R_END_last_turn_withdrawals_go_back_by_default_and_game_over_follows(data_dir):
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rules"))
    from powkit import entry, position_game

    from smallworld_tui.rules import bundled_board

    board = bundled_board(2)
    x = next(r for r in board.regions if not r.water and any(not board.regions[n].water for n in r.adjacent))
    y = next(n for n in x.adjacent if not board.regions[n].water)
    z = next(r.id for r in board.regions if not r.water and r.id not in (x.id, y) and r.id not in x.adjacent)
    # z: somewhere to put the withdrawn tokens back; Bob, the last seat, in the last turn
    game = position_game(entry(0, "Ratmen", "Forest", regions={x.id: 3, z: 1}),
                         entry(1, "Humans", "Hill", regions={y: 9}), seat=1)
    game = Game.from_position(board, {**game.position(), "turn": game.num_turns})
    app = app_for(game, data_dir, bots=["human", "human"])
    app.autosave = False
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        app.screen.sel_region = x.id
        await pilot.press("c")
        await pilot.pause()
        assert app.session.game.region(x.id).owner == 1
        seen = []
        for key in ("e", "y", "enter"):
            await pilot.press(key)
            await pilot.pause()
            seen.append(type(app.screen).__name__)
        assert app.session.game.is_over and seen[-2:] == ["ScoreCardScreen", "GameOverScreen"]  # the last turn's
        # card too, then the end
        assert any(e.kind == "withdraw" and e.seat == 0 for e in app.session.game.log)  # by the engine's default
        assert "HandoffScreen" not in seen  # Ann is not called to the keyboard for tokens that change nothing


def test_recap_tells_the_wow_moves_aimed_at_regions():
    # W-RACE-HUMANS and the other WoW moves on regions (objectives, swaps, bombs, Intimidating) are public: the
    # hand-off's summary says where they went, as it does for Heroes
    from smallworld_tui.app.recap import recap
    from smallworld_tui.rules.wow import WOW, island_board
    from smallworld_tui.rules.wow.islands import bundled_face

    board = island_board([bundled_face("S1a"), bundled_face("L1a")])
    races = [{"seat": 0, "race": "Humans", "power": "Farmer", "regions": {"3": 2}},
             {"seat": 1, "race": "Orcs", "power": "Farmer", "regions": {"9": 2}}]
    game = Game.from_position(board, {"players": ["Ann", "Bob"], "seat": 0, "races": races}, ruleset=WOW)
    start = len(game.log)
    game.play("end")  # RULING 34: the objectives go to the lowest-numbered open regions
    where = " and ".join(game.region_label(r) for r in (0, 1))
    assert recap(game, 1, game.log[start:]) == [(0, f"Military Objectives on {where}; now 1 region.")]


def test_recap_after_a_load_does_not_list_the_withdrawals_of_the_viewers_own_turn_as_a_turn():
    # a loaded game's summary starts after the viewer's last scoring: Ann's withdrawn tokens placed at the end of
    # Cy's turn are no turn of Ann's (before, "Ann: no conquest" came twice)
    from smallworld_tui.app.recap import recap
    from smallworld_tui.rules.events import Conquered, PlayerStarted, TurnBegan, Withdrew

    game = new_game(3, seed=3)
    events = [Withdrew(0, "Farmer Orcs", 1, 0), TurnBegan(5), PlayerStarted(0), Conquered(0, "Farmer Orcs", 3, 2, ""),
              PlayerStarted(1), Conquered(1, "Heroic Humans", 4, 3, "")]
    assert [seat for seat, _ in recap(game, 2, events)] == [0, 1]
    assert [seat for seat, _ in recap(game, 2, events[2:])] == [0, 1]


async def test_a_game_loaded_mid_turn_does_not_mark_the_players_own_conquests_as_changed(data_dir):
    # '*' marks the regions that changed hands since your last turn (the others' moves), not your own this turn
    game = new_game(2, seed=3)
    game.play("pick 1")
    game.play(str(next(a for a in game.legal_actions() if a.kind == "conquer")))
    mine = {r for r in range(len(game.board.regions)) if game.region(r).owner == 0}
    app = app_for(Game.from_json(game.to_json()), data_dir)  # as a save loaded mid-turn
    app.autosave = False
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        assert mine and app.screen.recent.isdisjoint(mine)


def test_recap_tells_a_pieces_own_move_in_its_events_words():
    # W-RACE-ETHEREALS: a steal is told by its event (Event.summary), the app names no piece of its own
    from smallworld_tui.app.recap import turn_sentence
    from smallworld_tui.rules.wow import WOW
    from smallworld_tui.rules.wow.ethereals import Stolen

    game = Game.new(None, ["Ann", "Bob"], seed=3, ruleset=WOW)
    event = Stolen(0, "Ethereals", "Doomhammer", 2, 3)
    sentence = turn_sentence(game, 1, 0, [event])
    assert f"stole Doomhammer from {game.region_label(2)}" in sentence
