"""The standard weapons of 2.2, as engine defaults: the sword and the throwing stars.

They are plain instances of the hook base classes; a content module (weapons.py) may register
weapons with the same ids to replace them with data-driven versions.
"""
from __future__ import annotations

from rules.ninja_arena.hooks import MeleeWeapon, RangedWeapon, register_weapon

SWORD = register_weapon(MeleeWeapon("sword", "Sword", damage=4, applications=None, reach=1))
THROWING_STARS = register_weapon(RangedWeapon("throwing_stars", "Throwing Stars", damage=2,
                                              applications=6, reach=6))
