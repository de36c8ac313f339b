"""The heuristic player: war band schemes, exact combat odds, sampled casts."""
from __future__ import annotations

from typing import NamedTuple

from game.ai.seeded import SeededPlayer
from rules.chaos_arena import data, moves, shooting, terrain as T
from rules.chaos_arena.life import usable
from rules.chaos_arena.turn import portal_of
from rules.core.dice import Dice
from rules.core.hexgrid import distance
from game.ai.chaos_arena.dice_odds import odds, p_2d6_at_least
from game.ai.chaos_arena.values import LIFE, WIN, fight_gain, life_value


SUMMON_ORDER = ("berserker-1", "warrior-1", "berserker-2", "archer-1", "warrior-2", "knight",
                "archer-2", "warrior-3", "scout-1", "scout-2", "scout-3")
HAND = ("wave-em", "selebungol-shock", "hanzaplast-bandaid", "tortuga-testudo", "zappo-bolt",
        "claymore-ap", "kablammo-fireball")
SPELL_PRIORITY = ("kablammo-fireball", "zappo-bolt", "claymore-ap", "maicrowave-mindmush",
                  "blowhard-gale", "grimbold-glue", "hanzaplast-bandaid", "selebungol-shock",
                  "tortuga-testudo", "armadilko-cover", "fleetfoot", "naghoul-necrosuction",
                  "nosferat-offer", "moorcock-possession", "petrov-passage")


class Foe(NamedTuple):
    """An enemy as a step's cell scores ask of him (ChaosPlayer._foes)."""
    fig: object
    cell: tuple
    reach: int          # MOV next turn (moves.allowance)
    fights: bool        # not incapacitated
    oomph: int
    dmg: int
    dice: int           # combat dice of his card
    arrows: int         # an archer's arrows left, else 0


