"""What every rule pack shares: grids, boards, sight, movement, dice, the Ruleset contract."""
