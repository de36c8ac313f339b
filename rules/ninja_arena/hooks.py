"""The plug-in interface of the Ninja Arena engine: weapons (3.5), skills (4.2), variants (4.4),
board markers (net, caltrops) and set-up hooks.

The engine (resolve.py) owns the flow: planning, the three action rounds, movement, duels, the
damage pipeline, defeat and the game end. Everything that a weapon card, a skill card or a
variant changes is asked of an object registered here, so the content modules (weapons.py,
skills.py, variants.py) plug in without touching the engine:

    from rules.ninja_arena import hooks

    class Nunchaku(hooks.MeleeWeapon):
        def riposteable(self, ctx, attacker, focused):   # 3.5: cannot be riposted
            return False

    hooks.register_weapon(Nunchaku("nunchaku", "Nunchaku", damage=3))

Who calls what (all hooks get `ctx`, the running `Ctx` below, and figure objects `Ninja` from
state.py; mutate state only through `ctx` helpers or the documented Ninja fields):

  Melee Attack (2.5)          -> weapon.melee_cells(ctx, n, side) -> candidate cells in order
  Focused Melee Attack (3.3)  -> weapon.focused_cells(ctx, n)     -> candidate cells in order
  any melee strike            -> weapon.melee_damage(ctx, n, victim, focused) -> int
                                 weapon.riposteable(ctx, n, focused) -> bool
                                 weapon.on_melee_hit(ctx, strike)          (status effects)
                                 weapon.after_melee(ctx, n, victim_or_None, focused)  (hand claws)
                                 defender's weapon.after_riposte(ctx, defender, attacker, focused) (sai)
  Ranged Attack (2.5)         -> weapon.ranged_attack(ctx, n, slot)   (whole attack; default:
                                 straight line, range, unconcealed, choose, use an application)
  Throw Melee Weapon (3.3)    -> weapon.throwable; weapon.on_melee_hit on a hit
  Pick up / Change (3.3)      -> weapon.on_pick_up(ctx, n, loot) -> bool (True = handled; spears)
  Special Action (4.2)        -> skills[n.skill].perform(ctx, n, slot); speed from skill.speed
  Bonus Action (4.4)          -> first variant with has_bonus_action: variant.bonus_action(ctx, n, slot)
  damage pipeline             -> for every skill/variant: defend(ctx, strike) (reflexes)
  board edge (2.6)            -> variant.edge(ctx, n, last_cell) -> True if handled (overpower)
  defeat                      -> variant.leaves_loot(ctx, n, cause) ; variant.on_defeat(ctx, n, by)
  clumsy move (2.6/3.4)       -> variant.clumsy_damage(ctx, n) / variant.can_be_dazed(ctx, n)
  planning                    -> variant.on_planning_start(ctx) (drunken masters roll);
                                 variant.dice_pool(state, ninja) -> DicePool | None
  end of action round         -> marker rules end_of_round(ctx, marker, ninja_or_None) (caltrops),
                                 variant.end_of_action_round(ctx)
  movement through a cell     -> marker rules on_enter(ctx, marker, n) (caltrops)
  end of combat phase         -> variant.end_of_combat_phase(ctx, damaged_any) (sudden death)
  game end                    -> variant.outcome(state) -> Outcome | None (head hunters)
  team harm                   -> variant.discontinue(ctx, actor, victim, cause) -> bool (team)
  set-up                      -> setup hooks fn(setup, state, dice) (special weapon draw, arsenal)

Events: `ctx.emit(ev.SomeEvent(...))`, or on hot paths `ctx.emit(ev.F.SomeEvent, field=...)`,
which builds the event only when events are recorded (computer players' playouts call
`apply(..., events=False)`). Every kind is listed in events.EVENT_KINDS.

Registries are plain dicts filled at import time; rules/ninja_arena/__init__.py imports
weapons.py, skills.py and variants.py if they exist, after standard.py registered the standard
weapons (so a content module may re-register "sword"/"throwing_stars" to replace them).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Literal, Protocol

if TYPE_CHECKING:  # only for type hints; no import cycle at run time
    from rules.ninja_arena.state import Ninja, State, Loot, Marker
    from rules.ninja_arena.actions import Slot
    from rules.core.engine import Outcome

Cell = tuple[int, int]
Category = Literal["melee", "ranged"]
Side = Literal["forward", "left", "right"]

# Strike kinds (what hit the victim); the damage pipeline uses them for riposte and dodge.
MELEE_KINDS = frozenset({"melee", "focused_melee"})
RANGED_KINDS = frozenset({"ranged", "thrown"})


@dataclass(slots=True)
class Strike:
    """One blow or hit in the damage pipeline (`ctx.strike`).

    Inputs: attacker (figure id, None for the environment), victim, damage, kind
    ("melee", "focused_melee", "ranged", "thrown", "duel", "skill"), weapon id, whether a
    riposte/dodge can apply, and `on_hit` (status effects: called after the damage unless
    `effects_blocked`; it is still called when a dodge reduced the damage to 0, because 2.5 says
    a dodging ninja "is influenced by status-effects").
    Outputs (filled by the pipeline): dealt, riposted, dodged.
    A `defend` hook may lower `damage`, set `effects_blocked`, set `counter_damage` (damage the
    attacker takes back, e.g. Reflexes) and add a `note`.
    """

    attacker: str | None
    victim: str
    damage: int
    kind: str
    weapon: str | None = None
    riposteable: bool = True
    dodgeable: bool = True
    focused: bool = False
    on_hit: Callable[["Ctx", "Strike"], None] | None = None
    effects_blocked: bool = False
    counter_damage: int = 0
    note: str = ""
    dealt: int = 0
    riposted: bool = False
    dodged: bool = False


@dataclass(frozen=True, slots=True)
class DicePool:
    """The dice a ninja may plan with. `faces[colour]` is None when the die can show any face
    (normal game), or a tuple of fixed faces (Drunken Masters: the rolled, public results; each
    face can be used once). `max_white_per_plan` (default 1)."""

    red: int = 2
    blue: int = 2
    white: int = 0
    faces: dict[str, tuple[str, ...] | None] = field(default_factory=dict)
    max_white_per_plan: int = 1


class Ctx(Protocol):
    """What the engine offers to hooks while a combat phase resolves (resolve.Resolver).

    Attributes: `state` (the State being built, already a private copy), `layer`
    ("beginner" | "advanced" | "professional"), `round` (the absolute action round number; a
    status "until round k" compares with it), `action_round` (1..3 inside the combat phase),
    `dice` (core Dice; all randomness), `variants` (tuple of Variant objects).
    """

    state: "State"
    layer: str
    round: int
    action_round: int
    dice: Any
    variants: tuple

    # --- reading the board
    def ninja(self, fid: str) -> "Ninja": ...
    def at(self, cell: Cell) -> "Ninja | None": ...            # living figure on a cell
    def level(self, cell: Cell) -> int: ...
    def on_board(self, cell: Cell) -> bool: ...
    def ahead(self, n: "Ninja", rel: int = 0, dist: int = 1) -> Cell: ...  # rel in eighths
    def line_ahead(self, n: "Ninja", reach: int | None) -> list[Cell]: ...  # on-board cells
    def unconcealed(self, a: Cell, b: Cell) -> bool: ...       # 2.5 rule, third ninjas +1
    def targets_in_line(self, n: "Ninja", reach: int | None) -> list["Ninja"]: ...
    def sight_line(self, a: Cell, b: Cell) -> Any: ...            # core SightLine (why concealed)
    def relative(self, n: "Ninja", cell: Cell) -> int | None: ...  # eighths from his facing
    def blinded(self, n: "Ninja") -> bool: ...
    def melee_weapon(self, n: "Ninja") -> "MeleeWeapon | None": ...  # None = weaponless/blinded

    # --- changing the game
    def emit(self, event, **fields) -> None: ...   # an event, or ev.F.<Kind> and its fields
    def strike(self, s: Strike) -> Strike: ...                 # the damage pipeline
    def hurt(self, fid: str, amount: int, cause: str) -> int: ...  # environment damage
    def defeat(self, fid: str, cause: str, by: str | None = None, loot: bool = True) -> None: ...
    def move_path(self, n: "Ninja", path: list[Cell], move: str, *, max_up: int | None,
                  max_down: int | None, hop_first: bool = False, turn_to: int | None = None) -> None: ...
    def melee_strike(self, n: "Ninja", cells: list[Cell], *, focused: bool, bonus: int = 0,
                     choice: str | None = None) -> Strike | None: ...
    def use_application(self, n: "Ninja", category: Category) -> None: ...
    def lose_weapon(self, n: "Ninja", category: Category, loot_at: Cell | None) -> None: ...
    def place_loot(self, cell: Cell, weapon: str, uses: int | None) -> None: ...
    def place_marker(self, cell: Cell, kind: str, owner: str | None, data: Any = None) -> None: ...
    def remove_marker(self, marker: "Marker") -> None: ...
    def ignore(self, n: "Ninja", action: str, reason: str) -> None: ...  # action_ignored event
    def heal(self, fid: str, amount: int) -> int: ...          # life clip stops at ten
    def daze(self, n: "Ninja") -> None: ...                    # 3.4, next action round
    def blind(self, n: "Ninja", rounds: int = 3) -> None: ...  # 3.4, the next `rounds` rounds
    def free_from_net(self, n: "Ninja") -> None: ...
    def duel(self, mover: "Ninja", other: "Ninja") -> None: ...  # 2.6 duel, both blows
    def check_end(self) -> bool: ...                           # game over? (emits game_over)


# ----------------------------------------------------------------------------- weapons

class Weapon:
    """A weapon card. Subclass MeleeWeapon/RangedWeapon and override what the card changes.

    `applications`: None = unlimited (inf), else the starting value of the application die.
    `reach`: None = unlimited range (inf), else the printed range.
    """

    category: Category = "melee"

    def __init__(self, id: str, name: str, damage: int, applications: int | None = None,
                 reach: int | None = 1, *, throwable: bool = True, counters: int = 0):
        self.id = id
        self.name = name
        self.damage = damage
        self.applications = applications
        self.reach = reach
        self.throwable = throwable
        self.counters = counters

    # --- common
    def on_pick_up(self, ctx: Ctx, n: "Ninja", loot: "Loot") -> bool:
        """Pick up / Change Weapon found this weapon's loot counter. Return True if the weapon
        handled the exchange itself (e.g. throwing spears add an application); False = the
        standard 3.3 exchange."""
        return False

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.id}>"


class MeleeWeapon(Weapon):
    category: Category = "melee"

    def melee_cells(self, ctx: Ctx, n: "Ninja", side: Side) -> list[Cell]:
        """Cells a normal Melee Attack towards `side` may hit, nearest first (2.5: the adjacent
        space in front, left or right). The engine takes the first cell holding a figure within
        `max_level_diff` levels (an empty list means the attack is not possible)."""
        rel = {"forward": 0, "left": 6, "right": 2}[side]
        return [ctx.ahead(n, rel)]

    def focused_cells(self, ctx: Ctx, n: "Ninja") -> list[Cell]:
        """Cells a Focused Melee Attack may choose from (3.3: front, then the sides)."""
        return [ctx.ahead(n, 0), ctx.ahead(n, 6), ctx.ahead(n, 2)]

    max_level_diff: int = 1

    def melee_damage(self, ctx: Ctx, n: "Ninja", victim: "Ninja", focused: bool) -> int:
        return self.damage

    def riposteable(self, ctx: Ctx, n: "Ninja", focused: bool) -> bool:
        return True

    def on_melee_hit(self, ctx: Ctx, strike: Strike) -> None:
        """Status effects of a hit with this weapon (also when thrown, 3.3)."""

    def after_melee(self, ctx: Ctx, n: "Ninja", victim: "Ninja | None", focused: bool) -> None:
        """Called after every melee/focused melee attack with this weapon (hand claws' 2nd blow)."""

    def after_riposte(self, ctx: Ctx, defender: "Ninja", attacker: "Ninja", focused: bool) -> None:
        """Called on the DEFENDER's melee weapon after a riposte parried a melee attack (sai)."""


class RangedWeapon(Weapon):
    category: Category = "ranged"

    def ranged_attack(self, ctx: Ctx, n: "Ninja", slot: "Slot") -> None:
        """The whole Ranged Attack (2.5). Default: targets on the straight line ahead within
        reach that are unconcealed; the assailant's choice is `slot.target` if it is one of them,
        else the nearest (RULINGS 2.5); one application is used whether it hits or misses."""
        from rules.ninja_arena import events as ev
        line = ctx.line_ahead(n, self.reach)
        targets = ctx.targets_in_line(n, self.reach)
        victim = _choose(targets, slot.target if slot is not None else None)
        if victim is not None:
            flight = tuple(line[:line.index(victim.pos) + 1])
        else:   # a miss flies on as far as the thrower can see along the line
            flight = []
            for c in line:
                if not ctx.unconcealed(n.pos, c):
                    break
                flight.append(c)
            flight = tuple(flight)
        ctx.emit(ev.F.RangedAttack, figure=n.id, weapon=self.id, at=n.pos,
                                   target=victim.id if victim else None,
                                   target_cell=victim.pos if victim else None,
                                   hit=victim is not None, cells=flight)
        if victim is not None:
            ctx.strike(Strike(n.id, victim.id, self.damage, "ranged", self.id,
                              on_hit=self.on_ranged_hit))
        ctx.use_application(n, "ranged")

    def on_ranged_hit(self, ctx: Ctx, strike: Strike) -> None:
        """Status effects of a ranged hit (net, ...)."""


def _choose(targets: list, wanted: str | None):
    if not targets:
        return None
    for t in targets:
        if t.id == wanted:
            return t
    return targets[0]


choose_target = _choose


# ----------------------------------------------------------------------------- skills

class Skill:
    """A special skill card (4.2). `speed` is the colour of the symbol: "fast" | "normal" | "slow".
    `perform` runs when the Special Action (white die) resolves; `defend` sees every strike on
    its owner (Reflexes); `setup` runs once at new_game (Arsenal's passive weapon)."""

    def __init__(self, id: str, name: str, ninja_type: str, speed: str):
        self.id, self.name, self.ninja_type, self.speed = id, name, ninja_type, speed

    def perform(self, ctx: Ctx, n: "Ninja", slot: "Slot") -> None:
        ctx.ignore(n, "special", "4.2: this skill has no action")

    def defend(self, ctx: Ctx, owner: "Ninja", strike: Strike) -> None:
        """Called for every strike whose victim owns this skill, before damage is dealt."""

    def setup(self, state: "State", n: "Ninja", options: dict) -> None:
        """Called at new_game for the owner (options: the ninja's `skill_options` from setup)."""

    def weapons_kept(self, n: "Ninja") -> list[tuple[str, int | None]]:
        """Weapon cards (id, applications) the owner holds beside his active two (Arsenal's
        passive weapon); a defeat leaves a loot counter for each too (3.4)."""
        return []


# ----------------------------------------------------------------------------- variants

class Variant:
    """A 4.4 variant. Every method is a no-op default; override what the variant changes."""

    id: str = ""
    has_bonus_action: bool = False

    def setup(self, setup: Any, state: "State") -> None: ...
    def dice_pool(self, state: "State", n: "Ninja") -> DicePool | None: return None
    def on_planning_start(self, ctx: Ctx) -> None: ...
    def bonus_action(self, ctx: Ctx, n: "Ninja", slot: "Slot") -> None:
        ctx.ignore(n, "bonus", "3.3: the bonus action needs a variant that defines it")
    def edge(self, ctx: Ctx, n: "Ninja", last_cell: Cell) -> bool: return False
    def clumsy_damage(self, ctx: Ctx, n: "Ninja") -> bool: return True
    def can_be_dazed(self, ctx: Ctx, n: "Ninja") -> bool: return True
    def defend(self, ctx: Ctx, victim: "Ninja", strike: Strike) -> None: ...
    def discontinue(self, ctx: Ctx, actor: "Ninja", victim: "Ninja", cause: str) -> bool: return False
    def leaves_loot(self, ctx: Ctx, n: "Ninja", cause: str) -> bool: return True
    def on_defeat(self, ctx: Ctx, n: "Ninja", by: str | None) -> None: ...
    def end_of_action_round(self, ctx: Ctx) -> None: ...
    def end_of_combat_phase(self, ctx: Ctx, damaged_any: bool) -> None: ...
    def outcome(self, state: "State") -> "Outcome | None": return None


# ----------------------------------------------------------------------------- markers

class MarkerRules:
    """Rules of a weapon-counter lying on the board (throwing net, caltrops)."""

    kind: str = ""

    def on_enter(self, ctx: Ctx, marker: "Marker", n: "Ninja") -> None:
        """A figure moved onto or through the marker's cell (called per cell entered)."""

    def end_of_round(self, ctx: Ctx, marker: "Marker", n: "Ninja | None") -> None:
        """End of every action round; `n` is the living figure on the cell, if any."""


# ----------------------------------------------------------------------------- registries

WEAPONS: dict[str, Weapon] = {}
SKILLS: dict[str, Skill] = {}
VARIANTS: dict[str, Variant] = {}
MARKERS: dict[str, MarkerRules] = {}
SETUP_HOOKS: list[Callable[[Any, "State", Any], None]] = []


def register_weapon(w: Weapon) -> Weapon:
    WEAPONS[w.id] = w
    return w


def register_skill(s: Skill) -> Skill:
    SKILLS[s.id] = s
    return s


def register_variant(v: Variant) -> Variant:
    VARIANTS[v.id] = v
    return v


def register_marker(m: MarkerRules) -> MarkerRules:
    MARKERS[m.kind] = m
    return m


def register_setup_hook(fn: Callable[[Any, "State", Any], None]) -> Callable:
    """fn(setup_model, state, dice) runs at the end of new_game, in registration order."""
    SETUP_HOOKS.append(fn)
    return fn


def weapon(wid: str) -> Weapon:
    try:
        return WEAPONS[wid]
    except KeyError:
        raise KeyError(f"unknown weapon {wid!r} (known: {', '.join(sorted(WEAPONS))})") from None
