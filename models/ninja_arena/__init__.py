"""Procedural meshes for the Ninja Arena table: the stepped arena of stacked blocks with its
frame and start areas (board_mesh.py), the Shadow and Weaponmaster figures with their weapons
(figures.py) and the loot and weapon counters (counters.py). Only scenes/games/ninja_arena uses
them.

Frames are the table's: cell (x, y) centred on world (x, level * LEVEL_HEIGHT, y), x east,
z north, y up; a figure's local frame faces +z with its base on y = 0.
"""
