"""The special skills of 4.2 as engine hooks, and the skill set-up of 4.1.

Each skill's speed is the (authored) colour on its ninja card, from data/skills.json. The
Special Action on the white die runs `perform`; Reflexes also `defend`s its owner; Arsenal keeps
its passive weapon in `Ninja.extra["arsenal"]` as (weapon id, applications left). Rulings
("RULING 4.2-...") are recorded with their tests in data/rulings.json.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

from rules.core import square
from rules.core.engine import BadSetup
from rules.ninja_arena import data, hooks
from rules.ninja_arena.hooks import RANGED_KINDS, Skill, Strike

if TYPE_CHECKING:
    from rules.ninja_arena.state import Ninja

FRONT_OR_SIDE = (6, 7, 0, 1, 2)   # relative offsets: left, front-left, front, front-right, right


def _ev():
    from rules.ninja_arena import events
    return events


def _melee_weapon(n: "Ninja"):
    """The hook object that decides the ninja's melee target cells (weaponless: the sword's
    geometry, the engine caps the damage)."""
    return hooks.WEAPONS.get(n.melee or "sword") or hooks.WEAPONS["sword"]


def _side(slot) -> str:
    """RULING 4.2-leaping-attack-side: the white die has no direction, so the melee side is
    the slot's `param` ("forward", "left", "right"); default forward."""
    d = getattr(slot, "param", None)
    return d if d in ("forward", "left", "right") else "forward"


class CardSkill(Skill):
    def __init__(self, spec: data.SkillSpec):
        super().__init__(spec.id, spec.name, spec.ninja, spec.speed)
        self.spec = spec


class Assassination(CardSkill):
    def perform(self, ctx, n, slot):
        """4.2: the opponent in front of the ninja (RULING 4.2-assassination-target) with his
        back turned to the ninja, on the same level or one lower, loses all his life.
        RULING 4.2-assassination-parry: it is no melee attack, so Riposte and Dodge do not help."""
        victim = ctx.at(ctx.ahead(n, 0))
        if victim is None or victim.team == n.team:
            ctx.ignore(n, "special", "4.2: no opponent in front to assassinate")
            return
        if not square.has_back_turned(victim.pos, victim.facing, n.pos):
            ctx.ignore(n, "special", "4.2: the opponent's back is not turned to the ninja")
            return
        drop = ctx.level(n.pos) - ctx.level(victim.pos)
        if drop not in (0, 1):
            ctx.ignore(n, "special", "4.2: the opponent must be on the ninja's level or one lower")
            return
        ctx.strike(Strike(n.id, victim.id, victim.life, "skill", None, riposteable=False,
                          dodgeable=False, note="assassination"))


class LeapingAttack(CardSkill):
    def perform(self, ctx, n, slot):
        """4.2: one space forward and down as far as he wishes (no clumsy damage, RULING
        4.2-leaping-attack-down: a higher space in front ignores the action), then a melee
        attack (to the front, or the side the die points to)."""
        cell = ctx.ahead(n, 0)
        if ctx.on_board(cell) and ctx.level(cell) > ctx.level(n.pos):
            ctx.ignore(n, "special", "4.2: the leaping attack only goes forward and downward")
            return
        ctx.move_path(n, [cell], "skill", max_up=0, max_down=None)
        if not n.alive:
            return
        w = _melee_weapon(n)
        ctx.melee_strike(n, w.melee_cells(ctx, n, _side(slot)), focused=False)


class Acrobatics(CardSkill):
    def perform(self, ctx, n, slot):
        """4.2: two spaces forward over any levels, no drop damage. An opponent on the space
        jumped over: the whole action is ignored. An opponent on the target: one space only and
        a duel (the engine's move stops before an occupied space and duels)."""
        over, target = ctx.ahead(n, 0, 1), ctx.ahead(n, 0, 2)
        blocker = ctx.at(over)
        if blocker is not None and blocker.team != n.team:
            ctx.ignore(n, "special", "4.2: an opponent stands on the space to jump over")
            return
        other = ctx.at(target) if ctx.on_board(target) else None
        if other is not None and blocker is None:
            ctx.move_path(n, [over], "skill", max_up=None, max_down=None)
            if n.alive and n.pos == over:
                ctx.duel(n, other)
            return
        ctx.move_path(n, [over, target], "skill", max_up=None, max_down=None, hop_first=True)


