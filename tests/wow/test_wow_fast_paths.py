"""The WoW ruleset's fast paths give the answers of the plain rules they shortcut, move by move along random games
where those rules bite (the Pandaren's Harmony, MarshDweller's swamps and the Aegis for the tolls, the Humans'
objectives, the Portal Mage's swaps, Artifacts and Places held): each is compared with a fresh, straightforward
computation written here."""

from __future__ import annotations

import random
from itertools import combinations

from wowkit import NAMES, SETS, islands

from smallworld_tui.rules import Action, Game
from smallworld_tui.rules.ability import Race
from smallworld_tui.rules.events import ScorePart, plural, score_line
from smallworld_tui.rules.ruleset import BASE, regions_part
from smallworld_tui.rules.wow import WOW
from smallworld_tui.rules.wow.apiece import holds
from smallworld_tui.rules.wow.conquest import (
    LIGHTS_HOPE,
    MEETING_STONE,
    attack_dues,
    can_attack,
    most_due,
    no_travel,
    owed,
    pays_any,
    saves_loss,
    tolls,
    unpayable,
)
from smallworld_tui.rules.wow.humans import Humans, _options, open_regions
from smallworld_tui.rules.wow.places import BATTLEGROUND, OPPOSING, SIDE, faction_bonus
from smallworld_tui.rules.wow.powers import SWAPS, SWAPS_PER_TURN, PortalMage, _movable, _swap_options
from smallworld_tui.rules.wow.ruleset import AP_PIECES, held
from smallworld_tui.rules.wow.scoring import faction_part

RACES = ["Pandaren", "Humans", "Gnomes", "Naga", "Kobolds", "Tauren"]
POWERS = ["MarshDweller", "Sailing", "Intimidating", "Portal Mage", "Farmer", "Explorer"]


def plain_tolls(g, rs):
    """W-CONQ-1d as first written: every race of another player asks its race's and power's toll on each of its
    regions, then every face-up Artifact with a toll held by another player's active race."""
    out = {}
    for other in g.all_races():
        if other.seat == rs.seat:
            continue
        for ability in (other.race, other.power):
            if ability.tolls:
                for rid in other.regions:
                    coins = ability.toll(g, other, rid)
                    assert coins <= ability.toll_most  # the bound ``unpayable`` trusts
                    if coins:
                        out.setdefault(rid, []).append((other.seat, coins, ability.name))
    for piece in g.ruleset.others:
        at = g.ruleset_state.ap_region.get(piece.name)
        holder = g.r_race[at] if at is not None else None
        if piece.tolls and holder is not None and holder.active and holder.seat != rs.seat and piece.name in g.face_up:
            coins = piece.toll(g, holder, at)
            assert coins <= piece.toll_most
            if coins:
                out.setdefault(at, []).append((holder.seat, coins, piece.name))
    return out


def plain_attack_dues(g, rs):
    """W-CONQ-1d before an attack that is not a conquest (W-CONQ-8) as first written: every race of another player,
    while active, asks the tolls of its abilities due before every attack on each of its regions."""
    out = {}
    for other in g.all_races():
        if other.seat == rs.seat or not other.active:
            continue
        for ability in (other.race, other.power):
            if ability.toll_attacks and ability.tolls:
                for rid in other.regions:
                    coins = ability.toll(g, other, rid)
                    if coins:
                        out.setdefault(rid, []).append((other.seat, coins, ability.name))
    return out


def plain_held(g, rs):
    """W-AP-2: the face-up Artifacts and Places in the regions of an active race."""
    if not rs.active:
        return []
    where = g.ruleset_state.ap_region
    return [AP_PIECES[name] for name, rid in where.items() if g.r_race[rid] is rs and name in g.face_up]


def plain_faction_bonus(g, rs, pieces):
    """W-FACT-2/3 with W-PLACE-BATTLEGROUND as first written: the Battleground held doubles the cap per opposing
    race and gives a Neutral race the side it picked; 1 coin per conquest from a race of the opposing faction."""
    battleground = any(piece.name == BATTLEGROUND for piece in pieces)
    faction = rs.race.faction
    if faction not in OPPOSING:
        picked = rs.flags.get(SIDE, 0) if battleground else 0
        faction = {1: "Alliance", 2: "Horde"}.get(picked, "")
    if not faction:
        return "", 0
    per = {}
    for banner, their, _ in rs.conquests:
        if their == OPPOSING[faction]:
            per[banner] = min(per.get(banner, 0) + 1, 2 if battleground else 1)
    return faction, sum(per.values())


