"""Where tokens go: redeployment (R-REDEP) and withdrawals (R-CONQ-12, returned markers included).

Each kind has a validator (raises IllegalAction), a documented deterministic default used by ``end``, and a
few named alternatives offered by ``legal_actions`` (a finite menu, so random play always moves on).
"""

from __future__ import annotations

from itertools import combinations, islice, repeat
from operator import sub
from typing import TYPE_CHECKING

from .ability import Ability, Marker
from .actions import Layout, make_layout
from .errors import Code, IllegalAction
from .events import plural
from .state import RaceState

if TYPE_CHECKING:  # pragma: no cover
    from .core import GameCore


def fill_fewest(counts: dict[int, int], extra: int) -> None:
    """Add ``extra`` tokens one by one to the region holding fewest (lowest id on a tie)."""
    if extra <= 0 or not counts:
        return
    ordered = sorted(counts)
    values = [counts[r] for r in ordered]
    level_up(values, extra)
    counts.update(zip(ordered, values))


def level_up(values: list[int], extra: int) -> None:
    """``fill_fewest`` on counts listed in region id order (the index breaks ties).

    Computed, not simulated: the entries end level at some ``level`` (those below it raised to it), and the
    remainder goes one each to the lowest indexes at that level, exactly as the one-by-one rule would place them."""
    if extra <= 0 or not values:
        return
    if extra == 1:
        values[values.index(min(values))] += 1
        return
    ranked = sorted(values)
    level, below, left = ranked[0], 0, extra
    for i, v in enumerate(ranked):  # raise the ``below`` lowest entries to ``v`` while tokens last
        if v > level:
            step = left // below  # (no min() call: in CPython 3.11 it costs more than a short test)
            if step > v - level:
                step = v - level
            level += step
            left -= step * below
            if level < v:
                break
        below = i + 1
    else:
        step = left // below
        level += step
        left -= step * below
    for i, v in enumerate(values):
        if v <= level:
            if left:
                values[i] = level + 1
                left -= 1
            else:
                values[i] = level


# --- redeployment ------------------------------------------------------------------------------------------

def redeploy_gain(g: GameCore, rs: RaceState) -> int:
    """Tokens the race gains from the tray at REDEPLOY step 1 (Skeletons), limited by the tray (R-REDEP-1)."""
    if rs.gain_done or not rs.active:  # abilities apply only while active (R-DECL-5)
        return 0
    race, power = rs.race, rs.power
    gain = 0  # only an ability that overrides the hook is asked (on the hot path: every move list)
    if type(race).redeploy_gain is not _NO_GAIN:
        gain += race.redeploy_gain(g, rs)
    if type(power).redeploy_gain is not _NO_GAIN:
        gain += power.redeploy_gain(g, rs)
    up = g.face_up
    if up and not up.isdisjoint(g.ruleset.gainers):  # the ruleset's other pieces with a gain (W-PLACE-SPIRITHEALER),
        # held only while face up (``held``): as a rule none is, and never in the base game: no call
        for piece in g.ruleset.held(g, rs):
            if type(piece).redeploy_gain is not _NO_GAIN:
                gain += piece.redeploy_gain(g, rs)
    return max(0, min(gain, g.tray(rs))) if gain else 0


_NO_GAIN = Ability.redeploy_gain


def redeploy_total(g: GameCore, rs: RaceState) -> tuple[int, int]:
    """(tokens to place, tokens the Amazons set aside) for the race's redeployment."""
    _, keep, aside = _budget(g, rs, sum(map(g.r_tokens.__getitem__, rs.regions)))
    return keep, aside


def redeploy_aside(g: GameCore, rs: RaceState) -> int:
    """Tokens the Amazons set aside at this redeployment (R-RACE-AMAZONS); 0 at once for every other race."""
    return (redeploy_total(g, rs)[1] if rs.active and (rs.race.offmap_after_redeploy or rs.race in g.ruleset.keepers)
            else 0)  # and the races keeping tokens off the map by a policy (Barbarians, Pixies)