class Reflexes(CardSkill):
    def perform(self, ctx, n, slot):
        """4.2: within this action round (fast), ranged attacks from the front or side are
        countered."""
        n.extra["reflexes_round"] = ctx.round
        ctx.emit(_ev().Guard(figure=n.id, guard="reflexes"))

    def defend(self, ctx, owner, strike):
        """Half damage rounded up, no status effects, the assailant takes 1. RULING
        4.2-reflexes-front: "front or side" is everything but the three rear directions."""
        if owner.extra.get("reflexes_round") != ctx.round or strike.kind not in RANGED_KINDS:
            return
        if strike.attacker is None:
            return
        a = ctx.ninja(strike.attacker)
        if square.relative_offset(owner.pos, owner.facing, a.pos) not in FRONT_OR_SIDE:
            return
        strike.damage = math.ceil(strike.damage / 2)
        strike.effects_blocked = True
        strike.counter_damage = max(strike.counter_damage, 1)
        strike.note = "reflexes"


class Berserker(CardSkill):
    def perform(self, ctx, n, slot):
        """4.2: a melee attack to the front with +2 damage; if it hit, 1 damage to himself at
        the end of the action."""
        w = _melee_weapon(n)
        # RULING 4.2-berserker-weaponless: weaponless (3.4) he deals only 1, no bonus
        bonus = 2 if ctx.melee_weapon(n) is not None else 0
        hit = ctx.melee_strike(n, w.melee_cells(ctx, n, "forward"), focused=False, bonus=bonus)
        if hit is not None and n.alive:
            ctx.hurt(n.id, 1, "berserker")


class Arsenal(CardSkill):
    def setup(self, state, n, options):
        """4.2: an additional weapon, chosen openly at set-up after the others, passive at
        first. Secret skills (4.4), or no weapon named: chosen at the first use instead."""
        wid = options.get("weapon")
        if wid is None:   # RULING 4.2-arsenal-unnamed: chosen at the first use, as in 4.4
            return
        n.extra["arsenal_request"] = wid   # validated after the weapons are dealt (below)

    def weapons_kept(self, n):
        """RULING 4.2-arsenal-defeat: the passive weapon is his card too, so a defeat leaves
        its loot counter beside the active weapons' (3.4)."""
        passive = n.extra.get("arsenal")
        return [passive] if passive else []

    def perform(self, ctx, n, slot):
        """4.2: trade the passive weapon for the active one of the same category. RULINGS
        4.2-arsenal-blinded (3.4: a blinded ninja cannot change weapons) and
        4.2-arsenal-weaponless (no active weapon: the passive one becomes active, none is left
        passive)."""
        if ctx.round < n.blinded_until:
            ctx.ignore(n, "special", "3.4: a blinded ninja cannot change weapons")
            return
        passive = n.extra.get("arsenal")
        if passive is None:
            if n.extra.get("arsenal_chosen"):
                ctx.ignore(n, "special", "4.2: no passive weapon left")
                return
            try:
                passive = passive_weapon(ctx.state, n, slot.weapon)
            except BadSetup as e:
                ctx.ignore(n, "special", str(e))
                return
        n.extra["arsenal_chosen"] = True
        wid, uses = passive
        cat = hooks.weapon(wid).category
        old = (n.melee, n.melee_uses) if cat == "melee" else (n.ranged, n.ranged_uses)
        if cat == "melee":
            n.melee, n.melee_uses = wid, uses
        else:
            n.ranged, n.ranged_uses = wid, uses
        n.extra["arsenal"] = old if old[0] is not None else None
        # the table's events: the active card goes aside (passive), the passive one is taken up
        if old[0] is not None:
            ctx.emit(_ev().WeaponLost(figure=n.id, weapon=old[0], category=cat, reason="passive"))
        ctx.emit(_ev().LootPicked(figure=n.id, cell=n.pos, weapon=wid, uses=uses))


