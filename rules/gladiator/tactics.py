"""Computer-run creatures and AI characters (Creature, AI Characters' tactics): what one does
when it is its turn to choose. Pure: `choose(state, legal)` returns the action for the decision
now waiting if a computer-run figure makes it (None otherwise), always one of `legal`.

The common tactics of the text: come at you full steam to the nearest enemy it can see (they
are 'stupid'), always avoid fire and avoid caltrops if wounded, make for the exit when severely
wounded unless engaged, attack whoever is in front (both natural weapons when it has two), and
evade only when it has nothing to attack. It lets the enemy move first. Bears prefer hand combat
(2 in 3 when they may) and never repel it; the Giant Amoeba now and then jumps you (1 in 4) and
seldom repels (1 in 6); other creatures repel. The Needler Bush only throws its needles and stops
running within its firing range. Each AI character's own paragraph is in `_ACT`:
the Phase Spider's bite, web and phase shifts, the Imp's thefts, the Slayer's Krill, the
Behemoth's craw, crush and dual attack, the Evil Summoner's summons and the Evil Mage's spells.
The smart ones (Fire Spirit, Phase Spider, Imp, Evil Mage) evade a death blow.

A tactic's own chances (the Behemoth's 1 in 3 crush ...) come from a Dice seeded by the game's
dice state, which it does not advance: the game's rolls stay the game's.
"""
from __future__ import annotations

from rules.core.dice import Dice
from rules.core.square import chebyshev, nearest_facing, step
from rules.gladiator.actions import (Attack, Cast, ChangeWeapon, ChooseFirst, Disbelieve, Disengage,
                                     DualAttack, EndMove, Evade, HandCombat, Impale, Phase,
                                     React, ReceiveCharge, Shoot, Stand, Step, Steal, Throw, Turn)
from rules.gladiator.characters import armour_against, strikers
from rules.gladiator.data import races, weapons
from rules.gladiator.state import State
from rules.gladiator.terrain import CALTROPS, EXIT, FIRE, WALL, invisible

SEVERELY_WOUNDED = 3        # at a third of his SH or less he makes for the exit
SMART = ("fire_spirit", "phase_spider", "imp", "evil_mage")     # evade a death blow
SHOOTING_RANGE = 25         # the Slayer slows down within about 25 squares


def computer_run(state: State, fid: str) -> bool:
    """Creatures and AI characters, unless a player's mage conjured them (then he controls
    them: Summon Spells)."""
    f = state.fig(fid)
    if not races()[f.race].creature:
        return False
    return f.summoner is None or computer_run(state, f.summoner)


is_creature = computer_run


def _rng(state: State, salt: int) -> Dice:
    return Dice.from_seed((state.dice ^ (salt * 0x9E3779B97F4A7C15)) & ((1 << 63) - 1))


def choose(state: State, legal: list):
    """The creature's choice among `legal` (the legal actions of the waiting seat), or None
    when the waiting decision is not a creature's."""
    if state.finished or not legal:
        return None
    if state.phase == "initiative":
        side = state.chooser
        if all(computer_run(state, f.id) for f in state.figures if f.side == side and f.present):
            return ChooseFirst(side="east" if side == "west" else "west")
        return None
    if state.phase == "movement":
        return _checked(_move(state, legal), legal) if computer_run(state, state.mv.fig) else None
    if state.pending:
        fid = state.pending["asks"][0]
        if not computer_run(state, fid):
            return None
        f = state.fig(fid)
        if state.pending["kind"] == "repel":
            return React(repel=_repels(state, f))
        return React(evade=f.race in SMART and death_blow(state, f))
    if state.actor and computer_run(state, state.actor):
        return _checked(_act(state, legal), legal)
    return None


def _repels(state: State, f) -> bool:
    """Bears prefer hand combat (l. 463): never; the Amoeba 'usually' does not (l. 219): 1 in
    6 (authored); everyone else does."""
    if f.race == "bear":
        return False
    if f.race == "giant_amoeba":
        return _rng(state, 9).below(6) == 0
    return True


def _checked(action, legal: list):
    """Never an illegal choice: fall back on the simplest legal one."""
    if action in legal:
        return action
    for a in legal:
        if isinstance(a, (EndMove, Stand)) and getattr(a, "facing", None) is None:
            return a
    return legal[0]


