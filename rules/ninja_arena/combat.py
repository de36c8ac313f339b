"""Attacks (2.5, 3.3) and weapon handling (3.3 Pick up / Change Weapon)."""
from __future__ import annotations

from rules.ninja_arena import events as ev
from rules.ninja_arena import hooks
from rules.ninja_arena.hooks import Strike, choose_target

SIDE_REL = {"forward": 0, "left": 6, "right": 2}


def melee_strike(ctx, n, cells, *, focused: bool, bonus: int = 0, choice=None, side=None,
                 harmless: bool = False):
    """A melee blow at the first (or chosen) figure on `cells` within the level limit.
    Weaponless (no card, or blinded): 1 damage and no weapon effects (3.4)."""
    w = ctx.melee_weapon(n)
    max_diff = w.max_level_diff if w is not None else 1
    my_level = ctx.level(n.pos)
    cands = []
    for c in cells:
        if not ctx.on_board(c):
            continue
        o = ctx.at(c)
        if o is not None and o is not n and abs(ctx.level(c) - my_level) <= max_diff:
            cands.append(o)
    victim = choose_target(cands, choice)
    if victim is not None and any(v.discontinue(ctx, n, victim, "melee") for v in ctx.variants):
        ctx.ignore(n, "focused_melee" if focused else "melee",
                   "4.4: discontinued to spare a team-mate")
        return None
    ctx.emit(ev.F.MeleeAttack, figure=n.id, weapon=w.id if w else None, focused=focused, side=side,
                            target=victim.id if victim else None,
                            target_cell=victim.pos if victim else None, hit=victim is not None)
    s = None
    if victim is not None and not harmless:
        if w is None:
            dmg, riposteable, on_hit = 1, True, None
        else:
            dmg = w.melee_damage(ctx, n, victim, focused)
            riposteable = w.riposteable(ctx, n, focused)
            on_hit = w.on_melee_hit
        s = ctx.strike(Strike(n.id, victim.id, dmg + bonus, "focused_melee" if focused else "melee",
                              w.id if w else None, riposteable=riposteable, focused=focused,
                              on_hit=on_hit))
    if w is not None and n.alive and not harmless:
        w.after_melee(ctx, n, victim, focused)
    return s


def melee_attack(ctx, n, slot, harmless=False) -> None:
    side = slot.dir or "forward"
    w = ctx.melee_weapon(n)
    cells = w.melee_cells(ctx, n, side) if w is not None else [ctx.ahead(n, SIDE_REL[side])]
    if not cells:
        ctx.ignore(n, "melee", f"3.5: {w.name} cannot attack to the {side}")
        return
    melee_strike(ctx, n, cells, focused=False, side=side, harmless=harmless)


def focused_melee(ctx, n, slot, harmless=False) -> None:
    """3.3: the target is chosen when the attack is carried out: the plan's `target` if it is
    there, else the first figure in front, left, right (RULINGS 3.3)."""
    w = ctx.melee_weapon(n)
    cells = w.focused_cells(ctx, n) if w is not None else \
        [ctx.ahead(n, 0), ctx.ahead(n, 6), ctx.ahead(n, 2)]
    melee_strike(ctx, n, cells, focused=True, choice=slot.target, harmless=harmless)


def ranged_attack(ctx, n, slot) -> None:
    if n.ranged is None or ctx.blinded(n):
        ctx.ignore(n, "ranged", "2.7: weaponless in ranged combat")
        return
    hooks.WEAPONS[n.ranged].ranged_attack(ctx, n, slot)


def throw_melee(ctx, n, slot) -> None:
    """3.3: a ranged attack with the melee weapon's damage and infinite range; the loot counter
    lands on the target's space, else on the farthest unconcealed space ahead; the thrower is
    weaponless in melee afterwards."""
    w = ctx.melee_weapon(n)
    if w is None:
        ctx.ignore(n, "throw_melee", "3.4: weaponless in melee combat, nothing to throw")
        return
    if not w.throwable:
        ctx.ignore(n, "throw_melee", f"3.5: the {w.name} cannot be thrown")
        return
    victim = choose_target(ctx.targets_in_line(n, None), slot.target)
    if victim is not None and any(v.discontinue(ctx, n, victim, "thrown") for v in ctx.variants):
        ctx.ignore(n, "throw_melee", "4.4: discontinued to spare a team-mate")
        return
    if victim is not None:
        lands = victim.pos
    else:
        seen = [c for c in ctx.line_ahead(n, None) if ctx.unconcealed(n.pos, c)]
        lands = seen[-1] if seen else n.pos
    uses = n.melee_uses
    ctx.emit(ev.F.Thrown, figure=n.id, weapon=w.id, target=victim.id if victim else None,
                       target_cell=victim.pos if victim else None, hit=victim is not None,
                       lands=lands)
    if victim is not None:
        ctx.strike(Strike(n.id, victim.id, w.damage, "thrown", w.id, on_hit=w.on_melee_hit))
    if n.melee == w.id:
        n.melee, n.melee_uses = None, None
        ctx.emit(ev.F.WeaponLost, figure=n.id, weapon=w.id, category="melee", reason="thrown")
        ctx.emit(ev.F.StatusChanged, figure=n.id, status="weaponless_melee", on=True)
    ctx.place_loot(lands, w.id, uses)


def pick_up(ctx, n, slot) -> None:
    """3.3: exactly one loot counter from his space (the plan's `weapon`, else the first laid).
    Same weapon: the picked card goes back, its application die onto his card. Another weapon
    of that category: his own is discarded and its loot counter laid on his space."""
    if ctx.blinded(n):
        ctx.ignore(n, "pick_up", "3.4: blinded ninjas cannot pick up or change weapons")
        return
    here = [l for l in ctx.state.loot if l.cell == n.pos]
    if not here:
        ctx.ignore(n, "pick_up", "3.3: no loot counter on his space")
        return
    loot = next((l for l in here if l.weapon == slot.weapon), here[0])
    w = hooks.WEAPONS.get(loot.weapon)
    if w is None:
        ctx.ignore(n, "pick_up", f"3.3: unknown weapon {loot.weapon}")
        return
    if w.on_pick_up(ctx, n, loot):
        return
    rest = list(ctx.state.loot)
    rest.remove(loot)
    ctx.state.loot = tuple(rest)
    cat = w.category
    own = n.melee if cat == "melee" else n.ranged
    own_uses = n.melee_uses if cat == "melee" else n.ranged_uses
    if own == loot.weapon:
        if loot.uses is not None:
            if cat == "melee":
                n.melee_uses = loot.uses
            else:
                n.ranged_uses = loot.uses
        ctx.emit(ev.F.LootPicked, figure=n.id, cell=n.pos, weapon=loot.weapon, uses=loot.uses,
                               returned=True)
        return
    if cat == "melee":
        n.melee, n.melee_uses = loot.weapon, loot.uses
    else:
        n.ranged, n.ranged_uses = loot.weapon, loot.uses
    ctx.emit(ev.F.LootPicked, figure=n.id, cell=n.pos, weapon=loot.weapon, uses=loot.uses,
                           dropped=own)
    if own is not None:
        ctx.place_loot(n.pos, own, own_uses)
    else:
        ctx.emit(ev.F.StatusChanged, figure=n.id, status=f"weaponless_{cat}", on=False)
