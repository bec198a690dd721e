"""Issue 32 part 2: the app with the race-and-power expansions, generic over the packs' pieces (shown here with the
toy pack, tests/toy/toy_pack.py): the column and the help show a pack's races and powers with their texts, the
legend its markers, and the conquer key asks which way when a piece offers another way of conquering a region
(``AbilityMove.way``)."""

from __future__ import annotations

from conftest import app_for, screen_text
from test_stumble import rendered

from smallworld_tui.app.keys import PLAIN_WAY, ways
from smallworld_tui.app.screens.help import help_text
from smallworld_tui.rules import Game, bundled_board


def tinkers_game(players: int = 2) -> Game:
    """The Tinkers with Bribing on top of the column, the toy pack joining the base game."""
    return Game.new(bundled_board(players), ["Ann", "Bob", "Cy", "Dee", "Eve"][:players], seed=3,
                    races=["Tinkers"], powers=["Bribing"], expansions="tinker")


def hot_seat(game, data_dir):
    app = app_for(game, data_dir, bots=["human"] * len(game.players))
    app.autosave = False
    return app


def bribable(game: Game) -> int:
    """A region the plain conquest and the bribe both take now."""
    offered = {a.region for a in game.legal_actions() if a.kind == "bribe"}
    return min(a.region for a in game.legal_actions() if a.kind == "conquer" and a.region in offered)