def death_blow(state: State, f) -> bool:
    """The attack waiting could kill him: its best damage past his armour is his SH or more."""
    from rules.gladiator.actions import action_adapter
    att = state.fig(state.pending["actor"])
    act = action_adapter.validate_python(state.pending["action"])
    if isinstance(act, Cast):       # a drain ignores armour: its dice at most, per pump
        from rules.gladiator.data import spells
        return spells()[act.spell].type == "missile" and act.power * 6 >= f.sh
    st = strikers(att)
    if isinstance(act, (Shoot, Throw)):
        w = weapons()[att.slots[0].w] if att.slots[0] else (st[0][1] if st else None)
    else:
        w = st[0][1] if st else None
    if w is None:
        return False
    n, m = w.dice
    if w.bolt and isinstance(act, Shoot):
        n, m = (int(w.bolt[0]), 0)
    worst = (n * 6 + m) * (2 if isinstance(act, (Impale, ReceiveCharge)) else 1)
    return worst - (0 if w.no_armour else armour_against(f, att.cell, w.no_shield)) >= f.sh


# ------------------------------------------------------------------ movement

def _target(state: State, f):
    foes = [g for g in state.figures if g.present and g.side != f.side and not invisible(state, g)]
    return min(foes, key=lambda g: (chebyshev(f.cell, g.cell), g.id), default=None)


def _hurt(f) -> bool:
    return f.sh * SEVERELY_WOUNDED <= f.sh_max


def _exit(state: State, f):
    exits = [c for c, t in state.terrain.items() if EXIT in t]
    return min(exits, key=lambda c: (chebyshev(f.cell, c), c), default=None)


def _goal(state: State, f):
    """(cell to head for, fleeing?)."""
    race = races()[f.race]
    engaged = bool(state.mv.engaged_by)
    if _hurt(f) and (not engaged or race.phase or f.race == "slayer"):
        ex = _exit(state, f)
        if ex is not None:
            return ex, True
    if f.race == "slayer" and _krill_lost(f):
        krill = _krill_on_ground(state, f)
        if krill is not None:
            return krill, True
    if f.race == "imp" and _loot(f) is not None:     # away with the weapon, toward the exit
        ex = _exit(state, f)
        if ex is not None:
            return ex, True
    if f.race == "evil_mage":                         # to the strongest AI character
        friends = [g for g in state.figures if g.present and g.side == f.side and g.id != f.id
                   and races()[g.race].creature and not g.conjured]
        if friends:
            best = max(friends, key=lambda g: (g.sh_max, -chebyshev(f.cell, g.cell), g.id))
            return best.cell, False
    t = _target(state, f)
    return (t.cell if t else None), False


def _avoid(state: State, f, cell) -> bool:
    """Fire and caltrops, each race as its paragraph says."""
    t = state.terrain_at(cell)
    r = f.race
    wounded = f.sh < f.sh_max
    if r == "fire_spirit":
        return CALTROPS in t and f.sh * 2 < f.sh_max
    if r == "behemoth":
        return bool(set(t) & {FIRE, CALTROPS}) and _hurt(f)
    if r == "imp":
        return bool(set(t) & {FIRE, CALTROPS}) and wounded
    if r == "phase_spider":
        return bool(set(t) & {FIRE, CALTROPS})
    return FIRE in t or (CALTROPS in t and wounded)


def _d2(a, b) -> int:
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2


def _move(state: State, legal: list):
    f = state.fig(state.mv.fig)
    goal, fleeing = _goal(state, f)
    if goal is None:
        return EndMove()
    phases = [a for a in legal if isinstance(a, Phase)]
    if phases:
        return _phase(state, f, phases, goal, fleeing)
    dist = chebyshev(f.cell, goal)
    steps = [a for a in legal if isinstance(a, Step)
             and not _avoid(state, f, step(f.cell, a.direction))]
    if WALL in state.terrain_at(f.cell):          # a gargoyle above a wall must come down
        steps = [a for a in legal if isinstance(a, Step)]
        return min(steps, key=lambda a: (chebyshev(step(f.cell, a.direction), goal), a.direction))
    near = 0 if fleeing else 1
    if f.race == "needler_bush" and not fleeing and _bush_slows(state, f, dist):
        near = dist                 # within firing range: no more running
    if f.race == "slayer" and not fleeing and dist <= SHOOTING_RANGE and dist > 1:
        near = _slayer_stop(state, f, dist)
    if dist > near:
        best = min(steps, key=lambda a: (chebyshev(step(f.cell, a.direction), goal),
                                         _d2(step(f.cell, a.direction), goal), a.direction),
                   default=None)
        if best is not None and chebyshev(step(f.cell, best.direction), goal) < dist:
            return best
    face = nearest_facing(f.cell, goal)
    if face is not None and not fleeing and Turn(facing=face) in legal:
        return Turn(facing=face)
    return EndMove()


