"""What the greedy bot knows of Small World of Warcraft beyond the base game (RULES-WOW.md), from public facts only.

- **Factions** (W-FACT): conquering a region of a race of the opposing faction is worth the faction coin; the
  printed faction is catalogue data (``game.ruleset.races[name].faction``, what the app's column shows).
- **Artifacts and Places** (W-AP): a region with a marker (``RegionView.ap_markers``, "?" while face down) is worth
  holding; the Dark Portal most (+2 a turn).
- **The Orcs** (W-RACE-ORCS) score the Alliance's regions they take, not every non-empty one as the base game's
  Orcs: ``alliance_value``/``alliance_income`` (the greedy bot knows pillagers by rule ID, not by name).
- **Transport** (W-CONQ-2/4) needs nothing here: ``game.conquest_costs()`` already includes the travel cost and
  offers only reachable targets (entry regions), so the bot's "value per token" pays for it.
- **The Champion** (W-POW-CHAMPIONING): its conquest is free, so it comes first, on the most valuable region it can
  take (the dearest to take with tokens on a tie: the tokens saved go elsewhere); posted from hand where the
  threat is.
- **The new questions** (W-TURN-2 turn points): ``step_move`` answers those where a simple choice beats the
  documented ``end`` default (Heart next to the opponents, Aegis/Forts/Towers where the threat is, Forsaken
  tokens while turns remain, the Goblins' bombs on the strongest enemy regions that ask no coin, their bombs set
  off lowest region first rather than by ``end``, which would end the turn); every other question takes
  ``end``'s default.
- **The Artifacts' conquests** (W-ART): Doomhammer takes a dear region for 2 coins and 1 token; Frostmourne and
  the Ashes of Al'ar are weighed with the ordinary conquests at their own cost.

The bots find all this by the ruleset's name (``HEURISTICS``, bots/heuristics.py); no other bot module names WoW.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from .heuristics import Heuristics

if TYPE_CHECKING:  # pragma: no cover
    from ..rules import Action, Game, RegionView

OPPOSING = {"Alliance": "Horde", "Horde": "Alliance"}
# Coins a turn (roughly) a marker is worth to its holder; a face-down one is worth the average.
MARKER_VALUE = {"Dark Portal": 2.0, "Battleground": 1.0, "Karazhan": 1.0, "Well of Eternity": 1.0,
                "Meeting Stone": 0.6, "Spirit Healer": 0.6, "Light's Hope Chapel": 0.6, "Frostmourne": 0.8,
                "Doomhammer": 0.6, "Ashes of Al'ar": 0.6, "Aegis of Aggramar": 0.8, "Heart of Azeroth": 0.8}
HIDDEN_MARKER = 0.8


def faction(game: Game, race: str | None) -> str:
    """The printed faction of ``race`` (W-FACT-1): '' for Murlocs, the base game or an unknown name."""
    if race is None:
        return ""
    ability = game.ruleset.races.get(race)
    return str(getattr(ability, "faction", "") or "")


def faction_value(game: Game, attacker: str, view: RegionView) -> float:
    """The faction coin (W-FACT-2) a conquest of ``view`` may bring ``attacker``: 1 per opposing race, once a
    turn, so a little less than a coin on average."""
    mine = faction(game, attacker)
    return 0.8 if mine and OPPOSING.get(mine) == faction(game, view.race) else 0.0


def alliance_value(game: Game, race: str, view: RegionView) -> float:
    """W-RACE-ORCS: the WoW Orcs score 1 coin more for each region of an Alliance race they conquer (active or in
    decline, their own player's too), on top of the faction bonus; not for Murlocs or other races."""
    ability = game.ruleset.races.get(race)
    if ability is None or ability.rule != "W-RACE-ORCS":
        return 0.0
    return 1.0 if faction(game, view.race) == "Alliance" else 0.0


def alliance_income(game: Game, race: str, regions: float) -> float:
    """Coins a turn the WoW Orcs' rule may bring a fresh race (for the combo's value): some of their conquests
    are Alliance regions, fewer than the base Orcs' non-empty ones."""
    ability = game.ruleset.races.get(race)
    return min(1.0, regions / 4) if ability is not None and ability.rule == "W-RACE-ORCS" else 0.0


def marker_value(view: RegionView) -> float:
    """What the Artifact and Place markers in a region are worth to the race holding it (W-AP-2)."""
    return sum(MARKER_VALUE.get(m, HIDDEN_MARKER) for m in view.ap_markers)


def step_move(game: Game, me: int, step: str, options: dict[str, list[Action]],
              threat: dict[int, float]) -> Action | None:
    """The answer to a WoW question ``step`` (None: take ``end``'s default). ``threat`` rates my regions."""
    if step in ("aegis", "forts", "towers", "post") and step in options:
        def guarded(a: Action) -> float:
            regions = a.regions or ((a.region,) if a.region is not None else ())
            return sum(threat.get(r, 0.0) for r in regions)
        return max(options[step], key=guarded)
    if step == "heart" and "heart" in options:
        return max(options["heart"], key=lambda a: (payers(game, me, a.region), -(a.region or 0)))
    if step == "detonate" and "detonate" in options:  # the order rarely matters: lowest first ('end' would end
        return options["detonate"][0]  # the whole turn before its conquests)
    if step == "bombs" and "bomb" in options:
        return bomb_target(game, options["bomb"])
    if step == "buy" and "buy" in options and game.num_turns - game.turn >= 2:
        return max(options["buy"], key=lambda a: int(a.name) if a.name.isdigit() else 0)
    return None


STEP_REASONS = {  # why ``step_move`` answers so, for a hint (bots/hint.py)
    "aegis": "where the threat is most", "forts": "where the threat is most", "towers": "where the threat is most",
    "post": "where the threat is most", "heart": "next to the most other players' active races (each pays it 1)",
    "bomb": "the strongest enemy region on offer that asks no coin",
    "detonate": "the bombs go off before the conquests (ending instead would end the whole turn)",
    "buy": "the most tokens from the tray while two turns or more remain",
}


def bomb_target(game: Game, options: list[Action]) -> Action | None:
    """W-RACE-GOBLINS: the next bomb goes on the strongest enemy region on offer (most tokens; a live bomb empties
    it), never where it costs coins (the Aegis lies there, or the Pandaren hold it: Harmony); None: no more bombs."""
    def free(a: Action) -> bool:
        view = game.region(a.region) if a.region is not None else None
        return view is not None and view.race != "Pandaren" and "Aegis of Aggramar" not in view.ap_markers
    choices = [a for a in options if free(a)]
    return max(choices, key=lambda a: (game.region(a.region).tokens if a.region is not None else 0,
                                       -(a.region or 0)), default=None)


def payers(game: Game, me: int, rid: int | None) -> int:
    """How many other players' active races hold a region next to ``rid`` (each pays the Heart 1, W-ART-HEART)."""
    if rid is None:
        return 0
    seats = set()
    for adj in game.board.regions[rid].adjacent:
        v = game.region(adj)
        if v.owner is not None and v.owner != me and not v.in_decline:
            seats.add(v.owner)
    return len(seats)


def champion_target(game: Game, options: list[Action], value: Callable[[Action], float]) -> Action:
    """The Champion's conquest (W-POW-CHAMPIONING): the most valuable region it can take (``value``: coins a turn),
    then the one that would cost the most tokens (what it saves), then the lowest id."""
    def cost(a: Action) -> int:
        return 2 + game.region(a.region).tokens if a.region is not None else 0  # a rough price: it pays none

    return max(options, key=lambda a: (round(value(a), 3), cost(a), -(a.region or 0)))


class WowHeuristics(Heuristics):
    """Small World of Warcraft's knowledge for the greedy bot (bots/heuristics.py)."""

    token_edge = {"Championing": 2.5}  # a free conquest a turn (W-POW-CHAMPIONING)
    pillage_rules = frozenset(("W-POW-BATTLEMASTER",))

    def income(self, game: Game, race: str, regions: float) -> float:
        return alliance_income(game, race, regions)  # the Orcs (W-RACE-ORCS)

    def region_value(self, game: Game, race: str, view: RegionView) -> float:
        return faction_value(game, race, view) + marker_value(view) + alliance_value(game, race, view)  # W-FACT,
        # W-AP, W-RACE-ORCS

    def region_parts(self, game: Game, race: str, view: RegionView) -> list[tuple[str, float]]:
        """``region_value``'s three terms in words (a hint's reason)."""
        parts = [(f"a faction coin: {view.race} are of the {faction(game, view.race)}",
                  faction_value(game, race, view)),
                 (f"the {' and '.join(m if m != '?' else 'face-down marker' for m in view.ap_markers)} there",
                  marker_value(view)),
                 (f"+1 coin: your Orcs score {view.race} (Alliance)", alliance_value(game, race, view))]
        return [(label, value) for label, value in parts if value]

    def step_move(self, game: Game, me: int, step: str, options: dict[str, list[Action]],
                  threat: dict[int, float]) -> Action | None:
        return step_move(game, me, step, options, threat)

    def step_reason(self, game: Game, action: Action) -> str:
        return STEP_REASONS.get(action.kind, "")

    def conquest(self, game: Game, me: int, kinds: dict[str, list[Action]], value: Callable[[Action], float],
                 price: dict[int, int]) -> Action | None:
        if "champion" in kinds:  # free (W-POW-CHAMPIONING): the most valuable neighbour, the dearest on a tie
            return champion_target(game, kinds["champion"], value)
        if "doomhammer" in kinds and game.coins(me) >= 4:  # 2 coins and 1 token take a dear region (W-ART)
            best = max(kinds["doomhammer"], key=lambda a: (price.get(_at(a)) or 1, value(a), -_at(a)))
            if (price.get(_at(best)) or 1) >= 4:
                return best
        return None

    def cheaper_conquests(self, game: Game, kinds: dict[str, list[Action]], costs: dict[int, int],
                          price: dict[int, int], views: Mapping[int, RegionView]) -> list[Action]:
        for a in kinds.get("frostmourne", []):  # the same target at -2 (RULING 29)
            costs[_at(a)] = max(1, (price.get(_at(a)) or 1) - 2)
        for a in kinds.get("ashes", []):  # anywhere as if adjacent: its defenders plus 2
            costs.setdefault(_at(a), 2 + views[_at(a)].tokens + views[_at(a)].mountain)
        return kinds.get("frostmourne", []) + kinds.get("ashes", [])


def _at(a: Action) -> int:
    """The region a move names (every move priced here names one)."""
    assert a.region is not None, f"{a} names no region"
    return a.region


HEURISTICS = WowHeuristics()
