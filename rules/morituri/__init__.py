"""Arena: Morituri te salutant (rulebook: /work/shared/rulebooks/arena-morituri-te-salutant.txt).

Hex arena, secret planning rows, a die the attacker sets in secret and the defender guesses.
cards.py (decks, data/*.json), setup.py, turn.py (the five phases), combat.py (attacks),
equipment.py (weapon combinations, stats), geometry.py (distances, free spaces, flights),
handover.py (VI.6), tournament.py (In Conclusion), stage.py (staged fights), pack.py (the
Ruleset), rulings.py (RULINGS.md).
"""
from rules.morituri.pack import RULESET
from rules.registry import register as _register

_register(RULESET)

__all__ = ["RULESET"]
