"""Level "greedy": the best immediate move by a readable heuristic, with no look-ahead.

The ideas, each in one small function below:

- **Which combo** (``combo_value``): tokens become regions (about one per 2.4 tokens), each region is a coin a
  turn for the few turns a race stays active; add the race's and power's scoring bonuses, the coins lying on the
  combo, and subtract its price.
- **Where to conquer** (``target_value``): a region is worth a coin a turn, more if it scores a bonus for the race
  or power (farmland for Humans, magic for Wizards, ...), if it is occupied (Orcs, Pillaging, Skeletons; WoW's Orcs:
  by the Alliance) or if it hurts an opponent; take the best value per token first, i.e. the cheapest valuable
  conquests. Roll the die only when nothing is affordable (a failed roll costs nothing: the tokens are redeployed).
- **When to decline** (``decline_gain``): when the active race is thin (few conquests left for its tokens) and
  enough turns remain for a fresh race to pay back the lost turn. Never in the last turn.
- **Where to redeploy** (``threat``): favour regions bordering enemies, especially their active races.

**Play that varies**: each seed gives the bot a temperament, so two games with different seeds differ while one
seed replays the same game: a *decline bias* (coins added to ``decline_gain``: some bots hold on to their race,
some let it go early) and a softmax over the combos' values (``PICK_TEMPERATURE``: near-equal combos are taken
in turn, a clearly better one nearly always), drawn from ``Bot.rng`` (the seed and the position). With
``vary=False`` (the rollout policy of the searching bots) every choice is the plain argmax.

Ties are broken by region id / option order; it uses only public information.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from math import exp, sqrt
from typing import TYPE_CHECKING

from ..rules import Phase
from .base import Bot
from .heuristics import heuristics

if TYPE_CHECKING:  # pragma: no cover
    from ..rules import Action, Combo, Game, Region, RegionView

# Powers and races whose effect is worth about this many extra tokens (cheaper or safer conquests).
TOKEN_EDGE = {
    "Commando": 2.5, "Mounted": 1.5, "Underworld": 0.5, "Flying": 1.5, "Berserk": 2.0, "Dragon Master": 2.5,
    "Seafaring": 1.0, "Heroic": 1.0, "Bivouacking": 1.0, "Diplomat": 0.5, "Spirit": 1.0, "Stout": 1.5,
    "Giants": 1.0, "Tritons": 1.5, "Halflings": 1.0, "Elves": 1.0, "Skeletons": 2.0, "Sorcerers": 1.5,
    "Trolls": 1.0, "Ghouls": 1.0, "Amazons": -2.5,  # the Amazons' 4 only conquer; they do not hold regions
}  # another ruleset's own: its heuristics' ``token_edge`` (bots/heuristics.py)
# Scoring bonuses by terrain or symbol: +1 coin per such region held (and the word a hint says it with).
# +1 coin per region of a kind (R-SCORE-2), by rule: a name may mean another rule in another ruleset (Small World
# of Warcraft's Humans and Dwarves score no farmland or mine: W-RACE-HUMANS, W-RACE-DWARVES); (test, its word)
BONUS_REGION: dict[str, tuple[Callable[[Region], bool], str]] = {
    "R-RACE-HUMANS": (lambda r: r.terrain == "farmland", "farmland"),
    "R-RACE-WIZARDS": (lambda r: r.magic, "magic source"), "R-RACE-DWARVES": (lambda r: r.mine, "mine"),
    "R-POW-FOREST": (lambda r: r.terrain == "forest", "forest"), "R-POW-HILL": (lambda r: r.terrain == "hill", "hill"),
    "R-POW-SWAMP": (lambda r: r.terrain == "swamp", "swamp"),
}
Parts = list[tuple[str, float]]  # an evaluation's terms as a hint words them: (what, coins)
# +1 coin per non-empty region conquered this turn: known by rule, since a name may mean another rule in another
# ruleset (Small World of Warcraft's Orcs score Alliance regions only: bots/wow.py); a ruleset's own in its
# heuristics' ``pillage_rules``
PILLAGE_RULES = frozenset(("R-RACE-ORCS", "R-POW-PILLAGING"))
TOKENS_PER_REGION = 2.4
DECLINE_BIAS = (-8.0, 2.0)  # coins: a temperament's decline bias is drawn from this range (most hold on longer)
PICK_TEMPERATURE = 0.75  # coins: a combo this much below the best is taken e (2.7) times less often
ACTIVE_TURNS = 3  # a race typically stays active about this many turns before declining


# ---------------------------------------------------------------------------------------------- helpers
def at(a: Action) -> int:
    """The region a move names (every move the bot prices by region names one)."""
    assert a.region is not None, f"{a} names no region"
    return a.region


def combo_of(a: Action) -> int:
    """The combo a pick names."""
    assert a.combo is not None, f"{a} names no combo"
    return a.combo


def turns_left(game: Game) -> int:
    """Game turns after the current one."""
    return game.num_turns - game.turn


def pillages(game: Game, race: str, power: str) -> bool:
    """The race or power scores every non-empty region it conquers (R-RACE-ORCS, R-POW-PILLAGING, and the
    ruleset's own: WoW's W-POW-BATTLEMASTER)."""
    catalogue = game.ruleset
    rules = PILLAGE_RULES | heuristics(game).pillage_rules
    r, p = catalogue.races.get(race), catalogue.powers.get(power)
    return (r is not None and r.rule in rules) or (p is not None and p.rule in rules)


def token_edge(game: Game, name: str) -> float:
    """Extra tokens the race or power ``name`` is worth (TOKEN_EDGE, else the ruleset's own)."""
    edge = TOKEN_EDGE.get(name)
    return edge if edge is not None else heuristics(game).token_edge.get(name, 0)


_SHARES: dict[int, tuple[object, dict[str, float]]] = {}  # id(board) -> (board, {name: share}): boards never change


def region_bonus(game: Game, name: str) -> tuple[Callable[[Region], bool], str] | None:
    """The race or power ``name``'s +1 coin a region of a kind in this ruleset (its test and word), else None."""
    catalogue = game.ruleset
    piece = catalogue.races.get(name) or catalogue.powers.get(name)
    return BONUS_REGION.get(piece.rule) if piece is not None else None


def bonus_share(game: Game, name: str) -> float:
    """Share of land regions that score the bonus of race/power ``name`` (0 if it has no terrain bonus); counted
    once per board (the decline and pick heuristics ask it for every combo, every turn)."""
    bonus = region_bonus(game, name)
    if bonus is None:
        return 0.0
    test = bonus[0]
    board = game.board
    entry = _SHARES.get(id(board))
    if entry is None or entry[0] is not board:
        if len(_SHARES) > 64:
            _SHARES.clear()
        entry = _SHARES[id(board)] = (board, {})
    shares = entry[1]
    word = bonus[1]  # one word, one test: the key whatever the ruleset
    share = shares.get(word)
    if share is None:
        land = [r for r in board.regions if not r.water]
        share = shares[word] = sum(1 for r in land if test(r)) / len(land)
    return share


def income_bonus(game: Game, race: str, power: str, regions: float) -> float:
    """Coins a turn, beyond one per region, that the combo's race and power score while active."""
    bonus = 0.0
    for name in (race, power):
        share = bonus_share(game, name)
        if share:
            bonus += min(regions, regions * share * 2.0)  # the bot seeks those regions out
    if pillages(game, race, power):
        bonus += min(2.0, regions / 2)
    known = heuristics(game)
    bonus += known.income(game, race, regions)  # the ruleset's own (WoW's Orcs, W-RACE-ORCS)
    bonus += known.power_income(game, power, regions)  # the expansions' (bots/exp.py: Imperial, X-POW-IMPERIAL)
    if power == "Alchemist":
        bonus += 2
    elif power == "Merchant":
        bonus += regions
    elif power == "Fortified":
        bonus += 1
    return bonus


def combo_value(game: Game, combo: Combo, parts: Parts | None = None) -> float:
    """Expected coins from taking ``combo`` now, net of its price (with ``parts``: its terms in words too)."""
    tokens = combo.tokens + token_edge(game, combo.race) + token_edge(game, combo.power)
    regions = tokens / TOKENS_PER_REGION
    per_turn = regions + income_bonus(game, combo.race, combo.power, regions)
    active = min(turns_left(game) + 1, ACTIVE_TURNS)
    value = per_turn * (1 + 0.75 * (active - 1))
    if parts is not None:
        edge = tokens - combo.tokens
        worth = f" (worth {tokens:g} with its {combo.race} and {combo.power})" if edge else ""
        parts.append((f"about {per_turn:.1f} coins a turn from {combo.tokens} tokens{worth}", value))
    if combo.power == "Wealthy":
        value += 7
        if parts is not None:
            parts.append(("7 coins from Wealthy", 7.0))
    if parts is not None and combo.coins:
        parts.append((f"{combo.coins} coin{'s' if combo.coins != 1 else ''} lying on it", float(combo.coins)))
    if parts is not None and combo.price:
        parts.append((f"costs {combo.price} coin{'s' if combo.price != 1 else ''}", float(-combo.price)))
    return value + combo.coins - combo.price


def best_fresh_combo(game: Game, coins: int) -> float:
    """Coins a turn a fresh race would bring (first turn): the best combo affordable with ``coins``."""
    best = 0.0
    for combo in game.column_view():
        if combo.price <= coins:
            tokens = combo.tokens + token_edge(game, combo.race) + token_edge(game, combo.power)
            regions = tokens / TOKENS_PER_REGION
            best = max(best, regions + income_bonus(game, combo.race, combo.power, regions)
                       + (combo.coins - combo.price) / 2)
    return best


def threat(game: Game, views: Views, me: int, rid: int) -> float:
    """How exposed my region ``rid`` is: enemy neighbours (active ones most), empty land, the board edge (computed
    once per decision: ``views.threats``)."""
    key = (me, rid)
    known = views.threats.get(key)
    if known is not None:
        return known
    regions = game.board.regions
    t = 0.3 if regions[rid].entry else 0.0
    for adj in regions[rid].adjacent:
        if regions[adj].water:
            continue
        v = views[adj]
        if v.owner is None:
            t += 0.15 if v.race is None else 0.05
        elif v.owner != me:
            t += 0.3 if v.in_decline else 1.0 + 0.15 * v.tokens
    views.threats[key] = t
    return t


def layout_score(game: Game, views: Views, me: int, counts: dict[int, int]) -> float:
    """Defence of a token layout: tokens count most where the threat is, with diminishing returns."""
    return sum((threat(game, views, me, r) + 0.1) * sqrt(n) for r, n in counts.items())


def target_value(game: Game, views: Views, me: int, rid: int, race: str, power: str,
                 parts: Parts | None = None) -> float:
    """Coins a turn region ``rid`` is worth to my conquering race (before its cost); with ``parts`` (a hint's
    question) each term is also put there in words."""
    reg = game.board.regions[rid]
    v = views[rid]
    value = 1.0
    for name in (race, power):
        bonus = region_bonus(game, name)
        if bonus is not None and bonus[0](reg):
            value += 1.0
            if parts is not None:
                parts.append((f"+1 coin a turn for your {name}' {bonus[1]}" if name == race else
                               f"+1 coin a turn: a {bonus[1]} for your {name} power", 1.0))
    occupied = v.race is not None
    if occupied and pillages(game, race, power):
        value += 1.0
        if parts is not None:
            parts.append(("+1 coin for taking an occupied region", 1.0))
    if occupied and race == "Skeletons":
        value += 0.5
        if parts is not None:
            parts.append(("a Skeleton more for an occupied region", 0.5))
    if v.owner is not None and v.owner != me:
        value += 0.25 if v.in_decline else 0.45  # every region taken is a coin a turn less for its owner
        if parts is not None:
            whose = f"{game.players[v.owner]}'s {v.race}{' (in decline)' if v.in_decline else ''}"
            parts.append((f"a coin a turn less for {whose}", 0.25 if v.in_decline else 0.45))
    known = heuristics(game)
    value += known.region_value(game, race, v)  # the ruleset's own (WoW: W-FACT, W-AP, W-RACE-ORCS)
    if parts is not None:
        parts += known.region_parts(game, race, v)
    if race == "Giants" and reg.mountain:
        value += 0.3
        if parts is not None:
            parts.append(("a mountain for your Giants to push from", 0.3))
    if reg.water:
        value -= 0.2  # a sea held by Seafaring scores, but is a dead end
        if parts is not None:
            parts.append(("a sea is a dead end", -0.2))
    return value


class Views(dict[int, "RegionView"]):
    """``game.region(R)`` for the regions a decision looks at, each read once (a lazy cache: a hit is a plain
    dict lookup, the heuristics read a region's view many times per decision)."""

    __slots__ = ("game", "threats")

    def __init__(self, game: Game):
        super().__init__()
        self.game = game
        self.threats: dict[tuple[int, int], float] = {}  # (seat, region) -> threat, for this decision

    def __missing__(self, rid: int) -> RegionView:
        view = self[rid] = self.game.region(rid)
        return view


class GreedyBot(Bot):
    """Level "greedy": see the module docstring for its heuristic."""

    level = "greedy"

    def __init__(self, seed: int = 0, vary: bool = True):
        super().__init__(seed)
        self.vary = vary
        temperament = random.Random(f"temperament {seed}")  # fixed by the seed alone
        self.decline_bias = temperament.uniform(*DECLINE_BIAS) if vary else 0.0

    # ------------------------------------------------------------------ entry point
    def choose(self, game: Game, decline: bool = True) -> Action:
        """The greedy move; with ``decline=False`` the best move other than declining (the strong bot's
        "expand" candidate)."""
        actions = game.legal_actions()
        if not decline:
            actions = [a for a in actions if a.kind != "decline"] or actions
        if not actions:
            raise ValueError("The game is over: there is no move to choose.")
        if len(actions) == 1:
            return actions[0]
        me = game.current_player
        phase = game.phase
        views = Views(game)
        by_kind: dict[str, list[Action]] = {}
        for a in actions:
            by_kind.setdefault(a.kind, []).append(a)
        if phase == Phase.WITHDRAW:
            return self.choose_withdraw(game, views, me, by_kind["withdraw"]) if "withdraw" in by_kind else actions[0]
        step = game.phase_word  # the name of the question an ability asks now, if any
        if step == "fortress":
            best = max(by_kind.get("fortress", []), key=lambda a: threat(game, views, me, at(a)), default=None)
            return best or actions[-1]
        if step == "camps":
            return max(by_kind["camps"], key=lambda a: self.camps_score(game, views, me, a))
        if step == "heroes":
            return max(by_kind["heroes"], key=lambda a: sum(threat(game, views, me, r) for r in a.regions))
        if step == "ally":
            return max(by_kind.get("ally", actions), key=lambda a: self.menace(game, views, me, a.seat))
        if step == "stout":
            return by_kind["decline"][0] if self.stout_declines(game, views, me) else by_kind["end"][0]
        if step and step not in ("start", "pick", "conquer", "redeploy", "form"):
            mine = {r: threat(game, views, me, r) for r in range(len(game.board.regions)) if views[r].owner == me}
            answer = heuristics(game).step_move(game, me, step, by_kind, mine)
            if answer is not None or "end" in by_kind:
                return answer or by_kind["end"][0]
        # start / pick / conquer / redeploy
        if "decline" in by_kind and self.wants_decline(game, views, me, actions):
            return by_kind["decline"][0]
        ghouls = [a for a in actions if a.ghouls]
        if ghouls:  # in-decline Ghouls act first, before the active race or the pick (R-RACE-GHOULS)
            return self.conquest_move(game, views, me, ghouls, "Ghouls", "")
        if "pick" in by_kind:
            return self.choose_pick(game, by_kind["pick"])
        race = game.races(me)[0]
        return self.conquest_move(game, views, me, [a for a in actions if a.kind != "decline"], race.name,
                                  race.power)

    # ------------------------------------------------------------------ pick
    def choose_pick(self, game: Game, picks: list[Action]) -> Action:
        column = game.column_view()
        values = [combo_value(game, column[combo_of(a) - 1]) for a in picks]
        if not self.vary:
            return max(zip(picks, values), key=lambda p: (p[1], -combo_of(p[0])))[0]
        return picks[softmax_choice(self.rng(game), values, PICK_TEMPERATURE)]

    # ------------------------------------------------------------------ decline
    def decline_gain(self, game: Game, views: Views, me: int, conquests: float,
                     now_lost: float, parts: Parts | None = None) -> float:
        """Coins declining now wins (positive) or loses over the next turns, roughly (with ``parts``: its terms in
        words too)."""
        left = turns_left(game)
        if left <= 0:
            return -1.0  # never decline in the last turn
        races = game.races(me)
        active = races[0]
        held = active.regions
        bonus = income_bonus(game, active.name, active.power, held + conquests)
        expand_next = held + conquests * 0.7 + bonus + sum(r.regions for r in races[1:]) * 0.7
        fresh = best_fresh_combo(game, game.coins(me))
        decline_next = held * 0.75 + fresh
        gain_next = decline_next - expand_next
        later = gain_next * 0.6 * min(left - 1, 2) if gain_next > 0 else 0.0
        if parts is not None:
            parts.append((f"next turn a fresh race would score about {decline_next:.1f} coins against "
                          f"{expand_next:.1f} by your {active.name} expanding", gain_next))
            if later:
                parts.append((f"about {later:.1f} more over the turns after", later))
            if now_lost:
                parts.append((f"this turn scores about {now_lost:.1f} less", -now_lost))
        return gain_next + later - now_lost

    def wants_decline(self, game: Game, views: Views, me: int, actions: list[Action],
                      parts: Parts | None = None) -> bool:
        """At the start of a turn: is the active race too thin to keep going? (``parts``: why, in words)"""
        if turns_left(game) <= 0:
            return False
        races = game.races(me)
        active = races[0]
        conquests = self.affordable_conquests(game, game.hand(me), actions)
        old_lost = sum(r.regions for r in races[1:] if r.power != "Spirit")
        bonus = income_bonus(game, active.name, active.power, active.regions + conquests)
        now_lost = conquests + bonus + old_lost  # what this turn scores less by declining
        return self.decline_gain(game, views, me, conquests, now_lost, parts) + self.decline_bias > 0

    def stout_declines(self, game: Game, views: Views, me: int, parts: Parts | None = None) -> bool:
        """Stout, after scoring: declining now costs this turn nothing (``parts``: why, in words)."""
        active = game.races(me)[0]
        spare = max(0, active.tokens_on_map - active.regions)
        conquests = spare / TOKENS_PER_REGION
        return self.decline_gain(game, views, me, conquests, 0.0, parts) + self.decline_bias > 1.0

    @staticmethod
    def affordable_conquests(game: Game, tokens: int, actions: list[Action]) -> int:
        """How many of the cheapest targets ``tokens`` pay for now (a quick, slightly optimistic count)."""
        price = game.conquest_costs()
        costs = sorted(price.get(at(a)) or 1 for a in actions if a.kind == "conquer" and not a.ghouls)
        n = 0
        for c in costs:
            if c > tokens:
                break
            tokens -= c
            n += 1
        return n

    # ------------------------------------------------------------------ conquest
    def conquest_move(self, game: Game, views: Views, me: int, actions: list[Action], race: str,
                      power: str) -> Action:
        """Conquer, roll, use a power, or redeploy: the move of the conquering race."""
        kinds: dict[str, list[Action]] = {}
        for a in actions:
            kinds.setdefault(a.kind, []).append(a)

        def value(a: Action) -> float:
            return target_value(game, views, me, at(a), race, power)

        if "convert" in kinds:  # free: a Sorcerer replaces an enemy token
            return max(kinds["convert"], key=value)
        if "berserk" in kinds:  # the roll only ever lowers costs
            return kinds["berserk"][0]
        price = game.conquest_costs()  # one scan, not one query per region
        costs = {at(a): price.get(at(a)) or 1 for a in kinds.get("conquer", []) + kinds.get("roll", [])
                 + kinds.get("dragon", [])}
        if "dragon" in kinds:  # one token takes the dearest valuable region
            best = max(kinds["dragon"], key=lambda a: (costs[at(a)] + value(a), -at(a)))
            if costs[at(best)] >= 3 or "conquer" not in kinds:
                return best
        known = heuristics(game)  # the ruleset's own conquest moves (WoW: the Champion, the Artifacts)
        own = known.conquest(game, me, kinds, value, price)
        if own is not None:
            return own
        conquests = kinds.get("conquer", []) + known.cheaper_conquests(game, kinds, costs, price, views)
        if conquests:
            return max(conquests, key=lambda a: (value(a) / costs[at(a)], a.kind == "conquer",
                                                 -costs[at(a)], -at(a)))
        if "roll" in kinds:  # a failed roll loses nothing: the tokens are redeployed
            return max(kinds["roll"], key=lambda a: (-costs[at(a)], value(a), -at(a)))
        if "redeploy" in kinds:
            return max(kinds["redeploy"], key=lambda a: layout_score(game, views, me, dict(a.layout)))
        if "buy" in kinds:  # Forsaken: tokens from the tray end the conquests (W-RACE-FORSAKEN)
            bought = heuristics(game).step_move(game, me, "buy", kinds, {})
            if bought is not None:
                return bought
        ends = kinds.get("end")
        return ends[0] if ends else actions[0]

    # ------------------------------------------------------------------ markers, allies, withdrawals
    @staticmethod
    def camps_score(game: Game, views: Views, me: int, action: Action) -> float:
        camps = dict(action.layout)
        return sum((threat(game, views, me, r) + 0.1) * sqrt(views[r].tokens + n) for r, n in camps.items())

    @staticmethod
    def menace(game: Game, views: Views, me: int, seat: int | None) -> float:
        """How many active tokens of ``seat`` stand next to my regions: the ally my Diplomat wants."""
        if seat is None:
            return -1.0
        regions = game.board.regions
        total = 0.0
        for rid in range(len(regions)):
            v = views[rid]
            if v.owner == me:
                for adj in regions[v.id].adjacent:
                    w = views[adj]
                    if w.owner == seat and not w.in_decline:
                        total += w.tokens
        return total

    @staticmethod
    def choose_withdraw(game: Game, views: Views, me: int, options: list[Action]) -> Action:
        def gain(a: Action) -> float:
            return sum((threat(game, views, me, r) + 0.1) * (sqrt(views[r].tokens + n) - sqrt(views[r].tokens))
                       for r, n in a.layout)

        return max(options, key=gain)


def softmax_choice(rng: random.Random, values: list[float], temperature: float) -> int:
    """An index drawn with probability proportional to exp(value / temperature): near-equal values share the
    choice, a clearly better one nearly always wins."""
    top = max(values)
    weights = [exp((v - top) / temperature) for v in values]
    return rng.choices(range(len(values)), weights)[0]


__all__ = ["GreedyBot", "softmax_choice", "Views", "combo_value", "target_value", "threat"]
