"""A ruleset owns its part of the game state and its region facts (issue 31 part 2; DESIGN.md, "Each ruleset owns
its state"): the core ``GameState``, ``Region`` and ``Board`` hold the family's common ground only, and a ruleset
added from a test's own file declares its state (a ``RulesetState``), which the core copies, digests, writes in
positions and re-deals in ``determinized`` through its hooks, without a line of the core knowing its fields."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest

from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.board import Board, Part, Region
from smallworld_tui.rules.core import GameCore
from smallworld_tui.rules.errors import PositionError
from smallworld_tui.rules.powers import POWERS
from smallworld_tui.rules.races import RACES
from smallworld_tui.rules.record import state_digest
from smallworld_tui.rules.ruleset import BASE, Ruleset, base_setup
from smallworld_tui.rules.state import GameState, RulesetState
from smallworld_tui.rules.wow import WOW
from smallworld_tui.rules.wow.state import WowState

# The family's fields: a new one is added here on purpose, after asking whether every ruleset has it (else it
# belongs to a ruleset's own state, or its region facts)
GAME_FIELDS = {
    "ruleset", "revision", "board", "facts", "players", "seed", "forced", "num_turns", "rng", "dice_left",
    "adjacency", "mountain", "caverns", "r_race", "r_tokens", "r_tribe", "markers", "defence", "immune", "marked",
    "price", "face_up", "counters", "ruleset_state", "in_play", "p", "race_stack", "power_stack", "power_discard",
    "column", "record", "notation", "events", "log", "coin_history", "turn", "seat", "current_player", "is_over",
    "winners", "serial", "acting", "mode_decided", "ghouls_done", "withdraw_queue", "phase", "step_at", "step_index",
    "menu",
}
REGION_FIELDS = {"id", "name", "terrain", "mine", "magic", "cavern", "lost_tribe", "border", "adjacent", "water",
                 "entry", "coastal", "mountain", "part"}
BOARD_FIELDS = {"name", "players", "turns", "source", "regions", "layout", "parts", "region_facts", "_by_name",
                "_digest"}
PART_FIELDS = {"name", "first", "count", "layout"}
# words of Small World of Warcraft's pieces and board (RULES-WOW.md) that no core field may carry
WOW_WORDS = ("ap_", "artifact", "place", "bomb", "goblin", "murloc", "island", "face", "size_icon", "aegis", "well",
             "beast", "champion", "harmony", "wow")


def fields(cls: Any) -> set[str]:
    return {f.name for f in dataclasses.fields(cls)} if dataclasses.is_dataclass(cls) else set(cls.__slots__)


@pytest.mark.parametrize(("cls", "allowed"), [(GameState, GAME_FIELDS), (Region, REGION_FIELDS),
                                              (Board, BOARD_FIELDS), (Part, PART_FIELDS)])
def test_the_core_state_region_and_board_hold_the_familys_fields_only(cls: type, allowed: set[str]) -> None:
    assert fields(cls) == allowed
    assert not [name for name in fields(cls) if any(word in name.lower() for word in WOW_WORDS)
                and name != "face_up"]  # face_up: the ``others`` pieces ``held`` may name, any ruleset's


def test_wow_declares_its_own_state_and_region_facts() -> None:
    g = Game.new(None, ["Ann", "Bob"], seed=4, ruleset=WOW)
    assert WOW.state is WowState and type(g.ruleset_state) is WowState and BASE.state is None
    assert len(g.ruleset_state.ap_region) + len(g.ruleset_state.ap_aside) == 12  # W-COMP-3
    assert set(g.board.region_facts) == {"murloc", "size_icon"}
    assert g.r_tribe == [int(m) for m in g.board.region_facts["murloc"]]  # W-SETUP-3
    assert Game.new(None, ["Ann", "Bob"]).ruleset_state is None


def test_wows_state_is_copied_independently() -> None:
    g = Game.new(None, ["Ann", "Bob", "Cy"], seed=2, ruleset=WOW)
    rng = random.Random(2)
    for _ in range(40):
        g.apply(rng.choice(g.legal_actions()))
    c = g.copy()
    own, copied = g.ruleset_state, c.ruleset_state
    assert copied is not own and type(copied) is WowState
    for name in WowState.__slots__:
        assert getattr(copied, name) == getattr(own, name) and getattr(copied, name) is not getattr(own, name)
    bombs, up = len(own.bombs), set(g.face_up)
    copied.ap_region.clear()
    copied.bombs.append(1)
    c.face_up.add("Karazhan")
    assert own.ap_region and len(own.bombs) == bombs and g.face_up == up
    assert state_digest(c) != state_digest(g)


# --- a toy ruleset of this file: shrines printed on the board, offerings on them, a pile of omens --------------

OMENS = ["comet", "eclipse", "flood", "harvest", "plague"]


class ShrineState(RulesetState):
    """The toy ruleset's own state: coins offered per shrine region, and a face-down pile of omens."""

    __slots__ = ("offerings", "pile")
    offerings: dict[int, int]  # region -> coins lying on its shrine
    pile: list[str]  # omens face down, top first

    position_keys = frozenset({"offerings", "pile"})

    def __init__(self) -> None:
        self.offerings = {}
        self.pile = []

    def digest(self, g: GameCore) -> list[Any]:
        return [(sorted(self.offerings.items()), list(self.pile))]

    def position(self, g: GameCore) -> dict[str, Any]:
        return {"offerings": {str(rid): n for rid, n in sorted(self.offerings.items())}, "pile": list(self.pile)}

    def read_position(self, g: GameCore, position: dict[str, Any]) -> None:
        if "offerings" in position:
            offerings = {int(rid): n for rid, n in position["offerings"].items()}
            if any(not g.board.fact("shrine", rid) or type(n) is not int or n < 0 for rid, n in offerings.items()):
                raise ValueError("offerings lie on shrines only, 0 coins or more")
            self.offerings = offerings
        if "pile" in position:
            pile = position["pile"]
            if not isinstance(pile, list) or sorted(pile) != sorted(set(pile)) or set(pile) - set(OMENS):
                raise ValueError("the pile holds omens, each once")
            self.pile = list(pile)

    def redeal(self, g: GameCore) -> None:
        g.rng.shuffle(self.pile)  # no player knows the order of the pile

    def seen_in(self, g: GameCore, rid: int) -> tuple[str, ...]:
        return ("offering",) if self.offerings.get(rid) else ()


