"""Read-only views the public API hands out: small named tuples, safe to keep and compare."""

from __future__ import annotations

from typing import NamedTuple


class RegionView(NamedTuple):
    """What ``game.region(R)`` tells: the public state of one region."""

    id: int
    name: str
    terrain: str
    owner: int | None
    race: str | None  # race name, "Lost Tribe" or None
    tokens: int
    in_decline: bool
    mountain: bool
    lair: bool
    fortress: bool
    encampments: int
    hole: bool
    hero: bool
    dragon: bool


class Combo(NamedTuple):
    """One combo of the column as the players see it."""

    position: int  # 1-based
    race: str
    power: str
    tokens: int
    price: int
    coins: int


class RaceView(NamedTuple):
    name: str
    power: str
    title: str
    active: bool
    hand: int
    regions: int
    tokens_on_map: int
    withdrawn: int
    set_aside: int


class StepView(NamedTuple):
    """What ``game.step`` tells: the question an ability asks now (phase STEP)."""

    name: str  # the question's name: "fortress", "camps", "heroes", "ally", "stout"
    kind: str  # the kind of move that answers it ("decline" for "stout")
    at: str  # its turn point (ability.Point): "placements", "end_choices", …
    hint: str  # what to do, in words
    optional: bool  # ``end`` skips it; a mandatory one's ``end`` plays its documented default
