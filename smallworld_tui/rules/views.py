"""Read-only views the public API hands out: small named tuples, safe to keep and compare."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:  # pragma: no cover
    from .events import Scored


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
    # the ruleset's own pieces lying here as every player sees them (``RulesetState.seen_in``): Small World of
    # Warcraft's Artifact and Place markers (W-AP-1), face up by name, face down "?"
    ap_markers: tuple[str, ...] = ()
    # every kind of marker here with its count, (kind, n) in the ruleset's order (``Ruleset.markers``; the kind is
    # ``Marker.kind``, named by its ``label``): the base game's above and Small World of Warcraft's Forts, Watch
    # Towers, Wisp Walls, Military Objectives, Beasts…; a ``hidden`` kind is never in it
    markers: tuple[tuple[str, int], ...] = ()


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
    given_to: tuple[int, ...] = ()  # seats holding a token this race handed out (W-RACE-PANDAREN's Harmony)
    counts: tuple[tuple[str, int], ...] = ()  # public counts its abilities keep (X-INT-10: the Igor count,
    # Fireballs, Behemoth strength), (what, how many)


class StepView(NamedTuple):
    """What ``game.step`` tells: the question an ability asks now (phase STEP)."""

    name: str  # the question's name: "fortress", "camps", "heroes", "ally", "stout"
    kind: str  # the kind of move that answers it ("decline" for "stout")
    at: str  # its turn point (ability.Point): "placements", "end_choices", …
    hint: str  # what to do, in words
    optional: bool  # ``end`` skips it; a mandatory one's ``end`` plays its documented default


class EndPreview(NamedTuple):
    """What ``end`` would do now for the current player (``game.end_preview()``), read from the engine's own
    ``end``: the app's end question and the last withdrawals ask it instead of trying moves themselves."""

    placed: tuple[tuple[int, int], ...]  # (region, tokens added) to the player's active race: its hand placed
    tokens: tuple[tuple[int, int], ...]  # (region, tokens) the player's active race holds afterwards
    abandoned: tuple[int, ...]  # regions that race gives up (the Amazons setting their 4 aside, R-RACE-AMAZONS)
    markers: tuple[tuple[str, int, int], ...]  # (kind, region, count): every marker count ``end`` changes
    score: Scored | None  # the player's scoring with its parts (R-SCORE); None when ``end`` does not score now
    passes: bool  # the turn passes on (or the game ends): nothing is left for this player to decide
    final: bool  # the game's last player-turn: once it has passed (withdrawals placed), the game is over (R-END-1)
    set_aside: int = 0  # tokens of the hand the active race sets aside off the map (the Amazons' 4, R-RACE-AMAZONS)
