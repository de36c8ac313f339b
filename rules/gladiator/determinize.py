"""What a side may imagine of the game (rules/core/engine.py `determinize`): everything it
cannot see is re-sampled with the player's own dice:
- which of an enemy mage's Image look-alikes is the mage;
- where an invisible enemy stands (a figure in Shadow on some free shadow square, a Troll on
  some free pit, the Imp on some free square);
- the spells an enemy fighter drew when fighting started (the 50% draw);
- the game's future dice.
What it sees (positions, facings, weapons, statuses, wounds announced by events) stays."""
from __future__ import annotations

from rules.core.dice import Dice
from rules.gladiator.data import races
from rules.gladiator.spells import known_spells
from rules.gladiator.state import State
from rules.gladiator.terrain import PIT, SHADOW, enterable, invisible

_PLACE = ("cell", "facing", "prone", "moves", "acted", "evading", "declined")


def determinize(state: State, seat: str, dice: Dice) -> State:
    new = state.copy()
    theirs = [f for f in new.figures if f.side != seat and f.present]
    _shuffle_images(new, theirs, dice)
    for f in theirs:
        if invisible(new, f) and not f.hand_combat:
            _replace(new, f, dice)
        if not races()[f.race].creature and f.race != "mage" and f.spells:
            f.spells = known_spells(f, dice)
    new.dice = Dice.from_seed(dice.below(1 << 62)).state
    return new


def _shuffle_images(state: State, theirs: list, dice: Dice) -> None:
    """A mage and his images look alike: the mage may be any of them."""
    for mage in theirs:
        group = [g for g in theirs if g.image and g.summoner == mage.id and not g.hand_combat]
        if not group or mage.hand_combat:
            continue
        pick = dice.below(len(group) + 1)
        if pick == len(group):
            continue
        other = group[pick]
        for attr in _PLACE:
            a, b = getattr(mage, attr), getattr(other, attr)
            setattr(mage, attr, b)
            setattr(other, attr, a)


def _replace(state: State, f, dice: Dice) -> None:
    h, w = state.board.level.shape
    if races()[f.race].invisible:
        want = None
    elif SHADOW in state.terrain_at(f.cell):
        want = SHADOW
    else:
        want = PIT
    cells = [(x, y) for y in range(h) for x in range(w)
             if (want is None or want in state.terrain_at((x, y)))
             and ((x, y) == f.cell or (state.at((x, y)) is None and enterable(state, f, (x, y))))]
    if cells:
        f.cell = cells[dice.below(len(cells))]