async def test_X_INT_1_the_column_and_the_help_show_a_packs_pieces_and_markers(toy_pack, data_dir):
    game = tinkers_game()
    app = hot_seat(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        assert "Tinkers" in screen_text(app) and "Bribing" in screen_text(app)  # the column's top combo
        await pilot.press("question_mark")
        await pilot.pause()
        assert type(app.screen).__name__ == "HelpScreen"
    words = rendered(help_text(game), 200)
    assert toy_pack.TINKERS.help in words and toy_pack.BRIBING.help in words
    assert "‡ Gizmo" in words  # the pack's marker in the legend, with its glyph


async def test_X_INT_5_the_conquer_key_asks_which_way(toy_pack, data_dir):
    game = tinkers_game()
    game.play("pick 1")
    rid = bribable(game)
    assert [words for words, _ in ways(game.legal_actions(), rid, game.ruleset)] == [PLAIN_WAY, toy_pack.WAY]
    cost, coins = game.conquest_cost(rid), game.coins(0)
    app = hot_seat(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        app.screen.select_region(rid)
        await pilot.pause()
        shown = " ".join(screen_text(app).split())
        assert f"c asks the way: {toy_pack.WAY}." in shown.replace("│ ", "")  # the region's detail says so first
        assert "c conquer" in shown and "types bribe" not in shown  # the status line: c plays it, not ':'

        await pilot.press("c")
        await pilot.pause()
        assert type(app.screen).__name__ == "ChoiceScreen"
        text = screen_text(app)
        assert "which way?" in text and f"tokens only ({cost} tokens)" in text and toy_pack.WAY in text
        await pilot.press("escape")  # going back plays nothing
        await pilot.pause()
        assert app.session.game.moves == ["pick 1"]
        await pilot.press("c", "down", "enter")
        await pilot.pause()
        game = app.session.game
        assert game.moves == ["pick 1", f"bribe {rid}"] and game.coins(0) == coins - 1
        assert game.region(rid).owner == 0 and game.region(rid).tokens == max(1, cost - 2)


async def test_the_conquer_key_plays_the_plain_conquest_at_once_without_other_ways(toy_pack, data_dir):
    game = Game.new(bundled_board(2), ["Ann", "Bob"], seed=3, races=["Tinkers"], powers=["Hill"],
                    expansions="tinker")
    game.play("pick 1")
    rid = min(a.region for a in game.legal_actions() if a.kind == "conquer")
    app = hot_seat(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        app.screen.select_region(rid)
        await pilot.press("c")
        await pilot.pause()
        assert app.session.game.moves == ["pick 1", f"conquer {rid}"]
        assert ("gizmo", 1) in app.session.game.region(rid).markers  # the race's own rule ran


async def test_X_INT_1_the_new_game_form_chooses_the_expansions_by_keys(data_dir):
    app = app_for(None, data_dir)
    async with app.run_test(size=(120, 50)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        form = app.screen
        assert form.query_one("#packs-row").display
        await pilot.press("tab")  # from the game to the expansions
        assert form.focused is form.query_one("#packs")
        await pilot.press("space")  # all
        assert form.expansions() == ["cursed", "dames", "bna", "royal", "spider"]
        await pilot.pause()
        assert "✓ Cursed! (cursed)" in screen_text(app)  # ticked in words too, not by colour alone
        await pilot.press("down", "down", "space")  # Grand Dames off: 'all' unticks
        await pilot.pause()
        assert form.expansions() == ["cursed", "bna", "royal", "spider"]
        assert "✓ Grand Dames" not in screen_text(app) and "✓ all / none" not in screen_text(app)
        assert "all" not in form.query_one("#packs").selected
        await pilot.press("space")  # on again: all of them, 'all' ticks
        await pilot.pause()
        assert "all" in form.query_one("#packs").selected
        await pilot.press("up", "up", "space")  # none
        assert form.expansions() == []
        await pilot.press("down", "space", "down", "down", "down", "space")  # Cursed! and Royal Bonus
        form.query_one("#seed").value = "5"
        await pilot.press("ctrl+n")
        await pilot.pause()
        game = app.session.game
        assert game.ruleset.expansions == ("cursed", "royal") and game.seed == 5
        assert Game.from_json(game.to_json()).ruleset.expansions == ("cursed", "royal")  # saved with the game


async def test_the_expansions_are_offered_only_over_the_game_they_extend(toy_pack, data_dir):
    app = app_for(None, data_dir)
    async with app.run_test(size=(120, 50)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        form = app.screen
        assert "Tinkerers (tinker)" in screen_text(app)  # a pack's name, shown literally
        await pilot.press("tab", "space")
        form.query_one("#ruleset").value = "wow"
        await pilot.pause()
        assert not form.query_one("#packs-row").display and form.expansions() == []
        form.query_one("#seed").value = "7"
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert app.session.game.ruleset.name == "Small World of Warcraft" and not app.session.game.ruleset.expansions


def test_X_INT_1_the_saves_list_names_a_games_expansions(tmp_path):
    from smallworld_tui.app.store import list_folder
    from smallworld_tui.rules import save_game

    save_game(Game.new(bundled_board(2), ["Ann", "Bob"], seed=1, expansions="bna,cursed"), tmp_path / "a.json")
    save_game(Game.new(bundled_board(2), ["Ann", "Bob"], seed=1), tmp_path / "b.json")
    shown = {info.path.name: info.ruleset for info in list_folder(tmp_path)}
    assert shown == {"a.json": "Small World + cursed, bna", "b.json": "Small World"}


async def test_X_INT_1_a_whole_four_player_expansions_game_from_the_command_line(monkeypatch, data_dir):
    """Issue 32 "done when": `smallworld --players 4 --expansions all --bots human,greedy,human,random` played to
    the game-over card by keys, two seats human, two computer players."""
    from conftest import play_to_end

    import smallworld_tui.app as app_pkg
    from smallworld_tui.cli import main

    handed: list[dict] = []

    class Started:
        return_code = 0

        def run(self) -> None:
            pass

    monkeypatch.setattr(app_pkg, "make_app", lambda **kw: handed.append(kw) or Started())
    assert main(["--players", "4", "--expansions", "all", "--bots", "human,greedy,human,random", "--seed", "6"]) == 0
    game = handed[0]["game"]
    assert game.ruleset.expansions == ("cursed", "dames", "bna", "royal", "spider")
    app = app_for(game, data_dir, bots=handed[0]["bots"])  # conftest's make_app: the real one
    async with app.run_test(size=(120, 40)) as pilot:
        presses = await play_to_end(pilot, app)
        await pilot.pause()
        assert game.is_over and type(app.screen).__name__ == "GameOverScreen", presses
        assert {e.seat for e in game.log if e.kind == "pick"} == {0, 1, 2, 3}
        assert Game.from_json(game.to_json()).winners == game.winners


async def test_X_POW_MERCENARY_the_conquer_key_offers_the_coin(data_dir):
    """The real piece (Be Not Afraid...): 'hire R' is the Mercenary's way, asked under c (RULES-EXP X-POW-MERCENARY)."""
    game = Game.new(bundled_board(2), ["Ann", "Bob"], seed=3, races=["Ratmen"], powers=["Mercenary"],
                    expansions="bna")
    game.play("pick 1")
    hired = {a.region for a in game.legal_actions() if a.kind == "hire"}
    rid = min(a.region for a in game.legal_actions() if a.kind == "conquer" and a.region in hired)
    way = game.ruleset.moves["hire"][1].way
    app = hot_seat(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        app.screen.select_region(rid)
        await pilot.press("c")
        await pilot.pause()
        assert type(app.screen).__name__ == "ChoiceScreen" and way in screen_text(app)
        await pilot.press("down", "enter")
        await pilot.pause()
        assert app.session.game.moves == ["pick 1", f"hire {rid}"]


async def test_X_INT_10_the_players_panel_shows_the_public_counts(data_dir):
    """The Igor count (X-RACE-IGORS) and the other counts a piece keeps are public (X-INT-10): the players panel
    shows them beside the race's tokens."""
    game = Game.new(bundled_board(2), ["Ann", "Bob"], seed=3, races=["Igors"], powers=["Fireball"],
                    expansions="royal")
    game.play("pick 1")
    counts = dict(game.races(0)[0].counts)
    assert counts == {"Igor count": 0, "Fireballs": 0}
    app = hot_seat(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        assert "Igor count 0" in screen_text(app) and "Fireballs 0" in screen_text(app)


async def test_X_RACE_IGORS_a_question_without_a_key_is_answered_from_a_list(data_dir):
    """A piece's question with no key of its own (the Igor exchange, X-RACE-IGORS) is asked on screen: Enter lists
    its answers and e's default; nothing needs the move prompt."""
    from powkit import entry

    from smallworld_tui.rules.packs import expanded
    from smallworld_tui.rules.ruleset import BASE

    game = Game.from_position(bundled_board(2), {"players": ["Ann", "Bob"], "seat": 0, "races": [
        entry(0, "Igors", "Spirit", regions={1: 2}, flags={"igors": 5})]}, ruleset=expanded(BASE, "royal"))
    assert game.step is not None and game.step.name == "igors"
    app = hot_seat(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # the hand-off
        await pilot.pause()
        assert "Enter lists them" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert type(app.screen).__name__ == "ChoiceScreen"
        assert "igors 2" in screen_text(app) and "igors 0" in screen_text(app)
        await pilot.press("down", "enter")  # igors 1
        await pilot.pause()
        assert app.session.game.moves[-1:] == ["igors 1"]


def catapult_game() -> Game:
    """The Catapult Ratmen after their first conquest (Wishing Fields, 1): Sinkhole Fen (3) lies two steps away, a
    target of the Catapult alone."""
    game = Game.new(bundled_board(2), ["Ann", "Bob"], seed=3, races=["Ratmen"], powers=["Catapult"],
                    expansions="all")
    game.play("pick 1")
    game.play("conquer 1")
    return game


async def test_X_POW_CATAPULT_the_target_keys_and_the_conquer_key_reach_a_region_only_the_catapult_takes(data_dir):
    game = catapult_game()
    legal = game.legal_actions()
    assert not any(a.region == 3 for a in legal if a.kind in ("conquer", "roll"))
    shots = [str(a) for a in legal if a.kind == "catapult" and a.regions[0] == 3]
    assert shots == ["catapult 3 1"]
    app = hot_seat(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        seen = set()
        for _ in range(12):  # ] cycles through every target, the Catapult's among them
            await pilot.press("right_square_bracket")
            seen.add(screen.sel_region)
        assert 3 in seen
        screen.select_region(3)
        await pilot.pause()
        shown = " ".join(screen_text(app).split()).replace("│ ", "")
        assert "c asks the way: catapult from a region two steps away: cost -1." in shown
        await pilot.press("c")
        await pilot.pause()
        assert type(app.screen).__name__ == "ChoiceScreen"
        assert "which way?" in screen_text(app)
        choices = app.screen.query_one("#choices")
        labels = [str(choices.get_option_at_index(i).prompt) for i in range(choices.option_count)]
        assert labels == ["catapult from a region two steps away: cost -1 (from Wishing Fields (1))"]  # no plain
        # conquest of a region two steps away
        await pilot.press("enter")
        await pilot.pause()
        assert app.session.game.moves[-1] == "catapult 3 1"
        assert app.session.game.region(3).owner == 0


def test_way_labels_tell_a_pieces_ways_apart():
    from smallworld_tui.app.keys import way_label
    from smallworld_tui.rules import Action

    game = catapult_game()
    assert way_label(game, "throw Fireballs: cost -2 each", Action("fireball", layout=((3, 2),))) == (
        "throw Fireballs: cost -2 each (×2)")
    assert way_label(game, "pay 1 coin: cost -2", Action("bribe", 3)) == "pay 1 coin: cost -2"
    assert way_label(game, "catapult", Action("catapult", regions=(3, 1))).startswith("catapult (from ")


async def test_X_POW_COPYCAT_y_asks_which_power_to_copy(data_dir):
    """The Copycat's 'copy WORD' names a power of the column: y lists them and Enter copies one (before: y played
    'copy' alone and the engine refused it, so copying needed the move prompt)."""
    game = Game.new(bundled_board(2), ["Ann", "Bob"], seed=3, races=["Ratmen"], powers=["Copycat"],
                    expansions="all")
    game.play("pick 1")
    offered = [a.name for a in game.legal_actions() if a.kind == "copy"]
    assert offered[:2] == ["catapult", "alchemist"]
    app = hot_seat(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        assert "y copy" in screen_text(app)  # the status line
        await pilot.press("y")
        await pilot.pause()
        assert type(app.screen).__name__ == "ChoiceScreen"
        text = screen_text(app)
        assert "copy which power?" in text and all(name in text for name in offered)
        assert "e skips it" not in text  # a conquest move, not a question: e would end the turn
        await pilot.press("escape")  # going back copies nothing
        await pilot.pause()
        assert app.session.game.moves == ["pick 1"]
        await pilot.press("y", "down", "enter")
        await pilot.pause()
        assert app.session.game.moves == ["pick 1", "copy alchemist"]


async def test_X_RACE_LEPRECHAUNS_the_pots_of_gold_are_placed_in_the_editor(data_dir):
    """The Pots of Gold question opens the layout editor (o, a layout move): it says what is left in the pieces'
    own words, -/+ leave a region without a pot, Enter places them (before: the editor's status line had no word
    for 'pots' and the app crashed at the question)."""
    game = Game.new(bundled_board(2), ["Ann", "Bob"], seed=3, races=["Leprechauns"], powers=["Hill"],
                    expansions="bna")
    for move in ("pick 1", "conquer 1", "conquer 2", "redeploy 1:5 2:5"):
        game.play(move)
    assert game.step is not None and game.step.kind == "pots"
    app = hot_seat(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert screen.edit is not None and screen.edit.kind == "pots"
        assert "Pots: 0 Pots of Gold left" in screen_text(app)
        screen.select_region(1)
        await pilot.press("minus")
        await pilot.pause()
        assert "Pots: 1 Pot of Gold left" in screen_text(app)
        await pilot.press("enter", "y")  # the turn ends with it: asked first
        await pilot.pause()
        game = app.session.game
        assert game.moves[-1] == "pots 2:1"
        assert game.region(2).markers == (("pot", 1),) and game.region(1).markers == ()


async def test_X_POW_MERCENARY_y_after_a_short_roll_is_named_for_the_coin(data_dir):
    """y is the Copycat's copy and the Mercenary's coin after a roll (hire-roll): the footer names the one on offer
    (before: 'y copy' at the Mercenary's question), the status line says y pays it (before: 'Enter lists them',
    and Enter did nothing)."""
    game = Game.new(bundled_board(2), ["Ann", "Bob"], seed=1, races=["Ratmen"], powers=["Mercenary"],
                    expansions="all")
    for move in ("pick 1", "conquer 1", "conquer 2", "conquer 3", "conquer 4", "conquer 9", "roll 5"):
        game.play(move)
    assert game.step is not None and game.step.kind == "hire-roll"
    app = hot_seat(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        lines = screen_text(app).splitlines()
        assert "y hire-roll" in lines[-1] and "copy" not in lines[-1]  # the footer
        shown = " ".join(screen_text(app).split())
        assert "y: pay a Mercenary coin after the roll" in shown and "Enter lists them" not in shown
        await pilot.press("y")
        await pilot.pause()
        assert app.session.game.moves[-1] == "hire-roll" and app.session.game.region(5).owner == 0


def winter_game() -> Game:
    """The Ice Witches asked where Winter goes, after their first turn's redeployment."""
    game = Game.new(bundled_board(2), ["Ann", "Bob"], seed=3, races=["Ice Witches"], powers=["Hill"],
                    expansions="spider")
    for move in ("pick 1", "conquer 1", "redeploy 1:9"):
        game.play(move)
    assert game.step is not None and game.step.kind == "winter"
    return game


async def test_X_RACE_ICEWITCHES_the_target_keys_go_through_the_winter_spots(data_dir):
    """A question naming a region with a key of its own (Winter's s): ] and [ go through the regions it may name
    (before: '] is not possible now'), and the status line names s (before: 'Enter lists them', and Enter did
    nothing)."""
    game = winter_game()
    spots = sorted(a.region for a in game.legal_actions() if a.kind == "winter")
    assert spots == [0, 1, 2, 5, 6]
    app = hot_seat(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        shown = " ".join(screen_text(app).split())
        assert "s: put Winter on the selected region (] selects each in turn)." in shown
        assert "Enter lists them" not in shown
        assert screen.sel_region == 0
        seen = []
        for _ in range(5):
            await pilot.press("right_square_bracket")
            seen.append(screen.sel_region)
        assert seen == [1, 2, 5, 6, 0]
        await pilot.press("left_square_bracket", "s")
        await pilot.pause()
        assert app.session.game.moves[-1] == "winter 6"


async def test_X_INT_13_e_at_winter_asks_the_default_or_none_more(data_dir):
    """Winter is a MAY with a default (X-INT-13): 'end' places the default for what is left, 'skip' places none
    more. e asks which (before: e played the default and 'skip' needed the move prompt)."""
    game = winter_game()
    app = hot_seat(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        assert "e asks: the default for what is left, or none more." in " ".join(screen_text(app).split())
        await pilot.press("e")
        await pilot.pause()
        assert type(app.screen).__name__ == "ChoiceScreen"
        assert "skip: none more" in screen_text(app) and "end: the default" in screen_text(app)
        await pilot.press("down", "enter")
        await pilot.pause()
        if type(app.screen).__name__ == "StrictConfirmScreen":  # it ends the turn: asked first
            await pilot.press("y")
            await pilot.pause()
        game = app.session.game
        assert game.moves[-1] == "skip"
        assert not any(kind == "winter" for r in range(len(game.board.regions)) for kind, _ in game.region(r).markers)


def test_X_INT_1_the_help_names_every_move_a_shared_key_plays_and_how_the_unkeyed_ones_are_reached():
    """y plays the Copycat's copy and the Mercenary's coin after a roll, o the Pots of Gold and the Ivory Tower: the
    help names both (before: only the first); the moves with no key are reached by c (another way of conquering)
    or Enter (a question), not typed at ':' as the help said of the Mercenary's and the Catapult's."""
    from smallworld_tui.app.screens.help import key_rows
    from smallworld_tui.rules.packs import expanded
    from smallworld_tui.rules.ruleset import BASE

    rows = dict(key_rows(expanded(BASE, "all")))
    conquest = next(what for key, what in rows.items() if " y " in f" {key} ")
    assert "Copycat: copy a power of the column or pay a Mercenary coin after the roll" in conquest
    edits = next(what for key, what in rows.items() if key.startswith("w /"))
    assert "Pots of Gold or raise the Ivory Tower on the selected region" in edits
    assert "throw Fireballs" in rows["c"] and "catapult from a region two steps away" in rows["c"]
    assert "its answers in a list" in rows["Enter, 1-6"] and "Winter" in rows["e"]
    assert "hire" not in rows[":"] and "catapult" not in rows[":"]  # asked by c, not typed


async def test_X_RACE_PIXIES_the_redeploy_editor_names_the_race_that_sets_tokens_aside(data_dir):
    """The Pixies keep 1 token per region after redeploying, the rest waiting off the map: the editor says so in
    their name (before: 'the Amazons set 13 aside')."""
    game = Game.new(bundled_board(2), ["Ann", "Bob"], seed=3, races=["Pixies"], powers=["Hill"], expansions="bna")
    for move in ("pick 1", "conquer 1", "conquer 2"):
        game.play(move)
    app = hot_seat(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "m")
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "your Pixies set 13 aside until your next turn" in text and "Amazons" not in text


async def test_X_RACE_SKAGS_X_INT_10_the_owner_reads_his_loot_in_the_region_detail_and_nobody_else(data_dir):
    """The Skags' face-down Loot (X-RACE-SKAGS): the region detail tells its value to the screen's player when the
    Loot is his (``Game.secrets``), in hot-seat the player on turn after the hand-off; the other player sees only
    the face-down marker (X-INT-10)."""
    game = Game.new(bundled_board(2), ["Ann", "Bob"], seed=3, races=["Skags"], powers=["Spirit"], expansions="spider")
    game.play("pick 1")
    game.play("conquer 1")  # Wishing Fields: Loot face down
    assert game.secrets(0) == {1: ("Loot: 1 coin",)} and game.secrets(1) == {}
    app = hot_seat(game, data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # Ann's hand-off
        await pilot.press("i", "slash", "slash")  # the list, then Ann's own regions: Wishing Fields
        await pilot.pause()
        assert app.screen.sel_region == 1
        shown = " ".join(screen_text(app).replace("│", " ").split())
        assert "1 Wishing Fields · Loot: 1 coin (only you see it)" in shown  # first: the list cuts the line
        await pilot.press("i")  # the map and its detail under it, never cut
        await pilot.pause()
        shown = " ".join(screen_text(app).replace("│", " ").split())
        assert "Wishing Fields · Loot: 1 coin (only you see it) · farmland, magic, Loot marker" in shown
        await pilot.press("e", "y")  # Ann ends her turn
        await pilot.pause()
        assert type(app.screen).__name__ == "ScoreCardScreen"  # her score, still her screen
        await pilot.press("enter")
        await pilot.pause()
        assert app.session.game.current_player == 1 and type(app.screen).__name__ == "HandoffScreen"
        assert "Loot: 1" not in screen_text(app)
        await pilot.press("enter")  # Bob takes the keyboard
        await pilot.press("i", "slash")  # the list; its next filter after "mine": Ann's regions, Wishing Fields
        await pilot.pause()
        assert app.screen.sel_region == 1
        assert "1 Wishing Fields · farmland" in " ".join(screen_text(app).replace("│", " ").split())
        await pilot.press("i")  # the map's detail
        await pilot.pause()
        shown = " ".join(screen_text(app).replace("│", " ").split())
        assert app.screen.viewer == 1 and "Loot marker" in shown
        assert "Loot: " not in shown and "only you see it" not in shown
