"""Procedural meshes for the Arena: Morituri te salutant table: the walled hex arena with its
compass rose (arena.py), the four characters' figures with their items (figures.py, items.py)
and the secret die under its cup (die.py). Only scenes/games/morituri uses them."""