def plain_swaps(g, rs):
    """RULING 23 with W-CONQ-1d: pairs of non-immune Magic regions, one holding something that moves, whose Aegis
    and Harmony the player can pay in full."""
    due = attack_dues(g, rs)
    magic = [r.id for r in g.board.regions if r.magic and not g.immune[r.id] and can_attack(g, rs, (r.id,), due)]
    return [Action("swap", regions=pair) for pair in combinations(magic, 2)
            if any(_movable(g, rid) for rid in pair) and can_attack(g, rs, pair, due)]


def test_W_CONQ_1d_tolls_attack_dues_RULING_1_unpayable_W_AP_2_held_RULING_14_23_menus_match_the_plain_rules():
    tolled = attacked = objectives = holding = swaps = paying = 0
    for seed in range(4):
        shift = seed % len(RACES)
        g = Game.new(islands(SETS[3]), NAMES[:3], seed=seed, ruleset=WOW, races=RACES[shift:] + RACES[:shift],
                     powers=POWERS[shift:] + POWERS[:shift])
        rng = random.Random(seed)
        while not g.is_over:
            regions = range(len(g.board.regions))
            for rs in g.all_races():
                due = attack_dues(g, rs)
                assert due == plain_attack_dues(g, rs)
                # ``pay_attack`` asks nothing where the race there has no attack toll
                assert all(g.r_race[rid].race.toll_attacks or g.r_race[rid].power.toll_attacks for rid in due)
                attacked += bool(due)
                due = tolls(g, rs)
                assert due == plain_tolls(g, rs)
                assert all(owed(g, rs, rid) == due.get(rid, []) for rid in regions)
                tolled += bool(due)
                coins = g.p[rs.seat].coins
                assert all(sum(c for _, c, _ in owes) <= most_due(WOW) for owes in due.values())
                short = {rid for rid, owes in due.items() if coins < sum(c for _, c, _ in owes)}  # RULING 1
                assert unpayable(g, rs) == short  # the poor player's case: test_W_POW_MARSHDWELLER.py's RULING 1
                if pays_any(g, rs):  # the menus' shortcut: no payment can stop him
                    assert not short
                    paying += coins < most_due(WOW)  # below the bound of every piece: none face up
                assert list(held(g, rs)) == plain_held(g, rs)
                holding += bool(plain_held(g, rs))
                if rs.active and isinstance(rs.race, Humans) and rs.seat == g.current_player:
                    open_ = open_regions(g)
                    pairs = combinations(open_, min(2, len(open_)))
                    assert _options(g, rs) in ([], [Action("objectives", regions=pair) for pair in pairs])
                    objectives += 1
                if rs.active and isinstance(rs.power, PortalMage) and rs.seat == g.current_player:
                    spent = rs.flags.get(SWAPS, 0) >= SWAPS_PER_TURN
                    assert _swap_options(g, rs) == ([] if spent else plain_swaps(g, rs))
                    swaps += bool(plain_swaps(g, rs))
            costs = g.conquest_costs()  # the target scan (one pass, tolls as sets) against block and cost per region
            assert costs == {r: c for r in regions if (c := g.conquest_cost(r)) is not None}
            g.apply(rng.choice(g.legal_actions()))
    assert tolled and attacked and objectives and holding and swaps and paying


