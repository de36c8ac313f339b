"""Lasting spell effects on a figure (Thrown Spells): Iron/Steel Flesh and Curse Armor change
armour, Agility Magic and Clumsiness AG, Magic Speed MP, Missile Return sends missiles back.
Kept on the figure as (spell, amount, until turn, caster) tuples, so copies stay cheap; a
'per turn' spell adds a fifth item, the SH its caster pays at the end of each turn to keep it."""
from __future__ import annotations

GAME = 1 << 30          # 'lasts the entire game' (Agility Magic): until the caster dies

ARMOUR_UP = ("iron_flesh", "steel_flesh")
ARMOUR_DOWN = ("curse_armor",)


def amount(f, *spell_ids: str) -> int:
    return sum(e[1] for e in f.effects if e[0] in spell_ids)


def has(f, spell_id: str) -> bool:
    return any(e[0] == spell_id for e in f.effects)


def add(f, spell_id: str, value: int, until: int, caster: str, upkeep: int = 0) -> None:
    """A new casting replaces the same spell's earlier one (no stacking, RULING thrown-spells);
    `upkeep` > 0: a 'per turn' spell, lasting while its caster pays that much each turn."""
    new = (spell_id, value, until, caster) + ((upkeep,) if upkeep else ())
    f.effects = tuple(e for e in f.effects if e[0] != spell_id) + (new,)


def armour_change(f) -> int:
    return amount(f, *ARMOUR_UP) - amount(f, *ARMOUR_DOWN)


def expire(f, turn: int) -> list[str]:
    """Drop the effects whose last turn was `turn`; returns their spells."""
    gone = [e[0] for e in f.effects if e[2] <= turn]
    if gone:
        f.effects = tuple(e for e in f.effects if e[2] > turn)
    return gone


def end_casters(f, caster: str) -> None:
    """A dead mage's whole-game spells end with him (Agility Magic)."""
    f.effects = tuple(e for e in f.effects if not (e[3] == caster and e[2] >= GAME))


def upkeep(f) -> list[tuple]:
    """The 'per turn' spells on him: (spell, caster, SH a turn) each."""
    return [(e[0], e[3], e[4]) for e in f.effects if len(e) > 4]


def drop(f, spell_id: str) -> None:
    f.effects = tuple(e for e in f.effects if e[0] != spell_id)


def missile_return(f) -> bool:
    """Missile Return (a spell, or the Evil Mage's permanent one)."""
    from rules.gladiator.data import races
    return has(f, "missile_return") or races()[f.race].missile_return
