"""Characters (Attributes, Race, Carrying Capacity, Armor): creation by trading SH and AG (and
IQ for Magi), the five carried items, and the adjusted values a figure fights with."""
from __future__ import annotations

from rules.core.engine import BadSetup
from rules.core.square import gladiator_zone
from rules.gladiator import effects
from rules.gladiator.data import FIST, Weapon, armours, fist_damage, races, weapons
from rules.gladiator.state import SLOTS, Figure, Item

REAR_SQUARES = 1      # RULING facing-squares: the figure's single "R" square
MAGE_MIN_IQ = 8       # RULING race-mage-iq


def create(race_id: str, sh: int | None = None, ag: int | None = None,
           iq: int | None = None) -> tuple[int, int, int]:
    """SH, AG, IQ of a new character: the race's base, with points traded between SH and AG
    (and IQ for a Mage); the total stays, and SH/AG stay at or above the race's minimum."""
    race = races().get(race_id)
    if race is None:
        raise BadSetup(f"Race: unknown race {race_id!r} (known: {', '.join(sorted(races()))})")
    if race.creature:
        raise BadSetup(f"Race: a {race.name} is a creature; it is not created, it comes as it is")
    sh = race.sh if sh is None else sh
    ag = race.ag if ag is None else ag
    iq = race.iq if iq is None else iq
    if not race.trade_iq and iq != race.iq:
        raise BadSetup(f"Race: only a Mage trades IQ; a {race.name} has IQ {race.iq}")
    total = race.sh + race.ag + race.iq
    if sh + ag + iq != total:
        raise BadSetup(f"Race: a {race.name}'s SH+AG+IQ must stay {total} "
                       f"(base {race.sh}/{race.ag}/{race.iq}), not {sh}+{ag}+{iq}")
    if sh < race.min_sh or ag < race.min_ag:
        raise BadSetup(f"Race: a {race.name} needs SH >= {race.min_sh} and AG >= {race.min_ag} "
                       f"(got SH {sh}, AG {ag})")
    if race.trade_iq and iq < MAGE_MIN_IQ:
        raise BadSetup(f"Race: a Mage needs IQ >= {MAGE_MIN_IQ} (got {iq})")
    return sh, ag, iq


def carry_strength(f: Figure) -> int:
    """Weapon strength: the normal SH (wounds do not make him drop anything), Goblins +4."""
    return f.sh_max + races()[f.race].carry_bonus


def check_loadout(f: Figure) -> None:
    """Carrying Capacity / Armor / 2H: at most five items in ready, also and three slung slots,
    one suit of armour, each within the carrier's strength, a 2H weapon ready leaves 'also' empty."""
    race = races()[f.race]
    items = [it for it in f.slots if it is not None]
    kit = tuple(w for w in race.kit if w)
    if race.creature and ((items and tuple(it.w for it in items) != kit) or f.armour != "none"):
        raise BadSetup(f"Creature: a {race.name} cannot carry or use weapons or armor")
    if len(f.slots) != len(SLOTS):
        raise BadSetup(f"Carrying Capacity: {f.name} has {len(f.slots)} slots, not 5")
    table = weapons()
    for it in items:
        w = table.get(it.w)
        if w is None or w.natural:
            raise BadSetup(f"Weapons: {f.name}: unknown item {it.w!r}")
        if w.sh > carry_strength(f):
            raise BadSetup(f"Weapons: {f.name} (weapon strength {carry_strength(f)}) cannot carry "
                           f"a {w.name} (SH {w.sh})")
    arm = armours().get(f.armour)
    if arm is None:
        raise BadSetup(f"Armor: {f.name}: unknown armour {f.armour!r} (known: {', '.join(armours())})")
    if arm.min_sh > f.sh_max:
        raise BadSetup(f"Armor: {f.name} (SH {f.sh_max}) cannot wear {arm.name} (min SH {arm.min_sh})")
    if two_handed_ready(f) and f.slots[1] is not None:
        raise BadSetup(f"2H: {f.name} readies a two-handed {weapon(f.slots[0]).name}: "
                       f"the other hand must be empty")


def weapon(it: Item | None) -> Weapon | None:
    return None if it is None else weapons()[it.w]


def two_handed_ready(f: Figure) -> bool:
    w = weapon(f.slots[0])
    return w is not None and w.two_handed


