"""One readable line per event: the fight log's and a still's words for an event the table's
animation says nothing of (`main.py simulate` prints them too). Figures by id: the table puts
their names in (scenes/places.plain)."""
from __future__ import annotations

FACINGS = ("north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west")


def _w(s) -> str:
    return str(s).lstrip("@").replace("_", " ")


def _roll(e) -> str:
    return f" (rolled {e.roll} against {e.target_number})" if getattr(e, "roll", None) is not None \
        and getattr(e, "target_number", None) is not None else ""


def describe(e) -> str:
    k = e.kind
    if k == "turn_began":
        return f"Turn {e.turn}"
    if k == "initiative_rolled":
        return f"Initiative: west {e.west}, east {e.east}" + (": a tie" if e.tie else f": {e.winner} chooses")
    if k == "first_chosen":
        return f"{_w(e.side).title()} moves first"
    if k == "moved":
        how = {"step": "steps", "jump": "jumps", "disengage": "backs away", "fall": "falls",
               "stand_up": "stands up", "teleport": "teleports"}[e.how]
        return f"{e.figure} {how}" + (f" ({e.moves} move{'s' if e.moves != 1 else ''})" if e.moves else "")
    if k == "turned":
        return f"{e.figure} turns {FACINGS[e.facing % 8]}"
    if k == "move_reset":
        return f"{e.figure} takes the move back"
    if k == "move_ended":
        return f"{e.figure} ends the move ({e.moves} move{'s' if e.moves != 1 else ''}: {_w(e.category)})"
    if k == "action_phase_began":
        return "Action phase"
    if k == "declined":      # the menu's "Decline (act later this turn)"
        return f"{e.figure} declines: acts later this turn"
    if k == "waited":        # the menu's "Stand (do nothing)"
        return f"{e.figure} stands and does nothing"
    if k == "attacked":
        what = f"{_w(e.attack)} with the {_w(e.weapon)}"
        if not e.hit:
            return f"{e.attacker} misses {e.target}: {what} (rolled {e.total} against {e.target_number})"
        return f"{e.attacker} hits {e.target}: {what}, {e.damage} damage"
    if k == "wounded":
        fx = ", ".join(_w(x) for x in e.effects)
        return f"{e.figure} takes {e.damage} damage" + (f": {fx}" if fx else "")
    if k == "item_dropped":
        return f"{e.figure} drops the {_w(e.item)}"
    if k == "items_changed":
        held = [_w(x) for x in e.slots[:2] if x]
        return f"{e.figure} now holds " + (" and ".join(held) if held else "nothing")
    if k == "fell":
        return f"{e.figure} falls{_roll(e)}"
    if k == "kept_feet":
        return f"{e.figure} keeps his feet{_roll(e)}"
    if k == "evaded":
        return f"{e.figure} evades"
    if k == "went_prone":
        return f"{e.figure} drops prone"
    if k == "stood_up":
        return f"{e.figure} stands up"
    if k == "hand_combat_tried":
        if e.repelled:
            return f"{e.defender} repels {e.attacker}'s leap{_roll(e)}"
        tried = f": {e.defender} fails to repel{_roll(e)}" if e.roll is not None else ""
        return f"{e.attacker} leaps on {e.defender}{tried}: hand combat"
    if k == "disengaged":
        return f"{e.figure} " + ("breaks free" if e.success else "cannot break free") + \
            (f" (rolled {e.roll})" if e.roll is not None else "")
    if k == "reloaded":
        return f"{e.figure} " + ("reloads" if e.loaded else "goes on reloading")
    if k == "terrain_damage":
        return f"{e.figure} takes {e.damage} damage from the {_w(e.terrain)}"
    if k == "terrain_made":
        return f"The ground turns to {_w(e.terrain)}"
    if k == "escaped":
        return f"{e.figure} leaves the arena"
    if k == "healed":
        return f"{e.figure} is healed ({_w(e.why)})"
    if k == "disbelieved":
        if e.dispelled:
            return f"{e.figure} sees through an illusion: {e.dispelled} vanishes"
        return f"{e.figure} tries to disbelieve" + _roll(e)
    if k == "spell_cast":
        at = f" at {e.target}" if e.target else ""
        return (f"{e.figure} casts {_w(e.spell)}{at}: " + ("it works" if e.success else "it fails")
                + f" (rolled {e.total} against {e.target_number})")
    if k == "raised":
        return f"{e.name} rises at the Altar of Life"
    if k == "game_over":
        won = " and ".join(_w(w).title() for w in e.winners)
        return (f"{won} win{'s' if len(e.winners) == 1 else ''}" if won else "A draw") + f" ({_w(e.reason)})"
    if k == "summoned":
        how = {"summon": "summons", "illusion": "conjures an illusion of", "snakes": "calls up",
               "image": "casts an image:"}[e.how]
        return f"{e.by} {how} {e.name}"
    if k == "vanished":
        return f"{e.figure} vanishes ({_w(e.why)})"
    if k == "enchanted":
        return f"{e.figure}: {_w(e.spell)} " + ("ends" if not e.amount else f"{e.amount:+d}")
    if k == "stats_seen":
        return f"{e.figure} reads the others' strength"
    return _w(k)
