"""The plug-in contract every race and special power follows.

The core flow (``game.py``) never names a race or a power: it asks the active race's two abilities through
these hooks. A race or power is one small subclass that overrides only what it changes. Abilities are
stateless singletons; per-race state lives on ``RaceState`` (``flags``: a per-turn value an ability keeps under
its own key, like the Berserk roll).

Decisions of their own are ``AbilityMove``s, each declared with the turn ``Point`` where it is offered: at
``conquer`` it joins the conquest moves; at any other point the flow stops while the question waits (phase
``STEP``), the player answers with the move, ``skip`` (an optional one) or ``end`` (its documented default).
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from typing import TYPE_CHECKING, Any, ClassVar

from .actions import MAX_COUNT
from .events import ScorePart, plural, score_line

if TYPE_CHECKING:  # pragma: no cover
    from .actions import Action
    from .board import Region
    from .core import GameCore
    from .events import Event
    from .state import RaceState


@dataclass(frozen=True, slots=True)
class Marker:
    """A kind of piece an ability puts on regions (R-GLOSS: Troll Lair, Fortress, Encampment, Hole, Hero,
    Dragon). The state keeps a count per region for each kind (``GameState.markers``)."""

    kind: str  # the key in ``GameState.markers`` and the word in RegionView ("lair")
    label: str  # how a sentence names one ("a Hero")
    defence: int = 0  # added to a conquest's cost per marker (R-CONQ-4)
    immune: bool = False  # makes the region immune (R-GLOSS-IMMUNE)
    kept_in_decline: bool = False  # stays when its race declines (R-DECL-2 step 3)
    returns: bool = False  # goes back to its owner's pool when the region is lost or abandoned (Encampments)
    plural: str = ""  # how a sentence names several ("Encampments")
    stays: bool = False  # never cleared with its region (conquest, abandon, decline): only its own rule moves it
    # (W-RACE-HUMANS' Military Objectives lie in others' regions)
    piece: bool = False  # marks pieces of its race among its region's tokens that are not race tokens (W-POW-
    # BEASTMASTER's Beasts): the tray (R-COMP-1) does not count them; wow/pieces.py moves them
    holds: bool = False  # a piece of its race beside its race tokens (``r_tokens`` counts those only): it holds its
    # region alone, counts toward the per-region minimums and is no race token (W-POW-CHAMPIONING's Champion)
    taken: Callable[[GameCore, RaceState, int], None] | None = None  # called by a conquest of a region holding it:
    # (game, conqueror, region) (W-RACE-HUMANS: objective coins); the WoW conquest calls it
    hidden: bool = False  # a record about another marker in its region, never shown to the players (views, the end
    # preview): which face-down bomb is live (W-RACE-GOBLINS); it moves, stays and goes with that marker
    glyph: str = ""  # one single-width symbol the map draws it with, never a letter or digit: upper case letters
    # are the players' chips and lower case the races in decline (tests/app/test_stumble.py checks every ruleset)
    # --- Royal Bonus (engineer royal) ---
    crowds: bool = False  # a piece beside its race's tokens: a region holding one has no lone token for the
    # Sorcerers (X-POW-BEHEMOTH, X-IA Sorcerers), as an Encampment

    @property
    def name(self) -> str:
        """What a legend calls it: its label without the article ("Fortress", "Watch Tower", "Dragon")."""
        for article in ("a ", "an ", "the "):
            if self.label.startswith(article):
                return self.label[len(article):]
        return self.label

    @property
    def mark(self) -> str:
        """Its glyph on the map: ``glyph``, else its kind's initial."""
        return self.glyph or self.kind[:1].upper()


# the ``RaceState.flags`` keys of a failed final roll, for a race or power that ``remembers_roll``
FAILED_ROLL = ("failed_roll_region", "failed_roll_face", "failed_roll_hand")