def strikers(f: Figure) -> list[tuple[int | None, Weapon]]:
    """What he strikes with in close combat, ready hand first: (slot, weapon) with slot None for
    fists (an empty hand; none for the second hand of a two-handed weapon) and for a creature's
    natural weapons. Bows, shields and magic items are no striking weapons here (shields have
    their own Shield Attack)."""
    race = races()[f.race]
    if race.creature and race.weapons:
        natural = [(None, weapons()[w]) for w in race.weapons]
        w = weapon(f.slots[0])      # a weapon put in its hand (the Evil Mage's Death Sword)
        if w is not None and w.kind == "weapon" and w.bow is None and not w.caltrops:
            return [(0, w)] + natural[1:]
        return natural
    out = []
    for i in (0, 1):
        it = f.slots[i]
        if it is None:
            if i == 1 and two_handed_ready(f):
                continue
            out.append((None, fist(f)))
        else:
            w = weapon(it)
            if w.kind == "weapon" and w.bow is None:
                out.append((i, w))
    return out


def fist(f: Figure) -> Weapon:
    n, m = fist_damage(races()[f.race].fist_sh or carry_strength(f))
    dmg = f"{n}d{m:+d}" if m else f"{n}d"
    return FIST.model_copy(update={"damage": dmg})


def held_shield(f: Figure) -> Weapon | None:
    best = None
    for i in (0, 1):
        w = weapon(f.slots[i])
        if w is not None and w.kind == "shield" and (best is None or w.ar > best.ar):
            best = w
    return best


def slung_shield(f: Figure) -> Weapon | None:
    best = None
    for it in f.slots[2:]:
        w = weapon(it)
        if w is not None and w.kind == "shield" and (best is None or w.ar > best.ar):
            best = w
    return best


def dazed(f: Figure) -> bool:
    """Dazed for the next action, or permanently dazed at SH 3 or less (never 'dazed dazed')."""
    return f.dazed_next or f.sh <= 3


def adjusted_ag(f: Figure) -> int:
    """AG after armour, a ready shield and wounds (Action Phase: current or adjusted agility)."""
    ag = f.ag + armours()[f.armour].ag
    sh = held_shield(f)
    if sh is not None:
        ag += sh.ag
    if dazed(f):
        ag -= 2
    if f.dazzled_until:
        ag -= 3
    return ag + effects.amount(f, "agility_magic") - effects.amount(f, "clumsiness")


def movement_points(f: Figure) -> int:
    """MP: the armour's MP ('.' = the race's), Elves +2 except in heavy armour, Dwarves 8 in
    anything."""
    race = races()[f.race]
    speed = effects.amount(f, "magic_speed")
    if race.fixed_mp or race.creature:
        return race.mp + speed
    arm = armours()[f.armour]
    if arm.mp is None:
        return race.mp + speed
    return arm.mp + (0 if arm.heavy else race.armour_mp_bonus) + speed


def max_moves(f: Figure) -> int:
    """Permanently dazed characters cannot RUN: no more than half their MP."""
    mp = movement_points(f)
    return mp // 2 if f.sh <= 3 else mp


def armour_against(f: Figure, attacker_cell, no_shield: bool = False) -> int:
    """Damage taken on the side the blow comes from: suit and natural hide everywhere, a ready
    shield in front, a slung one behind (AR 6/4: front 6, side and rear 4)."""
    ar = max(0, armours()[f.armour].ar + races()[f.race].ar + effects.armour_change(f))
    if no_shield:
        return ar
    zone = gladiator_zone(f.cell, f.facing, attacker_cell, REAR_SQUARES)
    if zone == "front":
        s = held_shield(f)
    elif zone == "rear":
        s = slung_shield(f)
    else:
        s = None
    return ar + (s.ar if s else 0)


def armour_rating(f: Figure) -> tuple[int, int]:
    """(front, side) as the stats display's AR 6/4."""
    base = max(0, armours()[f.armour].ar + races()[f.race].ar + effects.armour_change(f))
    s = held_shield(f)
    return base + (s.ar if s else 0), base


def daze_threshold(f: Figure) -> int:
    return races()[f.race].daze


def knockdown_threshold(f: Figure) -> int:
    return races()[f.race].knockdown


def has_item(f: Figure, wid: str) -> bool:
    return any(it is not None and it.w == wid for it in f.slots)
