"""Movement (2.5, 2.6, 3.4): one walker for every move, with the board edge, clumsy moves and
duels. A move is a path of cells walked one by one:

  - off the board: stop on the edge, 1 damage (variants may take over: Overpower);
  - a figure on the next cell: stop on the space before, duel (2.6);
  - next cell higher than the move allows: "moved as far as possible" - stop (clumsy, too high);
  - next cell lower than the move allows: he drops onto it and the move ends there (clumsy, too
    low): 1 damage if he falls 2 levels or more, dazed in the advanced game (3.4).
`hop_first`: the first cell is jumped over (Leap over Gap); its conditions are checked before.
"""
from __future__ import annotations

from rules.core.square import duel_orientation
from rules.ninja_arena import events as ev
from rules.ninja_arena import hooks

DUEL_DAMAGE = {"front": 2, "diagonal": 1, "side": 1, "rear": 0}


def move_path(ctx, n, path, move: str, *, max_up, max_down, hop_first=False, turn_to=None):
    start = n.pos
    start_level = ctx.level(start)
    cur, cur_level = start, start_level
    walked = [(start[0], start[1], start_level)]
    entered = []
    outcome = None       # ("edge", beyond) | ("duel", other) | ("high", cell) | ("low", drop)
    if hop_first and len(path) > 1 and not ctx.on_board(path[1]):
        hop_first = False          # RULINGS 2.6: a leap off the board lands on the edge space
    for i, c in enumerate(path):
        if not ctx.on_board(c):
            outcome = ("edge", c)
            break
        if hop_first and i == 0:
            continue
        lv = ctx.level(c)
        diff = lv - cur_level
        if max_up is not None and diff > max_up:
            # he cannot get up there, so he cannot land on a figure standing there either
            outcome = ("high", c)
            break
        other = ctx.at(c)
        if other is not None:
            if any(v.discontinue(ctx, n, other, "duel") for v in ctx.variants):
                ctx.ignore(n, move, "4.4: discontinued to spare a team-mate")
                return
            outcome = ("duel", other)
            break
        cur, cur_level = c, lv
        walked.append((c[0], c[1], lv))
        entered.append(c)
        if max_down is not None and -diff > max_down:
            outcome = ("low", -diff)
            break
    if turn_to is not None:
        n.facing = turn_to
    if cur != start:
        n.pos = cur
        ctx.emit(ev.F.Moved, figure=n.id, move=move, from_cell=start, from_level=start_level,
                          to_cell=cur, to_level=cur_level, path=tuple(walked), facing=n.facing)
        for c in entered:
            for m in ctx.state.markers:
                if m.cell == c and m.kind in hooks.MARKERS:
                    hooks.MARKERS[m.kind].on_enter(ctx, m, n)
            if not n.alive:
                return
    if outcome is None:
        return
    what, arg = outcome
    if what == "edge":
        if any(v.edge(ctx, n, cur) for v in ctx.variants):
            return
        ctx.emit(ev.F.EdgeBump, figure=n.id, cell=cur, level=cur_level, beyond=arg)
        ctx.hurt(n.id, 1, "edge")
    elif what == "duel":
        duel(ctx, n, arg)
    elif what == "high":
        ctx.emit(ev.F.Clumsy, figure=n.id, too="high", cell=cur, blocked=arg)
    elif what == "low":
        ctx.emit(ev.F.Clumsy, figure=n.id, too="low", cell=cur, drop=arg)
        if arg >= 2 and all(v.clumsy_damage(ctx, n) for v in ctx.variants):
            ctx.hurt(n.id, 1, "clumsy")
        if n.alive:
            ctx.daze(n)


def duel(ctx, mover, other) -> None:
    """2.6: each takes damage by the OTHER's orientation towards him (front 2, diagonal 1,
    side 1, rear 0); weaponless ninjas still deal it (3.4); a riposte halves it (2.5)."""
    to_mover = DUEL_DAMAGE[duel_orientation(other.pos, other.facing, mover.pos)]
    to_other = DUEL_DAMAGE[duel_orientation(mover.pos, mover.facing, other.pos)]
    ctx.emit(ev.F.Duel, figure=mover.id, opponent=other.id, at=mover.pos, opponent_cell=other.pos,
                     damage_to_figure=to_mover, damage_to_opponent=to_other)
    # simultaneous: both blows are worked out before either may defeat the other
    ctx.strike(hooks.Strike(other.id, mover.id, to_mover, "duel"))
    ctx.strike(hooks.Strike(mover.id, other.id, to_other, "duel"))
