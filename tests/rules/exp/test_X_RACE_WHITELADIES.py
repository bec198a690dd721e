"""X-RACE-WHITELADIES (RULING 14): in decline, immune to the other players (``Ability.shields``), not to their
owner's own races."""

from __future__ import annotations

import pytest
from dameskit import exp_game
from powkit import entry, legal, play, race_of

from smallworld_tui.rules import IllegalAction
from smallworld_tui.rules.errors import Code

AMBER = 9  # farmland, interior


def test_A36_opponents_dragon_illegal_owners_new_race_pays_two():
    """Appendix A #36: in-decline White Ladies: opponent's Dragon -> illegal; owner's new active race vs a 1-token
    farmland -> cost 2, token to the tray."""
    ladies = entry(0, "White Ladies", active=False, regions={AMBER: 1})
    g = exp_game(ladies, entry(0, "Ratmen", "Hill", regions={3: 4}),
                 entry(1, "Orcs", "Dragon Master", regions={4: 5}), seat=1)
    assert g.conquest_cost(AMBER) is None
    assert "dragon 9" not in legal(g) and "conquer 9" not in legal(g)
    with pytest.raises(IllegalAction) as refused:
        g.play("dragon 9")
    assert refused.value.code == Code.IMMUNE
    assert str(refused.value) == "Amber Fields (9) is immune to other players' races (White Ladies)."
    with pytest.raises(IllegalAction):
        g.play("conquer 9")
    assert g.region(AMBER).race == "White Ladies"

    g = exp_game(ladies, entry(0, "Ratmen", "Hill", regions={3: 4}), entry(1, "Orcs", "Dragon Master", regions={4: 5}))
    assert g.conquest_cost(AMBER) == 2
    events = play(g, "conquer 9")
    (lost,) = [e for e in events if e.kind == "loss"]
    assert (lost.lost, lost.withdrawn) == (1, 0)
    assert "leave" in [e.kind for e in events] and g.region(AMBER).race == "Ratmen"


def test_X_RACE_WHITELADIES_active_have_no_immunity():
    g = exp_game(entry(0, "White Ladies", "Hill", regions={AMBER: 1}), entry(1, "Orcs", "Hill", regions={4: 5}),
                 seat=1)
    assert g.conquest_cost(AMBER) == 3


def test_X_RACE_WHITELADIES_opponents_in_decline_ghouls_refused():
    g = exp_game(entry(0, "White Ladies", active=False, regions={AMBER: 1}),
                 entry(1, "Ghouls", active=False, regions={4: 5}), entry(1, "Orcs", "Hill", regions={21: 1}), seat=1)
    assert "ghouls conquer 9" not in legal(g) and "ghouls conquer 3" in legal(g)
    with pytest.raises(IllegalAction):
        g.play("ghouls conquer 9")


def test_X_RACE_WHITELADIES_spirit_ladies_stay_through_a_later_decline():
    """Spirit White Ladies never leave by a decline (R-DECL-2 step 1) and stay immune."""
    g = exp_game(entry(0, "White Ladies", "Spirit", active=False, regions={AMBER: 1}),
                 entry(0, "Ratmen", "Hill", regions={3: 1}))
    play(g, "decline")
    assert race_of(g, 0, "White Ladies").regions == {AMBER}
