"""Morituri card faces drawn from the card data (I.1-I.4, Fig. 1) as UI entities.

A combat card shows its number and name, the axes with the three guesses (slash on the blade,
thrust at the tip, contact in the ball) and the weapons each axe is for, the attack frames
(left part's shape = type with the distance in it, colour = against what, the strength
formula on the right, the little target figure for targeted attacks) and its rules and text.
Standard actions add Strength, Defence, Condition and Quality; items their use, weight and
bonuses; specials (laid crosswise) when they are used, their price and limit. The back of a
card (a planned card someone else looks at) shows nothing but the owner's colour.

Sizes are UI units at `sc` = 1 (a full face is 0.36 x 0.5); `sc` scales everything.
"""
from __future__ import annotations

import textwrap

from ursina import Entity, Text, color as ucolor

from models import palette
from models.meshkit import MeshData
from models.morituri import icons
from rules.morituri import cards

W, H = 0.36, 0.5
SPECIAL_W, SPECIAL_H = 0.5, 0.3
PAPER = (0.94, 0.89, 0.77)
PAPER_STD = (0.90, 0.86, 0.80)
PAPER_ITEM = (0.86, 0.90, 0.84)
PAPER_SPECIAL = (0.93, 0.84, 0.84)
INK = (0.12, 0.10, 0.09)
FAINT = (0.38, 0.32, 0.27)
WHITE = (1, 1, 1)
TYPE_WORD = {"slash": "slash", "thrust": "thrust", "contact": "contact", "angular": "special"}
AGAINST_WORD = {"defence": "vs Defence", "strength": "vs Strength", "sum": "vs Str+Def", "none": "vs nothing"}


def rgb(c, a=1.0):
    return ucolor.rgba(c[0], c[1], c[2], a)


def short(name: str) -> str:
    """A weapon name short enough for under an axe: 'Barbarian sword' -> 'sword'."""
    if name == cards.FREE:
        return "free"
    if name == cards.ANY:
        return "other"
    return name.split()[-1].lower()[:7]


def dist_text(a) -> str:
    if a.dmax is None:
        return f"{a.dmin}+"
    return str(a.dmin) if a.dmax == a.dmin else f"{a.dmin}-{a.dmax}"


def formula(a, bonus: int = 0) -> str:
    mult = f"x{a.mult}" if a.mult != 1 else ""
    return f"{a.base + bonus}+({a.lo}-{a.hi}){mult}"


def rules_lines(c) -> list[str]:
    """The card's printed rules the engine enforces, as the short italic lines of a card."""
    r = c.rules
    out = []
    if r.cost:
        out.append(f"Costs {r.cost} Condition.")
    if r.min_condition:
        out.append(f"Needs at least {r.min_condition} Condition.")
    if r.replaced_only_by is not None:
        names = ", ".join("the standard action" if n == 0 else f"#{n}" for n in r.replaced_only_by)
        out.append(f"Replaced only by {names}.")
    if r.replaces_only is not None:
        out.append("Only over " + ", ".join(f"#{n}" for n in r.replaces_only) + ".")
    if r.move_exact is not None:
        out.append(f"Moves exactly {r.move_exact} (V.2).")
    if r.on_guess == "tangle_attacker":
        out.append("A successful guess tangles the attacker.")
    if r.next_guess_penalty:
        out.append(f"The next action: {r.next_guess_penalty} guess(es) fewer.")
    if r.next_attack_bonus:
        out.append(f"The next action attacks +{r.next_attack_bonus}.")
    if r.chain:
        out.append(f"{r.chain.title()} chain: +{r.chain_bonus} when replacing one another.")
    if r.pick_up:
        out.append("Picks an item up from the ground.")
    if r.grapple:
        out.append("Grapple (V.6) while current.")
    if r.counter_on:
        out.append(f"Attacks only after a successful {r.counter_on}.")
    for part, n in r.target_guesses.items():
        out.append(f"+{n} guess against attacks at the {part}.")
    return out


class Face(Entity):
    """One card face (or back), its children positioned in UI units."""

    def __init__(self, parent=None, sc: float = 1.0, position=(0, 0), **kw):
        super().__init__(parent=parent, position=position, **kw)
        self.sc = sc
        self.texts: list[str] = []
        self.mesh = MeshData()

    # drawing helpers (local UI units before `sc`)
    def quad(self, x0, y0, x1, y1, col, z=0.0):
        s = self.sc
        icons.quad(self.mesh, x0 * s, y0 * s, x1 * s, y1 * s, col, z)

    def icon(self, m: MeshData, x, y, k):
        s = self.sc
        self.mesh.extend(m.transformed(lambda v: (x * s + v[0] * k * s, y * s + v[1] * k * s, v[2] - 0.003)))

    def text(self, s: str, x, y, size=0.5, col=INK, origin=(-0.5, 0.5)):
        self.texts.append(s)
        return Text(s, parent=self, position=(x * self.sc, y * self.sc, -0.01), origin=origin,
                    scale=size * self.sc, color=rgb(col))

    def finish(self):
        Entity(parent=self, model=self.mesh.to_mesh(), z=0.0)
        return self


