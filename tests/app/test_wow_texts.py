"""The help's words for Small World of Warcraft (issue 11 point 4): a short rule for every race, power,
Artifact and Place of RULES-WOW.md sections 1 and 13, found whatever spelling the catalogue uses."""

from __future__ import annotations

import io

from conftest import NAMES
from rich.console import Console

from smallworld_tui.app.markers import rule_text
from smallworld_tui.app.screens.help import help_text
from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.wow import WOW


def test_W_COMP_1_2_every_race_and_power_has_a_help_text() -> None:
    # each piece declares its own help text (Ability.help); the app shows it
    assert len(WOW.races) == 16 and len(WOW.powers) == 20
    texts = [piece.help for piece in (*WOW.races.values(), *WOW.powers.values())]
    assert all(text.endswith(".") and len(text) < 200 for text in texts)


def test_W_AP_every_artifact_and_place_has_a_help_text_and_a_map_name() -> None:
    groups = [piece.group for piece in WOW.others]
    assert groups.count("Artifacts") == 5 and groups.count("Legendary Places") == 7
    assert all(piece.help and 0 < len(piece.map_name) <= 5 for piece in WOW.others)


def test_the_help_shows_each_pieces_own_text() -> None:
    wow = Game.new(None, NAMES[:3], seed=3, ruleset=WOW)
    assert rule_text(wow, "Beast Master", power=True) == WOW.powers["Beast Master"].help
    base = Game.new(bundled_board(3), NAMES[:3], seed=3)
    assert rule_text(base, "Ratmen") == base.ruleset.races["Ratmen"].text  # a base race: its catalogue line
    assert rule_text(wow, "Ratmen") == ""  # not in this ruleset


def test_the_help_of_a_wow_game_has_its_keys_and_map_not_the_base_games():
    # the help's keys and legend follow the ruleset: no Berserk, Ghouls, Lost Tribe, mine or farmland on the islands
    # (W-MAP-4: fields), the moves without a key typed at the prompt; the base game's help keeps them all
    def shown(game) -> str:
        console = Console(width=110, file=io.StringIO(), record=True)
        console.print(help_text(game))
        return console.export_text()

    wow = shown(Game.new(None, NAMES[:3], seed=3, ruleset=WOW))
    assert not any(word in wow for word in ("Berserk", "Ghouls", "Lost Tribe", "farmland", "⚒"))
    assert "fields" in wow and "(form, objectives, buy, harmony, assault…)" in wow and "Championing" in wow
    assert "On the map: Portl." in wow  # the short names the map gives the face-up pieces
    base = shown(Game.new(bundled_board(3), NAMES[:3], seed=3))
    assert all(word in base for word in ("Berserk", "Ghouls", "Lost Tribe", "farmland", "⚒"))
    assert "Championing" not in base and "form, objectives" not in base