def _bush_slows(state: State, f, dist: int) -> bool:
    """Needler Bush (l. 216): 'Once they get within firing range they will slow down their
    movement (no more running)': within its throwing range (SH squares) it stops at half its
    MP, a charge, after which it may still throw."""
    from rules.gladiator.characters import movement_points
    return dist <= f.sh and state.mv.moves >= movement_points(f) // 2


def _slayer_stop(state: State, f, dist: int) -> int:
    """The Slayer within shooting distance 'will then generally charge or shift': a charge when
    the foe is within his charge (half his MP), else mostly a shift and a Krill bolt."""
    from rules.gladiator.characters import movement_points
    if dist - 1 > movement_points(f) // 2 and _rng(state, 6).below(3):
        return dist                 # stay where he is: shoot
    return 1


def _phase(state: State, f, phases: list, goal, fleeing: bool):
    """Phase shift: the reachable square nearest the goal; the Phase Spider likes to land
    behind its prey (Phase Spider Tactics: 'a tendency to get behind you')."""
    safe = [a for a in phases if not _avoid(state, f, tuple(a.cell))] or phases
    if f.race == "evil_mage" and not fleeing:     # a shift at most: he casts this turn
        safe = [a for a in safe if chebyshev(tuple(a.cell), f.cell) <= 1] or safe
    prey = state.at(goal) if not fleeing else None

    def score(a):
        c = tuple(a.cell)
        d = chebyshev(c, goal)
        behind = 0
        if prey is not None and f.race == "phase_spider" and d == 1:
            from rules.gladiator.geometry import zone
            behind = {"rear": -2, "side": -1}.get(zone(prey, c), 0)
        return (max(d, 0 if fleeing else 1), behind, _d2(c, goal), c)
    best = min(safe, key=score)
    if chebyshev(tuple(best.cell), goal) < chebyshev(f.cell, goal) or (
            prey is not None and score(best) < score(Phase(cell=f.cell))):
        return best
    face = nearest_facing(f.cell, goal)
    return Turn(facing=face) if face is not None and not fleeing else EndMove()


# ------------------------------------------------------------------ actions

def _of(legal, kind):
    return [a for a in legal if isinstance(a, kind)]


def _act(state: State, legal: list):
    f = state.fig(state.actor)
    if races()[f.race].disbelieves and Disbelieve() in legal:
        from rules.gladiator.fight import illusions_seen
        n = len(illusions_seen(state, f))       # one is ignored; more, more likely
        if n >= 2 and _rng(state, 7).below(4) < n - 1:
            return Disbelieve()
    special = _ACT.get(f.race)
    if special is not None:
        choice = special(state, f, legal)
        if choice is not None:
            return choice
    return _plain(state, f, legal)


def _plain(state: State, f, legal: list):
    wrestle = _of(legal, HandCombat)
    if f.race == "fire_spirit" and wrestle:       # 'they will continually try hand combat'
        return wrestle[0]
    if f.race == "bear" and wrestle and _rng(state, 10).below(3):      # 'often prefer' (2 in 3)
        return wrestle[0]
    if f.race == "giant_amoeba" and wrestle and _rng(state, 11).below(4) == 0:   # 'occasionally'
        return wrestle[0]
    if f.race == "needler_bush":
        return _bush(state, f, legal)
    duals = [a for a in _of(legal, DualAttack) if a.first == a.second]
    attacks = [a for a in _of(legal, Attack) if a.weapon is None]
    if duals and f.race not in ("behemoth",):
        return duals[0]
    if attacks:
        return attacks[0]
    throws = _of(legal, Throw)
    if throws:                                  # the closest target, even if it is evading
        return min(throws, key=lambda a: (chebyshev(f.cell, state.fig(a.target).cell), a.target))
    if Evade() in legal:
        return Evade()
    return Stand()


def _bush(state: State, f, legal: list):
    """Needler Bush (l. 216): it pelts you with its needles (never melee), first whoever
    engages it, else the closest target even if evading; it evades only with nothing to
    attack."""
    from rules.gladiator.geometry import engaging
    throws = _of(legal, Throw)
    if throws:
        engagers = {g.id for g in engaging(state, f)}
        return min(throws, key=lambda a: (a.target not in engagers,
                                          chebyshev(f.cell, state.fig(a.target).cell), a.target))
    return Evade() if Evade() in legal else Stand()


def _spider(state: State, f, legal: list):
    """Bite an adjacent enemy; now and then the web alone, or web and bite; the web at the
    closest target when none is adjacent; evade with no target in range."""
    bites = [a for a in _of(legal, Attack) if a.weapon is None]
    if bites:
        r = _rng(state, 1).below(6)
        t = bites[0].target
        if r == 0 and Attack(target=t, weapon="spider_web") in legal:
            return Attack(target=t, weapon="spider_web")
        if r == 1 and DualAttack(first=t, second=t) in legal:
            return DualAttack(first=t, second=t)
        return bites[0]
    return None


