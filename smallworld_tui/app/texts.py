"""What the game screen says in words: the header, the status line with its phase hints, a player's coins and
what can be done on the selected region.

Kept apart from the screen's keys so the texts read in one place; every fact comes from the engine's answers
(``legal_actions``, ``conquest_cost``, ``target_problem``), never from a rule of the app's own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from ..rules import BerserkRolled, Code, CostBreakdown, Game, Phase
from ..rules.ability import Arg
from ..safetext import printable
from . import theme
from .keys import PLAIN_WAY, conquest_keys, way_kinds, ways
from .markers import region_marks
from .session import active_race

if TYPE_CHECKING:  # pragma: no cover
    from .screens.game import GameScreen


def may_skip(game: Game) -> bool:
    """The question asked now is a MAY whose ``end`` still plays its default (``AbilityMove.may``, X-INT-13:
    Winter): ``skip`` is another answer, none more."""
    declared = game.ruleset.moves.get(game.step.kind) if game.step is not None else None
    return declared is not None and declared[1].may


PHASE_HINTS: dict[str, str] = {  # by ``game.phase_word``: a phase, or the name of an ability's question
    Phase.PICK: "Pick a combo: up/down then Enter (or 1-6). Its row shows what it costs.",
    # (shown only while no editor is open: its keys need it opened first)
    Phase.REDEPLOY: "Redeploy: m opens the editor (-/+ move tokens, Enter confirms), e keeps the default.",
    "fortress": "Fortress: select one of your regions and press f, or e to skip.",
    "camps": "Encampments: -/+ per region, Enter confirms, e for the default.",
    "heroes": "Heroes: space toggles a Hero (2 in all), Enter confirms, e for the default.",
    "ally": "Diplomat: press a to name an ally, or e to skip.",
    "stout": "Stout: press d to go into decline now, or e to end the turn.",
    Phase.WITHDRAW: "Place your withdrawn tokens: w opens the editor (-/+ per region, Enter confirms), e default.",
    Phase.OVER: "The game is over.",
}

NO_UNDO = ("Nothing to take back: undo stops at a die roll, a pick, a hidden piece turned up and the start "
           "of your turn, and never takes back another player's move.")

# The conquest-phase keys, each hinted only while the engine offers a move of its kind (R-TURN-2 CONQUER); the
# pieces' conquest moves with a key of their own (AbilityMove.key: Berserk, Dragon, Sorcerers…) come after x.
CONQUEST_HINTS = (
    (("conquer", "roll"), "] next target"), (("conquer",), "c conquer"), (("roll",), "r roll the die"),
    (("abandon",), "x abandon"), (("decline",), "d decline"), (("redeploy",), "m redeploy"), (("end",), "e end turn"),
)
_KEYED = frozenset(kind for needs, _ in CONQUEST_HINTS for kind in needs) | {"pick"}  # the kinds with a key here


def coins_text(gs: GameScreen, seat: int) -> str:
    """A player's coins as the viewer may see them: their own only, all once the game is over (R-HIDE)."""
    if gs.reveal_all or seat == gs.viewer:
        return f"{gs.session.game.coins(seat)} c"
    return theme.MASK + " c"


def region_advice(gs: GameScreen, rid: int) -> Text:
    """What the player to act can do on region ``rid``, in the engine's words (the region detail's last lines)."""
    game = gs.session.game
    text = Text()
    if gs.edit is not None:
        return gs.edit.advice(rid)
    if not gs.can_act():
        return text
    if gs.costs_shown():
        ask = gs.cost_game()
        breakdown = ask.cost_breakdown(rid)
        cost = breakdown.total
        view = game.region(rid)
        race = gs.keys_race()
        if cost is not None:
            have = _hand(ask)
            # the engine's sum (R-CONQ-4, W-CONQ-4); 'conquerable now' only when the tokens in hand pay it
            text.append(f"{race}: conquerable now for " if cost <= have else f"{race}: costs ", style="bold")
            text.append(f"{cost_sum(breakdown)} = ")
            text.append(theme.plural(cost, "token"), style="bold")
            text.append(f" (you have {have})." if cost <= have else ".")
            if breakdown.coins:  # W-CONQ-1d: paid first, beside the tokens
                text.append(" Pays first: " + "; ".join(str(due) for due in breakdown.coins) + ".")
            if cost > have:
                text.append(" " + refused_conquest(gs, rid))
        else:
            refusal = ask.target_refusal(rid)
            problem = str(refusal) if refusal else ""
            if view.owner == game.current_player and view.race is not None:
                state = " (in decline)" if view.in_decline else ""
                text.append(f"Your {view.race}{state} hold it.", style="bold")
                if refusal is not None and refusal.code is Code.ALREADY_HELD:  # it would only say it again
                    problem = ""
                text.append(" " if problem else "")
            text.append(problem, style="dim")
        if not gs.for_ghouls:  # special moves the engine offers on this region, one key each (their own advice)
            for move in conquest_keys(game.ruleset):
                if move.advice and gs.session.find(move.kind, rid) is not None:
                    text.append(" " + move.advice, style="bold")
            other = [words for words, _ in ways(gs.session.legal(), rid, game.ruleset) if words != PLAIN_WAY]
            if other:  # other ways of conquering it (AbilityMove.way): the conquer key asks which
                text.append(" c asks the way: " + "; ".join(dict.fromkeys(other)) + ".", style="bold")
    return text


