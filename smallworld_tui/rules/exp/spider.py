"""A Spider's Web (RULES-EXP.md): its races and powers, each a small plug-in like the base
game's (races.py, powers.py).

- Lava (X-POW-LAVA): Lava tokens poured from held Mountains bar other players until the owner's next START.
- Ice Witches (X-RACE-ICEWITCHES): Winter markers: +1 defence, -1 coin for others' regions, removed at decline.
- Skags (X-RACE-SKAGS): face-down Loot (a hidden face marker beside the public one), the Skag Attack.
- Soul-Touch (X-POW-SOULTOUCH): the older in-decline race kept and revived at the next MODE.
- Copycat (X-POW-COPYCAT): a column power borrowed with its badge in tokens until the next START.
(Slingmen, the pack's third race, come from another engineer's branch: at the end of this module, or as
spiderweb/slingmen.py beside the others.)

Each piece is a module of ``spiderweb/`` with the rulings it adds where RULES-EXP is silent in its docstring.
"""

from __future__ import annotations

from ..events import fast_inits
from ..packs import Pack
from .spiderweb.copycat import Copycat, copied
from .spiderweb.icewitches import IceWitches
from .spiderweb.lava import LAVA_FLAG, Lava
from .spiderweb.skags import Skags, seen_loot
from .spiderweb.soultouch import SoulTouch

__all__ = ["LAVA_FLAG", "PACK", "copied", "seen_loot"]

fast_inits("smallworld_tui.rules.exp.spiderweb")  # the pieces' events made as fast as the base game's (events.py)
PACK = Pack("spider", "A Spider's Web", races=(IceWitches(), Skags()), powers=(Copycat(), Lava(), SoulTouch()))
