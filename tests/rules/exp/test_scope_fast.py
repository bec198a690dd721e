"""The expansions' fast target-scan helpers against their definitions (RULES-EXP X-ENG 11, 12, 15; X-INT-5, X-INT-6):
``conquest.excluded`` is the union of ``scope.shielded``, ``conquest.guarded`` and the regions barred this turn;
the scan's targets are the regions ``block`` allows; ``conquest.narrowed``'s added defence and ``scope.two_steps``
match their definitions; a power's ``cut_flag`` absent, it cuts nothing; ``scope.pieces_in_play``'s cache matches a
fresh walk after every move; the Lava and Winter menus' ``immune_to`` is ``scope.shielded`` and the regions guarded
for more than the turn. In seeded random games whose pieces shield, guard, add defence, reach two steps, cut costs
while one conquest is priced or change a race's badge (Copycat, Soul-Touch)."""

from __future__ import annotations

import random

from smallworld_tui.rules import Game, scope
from smallworld_tui.rules import conquest as cq
from smallworld_tui.rules.exp.spiderweb.common import immune_to

RACES = ["White Ladies", "Shrubmen", "Skags", "Slingmen", "Igors", "Ice Witches"]
POWERS = ["Lava", "Behemoth", "Catapult", "Copycat", "Soul-Touch", "Fireball"]  # the last two change a race's badge


def _two_steps(g: Game, sources: set[int]) -> set[int]:
    """X-ENG 11 as written: through a land region or a lake, never a sea."""
    near = set(sources)
    for s in sources:
        near |= g.adjacency[s]
    out: set[int] = set()
    for x in near:
        if g.board.regions[x].terrain != "sea" and x not in sources:
            out |= g.adjacency[x]
    return out - near


def _defended(g: Game, rs) -> dict[int, int]:
    """X-INT-5 as written: per region of another player, what its pieces add to ``rs``'s cost."""
    out: dict[int, int] = {}
    for owner, pl in enumerate(g.p):
        if owner != rs.seat:
            for other in pl.races():
                for rid in other.regions:
                    n = sum(ability.extra_defence(g, other, rid) for ability in (other.race, other.power)
                            if ability in g.ruleset.defenders)
                    if n:
                        out[rid] = n
    return out


def _immune_to(g: Game, rs) -> set[int]:
    """X-IA "Immune regions" as written: every race's shields, and its guarded regions but a Skag Attack's."""
    out = set(scope.shielded(g, rs))
    for other in g.all_races():
        for ability in (other.race, other.power):
            if ability in g.ruleset.guarding and not getattr(ability, "bars_for_the_turn", False):
                out |= ability.guarded(g, other, rs)
    return out


def _check_in_play(g: Game) -> None:
    in_play = [rs for pl in g.p for rs in pl.races()]  # the cache against a fresh walk
    ruleset = g.ruleset
    for hooked in (ruleset.narrowers, ruleset.defenders, ruleset.ambushers, ruleset.loss_watchers, ruleset.taxing):
        assert hooked
        assert scope.pieces_in_play(g, hooked) == tuple(rs for rs in in_play if {rs.race, rs.power} & hooked)


def _check(g: Game) -> tuple[int, int]:
    asked = defended = 0
    for pl in g.p:
        for rs in pl.races():
            left_out = cq.excluded(g, rs)
            assert set(left_out) == set(scope.shielded(g, rs)) | set(cq.guarded(g, rs)) | set(rs.barred)
            found = scope.pieces_in_play(g, g.ruleset.scan_pieces)
            drop, extra = cq.narrowed(g, rs, found, g.ruleset.defenders)
            assert set(drop) == set(left_out)
            assert (extra or {}) == _defended(g, rs)
            assert all(n == scope.defence_of(g, rs, rid) for rid, n in (extra or {}).items())
            assert immune_to(g, rs) == _immune_to(g, rs)
            scanned = {rid for rid, _ in cq.scoped_targets(g, rs)}  # the scan asks no region of block: the same
            assert scanned == {rid for rid in g.facts.ids if cq.block(g, rs, rid) == cq.OK}
            if rs.regions:
                assert scope.two_steps(g, rs.regions) == _two_steps(g, set(rs.regions))
                for rid in rs.regions:  # one region: the board's table
                    assert scope.two_steps(g, (rid,)) == _two_steps(g, {rid})
            for ability in (rs.race, rs.power):  # Ability.cut_flag: no cut while its flag is absent
                if ability.cut_flag is not None and ability.cut_flag not in rs.flags:
                    assert not any(ability.cost_reduction(g, rs, rid) for rid in g.facts.ids)
            asked += len(left_out)
            defended += len(extra or {})
    return asked, defended


def test_X_ENG_12_excluded_block_narrowed_two_steps_pieces_in_play_match_their_definitions():
    left_out = defended = 0
    for seed in range(8):
        players = 2 + seed % 4
        rng = random.Random(seed)
        g = Game.new(None, [f"P{i}" for i in range(players)], seed=seed, races=rng.sample(RACES, len(RACES)),
                     powers=rng.sample(POWERS, len(POWERS)), expansions="all")
        while not g.is_over and len(g.moves) < 400:
            g.apply(rng.choice(g.legal_actions()))
            _check_in_play(g)
            if len(g.moves) % 3 == 0:
                asked, priced = _check(g)
                left_out += asked
                defended += priced
    assert left_out  # some region was shielded, guarded or barred on the way
    assert defended  # and some was defended by a piece (a Behemoth)
