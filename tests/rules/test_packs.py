"""X-INT-1: the expansions are chosen by key, join the stacks, and a save records them (packs.py, record.py)."""

from __future__ import annotations

import json

import pytest

from smallworld_tui.rules import WOW, Game, SaveError, SetupError
from smallworld_tui.rules.numbers import POWER_BADGES, RACE_TOKENS
from smallworld_tui.rules.packs import expanded, pack_keys, packs
from smallworld_tui.rules.ruleset import BASE


def test_X_INT_1_keys_all_and_order() -> None:
    assert pack_keys("all") == tuple(packs())
    assert pack_keys("bna, cursed") == ("cursed", "bna")
    assert pack_keys(["CURSED", "cursed"]) == ("cursed",)
    assert expanded(BASE, "cursed") is expanded(BASE, ["cursed"])
    assert expanded(BASE, []) is BASE


def test_X_INT_1_the_choice_is_saved_and_loaded() -> None:
    game = Game.new(None, ["Ann", "Bob"], seed=7, expansions="cursed,dames")
    record = json.loads(game.to_json())
    assert record["expansions"] == ["cursed", "dames"] and record["version"] == 6
    again = Game.from_json(game.to_json())
    assert again.ruleset is game.ruleset and again.ruleset.expansions == ("cursed", "dames")


def test_X_INT_1_a_base_save_is_unchanged() -> None:
    record = json.loads(Game.new(None, ["Ann", "Bob"], seed=7).to_json())
    assert "expansions" not in record and record["version"] == 2


@pytest.mark.parametrize("bad", ["nope", ["cursed", 3], "cursed,nope", 5, 5.0, True, 0, False, {"cursed": 1},
                                 iter(["cursed"]), b"cursed"])
def test_X_INT_1_unknown_expansions_are_refused(bad: object) -> None:
    """5 or True raised a bare TypeError, 0 or False was silently no pack, a dict or an iterator was read loosely."""
    with pytest.raises(SetupError):
        Game.new(None, ["Ann", "Bob"], expansions=bad)  # type: ignore[arg-type]


def test_X_INT_1_not_over_warcraft() -> None:
    with pytest.raises(SetupError, match="over Small World"):
        Game.new(None, ["Ann", "Bob"], ruleset=WOW, expansions="all")


def test_X_INT_1_a_ruleset_given_as_text_with_expansions_is_refused_in_the_family() -> None:
    with pytest.raises(SetupError, match="The ruleset is a Ruleset"):  # was an AttributeError
        Game.new(None, ["Ann", "Bob"], ruleset="base", expansions="cursed")  # type: ignore[arg-type]


@pytest.mark.parametrize("edit", [{"expansions": "cursed"}, {"expansions": []}, {"expansions": ["nope"]},
                                  {"expansions": [None]}, {"expansions": ["all"]}, {"expansions": ["CURSED"]},
                                  {"expansions": ["cursed", "cursed"]}, {"expansions": ["cursed", "all"]}])
def test_X_INT_1_a_damaged_expansions_entry_is_refused(edit: dict[str, object]) -> None:
    """A save writes its packs' keys once each in the order 'all' lists them; ['all'] in a Cursed! save loaded as a
    game of every pack dealt from Cursed!'s catalogue."""
    record = json.loads(Game.new(None, ["Ann", "Bob"], seed=7, expansions="cursed").to_json())
    record.update(edit)
    with pytest.raises(SaveError):
        Game.from_json(json.dumps(record))


def test_X_COMP_the_numbers_table_is_what_the_pieces_read() -> None:
    for name, race in BASE.races.items():
        assert (race.banner, race.supply) == RACE_TOKENS[name]
    for name, power in BASE.powers.items():
        assert power.badge == POWER_BADGES[name]