class Point(StrEnum):
    """Where in a turn an ability's moves are offered (R-TURN-2; W-TURN-2 for Small World of Warcraft).

    ``conquer`` moves join the conquest moves; at every other point the flow asks the questions one by one
    (``Game.step``), each a declared move with its menu, its check and its default for ``end``."""

    START = "start"  # before MODE (W-TURN-2 START): every player-turn
    PREPARE = "prepare"  # MODE made explicit: decline, or answer these and expand (W-TURN-2 PREPARE)
    RACE_SETUP = "race_setup"  # right after PICK (W-TURN-2 RACE_SETUP)
    CONQUER = "conquer"  # among the conquest moves (Dragon, Sorcerers, Berserk)
    REDEPLOY = "redeploy"  # REDEPLOY step 1, when the conquests end, before the moves (W-TURN-2: purchases)
    PLACEMENTS = "placements"  # after the redeployment's moves (R-REDEP-1 step 4; W-TURN-2 step 3, in order)
    END_CHOICES = "end_choices"  # after SCORE (R-TURN-2 END_CHOICES)
    # RULES-EXP X-INT-8 (pack dames): right after a race went into decline (R-DECL-2 step 4), asked of that race: in a
    # decline turn before its SCORE, after a Stout decline once END_CHOICES is over (the Priestesses' Ivory Tower)
    DECLINED = "declined"


# Module constants for the points, as for the phases (phases.py): a plain global, where ``Point.CONQUER`` goes through
# the enum metaclass's ``__getattr__`` hook.
AT_START = Point.START
AT_PREPARE = Point.PREPARE
AT_RACE_SETUP = Point.RACE_SETUP
AT_CONQUER = Point.CONQUER
AT_REDEPLOY = Point.REDEPLOY
AT_PLACEMENTS = Point.PLACEMENTS
AT_END_CHOICES = Point.END_CHOICES
AT_DECLINED = Point.DECLINED

class Arg(StrEnum):
    """What a declared move names after its word (its notation, docs/notation.md)."""

    NONE = "none"  # "berserk"
    REGION = "region"  # "fortress 12" (``Action.region``)
    REGIONS = "regions"  # "heroes 3 7" (``Action.regions``, sorted)
    PATH = "path"  # "intimidate 12 7": a region, then where from it (``Action.regions`` in the order written)
    LAYOUT = "layout"  # "camps 3:2 7:3" (``Action.layout``)
    SEAT = "seat"  # "ally Bob" (``Action.seat`` and ``Action.name``)
    WORD = "word"  # "form wolf", "buy 3": one word from the move's own menu (``Action.name``, lower case)


@dataclass(frozen=True, slots=True)
class AbilityMove:
    """A move an ability brings with it (DESIGN.md, "An ability brings its own moves").

    - ``kind`` and ``arg``: its notation, the word and what follows it;
    - ``options``: the finite menu now (``[]``: not on offer, the question is not asked);
    - ``play``: what it does (change the game, append its events);
    - ``check``: why it is refused (raise IllegalAction with a Code); by default, what ``options`` does not list;
    - ``at``: the turn point where it is offered (``Point``); ``also``: further non-conquer points asking it
      (the Worgen form: after PICK in the pick turn, at PREPARE later, W-RACE-WORGEN);
    - ``default``: what ``end`` does with the question: None skips it (an optional move), else the move it plays
      (a mandatory one, by the rule its docstring documents); ``skip`` is legal only for an optional one;
    - ``auto``: a mandatory move whose menu holds one entry is played at once: there is no decision to take;
    - ``repeat``: once answered by a move, the question is asked again while its menu is not empty (one thing at a
      time, in the order the player picks: W-RACE-GOBLINS' bombs); ``skip`` or ``end`` leave it;
    - ``step``: the question's name (the word saves and screens know, "stout"); ``kind`` by default;
    - ``hint``: what to do at this question, in words; ``when``: why the move is refused anywhere else;
    - ``key``: the key that plays it in the app ("" = typed in notation only); moves sharing a key are one key (the
      first on offer plays); ``keys``: what that key does, in a few words, for the help's list of keys;
      ``advice``: a move on a region, what the app says of a region where it is on offer ("v converts…"); a move
      naming a player, the question the app asks ("make peace with whom?…");
    - ``way``: a ``conquer`` move on a region that is another way of conquering it (RULES-EXP: paying a Mercenary
      coin, spending Fireballs, a catapult conquest): the app's conquer key asks, among the ways on offer for the
      selected region, which one (its words: "pay 1 coin: cost -2"), instead of a key of its own.

    The core offers it only to a piece the ruleset says acts at that point (``Ruleset.pieces``), checks it is
    that piece's move, and records it like any move."""

    kind: str
    arg: Arg
    options: Callable[[GameCore, RaceState], list[Action]]
    play: Callable[[GameCore, RaceState, Action], None]
    text: str = ""  # one line for a player
    check: Callable[[GameCore, RaceState, Action], None] | None = None
    at: Point = Point.CONQUER
    also: tuple[Point, ...] = ()
    default: Callable[[GameCore, RaceState], Action | None] | None = None
    auto: bool = False
    repeat: bool = False
    step: str = ""
    hint: str = ""
    when: str = ""
    key: str = ""
    keys: str = ""
    advice: str = ""
    way: str = ""
    # --- A Spider's Web (RULES-EXP X-INT-13) ---
    may: bool = False  # a MAY whose ``end`` still plays ``default`` (X-INT-13: Winter's default placements):
    # ``skip`` passes it too (as a rule a question with a default is mandatory and cannot be skipped)

    @property
    def name(self) -> str:
        return self.step or self.kind


