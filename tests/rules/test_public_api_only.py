"""The rule tests set up positions through the public API (``Game.from_position``, ``Game.new`` + ``play``), never
by writing the engine's state (issue 10): this scan keeps such writes from coming back.

Flagged in every test module of tests/rules: importing ``rules.state``; assigning (``=``, ``+=``, ...) to an
attribute or item of anything but a name the test made itself (``g.turn = 3``, ``g.p[0].coins = 4``,
``rs.hand = 2``, ``g.column[3][2] = 5``); calling the engine's private methods (``g._begin_turn()``) or its
``set_marker``. A write inside ``pytest.raises`` is a check that it is refused. The modules in ``EXEMPT`` are left
out, each for the reason given there.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

HERE = Path(__file__).parent
EXEMPT = {
    "test_state.py": "the test of the declared state itself (its slots, copies and marker sums)",
    "test_ability_moves.py": "a toy ability's play function, engine-side code by design, writes the state",
    "test_ruleset_state.py": "a toy ruleset's own state and setup hook, engine-side code by design, and copies "
                             "changed on purpose to show they are independent",
}
MODULES = sorted(p for p in HERE.glob("*.py") if p.name not in EXEMPT)


def writes_to_internals(source: str) -> list[str]:
    """Every write to engine state in ``source``, as 'line: code'."""
    tree = ast.parse(source)
    refused = _expected_refusals(tree)
    found = []
    for node in ast.walk(tree):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        elif _imports_state(node) or _engine_call(node):
            found.append(f"{node.lineno}: {ast.unparse(node)}")
        if node in refused:
            continue
        # A dict or list the test built itself (a position, a column copy) may be written; an object's attribute,
        # or an item reached through one, may not.
        flat = [t for target in targets for t in (target.elts if isinstance(target, ast.Tuple) else [target])]
        if any(isinstance(t, ast.Attribute) or isinstance(t, ast.Subscript) and _through_attribute(t) for t in flat):
            found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


def _imports_state(node: ast.AST) -> bool:
    return isinstance(node, ast.ImportFrom) and (node.module or "").endswith("rules.state")


def _engine_call(node: ast.AST) -> bool:
    """``set_marker`` or a private method (not a named tuple's ``_replace``)."""
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
        return False
    name = node.func.attr
    return name == "set_marker" or name.startswith("_") and not name.startswith("__") and name != "_replace"


def _expected_refusals(tree: ast.AST) -> set[ast.AST]:
    """Writes inside ``with pytest.raises(...)``: the test checks that they are refused."""
    inside: set[ast.AST] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.With) and any(
                isinstance(item.context_expr, ast.Call) and ast.unparse(item.context_expr.func) == "pytest.raises"
                for item in node.items):
            for stmt in node.body:
                inside.update(ast.walk(stmt))
    return inside


def _through_attribute(node: ast.expr) -> bool:
    while isinstance(node, ast.Attribute | ast.Subscript):
        if isinstance(node, ast.Attribute):
            return True
        node = node.value
    return False


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_rule_tests_write_no_engine_internals(path: Path) -> None:
    assert writes_to_internals(path.read_text(encoding="utf-8")) == []


def test_the_scan_sees_each_kind_of_write() -> None:
    source = """
from smallworld_tui.rules.state import RaceState
g.turn = 3
g.p[0].coins += 4
rs.hand, g.seat = 2, 1
g.column[3][2] = 5
g.set_marker("lair", 4, 1)
g._begin_turn()
with pytest.raises(AttributeError):
    board.turns = 3
position = {"seat": 0}
position["seat"] = 1
column = g.position()["column"]
column[3][2] = 2
"""
    assert [line.split(":")[0] for line in writes_to_internals(source)] == ["2", "3", "4", "5", "6", "7", "8"]
