"""The stumbling blocks a newcomer hit (issue 28 part 3), each driven by keys through the app."""

from __future__ import annotations

import io

from conftest import app_for, new_game, screen_text
from rich.cells import cell_len
from rich.console import Console

from smallworld_tui.app.screens.help import help_text
from smallworld_tui.rules import Game, find_ruleset
from smallworld_tui.rules.packs import expanded
from smallworld_tui.rules.registry import rulesets
from smallworld_tui.rules.ruleset import BASE


# ---------------------------------------------------------------- chips and markers
def test_every_marker_glyph_is_a_single_symbol_never_a_letter(toy_pack):
    """Upper case letters are the players' chips and lower case the races in decline: a marker is a symbol. Every
    ruleset, and the base game with every expansion (issue 32; the toy pack's too)."""
    for key, ruleset in [*((r.key, find_ruleset(r.key)) for r in rulesets()), ("all", expanded(BASE, "all"))]:
        shown = [m for m in ruleset.markers if not m.hidden]
        glyphs = [m.mark for m in shown]
        assert len(set(glyphs)) == len(glyphs), (key, glyphs)
        for marker in shown:
            assert len(marker.glyph) == 1 and not marker.glyph.isalnum() and not marker.glyph.isspace(), marker
            assert cell_len(marker.glyph) == 1, marker  # one cell wide: the map's columns stay aligned


def rendered(renderable, width: int = 100) -> str:
    console = Console(width=width, record=True, file=io.StringIO())
    console.print(renderable)
    return " ".join(console.export_text().split())


async def test_the_legend_says_markers_are_symbols_and_names_each(data_dir):
    game = new_game(3)
    app = app_for(game, data_dir, bots=["human"] * 3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "question_mark")
        await pilot.pause()
        assert type(app.screen).__name__ == "HelpScreen"
        words = rendered(help_text(game))
        assert "a letter is always a player's race, never a marker" in words
        for marker in game.ruleset.markers:
            assert f"{marker.mark} {marker.name[:1].upper()}" in words, marker


# ---------------------------------------------------------------- the redeploy editor
async def conquered_and_redeploying(pilot, app):
    """Pick the first combo, conquer the first target the ] key offers, open the redeploy editor with m."""
    await pilot.press("enter", "1")
    await pilot.pause()
    for _ in range(2):
        await pilot.press("right_square_bracket", "c")
        await pilot.pause()
    await pilot.press("m")
    await pilot.pause()
    assert app.screen.edit is not None and app.screen.edit.kind == "redeploy"


async def test_R_REDEP_the_editor_arrows_move_on_the_map_and_minus_plus_change_counts(data_dir):
    app = app_for(new_game(2, seed=3), data_dir, bots=["human"] * 2)
    async with app.run_test(size=(120, 40)) as pilot:
        await conquered_and_redeploying(pilot, app)
        gs = app.screen
        before = dict(gs.edit.counts)
        start = gs.sel_region
        for key in ("right", "left", "up", "down"):
            await pilot.press(key)
            await pilot.pause()
            assert gs.edit.counts == before  # an arrow never moves tokens
        moved = {gs.sel_region}
        for key in ("right", "down", "left", "up"):
            await pilot.press(key)
            moved.add(gs.sel_region)
        assert moved != {start}  # ...it walks the map
        gs.select_region(start)
        await pilot.press("minus")
        await pilot.pause()
        assert gs.edit.counts[start] == before[start] - 1 and gs.edit.left == 1
        await pilot.press("plus")
        await pilot.pause()
        assert gs.edit.counts == before
        outside = next(r for r in range(len(app.session.game.board.regions)) if r not in before)
        gs.select_region(outside)
        await pilot.press("plus")
        await pilot.pause()
        assert "is not one of the regions in this layout" in screen_text(app)  # said, not silent


