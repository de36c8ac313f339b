"""The computer players' benchmark (`main.py bench --only ai-think`, framework in game/bench.py).

ai-think: decisions per second of each Ninja level (1 / median CPU time of a decision, so one
core however busy the machine is) over positions of seeded games; the anchor is the target of
one decision per second, so a ratio of 1.0 or more means "the median planning phase takes at
most 1 s"; and the simulated combat phases per CPU second against python-chess random plies
per CPU second (game/anchors.py).
"""
from __future__ import annotations

import statistics
import time

from game.bench import suite


def thinking_positions(count: int, seed: int = 1):
    """(state, seat) positions from seeded hard-vs-easy Ninja games on The Castle, p2 to plan
    with p1's plan already in (the usual case in the app: the human planned first)."""
    from game.ai import make_ai
    from rules import registry
    pack = registry.get("ninja-arena")
    out = []
    game = 0
    while len(out) < count:
        state = pack.new_game({"arena": "castle"}, seed + game)
        a = make_ai("ninja-arena", "easy", seed + game, timed=False)
        b = make_ai("ninja-arena", "easy", seed + game + 1, timed=False)
        while len(out) < count and not pack.outcome(state).finished:
            state, _ = pack.apply(state, "p1", a.choose(pack, state, "p1"))
            if pack.outcome(state).finished:
                break
            out.append((state, "p2"))
            state, _ = pack.apply(state, "p2", b.choose(pack, state, "p2"))
        game += 1
    return pack, out


def think_times(level: str, positions, pack) -> tuple[list[float], list[int]]:
    from game.ai import make_ai
    times, sims = [], []
    for i, (state, seat) in enumerate(positions):
        player = make_ai("ninja-arena", level, 1000 + i, timed=False)
        start = time.process_time()      # CPU time of this process: one core, whatever
        player.choose(pack, state, seat)   # else the machine is doing
        times.append(time.process_time() - start)
        sims.append(getattr(player, "simulations", 0))
    return times, sims


@suite("ai-think")
def _ai_think(quick: bool):
    from game import anchors
    pack, positions = thinking_positions(3 if quick else 24)
    play_name, one_game = anchors.play_anchor()
    plies = anchors.actions_per_second(one_game, 0.05 if quick else 1.0, clock=time.process_time)
    results = []
    for level in ("easy", "normal", "hard"):
        times, sims = think_times(level, positions, pack)
        med = statistics.median(times)
        results.append((f"ninja {level}: decisions/s (median {1000 * med:.0f} ms, max "
                        f"{1000 * max(times):.0f} ms, {statistics.median(sims):.0f} simulations) "
                        f"vs the 1 decision/s target", 1.0 / med, 1.0, "decisions/s"))
        results.append((f"ninja {level}: simulated combat phases/s vs {play_name}/s",
                        statistics.median(sims) / med, plies, "per s"))
    return results


# ----------------------------------------------------------------------------- every level, every game

def level_positions(pack, count: int, seed: int = 3) -> list:
    """(state, seat) positions a quarter and half way into seeded random games of `pack`."""
    from game.ai.random_player import RandomPlayer
    from game.tournament import build_setup
    setup = build_setup(pack, None, len(pack.seats(pack.new_game(build_setup(pack, None, 2), 0))))
    out, game = [], 0
    while len(out) < count and game < 4 * count:
        state, rnd, states = pack.new_game(setup, seed + game), RandomPlayer(seed + game), []
        while not pack.outcome(state).finished and len(states) < int(getattr(pack, "max_steps", 600)):
            seat = sorted(pack.to_act(state))[-1]
            states.append((state, seat))
            state, _ = pack.apply(state, seat, rnd.choose(pack, state, seat))
        for frac in (4, 2):
            if states and len(out) < count:
                out.append(states[len(states) // frac])
        game += 1
    return setup, out


def playout_seconds(pack, positions) -> list[float]:
    """CPU seconds of one random playout to the end from each position."""
    from game.ai.montecarlo import random_playout
    from rules.core.dice import Dice
    out = []
    for i, (state, seat) in enumerate(positions):
        start = time.process_time()
        random_playout(pack, pack.copy_state(state), seat, Dice.from_seed(i),
                       int(getattr(pack, "max_steps", 3000)))
        out.append(time.process_time() - start)
    return out


@suite("ai-levels")
def _ai_levels(quick: bool):
    """Per game and level: thinking time per decision (median, max) over positions of seeded
    random games, as a ratio to one random playout from the same positions in the same run."""
    from game.ai import LEVELS, PACK_AI, make_ai
    from rules import registry
    results = []
    for pack_id in PACK_AI:
        pack = registry.get(pack_id)
        _, positions = level_positions(pack, 2 if quick else 8)
        playout = statistics.median(playout_seconds(pack, positions))
        for level in LEVELS:
            times = []
            for i, (state, seat) in enumerate(positions):
                player = make_ai(pack_id, level, 500 + i, timed=False)
                start = time.process_time()
                player.choose(pack, state, seat)
                times.append(time.process_time() - start)
            med, top = statistics.median(times), max(times)
            results.append((f"{pack_id} {level}: thinking per decision median {1000 * med:.1f} ms "
                            f"= {med / playout:.2f} random playouts, max {1000 * top:.1f} ms = "
                            f"{top / playout:.2f} playouts (one playout {1000 * playout:.1f} ms); "
                            f"decisions/s vs random playouts/s", 1.0 / max(med, 1e-9),
                            1.0 / max(playout, 1e-9), "per s"))
    return results
