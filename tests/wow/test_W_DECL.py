"""W-DECL-1/2 and R-DECL-4 in WoW: one token kept per region, the rest to the tray; the badge discarded unless it
stays with the banner (W-DECL-1, a toy power here; the real ones in their W-POW tests); the older
in-decline race leaves play; the declined race scores its regions only (W-SCORE-2)."""

from __future__ import annotations

import dataclasses

from wowkit import S1A_FIELDS, S1A_HILL, S1A_LAKE, S1A_MOUNTAIN, entry, islands, play, score_lines, wow_game

from smallworld_tui.rules import Game
from smallworld_tui.rules.ability import Power
from smallworld_tui.rules.wow import WOW


def test_W_DECL_2_one_token_per_region_and_only_regions_scored():
    g = wow_game(entry(0, "Blood Elves", regions={S1A_HILL: 3, S1A_FIELDS: 2}),
                 entry(0, "Dwarves", active=False, regions={S1A_MOUNTAIN: 1}))
    lines = score_lines(play(g, "decline"))
    assert g.region(S1A_HILL).tokens == 1 and g.region(S1A_FIELDS).tokens == 1
    assert g.region(S1A_MOUNTAIN).race is None  # the older in-decline Dwarves left play
    assert lines == {("regions", "Blood Elves"): 2}  # no Magic bonus in decline
    assert "Farmer" in g.power_discard


def test_naga_keep_their_water_in_decline():
    g = wow_game(entry(0, "Naga", regions={S1A_LAKE: 2, S1A_MOUNTAIN: 1}))
    lines = score_lines(play(g, "decline"))
    assert g.region(S1A_LAKE).race == "Naga" and lines[("regions", "Naga")] == 2


class Kept(Power):
    name, rule, badge = "Kept", "W-DECL-1", 3
    badge_stays = True


def test_W_DECL_1_a_badge_that_stays_leaves_play_with_its_banner():
    rules = dataclasses.replace(WOW, powers={**WOW.powers, "Kept": Kept()})
    g = Game.from_position(islands(), {"players": ["Ann", "Bob"], "races": [
        entry(0, "Trolls", "Kept", regions={S1A_HILL: 2}), entry(0, "Dwarves", active=False,
                                                                regions={S1A_MOUNTAIN: 1})]}, ruleset=rules)
    play(g, "decline")
    assert "Kept" not in g.power_discard and g.p[0].declined[0].power.name == "Kept"
    g = Game.from_position(g.board, {**g.position(), "seat": 0, "races": [
        *g.position()["races"], entry(0, "Orcs", regions={S1A_FIELDS: 2})]}, ruleset=rules)
    play(g, "decline")  # the Kept Trolls leave play: their badge goes with them
    assert "Kept" in g.power_discard
