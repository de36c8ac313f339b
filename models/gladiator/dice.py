"""A six-sided die as a mesh, with a chosen face up: the table tumbles it and lands it on the
face the rule event rolled (dice are seeded in the rules; the table only shows them)."""
from __future__ import annotations

from functools import lru_cache

from models.meshkit import MeshData

PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (-1, 1), (1, -1), (1, 1)], 5: [(-1, -1), (-1, 1), (0, 0), (1, -1), (1, 1)],
        6: [(-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)]}
# the other faces for each top face (opposites sum to 7): (front +z, right +x)
AROUND = {1: (2, 3), 2: (1, 4), 3: (1, 2), 4: (1, 5), 5: (1, 3), 6: (2, 4)}
IVORY = (0.96, 0.94, 0.88)
PIP = (0.08, 0.07, 0.07)


@lru_cache(maxsize=24)
def die_mesh(top: int, body=IVORY, pip=PIP, size: float = 0.3) -> MeshData:
    top = max(1, min(6, int(top)))
    front, right = AROUND[top]
    faces = {(0, 1, 0): top, (0, -1, 0): 7 - top, (0, 0, 1): front, (0, 0, -1): 7 - front,
             (1, 0, 0): right, (-1, 0, 0): 7 - right}
    if body != IVORY:          # a coloured die (a side's initiative die): white pips
        pip = (0.97, 0.97, 0.97)
    h = size / 2
    m = MeshData()
    m.box((0, 0, 0), (size, size, size), body)
    s = size * 0.27     # pip spacing
    p = size * 0.075    # pip half size
    e = h + 0.002
    for n, value in faces.items():
        col = (0.85, 0.1, 0.1) if value == 1 and body == IVORY else pip
        for (a, b) in PIPS[value]:
            u, v = a * s, b * s
            if n == (0, 1, 0):
                q = [(u - p, e, v - p), (u - p, e, v + p), (u + p, e, v + p), (u + p, e, v - p)]
            elif n == (0, -1, 0):
                q = [(u - p, -e, v - p), (u + p, -e, v - p), (u + p, -e, v + p), (u - p, -e, v + p)]
            elif n == (0, 0, 1):
                q = [(u + p, v - p, e), (u + p, v + p, e), (u - p, v + p, e), (u - p, v - p, e)]
            elif n == (0, 0, -1):
                q = [(u - p, v - p, -e), (u - p, v + p, -e), (u + p, v + p, -e), (u + p, v - p, -e)]
            elif n == (1, 0, 0):
                q = [(e, v - p, u - p), (e, v + p, u - p), (e, v + p, u + p), (e, v - p, u + p)]
            else:
                q = [(-e, v - p, u + p), (-e, v + p, u + p), (-e, v + p, u - p), (-e, v - p, u - p)]
            m.add_poly(q, col, True, n)
    return m