def _frame(face: Face, w, h, paper, owner_col, z=0.0):
    face.quad(-w / 2 - 0.006, -h / 2 - 0.006, w / 2 + 0.006, h / 2 + 0.006, INK, 0.002)
    face.quad(-w / 2, -h / 2, w / 2, h / 2, paper, 0.001)
    if owner_col is not None:
        face.quad(-w / 2, h / 2 - 0.012, w / 2, h / 2, owner_col, 0.0)


def _axes(face: Face, axes, top: float, w: float = W):
    """The axes in a row under the header: guesses on the axe, weapons under it."""
    n = max(1, len(axes))
    step = min(0.085, (w - 0.03) / n)
    x0 = -step * (n - 1) / 2
    k = min(0.085, step * 1.05)
    for i, axe in enumerate(axes):
        x = x0 + i * step
        y = top - 0.06
        face.icon(icons.axe(), x, y, k)
        for kind, (dx, dy) in icons.AXE_SPOTS.items():
            face.text(str(getattr(axe.guesses, kind)), x + dx * k, y + dy * k, 0.52, INK, (0, 0))
        hands = [short(h) for h in axe.hands]
        # 8 px at 1280x720 (at 0.36, 6 px: "dagger" under an axe was a smudge); 7 letters fit a step
        face.text("\n".join(hands) if len(hands) == 2 else hands[0], x, y - 0.048, 0.46, FAINT, (0, 0.5))
    return top - 0.14


def _attacks(face: Face, attacks, top: float, bonus: int = 0) -> float:
    y = top
    for a in attacks:
        y -= 0.028
        k = 0.1
        x = -W / 2 + 0.055
        if a.target:
            face.icon(icons.target_figure(a.target), -W / 2 + 0.025, y, 0.085)
        face.icon(icons.attack_frame(a.type, a.against, 1.5, 0.3), x, y, k)
        # the words under the frame's right end: W - frame = room for about 30 characters
        face.text(dist_text(a), x + 0.017, y, 0.5, WHITE, (0, 0))
        face.text(formula(a, bonus), x + 0.095, y, 0.52, WHITE, (0, 0))
        extra = [TYPE_WORD.get(a.type, a.type), AGAINST_WORD.get(a.against, a.against)]
        if a.target:
            extra.append(f"at the {a.target}")
        if a.throw:
            extra.append(f"throw, ideal {a.ideal}")
        if a.type == "angular" and a.guesses is not None:
            extra.append(f"guess {a.guesses}")
        if a.effect:
            extra.append(a.effect.replace("_", " ") + (f" {a.amount}" if a.amount else ""))
        if not a.wounds:
            extra.append("no wound")
        # what the frame means, beside it: 8 px and whole (at 0.4, 7 px, and a third line
        # was dropped: "contact, vs Strength, at the head, grapple, no wound" lost its end)
        lines = textwrap.wrap(", ".join(extra), 24)
        for j, ln in enumerate(lines):
            face.text(ln, x + 0.16, y + 0.0075 * len(lines) - j * 0.0145, 0.46, FAINT, (-0.5, 0.5))
        y -= 0.026
    return y - 0.006


def _body_text(face: Face, lines: list[str], top: float, width: int = 42, bottom: float = -H / 2 + 0.01,
               size=0.6, left: float = -W / 2 + 0.012):
    """The card's rules and words, as large as every face's room allows (at 0.4 they were 7 px
    at 1280x720, half the card left blank; tests/scenes/test_morituri_table.py checks none is
    cut or runs past the edge)."""
    y = top
    step = 0.0125 * size / 0.4
    for para in lines:
        for ln in textwrap.wrap(para, width) or [""]:
            if y - step < bottom:
                face.text("...", left, y, size, FAINT)
                return
            face.text(ln, left, y, size, INK)
            y -= step


