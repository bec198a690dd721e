"""Be Not Afraid... (RULES-EXP.md): its races and powers, each a small plug-in like the base
game's (races.py, powers.py)."""

from __future__ import annotations

from ..packs import Pack

PACK = Pack("bna", 'Be Not Afraid...', races=(), powers=())
