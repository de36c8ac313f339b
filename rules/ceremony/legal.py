"""Which actions a seat may take now (RULES.md "The round", "Actions"; the expansion's ORDER,
helpers' pools and the Master's actions). `apply` accepts exactly these."""
from __future__ import annotations

from types import SimpleNamespace

from rules.core import square
from rules.core.engine import unchecked_maker
from rules.core.lazyseq import Built, Chain
from rules.core.sight import sight
from rules.ceremony import actions as A
from rules.ceremony.data import base, entry_places, weapon
from rules.ceremony.state import MASTER, Fig, State, enemies

GLADIATOR_POOL = ("move", "attack", "shoot", "disengage", "turn", "wait", "rest", "order")
HOURGLASS_POOL = ("move", "attack", "shoot", "disengage", "turn", "run", "shove")
# a figure's actions, built unchecked (dozens a step; values are already the right types)
_F = SimpleNamespace(**{n: unchecked_maker(getattr(A, n)) for n in
                        ("Move", "Run", "Attack", "Shoot", "Disengage", "Turn", "Shove", "Wait", "Rest", "Order")})


def free(state: State, cell) -> bool:
    return state.board.in_bounds(cell) and state.at(cell) is None


def binders(state: State, f: Fig) -> list[Fig]:
    """Enemy warriors in contact: a warrior (gladiator or dwarf) is bound in combat by them.
    Helpers other than dwarves neither bind nor are bound."""
    if not f.warrior or f.cell is None:
        return []
    return [o for o in state.figs if o.on_board and o.warrior and enemies(f, o)
            and square.is_adjacent(f.cell, o.cell)]


def in_contact(state: State, f: Fig) -> bool:
    """SHOOTING is blocked by contact with an enemy warrior (a non-dwarf helper does not block)."""
    return bool(binders(state, f))


def pool(f: Fig) -> tuple[str, ...]:
    return GLADIATOR_POOL if f.kind == "gladiator" else base().pools[f.kind]


def melee_weapons(f: Fig) -> list[str]:
    ws = [w for w in f.weapons if weapon(w).range == 0]
    return ws or ["fists"]


def attack_targets(state: State, f: Fig) -> list[Fig]:
    out = []
    for o in state.figs:
        if not (o.on_board and enemies(f, o) and square.is_adjacent(f.cell, o.cell)):
            continue
        if f.facing is not None and square.gladiator_zone(f.cell, f.facing, o.cell) != "front":
            continue        # a warrior strikes into his front squares only
        out.append(o)
    return out


def shoot_targets(state: State, f: Fig, w: str) -> list[Fig]:
    rng = weapon(w).range
    occupied = {o.cell for o in state.figs if o.on_board}
    out = []
    for o in state.figs:
        if not (o.on_board and enemies(f, o)):
            continue
        d = square.chebyshev(f.cell, o.cell)
        if not 1 <= d <= rng or not square.in_front_half(f.cell, f.facing, o.cell):
            continue
        if sight(f.cell, o.cell, lambda c: c in occupied).visible:
            out.append(o)
    return out


def orderable(state: State, f: Fig) -> list[Fig]:
    """A gladiator ORDERs his own helpers and the beast on the board, each once a round."""
    return [h for h in state.figs if h.on_board and h.kind != "gladiator" and not h.ordered
            and ((h.side == "N") or (state.mode == "duel" and h.seat == f.seat))]


