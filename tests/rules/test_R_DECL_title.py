"""R-DECL-2 (and W-DECL-1): a banner's title is 'Flying Orcs' while active, 'Orcs' once in decline, and a Spirit
badge stays with it ('Spirit Orcs'). ``RaceState.title`` keeps that as a field, changed only with ``active`` by
``set_active`` (state.py); ``title_now()`` is its one definition. These tests check the field against the
definition after a decline (normal and Spirit races), after ``copy()``, after a position round-trip, along random
base and WoW games, and that no engine code flips ``active`` any other way."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest
from powkit import again, entry, position_game

from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.wow import WOW

RULES_DIR = Path(__file__).resolve().parents[2] / "smallworld_tui" / "rules"


def _titles(g: Game) -> list[tuple[str, bool, str]]:
    """Every banner's (name, active, cached title), checked against the definition on the way."""
    out = []
    for rs in g.all_races():
        assert rs.title == rs.title_now(), (rs.full_title, rs.active)
        out.append((rs.name, rs.active, rs.title))
    return sorted(out)


@pytest.mark.parametrize(("power", "declined"), [("Heroic", "Ratmen"), ("Spirit", "Spirit Ratmen")])
def test_R_DECL_2_title_after_decline_copy_and_position(power: str, declined: str) -> None:
    g = position_game(entry(0, "Ratmen", power, regions={4: 3, 9: 2}), entry(1, "Humans", "Forest"),
                      entry(0, "Orcs", "Forest", active=False, regions={16: 1}))
    assert ("Ratmen", True, f"{power} Ratmen") in _titles(g)
    assert ("Orcs", False, "Orcs") in _titles(g)  # set up in decline by the position
    g.play("decline")
    titles = _titles(g)
    assert ("Ratmen", False, declined) in titles
    assert [v.title for v in g.races(0) if v.name == "Ratmen"] == [declined]  # the public view names it so
    assert _titles(g.copy()) == titles
    assert _titles(again(g, seat=1)) == titles  # the position written and read back


@pytest.mark.parametrize(("players", "seed", "wow"), [(2, 11, False), (5, 12, False), (3, 13, True), (5, 14, True)])
def test_R_DECL_2_cached_title_is_the_definition_along_random_games(players: int, seed: int, wow: bool) -> None:
    names = [f"P{i}" for i in range(players)]
    g = (Game.new(None, names, seed=seed, ruleset=WOW) if wow else
         Game.new(bundled_board(players), names, seed=seed))
    rng = random.Random(seed)
    declined = 0
    while not g.is_over:
        _titles(g)
        declined += sum(not rs.active for rs in g.all_races())
        if rng.random() < 0.05:
            _titles(g.copy())
        g.apply(rng.choice(g.legal_actions()))
    assert declined  # the games did see banners in decline


def test_R_DECL_2_only_set_active_flips_a_banner() -> None:
    """A plain ``x.active = <bool>`` would leave ``title`` stale: the engine assigns ``active`` only a race (or
    None) on a player, and a banner's flag only in ``RaceState.set_active``/``__init__``."""
    offenders = []
    for path in RULES_DIR.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for fn in ast.walk(tree):
            if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for node in ast.walk(fn):
                targets = (node.targets if isinstance(node, ast.Assign) else
                           [node.target] if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else [])
                for t in targets:
                    if not (isinstance(t, ast.Attribute) and t.attr == "active"):
                        continue
                    value = getattr(node, "value", None)
                    player_side = isinstance(value, ast.Name) or (isinstance(value, ast.Constant)
                                                                  and value.value is None)
                    own = path.name == "state.py" and fn.name in ("set_active", "__init__")
                    if not (player_side or own):
                        offenders.append(f"{path.name}:{node.lineno}")
    assert not offenders
