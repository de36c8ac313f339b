"""Master of Ceremonies computer players: one player object for every seat, dispatching on the
seat's role (a gladiator p1..p4, or the Master of Ceremonies "mc").

The game is full of dice and every choice is small (one action at a time), so the players do
not search: they score each legal action with the rules' own numbers - the chance to hit (the
COMBAT test, facing bonuses, the target's DODGE), the distribution of wound kinds a weapon die
gives against the armour and TOUGHNESS on each location (rules.ceremony.combat.wound_kind) -
and take the best, with seeded noise on the easier levels. Everything read comes from
`pack.view(state, seat)` (figures, the seat's own traps, crystals, points) and the seat's own
legal actions; nothing else of the state is looked at.

The Master plays to his win condition (RULES.md E7): before 10 wound crystals every kill loses
him the game, so his helpers go for the gladiator on whom a wound is likeliest and a death
unlikeliest ("the weaker one") and stay off anyone a blow might kill; his dwarves bind the
gladiators (E5) so they cannot reach each other (a gladiator's own kill loses him the game); his
dogs go round to a gladiator's rear (B6: +2, no DODGE) when the rest of their ORDER pays for
it; he spends his points before the round ends (they are lost) and lets a moment pass (`pass`)
when nothing is worth one; once 10 crystals are on his wheel he turns to the blow most likely
to kill; in the last round, short of 10, he evens the gladiators' wounds (a tie on time is his).
Gladiators try to kill their opponent by their own hand (in the Master's game that wins
outright), fight off the helpers that come at them, turn to face a flank attacker, keep their
hourglass for a moment worth it, and in the eliminations leave the action to the partner
(`pass`) when they have nothing good to do.

Levels: "easy" (noisy scores, little fear of an early kill), "normal", and "hard": the
paired-rollout search (game/ai/rollout.py) over the normal player, the one level that searches.
Measured strength: the docstring of tests/game/test_ceremony_ai.py.
"""
from __future__ import annotations

from dataclasses import dataclass

from rules.ceremony.combat import CRYSTALS_TO_WIN, ZONE_BONUS, protection, wound_kind
from rules.ceremony.data import base, entry_places, weapon
from rules.ceremony.state import MASTER, Fig
from rules.core import square
from rules.core.dice import Dice


@dataclass(frozen=True)
class Level:
    noise: float          # amplitude of the seeded noise added to every score
    blunder: float        # chance of a uniformly random legal action
    kill_fear: float      # the Master's penalty per unit of kill chance before 10 crystals
    helpers: int          # how many allies the Master wants on the board at once
    pass_below: float     # an optional moment is let pass when nothing scores this well
    # the settings below are normal's; game/ai/variants.py screens changes to them
    kill: float = 20.0    # a gladiator's worth of killing the other gladiator, in wounds
    critical: float = 3.0  # ...and of a critical wound
    dodge: bool = True    # DODGEs a blow that lands when it may
    wait: float = 0.1     # a gladiator's score for WAITing (an hourglass for later)
    flank: float = 0.0    # a gladiator's bonus for stepping to the other's side (twice: rear)
    trap_row: int = 2     # a gladiator lays his traps about this many rows from the far edge
    traps: bool = True    # a gladiator lays traps at all


LEVELS = {
    # easy misjudges odds (a wide noise on every score) and is greedy: as Master it fears a
    # kill far less, as gladiator it presses on; it makes no random moves
    "easy": Level(noise=2.5, blunder=0.0, kill_fear=6.0, helpers=2, pass_below=0.3),
    # a little noise breaks ties: without it the first of equal options always won, and a
    # noiseless Master measured far weaker (6 wins in 200 against 47)
    "normal": Level(noise=0.1, blunder=0.0, kill_fear=30.0, helpers=4, pass_below=0.3),
}

KIND_RANK = {"none": 0, "ordinary": 1, "critical": 2, "mortal": 3}


def make(level: str, seed: int, timed: bool = True):
    """`timed` is accepted for the common interface; these players never need a clock."""
    if level == "random":
        from game.ai.random_player import RandomPlayer
        return RandomPlayer(seed)
    if level == "hard":
        from game.ai.rollout import make_paired
        return make_paired(GUIDE, HARD, seed, timed, "ceremony-hard")
    return CeremonyPlayer(LEVELS[level], seed, name=f"ceremony-{level}")


