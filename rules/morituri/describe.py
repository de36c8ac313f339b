"""One readable line per event (`main.py simulate` prints these)."""
from __future__ import annotations


def describe(e) -> str:
    k = e.kind
    if k == "turn_started":
        return f"-- round {e.round}: {e.figure}'s turn"
    if k == "action_used":
        back = f" ({e.returned} back to the hand)" if e.returned else ""
        what = f"{e.card} {e.name}" if e.card else f"the standard action ({e.name})"
        return f"{e.figure} uses {what}{back}"
    if k == "action_withdrawn":
        return f"{e.figure} withdraws {e.card}: {e.reason}"
    if k == "planned":
        return f"{e.figure} plans ({e.op}); {e.row} card(s) in the row"
    if k == "moved":
        return f"{e.figure} {e.move}s {' -> '.join(str(tuple(c)) for c in e.path)}"
    if k == "attack_declared":
        thrown = f", throwing {e.throw_item}" if e.throw_item else ""
        return (f"{e.attacker} attacks {e.target} with {e.card}/{e.attack} ({e.type} {e.frame}, "
                f"distance {e.distance}, first number {e.base}{thrown})")
    if k == "attack_resolved":
        return (f"{e.attacker} set {e.value}, {e.target} guessed {list(e.guesses) or 'nothing'}: "
                f"strength {e.strength} against {e.against} {e.against_value}: {e.result}"
                + (f", wound {e.wound}" if e.wound else ""))
    if k == "condition_changed":
        if e.cause.startswith("wound (") and e.cause.endswith(")"):    # combat.py's "wound (attacker)"
            return f"{e.figure} loses {-e.delta} Condition to {e.cause[7:-1]}'s blow, now {e.condition}"
        return f"{e.figure} loses {-e.delta} Condition ({e.cause}), now {e.condition}"
    if k == "retreated":
        why = f", stopped by {e.blocked_by} ({e.remaining} to go)" if e.blocked_by else ""
        return f"{e.figure} retreats {' -> '.join(str(tuple(c)) for c in e.path)}{why}"
    if k == "knock_resolved":
        return (f"{e.attacker} knocks at {e.target}'s {e.item}: direction {e.direction}, guesses "
                f"{list(e.guesses)}: {'knocked out' if e.knocked else 'kept'}")
    if k == "item_flew":
        return f"{e.item} flies ({e.how}) and lands on {tuple(e.landed)}"
    if k == "defeated":
        return f"{e.figure} is defeated on {tuple(e.cell)}; items stay: {', '.join(e.items)}"
    if k == "divided":
        return (f"the goblins divide their cards: {e.figures[0]} {e.cards[0]}, "
                f"{e.figures[1]} {e.cards[1]} (VI.3)")
    if k == "game_over":
        return f"== {', '.join(e.winners) or 'nobody'} win(s): {e.reason}"
    if k == "attack_cancelled":
        return f"the attack is called off ({e.reason})"
    if k == "die_set":
        return f"{e.figure} secretly sets the die"
    if k == "item_picked":
        return f"{e.figure} picks up {e.item}"
    if k == "stood_up":
        return f"{e.figure} gets up"
    if k == "lying_choice":
        return f"{e.figure}, lying, " + ("defends" if e.defend else "does not defend")
    if k == "handed_over":
        return f"{e.giver} hands {e.item} to {e.receiver}"
    d = e.model_dump(mode="json")
    d.pop("kind")
    return f"{k}: " + ", ".join(f"{a}={b}" for a, b in d.items())
