"""Work-arounds for Textual bugs that cost this app; each says its upstream issue and undoes itself once fixed."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from textual._styles_cache import StylesCache


def keep_no_styles_caches() -> None:
    """Textual caches ``StylesCache.get_inner_outer`` with ``lru_cache`` on the method, so the cache's key holds the
    ``StylesCache`` itself: the last 1,024 widgets drawn stay in memory with every strip they last rendered, long
    after they are removed (a footer rebuilt, a dialog closed), and each full garbage collection walks them, mid-frame
    (Textualize/textual#6665). The colours alone make the answer, so cache on those."""
    method = StylesCache.get_inner_outer
    plain = getattr(method, "__wrapped__", None)
    if plain is None:  # no longer an lru_cache on the method: fixed upstream
        return

    @lru_cache(1024)
    def inner_outer(base_background: Any, background: Any) -> Any:
        return plain(None, base_background, background)

    def get_inner_outer(self: StylesCache, base_background: Any, background: Any) -> Any:
        return inner_outer(base_background, background)

    method.cache_clear()
    StylesCache.get_inner_outer = get_inner_outer  # type: ignore[assignment]
