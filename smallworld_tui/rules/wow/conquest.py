"""WoW conquest (RULES-WOW.md W-CONQ-1..8, W-MUR): reach through entry regions, the travel cost, every other race's
pieces defending, and the defender's losses. The WoW ruleset's ``block``, ``targets``, ``raw_cost``, ``resolve``
and ``defend`` hooks (ruleset.py); the base game's are in ``rules/conquest.py``.
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING

from ..ability import Ability
from ..coins import transfer
from ..conquest import ADJACENT, ENTRY, IMMUNE, OK, OWN, UNPAID, WATER, reductions, twins
from ..events import Conquered, Lost, TribeWiped
from .apiece import holds
from .artifacts import reveal
from .champion import rescue
from .pieces import lost_in
from .placed import AEGIS, aegis_due
from .places import LightsHope, MeetingStone

if TYPE_CHECKING:  # pragma: no cover
    from ..actions import Action
    from ..conquest import BoardFacts
    from ..core import GameCore
    from ..costs import CostBreakdown
    from ..ruleset import Ruleset
    from ..state import RaceState
    from .state import WowState

MURLOCS = "Murlocs"  # the defending banner of a Murloc region in the conquest record (W-MUR-1)

REASONS = {
    WATER: "{region} is water: only the Naga can conquer it.",
    ENTRY: "{race} hold no region yet: the first conquest must be an entry region (an anchor) of any island.",
    ADJACENT: "{region} is neither adjacent to your {race} nor an entry region (an anchor).",
    UNPAID: "You cannot pay the coins due before conquering {region} (payments are made in full first).",
}

MEETING_STONE, LIGHTS_HOPE = MeetingStone.name, LightsHope.name  # the Places with ``no_travel``, ``loses_no_token``
Owed = list[tuple[int, int, str]]  # (owner's seat, coins, why)
Due = dict[int, Owed]


def owed(g: GameCore, rs: RaceState, rid: int) -> Owed:
    """W-CONQ-1d, the one place of the rule: the coins due before ``rs`` conquers or attempts ``rid``, asked by the
    abilities of the race there when it is another player's (``Ability.tolls``: MarshDweller, active or in
    decline) and by the Artifacts its active race holds there, face up (the Aegis, W-ART-AEGIS, as ``held``)."""
    other = g.r_race[rid]
    if other is None or other.seat == rs.seat:
        return []
    out = []
    race, power = other.race, other.power
    if race.tolls:
        coins = race.toll(g, other, rid)
        if coins:
            out.append((other.seat, coins, race.name))
    if power.tolls:
        coins = power.toll(g, other, rid)
        if coins:
            out.append((other.seat, coins, power.name))
    ws: WowState = g.ruleset_state
    if other.active and g.face_up and rid in ws.ap_region.values():  # a piece there (as a rule none): no loop
        for piece in _toll_facts(g.ruleset)[1]:
            if ws.ap_region.get(piece.name) == rid and piece.name in g.face_up:
                coins = piece.toll(g, other, rid)
                if coins:
                    out.append((other.seat, coins, piece.name))
    return out


def tolls(g: GameCore, rs: RaceState) -> Due:
    """``owed`` for every region where something is due (for a menu: one pass), asked only where it may be: the
    regions of another player's races whose race or power asks a toll, and where a toll Artifact lies face up."""
    out: Due = {}
    seat = rs.seat
    for pl in g.p:  # every race of another player, in ``all_races``' order, without a generator or a tuple per
        active = pl.active  # player (asked for every poor player's menu); as a rule none tolls
        if active is not None and (active.race.tolls or active.power.tolls) and active.seat != seat:
            _owed_in(g, rs, active, out)
        for other in pl.declined:
            if (other.race.tolls or other.power.tolls) and other.seat != seat:
                _owed_in(g, rs, other, out)
    if g.face_up:
        ws: WowState = g.ruleset_state
        where = ws.ap_region
        for piece in _toll_facts(g.ruleset)[1]:
            at = where.get(piece.name)
            if at is not None and at not in out and piece.name in g.face_up:
                due = owed(g, rs, at)
                if due:
                    out[at] = due
    return out


