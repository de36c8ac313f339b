"""Lasting spell effects on a figure (Thrown Spells): Iron/Steel Flesh and Curse Armor change
armour, Agility Magic and Clumsiness AG, Magic Speed MP, Missile Return sends missiles back.
Kept on the figure as (spell, amount, until turn, caster) tuples, so copies stay cheap."""
from __future__ import annotations

GAME = 1 << 30          # 'lasts the entire game' (Agility Magic): until the caster dies

ARMOUR_UP = ("iron_flesh", "steel_flesh")
ARMOUR_DOWN = ("curse_armor",)


def amount(f, *spell_ids: str) -> int:
    return sum(a for s, a, _, _ in f.effects if s in spell_ids)


def has(f, spell_id: str) -> bool:
    return any(s == spell_id for s, _, _, _ in f.effects)


def add(f, spell_id: str, value: int, until: int, caster: str) -> None:
    """A new casting replaces the same spell's earlier one (no stacking, RULING thrown-spells)."""
    f.effects = tuple(e for e in f.effects if e[0] != spell_id) + ((spell_id, value, until, caster),)


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


def missile_return(f) -> bool:
    """Missile Return (a spell, or the Evil Mage's permanent one)."""
    from rules.gladiator.data import races
    return has(f, "missile_return") or races()[f.race].missile_return
