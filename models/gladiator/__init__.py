"""Procedural meshes for the Gladiator table: the arena and its terrain (arena.py), fighters,
creatures and their gear (figures.py, gear.py), dice (dice.py) and the colours (colors.py).

Frames are the table's: cell (x, y) centred on world (x, 0, y), x east, z north, y up; a
figure's local frame faces +z with its base on y = 0.
"""
