"""The guided first game (``smallworld tutorial``, the title's "Learn to play"): a script as data, and its walker.

A real 2-player game on the 2-player map against a computer player, the same every time: a fixed seed, fixed stacks
and a forced die (``Game.new(races=, powers=, dice=)``), and the computer's moves scripted (``BOB``) while the
tutorial lasts. ``STEPS`` says, in order, what each step teaches, what ends it (a move, or something the player does
on screen) and what it points at. ``Tutorial`` walks the script: the screen (screens/tutorial.py) asks it whether a
move may be played now and tells it what the player did. Leaving it at any step leaves an ordinary game: the
computer then plays for itself.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..rules import Action, Game, IllegalAction, bundled_board
from .turns import BotMove, TurnDriver

if TYPE_CHECKING:  # pragma: no cover
    from ..bots.base import Bot
    from .session import Session

PLAYERS = ["Ann", "Bob"]  # the player is Ann (seat 0); Bob is the computer
BOT = "greedy"  # who plays Bob once the script is left or done
SEED = 29
RACES = ["Orcs", "Ratmen", "Dwarves", "Wizards", "Giants", "Elves"]  # the combo column, top first
POWERS = ["Forest", "Hill", "Commando", "Merchant", "Mounted", "Heroic"]
DICE = [2]  # the final die roll on Old Pines succeeds

# Bob's moves while the tutorial lasts, in order: three turns in the east, never touching Ann's regions (so whatever
# Ann's redeployment, every one stays legal). A move the engine refuses drops the rest: the bot plays on.
BOB = ("pick 1", "conquer 15", "conquer 10", "conquer 21", "end",
       "conquer 14", "conquer 9", "end",
       "conquer 20", "conquer 4", "end")

# What ends a step besides a move: something the player does on screen.
HELP, LIST, MAP, UNDO, SAVE = "help", "list", "map", "undo", "save"
CARD = "card"  # the score card closed
HANDOFF = "handoff"  # the hand-off screen passed
TURN = "turn"  # Ann's next turn began (Bob has played)


@dataclass(frozen=True)
class Step:
    """One step: ``say`` what to do and why; it ends with ``move`` (its notation; with ``check``, any move of that
    kind after which ``check(game)`` holds) or with ``event`` (one of the names above). ``hint`` answers any other
    move. ``select``: the region it is about (selected when the step begins); ``panel``: a panel it points at."""

    say: str
    move: str = ""
    check: Callable[[Game], bool] | None = None
    event: str = ""
    hint: str = ""
    select: int | None = None
    panel: str = ""
    typed: bool = False  # the move must be typed at the ':' prompt
    handoff: str = ""  # the hand-off screen's words (event HANDOFF)


def _second_token_on_old_pines(game: Game) -> bool:
    return game.region(12).tokens >= 2


STEPS: tuple[Step, ...] = (
    # turn 1: the column and its price, the first conquest, the cost, the Lost Tribes, the die, redeploying, scoring
    Step("You are Ann; Bob is a computer player. Combos: a race, a power, their tokens. Combo 1 is free; combo N "
         "costs N-1 coins, 1 left on each combo above it for whoever takes that one later. Press 2, then y: "
         "Ratmen and Hill for 1 coin.",
         move="pick 2", panel="combos",
         hint="Press 2, then y, to take combo 2 (Ratmen · Hill) for 1 coin."),
    Step("Your 12 Ratmen tokens are in hand. The first conquest must touch the board's edge. Wishing Fields (1) is "
         "selected; it costs 2 tokens (→2 on the map). Press c to conquer it.",
         move="conquer 1", select=1,
         hint="Conquer Wishing Fields (1): select it (arrows, a click, or ] for the next target), then press c."),
    Step("A conquest costs 2 tokens, +1 for each defending token or mark. Deepdelve Peak (5) is selected: the "
         "detail under the map sums its cost part by part, 2 base + 1 mountain = 3. Press c.",
         move="conquer 5", select=5, panel="detail",
         hint="Conquer Deepdelve Peak (5): select it, then press c."),
    Step("Barrow Downs (6) holds a Lost Tribe (LT1): each Lost Tribe token adds 1 to the cost, and is removed when "
         "you conquer: 2 base + 1 Lost Tribe = 3. Press c.",
         move="conquer 6", select=6, panel="detail",
         hint="Conquer Barrow Downs (6): select it, then press c."),
    Step("Millers' Acre (11), another Lost Tribe: 3 tokens of your 4. Press c.",
         move="conquer 11", select=11,
         hint="Conquer Millers' Acre (11): select it, then press c."),
    Step("1 token left, and Old Pines (12) needs 3. The final die roll: r throws the reinforcement die (faces "
         "0 0 0 1 2 3) for the missing tokens; win or lose, your conquests end. Press r.",
         move="roll 12", select=12,
         hint="Roll for Old Pines (12): select it, then press r."),
    Step("Redeploy: move tokens between your regions. Deepdelve Peak (5) is selected: press - to lift a token, j "
         "until Old Pines (12), + to put it there, then Enter (and y).",
         move="redeploy", check=_second_token_on_old_pines, select=5,
         hint="Old Pines (12) needs a second token: - on another region, + on Old Pines, then Enter "
              "(m reopens the editor)."),
    Step("Scoring: 1 coin for each region you hold, plus your race's and power's bonus (Hill: +1 for each hill). "
         "The card shows the parts; Enter goes on.",
         event=CARD, hint="Press Enter to close the score card."),
    Step("Bob, the computer, takes combo 1 and the coin you left on it, then conquers in the east. His moves are "
         "marked on the map (F: all at once).",
         event=TURN, hint="Wait for Bob's turn to finish (F: at once)."),
    # turn 2: the hand-off and hidden coins
    Step("Press Enter on the hand-off screen.",
         event=HANDOFF, hint="Press Enter on the hand-off screen.",
         handoff="Shown once here: with two people at one keyboard, this screen hides the board while it "
                 "passes. Coins are secret: each player sees only their own."),
    Step("Players shows your coins and Bob's as ●●●: secret until the game ends (at 80 columns tab shows it). "
         "Turn 2: your tokens came back to hand but 1 in each region. Conquer Echo Tor (17): press c.",
         move="conquer 17", select=17, panel="players",
         hint="Conquer Echo Tor (17): select it, then press c."),
    Step("Press e, then y, to end the turn: the tokens still in hand are placed for you, then you score.",
         move="end", hint="Press e, then y, to end your turn."),
    Step("Bob plays his second turn.",
         event=TURN, hint="Wait for Bob's turn to finish (F: at once)."),
    # turn 3: decline
    Step("Turn 3. Your Ratmen are spread thin. d puts them in decline: each region keeps 1 token and still scores "
         "1 coin, and next turn you pick a new combo. Press d, then y.",
         move="decline", hint="Press d, then y, to put your Ratmen in decline."),
    Step("Declining took your turn and scored it (1 coin a region, no bonus in decline). Enter; then Bob plays.",
         event=TURN, hint="Wait for Bob's turn to finish (F: at once)."),
    # turn 4: a new combo, then the keys
    Step("A turn after a decline starts with a new combo; your Ratmen stay on the map in decline. Press 1: "
         "Dwarves and Commando, free.",
         move="pick 1", panel="combos", hint="Press 1 to take the free combo, Dwarves · Commando."),
    Step("The keys. ? opens the help: every key, the map's symbols, the rules in short (Esc closes it). H gives "
         "a hint: here the step's move, after the tutorial the expert's, with its reason. Press ?.",
         event=HELP, hint="Press ? for the help (Esc closes it)."),
    Step("Press i: the regions as a list, each with its holder and cost.",
         event=LIST, hint="Press i to see the list of regions."),
    Step("Press i again: back to the map.",
         event=MAP, hint="Press i to go back to the map."),
    Step("Any move can be typed. Press :, type  conquer 2  (Ironwood, on the edge: 2 base - 1 Commando = 1) and "
         "Enter; → accepts the grey completion, Esc closes the prompt.",
         move="conquer 2", select=2, typed=True,
         hint="Press :, type  conquer 2  and press Enter."),
    Step("Say you changed your mind: ^z (ctrl+z) takes back a move, though never a pick or a die roll. Press ^z.",
         event=UNDO, hint="Press ^z (ctrl+z) to take back Ironwood."),
    Step("Last: ^s (ctrl+s) saves the game into a named slot (Esc comes back). Press ^s; then the tutorial ends and "
         "you play on to turn 10.",
         event=SAVE, hint="Press ^s (ctrl+s) to open the save dialog; Esc comes back."),
)


def tutorial_game() -> Game:
    """The tutorial's game: the 2-player map, its seed, stacks and die fixed."""
    return Game.new(bundled_board(2), list(PLAYERS), seed=SEED, races=list(RACES), powers=list(POWERS),
                    dice=list(DICE))