def _search_value(pack, st, seat) -> float:
    """A gladiator's side: the other side's wounds minus its own (a critical one counts twice);
    the Master: his crystals against the ten he needs."""
    from game.ai.rollout import squash
    from rules.ceremony.combat import CRYSTALS_TO_WIN
    from rules.ceremony.state import MASTER
    if seat == MASTER:
        return squash(st.crystals - 0.7 * CRYSTALS_TO_WIN, 2.5)
    mine = next((side for side, seats in st.sides.items() if seat in seats), None)
    score = 0.0
    for g in st.figs:
        if g.kind != "gladiator":
            continue
        hurt = sum(len(w) for w in g.wounds.values()) + g.crippled + (6 if g.status != "active" else 0)
        score += hurt if g.side != mine else -hurt
    return squash(score, 2.0)


def _guide():
    from game.ai.rollout import Guide, Paired
    guide = Guide(policy=lambda seed: CeremonyPlayer(LEVELS["normal"], seed),
                  value=_search_value,
                  alternatives=lambda seed: CeremonyPlayer(LEVELS["easy"], seed))
    # 12 shared worlds, 10 actions deep, easy's picks and 3 random moves beside normal's. Played
    # to the end (40 duels, seed 1: 47.5%) or 20 deep (40.0%) the search does worse than 10 deep
    # (60.0%): the gladiators' wounds judge a duel better than its noisy end. Over 200 duels
    # (seed 1) it won 49.5%: no stronger than normal yet (ISMCTS, 40 playouts: 18.5%). More worlds
    # (four wound boxes, 200 duels): 32 worlds 59.3%, 64 worlds 50.3%: not reliably stronger
    return guide, Paired(worlds=12, depth=10, randoms=3)


# ----------------------------------------------------------------------------- what a seat knows

def figs_of(view: dict) -> dict[str, Fig]:
    """The figures of a view as rule objects, so the rules' own wound and armour arithmetic
    applies to them (the view is the public table, so nothing hidden gets in)."""
    out = {}
    for d in view["figures"]:
        f = Fig(**{**d, "weapons": tuple(d["weapons"]),
                   "armour": {k: tuple(v) for k, v in d["armour"].items()},
                   "wounds": {k: tuple(v) for k, v in d["wounds"].items()},
                   "cell": tuple(d["cell"]) if d["cell"] else None})
        out[f.id] = f
    return out


def own_traps(view: dict) -> set:
    """Unsprung traps this seat laid (the only ones it knows of)."""
    return {tuple(t["trap_cell"]) for t in view["traps"] if "trap_cell" in t}


def hostile(a: Fig, b: Fig) -> bool:
    return a.id != b.id and (a.side != b.side or a.side == "N")


def clamp(p: float) -> float:
    return 0.0 if p < 0 else 1.0 if p > 1 else p


def zone_of(target: Fig, cell) -> str:
    if target.facing is None:
        return "front"
    return square.gladiator_zone(target.cell, target.facing, cell) or "front"


def wound_odds(target: Fig, location: str | None, die: int) -> dict[str, float]:
    """P(wound kind) of a blow that hits (a random location when `location` is None)."""
    locs = [location] if location else list(target.wounds)
    out = dict.fromkeys(KIND_RANK, 0.0)
    for loc in locs:
        arm = protection(target, loc)
        for roll in range(1, die + 1):
            out[wound_kind(target, loc, roll - arm)] += 1.0 / (die * len(locs))
    return out


def hit_chance(attacker: Fig, target: Fig, value: int, from_cell) -> float:
    """The COMBAT test, and the DODGE the target may answer with (not from his rear)."""
    p = clamp(value / 10)
    z = zone_of(target, from_cell)
    can_dodge = z != "rear" and ((target.kind == "gladiator" and target.dfn > 0) or target.hourglass)
    if can_dodge:
        p *= 1 - clamp((target.stats["agility"] - target.crippled - (2 if z == "side" else 0)) / 10)
    return p


