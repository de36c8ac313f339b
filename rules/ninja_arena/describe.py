"""One readable line per event (simulate's log, the table's caption)."""
from __future__ import annotations

FACING = {0: "north", 1: "north-east", 2: "east", 3: "south-east", 4: "south", 5: "south-west",
          6: "west", 7: "north-west"}


def _cell(c) -> str:
    return f"({c[0]},{c[1]})" if c is not None else "-"


def _slot(s: dict) -> str:
    return s["action"] + (f" {s['dir']}" if s.get("dir") else "")


def describe(e) -> str:
    k = e.kind
    if k == "initiative_taken":
        return f"{e.seat} finishes planning and takes initiative {', '.join(map(str, e.counters))}"
    if k == "plan_revealed":
        plan = ", ".join(_slot(s) for s in e.slots) or "(pause)"
        return f"{e.figure} [{e.initiative}] planned: {plan}"
    if k == "dice_rolled":
        return "public dice: " + ", ".join(f"{c} {a}" for c, a in e.faces)
    if k == "action_round":
        return f"-- game round {e.game_round}, action round {e.action_round} --"
    if k == "action_started":
        return f"{e.figure}: {e.action}{' ' + e.dir if e.dir else ''} ({e.speed})"
    if k == "paused":
        return f"{e.figure} pauses"
    if k == "action_ignored":
        return f"{e.figure}'s {e.action} is ignored: {e.reason}"
    if k == "turned":
        return f"{e.figure} turns to face {FACING[e.to_facing]}"
    if k == "guard":
        return f"{e.figure} is on guard ({e.guard})"
    if k == "moved":
        return (f"{e.figure} {e.move}: {_cell(e.from_cell)} level {e.from_level} -> "
                f"{_cell(e.to_cell)} level {e.to_level}")
    if k == "clumsy":
        return (f"{e.figure} makes a clumsy move (target too {e.too}"
                + (f", drops {e.drop} level{'s' if e.drop != 1 else ''})" if e.too == "low" else ")"))
    if k == "edge_bump":
        return f"{e.figure} bumps into the board edge at {_cell(e.cell)}"
    if k == "duel":
        return (f"duel: {e.figure} runs into {e.opponent}; {e.figure} takes {e.damage_to_figure}, "
                f"{e.opponent} takes {e.damage_to_opponent}")
    if k == "melee_attack":
        what = "focused melee attack" if e.focused else f"melee attack {e.side or ''}".strip()
        hit = f"hits {e.target} at {_cell(e.target_cell)}" if e.hit else "hits nobody"
        return f"{e.figure}'s {what} ({e.weapon or 'weaponless'}) {hit}"
    if k == "ranged_attack":
        hit = f"hits {e.target} at {_cell(e.target_cell)}" if e.hit else "misses"
        return f"{e.figure}'s ranged attack ({e.weapon}) {hit}"
    if k == "thrown":
        hit = f"hits {e.target}" if e.hit else "hits nobody"
        return f"{e.figure} throws the {e.weapon}: {hit}, it lands on {_cell(e.lands)}"
    if k == "damaged":
        extra = " (riposted)" if e.riposted else " (dodged)" if e.dodged else ""
        return f"{e.figure} takes {e.amount} damage ({e.cause}{extra}), life {e.life}"
    if k == "riposted":
        return f"{e.figure} ripostes {e.attacker}'s attack"
    if k == "dodged":
        return f"{e.figure} dodges the ranged attack"
    if k == "healed":
        return f"{e.figure} regains {e.amount} life, life {e.life}"
    if k == "status":
        return f"{e.figure} is {'now' if e.on else 'no longer'} {e.status.replace('_', ' ')}"
    if k == "application_used":
        return f"{e.figure}'s {e.weapon}: {e.left} application{'s' if e.left != 1 else ''} left"
    if k == "weapon_lost":
        return f"{e.figure} loses the {e.weapon} ({e.reason})"
    if k == "loot_placed":
        return f"loot counter {e.weapon} lies on {_cell(e.cell)}"
    if k == "loot_picked":
        tail = (" and keeps only its application die" if e.returned
                else f", dropping the {e.dropped}" if e.dropped else "")
        return f"{e.figure} picks up the {e.weapon}{tail}"
    if k == "marker_placed":
        return f"{e.marker} placed on {_cell(e.cell)}"
    if k == "marker_removed":
        return f"{e.marker} removed from {_cell(e.cell)}"
    if k == "skill_used":
        return f"{e.figure} uses the special skill {e.skill}"
    if k == "obstacle_moved":
        return f"an obstacle slides from {_cell(e.from_cell)} to {_cell(e.to_cell)}"
    if k == "defeated":
        return f"{e.figure} is defeated at {_cell(e.cell)} ({e.cause})"
    if k == "game_over":
        return f"GAME OVER: {e.reason}" + ("" if e.draw else f" - winner {', '.join(e.winners)}")
    return f"{k}: {e.model_dump(mode='json')}"
