"""The pips over a figure's head (Ninja Arena's life, Morituri's Condition), made one way for both."""
from __future__ import annotations

from models import palette
from models.meshkit import MeshData

FRAME = 0.026      # the seat colour's frame around the plate, in world units


def pip_bar(value: int, most: int, seat_color, width: float, height: float) -> MeshData:
    """`most` pips on a dark plate, the first `value` filled in a life colour and the rest dark,
    a clip in the seat colour on the left (the game's wooden life-clip) and a frame in it all
    round: the bar says whose it is, and two figures' bars side by side read as two (without
    the frame two fighters' bars touching in a film read as one long bar). Centred on x = 0,
    facing -z (billboarded); `width` is the pips' row."""
    m = MeshData()
    pad = 0.018
    n = max(1, most)
    x0, x1 = -width / 2, width / 2 + pad
    lo, hi = -height / 2 - pad, height / 2 + pad

    def quad(xa, xb, ya, yb, col, z=0.0):
        m.add_poly([(xa, ya, z), (xa, yb, z), (xb, yb, z), (xb, ya, z)], col, False)

    quad(x0 - 0.08 - FRAME, x1 + FRAME, lo - FRAME, hi + FRAME, seat_color, 0.004)
    quad(x0 - 0.08, x1, lo, hi, (0.05, 0.05, 0.06), 0.002)
    quad(x0 - 0.075, x0 - 0.012, -height / 2 - pad * 0.6, height / 2 + pad * 0.6, seat_color, 0.0)
    fill = palette.life_color(max(0, value), n)
    seg = (width - pad) / n
    for i in range(n):
        xa = x0 + pad + i * seg
        quad(xa, xa + seg - pad, -height / 2 + pad * 0.5, height / 2 - pad * 0.5,
             fill if i < value else palette.LIFE_EMPTY, 0.0)
    return m