def _owed_in(g: GameCore, rs: RaceState, other: RaceState, out: Due) -> None:
    """``tolls``' entries for the regions of ``other``, another player's race."""
    for rid in other.regions:
        due = owed(g, rs, rid)
        if due:
            out[rid] = due


def unpayable(g: GameCore, rs: RaceState) -> set[int]:
    """RULING 1 for a whole menu: the regions whose payments (``owed``) ``rs``'s player cannot make in full. None
    when he holds at least the most that any region may ask (``pays_any``), as he usually does: the menus ask that
    first, without this call."""
    due = tolls(g, rs)
    return {rid for rid in due if unpaid(g, rs, due, rid)} if due else set()


def pays_any(g: GameCore, rs: RaceState) -> bool:
    """``rs``'s player holds at least the most that any region may ask (``most_due``), or at least what the race
    and the power can ask while no toll piece lies face up (``owed`` asks a piece only face up; as a rule none
    is): no payment can stop him."""
    hit = _TOLL_FACTS.get(id(g.ruleset))  # ``_toll_facts`` read in place: no second call (every move list asks)
    if hit is None:
        hit = _toll_facts(g.ruleset)
    coins = g.p[rs.seat].coins
    return coins >= hit[2] or (coins >= hit[3] and hit[4].isdisjoint(g.face_up))


_TOLL_FACTS: dict[int, tuple[Ruleset, tuple[Ability, ...], int, int, frozenset[str]]] = {}  # by id: an entry
# keeps its ruleset alive, so no other object can have that id meanwhile


def _toll_facts(ruleset: Ruleset) -> tuple[Ruleset, tuple[Ability, ...], int, int, frozenset[str]]:
    """Found once per ruleset (rulesets are frozen): the toll pieces (see ``owed``), ``most_due``, the most the
    race and the power can ask, and the toll pieces' names."""
    hit = _TOLL_FACTS.get(id(ruleset))
    if hit is None:
        pieces = tuple(piece for piece in ruleset.others if piece.tolls)
        abilities = (max((race.toll_most for race in ruleset.races.values()), default=0)
                     + max((power.toll_most for power in ruleset.powers.values()), default=0))
        most = abilities + sum(piece.toll_most for piece in pieces)
        hit = _TOLL_FACTS[id(ruleset)] = (ruleset, pieces, most, abilities, frozenset(p.name for p in pieces))
    return hit


def most_due(ruleset: Ruleset) -> int:
    """The most coins ``owed`` can ask before one conquest: the largest race toll and power toll (one race holds
    the region) and every toll piece's (they may lie together), by their ``toll_most``."""
    return _toll_facts(ruleset)[2]


def unpaid(g: GameCore, rs: RaceState, due: Due, rid: int) -> bool:
    """RULING 1 for ``rid`` with a menu's ``tolls`` at hand (see ``short``)."""
    owes = due.get(rid)
    return owes is not None and short(g, rs, owes)


def short(g: GameCore, rs: RaceState, owes: Owed) -> bool:
    """RULING 1: a voluntary conquest whose payment the player cannot make in full is illegal."""
    return g.p[rs.seat].coins < sum(coins for _, coins, _ in owes)


def pay(g: GameCore, rs: RaceState, rid: int) -> None:
    """The WoW ruleset's ``pay`` hook: the payments due before conquering ``rid`` (W-CONQ-1d, W-SCORE-3)."""
    if g.r_race[rid] is None:  # no race there: no attack (W-CONQ-8) and nothing owed (``owed``); no call
        return
    attack(g, rs, rid)  # W-CONQ-8: a conquest or an attempt
    for seat, coins, why in owed(g, rs, rid):
        transfer(g, rs.seat, seat, coins, why)
        rs.flags[f"paid {why}"] = 1  # paid this turn (RULING 25: the Aegis opens its region for the turn)