def start_weapons(state) -> dict[str, tuple[str | None, str | None]]:
    """Who held which weapons at the start (recorded once by the set-up hook below)."""
    rec = state.extra.get("start_weapons")
    if rec is None:
        rec = {n.id: (n.melee, n.ranged) for n in state.ninjas}
    return rec


def passive_weapon(state, n: "Ninja", wid: str | None) -> tuple[str, int | None]:
    """Validate an Arsenal choice: a known weapon, not a special card another ninja held at the
    start of the game (4.4 secret skills; RULING 4.2-arsenal-unique for the open choice)."""
    if not wid:
        raise BadSetup(f"4.2: {n.id}: Arsenal: name the passive weapon (slot weapon)")
    try:
        spec = data.weapon(wid)
    except data.DataError as e:
        raise BadSetup(f"4.2: {n.id}: Arsenal: {e}") from None
    if not spec.standard:
        for other, held in start_weapons(state).items():
            if other != n.id and spec.id in held:
                raise BadSetup(f"4.2: {n.id}: Arsenal: the {spec.id} card belonged to {other} "
                               "at the start of the game")
    return spec.id, spec.applications


CLASSES = {"assassination": Assassination, "leaping_attack": LeapingAttack,
           "acrobatics": Acrobatics, "reflexes": Reflexes, "berserker": Berserker,
           "arsenal": Arsenal}


def register_all() -> None:
    for spec in data.skills().values():
        hooks.register_skill(CLASSES[spec.id](spec))


register_all()


@hooks.register_setup_hook
def _record_start_weapons(setup, state, dice) -> None:
    """Runs after the weapons are dealt (3.1): remember who held what, then give Arsenal owners
    their passive weapon ("after all other players have chosen their weapons", 4.2)."""
    state.extra["start_weapons"] = {n.id: (n.melee, n.ranged) for n in state.ninjas}
    for n in state.ninjas:
        wid = n.extra.pop("arsenal_request", None)
        if wid is not None:
            n.extra["arsenal"] = passive_weapon(state, n, wid)


# ------------------------------------------------------------------------------ set-up (4.1)

def deal_skills(dice, ninjas: dict[str, str], chosen: dict[str, str] | None = None) -> dict[str, str]:
    """4.1: each ninja takes 1 of the 3 skill cards of his type: `chosen` ones (when the players
    agree) first, the rest drawn with the game's dice from the cards left. Each card is in the
    box once per game (RULING 4.1-distinct), so two ninjas of one type never share a skill.
    `ninjas` maps figure id -> type ("shadow" / "weaponmaster")."""
    chosen = dict(chosen or {})
    left = {t: [s.id for s in data.skills().values() if s.ninja == t]
            for t in ("shadow", "weaponmaster")}
    out: dict[str, str] = {}
    for fid, sid in chosen.items():
        t = ninjas.get(fid)
        spec = data.skill(sid)
        if spec.ninja != t:
            raise BadSetup(f"4.1: {fid}: {spec.id} is a {spec.ninja} skill, not {t}")
        if spec.id not in left[t]:
            raise BadSetup(f"4.1: {fid}: the {spec.id} card is already taken")
        left[t].remove(spec.id)
        out[fid] = spec.id
    for fid, t in ninjas.items():
        if fid in out:
            continue
        if not left[t]:
            raise BadSetup(f"4.1: no {t} skill card left for {fid}")
        out[fid] = left[t].pop(dice.below(len(left[t])))
    return {fid: out[fid] for fid in ninjas}
