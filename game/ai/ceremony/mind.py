"""One decision's reading of a seat's view and the scores of its legal actions: the gladiators' and the Master's aims."""
from __future__ import annotations

from functools import lru_cache
from types import SimpleNamespace

from rules.ceremony.combat import CRYSTALS_TO_WIN
from rules.ceremony.data import base, weapon
from rules.ceremony.state import Fig, MASTER
from rules.core import square
from game.ai.ceremony.levels import Level
from game.ai.ceremony.reading import blow, clamp, figs_of, hostile, own_traps, steps_to, wound_odds


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
        self._feared = None

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
        if self.level.wary:
            s -= self.level.wary * self.feared().get(tuple(dest), 0.0)
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

    def feared(self) -> dict:
        """Where the other seats' unsprung traps likely lie, cell -> chance: where their normal
        player lays them (traps go down before anyone moves, so the placer's habit is the only
        clue); the view tells how many each seat laid and which sprang, never where the rest are."""
        if self._feared is None:
            v = self.view
            sprung = tuple(sorted(tuple(t["cell"]) for t in v["traps"] if t.get("sprung")))
            sides = tuple(sorted((g.seat or "", g.side) for g in self.figs.values() if g.kind == "gladiator"))
            self._feared = _feared(v["arena"]["id"], v["mode"], self.seat,
                                   tuple(sorted(v.get("traps_laid", {}).items())), sprung,
                                   len(self.traps), sides)
        return self._feared

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


@lru_cache(maxsize=256)
def _feared(arena_id: str, mode: str, seat: str, laid: tuple, sprung: tuple, own: int,
            sides: tuple) -> dict:
    """Mind.feared's belief; it reads only these public things (and the seat's own trap count),
    so one belief serves every decision until a trap springs."""
    from game.ai.ceremony.levels import LEVELS
    from rules.ceremony.data import arena
    from rules.ceremony.legal import trap_squares
    laid = dict(laid)
    theirs = sum(n for s, n in laid.items() if s != seat)
    hidden = theirs - (len(sprung) - (laid.get(seat, 0) - own))
    out: dict = {}
    if hidden <= 0:
        return out
    cells = [c for c in trap_squares(arena(arena_id)) if c not in sprung]
    figures = [{"id": f"g{i}", "kind": "gladiator", "seat": s or None, "side": side}
               for i, (s, side) in enumerate(sides)]
    kind = max(base().traps, key=lambda k: base().traps[k].price)
    normal = LEVELS["normal"]
    for placer, n in laid.items():
        if placer == seat or n == 0:
            continue
        them = _Placer(placer, mode, figures, normal)
        if not them.master and not any(f["seat"] == placer for f in figures):
            continue
        scores = {c: them.trap_score(SimpleNamespace(kind="place_trap", trap=kind, cell=c)) for c in cells}
        top = max(scores.values())
        likely = [c for c, sc in scores.items() if sc > top - normal.noise]   # its noise spans this
        share = min(1.0, hidden * n / theirs / len(likely))
        for c in likely:
            out[c] = min(1.0, out.get(c, 0.0) + share)
    return out


class _Placer(Mind):
    """Just enough of a Mind to score another seat's trap squares as its normal player would."""

    def __init__(self, seat: str, mode: str, figures: list, level: Level):
        self.seat, self.level, self.mode = seat, level, mode
        self.master = seat == MASTER
        self.traps = set()
        self.figs = {f["id"]: SimpleNamespace(**f) for f in figures}