class Tutorial:
    """Where the player is in ``STEPS``; ``active`` until the last step is done or the player leaves."""

    def __init__(self, steps: tuple[Step, ...] = STEPS, bob: tuple[str, ...] = BOB) -> None:
        self.steps = steps
        self.at = 0
        self.active = True
        self.bob = list(bob)

    @property
    def step(self) -> Step | None:
        return self.steps[self.at] if self.active and self.at < len(self.steps) else None

    def refusal(self, game: Game, move: str | Action, typed: bool = False) -> str:
        """Why ``move`` may not be played now ('' when it may): the step's hint. The move is tried on a copy, so
        what it would do is the engine's to say (its notation, the position after it)."""
        step = self.step
        if step is None:
            return ""
        if not step.move:
            return step.hint
        trial = game.copy()
        try:
            if isinstance(move, str):
                trial.play(move)
            else:
                trial.apply(move)
        except IllegalAction:
            return step.hint
        played = trial.moves[-1]
        if step.check is not None:
            fits = played.split(" ", 1)[0] == step.move and step.check(trial)
        else:
            fits = played == step.move
        if not fits:
            return step.hint
        if step.typed and not typed:
            return f"Type it this time: {step.hint}"
        return ""

    def moved(self) -> bool:
        """The step's move was played: on to the next step (True)."""
        step = self.step
        if step is None or not step.move:
            return False
        self._next()
        return True

    def happened(self, event: str) -> bool:
        """The player did ``event`` on screen: on to the next step if that ends this one (True)."""
        step = self.step
        if step is None or step.event != event:
            return False
        self._next()
        return True

    def _next(self) -> None:
        self.at += 1
        if self.at >= len(self.steps):
            self.active = False

    def leave(self) -> None:
        self.active = False
        self.bob = []

    def bob_move(self, game: Game) -> str | None:
        """Bob's scripted move for ``game`` (a copy the caller may spend), None when the script has none: left,
        done, or refused by the engine (the rest is dropped then)."""
        if not self.active or not self.bob:
            return None
        move = self.bob[0]
        try:
            game.play(move)
        except IllegalAction:
            self.bob = []
            return None
        self.bob.pop(0)
        return move

    @property
    def progress(self) -> str:
        return f"{min(self.at + 1, len(self.steps))}/{len(self.steps)}"


class TutorialTurns(TurnDriver):
    """The turn driver of the tutorial: Bob plays the script's moves while it lasts, then chooses his own."""

    def __init__(self, session: Session, tutorial: Tutorial) -> None:
        super().__init__(session)
        self.tutorial = tutorial

    def choose(self, bot: Bot | None, snapshot: Game) -> BotMove:
        move = self.tutorial.bob_move(snapshot)
        return BotMove(move) if move is not None else super().choose(bot, snapshot)