def combat_face(parent, card, sc=1.0, position=(0, 0), owner_col=None, bonus: int = 0) -> Face:
    f = Face(parent, sc, position)
    _frame(f, W, H, PAPER, owner_col)
    f.quad(-W / 2 + 0.008, H / 2 - 0.052, -W / 2 + 0.05, H / 2 - 0.016, INK, -0.001)
    f.text(str(card.number), -W / 2 + 0.029, H / 2 - 0.034, 0.75, WHITE, (0, 0))
    f.text(card.name, -W / 2 + 0.058, H / 2 - 0.02, 0.6 if len(card.name) < 24 else 0.5, INK)
    y = _axes(f, card.axes, H / 2 - 0.06)
    y = _attacks(f, card.attacks, y, bonus)
    _body_text(f, rules_lines(card) + ([card.text] if card.text else []), y - 0.004)
    return f.finish()


def standard_face(parent, std, sc=1.0, position=(0, 0), owner_col=None) -> Face:
    f = Face(parent, sc, position)
    _frame(f, W, H, PAPER_STD, owner_col)
    f.text(std.name, 0, H / 2 - 0.035, 0.72, INK, (0, 0))
    f.text(f"Strength {std.strength}   Defence {std.defence}", 0, H / 2 - 0.068, 0.5, INK, (0, 0))
    f.text(f"Condition {std.condition}   Quality {std.quality}", 0, H / 2 - 0.092, 0.5, INK, (0, 0))
    y = _axes(f, std.axes, H / 2 - 0.1)
    _body_text(f, ["Standard action: never attacks (III.3)."] + ([std.text] if std.text else []), y - 0.004)
    return f.finish()


def item_face(parent, item, sc=1.0, position=(0, 0), owner_col=None) -> Face:
    f = Face(parent, sc, position)
    _frame(f, W, H, PAPER_ITEM, owner_col)
    f.text(item.name, 0, H / 2 - 0.035, 0.72, INK, (0, 0))
    use = {0: "worn", 1: "one hand", 2: "both hands"}[item.hands] + (", may be worn" if item.wearable and item.hands else "")
    f.text(f"{use}, {item.weight.replace('_', ' ')}", 0, H / 2 - 0.068, 0.48, FAINT, (0, 0))
    bon = [f"{k} {v:+d}" for k, v in (("Strength", item.strength), ("Defence", item.defence),
                                       ("all attacks", item.attack)) if v]
    y = H / 2 - 0.09
    if bon:
        f.text(", ".join(bon) + (" (worn)" if item.worn_only else ""), 0, y, 0.5, INK, (0, 0))
        y -= 0.02
    if item.throw is not None:
        f.text("thrown:", -W / 2 + 0.012, y, 0.4, FAINT)
        y = _attacks(f, [item.throw], y - 0.012)
    _body_text(f, [item.text] if item.text else [], y - 0.01)
    return f.finish()


def special_face(parent, sp, sc=1.0, position=(0, 0), owner_col=None, used: int = 0) -> Face:
    """Special actions lie crosswise (I.4)."""
    f = Face(parent, sc, position)
    w, h = SPECIAL_W, SPECIAL_H
    _frame(f, w, h, PAPER_SPECIAL, owner_col)
    f.text(sp.name, -w / 2 + 0.015, h / 2 - 0.02, 0.7, INK)
    when = {"declare": "when declaring an attack", "guess": "when guessing",
            "movement": "in the movement phase"}.get(sp.when, sp.when)
    limit = {"once": "once per game", "per_opponent": "once per opponent", "unlimited": "any time",
             "counted": f"{sp.uses} uses"}.get(sp.limit, sp.limit)
    price = f", price {sp.price} Condition" if sp.price else ""
    f.text(f"{when}{price}; {limit}" + (f" (used {used})" if used else ""), -w / 2 + 0.015, h / 2 - 0.055,
           0.56, (0.45, 0.1, 0.08))
    eff = [f"{k} {v:+d}" for k, v in (("attack", sp.attack_bonus), ("move", sp.extra_move),
                                       ("guesses", sp.extra_guess)) if v]
    if sp.min_condition:
        eff.append(f"needs Condition {sp.min_condition}")
    if sp.lying_ok:
        eff.append("also lying")
    lines = ([", ".join(eff)] if eff else []) + ([sp.text] if sp.text else [])
    # as large as the card allows (0.42 was 7 px at 1280x720 over a blank card); at most
    # three lines of any special's words, nine fit
    _body_text(f, lines, h / 2 - 0.085, 58, -h / 2 + 0.01, 0.6, left=-w / 2 + 0.015)
    return f.finish()


