"""4B Shooting Arrows: range 6, no woods in between (one woods hex at either end is fine), cover
from the Arrow Cover Table, the Arrow Table. Also the line of sight of spells (4D)."""
from __future__ import annotations

from rules.core.hexgrid import distance
from rules.core.sight import SightLine, sight_either
from rules.chaos_arena import events as ev
from rules.chaos_arena import terrain as T
from rules.chaos_arena.life import damage, usable
from rules.chaos_arena.state import Fig, State

RANGE = 6
NEEDED = {"scout": 6, "mage": 6, "archer": 8, "warrior": 8, "berserker": 10, "knight": 12}
COVER = {T.BUSH: 1, T.WOODS: 2}
WALL_COVER = 3


def line_of_fire(board, a, b) -> SightLine:
    """Woods strictly between block (arrows fly over walls, bushes, lakes and characters); a
    line running exactly along a hex edge is clear if either side is (ruling 4B-edge)."""
    def blocks(c):
        return f"woods at {c} block the line" if board.terrain_at(c) == T.WOODS else False
    return sight_either(a, b, blocks)


def cover(state: State, shooter: Fig, target: Fig) -> int:
    """The target's cover penalty: in a Bush -1, in the edge of the Woods -2, directly behind a
    Wall (the hex before him on the line is a wall) -3; the best one counts (ruling 4B-cover);
    Cloak of Shadows and Tortuga's Testudo add."""
    board = state.board
    best = COVER.get(board.terrain_at(target.cell), 0)
    line = line_of_fire(board, shooter.cell, target.cell)
    before = line.cells[-1] if line.cells else None
    if before is not None and board.terrain_at(before) == T.WALL:
        best = max(best, WALL_COVER)
    extra = usable(target).get("cover", 0) + (2 if target.testudo else 0)
    return best + extra


def shielded(state: State, f: Fig) -> bool:
    """Armadilko's Shellbacked Missile Cover."""
    return any(a.spell == "armadilko-cover" and a.target == f.id for a in state.active)


def why_not_target(state: State, shooter: Fig, target: Fig, rng: int = RANGE,
                   touching_ok: bool = False) -> str | None:
    if target.status != "arena" or target.possessed:
        return f"{target.id} is not a character in the Arena"
    if state.controller(target) == state.controller(shooter):
        return f"{target.id} is on your side"
    d = distance(shooter.cell, target.cell)
    if d == 1 and not touching_ok:
        return f"{target.id} touches the archer"
    if d > rng:
        return f"{target.id} is {d} hexes away (range {rng})"
    line = line_of_fire(state.board, shooter.cell, target.cell)
    if not line.visible:
        return line.reason
    if shielded(state, target):
        return f"{target.id} is under Armadilko's Shellbacked Missile Cover"
    return None


def why_not_archer(state: State, seat: str, a: Fig) -> str | None:
    if a.type != "archer" or a.status != "arena" or state.controller(a) != seat or a.possessed:
        return f"{a.id} is not one of your archers in the Arena"
    if a.resting:
        return f"{a.id} is incapacitated this action phase"
    if a.moved:
        return f"{a.id} moved this turn: an archer shoots only without moving"
    if a.attacked:
        return f"{a.id} already fought or shot this action phase"
    if a.arrows <= 0:
        return f"{a.id} has no arrows left"
    return None


def shoot(state: State, archer: Fig, target: Fig, events: list) -> None:
    dice = tuple(state.dice.roll(2))
    bonus = 0
    eff = usable(archer)
    if eff.get("arrow_roll") and archer.item_used != state.phase_no:
        bonus = eff["arrow_roll"]
        archer.item_used = state.phase_no
    c = cover(state, archer, target)
    total = sum(dice) + bonus - c
    needed = NEEDED[target.type]
    hit = total >= needed
    archer.arrows -= 1
    state.arrows_used += 1
    archer.attacked = True
    line = line_of_fire(state.board, archer.cell, target.cell)
    events.append(ev.Shot(archer=archer.id, target=target.id, weapon="arrow", dice=dice, cover=c,
                          total=total, needed=needed, hit=hit, cells=line.cells,
                          arrows_left=archer.arrows))
    if hit:
        damage(state, target, 1, "arrow", events)


def fire_gun(state: State, f: Fig, target: Fig, events: list) -> None:
    """Lazer Bolt Gun (6): counts as this character's combat for the action phase."""
    eff = usable(f)
    roll = state.dice.die()
    hit = roll >= eff.get("hits_on", 3)
    f.attacked = True
    f.item_used = state.phase_no
    line = line_of_fire(state.board, f.cell, target.cell)
    events.append(ev.Shot(archer=f.id, target=target.id, weapon="lazer-bolt-gun", dice=(roll,),
                          cover=0, total=roll, needed=eff.get("hits_on", 3), hit=hit,
                          cells=line.cells, arrows_left=f.arrows))
    if hit:
        damage(state, target, 1, "lazer bolt", events)


def sees(state: State, a, b) -> bool:
    """4D: a Mage sees a hex unless woods lie between (into the edge of the woods is fine)."""
    return a == b or line_of_fire(state.board, a, b).visible

