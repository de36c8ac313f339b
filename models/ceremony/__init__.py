"""Procedural models for the Master of Ceremonies table: the Lords' arena (sand, walls, gate,
trapdoor, grate), gladiators, dwarves, the three war dogs, the tiger TERROR, the ape-man FATE,
and props (traps, hourglasses, wound crystals). Used only by scenes/games/ceremony."""
