"""Places in words for menus and messages (issue 16: no coordinates on screen). A cell is named
from where the acting figure stands ("2 hexes north-east", "3 squares north, 1 east"), or,
with nothing to measure from, by the board's edges ("south row, 2nd from the west"). North is
away from the first seat, as the table's default camera shows it (+z in the world)."""
from __future__ import annotations

import math
import re

from scenes.layout import square_xz

COMPASS = ("north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west")


def compass(dx: float, dz: float) -> str:
    """The eight-way direction of a world offset (x east, z north)."""
    sector = round(math.degrees(math.atan2(dx, dz)) / 45.0) % 8
    return COMPASS[sector]


def hex_steps(a, b) -> int:
    dq, dr = b[0] - a[0], b[1] - a[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


# the six hex directions (flat-top, axial: r grows southward), clockwise from north
HEX_DIRS = (((0, -1), "north"), ((1, -1), "north-east"), ((1, 0), "south-east"),
            ((0, 1), "south"), ((-1, 1), "south-west"), ((-1, 0), "north-west"))


def hex_way(dq: int, dr: int) -> str:
    """A hex offset as it is counted on the board: "3 hexes north", or along the two directions
    it lies between, the longer leg first ("2 north, 1 north-east"), so no two hexes read alike."""
    for i, ((q1, r1), n1) in enumerate(HEX_DIRS):
        (q2, r2), n2 = HEX_DIRS[(i + 1) % 6]
        det = q1 * r2 - q2 * r1
        a, b = (dq * r2 - q2 * dr) / det, (q1 * dr - dq * r1) / det
        if a >= 0 and b >= 0 and a + b > 0:
            a, b = round(a), round(b)
            if b == 0 or a == 0:
                n, name = (a, n1) if b == 0 else (b, n2)
                return f"{n} hex{'es' if n != 1 else ''} {name}"
            if a == b and {n1, n2} in ({"north-east", "south-east"}, {"north-west", "south-west"}):
                return f"{a + b} hexes {'east' if 'east' in n1 else 'west'}"     # straight across
            legs = sorted(((a, n1), (b, n2)), key=lambda leg: -leg[0])
            return f"{legs[0][0]} {legs[0][1]}, {legs[1][0]} {legs[1][1]}"
    return "where he stands"


def away(frm, to, grid: str = "square") -> str:
    """`to` seen from `frm`: "where he stands", "1 square north", "3 hexes south-west"."""
    if frm is None or to is None:
        return "somewhere on the board"
    frm, to = tuple(frm), tuple(to)
    if frm == to:
        return "where he stands"
    if grid == "hex":
        return hex_way(to[0] - frm[0], to[1] - frm[1])
    dx, dy = to[0] - frm[0], to[1] - frm[1]
    if dx == 0 or dy == 0 or abs(dx) == abs(dy):
        n = max(abs(dx), abs(dy))
        (ax, az), (bx, bz) = square_xz(frm), square_xz(to)
        return f"{n} square{'s' if n != 1 else ''} {compass(bx - ax, bz - az)}"
    ns = f"{abs(dy)} {'north' if dy > 0 else 'south'}"
    ew = f"{abs(dx)} {'east' if dx > 0 else 'west'}"
    return f"{ns}, {ew}" if abs(dy) >= abs(dx) else f"{ew}, {ns}"


def ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def on_board(cell, width: int, height: int) -> str:
    """A square cell by the board's edges: "south row, 2nd from the west", "4th row from the
    north, east column" (the nearer edge of each; the edge rows and columns by name, as the
    Master's INTRODUCTION squares along the walls ran past a menu line)."""
    x, y = cell
    if y == 0:
        row = "south row"
    elif y == height - 1:
        row = "north row"
    elif y < height / 2:
        row = f"{ordinal(y + 1)} row from the south"
    else:
        row = f"{ordinal(height - y)} row from the north"
    if x == 0:
        col = "west column"
    elif x == width - 1:
        col = "east column"
    else:
        col = f"{ordinal(x + 1)} from the west" if x < width / 2 else f"{ordinal(width - x)} from the east"
    return f"{row}, {col}"


CELL = re.compile(r"(?:hex |cell |square )?[\[(](-?\d+), ?(-?\d+)[\])]")
PREP_CELL = re.compile(r" ?\b(?:on|at|in) " + CELL.pattern)
SEAT = re.compile(r"\bp([1-8])\b('s)?")
DOTTED = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)*\.([a-z_]+?)\d*\b")