def _budget(g: GameCore, rs: RaceState, on_map: int) -> tuple[int, int, int]:
    """(pool, keep, aside) for a race with ``on_map`` tokens on the map: the tokens to place beyond those (the
    hand, the Amazons' 4 if not yet readied, the Skeletons' gain), the tokens to place in all, and those the
    Amazons set aside (R-RACE-AMAZONS)."""
    pool = rs.hand + (0 if rs.readied else rs.offmap)
    ruleset = g.ruleset  # ``redeploy_gain`` is 0 without a call for a race whose race and power have no gain of their
    gainers, up = ruleset.race_gainers, g.face_up  # own, no piece with a gain face up (every menu asks; WoW: mostly
    if rs.race in gainers or rs.power in gainers or (up and not up.isdisjoint(ruleset.gainers)):  # some other is)
        pool += redeploy_gain(g, rs)
    total = on_map + pool
    aside = rs.race.offmap_after_redeploy if rs.active else 0
    if aside and aside > total:  # (no min() call for the races setting nothing aside: every move list asks)
        aside = total
    elif ruleset.keepers and not aside and rs.race in ruleset.keepers and rs.active:  # (none in the base game)
        race = rs.race
        if race.keeps_hand:  # X-RACE-BARBARIANS: no move; the hand stays off the map (RULING 15), READY's lifted
            # tokens too when the redeployment readies them (a redeployment with no conquest)
            placed = on_map if rs.readied else min(on_map, race.min_pieces * len(rs.regions))
            return 0, placed, total - placed
        keep = race.keeps_per_region * len(rs.regions)  # X-RACE-PIXIES: the rest goes into hand (RULING 18)
        return pool, min(keep, total), max(0, total - keep)
    return pool, total - aside, aside


def floors(g: GameCore, rs: RaceState) -> dict[int, int] | None:
    """The race tokens each region of ``rs`` must keep when a piece beside them holds it too (``Marker.holds``:
    the Champion counts toward the one-token and the Tauren minimum, W-POW-CHAMPIONING RULING 19), per region; None
    when no such piece stands (the usual case: the race's minimum everywhere)."""
    kinds, holding = g.ruleset.holders, g.ruleset.holding
    if not kinds or (rs.race not in holding and rs.power not in holding):  # no such piece in the race's regions
        return None
    regions = rs.regions
    markers = g.markers
    for m in kinds:  # a loop, no generator: is any such piece in the race's regions? (the usual answer: no)
        if any(map(markers[m.kind].__getitem__, regions)):
            break
    else:
        return None
    least = rs.race.min_pieces if rs.active else 1
    floor = dict.fromkeys(regions, least)  # less the holder pieces in each (``holders``, summed per kind here: no
    for m in kinds:  # call per region)
        counts = markers[m.kind]
        for rid in regions:
            n = counts[rid]
            if n:
                floor[rid] = max(0, floor[rid] - n)
    return floor


def check_redeploy(g: GameCore, rs: RaceState, layout: Layout) -> None:
    """R-REDEP-2/3 and R-RACE-AMAZONS: every held region listed, every token placed, one per region."""
    counts = dict(layout)
    held = rs.regions
    if not held:
        if counts:
            raise IllegalAction(f"Your {rs.title} hold no region: their tokens stay in hand.", Code.BAD_LAYOUT)
        return
    if counts.keys() != held:  # (a set comparison: the usual case costs no sorting)
        missing = sorted(held - counts.keys())
        if missing:
            raise IllegalAction(f"List every region of your {rs.title}: missing {', '.join(map(str, missing))}.",
                                Code.BAD_LAYOUT)
        foreign = sorted(counts.keys() - held)
        raise IllegalAction(f"Region {foreign[0]} is not held by your {rs.title}.", Code.BAD_LAYOUT)
    keep, aside = redeploy_total(g, rs)
    least = rs.race.min_pieces if rs.active else 1
    placed = sum(counts.values())
    if placed != keep:
        extra = f" ({aside} are set aside until your next turn)" if aside else ""
        raise IllegalAction(f"Place exactly {keep} tokens{extra}; this layout places {placed}.", Code.BAD_LAYOUT)
    if rs.active and rs.race.keeps_hand and any(n != (g.r_tokens[r] if rs.readied else min(g.r_tokens[r], least))
                                                for r, n in counts.items()):
        raise IllegalAction(f"Your {rs.title} never redeploy: every token stays where it is (those in hand stay in "
                            "hand).", Code.BAD_LAYOUT)
    floor = floors(g, rs)
    if floor is not None:
        short = sorted(r for r, n in counts.items() if n < floor[r])
        if short:
            raise IllegalAction(f"Region {short[0]} must keep at least {plural(floor[short[0]], 'token')} (the "
                                "Champion counts as a piece there).", Code.BAD_LAYOUT)
        return
    zeros = list(counts.values()).count(0)
    least = rs.race.min_pieces if rs.active else 1
    if rs.limited and rs.active and g.ruleset.expansions:  # X-RACE-KOBOLDS, X-POW-HORDESOF: as many regions as
        # the pieces can hold
        most = holdable(g, rs, keep)
        if zeros != len(held) - most:
            raise IllegalAction(f"Your {rs.title} can hold {most} of their {len(held)} regions: abandon exactly "
                                f"{len(held) - most} (0 tokens there)." if most < len(held) else
                                "Every region you hold must keep at least 1 token.", Code.BAD_LAYOUT)
        if least > 1 and any(0 < n < least for n in counts.values()):
            raise IllegalAction(f"Every region of your {rs.title} must keep at least {least} tokens.",
                                Code.BAD_LAYOUT)
        return
    if zeros and not (aside and keep < len(held) and zeros == len(held) - keep):
        raise IllegalAction("Every region you hold must keep at least 1 token.", Code.BAD_LAYOUT)
    if least > 1 and min(counts.values()) < least:  # W-RACE-TAUREN
        raise IllegalAction(f"Every region of your {rs.title} must keep at least {least} tokens.", Code.BAD_LAYOUT)