class ChaosPlayer(SeededPlayer):
    NAME = "chaos"

    def choose(self, pack, state, seat: str):
        legal = self.legal(pack, state, seat)
        if len(legal) == 1:
            return legal[0]
        world = pack.determinize(state, seat, Dice.from_seed(self.dice.below(1 << 62)))
        if world.pending:
            return self._choose_pending(world, seat, legal)
        ph = world.phase
        if ph == "choose_spells":
            return self._hand(legal)
        if ph == "introduce":
            return self._summon(world, seat, legal)
        if ph in ("action", "extra"):
            return self._act(pack, world, seat, legal)
        if ph == "finder":
            return self._finder(world, legal)
        if ph == "cast":
            return self._cast(pack, world, seat, legal)
        if ph == "prepare":
            return self._prepare(world, seat, legal)
        return legal[-1]

    # ------------------------------------------------------------------ set-up and phases
    def _hand(self, legal):
        if not self.level.spells:
            return legal[self.dice.below(len(legal))]
        want = set(HAND)
        return next((a for a in legal if set(a.spells) == want), legal[0])

    def _summon(self, state, seat, legal):
        by = {a.figure.split("-", 1)[1]: a for a in legal}
        return next((by[k] for k in SUMMON_ORDER if k in by), legal[0])

    def _finder(self, state, legal):
        # far from his own Mage (a Magical Whirlywind hurls everybody within 6, maybe off the
        # Arena), without an item (a new one would be discarded), sturdy
        mage = state.mage(state.current)

        def key(a):
            f = state.fig(a.figure)
            near = f.type == "mage" or (mage.status == "arena" and distance(f.cell, mage.cell) <= 6)
            return (f.type == "mage", near, f.item is not None, -f.lives, -f.stats()[1], f.id)
        return min(legal, key=key)

    def _choose_pending(self, state, seat, legal):
        p = state.pending
        if p["kind"] == "shock":                       # the attacker worth most takes the shock
            return max(legal, key=lambda a: (life_value(state.fig(a.figures[0]))
                                             if state.fig(a.figures[0]).lives <= 1 else 0.0,
                                             a.figures))
        # casualties among equals: the ones worth least go first (no item, fewer arrows)
        def cost(a):
            f = state.fig(a.figures[0])
            return (f.item is not None, f.arrows, f.lives, a.figures)
        return min(legal, key=cost)

    # ------------------------------------------------------------------ 4D / 4E
    def _cast(self, pack, state, seat, legal):
        casts = [a for a in legal if a.kind == "cast"]
        if not casts:
            return legal[-1]
        spell = data.spells()[state.prepared[seat]]
        if spell.target == "area":          # a 7 hex area with nobody in it changes nothing
            cells = {f.cell for f in state.in_arena()}
            casts = [a for a in casts if any(distance(a.cell, c) <= 1 for c in cells)] or casts[:1]
        base = self._material(state, seat)
        best, best_gain = None, -0.5
        for a in casts:
            gain = 0.0
            for _ in range(self.level.samples):
                w = state.copy()
                w.dice = Dice.from_seed(self.dice.below(1 << 62))
                new, _ = pack.apply(w, seat, a)
                gain += self._material(new, seat) - base
            gain /= self.level.samples
            if gain > best_gain:
                best, best_gain = a, gain
        return best if best is not None else next(a for a in legal if a.kind == "end_phase")

    def _prepare(self, state, seat, legal):
        end = next(a for a in legal if a.kind == "end_phase")
        if not self.level.spells:
            return end
        mage = state.mage(seat)
        enemies = [f for f in state.in_arena() if state.controller(f) != seat and not f.possessed]
        near = min((distance(mage.cell, g.cell) for g in enemies), default=99)
        enemy_mage = state.mage(state.other(seat))
        em = distance(mage.cell, enemy_mage.cell) if enemy_mage.status == "arena" else 99
        mine = {a.spell: a for a in legal if a.kind == "prepare"}
        active = {a.spell for a in state.active if a.seat == seat}
        sp = data.spells()
        for name in SPELL_PRIORITY:
            if name not in mine or name in active:
                continue
            s = sp[name]
            do = s.effect["do"]
            if do == "area_damage" and name == "kablammo-fireball" and em <= s.range + 2:
                return mine[name]
            if do in ("damage", "area_damage", "glue", "random_move") and near <= s.range + 3 \
                    and name != "kablammo-fireball":
                return mine[name]
            if do == "mindmush" and mage.lives > enemy_mage.lives:
                return mine[name]
            if do in ("bandaid", "shock", "testudo") and near <= 8:
                return mine[name]
        return end

    def _material(self, state, seat) -> float:
        if state.finished:
            if seat in state.winners:
                return WIN
            return -WIN if state.winners else 0.0
        total = 0.0
        for f in state.figs:
            if f.status == "dead" or f.status == "removed":
                continue
            v = f.lives * life_value(f) + (0.6 * life_value(f) if f.bandaid else 0.0) \
                + (0.4 if f.testudo else 0.0)
            total += v if f.seat == seat else -v
        for a in state.active:
            if a.spell == "selebungol-shock":
                total += 2.0 if a.seat == seat else -2.0
        return total

    # ------------------------------------------------------------------ 4B
    def _act(self, pack, state, seat, legal):
        by_kind: dict[str, list] = {}
        for a in legal:
            by_kind.setdefault(a.kind, []).append(a)
        end = by_kind["end_phase"][0]
        portal = portal_of(state, seat)
        off = [m for m in by_kind.get("move", []) if state.fig(m.figure).cell == portal]
        if off:                              # 4A: off the teleportal before anything else
            a = self._move(state, seat, off)
            if a:
                return a
        a = self._use_item(state, seat, by_kind.get("use_item", []))
        if a:
            return a
        a = self._swap(state, by_kind.get("swap", []))
        if a:
            return a
        a = self._shoot(state, seat, by_kind.get("shoot", []))
        if a:
            return a
        a = self._move(state, seat, by_kind.get("move", []))
        if a:
            return a
        a = self._fight(state, seat, by_kind.get("fight", []))
        if a:
            return a
        return end

    def _use_item(self, state, seat, uses):
        best, best_v = None, 0.5
        for a in uses:
            f = state.fig(a.figure)
            use = usable(f).get("use")
            v = 0.0
            if use == "heal" and f.wounded:
                v = life_value(f)
            elif use == "three_arrows":
                v = 2.0
            elif use == "spellbook":
                v = 3.0 - SPELL_PRIORITY.index(a.target) * 0.1 if a.target in SPELL_PRIORITY else 1.0
            elif use == "lazer":
                t = state.fig(a.target)
                v = (2 / 3) * (WIN / 20 if t.type == "mage" and t.lives == 1 else life_value(t))
            if v > best_v:
                best, best_v = a, v
        return best

    @staticmethod
    def _item_worth(f, item) -> float:
        if item is None:
            return 0.0
        eff = data.chaos_cards()[item].effect
        if f.type in eff.get("not_for", ()) or ("only_for" in eff and f.type not in eff["only_for"]):
            return 0.0
        fighter = f.type in ("warrior", "berserker", "knight")
        v = (eff.get("oomph", 0) + eff.get("dmg", 0)) * (1.0 if fighter else 0.3)
        if eff.get("never_lose"):
            v += 3.0 if f.type == "mage" else 1.0
        if eff.get("use") in ("lazer", "three_arrows", "spellbook", "heal"):
            v += 1.0
        v += 0.3 * eff.get("mov", 0) + 0.3 * eff.get("cover", 0) + (0.3 if eff.get("levitate") else 0)
        return v

    def _swap(self, state, swaps):
        for a in swaps:
            x, y = state.fig(a.a), state.fig(a.b)
            before = self._item_worth(x, x.item) + self._item_worth(y, y.item)
            after = self._item_worth(x, y.item) + self._item_worth(y, x.item)
            if after > before + 0.5:
                return a
        return None

    def _shoot(self, state, seat, shots):
        best, best_v = None, 0.45
        for a in shots:
            archer, t = state.fig(a.archer), state.fig(a.target)
            bonus = usable(archer).get("arrow_roll", 0)
            p = p_2d6_at_least(shooting.NEEDED[t.type] + shooting.cover(state, archer, t) - bonus)
            kill = t.type == "mage" and t.lives == 1
            v = p * (WIN / 10 if kill else life_value(t) + (1.5 if t.lives == 1 else 0.0))
            if v > best_v:
                best, best_v = a, v
        return best

    def _fight(self, state, seat, fights):
        best, best_v = None, self.level.min_gain
        for a in fights:
            att = [state.fig(i) for i in a.attackers]
            dfn = [state.fig(i) for i in a.defenders]
            v = fight_gain(state, seat, att, dfn)
            if v > best_v:
                best, best_v = a, v
        return best

    # ------------------------------------------------------------------ movement
    def _move(self, state, seat, options):
        if not options:
            return None
        mine = {}
        for a in options:
            mine.setdefault(a.figure, []).append(a)
        portal = portal_of(state, seat)
        # whoever stands on the teleportal steps off first (4A), then the others nearest the
        # enemy first, the Mage last
        order = sorted(mine, key=lambda fid: (state.fig(fid).cell != portal,
                                              state.fig(fid).type == "mage", fid))
        for fid in order:
            f = state.fig(fid)
            if f.possessed:
                continue
            choice = self._best_step(state, seat, f, mine[fid], portal)
            if choice is not None:
                return choice
        return None

    @staticmethod
    def _threats_to_mage(state, seat, enemies):
        mage = state.mage(seat)
        if mage.status != "arena":
            return []
        return [g for g in enemies if distance(g.cell, mage.cell) <= moves.allowance(state, g) + 2]

    def _enemies(self, state, seat):
        return [g for g in state.in_arena() if state.controller(g) != seat and not g.possessed]

    @staticmethod
    def _foes(state, enemies) -> list[Foe]:
        """Each enemy with what the cell scores ask of him, worked out once a step."""
        out = []
        for g in enemies:
            _, oomph, dmg = g.stats()
            out.append(Foe(g, g.cell, moves.allowance(state, g), not g.incapacitated, oomph, dmg,
                           g.card.dice, g.arrows if g.type == "archer" else 0))
        return out

    def _danger(self, state, seat, f, cell, foes) -> float:
        """Expected loss if the enemies who can reach him next turn gang up on him here, and
        the arrows of enemy archers already in bow range (they shoot without moving)."""
        arrows = 0.0
        threats = []
        for foe in foes:
            d = distance(foe.cell, cell)
            if foe.arrows > 0 and 1 < d <= shooting.RANGE \
                    and shooting.line_of_fire(state.board, foe.cell, cell).visible:
                cover = shooting.COVER.get(state.board.terrain_at(cell), 0)
                arrows += p_2d6_at_least(shooting.NEEDED[f.type] + cover)
            if d - 1 <= foe.reach and foe.fights:
                threats.append(foe)
        if arrows:
            per = (WIN / 8 if f.lives == 1 else LIFE["mage"]) if f.type == "mage" else life_value(f)
            arrows *= per
        if not threats:
            return arrows
        bonus = sum(t.oomph for t in threats[:6])
        win, _ = odds(bonus, max(t.dice for t in threats), f.stats()[1], f.card.dice)
        dmg = sum(t.dmg for t in threats)
        if f.type == "mage":
            return arrows + win * (WIN / 4 if dmg >= f.lives else LIFE["mage"]) + 2.0 * len(threats)
        return arrows + win * min(dmg, f.lives) * life_value(f)

    def _best_step(self, state, seat, f, options, portal):
        enemies = self._enemies(state, seat)
        enemy_mage = state.mage(state.other(seat))
        goal = enemy_mage.cell if enemy_mage.status == "arena" else None
        # protect the Mage: an enemy who could reach him next turn is met first
        threats = self._threats_to_mage(state, seat, enemies)
        if threats and f.type != "mage":
            goal = min(threats, key=lambda g: (distance(g.cell, f.cell), g.id)).cell
        on_portal = f.cell == portal
        foes = self._foes(state, enemies)
        allies = [h for h in state.in_arena() if h.seat == seat and h is not f]
        stay = -1e9 if on_portal else self._cell_score(state, seat, f, f.cell, foes, allies, goal,
                                                       True)
        scored = []
        for a in options:
            c = tuple(a.to)
            t = state.board.terrain_at(c)
            if t == T.LAKE and not usable(f).get("levitate"):
                continue
            s = self._cell_score(state, seat, f, c, foes, allies, goal, False)
            if self.level.noise:
                s += self.level.noise * (self.dice.below(1000) / 1000 - 0.5)
            scored.append((s, a))
        scored.sort(key=lambda x: -x[0])
        for s, a in scored[:6]:
            # the swamp: each off-path hex the walk enters is a drowning roll (4B)
            path = moves.safest_path(state, f, tuple(a.to)) or []
            rolls = sum(1 for c in path if state.board.terrain_at(c) == T.SWAMP)
            if rolls and not usable(f).get("levitate"):
                s -= rolls * (f.card.drowns_on / 6) * (WIN / 4 if f.type == "mage"
                                                       else 2 * (f.lives * life_value(f) + 3))
            if s > stay + (0.3 if not on_portal else 0.0):
                return a
        if on_portal and scored:
            return scored[0][1]
        return None

    def _cell_score(self, state, seat, f, cell, foes, allies, goal, staying) -> float:
        """How good `cell` is for `f` this step; `foes` as _foes gives them, `allies` his own
        side's other figures in the Arena."""
        danger = self._danger(state, seat, f, cell, foes)
        if f.type == "mage":
            # by the edge of the Arena a random movement may hurl him off it (4C)
            s = -danger - 0.6 * (6 - len(state.board.neighbours(cell)))
            if state.prepared.get(seat) and staying:
                s += 4.0                               # moving would break the prepared spell
            em = state.mage(state.other(seat))
            if em.status == "arena" and state.prepared.get(em.seat) is not None:
                # an enemy spell waits on the altar: keep out of fireball reach
                if distance(cell, em.cell) <= 9:
                    s -= 3.0
            if allies:
                s -= 0.05 * min(distance(cell, g.cell) for g in allies)
            return s - self._blocks_portal(state, seat, cell)
        s = -0.6 * danger
        if goal is not None:
            s -= 0.3 * distance(cell, goal)
        near = min((distance(cell, foe.cell) for foe in foes), default=0)
        s -= 0.2 * near
        if f.type == "archer":
            # archers keep a bow shot away: 3 to 6 hexes from the nearest enemy
            s += 1.0 if 3 <= near <= 6 else (-1.0 if near <= 1 else 0.0)
        touching = [foe.fig for foe in foes if distance(cell, foe.cell) == 1]
        if touching and f.type != "archer":
            best = -9.0
            for g in touching:
                if usable(g).get("fascinate"):
                    continue
                helpers = [h for h in allies if not h.attacked and h.type != "mage"
                           and distance(h.cell, g.cell) == 1]
                best = max(best, fight_gain(state, seat, [f] + helpers, [g]))
            s += 2.5 * best if best > -9.0 else 0.0
        t = state.board.terrain_at(cell)
        if t in (T.BUSH, T.WOODS):
            s += 0.1
        return s - self._blocks_portal(state, seat, cell)

    @staticmethod
    def _blocks_portal(state, seat, cell) -> float:
        """Standing next to one's own teleportal while characters still wait outside may leave
        the next one no hex to step off to (and he dies: 4A)."""
        portal = portal_of(state, seat)
        if distance(cell, portal) != 1:
            return 0.0
        waiting = any(f.seat == seat and f.status == "waiting" for f in state.figs)
        return 2.0 if waiting else 0.0
