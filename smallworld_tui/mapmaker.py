"""``smallworld layout FILE``: propose a ``layout:`` grid for a board file that has none.

How: the adjacency graph (plus an "outside" vertex touching every border region) must be planar, else no map can
show it and we say so. A barycentric (Tutte) drawing with the border regions on a circle places the regions;
cells grow from those places into connected regions; then a local search recolours boundary cells (never
splitting or emptying a region) until shared edges are exactly the adjacency, the frame is exactly the border
and no four regions meet at a bad corner. Every result is checked by the same validator the loader uses.
"""

from __future__ import annotations

import math
import random
import time
from collections import deque
from pathlib import Path
from typing import Any

from .rules import Board, BoardError
from .rules.maplayout import LayoutError, check_layout

OUTSIDE = -1


class NoLayout(ValueError):
    """No layout can be (or was) made for this board; the message says why."""


def _graph(board: Board) -> Any:
    import networkx as nx

    g = nx.Graph()
    g.add_nodes_from(r.id for r in board.regions)
    g.add_edges_from((r.id, a) for r in board.regions for a in r.adjacent)
    return g


def _check_planar(board: Board) -> list[int]:
    """The regions that go round the board's edge, in order (the border regions; without border flags, the
    longest face of a planar embedding), or NoLayout if the adjacency cannot be drawn on a flat map."""
    import networkx as nx

    g = _graph(board)
    if not nx.is_connected(g):
        parts = sorted(sorted(c) for c in nx.connected_components(g))
        raise NoLayout(f"the regions form {len(parts)} separate groups (e.g. {_ids(parts[1])} touch nothing of "
                       f"{_ids(parts[0])}); a map is one piece")
    planar, cert = nx.check_planarity(g, counterexample=True)
    if not planar:
        raise NoLayout("the adjacency graph is not planar: regions " + _ids(sorted(cert.nodes))
                       + " are adjacent in a way no flat map can draw (each region would have to touch more "
                       "neighbours than shapes on a plane can); remove an adjacency among them")
    border = [r.id for r in board.regions if r.border]
    if not border:  # any face can be the outside: take the longest, so the most regions reach the edge
        _, emb = nx.check_planarity(g)
        seen: set[tuple[int, int]] = set()
        best: list[int] = []
        for v, w in emb.edges():
            if (v, w) not in seen:
                face = emb.traverse_face(v, w, mark_half_edges=seen)
                best = face if len(face) > len(best) else best
        return list(dict.fromkeys(best)) or [board.regions[0].id]
    g.add_edges_from((OUTSIDE, b) for b in border)
    planar, emb = nx.check_planarity(g)
    if not planar:
        raise NoLayout("the border regions cannot all lie on the board's edge with this adjacency (the graph "
                       "with an outside touching every border region is not planar); check the border flags")
    return list(emb.neighbors_cw_order(OUTSIDE))


def _ids(ids: list[int]) -> str:
    shown = ", ".join(map(str, ids[:8]))
    return shown + (", ..." if len(ids) > 8 else "")


def _places(board: Board, ring: list[int]) -> dict[int, tuple[float, float]]:
    """Where each region goes in the unit square: the ring on a circle in its order, the rest at the average
    of their neighbours (Tutte's barycentric drawing)."""
    pos = {}
    for k, rid in enumerate(ring):
        angle = 2 * math.pi * k / len(ring)
        pos[rid] = (0.5 + 0.5 * math.cos(angle), 0.5 + 0.5 * math.sin(angle))
    inner = [r.id for r in board.regions if r.id not in pos]
    for rid in inner:
        pos[rid] = (0.5, 0.5)
    for _ in range(300):
        for rid in inner:
            adj = board.regions[rid].adjacent
            pos[rid] = (sum(pos[a][0] for a in adj) / len(adj), sum(pos[a][1] for a in adj) / len(adj))
    return pos


