"""W-RACE-DRAENEI with RULINGS 9 and 31: Holy Light cancels the Draenei's first loss in each other player's turn
(automatic; the piece withdraws); later losses that turn are normal; renewed in the next player's turn; never in
decline. Appendix A scenario 19."""

from __future__ import annotations

import dataclasses

from wowkit import NAMES, S1A_FIELDS, S1A_FIELDS_ENTRY, S1A_HILL, S1A_SWAMP, entry, islands, play, wow_game

from smallworld_tui.rules import Game
from smallworld_tui.rules.ability import Power
from smallworld_tui.rules.events import Lost
from smallworld_tui.rules.wow import WOW
from smallworld_tui.rules.wow.draenei import HolyLight


def losses(events):
    return [(e.region, e.lost, e.withdrawn) for e in events if isinstance(e, Lost)]


def draenei_and_c(seat=2, active=True):
    return wow_game(entry(0, "Draenei", active=active, regions={S1A_FIELDS: 2, S1A_FIELDS_ENTRY: 2}),
                    entry(1, "Naga", regions={}), entry(2, "Orcs", regions={S1A_HILL: 10}),
                    players=3, seat=seat)


def test_scenario_19_in_c_s_turn_the_first_loss_is_cancelled_the_second_is_not():
    g = draenei_and_c()
    events = play(g, f"conquer {S1A_FIELDS}", f"conquer {S1A_FIELDS_ENTRY}")
    assert losses(events) == [(S1A_FIELDS, 0, 2), (S1A_FIELDS_ENTRY, 1, 1)]
    assert [e for e in events if isinstance(e, HolyLight)] == [HolyLight(0, "Farmer Draenei", S1A_FIELDS)]


def test_W_RACE_DRAENEI_holy_light_is_renewed_in_each_other_player_s_turn():
    g = wow_game(entry(0, "Draenei", regions={S1A_FIELDS: 2, S1A_FIELDS_ENTRY: 2}),
                 entry(1, "Orcs", regions={S1A_HILL: 6}), entry(2, "Trolls", regions={S1A_SWAMP: 6}),
                 players=3, seat=1)
    first = play(g, f"conquer {S1A_FIELDS}", "end")
    while g.current_player != 2:  # the Draenei place their withdrawn tokens, then Cy's turn begins
        play(g, "end")
    second = play(g, f"conquer {S1A_FIELDS_ENTRY}")
    assert losses(first) == [(S1A_FIELDS, 0, 2)] and losses(second) == [(S1A_FIELDS_ENTRY, 0, 2 + 2)]


def test_W_RACE_DRAENEI_no_holy_light_in_decline():
    g = draenei_and_c(active=False)
    events = play(g, f"conquer {S1A_FIELDS}")
    assert losses(events) == [(S1A_FIELDS, 2, 0)] and not any(isinstance(e, HolyLight) for e in events)


class Shield(Power):
    """A toy power that cancels the loss in one given region, as the Champion or Light's Hope would."""

    name, rule, badge = "Shield", "RULING 31", 0
    guards_losses = True

    def cancels_loss(self, game, rs, rid):
        return rid == S1A_FIELDS


def test_RULING_31_a_loss_already_cancelled_does_not_use_up_holy_light():
    rules = dataclasses.replace(WOW, powers={**WOW.powers, "Shield": Shield()})
    g = Game.from_position(islands(), {"players": NAMES[:3], "seat": 2, "races": [
        entry(0, "Draenei", "Shield", regions={S1A_FIELDS: 2, S1A_FIELDS_ENTRY: 2}),
        entry(2, "Orcs", regions={S1A_HILL: 10})]}, ruleset=rules)
    events = play(g, f"conquer {S1A_FIELDS}", f"conquer {S1A_FIELDS_ENTRY}")
    assert losses(events) == [(S1A_FIELDS, 0, 2), (S1A_FIELDS_ENTRY, 0, 2)]
    assert [e.region for e in events if isinstance(e, HolyLight)] == [S1A_FIELDS_ENTRY]
