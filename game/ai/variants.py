"""Screens of the normal players' settings: is there an easy gain left? (docs/computer-players.md)

A variant is the normal player with settings of its `Level` changed. It plays seeded games
against normal, sides alternating, without search, so a screen of a thousand games takes a
minute. Normal against itself on the same seeds is the yardstick: a setting worth keeping
beats it by more than the intervals. These screens are how we know that Morituri's and the
Master of Ceremonies duel's normal players sit at a local optimum of their settings, and which
settings carry their strength (the ones whose loss costs most).

    python -m game.ai.variants RULESET GAMES [--seed S] [NAME ...]
"""
from __future__ import annotations

import argparse
import importlib
import sys
from dataclasses import dataclass, replace

from game.tournament import build_setup, decisions, derive_seed, wilson
from rules import registry

# ruleset -> (module, player class): the packs whose normal player takes a Level
PLAYERS = {"morituri": ("game.ai.morituri", "MorituriPlayer"),
           "ceremony": ("game.ai.ceremony", "CeremonyPlayer")}

VARIANTS = {
    "morituri": {
        "normal": {},
        "no stance changes": {"stance": False},
        "no special actions": {"specials": False},
        "walks in a hex too far": {"misjudge": 1},
        "walks in a hex closer": {"misjudge": -1},
        "specials' price x0.5": {"special_price": 0.5},
        "specials' price x2": {"special_price": 2.0},
        "specials' scarcity x0": {"special_dear": 0.0},
        "specials' scarcity x2": {"special_dear": 2.0},
        "stance margin 0": {"stance_margin": 0.0},
        "stance margin 1": {"stance_margin": 1.0},
        "rows of 2 attacks": {"row_target": 2},
        "rows of 4 attacks": {"row_target": 4},
        "no variety in planning": {"variety": 0.0},
        "pure die mixture (blur 0)": {"blur": 0.0},
        "wary: plans against his standard stance too": {"wary": True},
        "wary, blur 0 (hard's player before guarding)": {"wary": True, "blur": 0.0},
        "guarded 0.7: prefers attacks whose stance guards": {"guard": 0.7},
        "wary, blur 0, guarded 0.7 (hard's player before bracing)": {"wary": True, "blur": 0.0, "guard": 0.7},
        "wary, blur 0, guarded 0.3": {"wary": True, "blur": 0.0, "guard": 0.3},
        "wary, blur 0, guarded 1.5": {"wary": True, "blur": 0.0, "guard": 1.5},
        "hard's own player (wary, blur 0, guarded 0.7, braced 0.3)": {
            "wary": True, "blur": 0.0, "guard": 0.7, "braced": 0.3},
        "wary, blur 0, guarded 0.7, braced 0.6": {"wary": True, "blur": 0.0, "guard": 0.7, "braced": 0.6},
    },
    "ceremony": {
        "normal": {},
        "never dodges": {"dodge": False},
        "a kill worth 10 wounds": {"kill": 10.0},
        "a kill worth 40 wounds": {"kill": 40.0},
        "a critical worth 1.5": {"critical": 1.5},
        "a critical worth 6": {"critical": 6.0},
        "seeks the flank (0.3)": {"flank": 0.3},
        "seeks the flank (1)": {"flank": 1.0},
        "waits more (0.3)": {"wait": 0.3},
        "traps a row from the other's edge": {"trap_row": 1},
        "traps 5 rows from the other's edge": {"trap_row": 5},
        "no traps": {"traps": False},
        "no noise": {"noise": 0.0},
        "wary 6": {"wary": 6.0},
        "ambush 2": {"ambush": 2.0},
        "ambush 5": {"ambush": 5.0},
        "reads trap habits (wary 6, ambush 5)": {"wary": 6.0, "ambush": 5.0},
    },
}


@dataclass(frozen=True)
class Screen:
    name: str
    wins: int
    losses: int
    draws: int

    def line(self) -> str:
        decided = self.wins + self.losses
        lo, hi = wilson(self.wins, decided)
        share = (f"{100 * self.wins / decided:5.1f}% ({100 * lo:.1f}-{100 * hi:.1f})"
                 if decided else "-")
        return f"  {self.name:<36} {self.wins:>5} {self.losses:>6} {self.draws:>5}  {share}"


def level_of(ruleset: str, changes: dict):
    module = importlib.import_module(PLAYERS[ruleset][0])
    return replace(module.LEVELS["normal"], **changes)


def screen(ruleset: str, name: str, games: int, seed: int) -> Screen:
    """The variant `name` against normal: `games` seeded games, the variant in the first seat
    of the even ones and the second of the odd ones."""
    from game.session import Session
    module_name, cls_name = PLAYERS[ruleset]
    player = getattr(importlib.import_module(module_name), cls_name)
    levels = (level_of(ruleset, VARIANTS[ruleset][name]), level_of(ruleset, {}))
    pack = registry.get(ruleset)
    setup = build_setup(pack, None, 2)
    wins = losses = draws = 0
    for g in range(games):
        game_seed = derive_seed(seed, g)
        session = Session(pack, setup, game_seed)
        seats = list(pack.seats(session.state))
        mine = seats[g % 2]
        players = {s: player(levels[0] if s == mine else levels[1], derive_seed(game_seed, k, 7))
                   for k, s in enumerate(seats)}
        for _ in decisions(pack, session, players):
            pass
        won = session.outcome().winners if session.outcome().finished else ()
        if mine in won and len(won) == 1:
            wins += 1
        elif won and mine not in won:
            losses += 1
        else:
            draws += 1
    return Screen(name, wins, losses, draws)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.ai.variants", description=__doc__.split("\n")[0])
    ap.add_argument("ruleset", choices=sorted(PLAYERS))
    ap.add_argument("games", type=int)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("names", nargs="*", help="variants to screen (default: all of the game's)")
    args = ap.parse_intermixed_args(argv)
    names = args.names or list(VARIANTS[args.ruleset])
    unknown = [n for n in names if n not in VARIANTS[args.ruleset]]
    if unknown:
        ap.error(f"unknown variant {unknown[0]!r} (known: {', '.join(VARIANTS[args.ruleset])})")
    print(f"{args.ruleset}: each variant against normal, {args.games} games, seed {args.seed}, "
          "sides alternating, no search")
    print(f"  {'variant':<36} {'wins':>5} {'losses':>6} {'draws':>5}  share of decided games (95% CI)")
    for name in names:
        print(screen(args.ruleset, name, args.games, args.seed).line(), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
