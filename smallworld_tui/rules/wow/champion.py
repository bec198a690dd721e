"""W-POW-CHAMPIONING (5): one Champion, in hand at the pick (W-TURN-2 RACE_SETUP: the power's ``marker_pool`` of 1).
Once per turn, with it in hand, ``champion R`` conquers a region adjacent to the race for 0 tokens whatever defends
it (Tauren: 1 token and the Champion); immunity and payments still apply (the ruleset's ``block`` and ``pay``), the
defender's losses are normal. The Champion moves in and holds its region: a ``holds`` marker beside the race tokens
(``Marker.holds``), a piece for holding, the one-token and Tauren minimums, Enraged (RULING 3) and non-empty, but no
race token (the tray, the tie-break: RULING 8). It adds 1 to its region's defence (``defence``). When another player
conquers its region no piece there is lost; its owner pays the conqueror 1 coin (a forced payment, down to 0: RULING
1) and takes it back with the withdrawn pieces (``rescue``; placed at WITHDRAWALS by the ``camps`` part of
``withdraw``, as returned markers are, R-CONQ-12).

RULING 19: it must be in hand, readied like a token: READY lifts it into hand when its region keeps the race's
minimum of tokens without it (``on_ready``), else it stays and holds the region (abandoning that region brings it
back to hand); Intimidating never takes it (wow/powers.py). RULING 37: it enters a region only by its own conquest,
the ``post`` placement or WITHDRAWALS; it never counts toward ``required``, joins no final attempt, and meets R-CONQ-1f
(one token in hand) only for its own conquest. RULING 7/30: it leaves the map at decline; a region it held alone is
emptied. RULING 31: a loss it saves does not use up Holy Light (``rescue`` runs before any other saving). RULING 32:
a Goblin bomb withdraws it and the ransom goes to the stash (a bomb calls the WoW ``defend`` with no attacker,
so ``rescue`` gets ``to=None``).

Rulings of this module, where the spec is silent:
- **[RULING 45]** "Adjacent" is the race's reach without entry regions: a region next to one it holds, and for the
  Kobolds every cavern (RULING 35: their conquests of every kind); entry regions, Ashes and assaults give none
  (rejected: any legal target, which would give the free conquest a travel reach RULING 37 denies it).
- **[RULING 46]** In hand at REDEPLOY, it is posted at step 3, first of the placements (``post R``, once the
  tokens are redeployed); a Champion already on the map stays where it is (rejected: moving it with the tokens,
  which would need a second kind of layout entry). ``end`` posts it where READY lifted it from, if still held,
  else in the held region with the fewest tokens (lowest id on a tie).
- **[RULING 47]** The ransom is due whenever another player's conquest takes its region, also when Light's Hope
  would have saved the loss anyway (rejected: no ransom then): it pays for taking the Champion back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..ability import AbilityMove, Arg, Marker, Point, Power
from ..actions import Action, region_row
from ..coins import transfer
from ..conquest import refusal
from ..errors import Code, IllegalAction
from ..events import Abandoned, RaceEvent

if TYPE_CHECKING:  # pragma: no cover
    from ..core import GameCore
    from ..state import RaceState

CHAMPION = Marker("champion", "the Champion", defence=1, returns=True, holds=True, plural="Champion",
                  glyph="◆")
RANSOM = 1  # coins its owner pays the conqueror of its region
USED = "champion"  # ``RaceState.flags``: the Champion conquered this turn (reset at START, W-TURN-2)
FROM = "champion from"  # ``RaceState.flags``: the region READY lifted it from (``post``'s default)


@dataclass(frozen=True, slots=True)
class ChampionPosted(RaceEvent):
    kind: ClassVar[str] = "post"
    region: int

    def text(self, game: GameCore, reveal_coins: bool = False) -> str:
        return f"{self.their(game)} post their Champion in {game.region_label(self.region)}."


def standing(g: GameCore, rs: RaceState) -> int | None:
    """The region of ``rs`` where its Champion stands, if it is on the map."""
    counts = g.markers[CHAMPION.kind]
    return next((rid for rid in rs.regions if counts[rid]), None)


def in_hand(g: GameCore, rs: RaceState) -> bool:
    """The Champion is in hand, or will be once READY lifts it (RULING 19)."""
    if rs.marker_pool:
        return True
    if rs.readied:
        return False
    rid = standing(g, rs)
    return rid is not None and g.r_tokens[rid] >= rs.race.min_pieces


def _reach(g: GameCore, rs: RaceState) -> set[int]:
    """RULING 45: the regions next to the race's (Kobolds: every cavern too)."""
    f = g.facts
    seen: set[int] = set()
    for h in rs.regions:
        seen |= f.adjacency[h]
    if rs.race.cavern_reach:
        seen.update(f.caverns)
    return seen - rs.regions