def figure_actions(state: State, f: Fig, how: str, kind: str | None = None) -> list:
    """how: 'turn' (a gladiator's action point), 'sequence' (a helper's ORDERed action) or
    'hourglass' (a kept-back action, any moment). `kind`: only the actions of that kind (the
    pool's names are the actions' kinds), for checking one action.

    Returned as parts (sequences) for `Chain`: which actions exist is decided here, each action
    object is made only when looked at (`Built`; a random game looks at one of tens)."""
    hg = how == "hourglass"
    acts = pool(f)
    if hg:
        acts = tuple(a for a in acts if a in HOURGLASS_POOL)
    if kind is not None:
        acts = tuple(a for a in acts if a == kind)
    out: list = []
    fid = f.id
    bound = binders(state, f)
    for a in acts:
        if a == "move" and not bound:
            out.append(Built(lambda d: _F.Move(figure=fid, dir=d, hourglass=hg),
                             [d for d in range(8) if free(state, square.step(f.cell, d))]))
        elif a == "run":
            out.append(Built(lambda d: _F.Run(figure=fid, dir=d, hourglass=hg),
                             [d for d in range(8) if free(state, square.step(f.cell, d))
                              and free(state, square.step(f.cell, d, 2))]))
        elif a == "attack":
            warrior = f.kind == "gladiator" or f.kind == "dwarf"
            keys = [(t.id, w, loc) for t in attack_targets(state, f)
                    for w in (melee_weapons(f) if warrior else (None,))
                    for loc in (t.locations if warrior else (None,))]
            out.append(Built(lambda k: _F.Attack(figure=fid, target=k[0], weapon=k[1], location=k[2],
                                                 hourglass=hg), keys))
        elif a == "shoot" and not in_contact(state, f):
            keys = [(t.id, w) for w in f.weapons if weapon(w).range for t in shoot_targets(state, f, w)]
            out.append(Built(lambda k: _F.Shoot(figure=fid, target=k[0], weapon=k[1], hourglass=hg), keys))
        elif a == "disengage" and bound:
            dirs = []
            for d in range(8):
                c = square.step(f.cell, d)
                if free(state, c) and not any(square.is_adjacent(c, b.cell) for b in bound):
                    dirs.append(d)
            out.append(Built(lambda d: _F.Disengage(figure=fid, dir=d, hourglass=hg), dirs))
        elif a == "turn" and (how != "turn" or f.dfn > 0):
            out.append(Built(lambda d: _F.Turn(figure=fid, facing=d, hourglass=hg),
                             [d for d in range(8) if d != f.facing]))
        elif a == "shove":
            out.append(Built(lambda t: _F.Shove(figure=fid, target=t, hourglass=hg),
                             [t.id for t in state.figs
                              if t.on_board and enemies(f, t) and square.is_adjacent(f.cell, t.cell)]))
        elif a == "wait" and not f.hourglass:
            out.append([_F.Wait(figure=fid)])
        elif a == "rest" and how == "turn":
            out.append([_F.Rest(figure=fid)])
        elif a == "order" and how == "turn":
            out.append([_F.Order(figure=fid, helper=h.id) for h in orderable(state, f)])
    return out


# ----------------------------------------------------------------------------- the round

def turn_side(state: State) -> str | None:
    """The side whose gladiators act next: the alternation, or the other side once one has
    no action points left; None when all have used theirs (the round ends)."""
    def has(side):
        return any(g.status == "active" and g.off > 0 and g.side == side for g in state.gladiators())
    other = "B" if state.turn_side == "A" else "A"
    for side in (state.turn_side, other):
        if has(side):
            return side
    return None


def master_allies_on_board(state: State) -> int:
    """The Master's PSYCHE drops by one per creature he controls on the board (the beast he
    fields is not his to control)."""
    return sum(1 for f in state.figs if f.side == "M" and f.on_board)


def master_psyche(state: State) -> int:
    return base().master["psyche"] - master_allies_on_board(state)


def master_may_act(state: State) -> bool:
    return (state.mode == "master" and state.phase == "fight" and not state.finished
            and state.pending is None and state.sequence is None and state.master_points > 0
            and state.gladiator_acted and state.since_master and turn_side(state) is not None)


def master_actions(state: State) -> list:
    if not master_may_act(state):
        return []
    out: list = []
    places = [c for cells in entry_places(state.board).values() for c in cells]
    for h in state.figs:
        mine = h.side == "M" or (h.side == "N" and state.mode == "master")
        if not mine:
            continue
        if h.on_board and h.side == "M":
            if h.tokens == 0:
                out.append(A.MasterOrder(helper=h.id))
            elif state.master_points >= base().master["coercion_cost"]:
                out.append(A.Coerce(helper=h.id))
        elif h.status == "pool":
            out += [A.Introduce(helper=h.id, cell=c) for c in places if free(state, c)]
        elif h.status == "out":
            out.append(A.Resurrect(helper=h.id))
    return out