def _company(rs: RaceState) -> bool:
    """Whether some pieces of the race hold no region alone (X-POW-HORDESOF: ``Ability.companions``)."""
    return rs.active and (rs.race.needs_company or rs.power.needs_company)


def _limited(g: GameCore, rs: RaceState, keep: int, held: int, counts: list[int] | None = None) -> bool:
    """Whether the race's redeployment follows ``holdable`` (some pieces need company, or its minimum per region
    cannot be kept everywhere or is not yet: ``counts``), the Champion's floors aside (W-POW-CHAMPIONING)."""
    if not rs.active:
        return False
    return floors(g, rs) is None and (_company(rs) or holdable(g, rs, keep) < held or (
        counts is not None and min(counts) < rs.race.min_pieces))


def holdable(g: GameCore, rs: RaceState, keep: int) -> int:
    """How many of its regions the race can hold with ``keep`` pieces after its redeployment: every one, unless each
    needs ``min_pieces`` (X-RACE-KOBOLDS: 2) or some pieces need a regular token beside them (X-POW-HORDESOF): then as
    many as the pieces allow, and the others are abandoned (X-RACE-KOBOLDS: "abandons regions until it is"; RULING
    (cursed.py): the same for Hordes of tokens with too few regular tokens, and never more regions than needed)."""
    held = len(rs.regions)
    if not rs.active:
        return held
    most = keep // rs.race.min_pieces
    if _company(rs):
        lonely = 0
        for ab in (rs.race, rs.power):
            if ab.needs_company:
                lonely += ab.companions(g, rs)
        most = min(most, keep - lonely)
    return held if most >= held else max(most, 0)


def _hold_what_you_can(g: GameCore, rs: RaceState, ordered: list[int], counts: list[int], keep: int) -> None:
    """The default for a race that must abandon regions or lift some to its minimum (X-RACE-KOBOLDS): abandon the
    regions with fewest tokens first (lowest id on a tie), their tokens to the others, fewest first; then lift every
    region kept to the minimum from the fullest (highest id on a tie). ``counts`` in ``ordered``'s order, changed."""
    least = rs.race.min_pieces
    drop = len(ordered) - holdable(g, rs, keep)
    if drop > 0:
        tokens = g.r_tokens
        gone = sorted(range(len(ordered)), key=lambda i: (counts[i] > 0, tokens[ordered[i]], ordered[i]))[:drop]
        freed = 0
        for i in gone:
            freed += counts[i]
            counts[i] = 0
        kept = [i for i in range(len(ordered)) if i not in gone]
        values = [counts[i] for i in kept]
        level_up(values, freed)
        for i, v in zip(kept, values):
            counts[i] = v
    while True:
        short = [i for i, n in enumerate(counts) if 0 < n < least]
        if not short:
            return
        top = max(counts)
        rich = len(counts) - 1 - counts[::-1].index(top)
        if top <= least:
            return  # no token to spare: the layout check says why
        counts[rich] -= 1
        counts[short[0]] += 1


def default_redeploy(g: GameCore, rs: RaceState) -> Layout:
    """``end``'s rule: readied tokens go back where they came from, the rest to the emptiest regions
    (lowest id on a tie); the Amazons then take their 4 from the fullest regions, and if they must abandon,
    they give up the highest-numbered regions."""
    if not rs.regions:
        return ()
    ordered, counts, _ = _default_counts(g, rs)
    return tuple(zip(ordered, counts))