def back_face(parent, sc=1.0, position=(0, 0), owner_col=(0.5, 0.5, 0.5)) -> Face:
    """A face-down card: the owner's colour and the arena's gold rose, nothing else."""
    f = Face(parent, sc, position)
    _frame(f, W, H, palette.scale(owner_col, 0.55), None)
    f.quad(-W / 2 + 0.02, -H / 2 + 0.02, W / 2 - 0.02, H / 2 - 0.02, palette.scale(owner_col, 0.8), -0.001)
    icons.disc(f.mesh, 0, 0, 0.08 * sc, palette.GOLD, 6, z=-0.002)
    return f.finish()


def row_face(parent, card, w: float, h: float, position=(0, 0), owner_col=None) -> Face:
    """A hand's card as a strip `w` x `h` (UI units): number and name on the first line, its
    attack frames (type, against what, distance, strength) or its guard on the second. A hand
    holds twenty-odd cards: as mini faces in the left column their names were three pixels a
    letter at 1280x720; as strips they read (a click still shows the full face)."""
    f = Face(parent, 1.0, position)
    f.quad(-w / 2 - 0.003, -h / 2 - 0.003, w / 2 + 0.003, h / 2 + 0.003, INK, 0.002)
    f.quad(-w / 2, -h / 2, w / 2, h / 2, PAPER, 0.001)
    if owner_col is not None:
        f.quad(-w / 2, -h / 2, -w / 2 + 0.005, h / 2, owner_col, 0.0)
    line = h / 2                  # each of the two lines' height
    size = min(0.55, line * 27)   # a Text of scale 1 is about 0.037 high with its leading
    x = -w / 2 + 0.009
    box = 0.011 + 0.009 * len(str(card.number)) * size / 0.5
    f.quad(x, 0.002, x + box, h / 2 - 0.003, INK, -0.001)
    f.text(str(card.number), x + box / 2, line / 2 + 0.001, size, WHITE, (0, 0))
    name = card.name if len(card.name) * 0.0068 * size / 0.5 < w - box - 0.02 else \
        textwrap.shorten(card.name, int((w - box - 0.02) / (0.0068 * size / 0.5)), placeholder="...")
    f.text(name, x + box + 0.006, line / 2 + 0.001, size, INK, (-0.5, 0))
    y = -line / 2 - 0.001
    k = min(0.07, line / 0.3)                # an attack frame 0.3 k high, the line's height
    for a in card.attacks[:2]:
        f.icon(icons.attack_frame(a.type, a.against, 1.4, 0.3), x, y, k)
        f.text(dist_text(a), x + 0.17 * k, y, size * 0.8, WHITE, (0, 0))
        f.text(formula(a), x + 0.88 * k, y, size * 0.9, WHITE, (0, 0))
        x += 1.4 * k + 0.008
    if not card.attacks:
        g = card.axes[0].guesses
        f.text(f"guard {g.slash}/{g.thrust}/{g.contact}", x, y, size * 0.8, FAINT, (-0.5, 0))
    return f.finish()


def mini_face(parent, card, sc=0.42, position=(0, 0), owner_col=None, label: str | None = None) -> Face:
    """A compact combat card for rows and hands: number, name, attack frames' types and the
    best guesses of its axes, readable at a small size (a click shows the full face)."""
    f = Face(parent, sc, position)
    _frame(f, W, H, PAPER, owner_col)
    f.quad(-W / 2 + 0.01, H / 2 - 0.09, -W / 2 + 0.1, H / 2 - 0.016, INK, -0.001)
    f.text(str(card.number), -W / 2 + 0.055, H / 2 - 0.053, 1.5, WHITE, (0, 0))
    words = textwrap.wrap(card.name, 14)[:3]
    y = H / 2 - 0.11
    for wd in words:
        f.text(wd, 0, y, 1.15, INK, (0, 0))
        y -= 0.05
    y -= 0.02
    for a in card.attacks[:2]:
        f.icon(icons.attack_frame(a.type, a.against, 1.5, 0.3), -W / 2 + 0.04, y, 0.18)
        f.text(dist_text(a), -W / 2 + 0.07, y, 1.0, WHITE, (0, 0))
        f.text(formula(a), -W / 2 + 0.21, y, 0.95, WHITE, (0, 0))
        y -= 0.07
    if not card.attacks:
        g = card.axes[0].guesses
        f.text(f"guard {g.slash}/{g.thrust}/{g.contact}", 0, y, 1.0, FAINT, (0, 0))
    if label:
        f.text(label, 0, -H / 2 + 0.03, 1.0, (0.5, 0.1, 0.05), (0, 0))
    return f.finish()