class _Search:
    """The grid under local search, with incremental counts of everything the validator checks."""

    def __init__(self, board: Board, width: int, height: int, pos: dict[int, tuple[float, float]],
                 rng: random.Random) -> None:
        self.w, self.h, self.rng = width, height, rng
        self.n = len(board.regions)
        self.adj = {frozenset((r.id, a)) for r in board.regions for a in r.adjacent}
        self.has_border = any(r.border for r in board.regions)
        self.border = [r.border for r in board.regions]
        self.grid = self._grow(pos)
        self.touch: dict[frozenset[int], int] = {}
        self.frame = [0] * self.n
        self.size = [0] * self.n
        for y in range(height):
            for x in range(width):
                rid = self.grid[y][x]
                self.size[rid] += 1
                if self._on_frame(y, x):
                    self.frame[rid] += 1
                for yy, xx in ((y, x + 1), (y + 1, x)):
                    if yy < height and xx < width and self.grid[yy][xx] != rid:
                        pair = frozenset((rid, self.grid[yy][xx]))
                        self.touch[pair] = self.touch.get(pair, 0) + 1
        self.corners = sum(self._bad_corner(y, x) for y in range(height - 1) for x in range(width - 1))

    def _on_frame(self, y: int, x: int) -> bool:
        return y in (0, self.h - 1) or x in (0, self.w - 1)

    def _grow(self, pos: dict[int, tuple[float, float]]) -> list[list[int]]:
        """Seed each region at its place (nearest free cell), then grow all at once, breadth first."""
        grid = [[-1] * self.w for _ in range(self.h)]
        queue: deque[tuple[int, int]] = deque()
        for rid in sorted(pos, key=lambda r: (not self.border[r], r)):
            px, py = pos[rid]
            ty, tx = py * (self.h - 1), px * (self.w - 1)
            free = min(((y, x) for y in range(self.h) for x in range(self.w) if grid[y][x] < 0),
                       key=lambda c: (c[0] - ty) ** 2 + (c[1] - tx) ** 2)
            grid[free[0]][free[1]] = rid
            queue.append(free)
        while queue:
            y, x = queue.popleft()
            steps = [(1, 0), (-1, 0), (0, 1), (0, -1)]
            self.rng.shuffle(steps)
            for dy, dx in steps:
                yy, xx = y + dy, x + dx
                if 0 <= yy < self.h and 0 <= xx < self.w and grid[yy][xx] < 0:
                    grid[yy][xx] = grid[y][x]
                    queue.append((yy, xx))
        return grid

    def _bad_corner(self, y: int, x: int) -> int:
        g = self.grid
        a, b, c, d = g[y][x], g[y][x + 1], g[y + 1][x], g[y + 1][x + 1]
        if len({a, b, c, d}) < 4:
            return 0
        return int(frozenset((a, d)) not in self.adj) + int(frozenset((b, c)) not in self.adj)

    def cost(self) -> int:
        """Defects, weighted so that every step towards a valid grid shows: each shared edge between regions that
        are not adjacent and each frame cell of an inland region counts; a missing adjacency or a border region
        off the frame counts 3; each bad corner counts."""
        bad = sum(3 for p in self.adj if not self.touch.get(p))
        bad += sum(k for p, k in self.touch.items() if k and p not in self.adj)
        if self.has_border:
            bad += sum(self.frame[r] if not self.border[r] else 3 * (self.frame[r] == 0) for r in range(self.n))
        return bad + self.corners

    def _stays_connected(self, y: int, x: int, rid: int) -> bool:
        """Taking cell (y, x) away from ``rid`` leaves it in one piece."""
        g = self.grid
        near = [(y + dy, x + dx) for dy, dx in ((1, 0), (-1, 0), (0, 1), (0, -1))
                if 0 <= y + dy < self.h and 0 <= x + dx < self.w and g[y + dy][x + dx] == rid]
        if len(near) <= 1:
            return True
        g[y][x] = -2
        seen = {near[0]}
        todo = [near[0]]
        while todo and len(seen) < self.size[rid] - 1:
            cy, cx = todo.pop()
            for ny, nx_ in ((cy + 1, cx), (cy - 1, cx), (cy, cx + 1), (cy, cx - 1)):
                if 0 <= ny < self.h and 0 <= nx_ < self.w and g[ny][nx_] == rid and (ny, nx_) not in seen:
                    seen.add((ny, nx_))
                    todo.append((ny, nx_))
        g[y][x] = rid
        return all(c in seen for c in near)

    def recolour(self, y: int, x: int, new: int) -> None:
        """Give cell (y, x) to region ``new``, keeping every count up to date."""
        g = self.grid
        old = g[y][x]
        for yy, xx in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)):
            if 0 <= yy < self.h and 0 <= xx < self.w:
                other = g[yy][xx]
                if other != old:
                    self.touch[frozenset((old, other))] -= 1
                if other != new:
                    pair = frozenset((new, other))
                    self.touch[pair] = self.touch.get(pair, 0) + 1
        blocks = [(by, bx) for by in (y - 1, y) for bx in (x - 1, x) if 0 <= by < self.h - 1 and 0 <= bx < self.w - 1]
        self.corners -= sum(self._bad_corner(by, bx) for by, bx in blocks)
        g[y][x] = new
        self.corners += sum(self._bad_corner(by, bx) for by, bx in blocks)
        self.size[old] -= 1
        self.size[new] += 1
        if self._on_frame(y, x):
            self.frame[old] -= 1
            self.frame[new] += 1

    def run(self, deadline: float, steps: int) -> bool:
        """Simulated annealing over boundary recolourings; True once the grid has no defect left."""
        current = self.cost()
        temp = 2.0
        for step in range(steps):
            if current == 0:
                return True
            if step % 512 == 0:
                if time.monotonic() > deadline:
                    return False
                temp = max(0.05, 2.0 * (1 - step / steps))
            y, x = self.rng.randrange(self.h), self.rng.randrange(self.w)
            old = self.grid[y][x]
            options = {self.grid[yy][xx] for yy, xx in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1))
                       if 0 <= yy < self.h and 0 <= xx < self.w} - {old}
            if not options or self.size[old] == 1 or not self._stays_connected(y, x, old):
                continue
            new = self.rng.choice(sorted(options))
            self.recolour(y, x, new)
            delta = self.cost() - current
            if delta <= 0 or self.rng.random() < math.exp(-delta / temp):
                current += delta
            else:
                self.recolour(y, x, old)
        return current == 0