def cost_sum(breakdown: CostBreakdown) -> str:
    """The engine's parts of a conquest's cost as one sum: '2 base + 1 mountain − 1 Commando' (R-CONQ-4)."""
    return breakdown.line().rpartition(" = ")[0]


def _hand(ask: Game) -> int:
    """Tokens in hand of the race the costs are for (at START, the current player's before READY)."""
    if ask.phase == Phase.START:
        return ask.hand(ask.current_player)
    acting = ask.acting_race
    return acting.hand if acting is not None else 0


def refused_conquest(gs: GameScreen, rid: int) -> str:
    """Why conquering ``rid`` would be refused now, in one line for the status line ("" if it would not): the
    engine's reason, or what is missing ('Needs 4 tokens, you have 3: r rolls the die as a final attempt.') with
    the die offered only when the engine offers it (R-DIE-1; never for Berserk)."""
    ask = gs.cost_game() if gs.costs_shown() else gs.session.game
    cost = ask.conquest_cost(rid)
    if cost is None:
        return ask.target_problem(rid)
    have = _hand(ask)
    if cost <= have:
        return ""
    roll = gs.session.find("roll", rid, ghouls=gs.for_ghouls) is not None
    tail = ": r rolls the die as a final attempt." if roll else "."
    return f"Needs {theme.plural(cost, 'token')}, you have {have}{tail}"


def status_text(gs: GameScreen) -> Text:
    """The status line: the last message, else the editor's state, else what the player to act may do."""
    if gs.message:
        return theme.literal(gs.message, style="bold red" if gs.message_error else "bold")
    if gs.edit is not None:
        return gs.edit.status()
    if gs.shown is not None:
        return shown_text(gs)
    game = gs.session.game
    if game.is_over:
        return Text("The game is over.")
    if gs.session.is_bot(game.current_player):
        if gs.app.screen is not gs:  # a score card or a dialog is up: the bot has not started yet
            return theme.literal(f"{game.players[game.current_player]} (computer) plays next.", style="italic")
        return theme.literal(f"{game.players[game.current_player]} (computer) is thinking...", style="italic")
    hint = PHASE_HINTS.get(game.phase_word, "") or step_hint(gs)
    wiped = wiped_out(gs)
    if wiped:  # R-TURN-4: the engine offers no pick; say why the race does nothing
        return Text(f"Your {wiped} have no token left, on the map or in hand: d declines them (your next "
                    "turn starts with a new combo), e ends the turn without them.", style="bold")
    if game.phase in (Phase.START, Phase.CONQUER) or gs.for_ghouls:
        hint = conquest_hint(gs)
        if gs.for_ghouls and game.phase == Phase.PICK:
            hint += " Or pick a combo (1-6)."
    text = Text()
    race = gs.keys_race() if game.phase in (Phase.START, Phase.CONQUER, Phase.REDEPLOY, Phase.PICK) else ""
    if race:
        text.append(f"Keys act for your {race}", style="bold")
        if gs.both_races:
            active = active_race(game, game.current_player)
            other = active.name if active is not None else "active race"
            text.append(f" · t switches to {other if gs.for_ghouls else 'Ghouls'}", style="bold")
        text.append(". ")
    rolled = berserk_pending(gs)
    if rolled is not None:
        text.append(f"Berserk die: {rolled} off your next conquest (the costs include it). ", style="bold")
    text.append(hint, style="dim")
    return text

