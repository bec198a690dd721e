"""The combo column, the players and the game log: small widgets rendered from the game screen's state."""

from __future__ import annotations

import textwrap
from typing import TYPE_CHECKING

from rich.text import Text
from textual import events
from textual.geometry import Size
from textual.widget import Widget

from ...rules import Event, Game, Phase
from ...rules.views import Combo
from ...safetext import printable
from .. import theme
from ..markers import faction, rule_text
from ..scorecard import log_sentence
from ..session import active_race
from ..texts import coins_text

if TYPE_CHECKING:  # pragma: no cover
    from ..screens.game import GameScreen


FACTION_STYLES = ("bold #56b4e9", "bold #d55e00", "bold")  # a ruleset's factions in its order (Ruleset.factions)


def faction_style(game: Game, side: str) -> str:
    """The colour of a printed faction's initial in the combo column: dealt in the order the ruleset lists them."""
    factions = game.ruleset.factions
    index = factions.index(side) if side in factions else len(FACTION_STYLES)
    return FACTION_STYLES[index] if index < len(FACTION_STYLES) else "bold"


def ability_text(game: Game, combo: Combo, width: int) -> Text:
    """Both abilities of a combo, wrapped to ``width`` (a race with its printed faction, if any)."""
    out = Text()
    side = faction(game, combo.race)
    race_label = f"{combo.race} ({side})" if side else combo.race
    for label, text in ((race_label, rule_text(game, combo.race)), (combo.power, rule_text(game, combo.power, True))):
        wrapped = textwrap.wrap(f"{label}: {text}", width=width - 1) or [""]
        for i, piece in enumerate(wrapped):
            if i == 0:
                out.append(label, style="bold")
                out.append(piece[len(label):] + "\n")
            else:
                out.append(" " + piece + "\n")
    out.rstrip()
    return out


def fit(text: str, width: int) -> str:
    """``text`` cut to ``width`` between words or list items, never inside a race or power name ('…' marks it)."""
    if len(text) <= width:
        return text
    cut = max(text.rfind(sep, 0, width - 1) for sep in (", ", " · ", "  ", " ("))
    return (text[:cut] if cut > 2 else text[:width - 1]) + "…"