def blow(attacker: Fig, target: Fig, location: str | None, die: int, bonus: int = 0,
         from_cell=None) -> tuple[float, dict[str, float]]:
    """(chance the blow lands, wound kind odds if it does)."""
    cell = from_cell or attacker.cell
    value = attacker.stats["combat"] - attacker.crippled + ZONE_BONUS[zone_of(target, cell)] + bonus
    return hit_chance(attacker, target, value, cell), wound_odds(target, location, die)


def steps_to(f: Fig, cell) -> int:
    return max(0, square.chebyshev(f.cell, cell) - 1)


# ----------------------------------------------------------------------------- the player

class CeremonyPlayer:
    def __init__(self, level: Level, seed: int = 0, name: str = "ceremony"):
        self.level = level
        self.dice = Dice.from_seed(seed)
        self.name = name

    def choose(self, pack, state, seat: str):
        legal = pack.legal_actions(state, seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
        if len(legal) == 1:
            return legal[0]
        if self.level.blunder and self.dice.below(1000) < self.level.blunder * 1000:
            return legal[self.dice.below(len(legal))]
        mind = Mind(pack.view(state, seat), seat, self.level)
        best, best_score = None, None
        for a in legal:
            s = mind.score(a)
            if self.level.noise:
                s += self.level.noise * (self.dice.below(1000) / 1000 - 0.5)
            if best_score is None or s > best_score:
                best, best_score = a, s
        return best


class Mind:
    """One decision's reading of the seat's view, and the scores of its legal actions."""

    def __init__(self, view: dict, seat: str, level: Level):
        self.view, self.seat, self.level = view, seat, level
        self.figs = figs_of(view)
        self.traps = own_traps(view)
        self.mode = view["mode"]
        m = view.get("master") or {}
        self.crystals = m.get("crystals", 0)
        self.psyche = m.get("psyche", 10)
        self.points = m.get("points", 0)
        self.master = seat == MASTER
        self.glads = [g for g in self.figs.values() if g.kind == "gladiator" and g.on_board]
        self._prey = None

    # ------------------------------------------------------------------ scoring one action
    def score(self, a) -> float:
        k = a.kind
        if k == "pass":
            return self.pass_score()
        if k == "place_trap":
            return self.trap_score(a)
        if k == "traps_done":
            return 0.0
        if k == "start":
            return -abs(a.cell[0] - 3.5) * 0.1
        if k == "dodge":
            return 1.0 if a.dodge == self.level.dodge else 0.0
        if k == "end_sequence":
            return 0.0
        if k in ("master_order", "coerce", "introduce", "resurrect"):
            return self.master_score(a)
        f = self.figs[a.figure]
        s = self.figure_score(f, a)
        if getattr(a, "hourglass", False) and f.kind == "gladiator" and f.off > 0:
            s -= 0.15          # on his own turn a gladiator spends points first, keeps the hourglass
        return s

    def pass_score(self) -> float:
        """Letting a moment pass is worth something while later moments remain to spend the
        points in; the Master's unused points are lost at the round's end (E6)."""
        if not self.master:
            return self.level.pass_below
        later = sum(g.off for g in self.glads) - 1       # he cannot act after the last one
        return self.level.pass_below if later > self.points else 0.02

    # ------------------------------------------------------------------ traps
    def trap_score(self, a) -> float:
        x, y = a.cell
        price = base().traps[a.trap].price
        if self.master:
            # cheap traps, many wounds, little chance of an early kill; on the way between
            # the start rows, spread out
            s = 1.0 - 0.2 * price - 0.15 * abs(x - 3.5) - 0.1 * abs(y - 3.5)
        elif not self.level.traps:
            return -5.0
        else:
            me = next(g for g in self.figs.values() if g.seat == self.seat and g.kind == "gladiator")
            ahead = y if me.side == "B" else 7 - y        # rows nearer the enemy's edge
            s = 1.0 + 0.1 * price - 0.15 * abs(x - 3.5) - 0.1 * abs(ahead - self.level.trap_row)
        near = min((square.chebyshev(a.cell, c) for c in self.traps), default=9)
        return s - (0.6 if near <= 1 else 0.0)

    # ------------------------------------------------------------------ a figure's action
    def figure_score(self, f: Fig, a) -> float:
        k = a.kind
        if k in ("attack", "shoot"):
            t = self.figs[a.target]
            if k == "attack":
                die = weapon(a.weapon).die if a.weapon else f.die
                bonus = base().aim.get(a.location, 0) if a.location else 0
                p, odds = blow(f, t, a.location, die, bonus)
            else:
                w = weapon(a.weapon)
                p, odds = blow(f, t, None, w.die, -(square.chebyshev(f.cell, t.cell) // 3))
            return 0.3 + self.harm(f, t, p, odds)
        if k in ("move", "run"):
            return self.move_score(f, square.step(f.cell, a.dir, 2 if k == "run" else 1), a.dir)
        if k == "disengage":
            return self.move_score(f, square.step(f.cell, a.dir), f.facing) - 0.4
        if k == "turn":
            return self.turn_score(f, a.facing)
        if k == "shove":
            return self.shove_score(f, self.figs[a.target])
        if k == "order":
            return self.order_score(f, self.figs[a.helper])
        if k == "wait":
            return self.level.wait if f.kind == "gladiator" else 0.15
        return 0.0          # rest

    def harm(self, f: Fig, t: Fig, p: float, odds: dict) -> float:
        """What a blow of `f` on `t` is worth to this seat."""
        if self.master or (f.side == "M"):
            return self.master_blow_value(t, p, odds)
        if t.kind == "gladiator":
            kill = self.level.kill * (1.0 if self.mode != "eliminations" else 0.6)
            return p * (odds["ordinary"] + self.level.critical * odds["critical"] + kill * odds["mortal"])
        removal = 5.0 if t.beast else 4.0
        return p * (0.5 * odds["ordinary"] + removal * (odds["critical"] + odds["mortal"]))

    def master_blow_value(self, t: Fig, p: float, odds: dict) -> float:
        """Before 10 crystals: each wound is a crystal, a death loses the game; after: a kill
        wins it."""
        if t.kind != "gladiator":
            return -1.0
        wound = odds["ordinary"] + odds["critical"] + odds["mortal"]
        if self.crystals >= CRYSTALS_TO_WIN:
            return p * (10 * odds["mortal"] + 0.3 * wound)
        left = CRYSTALS_TO_WIN - self.crystals
        if self.endgame():
            # time will stop the fight before 10 crystals and a kill: equal wounds are his
            # win (E7 ruling), so only wounds on the gladiator with fewer count
            others = [g for g in self.glads if g.id != t.id]
            behind = others and self.wounds(others[0]) > self.wounds(t)
            wound = wound if behind else -wound
            if behind:        # without that wound he loses anyway: a kill costs no more
                return p * (wound - odds["mortal"])
        return p * (wound - self.level.kill_fear * odds["mortal"] * (1 + 0.1 * left))

    @staticmethod
    def wounds(g: Fig) -> int:
        return sum(len(w) for w in g.wounds.values())

    def endgame(self) -> bool:
        """The last round short of 10 crystals, or the one before far short of them."""
        v = self.view
        left = CRYSTALS_TO_WIN - self.crystals
        return (self.master and len(self.glads) == 2 and left > 0
                and (v["round"] >= v["rounds"] or (v["round"] == v["rounds"] - 1 and left > 5)))

    def targets_of(self, f: Fig) -> list[Fig]:
        out = [o for o in self.figs.values() if o.on_board and hostile(f, o)]
        if f.side == "M":
            out = [o for o in out if o.kind == "gladiator"]
        return out

    def goal(self, f: Fig) -> Fig | None:
        """Whom `f` heads for: the Master's helpers the prey (or, near a kill, nobody close),
        others the nearest enemy, an enemy gladiator counting as two squares nearer."""
        if f.side == "M":
            if f.kind == "dwarf" and self.crystals < CRYSTALS_TO_WIN:
                return self.to_bind(f) or self.prey()
            return self.prey()
        ts = self.targets_of(f)
        if not ts:
            return None
        return min(ts, key=lambda t: (square.chebyshev(f.cell, t.cell) - (2 if t.kind == "gladiator" else 0), t.id))

    def move_score(self, f: Fig, dest, facing) -> float:
        s = 0.0
        if dest in self.traps and not self.trap_is_bait(f):
            s -= 5.0
        t = self.goal(f)
        if t is None:
            return s - 0.05
        before = steps_to(f, t.cell)
        after = max(0, square.chebyshev(dest, t.cell) - 1)
        s += 0.25 * (before - after) * self.reach_pass(f, dest) - 0.02 * after
        if after == 0 and f.warrior and facing is not None:
            if square.gladiator_zone(dest, facing, t.cell) == "front":
                s += 0.1
        if after == 0 and not f.warrior and t.facing is not None:
            # a beast or dog strikes from anywhere: from his rear +2 and no DODGE (B6); worth
            # the blows the rest of its ORDER can deal from there
            seq = self.view.get("sequence")
            left = seq[1] if seq and seq[0] == f.id else 1
            p, odds = blow(f, t, None, self.die_of(f), from_cell=dest)
            there = self.harm(f, t, p, odds)
            if before == 0:          # it could bite from here: only the better spot counts
                p, odds = blow(f, t, None, self.die_of(f))
                there -= self.harm(f, t, p, odds) + 0.05
            s += (left - 1) * there
        if f.side == "M" and self.crystals < CRYSTALS_TO_WIN and self.too_risky(f, t):
            s -= 0.3 * (before - after)       # do not crowd a gladiator one blow from death
        if f.kind == "gladiator" and after == 0:
            # stepping next to an enemy who has not used his points: he strikes first
            s -= 0.05
            if self.level.flank and t.kind == "gladiator" and t.facing is not None:
                zone = square.gladiator_zone(t.cell, t.facing, dest)
                s += {"side": 1.0, "rear": 2.0}.get(zone, 0.0) * self.level.flank
        return s

    def to_bind(self, dwarf: Fig) -> Fig | None:
        """A dwarf binds (E5): before 10 crystals the Master's dwarves each hold a gladiator
        so the two cannot reach each other (a gladiator's own kill would lose the Master the
        game); the nearest gladiator no other dwarf of his holds."""
        held = {g.id for g in self.glads for d in self.figs.values()
                if d.kind == "dwarf" and d.side == "M" and d.on_board and d.id != dwarf.id
                and square.is_adjacent(d.cell, g.cell)}
        free = [g for g in self.glads if g.id not in held]
        return min(free, key=lambda g: (square.chebyshev(dwarf.cell, g.cell), g.id)) if free else None

    def reach_pass(self, f: Fig, dest) -> float:
        """A warrior stepping next to an enemy's reach weapon passes on an AGILITY test (B7)."""
        if not f.warrior:
            return 1.0
        for o in self.figs.values():
            if (o.on_board and hostile(f, o) and any(weapon(w).reach for w in o.weapons)
                    and square.is_adjacent(dest, o.cell) and not square.is_adjacent(f.cell, o.cell)):
                return clamp((f.stats["agility"] - f.crippled) / 10)
        return 1.0

    def trap_is_bait(self, f: Fig) -> bool:
        return False

    def turn_score(self, f: Fig, facing: int) -> float:
        best = -0.6
        for t in self.targets_of(f):
            if square.is_adjacent(f.cell, t.cell):
                now = square.gladiator_zone(f.cell, f.facing, t.cell)
                then = square.gladiator_zone(f.cell, facing, t.cell)
                if now != "front" and then == "front":
                    best = max(best, 0.6 if t.kind == "gladiator" else 0.4)
        return best

    def shove_score(self, f: Fig, t: Fig) -> float:
        p = clamp((f.stats["strength"] - t.stats["strength"] + 3) / 10)
        d = square.direction_to(f.cell, t.cell)
        path = [square.step(t.cell, d, n) for n in (1, 2)]
        s = 0.05
        if any(c in self.traps for c in path):
            s += 0.8 * p
        return s

    def order_score(self, g: Fig, h: Fig) -> float:
        """A gladiator's ORDER: worth what the helper can do with 3 (or, failing, 1) actions."""
        p = clamp((g.stats["psyche"] - g.crippled + h.order_bonus) / 10)
        v = p * self.plan_value(h, 3) + (1 - p) * self.plan_value(h, 1)
        if h.beast:
            me_d = square.chebyshev(h.cell, g.cell)
            foe = [t for t in self.targets_of(g) if t.kind == "gladiator"]
            if not foe or min(square.chebyshev(h.cell, t.cell) for t in foe) >= me_d:
                return -0.5        # the beast attacks whoever is nearest: not near me
        return v

    def plan_value(self, h: Fig, n: int) -> float:
        """A rough worth of `n` actions of helper `h`: blows on its best target once it is
        next to it (RUN covers two squares), else the ground it gains."""
        t = self.goal(h) if h.side == "M" else self.helper_goal(h)
        if t is None:
            return 0.0
        speed = 2 if "run" in base().pools[h.kind] else 1
        need = -(-steps_to(h, t.cell) // speed)
        binding = h.side == "M" and h.kind == "dwarf" and self.crystals < CRYSTALS_TO_WIN
        p, odds = blow(h, t, None, self.die_of(h))
        per = self.harm(h, t, p, odds)
        bind = 0.5 if binding and need > 0 else 0.0
        if per <= 0:
            return bind          # nothing worth a blow there: only a dwarf's binding counts
        if need >= n:
            return 0.1 * n + bind
        return per * (n - need) + 0.1 + bind

    def helper_goal(self, h: Fig) -> Fig | None:
        ts = [o for o in self.figs.values() if o.on_board and hostile(h, o)
              and (o.seat != self.seat)]
        return min(ts, key=lambda t: (square.chebyshev(h.cell, t.cell), t.id)) if ts else None

    def die_of(self, h: Fig) -> int:
        if h.die:
            return h.die
        melee = [weapon(w).die for w in h.weapons if weapon(w).range == 0]
        return max(melee, default=3)

    # ------------------------------------------------------------------ the Master
    def kill_odds(self, g: Fig, die: int) -> float:
        return wound_odds(g, None, die)["mortal"]

    def too_risky(self, h: Fig, g: Fig) -> bool:
        return self.kill_odds(g, self.die_of(h)) > 0.06

    def prey(self) -> Fig | None:
        """The gladiator the Master's creatures go for: before 10 crystals the one on whom a
        blow most likely wounds and least likely kills ('the weaker one'), after 10 the one
        most likely to die."""
        if self._prey is not None or not self.glads:
            return self._prey

        if self.endgame():
            a, b = self.glads
            if self.wounds(a) != self.wounds(b):
                self._prey = a if self.wounds(a) < self.wounds(b) else b
                return self._prey

        def worth(g):
            odds = wound_odds(g, None, 8)
            wound = 1 - odds["none"]
            if self.crystals >= CRYSTALS_TO_WIN:
                return (odds["mortal"], wound, g.id)
            return (wound - self.level.kill_fear * odds["mortal"], -g.stats["toughness"], g.id)
        self._prey = max(self.glads, key=worth)
        return self._prey

    def master_score(self, a) -> float:
        h = self.figs[a.helper]
        p = clamp((self.psyche + (h.order_bonus if a.kind in ("master_order", "coerce") else 0)) / 10)
        if a.kind in ("master_order", "coerce"):
            v = p * self.plan_value(h, 3) + (1 - p) * self.plan_value(h, 1)
            if v <= 0:
                return -0.1        # nothing for the ally to do: the point would be wasted
            return v - (0.35 if a.kind == "coerce" else 0.0)
        if a.kind == "introduce":
            on = sum(1 for f in self.figs.values() if f.side == "M" and f.on_board)
            if on >= self.level.helpers:
                return -1.0
            g = self.prey()
            kind_bonus = {"dog": 0.15, "dwarf": 0.05}.get(h.kind, 0.1)
            if h.kind == "dwarf" and self.crystals < CRYSTALS_TO_WIN and len(self.glads) == 2:
                # a dwarf binds: it keeps the gladiators off each other, the sooner they meet
                # the more it is needed; it goes in by the gladiator no dwarf holds yet
                h.cell = tuple(a.cell)
                g = self.to_bind(h) or g
                h.cell = None
                apart = square.chebyshev(self.glads[0].cell, self.glads[1].cell)
                kind_bonus += 0.6 - 0.06 * apart
            d = square.chebyshev(a.cell, g.cell) if g else 4
            return p * (0.75 + kind_bonus - 0.05 * d) - 0.1 * on
        # resurrect: back to the pool, or gone for good
        return p * 0.5 - (1 - p) * 0.4


GUIDE, HARD = _guide()
