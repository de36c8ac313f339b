"""What using the first planned card will do, said before it is chosen (the table's hover words).

III.4: a card the hands cannot use is withdrawn at once. III.3: an attack on the card laid out
may be declared in this turn only, after the movement phase: if no move the rules allow this
turn brings a foe within one of its attacks, the attack is lost. Only what the acting seat knows
goes in (its own row, the figures where they stand); the turn is walked on a copy through the
rules themselves, passing where the seat could only pass."""
from __future__ import annotations

from rules.morituri import actions as A
from rules.morituri import combat
from rules.morituri import equipment as eq


def preview(pack, state, seat: str, action) -> str | None:
    if not (isinstance(action, A.Use) and action.option == "planned") or action.pick:
        return None
    me = state.active
    if me.seat != seat or not me.row:
        return None
    card = eq.deck_of(me).card(me.row[0])
    if not eq.card_fits(me, me.row[0]):
        return None         # the menu line says so already, and its hover which items (labels)
    if not card.attacks:
        return None
    if _reaches(pack, state, seat, me.id, action):
        return None
    return (f"{card.name}: no move this turn brings him within its reach, and its attack may be "
            "declared only in the turn it is laid out (III.3): keep it in the row until he is closer.")


def _reaches(pack, state, seat: str, fid: str, action) -> bool:
    """Whether some move this turn lets the figure declare an attack after using the card."""
    s, _ = pack.apply(state, seat, action)
    for _ in range(4):                      # the phases before movement the seat can only pass
        if s.finished or seat not in pack.to_act(s) or s.phase in ("move", "declare"):
            break
        legal = pack.legal_actions(s, seat)
        passing = next((a for a in legal if a.kind == "pass"), None)
        if passing is None:
            return True                     # a choice to make first: not judged here
        s, _ = pack.apply(s, seat, passing)
    if s.phase == "declare":
        return bool(combat.declarable(s, s.fig(fid)))
    if s.phase != "move" or seat not in pack.to_act(s):
        return True
    for m in pack.legal_actions(s, seat):
        if m.kind == "move":
            after, _ = pack.apply(s, seat, m)
            if after.phase == "declare" and combat.declarable(after, after.fig(fid)):
                return True
    return False