async def test_R_REDEP_confirming_a_layout_that_ends_the_turn_asks_first_with_its_score(data_dir):
    game = new_game(2, seed=3)
    app = app_for(game, data_dir, bots=["human"] * 2)
    async with app.run_test(size=(120, 40)) as pilot:
        await conquered_and_redeploying(pilot, app)
        gs = app.screen
        seat, moves = game.current_player, len(game.moves)
        rid = min(r for r, n in gs.edit.counts.items() if n > 1)
        gs.select_region(rid)
        await pilot.press("minus")  # a layout of one's own, not end's default
        gs.select_region(max(r for r in gs.edit.counts if r != rid))
        await pilot.press("plus")
        await pilot.pause()
        assert gs.edit.left == 0 and len(gs.edit.counts) == 2
        layout = gs.edit.notation()
        trial = game.copy()
        scored = next(e for e in trial.play(layout) if e.kind == "score" and e.seat == seat)
        await pilot.press("enter")
        await pilot.pause()
        assert type(app.screen).__name__ == "StrictConfirmScreen"
        words = " ".join(app.screen.question.split())
        assert f"With this layout you score {scored.coins} coin" in words and "n goes back to the layout" in words
        assert len(game.moves) == moves  # nothing played yet
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is gs and gs.edit is not None and gs.edit.notation() == layout  # back, layout kept
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert game.moves[moves] == layout and (game.current_player != seat or game.is_over)


# ---------------------------------------------------------------- words
def test_a_score_unit_phrase_takes_its_plural_where_it_says():
    from smallworld_tui.rules.events import plural
    from smallworld_tui.rules.wow import WOW

    assert plural(2, "region{s} by the water") == "2 regions by the water"
    assert plural(1, "region{s} by the water") == "1 region by the water"
    assert plural(0, "Alliance region{s} conquered") == "0 Alliance regions conquered"
    for piece in (*WOW.races.values(), *WOW.powers.values(), *WOW.others):
        unit = piece.score_unit or piece.decline_score_unit
        if unit and " " in unit.strip():
            assert "{s}" in unit or unit.split()[-1] in ("region", "conquest", "piece"), unit


async def test_game_over_n_opens_the_new_game_form(data_dir):
    from test_snapshots import finished_game

    app = app_for(finished_game(), data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == "GameOverScreen"
        await pilot.press("n")
        await pilot.pause()
        assert type(app.screen).__name__ == "NewGameScreen"
        await pilot.press("escape")
        await pilot.pause()
        assert type(app.screen).__name__ == "TitleScreen"


async def test_resume_says_which_game_base_or_wow(data_dir):
    from smallworld_tui.rules.wow import WOW

    for game, name in ((new_game(2), "Small World,"), (Game.new(None, ["Ann", "Bob"], seed=1, ruleset=WOW),
                                                       "Small World of Warcraft,")):
        app = app_for(game, data_dir, bots=["human"] * 2)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("enter", "1")
            await pilot.pause()
        app = app_for(None, data_dir)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            assert f"Resume: {name}" in screen_text(app)
        for path in (data_dir / "autosaves").glob("*.json"):
            path.unlink()


async def test_the_move_prompt_lists_each_move_once(data_dir):
    app = app_for(new_game(2), data_dir, bots=["human"] * 2)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "1", "right_square_bracket", "c", "colon", "d")
        await pilot.pause()
        texts = app.session.move_texts()
        assert len(texts) == len(set(texts))
        assert screen_text(app).count("decline") <= 2  # the status line's list, and the footer's key


# ---------------------------------------------------------------- keys that do nothing say why
async def test_R_CONQ_c_on_a_region_you_cannot_afford_says_why(data_dir):
    game = new_game(2)
    app = app_for(game, data_dir, bots=["human"] * 2)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "1")
        await pilot.pause()
        gs = app.screen
        costly = next(r.id for r in game.board.regions if game.conquest_cost(r.id) is None and not r.water)
        gs.select_region(costly)
        moves = list(game.moves)
        await pilot.press("c")
        await pilot.pause()
        assert game.moves == moves and gs.message_error and gs.message  # the engine's reason, nothing played
        assert gs.message in screen_text(app).replace("\n", "") or gs.message[:40] in screen_text(app)