def test_W_AP_2_held_from_the_face_up_holds_one_piece_W_CONQ_4_travel_W_PLACE_LIGHTSHOPE_by_name():
    """``held`` (found from the few markers face up) and ``holds`` (one piece, one look-up) against the plain
    definition; ``no_travel`` and ``saves_loss`` look up the one piece
    declaring their flag by name: the flags of every piece, then the answers, against the pieces ``held`` lists."""
    assert [p.name for p in WOW.others if p.no_travel] == [MEETING_STONE]
    assert [p.name for p in WOW.others if p.loses_no_token] == [LIGHTS_HOPE]
    seen = set()
    several = 0
    for players, seed in ((5, 0), (2, 4), (3, 1), (3, 2)):  # the Meeting Stone, the Chapel, the Battleground,
        # two pieces held at once
        g = Game.new(None, NAMES[:players], seed=seed, ruleset=WOW)
        rng = random.Random(seed)
        while not g.is_over:
            assert g.face_up <= g.ruleset_state.ap_region.keys()  # ``held`` looks the face-up markers up in
            # ``ap_region``
            # ``resolve`` asks the markers' ``taken`` rules only where ``marked`` counts some marker
            assert g.marked == [sum(counts[rid] for counts in g.markers.values()) for rid in range(len(g.marked))]
            # ``resolve`` and ``defend`` ask ``holders`` and ``rescue`` (the Champion, a marker) only there too
            assert all(not g.holders(rid) for rid in range(len(g.marked)) if not g.marked[rid])
            for rs in g.all_races():
                pieces = plain_held(g, rs)
                assert list(held(g, rs)) == pieces  # found from the few face up; two or more in the markers' order
                several += len(pieces) > 1
                for name, piece in AP_PIECES.items():
                    assert holds(g, rs, name) == (piece in pieces)
                seen.update(piece.name for piece in pieces)
                assert no_travel(g, rs) == any(ab.no_travel for ab in (rs.power, rs.race, *pieces))
                assert saves_loss(g, rs) == any(piece.loses_no_token for piece in pieces)
                if rs.active:
                    assert faction_bonus(g, rs) == plain_faction_bonus(g, rs, pieces)
            g.apply(rng.choice(g.legal_actions()))
    assert {MEETING_STONE, LIGHTS_HOPE} <= seen and several


def test_W_FACT_2_R_SCORE_score_lines_made_once_equal_fresh_ones():
    """The faction bonus', the regions' and the abilities' score lines, made once per value and shared (ScorePart is
    frozen), are the lines built afresh; every score card of random base and WoW games is checked the same way by
    the held test (tests/rules/test_held_shortcut.py: race_score against its plain definition)."""
    for faction, opposing in (("Alliance", "Horde"), ("Horde", "Alliance")):
        for bonus in range(8):
            fresh = ScorePart("faction", f"{faction} faction", bonus,
                              plural(bonus, f"{opposing} race") + " conquered from")
            assert faction_part(faction, bonus) == fresh
            assert faction_part(faction, bonus) is faction_part(faction, bonus)
    for n in range(4):
        assert regions_part("Sailing Naga", n) == ScorePart("regions", "Sailing Naga", n, plural(n, "region"))
        line = score_line("power", "Farmer", n, plural(n, "farmland"))
        assert line == ScorePart("power", "Farmer", n, plural(n, "farmland"))
        assert line is score_line("power", "Farmer", n, plural(n, "farmland"))


def test_R_SCORE_W_SCORE_1_bonus_lines_made_once_equal_fresh_ones():
    """An ability's score line with the default words (``score_why``), made once per ability and count, is the line
    built afresh, for every race and power of both catalogues along random games of both rulesets; the Fishing
    bonus (a set test per region) against its first definition."""
    for ruleset, players in ((WOW, 5), (BASE, 4)):
        g = Game.new(None, NAMES[:players], seed=3, ruleset=ruleset)
        rng = random.Random(3)
        abilities = [*ruleset.races.values(), *ruleset.powers.values()]
        while not g.is_over:
            for rs in g.all_races():
                if ruleset is WOW:  # W-POW-FISHING, RULING 20 as first written: a sea or lake among the neighbours
                    water, adjacency = g.facts.water, g.facts.adjacency
                    near = sum(1 for r in rs.regions if any(water[n] for n in adjacency[r]))
                    assert WOW.powers["Fishing"].score(g, rs) == near
                for ability in abilities:
                    for coins in range(4):
                        kind = "race" if isinstance(ability, Race) else "power"
                        fresh = ScorePart(kind, ability.name, coins, ability.score_why(g, rs, coins))
                        assert ability.score_part(g, rs, coins) == fresh
            g.apply(rng.choice(g.legal_actions()))
