"""Ninja Arena: the flagship rule pack (rulebook: /work/shared/rulebooks/ninja-arena.txt).

The engine lives here (set-up, planning, resolution, movement, attacks, status effects, events);
weapons (3.5), skills (4.2) and variants (4.4) plug in through hooks.py.
"""