def _default_counts(g: GameCore, rs: RaceState) -> tuple[list[int], list[int], int]:
    """The race's regions in id order, the default layout's counts in that order, and the tokens to keep:
    the default computed once for ``default_redeploy`` and the menu (lists in id order: no dict, no sort at
    the end)."""
    ordered = sorted(rs.regions)  # id order: a set's order differs in copies and replays
    tokens = g.r_tokens
    counts = list(map(tokens.__getitem__, ordered))
    pool, keep, aside = _budget(g, rs, sum(counts))
    lifted = rs.lifted
    if pool and lifted:
        for i, rid in enumerate(ordered):  # lowest id first (R-READY-1)
            back = lifted.get(rid)
            if back:
                if back > pool:
                    back = pool
                counts[i] += back
                pool -= back
                if not pool:
                    break
    if pool:
        level_up(counts, pool)
    if aside:  # the Amazons, the Pixies (no empty loop for the others: every move list asks); the Barbarians'
        # hand is not on the map (``_budget``): nothing is taken from it
        for _ in range(sum(counts) - keep):
            top = max(counts)
            if top > 1:  # the fullest region, the highest id on a tie (docs/notation.md, end step 2)
                counts[len(counts) - 1 - counts[::-1].index(top)] -= 1
            else:  # all at 1: abandon the highest-numbered region still held
                counts[len(counts) - 1 - counts[::-1].index(1)] = 0
    if rs.limited and g.ruleset.expansions and _limited(g, rs, keep, len(ordered), counts):  # X-RACE-KOBOLDS
        _hold_what_you_can(g, rs, ordered, counts, keep)
    return ordered, counts, keep


_ONES = repeat(1)  # zipped with regions: (region, 1) pairs
MENU_LIMIT = 30  # alternatives listed for a choice of regions; any other legal layout can still be played


def redeploy_forced(g: GameCore, rs: RaceState, totals: tuple[int, int] | None = None) -> bool:
    """True when exactly one redeployment is legal, so there is no decision to take: no region or one region,
    as many tokens as regions, or Amazons left with no token to keep (R-REDEP-2, R-RACE-AMAZONS)."""
    held = len(rs.regions)
    if held <= 1 or (g.ruleset.keepers and rs.race.keeps_hand and rs.active):  # X-RACE-BARBARIANS: no moves
        return True
    keep = (totals or redeploy_total(g, rs))[0]
    floor = floors(g, rs)
    if floor is not None:
        return keep == sum(floor.values())
    if rs.limited and g.ruleset.expansions and _limited(g, rs, keep, held):  # X-RACE-KOBOLDS, X-POW-HORDESOF
        return holdable(g, rs, keep) == 0
    return keep == held or keep == 0


def redeploy_options(g: GameCore, rs: RaceState) -> list[Layout]:
    """The default, an even spread and one massed layout per region, without repeats (first one kept); Amazons
    that must abandon regions get a choice of which to keep (R-RACE-AMAZONS: the player chooses).

    On the hot path (every move list of a conquering race): the default is computed once, and repeats are
    found from the counts (only the default can equal another option, or the even spread the first massed
    one) instead of by comparing layouts."""
    held = len(rs.regions)
    if rs.limited and held and g.ruleset.expansions and _limited(g, rs, redeploy_total(g, rs)[0], held) and not (
            rs.race.keeps_hand and rs.active):  # (X-RACE-BARBARIANS with Hordes of: no moves, the one layout below)
        return _holding_options(g, rs)  # X-RACE-KOBOLDS, X-POW-HORDESOF (a slot read for the others: every menu)
    if held <= 1:  # no choice (``redeploy_forced``): the default, every token kept in the one region, or nothing
        if not held:
            return [()]
        (rid,) = rs.regions
        return [((rid, _budget(g, rs, g.r_tokens[rid])[1]),)]
    ordered, counts, keep = _default_counts(g, rs)
    n = held
    options = [tuple(zip(ordered, counts))]
    least = rs.race.min_pieces if rs.active else 1  # per region (W-RACE-TAUREN: 2)
    floor = floors(g, rs)
    if floor is not None:  # the Champion holds its region too (W-POW-CHAMPIONING)
        return options + _massed(ordered, keep, [floor[r] for r in ordered], counts)
    if least > 1:
        return options + _massed(ordered, keep, [least] * n, counts)
    if g.ruleset.keepers and rs.race.keeps_hand and rs.active:  # X-RACE-BARBARIANS: the tokens stay where they are
        return options
    if keep >= n:
        base, rem = divmod(keep, n)
        even = [base + 1] * rem + [base] * (n - rem)
        if even != counts:
            options.append(tuple(zip(ordered, even)))
        if keep > n:
            extra = keep - n + 1
            ones = list(zip(ordered, _ONES))
            # the massed layout equal to the default, if any: the default's one region above 1 (none is below)
            same = counts.index(extra) if counts.count(1) == n - 1 else -1  # (the other n - 1 hold 1 each)
            first = 0 if base == 1 and rem == 1 else -1  # the even spread is the first massed one
            for i, r in enumerate(ordered):  # one list, each entry massed in turn: one copy per layout (tuple)
                if i != same and i != first:
                    one = ones[i]
                    ones[i] = (r, extra)
                    options.append(tuple(ones))
                    ones[i] = one
        return options
    for kept in islice(combinations(ordered, keep), MENU_LIMIT):
        options.append(tuple((r, 1 if r in kept else 0) for r in ordered))
    return list(dict.fromkeys(options))