async def test_R_DIE_c_on_a_target_beyond_the_hand_says_what_is_missing_and_offers_the_die(data_dir):
    """The one status-line rule for a key that does nothing (app/whynot.py) words a conquest refused for want of
    tokens by the engine's cost (issue 29: 'needs 4, you have 3 — roll the die as a final attempt?')."""
    game = new_game(2)
    game.play("pick 1")
    while True:  # conquer the cheapest target until one costs more than the hand
        costs = {a.region: game.conquest_cost(a.region) for a in game.legal_actions() if a.kind in ("conquer", "roll")}
        dear = [r for r, c in costs.items() if c is not None and c > game.hand(0)]
        if dear:
            break
        game.play(f"conquer {min(costs, key=lambda r: (costs[r], r))}")
    target = min(dear)
    app = app_for(game, data_dir, bots=["human"] * 2)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # the hand-off
        await pilot.pause()
        gs = app.screen
        gs.select_region(target)
        moves = list(game.moves)
        await pilot.press("c")
        await pilot.pause()
        assert game.moves == moves and gs.message_error
        assert gs.message.startswith(f"Needs {game.conquest_cost(target)} tokens, you have {game.hand(0)}")
        assert ("r rolls the die" in gs.message) == any(
            a.kind == "roll" and a.region == target for a in game.legal_actions())


async def test_a_disabled_key_says_why_instead_of_nothing(data_dir):
    app = app_for(new_game(2), data_dir, bots=["human"] * 2)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # the hand-off; the pick phase: no region move, no redeploy
        await pilot.pause()
        gs = app.screen
        said = {}
        for key in ("m", "x", "d", "t"):
            gs.message = ""
            await pilot.press(key)
            await pilot.pause()
            said[key] = gs.message
            assert gs.message_error and gs.message and gs.message[:30] in screen_text(app), (key, gs.message)
            assert app.session.game.moves == []
        assert "Pick a combo first" in said["x"]  # the engine's reason for a region move
        assert said["m"] == "m (redeploy) is not possible now: pick."


async def test_no_computer_is_thinking_while_the_score_card_is_up(data_dir):
    app = app_for(new_game(2), data_dir, bots=["human", "greedy"])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("1", "right_square_bracket", "c", "e")
        await pilot.pause()
        if type(app.screen).__name__ == "StrictConfirmScreen":  # tokens in hand: end asks first
            await pilot.press("y")
            await pilot.pause()
        assert type(app.screen).__name__ == "ScoreCardScreen"
        text = screen_text(app)
        assert "is thinking" not in text and "Bob (computer) plays next." in text