def attack(g: GameCore, rs: RaceState, rid: int) -> None:
    """W-CONQ-8, the one definition of an *attack on player P*: a conquest or attempt of any kind, an Intimidating
    use, a Portal Mage swap or a bomb placed, on a region holding P's active pieces; recorded in ``rs.attacked``
    (the Pandaren hand Harmony to the players they did not attack)."""
    occupant = g.r_race[rid]
    if occupant is not None and occupant.active and occupant.seat != rs.seat:
        rs.attacked.add(occupant.seat)


def attack_dues(g: GameCore, rs: RaceState) -> Due:
    """The payments due before an attack that is not a conquest (Intimidating, swap, bomb: W-CONQ-8), per region:
    the tolls of the abilities whose toll is due before every attack (``Ability.toll_attacks``: Harmony); the
    MarshDweller's is not (W-POW-MARSHDWELLER). Only other players' active races ask (a race in decline is never
    ``pl.active``), so only those are looked at (asked for every swap, bomb and Intimidating menu)."""
    out: Due = {}
    for pl in g.p:
        other = pl.active
        if other is None or not (other.race.toll_attacks or other.power.toll_attacks):  # as a rule none: the cheap
            continue  # test first
        if other.seat == rs.seat or not other.active:
            continue
        for ability in (other.race, other.power):
            if ability.toll_attacks and ability.tolls:
                for rid in other.regions:
                    coins = ability.toll(g, other, rid)
                    if coins:
                        out.setdefault(rid, []).append((other.seat, coins, ability.name))
    return out


def attack_price(g: GameCore, rs: RaceState, regions: tuple[int, ...], due: Due | None = None) -> int:
    """W-CONQ-1d: the coins ``rs``'s player pays before an attack other than a conquest aimed at ``regions`` (an
    Intimidating use: one region; a swap: two; a bomb): the Aegis' (W-ART-AEGIS) and every attack toll
    (``attack_dues``: Harmony), summed, each counted once since each is paid once per turn (RULING 25,
    W-RACE-PANDAREN). ``due``: ``attack_dues`` when the caller has it already. 0 for a region neither in ``due``
    nor the Aegis' (the menus skip the call there)."""
    due = attack_dues(g, rs) if due is None else due
    ws: WowState = g.ruleset_state
    aegis_at = ws.ap_region.get(AEGIS)  # ``aegis_due`` asks nothing elsewhere (asked per region of swap
    # menus)
    if not due and aegis_at is None:  # nothing asks anything (as usual): no dict to make
        return 0
    owed: dict[str, int] = {}
    for rid in regions:
        if rid == aegis_at:
            aegis = aegis_due(g, rs.seat, rid)
            if aegis:
                owed[AEGIS] = aegis
        for _, coins, why in due.get(rid, ()):
            owed[why] = coins
    return sum(owed.values())


def can_attack(g: GameCore, rs: RaceState, regions: tuple[int, ...], due: Due | None = None) -> bool:
    """RULING 1: ``rs``'s player can make every payment an attack on ``regions`` needs, all of them in full."""
    return g.p[rs.seat].coins >= attack_price(g, rs, regions, due)


def pay_attack(g: GameCore, rs: RaceState, rid: int) -> None:
    """An attack other than a conquest on ``rid``: recorded (W-CONQ-8), its payments made first (W-CONQ-1d)."""
    attack(g, rs, rid)
    other = g.r_race[rid]  # ``attack_dues`` lists only regions of races with an attack toll: as a rule none here
    if other is None or not (other.race.toll_attacks or other.power.toll_attacks):
        return
    for seat, coins, why in attack_dues(g, rs).get(rid, ()):
        transfer(g, rs.seat, seat, coins, why)
        rs.flags[f"paid {why}"] = 1