class Ability:
    """Defaults for every hook: no effect. Flags are read by the engine where the rule lives."""

    name: ClassVar[str] = ""
    rule: ClassVar[str] = ""  # the RULES.md id, e.g. "R-RACE-GHOULS"
    text: ClassVar[str] = ""  # one line a player understands
    help: ClassVar[str] = ""  # what the app's help says of it, when not ``text`` (WoW's pieces retold short)
    group: ClassVar[str] = ""  # a piece of ``Ruleset.others``: the help's heading for its kind ("Artifacts")
    map_name: ClassVar[str] = ""  # a piece lying on the map (WoW's Artifacts and Places): its label there, where a
    # region has little room ("" = its name)

    # --- tokens -------------------------------------------------------------------------------------
    extra_tokens: ClassVar[int] = 0  # Amazons' +4, taken on pick
    offmap_after_redeploy: ClassVar[int] = 0  # Amazons: removed at REDEPLOY step 3, back at READY

    # --- where the race may go ------------------------------------------------------------------------
    enters_anywhere: ClassVar[bool] = False  # Halflings: first conquest through any targetable region
    flies: ClassVar[bool] = False  # Flying: any land region, no adjacency
    seafaring: ClassVar[bool] = False  # seas and lakes may be conquered while active
    cavern_links: ClassVar[bool] = False  # Underworld: caverns adjacent to each other
    cavern_reach: ClassVar[bool] = False  # WoW Kobolds: every cavern counts as adjacent, no travel (W-RACE-KOBOLDS)
    no_travel: ClassVar[bool] = False  # WoW Sailing: never pays the travel cost (W-POW-SAILING)

    # --- conquest -----------------------------------------------------------------------------------
    has_cost_mod: ClassVar[bool] = False
    cut_flag: ClassVar[str | None] = None  # a flag of ``RaceState.flags`` without which ``cost_reduction`` is 0: a cut
    # made only while one conquest is priced (the Catapult, Behemoths, Fireballs), so the target scans skip it then
    reads_prices: ClassVar[bool] = False  # a menu reads every target's price (``conquest.priced_targets``): the move
    # generator's scan then keeps them for it (Fireball, Behemoth, Mercenary), so the menu scans nothing again
    min_pieces: ClassVar[int] = 1  # pieces the active race holds each region with, the least a conquest or a final
    # attempt needs, what READY leaves and decline keeps per region (W-RACE-TAUREN: 2); read by the core
    no_final_roll: ClassVar[str] = ""  # why the race never makes the final die roll (R-DIE), "" if it may
    loses_no_token: ClassVar[bool] = False  # Elves while active
    guards_losses: ClassVar[bool] = False  # ``cancels_loss`` may cancel a loss (W-RACE-DRAENEI's Holy Light)

    def cancels_loss(self, game: GameCore, rs: RaceState, rid: int) -> bool:
        """The active race would lose a piece in ``rid`` to an attack: True cancels that loss (the piece withdraws)
        and records the use. Asked only while the loss would still happen, the power before the race (RULING 31:
        a loss the Champion already saves does not use up Holy Light); only when ``guards_losses``."""
        return False

    def cost_reduction(self, game: GameCore, rs: RaceState, rid: int) -> int:
        """Tokens taken off the cost of conquering ``rid`` (R-CONQ-4 reductions)."""
        return 0

    tolls: ClassVar[bool] = False  # asks a toll before conquests of its regions, active or not (W-POW-MARSHDWELLER)
    toll_attacks: ClassVar[bool] = False  # the toll is due before every attack of W-CONQ-8, not only conquests
    # (Intimidating, swaps, bombs: W-RACE-PANDAREN's Harmony)
    toll_most: ClassVar[int] = 0  # the most ``toll`` ever asks for one region (a menu with more coins than every
    # toll of a region together skips the toll scan: wow/conquest.py ``unpayable``)

    def toll(self, game: GameCore, rs: RaceState, rid: int) -> int:
        """Coins another player's attacking race pays ``rs``'s owner before each conquest or attempt of ``rid``,
        a region of ``rs`` (asked only when ``tolls``)."""
        return 0

    given_token: ClassVar[str] = ""  # what the token ``given_to`` tells of is called ("Harmony": W-RACE-PANDAREN)

    def given_to(self, game: GameCore, rs: RaceState) -> tuple[int, ...]:
        """The seats holding a token this race handed out, public (W-RACE-PANDAREN's Harmony tokens)."""
        return ()

    def on_conquer(self, game: GameCore, rs: RaceState, rid: int, events: list[Event]) -> None:
        """Called after ``rs`` took ``rid`` (Troll Lair, Halfling Hole)."""

    def means(self, game: GameCore, rs: RaceState) -> str:
        """How the next normal conquest is made, for its event ("berserk" after a Berserk roll); "" = tokens."""
        return ""

    def pending(self, game: GameCore, rs: RaceState) -> str:
        """Why the other abilities' conquest moves wait now (a Berserk roll is spent on a normal conquest
        first), in words; "" when nothing waits."""
        return ""

    def on_ready(self, game: GameCore, rs: RaceState) -> None:
        """Called as READY begins, before the tokens are lifted (R-READY-1): the Champion comes to hand
        (W-POW-CHAMPIONING, RULING 19)."""

    # --- moves of its own, each offered at its turn point ------------------------------------------------
    moves: ClassVar[tuple[AbilityMove, ...]] = ()
    held_flags: ClassVar[tuple[str, ...]] = ()  # its ``RaceState.flags`` keys that last past its own turn (public
    # pieces: W-RACE-PANDAREN's Harmony tokens, held until its owner's START): positions keep them (position.py)

    def flag_limit(self, key: str, regions: int, players: int) -> int:
        """The largest value a written-down position may give its held flag ``key`` (each is a whole number from 0;
        a negative bit mask made the Lava's loop over its bits endless): a count up to MAX_COUNT by default; a bit
        mask over the regions or the seats says so (X-POW-LAVA, W-RACE-PANDAREN), a count with a smaller pile too."""
        return MAX_COUNT

    # --- markers ------------------------------------------------------------------------------------
    markers: ClassVar[tuple[Marker, ...]] = ()  # the kinds of marker this ability places
    marker_pool: ClassVar[int] = 0  # markers of a ``returns`` kind the race starts with off the map (Encampments)

    def on_pick(self, game: GameCore, rs: RaceState) -> None:
        """Called as the race is picked, before the ``race_setup`` questions (W-TURN-2 RACE_SETUP: the Goblins
        build their stack)."""

    # --- redeployment ------------------------------------------------------------------------------------
    def redeploy_gain(self, game: GameCore, rs: RaceState) -> int:
        """Tokens gained from the tray at REDEPLOY step 1 (Skeletons)."""
        return 0

    # --- decline ------------------------------------------------------------------------------------
    def on_decline(self, game: GameCore, rs: RaceState) -> None:
        """Called as the race goes into decline, before it flips: what leaves the map with its ability (RULING 7:
        Military Objectives, Beasts, the Champion, Watch Towers; the WoW decline calls it)."""

    keeps_all_on_decline: ClassVar[bool] = False  # Ghouls
    spirit: ClassVar[bool] = False  # outside the one-decline limit
    badge_stays: ClassVar[bool] = False  # the badge stays with the declined banner, leaves play with it (W-DECL-1)

    # --- scoring ------------------------------------------------------------------------------------
    score_unit: ClassVar[str] = ""  # what one bonus coin counts ("mine region"); "" = no bonus while active
    decline_score_unit: ClassVar[str] = ""  # the same in decline (Dwarves)

    def score(self, game: GameCore, rs: RaceState) -> int:
        """Bonus coins at SCORE while the race is active (R-SCORE-2)."""
        return 0

    def decline_score(self, game: GameCore, rs: RaceState) -> int:
        """Bonus coins at SCORE while the race is in decline (R-SCORE-3)."""
        return 0

    def score_why(self, game: GameCore, rs: RaceState, coins: int) -> str:
        """What the bonus counted, in words: "2 mine regions" (a flat bonus overrides this)."""
        return plural(coins, self.score_unit or self.decline_score_unit)

    def score_part(self, game: GameCore, rs: RaceState, coins: int) -> ScorePart:
        if type(self).score_why is _PLAIN_WHY:  # the words depend on the count alone: the line made once per count
            return _plain_part(self, coins)
        return _line(self, coins, self.score_why(game, rs, coins))

    # --- A Spider's Web (RULES-EXP X-ENG 9, 12, 13; X-INT-4, X-INT-7, X-INT-8) ----------------------------------
    # Each hook is asked only of the races and powers the ruleset derives from its flag or override (``Ruleset.
    # guarding``, ``starters``, ``taxing``): a base game asks none of them.
    guards: ClassVar[bool] = False  # ``guarded`` may name regions immune to other players (X-ENG-12)

    def guarded(self, game: GameCore, rs: RaceState, attacker: RaceState) -> AbstractSet[int]:
        """Regions this race's pieces bar race ``attacker`` from now (conquests and powers), though not every race:
        immunity against other players only (X-ENG-12, X-INT-5: Lava; in-decline White Ladies, Shrubmen forests),
        or a region barred to one race for the rest of the turn (X-ENG-15: after a Skag Attack). Asked for every
        race in play, active or not, whose race or power ``guards``; the ability says when it holds."""
        return frozenset()

    ambushes: ClassVar[bool] = False  # ``ambush`` may cancel another race's conquest (X-ENG-8)

    def ambush(self, game: GameCore, rs: RaceState, attacker: RaceState, rid: int) -> bool:
        """Race ``attacker`` is about to conquer (or convert) ``rid``, tokens committed, before R-CONQ-7 (X-INT-6
        (1): Skag Loot revealed): True cancels the conquest, the ability having applied what that costs the
        attacker. Asked for every race in play whose race or power ``ambushes``, and only when ``rid`` holds a marker
        (``GameState.marked``): an ambush is a piece lying in the region (Loot), so a region without one asks nobody."""
        return False

    def witness(self, game: GameCore, moment: str, seat: int, rs: RaceState | None) -> None:
        """Told of moments of every player's turn whether or not a race has this ability now (X-ENG-9, X-ENG-14:
        Copycat's copy ends): "start" (``seat``'s START, after the races' ``on_start``; ``rs`` his active race, if
        any), "decline" (``rs`` goes into decline, before R-DECL-2 step 1), "pick" (``rs`` was just picked).
        Asked of every race and power of the catalogue that has it (``Ruleset.witnesses``)."""

    keeps_older: ClassVar[bool] = False  # its decline keeps the player's older in-decline races (R-DECL-2 step 1
    # skipped: X-POW-SOULTOUCH)

    def revive(self, game: GameCore, rs: RaceState) -> bool:
        """Asked at MODE of its owner's turn without an active race, for each in-decline race whose race or power
        has it (``Ruleset.revivers``): True when it made an in-decline race active again instead of a pick (X-INT-4
        MODE ``REVIVE``, X-POW-SOULTOUCH)."""
        return False

    def redeal(self, game: GameCore, rs: RaceState, seat: int) -> None:
        """Re-deal with ``game.rng`` what player ``seat`` cannot see of this race's hidden pieces (``Game.
        determinized``: ``game`` is that player's imagined copy; X-INT-10: face-down Loot)."""

    def secrets(self, game: GameCore, rs: RaceState, seat: int) -> dict[int, str]:
        """What player ``seat`` alone may read of this ability's hidden pieces, by region, in words (``Game.
        secrets``; X-INT-10: the Skags' owner looks at his face-down Loot): {} for anyone it hides them from, and
        by default (no hidden piece)."""
        return {}

    def on_start(self, game: GameCore, rs: RaceState) -> None:
        """Called at its owner's START, before MODE and before the per-turn counters reset (it reads what they
        kept), for each of the player's races, active or in decline (X-INT-4 START: Lava removed, Pots collected, a
        Copycat copy ended); the ability says whether it acts then (X-RACE-LEPRECHAUNS collects Pots of Gold in
        decline too)."""

    def on_leave(self, game: GameCore, rs: RaceState) -> None:
        """Called as the race leaves play (R-DECL-3), before its regions are emptied: its pieces lying elsewhere go
        with it (X-POW-LAVA's tokens after a Stout decline)."""

    taxes: ClassVar[bool] = False  # ``tax`` may take coins off other races' scores (X-INT-7)
    tax_unit: ClassVar[str] = ""  # what one coin taken off counts, for the score line ("region under Winter")

    def tax(self, game: GameCore, rs: RaceState, scored: RaceState) -> int:
        """Regions of race ``scored`` that earn 1 coin less at its SCORE because of this race's pieces (X-INT-7:
        Winter), each region floored at 0 (a region earns 1, so 1 at most per region). Asked for every race in
        play, active or not, whose race or power ``taxes``, at every race's SCORE."""
        return 0

    # --- Be Not Afraid... (RULES-EXP.md X-INT-2/3/4/6, X-ENG 1, 2, 4, 7, 9): general hooks, False/no effect for
    # every base piece; the ruleset derives which pieces override them (``Ruleset.skip_hooked``, ``starters``,
    # ``sufferers``) so the core asks nobody in a game without them
    keeps_hand: ClassVar[bool] = False  # no REDEPLOY moves: tokens stay where they are, those in hand stay in hand
    # off the map until the next READY (X-RACE-BARBARIANS, RULING 15)
    keeps_per_region: ClassVar[int] = 0  # REDEPLOY step 3: every token beyond this many per region goes off the map
    # into hand until the next READY (X-RACE-PIXIES: 1); 0 = no such rule

    remembers_roll: ClassVar[bool] = False  # a failed final roll (R-DIE) is kept in ``RaceState.flags`` under
    # ``FAILED_ROLL``'s keys (region, face, hand) for a later decision (X-POW-MERCENARY: pay after the roll)

    def on_skipped(self, game: GameCore, combo: list[Any]) -> None:
        """The skip hook (X-INT-2): called for the race and the power of each combo a pick passes over, after its
        skip price is laid on it (``combo``: the column's entry; tokens lying on it are ``combo[3]``, X-INT-3)."""

    def on_lost(self, game: GameCore, rs: RaceState, rid: int, attacker: RaceState | None, lost: int) -> None:
        """Called after another race (``attacker``; None: no conqueror) took region ``rid`` from ``rs`` by a
        conquest or a conversion, once the conqueror's own triggers ran (X-INT-6 steps 3 and 5): ``lost`` tokens of
        ``rs`` went to the tray there. Asked only while ``rs`` is active (X-POW-CORRUPT, X-RACE-WITCHDOCTORS). Also
        asked, ``attacker`` None, of a race whose own conquest of ``rid`` a Skag Attack cancelled (X-INT-6 (1), (5))."""

    # --- Cursed! (RULES-EXP.md X-ENG 1, 3, 5, 7: rules/exp/cursed.py) -------------------------------------------
    skip_price: ClassVar[int] = 1  # a power's: coins a player pays onto its combo to take one below it (X-INT-2,
    # X-POW-CURSED: 3); read by ``GameCore.pick_price`` in a game with expansions only; at least 1 (``picks_within``)
    needs_company: ClassVar[bool] = False  # ``companions`` may be more than 0 (X-POW-HORDESOF)

    def companions(self, game: GameCore, rs: RaceState) -> int:
        """Pieces of the race that hold no region alone: each needs a regular token beside it at the end of
        REDEPLOY (X-POW-HORDESOF, RULING 6); a race keeps only as many regions as it has regular tokens for
        (``layouts.holdable``). Asked only when ``needs_company``."""
        return 0

    loses_hook: ClassVar[bool] = False  # ``on_region_lost`` is asked (X-POW-HORDESOF)

    def on_region_lost(self, game: GameCore, rs: RaceState, rid: int) -> None:
        """``rs`` (active or not) is about to lose ``rid`` to a conquest or a conversion, its pieces still there
        (X-POW-HORDESOF: the Hordes of tokens there withdraw, a regular token is the one lost). Asked only when
        ``loses_hook``."""

    # --- Royal Bonus and the distance-2 conquests (engineer royal; RULES-EXP X-ENG 5, 9, 11, 12) ---------------
    # Each hook is asked only when its flag is set on some piece of the ruleset (``Ruleset.__post_init__`` derives
    # the flags the core reads): a base game never pays for them.
    far_reach: ClassVar[bool] = False  # ``reach`` adds targets beyond the adjacent ones (X-ENG 11)

    def reach(self, game: GameCore, rs: RaceState) -> AbstractSet[int]:
        """Regions the active race may target beyond R-CONQ-3's adjacent ones (X-RACE-SLINGMEN: two steps away);
        asked only while the race holds a region (never for its first conquest)."""
        return frozenset()

    adds_defence: ClassVar[bool] = False  # ``extra_defence`` adds to the cost of conquering its regions (X-INT-5)

    def extra_defence(self, game: GameCore, rs: RaceState, rid: int) -> int:
        """Tokens this ability of ``rs`` adds to another player's cost of conquering ``rid``, a region of ``rs``
        (X-POW-BEHEMOTH: each Behemoth's strength)."""
        return 0

    # a region taken from a race: the API of the pack "cursed" (Ransacking), shared (X-INT-6 (6): the Fauns)
    strikes: ClassVar[bool] = False  # ``on_victim`` is asked (X-POW-RANSACKING)

    def on_victim(self, game: GameCore, rs: RaceState, victim: RaceState, rid: int, active: bool) -> None:
        """The active race ``rs`` has just taken ``rid`` from ``victim`` by a conquest or a conversion
        (``active``: the victim was active then): X-INT-6 (3), Ransacking's coin. Asked only when ``strikes``."""

    # --- RULES-EXP hooks of the pack "dames" (Grand Dames; X-ENG 12, 9, 15) ------------------------------------
    shielding: ClassVar[bool] = False  # ``shields`` may make regions immune to other players (derived into
    # ``Ruleset.shielding``: the target scan asks nothing of a ruleset without such a piece)

    def shields(self, game: GameCore, rs: RaceState, attacker: RaceState) -> AbstractSet[int]:
        """The regions ``rs`` (the race carrying this ability, active or in decline: the ability decides) makes
        immune to the race ``attacker`` now: immunity scoped to other players (RULES-EXP X-ENG 12, X-INT-5: in-decline
        White Ladies, Shrubmen forests, Lava). Immune to its conquests and to every power of its (Dragon, Sorcerers,
        Catapult, Winter, Lava…): ``scope.shielded`` unites them. Asked only when ``shielding``; never mutated."""
        return frozenset()

    bars: ClassVar[bool] = False  # it bars regions to a race for the rest of its turn (``RaceState.barred``, X-ENG 15:
    # the Nomads' abandoned regions, a Skag Attack's region): its ruleset's target scan then leaves them out
    # (``Ruleset.narrows``)

    watches_declines: ClassVar[bool] = False  # ``saw_decline`` is asked at every decline (derived into
    # ``Ruleset.decline_watchers``)

    def saw_decline(self, game: GameCore, rs: RaceState, declining: RaceState) -> None:
        """Any race (``declining``, maybe ``rs`` itself) is going into decline, at R-DECL-2 step 2 just before its
        banner flips; ``rs`` is an active race carrying this ability (RULES-EXP X-INT-8: the Historian's coin). Asked
        only when ``watches_declines``."""

    def on_abandon(self, game: GameCore, rs: RaceState, rid: int) -> None:
        """Called after the active race abandoned ``rid`` of its own will at READY (R-READY-2), not when a region is
        lost in any other way (RULES-EXP X-RACE-NOMADS: a coin is left in it and the region is barred this turn)."""

    watches_losses: ClassVar[bool] = False  # ``on_loss`` hears of every token a conquest sends to the tray

    def on_loss(self, game: GameCore, rs: RaceState, tokens: int) -> None:
        """``tokens`` (race or Lost Tribe tokens) were just sent to the tray or out of the game by a conquest or a
        conversion, by any player (X-INT-6 (5): the Igor count). Asked of every race in play, in decline too."""

    kept_flags: ClassVar[tuple[str, ...]] = ()  # its ``RaceState.flags`` keys kept for the race's whole life (the
    # Igor count, the Fireballs): ``new_turn`` keeps them (list them in ``held_flags`` too: positions write those)

    def after_redeploy(self, game: GameCore, rs: RaceState) -> None:
        """Called after the redeployment's moves, before the placements (X-INT-4 REDEPLOY (5): gains for later
        turns, X-POW-FIREBALL)."""

    def public_counts(self, game: GameCore, rs: RaceState) -> tuple[tuple[str, int], ...]:
        """Public counts this ability keeps for ``rs`` (X-INT-10: the Igor count, Fireballs, Behemoth strength), as
        (what, how many), for the views."""
        return ()

    # --- cross-pack interactions (issue 32, integration part B; RULES-EXP X-INT-7, X-ENG-6) ----------------------
    region_scoring: ClassVar[bool] = False  # ``region_score`` adds to or takes from each region's coin (Aquatic)

    def region_score(self, game: GameCore, rs: RaceState, rid: int) -> int:
        """Coins this ability adds to (or, negative, takes from) region ``rid`` of the active race ``rs`` at SCORE,
        inside its own score line (X-INT-7: Aquatic +1 coastal, -1 other). Another race's per-region malus (Winter's
        ``tax``) reads the region's total through ``region_total`` so that each region's total is floored at 0.
        Asked only when ``region_scoring``."""
        return 0

    def conquering(self, game: GameCore, rs: RaceState) -> int:
        """``GameCore._available`` for an active race that never redeploys (``keeps_hand``) carrying this power whose
        pieces need company (``needs_company``): the pieces it can conquer with now, 0 when none of them is a regular
        token (X-RACE-BARBARIANS: "Hordes of Barbarians: every conquest MUST commit ≥1 regular token"). By default
        the usual count: the hand, plus what READY would lift (R-READY-1)."""
        if rs.readied:
            return rs.hand
        regions = rs.regions
        return (rs.hand + rs.offmap + sum(map(game.r_tokens.__getitem__, regions))
                - len(regions) * rs.race.min_pieces)

    def __repr__(self) -> str:
        return self.name

    # --- integ-a (RULES-EXP cross-pack interactions) ------------------------------------------------------------
    def reviving(self, game: GameCore, rs: RaceState) -> RaceState | None:
        """The in-decline race that ``revive`` would make active now, if one is pending and still in play; changes
        nothing. Asked of the ``revivers`` at MODE: the in-decline Ghouls play their phase before REVIVE (X-INT-4
        steps 2 and 4, X-POW-SOULTOUCH), unless they are that race."""
        return None

    def lend(self, game: GameCore, rs: RaceState) -> None:
        """A Copycat copy of this power begins for ``rs`` (X-POW-COPYCAT, RULING 33: "plus its markers"): give the
        pieces a pick of it gives beside the race tokens (X-INT-3: the Hordes of tokens), never a pick-time effect
        (coins). The copy itself gives the badge's tokens and the power's ``marker_pool`` (the Behemoths)."""

    def take_back(self, game: GameCore, rs: RaceState) -> None:
        """A copy of this power by ``rs`` ends (X-POW-COPYCAT, RULING 33): take back the pieces the race holds with
        it, those ``lend`` gave and those gained while copying (Fireballs), before the copy lifts the power's
        markers from the map and empties its marker pool."""