async def test_the_hand_off_summary_counts_no_later_conquest_in_an_earlier_turn(data_dir):
    game = new_game(3, seed=1)
    for move in ("pick 1", "conquer 1", "conquer 2", "end", "pick 1", "conquer 3", "conquer 4", "end",
                 "pick 1", "conquer 3"):  # Cy takes one of Bob's two regions
        game.play(move)
    while game.current_player == 2:
        game.play("end")
    app = app_for(game, data_dir, bots=["human"] * 3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == "HandoffScreen"
        words = " ".join(screen_text(app).replace("│", " ").split())
        assert "Bob: picked" in words and "Cy: picked" in words
        bob = words[words.index("Bob: picked"):words.index("Cy: picked")]
        assert "now" not in bob  # Bob's turn left him 2 regions; Cy's took one: "now 1 region" is not his turn's
        assert "now 1 region" in words[words.index("Cy: picked"):]


# ---------------------------------------------------------------- token counts that add up
async def test_R_RACE_AMAZONS_the_players_panel_counts_add_up_at_the_start_of_a_turn(data_dir):
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rules"))
    from powkit import entry, position_game

    game = position_game(entry(0, "Amazons", "Forest", regions={1: 3, 2: 3, 3: 3}, hand=4),
                         entry(1, "Humans", "Hill"), turn=3)
    game.play("end")  # the Amazons set 4 aside
    while game.current_player == 1:
        game.play("end")
    (amazons,) = game.races(0)
    assert (amazons.hand, amazons.tokens_on_map, amazons.set_aside) == (10, 9, 4)  # the engine's: 13 tokens
    app = app_for(game, data_dir, bots=["human"] * 2)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        text = screen_text(app)
        assert "3 rg · 9 on map · 4 aside: 10 to use" in text  # 9 + 4 = 13, and of them 10 may be used
        assert "10 in hand" not in text and "· 10 to use" in text  # the header too


# ---------------------------------------------------------------- 80x24
async def test_at_80x24_the_footer_keeps_save_and_quit(data_dir):
    app = app_for(new_game(3), data_dir, bots=["human", "greedy", "greedy"])
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("1", "right_square_bracket", "c")
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert "^s save" in footer and "q quit" in footer and "c conquer" in footer
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert footer.strip().startswith("] target") and footer.rstrip().endswith("^s save q quit")


# ---------------------------------------------------------------- WoW questions
async def test_W_POW_BEASTMASTER_the_beasts_question_says_e_ends_the_turn_and_asks_first(data_dir):
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "wow"))
    from wowkit import entry as wow_entry
    from wowkit import wow_game

    game = wow_game(wow_entry(0, "Orcs", "Beast Master", regions={9: 2, 11: 2, 16: 2}),
                    wow_entry(1, "Trolls", regions={0: 1}, hand=8))
    assert game.step is not None and game.step.kind == "beasts"
    app = app_for(game, data_dir, bots=["human"] * 2)
    async with app.run_test(size=(200, 60)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        words = " ".join(screen_text(app).split())
        assert "e ends your turn (it asks first)." in words  # not read as 'take the Beasts'
        await pilot.press("e")
        await pilot.pause()
        assert type(app.screen).__name__ == "StrictConfirmScreen" and "End your turn now?" in app.screen.question
        await pilot.press("n")
        await pilot.pause()
        assert game.moves == []  # nothing played: the Beasts' question still waits
        await pilot.press("colon", *"beasts", "enter")
        await pilot.pause()
        assert game.moves == ["beasts"] and game.current_player == 0


# ---------------------------------------------------------------- small cells
def played_5p():
    from conftest import NAMES

    from smallworld_tui.rules import bundled_board

    game = Game.new(bundled_board(5), NAMES, seed=4)
    for n in range(200):  # some rounds by a simple rule (many regions held), to a turn with tokens to attack with
        if n >= 50 and game.phase in ("start", "conquer") and game.hand(game.current_player) >= 5:
            break
        if game.phase == "pick":
            game.play("pick 1")
            continue
        conquer = [a for a in game.legal_actions() if a.kind == "conquer" and not a.ghouls]
        game.apply(conquer[0] if conquer else next(a for a in game.legal_actions() if a.kind == "end"))
    return game


async def test_at_200x60_no_race_name_is_cut_and_at_120x40_targets_keep_their_terrain(data_dir):
    import re

    from smallworld_tui.app import theme
    from smallworld_tui.app.widgets.mapview import MapView, target_costs

    game = played_5p()
    races = {r.name for seat in range(5) for r in game.races(seat)}
    app = app_for(game, data_dir, bots=["human"] * 5)
    async with app.run_test(size=(200, 60)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        text = screen_text(app)
        named = re.findall(r"\b[A-Ea-e]:([A-Za-z]+)", text)
        assert named and all(name in races for name in named), named  # "C:Halflings", never "C:Hal"
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        text = screen_text(app)
        named = re.findall(r"\b[A-Ea-e]:([A-Za-z]+)", text)
        assert all(name in races for name in named), named
        gs = app.screen
        geo = gs.query_one(MapView)._geo  # the label boxes the map drew at 120x40
        costs = target_costs(gs)
        assert costs and geo is not None
        for rid, cost in costs.items():
            reg = game.board.regions[rid]
            glyph = theme.TERRAIN[reg.terrain][0]
            _, _, h, w = geo.label[rid]
            label = MapView.label(game, reg, game.region(rid), cost, None, rid == gs.sel_region, rid in gs.recent,
                                  h, w)
            assert glyph in "".join(text for line in label for text, _ in line), (rid, h, w, label)
        assert gs.showing_map()


async def test_W_CONQ_4_travel_between_islands_is_explained_on_screen(data_dir):
    from smallworld_tui.app.widgets.mapview import region_detail
    from smallworld_tui.rules.wow import WOW

    game = Game.new(None, ["Ann", "Bob"], seed=1, ruleset=WOW)
    app = app_for(game, data_dir, bots=["human"] * 2)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        entry = next(r.id for r in game.board.regions if r.entry and not r.water)
        app.screen.select_region(entry)
        await pilot.pause()
        assert "(from elsewhere: +1 travel)" in region_detail(app.screen, entry).plain
        await pilot.press("question_mark")
        await pilot.pause()
        assert type(app.screen).__name__ == "HelpScreen"
        assert "conquering an entry region next to none of its regions costs 1 more (travel)" in rendered(
            help_text(game), 120)
