"""Master of Ceremonies ("Mistrz Ceremonii"): the expansion on an AUTHORED base duel
(rulebook: /work/shared/rulebooks/mistrz-ceremonii.pl.txt, translation .en.txt; RULES.md)."""
from rules.ceremony.pack import RULESET
from rules.registry import register as _register

_register(RULESET)

__all__ = ["RULESET"]