def _holding_options(g: GameCore, rs: RaceState) -> list[Layout]:
    """``redeploy_options`` for a race with a minimum per region or pieces needing company (X-RACE-KOBOLDS,
    X-POW-HORDESOF): the default, the minimum everywhere with the rest massed in one kept region, and, when regions
    must be abandoned, other choices of the regions kept (the owner chooses)."""
    ordered, counts, keep = _default_counts(g, rs)
    options = [tuple(zip(ordered, counts))]
    least = rs.race.min_pieces
    most = holdable(g, rs, keep)
    n = len(ordered)
    if most == 0:
        return options
    choices = [tuple(i for i in range(n) if counts[i])]
    if most < n:
        choices += list(islice(combinations(range(n), most), MENU_LIMIT))
    for kept in dict.fromkeys(choices):
        spare = keep - least * len(kept)
        layout = [0] * n  # the minimum in the regions kept, then the rest massed in each in turn (one list per
        for i in kept:  # choice, not per layout)
            layout[i] = least
        for heap in kept:
            layout[heap] += spare
            options.append(tuple(zip(ordered, layout)))
            layout[heap] -= spare
    return list(dict.fromkeys(options))


def _massed(ordered: list[int], keep: int, least: list[int], default: list[int]) -> list[Layout]:
    """For a race holding each region with ``least`` tokens (per region, in ``ordered``'s order: W-RACE-TAUREN's 2,
    less where the Champion stands): ``least`` everywhere and the rest massed in one region, one layout per region,
    without the default; none if the tokens do not reach. One list of pairs, each entry massed in turn (one tuple
    per layout, as the even-spread path of ``redeploy_options``)."""
    extra = keep - sum(least)
    if extra <= 0:
        return []
    deltas = list(map(sub, default, least))  # the massed layout equal to the default, if any: the one region
    same = deltas.index(extra) if deltas.count(0) == len(deltas) - 1 and extra in deltas else -1  # above least
    pairs = list(zip(ordered, least))
    out = []
    for i, pair in enumerate(pairs):
        if i != same:
            pairs[i] = (pair[0], pair[1] + extra)
            out.append(tuple(pairs))
            pairs[i] = pair
    return out


# --- withdrawals (R-CONQ-12) -------------------------------------------------------------------------------

def withdrawing(g: GameCore, seat: int) -> list[RaceState]:
    """The player's races with withdrawn tokens or returned markers to place (R-CONQ-12)."""
    pl = g.p[seat]
    active = pl.active
    out = [active] if active is not None and (active.withdrawn or active.markers_back) and active.regions else []
    for rs in pl.declined:
        if (rs.withdrawn or rs.markers_back) and rs.regions:
            out.append(rs)
    return out


def returned_marker(g: GameCore, seat: int, races: list[RaceState] | None = None) -> Marker | None:
    """The kind of the markers that came back to the player's race by conquest (a ``returns`` kind its abilities
    place, like R-POW-BIVOUACKING's Encampments), or None. ``races``: ``withdrawing(g, seat)``, if the caller has
    it."""
    for rs in withdrawing(g, seat) if races is None else races:  # loops, no generators: every withdrawal asks
        if rs.markers_back:
            for ability in (rs.race, rs.power):
                for m in ability.markers:
                    if m.returns:
                        return m
            return None
    return None


