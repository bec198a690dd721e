"""Saves of every record version written so far load and replay to the state they recorded, and keep doing so when
content is added to a catalogue (issue 31 part 4; record.py, "The deal"; DESIGN.md, Saved games).

The fixtures were written by the engine of their time (greedy bots playing, saved with ``save_game``):

- ``saves_v1/`` (base, version 1): c73f88d, the first saves;
- ``saves_by_version/v2_base_3p_over``: 2b8ae8d, the first version 2 (seats); ``v2_base_4p_turn4``: 5e0faa6;
- ``saves_by_version/v3_wow_2p_over``: 87b7c3d, the last engine writing WoW games as version 3 (no revision);
  ``tests/wow/saves_v3/beast_master_3p``: 8def014 (a revision 1 game);
- ``saves_by_version/v4_wow_*``: 5e0faa6 (WoW revision 2);
- ``saves_by_version/v5_*``: this engine, dealt from the catalogue in another order (as after content is added).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from smallworld_tui.rules import BASE, WOW, Code, Game, SaveError, bundled_board, registry
from smallworld_tui.rules.ability import Power, Race
from smallworld_tui.rules.record import state_digest, to_json
from smallworld_tui.rules.ruleset import Ruleset

HERE = Path(__file__).parent
SAVES = sorted([*(HERE / "saves_v1").glob("*.json"), *(HERE / "saves_by_version").glob("*.json"),
                *(HERE.parent / "wow" / "saves_v3").glob("*.json")])


def record(path: Path) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return loaded


def test_every_version_written_so_far_has_a_fixture_base_and_wow() -> None:
    kinds = {(record(p)["version"], record(p).get("ruleset", BASE.name)) for p in SAVES}
    # base games were written as versions 1 and 2 (and 5 when dealt from another catalogue); WoW games as 3, 4, 5
    assert kinds == {(1, BASE.name), (2, BASE.name), (5, BASE.name), (3, WOW.name), (4, WOW.name), (5, WOW.name)}


@pytest.mark.parametrize("path", SAVES, ids=[p.stem for p in SAVES])
def test_a_save_of_any_version_replays_to_its_state_and_saves_again_as_it_was(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    old = record(path)
    game = Game.from_json(text)  # verifies the recorded digest at the end of the replay
    again = json.loads(to_json(game, old.get("seats")))
    assert again["state"] == old["state"] and again["moves"] == old["moves"]
    assert again["version"] == max(old["version"], 2)  # a version 1 record is written again as version 2
    assert again.get("deal") == (old.get("deal") if old["version"] >= 5 else None)
    assert state_digest(Game.from_json(json.dumps(again))) == old["state"]["digest"]
    assert state_digest(game.rewound(0)) == old["state"]["digest"]  # undo's replay deals the same way


# --- content added at run time -------------------------------------------------------------------------------------

class Toys(Race):
    name, rule, banner, supply = "Toys", "TEST-RACE-TOYS", 6, 12
    text = "No ability: a race added after the saves were written."


class Windup(Power):
    name, rule, badge = "Windup", "TEST-POW-WINDUP", 4
    text = "No ability: a power added after the saves were written."


def grown(ruleset: Ruleset) -> Ruleset:
    """The ruleset with a race and a power added to its catalogue (as an expansion would add them)."""
    return dataclasses.replace(ruleset, races={**ruleset.races, "Toys": Toys()},
                               powers={**ruleset.powers, "Windup": Windup()})


@pytest.fixture
def more_content(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, Ruleset]]:
    """BASE and WOW grown by a race and a power, found by their names in place of the shipped ones."""
    bigger = {"base": grown(BASE), "wow": grown(WOW)}
    for key, ruleset in bigger.items():
        monkeypatch.setitem(registry._LOADED, key, ruleset)
    yield bigger


def test_adding_a_race_and_a_power_changes_the_deal_of_a_game_dealt_from_the_catalogue() -> None:
    # what the deal record protects against: the same seed shuffles a longer catalogue otherwise
    bigger = grown(BASE)
    board = bundled_board(3)
    moved = [seed for seed in range(10)
             if Game.new(board, ["A", "B", "C"], seed=seed).column != Game.new(board, ["A", "B", "C"], seed=seed,
                                                                              ruleset=bigger).column]
    assert len(moved) == 10
    for seed in range(10):  # dealt from the first catalogue, the grown ruleset deals exactly as before
        before = Game.new(board, ["A", "B", "C"], seed=seed)
        after = Game.new(board, ["A", "B", "C"], seed=seed, ruleset=bigger, deal=BASE.first_deal)
        assert (after.column, after.race_stack, after.power_stack, after.rng.getstate()) == (
            before.column, before.race_stack, before.power_stack, before.rng.getstate())


@pytest.mark.parametrize("path", SAVES, ids=[p.stem for p in SAVES])
def test_old_saves_load_to_the_same_state_once_a_race_and_a_power_are_added(
        path: Path, more_content: dict[str, Ruleset]) -> None:
    game = Game.from_json(path.read_text(encoding="utf-8"))
    assert game.ruleset in more_content.values()  # the grown catalogue replayed it
    assert state_digest(game) == record(path)["state"]["digest"]


def played(game: Game, moves: int) -> Game:
    while not game.is_over and len(game.moves) < moves:
        game.play(str(game.legal_actions()[(len(game.moves) * 7) % len(game.legal_actions())]))
    return game


@pytest.mark.parametrize("key", ["base", "wow"])
def test_new_saves_load_to_the_same_state_before_and_after_content_is_added(key: str,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    shipped = registry.find_ruleset(key)
    before = played(Game.new(None, ["Ann", "Bob", "Cy"], seed=4, ruleset=shipped), 60)
    text = before.to_json()
    assert "deal" not in json.loads(text)  # dealt from the first catalogue: nothing to record, old version kept
    bigger = grown(shipped)
    monkeypatch.setitem(registry._LOADED, key, bigger)
    assert state_digest(Game.from_json(text)) == state_digest(before)
    # a game dealt from the grown catalogue records it (version 5) and replays with it
    after = played(Game.new(None, ["Ann", "Bob", "Cy"], seed=4, ruleset=bigger), 60)
    saved = json.loads(after.to_json())
    assert saved["version"] == 5 and saved["deal"] == {"races": list(bigger.races), "powers": list(bigger.powers)}
    back = Game.from_json(after.to_json())
    assert state_digest(back) == state_digest(after) and back.deal == after.deal
    # without the added content a version 5 save naming it is refused in words, not replayed wrongly
    monkeypatch.setitem(registry._LOADED, key, shipped)
    with pytest.raises(SaveError) as refused:
        Game.from_json(after.to_json())
    assert refused.value.code is Code.SAVE_FIELD and "does not have" in str(refused.value)


def v5_record() -> dict[str, Any]:
    return record(HERE / "saves_by_version" / "v5_base_2p_over.json")


@pytest.mark.parametrize("deal, why", [
    ("all", "should list"),
    ({"races": ["Amazons"]}, "should list"),
    ({"races": [1, 2], "powers": []}, "should list"),
    ({"races": list(BASE.first_deal[0][:-1]), "powers": list(BASE.first_deal[1])}, "lacks races"),
    ({"races": [*BASE.first_deal[0], "Amazons"], "powers": list(BASE.first_deal[1])}, "twice"),
    ({"races": list(BASE.first_deal[0]), "powers": [*BASE.first_deal[1], "Jetpack"]}, "does not have"),
])
def test_a_bad_deal_is_refused_inside_the_error_family(deal: object, why: str) -> None:
    text = json.dumps({**v5_record(), "deal": deal})
    with pytest.raises(SaveError, match=why) as refused:
        Game.from_json(text)
    assert refused.value.code is Code.SAVE_FIELD


def test_a_deal_in_a_record_older_than_version_5_is_not_read() -> None:
    # as an older smallworld-tui would: a version 2 record is dealt from the first catalogue whatever it says
    old = record(HERE / "saves_by_version" / "v2_base_3p_over.json")
    Game.from_json(json.dumps({**old, "deal": {"races": ["Trolls"], "powers": []}}))
    with pytest.raises(SaveError) as refused:  # the same deal read as version 5: refused
        Game.from_json(json.dumps({**old, "version": 5, "deal": {"races": ["Trolls"], "powers": []}}))
    assert refused.value.code is Code.SAVE_FIELD


def test_game_new_checks_a_deal_given_through_the_api() -> None:
    with pytest.raises(ValueError, match="does not have"):
        Game.new(None, ["A", "B"], deal=(("Hobbits",), ()))
    reordered = (tuple(reversed(BASE.first_deal[0])), tuple(BASE.first_deal[1]))
    game = Game.new(None, ["A", "B"], seed=1, deal=reordered)
    assert game.deal == reordered and json.loads(game.to_json())["version"] == 5
