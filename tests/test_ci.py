"""CI runs exactly the README's test command, and that command type-checks the rules library and the bots strictly."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_ci_runs_the_readme_test_command_with_mypy():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    command = ci.strip().splitlines()[-1]
    assert f"\n{command}\n" in readme
    assert "&& mypy && pytest" in command


def test_mypy_is_strict_on_the_whole_package_and_the_package_is_typed():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    mypy = project["tool"]["mypy"]
    assert {key: mypy[key] for key in ("files", "strict", "python_version")} == {
        "files": ["smallworld_tui"], "strict": True, "python_version": "3.11"}  # the app and cli.py included
    assert all(override.get("ignore_missing_imports") for override in mypy.get("overrides", []))  # untyped deps
    assert any(dep.startswith("mypy") for dep in project["project"]["optional-dependencies"]["test"])
    assert (ROOT / "smallworld_tui" / "py.typed").is_file()
