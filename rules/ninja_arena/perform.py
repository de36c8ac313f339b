"""One planned action carried out (2.5, 3.3): statuses first (netted, dazed), then the action.
An action whose preconditions fail is ignored with an `action_ignored` event naming the rule."""
from __future__ import annotations

from rules.ninja_arena import combat
from rules.ninja_arena import events as ev
from rules.ninja_arena import hooks
from rules.ninja_arena.actions import ACTIONS, REL, colour_of

SAME_LEVEL = dict(max_up=0, max_down=0)


def perform(ctx, n, slot) -> None:
    a = slot.action
    ctx.emit(ev.F.ActionStarted, figure=n.id, action=a, dir=slot.dir,
                              speed=ACTIONS[a][0])
    if n.netted:
        if a in ("melee", "focused_melee"):
            # 3.5 throwing net: a melee attack frees him, but causes no damage
            ctx.free_from_net(n)
            (combat.melee_attack if a == "melee" else combat.focused_melee)(ctx, n, slot, True)
        else:
            ctx.ignore(n, a, "3.5: netted - actions are ignored until the net is destroyed")
        return
    if colour_of(a) == "white" and n.dazed_round == ctx.round:
        ctx.ignore(n, a, "3.4: dazed - the white die cannot be used this action round")
        return
    ACTION_FUNCS[a](ctx, n, slot)


def _rel(slot) -> int:
    return REL[slot.dir or "forward"]


def evade(ctx, n, slot):
    ctx.move_path(n, [ctx.ahead(n, _rel(slot))], "evade", **SAME_LEVEL)


def step(ctx, n, slot):
    ctx.move_path(n, [ctx.ahead(n, _rel(slot))], "step", max_up=1, max_down=1)


def somersault(ctx, n, slot):
    rel = _rel(slot)
    ctx.move_path(n, [ctx.ahead(n, rel, 1), ctx.ahead(n, rel, 2)], "somersault", **SAME_LEVEL)


def diagonal_step(ctx, n, slot):
    ctx.move_path(n, [ctx.ahead(n, _rel(slot))], "diagonal_step", **SAME_LEVEL)


def leap(ctx, n, slot):
    """2.5: only if the space in front holds no obstacle - nothing higher than his level, where
    a ninja counts one level (so an enemy one level lower or more can be jumped over)."""
    mid = ctx.ahead(n, 0, 1)
    if ctx.on_board(mid):
        h = ctx.level(mid) + (1 if ctx.at(mid) is not None else 0)
        if h > ctx.level(n.pos):
            what = "a ninja" if ctx.at(mid) is not None else f"level {ctx.level(mid)}"
            ctx.ignore(n, "leap", f"2.5: obstacle in front ({what} at {mid})")
            return
    ctx.move_path(n, [mid, ctx.ahead(n, 0, 2)], "leap", hop_first=True, **SAME_LEVEL)


def climb(ctx, n, slot):
    ctx.move_path(n, [ctx.ahead(n, 0)], "climb", max_up=None, max_down=None)


def _turn(by: int):
    def turn(ctx, n, slot):
        old = n.facing
        n.facing = (n.facing + by) % 8
        ctx.emit(ev.F.Turned, figure=n.id, from_facing=old, to_facing=n.facing)
    return turn


def dodge(ctx, n, slot):
    n.dodge_round = ctx.round
    ctx.emit(ev.F.Guard, figure=n.id, guard="dodge")


def riposte(ctx, n, slot):
    n.riposte_round = ctx.round
    ctx.emit(ev.F.Guard, figure=n.id, guard="riposte")


def special(ctx, n, slot):
    if ctx.layer != "professional":
        ctx.ignore(n, "special", "3.3: the special action is ignored before the professional rules")
        return
    skill = hooks.SKILLS.get(n.skill) if n.skill else None
    if skill is None:
        ctx.ignore(n, "special", f"4.2: no special skill{' ' + repr(n.skill) if n.skill else ''} to use")
        return
    n.skill_revealed = True
    ctx.emit(ev.F.SkillUsed, figure=n.id, skill=skill.id)
    skill.perform(ctx, n, slot)


def bonus(ctx, n, slot):
    for v in ctx.variants:
        if v.has_bonus_action:
            v.bonus_action(ctx, n, slot)
            return
    ctx.ignore(n, "bonus", "3.3: the bonus action is ignored without a variant that defines it")


ACTION_FUNCS = {
    "evade": evade, "turn_right": _turn(2), "turn_left": _turn(-2), "turn_180": _turn(4),
    "dodge": dodge, "riposte": riposte,
    "melee": combat.melee_attack, "ranged": combat.ranged_attack, "step": step,
    "somersault": somersault, "diagonal_step": diagonal_step, "leap": leap,
    "focused_melee": combat.focused_melee, "throw_melee": combat.throw_melee, "climb": climb,
    "pick_up": combat.pick_up, "special": special, "bonus": bonus,
}