def block(g: GameCore, rs: RaceState, rid: int) -> int:
    """Why race ``rs`` may not target ``rid`` now (W-CONQ-1..3), or OK."""
    if g.r_race[rid] is rs:
        return OWN
    f = g.facts
    active = rs.active
    if f.water[rid] and not (active and rs.race.seafaring):  # W-CONQ-1b, W-RACE-NAGA
        return WATER
    if g.immune[rid]:  # W-CONQ-1c
        return IMMUNE
    if short(g, rs, owed(g, rs, rid)):  # W-CONQ-1d
        return UNPAID
    if f.entry[rid]:  # W-CONQ-2/3: an anchor of any face, first conquest or not
        return OK
    if active and rs.race.cavern_reach and f.cavern[rid]:  # W-RACE-KOBOLDS, also for the first conquest
        return OK
    if not rs.regions:  # W-CONQ-2 first conquest
        return OK if f.water[rid] else ENTRY  # water only reaches here for the Naga: any sea or lake
    adjacency = f.adjacency[rid]
    return OK if any(h in adjacency for h in rs.regions) else ADJACENT  # W-CONQ-3


def travel(g: GameCore, rs: RaceState, rid: int) -> int:
    """W-CONQ-4 travel: 1 for an entry region not adjacent to the race now; 0 with Sailing or a Kobold cavern."""
    f = g.facts
    if not f.entry[rid] or not rs.regions.isdisjoint(f.adjacency[rid]):
        return 0
    if rs.active and (no_travel(g, rs) or (rs.race.cavern_reach and f.cavern[rid])):
        return 0
    return 1


def no_travel(g: GameCore, rs: RaceState) -> bool:
    """W-CONQ-4: the active race never pays the travel cost (Sailing, the Meeting Stone held)."""
    if rs.power.no_travel or rs.race.no_travel:
        return True
    # the one piece with ``no_travel``, asked only while face up (as a rule it is not): no list of the pieces held
    return MEETING_STONE in g.face_up and holds(g, rs, MEETING_STONE)


def saves_loss(g: GameCore, victim: RaceState) -> bool:
    """The active ``victim`` loses no piece to an attack (W-PLACE-LIGHTSHOPE: the Chapel held): its pieces withdraw
    instead. Asked before the attacked region leaves it (the Chapel's own region is covered)."""
    return LIGHTS_HOPE in g.face_up and holds(g, victim, LIGHTS_HOPE)  # the one piece with ``loses_no_token``, asked
    # only while face up: no list of the pieces held


def defenders(g: GameCore, rs: RaceState, rid: int) -> int:
    """W-CONQ-4 defenders: Murlocs and every piece of another race, the attacker's own in-decline race included."""
    occupant = g.r_race[rid]
    return g.r_tribe[rid] + (g.r_tokens[rid] if occupant is not None and occupant is not rs else 0)


def raw_cost(g: GameCore, rs: RaceState, rid: int) -> int:
    """W-CONQ-4 before the minimum: 2 + markers + travel + defenders − reductions."""
    f = g.facts
    raw = f.base[rid] + g.defence[rid] + defenders(g, rs, rid) - reductions(g, rs, rid)
    return raw + travel(g, rs, rid) if f.entry[rid] else raw  # only an anchor costs travel: asked only there


def travel_label(g: GameCore, rs: RaceState) -> str:
    """Where the travel cost comes from (W-CONQ-4): the islands the race holds regions on ("travel from L1a"), or
    its arrival when it holds none (W-CONQ-2, a first conquest)."""
    regions = g.board.regions
    islands = sorted({regions[r].part for r in rs.regions if regions[r].part})
    return f"travel from {', '.join(islands)}" if islands else "travel (a first conquest)"


