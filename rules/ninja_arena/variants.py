"""The variants of 4.4 as engine hooks (hooks.Variant), named as in the set-up's "variants":

team, sudden_death, drunken_masters, sokoban, overpower, head_hunters, combination,
secret_skills. Team play and the bigger board of "combination" are mostly the engine's (seats,
teams, initiative counters 1-8, 16x8 boards); what the text adds is here. Rulings ("RULING
4.4-...") are recorded with their tests in data/rulings.json.
"""
from __future__ import annotations

from rules.core.dice import Dice
from rules.core.engine import BadSetup, Outcome
from rules.ninja_arena import hooks
from rules.ninja_arena.actions import ACTIONS, colour_of
from rules.ninja_arena.hooks import DicePool, Variant


def _ev():
    from rules.ninja_arena import events
    return events


# ------------------------------------------------------------------------------ Team

class Team(Variant):
    """4.4 Team: a player may discontinue an action that would hurt a team mate by an attack or
    a duel; then all its other effects are ignored too. RULING 4.4-team-spare: the decision
    cannot be asked in the middle of a combat phase, so it is planned: a slot with
    "spare": true is discontinued (the engine ignores the whole action, "4.4: discontinued
    ..."); without it team mates can hurt each other."""

    id = "team"

    def discontinue(self, ctx, actor, victim, cause) -> bool:
        if victim.id == actor.id or victim.team != actor.team:
            return False
        slots = ctx.state.plans.get(actor.id, ())
        i = ctx.action_round - 1
        return 0 <= i < len(slots) and bool(slots[i].spare)


# ------------------------------------------------------------------------------ Sudden Death

class SuddenDeath(Variant):
    """4.4: after the first player is out, a combat phase in which nobody got damage costs the
    ninjas with the most life one life each."""

    id = "sudden_death"

    def end_of_combat_phase(self, ctx, damaged_any: bool) -> None:
        st = ctx.state
        if damaged_any or not any(all(not st.ninja(f).alive for f in st.seat_ninjas[s])
                                  for s in st.seats):
            return
        living = st.living()
        if not living:
            return
        top = max(n.life for n in living)
        for n in living:
            if n.life == top:
                ctx.hurt(n.id, 1, "sudden_death")


# ------------------------------------------------------------------------------ Drunken Masters

FACES = {c: tuple(a for a in ACTIONS if colour_of(a) == c) for c in ("red", "blue", "white")}


def roll_public_dice(dice: Dice) -> tuple[tuple[str, str], ...]:
    """2 red, 2 blue, 2 white action dice thrown openly; each die has its colour's six actions."""
    return tuple((c, FACES[c][dice.below(6)]) for c in ("red", "red", "blue", "blue",
                                                        "white", "white"))


class DrunkenMasters(Variant):
    """4.4: everyone plans from the same six public dice; still one white die per plan."""

    id = "drunken_masters"

    def setup(self, setup, state) -> None:
        d = Dice(state.dice)
        state.public_dice = roll_public_dice(d)
        state.dice = d.state

    def on_planning_start(self, ctx) -> None:
        ctx.state.public_dice = roll_public_dice(ctx.dice)
        ctx.emit(_ev().DiceRolled(faces=ctx.state.public_dice))

    def dice_pool(self, state, n) -> DicePool | None:
        faces = {c: tuple(a for cc, a in state.public_dice or () if cc == c)
                 for c in ("red", "blue", "white")}
        return DicePool(red=2, blue=2, white=2, faces=faces, max_white_per_plan=1)


# ------------------------------------------------------------------------------ bonus actions

class _BonusVariant(Variant):
    has_bonus_action = True

    def setup(self, setup, state) -> None:
        others = [v for v in state.variants if v != self.id and
                  getattr(hooks.VARIANTS.get(v), "has_bonus_action", False)]
        if others:
            raise BadSetup(f"4.4: {self.id} and {others[0]} both define the bonus action; "
                           "choose one (RULING 4.4-one-bonus)")


