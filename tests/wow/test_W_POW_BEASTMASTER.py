"""W-POW-BEASTMASTER: at PREPARE of each expand turn the Beasts go back to supply (RULING 18: a region left with no
piece is abandoned, a lone Tauren piece goes to hand), then one Beast per hill held (max 5) comes into hand; Beasts
are pieces of the race (conquest, holding, redeployment, defence, tie-break) but not race tokens (the tray keeps
its count); a conquered region's lost piece is a Beast, the rest withdraw. Scenario 34 of RULES-WOW.md appendix A;
RULING 41 (where the Beasts stand) and RULING 7 (they leave at decline)."""

from __future__ import annotations

from wowkit import entry, play, wow_game

from smallworld_tui.rules.wow.conquest import defenders

HILL, HILL2, HILL_ENTRY, FIELDS, FOREST_ENTRY = 9, 11, 16, 14, 0


def beasts(g, rid: int) -> int:
    return g.marker("beast", rid)


def test_scenario_34_beasts_come_per_hill_a_beast_is_lost_and_beast_only_regions_are_abandoned():
    g = wow_game(entry(0, "Orcs", "Beast Master", regions={HILL: 2, HILL2: 2, HILL_ENTRY: 2}),
                 entry(1, "Trolls", regions={FOREST_ENTRY: 1}, hand=8))
    orcs = g.p[0].active
    tray = g.tray(orcs)
    assert [str(a) for a in g.legal_actions()] == ["beasts", "decline", "end"]  # PREPARE: expand or decline
    events = play(g, "beasts")
    assert "beasts" in [e.kind for e in events]
    assert orcs.hand == 3 + 3 and orcs.extra == 3  # 3 Beasts, plus 1 token lifted from each region (READY)
    assert g.tray(orcs) == tray  # Beasts are not race tokens
    assert g.conquest_cost(FIELDS) == 2 + 0  # ordinary conquest rules; Beasts conquer like tokens
    play(g, f"redeploy {HILL}:3 {HILL2}:3 {HILL_ENTRY}:3")
    assert [beasts(g, r) for r in (HILL, HILL2, HILL_ENTRY)] == [1, 1, 1]  # RULING 41: spread, never alone
    assert g.tokens_on_map(0) == 9 and g.tray(orcs) == tray  # W-END-1: Beasts count in the tie-break
    assert g.seat == 1
    assert defenders(g, g.p[1].active, HILL_ENTRY) == 3  # W-CONQ-4: the Beast defends like a token
    events = play(g, f"conquer {HILL_ENTRY}")
    lost = next(e for e in events if e.kind == "loss")
    assert (lost.lost, lost.withdrawn) == (1, 2)  # the Beast is lost, 2 tokens withdraw
    assert beasts(g, HILL_ENTRY) == 0 and orcs.withdrawn == 2 and orcs.extra == 0
    assert g.tray(orcs) == tray  # the lost piece was a Beast: no race token went to the tray
    # next turn: a Beast-only region is abandoned as the Beasts go back (RULING 18)
    g = wow_game(entry(0, "Orcs", "Beast Master", regions={HILL: 1, HILL2: 2}), markers={"beast": {"9": 1, "11": 1}})
    orcs = g.p[0].active
    events = play(g, "beasts")
    assert [e.region for e in events if e.kind == "abandon"] == [HILL]
    assert orcs.regions == {HILL2} and g.r_tokens[HILL2] == 1 and orcs.extra == 1  # 1 hill left: 1 Beast
    assert beasts(g, HILL2) == 0 and orcs.hand == 1


def test_W_POW_BEASTMASTER_ruling_18_a_lone_tauren_piece_goes_to_hand():
    g = wow_game(entry(0, "Tauren", "Beast Master", regions={HILL: 2, HILL2: 3}),
                 markers={"beast": {"9": 1, "11": 1}})
    tauren = g.p[0].active
    events = play(g, "beasts")
    assert "left_alone" in [e.kind for e in events]
    assert tauren.regions == {HILL2} and g.r_tokens[HILL2] == 2
    assert tauren.hand == 1 + 1 and tauren.extra == 1  # the lone piece, then 1 Beast for the hill still held


def test_W_POW_BEASTMASTER_one_beast_per_hill_and_none_without_hills():
    g = wow_game(entry(0, "Orcs", "Beast Master", regions={1: 1, HILL: 1, HILL2: 1, HILL_ENTRY: 1}))
    play(g, "beasts")
    assert g.p[0].active.extra == 4  # every hill of the face; at most 5 (BEASTS)
    g = wow_game(entry(0, "Orcs", "Beast Master", regions={FIELDS: 2}))
    assert "beasts" not in [str(a) for a in g.legal_actions()]  # no hill, no Beast: nothing to ask


