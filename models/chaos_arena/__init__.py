"""Procedural meshes for the Chaos Arena table (scenes/games/chaos_arena): the hex terrain
(terrain.py), the war band figures (figures.py), and cards, dice and item tokens (props.py).
Colours live in colors.py. Everything is baked vertex colour (models/meshkit.py): no lights."""