class Sokoban(_BonusVariant):
    """4.4 Bonus Action: Sokoban. RULING 4.4-sokoban-height: the obstacle on the target space
    is the part above the ninja's level; it can be pushed only if it is exactly one level high
    and no figure stands on it. The space behind is free if its level is not above the ninja's
    level and no ninja stands there at the ninja's level; lower: the block falls onto it (its
    level +1) and a ninja there is defeated without loot. Off the board: not allowed."""

    id = "sokoban"

    def bonus_action(self, ctx, n, slot) -> None:
        here = ctx.level(n.pos)
        target = ctx.ahead(n, 0, 1)
        if not ctx.on_board(target) or ctx.level(target) <= here:
            # no obstacle: a move forward on the same level (edge, duel, clumsy as usual)
            ctx.move_path(n, [target], "step", max_up=0, max_down=0)
            return
        if ctx.level(target) - here > 1:
            ctx.ignore(n, "bonus", "4.4: only obstacles with a height of 1 can be moved")
            return
        if ctx.at(target) is not None:
            ctx.ignore(n, "bonus", "4.4: a ninja stands on the obstacle")
            return
        behind = ctx.ahead(n, 0, 2)
        if not ctx.on_board(behind):
            ctx.ignore(n, "bonus", "4.4: the obstacle cannot be pushed off the board")
            return
        other = ctx.at(behind)
        lb = ctx.level(behind)
        if lb > here or (lb == here and other is not None):
            ctx.ignore(n, "bonus", "4.4: the space behind the obstacle is occupied")
            return
        top = ctx.level(target)
        ctx.set_level(target, here)
        ctx.set_level(behind, lb + 1)
        ctx.emit(_ev().ObstacleMoved(from_cell=target, to_cell=behind, from_level=top,
                                     to_level=lb + 1))
        if other is not None:   # the block fell on him
            ctx.defeat(other.id, "crushed", n.id, loot=False)
        ctx.move_path(n, [target], "step", max_up=0, max_down=0)


class Overpower(_BonusVariant):
    """4.4 Bonus Action: Overpower. Leaving the board defeats (no loot); the bonus action is a
    Step forward, and an opponent on an edge space it would land on is shoved off the board.
    RULING 4.4-overpower-shove: the shove needs the space to be reachable by a Step (at most one
    level up or down); the pusher then stands on the freed space."""

    id = "overpower"

    def edge(self, ctx, n, last_cell) -> bool:
        ctx.defeat(n.id, "off_board", None, loot=False)
        return True

    def bonus_action(self, ctx, n, slot) -> None:
        target = ctx.ahead(n, 0, 1)
        other = ctx.at(target) if ctx.on_board(target) else None
        w, h = ctx.state.width, ctx.state.height
        on_edge = target[0] in (0, w - 1) or target[1] in (0, h - 1)
        if other is not None and on_edge and other.team != n.team and \
                abs(ctx.level(target) - ctx.level(n.pos)) <= 1:
            ctx.defeat(other.id, "shoved", n.id, loot=False)
        ctx.move_path(n, [target], "step", max_up=1, max_down=1)


# ------------------------------------------------------------------------------ Head Hunters

