"""The combat phase (2.3): three action rounds, fast -> normal -> slow, ties by the lower
initiative counter; plus the Resolver, the `Ctx` that actions and plug-ins work through
(hooks.Ctx documents it): board queries, the damage pipeline, defeat and the game end.
"""
from __future__ import annotations

from functools import lru_cache

from rules.core.dice import Dice
from rules.core.sight import sight
from rules.core.square import DIRS, nearest_facing
from rules.ninja_arena import events as ev
from rules.ninja_arena import hooks
from rules.ninja_arena.actions import ACTIONS, SPEED_RANK, colour_of
from rules.ninja_arena.hooks import MELEE_KINDS, RANGED_KINDS, Strike
from rules.ninja_arena.state import LIFE_MAX, Loot, Marker, Ninja, State


class GameOverSignal(Exception):
    """Raised inside an action when the last opponent falls; the resolver stops there."""


class Resolver:
    def __init__(self, state: State, events: list | None):
        self.state = state
        self.events = events
        self.quiet = events is None
        self.layer = state.layer
        self.dice = Dice(state.dice)
        self.variants = tuple(hooks.VARIANTS[v] for v in state.variants if v in hooks.VARIANTS)
        self.round = state.round + 1
        self.action_round = 0
        self.damaged_any = False
        self.fell = False          # a figure fell since the last check_end (only that ends a game)
        self._lv = state.levels

    # ------------------------------------------------------------------ reading the board
    def ninja(self, fid: str) -> Ninja:
        return self.state.ninja(fid)

    def at(self, cell) -> Ninja | None:
        for n in self.state.ninjas:
            if n.alive and n.pos == cell:
                return n
        return None

    def on_board(self, cell) -> bool:
        return 0 <= cell[0] < self.state.width and 0 <= cell[1] < self.state.height

    def level(self, cell) -> int:
        return self._lv[cell[1]][cell[0]]

    def ahead(self, n: Ninja, rel: int = 0, dist: int = 1):
        dx, dy = DIRS[(n.facing + rel) % 8]
        return (n.pos[0] + dx * dist, n.pos[1] + dy * dist)

    def line_ahead(self, n: Ninja, reach: int | None) -> list:
        dx, dy = DIRS[n.facing]
        out = []
        x, y = n.pos
        while reach is None or len(out) < reach:
            x, y = x + dx, y + dy
            if not self.on_board((x, y)):
                break
            out.append((x, y))
        return out

    def sight_line(self, a, b):
        """2.5 concealment as a core SightLine: a cell between blocks if its level (+1 for a
        third ninja standing there) is higher than the levels both ends stand on."""
        top = max(self.level(a), self.level(b))
        occupied = {n.pos for n in self.state.ninjas if n.alive and n.pos != a and n.pos != b}
        lv = self._lv

        def blocks(c):
            h = lv[c[1]][c[0]] + (1 if c in occupied else 0)
            return h > top
        return sight(a, b, blocks)

    def unconcealed(self, a, b) -> bool:
        return self.sight_line(a, b).visible

    def targets_in_line(self, n: Ninja, reach: int | None) -> list[Ninja]:
        out = []
        for c in self.line_ahead(n, reach):
            o = self.at(c)
            if o is not None and self.unconcealed(n.pos, c):
                out.append(o)
        return out

    def relative(self, n: Ninja, cell) -> int | None:
        """Where `cell` lies for n, in eighths clockwise from his facing (0 front, 4 rear)."""
        d = nearest_facing(n.pos, cell, 8)
        return None if d is None else (d - n.facing) % 8

    def blinded(self, n: Ninja) -> bool:
        return self.round < n.blinded_until

    def melee_weapon(self, n: Ninja):
        """The melee weapon in use, or None when weaponless (no card, or blinded: 3.4)."""
        if n.melee is None or self.blinded(n):
            return None
        return hooks.WEAPONS.get(n.melee)

    # ------------------------------------------------------------------ changing the game
    def emit(self, event, **fields) -> None:
        """Record an event: an event object, or an event maker and its fields (`ev.F.Moved,
        figure=...`), which is only called when events are wanted (quiet playouts skip it)."""
        if self.quiet:
            return
        self.events.append(event(**fields) if fields else event)

    def ignore(self, n: Ninja, action: str, reason: str) -> None:
        self.emit(ev.F.ActionIgnored, figure=n.id, action=action, reason=reason)

    def hurt(self, fid: str, amount: int, cause: str, by: str | None = None,
             riposted: bool = False, dodged: bool = False) -> int:
        """Take `amount` life from a living figure; defeat at 0. Returns the damage dealt."""
        n = self.ninja(fid)
        if amount <= 0 or not n.alive:
            return 0
        amount = min(amount, n.life)
        n.life -= amount
        self.damaged_any = True
        self.emit(ev.F.Damaged, figure=n.id, amount=amount, cause=cause, by=by, life=n.life,
                             riposted=riposted, dodged=dodged)
        if n.netted:   # 3.5 throwing net: destroyed when he gets damage
            self.free_from_net(n)
        if n.life <= 0:
            self.defeat(n.id, cause, by)
        return amount

    def heal(self, fid: str, amount: int) -> int:
        n = self.ninja(fid)
        gain = max(0, min(amount, LIFE_MAX - n.life))   # the life clip stops at ten
        if gain:
            n.life += gain
            self.emit(ev.F.Healed, figure=n.id, amount=gain, life=n.life)
        return gain

    def free_from_net(self, n: Ninja) -> None:
        n.netted = False
        self.emit(ev.F.StatusChanged, figure=n.id, status="netted", on=False)
        for m in self.state.markers:
            if m.kind == "throwing_net" and m.cell == n.pos:
                self.remove_marker(m)
                break

    def strike(self, s: Strike) -> Strike:
        """The damage pipeline: riposte (2.5), dodge (2.5), skill/variant `defend` hooks, the
        damage, status effects, the riposte's counter-damage."""
        victim = self.ninja(s.victim)
        if not victim.alive:
            return s
        attacker = self.ninja(s.attacker) if s.attacker else None
        if (s.kind in MELEE_KINDS or s.kind == "duel") and s.riposteable \
                and victim.riposte_round == self.round:
            s.riposted = True
            s.damage = -(-s.damage // 2)
        if s.kind in RANGED_KINDS and s.dodgeable and victim.dodge_round == self.round \
                and attacker is not None and self.relative(victim, attacker.pos) not in (3, 4, 5):
            s.dodged = True
            s.damage = 0
        if victim.skill in hooks.SKILLS:
            hooks.SKILLS[victim.skill].defend(self, victim, s)
        for v in self.variants:
            v.defend(self, victim, s)
        if s.riposted:
            self.emit(ev.F.Riposted, figure=victim.id, attacker=s.attacker or "")
        if s.dodged:
            self.emit(ev.F.Dodged, figure=victim.id, attacker=s.attacker)
        s.dealt = self.hurt(victim.id, s.damage, s.kind, s.attacker, s.riposted, s.dodged)
        if s.on_hit is not None and not s.effects_blocked and victim.alive:
            s.on_hit(self, s)
        if s.riposted and attacker is not None:
            self.hurt(attacker.id, 1, "riposte", victim.id)
            if s.kind in MELEE_KINDS:
                w = self.melee_weapon(victim)
                if w is not None and attacker.alive:
                    w.after_riposte(self, victim, attacker, s.kind == "focused_melee")
        if s.counter_damage and attacker is not None:
            self.hurt(attacker.id, s.counter_damage, "counter", victim.id)
        return s

    def defeat(self, fid: str, cause: str, by: str | None = None, loot: bool = True) -> None:
        """2.7/3.4: the figure leaves the board; a loot counter stays on his last space for
        every weapon he owned, with the application dice left on the cards."""
        n = self.ninja(fid)
        if not n.alive:
            return
        n.alive = False
        self.fell = True
        self.emit(ev.F.Defeated, figure=n.id, cell=n.pos, cause=cause, by=by)
        # 2.7: in the beginner's game the cards simply go back to the supply; 3.4 (advanced)
        # leaves a loot counter per weapon on his last space
        if loot and self.layer != "beginner" and all(v.leaves_loot(self, n, cause) for v in self.variants):
            if n.melee:
                self.place_loot(n.pos, n.melee, n.melee_uses)
            if n.ranged:
                self.place_loot(n.pos, n.ranged, n.ranged_uses)
            skill = hooks.SKILLS.get(n.skill) if n.skill else None
            for wid, uses in (skill.weapons_kept(n) if skill is not None else ()):
                self.place_loot(n.pos, wid, uses)     # "for every weapon that he owned"
        if n.netted:   # 3.5: the net is discarded with him (shoved, crushed: no damage first)
            self.free_from_net(n)
        for v in self.variants:
            v.on_defeat(self, n, by)

    def place_loot(self, cell, weapon: str, uses: int | None) -> None:
        self.state.loot = self.state.loot + (Loot(tuple(cell), weapon, uses),)
        self.emit(ev.F.LootPlaced, cell=tuple(cell), weapon=weapon, uses=uses)

    def place_marker(self, cell, kind: str, owner: str | None, data=None) -> None:
        self.state.markers = self.state.markers + (Marker(tuple(cell), kind, owner, data),)
        self.emit(ev.F.MarkerPlaced, cell=tuple(cell), marker=kind, owner=owner)

    def remove_marker(self, marker: Marker) -> None:
        ms = list(self.state.markers)
        if marker in ms:
            ms.remove(marker)
            self.state.markers = tuple(ms)
            self.emit(ev.F.MarkerRemoved, cell=marker.cell, marker=marker.kind)

    def use_application(self, n: Ninja, category: str) -> None:
        """2.2/2.5: one application used; at zero the card goes back to the supply."""
        wid = n.ranged if category == "ranged" else n.melee
        uses = n.ranged_uses if category == "ranged" else n.melee_uses
        if wid is None or uses is None:
            return
        uses -= 1
        if category == "ranged":
            n.ranged_uses = uses
        else:
            n.melee_uses = uses
        self.emit(ev.F.ApplicationUsed, figure=n.id, weapon=wid, left=uses)
        if uses <= 0:
            self.lose_weapon(n, category, None, "used up")

    def lose_weapon(self, n: Ninja, category: str, loot_at=None, reason: str = "lost") -> None:
        """The weapon card leaves the ninja (to the supply, or as loot on `loot_at`)."""
        wid = n.ranged if category == "ranged" else n.melee
        if wid is None:
            return
        uses = n.ranged_uses if category == "ranged" else n.melee_uses
        if category == "ranged":
            n.ranged, n.ranged_uses = None, None
        else:
            n.melee, n.melee_uses = None, None
        self.emit(ev.F.WeaponLost, figure=n.id, weapon=wid, category=category, reason=reason)
        self.emit(ev.F.StatusChanged, figure=n.id, status=f"weaponless_{category}", on=True)
        if loot_at is not None:
            self.place_loot(loot_at, wid, uses)

    def daze(self, n: Ninja) -> None:
        """3.4: dazed during his next action round (next phase's first after a third round)."""
        if self.layer == "beginner" or not all(v.can_be_dazed(self, n) for v in self.variants):
            return
        n.dazed_round = self.round + 1
        self.emit(ev.F.StatusChanged, figure=n.id, status="dazed", on=True, until_round=n.dazed_round + 1)

    def blind(self, n: Ninja, rounds: int = 3) -> None:
        """3.4/3.5: blinded for the next `rounds` action rounds."""
        n.blinded_until = self.round + 1 + rounds
        self.emit(ev.F.StatusChanged, figure=n.id, status="blinded", on=True,
                                   until_round=n.blinded_until)

    def set_level(self, cell, level: int) -> None:
        """Change one cell's level (4.4 Sokoban pushes blocks); keeps the cached levels in step."""
        rows = [list(r) for r in self.state.levels]
        rows[cell[1]][cell[0]] = level
        self.state.levels = tuple(tuple(r) for r in rows)
        self._lv = self.state.levels

    # movement and attacks live in their modules; bound here so hooks reach them via ctx
    def move_path(self, n, path, move, *, max_up, max_down, hop_first=False, turn_to=None):
        from rules.ninja_arena.moves import move_path
        return move_path(self, n, path, move, max_up=max_up, max_down=max_down,
                         hop_first=hop_first, turn_to=turn_to)

    def melee_strike(self, n, cells, *, focused, bonus=0, choice=None, side=None):
        from rules.ninja_arena.combat import melee_strike
        return melee_strike(self, n, cells, focused=focused, bonus=bonus, choice=choice, side=side)

    def duel(self, mover: Ninja, other: Ninja) -> None:
        from rules.ninja_arena.moves import duel
        duel(self, mover, other)

    # ------------------------------------------------------------------ game end
    def check_end(self) -> bool:
        st = self.state
        if st.finished:
            return True
        if not self.fell:     # the game (and every variant's outcome) ends only when one falls
            return False
        self.fell = False
        for v in self.variants:
            out = v.outcome(st)
            if out is not None and out.finished:
                return self._finish(tuple(out.winners), out.reason, not out.winners)
        teams = []
        for n in st.ninjas:
            if n.alive and n.team not in teams:
                teams.append(n.team)
        if len(teams) > 1:
            return False
        if not teams:
            return self._finish((), "Overview: the last ninjas fell at the same time - a draw", True)
        team = teams[0]
        seats = tuple(s for s in st.seats if any(n.team == team for n in st.ninjas if n.seat == s))
        alive = [n.id for n in st.ninjas if n.alive]
        verb = "is" if len(alive) == 1 else "are"
        return self._finish(seats, f"Overview: {', '.join(alive)} {verb} the last standing", False)

    def _finish(self, winners, reason: str, draw: bool) -> bool:
        st = self.state
        st.finished, st.winners, st.reason = True, tuple(winners), reason
        self.emit(ev.F.GameOver, winners=tuple(winners), reason=reason, draw=draw)
        return True

    def close(self) -> None:
        self.state.dice = self.dice.state


# ---------------------------------------------------------------------------- the phase

def slot_json(slot) -> dict:
    """A slot as JSON, model_dump(exclude_none=True) without pydantic's overhead (the fields
    are flat str/int/bool values)."""
    return {k: v for k, v in slot.__dict__.items() if v is not None}


def _by_speed_then_initiative(q) -> tuple[int, int]:
    return q[0], q[1]


def speed_of(n: Ninja, slot, layer: str) -> str:
    """2.3/4.2: the speed of a planned action; a special skill acts at its symbol's colour."""
    if slot.action == "special" and layer == "professional" and n.skill in hooks.SKILLS:
        return hooks.SKILLS[n.skill].speed
    return ACTIONS[slot.action][0]


def resolve_phase(state: State, events: list | None) -> None:
    """Run the combat phase of `state` (a private copy, mutated) and start the next planning.
    `events` None: record nothing (computer players' playouts)."""
    from rules.ninja_arena.perform import perform
    ctx = Resolver(state, events)
    order = sorted((n for n in state.ninjas if n.alive), key=lambda n: n.initiative)
    if not ctx.quiet:
        for n in order:
            ctx.emit(ev.F.PlanRevealed, figure=n.id, initiative=n.initiative,
                     slots=tuple(slot_json(s) for s in state.plans.get(n.id, ())))
    planned = [(n, state.plans.get(n.id, ())) for n in order]
    try:
        for r in range(3):
            ctx.round = state.round + 1
            ctx.action_round = r + 1
            ctx.emit(ev.F.ActionRound, game_round=state.game_round, action_round=r + 1)
            queue = []
            for n, slots in planned:
                slot = slots[r] if r < len(slots) else None
                rank = 3 if slot is None else SPEED_RANK[speed_of(n, slot, state.layer)]
                queue.append((rank, n.initiative, n, slot))
            queue.sort(key=_by_speed_then_initiative)
            for _rank, _ini, n, slot in queue:
                if not n.alive:
                    continue
                if slot is None:
                    ctx.emit(ev.F.Paused, figure=n.id)
                    continue
                perform(ctx, n, slot)
                if ctx.check_end():
                    raise GameOverSignal
            end_of_action_round(ctx)
            state.round += 1
            if ctx.check_end():
                raise GameOverSignal
        for v in ctx.variants:
            v.end_of_combat_phase(ctx, ctx.damaged_any)
        if ctx.check_end():
            raise GameOverSignal
    except GameOverSignal:
        state.round = ctx.round
    state.revealed = dict(state.plans)
    state.plans = {}
    state.plan_order = ()
    state.done = ()
    for n in state.ninjas:
        n.initiative = 0
    if not state.finished:
        state.game_round += 1
        for v in ctx.variants:
            v.on_planning_start(ctx)
    ctx.close()


def end_of_action_round(ctx: Resolver) -> None:
    """Markers (caltrops) and variants act; statuses that run out are announced."""
    st = ctx.state
    for m in list(st.markers):
        rules = hooks.MARKERS.get(m.kind)
        if rules is not None:
            rules.end_of_round(ctx, m, ctx.at(m.cell))
    for v in ctx.variants:
        v.end_of_action_round(ctx)
    for n in st.ninjas:
        if not n.alive:
            continue
        if n.blinded_until == ctx.round + 1:
            ctx.emit(ev.F.StatusChanged, figure=n.id, status="blinded", on=False)
        if n.dazed_round == ctx.round:
            ctx.emit(ev.F.StatusChanged, figure=n.id, status="dazed", on=False)


def white_die(slot) -> bool:
    return colour_of(slot.action) == "white"