def _tokens(rs: RaceState) -> int:
    """The race tokens going in with the Champion: none; the Tauren 1, to make their 2 pieces (W-RACE-TAUREN)."""
    return rs.race.min_pieces - 1


def _options(g: GameCore, rs: RaceState) -> list[Action]:
    """The regions of ``_reach`` that the ruleset's target scan keeps (water, immunity, payments: W-CONQ-1; the
    cost it gives does not apply), its bars read for those few regions only, not the scan of every entry region
    of the islands (tests/wow/test_wow_menu_fast_paths.py checks them against ``targets``)."""
    if rs.flags.get(USED) or rs.ended or not in_hand(g, rs) or g._available(rs) < _tokens(rs):
        return []
    reach = _reach(g, rs)
    if not (rs.active and rs.race.seafaring):  # W-CONQ-1b: water for the Naga only
        reach -= g.facts.waterset
    if not _wc.pays_any(g, rs):  # W-CONQ-1d, as a rule payable: no toll scan
        reach -= _wc.unpayable(g, rs)
    immune, row = g.immune, _CHAMPION
    out = []
    for rid in sorted(reach):
        if not immune[rid]:  # W-CONQ-1c
            out.append(row[rid])
    return out


_CHAMPION = region_row("champion")


def _check(g: GameCore, rs: RaceState, a: Action) -> None:
    if rs.flags.get(USED):
        raise IllegalAction("The Champion conquers once per turn, and it did this turn.", Code.ALREADY_USED)
    if not in_hand(g, rs):
        raise IllegalAction("The Champion conquers only from your hand: it stays where it holds a region alone "
                            "(abandon that region while readying to take it back).", Code.ILLEGAL)
    need = _tokens(rs)
    if g._available(rs) < need:
        raise IllegalAction(f"Your {rs.title} need {need} token in hand to go in with the Champion.",
                            Code.NOT_ENOUGH_TOKENS)
    assert a.region is not None
    rid = a.region
    code = g.ruleset.block(g, rs, rid)
    if code:
        raise refusal(g, rs, rid, code)
    if rid not in _reach(g, rs):
        raise IllegalAction(f"The Champion conquers only a region next to your {rs.title}; "
                            f"{g.region_label(rid)} is not one.", Code.NOT_ADJACENT)


def _play(g: GameCore, rs: RaceState, a: Action) -> None:
    """Payments first (W-CONQ-1d), then the conquest with the Champion (and a Tauren token); it moves in."""
    assert a.region is not None
    rid = a.region
    rs.flags[USED] = 1
    g.ruleset.pay(g, rs, rid)
    rs.marker_pool -= 1
    g.ruleset.resolve(g, rs, rid, _tokens(rs), "and the Champion")
    g.set_marker(CHAMPION, rid, 1)


def _post_options(g: GameCore, rs: RaceState) -> list[Action]:
    """In hand at REDEPLOY: a held region for it (RULING 37; kept in hand if none)."""
    if not rs.marker_pool or not rs.regions:
        return []
    row = region_row("post")
    return [row[rid] for rid in sorted(rs.regions)]