class GamePanel(Widget):
    """A panel drawn from the game screen's state (its selection, viewer and session), handed to it at creation."""

    def __init__(self, game_screen: GameScreen, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.game_screen = game_screen


class CombosPanel(GamePanel):
    """The six combos: position, race + power, tokens, price, coins on it; abilities of the highlighted one."""

    DEFAULT_CSS = "CombosPanel { height: 15; }"

    def render(self) -> Text:
        gs = self.game_screen
        game = gs.session.game
        width = max(20, self.size.width)
        column = game.column_view()
        out = Text(no_wrap=True, overflow="ellipsis")
        focused = gs.focus_panel == "combos"
        can_pick = gs.can_act() and game.phase == Phase.PICK
        for combo in column:
            line = Text()
            sel = combo.position - 1 == gs.sel_combo
            line.append("▶" if sel and focused else " ", style="bold")
            name = f"{combo.race} · {combo.power}"
            name_w = max(6, width - 18)
            side = faction(game, combo.race)
            if side:  # W-FACT-1: the race's printed faction, its initial in its colour before the name
                name_w -= 2
                line.append(f"{combo.position} ")
                line.append(side[:1], style=faction_style(game, side))
                line.append(f" {name[:name_w]:<{name_w}}")
            else:
                line.append(f"{combo.position} {name[:name_w]:<{name_w}}")
            price = "free" if combo.price == 0 else f"{combo.price}c"
            coins = f"+{combo.coins}" if combo.coins else ""
            afford = not can_pick or gs.session.find("pick", combo.position) is not None
            line.append(f"{combo.tokens:>3}t {price:>4} {coins:>3}", style="" if afford else "dim")
            if sel:
                line.stylize("reverse" if focused else "underline")
            out.append_text(line)
            out.append("\n")
        if not column:
            out.append(" The column is empty.\n", style="dim")
        if column and self.size.height > len(column) + 1:
            out.append("─" * width + "\n", style="dim")
            out.append_text(ability_text(game, column[min(gs.sel_combo, len(column) - 1)], width))
        out.rstrip()
        return out

    def on_click(self, event: events.Click) -> None:
        """A click on a combo's row highlights it (Enter or its number then picks it)."""
        offset = event.get_content_offset(self)
        gs = self.game_screen
        if offset is not None and 0 <= offset.y < len(gs.session.game.column_view()):
            gs.sel_combo = offset.y
            gs.focus_panel = "combos"
            gs.refresh_view()


class PlayersPanel(GamePanel):
    """Each player: chip, coins (own only, R-HIDE), active race, hand, regions, races in decline."""

    DEFAULT_CSS = "PlayersPanel { height: 1fr; }"

    def render(self) -> Text:
        gs = self.game_screen
        session = gs.session
        game = session.game
        width = max(20, self.size.width)
        n = len(game.players)
        height = max(1, self.size.height)
        per = 3 if height >= 3 * n else (2 if height >= 2 * n else 1)
        spare = height - 3 * n  # rows left for the public counts some races keep (RULES-EXP), one each
        out = Text(no_wrap=True, overflow="ellipsis")
        # the tokens an active race handed out, public (W-RACE-PANDAREN's Harmony): seat -> what the token is called
        given = {s: game.ruleset.races[r.name].given_token for seat in range(n) for r in game.races(seat)
                 if r.active for s in r.given_to}
        for seat, name in enumerate(game.players):
            races = game.races(seat)
            active = active_race(game, seat)
            declined = [r.name for r in races if not r.active]
            line = Text()
            line.append("▶" if seat == game.current_player else " ", style="bold")
            coins = coins_text(gs, seat)
            bot = (f" ({session.seats[seat]})" if per > 1 else "*") if session.is_bot(seat) else ""
            counts = f"{active.hand}h {active.regions}r" if active else ""  # what a player weighs: never cut
            race = (f" {active.name} {counts}" if active else " -") if per == 1 else ""
            chip_w = theme.chip(game.players, seat, shown="").cell_len
            room = width - 1 - chip_w - len(bot) - len(race) - 1 - len(coins)  # the player's name gives way
            if room < 3 and active:  # first (to 3 letters), then the race's name (the list and the detail name
                cut = len(active.name) - (3 - room) - 1  # it whole): the counts and the coins stay
                race = f" {active.name[:max(1, cut)]}… {counts}"
            line.append_text(theme.chip(game.players, seat, shown=name[:max(3, room)]))
            if bot:
                line.append(bot, style="dim")
            if race:
                line.append(race, style=theme.colour(seat))
            pad = width - line.cell_len - len(coins)
            line.append(" " * max(1, pad))
            line.append(coins, style="dim" if theme.MASK in coins else "bold")
            line.truncate(width)
            out.append_text(line)
            out.append("\n")
            if per == 1:
                continue
            if active:
                side = faction(game, active.name)
                info = f"  {active.name}{f' ({side})' if side else ''} · {active.power}"
                aside = f" · {active.set_aside} aside" if active.set_aside else ""  # R-RACE-AMAZONS: back next turn
                if seat == game.current_player and game.phase is Phase.START:  # the engine's hand counts the
                    # tokens that may lift from the map and those set aside: said so, not added to them
                    stats = f"  {active.regions} rg · {active.tokens_on_map} on map{aside}: {active.hand} to use"
                    if len(stats) > width:  # the hand is the last word here: the tokens on the map give way
                        stats = f"  {active.regions} rg{aside}: {active.hand} to use"
                else:
                    stats = f"  {active.hand} in hand · {active.regions} rg · {active.tokens_on_map} on map{aside}"
                if active.counts:  # public counts its pieces keep (RULES-EXP X-INT-10: the Igor count, Fireballs):
                    told = " · ".join(f"{what} {n}" for what, n in active.counts)  # a line of their own when the
                    if spare > 0:  # panel has room for it, else after the tokens
                        spare -= 1
                        stats += "\n  " + told
                    else:
                        stats += " · " + told
            else:
                info, stats = "  no active race", ""
            if seat in given:  # the race's own rule says what the token does (the help tells it)
                stats = stats + f" · {given[seat]}" if stats else f"  holds a {given[seat]} token"
            ally = game.ally(seat)
            if ally is not None:  # public (R-HIDE-2): the ally's active race cannot attack this one
                info += f" · peace: {printable(game.players[ally])}"
            if declined:
                info += "  (decline: " + ", ".join(declined) + ")"
            if per == 2:  # the counts at the end, the rest cut before them
                tail = f"  {counts}" if counts else ""
                out.append(fit(info, width - len(tail)) + tail + "\n", style=theme.colour(seat))
            else:
                out.append(fit(info, width) + "\n", style=theme.colour(seat))
                out.append("\n".join(line[:width] for line in stats.split("\n")) + "\n", style="dim")
        out.rstrip()
        return out


class LogPanel(GamePanel):
    """The newest events in words; others' income stays hidden (R-HIDE-3) until the game is over."""

    DEFAULT_CSS = "LogPanel { height: 1fr; }"

    def __init__(self, game_screen: GameScreen, *, id: str | None = None) -> None:
        super().__init__(game_screen, id=id)
        self._cache: dict[tuple[Event, bool], str] = {}
        self.spare = 0  # on a short terminal: the rows the map leaves (its top rule and the last lines)
        self.add_class("-spent")

    def give(self, rows: int) -> None:
        """Take the ``rows`` the map does not use: a top rule and the last lines, the last line alone in one."""
        rows = max(0, rows)
        if rows != self.spare:
            self.spare = rows
            self.set_class(not rows, "-spent")
            self.set_class(rows == 1, "-bare")
            self.refresh(layout=True)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        # ``height: auto`` (a short terminal's map view): the rows given, below its top rule if it has one
        return self.spare - 1 if self.spare >= 2 else self.spare

    def render(self) -> Text:
        gs = self.game_screen
        game = gs.session.game
        height = max(1, self.size.height)
        width = max(20, self.size.width)
        events = [e for e in game.log if e.kind not in ("start", "redeploy")]
        lines: list[Text] = []
        for event in reversed(events):
            reveal = gs.reveal_all or (event.kind == "score" and event.seat == gs.viewer)
            key = (event, reveal)
            text = self._cache.get(key)
            if text is None:
                text = log_sentence(event, game, reveal)
                self._cache[key] = text
            line = Text(no_wrap=True, overflow="ellipsis")
            if event.seat is not None and event.kind != "turn":
                line.append_text(theme.chip(game.players, event.seat, with_name=False))
                line.append(" ")
            else:
                line.append("   ", style="dim")
                line.append(" ")
            line.append(text, style="bold" if event.kind == "turn" else "")
            line.truncate(width)
            lines.append(line)
            if len(lines) >= height:
                break
        out = Text(no_wrap=True, overflow="ellipsis")
        for i, line in enumerate(reversed(lines)):
            if i:
                out.append("\n")
            out.append_text(line)
        return out