def cost_breakdown(g: GameCore, rs: RaceState, rid: int) -> CostBreakdown:
    """``raw_cost``'s terms one by one, then the minimum (W-CONQ-4), and beside them the coins due first
    (``owed``, W-CONQ-1d): the WoW ruleset's ``cost_breakdown`` hook, asked only for a region ``rs`` may target."""
    from ..costs import CoinDue, CostPart, defender_parts, marker_parts, reduction_parts, summed  # as conquest.py
    parts = [CostPart("base", 2)]
    if g.facts.mountain[rid]:
        parts.append(CostPart("mountain", g.facts.mountain[rid]))
    parts += marker_parts(g, rid)
    if travel(g, rs, rid):
        parts.append(CostPart(travel_label(g, rs), 1))
    occupant = g.r_race[rid]
    parts += defender_parts(g, rid, occupant if occupant is not rs else None, g.r_tribe[rid])  # every other race
    parts += reduction_parts(g, rs, rid)
    coins = tuple(CoinDue(f"{why} toll to {g.players[seat]}", n, seat) for seat, n, why in owed(g, rs, rid))
    return summed(rs, parts, coins)


def _reach(g: GameCore, rs: RaceState, f: BoardFacts) -> tuple[set[int], AbstractSet[int]]:
    """The regions ``targets`` prices (before immunity) and those among them that add NO travel cost: a region of
    the first set outside the second pays it. The rules that do not depend on the region's contents are applied to
    whole sets: water, the payments, the travel."""
    held = rs.regions
    active = rs.active
    race = rs.race
    naga = active and race.seafaring
    kobolds = active and race.cavern_reach
    near: set[int] = set()  # the regions adjacent to the race (adjacency is symmetric: W-MAP-7)
    if naga:  # W-RACE-NAGA: seas and lakes too; the first conquest may be any of them
        adjacency = f.adjacency
        for h in held:
            near |= adjacency[h]
        seen = near | f.entryset  # W-CONQ-2/3: an anchor of any face
        if held:
            seen -= held
        else:
            seen |= f.waterset
    else:  # W-CONQ-1b: no water, read from the board's land-only sets (no set of water taken away per menu)
        adjacency = f.land_adjacency
        for h in held:
            near |= adjacency[h]
        seen = near | f.land_entryset
        if kobolds:
            seen |= f.cavernset
            seen -= f.waterset
        if held:
            seen -= held
    if not pays_any(g, rs):  # W-CONQ-1d (``unpayable``), as a rule none: no call then
        seen -= unpayable(g, rs)
    # W-CONQ-4 travel: an anchor not adjacent to the race, unless it never pays travel or a Kobold cavern. Without
    # Naga or Kobolds every region of ``seen`` outside ``near`` is an anchor: ``near`` is the answer, no set made
    # (its water left out: ``seen`` has none)
    if active and no_travel(g, rs):
        return seen, seen
    if naga or kobolds:
        free = near | (seen - f.entryset)
        if kobolds:
            free |= f.cavernset
        return seen, free
    return seen, near


def targets(g: GameCore, rs: RaceState) -> list[tuple[int, int]]:
    """(region, tokens) for every region ``rs`` may target now, in id order: ``block`` and ``cost`` in one scan
    (the same answers region by region: tests/wow/test_W_CONQ_scan.py), over the regions ``_reach`` finds."""
    f = g.facts
    seen, free = _reach(g, rs, f)
    active = rs.active
    race, power = rs.race, rs.power
    base = f.base
    r_tokens, r_tribe, defence, immune = g.r_tokens, g.r_tribe, g.defence, g.immune
    floor = race.min_pieces if active else 1  # W-CONQ-4: max(1, raw); Tauren max(2, raw)
    race_mod = race if active and race.has_cost_mod else None
    power_mod = power if active and power.has_cost_mod else None
    out = []
    for rid in sorted(seen):  # sorted: a set's order depends on its history, and copies must list moves alike
        if immune[rid]:  # W-CONQ-1c
            continue
        raw = base[rid] + defence[rid] + r_tribe[rid] + r_tokens[rid]  # no own region here: every piece defends
        if rid not in free:  # W-CONQ-4 travel
            raw += 1
        if race_mod is not None:
            raw -= race_mod.cost_reduction(g, rs, rid)
        if power_mod is not None:
            raw -= power_mod.cost_reduction(g, rs, rid)
        out.append((rid, raw if raw > floor else floor))
    return out


