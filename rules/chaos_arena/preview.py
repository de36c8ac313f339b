"""What an action will do, said before it is chosen (the table's hover words).

A move: the path the rules will walk (the one given, or the safest cheapest: ruling 4B-path),
its cost against the allowance, each swamp roll and its odds, a lake's drowning, a Mage's
prepared spell lost, the enemies he will touch. A fight: the chances of winning, a draw and
losing from the dice and Oomph (4B), and the damage. A shot: the chance to hit against the
cover (4B). Only public facts go in (figures, their cards and items, the board) and the acting
seat's own prepared spell; the numbers come from the functions the rules roll with."""
from __future__ import annotations

from rules.core.hexgrid import neighbours
from itertools import product

from rules.chaos_arena import terrain as T
from rules.chaos_arena.combat import dmg, gloves, oomph
from rules.chaos_arena.life import usable
from rules.chaos_arena.moves import allowance, path_cost, safest_path
from rules.chaos_arena.shooting import NEEDED, cover
from rules.chaos_arena.state import State
from rules.chaos_arena.turn import portal_of, stranded


def _highest(n: int) -> list[float]:
    """P(the highest of n d6 is k), k = 0..6."""
    return [0.0] + [(k / 6) ** n - ((k - 1) / 6) ** n for k in range(1, 7)]


def _drowns(on: int) -> str:
    """A swamp roll at or below `on` drowns (4B; a Scout only on a 1)."""
    return f"drowns on {'a 1' if on == 1 else f'1-{on}'}"


def _pct(p: float) -> str:
    return f"{round(100 * p)}%"


def fight(state: State, action) -> str | None:
    figs = {f.id: f for f in state.figs}
    atk = [figs[i] for i in action.attackers if i in figs]
    dfn = [figs[i] for i in action.defenders if i in figs]
    if not atk or not dfn:
        return None
    a_bonus = sum(oomph(state, f, False) for f in atk)
    d_bonus = sum(oomph(state, f, True) for f in dfn)
    pa, pd = _highest(max(f.card.dice for f in atk)), _highest(max(f.card.dice for f in dfn))  # roll_side
    win = lose = 0.0
    for (a, x), (d, y) in product(enumerate(pa), enumerate(pd)):
        win += x * y * (a + a_bonus > d + d_bonus)
        lose += x * y * (a + a_bonus < d + d_bonus)
    na, nd = max(f.card.dice for f in atk), max(f.card.dice for f in dfn)
    die = lambda n: "a die" if n == 1 else f"the higher of {n} dice"     # noqa: E731  (a Berserker's two)
    words = [f"Oomph {a_bonus} + {die(na)} against {d_bonus} + {die(nd)}: win {_pct(win)}, "
             f"draw {_pct(1 - win - lose)}, lose {_pct(lose)}"]
    for losing in (dfn, atk):
        g = gloves(state, losing)
        if g is not None:
            words.append(f"{g.id}'s Glovvies turn a loss into a draw")
    words.append(f"a win deals {sum(dmg(f) for f in atk)} damage, a loss takes {sum(dmg(f) for f in dfn)} (4B)")
    return "; ".join(words)


def shot(state: State, action) -> str | None:
    figs = {f.id: f for f in state.figs}
    archer, target = figs.get(action.archer), figs.get(action.target)
    if archer is None or target is None or archer.cell is None or target.cell is None:
        return None
    eff = usable(archer)
    bonus = eff["arrow_roll"] if eff.get("arrow_roll") and archer.item_used != state.phase_no else 0
    c = cover(state, archer, target)
    need = NEEDED[target.type]
    hit = sum(a + b + bonus - c >= need for a, b in product(range(1, 7), repeat=2)) / 36
    hidden = f", -{c} for cover" if c else ""
    plus = f", +{bonus} for the item" if bonus else ""
    return (f"two dice{plus}{hidden}, {need} or more hits the {target.type}: {_pct(hit)}; "
            f"a hit takes a life (4B)")


def portal_warning(state: State, seat: str) -> str | None:
    """4A: a character of this seat still on its Entrance Teleportal when the turn ends dies;
    no move is left once the action phase ends (a newcomer lost his Mage that way unwarned)."""
    stay = stranded(((f.id, f.seat, f.status, f.cell) for f in state.figs), seat,
                    portal_of(state, seat))
    if not stay:
        return None
    return (f"{', '.join(stay)} {'is' if len(stay) == 1 else 'are'} still on the Entrance "
            "Teleportal: dies when the turn ends (4A)")


def summon(action) -> str | None:
    """The character card of whom a summon brings in (4A): a newcomer choosing among eleven
    names had no numbers to choose by."""
    from rules.chaos_arena import data
    c = data.characters().get(action.figure)
    if c is None:
        return None
    dice = "" if c.dice == 1 else f" with {c.dice} dice"
    words = [f"{c.name}: moves {c.mov}, Oomph {c.oomph}{dice}, deals {c.dmg} damage, "
             f"{c.lives} {'life' if c.lives == 1 else 'lives'}"]
    if c.arrows:
        words.append(f"{c.arrows} arrows")
    if c.wounded is not None and c.lives > 1:
        w = c.wounded
        words.append(f"wounded: moves {w.mov}, Oomph {w.oomph}, deals {w.dmg}")
    if "drown" not in c.special:
        words.append(f"{_drowns(c.drowns_on)} in a swamp")
    return "; ".join(words) + (f". {c.special}" if c.special else "")


def preview(state: State, seat: str, action) -> str | None:
    if action.kind == "summon":
        return summon(action)
    if action.kind in ("end_phase", "prepare"):
        return portal_warning(state, seat)
    if action.kind == "fight":
        return fight(state, action)
    if action.kind == "shoot":
        return shot(state, action)
    if action.kind != "move":
        return None
    f = next((x for x in state.figs if x.id == action.figure), None)
    if f is None or f.cell is None or f.possessed:
        return None
    to = tuple(action.to)
    path = [tuple(c) for c in action.path] if action.path else safest_path(state, f, to)
    if not path:
        return None
    cost = path_cost(state, f, path)
    words = [f"{cost} of {allowance(state, f)} move points (4B)"] if cost is not None else []
    lev = bool(usable(f).get("levitate"))
    swamp = 0 if lev else sum(state.board.terrain_at(c) == T.SWAMP for c in path)
    lake = not lev and any(state.board.terrain_at(c) == T.LAKE for c in path)
    if lake:
        words.append(f"{f.id} drowns in the lake (4B)")
    elif swamp:
        on = f.card.drowns_on
        live = ((6 - on) / 6) ** swamp
        each = f"{swamp} swamp hexes off the path: a die each" if swamp > 1 else "a swamp hex off the path: a die"
        words.append(f"{each}, {_drowns(on)}; survives {round(100 * live)}% (4B)")
    if f.type == "mage" and state.prepared.get(seat):
        words.append("the Mage moves: his prepared spell is discarded (4D)")
    foes = [o.id for o in state.figs if o.status == "arena" and o.seat != f.seat
            and o.cell in set(neighbours(to)) and not o.possessed]
    if foes and not lake:
        words.append("ends next to " + ", ".join(foes) + ": a fight is possible (4B)")
    return "; ".join(words) or None
