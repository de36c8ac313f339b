"""A position's worth to a team after the combat phase (`evaluate`): what the planners score."""
from __future__ import annotations

from rules.core.square import DIRS
from rules.ninja_arena import hooks
from rules.ninja_arena.resolve import Resolver


WIN = 1000.0


def _adjacent_front_or_side(n, cell) -> bool:
    """`cell` is the space in front of n or directly at his side (where a sword reaches)."""
    dx, dy = cell[0] - n.pos[0], cell[1] - n.pos[1]
    if abs(dx) + abs(dy) != 1:
        return False
    for rel in (0, 2, 6):
        if DIRS[(n.facing + rel) % 8] == (dx, dy):
            return True
    return False


def _behind(n, cell) -> bool:
    fx, fy = DIRS[n.facing]
    return (cell[0] - n.pos[0]) * fx + (cell[1] - n.pos[1]) * fy < 0


def _threat(ctx, a, b, lv) -> float:
    """How well `a` can hurt `b` next phase from where they stand (melee reach, a ranged line)."""
    score = 0.0
    if a.melee is not None and _adjacent_front_or_side(a, b.pos) and abs(lv(a.pos) - lv(b.pos)) <= 1:
        w = hooks.WEAPONS.get(a.melee)
        score += (w.damage if w else 1) * 0.8
    if a.ranged is not None and (a.ranged_uses is None or a.ranged_uses > 0):
        w = hooks.WEAPONS.get(a.ranged)
        reach = w.reach if w else 6
        dx, dy = b.pos[0] - a.pos[0], b.pos[1] - a.pos[1]
        fx, fy = DIRS[a.facing]
        along = dx * fx + dy * fy
        if along > 0 and dx * fy - dy * fx == 0 and (reach is None or along <= reach):
            if ctx.unconcealed(a.pos, b.pos):
                score += (w.damage if w else 2) * 0.6
    return score


def evaluate(state, team: str) -> float:
    """The position after a combat phase, from `team`'s side (higher is better). Public facts
    only: life, deaths, threats both ways (reach, unconcealed lines), level advantage, backs
    turned, the edge of the board, weapons and applications left, distance."""
    if state.finished:
        if not state.winners:
            return -WIN / 2
        mine = any(n.team == team for n in state.ninjas if n.seat in state.winners)
        return WIN + 10 * sum(n.life for n in state.ninjas if n.alive and n.team == team) \
            if mine else -WIN
    ctx = Resolver(state, [])
    lv = ctx.level
    ours = [n for n in state.ninjas if n.alive and n.team == team]
    theirs = [n for n in state.ninjas if n.alive and n.team != team]
    dead_theirs = sum(1 for n in state.ninjas if not n.alive and n.team != team)
    dead_ours = sum(1 for n in state.ninjas if not n.alive and n.team == team)
    score = 10.0 * (sum(n.life for n in ours) - sum(n.life for n in theirs))
    score += 60.0 * (dead_theirs - dead_ours)
    w, h = state.width, state.height
    for n in ours:
        on_edge = n.pos[0] in (0, w - 1) or n.pos[1] in (0, h - 1)
        score -= 1.5 if on_edge else 0.0
        if n.ranged is not None and n.ranged_uses:
            score += 0.4 * min(n.ranged_uses, 6)
        if n.melee is None:
            score -= 4.0
        if not theirs:
            continue
        foe = min(theirs, key=lambda o: abs(o.pos[0] - n.pos[0]) + abs(o.pos[1] - n.pos[1]))
        dist = max(abs(foe.pos[0] - n.pos[0]), abs(foe.pos[1] - n.pos[1]))
        score -= 0.5 * dist                                   # engage: stalling wins nothing
        score += 1.0 * _threat(ctx, n, foe, lv) - 1.2 * _threat(ctx, foe, n, lv)
        score += 0.8 * max(-2, min(2, lv(n.pos) - lv(foe.pos)))
        if dist <= 2:
            if _behind(foe, n.pos):
                score += 2.0                                  # at his back: he cannot strike
            if _behind(n, foe.pos):
                score -= 2.0
    for o in theirs:
        if o.pos[0] in (0, w - 1) or o.pos[1] in (0, h - 1):
            score += 0.5
        if o.ranged is not None and o.ranged_uses:
            score -= 0.3 * min(o.ranged_uses, 6)
    return score
