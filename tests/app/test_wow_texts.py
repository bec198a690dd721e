"""The help's words for Small World of Warcraft (issue 11 point 4): a short rule for every race, power,
Artifact and Place of RULES-WOW.md sections 1 and 13, found whatever spelling the catalogue uses."""

from __future__ import annotations

from smallworld_tui.app.wowtexts import ARTIFACTS, PLACES, POWERS, RACES, wow_text


def test_W_COMP_1_2_every_race_and_power_has_a_help_text() -> None:
    assert len(RACES) == 16 and len(POWERS) == 20
    assert all(text.endswith(".") and len(text) < 200 for text in (*RACES.values(), *POWERS.values()))


def test_W_AP_every_artifact_and_place_has_a_help_text() -> None:
    assert len(ARTIFACTS) == 5 and len(PLACES) == 7
    assert all(text for text in (*ARTIFACTS.values(), *PLACES.values()))


def test_names_are_found_in_any_spelling() -> None:
    assert wow_text("BeastMaster") == wow_text("beast master") == POWERS["Beast Master"]
    assert wow_text("Lights Hope Chapel") == PLACES["Light's Hope Chapel"]
    assert wow_text("Ratmen") == ""  # a base race: not WoW's
