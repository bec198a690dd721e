"""The schema of a board file, one field at a time (pydantic, strict): the shape and range of every value.

Imported only to validate a user's own board file (``board_from_dict``): the bundled boards are precompiled.
``translate`` turns pydantic's report into one BoardError sentence naming the region and the fix.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from .board import MAX_NAME, MAX_NEIGHBOURS, MAX_REGIONS, TERRAINS
from .errors import BoardError, Code, printable, quote
from .limits import MAX_TURNS  # a board's turn track, as a game's and its save's
from .maplayout import MAX_CELLS


class RegionSpec(BaseModel):
    """A region as written in a board file. Strict: ``"3"`` is not an id and ``"yes"`` is not a flag."""

    model_config = ConfigDict(strict=True, extra="ignore")

    id: int = Field(ge=0, le=MAX_REGIONS)
    name: str = Field(max_length=MAX_NAME)
    terrain: str
    mine: bool
    magic: bool
    cavern: bool
    lost_tribe: bool
    border: bool
    adjacent: list[int] = Field(max_length=MAX_NEIGHBOURS)

    @field_validator("name")
    @classmethod
    def _name(cls, value: str) -> str:
        value = value.strip()
        if not value:
            raise ValueError("the name is empty; give the region a short name")
        if value.isdigit():
            raise ValueError(f"the name {quote(value)} looks like a region id; use words")
        return value

    @field_validator("terrain")
    @classmethod
    def _terrain(cls, value: str) -> str:
        terrain = value.strip().lower()
        if terrain not in TERRAINS:
            raise ValueError(f"unknown terrain {quote(value)}; use one of {', '.join(TERRAINS)}")
        return terrain


class BoardSpec(BaseModel):
    """A board file's top level; the cross-region checks are in board.py."""

    model_config = ConfigDict(strict=True, extra="ignore")

    name: str = Field(max_length=MAX_NAME * 2)
    players: int | None = Field(default=None, ge=2, le=5)
    turns: int = Field(ge=1, le=MAX_TURNS)
    source: str = Field(default="", max_length=1000)
    regions: list[RegionSpec] = Field(max_length=MAX_REGIONS)
    layout: list[str] | None = Field(default=None, max_length=MAX_CELLS)


# --- readable errors ---------------------------------------------------------------------------------


def _label(raw: Any, index: int | None = None) -> str:
    """How to point a user at a region: 'region 3 (Grey Peak)', or its place in the list if it has no id."""
    raw = raw if isinstance(raw, Mapping) else {}
    rid, name = raw.get("id"), raw.get("name")
    where = f"region {rid}" if isinstance(rid, int) and not isinstance(rid, bool) else None
    if where is None:
        where = f"region number {index + 1} in the list" if index is not None else "a region"
    return f"{where} ({printable(name[:MAX_NAME])})" if isinstance(name, str) and name.strip() else where


def _problem(error: Mapping[str, Any], field_name: str) -> str:
    """One pydantic error as a sentence with the fix."""
    kind = error["type"]
    if kind == "missing":
        return f"the field '{field_name}' is missing; add it"
    if kind == "value_error":
        return str(error["ctx"]["error"])
    message = error["msg"][0].lower() + error["msg"][1:]
    return f"the field '{field_name}' is {quote(error.get('input'))}, but {message}; fix that value"


def translate(exc: ValidationError, data: Mapping[str, Any], source: str) -> BoardError:
    """Turn pydantic's report into one sentence about the first defect."""
    error = exc.errors()[0]
    loc = list(error["loc"])
    if len(loc) >= 2 and loc[0] == "regions" and isinstance(loc[1], int):
        index = loc[1]
        field_name = ".".join(str(p) for p in loc[2:]) or "region"
        if not loc[2:]:
            return BoardError(f"{source}: region number {index + 1} in the list is not a mapping of fields; "
                              "write it as 'id: ..., name: ..., terrain: ...'", Code.BOARD_FIELD)
        label = _label(data["regions"][index], index)
        return BoardError(f"{source}: {label}: {_problem(error, field_name)}", Code.BOARD_FIELD)
    field_name = ".".join(str(p) for p in loc) or "board"
    return BoardError(f"{source}: {_problem(error, field_name)}", Code.BOARD_FIELD)