def figure_names(view: dict) -> dict[str, str]:
    """Figure id -> the name the board shows (a view's "name", else the id in words); two
    figures of one name are told apart by their seat's colour, as the side panels do ("Killer
    (Vrah) attacks Killer (Vrah)" was a film's caption of two Killers)."""
    from collections import Counter
    from game.words import view_names
    from models import palette
    out = view_names(view)
    seat = {fig_id(f): str(f.get("seat") or "") for f in view_figures(view)}
    twice = {n for n, k in Counter(out.values()).items() if k > 1}
    for fid, name in out.items():
        s = seat[fid]
        if name in twice and s[:1] == "p" and s[1:].isdigit():
            colour = palette.PLAYER_NAMES[palette.seat_index(s) % len(palette.PLAYER_NAMES)]
            out[fid] = f"{name} ({colour})"
            if fid.isalpha() and fid.lower() not in name.lower():
                # a figure with a name of his own (the rulebook's David and Emil, both Killers,
                # whom the stage's film called "Killer (Vrah) (red)" and "(blue)"): "David (red Killer)"
                out[fid] = f"{fid.capitalize()} ({colour} {re.sub(r' *[(][^)]*[)]', '', name).strip() or name})"
    return out


def view_figures(view: dict) -> list[dict]:
    """A pack view's figures (Ninja Arena's are its ninjas)."""
    return view.get("figures") or view.get("ninjas") or []


def fig_id(f: dict) -> str:
    """A view figure's id (Gladiator's is its "figure")."""
    return str(f.get("id", f.get("figure", "")))


def seat_of(f: dict):
    """A view figure's seat: its "seat", else its "side"."""
    return f.get("seat", f.get("side"))


def seat_titles(view: dict, module=None) -> dict[str, str]:
    """Each seat by the name of its first figure ("Varg"), or its role (the module's
    SEAT_TITLES: "the Master of Ceremonies")."""
    names, seats = figure_names(view), {}
    roles = getattr(module, "SEAT_TITLES", {})
    for f in view_figures(view):
        seat, fid = seat_of(f), fig_id(f)
        if seat is not None and seat not in seats and fid in names:
            seats[seat] = roles.get(seat) or names[fid]
    return seats


def gone_figures(view: dict) -> set[str]:
    """The figures dead or out of the game."""
    return {fig_id(f) for f in view_figures(view) if f.get("status") in ("dead", "removed", "out")}


def champion(view: dict, seat: str) -> str | None:
    """The figure a seat is named by (its first: Varg, not the dogs he hired), if it stands on
    the board; else its first figure standing; None when none stands."""
    figs = view_figures(view)
    gone = gone_figures(view)
    standing = [f for f in own_figures(view, seat) if f not in gone]
    first = next((fig_id(f) for f in figs if seat_of(f) == seat), None)
    return first if first in standing else (standing[0] if standing else None)


def wins(names: list[str]) -> str:
    """"Grim wins", "Red, Blue and the computer win", "Nobody wins"."""
    if not names:
        return "Nobody wins"
    return f"{names[0]} wins" if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]} win"


def who_won(view: dict, winners, fallback: dict | None = None) -> str:
    """The winners by their champions' names (`wins`: "West wins" said little in a film; Chaos
    Arena's end said "Evil wins!" under an end card saying "Evil Mage wins"); a seat with none
    standing by `fallback`, else its own name."""
    names = figure_names(view)
    return wins([names.get(champion(view, w) or "") or (fallback or {}).get(w) or str(w).title() for w in winners])


def own_figures(view: dict, seat: str) -> list[str]:
    """The ids of `seat`'s figures on the board in a pack view."""
    return [fig_id(f) for f in view_figures(view)
            if seat_of(f) == seat and f.get("cell") is not None and f.get("alive", True)]


def plain(text: str, names: dict[str, str], seats: dict[str, str], place=None) -> str:
    """A rule's message as a player reads it (issue 16: no ids, seat codes or coordinates on
    screen): figure ids become their names, seat codes ("p1") the seats' names, item ids
    ("killer.dagger1") words, and cells, "[3, 4]" or "(3, 4)", places by `place(cell)` (else
    "there")."""
    def cell(m):
        c = (int(m.group(1)), int(m.group(2)))
        return place(c) if place is not None else "there"
    if place is None:        # "brought into the arena there": the place goes, with its preposition
        text = PREP_CELL.sub("", text)
    text = CELL.sub(cell, text)
    text = DOTTED.sub(lambda m: m.group(1).replace("_", " "), text)
    def seat(m):
        code = m.group(0)[:2]
        name = seats.get(code, code)
        if m.group(2) and name == "You":       # "p1's Band-Aid ends" read "You's Band-Aid"
            start = not text[:m.start()].rstrip() or text[:m.start()].rstrip()[-1] in ".;:!?"
            return "Your" if start else "your"
        return name + (m.group(2) or "")
    text = SEAT.sub(seat, text)
    from game.words import named
    return named(text, names)