def _imp(state: State, f, legal: list):
    """Steal the ready weapon (about 1 turn in 3, or when his fists won't hurt much); drop the
    loot once disengaged; else both fists."""
    from rules.gladiator.geometry import engaging
    loot = _loot(f)
    if loot is not None and not engaging(state, f):
        drop = ChangeWeapon(swaps=((loot, "ground"),))
        if drop in legal:
            return drop
    if loot is not None and engaging(state, f):
        retreats = _of(legal, Disengage)
        if retreats:
            return retreats[0]
    steals = _of(legal, Steal)
    if steals:
        t = state.fig(steals[0].target)
        if armour_against(t, f.cell) >= 3 or _rng(state, 2).below(3) == 0:
            return steals[0]
    return None


def _loot(f):
    """The slung slot holding a stolen weapon (anything but his own caltrops)."""
    from rules.gladiator.state import SLOTS
    for i in (2, 3, 4):
        it = f.slots[i]
        if it is not None and it.w != "caltrops":
            return SLOTS[i]
    return None


def _krill_lost(f) -> bool:
    return not any(it is not None and it.w == "krill" for it in f.slots)


def _krill_on_ground(state: State, f):
    spots = [c for c, items in state.ground.items() if any(it.w == "krill" for it in items)]
    return min(spots, key=lambda c: (chebyshev(f.cell, c), c), default=None)


def _slayer(state: State, f, legal: list):
    """Impale after a charge, receive a charging foe, else Krill bolt or Krill stab (50%);
    dual attack when the target is neither invisible, evading nor a snake; recover a lost
    Krill; a right cross without it."""
    from rules.gladiator.geometry import engaging
    if _hurt(f) and engaging(state, f):         # disengage if necessary to reach the exit
        ex = _exit(state, f)
        outs = _of(legal, Disengage)
        if ex is not None and outs:
            return min(outs, key=lambda a: (chebyshev(a.path[-1], ex), a.path))
    if _krill_lost(f):
        picks = [a for a in _of(legal, ChangeWeapon) if a.swaps[0] in (("ground", "ready"),
                                                                       ("ready", "ground"))]
        here = state.ground.get(f.cell, ())
        if picks and here and here[0].w == "krill":
            return ChangeWeapon(swaps=(("ground", "ready"),))
        return None
    impales = _of(legal, Impale)
    if impales:
        return impales[0]
    receives = _of(legal, ReceiveCharge)
    if receives:
        return receives[0]
    stabs = [a for a in _of(legal, Attack) if a.weapon is None]
    shots = sorted(_of(legal, Shoot), key=lambda a: (chebyshev(f.cell, state.fig(a.target).cell),
                                                     a.target))
    duals = [a for a in _of(legal, DualAttack) if a.first == a.second
             and not state.fig(a.first).evading and state.fig(a.first).race != "snake"
             and not invisible(state, state.fig(a.first))]
    coin = _rng(state, 3).below(2)
    if duals and coin:
        return duals[0]
    if stabs and (coin or not shots):
        return stabs[0]
    if shots:
        return shots[0]
    return None


def _behemoth(state: State, f, legal: list):
    """Usually the craw, 1 in 3 the crush, 1 in 6 both (a target not hard to hit); now and then
    hand combat."""
    craws = [a for a in _of(legal, Attack) if a.weapon is None]
    if not craws:
        return None
    d = _rng(state, 4)
    t = craws[0].target
    tgt = state.fig(t)
    if d.below(6) == 0 and DualAttack(first=t, second=t) in legal and not (
            tgt.evading or races()[tgt.race].hard_to_hit or invisible(state, tgt)):
        return DualAttack(first=t, second=t)
    if d.below(3) == 0 and Attack(target=t, weapon="crush") in legal:
        return Attack(target=t, weapon="crush")
    if d.below(8) == 0 and HandCombat(target=t) in legal:
        return HandCombat(target=t)
    return craws[0]


def _summoner(state: State, f, legal: list):
    """A troll, a gargoyle or a bear once a turn, while fewer than four are in play."""
    casts = [a for a in _of(legal, Cast) if a.spell.startswith("summon_")]
    if casts:
        return casts[_rng(state, 5).below(len(casts))]
    return None


def _mage(state: State, f, legal: list):
    from rules.gladiator.evil_mage import choose as evil_mage
    return evil_mage(state, f, legal)


_ACT = {"phase_spider": _spider, "imp": _imp, "slayer": _slayer, "behemoth": _behemoth,
        "evil_summoner": _summoner, "evil_mage": _mage}
