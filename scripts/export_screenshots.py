"""Write SVG screenshots of the main screens into screenshots/ (used by the README).

    python scripts/export_screenshots.py [NAME ...]   (only the shots named: cost-breakdown…)

Fixed seeds make the pictures reproducible; saves go to a temporary directory.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from pathlib import Path

from smallworld_tui.app import make_app
from smallworld_tui.rules import Game, bundled_board
from smallworld_tui.rules.wow import WOW

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "screenshots"
NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


def new_game(players: int, seed: int) -> Game:
    return Game.new(bundled_board(players), NAMES[:players], seed=seed)


def wow_game(islands: str, seed: int) -> Game:
    """A Small World of Warcraft game on the islands given (one face per player)."""
    return Game.new(None, NAMES[:len(islands.split(","))], seed=seed, ruleset=WOW, islands=islands,
                    races=["Trolls", "Night Elves", "Dwarves", "Kobolds", "Naga", "Orcs", "Blood Elves"],
                    powers=["Farmer", "Sailing", "Mining", "Fishing", "Explorer", "Ranger", "Blacksmith"])


def marked_wow_game() -> Game:
    """A WoW position showing the markers and tokens of its races and powers: Beasts, a Military Objective, Forts,
    a Wisp Wall, a Watch Tower, and Harmony tokens given by the Pandaren to Ann and Bob."""
    board = wow_game("L1a,M1a,S1a", 1).board
    return Game.from_position(board, {
        "players": NAMES[:3], "turn": 3,
        "races": [{"seat": 0, "race": "Humans", "power": "Beast Master", "regions": {"7": 4, "8": 2}},
                  {"seat": 1, "race": "Night Elves", "power": "Garrisoned", "regions": {"9": 2, "14": 3, "3": 2}},
                  {"seat": 2, "race": "Pandaren", "power": "Defensive", "regions": {"24": 3, "26": 3},
                   "flags": {"harmony": 0b011}}],
        "markers": {"beast": {"7": 2}, "objective": {"9": 1}, "fort": {"9": 1, "14": 1, "3": 1},
                    "wisp": {"3": 1}, "tower": {"26": 1}},
        "coins": [7, 6, 9],
        "column": [["Trolls", "Farmer", 0], ["Dwarves", "Sailing", 0], ["Kobolds", "Mining", 0],
                   ["Naga", "Fishing", 0], ["Orcs", "Explorer", 0], ["Blood Elves", "Ranger", 0]]}, ruleset=WOW)


def cost_game() -> Game:
    """Ann's Commando Ratmen beside Bob's Trolls on a mountain with their Lair: a cost of five parts (R-CONQ-4)."""
    return Game.from_position(bundled_board(2), {
        "players": NAMES[:2], "turn": 3,
        "races": [{"seat": 0, "race": "Ratmen", "power": "Commando", "regions": {"2": 6}},
                  {"seat": 1, "race": "Trolls", "power": "Hill", "regions": {"8": 2}}],
        "markers": {"lair": {"8": 1}}})


def finished_game(players: int = 2, seed: int = 3) -> Game:
    game = new_game(players, seed)
    while not game.is_over:
        if game.phase == "pick":
            game.play("pick 1")
            continue
        conquer = [a for a in game.legal_actions() if a.kind == "conquer" and not a.ghouls]
        game.apply(conquer[0] if conquer else next(a for a in game.legal_actions() if a.kind == "end"))
    return game


# name, game factory, keys to press, terminal size
SHOTS = [
    ("title", lambda: None, [], (120, 40)),
    ("game-2p", lambda: new_game(2, 3), ["enter", "1", "right_square_bracket", "c", "right_square_bracket"],
     (120, 40)),
    ("game-5p", lambda: new_game(5, 3), ["enter", "1", "right_square_bracket", "c", "right_square_bracket"],
     (120, 40)),
    ("game-80x24", lambda: new_game(5, 3), ["enter", "1", "right_square_bracket", "c"], (80, 24)),
    ("list", lambda: new_game(5, 3), ["enter", "1", "right_square_bracket", "c", "i", "slash"], (120, 40)),
    ("handoff", lambda: new_game(2, 3), ["enter", "1", "right_square_bracket", "c", "e", "y", "enter"], (120, 40)),
    ("confirm-end", lambda: new_game(2, 3), ["enter", "1", "right_square_bracket", "c", "e"], (120, 40)),
    ("score-card", lambda: new_game(2, 3), ["enter", "1", "right_square_bracket", "c", "e", "y"], (120, 40)),
    ("redeploy", lambda: new_game(2, 3), ["enter", "1", "right_square_bracket", "c", "right_square_bracket", "c",
                                          "m", "minus", "up", "plus", "plus"], (120, 40)),
    ("help", lambda: new_game(2, 3), ["enter", "1", "question_mark"], (120, 40)),
    ("move-prompt", lambda: new_game(2, 3), ["enter", "1", "colon", "c", "o", "n"], (120, 40)),
    ("game-over", finished_game, [], (120, 40)),
    ("islands", lambda: wow_game("L1a,M1a,S1a", 1), ["enter", "1", "right_square_bracket", "c",
                                                     "right_square_bracket"], (120, 40)),
    ("wow-markers", marked_wow_game, ["enter"], (120, 40)),
    ("cost-breakdown", cost_game, ["enter", *["right_square_bracket"] * 3], (120, 40)),  # Grey Peak selected
    ("islands-80x24", lambda: wow_game("L1b,M1b,S2a", 1), ["enter", "1", "right_square_bracket", "c"], (80, 24)),
]


async def shoot(name: str, game: Game | None, keys: list[str], size: tuple[int, int], data: Path) -> Path:
    app = make_app(game=game, data_dir=data, bot_delay=0)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        for key in keys:
            await pilot.press(key)
        await pilot.pause()
        path = OUT / f"{name}.svg"
        path.write_text(app.export_screenshot(title=f"Small World - {name}"), encoding="utf-8")
    return path


async def main() -> None:
    OUT.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["SMALLWORLD_DATA_DIR"] = tmp
        for name, factory, keys, size in SHOTS:
            if sys.argv[1:] and name not in sys.argv[1:]:
                continue
            path = await shoot(name, factory(), keys, size, Path(tmp) / name)
            print(f"wrote {path.relative_to(ROOT)}")


if __name__ == "__main__":
    asyncio.run(main())