def propose(board: Board, seed: int = 0, budget: float = 30.0) -> list[str]:
    """A valid layout for ``board`` (rows of ids), or NoLayout saying why none can be made or none was found."""
    ring = _check_planar(board)
    pos = _places(board, ring)
    rng = random.Random(seed)
    deadline = time.monotonic() + budget
    n = len(board.regions)
    scale = 2.2
    while time.monotonic() < deadline:
        side = max(3, round(scale * math.sqrt(n)))
        width, height = side + side // 3, side
        for _ in range(3):
            search = _Search(board, width, height, pos, rng)
            if search.run(deadline, steps=60_000 + 2_000 * n):
                rows = [" ".join(f"{rid:>{len(str(n - 1))}}" for rid in row) for row in search.grid]
                try:
                    check_layout(rows, board.regions)
                except LayoutError:
                    continue  # cannot happen if the counts are right; search again rather than print a bad grid
                return rows
            if time.monotonic() > deadline:
                break
        scale += 0.6
    gaps = [(a, b) for a, b in zip(ring, ring[1:] + ring[:1]) if len(ring) > 2 and b not in board.regions[a].adjacent]
    hint = ""
    if gaps:  # the frame is a closed loop: each border region touches the next one round it
        a, b = gaps[0]
        hint = (f"; likely why: going round the edge, border regions {a} and {b} come next to each other but are "
                "not adjacent (the edge is a closed loop, so each border region must be adjacent to the next)")
    raise NoLayout(f"no layout found within {budget:.0f} s{hint}; if the board is drawable, write one by hand "
                   "(see the README) or try another --seed")


def with_layout(text: str, rows: list[str]) -> str:
    """The board file's text with a ``layout:`` block appended (comments and formatting kept)."""
    block = ["layout:  # proposed by 'smallworld layout': one row of region ids per line, one cell each"]
    block += [f'  - "{row}"' for row in rows]
    return text.rstrip("\n") + "\n" + "\n".join(block) + "\n"


def layout_command(path: str, write: bool = False, seed: int = 0, budget: float = 30.0) -> str:
    """What ``smallworld layout FILE`` prints; BoardError/NoLayout when the file cannot get a layout."""
    import yaml

    from .rules import load_board, write_atomic
    from .rules.board import board_from_dict

    board = load_board(path)  # a broken board file is refused first, with the loader's reason
    if board.layout is not None:
        raise NoLayout("it already has a valid layout; remove the 'layout:' block to propose a new one")
    rows = propose(board, seed=seed, budget=budget)
    text = with_layout(Path(path).read_text(encoding="utf-8"), rows)
    board_from_dict(yaml.safe_load(text), source=path)  # the file as written loads, layout and all
    if write:
        write_atomic(Path(path), text)
        return f"{path}: layout added ({len(rows[0].split())} x {len(rows)} cells)"
    return text


__all__ = ["BoardError", "NoLayout", "layout_command", "propose", "with_layout"]