def test_W_POW_BEASTMASTER_beasts_leave_at_decline_ruling_7():
    g = wow_game(entry(0, "Orcs", "Beast Master", regions={HILL: 1, HILL2: 3}), entry(1, "Trolls", regions={0: 1}),
                 markers={"beast": {"9": 1, "11": 1}})
    orcs = g.p[0].active
    events = play(g, "decline")
    assert [e.region for e in events if e.kind == "abandon"] == [HILL]
    assert orcs.regions == {HILL2} and g.r_tokens[HILL2] == 1 and not any(g.markers["beast"])


def test_W_POW_BEASTMASTER_holy_light_saves_the_beast_it_withdraws():
    g = wow_game(entry(0, "Draenei", "Beast Master", regions={HILL_ENTRY: 2}), entry(1, "Orcs", hand=8), seat=1,
                 markers={"beast": {"16": 1}})
    draenei = g.p[0].active
    tray = g.tray(draenei)
    play(g, f"conquer {HILL_ENTRY}")
    assert draenei.withdrawn == 2 and draenei.extra == 1 and g.tray(draenei) == tray  # W-RACE-DRAENEI


def test_W_POW_BEASTMASTER_intimidating_takes_a_beast_first():
    g = wow_game(entry(0, "Orcs", "Beast Master", regions={HILL_ENTRY: 2, 15: 1}),
                 entry(1, "Trolls", "Intimidating", regions={13: 2}, hand=3), seat=1, markers={"beast": {"16": 1}})
    orcs = g.p[0].active
    tray = g.tray(orcs)
    intimidate = next(str(a) for a in g.legal_actions() if str(a).startswith(f"intimidate {HILL_ENTRY}"))
    play(g, intimidate)
    assert beasts(g, HILL_ENTRY) + beasts(g, 15) + orcs.extra <= 1 and g.tray(orcs) == tray


def test_W_POW_BEASTMASTER_ruling_41_beasts_go_first_where_a_loss_is_likeliest():
    # 2 Beasts, a strong hill (4 pieces) and an exposed one (2): one Beast each, so a conquest of the exposed hill
    # costs a Beast (back with the hills next turn), not a race token (gone for good)
    g = wow_game(entry(0, "Orcs", "Beast Master", regions={HILL: 3, HILL2: 1}),
                 entry(1, "Trolls", regions={15: 1}, hand=9))
    orcs = g.p[0].active
    play(g, "beasts")
    assert orcs.extra == 2
    events = play(g, f"redeploy {HILL}:4 {HILL2}:2")
    assert [beasts(g, r) for r in (HILL, HILL2)] == [1, 1]  # one per region before any second
    herd = next(e for e in events if e.kind == "herd")  # the log says where they stand
    assert herd.placed == ((HILL, 1), (HILL2, 1)) and herd.text(g).startswith("The Beasts of Ann's Beast Master")
    tray = g.tray(orcs)
    events = play(g, f"conquer {HILL2}")
    lost = next(e for e in events if e.kind == "loss")
    assert (lost.lost, lost.pieces, lost.withdrawn) == (1, 1, 1)
    assert g.tray(orcs) == tray  # no race token lost
    assert "lose 1 Beast in" in lost.text(g)


def test_W_POW_BEASTMASTER_ruling_41_the_cheapest_region_first_and_never_alone_while_a_token_can_stay():
    # 1 Beast (1 hill): not alone in the 1-piece forest, and of the hill (2 pieces) and the fields (3), the cheaper
    g = wow_game(entry(0, "Orcs", "Beast Master", regions={HILL: 2, FIELDS: 2, FOREST_ENTRY: 1}))
    play(g, "beasts")
    assert g.p[0].active.extra == 1
    assert g.defence[HILL] == g.defence[FIELDS] == 0  # no marker: the fewer pieces, the cheaper
    play(g, f"redeploy {FOREST_ENTRY}:1 {HILL}:2 {FIELDS}:3")
    assert [beasts(g, r) for r in (FOREST_ENTRY, HILL, FIELDS)] == [0, 1, 0]
    # 3 Beasts and regions of 1, 1 and 4 pieces: the lone pieces stay tokens, the Beasts keep a token company
    g = wow_game(entry(0, "Orcs", "Beast Master", regions={HILL: 1, HILL2: 1, HILL_ENTRY: 1}))
    play(g, "beasts")
    play(g, f"redeploy {HILL}:1 {HILL2}:1 {HILL_ENTRY}:4")
    assert [beasts(g, r) for r in (HILL, HILL2, HILL_ENTRY)] == [0, 0, 3]
