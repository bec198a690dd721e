"""Every race x power combo (14 x 20) played in a random legal game with invariants after every move; and with the
expansions (issue 32), every combo of base + packs with a pack's race or power, in a short game (3 turns).

The first player picks the forced combo; maps rotate between the 2- and 3-player boards. Invariants: supply per
race (R-COMP-1), one race per region and no Lost Tribe beside it (R-MAP-7), marker limits (R-COMP-3), decline
limit (R-DECL-4), coins >= 0, and a few listed legal moves applied on copies. scripts/combo_sweep.py runs more.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from smallworld_tui.rules import POWERS, RACES
from smallworld_tui.rules.packs import find_pack, packs

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
from combo_sweep import combos, play_combo  # noqa: E402

COMBOS = [(r, p) for r in RACES for p in POWERS]


@pytest.mark.parametrize("index", range(len(COMBOS)), ids=[f"{r}-{p}".replace(" ", "") for r, p in COMBOS])
def test_combo(index):
    race, power = COMBOS[index]
    stats = play_combo(race, power, players=2 + index % 2, seed=7919 * index + 13)
    assert stats["ev:over"] == 1


def pack_combos(key: str) -> list[tuple[str, str]]:
    """The combos of base + every pack that pack ``key`` answers for: its races with every power, and the base
    races with its powers (so the packs share out every new combo, each once)."""
    pack = find_pack(key)
    races, powers = {r.name for r in pack.races}, {p.name for p in pack.powers}
    return [(r, p) for r, p in combos("all") if r in races or (r in RACES and p in powers)]


def sweep(swept: list[tuple[str, str]], expansions: str) -> None:
    for n, (race, power) in enumerate(swept):
        kwargs = {"players": 2 + n % 4, "seed": 7919 * n + 17, "turns": 3, "samples": 1, "expansions": expansions}
        stats = play_combo(race, power, **kwargs)
        assert stats["ev:over"] == 1, (race, power)


@pytest.mark.parametrize("key", list(packs()))
def test_X_INT_1_every_combo_with_a_packs_piece_plays_a_game(key):
    swept = pack_combos(key)
    pack = find_pack(key)
    assert len(swept) == len(pack.races) * (len(POWERS) + sum(len(find_pack(k).powers) for k in packs())) \
        + len(RACES) * len(pack.powers)
    sweep(swept, "all")


def test_the_sweep_takes_in_a_new_pack(toy_pack):
    swept = combos("tinker")
    assert len(swept) == 1 * (len(POWERS) + 1) + len(RACES) * 1 and ("Tinkers", "Bribing") in swept
    sweep(swept, "tinker")