class HeadHunters(Variant):
    """4.4 Head Hunters. The outlaw is the ninja of the player whose team is "outlaw", else the
    first player's first ninja (RULING 4.4-outlaw-who). No damage from his own clumsy moves,
    never dazed, +4 life per kill (at most 10). Whoever kills him wins; he wins as the last
    ninja standing. RULING 4.4-outlaw-no-killer: if he falls without an assailant (the board
    edge), every other player still standing wins."""

    id = "head_hunters"

    def setup(self, setup, state) -> None:
        seat = next((p.seat for p in setup.players if p.team == "outlaw"), setup.players[0].seat)
        ninjas = state.seat_ninjas[seat]
        if len(ninjas) != 1:
            raise BadSetup("4.4: the outlawed ninja's player commands exactly one ninja")
        state.extra["outlaw"] = ninjas[0]
        for n in state.ninjas:   # everyone hunts: no teams except the outlaw's own
            if n.id != ninjas[0] and n.team == state.ninja(ninjas[0]).team:
                raise BadSetup("4.4: nobody can be in a team with the outlaw")

    def _is_outlaw(self, ctx, n) -> bool:
        return ctx.state.extra.get("outlaw") == n.id

    def clumsy_damage(self, ctx, n) -> bool:
        return not self._is_outlaw(ctx, n)

    def can_be_dazed(self, ctx, n) -> bool:
        return not self._is_outlaw(ctx, n)

    def on_defeat(self, ctx, n, by) -> None:
        outlaw = ctx.state.extra.get("outlaw")
        if n.id == outlaw:
            ctx.state.extra["outlaw_killer"] = by
        elif by == outlaw and ctx.ninja(outlaw).alive:
            ctx.heal(outlaw, 4)

    def outcome(self, state) -> Outcome | None:
        outlaw = state.ninja(state.extra["outlaw"])
        if not outlaw.alive:
            killer = state.extra.get("outlaw_killer")
            if killer is not None and killer != outlaw.id:
                seat = state.ninja(killer).seat
                return Outcome(finished=True, winners=(seat,),
                               reason=f"4.4: {killer} killed the outlaw {outlaw.id}")
            seats = tuple(s for s in state.seats if s != outlaw.seat and
                          any(state.ninja(f).alive for f in state.seat_ninjas[s]))
            return Outcome(finished=True, winners=seats,
                           reason=f"4.4: the outlaw {outlaw.id} fell")
        if all(not n.alive for n in state.ninjas if n.id != outlaw.id):
            return Outcome(finished=True, winners=(outlaw.seat,),
                           reason=f"4.4: the outlaw {outlaw.id} is the last ninja standing")
        return None


# ------------------------------------------------------------------------------ the rest

class SecretSkills(Variant):
    """4.4 Alternative Set-up: the skill card stays face down until its first use (the engine
    keeps Ninja.skill_revealed and view() hides it; skills.Arsenal chooses at first use)."""

    id = "secret_skills"


class Combination(Variant):
    """4.4 Combination of several games: two boxes, a 16x8 board, up to 8 ninjas, initiative
    counters 1-8 (the engine); `combine_boards` joins two arenas."""

    id = "combination"


def combine_boards(a: dict, b: dict, side: str = "east", id: str | None = None) -> dict:
    """Two 8x8 board JSONs pushed together (board b to the east or north of a) as one board
    JSON. Start areas: the shared long sides keep both halves' cells; the short sides keep the
    outer board's cells; cells on the seam are dropped."""
    ra, rb = a["rows"], b["rows"]
    if side == "east":
        rows = [x + y for x, y in zip(ra, rb)]
        shift = (len(ra[0]), 0)
    elif side == "north":
        rows = list(rb) + list(ra)
        shift = (0, len(ra))
    else:
        raise ValueError(f"side must be 'east' or 'north', not {side!r}")
    sa, sb = a.get("start_areas", {}), b.get("start_areas", {})
    moved = {k: [[x + shift[0], y + shift[1]] for x, y in v] for k, v in sb.items()}
    if side == "east":
        areas = {"south": sa.get("south", []) + moved.get("south", []),
                 "north": sa.get("north", []) + moved.get("north", []),
                 "west": sa.get("west", []), "east": moved.get("east", [])}
    else:
        areas = {"west": sa.get("west", []) + moved.get("west", []),
                 "east": sa.get("east", []) + moved.get("east", []),
                 "south": sa.get("south", []), "north": moved.get("north", [])}
    return {"id": id or f"{a['id']}+{b['id']}", "name": f"{a.get('name', a['id'])} + "
            f"{b.get('name', b['id'])}", "authored": True, "rows": rows, "start_areas": areas,
            "notes": f"4.4 Combination: {b['id']} joined to the {side} of {a['id']}."}


for _v in (Team(), SuddenDeath(), DrunkenMasters(), Sokoban(), Overpower(), HeadHunters(),
           SecretSkills(), Combination()):
    hooks.register_variant(_v)
