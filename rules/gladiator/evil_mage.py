"""Evil Mage Tactics: boost the Behemoth first (Agility Magic, Magic Speed, a Death Sword),
then kill (Psychic Blast or Drain Spirit, at most 2d), thwart (Dazzle when three or more of the
enemy see him, Lose Weapon, Clumsiness, Curse Armor), and keep himself alive (Drain Life when
low, Steel Flesh, Teleport Away whoever engages him). He picks a target he can hit and kill,
not simply the closest, and never one who is evading."""
from __future__ import annotations

from rules.core.square import chebyshev
from rules.gladiator import effects
from rules.gladiator.actions import Cast
from rules.gladiator.data import races
from rules.gladiator.geometry import engaging, enemies
from rules.gladiator.spells import sees

DRAIN_SPIRIT_MAX = 2        # 'Drain Spirit (which is limited to 2d damage)'


def _casts(legal, spell, target=None):
    return [a for a in legal if isinstance(a, Cast) and a.spell == spell
            and (target is None or a.target == target)]


def _strongest(legal, spell, target):
    opts = _casts(legal, spell, target)
    return max(opts, key=lambda a: a.power, default=None)


def choose(state, f, legal):
    foes = enemies(state, f)
    # keep himself alive
    if f.sh * 3 <= f.sh_max:
        drains = [a for a in _casts(legal, "drain_life") if not state.fig(a.target).evading]
        if drains:
            return max(drains, key=lambda a: (a.power, -state.fig(a.target).sh, a.target))
    pressing = engaging(state, f)
    if pressing:
        away = [a for a in _casts(legal, "teleport_away") if a.target in {e.id for e in pressing}]
        if away:
            return away[0]
    if not effects.has(f, "steel_flesh"):
        steel = _strongest(legal, "steel_flesh", f.id)
        if steel is not None and pressing:
            return steel
    # thwart: dazzle three or more who see him
    watching = [e for e in foes if sees(state, e, f) and not e.dazzled_until]
    if len(watching) >= 3 and _casts(legal, "dazzle"):
        return _casts(legal, "dazzle")[0]
    # boost the Behemoth (the strongest AI character near him)
    friends = [g for g in state.figures if g.present and g.side == f.side and g.id != f.id
               and races()[g.race].creature and not g.conjured]
    for g in sorted(friends, key=lambda g: (-g.sh_max, g.id)):
        for spell in ("agility_magic", "magic_speed"):
            if not effects.has(g, spell):
                a = _strongest(legal, spell, g.id)
                if a is not None:
                    return a
        if g.slots[0] is None and _casts(legal, "death_sword", g.id):
            return _casts(legal, "death_sword", g.id)[0]
    # kill: a Psychic Blast when it reaches two or more (or finishes one), else Drain Spirit
    near = [e for e in foes if chebyshev(e.cell, f.cell) <= 5]
    if _casts(legal, "psychic_blast") and (len(near) >= 2 or any(e.sh <= 4 for e in near)):
        return _casts(legal, "psychic_blast")[0]
    drains = [a for a in _casts(legal, "drain_spirit")
              if a.power <= DRAIN_SPIRIT_MAX and not state.fig(a.target).evading]
    if drains:
        return min(drains, key=lambda a: (state.fig(a.target).sh - 7 * a.power > 0,
                                          state.fig(a.target).sh, -a.power, a.target))
    for spell in ("lose_weapon", "clumsiness", "curse_armor"):
        opts = [a for a in _casts(legal, spell) if not effects.has(state.fig(a.target), spell)]
        if opts:
            return max(opts, key=lambda a: (a.power, a.target))
    return None
