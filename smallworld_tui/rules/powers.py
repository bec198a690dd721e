"""The 20 special powers (RULES.md section 15), each one small plug-in. Badge = tokens added to the banner's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .ability import Marker, Power, count_regions

if TYPE_CHECKING:  # pragma: no cover
    from .core import GameCore
    from .state import RaceState

FORTRESS = Marker("fortress", "a Fortress", defence=1, kept_in_decline=True)  # R-POW-FORTIFIED
CAMPS = Marker("camps", "an Encampment", defence=1, returns=True)  # R-POW-BIVOUACKING
HERO = Marker("hero", "a Hero", immune=True)  # R-POW-HEROIC
DRAGON = Marker("dragon", "the Dragon", immune=True)  # R-POW-DRAGONMASTER


class Alchemist(Power):
    name, rule, badge = "Alchemist", "R-POW-ALCHEMIST", 4
    text = "+2 coins every turn while active."
    score_unit = "turn"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return 2

    def score_why(self, game: GameCore, rs: RaceState, coins: int) -> str:
        return "every turn while active"


class Berserk(Power):
    name, rule, badge = "Berserk", "R-POW-BERSERK", 4
    text = "Roll the reinforcement die before each conquest and subtract the roll from its cost."
    berserk = True


class Bivouacking(Power):
    name, rule, badge = "Bivouacking", "R-POW-BIVOUACKING", 5
    text = "5 Encampments, placed at each redeployment; each adds 1 to a region's defence."
    marker_step = "camps"
    markers = (CAMPS,)
    marker_pool = 5


class Commando(Power):
    name, rule, badge = "Commando", "R-POW-COMMANDO", 4
    text = "-1 to conquer any region."
    has_cost_mod = True

    def cost_reduction(self, game: GameCore, rs: RaceState, rid: int) -> int:
        return 1


class Diplomat(Power):
    name, rule, badge = "Diplomat", "R-POW-DIPLOMAT", 5
    text = "At the end of your turn name an opponent you did not attack: his active race cannot attack yours."
    end_choice = "ally"


class DragonMaster(Power):
    name, rule, badge = "Dragon Master", "R-POW-DRAGONMASTER", 5
    text = "Once per turn conquer a region with 1 token; the Dragon makes it immune."
    dragon = True
    markers = (DRAGON,)


class Flying(Power):
    name, rule, badge = "Flying", "R-POW-FLYING", 5
    text = "Conquer any land region, adjacent or not."
    flies = True  # also waives the first-conquest border rule (R-CONQ-2)


class _TerrainBonus(Power):
    """+1 coin per held region of one terrain (Forest, Hill, Swamp)."""

    terrain = ""

    def score(self, game: GameCore, rs: RaceState) -> int:
        return count_regions(game, rs, lambda r: r.terrain == self.terrain)


class Forest(_TerrainBonus):
    name, rule, badge, terrain = "Forest", "R-POW-FOREST", 4, "forest"
    text = "+1 coin per forest region."
    score_unit = "forest region"


class Fortified(Power):
    name, rule, badge = "Fortified", "R-POW-FORTIFIED", 3
    text = "Once per turn add a Fortress (+1 defence, +1 coin while active); at most 6."
    marker_step = "fortress"
    markers = (FORTRESS,)
    score_unit = "Fortress"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return sum(1 for rid in rs.regions if game.marker("fortress", rid))


class Heroic(Power):
    name, rule, badge = "Heroic", "R-POW-HEROIC", 5
    text = "Two Heroes make two of your regions immune until your next redeployment."
    marker_step = "heroes"
    markers = (HERO,)


class Hill(_TerrainBonus):
    name, rule, badge, terrain = "Hill", "R-POW-HILL", 4, "hill"
    text = "+1 coin per hill region."
    score_unit = "hill region"


class Merchant(Power):
    name, rule, badge = "Merchant", "R-POW-MERCHANT", 2
    text = "+1 coin per region."
    score_unit = "region"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return len(rs.regions)


class Mounted(Power):
    name, rule, badge = "Mounted", "R-POW-MOUNTED", 5
    text = "-1 to conquer a hill or farmland region."
    has_cost_mod = True

    def cost_reduction(self, game: GameCore, rs: RaceState, rid: int) -> int:
        return 1 if game.board.regions[rid].terrain in ("hill", "farmland") else 0


class Pillaging(Power):
    name, rule, badge = "Pillaging", "R-POW-PILLAGING", 5
    text = "+1 coin per non-empty region conquered this turn."
    score_unit = "non-empty region"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return rs.nonempty


class Seafaring(Power):
    name, rule, badge = "Seafaring", "R-POW-SEAFARING", 5
    text = "Conquer seas and the lake; keep and score them even in decline."
    seafaring = True


class Spirit(Power):
    name, rule, badge = "Spirit", "R-POW-SPIRIT", 5
    text = "In decline this race does not count toward the one-decline limit and never leaves by a later decline."
    spirit = True


class Stout(Power):
    name, rule, badge = "Stout", "R-POW-STOUT", 4
    text = "May go into decline at the end of a normal turn, after scoring."
    end_choice = "stout"


class Swamp(_TerrainBonus):
    name, rule, badge, terrain = "Swamp", "R-POW-SWAMP", 4, "swamp"
    text = "+1 coin per swamp region."
    score_unit = "swamp region"


class Underworld(Power):
    name, rule, badge = "Underworld", "R-POW-UNDERWORLD", 5
    text = "-1 to conquer a cavern; all caverns are adjacent to each other."
    has_cost_mod = True
    cavern_links = True

    def cost_reduction(self, game: GameCore, rs: RaceState, rid: int) -> int:
        return 1 if game.board.regions[rid].cavern else 0


class Wealthy(Power):
    name, rule, badge = "Wealthy", "R-POW-WEALTHY", 4
    text = "+7 coins once, at the end of the turn the race is picked."
    score_unit = "turn"

    def score(self, game: GameCore, rs: RaceState) -> int:
        return 7 if rs.picked_turn == game.turn else 0

    def score_why(self, game: GameCore, rs: RaceState, coins: int) -> str:
        return "once, the turn it is picked" if coins else "already paid"


POWERS: dict[str, Power] = {
    cls.name: cls()
    for cls in (Alchemist, Berserk, Bivouacking, Commando, Diplomat, DragonMaster, Flying, Forest, Fortified,
                Heroic, Hill, Merchant, Mounted, Pillaging, Seafaring, Spirit, Stout, Swamp, Underworld, Wealthy)
}
