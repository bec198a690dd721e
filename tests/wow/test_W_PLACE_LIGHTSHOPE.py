"""W-PLACE-LIGHTSHOPE: the active race holding Light's Hope Chapel loses no piece to any attack; its pieces
withdraw instead, the Chapel region's own conquest included. Scenario 20 of RULES-WOW.md appendix A."""

from __future__ import annotations

from wowkit import entry, play, wow_game

CHAPEL = {"Light's Hope Chapel": {"region": 3, "up": True}}


def losses(events):
    return [(e.region, e.lost, e.withdrawn) for e in events if e.kind == "loss"]


def test_scenario_20_no_loss_elsewhere_then_none_for_the_chapel_region():
    g = wow_game(entry(0, "Orcs", regions={3: 2, 6: 2}), entry(1, "Humans", hand=10), seat=1, ap_markers=CHAPEL)
    assert losses(play(g, "conquer 6")) == [(6, 0, 2)]
    assert losses(play(g, "conquer 3")) == [(3, 0, 2)]
    assert g.region(3).race == "Humans"


def test_W_PLACE_LIGHTSHOPE_in_decline_no_effect():
    g = wow_game(entry(0, "Orcs", active=False, regions={3: 1, 6: 1}), entry(1, "Humans", hand=10), seat=1,
                 ap_markers=CHAPEL)
    assert losses(play(g, "conquer 6")) == [(6, 1, 0)]


def test_W_PLACE_LIGHTSHOPE_not_held_the_loss_stands():
    g = wow_game(entry(0, "Orcs", regions={1: 2, 6: 2}), entry(1, "Humans", hand=10), seat=1, ap_markers=CHAPEL)
    assert losses(play(g, "conquer 6")) == [(6, 1, 1)]