def shrine_setup(g: GameCore) -> None:
    base_setup(g)
    own: ShrineState = g.ruleset_state
    own.offerings = {rid: 1 for rid, shrine in enumerate(g.board.region_facts["shrine"]) if shrine}
    own.pile = list(OMENS)
    g.rng.shuffle(own.pile)


SHRINES = Ruleset("Small World with shrines", RACES, POWERS, setup=shrine_setup, state=ShrineState)


def shrine_board() -> Board:
    """The 2-player map with a shrine printed on its regions 3 and 8: a region fact of this ruleset's."""
    board = bundled_board(2)
    return dataclasses.replace(board, region_facts={"shrine": tuple(r.id in (3, 8) for r in board.regions)})


def shrine_game(seed: int = 1) -> Game:
    return Game.new(shrine_board(), ["Ann", "Bob"], seed=seed, ruleset=SHRINES)


def test_a_rulesets_region_facts_are_part_of_its_board() -> None:
    board = shrine_board()
    assert board.fact("shrine", 3) and not board.fact("shrine", 4) and bundled_board(2).fact("shrine", 3) is None
    assert board.to_dict()["regions"][3]["shrine"] is True  # in the board's data, so in its digest
    assert board.digest != bundled_board(2).digest and board != bundled_board(2)


def test_a_rulesets_state_is_made_at_setup_and_shown_in_region_views() -> None:
    g = shrine_game()
    assert type(g.ruleset_state) is ShrineState and g.ruleset_state.offerings == {3: 1, 8: 1}
    assert sorted(g.ruleset_state.pile) == OMENS
    assert g.region(3).ap_markers == ("offering",) and g.region(4).ap_markers == ()


def test_a_rulesets_state_is_copied_independently() -> None:
    g = shrine_game()
    c = g.copy()
    assert type(c.ruleset_state) is ShrineState and c.ruleset_state is not g.ruleset_state
    assert (c.ruleset_state.offerings, c.ruleset_state.pile) == (g.ruleset_state.offerings, g.ruleset_state.pile)
    c.ruleset_state.offerings[3] = 5
    c.ruleset_state.pile.pop()
    assert g.ruleset_state.offerings[3] == 1 and len(g.ruleset_state.pile) == 5


def test_a_rulesets_state_is_digested() -> None:
    g = shrine_game()
    c = g.copy()
    assert state_digest(c) == state_digest(g)
    c.ruleset_state.pile.reverse()
    assert state_digest(c) != state_digest(g)
    c = g.copy()
    c.ruleset_state.offerings[8] = 2
    assert state_digest(c) != state_digest(g)


def test_a_rulesets_state_is_written_in_positions_and_read_back() -> None:
    g = shrine_game()
    g.ruleset_state.offerings[8] = 3
    position = json.loads(json.dumps(g.position()))
    assert position["offerings"] == {"3": 1, "8": 3} and position["pile"] == g.ruleset_state.pile
    again = Game.from_position(g.board, position, ruleset=SHRINES)
    assert again.position() == position and again.ruleset_state.offerings == {3: 1, 8: 3}
    with pytest.raises(PositionError, match="shrines only"):
        Game.from_position(g.board, {**position, "offerings": {"4": 1}}, ruleset=SHRINES)
    with pytest.raises(PositionError, match="Unknown position keys: pile"):  # the base game has no such state
        Game.from_position(g.board, {"players": ["Ann", "Bob"], "pile": []})


def test_a_rulesets_hidden_state_is_redealt_by_determinized() -> None:
    g = shrine_game()
    piles = set()
    for seed in range(10):
        d = g.determinized(1, seed)
        assert d.ruleset_state is not g.ruleset_state and sorted(d.ruleset_state.pile) == OMENS
        assert d.ruleset_state.offerings == g.ruleset_state.offerings  # what every player sees stays
        piles.add(tuple(d.ruleset_state.pile))
    assert len(piles) > 1 and sorted(g.ruleset_state.pile) == OMENS


def test_a_ruleset_with_its_own_state_plays_whole_games() -> None:
    for seed in range(3):
        g = shrine_game(seed)
        rng = random.Random(seed)
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
            assert sorted(g.ruleset_state.pile) == OMENS
        assert g.copy().position() == g.position()