def check_withdraw(g: GameCore, seat: int, layout: Layout, back: Layout) -> None:
    races = withdrawing(g, seat)
    owner = {rid: rs for rs in races for rid in rs.regions}
    placed = {id(rs): 0 for rs in races}
    for rid, n in layout:
        rs = owner.get(rid)
        if rs is None or not rs.withdrawn:
            raise IllegalAction(f"Withdrawn tokens go only to regions of the race they came from; "
                                f"region {rid} is not one.", Code.BAD_LAYOUT)
        placed[id(rs)] += n
    for rs in races:
        if placed[id(rs)] != rs.withdrawn:
            raise IllegalAction(f"Place exactly {rs.withdrawn} withdrawn {rs.title} tokens "
                                f"(this places {placed[id(rs)]}).", Code.BAD_LAYOUT)
    back_race = next((rs for rs in races if rs.markers_back), None)
    want = back_race.markers_back if back_race else 0
    marker = returned_marker(g, seat)
    what = marker.plural if marker is not None else "markers"
    if sum(n for _, n in back) != want:
        raise IllegalAction(f"Place exactly {want} returned {what}.", Code.BAD_LAYOUT)
    if back_race and any(rid not in back_race.regions for rid, _ in back):
        raise IllegalAction(f"Returned {what} go only to regions of their own race.", Code.BAD_LAYOUT)


def default_withdraw(g: GameCore, seat: int, races: list[RaceState] | None = None) -> tuple[Layout, Layout]:
    """``end``'s rule: each token to the region of its race holding fewest tokens (lowest id on a tie);
    returned markers one by one to the region with fewest of them (``fill_fewest``, as lists in region id
    order). ``races``: ``withdrawing(g, seat)``, if the caller has it."""
    if races is None:
        races = withdrawing(g, seat)
    layout: list[tuple[int, int]] = []
    back: list[tuple[int, int]] = []
    marker = returned_marker(g, seat, races)
    for rs in races:
        ordered = sorted(rs.regions)
        if rs.withdrawn:
            _fill(ordered, list(map(g.r_tokens.__getitem__, ordered)), rs.withdrawn, layout)
        if rs.markers_back and marker is not None:
            counts = g.markers.get(marker.kind)
            _fill(ordered, [counts[r] for r in ordered] if counts is not None else [0] * len(ordered),
                  rs.markers_back, back)
    if len(races) > 1:  # the races' regions in id order (each race's are)
        layout.sort()
        back.sort()
    return tuple(layout), tuple(back)


def _fill(ordered: list[int], values: list[int], extra: int, out: list[tuple[int, int]]) -> None:
    """``fill_fewest`` of ``extra`` on the counts ``values`` of the regions ``ordered``: append (region, added)."""
    before = list(values)
    level_up(values, extra)
    for rid, now, was in zip(ordered, values, before):
        if now > was:
            out.append((rid, now - was))


def withdraw_forced(g: GameCore, seat: int, races: list[RaceState] | None = None) -> bool:
    """True when the withdrawal has one legal placement: every race (and returned markers) has one region.
    ``races``: ``withdrawing(g, seat)``, if the caller has it."""
    return all(len(rs.regions) == 1 for rs in (withdrawing(g, seat) if races is None else races))


def withdraw_options(g: GameCore, seat: int) -> list[tuple[Layout, Layout]]:
    """The default, plus, per withdrawing race, all its tokens into one region (the other race's as by default):
    the owner places each race's tokens (R-CONQ-12)."""
    races = withdrawing(g, seat)
    default = default_withdraw(g, seat, races)
    options = [default]
    tokens, back = default
    back_race = None
    for rs in races:  # one pass, the race with returned markers found in it (no generator)
        n = rs.withdrawn
        if n:
            # the other race's tokens as by default (with one race, the default places only this one's)
            others = [(rid, k) for rid, k in tokens if rid not in rs.regions] if len(races) > 1 else None
            for rid in sorted(rs.regions):
                options.append((make_layout(dict([*others, (rid, n)])) if others else ((rid, n),), back))
        if rs.markers_back and back_race is None:
            back_race = rs
    # R-CONQ-12: the owner places returned markers too (all in one region, or the default)
    if back_race is not None:
        options.extend((tokens, ((rid, back_race.markers_back),)) for rid in sorted(back_race.regions))
    return list(dict.fromkeys(options))
