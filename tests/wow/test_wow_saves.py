"""Saving and loading a Small World of Warcraft game (DESIGN.md "Saved games"; record.py): the record names the
ruleset and the islands; save -> load gives the same state and the same continuation; base saves are unchanged."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from smallworld_tui.rules import Game, SaveError
from smallworld_tui.rules.errors import Code
from smallworld_tui.rules.record import state_digest
from smallworld_tui.rules.wow import WOW, island_board, reveal
from smallworld_tui.rules.wow.islands import bundled_face, face_from_dict

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


def played(g: Game, moves: int, seed: int) -> Game:
    rng = random.Random(seed)
    for _ in range(moves):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_actions()))
    return g


def same(a: Game, b: Game) -> None:
    assert a.position() == b.position()
    assert state_digest(a) == state_digest(b)
    assert (a.phase, a.current_player, a.moves) == (b.phase, b.current_player, b.moves)
    assert [str(x) for x in a.legal_actions()] == [str(x) for x in b.legal_actions()]


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 4), (5, 9)])
def test_a_wow_game_saves_and_loads_to_the_same_state_and_continuation(players: int, seed: int) -> None:
    g = played(Game.new(None, NAMES[:players], seed=seed, ruleset=WOW), 60, seed)
    record = json.loads(g.to_json())
    assert (record["version"], record["ruleset"], record["revision"]) == (4, "Small World of Warcraft", 2)
    assert record["board"]["islands"] == [i.name for i in g.board.parts] and "faces" not in record["board"]
    loaded = Game.from_json(g.to_json())
    assert loaded.ruleset is WOW and loaded.board == g.board
    same(loaded, g)
    same(played(loaded, 40, seed + 1), played(g, 40, seed + 1))


def test_fixed_islands_save_and_load() -> None:
    g = played(Game.new(None, NAMES[:3], seed=2, ruleset=WOW, islands="L2b,M1a,S1b"), 30, 2)
    loaded = Game.from_json(g.to_json())
    assert [i.name for i in loaded.board.parts] == ["L2b", "M1a", "S1b"]
    same(loaded, g)


def test_islands_of_fixture_faces_are_saved_with_their_data() -> None:
    data = bundled_face("S1a").to_dict()
    data["regions"][0]["murloc"] = True
    board = island_board([bundled_face("L1a"), face_from_dict(data)])
    g = played(Game.new(board, NAMES[:2], seed=3, ruleset=WOW), 20, 3)
    record = json.loads(g.to_json())
    assert len(record["board"]["faces"]) == 2
    loaded = Game.from_json(g.to_json())
    assert loaded.board == board
    same(loaded, g)


def test_a_base_save_is_written_as_before() -> None:
    g = played(Game.new(None, NAMES[:2], seed=1), 20, 1)
    record = json.loads(g.to_json())
    assert record["version"] == 2 and "ruleset" not in record and record["board"]["bundled"] == 2
    assert Game.from_json(g.to_json()).ruleset.name == "Small World"


def _edited(change: str) -> str:
    record = json.loads(played(Game.new(None, NAMES[:2], seed=5, ruleset=WOW, islands="L1a,S2b"), 10, 5).to_json())
    if change == "islands":
        record["board"]["islands"] = ["L1b", "S2b"]
    elif change == "not faces":
        record["board"]["islands"] = ["L1a", "Z9"]
    elif change == "ruleset":
        record["ruleset"] = "Small World of Starcraft"
    return json.dumps(record)


@pytest.mark.parametrize(("change", "code"), [
    ("islands", Code.SAVE_BOARD), ("not faces", Code.SAVE_BOARD), ("ruleset", Code.SAVE_FIELD),
])
def test_an_edited_wow_save_is_refused(change: str, code: Code) -> None:
    with pytest.raises(SaveError) as info:
        Game.from_json(_edited(change))
    assert info.value.code == code


def test_the_state_check_covers_the_artifact_and_place_markers() -> None:
    g = Game.new(None, NAMES[:2], seed=5, ruleset=WOW)
    revealed, moved, drawn = g.copy(), g.copy(), g.copy()
    reveal(revealed, next(iter(g.ruleset_state.ap_region.values())))
    where = moved.ruleset_state.ap_region
    where[next(iter(where))] = 0 if 0 not in where.values() else 1
    drawn.ruleset_state.ap_aside.reverse()
    digests = {state_digest(x) for x in (g, revealed, moved, drawn)}
    assert len(digests) == 4


def test_a_save_whose_board_and_ruleset_do_not_go_together_is_refused() -> None:
    record = json.loads(_edited("none"))
    del record["ruleset"]
    with pytest.raises(SaveError, match="do not go together"):
        Game.from_json(json.dumps(record))
    base = json.loads(played(Game.new(None, NAMES[:2], seed=1), 5, 1).to_json())
    base["ruleset"] = "Small World of Warcraft"
    with pytest.raises(SaveError, match="do not go together"):
        Game.from_json(json.dumps(base))


def test_undo_replays_a_wow_game_on_its_islands() -> None:
    g = played(Game.new(None, NAMES[:3], seed=8, ruleset=WOW), 40, 8)
    back = g.rewound(5)
    again = played(Game.new(None, NAMES[:3], seed=8, ruleset=WOW), 35, 8)
    assert back.board is g.board
    same(back, again)


OLD_SAVE = Path(__file__).parent / "saves_v3" / "beast_master_3p.json"  # written by 8def014 (revision 1)


def test_a_version_3_save_replays_under_the_rules_revision_it_was_played_with() -> None:
    # RULING 41 was revised (rules revision 2): a save of the Beast Master played before replays as it was played,
    # under revision 1, and stays so when saved again (version 3: older versions of the game load it too)
    text = OLD_SAVE.read_text(encoding="utf-8")
    record = json.loads(text)
    assert record["version"] == 3 and "revision" not in record
    g = Game.from_json(text)
    assert g.revision == 1 and g.is_over
    again = json.loads(g.to_json())
    assert again["version"] == 3 and "revision" not in again and Game.from_json(g.to_json()).revision == 1
    assert g.rewound(5).revision == 1  # undo replays under it too
    # under revision 2 its Beasts stand elsewhere, and a recorded move no longer fits: the revision matters
    with pytest.raises(SaveError) as refused:
        Game.from_json(json.dumps({**record, "version": 4, "revision": 2}))
    assert refused.value.code is Code.SAVE_MOVE


def test_a_new_wow_save_names_its_revision_and_a_newer_or_bad_one_is_refused() -> None:
    g = played(Game.new(None, NAMES[:2], seed=3, ruleset=WOW), 30, 3)
    record = json.loads(g.to_json())
    assert g.revision == WOW.revision == 2 and record["revision"] == 2
    assert Game.from_json(g.to_json()).revision == 2
    with pytest.raises(SaveError) as newer:
        Game.from_json(json.dumps({**record, "revision": 3}))
    assert newer.value.code is Code.SAVE_VERSION and "newer rules" in str(newer.value)
    with pytest.raises(SaveError) as bad:
        Game.from_json(json.dumps({**record, "revision": "2"}))
    assert bad.value.code is Code.SAVE_FIELD
    with pytest.raises(ValueError):
        Game.new(None, NAMES[:2], seed=3, ruleset=WOW, revision=3)