def shown_text(gs: GameScreen) -> Text:
    """A computer player's move on screen (``follow.Shown``): their chip, the move in the log's words, and the
    keys that go on (space at the step pace, F finishes the computer players' turns, P changes the pace)."""
    shown = gs.shown
    assert shown is not None  # only asked while a move is shown
    players = gs.session.game.players
    text = theme.chip(players, shown.seat, with_name=False)
    text.append(" ")
    text.append_text(theme.literal(shown.caption, style="bold"))
    keys = ("space: next move · " if gs.pace == "step" else "") + f"F: finish · P: pace ({gs.pace})"
    if text.cell_len + len(keys) + 4 <= 2 * (gs.size.width - 2):  # the status line's two lines: the caption whole
        text.append(f"  [{keys}]", style="dim")                    # first (the footer has the keys too)
    return text


def step_hint(gs: GameScreen) -> str:
    """A question an ability asks: the engine's hint and its menu, answered by the question's own key (Winter's s,
    said first: the status line has two lines) or, with none, from the list Enter opens (GameScreen.action_answer)
    or typed (':'); then what e does."""
    game = gs.session.game
    step = game.step
    if step is None:
        return ""
    options = [str(a) for a in gs.session.legal() if a.kind == step.kind]
    shown = ", ".join(options[:6]) + (f" (+{len(options) - 6} more)" if len(options) > 6 else "")
    preview = game.end_preview()
    if gs.session.can("skip") and may_skip(game):  # X-INT-13: e asks which
        end = " e asks: the default for what is left, or none more."
    elif preview is not None:  # what e does here: answer the question by its default, and perhaps end the turn
        end = " e ends your turn (it asks first)." if preview.passes else \
            f" e {'skips it' if step.optional else 'plays the default'}: your turn goes on."
    else:
        end = ""
    declared = game.ruleset.moves.get(step.kind)
    move = declared[1] if declared is not None else None
    if move is not None and move.key and options:  # its own key plays it (Enter lists nothing here)
        keys = f"{move.key}: {move.keys or move.kind}" + (" (] selects each in turn)" if move.arg is Arg.REGION else "")
        return f"{keys}.{end} {step.hint} Choices: {shown} (':' types one)."
    hint = f"{step.hint} Choices: {shown}; Enter lists them (':' types one)." if options else step.hint
    return hint + end


def wiped_out(gs: GameScreen) -> str:
    """The name of the current player's active race if it has no token anywhere (R-TURN-4), else ''."""
    game = gs.session.game
    if game.phase != Phase.START or gs.for_ghouls:
        return ""
    active = active_race(game, game.current_player)
    if active is None or active.hand or active.tokens_on_map or active.set_aside:
        return ""
    return active.name

def berserk_pending(gs: GameScreen) -> int | None:
    """The Berserk roll waiting for a conquest: the engine's last event is that roll (R-POW-BERSERK)."""
    game = gs.session.game
    if not game.log or gs.for_ghouls or game.phase != Phase.CONQUER:
        return None
    last = game.log[-1]
    if isinstance(last, BerserkRolled) and last.seat == game.current_player:
        return last.face
    return None

def conquest_hint(gs: GameScreen) -> str:
    """The conquest keys that have a legal move now, for the race the keys act for."""
    legal = gs.session.legal()
    ghouls = gs.for_ghouls
    keyed = conquest_keys(gs.session.game.ruleset)
    own = {"end", "decline", *(move.kind for move in keyed)}  # the current player's, whichever race the keys act for
    kinds = {a.kind for a in legal if a.kind in own or a.ghouls == ghouls}
    if ghouls:
        kinds.discard("decline")
    other_ways = way_kinds(gs.session.game.ruleset)  # played by the conquer key, which asks the way
    if other_ways and not ghouls and any(a.kind in other_ways for a in legal):
        kinds.add("conquer")
    hints = [*CONQUEST_HINTS[:4], *(((m.kind,), f"{m.key} {m.kind}") for m in keyed), *CONQUEST_HINTS[4:]]
    parts = [label for needs, label in hints if kinds.intersection(needs)]
    typed = [] if ghouls else list(dict.fromkeys(a.kind for a in legal if a.kind not in _KEYED and  # an ability's
                                                 a.kind not in other_ways and all(a.kind != m.kind for m in keyed)))
    if typed:  # moves with no key of their own (WoW's assault, reroll, swap, bomb…): typed at the move prompt
        parts.append("':' types " + ", ".join(typed))
    lead = "They move first: " if ghouls else ""
    return lead + ", ".join(parts) + "." if parts else ""


