"""The ``smallworld`` command: play (the Textual app), load a save, simulate games headless, replay a save,
propose a board's layout, serve the app to a browser (``serve.py``).

``simulate``, ``replay --text`` and ``layout`` never import textual: they run on the rules package (and the bots) alone.
Playing imports the engine only when the command line names a game (the title screen draws without it: the app
loads it after its first frame), so ``smallworld`` alone opens as fast as textual allows.
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
import time
from itertools import permutations
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .safetext import name_changes, normalize_names, printable

if TYPE_CHECKING:  # pragma: no cover
    from .app.app import SmallWorldApp
    from .rules import Board, Event, Game
    from .rules.ruleset import Ruleset

DEFAULT_NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="smallworld", description="Small World, hot-seat in your terminal.",
                                     formatter_class=_Help)
    parser.add_argument("--players", type=int, choices=range(2, 6), metavar="N", help="start a game of N players (2-5)")
    parser.add_argument("--names", help="comma-separated player names, in seat order")
    parser.add_argument("--seed", help="seed for a reproducible game (alone: a 2-player game on the defaults)")
    parser.add_argument("--board", metavar="FILE", help="play on your own board file (YAML)")
    parser.add_argument("--ruleset", metavar="NAME", help="the game: %(rulesets)s")
    parser.add_argument("--islands", metavar="FACES", help="with a ruleset played on islands (wow): the island faces, "
                        "e.g. L1a,S2b")
    parser.add_argument("--expansions", metavar="PACKS", help="the race-and-power packs joining the base game, "
                        "comma-separated: %(packs)s, or all")
    parser.add_argument("--bots", help="per seat, comma-separated: human or a computer player's level (%(levels)s)")
    parser.add_argument("--think", metavar="SECONDS", help="the expert bots' thinking time per searched decision "
                        "(default 1), kept in the save")
    parser.add_argument("--think-iterations", metavar="N", help="the expert bots think N rollouts per searched "
                        "decision instead: the seed then replays the same game")
    parser.add_argument("--load", metavar="FILE", help="open a saved game")
    parser.add_argument("--pace", metavar="PACE", help="how the computer players' moves are shown: instant, fast, "
                        "normal or step (space for the next); P changes it in a game (default: the last chosen)")
    sub = parser.add_subparsers(dest="command")
    sim = sub.add_parser("simulate", help="play games headless and print the results", formatter_class=_Help)
    sim.add_argument("--players", type=int, choices=range(2, 6), default=2, metavar="N")
    sim.add_argument("--games", type=int, default=10, metavar="K")
    sim.add_argument("--seed", default="0", metavar="S")
    sim.add_argument("--board", metavar="FILE")
    sim.add_argument("--ruleset", metavar="NAME", help="the game: %(rulesets)s")
    sim.add_argument("--islands", metavar="FACES", help="with a ruleset played on islands (wow): the island faces "
                     "(default: drawn)")
    sim.add_argument("--expansions", metavar="PACKS", help="the race-and-power packs joining the base game: "
                     "%(packs)s, or all")
    sim.add_argument("--bots", help="bot levels taking part, seat-rotated (default: random for every seat)")
    sim.add_argument("--think", metavar="SECONDS", help="the expert bots' thinking time per searched decision "
                     "(default 1)")
    sim.add_argument("--think-iterations", metavar="N", help="the expert bots think N rollouts per searched decision "
                     "instead (deterministic)")
    sim.add_argument("--json", action="store_true", help="print one JSON document")
    sub.add_parser("tutorial", help="learn to play: a guided first game against the computer (Esc leaves it and "
                   "plays on)", formatter_class=_Help)
    rep = sub.add_parser("replay", help="watch a saved game move by move in the app (read-only; --text prints it)")
    rep.add_argument("file", metavar="FILE")
    rep.add_argument("--reveal", action="store_true",
                     help="show the coins each player scored in an unfinished game (secret until it ends, R-HIDE)")
    rep.add_argument("--text", action="store_true",
                     help="print the game move by move in words (the default when the output is not a terminal)")
    lay = sub.add_parser("layout", help="propose a layout (where each region lies) for a board file without one")
    lay.add_argument("file", metavar="FILE")
    lay.add_argument("--write", action="store_true", help="add the layout to FILE instead of printing the board")
    lay.add_argument("--seed", default="0", metavar="S", help="another seed gives another proposal")
    srv = sub.add_parser("serve", help="play in a browser (needs the serve extra); prints the address with its token")
    srv.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine)")
    srv.add_argument("--port", type=int, default=8000, metavar="P", help="port (default 8000; 0: any free port)")
    srv.add_argument("--max-games", type=int, default=4, metavar="N", help="games at once, one per tab (default 4)")
    srv.add_argument("--public-url", metavar="URL", help="the address browsers use, if not the one listened on")
    srv.add_argument("--open", action="store_true", help="open the game in this machine's browser")
    return parser


class _Help(argparse.HelpFormatter):
    """Fills ``%(rulesets)s`` in a help text with the known rulesets (the registry's list), ``%(levels)s`` with
    the bot levels and how each plays and ``%(packs)s`` with the expansions' keys and names, only when the help is
    shown: building the parser imports no engine (the title draws first)."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        text = super()._get_help_string(action)
        if text and "%(rulesets)s" in text:
            from .rules.registry import rulesets

            known = ", ".join(f"{r.key} ({r.name}{', the default' if n == 0 else ''})"
                              for n, r in enumerate(rulesets()))
            text = text.replace("%(rulesets)s", known.replace("%", "%%"))
        if text and "%(levels)s" in text:
            from .bots import LEVEL_WORDS

            levels = "; ".join(f"{level}: {words}" for level, words in LEVEL_WORDS.items())
            text = text.replace("%(levels)s", levels.replace("%", "%%"))
        if text and "%(packs)s" in text:
            from .rules.packs import packs

            text = text.replace("%(packs)s", ", ".join(f"{key} ({name})" for key, name in packs().items())
                                .replace("%", "%%"))
        return text


def _board(path: str | None, players: int) -> Board:
    from .rules import bundled_board, load_board

    return load_board(path) if path else bundled_board(players)


class BadArgument(ValueError):
    """A command-line argument the game refuses (said in one line, exit status 2)."""


MAX_GAMES = 1_000_000  # simulate --games


def _checked(args: argparse.Namespace) -> None:
    """Refuse what argparse lets through: an empty value (it was silently ignored: the title opened), a seed
    out of the bound every game has (``limits.seed_from_text``), a count of games that is not a count."""
    for option in ("bots", "ruleset", "load", "board", "names", "islands", "file", "pace", "expansions"):
        value = getattr(args, option, None)
        if value is not None and not value.strip():
            raise BadArgument(f"--{option} is empty: give a value or leave the option out." if option != "file"
                              else "the FILE is empty: name a file.")
    if getattr(args, "pace", None) is not None:
        from .app.pace import check_pace

        try:
            args.pace = check_pace(args.pace)
        except ValueError as exc:
            raise BadArgument(str(exc)) from None
    if args.seed is not None:
        from .rules.limits import seed_from_text

        args.seed = seed_from_text(args.seed)
    games = getattr(args, "games", 1)
    if not 1 <= games <= MAX_GAMES:
        raise BadArgument(f"--games is a number of games from 1 to {MAX_GAMES:,}, not {games}.")


def _ruleset(args: argparse.Namespace) -> Ruleset:
    """The ruleset --ruleset names (by key or name; the base game by default), checked against --islands (for a
    ruleset played on islands only) and --board (for one played on a board only)."""
    from .rules.registry import find_ruleset, known, rulesets

    name = (args.ruleset or "base").strip().lower()
    listed = next((r for r in rulesets() if name in (r.key, r.name.lower())), None)
    if listed is None:
        raise BadArgument(f"--ruleset: unknown ruleset '{printable(name) or '(empty)'}'. Use {known()}.")
    if args.islands is not None and not listed.islands:
        on_islands = " or ".join(r.key for r in rulesets() if r.islands)
        raise BadArgument(f"--islands chooses the islands of a ruleset played on them: add --ruleset {on_islands}.")
    if listed.islands and args.board:
        raise BadArgument(f"--board is for a game played on one board; {listed.name} is played on islands "
                          "(--islands L1a,S2b fixes them).")
    return find_ruleset(listed.key)


def _expansions(text: str | None, ruleset: Ruleset) -> tuple[str, ...]:
    """The pack keys of --expansions (packs.py), any case, each named once: ``all`` alone or keys, never both, and
    only over the ruleset the packs extend (the base game)."""
    if text is None:
        return ()
    from .rules.errors import quote
    from .rules.packs import find_pack, pack_keys, packs

    given = [name.strip() for name in text.split(",")]
    names = [name.lower() for name in given]
    seen: set[str] = set()
    for name, shown in zip(names, given, strict=True):
        if not name:
            raise BadArgument("--expansions has an empty name: give pack keys separated by commas, or all.")
        if name == "all" and len(names) > 1:
            raise BadArgument("--expansions: all already names every pack; give all alone or the packs you want.")
        if name != "all":
            try:
                name = find_pack(name).key
            except ValueError:
                raise BadArgument(f"--expansions: unknown pack {quote(shown, 40)}. Use "
                                  f"{', '.join(packs())} or all.") from None
        if name in seen:
            raise BadArgument(f"--expansions names {name} twice.")
        seen.add(name)
    keys = pack_keys(names)
    over = {find_pack(key).over for key in keys}
    if over - {ruleset.name}:
        raise BadArgument(f"--expansions are played over {' and '.join(sorted(over))}, not {ruleset.name}: "
                          "leave out --ruleset or the expansions.")
    return keys


def _face_count(text: str) -> int | None:
    """The player count --islands implies (one face each), if it is one."""
    count = len([f for f in text.split(",") if f.strip()])
    return count if 2 <= count <= 5 else None


def _islands(text: str | None, players: int, ruleset: Ruleset) -> str | None:
    """The faces of --islands, checked by the ruleset to be a legal set for ``players`` (WoW: W-SETUP-1)."""
    if text is None or ruleset.fix_islands is None:
        return None
    try:
        return ",".join(ruleset.fix_islands(text, players))
    except ValueError as exc:
        raise BadArgument(f"--islands: {exc}.") from None


def _names(text: str | None, players: int) -> list[str]:
    """The names of --names, normalised as every game's names are (trimmed, printable, distinct, short)."""
    if not text:
        return DEFAULT_NAMES[:players]
    names = text.split(",")
    if len(names) != players:
        raise BadArgument(f"--names gives {len(names)} names for {players} players.")
    return normalize_names(names)


def _levels(text: str | None, players: int | None) -> list[str] | None:
    """The seats of --bots ('human' or a known bot level each), checked against the player count."""
    if text is None:
        return None
    from .bots import BOT_LEVELS, parse_seat

    levels = [b.strip().lower() for b in text.split(",")]
    for level in levels:
        if level != "human" and level.partition(":")[0] not in BOT_LEVELS:
            shown = printable(level) or "(empty)"
            raise BadArgument(f"--bots: unknown seat kind '{shown}'. Use human or a bot level: "
                              f"{', '.join(BOT_LEVELS)}.")
        if level != "human":
            try:
                parse_seat(level)
            except ValueError as exc:
                raise BadArgument(f"--bots: {exc}") from None
    if players is not None and len(levels) != players:
        raise BadArgument(f"--bots gives {len(levels)} seats for {players} players.")
    return levels


def _budget(args: argparse.Namespace) -> tuple[float | None, int | None]:
    """--think (seconds) and --think-iterations (rollouts), checked; iterations win when both are given."""
    from .bots import check_iterations, check_think

    think = iterations = None
    try:
        if args.think is not None:
            think = check_think(args.think.strip())
        if args.think_iterations is not None:
            text = args.think_iterations.strip()
            iterations = check_iterations(int(text) if text.isdigit() else text)
    except ValueError as exc:
        raise BadArgument(f"--{exc}") from None
    return think, iterations


def _thinking(seats: list[str] | None, args: argparse.Namespace) -> list[str] | None:
    """The seats with --think/--think-iterations given to every expert seat (refused when no seat thinks)."""
    think, iterations = _budget(args)
    if think is None and iterations is None:
        return seats
    from .bots import THINKING, seat_kind

    if not seats or not any(s.partition(":")[0] in THINKING for s in seats):
        raise BadArgument("--think and --think-iterations set the budget of expert seats: no seat is expert "
                          "(--bots human,expert).")
    return [seat_kind(s, think, iterations) if s.partition(":")[0] in THINKING else s for s in seats]


def lineups(levels: list[str], players: int) -> list[list[str]]:
    """Seat assignments of a seat-swapped tournament: every level plays from every seat equally often.

    With at least as many levels as seats, every ordered choice of distinct levels (so for 2 players each
    pairing is played from both seats); with fewer, the levels repeated round the table in every rotation."""
    if len(levels) >= players:
        return [list(p) for p in permutations(levels, players)]
    base = [levels[s % len(levels)] for s in range(players)]
    # Identical rotations (e.g. all seats random) would replay the same deal: keep each line-up once.
    return [list(t) for t in dict.fromkeys(tuple(base[k:] + base[:k]) for k in range(players))]


def simulate(players: int, games: int, seed: int, board_path: str | None = None,
             bots: list[str] | None = None, ruleset: str = "base", islands: str | None = None,
             think: float | None = None, think_iterations: int | None = None,
             expansions: str | list[str] | tuple[str, ...] = ()) -> dict[str, Any]:
    """Play ``games`` games; with ``bots`` the levels are seat-rotated (see ``lineups``), else every seat is random.
    ``think``/``think_iterations``: every expert's budget (seconds, or rollouts: deterministic).
    ``ruleset`` by key or name (``find_ruleset``): one played on islands uses the ``islands`` given or those each
    game's seed draws. ``expansions``: the race-and-power packs joining the ruleset (packs.py: keys or "all").

    Game k uses line-up k mod L and the deal of seed ``seed + k // L`` (L line-ups): each deal is played by
    every line-up, so with a multiple of L games the results are exactly seat-swapped."""
    from .rules import Game, find_ruleset
    from .rules.packs import expanded

    rules = expanded(find_ruleset(ruleset), expansions)
    board = None if rules.fix_islands is not None else _board(board_path, players)
    results = []
    levels = list(dict.fromkeys(bots or ["random"]))
    if bots:
        from .bots import parse_seat

        for level in levels:
            parse_seat(level)  # ValueError naming the known levels, or the bad budget
    table = lineups(levels, players)
    wins = {level: 0.0 for level in levels}
    coins: dict[str, list[int]] = {level: [] for level in levels}
    start = time.perf_counter()
    for number in range(games):
        game_seed = seed + number // len(table)
        seats = table[number % len(table)]
        game = Game.new(board, [f"{lvl.title()}{s + 1}" for s, lvl in enumerate(seats)], seed=game_seed,
                        ruleset=rules, islands=islands)
        moves = _play_out(game, seats, game_seed, think, think_iterations)
        for s in game.winners:
            wins[seats[s]] += 1 / len(game.winners)
        for s, level in enumerate(seats):
            coins[level].append(game.coins(s))
        results.append({"game": number + 1, "seed": game_seed, "seats": seats, "turns": game.turn,
                        "moves": moves, "winners": game.winners,
                        "scores": [game.coins(s) for s in range(players)]})
    elapsed = time.perf_counter() - start
    return {"ruleset": rules.name, "expansions": list(rules.expansions), "players": players, "games": results,
            "bots": levels, "wins": wins,
            "mean_coins": {lvl: round(sum(c) / len(c), 2) if c else 0 for lvl, c in coins.items()},
            "seconds": round(elapsed, 3), "games_per_s": round(games / elapsed, 2) if elapsed else 0.0}


def _play_out(game: Game, seats: list[str], seed: int, think: float | None = None,
              think_iterations: int | None = None) -> int:
    if all(level == "random" for level in seats):
        rng = random.Random(seed)
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
        return len(game.moves)
    from .bots import make_bot

    agents = [make_bot(level, seed=seed * 31 + s, think=think, think_iterations=think_iterations)
              for s, level in enumerate(seats)]
    while not game.is_over:
        game.apply(agents[game.current_player].choose(game))
    return len(game.moves)


def _print_simulation(report: dict[str, Any]) -> None:
    for g in report["games"]:
        winners = ", ".join(f"seat {w + 1} ({g['seats'][w]})" for w in g["winners"])
        print(f"game {g['game']:>3}  seed {g['seed']:>5}  turns {g['turns']:>2}  moves {g['moves']:>4}  "
              f"winner {winners}  scores {' '.join(map(str, g['scores']))}")
    for level in report["bots"]:
        print(f"{level:>8}: {report['wins'][level]:g} wins, mean {report['mean_coins'][level]} coins")
    packs = f" with {', '.join(report['expansions'])}" if report.get("expansions") else ""
    print(f"{len(report['games'])} games{packs} in {report['seconds']} s: {report['games_per_s']} games/s")


def main(argv: list[str] | None = None) -> int:
    """Run the command; every refusal is one line on stderr with exit status 2, never a traceback."""
    args = _parser().parse_args(argv)
    try:
        _checked(args)
        if args.command == "simulate":
            bots = [b.strip().lower() for b in args.bots.split(",")] if args.bots else None
            ruleset = _ruleset(args)
            packs = _expansions(args.expansions, ruleset)
            think, iterations = _budget(args)
            _thinking(bots, args)  # refuses a budget no seat would use
            report = simulate(args.players, args.games, args.seed, args.board, bots, ruleset.name,
                              _islands(args.islands, args.players, ruleset), think, iterations, packs)
            if args.json:
                import json

                print(json.dumps({k: v for k, v in report.items()}, indent=1))
            else:
                _print_simulation(report)
            return 0
        if args.command == "replay":
            from .rules import read_save

            if args.text or not sys.stdout.isatty():
                print("\n".join(replay_lines(read_save(args.file), args.reveal)))
                return 0
            return _watch(args.file, args.reveal)
        if args.command == "serve":
            return _serve(args)
        if args.command == "tutorial":
            return _tutorial(args)
        if args.command == "layout":
            from .mapmaker import NoLayout, layout_command

            try:
                print(layout_command(args.file, write=args.write, seed=args.seed), end="" if not args.write else "\n")
            except NoLayout as exc:
                print(f"smallworld: {args.file}: no layout made: {exc}", file=sys.stderr)
                return 2
            return 0
        return _play(args)
    except RecursionError:
        _fail("the file nests too deeply to be read.")
        return 2
    except (ValueError, OSError) as exc:  # BoardError, SaveError, BadArgument, unknown bot level: all ValueErrors
        _fail(exc.strerror if isinstance(exc, OSError) and exc.strerror else exc)
        return 2
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # noqa: BLE001 - a bug must still not show a user a traceback
        _fail(f"internal error ({type(exc).__name__}: {exc}).")
        return 1


def _serve(args: argparse.Namespace) -> int:
    try:
        from .serve import serve
    except ImportError:
        raise BadArgument("playing in a browser needs the serve extra: pip install 'smallworld-tui[serve]'.") from None
    return serve(args.host, args.port, args.max_games, args.public_url, args.open)


def _fail(reason: object) -> None:
    print(f"smallworld: {printable(reason)}", file=sys.stderr)


def replay_lines(text: str, reveal: bool = False) -> list[str]:
    """A saved game as text: each move in notation, then what it did in words. The save is verified first."""
    from .rules import Game

    lines: list[str] = []

    def show(number: int, seat: int, move: str, events: list[Event], game: Game) -> None:
        lines.append(printable(f"{number:>4}. {game.players[seat]}: {move}"))
        lines.extend(printable(f"      {game.describe(e, reveal)}") for e in events if e.kind != "start")

    game = Game.from_json(text, show)
    head = printable(f"{game.board.name}: {', '.join(game.players)} · seed {game.seed} · {len(game.moves)} moves")
    tail = (f"Winner: {', '.join(game.players[s] for s in game.winners)}. Coins: "
            + ", ".join(f"{name} {game.coins(s)}" for s, name in enumerate(game.players))) if game.is_over \
        else f"In progress: turn {game.turn}/{game.num_turns}, {game.players[game.current_player]} to move."
    return [head, *lines, printable(tail)]


def _watch(path: str, reveal: bool) -> int:
    """The replay viewer on the save ``path``, verified before any screen opens (a bad one: one line, exit 2)."""
    from .app.replay import Replay
    from .rules import read_save

    replay = Replay(read_save(path))
    from .app import make_app  # textual is imported only to show it

    app = make_app(replay=replay, replay_name=Path(path).stem, reveal=reveal, autosave=False)
    gc.freeze()  # textual's and the kept copies' objects live as long as the viewer: a full collection skips them
    return _run(app, "the viewer")  # (measured: a key that triggers one drops from ~60 to ~38 ms of CPU)


def _run(app: SmallWorldApp, what: str) -> int:
    """Run the app; its exit status, and one line on stderr if it stopped on an error (``what`` stopped)."""
    app.run()
    code = getattr(app, "return_code", 0) or 0
    if code:
        print(getattr(app, "crash", "") or f"smallworld: {what} stopped on an error.", file=sys.stderr)
    return code


def _tutorial(args: argparse.Namespace) -> int:
    """The guided first game (app/tutorial.py); a game's options (--players, --seed, ...) are refused: its game is
    fixed."""
    given = [f"--{name.replace('_', '-')}" for name in ("players", "names", "seed", "board", "ruleset", "islands",
                                                         "bots", "think", "think_iterations", "load")
             if getattr(args, name) is not None]
    if given:
        raise BadArgument(f"the tutorial's game is fixed: it takes no {', '.join(given)} (only --pace).")
    from .app import make_app  # textual is imported only to show it

    return _run(make_app(tutorial=True, pace=args.pace), "the tutorial")


def _play(args: argparse.Namespace) -> int:
    """Check every argument (refusing with one line before any screen opens), then run the app; a failing app
    exits non-zero with one line (its traceback goes to crash.log).

    The cyclic garbage collector is off until the app's first frame (the app turns it back on then): starting
    creates many objects and frees almost none, so its collections are pure cost (about 4% of the first frame)."""
    gc.disable()
    try:
        return _start(args)
    finally:
        gc.enable()


def _start(args: argparse.Namespace) -> int:
    game = None
    bots = None
    notice = ""
    if args.load:
        from .rules.record import load_game_seats

        if (args.players or args.names or args.board or args.seed is not None or args.ruleset or args.islands
                or args.expansions is not None):
            raise BadArgument("--load opens a saved game as it was: it takes no --players, --names, --seed, "
                              "--board, --ruleset, --islands or --expansions.")
        game, seats = load_game_seats(args.load)
        if args.bots is None and seats:
            _levels(",".join(seats), len(game.players))  # an edited seat kind is refused here, in one line
        bots = _thinking(_levels(args.bots, len(game.players)) or seats, args)
    elif (args.players or args.board or args.names or args.bots or args.ruleset or args.islands
          or args.seed is not None or args.think is not None or args.think_iterations is not None
          or args.expansions is not None):
        from .rules import Game, bundled_board, load_board

        ruleset = _ruleset(args)
        packs = _expansions(args.expansions, ruleset)
        board = load_board(args.board) if args.board else None
        players = (args.players or (board.players if board else None)
                   or (_face_count(args.islands) if args.islands else None)
                   or (len(args.names.split(",")) if args.names else None)
                   or (len(args.bots.split(",")) if args.bots else None) or 2)
        islands = _islands(args.islands, players, ruleset)
        if board is None and ruleset.fix_islands is None:
            board = bundled_board(players)
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 30)
        names = _names(args.names, players)
        notice = name_changes(args.names.split(","), names) if args.names else ""
        bots = _thinking(_levels(args.bots, players), args)
        game = Game.new(board, names, seed=seed, ruleset=ruleset, islands=islands, expansions=packs)
    from .app import make_app  # textual is imported only to play

    app = make_app(game=game, bots=bots, board_path=Path(args.board) if args.board else None,
                   load_path=Path(args.load) if args.load else None, notice=notice, pace=args.pace)
    return _run(app, "the game")


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