def target_moves(g: GameCore, rs: RaceState, avail: int, reach: int, conquer: list[Action], roll: list[Action],
                 out: list[Action]) -> None:
    """The WoW ruleset's ``target_moves`` hook (``Ruleset.target_moves``): ``targets`` as conquer moves (cost at
    most ``avail``) and rolls (at most ``reach``), in id order: ``targets``' loop with its costs classified as they
    come, no list of targets built. tests/wow/test_W_CONQ_scan.py checks it against ``targets``."""
    race_mod = power_mod = None
    floor = 1
    if rs.active:
        race, power = rs.race, rs.power
        if race.has_cost_mod:
            race_mod = race
        if power.has_cost_mod:
            power_mod = power
        floor = race.min_pieces  # W-CONQ-4: max(1, raw); Tauren max(2, raw)
    seen, free = _reach(g, rs, g.facts)
    price, r_tokens, r_tribe = g.price, g.r_tokens, g.r_tribe
    if race_mod is None and power_mod is None and floor <= 2:  # as a rule: every cost is the loop's sum (>= 2),
        # travel compared rather than added (``need + 1 <= avail`` is ``need < avail``): fewer steps per region
        for rid in sorted(seen):  # ``targets``' loop
            need = price[rid] + r_tribe[rid] + r_tokens[rid]  # no own region here: every piece defends; an immune
            # region's price is out of any reach (W-CONQ-1c): no move
            if rid in free:
                if need <= avail:
                    out.append(conquer[rid])
                elif need <= reach:
                    out.append(roll[rid])
            elif need < avail:  # W-CONQ-4 travel: 1 more
                out.append(conquer[rid])
            elif need < reach:
                out.append(roll[rid])
        return
    for rid in sorted(seen):  # the same with the reductions and the minimum
        need = price[rid] + r_tribe[rid] + r_tokens[rid]
        if rid not in free:  # W-CONQ-4 travel
            need += 1
        if race_mod is not None:
            need -= race_mod.cost_reduction(g, rs, rid)
        if power_mod is not None:
            need -= power_mod.cost_reduction(g, rs, rid)
        if need < floor:
            need = floor
        if need <= avail:
            out.append(conquer[rid])
        elif need <= reach:
            out.append(roll[rid])


def resolve(g: GameCore, rs: RaceState, rid: int, tokens: int, how: str = "") -> None:
    """Move ``tokens`` from hand into ``rid`` (W-CONQ-5..8): Murlocs to the box, the defender's losses, Forts and
    Wisp Walls back to supply (every marker without defence stays: Mountains, Bombs; Artifacts and Places are not
    markers of ``markers`` and pass to the conqueror with the region, face up: W-AP-1), and the conquest recorded
    for the scoring (defending banner, printed faction, pieces there)."""
    events = g.events
    occupant = g.r_race[rid]
    murlocs = g.r_tribe[rid]
    if murlocs:  # W-MUR-1: to the box
        g.r_tribe[rid] = 0
        events.append(TribeWiped(rid))
        rs.conquests.append((MURLOCS, "", murlocs))
        rs.inflicted += murlocs
    elif occupant is not None:  # W-CONQ-8
        rs.conquests.append((occupant.race.name, occupant.race.faction,
                             g.r_tokens[rid] + (g.holders(rid) if g.marked[rid] else 0)))  # the Champion is a
        # piece there (RULING 3): a marker, so none stands in a region with no marker (as a rule): no call
    else:
        rs.conquests.append(("", "", 0))
    if occupant is not None:
        g.ruleset.defend(g, occupant, rid, rs, False)
    if g.defence[rid]:  # W-CONQ-5: Fort and Wisp Wall back to supply
        g.clear_markers(rid, keep=lambda m: not m.defence)
    g.r_race[rid] = rs
    g.r_tokens[rid] = tokens
    rs.regions.add(rid)
    rs.hand -= tokens
    if murlocs or occupant is not None:  # W-GLOSS-NONEMPTY
        rs.nonempty += 1
    events.append(Conquered(rs.seat, rs.title, rid, tokens, how))
    ws: WowState = g.ruleset_state
    if rid in ws.ap_region.values():  # W-AP-1: a race entered the region, where a marker lies (as a
        reveal(g, rid)  # rule none: no call)
    if g.marked[rid]:  # a marker with a rule of its own when its region is conquered (objectives); as a rule the
        # region has no marker left: no loop over the kinds
        for marker in g.ruleset.markers:
            if marker.taken is not None and g.markers[marker.kind][rid]:
                marker.taken(g, rs, rid)
    if rs.active:  # its race's and power's own rules (``abilities``: none in decline), asked where written: the
        # usual ability has none, no call (nor a tuple to loop over)
        race, power = rs.race, rs.power
        if type(race).on_conquer is not _NO_CONQUER:
            race.on_conquer(g, rs, rid, events)
        if type(power).on_conquer is not _NO_CONQUER:
            power.on_conquer(g, rs, rid, events)


