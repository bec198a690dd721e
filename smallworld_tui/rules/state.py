"""Mutable per-race and per-player state. Plain slotted classes: they sit on the engine's hot path."""

from __future__ import annotations

from .ability import Power, Race


class RaceState:
    """One race banner in play, held by one player (active or in decline)."""

    __slots__ = (
        "race", "power", "seat", "active", "regions", "hand", "withdrawn", "offmap", "picked_turn",
        "holes_placed", "camps_pool", "camps_returned", "readied", "lifted", "started", "ended", "nonempty",
        "die_used", "dragon_used", "berserk_roll", "converted", "attacked", "gain_done",
    )

    def __init__(self, race: Race, power: Power, seat: int, turn: int):
        self.race = race
        self.power = power
        self.seat = seat
        self.active = True
        self.regions: set[int] = set()
        self.hand = 0  # tokens in hand (R-GLOSS-MISC)
        self.withdrawn = 0  # tokens waiting for WITHDRAWALS (R-CONQ-12)
        self.offmap = 0  # the Amazons' 4 set aside
        self.picked_turn = turn
        self.holes_placed = 0
        self.camps_pool = 5 if power.marker_step == "camps" else 0  # Encampments off the map
        self.camps_returned = 0  # Encampments that came back by conquest, placed at WITHDRAWALS
        self.new_turn()

    def new_turn(self) -> None:
        """R-TURN-2 START: reset the per-turn counters."""
        self.readied = False
        self.lifted: dict[int, int] = {}
        self.started = False  # a conquest action happened: READY (abandoning) is over
        self.ended = False  # conquests have ended this turn
        self.nonempty = 0
        self.die_used = False
        self.dragon_used = False
        self.berserk_roll: int | None = None
        self.converted: set[int] = set()
        self.attacked: set[int] = set()
        self.gain_done = False

    @property
    def name(self) -> str:
        return self.race.name

    @property
    def title(self) -> str:
        """'Flying Orcs' while active, 'Orcs' in decline (a Spirit badge stays: 'Spirit Orcs')."""
        if self.active or self.power.spirit:
            return f"{self.power.name} {self.race.name}"
        return self.race.name

    def abilities(self):
        """Race and power abilities that apply now: none in decline (R-DECL-5 lists the exceptions)."""
        return (self.race, self.power) if self.active else ()


class PlayerState:
    __slots__ = ("name", "coins", "active", "declined", "ally", "income")

    def __init__(self, name: str):
        self.name = name
        self.coins = 5  # R-SETUP-4
        self.active: RaceState | None = None
        self.declined: list[RaceState] = []  # oldest first
        self.ally: int | None = None  # seat protected from by this player's Diplomat (R-POW-DIPLOMAT)
        self.income = 0  # coins scored on this player's last turn

    def races(self) -> list[RaceState]:
        return ([self.active] if self.active else []) + self.declined