def trap_squares(b) -> list:
    """Traps go on the inner rows, never on an entry square."""
    entries = {c for cells in entry_places(b).values() for c in cells}
    return [c for c in b.cells() if 0 < c[1] < b.height - 1 and c not in entries]


def trap_cells(state: State, seat: str) -> list:
    """A placer's squares: `trap_squares` but his own traps' (he does not know the others', so
    two traps may share a square)."""
    own = {t.cell for t in state.traps if t.placed_by == seat}
    return [c for c in trap_squares(state.board) if c not in own]


def legal_actions(state: State, seat: str, only: str | None = None, kind: str | None = None) -> list:
    """Every legal action of `seat`; `only` = a figure id or "master" narrows the fight's
    actions to that figure's or the Master's, `kind` a figure's to that kind (apply checks an
    action against those)."""
    if state.finished:
        return []
    if state.phase == "traps":
        if not state.trap_queue or state.trap_queue[0] != seat:
            return []
        budget = state.trap_budget[seat]
        cells = trap_cells(state, seat)
        return [A.PlaceTrap(trap=k, cell=c) for k, t in base().traps.items() if t.price <= budget
                for c in cells] + [A.TrapsDone()]
    if state.phase == "start":
        f = state.fig(state.start_queue[0])
        if f.seat != seat:
            return []
        area = state.board.start_areas["south" if f.side == "A" else "north"]
        return [A.Start(figure=f.id, cell=c) for c in area if free(state, c)]
    p = state.pending
    if p is not None:
        return [A.Dodge(figure=p["target"], dodge=True), A.Dodge(figure=p["target"], dodge=False)] \
            if p["seat"] == seat else []
    if state.sequence is not None:
        hid, _left, sseat = state.sequence
        if sseat != seat:
            return []
        return Chain([*figure_actions(state, state.fig(hid), "sequence", kind), [A.EndSequence(figure=hid)]])
    if seat in state.declined:
        return []
    out: list = []          # parts of the Chain
    side = turn_side(state)
    if side is None:
        return []
    for f in state.figs:
        if not f.on_board or (only is not None and f.id != only):
            continue
        if f.kind == "gladiator" and f.seat == seat and f.side == side and f.off > 0:
            out += figure_actions(state, f, "turn", kind)
        if f.hourglass and f.seat == seat:
            out += figure_actions(state, f, "hourglass", kind)
    if seat == MASTER and only in (None, "master"):
        out.append(master_actions(state))
    legal = Chain(out)
    if legal and only is None and may_pass(state, seat, side):
        legal = Chain([*out, [A.Pass()]])
    return legal


def obliged(state: State, seat: str, side: str) -> bool:
    """Does `seat` own a gladiator of the side on turn with an offensive point left?"""
    return any(g.seat == seat and g.side == side and g.status == "active" and g.off > 0
               for g in state.gladiators())


def may_pass(state: State, seat: str, side: str) -> bool:
    """A seat may let the moment pass when somebody else still must act: the Master and an
    hourglass held out of turn always may; of the pair on turn (E8) one may leave the action
    to his partner. The gladiator who alone must act may not."""
    return any(s != seat and s not in state.declined and obliged(state, s, side)
               for s in state.seats)


def has_actions(state: State, seat: str) -> bool:
    """`bool(legal_actions(state, seat))`, cheaply (to_act asks it of every seat every step)."""
    if state.finished or seat in state.declined:
        return False
    if state.phase != "fight" or state.pending is not None or state.sequence is not None:
        return bool(legal_actions(state, seat))
    side = turn_side(state)
    if side is None:
        return False
    for f in state.figs:
        if f.on_board and f.seat == seat:
            if f.kind == "gladiator" and f.side == side and f.off > 0:
                return True          # REST is always there
            if f.hourglass and figure_actions(state, f, "hourglass"):
                return True
    return seat == MASTER and bool(master_actions(state))