def _post_default(g: GameCore, rs: RaceState) -> Action | None:
    """RULING 46: back where READY lifted it from, else the held region with the fewest tokens (lowest id)."""
    if not _post_options(g, rs):
        return None
    back = rs.flags.get(FROM)
    if back is not None and back in rs.regions:
        return Action("post", region=back)
    return Action("post", region=min(sorted(rs.regions), key=lambda r: g.r_tokens[r]))


def _post_play(g: GameCore, rs: RaceState, a: Action) -> None:
    assert a.region is not None
    rs.marker_pool -= 1
    g.set_marker(CHAMPION, a.region, 1)
    g.events.append(ChampionPosted(rs.seat, rs.title, a.region))


def rescue(g: GameCore, victim: RaceState, rid: int, to: int | None) -> bool:
    """``victim``'s region ``rid`` is taken from it: if its Champion stands there, no piece there is lost; the
    Champion withdraws with the other pieces and its owner pays ``to`` (the conqueror's seat; None: the stash,
    RULING 32) 1 coin, down to 0 (RULING 1; RULING 47). False when no Champion stands there. Asked by the WoW
    conquest before any other saving (RULING 31)."""
    counts = g.markers.get(CHAMPION.kind)
    if counts is None or not counts[rid]:
        return False
    g.set_marker(CHAMPION, rid, 0)
    victim.markers_back += 1
    transfer(g, victim.seat, to, RANSOM, "Champion ransom")
    return True


class Championing(Power):
    name, rule, badge = "Championing", "W-POW-CHAMPIONING", 5
    help = ("Once a turn the Champion, from hand, takes a neighbouring region for no token and holds it (+1 defence); "
            "its conqueror kills nobody there and is paid 1 coin.")
    text = ("Once a turn, the Champion (in hand) conquers a neighbouring region for no token and holds it (+1 "
            "defence); whoever takes its region kills nobody there but gets 1 coin, and the Champion comes back.")
    markers = (CHAMPION,)
    marker_pool = 1  # W-TURN-2 RACE_SETUP: the Champion goes to hand at the pick
    moves = (
        AbilityMove("champion", Arg.REGION, _options, _play,
                    "Conquer a neighbouring region with the Champion alone (once per turn).", _check,
                    at=Point.CONQUER,
                    when="The Champion conquers among the conquest moves, from hand, once per turn.", key="C",
                    keys="Championing: the Champion conquers the selected region; after redeploying, posts it there",
                    advice="C: the Champion conquers it alone."),
        AbilityMove("post", Arg.REGION, _post_options, _post_play, "Post the Champion in one of your regions.", key="C",
                    at=Point.PLACEMENTS, auto=True, default=_post_default,
                    hint="Post your Champion in one of your regions ('post R'), or where it came from ('end').",
                    when="The Champion is posted from hand at the end of the redeployment."),
    )

    def on_ready(self, game: GameCore, rs: RaceState) -> None:
        """RULING 19: it comes to hand when its region keeps the race's minimum of tokens without it."""
        rid = standing(game, rs)
        if rid is not None and game.r_tokens[rid] >= rs.race.min_pieces:
            game.set_marker(CHAMPION, rid, 0)
            rs.marker_pool += 1
            rs.flags[FROM] = rid

    def on_decline(self, game: GameCore, rs: RaceState) -> None:
        """RULING 7: the Champion leaves the map; RULING 30: a region it held alone is emptied."""
        rid = standing(game, rs)
        rs.marker_pool = rs.markers_back = 0
        if rid is None:
            return
        game.set_marker(CHAMPION, rid, 0)
        if not game.r_tokens[rid]:
            rs.regions.discard(rid)
            game._vacate(rid)
            game.events.append(Abandoned(rs.seat, rs.title, rid))


# last: wow/conquest.py imports ``rescue`` from here; the module, not its names (it may be half-read now), and not an
# import inside ``_options`` (an import statement costs about 1 us per call)
from . import conquest as _wc  # noqa: E402
