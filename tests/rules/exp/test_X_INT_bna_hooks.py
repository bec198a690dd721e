"""The general hooks Be Not Afraid... added to the plug-in contract (X-INT-2/3/4/6, X-ENG 1, 2, 4, 7, 9): the ruleset
derives who answers each, so the base game asks nobody (its conquest is the plain ``resolve``), and a pack's
pieces are found without the core naming one."""

from __future__ import annotations

from smallworld_tui.rules import WOW
from smallworld_tui.rules import conquest as cq
from smallworld_tui.rules.packs import expanded
from smallworld_tui.rules.ruleset import BASE


def test_X_INT_the_base_game_asks_no_bna_hook():
    for ruleset in (BASE, WOW):
        assert not (ruleset.skip_hooked or ruleset.starters or ruleset.sufferers or ruleset.keepers)
    assert BASE.takers == () and BASE.resolve is cq.resolve


def test_X_INT_the_bna_pieces_are_found_by_their_hooks():
    bna = expanded(BASE, "bna")
    names = lambda pieces: sorted(p.name for p in pieces)  # noqa: E731
    assert names(bna.skip_hooked) == ["Homunculi"]
    assert names(bna.starters) == ["Leprechauns"]
    assert names(bna.sufferers) == ["Corrupt", "Witch Doctors"]
    assert names(bna.keepers) == ["Barbarians", "Pixies"]
    assert [m.kind for m in bna.takers] == ["pot"]
    assert bna.resolve is cq.resolve_triggered
    assert bna.marker("pot").glyph == "¢" and bna.marker("pot").kept_in_decline