_NO_CONQUER = Ability.on_conquer


def defend(g: GameCore, victim: RaceState, rid: int, attacker: RaceState | None,
           conversion: bool = False) -> None:
    """The defender's losses: an active race loses 1 piece and withdraws the rest (W-CONQ-6; none lost where its
    Champion stands, which is ransomed, W-POW-CHAMPIONING, or holding Light's Hope Chapel, W-PLACE-LIGHTSHOPE); an
    in-decline race
    loses every token there (W-CONQ-7) and leaves play with its last region (R-CONQ-10). ``attacker`` None: a Goblin
    bomb, which conquers nothing: the attacker's records are untouched (RULING 6)."""
    n = g.r_tokens[rid]
    if victim.active:
        # a Champion there saves the loss and is ransomed (W-POW-CHAMPIONING), before any other saving (RULING 31);
        # to the conqueror, or to the stash for a bomb (RULING 32)
        to = attacker.seat if attacker is not None else None
        lost = 0 if g.marked[rid] and rescue(g, victim, rid, to) else min(1, n)  # the Champion is a marker: none
        # stands where no marker lies (as a rule), no call
        if lost and (saves_loss(g, victim) or loss_cancelled(g, victim, rid)):  # the Chapel first: Holy Light
            lost = 0  # stays (RULING 31)
        back = n - lost
        beasts = 0
        if victim.power.markers or victim.race.markers:  # W-POW-BEASTMASTER: a Beast is the lost piece
            beasts = min(lost, lost_in(g, victim, rid, n, lost))
        victim.withdrawn += back
        if attacker is not None:
            attacker.attacked.add(victim.seat)
    else:
        lost, back, beasts = n, 0, 0
    victim.regions.discard(rid)
    g.r_race[rid] = None
    g.r_tokens[rid] = 0
    if attacker is not None:
        attacker.inflicted += lost  # W-RACE-FORSAKEN: what the victims lost (cancelled losses excluded)
    g.events.append(Lost(victim.seat, victim.title, rid, lost, back, beasts, "Beast" if beasts else ""))
    if not victim.active and not victim.regions:
        g.leave_play(victim)


def loss_cancelled(g: GameCore, victim: RaceState, rid: int) -> bool:
    """Whether an ability of the active ``victim`` cancels the piece it would lose in ``rid`` now (Holy Light,
    W-RACE-DRAENEI): asked power first, then race (RULING 31). For every loss to an attack: conquest, bomb,
    Intimidating discard."""
    for ability in (victim.power, victim.race):
        if ability.guards_losses and ability.cancels_loss(g, victim, rid):
            return True
    return False


twins(targets, target_moves)  # the move generator reads ``targets`` through ``target_moves``
