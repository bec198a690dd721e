"""Where tokens go: redeployment (R-REDEP) and withdrawals (R-CONQ-12, returned markers included).

Each kind has a validator (raises IllegalAction), a documented deterministic default used by ``end``, and a
few named alternatives offered by ``legal_actions`` (a finite menu, so random play always moves on).
"""

from __future__ import annotations

from itertools import combinations, islice
from typing import TYPE_CHECKING

from .ability import Ability
from .actions import Layout, make_layout
from .errors import Code, IllegalAction
from .state import RaceState

if TYPE_CHECKING:  # pragma: no cover
    from .core import GameCore


def fill_fewest(counts: dict[int, int], extra: int) -> None:
    """Add ``extra`` tokens one by one to the region holding fewest (lowest id on a tie).

    Computed, not simulated: the regions end level at some ``level`` (those below it raised to it), and the
    remainder goes one each to the lowest ids at that level, exactly as the one-by-one rule would place them."""
    if extra <= 0 or not counts:
        return
    if extra == 1:
        least = min(counts.values())
        counts[min(r for r, n in counts.items() if n == least)] += 1
        return
    values = sorted(counts.values())
    level, below, left = values[0], 0, extra
    for i, v in enumerate(values):  # raise the ``below`` lowest regions to ``v`` while tokens last
        if v > level:
            step = min(v - level, left // below)
            level += step
            left -= step * below
            if level < v:
                break
        below = i + 1
    else:
        step = left // below
        level += step
        left -= step * below
    lowest = sorted(r for r, n in counts.items() if n <= level)
    for r in lowest:
        counts[r] = level
    for r in lowest[:left]:
        counts[r] += 1


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
    return max(0, min(gain, g.tray(rs))) if gain else 0


_NO_GAIN = Ability.redeploy_gain


def redeploy_total(g: GameCore, rs: RaceState) -> tuple[int, int]:
    """(tokens to place, tokens the Amazons set aside) for the race's redeployment."""
    total = rs.hand + sum(map(g.r_tokens.__getitem__, rs.regions)) + (0 if rs.readied else rs.offmap)
    total += redeploy_gain(g, rs)
    aside = min(rs.race.offmap_after_redeploy, total) if rs.active else 0
    return total - aside, aside


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
    placed = sum(counts.values())
    if placed != keep:
        extra = f" ({aside} are set aside by the Amazons)" if aside else ""
        raise IllegalAction(f"Place exactly {keep} tokens{extra}; this layout places {placed}.", Code.BAD_LAYOUT)
    zeros = list(counts.values()).count(0)
    if zeros and not (aside and keep < len(held) and zeros == len(held) - keep):
        raise IllegalAction("Every region you hold must keep at least 1 token.", Code.BAD_LAYOUT)


def default_redeploy(g: GameCore, rs: RaceState, totals: tuple[int, int] | None = None) -> Layout:
    """``end``'s rule: readied tokens go back where they came from, the rest to the emptiest regions
    (lowest id on a tie); the Amazons then take their 4 from the fullest regions, and if they must abandon,
    they give up the highest-numbered regions. ``totals``: ``redeploy_total`` if the caller has it."""
    if not rs.regions:
        return ()
    keep, aside = totals or redeploy_total(g, rs)
    tokens = g.r_tokens
    counts = {r: tokens[r] for r in sorted(rs.regions)}  # id order, kept: the layout needs no sort at the end
    pool = keep + aside - sum(counts.values())
    if pool and rs.lifted:
        for rid, n in sorted(rs.lifted.items()):  # lowest id first: a set's order differs in copies (R-READY-1)
            if rid in counts and pool:
                back = min(n, pool)
                counts[rid] += back
                pool -= back
    fill_fewest(counts, pool)
    for _ in range(aside):
        rid = max(counts, key=lambda r: (counts[r], r))  # highest id on a tie (docs/notation.md, end step 2)
        if counts[rid] > 1:
            counts[rid] -= 1
        else:  # all at 1: abandon the highest-numbered region still held
            counts[max(r for r in counts if counts[r])] = 0
    return tuple(counts.items())


def even_layout(ordered: list[int], total: int) -> Layout:
    """Tokens spread as evenly as possible over regions sorted by id; lower ids take the remainder."""
    base, rem = divmod(total, len(ordered))
    return tuple([(r, base + 1) for r in ordered[:rem]] + [(r, base) for r in ordered[rem:]])


def massed_layouts(ordered: list[int], total: int) -> list[Layout]:
    """For each region (sorted by id): one token in every region, the rest massed there."""
    extra = total - len(ordered) + 1
    ones = [(r, 1) for r in ordered]
    out = []
    for i, r in enumerate(ordered):
        layout = ones.copy()
        layout[i] = (r, extra)
        out.append(tuple(layout))
    return out


MENU_LIMIT = 30  # alternatives listed for a choice of regions; any other legal layout can still be played


def redeploy_forced(g: GameCore, rs: RaceState, totals: tuple[int, int] | None = None) -> bool:
    """True when exactly one redeployment is legal, so there is no decision to take: no region or one region,
    as many tokens as regions, or Amazons left with no token to keep (R-REDEP-2, R-RACE-AMAZONS)."""
    held = len(rs.regions)
    if held <= 1:
        return True
    keep = (totals or redeploy_total(g, rs))[0]
    return keep == held or keep == 0


def redeploy_options(g: GameCore, rs: RaceState) -> list[Layout]:
    """The default, an even spread and one massed layout per region, without repeats (first one kept); Amazons
    that must abandon regions get a choice of which to keep (R-RACE-AMAZONS: the player chooses).

    On the hot path (every move list of a conquering race): only the default can equal another option, or the
    even spread the first massed one, so repeats are found by comparing with those two."""
    if not rs.regions:
        return [()]
    totals = redeploy_total(g, rs)
    keep = totals[0]
    default = default_redeploy(g, rs, totals)
    options = [default]
    ordered = sorted(rs.regions)  # the same order in copies and replays
    if keep >= len(ordered):
        even = even_layout(ordered, keep)
        if even != default:
            options.append(even)
        if keep > len(ordered):
            options += [lo for lo in massed_layouts(ordered, keep) if lo != default and lo != even]
        return options
    for kept in islice(combinations(ordered, keep), MENU_LIMIT):
        options.append(tuple((r, 1 if r in kept else 0) for r in ordered))
    return list(dict.fromkeys(options))


# --- withdrawals (R-CONQ-12) -------------------------------------------------------------------------------

def withdrawing(g: GameCore, seat: int) -> list[RaceState]:
    """The player's races with withdrawn tokens or returned Encampments to place (R-CONQ-12)."""
    pl = g.p[seat]
    active = pl.active
    out = [active] if active is not None and (active.withdrawn or active.camps_returned) and active.regions else []
    for rs in pl.declined:
        if (rs.withdrawn or rs.camps_returned) and rs.regions:
            out.append(rs)
    return out


def check_withdraw(g: GameCore, seat: int, layout: Layout, camps: Layout) -> None:
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
    camp_race = next((rs for rs in races if rs.camps_returned), None)
    want = camp_race.camps_returned if camp_race else 0
    if sum(n for _, n in camps) != want:
        raise IllegalAction(f"Place exactly {want} returned Encampments.", Code.BAD_LAYOUT)
    if camp_race and any(rid not in camp_race.regions for rid, _ in camps):
        raise IllegalAction("Encampments go only to regions of their own race.", Code.BAD_LAYOUT)


def default_withdraw(g: GameCore, seat: int) -> tuple[Layout, Layout]:
    """``end``'s rule: each token to the region of its race holding fewest tokens (lowest id on a tie);
    returned Encampments one by one to the region with fewest Encampments."""
    layout: dict[int, int] = {}
    camps: dict[int, int] = {}
    for rs in withdrawing(g, seat):
        counts = {r: g.r_tokens[r] for r in rs.regions}
        before = dict(counts)
        fill_fewest(counts, rs.withdrawn)
        layout.update({r: counts[r] - before[r] for r in counts if counts[r] > before[r]})
        if rs.camps_returned:
            have = {r: g.marker("camps", r) for r in rs.regions}
            start = dict(have)
            fill_fewest(have, rs.camps_returned)
            camps.update({r: have[r] - start[r] for r in have if have[r] > start[r]})
    return make_layout(layout), make_layout(camps)


def withdraw_forced(g: GameCore, seat: int) -> bool:
    """True when the withdrawal has one legal placement: every race (and returned Encampments) has one region."""
    return all(len(rs.regions) == 1 for rs in withdrawing(g, seat))


def withdraw_options(g: GameCore, seat: int) -> list[tuple[Layout, Layout]]:
    """The default, plus, per withdrawing race, all its tokens into one region (the other race's as by default):
    the owner places each race's tokens (R-CONQ-12)."""
    options = [default_withdraw(g, seat)]
    tokens, camps = options[0]
    for rs in withdrawing(g, seat):
        if rs.withdrawn:
            others = {rid: n for rid, n in tokens if rid not in rs.regions}
            options.extend((make_layout({**others, rid: rs.withdrawn}), camps) for rid in sorted(rs.regions))
    # R-CONQ-12, R-POW-BIVOUACKING: the owner places returned Encampments too (all in one region, or the default)
    camp_race = next((rs for rs in withdrawing(g, seat) if rs.camps_returned), None)
    if camp_race is not None:
        tokens = options[0][0]
        options.extend((tokens, ((rid, camp_race.camps_returned),)) for rid in sorted(camp_race.regions))
    return list(dict.fromkeys(options))