def header_text(gs: GameScreen) -> Text:
    """The top line: turn, whose move, race, phase; the map and the autosave state on the right."""
    game = gs.session.game
    seat = game.current_player if game.current_player >= 0 else game.seat
    text = Text(f" {game.ruleset.name}", style="bold")
    text.append(f" · turn {min(game.turn, game.num_turns)}/{game.num_turns} · ")
    text.append_text(theme.chip(game.players, seat))
    active = active_race(game, seat)
    if active:
        text.append(f" {active.power} {active.name}")
    text.append(f" · {game.phase_word.upper()}", style="bold")
    if active and game.phase in (Phase.START, Phase.CONQUER, Phase.REDEPLOY) and not gs.for_ghouls:
        text.append(f" · {game.hand(seat)} {'to use' if game.phase is Phase.START else 'in hand'}")
    if gs.for_ghouls and gs.viewer == seat:
        text.append(" · keys: Ghouls", style="bold reverse")
    if game.seat != game.current_player and not game.is_over:
        text.append(f" · {printable(game.players[game.seat])}'s turn", style="dim")
    saved = gs.session.autosave_enabled and not gs.session.save_problem
    right = f"{printable(game.board.name)} · {'autosaved' if saved else 'not saved'} "
    width = gs.app.size.width
    pad = width - text.cell_len - len(right)
    if pad > 1:
        text.append(" " * pad)
        text.append(right, style="dim")
    return text


def region_facts(game: Game, rid: int) -> Text:
    """A region's facts after its id and name: terrain, symbols, markers, border, and who holds it (one line)."""
    reg = game.board.regions[rid]
    view = game.region(rid)
    terrain = game.ruleset.words.get(reg.terrain, reg.terrain)  # the ruleset's own word (W-MAP-4: fields)
    facts = [terrain] + [attr for attr, _ in theme.SYMBOLS if getattr(reg, attr)]
    if reg.part:  # an island: its face, and the anchor of an entry region (W-MAP-4)
        facts.insert(0, f"island {reg.part}")
        if reg.entry:
            facts.append(f"entry {theme.ANCHOR} (from elsewhere: +1 travel)")
    facts += [m for m in region_marks(game, view) if not (m == "mountain" and reg.terrain == "mountain")]
    if reg.border:
        facts.append("border")
    text = Text(" · " + ", ".join(facts))
    if view.race and view.owner is None:  # a Lost Tribe, or Murlocs (W-MUR)
        text.append(f" · {view.race} ({view.tokens})")
    elif view.race and view.owner is not None:
        text.append(" · ")
        text.append_text(theme.chip(game.players, view.owner))
        state = "in decline" if view.in_decline else "active"
        text.append(f" {view.race} {view.tokens} ({state})")
    return text


def region_secrets(gs: GameScreen, rid: int) -> Text:
    """What only the screen's player may read on region ``rid`` (``Game.secrets``, X-INT-10: the value of his Skags'
    face-down Loot), before its facts; nothing between two players (the hand-off) or for another's secret; every
    player's, each with its owner, when everything is revealed (the replay viewer's ``--reveal``)."""
    game = gs.session.game
    text = Text()
    if gs.reveal_all:  # the replay viewer's --reveal (a finished game has none left): everyone's, with its owner
        for seat in range(len(game.players)):
            for words in game.secrets(seat).get(rid, ()):
                text.append(" · ")
                text.append_text(theme.chip(game.players, seat))
                text.append(f" {words} (face down)", style="bold")
    elif gs.viewer is not None:
        for words in game.secrets(gs.viewer).get(rid, ()):
            text.append(f" · {words} (only you see it)", style="bold")
    return text


def region_borders(game: Game, rid: int) -> Text:
    """'borders: 1 Name · 5 Name' — a region's neighbours by id and name."""
    text = Text()
    text.append("borders: ", style="dim")
    for i, n in enumerate(game.board.regions[rid].adjacent):
        if i:
            text.append(" · ", style="dim")
        text.append(f"{n} {printable(game.board.regions[n].name)}")
    return text
