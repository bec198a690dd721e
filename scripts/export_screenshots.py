"""Write SVG screenshots of the main screens into screenshots/ (used by the README).

    python scripts/export_screenshots.py             (all of them)
    python scripts/export_screenshots.py bot-move    (the ones named)

Fixed seeds make the pictures reproducible; saves go to a temporary directory.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from pathlib import Path

from smallworld_tui.app import make_app
from smallworld_tui.app.app import SmallWorldApp
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


def expansions_game() -> Game:
    """A 3-player game with every expansion (``--expansions all``), the column topped by the packs' pieces: each
    pack's races and powers in turn (RULES-EXP.md), the rest as the seed deals."""
    from smallworld_tui.rules.packs import find_pack, packs

    chosen = [find_pack(key) for key in packs()]
    races = [race.name for pack in chosen for race in pack.races[:2]][:6]
    powers = [power.name for pack in chosen for power in pack.powers[1:3]][:6]
    return Game.new(bundled_board(3), NAMES[:3], seed=5, expansions="all", races=races, powers=powers)


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
                                          "m", "minus", "left", "plus"], (120, 40)),  # the arrows walk the map
    ("help", lambda: new_game(2, 3), ["enter", "1", "question_mark"], (120, 40)),
    ("move-prompt", lambda: new_game(2, 3), ["enter", "1", "colon", "c", "o", "n"], (120, 40)),
    ("game-over", finished_game, [], (120, 40)),
    ("islands", lambda: wow_game("L1a,M1a,S1a", 1), ["enter", "1", "right_square_bracket", "c",
                                                     "right_square_bracket"], (120, 40)),
    ("wow-markers", marked_wow_game, ["enter"], (120, 40)),
    ("cost-breakdown", cost_game, ["enter", *["right_square_bracket"] * 3], (120, 40)),  # Grey Peak selected
    ("islands-80x24", lambda: wow_game("L1b,M1b,S2a", 1), ["enter", "1", "right_square_bracket", "c"], (80, 24)),
    ("expansions", expansions_game, ["enter", "1", "right_square_bracket", "c", "right_square_bracket", "c",
                                     "right_square_bracket"], (120, 40)),
]


async def shoot(name: str, game: Game | None, keys: list[str], size: tuple[int, int], data: Path) -> Path:
    return await snap(make_app(game=game, data_dir=data, bot_delay=0), name, keys, size)


async def snap(app: SmallWorldApp, name: str, keys: list[str], size: tuple[int, int]) -> Path:
    """``app`` run at ``size``, ``keys`` pressed, its screen written to screenshots/NAME.svg."""
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        for key in keys:
            await pilot.press(key)
        await pilot.pause()
        path = OUT / f"{name}.svg"
        path.write_text(app.export_screenshot(title=f"Small World - {name}"), encoding="utf-8")
    return path


async def shoot_tutorial(data: Path) -> Path:
    """The guided first game at its third step: the cost part by part, Deepdelve Peak selected (Ann has bought
    combo 2 and made her first conquest from the edge)."""
    app = make_app(tutorial=True, data_dir=data, bot_delay=0, pace="instant")
    return await snap(app, "tutorial", ["2", "y", "c"], (120, 40))


async def shoot_bot_move(data: Path) -> Path:
    """A computer player's conquest on screen at the step pace: the regions it touched marked, its caption below
    the map (Ann, the human, has played her first turn; Bob moves)."""
    app = make_app(game=new_game(3, 11), bots=["human", "greedy", "greedy"], data_dir=data, bot_delay=0,
                   pace="step")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        for key in ["1", "right_square_bracket", "c", "e", "y", "enter"]:
            await pilot.press(key)
        gs = app.screen
        for _ in range(2000):  # Bob thinks in a thread: space for each move until one takes a region from Ann
            await pilot.pause(0.01)
            shown = gs.shown  # type: ignore[attr-defined]
            if shown is not None and "Your" in shown.caption:
                break
            if shown is not None:
                await pilot.press("space")
        await pilot.pause()
        path = OUT / "bot-move.svg"
        path.write_text(app.export_screenshot(title="Small World - bot-move"), encoding="utf-8")
    return path


async def shoot_hint(data: Path) -> Path:
    """H for Ann's first conquest after her pick: the expert's move and why, its region marked on the map (a fixed
    number of rollouts: the same picture every time)."""
    app = make_app(game=new_game(2, 3), bots=["human", "greedy"], data_dir=data, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("1")  # the pick
        app.screen.hint_budget = {"think_iterations": 60}  # type: ignore[attr-defined]
        await pilot.press("H")
        for _ in range(2000):
            await pilot.pause(0.01)
            if app.screen.hint is not None:  # type: ignore[attr-defined]
                break
        await pilot.pause()
        path = OUT / "hint.svg"
        path.write_text(app.export_screenshot(title="Small World - hint"), encoding="utf-8")
    return path


def greedy_game(players: int = 5, seed: int = 7) -> Game:
    """A whole game of greedy bots (the replay viewer's picture)."""
    from smallworld_tui.bots import make_bot

    game = new_game(players, seed)
    bots = [make_bot("greedy", seed=s) for s in range(players)]
    while not game.is_over:
        game.apply(bots[game.current_player].choose(game))
    return game


async def shoot_replay(name: str, game: Game, keys: list[str], size: tuple[int, int]) -> Path:
    """The replay viewer (``smallworld replay FILE``) on ``game``'s record, after ``keys``."""
    from smallworld_tui.app.replay import Replay

    return await snap(make_app(replay=Replay(game.to_json()), replay_name="five-greedy", autosave=False), name, keys,
                      size)


async def main(only: list[str]) -> None:
    OUT.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["SMALLWORLD_DATA_DIR"] = tmp
        for name, factory, keys, size in SHOTS:
            if only and name not in only:
                continue
            path = await shoot(name, factory(), keys, size, Path(tmp) / name)
            print(f"wrote {path.relative_to(ROOT)}")
        if not only or "tutorial" in only:
            path = await shoot_tutorial(Path(tmp) / "tutorial")
            print(f"wrote {path.relative_to(ROOT)}")
        if not only or "bot-move" in only:
            path = await shoot_bot_move(Path(tmp) / "bot-move")
            print(f"wrote {path.relative_to(ROOT)}")
        if not only or "hint" in only:
            path = await shoot_hint(Path(tmp) / "hint")
            print(f"wrote {path.relative_to(ROOT)}")
        if not only or "replay" in only:
            path = await shoot_replay("replay", greedy_game(), ["g", "5", "7", "enter"], (120, 40))
            print(f"wrote {path.relative_to(ROOT)}")


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1:]))
