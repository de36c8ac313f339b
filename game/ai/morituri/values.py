"""What an attack, a card and a stance are worth: the die game's payoffs in wounds and effects."""
from __future__ import annotations

from rules.morituri import combat, equipment as eq
from game.ai.morituri.die_game import solve


EFFECT_VALUE = {"retreat": 1.0, "fell": 2.0, "grapple": 1.5, "knock_out": 1.5, None: 0.0}
KILL_BONUS = 6.0          # a wound that defeats the target is worth this much more


def attack_payoffs(attack, base: int, against: int, target_condition: int) -> list[float]:
    """The attacker's gain for each number lo..hi (IV.4, IV.5, IV.8): the wound, what a hit
    does besides, and a bonus for a finishing blow."""
    out = []
    for v in range(attack.lo, attack.hi + 1):
        strength = base + v * attack.mult
        if strength <= against:
            out.append(0.0)
            continue
        wound = strength - against if attack.wounds else 0
        gain = wound + EFFECT_VALUE.get(attack.effect, 0.0)
        if wound and wound >= target_condition:
            gain += KILL_BONUS
        out.append(float(gain))
    return out


def worth(payoffs: list[float], k: int) -> float:
    """An attack's worth: its value against a perfect guesser, plus a little of its best
    payoff, since no guesser is perfect (so a free attack is never left out)."""
    return solve(payoffs, k)[0] + 0.1 * max(payoffs, default=0.0)


def pending_payoffs(state, p) -> list[float]:
    atk = combat.attack_of(state, p)
    target = state.fig(p.target)
    return attack_payoffs(atk, p.base, combat.against_value(state, p, atk, target), target.condition)


def threat(state, p, target) -> float:
    """Expected loss of `target` from the waiting attack `p`, in his present stance."""
    atk = combat.attack_of(state, p)
    k = combat.guesses_against(state, target, atk)
    against = combat.against_value(state, p, atk, target)
    return solve(attack_payoffs(atk, p.base, against, target.condition), k)[0]


def card_value(fig, card, foe, distance=None) -> float:
    """What an attack card is worth against `foe` in his present stance (its best frame,
    at `distance` if given)."""
    best = 0.0
    for atk in card.attacks:
        if atk.needs_previous or (distance is not None and not atk.at(distance)):
            continue
        if atk.throw:
            atk = combat.thrown_attack(atk, combat.throw_item(fig))
        base = atk.base + eq.attack_bonus(fig)
        against = {"defence": eq.defence(foe), "strength": eq.strength(foe),
                   "sum": eq.strength(foe) + eq.defence(foe), "none": 0}[atk.against]
        if atk.type == "angular":
            k = atk.guesses
        else:
            k = eq.stance_guesses(foe)[atk.type] if not foe.lying else 1
        v = worth(attack_payoffs(atk, base, against, foe.condition), k)
        if atk.throw:
            v -= 1.0                          # the item is gone afterwards
        best = max(best, v)
    return best


def guards(foe) -> list:
    """The foe as he would stand in each stance his cards that fit his hands give him, one
    figure per different set of guesses (nothing else of him an attack reads changes)."""
    out, seen = [], set()
    for c in foe.cards:
        if c == foe.current or not eq.card_fits(foe, c):
            continue
        probe = in_stance(foe, c)
        key = tuple(eq.stance_guesses(probe).values())
        if key not in seen:
            seen.add(key)
            out.append(probe)
    return out


def braced_value(fig, card, foe, stances=None) -> float:
    """What an attack card is worth against the foe's best guard: the least of its worths
    against him in any of his `guards` (computed if not given; none: as he stands)."""
    stances = guards(foe) if stances is None else stances
    if not stances:
        return card_value(fig, card, foe)
    return min(card_value(fig, card, p) for p in stances)


def in_stance(fig, current):
    """`fig` as he would stand with card `current` laid out (None: his standard action, which
    he may take at once, in his first action phase, before he defends)."""
    probe = fig.copy()
    probe.current = current
    return probe


def exposure(fig, current, foe) -> float:
    """What the foe's three best attacks are worth against `fig` standing in the stance of
    card `current` (None: the standard one); his cards are public, only their order is not."""
    probe = in_stance(fig, current)
    deck = eq.deck_of(foe)
    worths = sorted((card_value(foe, deck.card(c), probe) for c in foe.cards
                     if c != foe.current and deck.card(c).attacks and eq.card_fits(foe, c)),
                    reverse=True)[:3]
    return sum(worths) / len(worths) if worths else 0.0


def stance_quality(fig) -> float:
    g = eq.stance_guesses(fig)
    return (g["slash"] + g["thrust"] + g["contact"]) / 3.0