_PLAIN_WHY = Ability.score_why


@lru_cache(maxsize=4096)
def _plain_part(ability: Ability, coins: int) -> ScorePart:
    """``score_part`` of an ability whose ``score_why`` is the default (it reads neither the game nor the race), made
    once per ability and count instead of its words at every SCORE; bounded for a long session."""
    return _line(ability, coins, ability.score_why(None, None, coins))  # type: ignore[arg-type]  # reads neither


def _line(ability: Ability, coins: int, why: str) -> ScorePart:
    """An ability's score line: a race's or a power's, by name."""
    return score_line("race" if isinstance(ability, Race) else "power", ability.name, coins, why)


class Race(Ability):
    banner: ClassVar[int] = 0
    supply: ClassVar[int] = 0
    faction: ClassVar[str] = ""  # printed faction (W-FACT-1): "Alliance", "Horde", "Neutral"; "" in the base game


class Power(Ability):
    badge: ClassVar[int] = 0


NO_POWER = Power()  # a race without a special power (RULES-EXP RULING 34: revived without its former badge); named ""


def region_total(game: GameCore, rs: RaceState, rid: int) -> int:
    """X-INT-7: what region ``rid`` earns race ``rs`` at SCORE before other races' maluses: its 1 coin plus the
    per-region scores of the active race's race and power (Aquatic). A malus taking a coin off a region (Winter)
    takes it only while this is above 0: each region's total is floored at 0 (RULINGS 24, 27). An Ivory Tower earns
    its tokens, at least 1: counting it as 1 gives the same floor."""
    total = 1
    if rs.active:
        for ability in (rs.race, rs.power):
            if ability.region_scoring:
                total += ability.region_score(game, rs, rid)
    return total


def count_regions(game: GameCore, rs: RaceState, test: Callable[[Region], bool]) -> int:
    """How many of the race's regions pass ``test(region)`` — the shape of most scoring bonuses."""
    regions = game.board.regions
    return sum(1 for rid in rs.regions if test(regions[rid]))
