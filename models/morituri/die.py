"""The secret die (IV.7) and the cup that hides it: the attacker's die sits under a cup until
the reveal, so no picture ever shows the set number before it is uncovered.

`die_mesh(top)` is an ivory cube of side 1 centred on (0, 0.5, 0) with `top` pips on the top
face (the other faces carry the remaining numbers so it reads as a die from any side)."""
from __future__ import annotations

from functools import lru_cache

from models import palette
from models.meshkit import MeshData

IVORY = (0.96, 0.93, 0.84)
PIP = (0.12, 0.08, 0.08)
PIP_RED = (0.78, 0.12, 0.10)
CUP = (0.30, 0.18, 0.10)
CUP_RIM = palette.GOLD

# pip positions on a face, in face coordinates (-1..1)
PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (-1, 1), (1, -1), (1, 1)], 5: [(-1, -1), (-1, 1), (0, 0), (1, -1), (1, 1)],
        6: [(-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)]}


@lru_cache(maxsize=None)
def die_mesh(top: int = 1) -> MeshData:
    m = MeshData()
    m.box((0, 0.5, 0), (1, 1, 1), IVORY)
    others = [v for v in (1, 2, 3, 4, 5, 6) if v != top]
    s, r = 0.27, 0.09
    # top (+y)
    for px, pz in PIPS[top]:
        x, z = px * s, pz * s
        m.add_poly([(x - r, 1.002, z - r), (x - r, 1.002, z + r), (x + r, 1.002, z + r),
                    (x + r, 1.002, z - r)], PIP_RED if top == 1 else PIP, True, (0, 1, 0))
    # front (-z) and right (+x): two more faces visible from the default camera
    for px, py in PIPS[others[0]]:
        x, y = px * s, 0.5 + py * s
        m.add_poly([(x - r, y - r, -0.502), (x - r, y + r, -0.502), (x + r, y + r, -0.502),
                    (x + r, y - r, -0.502)], PIP, True, (0, 0, -1))
    for pz, py in PIPS[others[1]]:
        z, y = pz * s, 0.5 + py * s
        m.add_poly([(0.502, y - r, z - r), (0.502, y + r, z - r), (0.502, y + r, z + r),
                    (0.502, y - r, z + r)], PIP, True, (1, 0, 0))
    return m


@lru_cache(maxsize=None)
def cup_mesh() -> MeshData:
    """An upturned leather cup, wider at the rim (bottom), with a gold rim and a '?' band."""
    m = MeshData()
    m.prism((0, 0, 0), 0.78, 1.25, CUP, sides=14, radius_top=0.6,
            top_color=palette.scale(CUP, 1.2))
    m.prism((0, -0.01, 0), 0.8, 0.14, CUP_RIM, sides=14, radius_top=0.79)
    return m
